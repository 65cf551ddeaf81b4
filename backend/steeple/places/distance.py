"""How far apart two places are, in Python and in SQL (the same formula on both databases), and
the latitude-longitude box a search reads through its index before measuring.

Miles along the earth's surface, on a sphere of the earth's mean radius: within a few tenths of
a percent of the true distance, closer than any ZIP code's centre is to the people it stands
for. Each searched row keeps its place as a unit vector (place_x, place_y, place_z), so its
closeness to the centre is three products (the cosine of the angle between them): a search
keeps rows by closeness and sorts by it, and turns it into miles (an arc cosine) only for the
rows it shows. Near 1 the cosine still tells a tenth of a mile apart."""

import math
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, Float, bindparam, case, cast, func

EARTH_RADIUS_MILES = 3958.8
MIN_RADIUS_MILES = 1
MAX_RADIUS_MILES = 500


def unit_vector(latitude: float, longitude: float) -> tuple[float, float, float]:
    """A point as a vector from the earth's centre, of length 1 (what the search columns
    place_x, place_y and place_z keep)."""
    phi, lam = math.radians(latitude), math.radians(longitude)
    return (math.cos(phi) * math.cos(lam), math.cos(phi) * math.sin(lam), math.sin(phi))


def place_vector(
    latitude: float | None, longitude: float | None
) -> tuple[float | None, float | None, float | None]:
    """unit_vector, or nothing for no place (the search columns of a row without one)."""
    if latitude is None or longitude is None:
        return None, None, None
    return unit_vector(latitude, longitude)


def miles_between(latitude: float, longitude: float, other_lat: float, other_lon: float) -> float:
    one, other = unit_vector(latitude, longitude), unit_vector(other_lat, other_lon)
    return _miles(sum(a * b for a, b in zip(one, other, strict=True)))


def _miles(closeness: float) -> float:
    """The miles between two points whose unit vectors' dot product is `closeness` (the cosine
    of the angle between them; rounding may take it a hair past 1)."""
    return EARTH_RADIUS_MILES * math.acos(max(-1.0, min(1.0, closeness)))


@dataclass(frozen=True)
class Circle:
    """Everywhere within `radius` miles of a point."""

    latitude: float
    longitude: float
    radius: float

    def box(self) -> tuple[float, float, tuple[tuple[float, float], tuple[float, float]]]:
        """The latitudes, and up to two longitude ranges, that hold the whole circle: two where
        it crosses the 180th meridian (the second is empty, (1, 0), where it does not), every
        longitude where it reaches a pole. Never narrower than the circle (tests/places)."""
        angle = self.radius / EARTH_RADIUS_MILES
        lowest = self.latitude - math.degrees(angle)
        highest = self.latitude + math.degrees(angle)
        if lowest <= -90 or highest >= 90:
            return max(lowest, -90), min(highest, 90), ((-180, 180), (1, 0))
        # The circle's widest longitude (it is not at the centre's own latitude).
        spread = math.degrees(math.asin(math.sin(angle) / math.cos(math.radians(self.latitude))))
        west, east = self.longitude - spread, self.longitude + spread
        if west < -180:
            return lowest, highest, ((west + 360, 180), (-180, east))
        if east > 180:
            return lowest, highest, ((west, 180), (-180, east - 360))
        return lowest, highest, ((west, east), (1, 0))

    @property
    def wraps(self) -> bool:
        """Whether its box crosses the 180th meridian (two longitude ranges)."""
        _lowest, _highest, (_first, (west, east)) = self.box()
        return west <= east

    def parameters(self, prefix: str = "near") -> dict[str, Any]:
        """The values `in_box`, `closeness` and `within_reach` bind."""
        lowest, highest, ((west, east), (west_2, east_2)) = self.box()
        x, y, z = unit_vector(self.latitude, self.longitude)
        return {
            f"{prefix}_lat_low": lowest,
            f"{prefix}_lat_high": highest,
            f"{prefix}_lon_west": west,
            f"{prefix}_lon_east": east,
            f"{prefix}_lon_west_2": west_2,
            f"{prefix}_lon_east_2": east_2,
            f"{prefix}_x": x,
            f"{prefix}_y": y,
            f"{prefix}_z": z,
            f"{prefix}_reach": math.cos(self.radius / EARTH_RADIUS_MILES),
        }


def _bound(prefix: str, name: str) -> Any:
    return bindparam(f"{prefix}_{name}", type_=Float)


def in_box(
    latitude: ColumnElement[Any],
    longitude: ColumnElement[Any],
    *,
    wraps: bool,
    prefix: str = "near",
) -> ColumnElement[bool]:
    """Rows inside the circle's box (Circle.parameters binds it): a range an index on
    (latitude, longitude) reads; across the 180th meridian (`wraps`), two."""
    longitudes: ColumnElement[bool]
    longitudes = longitude.between(_bound(prefix, "lon_west"), _bound(prefix, "lon_east"))
    if wraps:
        second = longitude.between(_bound(prefix, "lon_west_2"), _bound(prefix, "lon_east_2"))
        longitudes = longitudes | second
    return latitude.between(_bound(prefix, "lat_low"), _bound(prefix, "lat_high")) & longitudes


def closeness(
    x: ColumnElement[Any], y: ColumnElement[Any], z: ColumnElement[Any], prefix: str = "near"
) -> ColumnElement[float]:
    """How close a row's place (its unit vector) is to the circle's centre: the cosine of the
    angle between them, 1 at the centre; the nearer, the greater."""
    close: ColumnElement[float] = (
        x * _bound(prefix, "x") + y * _bound(prefix, "y") + z * _bound(prefix, "z")
    )
    return close


def within_circle(close: ColumnElement[float], prefix: str = "near") -> ColumnElement[bool]:
    """Rows of that closeness within the circle's radius."""
    inside: ColumnElement[bool] = close >= _bound(prefix, "reach")
    return inside


def within_miles(close: ColumnElement[float], miles: ColumnElement[Any]) -> ColumnElement[bool]:
    """Rows of that closeness within `miles` (a column: a talent's travel radius)."""
    return close >= func.cos(cast(miles, Float) / EARTH_RADIUS_MILES)


def miles_of(close: ColumnElement[float]) -> ColumnElement[float]:
    """The miles that closeness stands for (`miles_between` in SQL); for the rows shown."""
    return EARTH_RADIUS_MILES * func.acos(case((close > 1, 1.0), else_=close))
