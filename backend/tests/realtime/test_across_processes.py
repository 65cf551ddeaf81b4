"""Two real server processes (`steeple serve`): a notification committed by a request on one
reaches a socket on the other, through PostgreSQL LISTEN/NOTIFY, and again through Redis; a
session signed out through one is refused at once by the other."""

import asyncio
import os
import socket as sockets
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import AsyncExitStack, asynccontextmanager, contextmanager
from pathlib import Path

import asyncpg
import httpx
import pytest
import redis.asyncio as redis
from websockets.asyncio.client import connect

from steeple.auth import service as auth
from steeple.auth.router import REFRESH_COOKIE
from steeple.config import Environment, Settings, normalise_database_url
from steeple.db import create_engine, create_sessionmaker, utcnow
from steeple.migrate import upgrade
from steeple.opportunities.models import PositionRole
from steeple.realtime.brokers import LISTENER_NAME
from steeple.users.roles import Role
from tests.factories import access_token, make_church, make_opportunity, make_user
from tests.postgres_url import DEFAULT as DEFAULT_POSTGRES
from tests.postgres_url import answers
from tests.realtime.conftest import authed, receive

STEEPLE = Path(sys.executable).parent / "steeple"
SECRET = "realtime-processes-secret-key-long-enough-for-hs256"
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")


def free_port() -> int:
    with sockets.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@asynccontextmanager
async def fresh_postgres() -> AsyncIterator[str]:
    server = os.environ.get("TEST_DATABASE_URL") or DEFAULT_POSTGRES
    admin = normalise_database_url(server).replace("postgresql+asyncpg://", "postgresql://")
    if not await answers(admin):
        pytest.skip(f"no PostgreSQL answers at {admin} (set TEST_DATABASE_URL)")
    name = f"steeple_realtime_{uuid.uuid4().hex[:10]}"
    connection = await asyncpg.connect(admin)
    await connection.execute(f'CREATE DATABASE "{name}"')
    await connection.close()
    try:
        yield admin.rsplit("/", 1)[0] + f"/{name}"
    finally:
        connection = await asyncpg.connect(admin)
        await connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await connection.close()


async def redis_answers(url: str) -> bool:
    client = redis.Redis.from_url(url, socket_connect_timeout=2, socket_timeout=2)
    try:
        return bool(await client.ping())
    except (redis.ConnectionError, redis.TimeoutError, OSError):
        return False
    finally:
        await client.aclose()


@contextmanager
def serving(database_url: str, tmp: Path, *, redis_url: str | None, workers: int) -> Iterator[str]:
    """`steeple serve` on a free port; its base URL once it answers."""
    port = free_port()
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("REDIS_URL", "WEB_CONCURRENCY", "DATABASE_URL")
    }
    env |= {
        "ENVIRONMENT": "test",
        "DATABASE_URL": database_url,
        "SECRET_KEY": SECRET,
        "PUBLIC_URL": f"http://127.0.0.1:{port}",
        "MEDIA_DIR": str(tmp / "media"),
        "FRONTEND_DIST": str(tmp / "no-dist"),
        "LOG_LEVEL": "WARNING",
        **({"REDIS_URL": redis_url} if redis_url else {}),
    }
    server = subprocess.Popen(  # noqa: S603 (our own command, fixed arguments)
        [STEEPLE, "serve", "--port", str(port), "--workers", str(workers)],
        env=env,
        stdout=subprocess.DEVNULL,
    )
    try:
        yield f"127.0.0.1:{port}"
    finally:
        server.terminate()
        server.wait(timeout=15)


async def wait_until_serving(client: httpx.AsyncClient, *bases: str) -> None:
    for base in bases:
        for _ in range(600):  # up to a minute: a busy machine starts a server slowly
            try:
                if (await client.get(f"http://{base}/api/health")).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.1)
        else:
            raise AssertionError(f"the server at {base} did not start")


async def a_church_and_an_applicant(database_url: str) -> tuple[str, str, uuid.UUID, uuid.UUID]:
    """(church admin's token, speaker's token, opportunity id, speaker position id)."""
    settings = Settings(environment=Environment.test, database_url=database_url, secret_key=SECRET)
    engine = create_engine(settings)
    now = utcnow()
    try:
        async with create_sessionmaker(engine)() as session, session.begin():
            admin = await make_user(session, role=Role.church, now=now)
            church = await make_church(session, name="Grace Fellowship", admin=admin)
            opportunity = await make_opportunity(session, church, now=now)
            speaker = await make_user(session, role=Role.speaker, now=now)
            position = next(p for p in opportunity.positions if p.role is PositionRole.speaker)
            return (
                await access_token(session, settings, admin, now),
                await access_token(session, settings, speaker, now),
                opportunity.id,
                position.id,
            )
    finally:
        await engine.dispose()


