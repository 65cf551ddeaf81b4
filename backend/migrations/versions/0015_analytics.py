"""analytics: raw events and their daily totals (profile views, directory appearances, opportunity views, hiring-loop events)

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-23 07:10:00

Raw events keep one row per counted event (a view's daily-salted viewer hash makes a repeat
view of the same day clash with the unique constraint); the charts read analytics_daily.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "analytics_events",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("subject_id", sa.Uuid(), nullable=False),
        sa.Column("metric", sa.String(length=32), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("viewer", sa.String(length=32), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_analytics_events")),
        sa.UniqueConstraint(
            "subject_id", "metric", "day", "viewer", name="uq_analytics_events_once"
        ),
    )
    op.create_table(
        "analytics_daily",
        sa.Column("subject_id", sa.Uuid(), nullable=False),
        sa.Column("metric", sa.String(length=32), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("subject_id", "metric", "day", name=op.f("pk_analytics_daily")),
    )


def downgrade() -> None:
    op.drop_table("analytics_daily")
    op.drop_table("analytics_events")
