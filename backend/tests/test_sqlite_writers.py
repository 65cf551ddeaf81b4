"""Two write transactions at once on the app's engine both commit. On SQLite a transaction that
starts with a savepoint (sign-up's) takes the write lock at once: a deferred one would read first,
and once another connection committed, SQLite would refuse its write ("database is locked")
rather than wait."""

import asyncio

from sqlalchemy import delete, func, select

from steeple.billing.models import ProviderEvent
from steeple.config import Settings
from steeple.db import create_engine, create_sessionmaker, utcnow

IDS = ("evt_savepoint_first", "evt_other_writer")


def event(event_id: str) -> ProviderEvent:
    return ProviderEvent(id=event_id, type="invoice.paid", received_at=utcnow())


async def test_a_transaction_opened_by_a_savepoint_writes_after_another_commit(
    settings: Settings,
) -> None:
    # An engine of its own: two connections, as two requests would have.
    engine = create_engine(settings)
    sessions = create_sessionmaker(engine)
    has_read = asyncio.Event()

    async def other_writer() -> None:
        await has_read.wait()
        async with sessions() as other, other.begin():
            other.add(event(IDS[1]))

    try:
        writer = asyncio.create_task(other_writer())
        async with sessions() as session, session.begin(), session.begin_nested():
            await session.scalar(select(func.count()).select_from(ProviderEvent))
            has_read.set()
            await asyncio.sleep(0.3)  # the other commits meanwhile, or waits for this one
            session.add(event(IDS[0]))
        await writer
        async with sessions() as session:
            stored = await session.scalars(
                select(ProviderEvent.id).where(ProviderEvent.id.in_(IDS))
            )
            assert sorted(stored) == sorted(IDS)
    finally:
        async with sessions() as session, session.begin():
            await session.execute(delete(ProviderEvent).where(ProviderEvent.id.in_(IDS)))
        await engine.dispose()
