"""Notifications are written by the server in the transaction of the event they tell of, with
the acting user as their sender (nothing a client sends can set it)."""

import uuid
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.notifications.models import Notification, NotificationType, Priority
from steeple.notifications.schemas import NotificationOut
from steeple.web.pagination import CursorPage, newest_first


@dataclass(frozen=True)
class Sender:
    """Who a notification is from, as the bell shows them: a church acts under its name and its
    page (/churches/{id}); a speaker or musician under their own."""

    user_id: uuid.UUID
    name: str
    role: str
    avatar: str | None
    slug: str


async def notify(
    session: AsyncSession,
    *,
    recipient_id: uuid.UUID,
    type: NotificationType,
    priority: Priority,
    subject: str,
    message: str,
    sender: Sender | None,
    application_id: uuid.UUID | None = None,
    opportunity_id: uuid.UUID | None = None,
    offered_role: str | None = None,
    metadata: dict[str, Any] | None = None,
) -> Notification:
    notification = Notification(
        user_id=recipient_id,
        type=type,
        priority=priority,
        subject=subject[:200],
        message=message,
        sender_id=sender.user_id if sender else None,
        sender_name=sender.name if sender else None,
        sender_role=sender.role if sender else "system",
        sender_avatar=sender.avatar if sender else None,
        sender_slug=sender.slug if sender else None,
        application_id=application_id,
        opportunity_id=opportunity_id,
        offered_role=offered_role,
        metadata_=metadata or {},
    )
    session.add(notification)
    return notification


async def my_notifications(
    session: AsyncSession, user_id: uuid.UUID, *, cursor: str | None, limit: int
) -> CursorPage[NotificationOut]:
    """The caller's own notifications, newest first."""
    query = select(Notification).where(Notification.user_id == user_id)
    rows, next_cursor = await newest_first(
        session, query, Notification.created_at, Notification.id, cursor=cursor, limit=limit
    )
    return CursorPage(
        items=[NotificationOut.model_validate(row) for row in rows], next_cursor=next_cursor
    )
