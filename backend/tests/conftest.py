"""Fixtures: a migrated database per test run (SQLite, or PostgreSQL when TEST_DATABASE_URL is
set), the app against it, an async client, and the suite's settings and clock.

Each test's writes are undone when it ends. By default the app's sessions share one connection
whose transaction is rolled back at the end (each session's commit only releases a savepoint), so
nothing a test writes is ever committed, and one app serves every such test. Tests marked
`commits` need their writes visible to other connections (racing sessions, sockets, background
loops, writers with a connection of their own): they get an app of their own, commit for real,
and every table is emptied after them. Either way the tables are checked empty after the test."""

import asyncio
import os
import shutil
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import asyncpg
import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import delete, exists, literal, select, union_all
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from steeple.analytics.recorder import RECORDER_KEY, Recorder
from steeple.app import create_app
from steeple.config import Environment, Settings, normalise_database_url
from steeple.migrate import upgrade
from steeple.models import APP_TABLES
from steeple.realtime.publish import BROKER_KEY, Event
from steeple.web import costly_searches
from steeple.web.rate_limit import RateLimiter
from tests.copied_rows import Rows, copy_in, every_row
from tests.factories import Actors, make_actors, the_same_actors


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--database-tests-only",
        action="store_true",
        help="run only the tests that use the suite's database (their fixtures reach"
        " database_url); for the second database's run, where the others would give the same"
        " answer again (scripts/test-backend.sh)",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.getoption("database_tests_only"):
        return
    kept: list[pytest.Item] = []
    others: list[pytest.Item] = []
    for item in items:
        uses_database = "database_url" in getattr(item, "fixturenames", ())
        (kept if uses_database else others).append(item)
    config.hook.pytest_deselected(items=others)
    items[:] = kept


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


@pytest.fixture(scope="session")
def suite_settings(
    database_url: str, frontend_dist: Path, tmp_path_factory: pytest.TempPathFactory
) -> Settings:
    return Settings(
        environment=Environment.test,
        database_url=database_url,
        frontend_dist=frontend_dist,
        support_email="support@steeple.test",
        secret_key="test-secret-key-that-is-long-enough-for-hs256",
        public_url="http://steeple.test",
        media_dir=tmp_path_factory.mktemp("media"),
    )


@pytest.fixture
def settings(suite_settings: Settings) -> Iterator[Settings]:
    yield suite_settings
    # Every test starts with an empty media folder, as the app left it, so tests can count files.
    for entry in suite_settings.media_dir.iterdir():
        if entry.is_dir():
            shutil.rmtree(entry)
        else:
            entry.unlink()


class Clock:
    """The app's clock, held still and moved by tests (time-based rules use it)."""

    START = datetime(2026, 11, 22, 15, 0, tzinfo=UTC)

    def __init__(self) -> None:
        self.now = self.START

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture(scope="session")
def suite_clock() -> Clock:
    return Clock()


@pytest.fixture
def clock(suite_clock: Clock) -> Clock:
    suite_clock.now = Clock.START
    return suite_clock


@pytest.fixture(scope="session")
async def shared_app(suite_settings: Settings, suite_clock: Clock) -> AsyncIterator[FastAPI]:
    """One app for every test that takes the suite's settings and clock as they are: FastAPI
    builds a route's handling at its first request, which an app per test would pay again and
    again."""
    application = create_app(suite_settings, suite_clock)
    yield application
    await application.state.engine.dispose()


@pytest.fixture
async def app(
    request: pytest.FixtureRequest,
    settings: Settings,
    clock: Clock,
    suite_settings: Settings,
    suite_clock: Clock,
    shared_app: FastAPI,
) -> AsyncIterator[FastAPI]:
    """The app under test: the shared one, or one of the test's own when it is marked `commits`
    or brings settings or a clock of its own (an override of those fixtures)."""
    commits = request.node.get_closest_marker("commits") is not None
    own = commits or settings is not suite_settings or clock is not suite_clock
    application = create_app(settings, clock) if own else shared_app
    engine = application.state.engine
    with _put_back_afterwards(application):
        if not own:
            _forget_what_earlier_tests_left_in_memory(application, settings)
        if commits:
            yield application
            async with engine.begin() as connection:
                await _empty_tables(connection)
        else:
            async with _rolled_back(application):
                yield application
    async with engine.connect() as connection:
        left = await _tables_with_rows(connection)
        if left:
            await _empty_tables(connection)
            await connection.commit()
    if own:
        await engine.dispose()
    assert not left, (
        f"rows left behind in {left}: written through a connection of its own? mark it `commits`"
    )


