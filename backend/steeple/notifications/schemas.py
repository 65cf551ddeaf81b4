import uuid
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from steeple.notifications.models import NotificationType, Priority
from steeple.web.pagination import CursorPage


class NotificationOut(BaseModel):
    """Spec 02 §3 "Notification"."""

    model_config = ConfigDict(from_attributes=True, populate_by_name=True)

    id: uuid.UUID
    is_read: bool
    created_at: datetime
    type: NotificationType
    priority: Priority
    subject: str
    message: str
    sender_id: uuid.UUID | None
    sender_name: str | None
    sender_role: str | None
    sender_avatar: str | None
    sender_slug: str | None
    application_id: uuid.UUID | None
    opportunity_id: uuid.UUID | None
    offered_role: str | None
    metadata: dict[str, Any] = Field(validation_alias="metadata_")


class NotificationPage(CursorPage[NotificationOut]):
    """The caller's notifications, newest first."""


class UnreadCount(BaseModel):
    count: int
