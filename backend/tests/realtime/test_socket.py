"""WebSocket /api/realtime in one process: who may listen, what is sent, and when it closes."""

import asyncio
import json
import uuid

import httpx
import jwt
import pytest
from fastapi import FastAPI
from sqlalchemy import update
from websockets.exceptions import ConnectionClosed

from steeple.auth import service as auth
from steeple.auth.tokens import create_access_token
from steeple.db import unit_of_work
from steeple.notifications.models import NotificationType, Priority
from steeple.notifications.service import notify
from steeple.realtime import router as realtime
from steeple.realtime.hub import QUEUE_LIMIT
from steeple.realtime.publish import Event, EventKind
from steeple.users.models import User
from tests.conftest import Clock
from tests.factories import Actors
from tests.realtime.conftest import Opener, TokenMaker, authed, closed_with, receive

# The served app's socket reads through connections of its own: what it is to see is committed.
pytestmark = pytest.mark.commits


def token_of(actor_headers: dict[str, str]) -> str:
    return actor_headers["Authorization"].removeprefix("Bearer ")


async def notify_user(app: FastAPI, user_id: uuid.UUID, subject: str) -> uuid.UUID:
    """A notification for `user_id`, committed as a request's would be."""
    async with unit_of_work(app.state.sessionmaker) as session:
        notification = await notify(
            session,
            recipient_id=user_id,
            type=NotificationType.system,
            priority=Priority.medium,
            subject=subject,
            message=f"{subject}: the details",
            sender=None,
        )
    return notification.id


# ---- who may listen ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "first",
    [
        {"type": "auth"},
        {"type": "auth", "token": ""},
        {"type": "auth", "token": None},
    ],
)
async def test_an_auth_message_without_a_token_is_closed_with_4401(
    socket: Opener, first: dict[str, object]
) -> None:
    async with socket() as ws:
        await ws.send(json.dumps(first))
        code, reason = await closed_with(ws)
    assert code == 4401
    assert reason == "Sign in to continue"


async def test_a_forged_token_is_closed_with_4401_and_hears_nothing(
    app: FastAPI, socket: Opener, actors: Actors, clock: Clock
) -> None:
    user = actors.speaker.user
    assert user is not None
    # Right claims, a live session's id even, signed with another key.
    real = jwt.decode(token_of(actors.speaker.headers), options={"verify_signature": False})
    forged = create_access_token(
        "not-our-secret-key-but-long-enough-for-hs256",
        user.id,
        uuid.UUID(real["sid"]),
        clock.now,
        15,
    )
    for token in (forged, "not.a.token", "x" * 500):
        async with socket() as ws:
            await ws.send(json.dumps({"type": "auth", "token": token}))
            assert await closed_with(ws) == (4401, realtime.EXPIRED.reason)
    # Nor did anything reach the speaker's sockets meanwhile: none were registered.
    assert len(app.state.realtime_hub) == 0


async def test_an_expired_token_is_closed_with_4401(
    socket: Opener, actors: Actors, clock: Clock
) -> None:
    clock.advance(minutes=15)  # tokens last 15 minutes: this one just expired
    async with socket() as ws:
        await ws.send(json.dumps({"type": "auth", "token": token_of(actors.speaker.headers)}))
        assert (await closed_with(ws))[0] == 4401


async def test_a_signed_out_session_is_closed_with_4401(
    app: FastAPI, socket: Opener, actors: Actors, new_token: TokenMaker, clock: Clock
) -> None:
    access, refresh = await new_token(actors.musician.id)
    async with unit_of_work(app.state.sessionmaker) as session:
        await auth.sign_out(session, refresh, clock.now)
    async with socket() as ws:
        await ws.send(json.dumps({"type": "auth", "token": access}))
        assert (await closed_with(ws))[0] == 4401


async def test_an_open_socket_closes_as_soon_as_its_session_ends(
    app: FastAPI, socket: Opener, actors: Actors, new_token: TokenMaker, clock: Clock
) -> None:
    """Ending a session publishes an event of its own (auth.service.sessions_changed): the user's
    sockets check their sign-in at once, and the one whose session ended closes."""
    ended, refresh = await new_token(actors.musician.id)
    kept, _ = await new_token(actors.musician.id)
    async with socket() as signed_out, socket() as other_tab:
        await authed(signed_out, ended)
        await authed(other_tab, kept)
        async with unit_of_work(app.state.sessionmaker) as session:
            await auth.sign_out(session, refresh, clock.now)
        assert await closed_with(signed_out) == (4401, realtime.SIGNED_OUT.reason)
        assert (await receive(other_tab))["type"] == "counts"


