"""The brokers: which one a process picks, what travels, and listeners that lose their connection
come back and resync their sockets."""

import asyncio
import uuid
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest
import redis.asyncio as redis
from fastapi import FastAPI
from sqlalchemy import text
from websockets.asyncio.client import connect

from steeple.app import create_app
from steeple.auth.live_sessions import LiveSessions
from steeple.config import Settings
from steeple.db import create_engine
from steeple.realtime.brokers import (
    LISTENER_NAME,
    NOTIFIER_NAME,
    LocalBroker,
    PostgresBroker,
    Receivers,
    RedisBroker,
    decode,
    encode,
    make_broker,
)
from steeple.realtime.hub import Hub, Subscriber
from steeple.realtime.publish import Event, EventKind
from tests.conftest import Clock
from tests.factories import Actors
from tests.realtime.conftest import authed, receive, serving
from tests.realtime.test_across_processes import REDIS_URL, redis_answers
from tests.realtime.test_socket import notify_user, token_of

COUNTS_ZERO = {"type": "counts", "unread": {"notifications": 0, "messages": 0}}


def test_an_event_travels_as_a_small_reference() -> None:
    event = Event(uuid.uuid4(), EventKind.notification, uuid.uuid4())
    payload = encode(event)
    assert len(payload) < 100
    assert decode(payload) == event
    assert decode(encode(Event(event.user_id, EventKind.counts))) == Event(
        event.user_id, EventKind.counts, None
    )
    for garbage in ("", "x|y|z", f"{event.user_id}|shout|", "a|b", "||||"):
        assert decode(garbage) is None


def test_a_subscriber_keeps_one_waiting_counts_event_and_overflows_when_full() -> None:
    user = uuid.uuid4()
    subscriber = Subscriber(user, limit=3)
    for _ in range(5):
        subscriber.offer(Event(user, EventKind.counts))
    assert subscriber.queue.qsize() == 1
    subscriber.offer(Event(user, EventKind.message, uuid.uuid4()))
    subscriber.offer(Event(user, EventKind.message, uuid.uuid4()))
    assert not subscriber.overflowed.is_set()
    subscriber.offer(Event(user, EventKind.message, uuid.uuid4()))
    assert subscriber.overflowed.is_set()


async def test_a_counts_event_after_one_was_taken_is_queued_again() -> None:
    user = uuid.uuid4()
    subscriber = Subscriber(user)
    subscriber.offer(Event(user, EventKind.counts))
    await subscriber.next_event()
    subscriber.offer(Event(user, EventKind.counts))
    assert subscriber.queue.qsize() == 1


def receivers() -> Receivers:
    return Receivers(Hub(), LiveSessions(timedelta(seconds=5)))


def test_the_broker_follows_the_configuration(tmp_path: Path) -> None:
    sqlite = Settings(database_url=f"sqlite:///{tmp_path / 'a.db'}")
    postgres = Settings(database_url="postgresql://steeple@127.0.0.1:5432/steeple")
    for settings, kind in [
        (sqlite, LocalBroker),
        (postgres, PostgresBroker),
        (sqlite.model_copy(update={"redis_url": "redis://127.0.0.1:6379/3"}), RedisBroker),
        (postgres.model_copy(update={"redis_url": "redis://127.0.0.1:6379/3"}), RedisBroker),
    ]:
        assert isinstance(make_broker(settings, create_engine(settings), receivers()), kind)


def test_redis_channels_are_apart_per_database_number() -> None:
    """Redis pub/sub ignores the database number; two apps on one server must not hear each
    other."""
    assert RedisBroker("redis://127.0.0.1:6379/3", receivers()).channel == "steeple_realtime:3"
    assert RedisBroker("redis://127.0.0.1:6379", receivers()).channel == "steeple_realtime:0"


