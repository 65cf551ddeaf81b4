import uuid
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, Computed, ForeignKey, Index, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base, CreatedAtMixin


class NotificationType(StrEnum):
    application = "application"
    opportunity = "opportunity"
    message = "message"
    system = "system"


class Priority(StrEnum):
    high = "high"
    medium = "medium"
    low = "low"


# notification_api_json's arguments (migration 0031).
_COLUMNS = (
    "id, is_read, created_at, type, priority, subject, message, sender_id, sender_name,"
    " sender_role, sender_avatar, sender_slug, application_id, opportunity_id, offered_role,"
    " metadata"
)


class Notification(CreatedAtMixin, Base):
    """Spec 02 §3 "Notification": made only by the server, after the event it tells of."""

    __tablename__ = "notifications"
    __table_args__ = (
        Index("ix_notifications_user_newest", "user_id", "created_at", "id"),
        Index("ix_notifications_user_unread", "user_id", "is_read"),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    user_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    is_read: Mapped[bool] = mapped_column(default=False)
    type: Mapped[NotificationType] = mapped_column(String(20))
    priority: Mapped[Priority] = mapped_column(String(10), default=Priority.medium)
    subject: Mapped[str] = mapped_column(String(200))
    message: Mapped[str] = mapped_column(Text)
    # The acting user, always (None: the system).
    sender_id: Mapped[uuid.UUID | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    sender_name: Mapped[str | None] = mapped_column(String(150))
    sender_role: Mapped[str | None] = mapped_column(String(20))
    sender_avatar: Mapped[str | None] = mapped_column(String(500))
    sender_slug: Mapped[str | None] = mapped_column(String(100))
    application_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("applications.id", ondelete="SET NULL")
    )
    opportunity_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("opportunities.id", ondelete="SET NULL")
    )
    offered_role: Mapped[str | None] = mapped_column(String(80))
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JSON, default=dict)
    # The notification as NotificationOut writes it, kept by the database whenever the row changes
    # (the list reads it as it is). Its expression is in migration 0031: on PostgreSQL the one
    # below, stored; on SQLite one written on each read. A field added to NotificationOut needs a
    # migration here too (tests/notifications/test_api_json.py fails until then).
    api_json: Mapped[str] = mapped_column(
        Text, Computed(f"notification_api_json({_COLUMNS})"), deferred=True
    )
