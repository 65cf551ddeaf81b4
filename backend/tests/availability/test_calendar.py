"""A talent's calendar through the API: blocks and rules, who sees what, bad input, and the
days confirmed hires book."""

import asyncio
from datetime import date
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.availability.models import AvailabilityBlock, AvailabilityRule, Booking, UnavailableDay
from tests.factories import Actors, SignedIn
from tests.opportunities.helpers import offered, published

MINE = "/api/availability"


def of(who: SignedIn) -> str:
    return f"/api/availability/of/{who.id}"


async def calendar(
    client: httpx.AsyncClient, who: SignedIn, first: str, last: str, url: str = MINE
) -> dict[str, Any]:
    response = await client.get(url, params={"from": first, "to": last}, headers=who.headers)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def states(days: list[dict[str, Any]]) -> dict[str, str]:
    return {day["date"]: day["state"] for day in days}


async def rows(session: AsyncSession, model: type[Any]) -> int:
    return int(await session.scalar(select(func.count()).select_from(model)) or 0)


async def test_a_blocked_range_shows_with_its_reason_to_the_talent_only(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    speaker = actors.speaker
    block = {"starts_on": "2027-03-06", "ends_on": "2027-03-08", "reason": "Family wedding"}
    added = await client.post(f"{MINE}/blocks", json=block, headers=speaker.headers)
    assert added.status_code == 201, added.text
    own = await calendar(client, speaker, "2027-03-05", "2027-03-09")
    assert states(own["days"]) == {
        "2027-03-05": "available",
        "2027-03-06": "unavailable",
        "2027-03-07": "unavailable",
        "2027-03-08": "unavailable",
        "2027-03-09": "available",
    }
    assert own["days"][1]["reasons"] == ["Family wedding"]
    assert [b["reason"] for b in own["blocks"]] == ["Family wedding"]
    for viewer in (actors.church_admin, actors.signed_out):
        shown = await calendar(client, viewer, "2027-03-05", "2027-03-09", of(speaker))
        assert states(shown["days"]) == states(own["days"])
        assert "Family wedding" not in str(shown)
        assert all(set(day) == {"date", "state", "parts"} for day in shown["days"])


async def test_a_repeating_rule_and_a_part_of_the_day(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    speaker = actors.speaker
    every_sunday = {"frequency": "weekly", "weekdays": [6], "starts_on": "2027-01-01"}
    mornings = {
        "frequency": "monthly",
        "weekdays": [2],
        "ordinal": 1,
        "part_of_day": "morning",
        "starts_on": "2027-01-01",
        "skipped": ["2027-02-03"],
    }
    for rule in (every_sunday, mornings):
        response = await client.post(f"{MINE}/rules", json=rule, headers=speaker.headers)
        assert response.status_code == 201, response.text
    shown = await calendar(client, speaker, "2027-01-01", "2027-03-31")
    days = {day["date"]: day for day in shown["days"]}
    assert days["2027-01-03"]["state"] == "unavailable"  # a Sunday
    assert days["2027-01-06"]["state"] == "partly"  # the first Wednesday
    assert days["2027-01-06"]["parts"] == ["morning"]
    assert days["2027-02-03"]["state"] == "available"  # skipped
    assert days["2027-03-03"]["state"] == "partly"
    # Search reads the all-day days only, written out ahead.
    away = await session.scalars(
        select(UnavailableDay.day).where(UnavailableDay.user_id == speaker.id)
    )
    written = set(away.all())
    assert date(2027, 1, 3) in written and date(2027, 1, 6) not in written


async def test_removing_a_block_frees_its_days_and_someone_elses_is_not_found(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    block = {"starts_on": "2027-03-06", "ends_on": "2027-03-06"}
    added = (await client.post(f"{MINE}/blocks", json=block, headers=actors.speaker.headers)).json()
    url = f"{MINE}/blocks/{added['id']}"
    assert (await client.delete(url, headers=actors.musician.headers)).status_code == 404
    assert (await client.delete(url, headers=actors.speaker.headers)).status_code == 204
    shown = await calendar(client, actors.speaker, "2027-03-06", "2027-03-06")
    assert states(shown["days"]) == {"2027-03-06": "available"}
    assert await rows(session, UnavailableDay) == 0


async def test_only_speakers_and_musicians_keep_a_calendar(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    block = {"starts_on": "2027-03-06", "ends_on": "2027-03-06"}
    church = actors.church_admin.headers
    assert (await client.get(MINE, headers=church)).status_code == 403
    assert (await client.post(f"{MINE}/blocks", json=block, headers=church)).status_code == 403
    assert (await client.get(MINE)).status_code == 401
    assert (await client.get(of(actors.church_admin))).status_code == 404


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("rules", {"frequency": "daily", "weekdays": [6], "starts_on": "2027-01-01"}),
        ("rules", {"frequency": "weekly", "weekdays": [7], "starts_on": "2027-01-01"}),
        ("rules", {"frequency": "monthly", "weekdays": [6], "starts_on": "2027-01-01"}),
        (
            "rules",
            {
                "frequency": "weekly",
                "weekdays": [6],
                "starts_on": "2027-02-01",
                "until": "2027-01-01",
            },
        ),
        ("blocks", {"starts_on": "2027-03-06", "ends_on": "2027-03-05"}),
        ("blocks", {"starts_on": "2027-01-01", "ends_on": "2028-02-05"}),
        ("blocks", {"starts_on": "2027-02-30", "ends_on": "2027-03-01"}),
        ("blocks", {"starts_on": "next week", "ends_on": "2027-03-01"}),
    ],
)
async def test_bad_input_is_a_422_and_nothing_is_stored(
    client: httpx.AsyncClient,
    actors: Actors,
    session: AsyncSession,
    path: str,
    body: dict[str, Any],
) -> None:
    response = await client.post(f"{MINE}/{path}", json=body, headers=actors.speaker.headers)
    assert response.status_code == 422, response.text
    assert await rows(session, AvailabilityRule) + await rows(session, AvailabilityBlock) == 0


async def test_an_unknown_time_zone_and_a_range_too_long_are_refused(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    headers = actors.speaker.headers
    zone = await client.put(
        f"{MINE}/time-zone", json={"time_zone": "Mars/Olympus"}, headers=headers
    )
    assert zone.status_code == 422
    chicago = await client.put(
        f"{MINE}/time-zone", json={"time_zone": "America/Chicago"}, headers=headers
    )
    assert chicago.status_code == 200
    assert (await client.get(MINE, headers=headers)).json()["time_zone"] == "America/Chicago"
    too_long = await client.get(
        MINE, params={"from": "2027-01-01", "to": "2028-06-01"}, headers=headers
    )
    assert too_long.status_code == 422
    backwards = await client.get(
        MINE, params={"from": "2027-01-02", "to": "2027-01-01"}, headers=headers
    )
    assert backwards.status_code == 422


# ---- bookings ----------------------------------------------------------------------------------


async def test_accepting_books_the_events_days_and_a_second_hire_that_day_is_refused(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    first = await offered(client, actors, await published(client, actors.church_admin))
    accept = f"/api/applications/{first['id']}/offer/accept"
    assert (await client.post(accept, headers=actors.speaker.headers)).status_code == 200
    shown = await calendar(client, actors.speaker, "2026-12-10", "2026-12-14")
    assert states(shown["days"]) == {
        "2026-12-10": "available",
        "2026-12-11": "booked",  # the weekend's three days, in the church's time zone
        "2026-12-12": "booked",
        "2026-12-13": "booked",
        "2026-12-14": "available",
    }
    [booking] = shown["days"][1]["bookings"]
    assert booking["church_name"] == "Grace Fellowship"
    public = await calendar(
        client, actors.church_admin, "2026-12-11", "2026-12-11", of(actors.speaker)
    )
    assert public["days"] == [{"date": "2026-12-11", "state": "booked", "parts": []}]

    other = await published(
        client,
        actors.church_admin,
        title="Saturday Praise Night",
        starts_at="2026-12-12T18:00",
        ends_at="2026-12-12T21:00",
    )
    second = await offered(client, actors, other, event_date="2026-12-12")
    refused = await client.post(
        f"/api/applications/{second['id']}/offer/accept", headers=actors.speaker.headers
    )
    assert refused.status_code == 409
    assert refused.json()["error"]["code"] == "already_booked"
    assert await rows(session, Booking) == 1


async def test_cancelling_the_event_frees_the_days(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    opportunity = await published(client, actors.church_admin)
    application = await offered(client, actors, opportunity)
    accept = f"/api/applications/{application['id']}/offer/accept"
    assert (await client.post(accept, headers=actors.speaker.headers)).status_code == 200
    # Another position still open: the opportunity is not filled, so it can be cancelled.
    cancel = f"/api/opportunities/{opportunity['id']}/cancel"
    assert (await client.post(cancel, headers=actors.church_admin.headers)).status_code == 200
    shown = await calendar(client, actors.speaker, "2026-12-11", "2026-12-11")
    assert states(shown["days"]) == {"2026-12-11": "available"}
    assert await rows(session, Booking) == 0


@pytest.mark.commits
async def test_two_accepts_of_one_day_racing_end_with_one_winner(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    """Two offers for the same evening, accepted at once: one is booked."""
    offers = []
    for title in ("Evening A", "Evening B"):
        opportunity = await published(
            client,
            actors.church_admin,
            title=title,
            starts_at="2026-12-12T18:00",
            ends_at="2026-12-12T21:00",
        )
        offers.append(await offered(client, actors, opportunity, event_date="2026-12-12"))
    answers = await asyncio.gather(
        *(
            client.post(f"/api/applications/{o['id']}/offer/accept", headers=actors.speaker.headers)
            for o in offers
        )
    )
    assert sorted(answer.status_code for answer in answers) == [200, 409]
    assert await rows(session, Booking) == 1
