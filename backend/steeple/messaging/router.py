"""/api/messages: HTTP only; the rules live in messaging.service and messaging.policies."""

import uuid
from typing import Annotated

from fastapi import Depends, File, Form, Query, Request, UploadFile, status
from fastapi.responses import FileResponse
from limits import parse

from steeple import private_files
from steeple.auth.dependencies import ActorDep, CallerDep, NowDep
from steeple.db import SessionDep
from steeple.messaging import service
from steeple.messaging.schemas import (
    BlockIn,
    Body,
    ConversationOut,
    ConversationPage,
    ConversationReportIn,
    MessageOut,
    MessagePage,
    ParticipantOut,
    RecipientOut,
    ReportOut,
    Subject,
    UnreadCount,
)
from steeple.web.pagination import CursorQuery, LimitQuery
from steeple.web.rate_limit import RateLimiter
from steeple.web.routing import Router
from steeple.web.settings import settings_of

router = Router(prefix="/api/messages", tags=["messages"])

# People write a few messages a minute; more is a script. Each may carry files to decode.
MESSAGES_PER_USER = parse("30/minute")


async def limit_sending(request: Request, actor: ActorDep) -> None:
    limiter: RateLimiter = request.app.state.rate_limiter
    await limiter.hit(MESSAGES_PER_USER, "send-message", str(actor.id))


# First: every signed-in page asks for it, and matching walks the routes in order.
@router.get("/unread-count", name="unread_count")
async def unread_count(caller: CallerDep) -> UnreadCount:
    async with caller.reads() as connection:
        return UnreadCount(count=await service.unread_count(connection, caller.id))


@router.get("/conversations", name="conversations")
async def list_conversations(
    actor: ActorDep,
    session: SessionDep,
    archived: Annotated[bool, Query(description="The archive instead of the inbox")] = False,
    cursor: CursorQuery = None,
    limit: LimitQuery = 20,
) -> ConversationPage:
    """The caller's conversations: unread first, then newest."""
    return await service.conversations(
        session, actor, archived=archived, cursor=cursor, limit=limit
    )


@router.post(
    "/conversations",
    name="start",
    status_code=status.HTTP_201_CREATED,
    dependencies=[Depends(limit_sending)],
)
async def start(
    request: Request,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
    recipient_id: Annotated[uuid.UUID, Form()],
    subject: Annotated[Subject, Form()],
    body: Annotated[Body, Form()],
    application_id: Annotated[uuid.UUID | None, Form()] = None,
    in_reply_to: Annotated[
        uuid.UUID | None, Form(description="A message id: the message joins its conversation")
    ] = None,
    files: Annotated[
        list[UploadFile],
        File(alias="attachments", description="Up to 5 PDF, JPEG, PNG or WebP files, 10 MB each"),
    ] = [],  # noqa: B006
) -> ConversationOut:
    settings = settings_of(request)
    uploads = await private_files.read_uploads(
        files, settings.max_attachment_bytes, service.ATTACHMENTS
    )
    compose = service.Compose(recipient_id, subject, body, application_id, in_reply_to)
    return await service.start(session, actor, compose, uploads, now, settings)


@router.get("/conversations/{conversation_id}", name="conversation")
async def get_conversation(
    conversation_id: uuid.UUID, actor: ActorDep, session: SessionDep
) -> ConversationOut:
    return await service.conversation(session, actor, conversation_id)


@router.get("/conversations/{conversation_id}/messages", name="messages")
async def list_messages(
    conversation_id: uuid.UUID,
    actor: ActorDep,
    session: SessionDep,
    cursor: CursorQuery = None,
    limit: LimitQuery = 50,
) -> MessagePage:
    """Newest first."""
    return await service.messages(session, actor, conversation_id, cursor=cursor, limit=limit)


@router.post(
    "/conversations/{conversation_id}/messages",
    name="reply",
    status_code=status.HTTP_201_CREATED,
    dependencies=[Depends(limit_sending)],
)
async def reply(
    conversation_id: uuid.UUID,
    request: Request,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
    body: Annotated[Body, Form()],
    files: Annotated[
        list[UploadFile],
        File(alias="attachments", description="Up to 5 PDF, JPEG, PNG or WebP files, 10 MB each"),
    ] = [],  # noqa: B006
) -> MessageOut:
    settings = settings_of(request)
    uploads = await private_files.read_uploads(
        files, settings.max_attachment_bytes, service.ATTACHMENTS
    )
    return await service.reply(session, actor, conversation_id, body, uploads, settings, now)


@router.post(
    "/conversations/{conversation_id}/read",
    name="mark_read",
    status_code=status.HTTP_204_NO_CONTENT,
)
async def mark_read(
    conversation_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> None:
    await service.mark_read(session, actor, conversation_id, now)


@router.post(
    "/conversations/{conversation_id}/archive",
    name="archive",
    status_code=status.HTTP_204_NO_CONTENT,
)
async def archive(conversation_id: uuid.UUID, actor: ActorDep, session: SessionDep) -> None:
    await service.archive(session, actor, conversation_id)


@router.post(
    "/conversations/{conversation_id}/unarchive",
    name="unarchive",
    status_code=status.HTTP_204_NO_CONTENT,
)
async def unarchive(conversation_id: uuid.UUID, actor: ActorDep, session: SessionDep) -> None:
    await service.unarchive(session, actor, conversation_id)


@router.delete(
    "/conversations/{conversation_id}", name="delete", status_code=status.HTTP_204_NO_CONTENT
)
async def delete_for_me(
    conversation_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> None:
    """Delete for me: the other person keeps the conversation."""
    await service.delete_for_me(session, actor, conversation_id, now)


@router.get(
    "/attachments/{attachment_id}",
    name="attachment",
    response_class=FileResponse,
    responses={200: {"content": {"application/octet-stream": {}}, "description": "The file"}},
)
async def attachment(
    attachment_id: uuid.UUID, request: Request, actor: ActorDep, session: SessionDep
) -> FileResponse:
    """The file, as a download, for the conversation's two people only."""
    found, path = await service.attachment_file(
        session, actor, attachment_id, settings_of(request).media_dir
    )
    return private_files.download(path, found.content_type, found.filename)


@router.get("/recipients/{user_id}", name="recipient")
async def recipient(
    user_id: uuid.UUID,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
    application_id: Annotated[
        uuid.UUID | None, Query(description="The application the conversation would be about")
    ] = None,
) -> RecipientOut:
    """May the caller start a conversation with this person (and if not, why)."""
    return await service.recipient(session, actor, user_id, now, application_id=application_id)


@router.get("/blocks", name="blocks")
async def blocks(actor: ActorDep, session: SessionDep) -> list[ParticipantOut]:
    """The people the caller blocked, latest first."""
    return await service.blocked(session, actor)


@router.post("/blocks", name="block", status_code=status.HTTP_204_NO_CONTENT)
async def block(data: BlockIn, actor: ActorDep, session: SessionDep, now: NowDep) -> None:
    await service.block(session, actor, data.user_id, now)


@router.delete("/blocks/{user_id}", name="unblock", status_code=status.HTTP_204_NO_CONTENT)
async def unblock(user_id: uuid.UUID, actor: ActorDep, session: SessionDep) -> None:
    await service.unblock(session, actor, user_id)


@router.post("/reports", name="report", status_code=status.HTTP_201_CREATED)
async def report(data: ConversationReportIn, actor: ActorDep, session: SessionDep) -> ReportOut:
    """Report someone the caller talks with (and perhaps one of their messages) to the staff."""
    row = await service.report(session, actor, data)
    return ReportOut(id=row.id)
