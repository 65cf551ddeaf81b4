"""moderation: reports of profiles, opportunities, messages and reviews; hidden items, suspended accounts and the decision log

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-23 07:10:00

Issue 13. The rows of message_reports move into reports, which replaces it.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import steeple.db

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OPEN = sa.text("status = 'open'")
HIDDEN_ON = ("talent_profiles", "opportunities", "messages")

# message_reports' rows become reports: of the message when one was named, else of the person's
# profile; their free text is the details. Of several open ones by one person about one item (the
# old table allowed them), the first stays open, as the new unique index requires.
MOVE_REPORTS = """
INSERT INTO reports (id, reporter_id, item_type, item_id, reason, details, status, created_at)
SELECT m.id, m.reporter_id,
       CASE WHEN m.message_id IS NULL THEN 'profile' ELSE 'message' END,
       COALESCE(m.message_id, m.reported_id), 'other', m.reason,
       CASE WHEN m.status = 'open' AND NOT EXISTS (
           SELECT 1 FROM message_reports e
           WHERE e.status = 'open' AND e.reporter_id = m.reporter_id
             AND COALESCE(e.message_id, e.reported_id) = COALESCE(m.message_id, m.reported_id)
             AND (e.created_at < m.created_at OR (e.created_at = m.created_at AND e.id < m.id))
       ) THEN 'open' ELSE 'closed' END,
       m.created_at
FROM message_reports m
"""

# Back to message_reports: those of a message (sent by the person reported) or of a profile.
MOVE_BACK = """
INSERT INTO message_reports (id, reporter_id, reported_id, message_id, reason, status, created_at)
SELECT r.id, r.reporter_id, COALESCE(msg.sender_id, r.item_id),
       CASE WHEN r.item_type = 'message' THEN r.item_id END,
       CASE WHEN r.details = '' THEN r.reason ELSE r.details END,
       CASE WHEN r.status = 'open' THEN 'open' ELSE 'reviewed' END,
       r.created_at
FROM reports r
LEFT JOIN messages msg ON r.item_type = 'message' AND msg.id = r.item_id
WHERE (r.item_type = 'message' AND msg.id IS NOT NULL)
   OR (r.item_type = 'profile' AND r.item_id IN (SELECT id FROM users))
"""


def upgrade() -> None:
    op.create_table(
        "reports",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("reporter_id", sa.Uuid(), nullable=False),
        sa.Column("item_type", sa.String(length=20), nullable=False),
        sa.Column("item_id", sa.Uuid(), nullable=False),
        sa.Column("reason", sa.String(length=20), nullable=False),
        sa.Column("details", sa.Text(), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("decision", sa.String(length=10), nullable=True),
        sa.Column("decided_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("decided_by", sa.Uuid(), nullable=True),
        sa.Column("note", sa.Text(), nullable=True),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["decided_by"],
            ["users.id"],
            name=op.f("fk_reports_decided_by_users"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["reporter_id"],
            ["users.id"],
            name=op.f("fk_reports_reporter_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reports")),
    )
    op.create_index(op.f("ix_reports_reporter_id"), "reports", ["reporter_id"])
    op.create_index("ix_reports_queue", "reports", ["status", "created_at", "id"])
    op.create_index("ix_reports_item", "reports", ["item_type", "item_id", "status"])
    op.create_table(
        "moderation_log",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("staff_id", sa.Uuid(), nullable=True),
        sa.Column("action", sa.String(length=20), nullable=False),
        sa.Column("item_type", sa.String(length=20), nullable=False),
        sa.Column("item_id", sa.Uuid(), nullable=False),
        sa.Column("report_id", sa.Uuid(), nullable=True),
        sa.Column("note", sa.Text(), nullable=True),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["report_id"],
            ["reports.id"],
            name=op.f("fk_moderation_log_report_id_reports"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["staff_id"],
            ["users.id"],
            name=op.f("fk_moderation_log_staff_id_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_moderation_log")),
    )
    op.create_index("ix_moderation_log_newest", "moderation_log", ["created_at", "id"])
    with op.batch_alter_table("users") as batch:
        batch.add_column(
            sa.Column("suspended_at", steeple.db.UTCDateTime(timezone=True), nullable=True)
        )
    for table in HIDDEN_ON:
        with op.batch_alter_table(table) as batch:
            batch.add_column(
                sa.Column("hidden_at", steeple.db.UTCDateTime(timezone=True), nullable=True)
            )
    op.execute(MOVE_REPORTS)
    op.create_index(
        "uq_reports_open_per_reporter",
        "reports",
        ["reporter_id", "item_type", "item_id"],
        unique=True,
        postgresql_where=OPEN,
        sqlite_where=OPEN,
    )
    op.drop_index(op.f("ix_message_reports_reporter_id"), table_name="message_reports")
    op.drop_index(op.f("ix_message_reports_reported_id"), table_name="message_reports")
    op.drop_table("message_reports")


def downgrade() -> None:
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
    op.execute(MOVE_BACK)
    for table in reversed(HIDDEN_ON):
        with op.batch_alter_table(table) as batch:
            batch.drop_column("hidden_at")
    with op.batch_alter_table("users") as batch:
        batch.drop_column("suspended_at")
    op.drop_index("ix_moderation_log_newest", table_name="moderation_log")
    op.drop_table("moderation_log")
    op.drop_index(
        "uq_reports_open_per_reporter",
        table_name="reports",
        postgresql_where=OPEN,
        sqlite_where=OPEN,
    )
    op.drop_index("ix_reports_item", table_name="reports")
    op.drop_index("ix_reports_queue", table_name="reports")
    op.drop_index(op.f("ix_reports_reporter_id"), table_name="reports")
    op.drop_table("reports")
