"""What a message tells its recipient: a notification from the writer (a church's member writes as
the church), an email only when the conversation held nothing unread for them (and only if they
want notification emails), and live events to both people's open pages, sent after commit."""

import uuid

import httpx
from fastapi import FastAPI
from sqlalchemy import func, select, text, update

from steeple.email.models import OutboxEmail
from steeple.messaging.models import Message
from steeple.messaging.service import _unread
from steeple.notifications.models import Notification
from steeple.realtime.publish import Event, EventKind
from steeple.users.models import UserSettings
from tests.conftest import RecordingBroker
from tests.factories import Actors, SignedIn
from tests.messaging.helpers import files, image, reply, start, started


async def notifications_of(app: FastAPI, who: SignedIn) -> list[Notification]:
    async with app.state.sessionmaker() as session:
        rows = await session.scalars(
            select(Notification)
            .where(Notification.user_id == who.id)
            .order_by(Notification.created_at)
        )
        return list(rows)


async def emails_to(app: FastAPI, who: SignedIn) -> list[OutboxEmail]:
    assert who.user is not None
    async with app.state.sessionmaker() as session:
        rows = await session.scalars(
            select(OutboxEmail)
            .where(OutboxEmail.to_address == who.user.email, OutboxEmail.kind == "new_message")
            .order_by(OutboxEmail.id)
        )
        return list(rows)


