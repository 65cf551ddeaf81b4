"""Offers past their respond-by date become expired: a sweep every minute writes it and tells
both sides. (Until the sweep, reads already show such an offer as expired and refuse an answer:
applications.service.effective_status.)"""

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.applications.service import expire_offers
from steeple.db import unit_of_work
from steeple.periodic import Sweep


async def sweep_once(sessionmaker: async_sessionmaker[AsyncSession], now: datetime) -> int:
    # unit_of_work, not session.begin(): the notices' pushes run after its commit.
    async with unit_of_work(sessionmaker) as session:
        return await expire_offers(session, now)


OFFER_EXPIRY = Sweep("offer expiry sweep", "offers expired", sweep_once)
