"""The demo calendars (demo/availability.py): the seeded hires' days booked, the demo speaker's
and musician's own days away and rules, most seeded talent with a calendar, and search that
leaves out whoever is away."""

from datetime import date, timedelta

import httpx
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application, ApplicationStatus
from steeple.availability.models import (
    AvailabilityBlock,
    AvailabilityCalendar,
    AvailabilityRule,
    Booking,
)
from steeple.demo.marketplace import run_seed
from tests.conftest import Clock
from tests.demo.support import bearer, seed_all, sign_in

DEMO_SPEAKER = "speaker@demo.steeple.app"


async def test_the_demo_talent_have_calendars_and_every_seeded_hire_its_days(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    await seed_all(app, clock.now)
    hires = await session.scalar(
        select(func.count())
        .select_from(Application)
        .where(Application.status == ApplicationStatus.hire_confirmed)
    )
    booked = await session.scalar(select(func.count()).select_from(Booking))
    assert hires and booked and booked >= hires - 2  # two a talent cannot share keep one day
    calendars = await session.scalar(select(func.count()).select_from(AvailabilityCalendar))
    assert calendars and calendars >= 60

    speaker = bearer(await sign_in(client, DEMO_SPEAKER))
    mine = (await client.get("/api/availability", headers=speaker)).json()
    assert [rule["reason"] for rule in mine["rules"]] == ["Serving at my home church"]
    assert mine["rules"][0]["part_of_day"] == "morning" and mine["rules"][0]["skipped"]
    assert "Family vacation at the lake" in [block["reason"] for block in mine["blocks"]]
    vacation = next(b for b in mine["blocks"] if b["reason"] == "Family vacation at the lake")

    # A church searching that week no longer finds him; the day before it does.
    user_id = (await client.get("/api/users/me", headers=speaker)).json()["id"]

    async def found_on(day: str) -> bool:
        response = await client.get(
            "/api/profiles/search",
            params={"role": "speaker", "q": "James Carter", "available_on": day},
        )
        assert response.status_code == 200, response.text
        return user_id in {card["user_id"] for card in response.json()["results"]}

    assert not await found_on(vacation["starts_on"])
    # The day before: found exactly when his calendar says he is free.
    day_before = (date.fromisoformat(vacation["starts_on"]) - timedelta(days=1)).isoformat()
    shown = await client.get(
        "/api/availability", params={"from": day_before, "to": day_before}, headers=speaker
    )
    [state] = [day["state"] for day in shown.json()["days"]]
    assert await found_on(day_before) == (state in ("available", "partly"))


async def test_seeding_twice_adds_no_calendar_row(
    app: FastAPI, session: AsyncSession, clock: Clock
) -> None:
    await seed_all(app, clock.now)

    async def counts() -> list[int | None]:
        return [
            await session.scalar(select(func.count()).select_from(model))
            for model in (AvailabilityCalendar, AvailabilityBlock, AvailabilityRule, Booking)
        ]

    first = await counts()
    await session.commit()
    await run_seed(app.state.sessionmaker, now=clock.now)
    assert await counts() == first
