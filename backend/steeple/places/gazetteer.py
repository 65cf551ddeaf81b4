"""Looking places up in the places table."""

import uuid
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.places.models import Place
from steeple.places.states import state_code
from steeple.users.models import User

# Words people (and a few of the package's own names) shorten: "St. Louis" is Saint Louis.
_SHORTENED = {"st": "saint", "ste": "sainte", "ft": "fort", "mt": "mount"}


def city_key(city: str, *, typing: bool = False) -> str:
    """A city as it is looked up: case, spacing and the usual short forms do not matter
    ("ST.  Louis" and "Saint Louis" are "saint louis"). While `typing`, the last word may be
    unfinished ("st" may become "sterling"), so it is left as it is unless a dot ends it."""
    words = city.casefold().split()
    finished = len(words) - 1 if typing and not city.rstrip().endswith(".") else len(words)
    return " ".join(
        _SHORTENED.get(word.rstrip("."), word) if index < finished else word
        for index, word in enumerate(words)
    )


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


@dataclass(frozen=True)
class Suggestion:
    city: str
    state: str
    # The ZIP code typed (its first digits), when the search was one.
    zip_code: str | None = None


async def suggestions(session: AsyncSession, text: str, limit: int) -> list[Suggestion]:
    """Places for what someone is typing: ZIP codes starting with its digits, or cities starting
    with its words ("spring", "springfield, il", "Springfield Illinois" narrow by state). Cities
    with more ZIP codes (the larger ones) come first."""
    text = " ".join(text.split())
    if text.isdigit():
        rows = await session.execute(
            select(Place.zip_code, Place.city, Place.state)
            .where(Place.zip_code >= text, Place.zip_code < _next_prefix(text))
            .order_by(Place.zip_code)
            .limit(limit)
        )
        return [Suggestion(row.city, row.state, row.zip_code) for row in rows]
    city, state = _city_and_state(text)
    key = city_key(city, typing=not state)
    if not key:
        return []
    size = func.count(Place.zip_code)
    query = (
        select(func.min(Place.city).label("city"), Place.state)
        .where(Place.city_key >= key, Place.city_key < _next_prefix(key))
        .group_by(Place.city_key, Place.state)
        .order_by(size.desc(), Place.city_key, Place.state)
        .limit(limit)
    )
    if state:
        query = query.where(Place.state == state)
    return [Suggestion(row.city, row.state) for row in await session.execute(query)]


def _next_prefix(prefix: str) -> str:
    """The first text after every text starting with `prefix` (a range an index can walk)."""
    return prefix[:-1] + chr(ord(prefix[-1]) + 1)


def _city_and_state(text: str) -> tuple[str, str | None]:
    """ "Springfield, IL" or "Springfield Illinois": the city and the state's code; a last word
    that is no state belongs to the city."""
    if "," in text:
        city, _, state = text.rpartition(",")
        return city, state_code(state) if state.strip() else None
    for cut in (1, 2, 3):  # "Ohio", "New York", "District of Columbia"
        words = text.split()
        if len(words) > cut and (code := state_code(" ".join(words[-cut:]))):
            return " ".join(words[:-cut]), code
    return text, None
