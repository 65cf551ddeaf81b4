"""The opportunity list: open opportunities still ahead, featured first, then soonest; each
filter; paging; on SQLite and PostgreSQL alike."""

from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.churches.models import Church
from steeple.opportunities import search
from steeple.opportunities.models import (
    Compensation,
    EventType,
    Opportunity,
    OpportunityStatus,
    Position,
    PositionRole,
)
from tests.conftest import Clock
from tests.factories import make_church

SPEAKER = ("Guest speaker", PositionRole.speaker)
MUSICIAN = ("Keyboardist", PositionRole.musician)


def opportunity(
    church: Church,
    now: datetime,
    title: str,
    *,
    days: float,
    positions: tuple[tuple[str, PositionRole], ...] = (SPEAKER,),
    timezone: str = "America/New_York",
    **fields: Any,
) -> Opportunity:
    """An open opportunity `days` after `now`, as the editor would have saved it."""
    starts_at = now + timedelta(days=days)
    values: dict[str, Any] = {
        "church_id": church.id,
        "title": title,
        "event_type": EventType.revival,
        "description": "Three nights of preaching.",
        "starts_at": starts_at,
        "ends_at": starts_at + timedelta(hours=2),
        "starts_on": starts_at.astimezone(ZoneInfo(timezone)).date(),
        "timezone": timezone,
        "application_deadline": (starts_at - timedelta(days=1)).date(),
        "city": "Dayton",
        "state": "OH",
        "compensation": Compensation.honorarium,
        "honorarium_min": 200,
        "honorarium_max": 400,
        "status": OpportunityStatus.open,
        "published_at": now,
        "positions": [
            Position(sort_order=index, title=name, role=role, openings=1)
            for index, (name, role) in enumerate(positions)
        ],
    }
    return Opportunity(**{**values, **fields})


async def titles(client: httpx.AsyncClient, **params: Any) -> list[str]:
    response = await client.get("/api/opportunities", params=params)
    assert response.status_code == 200, response.text
    return [result["title"] for result in response.json()["results"]]


@pytest.fixture
async def church(session: AsyncSession) -> Church:
    found = await make_church(session, name="Grace Fellowship")
    await session.commit()
    return found


@pytest.fixture
async def listed(session: AsyncSession, church: Church, clock: Clock) -> None:
    """A varied list, and what it must leave out."""
    now = clock.now
    session.add_all(
        [
            opportunity(
                church,
                now,
                "Harvest revival",
                days=10,
                positions=(SPEAKER, MUSICIAN),
                travel_covered=True,
            ),
            opportunity(
                church,
                now,
                "Night of worship",
                days=3,
                event_type=EventType.worship_night,
                positions=(MUSICIAN,),
                compensation=Compensation.love_offering,
                honorarium_min=None,
                honorarium_max=None,
                lodging_provided=True,
            ),
            opportunity(
                church,
                now,
                "Youth rally online",
                days=20,
                event_type=EventType.youth_event,
                online=True,
                city=None,
                state=None,
            ),
            opportunity(
                church,
                now,
                "Texas pastors conference",
                days=40,
                event_type=EventType.conference,
                city="Austin",
                state="TX",
                description="Leadership and prayer for pastors.",
            ),
            # Left out: not open, or already begun.
            opportunity(church, now, "A draft", days=5, status=OpportunityStatus.draft),
            opportunity(church, now, "Closed", days=5, status=OpportunityStatus.closed),
            opportunity(church, now, "Filled", days=5, status=OpportunityStatus.filled),
            opportunity(church, now, "Cancelled", days=5, status=OpportunityStatus.cancelled),
            opportunity(church, now, "Last week's revival", days=-7),
            opportunity(church, now, "Began an hour ago", days=-1 / 24),
        ]
    )
    await session.commit()


@pytest.mark.usefixtures("listed")
async def test_open_and_ahead_soonest_first(client: httpx.AsyncClient) -> None:
    assert await titles(client) == [
        "Night of worship",
        "Harvest revival",
        "Youth rally online",
        "Texas pastors conference",
    ]