async def a_notification_crosses(database_url: str, bases: list[str], tabs: int = 1) -> None:
    """`tabs` sockets of the church admin on every server; the speaker applies through the
    first; the admin's sockets all hear of the new application, those elsewhere included."""
    admin_token, speaker_token, opportunity_id, position_id = await a_church_and_an_applicant(
        database_url
    )
    async with httpx.AsyncClient(timeout=15) as client:
        await wait_until_serving(client, *bases)
        async with AsyncExitStack() as stack:
            sockets = [
                await stack.enter_async_context(connect(f"ws://{base}/api/realtime"))
                for base in reversed(bases)
                for _ in range(tabs)
            ]
            for ws in sockets:
                ready = await authed(ws, admin_token)
                assert ready["unread"] == {"notifications": 0, "messages": 0}
            applied = await client.post(
                f"http://{bases[0]}/api/opportunities/{opportunity_id}/applications",
                json={
                    "position_id": str(position_id),
                    "cover_message": "I would love to preach at your revival.",
                    "available": True,
                },
                headers={"Authorization": f"Bearer {speaker_token}"},
            )
            assert applied.status_code == 201, applied.text
            for ws in sockets:
                event = await receive(ws, within=5)
                assert event["type"] == "notification", event
                assert event["notification"]["application_id"] == applied.json()["id"]
                assert event["unread"] == {"notifications": 1, "messages": 0}


async def listeners_in(database_url: str, expected: int) -> None:
    """Waits until `expected` realtime listeners are connected to the database."""
    connection = await asyncpg.connect(database_url)
    try:
        for _ in range(150):  # a worker may still be starting
            count = await connection.fetchval(
                "SELECT count(*) FROM pg_stat_activity"
                " WHERE application_name = $1 AND datname = current_database()",
                LISTENER_NAME,
            )
            if count == expected:
                return
            await asyncio.sleep(0.1)
        raise AssertionError(f"{count} realtime listeners, not {expected}")
    finally:
        await connection.close()


async def test_through_postgresql_a_notification_on_one_process_reaches_a_socket_on_another(
    tmp_path: Path,
) -> None:
    """The request on one server, sockets on another that runs `steeple serve --workers 2`: each
    worker listens on its own, so whichever worker the kernel hands a socket, it hears."""
    async with fresh_postgres() as database_url:
        await asyncio.to_thread(upgrade, normalise_database_url(database_url))
        with (
            serving(database_url, tmp_path, redis_url=None, workers=1) as first,
            serving(database_url, tmp_path, redis_url=None, workers=2) as second,
        ):
            async with httpx.AsyncClient(timeout=15) as client:
                await wait_until_serving(client, first, second)
            await listeners_in(database_url, 3)
            await a_notification_crosses(database_url, [first, second], tabs=4)


async def test_through_redis_a_notification_on_one_process_reaches_a_socket_on_another(
    tmp_path: Path,
) -> None:
    """On a shared SQLite file, so that Redis is the only way between the two processes."""
    if not await redis_answers(REDIS_URL):
        pytest.skip(f"no Redis answers at {REDIS_URL} (set TEST_REDIS_URL)")
    database_url = f"sqlite:///{tmp_path / 'shared.db'}"
    await asyncio.to_thread(upgrade, normalise_database_url(database_url))
    with (
        serving(database_url, tmp_path, redis_url=REDIS_URL, workers=1) as first,
        serving(database_url, tmp_path, redis_url=REDIS_URL, workers=1) as second,
    ):
        await a_notification_crosses(database_url, [first, second])


async def a_session(database_url: str) -> tuple[str, str]:
    """A speaker signed in: (access token, refresh token)."""
    settings = Settings(environment=Environment.test, database_url=database_url, secret_key=SECRET)
    engine = create_engine(settings)
    now = utcnow()
    try:
        async with create_sessionmaker(engine)() as session, session.begin():
            speaker = await make_user(session, role=Role.speaker, now=now)
            issued = await auth.start_session(session, settings, speaker, now)
            return issued.access_token, issued.refresh_token
    finally:
        await engine.dispose()


async def test_a_session_signed_out_through_one_process_is_refused_at_once_by_another(
    tmp_path: Path,
) -> None:
    """Each process remembers the sessions it found alive (auth/live_sessions.py); signing out
    through one makes the other refuse the very next request, again and again."""
    async with fresh_postgres() as database_url:
        await asyncio.to_thread(upgrade, normalise_database_url(database_url))
        with (
            serving(database_url, tmp_path, redis_url=None, workers=1) as first,
            serving(database_url, tmp_path, redis_url=None, workers=1) as second,
        ):
            async with httpx.AsyncClient(timeout=15) as client:
                await wait_until_serving(client, first, second)
                await listeners_in(database_url, 2)
                for _ in range(10):
                    access, refresh = await a_session(database_url)
                    headers = {"Authorization": f"Bearer {access}"}
                    for base in (first, second, first, second):
                        count = f"http://{base}/api/notifications/unread-count"
                        assert (await client.get(count, headers=headers)).status_code == 200
                    signed_out = await client.post(
                        f"http://{first}/api/auth/signout",
                        headers={"Cookie": f"{REFRESH_COOKIE}={refresh}"},
                    )
                    assert signed_out.status_code == 204
                    for base in (second, first):
                        count = f"http://{base}/api/notifications/unread-count"
                        assert (await client.get(count, headers=headers)).status_code == 401
