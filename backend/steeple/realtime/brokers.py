"""How an event published by one process reaches the sockets of every process.

Every broker publishes to all processes (its own included) and, in each process, a listener hands
what arrives to that process's receivers: its hub of sockets, and its memory of live sign-in
sessions (auth.live_sessions), which trusts nothing while the listener is not connected. Three
brokers, chosen by `make_broker`:
- Redis pub/sub when REDIS_URL is set (hosts that share a Redis);
- PostgreSQL LISTEN/NOTIFY otherwise on PostgreSQL (every process already reaches the database);
- in-process on SQLite (one process: `make run`, tests).

The message is a reference, `<user id>|<kind>|<ref id>`: nothing private travels, and each
socket reads what it sends from the database for its own user.
"""

import asyncio
import logging
import random
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from typing import Any, Protocol

import asyncpg
import redis.asyncio as redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from steeple.auth.live_sessions import LiveSessions
from steeple.config import Settings
from steeple.realtime.hub import Hub
from steeple.realtime.publish import Broker, Event, EventKind

logger = logging.getLogger(__name__)

# PostgreSQL NOTIFY channels are per database; Redis pub/sub channels are per server (see below).
CHANNEL = "steeple_realtime"
# A listener that lost its connection tries again after 0.5 s, doubling up to 30 s.
FIRST_RETRY_S = 0.5
LAST_RETRY_S = 30.0
# A silent connection is asked every so often whether it is still there (a dropped TCP
# connection can look open for a long time).
KEEPALIVE_S = 15.0
# How long startup waits for the first LISTEN/SUBSCRIBE before serving anyway.
READY_WAIT_S = 10.0
# How the listening connection names itself to the server (pg_stat_activity, CLIENT LIST).
LISTENER_NAME = "steeple-realtime-listener"
NOTIFIER_NAME = "steeple-realtime-notifier"


def encode(event: Event) -> str:
    return f"{event.user_id}|{event.kind}|{event.ref or ''}"


def decode(payload: str) -> Event | None:
    try:
        user, kind, ref = payload.split("|")
        return Event(uuid.UUID(user), EventKind(kind), uuid.UUID(ref) if ref else None)
    except ValueError:
        logger.warning("ignored a realtime message that is not an event: %.80r", payload)
        return None


@dataclass(frozen=True)
class Receivers:
    """What the broker's events reach in this process."""

    hub: Hub
    live_sessions: LiveSessions

    def deliver(self, event: Event) -> None:
        # Sessions first: a socket that checks its sign-in again on this event must not find it
        # still remembered.
        self.live_sessions.heard(event)
        self.hub.deliver(event)

    def sending(self, event: Event) -> None:
        """An event this process publishes: its own memory of sessions forgets at once, before
        the request that ended them answers (the broker's copy comes back a moment later)."""
        self.live_sessions.heard(event)


class RealtimeBroker(Broker, Protocol):
    def listening(self) -> Any:
        """An async context manager: this process hears every process's events meanwhile."""


class LocalBroker:
    """One process: publishing is delivering. It never tells the memory of live sessions that it
    is connected, so that memory stays off: SQLite can still be served by several processes
    (`--workers`), which this broker does not join."""

    name = "in-process"

    def __init__(self, receivers: Receivers) -> None:
        self._receivers = receivers

    async def publish(self, event: Event) -> None:
        self._receivers.deliver(event)

    @asynccontextmanager
    async def listening(self) -> AsyncIterator[None]:
        yield


def _backoff(attempt: int) -> float:
    delay: float = min(LAST_RETRY_S, FIRST_RETRY_S * 2**attempt)
    return delay * random.uniform(0.8, 1.2)  # noqa: S311 (spreading reconnects, not secrecy)


class _Listener:
    """Runs `session(ready)` again and again with back-off, for as long as the process serves.
    `session` listens until its connection fails; it calls `ready()` once subscribed."""

    def __init__(
        self,
        name: str,
        receivers: Receivers,
        session: Callable[[Callable[[], None]], Awaitable[None]],
    ):
        self._name = name
        self.receivers = receivers
        self._session = session
        self.ready = asyncio.Event()
        self.connections = 0  # how many times it (re)subscribed: tests and logs read it

    def _subscribed(self) -> None:
        self.connections += 1
        self.receivers.live_sessions.broker_connected()
        if self.connections > 1:
            logger.info("realtime %s listener reconnected", self._name)
            self.receivers.hub.resync()  # what was published while it was away is not replayed
        self.ready.set()

    async def run(self) -> None:
        failures = 0
        while True:
            subscribed_before = self.connections
            try:
                await self._session(self._subscribed)
            except asyncio.CancelledError:
                raise
            except Exception as error:  # the listener must outlive any failure; it retries
                logger.warning("realtime %s listener lost its connection: %r", self._name, error)
            finally:
                self.receivers.live_sessions.broker_lost()
            failures = 0 if self.connections > subscribed_before else failures + 1
            await asyncio.sleep(_backoff(failures))

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        task = asyncio.create_task(self.run(), name=f"realtime-{self._name}-listener")
        try:
            try:
                await asyncio.wait_for(self.ready.wait(), READY_WAIT_S)
            except TimeoutError:
                logger.error("realtime %s listener is not connected yet; retrying", self._name)
            yield
        finally:
            task.cancel()
            with suppress(asyncio.CancelledError):
                await task


