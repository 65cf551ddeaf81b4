"""Demo conversations (data/conversations.toml): the demo church (its admin and its volunteer)
with speakers and musicians, some about their applications, and the demo speaker and musician
with other churches; some unread for each demo account, one archived. Real rows, as messaging's
service leaves them: numbered messages, each person's view of the conversation (unread count,
archived) and messaging's own notification for every message (no email is queued for any of it).

Every conversation is found by who started it and its subject: one that exists is left as it is,
so seeding twice adds nothing.
"""

import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application
from steeple.churches.models import Church
from steeple.demo.cast import Cast
from steeple.demo.content import CONVERSATIONS
from steeple.demo.records import SeedConversation
from steeple.messaging.models import Conversation, ConversationParticipant, Message
from steeple.messaging.people import Person, people
from steeple.messaging.service import notify_message
from steeple.opportunities.models import Opportunity
from steeple.users.models import User


@dataclass(frozen=True)
class Said:
    """One message of a conversation, as it was sent and whether its recipient has read it."""

    sender: Person
    recipient: Person
    at: datetime
    text: str
    read: bool


async def seed_conversations(session: AsyncSession, now: datetime, cast: Cast) -> None:
    """Adds the conversations of CONVERSATIONS not made yet, whose people all still exist."""
    churches, talent_accounts, demo_member = cast.churches, cast.talent, cast.demo_member
    subjects = [seed.subject for seed in CONVERSATIONS]
    existing = {
        (started_by, subject)
        for started_by, subject in await session.execute(
            select(Conversation.started_by, Conversation.subject).where(
                Conversation.subject.in_(subjects)
            )
        )
    }
    planned: list[tuple[SeedConversation, User, User]] = []
    for seed in CONVERSATIONS:
        found = churches.get(seed.church)
        talent_user = talent_accounts.get(seed.talent)
        church_user = demo_member if seed.by_member else (found[1] if found else None)
        if found is None or talent_user is None or church_user is None:
            continue
        starter = church_user if seed.lines[0].church else talent_user
        if (starter.id, seed.subject) not in existing:
            planned.append((seed, church_user, talent_user))
    if not planned:
        return
    found_people = await people(
        session,
        {
            user.id
            for _seed, church_user, talent_user in planned
            for user in (church_user, talent_user)
        },
    )
    applications = await _applications(session, churches, planned)
    for seed, church_user, talent_user in planned:
        church_side, talent_side = found_people[church_user.id], found_people[talent_user.id]
        await write_conversation(
            session,
            seed.subject,
            [
                Said(
                    *((church_side, talent_side) if line.church else (talent_side, church_side)),
                    now - timedelta(days=line.days),
                    line.text,
                    line.read,
                )
                for line in seed.lines
            ],
            applications.get((seed.church, seed.about, talent_user.id)),
            archived_by=church_side if seed.archived_by_church else None,
        )
    await session.flush()


async def _applications(
    session: AsyncSession,
    churches: Mapping[str, tuple[Church, User]],
    planned: list[tuple[SeedConversation, User, User]],
) -> dict[tuple[str, str | None, uuid.UUID], uuid.UUID]:
    """The applications the planned conversations are about, by (church, title, applicant)."""
    names = {churches[seed.church][0].id: seed.church for seed, _c, _t in planned}
    rows = await session.execute(
        select(Opportunity.church_id, Opportunity.title, Application.applicant_id, Application.id)
        .join(Opportunity, Opportunity.id == Application.opportunity_id)
        .where(
            Opportunity.church_id.in_(names),
            Opportunity.title.in_([seed.about for seed, _c, _t in planned if seed.about]),
            Application.applicant_id.in_([talent_user.id for _s, _c, talent_user in planned]),
        )
    )
    return {
        (names[church_id], title, applicant_id): application_id
        for church_id, title, applicant_id, application_id in rows
    }


async def write_conversation(
    session: AsyncSession,
    subject: str,
    said: list[Said],
    application_id: uuid.UUID | None,
    *,
    archived_by: Person | None = None,
) -> list[Message]:
    """A conversation between the first message's sender and recipient, its numbered messages,
    messaging's notification of each (read when the message was), and each person's view of it;
    `archived_by` archived it (what reached them since stays archived)."""
    starter, other = said[0].sender, said[0].recipient
    last_at = said[-1].at
    conversation = Conversation(
        id=uuid.uuid4(),
        subject=subject,
        application_id=application_id,
        started_by=starter.id,
        last_seq=len(said),
        last_message_at=last_at,
        created_at=said[0].at,
    )
    session.add(conversation)
    await session.flush()
    unread = {starter.id: 0, other.id: 0}
    messages = []
    for seq, line in enumerate(said, start=1):
        archived = line.recipient is archived_by
        message = Message(
            id=uuid.uuid4(),
            conversation_id=conversation.id,
            seq=seq,
            sender_id=line.sender.id,
            recipient_id=line.recipient.id,
            body=line.text,
            is_read=line.read,
            read_at=line.at + timedelta(hours=1) if line.read else None,
            is_archived=archived,
            created_at=line.at,
        )
        session.add(message)
        messages.append(message)
        if not line.read and not archived:
            unread[line.recipient.id] += 1
        notification = await notify_message(
            session, line.sender, line.recipient.id, message, subject, application_id
        )
        notification.created_at = message.created_at
        notification.is_read = line.read
    for me, them in ((starter, other), (other, starter)):
        session.add(
            ConversationParticipant(
                conversation_id=conversation.id,
                user_id=me.id,
                other_id=them.id,
                archived=me is archived_by,
                visible=True,
                cleared_seq=0,
                unread_count=unread[me.id],
                has_unread=unread[me.id] > 0,
                last_message_at=last_at,
            )
        )
    await session.flush()
    return messages
