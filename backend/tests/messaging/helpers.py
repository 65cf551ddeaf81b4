"""Sending and reading messages over HTTP as each actor, sample files, and a count of every
row messaging writes (so a refusal can be shown to change nothing)."""

import io
import uuid
from typing import Any

import httpx
from fastapi import FastAPI
from PIL import Image
from sqlalchemy import func, select

from steeple.email.models import OutboxEmail
from steeple.messaging.models import (
    Conversation,
    ConversationParticipant,
    Message,
    MessageAttachment,
    UserBlock,
)
from steeple.moderation.models import Report
from steeple.notifications.models import Notification
from tests.factories import SignedIn

Files = list[tuple[str, tuple[str, bytes, str]]]

PDF = (
    b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
    b"2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n"
    b"trailer\n<< /Root 1 0 R >>\n%%EOF\n"
)


def image(format: str, size: tuple[int, int] = (48, 32)) -> bytes:
    output = io.BytesIO()
    Image.new("RGB", size, (200, 120, 40)).save(output, format=format)
    return output.getvalue()


def files(*named: tuple[str, bytes]) -> Files:
    """Multipart parts named "attachments"; the browser's type is left vague on purpose: the
    server reads the content."""
    return [("attachments", (name, data, "application/octet-stream")) for name, data in named]


async def start(
    client: httpx.AsyncClient,
    sender: SignedIn,
    recipient: uuid.UUID,
    *,
    subject: str = "Worship night on March 3",
    body: str = "Would you be free to lead worship with us?",
    attachments: Files | None = None,
    **fields: Any,
) -> httpx.Response:
    data = {"recipient_id": str(recipient), "subject": subject, "body": body}
    data.update({key: str(value) for key, value in fields.items()})
    return await client.post(
        "/api/messages/conversations", headers=sender.headers, data=data, files=attachments or []
    )


async def started(
    client: httpx.AsyncClient, sender: SignedIn, recipient: SignedIn, **kw: Any
) -> str:
    """A conversation `sender` started with `recipient`: its id."""
    response = await start(client, sender, recipient.id, **kw)
    assert response.status_code == 201, response.text
    conversation_id: str = response.json()["id"]
    return conversation_id


async def reply(
    client: httpx.AsyncClient,
    sender: SignedIn,
    conversation_id: str,
    body: str = "Yes, I would be glad to.",
    attachments: Files | None = None,
) -> httpx.Response:
    return await client.post(
        f"/api/messages/conversations/{conversation_id}/messages",
        headers=sender.headers,
        data={"body": body},
        files=attachments or [],
    )


async def unread(client: httpx.AsyncClient, who: SignedIn) -> int:
    response = await client.get("/api/messages/unread-count", headers=who.headers)
    assert response.status_code == 200, response.text
    count: int = response.json()["count"]
    return count


async def inbox(
    client: httpx.AsyncClient, who: SignedIn, *, archived: bool = False, limit: int = 20
) -> list[dict[str, Any]]:
    response = await client.get(
        "/api/messages/conversations",
        headers=who.headers,
        params={"archived": str(archived).lower(), "limit": limit},
    )
    assert response.status_code == 200, response.text
    items: list[dict[str, Any]] = response.json()["items"]
    return items


async def thread(client: httpx.AsyncClient, who: SignedIn, conversation_id: str) -> list[str]:
    """The bodies of the conversation's messages as `who` sees them, oldest first."""
    response = await client.get(
        f"/api/messages/conversations/{conversation_id}/messages", headers=who.headers
    )
    assert response.status_code == 200, response.text
    return [item["body"] for item in reversed(response.json()["items"])]


TABLES = (
    Conversation,
    ConversationParticipant,
    Message,
    MessageAttachment,
    UserBlock,
    Report,
    Notification,
    OutboxEmail,
)


async def footprint(app: FastAPI) -> dict[str, Any]:
    """Every row messaging may write, and every participant's view: equal before and after a
    refused request means it changed nothing."""
    async with app.state.sessionmaker() as session:
        counts: dict[str, Any] = {
            table.__tablename__: await session.scalar(select(func.count()).select_from(table))
            for table in TABLES
        }
        views = await session.execute(
            select(
                ConversationParticipant.conversation_id,
                ConversationParticipant.user_id,
                ConversationParticipant.archived,
                ConversationParticipant.visible,
                ConversationParticipant.cleared_seq,
                ConversationParticipant.unread_count,
            )
        )
        counts["views"] = sorted(map(str, views.all()))
        flags = await session.execute(
            select(Message.id, Message.is_read, Message.is_archived, Message.recipient_deleted_at)
        )
        counts["messages_state"] = sorted(map(str, flags.all()))
    return counts
