"""reviews: ratings after a confirmed event, and the reviewed party's one reply

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-23 07:10:00

Each side's review of a confirmed hire (released when both are written or the window closes,
hideable by moderation), and the released, shown reviews' average and count kept on the talent
profile and the church so the directory reads them with the row.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import steeple.db

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UNRELEASED = sa.text("released_at IS NULL")


def upgrade() -> None:
    op.create_table(
        "reviews",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("application_id", sa.Uuid(), nullable=False),
        sa.Column("side", sa.String(length=10), nullable=False),
        sa.Column("author_id", sa.Uuid(), nullable=True),
        sa.Column("talent_id", sa.Uuid(), nullable=False),
        sa.Column("church_id", sa.Uuid(), nullable=False),
        sa.Column("rating", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("closes_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("released_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("hidden_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("reply", sa.Text(), nullable=True),
        sa.Column("replied_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("replied_by", sa.Uuid(), nullable=True),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.CheckConstraint("rating BETWEEN 1 AND 5", name=op.f("ck_reviews_rating_1_to_5")),
        sa.ForeignKeyConstraint(
            ["application_id"],
            ["applications.id"],
            name=op.f("fk_reviews_application_id_applications"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["author_id"],
            ["users.id"],
            name=op.f("fk_reviews_author_id_users"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["church_id"],
            ["churches.id"],
            name=op.f("fk_reviews_church_id_churches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["replied_by"],
            ["users.id"],
            name=op.f("fk_reviews_replied_by_users"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["talent_id"], ["users.id"], name=op.f("fk_reviews_talent_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reviews")),
        sa.UniqueConstraint("application_id", "side", name="one_per_side"),
    )
    op.create_index("ix_reviews_church", "reviews", ["church_id", "side", "created_at", "id"])
    op.create_index("ix_reviews_talent", "reviews", ["talent_id", "side", "created_at", "id"])
    op.create_index(
        "ix_reviews_unreleased",
        "reviews",
        ["closes_at"],
        postgresql_where=UNRELEASED,
        sqlite_where=UNRELEASED,
    )
    for table in ("churches", "talent_profiles"):
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column("rating_average", sa.Float(), nullable=True))
            batch.add_column(
                sa.Column("rating_count", sa.Integer(), server_default="0", nullable=False)
            )


def downgrade() -> None:
    for table in ("talent_profiles", "churches"):
        with op.batch_alter_table(table) as batch:
            batch.drop_column("rating_count")
            batch.drop_column("rating_average")
    op.drop_index("ix_reviews_unreleased", table_name="reviews")
    op.drop_index("ix_reviews_talent", table_name="reviews")
    op.drop_index("ix_reviews_church", table_name="reviews")
    op.drop_table("reviews")
