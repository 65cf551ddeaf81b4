"""credentials, credential_check_events: credentials talent hold, their review and provider events

Revision ID: 0029
Revises: 0028
Create Date: 2026-11-27 18:10:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from steeple.db import UTCDateTime

revision: str = "0029"
down_revision: str | None = "0028"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "credentials",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("talent_id", sa.Uuid(), nullable=False),
        sa.Column("kind", sa.String(length=30), nullable=False),
        sa.Column("title", sa.String(length=150), nullable=False),
        sa.Column("issuer", sa.String(length=150), nullable=False),
        sa.Column("issued_on", sa.Date(), nullable=False),
        sa.Column("expires_on", sa.Date(), nullable=True),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("evidence_storage_name", sa.String(length=40), nullable=True),
        sa.Column("evidence_filename", sa.String(length=160), nullable=True),
        sa.Column("evidence_content_type", sa.String(length=50), nullable=True),
        sa.Column("referee_name", sa.String(length=100), nullable=True),
        sa.Column("referee_email", sa.String(length=320), nullable=True),
        sa.Column("referee_token_hash", sa.String(length=64), nullable=True),
        sa.Column("referee_relationship", sa.String(length=150), nullable=True),
        sa.Column("referee_statement", sa.Text(), nullable=True),
        sa.Column("referee_answered_at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("provider", sa.String(length=40), nullable=False),
        sa.Column("reviewed_by", sa.Uuid(), nullable=True),
        sa.Column("reviewed_at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("review_note", sa.Text(), nullable=True),
        sa.Column("rejection_reason", sa.Text(), nullable=True),
        sa.Column("expiry_notice_days", sa.Integer(), nullable=True),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["talent_id"],
            ["users.id"],
            name=op.f("fk_credentials_talent_id_users"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["reviewed_by"],
            ["users.id"],
            name=op.f("fk_credentials_reviewed_by_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_credentials")),
        sa.UniqueConstraint(
            "evidence_storage_name", name=op.f("uq_credentials_evidence_storage_name")
        ),
        sa.UniqueConstraint("referee_token_hash", name=op.f("uq_credentials_referee_token_hash")),
    )
    op.create_index(op.f("ix_credentials_talent_id"), "credentials", ["talent_id"], unique=False)
    op.create_index(op.f("ix_credentials_status"), "credentials", ["status"], unique=False)
    op.create_table(
        "credential_check_events",
        sa.Column("provider", sa.String(length=40), nullable=False),
        sa.Column("event_id", sa.String(length=100), nullable=False),
        sa.Column("credential_id", sa.Uuid(), nullable=True),
        sa.Column("received_at", UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["credential_id"],
            ["credentials.id"],
            name=op.f("fk_credential_check_events_credential_id_credentials"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("provider", "event_id", name=op.f("pk_credential_check_events")),
    )


def downgrade() -> None:
    op.drop_table("credential_check_events")
    op.drop_index(op.f("ix_credentials_status"), table_name="credentials")
    op.drop_index(op.f("ix_credentials_talent_id"), table_name="credentials")
    op.drop_table("credentials")
