"""handoff_files: the files attached to a handoff pack

Revision ID: 0028
Revises: 0027
Create Date: 2026-11-27 18:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from steeple.db import UTCDateTime

revision: str = "0028"
down_revision: str | None = "0027"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "handoff_files",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("application_id", sa.Uuid(), nullable=False),
        sa.Column("side", sa.String(length=10), nullable=False),
        sa.Column("filename", sa.String(length=160), nullable=False),
        sa.Column("content_type", sa.String(length=50), nullable=False),
        sa.Column("size_bytes", sa.Integer(), nullable=False),
        sa.Column("storage_name", sa.String(length=40), nullable=False),
        sa.Column("uploaded_by", sa.Uuid(), nullable=True),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["application_id"],
            ["handoff_packs.application_id"],
            name=op.f("fk_handoff_files_application_id_handoff_packs"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["uploaded_by"],
            ["users.id"],
            name=op.f("fk_handoff_files_uploaded_by_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_handoff_files")),
        sa.UniqueConstraint("storage_name", name=op.f("uq_handoff_files_storage_name")),
    )
    op.create_index(
        op.f("ix_handoff_files_application_id"), "handoff_files", ["application_id"], unique=False
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_handoff_files_application_id"), table_name="handoff_files")
    op.drop_table("handoff_files")
