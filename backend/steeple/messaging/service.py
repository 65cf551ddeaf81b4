"""Messaging: conversations between two people, optionally about an application.

Each write is one transaction. Two requests may touch the same conversation at once (both people
writing, one reading while the other writes), so every change takes its locks in one order: the
conversation row first when a message is added (taking the next message number is that lock), then
the participant row of the person whose view changes; and each view's unread figure is counted
again from the messages only after its row is locked, in a statement of its own, so it sees what
the other transaction committed.

Unread counting follows spec 01 §5 exactly: received, is_read false, is_archived false,
recipient_deleted_at null. A person's participant row keeps the same count for one conversation,
so the inbox can order "unread first, then newest" by its index.
"""

import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

from sqlalchemy import and_, bindparam, delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession
from sqlalchemy.orm import selectinload

from steeple import private_files
from steeple.applications import policies as application_policies
from steeple.applications.models import Application
from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.config import Settings
from steeple.db import ids_in, insert_or_ignore, read_count
from steeple.i18n import _
from steeple.messaging import policies
from steeple.messaging.models import (
    Conversation,
    ConversationParticipant,
    Message,
    MessageAttachment,
    UserBlock,
)
from steeple.messaging.people import Person, people, person
from steeple.messaging.schemas import (
    PREVIEW_CHARS,
    AttachmentOut,
    ConversationOut,
    ConversationPage,
    ConversationReportIn,
    MessageOut,
    MessagePage,
    ParticipantOut,
    RecipientOut,
    RefusalOut,
)
from steeple.moderation import service as moderation
from steeple.moderation.models import Report
from steeple.notifications import service as notifications
from steeple.notifications.models import Notification, NotificationType, Priority
from steeple.notifications.service import notify
from steeple.private_files import Accepts, Checked, Upload
from steeple.realtime.publish import EventKind, push
from steeple.users.preferences import notification_email
from steeple.web.errors import AppError
from steeple.web.origin import public_link
from steeple.web.pagination import PagedQuery, newest_first

logger = logging.getLogger(__name__)

P = ConversationParticipant
NOTIFICATION_CHARS = 500
# Up to five PDFs or pictures a message.
ATTACHMENTS = Accepts("attachments", max_files=5)


def _not_found(message: str) -> AppError:
    return AppError(404, "not_found", message)


# ---- unread ------------------------------------------------------------------------------------


def _unread(recipient_id: Any) -> Any:
    """Spec 01 §5, written as ix_messages_unread's condition so the count reads only that index.
    `recipient_id`: a user id, or a bind parameter."""
    messages = Message.__table__.c
    return and_(
        messages.recipient_id == recipient_id,
        ~messages.is_read,
        ~messages.is_archived,
        messages.recipient_deleted_at.is_(None),
    )


# Core, built once: every signed-in page asks, and building and compiling an ORM statement on
# each request cost more than running it.
_UNREAD_COUNT = (
    select(func.count()).select_from(Message.__table__).where(_unread(bindparam("user_id")))
)


async def unread_count(connection: AsyncConnection, user_id: uuid.UUID) -> int:
    """Messages to `user_id` that are unread, not archived and not deleted by them."""
    return await read_count(connection, _UNREAD_COUNT, user_id)


async def _recount(session: AsyncSession, conversation_id: uuid.UUID, user_id: uuid.UUID) -> None:
    """Sets `user_id`'s unread figures for the conversation from its messages. Their participant
    row must be locked already (by an earlier statement of this transaction)."""
    count = await session.scalar(
        select(func.count())
        .select_from(Message)
        .where(_unread(user_id), Message.conversation_id == conversation_id)
    )
    await session.execute(
        update(P)
        .where(P.conversation_id == conversation_id, P.user_id == user_id)
        .values(unread_count=count or 0, has_unread=bool(count))
        .execution_options(synchronize_session=False)
    )


# ---- reading -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Row:
    view: ConversationParticipant
    conversation: Conversation
    last: Message
    blocked: bool


