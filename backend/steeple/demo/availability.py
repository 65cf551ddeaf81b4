"""Demo calendars: the days the seeded confirmed hires book, and for most seeded speakers and
musicians a few days away and a rule that repeats, as they would have entered them (their own
reasons, dated from the day of seeding). The demo speaker serves his home church on Sunday
mornings and has a family week away; the demo musician leads worship at home on the first weekend
of each month. A talent who has a calendar already is left as they are."""

import random
from datetime import date, datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application, ApplicationStatus
from steeple.availability import service as availability
from steeple.availability.models import (
    AvailabilityBlock,
    AvailabilityCalendar,
    AvailabilityRule,
    Booking,
    PartOfDay,
)
from steeple.availability.recurrence import Frequency
from steeple.demo.cast import Cast
from steeple.demo.content import DEMO_MUSICIAN, DEMO_SPEAKER
from steeple.opportunities.models import Opportunity
from steeple.users.models import User

SUNDAY, SATURDAY = 6, 5
BLOCK_REASONS = (
    "Family vacation",
    "Denominational conference",
    "Sabbatical week",
    "Daughter's graduation",
    "Mission trip",
    "Recording sessions",
    "Annual retreat",
)
RULES: tuple[tuple[Frequency, tuple[int, ...], int | None, PartOfDay, str], ...] = (
    (Frequency.weekly, (SUNDAY,), None, PartOfDay.morning, "Serving at my home church"),
    (Frequency.weekly, (2,), None, PartOfDay.evening, "Midweek service at home"),
    (Frequency.monthly, (SATURDAY, SUNDAY), 1, PartOfDay.all_day, "Home church weekend"),
    (Frequency.monthly, (SUNDAY,), -1, PartOfDay.all_day, "Last Sunday with my family"),
)
# One in this many seeded talent keeps no calendar: not everyone fills theirs in.
WITHOUT_CALENDAR = 7


async def seed_availability(session: AsyncSession, now: datetime, cast: Cast) -> None:
    await _book_confirmed_hires(session)
    kept = set(await session.scalars(select(AvailabilityCalendar.user_id)))
    for index, (name, talent) in enumerate(sorted(cast.talent.items())):
        if talent.id in kept:
            continue
        demo = talent.email in (DEMO_SPEAKER.email, DEMO_MUSICIAN.email)
        if not demo and index % WITHOUT_CALENDAR == 0:
            continue
        calendar = await availability.calendar_of(session, talent.id, now)
        for block in _blocks(talent, now, random.Random(name)):  # noqa: S311 (repeatable demo data)
            session.add(block)
        session.add(_rule(talent, now, random.Random(name)))  # noqa: S311
        await session.flush()
        await availability.rebuild_days(session, calendar, now)


async def _book_confirmed_hires(session: AsyncSession) -> None:
    """The days of each seeded confirmed hire, as accepting it would have booked them (the
    earlier hire keeping a day two would share)."""
    hires = await session.execute(
        select(Application, Opportunity)
        .join(Opportunity, Opportunity.id == Application.opportunity_id)
        .where(
            Application.status == ApplicationStatus.hire_confirmed,
            ~Application.id.in_(select(Booking.application_id)),
        )
        .order_by(Application.updated_at, Application.id)
    )
    taken = {
        (booking.talent_id, booking.first_day, booking.last_day)
        for booking in await session.scalars(select(Booking))
    }
    for application, opportunity in hires:
        first, last = availability.days_of_event(opportunity)
        talent = application.applicant_id
        if any(who == talent and begins <= last and first <= ends for who, begins, ends in taken):
            continue
        taken.add((talent, first, last))
        session.add(
            Booking(application_id=application.id, talent_id=talent, first_day=first, last_day=last)
        )
    await session.flush()


def _blocks(talent: User, now: datetime, rng: random.Random) -> list[AvailabilityBlock]:
    today = now.date()
    if talent.email == DEMO_SPEAKER.email:
        return [
            _block(talent, today + timedelta(days=24), 6, "Family vacation at the lake"),
            _block(talent, today + timedelta(days=45), 0, "Pastors' conference in Atlanta"),
        ]
    if talent.email == DEMO_MUSICIAN.email:
        return [_block(talent, today + timedelta(days=16), 1, "Studio recording")]
    return [
        _block(
            talent,
            today + timedelta(days=rng.randrange(5, 150)),
            rng.choice([0, 0, 1, 2, 6]),
            rng.choice(BLOCK_REASONS),
        )
        for _ in range(rng.randrange(1, 4))
    ]


def _block(talent: User, first: date, more_days: int, reason: str) -> AvailabilityBlock:
    return AvailabilityBlock(
        user_id=talent.id, starts_on=first, ends_on=first + timedelta(days=more_days), reason=reason
    )


def _rule(talent: User, now: datetime, rng: random.Random) -> AvailabilityRule:
    if talent.email == DEMO_SPEAKER.email:
        chosen = RULES[0]
    elif talent.email == DEMO_MUSICIAN.email:
        chosen = RULES[2]
    else:
        chosen = rng.choice(RULES)
    frequency, weekdays, ordinal, part, reason = chosen
    starts_on = now.date() - timedelta(days=60)
    skipped: list[str] = []
    if talent.email == DEMO_SPEAKER.email:
        # One Sunday his home church has another preacher: that morning is free.
        today = now.date()
        sunday = today + timedelta(days=(SUNDAY - today.weekday()) % 7 + 35)
        skipped = [sunday.isoformat()]
    return AvailabilityRule(
        user_id=talent.id,
        frequency=frequency,
        weekdays=",".join(str(day) for day in weekdays),
        ordinal=ordinal,
        part_of_day=part,
        starts_on=starts_on,
        until=None,
        skipped=skipped,
        reason=reason,
    )
