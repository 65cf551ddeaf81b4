"""Repeating rules are written out to unavailable_days through a horizon (service.HORIZON) that
moves on a day each day: a sweep every minute rebuilds the calendars with rules that have fallen
behind it, a batch at a time. Rebuilding is idempotent (the same rules write the same days), so
any number of processes may run it at once."""

from datetime import datetime, timedelta

from sqlalchemy import exists, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.availability.models import AvailabilityCalendar, AvailabilityRule
from steeple.availability.service import HORIZON, rebuild_days
from steeple.db import unit_of_work
from steeple.periodic import Sweep

BATCH = 200


async def extend_once(sessionmaker: async_sessionmaker[AsyncSession], now: datetime) -> int:
    async with unit_of_work(sessionmaker) as session:
        # Behind in its own time zone, whichever it is (a day either side of UTC's date): just
        # rebuilt, a calendar is never behind this; a day or two later it is.
        behind = now.date() - timedelta(days=1) + HORIZON
        calendars = (
            await session.scalars(
                select(AvailabilityCalendar)
                .where(
                    AvailabilityCalendar.days_through < behind,
                    exists().where(AvailabilityRule.user_id == AvailabilityCalendar.user_id),
                )
                .limit(BATCH)
                .with_for_update(skip_locked=True)
            )
        ).all()
        for calendar in calendars:
            await rebuild_days(session, calendar, now)
        return len(calendars)


AVAILABILITY_HORIZON = Sweep("availability horizon sweep", "calendars carried forward", extend_once)