async def test_each_message_notifies_the_recipient_from_the_writer(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    member, speaker = actors.church_member, actors.speaker
    assert member.church is not None
    body = "Could you speak at our Easter sunrise service? " + "Details follow. " * 60
    response = await start(client, member, speaker.id, subject="Easter sunrise", body=body)
    conversation_id = response.json()["id"]
    [message] = (
        await client.get(
            f"/api/messages/conversations/{conversation_id}/messages", headers=speaker.headers
        )
    ).json()["items"]
    [told] = await notifications_of(app, speaker)
    assert (told.type, told.priority, told.is_read) == ("message", "medium", False)
    assert told.subject == "Easter sunrise"
    assert told.message == body.strip()[:500] and len(body.strip()) > 500
    # The sender is the church the member writes for.
    assert told.sender_id == member.id
    assert (told.sender_name, told.sender_role, told.sender_slug) == (
        "Grace Fellowship",
        "church",
        str(member.church.id),
    )
    assert told.metadata_ == {
        "subType": "new_message",
        "message_id": message["id"],
        "conversation_id": conversation_id,
        "sender_id": str(member.id),
        "sender_role": "church",
        "sender_slug": str(member.church.id),
    }
    assert await notifications_of(app, member) == []

    # The speaker answers: the member hears from the speaker, as the speaker.
    assert (await reply(client, speaker, conversation_id, "Yes!")).status_code == 201
    [answer] = await notifications_of(app, member)
    assert answer.sender_id == speaker.id and answer.sender_role == "speaker"
    assert answer.sender_slug == str(speaker.id) and answer.message == "Yes!"
    assert answer.subject == "Easter sunrise"


async def test_a_burst_of_messages_sends_one_email_until_it_is_read(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    conversation_id = await started(
        client, church, speaker, subject="Set list", body="Here is the set list."
    )
    for body in ("And the key changes.", "And the rehearsal time."):
        assert (await reply(client, church, conversation_id, body)).status_code == 201
    [email] = await emails_to(app, speaker)
    assert email.subject == "New message from Grace Fellowship: Set list"
    assert "Here is the set list." in email.text_body
    assert f"http://steeple.test/messages/{conversation_id}" in email.text_body
    assert len(await notifications_of(app, speaker)) == 3  # a notification for each
    # Another conversation's notification stays unread when this one is read.
    await started(client, church, speaker, subject="Parking", body="Park behind the hall.")

    await client.post(
        f"/api/messages/conversations/{conversation_id}/read", headers=speaker.headers
    )
    # Reading the conversation reads its notifications: the bell does not repeat them.
    unread = [told.subject for told in await notifications_of(app, speaker) if not told.is_read]
    assert unread == ["Parking"]
    assert (await reply(client, church, conversation_id, "One more note.")).status_code == 201
    emails = await emails_to(app, speaker)
    # One for "Parking", then this one: the conversation held nothing unread again.
    assert len(emails) == 3 and "One more note." in emails[2].text_body
    # A message with files says so.
    await client.post(
        f"/api/messages/conversations/{conversation_id}/read", headers=speaker.headers
    )
    sent = await reply(
        client, church, conversation_id, "The poster", files(("poster.png", image("PNG")))
    )
    assert sent.status_code == 201
    assert "1 attachment" in (await emails_to(app, speaker))[-1].text_body


async def test_no_email_for_someone_who_turned_notification_emails_off(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        await session.execute(
            update(UserSettings)
            .where(UserSettings.user_id == actors.speaker.id)
            .values(email_notifications=False)
        )
    await started(client, actors.church_admin, actors.speaker)
    assert await emails_to(app, actors.speaker) == []
    assert len(await notifications_of(app, actors.speaker)) == 1


def kinds(events: list[Event]) -> list[tuple[uuid.UUID, EventKind]]:
    return [(event.user_id, event.kind) for event in events]


async def test_live_events_go_out_after_each_change_and_none_after_a_refusal(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, broker: RecordingBroker
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    response = await start(client, church, speaker.id)
    conversation_id = response.json()["id"]
    [message] = (
        await client.get(
            f"/api/messages/conversations/{conversation_id}/messages", headers=church.headers
        )
    ).json()["items"]
    [notification] = await notifications_of(app, speaker)
    # The recipient hears of the notification and the message; the sender's other tabs of the
    # message.
    assert sorted(map(str, broker.events)) == sorted(
        map(
            str,
            [
                Event(speaker.id, EventKind.notification, notification.id),
                Event(speaker.id, EventKind.message, uuid.UUID(message["id"])),
                Event(church.id, EventKind.message, uuid.UUID(message["id"])),
            ],
        )
    )

    url = f"/api/messages/conversations/{conversation_id}"
    for action in ("read", "archive", "unarchive"):
        broker.events.clear()
        assert (await client.post(f"{url}/{action}", headers=speaker.headers)).status_code == 204
        assert kinds(broker.events) == [(speaker.id, EventKind.counts)]
    broker.events.clear()
    assert (await client.delete(url, headers=speaker.headers)).status_code == 204
    assert kinds(broker.events) == [(speaker.id, EventKind.counts)]

    # Refused: nothing is pushed.
    broker.events.clear()
    assert (await reply(client, church, conversation_id, "")).status_code == 422
    assert (await reply(client, actors.musician, conversation_id, "Hi")).status_code == 404
    assert (await start(client, actors.other_church, speaker.id)).status_code == 403
    assert (await client.post(f"{url}/read", headers=actors.musician.headers)).status_code == 404
    assert broker.events == []


async def test_the_unread_count_reads_only_the_unread_index(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    """Spec 01 §5's count, as the service asks it, is served by ix_messages_unread (its
    condition is the index's own), so it costs the unread rows only, on both databases."""
    await started(client, actors.church_admin, actors.speaker)
    async with app.state.sessionmaker() as session:
        dialect = (await session.connection()).dialect
        query = select(func.count()).select_from(Message).where(_unread(actors.speaker.id))
        compiled = query.compile(dialect=dialect, compile_kwargs={"literal_binds": True})
        if dialect.name == "postgresql":
            await session.execute(text("SET LOCAL enable_seqscan = off"))
            explain = f"EXPLAIN {compiled}"
        else:
            explain = f"EXPLAIN QUERY PLAN {compiled}"
        plan = "\n".join(str(row) for row in await session.execute(text(explain)))
    assert "ix_messages_unread" in plan, plan
