"""Database engine, the per-request session, the declarative base every model uses, and the
clock's home (utcnow: the one reader of the wall clock)."""

import json
import logging
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Annotated, Any

from fastapi import Depends, Request
from sqlalchemy import (
    Boolean,
    Connection,
    DateTime,
    Integer,
    MetaData,
    Select,
    String,
    Uuid,
    any_,
    bindparam,
    event,
    func,
    literal_column,
    select,
    update,
)
from sqlalchemy import inspect as sa_inspect
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.orm import (
    DeclarativeBase,
    InstrumentedAttribute,
    Mapped,
    ORMExecuteState,
    Session,
    mapped_column,
)
from sqlalchemy.pool import ConnectionPoolEntry
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.elements import ColumnElement
from sqlalchemy.sql.functions import FunctionElement
from sqlalchemy.types import TypeDecorator, TypeEngine

from steeple.config import Settings
from steeple.web.origin import ORIGIN_KEY, request_origin

logger = logging.getLogger(__name__)

# Stable constraint names, so Alembic migrations read the same on SQLite and PostgreSQL.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utcnow() -> datetime:
    """The wall clock, and the only place that reads it (ruff's banned-api rule keeps it so).
    Services take `now` from their caller instead: the app's clock (app.state.clock, NowDep, a
    session's `now_of`), which tests hold still and move."""
    return datetime.now(UTC)


Clock = Callable[[], datetime]
_CLOCK = "steeple.clock"


class UTCDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC datetimes on every backend (SQLite stores no offset of its own)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    @property
    def python_type(self) -> type[datetime]:  # TypeDecorator's own says `object`
        return datetime

    def process_bind_param(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetimes are not stored; use steeple.db.utcnow()")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class CreatedAtMixin:
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


def create_engine(
    settings: Settings, *, autocommit: bool = False, searches: bool = False
) -> AsyncEngine:
    """The engine of a process's writes, or with `autocommit`, of its reads (Reads), or with
    `searches`, of its directory searches (get_search_session; in autocommit too). Each keeps a
    pool of its own: a connection's settings are made once when it is opened, not on every
    checkout and again on its return (with one pool for writes and reads, the isolation level
    cost about 0.1 ms of CPU on every read; SET and RESET around each search, two round trips
    and 0.5-0.9 ms of CPU)."""
    # Errors name the failed statement without its parameters, which hold emails and password
    # hashes, so logged errors do not leak them.
    isolation = {"isolation_level": "AUTOCOMMIT"} if autocommit or searches else {}
    if settings.is_sqlite:
        path = settings.database_url.split("///", 1)[1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        engine = create_async_engine(
            settings.database_url, connect_args={"timeout": 30}, hide_parameters=True, **isolation
        )
        event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
        event.listen(engine.sync_engine, "savepoint", _sqlite_savepoint_writes)
        return engine
    # A prepared statement's generic plan is made without its values, and a search's terms
    # decide its plan (a trigram index pays off for a rare term, not for a common one): on the
    # search pool every statement is planned for its own. Not on the others: planning anew cost
    # the inbox and the opportunity search 0.7 ms more of the database's CPU each.
    custom_plans = {"server_settings": {"plan_cache_mode": "force_custom_plan"}}
    engine = create_async_engine(
        settings.database_url,
        connect_args=custom_plans if searches else {},
        pool_size=settings.database_search_pool_size if searches else settings.database_pool_size,
        max_overflow=0,
        # The connection used last is handed out first: at the usual concurrency a few stay
        # busy, each with the statements it has prepared and the server's caches warm, instead
        # of all twenty taking turns and preparing every statement again (measured in the load
        # bench: 3.9-4.1 ms of CPU a request before, 3.5-3.8 after).
        pool_use_lifo=True,
        hide_parameters=True,
        **isolation,
    )
    event.listen(engine.sync_engine.pool, "checkout", _refuse_closed)
    return engine


def _refuse_closed(_dbapi_connection: Any, record: ConnectionPoolEntry, _proxy: Any) -> None:
    """Instead of the pool's pre-ping (with asyncpg, BEGIN, a ping and ROLLBACK: three round
    trips on every checkout): a pooled connection the server closed (a restart, a failover, an
    idle timeout) is known closed here without asking, and the pool opens a new one instead. One
    that died without a word fails its statement; the pool then replaces every connection older."""
    asyncpg_connection: Any = record.driver_connection
    if asyncpg_connection.is_closed():
        raise DisconnectionError("the server closed this pooled connection")


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _sqlite_savepoint_writes(connection: Connection, _name: str) -> None:
    """A savepoint guards a write, and the driver would open the transaction it starts as a
    deferred one: that reads first (the directory's flush listener does), and if another
    connection commits meanwhile, SQLite refuses the write at once ("database is locked") instead
    of waiting. BEGIN IMMEDIATE takes the write lock up front, waiting for it like any write."""
    driver = connection.connection.driver_connection  # aiosqlite's
    if driver is not None and not driver.in_transaction:
        connection.exec_driver_sql("BEGIN IMMEDIATE")


def create_sessionmaker(
    engine: AsyncEngine,
    info: dict[str, Any] | None = None,
    clock: Clock = utcnow,
    *,
    read_only: bool = False,
) -> async_sessionmaker[AsyncSession]:
    """`info` starts every session's `info` (the realtime broker, for one); every session also
    carries the app's `clock`, for code that reads time with no caller to pass it (`now_of`).
    `read_only`: sessions that refuse to write (ReadOnlySession), for the read engine."""
    return async_sessionmaker(
        engine,
        expire_on_commit=False,
        info={**(info or {}), _CLOCK: clock},
        sync_session_class=ReadOnlySession if read_only else Session,
    )


class WriteInReadOnlySession(RuntimeError):
    """A GET request tried to write: on the read engine each statement would commit alone."""


class ReadOnlySession(Session):
    """The session of a GET or HEAD request (get_session), on the read engine: in autocommit, so
    reading costs no BEGIN and COMMIT round trips (in process, 0.6-1.1 ms of a search's wall
    time). A write in it would commit alone, outside any transaction, so it raises instead: what
    a GET does is read."""


@event.listens_for(ReadOnlySession, "before_flush")
def _refuse_flush(session: Session, _context: Any, _instances: Any) -> None:
    raise WriteInReadOnlySession("a GET request changed rows; writes belong in a POST or PUT")


@event.listens_for(ReadOnlySession, "do_orm_execute")
def _refuse_dml(state: ORMExecuteState) -> None:
    if state.is_insert or state.is_update or state.is_delete:
        raise WriteInReadOnlySession("a GET request ran an INSERT, UPDATE or DELETE")


def now_of(session: Session) -> datetime:
    """The time by the clock of the app that made `session` (a flush listener has no `now`)."""
    clock: Clock = session.info[_CLOCK]
    return clock()


Effect = Callable[[], Awaitable[None] | None]
_AFTER_COMMIT = "steeple.after_commit"
_AFTER_ROLLBACK = "steeple.after_rollback"


def after_commit(session: AsyncSession, effect: Effect) -> None:
    """Runs `effect` once the session's transaction has committed; dropped if it rolls back.

    For what must not outlive a rollback: deleting files, realtime pushes, jobs.
    """
    session.info.setdefault(_AFTER_COMMIT, []).append(effect)


def after_rollback(session: AsyncSession, effect: Effect) -> None:
    """Runs `effect` if the transaction rolls back (say, removing a file written for it)."""
    session.info.setdefault(_AFTER_ROLLBACK, []).append(effect)


async def _run(effects: list[Effect]) -> None:
    # The transaction's outcome is settled: an effect that fails is logged, never raised.
    for effect in effects:
        try:
            result = effect()
            if result is not None:
                await result
        except Exception:
            logger.exception("a side effect after the transaction failed")


@asynccontextmanager
async def unit_of_work(
    sessionmaker: async_sessionmaker[AsyncSession],
) -> AsyncIterator[AsyncSession]:
    """A session committed once at the end (rolled back on any error), then its side effects."""
    async with sessionmaker() as session:
        try:
            yield session
            await session.commit()
        except BaseException:
            session.info.pop(_AFTER_COMMIT, None)
            await session.rollback()
            await _run(session.info.pop(_AFTER_ROLLBACK, []))
            raise
        session.info.pop(_AFTER_ROLLBACK, None)
        await _run(session.info.pop(_AFTER_COMMIT, []))


async def get_session(request: Request) -> AsyncIterator[AsyncSession]:
    """One session per request: committed once when the handler succeeds, rolled back otherwise.
    A GET or HEAD request's session only reads, with no transaction (ReadOnlySession).

    Services never commit; side effects queued with after_commit run after this commit.
    """
    state = request.app.state
    reading = request.method in ("GET", "HEAD")
    async with _request_session(
        request, state.read_sessionmaker if reading else state.sessionmaker
    ) as session:
        yield session


async def get_search_session(request: Request) -> AsyncIterator[AsyncSession]:
    """The session of a GET that searches the directory: a GET's (ReadOnlySession), on the search
    engine, whose connections plan each statement for its own values (create_engine)."""
    async with _request_session(request, request.app.state.search_sessionmaker) as session:
        yield session


@asynccontextmanager
async def _request_session(
    request: Request, sessionmaker: async_sessionmaker[AsyncSession]
) -> AsyncIterator[AsyncSession]:
    async with unit_of_work(sessionmaker) as session:
        # Links written in this request point where the browser is (web/origin.py).
        session.info[ORIGIN_KEY] = request_origin(request)
        yield session


# Where what only reads gets its connection: the read engine's `connect` (create_engine with
# autocommit, so each statement runs on its own, without BEGIN and COMMIT round trips; tests give
# their own). For what needs no snapshot across its statements: the signed-in check, the hot
# counts and lists (Caller.reads), a socket's reads. Core statements, not the ORM: a session
# and its ORM results cost more than the query itself on these paths.
Reads = Callable[[], AbstractAsyncContextManager[AsyncConnection]]


def read_connections(engine: AsyncEngine) -> Reads:
    """The Reads of the read engine (create_engine with autocommit)."""
    if engine.dialect.name == "postgresql":
        return partial(_ReadConnection, engine)
    # aiosqlite's connections answer through a thread of their own, so returning one to the pool
    # waits: the connection's own exit, whose close no cancellation can cut short.
    return engine.connect


class _ReadConnection:
    """A PostgreSQL read connection, closed with a plain await rather than in a task of its own
    shielded from cancellation, as the connection's own `async with` does (0.013 ms of CPU on
    every read): in autocommit there is no transaction to roll back, so the connection goes back
    to its pool without any I/O, and a cancellation has no await to land on before it is back
    (tests/test_read_engine.py checks that its close never waits)."""

    __slots__ = ("_connection", "_engine")

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine

    async def __aenter__(self) -> AsyncConnection:
        self._connection = await self._engine.connect()
        return self._connection

    async def __aexit__(self, *_exception: object) -> None:
        await self._connection.close()


async def read_count(
    connection: AsyncConnection, statement: Select[Any], user_id: uuid.UUID
) -> int:
    """A hot count of one user's rows (a Core `SELECT count(*)` built once, whose one parameter
    is `user_id`): the unread counts every signed-in page and socket asks for. Read through the
    driver on PostgreSQL (read_rows says why)."""
    if connection.dialect.name != "postgresql":
        return await connection.scalar(statement, {"user_id": user_id}) or 0
    sql, names = _driver_sql(statement, connection.dialect)
    if names != ("user_id",):
        raise ValueError("read_count takes statements whose one parameter is user_id")
    return await _driver(connection).fetchval(sql, user_id) or 0


async def read_rows(
    connection: AsyncConnection, statement: Select[Any], parameters: dict[str, Any]
) -> Sequence[Any]:
    """The rows of a hot read (a Core statement built once, on a Reads connection), each row's
    values by column name (`row["id"]`). On PostgreSQL the statement goes to the pooled
    connection's own asyncpg connection, past SQLAlchemy's execution, which cost more CPU than the
    driver's own work: 0.09 ms more for an unread count (0.21 against 0.12 ms in process,
    connection checkout included) and 0.16 ms more for the notification list's 21 rows (0.81
    against 0.64 ms a request). Only for statements whose parameters and columns are of types
    asyncpg takes and gives as SQLAlchemy would (_AS_IS), so nothing SQLAlchemy converts is
    skipped; others are refused (ValueError) when first read."""
    rows: Sequence[Any]
    if connection.dialect.name != "postgresql":
        rows = (await connection.execute(statement, parameters)).mappings().all()
    else:
        sql, names = _driver_sql(statement, connection.dialect)
        rows = await _driver(connection).fetch(sql, *map(parameters.__getitem__, names))
    return rows


# Types whose values asyncpg takes and gives as SQLAlchemy's processing would leave them: a uuid,
# an int, a bool, a str (a StrEnum's value is one), and an aware time (UTCDateTime's own
# processing only moves it to UTC, in which PostgreSQL's timestamptz is read anyway).
_AS_IS = (Uuid, Integer, Boolean, String, UTCDateTime)

_DRIVER_SQL: dict[Select[Any], tuple[str, tuple[str, ...]]] = {}


def _driver_sql(statement: Select[Any], dialect: Dialect) -> tuple[str, tuple[str, ...]]:
    """`statement` as asyncpg takes it, and its parameters' names in the order of $1, $2...;
    compiled on first use."""
    found = _DRIVER_SQL.get(statement)
    if found is None:
        compiled = statement.compile(dialect=dialect)
        names = tuple(compiled.positiontup or ())
        types = [compiled.binds[name].type for name in names]
        types += [column.type for column in statement.selected_columns]
        if not all(isinstance(type_, _AS_IS) for type_ in types):
            raise ValueError(f"a type SQLAlchemy would convert, in {types}")
        found = _DRIVER_SQL[statement] = (compiled.string, names)
    return found


def _driver(connection: AsyncConnection) -> Any:
    """A checked-out Reads connection's asyncpg connection, there without any I/O, and one
    task's alone (the tests' shared connection aside: see tests/conftest.py)."""
    return connection.sync_connection.connection.driver_connection  # type: ignore[union-attr]


async def lock_row(session: AsyncSession, row: Base) -> None:
    """Holds `row` for this transaction and reloads it: a second transaction doing the same
    waits until this one ends, then reads what it wrote. A no-op UPDATE does this on both
    databases (PostgreSQL locks the row; SQLite takes its write lock, where a SELECT ... FOR UPDATE
    would lock nothing)."""
    mapper = sa_inspect(type(row))
    key = mapper.primary_key[0]
    identity = getattr(row, mapper.get_property_by_column(key).key)
    await session.execute(update(type(row)).where(key == identity).values({key: key}))
    await session.refresh(row)


class _IdList(TypeDecorator[list[uuid.UUID]]):
    """Ids bound as one parameter: a uuid[] on PostgreSQL; on SQLite, a JSON array of them as
    it stores them (32 hex digits)."""

    impl = String
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect) -> TypeEngine[Any]:
        if dialect.name == "postgresql":
            return dialect.type_descriptor(postgresql.ARRAY(Uuid()))
        return dialect.type_descriptor(String())

    def process_bind_param(self, value: list[uuid.UUID] | None, dialect: Any) -> Any:
        if value is None or dialect.name == "postgresql":
            return value
        return json.dumps([id_.hex for id_ in value])


class _AmongIds(FunctionElement[bool]):
    """Its arguments: a column, and the ids it is tested against (ids_in)."""

    type = Boolean()
    inherit_cache = True


@compiles(_AmongIds, "postgresql")
def _among_ids_postgresql(element: _AmongIds, compiler: SQLCompiler, **kw: Any) -> str:
    column, ids = element.clauses
    return compiler.process(column == any_(ids), **kw)


@compiles(_AmongIds, "sqlite")
def _among_ids_sqlite(element: _AmongIds, compiler: SQLCompiler, **kw: Any) -> str:
    column, ids = element.clauses
    listed: Select[Any] = select(literal_column("value")).select_from(func.json_each(ids))
    return compiler.process(column.in_(listed), **kw)


def ids_in(
    column: ColumnElement[uuid.UUID] | InstrumentedAttribute[uuid.UUID], parameter: str = "ids"
) -> ColumnElement[bool]:
    """`column` is one of the ids bound as `parameter` (a list): for a statement built once that
    looks up a whole page by id (a directory page's badges, an opportunity page's cards). An IN
    with an expanding parameter is written out again for every number of ids, on every
    execution (0.13 ms of CPU for a page of 51), and prepared again for each new count; this is
    one fixed statement."""
    return _AmongIds(column, bindparam(parameter, type_=_IdList()))


def dialect_insert(session: AsyncSession, model: type[Base]) -> postgresql.Insert | sqlite.Insert:
    """An INSERT into `model` with the session's dialect's ON CONFLICT clauses (PostgreSQL's and
    SQLite's take the same arguments)."""
    if session.get_bind().dialect.name == "postgresql":
        return postgresql.insert(model)
    return sqlite.insert(model)


def insert_ignoring_conflicts(
    session: AsyncSession,
    model: type[Base],
    values: dict[str, Any] | Sequence[dict[str, Any]],
    conflict_columns: Sequence[str] | None = None,
) -> postgresql.Insert | sqlite.Insert:
    """INSERT of one row or many that skips each row whose unique key (`conflict_columns`, or
    any, when not given) is taken: a repeated report, a second click. A concurrent insert of the
    same key waits for the other transaction, then skips. Add .returning() to learn which rows
    went in."""
    statement = dialect_insert(session, model).values(values)
    return statement.on_conflict_do_nothing(index_elements=conflict_columns)


async def insert_or_ignore(
    session: AsyncSession,
    model: type[Base],
    values: dict[str, Any],
    conflict_columns: Sequence[str] | None = None,
) -> bool:
    """Inserts the row unless its unique key is taken (insert_ignoring_conflicts); whether it
    was new."""
    result = await session.execute(
        insert_ignoring_conflicts(session, model, values, conflict_columns)
    )
    return bool(result.rowcount)  # type: ignore[attr-defined]


# scope="function": the commit happens before the response is sent, so a failed commit is an error
# response rather than a success the client was already told about.
SessionDep = Annotated[AsyncSession, Depends(get_session, scope="function")]
SearchSessionDep = Annotated[AsyncSession, Depends(get_search_session, scope="function")]
