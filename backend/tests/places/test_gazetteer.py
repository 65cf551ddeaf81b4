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


async def test_the_migration_loaded_every_zip_code(session: AsyncSession) -> None:
    assert await session.scalar(select(func.count()).select_from(Place)) == 42_789
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