# Every inbox page and thread reads its conversations with these, built once.
_VIEWS = (
    select(P, Conversation, Message, UserBlock.blocker_id)
    .join(Conversation, Conversation.id == P.conversation_id)
    .join(
        Message,
        (Message.conversation_id == P.conversation_id) & (Message.seq == Conversation.last_seq),
    )
    .outerjoin(
        UserBlock, (UserBlock.blocker_id == P.user_id) & (UserBlock.blocked_id == P.other_id)
    )
    .where(P.user_id == bindparam("user_id"), ids_in(P.conversation_id))
)


async def _rows(
    session: AsyncSession, user_id: uuid.UUID, conversation_ids: Sequence[uuid.UUID]
) -> list[_Row]:
    """`user_id`'s views of these conversations, in the order given, each with its last message
    and whether they blocked the other person."""
    found = {
        view.conversation_id: _Row(view, conversation, last, blocker is not None)
        for view, conversation, last, blocker in await session.execute(
            _VIEWS, {"user_id": user_id, "ids": list(conversation_ids)}
        )
    }
    return [found[i] for i in conversation_ids if i in found]


async def _outs(session: AsyncSession, rows: Sequence[_Row]) -> list[ConversationOut]:
    found = await people(session, [row.view.other_id for row in rows])
    outs = []
    for row in rows:
        other = found.get(row.view.other_id)
        if other is None or other.role is None:  # an account gone or no longer able to take part
            continue
        deleted = row.last.seq <= row.view.cleared_seq  # everything here was deleted for me
        outs.append(
            ConversationOut(
                id=row.conversation.id,
                subject=row.conversation.subject,
                application_id=row.conversation.application_id,
                other=other.out(),
                last_message_at=row.conversation.last_message_at,
                last_message_preview="" if deleted else _body(row.last, PREVIEW_CHARS),
                last_message_mine=row.last.sender_id == row.view.user_id,
                unread_count=row.view.unread_count,
                archived=row.view.archived,
                blocked=row.blocked,
            )
        )
    return outs


# The inbox (or archive): unread first, then newest. Each page is one range of
# ix_conversation_participants_inbox (the person, archived or not, visible; then this order).
INBOX_ORDER = newest_first(P.has_unread, P.last_message_at, P.conversation_id)
# A conversation's messages, newest first.
THREAD_ORDER = newest_first(Message.seq)


@cache
def inbox_pages(archived: bool) -> PagedQuery[ConversationParticipant]:
    """The conversations of the person bound as `user_id`, in the inbox or the archive."""
    views = select(P).where(P.user_id == bindparam("user_id"), P.archived == archived, P.visible)
    return PagedQuery(views, INBOX_ORDER)


async def conversations(
    session: AsyncSession, actor: Actor, *, archived: bool, cursor: str | None, limit: int
) -> ConversationPage:
    """The caller's conversations (or archived ones): unread first, then newest."""
    views, next_cursor = await inbox_pages(archived).page(
        session, cursor=cursor, limit=limit, parameters={"user_id": actor.id}
    )
    rows = await _rows(session, actor.id, [view.conversation_id for view in views])
    return ConversationPage(items=await _outs(session, rows), next_cursor=next_cursor)


async def conversation(
    session: AsyncSession, actor: Actor, conversation_id: uuid.UUID
) -> ConversationOut:
    outs = await _outs(session, await _rows(session, actor.id, [conversation_id]))
    if not outs:
        raise _not_found(_("Conversation not found"))
    return outs[0]


async def _view(
    session: AsyncSession, actor: Actor, conversation_id: uuid.UUID
) -> ConversationParticipant:
    view = await session.scalar(
        select(P).where(P.conversation_id == conversation_id, P.user_id == actor.id)
    )
    if view is None:
        raise _not_found(_("Conversation not found"))
    return view


def _attachment_out(attachment: MessageAttachment) -> AttachmentOut:
    return AttachmentOut(
        id=attachment.id,
        filename=attachment.filename,
        content_type=attachment.content_type,
        size_bytes=attachment.size_bytes,
        url=f"/api/messages/attachments/{attachment.id}",
    )


def _body(message: Message, limit: int | None = None) -> str:
    """A message hidden by moderators shows a placeholder to both people (in their words, so
    not cut)."""
    return moderation.HIDDEN_MESSAGE if message.hidden_at is not None else message.body[:limit]