async def suspend(app: FastAPI, user_id: uuid.UUID, clock: Clock) -> None:
    """Staff suspend the account (moderation's set_suspended writes this same column)."""
    async with unit_of_work(app.state.sessionmaker) as session:
        await session.execute(update(User).where(User.id == user_id).values(suspended_at=clock.now))


async def test_a_suspended_accounts_still_valid_token_is_closed_with_4401(
    app: FastAPI, socket: Opener, actors: Actors, new_token: TokenMaker, clock: Clock
) -> None:
    access, _ = await new_token(actors.musician.id)
    await suspend(app, actors.musician.id, clock)
    async with socket() as ws:
        await ws.send(json.dumps({"type": "auth", "token": access}))
        assert (await closed_with(ws))[0] == 4401
    assert len(app.state.realtime_hub) == 0


@pytest.mark.parametrize(
    "first",
    [
        "not json",
        "[1, 2]",
        '"auth"',
        json.dumps({"type": "auth", "token": 42}),
        json.dumps({"type": "auth", "token": "t", "user_id": "someone-else"}),
        json.dumps({"type": "ping"}),  # well formed, but not the auth message it must start with
        json.dumps({"token": "t"}),
        json.dumps({"type": "auth", "token": "a" * 9000}),
    ],
)
async def test_a_malformed_first_message_is_closed_with_4400(socket: Opener, first: str) -> None:
    async with socket() as ws:
        await ws.send(first)
        assert (await closed_with(ws))[0] == 4400


async def test_a_binary_first_message_is_closed_with_4400(socket: Opener) -> None:
    async with socket() as ws:
        await ws.send(b'{"type": "auth", "token": "t"}')
        assert (await closed_with(ws))[0] == 4400


