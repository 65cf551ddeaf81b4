"""The read engine (db.Reads): its own pool, in autocommit from the moment a connection opens, so
a read costs no BEGIN and COMMIT and no isolation level set and reset on each checkout; the
write engine's connections stay transactional."""

from sqlalchemy.ext.asyncio import AsyncConnection

from steeple.config import Settings
from steeple.db import create_engine


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
