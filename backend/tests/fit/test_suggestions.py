"""Fit where people see it: the talent a church's opportunity suggests, asking one of them to
apply, and the opportunities recommended to a speaker or musician."""

import uuid
from datetime import timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.availability.models import UnavailableDay
from steeple.notifications.models import Notification
from steeple.opportunities.models import Opportunity
from steeple.places import gazetteer
from steeple.profiles.models import TalentProfile
from steeple.users.models import User
from steeple.users.roles import Role
from tests.auth.helpers import last_email
from tests.conftest import Clock
from tests.factories import Actors, make_application, make_opportunity, make_user

pytestmark = pytest.mark.usefixtures("app")


async def _talent(
    session: AsyncSession,
    name: str,
    *,
    city: str = "Dayton",
    state: str = "OH",
    role: Role = Role.speaker,
    **profile: Any,
) -> User:
    user = await make_user(session, role=role, full_name=name, city=city, state=state)
    row = await session.get(TalentProfile, user.id)
    assert row is not None
    defaults = {"denomination": "Baptist", "worship_style": "Contemporary", "topics": ["Revival"]}
    for field, value in {"fee_min": 300, "fee_max": 400, **defaults, **profile}.items():
        setattr(row, field, value)
    return user


async def _revival(session: AsyncSession, actors: Actors, clock: Clock) -> Opportunity:
    """Grace Fellowship's revival in Dayton: Baptist, contemporary, $300-$500."""
    church = actors.church_admin.church
    assert church is not None
    opportunity = await make_opportunity(session, church, clock.now, title="Fall Revival")
    opportunity.denomination, opportunity.worship_style = "Baptist", "Contemporary"
    return opportunity


async def _suggested(
    client: httpx.AsyncClient, actors: Actors, opportunity_id: uuid.UUID
) -> list[dict[str, Any]]:
    answer = await client.get(
        f"/api/opportunities/{opportunity_id}/suggested-talent", headers=actors.church_admin.headers
    )
    assert answer.status_code == 200, answer.text
    result: list[dict[str, Any]] = answer.json()
    return result