async def test_no_auth_message_in_time_is_closed_with_4408(
    socket: Opener, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(realtime, "AUTH_TIMEOUT_S", 0.3)
    async with socket() as ws:
        assert await closed_with(ws, within=5) == (4408, "No auth message in time")


async def test_nothing_is_pushed_to_a_socket_that_has_not_authenticated(
    app: FastAPI, socket: Opener, actors: Actors, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(realtime, "AUTH_TIMEOUT_S", 1.0)
    async with socket() as ws:
        await asyncio.sleep(0.1)  # the server has accepted it and waits for the auth message
        await notify_user(app, actors.speaker.id, "While you were not signed in")
        assert (await closed_with(ws))[0] == 4408


# ---- what an authenticated socket hears ----------------------------------------------------------


async def test_ready_carries_the_unread_counts_and_ping_is_answered(
    app: FastAPI, socket: Opener, actors: Actors
) -> None:
    await notify_user(app, actors.speaker.id, "One")
    await notify_user(app, actors.speaker.id, "Two")
    async with socket() as ws:
        ready = await authed(ws, token_of(actors.speaker.headers))
        assert ready == {"type": "ready", "unread": {"notifications": 2, "messages": 0}}
        await ws.send(json.dumps({"type": "ping"}))
        assert await receive(ws) == {"type": "pong"}


async def test_a_committed_notification_reaches_its_user_and_a_rolled_back_one_nothing(
    app: FastAPI, socket: Opener, actors: Actors
) -> None:
    async with socket() as ws:
        await authed(ws, token_of(actors.speaker.headers))

        with pytest.raises(RuntimeError):
            async with unit_of_work(app.state.sessionmaker) as session:
                await notify(
                    session,
                    recipient_id=actors.speaker.id,
                    type=NotificationType.system,
                    priority=Priority.high,
                    subject="Never happened",
                    message="The request failed after this",
                    sender=None,
                )
                raise RuntimeError("the request failed")
        # Events reach a socket in the order published: had the rolled-back one been published,
        # it would come before this one.
        committed = await notify_user(app, actors.speaker.id, "Welcome")

        event = await receive(ws)
        assert event["type"] == "notification"
        assert event["notification"]["id"] == str(committed)
        assert event["notification"]["subject"] == "Welcome"
        assert event["notification"]["message"] == "Welcome: the details"
        assert event["unread"] == {"notifications": 1, "messages": 0}


async def test_an_event_reaches_only_its_users_sockets_every_tab_of_them(
    app: FastAPI, socket: Opener, actors: Actors, new_token: TokenMaker
) -> None:
    second_tab, _ = await new_token(actors.speaker.id)
    async with socket() as mine, socket() as my_other_tab, socket() as theirs:
        await authed(mine, token_of(actors.speaker.headers))
        await authed(my_other_tab, second_tab)
        await authed(theirs, token_of(actors.musician.headers))

        for_me = await notify_user(app, actors.speaker.id, "For the speaker")
        for_them = await notify_user(app, actors.musician.id, "For the musician")

        for ws in (mine, my_other_tab):
            assert (await receive(ws))["notification"]["id"] == str(for_me)
        # The musician's first event is their own: the speaker's never reached them.
        assert (await receive(theirs))["notification"]["id"] == str(for_them)


async def test_a_new_message_reaches_the_recipient_and_the_senders_other_tabs(
    socket: Opener, client: httpx.AsyncClient, actors: Actors
) -> None:
    async with socket() as recipient, socket() as sender:
        await authed(recipient, token_of(actors.speaker.headers))
        await authed(sender, token_of(actors.church_admin.headers))
        started = await client.post(
            "/api/messages/conversations",
            data={
                "recipient_id": str(actors.speaker.id),
                "subject": "Our revival",
                "body": "Would you preach on the Friday night?",
            },
            headers=actors.church_admin.headers,
        )
        assert started.status_code == 201, started.text
        conversation_id = started.json()["id"]

        received = [await receive(recipient), await receive(recipient)]
        by_type = {event["type"]: event for event in received}
        assert by_type.keys() == {"notification", "message"}
        message = by_type["message"]
        assert message["conversation_id"] == conversation_id
        assert message["unread"] == {"notifications": 1, "messages": 1}
        notification = by_type["notification"]["notification"]
        assert notification["type"] == "message"
        assert notification["metadata"]["message_id"] == message["message_id"]

        # The sender's own tabs hear of it too; their unread counts are unchanged.
        echoed = await receive(sender)
        assert echoed == {
            "type": "message",
            "conversation_id": conversation_id,
            "message_id": message["message_id"],
            "unread": {"notifications": 0, "messages": 0},
        }

        read = await client.post(
            f"/api/messages/conversations/{conversation_id}/read", headers=actors.speaker.headers
        )
        assert read.status_code == 204
        counts = await receive(recipient)
        # The counts the API gives now (reading a conversation may read its notifications too).
        notes = await client.get("/api/notifications/unread-count", headers=actors.speaker.headers)
        assert counts == {
            "type": "counts",
            "unread": {"notifications": notes.json()["count"], "messages": 0},
        }


async def test_a_notification_that_is_not_the_users_sends_only_their_counts(
    app: FastAPI, socket: Opener, actors: Actors
) -> None:
    """Were an event ever misaddressed, the socket still reads only its own user's rows."""
    someone_elses = await notify_user(app, actors.musician.id, "The musician's private news")
    async with socket() as ws:
        await authed(ws, token_of(actors.speaker.headers))
        await app.state.broker.publish(
            Event(actors.speaker.id, EventKind.notification, someone_elses)
        )
        assert await receive(ws) == {
            "type": "counts",
            "unread": {"notifications": 0, "messages": 0},
        }


async def test_counts_follow_a_read_state_change_made_over_http(
    app: FastAPI, socket: Opener, client: httpx.AsyncClient, actors: Actors
) -> None:
    await notify_user(app, actors.speaker.id, "Unread")
    async with socket() as ws:
        await authed(ws, token_of(actors.speaker.headers))
        response = await client.post("/api/notifications/read-all", headers=actors.speaker.headers)
        assert response.status_code == 204
        assert await receive(ws) == {
            "type": "counts",
            "unread": {"notifications": 0, "messages": 0},
        }


async def test_a_burst_of_counts_events_is_sent_once_per_socket(
    app: FastAPI, socket: Opener, actors: Actors
) -> None:
    async with socket() as ws:
        await authed(ws, token_of(actors.speaker.headers))
        hub = app.state.realtime_hub
        for _ in range(10):  # one after another, before the socket's task runs again
            hub.deliver(Event(actors.speaker.id, EventKind.counts))
        marker = await notify_user(app, actors.speaker.id, "After the burst")
        assert (await receive(ws))["type"] == "counts"
        assert (await receive(ws))["notification"]["id"] == str(marker)


async def test_a_socket_that_falls_too_far_behind_is_dropped_and_others_still_hear(
    app: FastAPI, socket: Opener, actors: Actors
) -> None:
    async with socket() as slow, socket() as other:
        await authed(slow, token_of(actors.speaker.headers))
        await authed(other, token_of(actors.musician.headers))
        hub = app.state.realtime_hub
        # More events at once than a socket's queue holds, none of which it has sent yet.
        flood = await notify_user(app, actors.speaker.id, "Flood")
        for _ in range(QUEUE_LIMIT + 1):
            hub.deliver(Event(actors.speaker.id, EventKind.notification, flood))
        assert hub.sockets_of(actors.speaker.id) == 1
        # It may have sent a few before the close; then it is closed with 1013 and let go.
        code = None
        for _ in range(QUEUE_LIMIT + 2):
            try:
                await receive(slow)
            except ConnectionClosed as closed:
                code = closed.rcvd.code if closed.rcvd else None
                break
        assert code == 1013
        assert hub.sockets_of(actors.speaker.id) == 0
        mine = await notify_user(app, actors.musician.id, "Still here")
        assert (await receive(other))["notification"]["id"] == str(mine)


# ---- while connected: expiry, refresh, sign-out --------------------------------------------------


@pytest.fixture
def quick_expiry_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(realtime, "EXPIRY_CHECK_S", 0.05)


@pytest.mark.usefixtures("quick_expiry_checks")
async def test_the_socket_closes_with_4401_when_its_token_expires(
    socket: Opener, actors: Actors, clock: Clock
) -> None:
    async with socket() as ws:
        await authed(ws, token_of(actors.speaker.headers))
        clock.advance(minutes=14, seconds=59)
        await ws.send(json.dumps({"type": "ping"}))
        assert await receive(ws) == {"type": "pong"}
        clock.advance(seconds=1)
        assert await closed_with(ws) == (4401, realtime.EXPIRED.reason)


@pytest.mark.usefixtures("quick_expiry_checks")
async def test_a_refreshed_token_keeps_the_socket_open_past_the_first_expiry(
    app: FastAPI, socket: Opener, actors: Actors, clock: Clock, new_token: TokenMaker
) -> None:
    async with socket() as ws:
        await authed(ws, token_of(actors.speaker.headers))
        clock.advance(minutes=10)
        fresh, _ = await new_token(actors.speaker.id)  # expires 10 minutes after the first
        await ws.send(json.dumps({"type": "auth", "token": fresh}))
        # The socket reads its messages in order: once the ping is answered, the fresh token is
        # held (else, on a busy machine, an expiry check could run first and close it).
        await ws.send(json.dumps({"type": "ping"}))
        assert await receive(ws) == {"type": "pong"}
        clock.advance(minutes=10)  # past the first token's expiry
        await asyncio.sleep(0.2)  # several expiry checks
        news = await notify_user(app, actors.speaker.id, "Still listening")
        assert (await receive(ws))["notification"]["id"] == str(news)
        clock.advance(minutes=5)  # past the fresh one's
        assert (await closed_with(ws))[0] == 4401


@pytest.mark.parametrize("whose", ["forged", "someone_else"])
async def test_a_bad_refresh_closes_the_socket_with_4401(
    socket: Opener, actors: Actors, whose: str
) -> None:
    token = "forged.token.here" if whose == "forged" else token_of(actors.musician.headers)
    async with socket() as ws:
        await authed(ws, token_of(actors.speaker.headers))
        await ws.send(json.dumps({"type": "auth", "token": token}))
        assert (await closed_with(ws))[0] == 4401


async def test_a_malformed_message_later_closes_the_socket_with_4400(
    socket: Opener, actors: Actors
) -> None:
    async with socket() as ws:
        await authed(ws, token_of(actors.speaker.headers))
        await ws.send("{")
        assert (await closed_with(ws))[0] == 4400


async def test_after_signing_out_elsewhere_the_next_event_closes_the_socket_unsent(
    app: FastAPI, socket: Opener, actors: Actors, new_token: TokenMaker, clock: Clock
) -> None:
    access, refresh = await new_token(actors.speaker.id)
    async with socket() as ws:
        await authed(ws, access)
        async with unit_of_work(app.state.sessionmaker) as session:
            await auth.sign_out(session, refresh, clock.now)
        await notify_user(app, actors.speaker.id, "Private news after sign-out")
        assert await closed_with(ws) == (4401, realtime.SIGNED_OUT.reason)


async def test_once_the_account_is_suspended_the_next_event_closes_the_socket_unsent(
    app: FastAPI, socket: Opener, actors: Actors, new_token: TokenMaker, clock: Clock
) -> None:
    access, _ = await new_token(actors.speaker.id)
    async with socket() as ws:
        await authed(ws, access)
        await suspend(app, actors.speaker.id, clock)
        await notify_user(app, actors.speaker.id, "Private news after the suspension")
        assert await closed_with(ws) == (4401, realtime.SIGNED_OUT.reason)