@pytest.mark.commits
async def test_the_postgresql_listener_comes_back_after_its_connection_is_killed(
    app: FastAPI, served: str, actors: Actors
) -> None:
    broker = app.state.broker
    if not isinstance(broker, PostgresBroker):
        pytest.skip("LISTEN/NOTIFY needs PostgreSQL (set TEST_DATABASE_URL)")
    async with connect(served) as ws:
        await authed(ws, token_of(actors.speaker.headers))
        async with app.state.engine.connect() as connection:
            killed = await connection.scalar(
                text(
                    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                    " WHERE application_name = :name AND datname = current_database()"
                ),
                {"name": LISTENER_NAME},
            )
        assert killed == 1
        # Back within a second or so; events published meanwhile are not replayed, so every
        # socket is sent its counts (the page refetches).
        assert await receive(ws) == COUNTS_ZERO
        assert broker.listener.connections == 2
        news = await notify_user(app, actors.speaker.id, "After the reconnect")
        assert (await receive(ws))["notification"]["id"] == str(news)


@pytest.mark.commits
async def test_a_killed_notify_connection_loses_no_event(
    app: FastAPI, served: str, actors: Actors
) -> None:
    broker = app.state.broker
    if not isinstance(broker, PostgresBroker):
        pytest.skip("LISTEN/NOTIFY needs PostgreSQL (set TEST_DATABASE_URL)")
    async with connect(served) as ws:
        await authed(ws, token_of(actors.speaker.headers))
        first = await notify_user(app, actors.speaker.id, "Through the NOTIFY connection")
        assert (await receive(ws))["notification"]["id"] == str(first)
        async with app.state.engine.connect() as connection:
            killed = await connection.scalar(
                text(
                    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                    " WHERE application_name = :name AND datname = current_database()"
                ),
                {"name": NOTIFIER_NAME},
            )
        assert killed == 1
        # The next publish finds it dead and goes through the pool; the one after opens a new
        # connection of its own.
        for subject in ("Through the pool", "Through a new NOTIFY connection"):
            news = await notify_user(app, actors.speaker.id, subject)
            assert (await receive(ws))["notification"]["id"] == str(news)


@pytest.fixture
async def redis_app(settings: Settings, clock: Clock) -> AsyncIterator[FastAPI]:
    if not await redis_answers(REDIS_URL):
        pytest.skip(f"no Redis answers at {REDIS_URL} (set TEST_REDIS_URL)")
    application = create_app(settings.model_copy(update={"redis_url": REDIS_URL}), clock)
    yield application
    await application.state.engine.dispose()


@pytest.mark.commits
async def test_through_redis_events_arrive_and_the_listener_comes_back_after_a_kill(
    redis_app: FastAPI, actors: Actors
) -> None:
    broker = redis_app.state.broker
    assert isinstance(broker, RedisBroker)
    async with serving(redis_app) as url, connect(url) as ws:
        await authed(ws, token_of(actors.speaker.headers))
        first = await notify_user(redis_app, actors.speaker.id, "Through Redis")
        assert (await receive(ws))["notification"]["id"] == str(first)

        admin = redis.Redis.from_url(REDIS_URL)
        try:
            clients = await admin.client_list()
            ours = [c["id"] for c in clients if c.get("name") == broker.client_name]
            assert len(ours) == 1
            await admin.client_kill_filter(_id=ours[0])
        finally:
            await admin.aclose()
        assert await receive(ws) == {
            "type": "counts",
            "unread": {"notifications": 1, "messages": 0},
        }
        assert broker.listener.connections == 2
        second = await notify_user(redis_app, actors.speaker.id, "After the reconnect")
        assert (await receive(ws))["notification"]["id"] == str(second)


async def test_a_listener_keeps_retrying_while_its_server_is_away(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Nothing answers on the port: startup goes on after READY_WAIT_S, the listener retries
    with back-off and never gives up; stopping the app stops it."""
    from steeple.realtime import brokers

    monkeypatch.setattr(brokers, "READY_WAIT_S", 0.2)
    monkeypatch.setattr(brokers, "FIRST_RETRY_S", 0.05)
    broker = RedisBroker("redis://127.0.0.1:9/0", receivers())  # port 9 (discard): nobody listens
    async with broker.listening():
        await asyncio.sleep(0.5)
        assert broker.listener.connections == 0
        assert not broker.listener.ready.is_set()
