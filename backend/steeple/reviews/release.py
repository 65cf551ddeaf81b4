"""Reviews whose window has closed without the other side's are released by a sweep every
minute (reads show only released ones, so they wait for it: at most a minute)."""

import logging
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.db import unit_of_work
from steeple.periodic import running_every
from steeple.reviews.service import release_due

logger = logging.getLogger(__name__)


async def sweep_once(sessionmaker: async_sessionmaker[AsyncSession], now: datetime) -> int:
    # unit_of_work: the notifications' pushes run after its commit.
    async with unit_of_work(sessionmaker) as session:
        return await release_due(session, now)


def running_review_release(
    sessionmaker: async_sessionmaker[AsyncSession],
    clock: Callable[[], datetime],
    every_seconds: float = 60.0,
) -> AbstractAsyncContextManager[None]:
    """Releases reviews past their window in the background for the lifetime of the block."""

    async def sweep() -> None:
        if released := await sweep_once(sessionmaker, clock()):
            logger.info("%d reviews released", released)

    return running_every("review release sweep", every_seconds, sweep)
