"""The talent directory, on SQLite and PostgreSQL alike."""

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import Row, event, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.passwords import hash_password
from steeple.billing.models import Subscription, SubscriptionStatus
from steeple.db import utcnow
from steeple.profiles import search
from steeple.profiles import service as profiles
from steeple.profiles.schemas import TalentProfileIn
from steeple.users.models import User
from steeple.users.roles import Role
from tests.conftest import Clock
from tests.factories import make_subscription, make_user

PEOPLE = [
    # name, role, city, state, topics, skills, instruments, genres, denomination, plan
    (
        "John Smith",
        Role.speaker,
        "Dayton",
        "OH",
        ["Youth", "Leadership"],
        ["Preaching"],
        [],
        [],
        "Baptist",
        "free",
    ),
    (
        "Johanna Reyes",
        Role.speaker,
        "Austin",
        "TX",
        ["Marriage"],
        ["Workshops"],
        [],
        [],
        "Methodist",
        "speaker_pro",
    ),
    (
        "Mark Jones",
        Role.speaker,
        "Columbus",
        "OH",
        ["Missions"],
        ["Storytelling"],
        [],
        [],
        "Baptist",
        "free",
    ),
    (
        "Naomi Cole",
        Role.musician,
        "Cincinnati",
        "OH",
        [],
        ["Arranging"],
        ["Piano", "Vocals"],
        ["Gospel"],
        "Pentecostal",
        "free",
    ),
    (
        "Eli Stone",
        Role.musician,
        "Nashville",
        "TN",
        [],
        [],
        ["Guitar"],
        ["Contemporary"],
        None,
        "free",
    ),
]


@pytest.fixture
async def people(session: AsyncSession) -> None:
    password_hash = await hash_password("Shepherd-42!")
    for name, role, city, state, topics, skills, instruments, genres, denomination, plan in PEOPLE:
        user = User(
            email=f"{name.split()[0].lower()}@example.org",
            password_hash=password_hash,
            role=role,
            full_name=name,
            city=city,
            state=state,
            needs_onboarding=False,
            email_confirmed_at=utcnow(),
        )
        session.add(user)
        await session.flush()
        if plan != "free":
            await make_subscription(session, user=user)
        data = TalentProfileIn(
            full_name=name,
            city=city,
            state=state,
            topics=topics,
            skills=skills,
            instruments=instruments,
            genres=genres,
            denomination=denomination,
        )
        await profiles.update_talent(session, user, data)
    # Someone who has not finished onboarding is not listed yet.
    session.add(
        User(
            email="new@example.org",
            password_hash=password_hash,
            role=Role.speaker,
            full_name="John Newcomer",
        )
    )
    await session.commit()


async def names(client: httpx.AsyncClient, **params: str | int) -> list[str]:
    response = await client.get("/api/profiles/search", params=params)
    assert response.status_code == 200, response.text
    return [card["name"] for card in response.json()["results"]]


@pytest.mark.usefixtures("people")
async def test_listing_by_role_puts_pro_first(client: httpx.AsyncClient) -> None:
    speakers = await names(client, role="speaker")
    assert speakers[0] == "Johanna Reyes"  # Pro
    assert set(speakers) == {"John Smith", "Johanna Reyes", "Mark Jones"}
    assert set(await names(client, role="musician")) == {"Naomi Cole", "Eli Stone"}


@pytest.mark.usefixtures("people")
async def test_name_search_is_case_insensitive_contains_with_exact_matches_first(
    client: httpx.AsyncClient,
) -> None:
    assert await names(client, role="speaker", q="JOHN SMITH") == ["John Smith"]
    assert await names(client, role="speaker", q="ones") == ["Mark Jones"]
    # Two letters match the start of a word: "jo" finds John, Johanna and Jones.
    assert set(await names(client, role="speaker", q="jo")) == {
        "John Smith",
        "Johanna Reyes",
        "Mark Jones",
    }
    assert await names(client, role="speaker", q="zebra") == []


