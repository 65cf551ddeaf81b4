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
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from typing import Any, Protocol

import asyncpg
import redis.asyncio as redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from sqlalchemy import func, select, text
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
# How long a request that ended sessions waits for every process to say it forgot them
# (_Listener.forgotten).
ECHO_WAIT_S = 2.0
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


class _Forgetting:
    """A `sessions` event this process publishes: how many listeners have said they forgot its
    sessions, of how many that heard it (known once published)."""

    def __init__(self, awaited: bool) -> None:
        self.awaited = awaited  # False: nobody waits (not a sessions event, or not connected)
        self._forgot = 0
        self._listeners: int | None = None
        self.done = asyncio.Event()

    def one_forgot(self) -> None:
        self._forgot += 1
        self._settle()

    def heard_by(self, listeners: int) -> None:
        self._listeners = listeners
        self._settle()

    def _settle(self) -> None:
        if self._listeners is not None and self._forgot >= self._listeners:
            self.done.set()

    @property
    def missing(self) -> int:
        return (self._listeners or 0) - self._forgot


class _Listener:
    """Runs `session(ready)` again and again with back-off, for as long as the process serves.
    `session` listens until its connection fails; it calls `ready()` once subscribed. `send`
    puts a payload on the broker's channel (for the acknowledgements below)."""

    def __init__(
        self,
        name: str,
        receivers: Receivers,
        session: Callable[[Callable[[], None]], Awaitable[None]],
        send: Callable[[str], Coroutine[Any, Any, object]],
    ):
        self._name = name
        self.receivers = receivers
        self._session = session
        self._send = send
        self.ready = asyncio.Event()
        self.connections = 0  # how many times it (re)subscribed: tests and logs read it
        self.connected = False
        self._forgetting: dict[uuid.UUID, _Forgetting] = {}  # by the event's ref
        self._acknowledging: set[asyncio.Task[None]] = set()  # sends under way

    def heard(self, event: Event) -> None:
        if event.kind is EventKind.forgot:
            forgetting = self._forgetting.get(event.ref) if event.ref else None
            if forgetting is not None:
                forgetting.one_forgot()
            return
        self.receivers.deliver(event)
        if event.kind is EventKind.sessions and event.ref is not None:
            # Forgotten here (deliver): tell the process that ended the sessions.
            forgot = Event(event.user_id, EventKind.forgot, event.ref)
            task = asyncio.create_task(self._acknowledge(forgot))
            self._acknowledging.add(task)
            task.add_done_callback(self._acknowledging.discard)

    async def _acknowledge(self, forgot: Event) -> None:
        try:
            await self._send(encode(forgot))
        except Exception as error:  # the publisher stops waiting after ECHO_WAIT_S
            logger.warning("realtime %s could not acknowledge: %r", self._name, error)

    @asynccontextmanager
    async def forgotten(self, event: Event) -> AsyncIterator[_Forgetting]:
        """Around the publishing of an event, which tells how many listeners heard it. For a
        `sessions` event, returns once each of them (every process's, this one's included) has
        said it forgot those sessions, or after ECHO_WAIT_S: the request that ended them answers
        only once no process remembers them, so the next request, wherever it lands, is checked
        in the database."""
        awaited = event.kind is EventKind.sessions and event.ref is not None and self.connected
        forgetting = _Forgetting(awaited)
        if not awaited or event.ref is None:
            yield forgetting
            return
        self._forgetting[event.ref] = forgetting
        try:
            yield forgetting
            try:
                async with asyncio.timeout(ECHO_WAIT_S):
                    await forgetting.done.wait()
            except TimeoutError:
                logger.warning(
                    "realtime %s: %d listener(s) did not say they forgot ended sessions",
                    self._name,
                    forgetting.missing,
                )
        finally:
            del self._forgetting[event.ref]

    def _subscribed(self) -> None:
        self.connections += 1
        self.connected = True
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
                self.connected = False
                self.receivers.live_sessions.broker_lost()
            failures = 0 if self.connections > subscribed_before else failures + 1
            await asyncio.sleep(_backoff(failures))

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        task = asyncio.create_task(self.run(), name=f"realtime-{self._name}-listener")
        try:
            try:
                async with asyncio.timeout(READY_WAIT_S):
                    await self.ready.wait()
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
        self.listener = _Listener(self.name, receivers, self._listen, self._notify)
        self._serving = False
        self._notifier: Any = None  # the NOTIFY connection, opened on first use while serving
        self._notifying = asyncio.Lock()  # one statement at a time on it

    async def publish(self, event: Event) -> None:
        self.listener.receivers.sending(event)
        async with self.listener.forgotten(event) as forgetting:
            await self._notify(encode(event))
            if forgetting.awaited:
                forgetting.heard_by(await self._listeners())

    async def _listeners(self) -> int:
        """How many processes listen on this database (each process's listener connection)."""
        async with self._engine.connect() as connection:
            count = await connection.scalar(
                select(func.count())
                .select_from(text("pg_stat_activity"))
                .where(
                    text("application_name = :name AND datname = current_database()").bindparams(
                        name=LISTENER_NAME
                    )
                )
            )
        return count or 0

    async def _notify(self, payload: str) -> None:
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
            self.listener.heard(event)

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
                    async with asyncio.timeout(KEEPALIVE_S):
                        await lost.wait()
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
        self.listener = _Listener(self.name, receivers, self._listen, self._send)

    async def publish(self, event: Event) -> None:
        self.listener.receivers.sending(event)
        async with self.listener.forgotten(event) as forgetting:
            # Redis answers how many subscribers the message reached.
            forgetting.heard_by(await self._send(encode(event)))

    async def _send(self, payload: str) -> int:
        listeners: int = await self._publisher.publish(self.channel, payload)
        return listeners

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
                        self.listener.heard(event)
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
