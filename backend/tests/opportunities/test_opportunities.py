"""Opportunities: drafts, the posting quota (atomic), edits, close, cancel, duplicate, bad input."""

import asyncio
import uuid
from datetime import timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application, ApplicationStatus
from steeple.churches.models import MemberRole
from steeple.email.models import OutboxEmail
from steeple.notifications.models import Notification
from steeple.opportunities.models import Opportunity, OpportunityStatus
from steeple.users.roles import Role
from tests.auth.helpers import bearer
from tests.conftest import Clock
from tests.factories import (
    Actors,
    access_token,
    add_member,
    add_posting_credits,
    make_application,
    make_opportunity,
    make_user,
)
from tests.opportunities.helpers import applied, opportunity_body, published


async def count(session: AsyncSession, model: type, *where: Any) -> int:
    return await session.scalar(select(func.count()).select_from(model).where(*where)) or 0


async def test_a_draft_is_the_churchs_own_until_published(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    created = await client.post(
        "/api/opportunities", json=opportunity_body(), headers=actors.church_admin.headers
    )
    assert created.status_code == 201
    draft = created.json()
    assert draft["status"] == "draft"
    assert draft["closed_notice"] == "This opportunity is a draft and not published yet."
    url = f"/api/opportunities/{draft['id']}"
    assert (await client.get(url)).status_code == 404
    assert (await client.get(url, headers=actors.speaker.headers)).status_code == 404
    assert (await client.get(url, headers=actors.church_member.headers)).status_code == 200
    listed = (await client.get("/api/opportunities")).json()["results"]
    assert draft["id"] not in [item["id"] for item in listed]

    opened = await client.post(f"{url}/publish", headers=actors.church_admin.headers)
    assert opened.json()["status"] == "open"
    assert (await client.get(url)).json()["viewer"]["can_apply"] is False  # signed out
    listed = (await client.get("/api/opportunities")).json()["results"]
    assert [item["id"] for item in listed] == [draft["id"]]


async def test_times_are_the_churchs_local_ones(client: httpx.AsyncClient, actors: Actors) -> None:
    created = await client.post(
        "/api/opportunities", json=opportunity_body(), headers=actors.church_admin.headers
    )
    body = created.json()
    # 7 pm in Eastern time (the church's default timezone) in December is midnight UTC.
    assert body["starts_at"].startswith("2026-12-12T00:00:00")
    assert body["starts_local"] == "2026-12-11T19:00:00"
    assert body["timezone"] == "America/New_York"


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"starts_at": "2026-11-20T10:00", "ends_at": "2026-11-20T12:00"}, "starts_at"),
        ({"ends_at": "2026-12-11T18:00"}, "ends_at"),
        ({"ends_at": "2027-02-11T18:00"}, "ends_at"),
        ({"application_deadline": "2026-12-12"}, "application_deadline"),
        ({"application_deadline": "2026-11-01"}, "application_deadline"),
        ({"honorarium_min": -5}, "honorarium_min"),
        ({"honorarium_max": 5_000_000}, "honorarium_max"),
        ({"honorarium_min": 900, "honorarium_max": 100}, "honorarium_max"),
        ({"honorarium_min": None, "honorarium_max": None}, "honorarium_min"),
        ({"compensation": "love_offering"}, "honorarium_min"),
        ({"event_type": "barbecue"}, "event_type"),
        ({"positions": []}, "positions"),
        ({"online": False, "city": None}, "city"),
        ({"expected_attendance": 0}, "expected_attendance"),
        ({"title": "   "}, "title"),
        ({"starts_at": "2026-12-11T19:00:00+00:00"}, "starts_at"),
        (
            {
                "positions": [
                    {"title": "Speaker", "role": "speaker"},
                    {"title": "speaker", "role": "speaker"},
                ]
            },
            "positions",
        ),
        ({"positions": [{"title": "Bassist", "role": "church"}]}, "positions.0.role"),
    ],
)
async def test_bad_opportunities_are_refused_and_nothing_is_stored(
    client: httpx.AsyncClient,
    actors: Actors,
    session: AsyncSession,
    changes: dict[str, Any],
    field: str,
) -> None:
    response = await client.post(
        "/api/opportunities", json=opportunity_body(**changes), headers=actors.church_admin.headers
    )
    assert response.status_code == 422, response.text
    assert field in response.json()["error"]["fields"]
    assert await count(session, Opportunity) == 0


