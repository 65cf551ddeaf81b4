"""Looking places up in the places table."""

import re
import uuid
from dataclasses import dataclass
from typing import Any, Protocol

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.i18n import _
from steeple.places.distance import MAX_RADIUS_MILES, MIN_RADIUS_MILES, Circle
from steeple.places.models import Place
from steeple.places.states import state_code
from steeple.users.models import User
from steeple.web.errors import AppError

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
    """Every ZIP code the `zipcodes` package knows a place for, as rows of the places table (for
    the migration that loads them). Some 870 of its 42,789 (post office boxes, single
    businesses) have no coordinates, written 0, 0: they are left out, or they would pull their
    city's centre into the ocean."""
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
        if (float(place["lat"]), float(place["long"])) != (0, 0)
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


ZIP_CODE = re.compile(r"\d{5}")


@dataclass(frozen=True)
class Located:
    """A place the gazetteer knows, as rows keep it: its own spelling of the city, the state's
    code, and the centre of the city's ZIP codes (or the ZIP code's own)."""

    city: str
    state: str
    latitude: float
    longitude: float


async def locate(session: AsyncSession, city: str | None, state: str | None) -> Located | None:
    """A ZIP code (given as the city, the state then optional) or a city and its state ("Dayton",
    "OH" or "Ohio"; or both in the city: "Dayton, OH"); None for what the gazetteer does not
    know."""
    city = " ".join((city or "").split())
    code = state_code(state) if state and state.strip() else None
    if code is None and not ZIP_CODE.fullmatch(city):
        city, code = _city_and_state(city)
    if ZIP_CODE.fullmatch(city):
        place = await session.get(Place, city)
        if place is None or (code is not None and code != place.state):
            return None
        return Located(place.city, place.state, place.latitude, place.longitude)
    if not city or code is None:
        return None
    found = (
        await session.execute(
            select(func.min(Place.city), func.avg(Place.latitude), func.avg(Place.longitude)).where(
                Place.state == code, Place.city_key == city_key(city)
            )
        )
    ).one()
    name, latitude, longitude = found
    return None if name is None else Located(name, code, latitude, longitude)


async def required_place(session: AsyncSession, city: str | None, state: str | None) -> Located:
    """The place someone entered (see `locate`), else a 422 that says what to fix (on `city`,
    where the suggestions are)."""
    found = await locate(session, city, state)
    if found is not None:
        return found
    city, state = (city or "").strip(), (state or "").strip()
    if not city:
        message = _("Enter your city, or a ZIP code")
    elif not state and not ZIP_CODE.fullmatch(city):
        message = _("Add the state for {city}, or enter a ZIP code instead", city=city)
    else:
        place = f"{city}, {state}" if state else city
        message = _(
            "We could not find {place}. Choose one of the suggestions, or enter a ZIP code.",
            place=place,
        )
    raise AppError(422, "unknown_place", message, {"city": message})


async def optional_place(
    session: AsyncSession, city: str | None, state: str | None
) -> Located | None:
    """As `required_place`, but nothing entered (no city, no state) is no place."""
    if not (city or "").strip() and not (state or "").strip():
        return None
    return await required_place(session, city, state)


async def search_circle(
    session: AsyncSession, near: str | None, radius: int, *, nearest_first: bool
) -> Circle | None:
    """Where a search near a place looks: `near` is a ZIP code or "City, ST" (none: anywhere),
    `radius` in miles. A 422 that says what to fix for an unknown place, a radius out of range,
    or the nearest first without a place."""
    near = " ".join((near or "").split())
    if not near:
        if nearest_first:
            message = _("Choose a place to sort by distance")
            raise AppError(422, "validation_error", message, {"near": message})
        return None
    if not MIN_RADIUS_MILES <= radius <= MAX_RADIUS_MILES:
        message = _(
            "Choose a distance from {low} to {high} miles",
            low=MIN_RADIUS_MILES,
            high=MAX_RADIUS_MILES,
        )
        raise AppError(422, "validation_error", message, {"radius": message})
    city, state = (near, None) if ZIP_CODE.fullmatch(near) else _city_and_state(near)
    found = await locate(session, city, state)
    if found is None:
        message = _(
            "We could not find {place}. Choose one of the suggestions, or enter a ZIP code.",
            place=near,
        )
        raise AppError(422, "unknown_place", message, {"near": message})
    return Circle(found.latitude, found.longitude, radius)


class HasPlace(Protocol):
    city: str | None
    state: str | None
    latitude: float | None
    longitude: float | None


def put_place(row: HasPlace, place: Located | None) -> None:
    """Keeps `place` on a user, church or event: the gazetteer's spelling and its coordinates."""
    row.city = place.city if place else None
    row.state = place.state if place else None
    row.latitude = place.latitude if place else None
    row.longitude = place.longitude if place else None


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
