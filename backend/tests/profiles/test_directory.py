"""The talent directory, on SQLite and PostgreSQL alike."""

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.passwords import hash_password
from steeple.db import utcnow
from steeple.profiles import service as profiles
from steeple.profiles.schemas import TalentProfileIn
from steeple.users.models import User
from steeple.users.roles import Role

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
            plan=plan,
            needs_onboarding=False,
            email_confirmed_at=utcnow(),
        )
        session.add(user)
        await session.flush()
        data = TalentProfileIn(
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
        )
        session.add(user)
        await session.flush()
        await profiles.refresh_talent_search(session, user)
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
