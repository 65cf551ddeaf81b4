"""Reports of what people see on Steeple, and the staff's decisions about them.

A report names its item by type and id (a talent profile is named by its user's id, as its public
page is). What a decision does lives on the item itself (hidden_at on talent_profiles,
opportunities, messages and reviews; suspended_at on users), so every read that must leave it out
tests its own row; the log keeps who decided what, and when.
"""

import uuid
from datetime import datetime
from enum import StrEnum

from sqlalchemy import ForeignKey, Index, String, Text, Uuid, text
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base, CreatedAtMixin, UTCDateTime


class ItemType(StrEnum):
    profile = "profile"
    opportunity = "opportunity"
    message = "message"
    review = "review"


class ReportReason(StrEnum):
    spam = "spam"
    harassment = "harassment"
    inappropriate = "inappropriate"
    fake = "fake"
    other = "other"


class ReportStatus(StrEnum):
    open = "open"
    closed = "closed"


class Decision(StrEnum):
    hide = "hide"
    dismiss = "dismiss"


class LogAction(StrEnum):
    hide = "hide"
    restore = "restore"
    dismiss = "dismiss"
    suspend = "suspend"
    restore_account = "restore_account"


OPEN_POSTGRESQL = text("status = 'open'")


class Report(CreatedAtMixin, Base):
    __tablename__ = "reports"
    __table_args__ = (
        # The staff's queue: open ones oldest first (and the closed ones, newest first).
        Index("ix_reports_queue", "status", "created_at", "id"),
        # Every open report of one item closes with the decision on it.
        Index("ix_reports_item", "item_type", "item_id", "status"),
        # One open report of an item per person: a second click is not a second report.
        Index(
            "uq_reports_open_per_reporter",
            "reporter_id",
            "item_type",
            "item_id",
            unique=True,
            postgresql_where=OPEN_POSTGRESQL,
            sqlite_where=OPEN_POSTGRESQL,
        ),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    reporter_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    item_type: Mapped[ItemType] = mapped_column(String(20))
    # No foreign key: it names a row of one of four tables.
    item_id: Mapped[uuid.UUID] = mapped_column(Uuid)
    reason: Mapped[ReportReason] = mapped_column(String(20))
    details: Mapped[str] = mapped_column(Text, default="")
    status: Mapped[ReportStatus] = mapped_column(String(10), default=ReportStatus.open)
    decision: Mapped[Decision | None] = mapped_column(String(10))
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    decided_by: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL")
    )
    note: Mapped[str | None] = mapped_column(Text)


class ModerationLogEntry(CreatedAtMixin, Base):
    """One staff decision: hiding or restoring an item, dismissing a report, suspending or
    restoring an account. Kept when the staff member's account goes (staff_id becomes null)."""

    __tablename__ = "moderation_log"
    __table_args__ = (Index("ix_moderation_log_newest", "created_at", "id"),)

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    staff_id: Mapped[uuid.UUID | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    action: Mapped[LogAction] = mapped_column(String(20))
    # An ItemType, or "account" for a suspension and its restoring.
    item_type: Mapped[str] = mapped_column(String(20))
    item_id: Mapped[uuid.UUID] = mapped_column(Uuid)
    report_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("reports.id", ondelete="SET NULL")
    )
    # What was acted on, as it was at the decision (the item may be deleted later): its title
    # and the page it showed on. None for entries logged before these were kept (0018), and
    # for a dismissed report whose item was already gone.
    item_title: Mapped[str | None] = mapped_column(Text)
    item_path: Mapped[str | None] = mapped_column(String(200))
    note: Mapped[str | None] = mapped_column(Text)