def _message_out(message: Message, me: uuid.UUID) -> MessageOut:
    hidden = message.hidden_at is not None
    return MessageOut(
        id=message.id,
        conversation_id=message.conversation_id,
        sender_id=message.sender_id,
        recipient_id=message.recipient_id,
        body=_body(message),
        is_read=message.is_read,
        created_at=message.created_at,
        attachments=[] if hidden else [_attachment_out(file) for file in message.attachments],
        mine=message.sender_id == me,
    )


# A conversation's messages after those deleted for the reader (the seq bound as cleared_seq).
_THREAD = PagedQuery(
    select(Message)
    .where(
        Message.conversation_id == bindparam("conversation_id"),
        Message.seq > bindparam("cleared_seq"),
    )
    .options(selectinload(Message.attachments)),
    THREAD_ORDER,
)


async def messages(
    session: AsyncSession,
    actor: Actor,
    conversation_id: uuid.UUID,
    *,
    cursor: str | None,
    limit: int,
) -> MessagePage:
    """A conversation's messages, newest first, without those deleted for the caller."""
    view = await _view(session, actor, conversation_id)
    rows, next_cursor = await _THREAD.page(
        session,
        cursor=cursor,
        limit=limit,
        parameters={"conversation_id": conversation_id, "cleared_seq": view.cleared_seq},
    )
    return MessagePage(items=[_message_out(row, actor.id) for row in rows], next_cursor=next_cursor)


# ---- writing -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Compose:
    """A new conversation (or, with `in_reply_to`, a message joining that one's conversation)."""

    recipient_id: uuid.UUID
    subject: str
    body: str
    application_id: uuid.UUID | None = None
    in_reply_to: uuid.UUID | None = None


async def _me(session: AsyncSession, actor: Actor) -> Person:
    me = await person(session, actor.id)
    assert me is not None
    return me


async def _someone(session: AsyncSession, user_id: uuid.UUID) -> Person:
    """A person who can take part in conversations (404 for anyone else)."""
    found = await person(session, user_id)
    if found is None or found.role is None:
        raise _not_found(_("Person not found"))
    return found


async def _application_between(
    session: AsyncSession, actor: Actor, me: Person, other: Person, application_id: uuid.UUID
) -> Application:
    """The application a conversation is about: one the caller may read (404 otherwise), that
    involves both of them (422 otherwise)."""
    application = await session.get(Application, application_id)
    authorize(
        application is not None and application_policies.can_read(actor, application),
        or_not_found=_("Application not found"),
    )
    assert application is not None
    if not policies.shares_application(application, me, other):
        message = _("This application is not between you and the person you are writing to")
        raise AppError(422, "validation_error", message, {"application_id": message})
    return application


async def recipient(
    session: AsyncSession,
    actor: Actor,
    user_id: uuid.UUID,
    now: datetime,
    *,
    application_id: uuid.UUID | None,
) -> RecipientOut:
    """Whether the caller may start a conversation with `user_id`, and why not."""
    other = await _someone(session, user_id)
    me = await _me(session, actor)
    application = None
    if application_id is not None:
        application = await _application_between(session, actor, me, other, application_id)
    decision = await policies.can_start(session, actor, me, other, now, application=application)
    refusal = (
        None if decision is True else RefusalOut.model_validate(decision, from_attributes=True)
    )
    return RecipientOut(participant=other.out(), can_message=decision is True, refusal=refusal)