class PostgresBroker:
    """LISTEN on a connection of its own (reconnected with back-off). NOTIFY, after the event's
    transaction has committed, on another connection of its own while the process serves (one
    round trip, where the pool's checkout would add a ping), else through the app's pool."""

    name = "postgresql"

    def __init__(self, engine: AsyncEngine, receivers: Receivers) -> None:
        self._engine = engine.execution_options(isolation_level="AUTOCOMMIT")
        self._dsn = engine.url.set(drivername="postgresql").render_as_string(hide_password=False)
        self.listener = _Listener(self.name, receivers, self._listen)
        self._serving = False
        self._notifier: Any = None  # the NOTIFY connection, opened on first use while serving
        self._notifying = asyncio.Lock()  # one statement at a time on it

    async def publish(self, event: Event) -> None:
        self.listener.receivers.sending(event)
        payload = encode(event)
        if self._serving:
            async with self._notifying:
                try:
                    if self._notifier is None or self._notifier.is_closed():
                        self._notifier = await asyncpg.connect(
                            self._dsn,
                            timeout=5,
                            server_settings={"application_name": NOTIFIER_NAME},
                        )
                    await self._notifier.execute("SELECT pg_notify($1, $2)", CHANNEL, payload)
                    return
                except Exception as error:  # any state it is left in: a new one next time
                    logger.warning("realtime NOTIFY connection failed, using the pool: %r", error)
                    self._drop_notifier()
        async with self._engine.connect() as connection:
            await connection.execute(select(func.pg_notify(CHANNEL, payload)))

    def _drop_notifier(self) -> None:
        if self._notifier is not None:
            self._notifier.terminate()
            self._notifier = None

    def _heard(self, _connection: object, _pid: int, _channel: str, payload: str) -> None:
        event = decode(payload)
        if event is not None:
            self.listener.receivers.deliver(event)

    async def _listen(self, ready: Callable[[], None]) -> None:
        connection = await asyncpg.connect(
            self._dsn, timeout=10, server_settings={"application_name": LISTENER_NAME}
        )
        try:
            lost = asyncio.Event()
            connection.add_termination_listener(lambda _connection: lost.set())
            await connection.add_listener(CHANNEL, self._heard)
            ready()
            while True:
                try:
                    await asyncio.wait_for(lost.wait(), KEEPALIVE_S)
                except TimeoutError:
                    await connection.execute("SELECT 1", timeout=KEEPALIVE_S / 3)
                    continue
                raise ConnectionError("the LISTEN connection was closed")
        finally:
            connection.terminate()

    @asynccontextmanager
    async def listening(self) -> AsyncIterator[None]:
        async with self.listener.running():
            self._serving = True
            try:
                yield
            finally:
                self._serving = False
                async with self._notifying:
                    if self._notifier is not None:
                        await self._notifier.close(timeout=5)
                        self._notifier = None


class RedisBroker:
    """Redis pub/sub. Channels are shared by the whole Redis server whatever the database number,
    so the channel is named after the URL's database: apps on databases 1 and 2 of one server stay
    apart."""

    name = "redis"

    def __init__(self, url: str, receivers: Receivers) -> None:
        self._publisher = redis.Redis.from_url(url, socket_timeout=5, socket_connect_timeout=5)
        db = self._publisher.connection_pool.connection_kwargs.get("db", 0)
        self.channel = f"{CHANNEL}:{db}"
        # Failures surface to the listener (which resyncs its sockets) instead of being retried
        # quietly underneath it, which could lose events unnoticed.
        self.client_name = f"{LISTENER_NAME}-{uuid.uuid4().hex[:8]}"
        self._subscriber = redis.Redis.from_url(
            url,
            socket_connect_timeout=5,
            socket_keepalive=True,
            retry=Retry(NoBackoff(), 0),
            client_name=self.client_name,
        )
        self.listener = _Listener(self.name, receivers, self._listen)

    async def publish(self, event: Event) -> None:
        self.listener.receivers.sending(event)
        await self._publisher.publish(self.channel, encode(event))

    async def _listen(self, ready: Callable[[], None]) -> None:
        pubsub = self._subscriber.pubsub()
        try:
            await pubsub.subscribe(self.channel)
            ready()
            loop = asyncio.get_running_loop()
            heard = loop.time()
            while True:
                message = await pubsub.get_message(timeout=KEEPALIVE_S)
                if message is None:
                    if loop.time() - heard > 2 * KEEPALIVE_S:
                        raise ConnectionError("Redis did not answer a ping")
                    await pubsub.ping()
                    continue
                heard = loop.time()
                if message["type"] == "message":
                    event = decode(message["data"].decode())
                    if event is not None:
                        self.listener.receivers.deliver(event)
        finally:
            await pubsub.aclose()  # type: ignore[no-untyped-call]

    @asynccontextmanager
    async def listening(self) -> AsyncIterator[None]:
        try:
            async with self.listener.running():
                yield
        finally:
            await self._publisher.aclose()
            await self._subscriber.aclose()


def make_broker(settings: Settings, engine: AsyncEngine, receivers: Receivers) -> RealtimeBroker:
    """Redis when REDIS_URL is set, else LISTEN/NOTIFY on PostgreSQL, else in-process."""
    if settings.redis_url:
        return RedisBroker(settings.redis_url, receivers)
    if engine.dialect.name == "postgresql":
        return PostgresBroker(engine, receivers)
    return LocalBroker(receivers)
