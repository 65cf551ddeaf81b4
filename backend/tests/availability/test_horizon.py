"""Repeating rules' days are carried forward as the horizon moves (availability/horizon.py)."""

from datetime import date, timedelta

import httpx
from fastapi import FastAPI
from sqlalchemy import func, select

from steeple.availability.horizon import extend_once
from steeple.availability.models import AvailabilityCalendar, UnavailableDay
from tests.conftest import Clock
from tests.factories import Actors


async def test_a_rules_days_are_carried_forward_and_a_calendar_without_rules_is_left(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    every_day = {"frequency": "weekly", "weekdays": list(range(7)), "starts_on": "2026-11-01"}
    added = await client.post(
        "/api/availability/rules", json=every_day, headers=actors.speaker.headers
    )
    assert added.status_code == 201
    block = {"starts_on": "2027-01-04", "ends_on": "2027-01-04"}
    assert (
        await client.post("/api/availability/blocks", json=block, headers=actors.musician.headers)
    ).is_success

    async def last_day() -> date:
        async with app.state.sessionmaker() as session:
            day: date | None = await session.scalar(
                select(func.max(UnavailableDay.day)).where(
                    UnavailableDay.user_id == actors.speaker.id
                )
            )
            assert day is not None
            return day

    before = await last_day()
    assert await extend_once(app.state.sessionmaker, clock.now) == 0  # just written
    clock.now += timedelta(days=10)
    assert await extend_once(app.state.sessionmaker, clock.now) == 1  # the speaker's only
    after = await last_day()
    assert after == before + timedelta(days=10)
    async with app.state.sessionmaker() as session:
        calendar = await session.get(AvailabilityCalendar, actors.speaker.id)
        assert calendar is not None and calendar.days_through == after