async def start(
    session: AsyncSession,
    actor: Actor,
    compose: Compose,
    uploads: list[Upload],
    now: datetime,
    settings: Settings,
) -> ConversationOut:
    """A new conversation with its first message; or, `in_reply_to` a message of one of the
    caller's conversations, a message added to that conversation."""
    me = await _me(session, actor)
    if compose.in_reply_to is not None:
        replied = await session.get(Message, compose.in_reply_to)
        view = None
        if replied is not None:
            view = await session.scalar(
                select(P).where(P.conversation_id == replied.conversation_id, P.user_id == actor.id)
            )
        if replied is None or view is None:
            raise _not_found(_("Message not found"))
        if view.other_id != compose.recipient_id:
            message = _("A reply goes to the other person of that conversation")
            raise AppError(422, "validation_error", message, {"recipient_id": message})
        other = await _someone(session, view.other_id)
        await _send(
            session, actor, me, other, view.conversation_id, compose.body, uploads, settings, now
        )
        return await conversation(session, actor, view.conversation_id)

    other = await _someone(session, compose.recipient_id)
    application = None
    if compose.application_id is not None:
        application = await _application_between(session, actor, me, other, compose.application_id)
    authorize(await policies.can_start(session, actor, me, other, now, application=application))
    checked = await private_files.check_all(uploads, ATTACHMENTS)
    new = Conversation(
        subject=compose.subject,
        application_id=compose.application_id,
        started_by=actor.id,
        last_seq=0,
        last_message_at=now,
        created_at=now,
    )
    session.add(new)
    await session.flush()
    session.add_all(
        [
            P(conversation_id=new.id, user_id=me.id, other_id=other.id, last_message_at=now),
            P(conversation_id=new.id, user_id=other.id, other_id=me.id, last_message_at=now),
        ]
    )
    await session.flush()
    await _append(session, me, other, new.id, compose.body, checked, settings, now)
    return await conversation(session, actor, new.id)


async def reply(
    session: AsyncSession,
    actor: Actor,
    conversation_id: uuid.UUID,
    body: str,
    uploads: list[Upload],
    settings: Settings,
    now: datetime,
) -> MessageOut:
    """A message in one of the caller's conversations: always allowed, unless either blocked the
    other (and a verified email, as for every message)."""
    view = await _view(session, actor, conversation_id)
    me = await _me(session, actor)
    other = await _someone(session, view.other_id)
    message = await _send(session, actor, me, other, conversation_id, body, uploads, settings, now)
    return _message_out(message, actor.id)


async def _send(
    session: AsyncSession,
    actor: Actor,
    me: Person,
    other: Person,
    conversation_id: uuid.UUID,
    body: str,
    uploads: list[Upload],
    settings: Settings,
    now: datetime,
) -> Message:
    authorize(policies.can_send(actor))
    authorize(await policies.can_reach(session, actor.id, other))
    checked = await private_files.check_all(uploads, ATTACHMENTS)
    return await _append(session, me, other, conversation_id, body, checked, settings, now)


async def _append(
    session: AsyncSession,
    sender: Person,
    recipient: Person,
    conversation_id: uuid.UUID,
    body: str,
    checked: list[Checked],
    settings: Settings,
    at: datetime,
) -> Message:
    """Adds the message (its files stored), brings the conversation back for whoever archived or
    deleted it, and tells the recipient: a notification, an email when the conversation held
    nothing unread for them (a burst of messages sends one), and both people's open pages."""
    # Locks the conversation: two messages at once are numbered one after the other.
    seq, subject, application_id = (
        await session.execute(
            update(Conversation)
            .where(Conversation.id == conversation_id)
            .values(last_seq=Conversation.last_seq + 1, last_message_at=at)
            .returning(Conversation.last_seq, Conversation.subject, Conversation.application_id)
            .execution_options(synchronize_session=False)
        )
    ).one()
    # Locks the recipient's view, and reads it as it stands once locked.
    was_archived, unread_before = (
        await session.execute(
            update(P)
            .where(P.conversation_id == conversation_id, P.user_id == recipient.id)
            .values(last_message_at=at)
            .returning(P.archived, P.unread_count)
            .execution_options(synchronize_session=False)
        )
    ).one()
    if was_archived:
        # A new message brings an archived conversation back to the inbox, all of it.
        await session.execute(
            update(Message)
            .where(
                Message.conversation_id == conversation_id,
                Message.recipient_id == recipient.id,
                Message.is_archived,
                Message.recipient_deleted_at.is_(None),
            )
            .values(is_archived=False)
            .execution_options(synchronize_session=False)
        )
    message = Message(
        conversation_id=conversation_id,
        seq=seq,
        sender_id=sender.id,
        recipient_id=recipient.id,
        body=body,
        created_at=at,
        attachments=[],
    )
    for position, file in enumerate(checked):
        storage_name = await private_files.store(session, settings.media_dir, file)
        message.attachments.append(
            MessageAttachment(
                position=position,
                filename=file.filename,
                content_type=file.content_type,
                size_bytes=len(file.data),
                storage_name=storage_name,
            )
        )
    session.add(message)
    await session.flush()
    # A conversation deleted for the recipient comes back, with only what follows the delete.
    await session.execute(
        update(P)
        .where(P.conversation_id == conversation_id, P.user_id == recipient.id)
        .values(archived=False, visible=True)
        .execution_options(synchronize_session=False)
    )
    await _recount(session, conversation_id, recipient.id)
    await session.execute(
        update(P)
        .where(P.conversation_id == conversation_id, P.user_id == sender.id)
        .values(visible=True, last_message_at=at)
        .execution_options(synchronize_session=False)
    )
    await notify_message(session, sender, recipient.id, message, subject, application_id)
    if unread_before == 0:
        await notification_email(
            session,
            recipient.user,
            kind="new_message",
            context={
                "readerName": recipient.user.full_name or recipient.name,
                "senderName": sender.name,
                "subject": subject,
                "preview": body[:NOTIFICATION_CHARS],
                "attachments": len(checked),
                "link": public_link(session, f"/messages/{conversation_id}"),
            },
        )
    push(session, recipient.id, EventKind.message, message.id)
    push(session, sender.id, EventKind.message, message.id)
    return message


