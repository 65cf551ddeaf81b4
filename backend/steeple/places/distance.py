"""How far apart two places are, in Python and in SQL (the same formula on both databases), and
the latitude-longitude box a search reads through its index before measuring.

Miles along the earth's surface (the haversine formula on a sphere of the earth's mean radius):
within a few tenths of a percent of the true distance, closer than any ZIP code's centre is to
the people it stands for."""

import math
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, Float, bindparam, case, func

EARTH_RADIUS_MILES = 3958.8
MIN_RADIUS_MILES = 1
MAX_RADIUS_MILES = 500


def miles_between(latitude: float, longitude: float, other_lat: float, other_lon: float) -> float:
    return (
        2
        * EARTH_RADIUS_MILES
        * math.asin(
            math.sqrt(
                _haversine(
                    math.radians(latitude),
                    math.radians(longitude),
                    math.radians(other_lat),
                    math.radians(other_lon),
                )
            )
        )
    )


def _haversine(lat: float, lon: float, other_lat: float, other_lon: float) -> float:
    half_lat, half_lon = math.sin((other_lat - lat) / 2), math.sin((other_lon - lon) / 2)
    return min(1.0, half_lat**2 + math.cos(lat) * math.cos(other_lat) * half_lon**2)


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

    def parameters(self, prefix: str = "near") -> dict[str, Any]:
        """The values `in_box` and `miles_from` bind."""
        lowest, highest, ((west, east), (west_2, east_2)) = self.box()
        return {
            f"{prefix}_lat_low": lowest,
            f"{prefix}_lat_high": highest,
            f"{prefix}_lon_west": west,
            f"{prefix}_lon_east": east,
            f"{prefix}_lon_west_2": west_2,
            f"{prefix}_lon_east_2": east_2,
            f"{prefix}_phi": math.radians(self.latitude),
            f"{prefix}_lambda": math.radians(self.longitude),
            f"{prefix}_cos_phi": math.cos(math.radians(self.latitude)),
            f"{prefix}_radius": self.radius,
        }


def _bound(prefix: str, name: str) -> Any:
    return bindparam(f"{prefix}_{name}", type_=Float)


def in_box(
    latitude: ColumnElement[Any], longitude: ColumnElement[Any], prefix: str = "near"
) -> ColumnElement[bool]:
    """Rows inside the circle's box (Circle.parameters binds it): a range an index on
    (latitude, longitude) reads."""
    return latitude.between(_bound(prefix, "lat_low"), _bound(prefix, "lat_high")) & (
        longitude.between(_bound(prefix, "lon_west"), _bound(prefix, "lon_east"))
        | longitude.between(_bound(prefix, "lon_west_2"), _bound(prefix, "lon_east_2"))
    )


def miles_from(
    latitude: ColumnElement[Any], longitude: ColumnElement[Any], prefix: str = "near"
) -> ColumnElement[float]:
    """The miles from the circle's centre to a row's point: `miles_between` in SQL (PostgreSQL's
    and SQLite's math functions)."""
    phi = func.radians(latitude)
    half_lat = func.sin((phi - _bound(prefix, "phi")) / 2)
    half_lon = func.sin((func.radians(longitude) - _bound(prefix, "lambda")) / 2)
    haversine = half_lat * half_lat + _bound(prefix, "cos_phi") * func.cos(phi) * (
        half_lon * half_lon
    )
    # Rounding may take it a hair over 1, where asin(sqrt()) fails.
    at_most_one = case((haversine > 1, 1.0), else_=haversine)
    return 2 * EARTH_RADIUS_MILES * func.asin(func.sqrt(at_most_one))
