"""steeple.db.insert_or_ignore: a repeated unique key is skipped, on SQLite and PostgreSQL."""

from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.models import ProviderEvent
from steeple.db import insert_or_ignore
from tests.conftest import Clock


async def test_a_repeated_key_is_skipped_and_reported_as_not_new(
    session: AsyncSession, clock: Clock
) -> None:
    def row(received_at: datetime) -> dict[str, object]:
        return {"id": "evt_1", "type": "invoice.paid", "received_at": received_at}

    assert await insert_or_ignore(session, ProviderEvent, row(clock.now), ["id"]) is True
    assert await insert_or_ignore(session, ProviderEvent, row(clock.now), ["id"]) is False
    await session.commit()
    assert await session.scalar(select(func.count()).select_from(ProviderEvent)) == 1