async def notify_message(
    session: AsyncSession,
    sender: Person,
    recipient_id: uuid.UUID,
    message: Message,
    subject: str,
    application_id: uuid.UUID | None,
) -> Notification:
    """The notification of a new message: from its writer (a church's member as the church),
    titled with the conversation's subject, the text's first 500 characters."""
    from_ = sender.sender()
    return await notify(
        session,
        recipient_id=recipient_id,
        type=NotificationType.message,
        priority=Priority.medium,
        subject=subject,
        message=message.body[:NOTIFICATION_CHARS],
        sender=from_,
        application_id=application_id,
        metadata={
            "subType": "new_message",
            "message_id": str(message.id),
            "conversation_id": str(message.conversation_id),
            "sender_id": str(from_.user_id),
            "sender_role": from_.role,
            "sender_slug": from_.slug,
            **({"application_id": str(application_id)} if application_id else {}),
        },
    )


async def _lock_view(
    session: AsyncSession, actor: Actor, conversation_id: uuid.UUID, **values: Any
) -> None:
    """Changes the caller's view of a conversation, which locks it (404: not theirs)."""
    changed = await session.execute(
        update(P)
        .where(P.conversation_id == conversation_id, P.user_id == actor.id)
        .values(**values)
        .returning(P.user_id)
        .execution_options(synchronize_session=False)
    )
    if changed.first() is None:
        raise _not_found(_("Conversation not found"))


async def _mine_received(
    session: AsyncSession, actor: Actor, conversation_id: uuid.UUID, *where: Any, **values: Any
) -> None:
    await session.execute(
        update(Message)
        .where(Message.conversation_id == conversation_id, Message.recipient_id == actor.id, *where)
        .values(**values)
        .execution_options(synchronize_session=False)
    )


async def mark_read(
    session: AsyncSession, actor: Actor, conversation_id: uuid.UUID, now: datetime
) -> None:
    """The caller's received messages in the conversation become read."""
    await _lock_view(session, actor, conversation_id, unread_count=0, has_unread=False)
    await _mine_received(
        session, actor, conversation_id, ~Message.is_read, is_read=True, read_at=now
    )
    await notifications.mark_conversation_read(session, actor.id, conversation_id)
    push(session, actor.id, EventKind.counts)


async def archive(session: AsyncSession, actor: Actor, conversation_id: uuid.UUID) -> None:
    """Out of the inbox for the caller (its messages archived: they no longer count as unread),
    until they unarchive it or a new message arrives."""
    await _lock_view(
        session, actor, conversation_id, archived=True, unread_count=0, has_unread=False
    )
    await _mine_received(session, actor, conversation_id, ~Message.is_archived, is_archived=True)
    push(session, actor.id, EventKind.counts)


async def unarchive(session: AsyncSession, actor: Actor, conversation_id: uuid.UUID) -> None:
    await _lock_view(session, actor, conversation_id, archived=False)
    await _mine_received(
        session,
        actor,
        conversation_id,
        Message.is_archived,
        Message.recipient_deleted_at.is_(None),
        is_archived=False,
    )
    await _recount(session, conversation_id, actor.id)
    push(session, actor.id, EventKind.counts)


