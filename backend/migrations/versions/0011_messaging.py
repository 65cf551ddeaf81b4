"""messaging: conversations, their participants, messages, attachments, blocks and reports

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-23 00:24:17.953489

Spec 01 §3 "Message" with its §5 unread count served by a partial index of the unread rows only;
each person's view of a conversation (archived, deleted for them, unread) on their participant
row, whose index holds the inbox's order.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import steeple.db

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UNREAD_POSTGRESQL = sa.text("NOT is_read AND NOT is_archived AND recipient_deleted_at IS NULL")
UNREAD_SQLITE = sa.text("is_read = 0 AND is_archived = 0 AND recipient_deleted_at IS NULL")


def upgrade() -> None:
    op.create_table(
        "user_blocks",
        sa.Column("blocker_id", sa.Uuid(), nullable=False),
        sa.Column("blocked_id", sa.Uuid(), nullable=False),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["blocked_id"],
            ["users.id"],
            name=op.f("fk_user_blocks_blocked_id_users"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["blocker_id"],
            ["users.id"],
            name=op.f("fk_user_blocks_blocker_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("blocker_id", "blocked_id", name=op.f("pk_user_blocks")),
    )
    op.create_table(
        "conversations",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("subject", sa.String(length=200), nullable=False),
        sa.Column("application_id", sa.Uuid(), nullable=True),
        sa.Column("started_by", sa.Uuid(), nullable=True),
        sa.Column("last_seq", sa.Integer(), nullable=False),
        sa.Column("last_message_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["application_id"],
            ["applications.id"],
            name=op.f("fk_conversations_application_id_applications"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["started_by"],
            ["users.id"],
            name=op.f("fk_conversations_started_by_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_conversations")),
    )
    op.create_index(
        op.f("ix_conversations_application_id"), "conversations", ["application_id"], unique=False
    )
    op.create_table(
        "conversation_participants",
        sa.Column("conversation_id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("other_id", sa.Uuid(), nullable=False),
        sa.Column("archived", sa.Boolean(), nullable=False),
        sa.Column("visible", sa.Boolean(), nullable=False),
        sa.Column("cleared_seq", sa.Integer(), nullable=False),
        sa.Column("unread_count", sa.Integer(), nullable=False),
        sa.Column("has_unread", sa.Boolean(), nullable=False),
        sa.Column("last_message_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["conversation_id"],
            ["conversations.id"],
            name=op.f("fk_conversation_participants_conversation_id_conversations"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["other_id"],
            ["users.id"],
            name=op.f("fk_conversation_participants_other_id_users"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_conversation_participants_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint(
            "conversation_id", "user_id", name=op.f("pk_conversation_participants")
        ),
    )
    op.create_index(
        "ix_conversation_participants_inbox",
        "conversation_participants",
        ["user_id", "archived", "visible", "has_unread", "last_message_at", "conversation_id"],
        unique=False,
    )
    op.create_index(
        "ix_conversation_participants_pair",
        "conversation_participants",
        ["user_id", "other_id"],
        unique=False,
    )
    op.create_table(
        "messages",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("conversation_id", sa.Uuid(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("sender_id", sa.Uuid(), nullable=False),
        sa.Column("recipient_id", sa.Uuid(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("is_read", sa.Boolean(), nullable=False),
        sa.Column("read_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("is_archived", sa.Boolean(), nullable=False),
        sa.Column("recipient_deleted_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["conversation_id"],
            ["conversations.id"],
            name=op.f("fk_messages_conversation_id_conversations"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["recipient_id"],
            ["users.id"],
            name=op.f("fk_messages_recipient_id_users"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["sender_id"],
            ["users.id"],
            name=op.f("fk_messages_sender_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_messages")),
        sa.UniqueConstraint("conversation_id", "seq", name="one_per_seq"),
    )
    op.create_index(op.f("ix_messages_sender_id"), "messages", ["sender_id"], unique=False)
    op.create_index(
        "ix_messages_unread",
        "messages",
        ["recipient_id", "conversation_id"],
        unique=False,
        postgresql_where=UNREAD_POSTGRESQL,
        sqlite_where=UNREAD_SQLITE,
    )
    op.create_table(
        "message_attachments",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("message_id", sa.Uuid(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("filename", sa.String(length=200), nullable=False),
        sa.Column("content_type", sa.String(length=50), nullable=False),
        sa.Column("size_bytes", sa.Integer(), nullable=False),
        sa.Column("storage_name", sa.String(length=64), nullable=False),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["message_id"],
            ["messages.id"],
            name=op.f("fk_message_attachments_message_id_messages"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_message_attachments")),
        sa.UniqueConstraint("storage_name", name=op.f("uq_message_attachments_storage_name")),
    )
    op.create_index(
        op.f("ix_message_attachments_message_id"),
        "message_attachments",
        ["message_id"],
        unique=False,
    )
    op.create_table(
        "message_reports",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("reporter_id", sa.Uuid(), nullable=False),
        sa.Column("reported_id", sa.Uuid(), nullable=False),
        sa.Column("message_id", sa.Uuid(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["message_id"],
            ["messages.id"],
            name=op.f("fk_message_reports_message_id_messages"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["reported_id"],
            ["users.id"],
            name=op.f("fk_message_reports_reported_id_users"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["reporter_id"],
            ["users.id"],
            name=op.f("fk_message_reports_reporter_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_message_reports")),
    )
    op.create_index(
        op.f("ix_message_reports_reported_id"), "message_reports", ["reported_id"], unique=False
    )
    op.create_index(
        op.f("ix_message_reports_reporter_id"), "message_reports", ["reporter_id"], unique=False
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_message_reports_reporter_id"), table_name="message_reports")
    op.drop_index(op.f("ix_message_reports_reported_id"), table_name="message_reports")
    op.drop_table("message_reports")
    op.drop_index(op.f("ix_message_attachments_message_id"), table_name="message_attachments")
    op.drop_table("message_attachments")
    op.drop_index(
        "ix_messages_unread",
        table_name="messages",
        postgresql_where=UNREAD_POSTGRESQL,
        sqlite_where=UNREAD_SQLITE,
    )
    op.drop_index(op.f("ix_messages_sender_id"), table_name="messages")
    op.drop_table("messages")
    op.drop_index("ix_conversation_participants_pair", table_name="conversation_participants")
    op.drop_index("ix_conversation_participants_inbox", table_name="conversation_participants")
    op.drop_table("conversation_participants")
    op.drop_index(op.f("ix_conversations_application_id"), table_name="conversations")
    op.drop_table("conversations")
    op.drop_table("user_blocks")
