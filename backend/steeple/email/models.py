from datetime import datetime
from enum import StrEnum

from sqlalchemy import Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base, CreatedAtMixin, UTCDateTime, utcnow


class OutboxStatus(StrEnum):
    pending = "pending"
    sent = "sent"
    failed = "failed"


class OutboxEmail(CreatedAtMixin, Base):
    """An email written in the same transaction as the event that caused it; a worker sends it."""

    __tablename__ = "email_outbox"
    __table_args__ = (Index("ix_email_outbox_due", "status", "next_attempt_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(50))
    to_address: Mapped[str] = mapped_column(String(320))
    reply_to: Mapped[str | None] = mapped_column(String(320))
    subject: Mapped[str] = mapped_column(String(300))
    # Readable by whoever reads the table, so never a working sign-in, reset or invitation link:
    # such an email's bodies hold the link without its token, and the bodies to send, token
    # included, wait in sealed_bodies (email/service.py) until the email has gone.
    text_body: Mapped[str] = mapped_column(Text)
    html_body: Mapped[str] = mapped_column(Text)
    sealed_bodies: Mapped[str | None] = mapped_column(Text)
    status: Mapped[OutboxStatus] = mapped_column(String(20), default=OutboxStatus.pending)
    attempts: Mapped[int] = mapped_column(default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    last_error: Mapped[str | None] = mapped_column(Text)
    sent_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
