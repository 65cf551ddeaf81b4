"""Conversations between two people: writing, replying, reading, the inbox's order and pages,
archive and delete for me, and spec 01 §5's unread count throughout."""

import asyncio
import uuid
from datetime import datetime

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select, text

from steeple.messaging.models import ConversationParticipant, Message
from steeple.messaging.service import INBOX_ORDER, inbox_pages
from tests.conftest import Clock
from tests.factories import Actors
from tests.messaging.helpers import footprint, inbox, reply, start, started, thread, unread


async def test_a_church_writes_a_speaker_who_replies_and_reads(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    assert church.church is not None
    response = await start(client, church, speaker.id, subject="Youth retreat", body="Hello!")
    assert response.status_code == 201, response.text
    mine = response.json()
    assert mine["subject"] == "Youth retreat"
    assert mine["other"]["id"] == str(speaker.id)
    assert mine["other"]["role"] == "speaker"
    assert mine["other"]["profile_path"] == f"/speakers/{speaker.id}"
    assert mine["last_message_preview"] == "Hello!"
    assert mine["last_message_mine"] is True
    assert mine["unread_count"] == 0
    assert (mine["archived"], mine["blocked"], mine["application_id"]) == (False, False, None)

    # The speaker sees the church (its name, its page), one unread message.
    [theirs] = await inbox(client, speaker)
    assert theirs["id"] == mine["id"]
    assert theirs["other"] == {
        "id": str(church.id),
        "name": "Grace Fellowship",
        "role": "church",
        "avatar": None,
        "profile_path": f"/churches/{church.church.id}",
    }
    assert theirs["unread_count"] == 1 and theirs["last_message_mine"] is False
    assert (await unread(client, speaker), await unread(client, church)) == (1, 0)

    answer = await reply(client, speaker, mine["id"], "I would love to come.")
    assert answer.status_code == 201, answer.text
    message = answer.json()
    assert message["mine"] is True and message["sender_id"] == str(speaker.id)
    assert message["recipient_id"] == str(church.id) and message["is_read"] is False
    assert (await unread(client, speaker), await unread(client, church)) == (1, 1)

    read = await client.post(
        f"/api/messages/conversations/{mine['id']}/read", headers=speaker.headers
    )
    assert read.status_code == 204
    assert (await unread(client, speaker), await unread(client, church)) == (0, 1)
    # The church sees that its message was read; its own unread one stays unread.
    page = await client.get(
        f"/api/messages/conversations/{mine['id']}/messages", headers=church.headers
    )
    assert [(m["body"], m["mine"], m["is_read"]) for m in page.json()["items"]] == [
        ("I would love to come.", False, False),
        ("Hello!", True, True),
    ]
    assert (
        await client.get(f"/api/messages/conversations/{mine['id']}", headers=church.headers)
    ).json()["unread_count"] == 1


async def test_a_church_members_message_comes_from_the_church(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    conversation_id = await started(client, actors.church_member, actors.speaker)
    [seen] = await inbox(client, actors.speaker)
    assert seen["id"] == conversation_id
    assert seen["other"]["id"] == str(actors.church_member.id)
    assert seen["other"]["name"] == "Grace Fellowship" and seen["other"]["role"] == "church"
    # Only the two people are in it: the church's admin does not see the member's conversation.
    assert await inbox(client, actors.church_admin) == []


async def test_messages_come_newest_first_in_cursor_pages(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    conversation_id = await started(client, actors.church_admin, actors.speaker, body="one")
    for body in ("two", "three", "four", "five"):
        assert (await reply(client, actors.speaker, conversation_id, body)).status_code == 201
    url = f"/api/messages/conversations/{conversation_id}/messages"
    seen, cursor = [], None
    while True:
        params = {"limit": 2, **({"cursor": cursor} if cursor else {})}
        page = (await client.get(url, headers=actors.church_admin.headers, params=params)).json()
        seen.append([item["body"] for item in page["items"]])
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen == [["five", "four"], ["three", "two"], ["one"]]
    bad = await client.get(url, headers=actors.church_admin.headers, params={"cursor": "xyz"})
    assert bad.status_code == 422 and bad.json()["error"]["code"] == "invalid_cursor"


async def test_messages_and_blocks_are_stamped_by_the_apps_clock(
    client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    """Moved back a day, the app's clock makes the conversation started second the older one:
    by the wall clock it would be the newer."""
    church = actors.church_admin
    older_by_wall = await started(client, church, actors.speaker)
    clock.advance(days=-1)
    newer_by_wall = await started(client, church, actors.musician)
    assert [item["id"] for item in await inbox(client, church)] == [older_by_wall, newer_by_wall]
    [conversation] = [item for item in await inbox(client, church) if item["id"] == newer_by_wall]
    assert datetime.fromisoformat(conversation["last_message_at"]) == clock.now
    url = f"/api/messages/conversations/{newer_by_wall}/messages"
    clock.advance(hours=-1)
    written = await reply(client, actors.musician, newer_by_wall, "Gladly")
    assert datetime.fromisoformat(written.json()["created_at"]) == clock.now
    [latest, *_] = (await client.get(url, headers=church.headers)).json()["items"]
    assert latest["body"] == "Gladly"

    # The blocks list, newest first, by the same clock.
    for blocked in (actors.speaker, actors.musician):
        response = await client.post(
            "/api/messages/blocks", headers=church.headers, json={"user_id": str(blocked.id)}
        )
        assert response.status_code == 204
        clock.advance(days=-1)
    listed = (await client.get("/api/messages/blocks", headers=church.headers)).json()
    assert [person["id"] for person in listed] == [str(actors.speaker.id), str(actors.musician.id)]


async def test_the_inbox_puts_unread_first_then_newest_one_index_range_a_page(
    client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    church = actors.church_admin
    conversations = []
    for subject in ("First", "Second", "Third", "Fourth"):
        other = actors.speaker if subject in ("First", "Third") else actors.musician
        clock.advance(minutes=1)
        conversations.append(await started(client, church, other, subject=subject))
    first, second, third, fourth = conversations
    # Replies to the first and third: those two hold unread messages for the church.
    clock.advance(minutes=1)
    assert (await reply(client, actors.speaker, first, "Re first")).status_code == 201
    clock.advance(minutes=1)
    assert (await reply(client, actors.speaker, third, "Re third")).status_code == 201
    everything = [item["id"] for item in await inbox(client, church)]
    assert everything == [third, first, fourth, second]

    paged, cursor = [], None
    while True:
        params = {"limit": 1, **({"cursor": cursor} if cursor else {})}
        response = await client.get(
            "/api/messages/conversations", headers=church.headers, params=params
        )
        page = response.json()
        paged += [item["id"] for item in page["items"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert paged == everything
    # Reading the third moves it behind the other unread one, and among the read by its time.
    await client.post(f"/api/messages/conversations/{third}/read", headers=church.headers)
    assert [item["id"] for item in await inbox(client, church)] == [first, third, fourth, second]


async def test_archive_takes_a_conversation_out_of_the_inbox_and_the_count(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    conversation_id = await started(client, church, speaker)
    assert (await reply(client, church, conversation_id, "And a second thing")).status_code == 201
    assert await unread(client, speaker) == 2

    url = f"/api/messages/conversations/{conversation_id}"
    assert (await client.post(f"{url}/archive", headers=speaker.headers)).status_code == 204
    assert await inbox(client, speaker) == []
    [archived] = await inbox(client, speaker, archived=True)
    assert archived["archived"] is True and archived["unread_count"] == 0
    assert await unread(client, speaker) == 0  # spec 01 §5: archived messages do not count
    async with app.state.sessionmaker() as session:
        flags = set(
            await session.scalars(
                select(Message.is_archived).where(Message.recipient_id == speaker.id)
            )
        )
    assert flags == {True}
    # The church's side is untouched.
    assert [item["archived"] for item in await inbox(client, church)] == [False]

    assert (await client.post(f"{url}/unarchive", headers=speaker.headers)).status_code == 204
    [back] = await inbox(client, speaker)
    assert back["unread_count"] == 2 and back["archived"] is False
    assert await unread(client, speaker) == 2

    # A new message brings an archived conversation back to the inbox.
    await client.post(f"{url}/archive", headers=speaker.headers)
    assert (await reply(client, church, conversation_id, "Are you there?")).status_code == 201
    [returned] = await inbox(client, speaker)
    assert returned["id"] == conversation_id and returned["unread_count"] == 3
    assert await inbox(client, speaker, archived=True) == []
    assert await unread(client, speaker) == 3


async def test_delete_for_me_hides_the_conversation_until_a_new_message_brings_only_that(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    conversation_id = await started(client, church, speaker, body="First words")
    assert (await reply(client, speaker, conversation_id, "My answer")).status_code == 201
    assert (await reply(client, church, conversation_id, "Second words")).status_code == 201
    assert await unread(client, speaker) == 2

    url = f"/api/messages/conversations/{conversation_id}"
    assert (await client.delete(url, headers=speaker.headers)).status_code == 204
    assert await inbox(client, speaker) == []
    assert await inbox(client, speaker, archived=True) == []
    assert await unread(client, speaker) == 0
    assert await thread(client, speaker, conversation_id) == []
    async with app.state.sessionmaker() as session:
        received = list(
            await session.scalars(select(Message).where(Message.recipient_id == speaker.id))
        )
    assert len(received) == 2 and all(m.recipient_deleted_at is not None for m in received)
    # The church keeps everything.
    assert await thread(client, church, conversation_id) == [
        "First words",
        "My answer",
        "Second words",
    ]

    assert (await reply(client, church, conversation_id, "Hello again")).status_code == 201
    [back] = await inbox(client, speaker)
    assert back["id"] == conversation_id and back["unread_count"] == 1
    assert back["last_message_preview"] == "Hello again"
    assert await thread(client, speaker, conversation_id) == ["Hello again"]
    assert await unread(client, speaker) == 1
    # The speaker's own reply shows from then on; nothing from before comes back.
    assert (await reply(client, speaker, conversation_id, "Hi!")).status_code == 201
    assert await thread(client, speaker, conversation_id) == ["Hello again", "Hi!"]


async def test_a_sender_who_deleted_sees_the_conversation_again_with_their_new_message(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    conversation_id = await started(client, church, speaker, body="First")
    url = f"/api/messages/conversations/{conversation_id}"
    assert (await client.delete(url, headers=church.headers)).status_code == 204
    assert await inbox(client, church) == []
    assert (await reply(client, church, conversation_id, "Following up")).status_code == 201
    [back] = await inbox(client, church)
    assert back["last_message_preview"] == "Following up"
    assert await thread(client, church, conversation_id) == ["Following up"]
    assert await thread(client, speaker, conversation_id) == ["First", "Following up"]


async def test_in_reply_to_adds_the_message_to_that_conversation(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    conversation_id = await started(client, church, speaker, subject="Easter", body="Hello")
    [first] = (
        await client.get(
            f"/api/messages/conversations/{conversation_id}/messages", headers=speaker.headers
        )
    ).json()["items"]
    # The bell's Reply: recipient, "Re: " subject and in_reply_to from the notification.
    answer = await start(
        client,
        speaker,
        church.id,
        subject="Re: Easter",
        body="Count me in",
        in_reply_to=first["id"],
    )
    assert answer.status_code == 201, answer.text
    assert answer.json()["id"] == conversation_id and answer.json()["subject"] == "Easter"
    assert await thread(client, church, conversation_id) == ["Hello", "Count me in"]
    assert len(await inbox(client, church)) == 1

    before = await footprint(app)
    # To someone else than the other person of that conversation.
    wrong = await start(client, speaker, actors.musician.id, body="Hi", in_reply_to=first["id"])
    assert wrong.status_code == 422 and "recipient_id" in wrong.json()["error"]["fields"]
    # A message of someone else's conversation: as if it did not exist.
    stranger = await start(client, actors.musician, church.id, body="Hi", in_reply_to=first["id"])
    assert stranger.status_code == 404
    assert await footprint(app) == before


async def test_someone_elses_conversation_is_not_found_and_stays_as_it_was(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    conversation_id = await started(client, actors.church_admin, actors.speaker)
    before = await footprint(app)
    url = f"/api/messages/conversations/{conversation_id}"
    for stranger in (actors.musician, actors.church_member, actors.other_church):
        headers = stranger.headers
        answers = [
            await client.get(url, headers=headers),
            await client.get(f"{url}/messages", headers=headers),
            await reply(client, stranger, conversation_id, "Let me in"),
            await client.post(f"{url}/read", headers=headers),
            await client.post(f"{url}/archive", headers=headers),
            await client.post(f"{url}/unarchive", headers=headers),
            await client.delete(url, headers=headers),
        ]
        assert [answer.status_code for answer in answers] == [404] * len(answers)
        assert answers[0].json()["error"]["message"] == "Conversation not found"
    assert await footprint(app) == before
    unknown = await client.get(
        "/api/messages/conversations/00000000-0000-4000-8000-000000000000",
        headers=actors.speaker.headers,
    )
    assert unknown.status_code == 404


async def test_empty_and_overlong_messages_are_refused_and_change_nothing(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    conversation_id = await started(client, church, speaker)
    before = await footprint(app)
    for body in ("", "   \n  ", "x" * 20_000, "x" * 10_001, "bad \x00 byte"):
        new = await start(client, church, speaker.id, body=body)
        assert new.status_code == 422, body[:10]
        assert "body" in new.json()["error"]["fields"]
        answer = await reply(client, speaker, conversation_id, body)
        assert answer.status_code == 422 and "body" in answer.json()["error"]["fields"]
    for subject in ("", "x" * 201, "two\nlines"):
        response = await start(client, church, speaker.id, subject=subject)
        assert response.status_code == 422 and "subject" in response.json()["error"]["fields"]
    missing = await client.post(
        "/api/messages/conversations", headers=church.headers, data={"body": "Hi"}
    )
    assert missing.status_code == 422
    assert await footprint(app) == before
    # The longest message is 10,000 characters, and it may span lines.
    longest = "Line one\n" + "x" * 9_991
    assert (await reply(client, speaker, conversation_id, longest)).status_code == 201


async def test_forged_sender_fields_are_ignored(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    """Nothing a client sends names the sender: extra fields are dropped."""
    church, speaker = actors.church_admin, actors.speaker
    response = await start(
        client,
        speaker,
        church.id,
        sender_id=actors.musician.id,
        sender_name="The Pope",
    )
    # The speaker may not write Grace first (no contact yet): refused as themselves.
    assert response.status_code == 403 and response.json()["error"]["code"] == "not_allowed"
    conversation_id = await started(client, church, speaker)
    forged = await client.post(
        f"/api/messages/conversations/{conversation_id}/messages",
        headers=speaker.headers,
        data={"body": "Hello", "sender_id": str(actors.musician.id), "mine": "false"},
    )
    assert forged.status_code == 201
    assert forged.json()["sender_id"] == str(speaker.id)
    async with app.state.sessionmaker() as session:
        senders = set(await session.scalars(select(Message.sender_id)))
    assert senders == {church.id, speaker.id}


async def test_an_inbox_page_is_one_range_of_its_index_without_a_sort(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    for _ in range(3):
        await started(client, actors.church_admin, actors.speaker)
    after = ConversationParticipant(
        has_unread=True, last_message_at=clock.now, conversation_id=uuid.uuid4()
    )
    query = INBOX_ORDER.page_query(inbox_pages(archived=False).query, after=True)
    cursor = INBOX_ORDER.cursor_after(after)
    query = query.params({"user_id": actors.speaker.id, **INBOX_ORDER.parameters(cursor, 20)})
    async with app.state.sessionmaker() as session:
        dialect = (await session.connection()).dialect
        compiled = query.compile(dialect=dialect, compile_kwargs={"literal_binds": True})
        if dialect.name == "postgresql":
            await session.execute(text("SET LOCAL enable_seqscan = off"))
            explain = f"EXPLAIN {compiled}"
        else:
            explain = f"EXPLAIN QUERY PLAN {compiled}"
        plan = "\n".join(str(row) for row in await session.execute(text(explain)))
    assert "ix_conversation_participants_inbox" in plan, plan
    assert "Sort" not in plan and "TEMP B-TREE" not in plan, plan


@pytest.mark.commits
async def test_messages_written_at_once_are_numbered_and_counted_one_after_the_other(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    """Both people writing while one reads and archives: each message takes the next number
    (the conversation's row is the lock), and every view's unread figure ends equal to spec 01
    §5's count of its messages."""
    church, speaker = actors.church_admin, actors.speaker
    conversation_id = await started(client, church, speaker, body="0")
    url = f"/api/messages/conversations/{conversation_id}"
    calls = [reply(client, church, conversation_id, f"c{n}") for n in range(4)]
    calls += [reply(client, speaker, conversation_id, f"s{n}") for n in range(4)]
    calls += [client.post(f"{url}/read", headers=speaker.headers)]
    calls += [client.post(f"{url}/archive", headers=church.headers)]
    answers = await asyncio.gather(*calls)
    assert sorted(answer.status_code for answer in answers) == [201] * 8 + [204] * 2, [
        answer.text for answer in answers if answer.status_code >= 300
    ]
    async with app.state.sessionmaker() as session:
        messages = list(
            await session.scalars(
                select(Message).where(Message.conversation_id == uuid.UUID(conversation_id))
            )
        )
        assert sorted(m.seq for m in messages) == list(range(1, 10))
        for who in (church, speaker):
            view = await session.scalar(
                select(ConversationParticipant).where(
                    ConversationParticipant.conversation_id == uuid.UUID(conversation_id),
                    ConversationParticipant.user_id == who.id,
                )
            )
            assert view is not None
            counted = sum(
                m.recipient_id == who.id
                and not m.is_read
                and not m.is_archived
                and m.recipient_deleted_at is None
                for m in messages
            )
            assert (view.unread_count, view.has_unread) == (counted, counted > 0)
            assert await unread(client, who) == counted