@pytest.mark.usefixtures("people")
async def test_filters_topic_skill_and_more(client: httpx.AsyncClient) -> None:
    assert await names(client, role="speaker", topic="youth") == ["John Smith"]
    # The speaker page's skill filter works on skills (the earlier app removed every result).
    assert await names(client, role="speaker", skill="preach") == ["John Smith"]
    # For musicians the topic filter looks at genres and the skill filter at instruments too.
    assert await names(client, role="musician", topic="gospel") == ["Naomi Cole"]
    assert await names(client, role="musician", skill="guitar") == ["Eli Stone"]
    assert await names(client, instrument="piano") == ["Naomi Cole"]
    assert set(await names(client, denomination="baptist")) == {"John Smith", "Mark Jones"}
    assert await names(client, location="nashville") == ["Eli Stone"]
    assert set(await names(client, location="oh", role="speaker")) == {"John Smith", "Mark Jones"}
    assert await names(client, text="marriage") == ["Johanna Reyes"]


@pytest.mark.usefixtures("people")
async def test_punctuation_and_wildcards_are_ignored(client: httpx.AsyncClient) -> None:
    assert await names(client, q="%") == await names(client)
    assert await names(client, q="_jo%") == await names(client, q="jo")


async def test_pages_of_fifty(client: httpx.AsyncClient, session: AsyncSession) -> None:
    password_hash = await hash_password("Shepherd-42!")
    for index in range(55):
        user = User(
            email=f"s{index}@example.org",
            password_hash=password_hash,
            role=Role.speaker,
            full_name=f"Speaker {index:02d}",
            needs_onboarding=False,
            email_confirmed_at=utcnow(),
        )
        session.add(user)
        await session.flush()
        await profiles.set_talent_basics(session, user)
    await session.commit()
    first = (await client.get("/api/profiles/search", params={"role": "speaker"})).json()
    second = (
        await client.get("/api/profiles/search", params={"role": "speaker", "page": 2})
    ).json()
    assert (len(first["results"]), first["has_more"]) == (50, True)
    assert (len(second["results"]), second["has_more"]) == (5, False)
    seen = [c["user_id"] for c in first["results"] + second["results"]]
    assert len(set(seen)) == 55


@pytest.mark.parametrize(
    "params",
    [{"role": "church"}, {"page": 0}, {"page": 201}, {"q": "x" * 101}, {"role": "pastor"}],
)
async def test_bad_queries_are_422(client: httpx.AsyncClient, params: dict[str, str | int]) -> None:
    response = await client.get("/api/profiles/search", params=params)
    assert response.status_code == 422


