"""Reviews whose window has closed without the other side's are released by a sweep every
minute (reads show only released ones, so they wait for it: at most a minute)."""

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.db import unit_of_work
from steeple.periodic import Sweep
from steeple.reviews.service import release_due


async def sweep_once(sessionmaker: async_sessionmaker[AsyncSession], now: datetime) -> int:
    # unit_of_work: the notifications' pushes run after its commit.
    async with unit_of_work(sessionmaker) as session:
        return await release_due(session, now)


REVIEW_RELEASE = Sweep("review release sweep", "reviews released", sweep_once)
