"""Offers past their respond-by date become expired: a sweep every minute writes it and tells
both sides. (Until the sweep, reads already show such an offer as expired and refuse an answer:
applications.service.effective_status.)"""

import logging
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.applications.service import expire_offers
from steeple.db import unit_of_work
from steeple.periodic import running_every

logger = logging.getLogger(__name__)


async def sweep_once(sessionmaker: async_sessionmaker[AsyncSession], now: datetime) -> int:
    # unit_of_work, not session.begin(): the notices' pushes run after its commit.
    async with unit_of_work(sessionmaker) as session:
        return await expire_offers(session, now)


def running_offer_expiry(
    sessionmaker: async_sessionmaker[AsyncSession],
    clock: Callable[[], datetime],
    every_seconds: float = 60.0,
) -> AbstractAsyncContextManager[None]:
    """Sweeps expired offers in the background for the lifetime of the block."""

    async def sweep() -> None:
        if expired := await sweep_once(sessionmaker, clock()):
            logger.info("%d offers expired", expired)

    return running_every("offer expiry sweep", every_seconds, sweep)