async def test_featured_first_then_soonest(
    client: httpx.AsyncClient, session: AsyncSession, church: Church, clock: Clock
) -> None:
    now = clock.now
    session.add_all(
        [
            opportunity(church, now, "Soonest", days=1),
            opportunity(church, now, "Featured later", days=30, featured_until=now + timedelta(1)),
            opportunity(church, now, "Featured sooner", days=9, featured_until=now + timedelta(9)),
            opportunity(church, now, "Boost ran out", days=2, featured_until=now),
            opportunity(church, now, "Latest", days=60),
        ]
    )
    await session.commit()
    response = await client.get("/api/opportunities")
    results = response.json()["results"]
    assert [(row["title"], row["featured"]) for row in results] == [
        ("Featured sooner", True),
        ("Featured later", True),
        ("Soonest", False),
        ("Boost ran out", False),
        ("Latest", False),
    ]
    # A boost ends with its instant.
    clock.advance(days=1)
    assert await titles(client) == ["Featured sooner", "Boost ran out", "Featured later", "Latest"]


@pytest.mark.usefixtures("listed")
@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"search": "worship"}, ["Night of worship"]),
        # Every word, anywhere: a church name, a position, the description, the place.
        ({"search": "grace keyboard"}, ["Night of worship", "Harvest revival"]),
        ({"search": "prayer austin"}, ["Texas pastors conference"]),
        ({"search": "online"}, ["Youth rally online"]),
        # Two letters match the start of a word only ("iv" is in "revival", not at its start).
        ({"search": "ke"}, ["Night of worship", "Harvest revival"]),
        ({"search": "iv"}, []),
        ({"search": "zzqx"}, []),
        ({"event_type": "conference"}, ["Texas pastors conference"]),
        ({"role": "musician"}, ["Night of worship", "Harvest revival"]),
        (
            {"role": "speaker"},
            ["Harvest revival", "Youth rally online", "Texas pastors conference"],
        ),
        ({"state": "tx"}, ["Texas pastors conference"]),
        ({"state": "oh"}, ["Night of worship", "Harvest revival"]),
        ({"state": "o"}, []),  # whole words only
        ({"online": "true"}, ["Youth rally online"]),
        ({"online": "false", "state": "OH"}, ["Night of worship", "Harvest revival"]),
        ({"compensation": "love_offering"}, ["Night of worship"]),
        (
            {"compensation": "honorarium"},
            ["Harvest revival", "Youth rally online", "Texas pastors conference"],
        ),
        ({"compensation": "travel"}, ["Harvest revival"]),
        ({"compensation": "lodging"}, ["Night of worship"]),
        # Days are the event's own (these are in Eastern time): the 25th to the 2nd of December.
        ({"from": "2026-11-25", "to": "2026-12-02"}, ["Night of worship", "Harvest revival"]),
        (
            {"from": "2026-12-02"},
            ["Harvest revival", "Youth rally online", "Texas pastors conference"],
        ),
        ({"to": "2026-11-25"}, ["Night of worship"]),
        ({"to": "2026-11-24"}, []),
        # Filters together.
        (
            {"search": "revival", "role": "speaker", "state": "oh", "compensation": "travel"},
            ["Harvest revival"],
        ),
        ({"event_type": "revival", "online": "true"}, []),
    ],
)
async def test_filters(
    client: httpx.AsyncClient, params: dict[str, str], expected: list[str]
) -> None:
    assert await titles(client, **params) == expected


