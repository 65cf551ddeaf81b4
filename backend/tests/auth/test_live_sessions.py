"""Each process remembers for a few seconds the sessions it found alive (auth/live_sessions.py), yet
every way a session ends still refuses its very next request on every process: two app instances
on one database, each served over HTTP with its lifespan (so its broker's listener) running, the
memory warm on both before the session ends through one of them. Through the database's broker
(PostgreSQL LISTEN/NOTIFY; on SQLite the in-process broker, which keeps the memory off) and
through Redis."""

import asyncio
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import asyncpg
import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.app import create_app
from steeple.auth import service as auth
from steeple.auth.live_sessions import MAX_TOKENS, LiveSessions
from steeple.auth.router import REFRESH_COOKIE as REFRESH
from steeple.auth.tokens import AccessClaims
from steeple.config import Settings
from steeple.realtime.brokers import LISTENER_NAME, LocalBroker, PostgresBroker
from steeple.realtime.publish import Event, EventKind
from steeple.users.models import User
from tests.auth.helpers import PASSWORD, bearer, link_token
from tests.conftest import Clock
from tests.factories import Actors, SignedIn
from tests.realtime.conftest import serving
from tests.realtime.test_across_processes import REDIS_URL, redis_answers

# Two instances on one database: each sees the other's writes only once they are committed.
pytestmark = pytest.mark.commits

NEW_PASSWORD = "Another-Shepherd-43"
COUNT = "/api/notifications/unread-count"  # the caller dependency (no account loaded)
ME = "/api/users/me"  # the actor dependency (the account loaded)


# ---- the memory itself ----------------------------------------------------------------------

NOW = datetime(2026, 11, 22, 15, 0, tzinfo=UTC)


def claims(
    user_id: uuid.UUID | None = None, expires_in: timedelta = timedelta(minutes=15)
) -> AccessClaims:
    return AccessClaims(user_id or uuid.uuid4(), uuid.uuid4(), NOW + expires_in)


def connected(ttl: float = 5) -> LiveSessions:
    live = LiveSessions(timedelta(seconds=ttl))
    live.broker_connected()
    return live


def test_a_token_is_remembered_until_the_first_of_its_session_its_expiry_and_the_ttl() -> None:
    live = connected()
    mine = claims()
    live.remember("token", mine, NOW + timedelta(days=30), NOW, live.generation)
    assert live.claims("token", NOW) == mine
    assert live.claims("token", NOW + timedelta(seconds=4.9)) == mine
    assert live.claims("token", NOW + timedelta(seconds=5)) is None
    assert live.claims("another token", NOW) is None

    live.remember("session ends", claims(), NOW + timedelta(seconds=1), NOW, live.generation)
    assert live.claims("session ends", NOW + timedelta(seconds=1)) is None
    short = claims(expires_in=timedelta(seconds=2))
    live.remember("token expires", short, NOW + timedelta(days=30), NOW, live.generation)
    assert live.claims("token expires", NOW + timedelta(seconds=2)) is None


def test_a_users_sessions_event_forgets_all_their_tokens_and_only_theirs() -> None:
    live = connected()
    ruth, naomi = uuid.uuid4(), uuid.uuid4()
    for token, user in (("ruth 1", ruth), ("ruth 2", ruth), ("naomi", naomi)):
        live.remember(token, claims(user), NOW + timedelta(days=1), NOW, live.generation)
    live.heard(Event(ruth, EventKind.notification, uuid.uuid4()))
    assert len(live) == 3
    live.heard(Event(ruth, EventKind.sessions))
    assert live.claims("ruth 1", NOW) is None and live.claims("ruth 2", NOW) is None
    assert live.claims("naomi", NOW) is not None


def test_a_lookup_that_raced_a_revocation_is_not_remembered() -> None:
    """The session was read alive, then its end was heard before the answer was stored."""
    live = connected()
    ruth = claims()
    before_lookup = live.generation
    live.heard(Event(ruth.user_id, EventKind.sessions))
    live.remember("token", ruth, NOW + timedelta(days=1), NOW, before_lookup)
    assert live.claims("token", NOW) is None


def test_nothing_is_remembered_while_the_broker_is_away_and_all_is_forgotten_when_it_goes() -> None:
    live = LiveSessions(timedelta(seconds=5))
    live.remember("token", claims(), NOW + timedelta(days=1), NOW, live.generation)
    assert len(live) == 0  # never connected yet
    live.broker_connected()
    live.remember("token", claims(), NOW + timedelta(days=1), NOW, live.generation)
    assert len(live) == 1
    generation = live.generation
    live.broker_lost()
    assert len(live) == 0 and not live.enabled
    live.remember("token", claims(), NOW + timedelta(days=1), NOW, generation)
    assert len(live) == 0
    off = LiveSessions(timedelta(0))  # SESSION_MEMORY_SECONDS=0
    off.broker_connected()
    off.remember("token", claims(), NOW + timedelta(days=1), NOW, off.generation)
    assert len(off) == 0


