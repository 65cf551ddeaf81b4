"""Looking places up in the places table."""

import uuid
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.places.models import Place
from steeple.places.states import state_code
from steeple.users.models import User


def city_key(city: str) -> str:
    """A city as it is looked up: case and spacing do not matter ("St.  Louis" is "st. louis")."""
    return " ".join(city.split()).casefold()


def package_rows() -> list[dict[str, Any]]:
    """Every ZIP code the `zipcodes` package knows, as rows of the places table (for the
    migration that loads them)."""
    import zipcodes  # ~100 MB while it is read: only when loading the table

    return [
        {
            "zip_code": place["zip_code"],
            "city": place["city"],
            "state": place["state"],
            "city_key": city_key(place["city"]),
            "latitude": float(place["lat"]),
            "longitude": float(place["long"]),
            "time_zone": place["timezone"] or None,
        }
        for place in zipcodes.list_all()  # type: ignore[no-untyped-call]
    ]


async def time_zone_of(session: AsyncSession, city: str | None, state: str | None) -> str | None:
    """The time zone of a US city ("Dayton", "OH" or "Ohio"), or None for a place the gazetteer
    does not know. A city whose ZIP codes straddle a zone line takes its lowest ZIP code's."""
    code = state_code(state) if state else None
    if not city or not code:
        return None
    return await session.scalar(
        select(Place.time_zone)
        .where(
            Place.state == code,
            Place.city_key == city_key(city),
            Place.time_zone.is_not(None),
        )
        .order_by(Place.zip_code)
        .limit(1)
    )


async def home_time_zone(session: AsyncSession, user_id: uuid.UUID) -> str | None:
    """The time zone of where a user lives (their city and state), if the gazetteer knows it."""
    user = await session.get(User, user_id)
    return await time_zone_of(session, user.city, user.state) if user else None