# The app's sessionmakers: a write request's, a GET request's read-only one (db.get_session) and
# a directory search's (db.get_search_session).
_SESSIONMAKERS = ("sessionmaker", "read_sessionmaker", "search_sessionmaker")


@contextmanager
def _put_back_afterwards(application: FastAPI) -> Iterator[None]:
    """What a test changes on the app is put back after it: the state's attributes (tests swap
    the settings or the payment provider), the sessionmaker's configuration and the routes (tests
    add their own)."""
    state = application.state
    saved_state = {key: state[key] for key in state}
    saved_sessionmakers = {key: dict(state[key].kw) for key in _SESSIONMAKERS}
    saved_routes = list(application.router.routes)
    try:
        yield
    finally:
        for key in list(state):
            del state[key]
        for key, value in saved_state.items():
            state[key] = value
        for key, kw in saved_sessionmakers.items():
            state[key].kw = kw
        application.router.routes[:] = saved_routes


def _forget_what_earlier_tests_left_in_memory(application: FastAPI, settings: Settings) -> None:
    """What the app gathers in memory between requests: rate limit counters, analytics events
    waiting for their flush, and the costly searches' turns (one may be resting)."""
    state = application.state
    state.rate_limiter = RateLimiter(settings)
    state.costly_searches = costly_searches.turns()
    state.analytics = Recorder(state.engine)
    for key in _SESSIONMAKERS:
        state[key].configure(info={**state[key].kw["info"], RECORDER_KEY: state.analytics})


@asynccontextmanager
async def _rolled_back(application: FastAPI) -> AsyncIterator[None]:
    """The app's sessions share one connection whose transaction is rolled back at the end; a
    session's commit only releases a savepoint within it."""
    engine = application.state.engine
    async with engine.connect() as connection:
        transaction = await connection.begin()
        if engine.dialect.name == "sqlite":
            # pysqlite begins a transaction lazily, at the first write; begun here, the sessions'
            # savepoints nest in it rather than being the outermost (whose release would commit).
            await connection.exec_driver_sql("BEGIN")
        # A GET's read-only sessions too (db.get_session, get_search_session), so they read the
        # test's rows.
        for key in _SESSIONMAKERS:
            application.state[key].configure(
                bind=connection, join_transaction_mode="create_savepoint"
            )

        # Reads too: their own autocommit connection would not see the test's rows.
        @asynccontextmanager
        async def reads() -> AsyncIterator[AsyncConnection]:
            yield connection

        application.state.reads = reads
        yield
        await transaction.rollback()


async def _tables_with_rows(connection: AsyncConnection) -> list[str]:
    """The tables that hold any row, in one round trip."""
    probes = [
        select(literal(table.name).label("name")).where(exists().select_from(table))
        for table in APP_TABLES
    ]
    return list((await connection.scalars(union_all(*probes))).all())


async def _empty_tables(connection: AsyncConnection) -> None:
    for table in reversed(APP_TABLES):
        await connection.execute(delete(table))


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


# The actors as the factories first made them on the shared app at a time: their rows, and who is
# who. The factories take about a tenth of a second a test, most tests ask for the actors, and
# copying their rows in takes a few inserts.
_ACTORS_MADE: dict[datetime, tuple[Rows, Actors]] = {}


@pytest.fixture
async def actors(app: FastAPI, settings: Settings, clock: Clock, shared_app: FastAPI) -> Actors:
    """One signed-in account per kind of caller (see tests.factories.Actors)."""
    async with app.state.sessionmaker() as db, db.begin():
        # Copied only into an empty database, where the first ones were made.
        empty = app is shared_app and not await _tables_with_rows(await db.connection())
        if empty and clock.now in _ACTORS_MADE:
            rows, made = _ACTORS_MADE[clock.now]
            await copy_in(db, rows)
            return await the_same_actors(db, made)
        made = await make_actors(db, settings, clock.now)
        if empty:
            _ACTORS_MADE[clock.now] = (await every_row(db), made)
        return made


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
