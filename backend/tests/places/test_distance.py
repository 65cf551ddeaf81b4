"""Miles between places, and the box a search reads before measuring: it never drops a true
match, anywhere on earth."""

import math
import random

import pytest
from sqlalchemy import Float, literal, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.places.distance import Circle, closeness, miles_between, miles_of, unit_vector

pytestmark = pytest.mark.usefixtures("app")

DAYTON = (39.7589, -84.1916)
CINCINNATI = (39.1031, -84.5120)
LOS_ANGELES = (34.0522, -118.2437)


def test_miles_between_known_places() -> None:
    assert miles_between(*DAYTON, *CINCINNATI) == pytest.approx(48.0, abs=1)
    assert miles_between(*DAYTON, *LOS_ANGELES) == pytest.approx(1_900, abs=15)
    # Near 0 an arc cosine is exact to a few feet: less than any card shows.
    assert miles_between(*DAYTON, *DAYTON) == pytest.approx(0, abs=0.001)
    # Across the 180th meridian and over a pole, the short way round.
    assert miles_between(51.0, 179.5, 51.0, -179.5) == pytest.approx(43.5, abs=0.5)
    assert miles_between(89.5, 0, 89.5, 180) == pytest.approx(69.1, abs=0.5)


def _inside(
    box: tuple[float, float, tuple[tuple[float, float], ...]], lat: float, lon: float
) -> bool:
    lowest, highest, ranges = box
    return lowest <= lat <= highest and any(west <= lon <= east for west, east in ranges)


def _wrapped(longitude: float) -> float:
    return (longitude + 180) % 360 - 180


def test_the_box_never_drops_a_true_match() -> None:
    """200 random centres, far north and south and across the 180th meridian included; for each,
    points scattered around it up to twice its radius away, and the circle's own edge."""
    rng = random.Random(25)  # noqa: S311 (test data)
    centres = [(rng.uniform(-89.9, 89.9), rng.uniform(-180, 180)) for _ in range(170)]
    centres += [(89.0, 10.0), (-88.5, -170.0), (84.0, 179.9), (-80.0, -179.95), (0.0, 180.0)]
    centres += [
        (rng.choice([-1, 1]) * rng.uniform(80, 89.99), rng.uniform(-180, 180)) for _ in range(25)
    ]
    checked = 0
    for latitude, longitude in centres:
        circle = Circle(latitude, longitude, rng.uniform(1, 500))
        box = circle.box()
        spread = 2 * math.degrees(circle.radius / 3958.8)
        points = [
            (
                max(-90.0, min(90.0, latitude + rng.uniform(-spread, spread))),
                _wrapped(
                    longitude
                    + rng.uniform(-1, 1)
                    * min(180, spread / max(0.01, math.cos(math.radians(latitude))))
                ),
            )
            for _ in range(300)
        ]
        # The circle's edge, just inside, all round.
        angle = circle.radius * 0.999 / 3958.8
        for step in range(36):
            bearing = math.radians(step * 10)
            lat1, lon1 = math.radians(latitude), math.radians(longitude)
            lat2 = math.asin(
                math.sin(lat1) * math.cos(angle)
                + math.cos(lat1) * math.sin(angle) * math.cos(bearing)
            )
            lon2 = lon1 + math.atan2(
                math.sin(bearing) * math.sin(angle) * math.cos(lat1),
                math.cos(angle) - math.sin(lat1) * math.sin(lat2),
            )
            points.append((math.degrees(lat2), _wrapped(math.degrees(lon2))))
        for point in points:
            if miles_between(latitude, longitude, *point) <= circle.radius:
                checked += 1
                assert _inside(box, *point), (latitude, longitude, circle.radius, point)
    assert checked > 10_000  # enough true matches were tried


async def test_the_database_measures_as_python_does(session: AsyncSession) -> None:
    circle = Circle(*DAYTON, 100)
    for place in (CINCINNATI, LOS_ANGELES, DAYTON, (51.0, -179.5)):
        x, y, z = (literal(value, Float) for value in unit_vector(*place))
        measured = await session.scalar(select(miles_of(closeness(x, y, z))), circle.parameters())
        assert measured == pytest.approx(miles_between(*DAYTON, *place), rel=1e-9, abs=1e-6)