async def test_members_who_are_not_admins_or_leaders_cannot_post(
    client: httpx.AsyncClient, app: FastAPI, actors: Actors, session: AsyncSession
) -> None:
    church = actors.church_admin.church
    assert church is not None
    async with app.state.sessionmaker() as db, db.begin():
        volunteer = await add_member(db, church, MemberRole.volunteer)
        leader = await add_member(db, church, MemberRole.leader)
        tokens = [
            await access_token(db, app.state.settings, user, app.state.clock())
            for user in (volunteer, leader)
        ]
    refused = await client.post(
        "/api/opportunities", json=opportunity_body(), headers=bearer(tokens[0])
    )
    assert refused.status_code == 403
    assert refused.json()["error"]["message"] == (
        "Only church admins and leaders can manage opportunities."
    )
    assert await count(session, Opportunity) == 0
    posted = await client.post(
        "/api/opportunities", json=opportunity_body(), headers=bearer(tokens[1])
    )
    assert posted.status_code == 201


async def test_a_free_church_cannot_publish(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    free = actors.other_church
    draft = (
        await client.post("/api/opportunities", json=opportunity_body(), headers=free.headers)
    ).json()
    response = await client.post(f"/api/opportunities/{draft['id']}/publish", headers=free.headers)
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "premium_required"
    assert await count(session, Opportunity, Opportunity.status == OpportunityStatus.open) == 0


async def test_two_postings_a_month_then_pack_credits(
    client: httpx.AsyncClient, app: FastAPI, actors: Actors, clock: Clock
) -> None:
    church = actors.church_admin
    quota = await client.get("/api/opportunities/quota", headers=church.headers)
    assert quota.json()["postings_left"] == 2
    await published(client, church)
    await published(client, church)
    third = await client.post("/api/opportunities", json=opportunity_body(), headers=church.headers)
    refused = await client.post(
        f"/api/opportunities/{third.json()['id']}/publish", headers=church.headers
    )
    assert refused.status_code == 409
    assert refused.json()["error"]["code"] == "posting_quota_reached"

    assert church.church is not None
    async with app.state.sessionmaker() as db, db.begin():
        await add_posting_credits(db, church.church, 1, clock.now + timedelta(days=365))
    quota = await client.get("/api/opportunities/quota", headers=church.headers)
    assert quota.json() | {"monthly_allowance": 2} == quota.json()
    assert quota.json()["postings_left"] == 1
    allowed = await client.post(
        f"/api/opportunities/{third.json()['id']}/publish", headers=church.headers
    )
    assert allowed.status_code == 200
    assert (await client.get("/api/opportunities/quota", headers=church.headers)).json()[
        "postings_left"
    ] == 0


async def test_the_month_follows_the_churchs_timezone(
    client: httpx.AsyncClient, app: FastAPI, actors: Actors, clock: Clock
) -> None:
    church = actors.church_admin
    await published(client, church)
    await published(client, church)
    # 04:55 UTC on December 1st is still November 30th in Eastern time: no new postings yet.
    clock.now = clock.now.replace(month=12, day=1, hour=4, minute=55)
    assert church.user is not None
    async with app.state.sessionmaker() as db, db.begin():
        headers = bearer(await access_token(db, app.state.settings, church.user, clock.now))
    quota = await client.get("/api/opportunities/quota", headers=headers)
    assert quota.json()["postings_left"] == 0, quota.text
    clock.advance(minutes=10)
    quota = await client.get("/api/opportunities/quota", headers=headers)
    assert quota.json()["postings_left"] == 2


@pytest.mark.commits
async def test_two_publishes_at_once_cannot_both_take_the_last_posting(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    church = actors.church_admin
    await published(client, church)
    drafts = [
        (
            await client.post("/api/opportunities", json=opportunity_body(), headers=church.headers)
        ).json()["id"]
        for _ in range(2)
    ]
    answers = await asyncio.gather(
        *(
            client.post(f"/api/opportunities/{draft}/publish", headers=church.headers)
            for draft in drafts
        )
    )
    assert sorted(answer.status_code for answer in answers) == [200, 409]
    assert await count(session, Opportunity, Opportunity.status == OpportunityStatus.open) == 2


async def test_editing_keeps_positions_with_applicants(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    church = actors.church_admin
    opportunity = await published(client, church)
    await applied(client, actors.speaker, opportunity, "speaker")
    speaker_position = next(p for p in opportunity["positions"] if p["role"] == "speaker")
    url = f"/api/opportunities/{opportunity['id']}"
    dropping = opportunity_body(positions=[{"title": "Drummer", "role": "musician"}])
    refused = await client.put(url, json=dropping, headers=church.headers)
    assert refused.status_code == 409
    keeping = opportunity_body(
        title="Advent Revival Nights",
        positions=[
            {"id": speaker_position["id"], "title": "Main speaker", "role": "speaker"},
            {"title": "Drummer", "role": "musician", "openings": 2},
        ],
    )
    edited = await client.put(url, json=keeping, headers=church.headers)
    assert edited.status_code == 200, edited.text
    assert [p["title"] for p in edited.json()["positions"]] == ["Main speaker", "Drummer"]
    assert edited.json()["positions"][0]["id"] == speaker_position["id"]
    found = await client.get("/api/opportunities", params={"search": "drummer"})
    assert [item["id"] for item in found.json()["results"]] == [opportunity["id"]]


async def test_closing_tells_everyone_waiting_they_were_not_selected(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    church = actors.church_admin
    opportunity = await published(client, church)
    speaker = await applied(client, actors.speaker, opportunity, "speaker")
    musician = await applied(client, actors.musician, opportunity, "musician")
    closed = await client.post(
        f"/api/opportunities/{opportunity['id']}/close", headers=church.headers
    )
    assert closed.json()["status"] == "closed"
    assert closed.json()["closed_notice"] == "This opportunity is closed to new applications."
    for application in (speaker, musician):
        stored = await session.get(Application, uuid.UUID(application["id"]))
        assert stored is not None and stored.status == ApplicationStatus.not_selected
    assert (
        await count(
            session,
            Notification,
            Notification.subject == "Application Update: Advent Revival Weekend",
        )
        == 2
    )
    again = await client.post(
        f"/api/opportunities/{opportunity['id']}/applications",
        json={"position_id": speaker["position_id"], "cover_message": "x", "available": True},
        headers=actors.staff.headers,
    )
    assert again.status_code == 409


async def test_cancelling_tells_applicants_and_ends_offers(
    client: httpx.AsyncClient, app: FastAPI, actors: Actors, clock: Clock, session: AsyncSession
) -> None:
    church = actors.church_admin
    assert church.church is not None and actors.speaker.user is not None
    async with app.state.sessionmaker() as db, db.begin():
        opportunity = await make_opportunity(db, church.church, clock.now)
        offered = await make_application(
            db, opportunity, actors.speaker.user, status=ApplicationStatus.offered
        )
    cancelled = await client.post(
        f"/api/opportunities/{opportunity.id}/cancel", headers=church.headers
    )
    assert cancelled.status_code == 200
    assert cancelled.json()["closed_notice"] == "This opportunity was cancelled."
    stored = await session.get(Application, offered.id)
    assert stored is not None and stored.status == ApplicationStatus.not_selected
    emails = list(await session.scalars(select(OutboxEmail.subject)))
    assert "An event you applied to was cancelled: Spring Revival" in emails
    twice = await client.post(f"/api/opportunities/{opportunity.id}/cancel", headers=church.headers)
    assert twice.status_code == 409


async def test_duplicate_makes_a_new_draft_with_the_same_positions(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    church = actors.church_admin
    opportunity = await published(client, church)
    copy = await client.post(
        f"/api/opportunities/{opportunity['id']}/duplicate", headers=church.headers
    )
    assert copy.status_code == 201
    body = copy.json()
    assert body["id"] != opportunity["id"]
    assert body["status"] == "draft"
    assert body["published_at"] is None
    assert [p["title"] for p in body["positions"]] == ["Guest speaker", "Keyboardist"]
    assert body["title"] == opportunity["title"]


async def test_another_churchs_opportunity_cannot_be_changed(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    opportunity = await published(client, actors.church_admin)
    url = f"/api/opportunities/{opportunity['id']}"
    other = actors.other_church.headers
    for answer in (
        await client.put(url, json=opportunity_body(title="Mine now"), headers=other),
        await client.post(f"{url}/close", headers=other),
        await client.post(f"{url}/cancel", headers=other),
    ):
        assert answer.status_code == 403
    stored = await session.get(Opportunity, uuid.UUID(opportunity["id"]))
    assert stored is not None
    assert stored.title == "Advent Revival Weekend" and stored.status == OpportunityStatus.open


async def test_the_share_title_and_description(client: httpx.AsyncClient, actors: Actors) -> None:
    opportunity = await published(client, actors.church_admin)
    assert opportunity["share_title"] == "Advent Revival Weekend at Grace Fellowship"
    assert opportunity["share_description"] == (
        "Grace Fellowship is looking for Guest speaker, Keyboardist - Dec 11, 2026, Dayton, OH. "
        "Honorarium $400-$600."
    )


async def test_talent_see_recommendations_of_their_role(
    client: httpx.AsyncClient, app: FastAPI, actors: Actors, clock: Clock
) -> None:
    church = actors.church_admin.church
    assert church is not None
    async with app.state.sessionmaker() as db, db.begin():
        await make_opportunity(
            db,
            church,
            clock.now,
            title="Choir Sunday",
            positions=(("Choir director", Role.musician, 1),),  # type: ignore[arg-type]
        )
        await make_opportunity(db, church, clock.now, title="Youth Night")
        await make_user(db, role=Role.speaker)
    speaker = await client.get("/api/opportunities/recommended", headers=actors.speaker.headers)
    assert [item["title"] for item in speaker.json()] == ["Youth Night"]
    await applied(client, actors.speaker, speaker.json()[0], "speaker")
    speaker = await client.get("/api/opportunities/recommended", headers=actors.speaker.headers)
    assert speaker.json() == []
    musician = await client.get("/api/opportunities/recommended", headers=actors.musician.headers)
    assert sorted(item["title"] for item in musician.json()) == ["Choir Sunday", "Youth Night"]


async def test_an_opportunity_page_carries_its_share_card_for_link_previews(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    opportunity = await published(client, actors.church_admin)
    page = await client.get(f"/opportunities/{opportunity['id']}")
    assert page.status_code == 200
    assert "<title>Advent Revival Weekend at Grace Fellowship</title>" in page.text
    assert (
        '<meta property="og:description" content="Grace Fellowship is looking for Guest speaker, '
        'Keyboardist - Dec 11, 2026, Dayton, OH. Honorarium $400-$600." />'
    ) in page.text
    draft = await client.post(
        "/api/opportunities",
        json=opportunity_body(title="<b>Secret</b>"),
        headers=actors.church_admin.headers,
    )
    hidden = await client.get(f"/opportunities/{draft.json()['id']}")
    assert "Secret" not in hidden.text and "<title>Steeple</title>" in hidden.text
