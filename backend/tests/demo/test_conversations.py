"""The demo conversations: every demo account has some, with unread messages, each message
notified; the rows agree with what messaging's service would have left; seeding twice adds
nothing."""

from collections import Counter

import httpx
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application
from steeple.billing import entitlements
from steeple.churches.models import ChurchMember
from steeple.config import Settings
from steeple.demo.content import CONVERSATIONS, DEMO_ACCOUNTS, REPORTS, SPAM
from steeple.demo.marketplace import run_seed
from steeple.messaging.models import Conversation, ConversationParticipant, Message
from steeple.messaging.service import unread_count
from steeple.notifications.models import Notification, NotificationType
from steeple.users.models import User
from tests.conftest import Clock
from tests.demo.support import seed_all
from tests.factories import access_token


async def test_every_demo_account_has_conversations_with_unread_messages(
    app: FastAPI, client: httpx.AsyncClient, settings: Settings, clock: Clock
) -> None:
    await seed_all(app, clock.now)
    async with app.state.sessionmaker() as session, session.begin():
        users = {
            account.email: await session.scalar(select(User).where(User.email == account.email))
            for account in DEMO_ACCOUNTS
        }
        tokens = {
            email: await access_token(session, settings, user, clock.now)
            for email, user in users.items()
            if user is not None
        }
    expected_unread = {
        "speaker@demo.steeple.app": 2,
        "musician@demo.steeple.app": 2,
        "church@demo.steeple.app": 2,
        "member@demo.steeple.app": 1,
    }
    for email, token in tokens.items():
        headers = {"Authorization": f"Bearer {token}"}
        count = (await client.get("/api/messages/unread-count", headers=headers)).json()["count"]
        assert count == expected_unread[email], email
        page = (await client.get("/api/messages/conversations", headers=headers)).json()
        items = page["items"]
        assert len(items) >= 2 if email != "member@demo.steeple.app" else len(items) == 1
        # Unread first.
        flags = [item["unread_count"] > 0 for item in items]
        assert flags == sorted(flags, reverse=True) and flags[0]
        messages = (
            await client.get(
                f"/api/messages/conversations/{items[0]['id']}/messages", headers=headers
            )
        ).json()["items"]
        assert messages and all(m["body"] for m in messages)
    # The demo church's admin archived one (a past event's thank-you).
    church = {"Authorization": f"Bearer {tokens['church@demo.steeple.app']}"}
    archived = (
        await client.get("/api/messages/conversations?archived=true", headers=church)
    ).json()["items"]
    assert [item["subject"] for item in archived] == ["Thank you from Grace"]
    # Some are about the applications they came from.
    inbox = (await client.get("/api/messages/conversations", headers=church)).json()["items"]
    assert any(item["application_id"] for item in inbox)


# The demo conversations, and the spam account's one message to each person who reported it
# (demo/moderation.py).
SEEDED_CONVERSATIONS = len(CONVERSATIONS) + len({report.reporter for report in REPORTS})


async def test_seeded_rows_are_what_the_service_would_have_left(
    app: FastAPI, session: AsyncSession, clock: Clock
) -> None:
    await seed_all(app, clock.now)
    conversations = list(await session.scalars(select(Conversation)))
    assert len(conversations) == SEEDED_CONVERSATIONS
    # The spam account's messages are there for moderation to act on; they are not held to the
    # rules of who may write first (demo/moderation.py).
    spammer = await session.scalar(select(User.id).where(User.full_name == SPAM.sender))
    conversations = [c for c in conversations if c.started_by != spammer]
    assert len(conversations) == len(CONVERSATIONS)
    for conversation in conversations:
        messages = list(
            await session.scalars(
                select(Message)
                .where(Message.conversation_id == conversation.id)
                .order_by(Message.seq)
            )
        )
        assert [m.seq for m in messages] == list(range(1, len(messages) + 1))
        assert conversation.last_seq == len(messages)
        assert conversation.last_message_at == messages[-1].created_at
        assert messages[0].sender_id == conversation.started_by
        views = list(
            await session.scalars(
                select(ConversationParticipant).where(
                    ConversationParticipant.conversation_id == conversation.id
                )
            )
        )
        assert len(views) == 2
        for view in views:
            # Each view's unread figure is spec 01 §5's count for the conversation.
            counted = sum(
                not m.is_read and not m.is_archived and m.recipient_deleted_at is None
                for m in messages
                if m.recipient_id == view.user_id
            )
            assert (view.unread_count, view.has_unread) == (counted, counted > 0)
            assert view.last_message_at == conversation.last_message_at
        # Who began it was allowed to: a premium church, a church the talent applied to, or
        # talent who applied to the church.
        starter = await session.get(User, conversation.started_by)
        assert starter is not None
        membership = await session.scalar(
            select(ChurchMember).where(ChurchMember.user_id == starter.id)
        )
        other = next(v.other_id for v in views if v.user_id == starter.id)
        if membership is not None:
            applied = await session.scalar(
                select(func.count()).where(
                    Application.applicant_id == other,
                    Application.church_id == membership.church_id,
                )
            )
            premium = await entitlements.is_premium_church(session, membership.church_id, clock.now)
            assert premium or applied, conversation.subject
        else:
            church_of_other = await session.scalar(
                select(ChurchMember.church_id).where(ChurchMember.user_id == other)
            )
            applied = await session.scalar(
                select(func.count()).where(
                    Application.applicant_id == starter.id,
                    Application.church_id == church_of_other,
                )
            )
            assert applied, conversation.subject

    # One message notification per message (the spam account's too), read when the message
    # is; from its writer.
    messages = list(await session.scalars(select(Message)))
    told = {
        n.metadata_["message_id"]: n
        for n in await session.scalars(
            select(Notification).where(Notification.type == NotificationType.message)
        )
    }
    assert len(told) == len(messages)
    for message in messages:
        notification = told[str(message.id)]
        assert notification.user_id == message.recipient_id
        assert notification.sender_id == message.sender_id
        assert notification.is_read == message.is_read
        assert notification.created_at == message.created_at
        assert notification.metadata_["subType"] == "new_message"
    recipients = Counter(message.recipient_id for message in messages if not message.is_read)
    for user_id, count in recipients.items():
        archived = sum(
            m.is_archived for m in messages if m.recipient_id == user_id and not m.is_read
        )
        assert await unread_count(await session.connection(), user_id) == count - archived


async def test_seeding_twice_adds_no_conversation(
    app: FastAPI, session: AsyncSession, clock: Clock
) -> None:
    await seed_all(app, clock.now)
    first = await session.scalar(select(func.count()).select_from(Message))
    await session.commit()
    await run_seed(app.state.sessionmaker, now=clock.now)
    assert await session.scalar(select(func.count()).select_from(Message)) == first
    assert await session.scalar(select(func.count()).select_from(Conversation)) == (
        SEEDED_CONVERSATIONS
    )