async def test_dates_are_the_events_own_days(
    client: httpx.AsyncClient, session: AsyncSession, church: Church, clock: Clock
) -> None:
    """Late in the evening out west is the next day in UTC, and early in the morning in the
    east can be the day before in Pacific time: the filter compares the event's own days."""
    pacific, eastern = ZoneInfo("America/Los_Angeles"), ZoneInfo("America/New_York")
    late_west = datetime(2026, 12, 1, 23, 30, tzinfo=pacific)  # Dec 2, 07:30 UTC
    early_east = datetime(2026, 12, 2, 0, 30, tzinfo=eastern)  # Dec 1, 21:30 in Pacific time
    session.add_all(
        [
            opportunity(
                church,
                clock.now,
                "Late in the west",
                days=(late_west - clock.now).total_seconds() / 86400,
                timezone="America/Los_Angeles",
            ),
            opportunity(
                church,
                clock.now,
                "Early in the east",
                days=(early_east - clock.now).total_seconds() / 86400,
            ),
        ]
    )
    await session.commit()
    assert await titles(client, **{"from": "2026-12-01", "to": "2026-12-01"}) == [
        "Late in the west"
    ]
    assert await titles(client, **{"from": "2026-12-02", "to": "2026-12-02"}) == [
        "Early in the east"
    ]


async def test_pages_run_on_from_the_featured_to_the_rest(
    client: httpx.AsyncClient,
    session: AsyncSession,
    church: Church,
    clock: Clock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(search, "PAGE_SIZE", 2)
    now = clock.now
    boost = now + timedelta(days=30)
    session.add_all(
        [
            *(
                opportunity(church, now, f"Featured {n}", days=n, featured_until=boost)
                for n in (1, 2, 3)
            ),
            *(opportunity(church, now, f"Plain {n}", days=n) for n in (1, 2, 3, 4)),
        ]
    )
    await session.commit()
    pages = []
    for page in (1, 2, 3, 4, 5):
        response = await client.get("/api/opportunities", params={"page": page})
        body = response.json()
        pages.append(([row["title"] for row in body["results"]], body["has_more"]))
    assert pages == [
        (["Featured 1", "Featured 2"], True),
        (["Featured 3", "Plain 1"], True),
        (["Plain 2", "Plain 3"], True),
        (["Plain 4"], False),
        ([], False),
    ]
    # Past the featured run with a search too.
    assert await titles(client, search="plain", page=2) == ["Plain 3", "Plain 4"]
    assert await titles(client, search="featured", page=2) == ["Featured 3"]


@pytest.mark.parametrize(
    ("walk_rows_per_result", "max_walk_rows", "common_words"),
    [(1, 1, 8), (1, 1, 1000), (1, 5, 8), (20, 2000, 8)],
)
@pytest.mark.usefixtures("listed")
async def test_walking_and_gathering_find_the_same(
    client: httpx.AsyncClient,
    monkeypatch: pytest.MonkeyPatch,
    walk_rows_per_result: int,
    max_walk_rows: int,
    common_words: int,
) -> None:
    """A search with words walks the list a bounded way, then walks on (common words) or
    gathers its matches through the trigram index (rare ones): a walk too short to fill the
    page must not change the results."""
    monkeypatch.setattr(search, "WALK_ROWS_PER_RESULT", walk_rows_per_result)
    monkeypatch.setattr(search, "MAX_WALK_ROWS", max_walk_rows)
    monkeypatch.setattr(search, "COMMON_WORDS", common_words)
    assert await titles(client, search="revival") == ["Harvest revival"]
    assert await titles(client, search="grace") == [
        "Night of worship",
        "Harvest revival",
        "Youth rally online",
        "Texas pastors conference",
    ]
    assert await titles(client, state="tx") == ["Texas pastors conference"]
    assert await titles(client, search="pastors", state="tx", role="speaker") == [
        "Texas pastors conference"
    ]
    assert await titles(client, search="keyboard", state="oh") == [
        "Night of worship",
        "Harvest revival",
    ]


@pytest.mark.parametrize(
    "params",
    [
        {"page": 0},
        {"page": search.MAX_PAGE + 1},
        {"search": "x" * 101},
        {"search": "a b c d e f"},
        {"event_type": "picnic"},
        {"role": "pastor"},
        {"compensation": "cash"},
        {"from": "2026-12-10", "to": "2026-12-01"},
    ],
)
async def test_bad_queries_are_422(client: httpx.AsyncClient, params: dict[str, Any]) -> None:
    response = await client.get("/api/opportunities", params=params)
    assert response.status_code == 422, response.text
