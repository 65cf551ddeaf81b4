"""The directories' "available on" filter agrees with each talent's calendar."""

import random
import uuid
from datetime import date, timedelta

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import ApplicationStatus
from steeple.auth.actor import Actor
from steeple.availability import service as availability
from steeple.availability.models import AvailabilityRule, Booking, PartOfDay
from steeple.users.models import User
from steeple.users.roles import Role
from tests.conftest import Clock
from tests.factories import make_application, make_church, make_opportunity, make_user

FIRST, LAST = date(2027, 1, 1), date(2027, 6, 30)
SEARCH = "/api/profiles/search"


def some_day(rng: random.Random) -> date:
    return FIRST + timedelta(days=rng.randrange((LAST - FIRST).days + 1))


async def random_calendars(
    session: AsyncSession, clock: Clock, rng: random.Random, count: int
) -> list[User]:
    """`count` listed talent, each with a few blocks, repeating rules (some for part of the day
    only) and, for some, a confirmed hire."""
    church = await make_church(
        session, name="Calvary Chapel", admin=await make_user(session, role=Role.church)
    )
    people = []
    for n in range(count):
        role = rng.choice([Role.speaker, Role.musician])
        user = await make_user(session, role=role, full_name=f"Talent {n:02}")
        actor = Actor(user=user, session_id=uuid.uuid4())
        for _ in range(rng.randrange(4)):
            start = some_day(rng)
            await availability.add_block(
                session,
                actor,
                clock.now,
                starts_on=start,
                ends_on=start + timedelta(rng.randrange(6)),
                reason=None,
            )
        for _ in range(rng.randrange(3)):
            monthly = rng.random() < 0.4
            rule = AvailabilityRule(
                frequency="monthly" if monthly else "weekly",
                weekdays=",".join(
                    str(d) for d in sorted(rng.sample(range(7), rng.randrange(1, 3)))
                ),
                ordinal=rng.choice([1, 2, 3, -1]) if monthly else None,
                part_of_day=rng.choice(list(PartOfDay)),
                starts_on=some_day(rng) - timedelta(days=90),
                until=rng.choice([None, some_day(rng)]),
                skipped=[some_day(rng).isoformat()],
            )
            await availability.add_rule(session, actor, clock.now, rule)
        if rng.random() < 0.3:
            day = some_day(rng)
            opportunity = await make_opportunity(
                session, church, clock.now, starts_in=timedelta(days=(day - clock.now.date()).days)
            )
            hire = await make_application(
                session, opportunity, user, status=ApplicationStatus.hire_confirmed
            )
            first, last = availability.days_of_event(opportunity)
            session.add(
                Booking(application_id=hire.id, talent_id=user.id, first_day=first, last_day=last)
            )
        people.append(user)
    await session.flush()
    return people


async def free_on(client: httpx.AsyncClient, day: date) -> set[str]:
    response = await client.get(SEARCH, params={"available_on": day.isoformat()})
    assert response.status_code == 200, response.text
    return {card["user_id"] for card in response.json()["results"]}


async def test_the_filter_agrees_with_the_calendar_for_a_thousand_talent_and_days(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    rng = random.Random(24)  # noqa: S311 (repeatable calendars, not secrets)
    people = await random_calendars(session, clock, rng, 40)
    await session.commit()
    checked = 0
    for day in sorted({some_day(rng) for _ in range(25)}):
        found = await free_on(client, day)
        for person in people:
            [shown] = await availability.days(session, person.id, day, day, private=False)
            assert (str(person.id) in found) == (shown.state in ("available", "partly")), (
                person.full_name,
                day,
                shown,
            )
            checked += 1
    assert checked >= 950
    assert 0 < len(found) < len(people)  # the filter took some out and left some in


@pytest.mark.parametrize("day", ["2026-11-01", "2028-12-01", "tomorrow"])
async def test_a_day_outside_what_search_can_answer_is_a_422(
    client: httpx.AsyncClient, day: str
) -> None:
    response = await client.get(SEARCH, params={"available_on": day})
    assert response.status_code == 422
