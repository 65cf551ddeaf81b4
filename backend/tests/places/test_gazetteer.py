"""The gazetteer as its migration loaded it from the `zipcodes` package, and the time zone a
talent's calendar starts in."""

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from steeple.places.gazetteer import time_zone_of
from steeple.places.models import Place
from steeple.users.models import UserSettings
from steeple.users.roles import Role
from tests.conftest import Clock
from tests.factories import access_token, make_user

pytestmark = pytest.mark.usefixtures("app")


async def test_the_migration_loaded_every_zip_code_with_coordinates(session: AsyncSession) -> None:
    # 42,789 in the package, of which 872 have none (0, 0).
    assert await session.scalar(select(func.count()).select_from(Place)) == 42_789 - 872
    no_coordinates = (Place.latitude == 0) & (Place.longitude == 0)
    assert await session.scalar(select(func.count()).select_from(Place).where(no_coordinates)) == 0
    dayton = await session.get(Place, "45402")
    assert dayton is not None
    assert (dayton.city, dayton.state, dayton.time_zone) == ("Dayton", "OH", "America/New_York")
    assert dayton.latitude == pytest.approx(39.76, abs=0.05)
    assert dayton.longitude == pytest.approx(-84.19, abs=0.05)


@pytest.mark.parametrize(
    ("city", "state", "zone"),
    [
        ("Dayton", "OH", "America/New_York"),
        # States that straddle a zone line answer by the city.
        ("El Paso", "TX", "America/Denver"),
        ("Houston", "TX", "America/Chicago"),
        ("Pensacola", "FL", "America/Chicago"),
        ("Boise", "ID", "America/Boise"),
        ("Honolulu", "HI", "Pacific/Honolulu"),
        # Case and spacing do not matter, and a state may be named.
        ("  el   PASO ", "tx", "America/Denver"),
        ("Dayton", "Ohio", "America/New_York"),
        # Short forms: the package says "Saint Louis" (and "St John" for Kansas).
        ("St. Louis", "MO", "America/Chicago"),
        ("st louis", "Missouri", "America/Chicago"),
        ("Saint John", "KS", "America/Chicago"),
        ("Ft. Worth", "TX", "America/Chicago"),
        ("San Juan", " puerto  rico", "America/Puerto_Rico"),
        ("Springfield", "ZZ", None),
        ("Nowhere Town", "OH", None),
        (None, "OH", None),
        ("Dayton", None, None),
    ],
)
async def test_the_time_zone_of_a_city(
    session: AsyncSession, city: str | None, state: str | None, zone: str | None
) -> None:
    assert await time_zone_of(session, city, state) == zone


async def test_a_calendar_starts_in_the_time_zone_of_home_else_of_the_settings(
    client: httpx.AsyncClient, session: AsyncSession, settings: Settings, clock: Clock
) -> None:
    async def first_zone(city: str, state: str, settings_zone: str) -> str:
        async with session.begin():
            user = await make_user(session, role=Role.musician, city=city, state=state)
            chosen = await session.scalar(
                select(UserSettings).where(UserSettings.user_id == user.id)
            )
            assert chosen is not None
            chosen.timezone = settings_zone
            token = await access_token(session, settings, user, clock.now)
        answer = await client.get("/api/availability", headers={"Authorization": f"Bearer {token}"})
        assert answer.status_code == 200, answer.text
        zone: str = answer.json()["time_zone"]
        return zone

    assert await first_zone("El Paso", "TX", "America/New_York") == "America/Denver"
    assert await first_zone("Atlantis", "TX", "America/Los_Angeles") == "America/Los_Angeles"


async def suggest(client: httpx.AsyncClient, q: str, **params: int) -> list[str]:
    answer = await client.get("/api/places", params={"q": q, **params})
    assert answer.status_code == 200, answer.text
    return [
        f"{p['zip_code']} {p['city']}, {p['state']}"
        if p["zip_code"]
        else f"{p['city']}, {p['state']}"
        for p in answer.json()["places"]
    ]


async def test_cities_are_suggested_as_one_types_larger_first(client: httpx.AsyncClient) -> None:
    # By how many ZIP codes each has (Dayton, OH 49; Daytona Beach 17), then by name.
    assert await suggest(client, "dayto", limit=4) == [
        "Dayton, OH",
        "Daytona Beach, FL",
        "Dayton, IA",
        "Dayton, ID",
    ]
    assert await suggest(client, "  DAYTON,  oh ") == ["Dayton, OH"]
    assert await suggest(client, "dayton ohio") == ["Dayton, OH"]
    assert await suggest(client, "new york") == [
        "New York, NY",
        "New York Mills, MN",
        "New York Mills, NY",
    ]
    assert await suggest(client, "kansas city missouri") == ["Kansas City, MO"]
    assert await suggest(client, "san juan, puerto rico") == ["San Juan, PR"]
    assert (await suggest(client, "st. lou"))[0] == "Saint Louis, MO"
    # An unfinished last word is not a short form: "ste" may become "sterling".
    assert (await suggest(client, "sterl"))[0].startswith("Sterling")
    assert all(place.startswith("Ste") for place in await suggest(client, "ste"))
    assert await suggest(client, "zzqx") == []


async def test_zip_codes_are_suggested_by_their_first_digits(client: httpx.AsyncClient) -> None:
    assert await suggest(client, "45402") == ["45402 Dayton, OH"]
    assert await suggest(client, "4540", limit=3) == [
        "45400 Dayton, OH",
        "45401 Dayton, OH",
        "45402 Dayton, OH",
    ]


@pytest.mark.parametrize("params", [{"q": "d"}, {"q": "x" * 81}, {"q": "dayton", "limit": 0}, {}])
async def test_a_bad_search_is_refused(
    client: httpx.AsyncClient, params: dict[str, str | int]
) -> None:
    assert (await client.get("/api/places", params=params)).status_code == 422
