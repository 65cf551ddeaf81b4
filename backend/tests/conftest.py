"""Fixtures: a migrated database per test run (SQLite, or PostgreSQL when TEST_DATABASE_URL is
set), an app per test against it, an async client, and empty tables after every test."""

import asyncio
import os
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import asyncpg
import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.app import create_app
from steeple.config import Environment, Settings, normalise_database_url
from steeple.migrate import upgrade
from steeple.models import Base
from steeple.realtime.publish import BROKER_KEY, Event
from tests.factories import Actors, make_actors


def _admin_dsn(url: str) -> str:
    return normalise_database_url(url).replace("postgresql+asyncpg://", "postgresql://")


@pytest.fixture(scope="session")
def database_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A fresh database with every migration applied, dropped at the end."""
    server = os.environ.get("TEST_DATABASE_URL")
    if not server:
        path = tmp_path_factory.mktemp("db") / "steeple.db"
        url = f"sqlite+aiosqlite:///{path}"
        upgrade(url)
        yield url
        return

    name = f"steeple_test_{uuid.uuid4().hex[:10]}"
    admin = _admin_dsn(server)

    async def run(sql: str) -> None:
        connection = await asyncpg.connect(admin)
        try:
            await connection.execute(sql)
        finally:
            await connection.close()

    asyncio.run(run(f'CREATE DATABASE "{name}"'))
    url = normalise_database_url(admin.rsplit("/", 1)[0] + f"/{name}")
    try:
        upgrade(url)
        yield url
    finally:
        asyncio.run(run(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@pytest.fixture(scope="session")
def frontend_dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A stand-in build of the web app: what the SPA serving code needs to find."""
    dist = tmp_path_factory.mktemp("dist")
    (dist / "assets").mkdir()
    (dist / "index.html").write_text("<!doctype html><title>Steeple</title><div id=root></div>")
    (dist / "assets" / "index-abc123.js").write_text("console.log('steeple')")
    (dist / "favicon.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    return dist


@pytest.fixture
def settings(database_url: str, frontend_dist: Path, tmp_path: Path) -> Settings:
    return Settings(
        environment=Environment.test,
        database_url=database_url,
        frontend_dist=frontend_dist,
        support_email="support@steeple.test",
        secret_key="test-secret-key-that-is-long-enough-for-hs256",
        public_url="http://steeple.test",
        media_dir=tmp_path / "media",  # each test's own, so tests can count files
    )


class Clock:
    """The app's clock, held still and moved by tests (time-based rules use it)."""

    def __init__(self) -> None:
        self.now = datetime(2026, 11, 22, 15, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def app(settings: Settings, clock: Clock) -> AsyncIterator[FastAPI]:
    application = create_app(settings, clock)
    yield application
    async with application.state.sessionmaker() as session, session.begin():
        for table in reversed(Base.metadata.sorted_tables):
            await session.execute(delete(table))
    await application.state.engine.dispose()


@pytest.fixture
async def client(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as http:
        yield http


@pytest.fixture
async def session(app: FastAPI) -> AsyncIterator[AsyncSession]:
    """A session for reading back what requests stored."""
    async with app.state.sessionmaker() as db:
        yield db


@pytest.fixture
async def actors(app: FastAPI, settings: Settings, clock: Clock) -> Actors:
    """One signed-in account per kind of caller (see tests.factories.Actors)."""
    async with app.state.sessionmaker() as db, db.begin():
        return await make_actors(db, settings, clock.now)


class RecordingBroker:
    """Stands in for the realtime fan-out: what would reach sockets, in order."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    async def publish(self, event: Event) -> None:
        self.events.append(event)


@pytest.fixture
def broker(app: FastAPI) -> RecordingBroker:
    """The app's sessions publish to a RecordingBroker instead of the real fan-out."""
    recording = RecordingBroker()
    sessionmaker = app.state.sessionmaker
    sessionmaker.configure(info={**sessionmaker.kw["info"], BROKER_KEY: recording})
    return recording