def test_the_memory_stays_bounded() -> None:
    live = connected()
    for number in range(MAX_TOKENS):
        live.remember(f"old {number}", claims(), NOW + timedelta(days=1), NOW, live.generation)
    later = NOW + timedelta(seconds=10)  # every one of them past its few seconds
    live.remember("new", claims(), later + timedelta(days=1), later, live.generation)
    assert len(live) == 1


# ---- two processes ----------------------------------------------------------------------------


@pytest.fixture(params=["database broker", "redis broker"])
async def settings(request: pytest.FixtureRequest, settings: Settings) -> Settings:
    if request.param == "database broker":
        return settings
    if not await redis_answers(REDIS_URL):
        pytest.skip(f"no Redis answers at {REDIS_URL} (set TEST_REDIS_URL)")
    return settings.model_copy(update={"redis_url": REDIS_URL})


@dataclass
class Instance:
    app: FastAPI
    http: httpx.AsyncClient

    @property
    def live(self) -> LiveSessions:
        memory: LiveSessions = self.app.state.live_sessions
        return memory

    async def status(self, path: str, token: str) -> int:
        return (await self.http.get(path, headers=bearer(token))).status_code


@pytest.fixture
async def pair(app: FastAPI, settings: Settings, clock: Clock) -> AsyncIterator[list[Instance]]:
    """The test's app and a second instance of it, each served over HTTP on a port of its own."""
    other = create_app(settings, clock)
    try:
        async with (
            serving(app) as first,
            serving(other) as second,
            httpx.AsyncClient(base_url=_http(first)) as one,
            httpx.AsyncClient(base_url=_http(second)) as two,
        ):
            yield [Instance(app, one), Instance(other, two)]
    finally:
        await other.state.engine.dispose()


def _http(socket_url: str) -> str:
    return socket_url.replace("ws://", "http://").removesuffix("/api/realtime")


@dataclass(frozen=True)
class Session:
    access: str
    refresh: str

    @property
    def cookie(self) -> dict[str, str]:
        return {"Cookie": f"{REFRESH}={self.refresh}"}


@pytest.fixture
def sign_in(
    app: FastAPI, settings: Settings, clock: Clock
) -> Callable[[SignedIn], Awaitable[Session]]:
    """A new session of `who`, as sign-in starts it (not through the route, whose limits count in
    Redis from one run to the next)."""

    async def start(who: SignedIn) -> Session:
        async with app.state.sessionmaker() as db, db.begin():
            user = await db.get_one(User, who.id)
            issued = await auth.start_session(db, settings, user, clock.now)
        return Session(issued.access_token, issued.refresh_token)

    return start


SignIn = Callable[[SignedIn], Awaitable[Session]]


async def warm(pair: list[Instance], *tokens: str) -> None:
    """Every token answered on every instance, and remembered there unless the memory is off:
    only on SQLite's in-process broker, which does not join processes."""
    for instance in pair:
        memory_on = not isinstance(instance.app.state.broker, LocalBroker)
        assert instance.live.enabled is memory_on
        for token in tokens:
            assert await instance.status(COUNT, token) == 200
            assert await instance.status(ME, token) == 200
            now = instance.app.state.clock()
            assert (instance.live.claims(token, now) is not None) is memory_on


async def refused_everywhere(pair: list[Instance], token: str, status: int = 401) -> None:
    """The very next requests, on the other instance first, then on the one that ended it."""
    for instance in reversed(pair):
        assert await instance.status(COUNT, token) == status
        assert await instance.status(ME, token) == status


async def test_signing_out_ends_the_session_on_every_process(
    pair: list[Instance], actors: Actors, sign_in: SignIn
) -> None:
    near, _far = pair
    signed = await sign_in(actors.speaker)
    await warm(pair, signed.access)
    assert (await near.http.post("/api/auth/signout", headers=signed.cookie)).status_code == 204
    await refused_everywhere(pair, signed.access)


Revocation = Callable[[Instance, str, Actors, AsyncSession], Awaitable[None]]


async def change_password(near: Instance, token: str, actors: Actors, _: AsyncSession) -> None:
    body = {"current_password": PASSWORD, "new_password": NEW_PASSWORD}
    response = await near.http.post("/api/auth/me/password", json=body, headers=bearer(token))
    assert response.status_code == 204, response.text