async def delete_for_me(
    session: AsyncSession, actor: Actor, conversation_id: uuid.UUID, now: datetime
) -> None:
    """Hidden for the caller, its messages so far gone for them (their received ones marked
    recipient_deleted_at); the other person keeps theirs. A new message brings it back with only
    what follows."""
    await _lock_view(
        session,
        actor,
        conversation_id,
        visible=False,
        archived=False,
        unread_count=0,
        has_unread=False,
    )
    last_seq = await session.scalar(
        select(Conversation.last_seq).where(Conversation.id == conversation_id)
    )
    assert last_seq is not None
    await session.execute(
        update(P)
        .where(P.conversation_id == conversation_id, P.user_id == actor.id)
        .values(cleared_seq=last_seq)
        .execution_options(synchronize_session=False)
    )
    await _mine_received(
        session,
        actor,
        conversation_id,
        Message.seq <= last_seq,
        Message.recipient_deleted_at.is_(None),
        recipient_deleted_at=now,
    )
    push(session, actor.id, EventKind.counts)


# ---- attachments -------------------------------------------------------------------------------


async def attachment_file(
    session: AsyncSession, actor: Actor, attachment_id: uuid.UUID, media_dir: Path
) -> tuple[MessageAttachment, Path]:
    """An attachment for one of the two people of its conversation (not once deleted for them),
    and where its file is."""
    found = (
        await session.execute(
            select(MessageAttachment)
            .join(Message, Message.id == MessageAttachment.message_id)
            .join(
                P,
                (P.conversation_id == Message.conversation_id)
                & (P.user_id == actor.id)
                & (Message.seq > P.cleared_seq),
            )
            # A hidden message's files go with it.
            .where(MessageAttachment.id == attachment_id, Message.hidden_at.is_(None))
        )
    ).scalar_one_or_none()
    if found is None:
        raise _not_found(_("Attachment not found"))
    path = private_files.path_of(media_dir, found.storage_name)
    if not path.is_file():
        logger.error("attachment %s has no file", found.id)
        raise _not_found(_("Attachment not found"))
    return found, path


# ---- blocks and reports ------------------------------------------------------------------------


async def blocked(session: AsyncSession, actor: Actor) -> list[ParticipantOut]:
    ids = list(
        await session.scalars(
            select(UserBlock.blocked_id)
            .where(UserBlock.blocker_id == actor.id)
            .order_by(UserBlock.created_at.desc())
        )
    )
    found = await people(session, ids)
    return [found[i].out() for i in ids if i in found and found[i].role is not None]


async def block(session: AsyncSession, actor: Actor, user_id: uuid.UUID, now: datetime) -> None:
    """The caller no longer hears from `user_id` (and cannot write them); saying it twice is
    saying it once."""
    if user_id == actor.id:
        message = _("You cannot block yourself")
        raise AppError(422, "validation_error", message, {"user_id": message})
    await _someone(session, user_id)
    await insert_or_ignore(
        session, UserBlock, {"blocker_id": actor.id, "blocked_id": user_id, "created_at": now}
    )


async def unblock(session: AsyncSession, actor: Actor, user_id: uuid.UUID) -> None:
    await session.execute(
        delete(UserBlock).where(UserBlock.blocker_id == actor.id, UserBlock.blocked_id == user_id)
    )


async def report(session: AsyncSession, actor: Actor, data: ConversationReportIn) -> Report:
    """A report about someone the caller has a conversation with (and perhaps one of the messages
    they sent the caller), into the staff's one queue (moderation). Anyone else: 404."""
    talked = await session.scalar(
        select(P.conversation_id).where(P.user_id == actor.id, P.other_id == data.user_id).limit(1)
    )
    if talked is None:
        raise _not_found(_("Person not found"))
    if data.message_id is not None:
        sent = await session.scalar(
            select(Message.id).where(
                Message.id == data.message_id,
                Message.sender_id == data.user_id,
                Message.recipient_id == actor.id,
            )
        )
        if sent is None:
            raise _not_found(_("Message not found"))
    row = await moderation.report_from_messages(
        session, actor, data.user_id, data.message_id, data.reason
    )
    logger.info("user %s reported user %s (report %s)", actor.id, data.user_id, row.id)
    return row
