"""two factor: authenticator apps, recovery codes, sign-in challenges, session assurance level

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-23 05:56:03.087222

A user's TOTP factor (one per user), their one-time recovery codes (hashed), the challenges
between a right password and the code (only the token's SHA-256), and each refresh-token
family's assurance level (existing sessions were signed in with a password alone: aal1).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import steeple.db

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "auth_recovery_codes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("code_hash", sa.String(length=64), nullable=False),
        sa.Column("used_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_auth_recovery_codes_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_auth_recovery_codes")),
        sa.UniqueConstraint("code_hash", name=op.f("uq_auth_recovery_codes_code_hash")),
    )
    op.create_index(
        op.f("ix_auth_recovery_codes_user_id"), "auth_recovery_codes", ["user_id"], unique=False
    )
    op.create_table(
        "auth_two_factor_challenges",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("expires_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("used_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_auth_two_factor_challenges_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_auth_two_factor_challenges")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_auth_two_factor_challenges_token_hash")),
    )
    op.create_index(
        op.f("ix_auth_two_factor_challenges_user_id"),
        "auth_two_factor_challenges",
        ["user_id"],
        unique=False,
    )
    op.create_table(
        "auth_two_factor_factors",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("friendly_name", sa.String(length=50), nullable=False),
        sa.Column("secret", sa.String(length=64), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("last_used_step", sa.BigInteger(), nullable=True),
        sa.Column("verified_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_auth_two_factor_factors_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_auth_two_factor_factors")),
        sa.UniqueConstraint("user_id", name=op.f("uq_auth_two_factor_factors_user_id")),
    )
    with op.batch_alter_table("auth_refresh_tokens", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("aal", sa.String(length=4), server_default="aal1", nullable=False)
        )


def downgrade() -> None:
    with op.batch_alter_table("auth_refresh_tokens", schema=None) as batch_op:
        batch_op.drop_column("aal")
    op.drop_table("auth_two_factor_factors")
    op.drop_index(
        op.f("ix_auth_two_factor_challenges_user_id"), table_name="auth_two_factor_challenges"
    )
    op.drop_table("auth_two_factor_challenges")
    op.drop_index(op.f("ix_auth_recovery_codes_user_id"), table_name="auth_recovery_codes")
    op.drop_table("auth_recovery_codes")
