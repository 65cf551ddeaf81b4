"""The read engine (db.Reads): its own pool, in autocommit from the moment a connection opens, so
a read costs no BEGIN and COMMIT and no isolation level set and reset on each checkout; the
write engine's connections stay transactional."""

import uuid

import pytest
from sqlalchemy import bindparam, func, select, text
from sqlalchemy.ext.asyncio import AsyncConnection

from steeple.config import Settings
from steeple.db import create_engine, read_connections, read_count
from steeple.users.models import User

_ACCOUNTS_OF = (
    select(func.count()).select_from(User.__table__).where(User.id == bindparam("user_id"))
)


async def in_autocommit(connection: AsyncConnection) -> bool:
    """What the driver's connection says (SQLAlchemy reports the server's level instead)."""
    driver = (await connection.get_raw_connection()).dbapi_connection
    if connection.dialect.name == "postgresql":
        return bool(driver.autocommit)  # type: ignore[union-attr]
    return driver.isolation_level is None  # type: ignore[union-attr]


async def test_read_connections_are_in_autocommit_and_writes_are_not(settings: Settings) -> None:
    reads = create_engine(settings, autocommit=True)
    writes = create_engine(settings)
    try:
        async with reads.connect() as connection:
            assert await in_autocommit(connection)
        async with writes.connect() as connection:
            assert not await in_autocommit(connection)
        assert reads.pool is not writes.pool
    finally:
        await reads.dispose()
        await writes.dispose()


async def test_a_postgresql_read_connection_goes_back_to_its_pool_without_waiting(
    settings: Settings,
) -> None:
    engine = create_engine(settings, autocommit=True)
    if engine.dialect.name != "postgresql":
        pytest.skip("SQLite's read connections close as SQLAlchemy's own do (read_connections)")
    reads = read_connections(engine)
    try:
        opened = reads()
        connection = await opened.__aenter__()
        # Both ways a read goes: through SQLAlchemy (which begins its transaction object) and
        # past it, to the driver.
        assert await connection.scalar(text("SELECT 1")) == 1
        assert await read_count(connection, _ACCOUNTS_OF, uuid.uuid4()) == 0
        closing = opened.__aexit__(None, None, None)
        # Done at its first step, so no cancellation can come between: nothing awaited.
        with pytest.raises(StopIteration):
            closing.send(None)
        assert engine.pool.checkedout() == 0  # type: ignore[attr-defined]
    finally:
        await engine.dispose()
