"""Places people enter are ones the gazetteer knows, and the directory searches near one: within
the church's radius and the talent's own, on SQLite and PostgreSQL alike."""

import random
from typing import Any

import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.churches.models import Church
from steeple.config import Settings
from steeple.places import gazetteer
from steeple.places.distance import miles_between
from steeple.places.gazetteer import locate
from steeple.profiles.models import TalentProfile
from steeple.users.models import User
from steeple.users.roles import Role
from steeple.web.search_terms import normalise
from tests.conftest import Clock
from tests.factories import Actors, access_token, make_church, make_opportunity, make_user

pytestmark = pytest.mark.usefixtures("app")

TALENT = {"full_name": "Ruth Baker", "display_name": "Pastor Ruth", "topics": ["Youth"]}


async def _saved_place(session: AsyncSession, user_id: object) -> tuple[Any, ...]:
    user = await session.get(User, user_id, populate_existing=True)
    assert user is not None
    return user.city, user.state, round(user.latitude or 0, 2), round(user.longitude or 0, 2)


async def test_a_profile_takes_a_zip_code_or_a_city_and_keeps_the_gazetteers_spelling(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    speaker = actors.speaker.user
    assert speaker is not None
    saved = await client.put(
        "/api/profiles/me/talent",
        json={**TALENT, "city": "37203", "state": None},
        headers=actors.speaker.headers,
    )
    assert saved.status_code == 200, saved.text
    assert await _saved_place(session, speaker.id) == ("Nashville", "TN", 36.15, -86.79)
    saved = await client.put(
        "/api/profiles/me/talent",
        json={**TALENT, "city": "  st.  louis ", "state": "missouri"},
        headers=actors.speaker.headers,
    )
    assert saved.status_code == 200, saved.text
    city, state, latitude, longitude = await _saved_place(session, speaker.id)
    assert (city, state) == ("Saint Louis", "MO")
    both_in_city = await client.put(
        "/api/profiles/me/talent",
        json={**TALENT, "city": "Dayton, OH", "state": None},
        headers=actors.speaker.headers,
    )
    assert both_in_city.status_code == 200, both_in_city.text
    assert (await _saved_place(session, speaker.id))[:2] == ("Dayton", "OH")
    saved = await client.put(
        "/api/profiles/me/talent",
        json={**TALENT, "city": "St. Louis", "state": "MO"},
        headers=actors.speaker.headers,
    )
    assert saved.status_code == 200
    assert miles_between(latitude, longitude, 38.627, -90.199) < 10
    # And the directory's copy follows.
    profile = await session.get(TalentProfile, speaker.id, populate_existing=True)
    assert profile is not None
    assert (round(profile.latitude or 0, 2), round(profile.longitude or 0, 2)) == (
        latitude,
        longitude,
    )


@pytest.mark.parametrize(
    ("city", "state", "message"),
    [
        ("Springfeld", "IL", "We could not find Springfeld, IL."),
        ("Dayton", "ZZ", "We could not find Dayton, ZZ."),
        ("Dayton", None, "Add the state for Dayton, or enter a ZIP code instead"),
        (None, "OH", "Enter your city, or a ZIP code"),
        ("00000", None, "We could not find 00000."),
        ("45402", "TN", "We could not find 45402, TN."),
    ],
)
async def test_an_unknown_place_is_refused_and_nothing_changes(
    client: httpx.AsyncClient,
    actors: Actors,
    session: AsyncSession,
    city: str | None,
    state: str | None,
    message: str,
) -> None:
    speaker = actors.speaker.user
    assert speaker is not None
    before = await _saved_place(session, speaker.id)
    refused = await client.put(
        "/api/profiles/me/talent",
        json={**TALENT, "city": city, "state": state, "headline": "Changed"},
        headers=actors.speaker.headers,
    )
    assert refused.status_code == 422
    error = refused.json()["error"]
    assert error["code"] == "unknown_place"
    assert error["message"].startswith(message)
    assert error["fields"]["city"] == error["message"]
    assert await _saved_place(session, speaker.id) == before
    profile = await session.get(TalentProfile, speaker.id)
    assert profile is not None and profile.headline != "Changed"


async def test_onboarding_and_churches_are_placed_the_same_way(
    client: httpx.AsyncClient,
    actors: Actors,
    session: AsyncSession,
    settings: Settings,
    clock: Clock,
) -> None:
    newcomer = await make_user(session, role=Role.speaker, onboarded=False, city=None, state=None)
    headers = {
        "Authorization": f"Bearer {await access_token(session, settings, newcomer, clock.now)}"
    }
    await session.commit()
    basics = {"full_name": "New Person", "topics": ["Youth"]}
    refused = await client.post(
        "/api/users/me/onboarding",
        json={**basics, "city": "Atlantis", "state": "OH"},
        headers=headers,
    )
    assert refused.status_code == 422 and refused.json()["error"]["code"] == "unknown_place"
    still = await session.get(User, newcomer.id, populate_existing=True)
    assert still is not None and still.needs_onboarding
    done = await client.post(
        "/api/users/me/onboarding",
        json={**basics, "city": "Dayton", "state": "Ohio"},
        headers=headers,
    )
    assert done.status_code == 200, done.text
    assert (await _saved_place(session, newcomer.id))[:2] == ("Dayton", "OH")

    church = actors.church_admin.church
    assert church is not None
    moved = await client.put(
        f"/api/churches/{church.id}",
        json={"church_name": "Grace Fellowship", "city": "Ft. Worth", "state": "TX"},
        headers=actors.church_admin.headers,
    )
    assert moved.status_code == 200, moved.text
    stored = await session.get(Church, church.id, populate_existing=True)
    assert stored is not None
    assert (stored.city, stored.state) == ("Fort Worth", "TX") and stored.latitude is not None
    refused = await client.put(
        f"/api/churches/{church.id}",
        json={"church_name": "Grace Fellowship", "city": "Fort Wirth", "state": "TX"},
        headers=actors.church_admin.headers,
    )
    assert refused.status_code == 422 and refused.json()["error"]["code"] == "unknown_place"
    stored = await session.get(Church, church.id, populate_existing=True)
    assert stored is not None and stored.city == "Fort Worth"


# Around Dayton, OH (the centre of its ZIP codes): name, city, state, travel radius.
AROUND_DAYTON = [
    ("Near Speaker", "Xenia", "OH", None),  # about 15 miles
    ("Springfield Singer", "Springfield", "OH", 25),  # about 24 miles, travels 25
    ("Hamilton Speaker", "Hamilton", "OH", 25),  # about 35-40 miles, travels only 25
    ("Cincinnati Pianist", "Cincinnati", "OH", 100),  # about 48 miles
    ("Columbus Preacher", "Columbus", "OH", None),  # about 65 miles
    ("Nashville Band", "Nashville", "TN", 500),  # about 300 miles
]


async def _place_talent(session: AsyncSession) -> dict[str, User]:
    people = {}
    for name, city, state, travels in AROUND_DAYTON:
        user = await make_user(session, role=Role.speaker, full_name=name, city=city, state=state)
        profile = await session.get(TalentProfile, user.id)
        assert profile is not None
        profile.travel_radius_miles = travels
        people[name] = user
    await session.commit()
    return people


async def _near(client: httpx.AsyncClient, **params: str | int) -> httpx.Response:
    return await client.get("/api/profiles/search", params=params)


async def _scatter(
    session: AsyncSession,
    name: str,
    count: int,
    centre: tuple[float, float],
    spread: tuple[float, float],
    travels: list[int | None],
    seed: int,
) -> list[tuple[User, int | None]]:
    """`count` speakers named "{name} 000"... placed at random within `spread` degrees (latitude,
    longitude) of `centre`, each travelling one of `travels` (committed); each with how far."""
    rng = random.Random(seed)  # noqa: S311 (test data)
    placed = []
    for number in range(count):
        user = await make_user(session, role=Role.speaker, full_name=f"{name} {number:03}")
        user.latitude = centre[0] + rng.uniform(-spread[0], spread[0])
        user.longitude = centre[1] + rng.uniform(-spread[1], spread[1])
        profile = await session.get(TalentProfile, user.id)
        assert profile is not None
        profile.travel_radius_miles = rng.choice(travels)
        # Some with a headline: their completeness, so their rank, differs.
        profile.headline = "Youth revival speaker" if number % 3 else None
        placed.append((user, profile.travel_radius_miles))
    await session.commit()
    return placed


async def _pages(client: httpx.AsyncClient, pages: int, **params: str | int) -> list[str]:
    """The names on the first `pages` pages of a directory search."""
    names: list[str] = []
    for page in range(1, pages + 1):
        found = await _near(client, **params, page=page)
        assert found.status_code == 200, found.text
        names += [card["name"] for card in found.json()["results"]]
    return names


async def test_a_church_finds_talent_within_both_radii_nearest_first(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await _place_talent(session)
    found = await _near(client, near="45402", radius=50, sort="distance")
    assert found.status_code == 200, found.text
    cards = found.json()["results"]
    names = [card["name"] for card in cards]
    # Hamilton is within the church's 50 miles but beyond the 25 its speaker travels.
    assert names == ["Near Speaker", "Springfield Singer", "Cincinnati Pianist"]
    miles = [card["distance_miles"] for card in cards]
    assert miles == sorted(miles) and 10 <= miles[0] <= 20 and 40 <= miles[-1] <= 55
    # "City, ST" is the same place; the directory's own order without sort=distance.
    by_city = await _near(client, near="Dayton, OH", radius=50)
    assert sorted(card["name"] for card in by_city.json()["results"]) == sorted(names)
    # Without a place, nobody has a distance.
    anywhere = (await _near(client, q="Speaker")).json()["results"]
    assert anywhere and all(card["distance_miles"] is None for card in anywhere)
    wider = await _near(client, near="Dayton OH", radius=500, sort="distance")
    assert [card["name"] for card in wider.json()["results"]] == [
        "Near Speaker",
        "Springfield Singer",
        "Cincinnati Pianist",
        "Columbus Preacher",
        "Nashville Band",
    ]


async def test_a_distance_search_finds_whom_a_brute_force_finds(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    """120 talent scattered over 600 miles around Dayton, with random travel radii: the search
    returns exactly those a plain distance check keeps, on either database."""
    placed = await _scatter(
        session, "Scattered", 120, (39.76, -84.19), (5, 6), [None, 10, 50, 100, 300], seed=2026
    )
    dayton = await locate(session, "Dayton", "OH")
    assert dayton is not None
    centre = (dayton.latitude, dayton.longitude)
    for radius in (5, 60, 150, 400):
        expected = sorted(
            user.full_name
            for user, travels in placed
            if (miles := miles_between(*centre, user.latitude or 0, user.longitude or 0)) <= radius
            and (travels is None or miles <= travels)
        )
        names = await _pages(client, 3, near="Dayton, OH", radius=radius, q="Scattered")
        assert sorted(names) == expected


@pytest.mark.parametrize(
    ("params", "field", "code"),
    [
        ({"near": "Atlantis, OH"}, "near", "unknown_place"),
        ({"near": "99999"}, "near", "unknown_place"),
        ({"near": "Dayton, OH", "radius": 0}, "radius", "validation_error"),
        ({"near": "Dayton, OH", "radius": 501}, "radius", "validation_error"),
        ({"near": "Dayton, OH", "radius": "far"}, "radius", "validation_error"),
        ({"sort": "distance"}, "near", "validation_error"),
        ({"near": "x" * 81}, "near", "validation_error"),
    ],
)
async def test_bad_places_and_distances_are_refused_in_words(
    client: httpx.AsyncClient, params: dict[str, str | int], field: str, code: str
) -> None:
    refused = await _near(client, **params)
    assert refused.status_code == 422
    error = refused.json()["error"]
    assert error["code"] == code
    assert field in error["fields"] and error["fields"][field]


async def test_talent_finds_events_near_a_place(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    church = await make_church(session)
    events = {}
    for title, city, state in [
        ("Dayton Revival", "Dayton", "OH"),
        ("Cincinnati Conference", "Cincinnati", "OH"),
        ("Columbus Retreat", "Columbus", "OH"),
        ("Online Worship Night", None, None),
    ]:
        event = await make_opportunity(session, church, clock.now, title=title)
        place = await locate(session, city, state)
        gazetteer.put_place(event, place)
        event.online = place is None
        events[title] = event
    await session.commit()
    found = await client.get(
        "/api/opportunities", params={"near": "Dayton, OH", "radius": 50, "sort": "distance"}
    )
    assert found.status_code == 200, found.text
    cards = found.json()["results"]
    assert [card["title"] for card in cards] == ["Dayton Revival", "Cincinnati Conference"]
    assert cards[0]["distance_miles"] == 1 and 40 <= cards[1]["distance_miles"] <= 55
    wider = await client.get("/api/opportunities", params={"near": "45402", "radius": 100})
    assert {card["title"] for card in wider.json()["results"]} == {
        "Dayton Revival",
        "Cincinnati Conference",
        "Columbus Retreat",
    }
    anywhere = (await client.get("/api/opportunities")).json()["results"]
    assert len(anywhere) == 4 and all(card["distance_miles"] is None for card in anywhere)
    refusals: list[dict[str, str | int]] = [
        {"near": "Atlantis, OH"},
        {"near": "45402", "radius": 600},
        {"sort": "distance"},
    ]
    for params in refusals:
        refused = await client.get("/api/opportunities", params=params)
        assert refused.status_code == 422, params


async def test_the_nearest_first_come_in_order_across_pages_and_rings(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    """130 talent scattered up to 300 miles from Boise (far from every other test's), some
    travelling little: page by page, nearest first, exactly as a plain distance check orders
    them, whichever ring of the search found them."""
    boise = await locate(session, "Boise", "ID")
    assert boise is not None
    placed = await _scatter(
        session, "Idaho", 130, (boise.latitude, boise.longitude), (4, 5), [None, None, 30, 150], 25
    )
    centre = (boise.latitude, boise.longitude)
    for radius in (8, 120, 400):
        nearest = sorted(
            (miles, user.full_name)
            for user, travels in placed
            if (miles := miles_between(*centre, user.latitude or 0, user.longitude or 0)) <= radius
            and (travels is None or miles <= travels)
        )
        names = await _pages(client, 3, near="Boise, ID", radius=radius, sort="distance")
        assert names == [name for _miles, name in nearest]


async def test_the_best_first_near_a_place_walks_the_directory_order(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    """More matches than a page: the directory's own order (Pro, complete, name), keeping those
    within both radii as it walks, page after page, as a plain check over every row says."""
    await _scatter(session, "Ohioan", 140, (39.76, -84.19), (1.2, 1.2), [None, None, 40, 100], 7)
    dayton = await locate(session, "45402", None)
    assert dayton is not None
    listed = TalentProfile.listed.is_(True) & TalentProfile.latitude.is_not(None)
    profiles = (await session.scalars(select(TalentProfile).where(listed))).all()

    def within(profile: TalentProfile) -> bool:
        assert profile.latitude is not None and profile.longitude is not None
        miles = miles_between(
            dayton.latitude, dayton.longitude, profile.latitude, profile.longitude
        )
        travels = profile.travel_radius_miles
        return miles <= 90 and (travels is None or miles <= travels)

    in_order = sorted(profiles, key=lambda p: (-p.rank, p.search_name, str(p.user_id)))
    expected = [profile.search_name for profile in in_order if within(profile)]
    names = await _pages(client, 4, near="45402", radius=90)
    assert len(names) == len(expected) > 50
    assert [normalise(name) for name in names] == expected
