"""handoff_packs, handoff_items: a confirmed hire's service handoff pack

Revision ID: 0027
Revises: 0026
Create Date: 2026-11-27 16:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from steeple.db import UTCDateTime

revision: str = "0027"
down_revision: str | None = "0026"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "handoff_packs",
        sa.Column("application_id", sa.Uuid(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("rehearsal_at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("arrival_at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("service_starts_at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("address", sa.String(length=300), nullable=True),
        sa.Column("entrance_and_parking", sa.Text(), nullable=True),
        sa.Column("contact_name", sa.String(length=100), nullable=True),
        sa.Column("contact_phone", sa.String(length=40), nullable=True),
        sa.Column("dress", sa.String(length=200), nullable=True),
        sa.Column("meal", sa.String(length=200), nullable=True),
        sa.Column("recorded", sa.Boolean(), nullable=False),
        sa.Column("streamed", sa.Boolean(), nullable=False),
        sa.Column("guest_consents_to_recording", sa.Boolean(), nullable=True),
        sa.Column("book_table", sa.Boolean(), nullable=False),
        sa.Column("sent_version", sa.Integer(), nullable=True),
        sa.Column("sent_at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("acknowledged_version", sa.Integer(), nullable=True),
        sa.Column("acknowledged_at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("updated_by", sa.Uuid(), nullable=True),
        sa.Column("updated_at", UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["application_id"],
            ["applications.id"],
            name=op.f("fk_handoff_packs_application_id_applications"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["updated_by"],
            ["users.id"],
            name=op.f("fk_handoff_packs_updated_by_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("application_id", name=op.f("pk_handoff_packs")),
    )
    op.create_table(
        "handoff_items",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("application_id", sa.Uuid(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("title", sa.String(length=150), nullable=False),
        sa.Column("minutes", sa.Integer(), nullable=False),
        sa.Column("song_key", sa.String(length=3), nullable=True),
        sa.Column("tempo", sa.Integer(), nullable=True),
        sa.Column("arrangement", sa.String(length=150), nullable=True),
        sa.Column("scripture", sa.String(length=100), nullable=True),
        sa.Column("notes", sa.Text(), nullable=True),
        sa.Column("owner", sa.String(length=10), nullable=False),
        sa.ForeignKeyConstraint(
            ["application_id"],
            ["handoff_packs.application_id"],
            name=op.f("fk_handoff_items_application_id_handoff_packs"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_handoff_items")),
    )
    op.create_index(
        op.f("ix_handoff_items_application_id"), "handoff_items", ["application_id"], unique=False
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_handoff_items_application_id"), table_name="handoff_items")
    op.drop_table("handoff_items")
    op.drop_table("handoff_packs")
