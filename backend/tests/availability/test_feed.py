"""The calendar feed: what a calendar app reads from the talent's link, and that a reset link
stops answering at once."""

from datetime import UTC, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import httpx
from fastapi import FastAPI
from icalendar import Calendar
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import ApplicationStatus
from steeple.availability.models import AvailabilityCalendar
from tests.conftest import Clock
from tests.factories import PASSWORD, Actors, make_application, make_opportunity

CHICAGO = ZoneInfo("America/Chicago")


async def feed_url(client: httpx.AsyncClient, actors: Actors) -> str:
    response = await client.get("/api/availability", headers=actors.speaker.headers)
    assert response.status_code == 200, response.text
    url: str = response.json()["feed_url"]
    return url.removeprefix("http://testserver")


async def fetched(client: httpx.AsyncClient, url: str) -> Calendar:
    response = await client.get(url)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/calendar")
    return Calendar.from_ical(response.content)


async def hire_at_nine_in_chicago(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock, day: datetime
) -> None:
    """A confirmed hire, accepted through the API, from 09:00 to 11:00 Chicago time on `day`."""
    church = actors.church_admin.church
    assert church is not None and actors.speaker.user is not None
    starts_at = datetime.combine(day.date(), time(9), CHICAGO).astimezone(UTC)
    async with app.state.sessionmaker() as session, session.begin():
        opportunity = await make_opportunity(
            session, church, clock.now, title=f"Morning service {day:%b %d}"
        )
        opportunity.timezone = "America/Chicago"
        opportunity.starts_at = starts_at
        opportunity.ends_at = starts_at + timedelta(hours=2)
        opportunity.starts_on = day.date()
        opportunity.application_deadline = day.date() - timedelta(days=3)
        await session.flush()
        application = await make_application(
            session, opportunity, actors.speaker.user, status=ApplicationStatus.offered
        )
    accepted = await client.post(
        f"/api/applications/{application.id}/offer/accept", headers=actors.speaker.headers
    )
    assert accepted.status_code == 200, accepted.text


def events(calendar: Calendar) -> list[Any]:
    return list(calendar.walk("VEVENT"))


