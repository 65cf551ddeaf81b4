"""church invitations: a church team's emailed invitations

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-23 04:42:39.372784

Only each link token's SHA-256 is stored; an invitation is open until accepted, revoked or
expired (7 days).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import steeple.db

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "church_invitations",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("church_id", sa.Uuid(), nullable=False),
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("role", sa.String(length=20), nullable=False),
        sa.Column("message", sa.String(length=500), nullable=True),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("invited_by", sa.Uuid(), nullable=True),
        sa.Column("expires_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("accepted_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("revoked_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["church_id"],
            ["churches.id"],
            name=op.f("fk_church_invitations_church_id_churches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["invited_by"],
            ["users.id"],
            name=op.f("fk_church_invitations_invited_by_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_church_invitations")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_church_invitations_token_hash")),
    )
    op.create_index(
        op.f("ix_church_invitations_church_id"), "church_invitations", ["church_id"], unique=False
    )
    op.create_index(
        op.f("ix_church_invitations_email"), "church_invitations", ["email"], unique=False
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_church_invitations_email"), table_name="church_invitations")
    op.drop_index(op.f("ix_church_invitations_church_id"), table_name="church_invitations")
    op.drop_table("church_invitations")
