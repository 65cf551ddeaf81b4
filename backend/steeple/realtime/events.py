"""What a socket sends for an event: read from the database for the socket's own user, at the
moment of sending (an event only says "look": nothing private travels through the broker)."""

import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncConnection

from steeple.auth import policies as auth_policies
from steeple.auth import service as auth
from steeple.auth.tokens import AccessClaims, InvalidToken, decode_access_token
from steeple.messaging import service as messaging
from steeple.messaging.models import Message
from steeple.notifications import service as notifications
from steeple.realtime.publish import Event, EventKind


@dataclass(frozen=True)
class Grant:
    """A socket's right to hear its user's events: whose, under which sign-in, until when."""

    claims: AccessClaims

    @property
    def user_id(self) -> uuid.UUID:
        return self.claims.user_id

    @property
    def expires_at(self) -> datetime:
        return self.claims.expires_at


async def _may_listen(connection: AsyncConnection, claims: AccessClaims, now: datetime) -> bool:
    """As for any request: the sign-in session not ended, and the account not suspended (a token
    issued before the suspension is still unexpired)."""
    standing = await auth.session_standing(connection, claims, now)
    return standing is not None and auth_policies.can_sign_in(standing) is True


async def grant_for(
    connection: AsyncConnection, secret: str, token: str, now: datetime
) -> Grant | None:
    """The grant an access token gives, as for any request: signed by us, unexpired, its
    sign-in session not ended and its account not suspended. None otherwise."""
    try:
        claims = decode_access_token(secret, token, now)
    except InvalidToken:
        return None
    if not await _may_listen(connection, claims, now):
        return None
    return Grant(claims)


async def still_signed_in(connection: AsyncConnection, grant: Grant, now: datetime) -> bool:
    return await _may_listen(connection, grant.claims, now)


async def unread(connection: AsyncConnection, user_id: uuid.UUID) -> dict[str, int]:
    return {
        "notifications": await notifications.unread_count(connection, user_id),
        "messages": await messaging.unread_count(connection, user_id),
    }


async def _conversation_of(
    connection: AsyncConnection, user_id: uuid.UUID, message_id: uuid.UUID
) -> uuid.UUID | None:
    """The conversation of a message the user sent or received (None: not theirs). Only ids are
    read here; what the message says the page fetches through the messages API."""
    return await connection.scalar(
        select(Message.conversation_id).where(
            Message.id == message_id,
            (Message.recipient_id == user_id) | (Message.sender_id == user_id),
        )
    )


async def render(connection: AsyncConnection, user_id: uuid.UUID, event: Event) -> dict[str, Any]:
    """The server message for `event`, for `user_id`. An event whose row is gone (or, were one
    ever misaddressed, not theirs) still sends the counts, which are always the user's own."""
    if event.kind is EventKind.notification and event.ref is not None:
        notification = await notifications.my_notification(connection, user_id, event.ref)
        if notification is not None:
            return {
                "type": "notification",
                "notification": notification.model_dump(mode="json"),
                "unread": await unread(connection, user_id),
            }
    if event.kind is EventKind.message and event.ref is not None:
        conversation_id = await _conversation_of(connection, user_id, event.ref)
        if conversation_id is not None:
            return {
                "type": "message",
                "conversation_id": str(conversation_id),
                "message_id": str(event.ref),
                "unread": await unread(connection, user_id),
            }
    return {"type": "counts", "unread": await unread(connection, user_id)}
