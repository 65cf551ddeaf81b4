"""The credential expiry job: each minute, at most once per credential and change, it marks
verified credentials past their last valid day (in the holder's time zone) as expired and emails
the holder 60, 30 and 7 days before."""

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.credentials.service import expire_and_warn
from steeple.db import unit_of_work
from steeple.periodic import Sweep


async def sweep_once(sessionmaker: async_sessionmaker[AsyncSession], now: datetime) -> int:
    async with unit_of_work(sessionmaker) as session:
        return await expire_and_warn(session, now)


CREDENTIAL_EXPIRY = Sweep("credential expiry sweep", "credentials expired or warned", sweep_once)