async def sign_out_others(near: Instance, token: str, actors: Actors, _: AsyncSession) -> None:
    response = await near.http.post("/api/auth/sessions/sign-out-others", headers=bearer(token))
    assert response.status_code == 204, response.text


async def reset_password(near: Instance, token: str, actors: Actors, session: AsyncSession) -> None:
    assert actors.speaker.user is not None
    email = actors.speaker.user.email
    # The link as the request for it sends it (that route's limits count in Redis across runs).
    settings = near.app.state.settings
    async with near.app.state.sessionmaker() as db, db.begin():
        await auth.request_password_reset(db, settings, email, near.app.state.clock())
    link = await link_token(session, email, "password_reset")
    confirm = {"token_hash": link, "password": NEW_PASSWORD}
    response = await near.http.post("/api/auth/password-reset/confirm", json=confirm)
    assert response.status_code == 200, response.text


@pytest.mark.parametrize("revoke", [change_password, sign_out_others, reset_password])
async def test_the_other_sessions_end_on_every_process(
    pair: list[Instance],
    actors: Actors,
    session: AsyncSession,
    sign_in: SignIn,
    revoke: Revocation,
) -> None:
    """A password changed or reset, or "sign out other devices": every other session of the
    account ends (a reset ends them all)."""
    near, _far = pair
    kept = (await sign_in(actors.speaker)).access
    other = (await sign_in(actors.speaker)).access
    await warm(pair, kept, other)
    await revoke(near, kept, actors, session)
    await refused_everywhere(pair, other)
    if revoke is not reset_password:
        for instance in pair:
            assert await instance.status(COUNT, kept) == 200


async def test_a_suspension_shuts_the_account_out_on_every_process(
    pair: list[Instance], actors: Actors, sign_in: SignIn
) -> None:
    near, _far = pair
    token = (await sign_in(actors.speaker)).access
    await warm(pair, token)
    suspended = await near.http.post(
        f"/api/admin/users/{actors.speaker.id}/suspend",
        json={"reason": "Spam"},
        headers=actors.staff.headers,
    )
    assert suspended.status_code == 200, suspended.text
    await refused_everywhere(pair, token, status=403)


async def test_deleting_the_account_ends_its_sessions_on_every_process(
    pair: list[Instance], actors: Actors, sign_in: SignIn
) -> None:
    near, _far = pair
    token = (await sign_in(actors.speaker)).access
    await warm(pair, token)
    deleted = await near.http.post(
        "/api/users/me/deletion", json={"password": PASSWORD}, headers=bearer(token)
    )
    assert deleted.status_code == 204, deleted.text
    await refused_everywhere(pair, token)


async def test_a_reused_refresh_token_ends_its_session_on_every_process(
    pair: list[Instance], actors: Actors, clock: Clock, sign_in: SignIn
) -> None:
    """A rotated refresh token presented again (past the two-tabs grace): stolen, so the whole
    session ends."""
    near, _far = pair
    stolen = await sign_in(actors.speaker)
    refreshed = await near.http.post("/api/auth/refresh", headers=stolen.cookie)
    assert refreshed.status_code == 200, refreshed.text
    token = refreshed.json()["access_token"]
    clock.advance(seconds=11)
    await warm(pair, token)
    reused = await near.http.post("/api/auth/refresh", headers=stolen.cookie)
    assert reused.status_code == 401, reused.text
    await refused_everywhere(pair, token)


async def test_a_broker_that_loses_its_connection_forgets_every_session_until_it_is_back(
    pair: list[Instance], actors: Actors, sign_in: SignIn
) -> None:
    """Events published while a listener is away are missed: it trusts nothing it remembered."""
    near, _far = pair
    broker = near.app.state.broker
    if not isinstance(broker, PostgresBroker):
        pytest.skip("LISTEN/NOTIFY needs PostgreSQL (set TEST_DATABASE_URL)")
    token = (await sign_in(actors.speaker)).access
    await warm(pair, token)
    url = near.app.state.engine.url.set(drivername="postgresql")
    admin = await asyncpg.connect(url.render_as_string(hide_password=False))
    try:
        await admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE application_name = $1 AND datname = current_database()",
            LISTENER_NAME,
        )
    finally:
        await admin.close()
    for _ in range(100):
        if not near.live.enabled:
            break
        await asyncio.sleep(0.01)
    assert not near.live.enabled and len(near.live) == 0
    # Meanwhile asked of the database each time, and remembered again once it is back.
    assert await near.status(COUNT, token) == 200
    assert len(near.live) == 0
    for _ in range(300):
        if broker.listener.connections == 2:
            break
        await asyncio.sleep(0.01)
    assert near.live.enabled
    assert await near.status(COUNT, token) == 200
    assert len(near.live) == 1