@pytest.mark.usefixtures("people")
async def test_instruments_and_genres_are_musicians_alone(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    assert await names(client, role="speaker", instrument="guitar") == []
    assert await names(client, role="speaker", genre="gospel") == []
    # A speaker whose profile still lists an instrument is not found by it.
    speaker = (
        await session.execute(select(User).where(User.full_name == "Mark Jones"))
    ).scalar_one()
    await profiles.update_talent(
        session, speaker, TalentProfileIn(full_name="Mark Jones", instruments=["Guitar"])
    )
    await session.commit()
    assert await names(client, instrument="guitar") == ["Eli Stone"]


@pytest.mark.parametrize("walk_rows_per_result", [0, 1, 20])
@pytest.mark.usefixtures("people")
async def test_walking_and_gathering_find_the_same(
    client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch, walk_rows_per_result: int
) -> None:
    """Searches the database cannot estimate walk the directory's order a bounded way, then
    gather; a walk too short to fill the page must not change the results."""
    monkeypatch.setattr(search, "WALK_ROWS_PER_RESULT", walk_rows_per_result)
    assert await names(client, role="speaker", topic="youth") == ["John Smith"]
    assert set(await names(client, location="oh", denomination="baptist")) == {
        "John Smith",
        "Mark Jones",
    }
    # No name starts with "one": all matches are further on, in the directory's order.
    assert await names(client, q="one") == ["Eli Stone", "Mark Jones"]
    assert await names(client, q="jo") == ["Johanna Reyes", "John Smith", "Mark Jones"]


@pytest.mark.parametrize(
    ("further_walk_rows", "plans"),
    [
        (search.FURTHER_WALK_ROWS, ["walked", "walked"]),
        (0, ["walked", "gathered"]),
    ],
)
async def test_a_walk_that_finds_some_matches_walks_on_instead_of_gathering(
    client: httpx.AsyncClient,
    app: FastAPI,
    monkeypatch: pytest.MonkeyPatch,
    further_walk_rows: int,
    plans: list[str],
) -> None:
    """A first walk that finds matches but not a page walks on as far as they say the page
    ends, rather than gathering every match; the page is the same either way."""
    async with app.state.sessionmaker() as db, db.begin():
        for index in range(120):
            state = "TX" if index % 2 == 0 else "OH"
            await make_user(db, full_name=f"Speaker {index:03d}", city=None, state=state)
    monkeypatch.setattr(search, "WALK_ROWS_PER_RESULT", 1)  # the first walk: 51 of 120
    monkeypatch.setattr(search, "FURTHER_WALK_ROWS", further_walk_rows)
    ran: list[str] = []
    run = search._run

    async def recorded(
        session: AsyncSession,
        query: search.DirectoryQuery,
        name_match: search.NameMatch,
        plan: search.Plan,
        *bounds: int,
    ) -> list[Row[Any]]:
        ran.append(plan.value)
        return await run(session, query, name_match, plan, *bounds)

    monkeypatch.setattr(search, "_run", recorded)
    response = await client.get("/api/profiles/search", params={"location": "tx"})
    page = response.json()
    assert [card["name"] for card in page["results"]] == [
        f"Speaker {index:03d}" for index in range(0, 100, 2)
    ]
    assert page["has_more"] is True
    assert ran == plans


async def add_speakers(session: AsyncSession, full_names: list[str]) -> None:
    password_hash = await hash_password("Shepherd-42!")
    for index, full_name in enumerate(full_names):
        user = User(
            email=f"named{index}@example.org",
            password_hash=password_hash,
            role=Role.speaker,
            full_name=full_name,
            needs_onboarding=False,
            email_confirmed_at=utcnow(),
        )
        session.add(user)
        await session.flush()
        await profiles.set_talent_basics(session, user)
    await session.commit()


@pytest.mark.parametrize("starting", [30, 60])
async def test_name_pages_span_both_runs(
    client: httpx.AsyncClient, session: AsyncSession, starting: int
) -> None:
    """Names starting with the search first, then those containing it further on, with no
    one lost or repeated where a page crosses from one run to the other."""
    await add_speakers(
        session,
        [f"Grace Starts {index:02d}" for index in range(starting)]
        + [f"Ann Grace {index:02d}" for index in range(40)],
    )
    pages = []
    for page in (1, 2, 3):
        response = await client.get("/api/profiles/search", params={"q": "grace", "page": page})
        pages.append(response.json())
    shown = [card["name"] for page in pages for card in page["results"]]
    assert [page["has_more"] for page in pages] == [True, False, False]
    assert len(shown) == len(set(shown)) == starting + 40
    assert all(name.startswith("Grace") for name in shown[:starting])
    assert all(name.startswith("Ann Grace") for name in shown[starting:])


async def test_only_verified_onboarded_talent_is_listed_and_verifying_lists_them(
    client: httpx.AsyncClient, app: FastAPI, clock: Clock
) -> None:
    async with app.state.sessionmaker() as db, db.begin():
        unverified = await make_user(db, full_name="Ursula Unverified", verified=False)
        await make_user(db, full_name="Olive Onboarding", onboarded=False)
        await make_user(db, full_name="Vera Verified")
    assert await names(client, role="speaker") == ["Vera Verified"]
    hidden = await client.get(f"/api/profiles/speakers/{unverified.id}")
    assert hidden.status_code == 404

    async with app.state.sessionmaker() as db, db.begin():
        user = await db.get(User, unverified.id)
        assert user is not None
        user.email_confirmed_at = clock.now  # as following the emailed link does
    assert set(await names(client, role="speaker")) == {"Vera Verified", "Ursula Unverified"}
    assert (await client.get(f"/api/profiles/speakers/{unverified.id}")).status_code == 200


async def test_a_plan_change_anywhere_reorders_the_directory(
    client: httpx.AsyncClient, app: FastAPI, clock: Clock
) -> None:
    async with app.state.sessionmaker() as db, db.begin():
        await make_user(db, full_name="Anna First")
        later = await make_user(db, full_name="Zoe Last")
    assert await names(client, role="speaker") == ["Anna First", "Zoe Last"]
    async with app.state.sessionmaker() as db, db.begin():
        plan = await make_subscription(db, user=await db.get(User, later.id))
    cards = (await client.get("/api/profiles/search", params={"role": "speaker"})).json()
    assert [(c["name"], c["is_pro"]) for c in cards["results"]] == [
        ("Zoe Last", True),
        ("Anna First", False),
    ]
    async with app.state.sessionmaker() as db, db.begin():
        lapsed = await db.get(Subscription, plan.id)
        assert lapsed is not None
        lapsed.status = SubscriptionStatus.canceled
    assert await names(client, role="speaker") == ["Anna First", "Zoe Last"]


async def test_the_directory_tells_pro_by_the_apps_clock(
    client: httpx.AsyncClient, app: FastAPI, clock: Clock
) -> None:
    """Its flush listener reads the app's clock: a plan paid until a day past the app's time is
    Pro, though by the wall clock (years on) it ended long ago."""
    clock.now = datetime(2020, 3, 1, 12, tzinfo=UTC)
    async with app.state.sessionmaker() as db, db.begin():
        speaker = await make_user(db, full_name="Zoe Pro")
        await make_subscription(db, user=speaker, period_end=clock.now + timedelta(days=1))
    cards = (await client.get("/api/profiles/search", params={"role": "speaker"})).json()
    assert [(c["name"], c["is_pro"]) for c in cards["results"]] == [("Zoe Pro", True)]


@pytest.mark.commits
async def test_a_directory_search_runs_on_connections_that_plan_for_its_terms(
    client: httpx.AsyncClient, app: FastAPI
) -> None:
    """A prepared statement's generic plan is made without the terms, and the terms decide the
    plan: a search runs on the search pool, whose connections plan every statement for its own
    values from the moment they open (no SET and RESET round trips around each search). The
    other pools keep PostgreSQL's own choice: planning every statement anew costs pages that are
    not searches."""
    search_engine = app.state.search_sessionmaker.kw["bind"]
    statements: list[str] = []

    def listed(_conn: object, _cursor: object, statement: str, *_: object) -> None:
        statements.append(statement)

    event.listen(search_engine.sync_engine, "before_cursor_execute", listed)
    try:
        answer = await client.get(
            "/api/profiles/search", params={"text": "youth", "topic": "worship"}
        )
    finally:
        event.remove(search_engine.sync_engine, "before_cursor_execute", listed)
    assert answer.status_code == 200
    assert any("talent_profiles" in statement for statement in statements)
    if search_engine.dialect.name != "postgresql":
        return  # plan_cache_mode is PostgreSQL's
    plan_mode = text("SHOW plan_cache_mode")
    async with search_engine.connect() as connection:
        assert await connection.scalar(plan_mode) == "force_custom_plan"
    for other in (app.state.engine, app.state.read_sessionmaker.kw["bind"]):
        async with other.connect() as connection:
            assert await connection.scalar(plan_mode) == "auto"
