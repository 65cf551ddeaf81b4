"""Notifications are written by the server in the transaction of the event they tell of, with
the acting user as their sender (nothing a client sends can set it), in their recipient's
language (a catalogue Text is said in it; someone's own words, such as a message, stay as typed)."""

import uuid
from dataclasses import dataclass
from functools import cache
from typing import Any

from sqlalchemy import bindparam, false, func, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from steeple.db import read_count
from steeple.i18n import Text, _, translate
from steeple.notifications.models import Notification, NotificationType, Priority
from steeple.notifications.schemas import NotificationOut
from steeple.realtime.publish import EventKind, push
from steeple.users.models import Language, UserSettings
from steeple.web.errors import AppError
from steeple.web.pagination import PagedQuery, json_page, newest_first


@dataclass(frozen=True)
class Sender:
    """Who a notification is from, as the bell shows them: a church acts under its name and its
    page (/churches/{id}); a speaker or musician under their own."""

    user_id: uuid.UUID
    name: str
    role: str
    avatar: str | None
    slug: str


# Every signed-in page asks for the unread count and the newest notifications: both are read
# in Core on a read connection (db.Reads) through the driver (db.read_rows), their statements
# built once. The list's rows are the JSON the database keeps of each (Notification.api_json).
_notifications = Notification.__table__.c
# "= false", not "IS false", which ix_notifications_user_unread cannot answer.
_UNREAD = _notifications.is_read == false()
_UNREAD_COUNT = (
    select(func.count())
    .select_from(Notification.__table__)
    .where(_notifications.user_id == bindparam("user_id"), _UNREAD)
)
_LISTED = select(
    *(
        c.label("metadata_") if c is _notifications.metadata else c
        for c in _notifications
        if c is not _notifications.api_json
    )
)
_NEWEST_FIRST = newest_first(Notification.created_at, Notification.id)


@cache
def _my_notifications(of_type: bool, unread_only: bool) -> PagedQuery[Any]:
    """The list's statements, for each of its filters, built on first use."""
    query = select(_notifications.created_at, _notifications.id, _notifications.api_json).where(
        _notifications.user_id == bindparam("user_id")
    )
    if of_type:
        query = query.where(_notifications.type == bindparam("type"))
    if unread_only:
        query = query.where(_UNREAD)
    return PagedQuery(query, _NEWEST_FIRST)


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
    if isinstance(subject, Text) or isinstance(message, Text):
        language = await language_of(session, recipient_id)
        subject, message = translate(subject, language), translate(message, language)
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
    await session.flush()  # its id, for the push
    push(session, recipient_id, EventKind.notification, notification.id)
    return notification


async def language_of(session: AsyncSession, user_id: uuid.UUID) -> Language:
    language = await session.scalar(
        select(UserSettings.language).where(UserSettings.user_id == user_id)
    )
    return Language(language) if language else Language.en


async def my_notifications(
    connection: AsyncConnection,
    user_id: uuid.UUID,
    *,
    cursor: str | None,
    limit: int,
    type: NotificationType | None = None,
    unread_only: bool = False,
) -> bytes:
    """The caller's own notifications, newest first; of one type, or only the unread, if asked:
    a NotificationPage as JSON."""
    listed = _my_notifications(type is not None, unread_only)
    parameters = {"user_id": user_id} if type is None else {"user_id": user_id, "type": type}
    rows, next_cursor = await listed.read(
        connection, cursor=cursor, limit=limit, parameters=parameters
    )
    return json_page([row["api_json"] for row in rows], next_cursor)


async def my_notification(
    connection: AsyncConnection, user_id: uuid.UUID, notification_id: uuid.UUID
) -> NotificationOut | None:
    """One of the user's own notifications (None for anyone else's: the socket sends only these)."""
    mine = (_notifications.id == notification_id) & (_notifications.user_id == user_id)
    row = (await connection.execute(_LISTED.where(mine))).first()
    return NotificationOut.model_validate(row._asdict()) if row else None


async def unread_count(connection: AsyncConnection, user_id: uuid.UUID) -> int:
    return await read_count(connection, _UNREAD_COUNT, user_id)


async def mark_read(session: AsyncSession, user_id: uuid.UUID, notification_id: uuid.UUID) -> None:
    """Marks one of the user's notifications read; someone else's is not found (404)."""
    mine = (Notification.id == notification_id) & (Notification.user_id == user_id)
    changed = await session.execute(update(Notification).where(mine, _UNREAD).values(is_read=True))
    if changed.rowcount:  # type: ignore[attr-defined]
        push(session, user_id, EventKind.counts)
    elif not await session.scalar(select(func.count()).select_from(Notification).where(mine)):
        raise AppError(404, "notification_not_found", _("Notification not found"))


async def mark_all_read(session: AsyncSession, user_id: uuid.UUID) -> None:
    changed = await session.execute(
        update(Notification).where(Notification.user_id == user_id, _UNREAD).values(is_read=True)
    )
    if changed.rowcount:  # type: ignore[attr-defined]
        push(session, user_id, EventKind.counts)


async def mark_conversation_read(
    session: AsyncSession, user_id: uuid.UUID, conversation_id: uuid.UUID
) -> None:
    """The user's message notifications of a conversation they have just read become read too,
    so the bell does not keep telling of messages already seen."""
    await session.execute(
        update(Notification)
        .where(
            Notification.user_id == user_id,
            Notification.type == NotificationType.message,
            _UNREAD,
            Notification.metadata_["conversation_id"].as_string() == str(conversation_id),
        )
        .values(is_read=True)
    )