async def test_suggested_talent_come_best_fit_first_with_reasons_and_hard_limits_hold(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    revival = await _revival(session, actors, clock)
    await _talent(session, "Anna Perfect")
    await _talent(
        session, "Ben Different", city="Cincinnati", denomination="Catholic", worship_style="Gospel"
    )
    await _talent(session, "Cara Costly", fee_min=900, fee_max=1200)
    away = await _talent(session, "Dan Away")
    session.add(UnavailableDay(user_id=away.id, day=revival.starts_on))
    await _talent(session, "Eve Stayshome", city="Columbus", travel_radius_miles=25)
    applied = await _talent(session, "Fay Applied")
    await session.flush()
    await session.refresh(revival, ["positions"])
    await make_application(session, revival, applied)
    await session.commit()

    suggested = await _suggested(client, actors, revival.id)
    names = [card["name"] for card in suggested]
    assert names.index("Anna Perfect") < names.index("Ben Different")
    for gone in ("Cara Costly", "Dan Away", "Eve Stayshome", "Fay Applied"):
        assert gone not in names
    anna = next(card for card in suggested if card["name"] == "Anna Perfect")
    assert anna["fit"]["score"] >= 90 and anna["invited"] is False
    assert sum(reason["points"] for reason in anna["fit"]["reasons"]) == anna["fit"]["score"]
    assert "Same tradition: Baptist" in [reason["text"] for reason in anna["fit"]["reasons"]]
    assert anna["distance_miles"] == 1
    scores = [card["fit"]["score"] for card in suggested]
    assert scores == sorted(scores, reverse=True)


async def test_suggestions_are_searched_in_a_search_session(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock, app: FastAPI
) -> None:
    """Finding the candidates is a directory search: its session is a search session, whose
    connections plan each statement for its terms (db.get_search_session)."""
    revival = await _revival(session, actors, clock)
    await _talent(session, "Anna Perfect")
    await session.commit()
    searches = app.state.search_sessionmaker
    opened: list[AsyncSession] = []

    def counted() -> AsyncSession:
        opened.append(searches())
        return opened[-1]

    app.state.search_sessionmaker = counted  # put back after the test (tests/conftest.py)
    assert "Anna Perfect" in [card["name"] for card in await _suggested(client, actors, revival.id)]
    assert len(opened) == 1


async def test_ties_break_the_same_way_every_time(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    revival = await _revival(session, actors, clock)
    for name in ("Zoe Twin", "Amy Twin", "Mia Twin"):
        await _talent(session, name)
    await session.commit()
    first = [card["name"] for card in await _suggested(client, actors, revival.id)]
    twins = [name for name in first if name.endswith("Twin")]
    assert twins == ["Amy Twin", "Mia Twin", "Zoe Twin"]
    assert [card["name"] for card in await _suggested(client, actors, revival.id)] == first


async def test_a_church_asks_a_suggested_speaker_to_apply_once(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    revival = await _revival(session, actors, clock)
    anna = await _talent(session, "Anna Perfect")
    await session.commit()
    path = f"/api/opportunities/{revival.id}/invitations"
    headers = actors.church_admin.headers
    asked = await client.post(path, json={"talent_id": str(anna.id)}, headers=headers)
    assert asked.status_code == 204, asked.text
    told = await session.scalar(select(Notification).where(Notification.user_id == anna.id))
    assert told is not None and told.subject == "Grace Fellowship asks you to apply"
    assert told.opportunity_id == revival.id
    email = await last_email(session, anna.email, "invited_to_apply")
    assert f"/opportunities/{revival.id}" in email.text_body
    again = await client.post(path, json={"talent_id": str(anna.id)}, headers=headers)
    assert again.status_code == 409 and again.json()["error"]["code"] == "already_invited"
    suggested = await _suggested(client, actors, revival.id)
    assert next(card for card in suggested if card["name"] == "Anna Perfect")["invited"] is True

    church_user = actors.church_member.user
    assert church_user is not None
    nobody = await client.post(path, json={"talent_id": str(church_user.id)}, headers=headers)
    assert nobody.status_code == 404
    refused = await client.post(
        path, json={"talent_id": str(anna.id)}, headers=actors.other_church.headers
    )
    assert refused.status_code == 403


async def _baptist_speaker(session: AsyncSession, actors: Actors) -> User:
    """The signed-in speaker, Baptist, leading contemporary worship, from $300."""
    speaker = actors.speaker.user
    assert speaker is not None
    profile = await session.get(TalentProfile, speaker.id)
    assert profile is not None
    profile.denomination, profile.worship_style, profile.fee_min = "Baptist", "Contemporary", 300
    return speaker


async def test_talent_get_the_opportunities_that_fit_them_best(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    speaker = await _baptist_speaker(session, actors)
    church = actors.church_admin.church
    assert church is not None
    fitting = await make_opportunity(session, church, clock.now, title="Baptist Revival")
    fitting.denomination, fitting.worship_style = "Baptist", "Contemporary"
    other = await make_opportunity(session, church, clock.now, title="Catholic Retreat")
    other.denomination, other.worship_style = "Catholic", "Liturgical"
    far = await make_opportunity(session, church, clock.now, title="Los Angeles Revival")
    gazetteer.put_place(far, await gazetteer.locate(session, "Los Angeles", "CA"))
    busy = timedelta(days=40)
    away = await make_opportunity(
        session, church, clock.now, title="Busy Day Revival", starts_in=busy
    )
    away.denomination = "Baptist"
    session.add(UnavailableDay(user_id=speaker.id, day=away.starts_on))
    await session.commit()
    answer = await client.get("/api/opportunities/recommended", headers=actors.speaker.headers)
    assert answer.status_code == 200, answer.text
    cards = answer.json()
    assert [card["title"] for card in cards] == ["Baptist Revival", "Catholic Retreat"]
    assert cards[0]["fit"]["score"] > cards[1]["fit"]["score"]
    assert cards[0]["distance_miles"] == 1


async def test_the_directory_scores_each_card_for_one_of_the_churchs_opportunities(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    revival = await _revival(session, actors, clock)
    await _talent(session, "Anna Perfect", city="Xenia")
    await _talent(session, "Ben Different", city="Springfield", denomination="Catholic")
    await _talent(session, "Hal Hamilton", city="Hamilton", travel_radius_miles=25)
    away = await _talent(session, "Dan Away")
    session.add(UnavailableDay(user_id=away.id, day=revival.starts_on))
    await session.commit()
    params: dict[str, str | int] = {
        "near": "45402",
        "radius": 50,
        "fit_for": str(revival.id),
        "sort": "fit",
    }
    found = await client.get(
        "/api/profiles/search", params=params, headers=actors.church_admin.headers
    )
    assert found.status_code == 200, found.text
    cards = {card["name"]: card for card in found.json()["results"]}
    assert "Hal Hamilton" not in cards and "Dan Away" not in cards
    names = list(cards)
    assert names.index("Anna Perfect") < names.index("Ben Different")
    anna = cards["Anna Perfect"]
    assert 10 <= anna["distance_miles"] <= 20
    assert sum(reason["points"] for reason in anna["fit"]["reasons"]) == anna["fit"]["score"]
    scores = [card["fit"]["score"] for card in found.json()["results"]]
    assert scores == sorted(scores, reverse=True)

    refused = await client.get(
        "/api/profiles/search", params=params, headers=actors.other_church.headers
    )
    assert refused.status_code == 403
    assert (await client.get("/api/profiles/search", params=params)).status_code == 401
    unsorted = await client.get("/api/profiles/search", params={"sort": "fit"})
    assert unsorted.status_code == 422 and "fit_for" in unsorted.json()["error"]["fields"]


async def test_talent_sort_the_opportunity_list_by_their_fit(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    await _baptist_speaker(session, actors)
    church = actors.church_admin.church
    assert church is not None
    soon = await make_opportunity(session, church, clock.now, title="Soon Catholic Mass")
    soon.denomination, soon.worship_style = "Catholic", "Liturgical"
    later = await make_opportunity(
        session, church, clock.now, title="Later Baptist Revival", starts_in=timedelta(days=60)
    )
    later.denomination, later.worship_style = "Baptist", "Contemporary"
    dear = await make_opportunity(session, church, clock.now, title="Cheap Retreat")
    dear.honorarium_min, dear.honorarium_max = 50, 100  # the speaker asks from $300
    await session.commit()

    soonest = await client.get("/api/opportunities", headers=actors.speaker.headers)
    titles = [card["title"] for card in soonest.json()["results"]]
    assert titles.index("Soon Catholic Mass") < titles.index("Later Baptist Revival")
    by_fit = await client.get(
        "/api/opportunities", params={"sort": "fit"}, headers=actors.speaker.headers
    )
    assert by_fit.status_code == 200, by_fit.text
    cards = by_fit.json()["results"]
    assert [card["title"] for card in cards] == ["Later Baptist Revival", "Soon Catholic Mass"]
    assert cards[0]["fit"]["score"] > cards[1]["fit"]["score"]

    signed_out = await client.get("/api/opportunities", params={"sort": "fit"})
    assert signed_out.status_code == 401
    church_member = await client.get(
        "/api/opportunities", params={"sort": "fit"}, headers=actors.church_admin.headers
    )
    assert church_member.status_code == 403
