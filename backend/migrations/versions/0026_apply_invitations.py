"""apply_invitations: a church asking a suggested speaker or musician to apply

Revision ID: 0026
Revises: 0025
Create Date: 2026-11-27 16:10:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from steeple.db import UTCDateTime

revision: str = "0026"
down_revision: str | None = "0025"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "apply_invitations",
        sa.Column("opportunity_id", sa.Uuid(), nullable=False),
        sa.Column("talent_id", sa.Uuid(), nullable=False),
        sa.Column("invited_by", sa.Uuid(), nullable=True),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["opportunity_id"],
            ["opportunities.id"],
            name=op.f("fk_apply_invitations_opportunity_id_opportunities"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["talent_id"],
            ["users.id"],
            name=op.f("fk_apply_invitations_talent_id_users"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["invited_by"],
            ["users.id"],
            name=op.f("fk_apply_invitations_invited_by_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("opportunity_id", "talent_id", name=op.f("pk_apply_invitations")),
    )


def downgrade() -> None:
    op.drop_table("apply_invitations")