async def test_the_feed_has_hires_blocks_and_rules_with_their_time_zones_and_steady_uids(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    headers = actors.speaker.headers
    await client.put(
        "/api/availability/time-zone", json={"time_zone": "America/Denver"}, headers=headers
    )
    block = {"starts_on": "2027-03-01", "ends_on": "2027-03-02", "reason": "Retreat"}
    assert (await client.post("/api/availability/blocks", json=block, headers=headers)).is_success
    rule = {
        "frequency": "weekly",
        "weekdays": [0],
        "part_of_day": "evening",
        "starts_on": "2027-01-01",
        "skipped": ["2027-01-11"],
    }
    assert (await client.post("/api/availability/rules", json=rule, headers=headers)).is_success
    # Either side of the change to daylight time (March 14, 2027).
    before, after = datetime(2027, 3, 7), datetime(2027, 3, 21)
    for day in (before, after):
        await hire_at_nine_in_chicago(app, client, actors, clock, day)

    url = await feed_url(client, actors)
    first, second = await fetched(client, url), await fetched(client, url)
    assert [str(e["uid"]) for e in events(first)] == [str(e["uid"]) for e in events(second)]
    assert len(events(first)) == 4
    defined = {str(zone["tzid"]) for zone in first.walk("VTIMEZONE")}
    used = {
        prop.params["TZID"]
        for event in events(first)
        for name in ("dtstart", "dtend", "exdate")
        if name in event
        for prop in (event[name] if isinstance(event[name], list) else [event[name]])
        if "TZID" in prop.params
    }
    assert used == {"America/Chicago", "America/Denver"}
    assert used <= defined
    hires = sorted(
        (e for e in events(first) if str(e["uid"]).startswith("hire-")),
        key=lambda e: e.decoded("dtstart"),
    )
    for hire, day in zip(hires, (before, after), strict=True):
        start = hire.decoded("dtstart")
        assert (start.date(), start.hour, start.minute) == (day.date(), 9, 0)
        assert str(start.tzinfo) == "America/Chicago"
        assert "Grace Fellowship" in str(hire["summary"])
    [retreat] = [e for e in events(first) if str(e["uid"]).startswith("block-")]
    assert str(retreat["summary"]) == "Unavailable: Retreat"
    assert retreat.decoded("dtend") == datetime(2027, 3, 3).date()  # all day, end exclusive
    [evenings] = [e for e in events(first) if str(e["uid"]).startswith("rule-")]
    assert evenings.decoded("dtstart").hour == 17
    assert evenings["rrule"]["FREQ"] == ["WEEKLY"]

    # The same hires in the grid: nine o'clock in Chicago on both sides of the change.
    shown = await client.get(
        "/api/availability", params={"from": "2027-03-07", "to": "2027-03-21"}, headers=headers
    )
    booked = [day for day in shown.json()["days"] if day["state"] == "booked"]
    assert [day["date"] for day in booked] == ["2027-03-07", "2027-03-21"]
    for day in booked:
        [booking] = day["bookings"]
        local = datetime.fromisoformat(booking["starts_at"]).astimezone(
            ZoneInfo(booking["time_zone"])
        )
        assert (local.hour, local.minute) == (9, 0)


async def test_a_reset_link_answers_404_at_once_and_a_wrong_one_too(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    old = await feed_url(client, actors)
    reset = await client.post("/api/availability/feed/reset", headers=actors.speaker.headers)
    assert reset.status_code == 200
    new = reset.json()["feed_url"].removeprefix("http://testserver")
    assert new != old
    assert (await client.get(old)).status_code == 404
    assert (await client.get(new)).status_code == 200
    assert (await client.get("/api/calendar/not-a-secret.ics")).status_code == 404
    tampered = new[:-6] + ("A" if new[-5] != "A" else "B") + new[-4:]
    assert (await client.get(tampered)).status_code == 404


async def test_reading_the_calendar_stores_nothing_and_its_link_works_before_and_after_a_change(
    client: httpx.AsyncClient, actors: Actors, clock: Clock, session: AsyncSession
) -> None:
    """Reading is a GET, which writes nothing: the calendar is stored on the first change, and
    the feed link shown before it (version 1) opens the feed all along."""
    assert actors.speaker.user is not None
    url = await feed_url(client, actors)
    assert await session.get(AvailabilityCalendar, actors.speaker.user.id) is None
    assert events(await fetched(client, url)) == []

    day = (clock.now + timedelta(days=30)).date().isoformat()
    block = {"starts_on": day, "ends_on": day, "reason": "Retreat"}
    headers = actors.speaker.headers
    added = await client.post("/api/availability/blocks", json=block, headers=headers)
    assert added.status_code == 201, added.text
    assert await session.get(AvailabilityCalendar, actors.speaker.user.id) is not None
    assert await feed_url(client, actors) == url
    assert len(events(await fetched(client, url))) == 1


async def test_the_link_stops_answering_once_the_account_is_deleted(
    client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    """The stored calendar stays with the emptied account row (users.deletion); its feed, with
    the private reasons of its blocks, is nobody's to read any more."""
    url = await feed_url(client, actors)
    day = (clock.now + timedelta(days=30)).date().isoformat()
    block = {"starts_on": day, "ends_on": day, "reason": "Surgery"}
    headers = actors.speaker.headers
    added = await client.post("/api/availability/blocks", json=block, headers=headers)
    assert added.status_code == 201, added.text
    assert len(events(await fetched(client, url))) == 1
    deleted = await client.post(
        "/api/users/me/deletion", json={"password": PASSWORD}, headers=actors.speaker.headers
    )
    assert deleted.status_code == 204, deleted.text
    assert (await client.get(url)).status_code == 404
