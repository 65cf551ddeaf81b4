"""Applications as a state machine: who may apply, each move, illegal moves, races, expiry,
filled positions, and what each side is told."""

import asyncio
import uuid
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.expiry import sweep_once
from steeple.applications.models import Application, ApplicationStatus
from steeple.email.models import OutboxEmail
from steeple.notifications.models import Notification
from steeple.opportunities.models import Opportunity, OpportunityStatus
from steeple.users.roles import Role
from tests.auth.helpers import bearer
from tests.conftest import Clock
from tests.factories import (
    Actors,
    SignedIn,
    access_token,
    make_application,
    make_opportunity,
    make_subscription,
    make_user,
)
from tests.opportunities.helpers import applied, offer_body, offered, position_id, published

S = ApplicationStatus


def apply_body(
    opportunity: dict[str, Any], role: str = "speaker", **changes: Any
) -> dict[str, Any]:
    return {
        "position_id": position_id(opportunity, role),
        "cover_message": "I have led revivals for ten years.",
        "proposed_fee": 500,
        "available": True,
        **changes,
    }


async def status_of(session: AsyncSession, application_id: str) -> ApplicationStatus:
    stored = await session.get(Application, uuid.UUID(application_id), populate_existing=True)
    assert stored is not None
    return ApplicationStatus(stored.status)


async def notifications_to(session: AsyncSession, who: SignedIn) -> list[Notification]:
    rows = await session.scalars(
        select(Notification).where(Notification.user_id == who.id).order_by(Notification.created_at)
    )
    return list(rows)


# ---- applying ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"cover_message": ""}, "cover_message"),
        ({"cover_message": "x" * 5001}, "cover_message"),
        ({"proposed_fee": -1}, "proposed_fee"),
        ({"proposed_fee": 10**9}, "proposed_fee"),
        ({"available": False}, "available"),
        ({"position_id": str(uuid.uuid4())}, "position_id"),
    ],
)
async def test_bad_applications_are_refused(
    client: httpx.AsyncClient,
    actors: Actors,
    session: AsyncSession,
    changes: dict[str, Any],
    field: str,
) -> None:
    opportunity = await published(client, actors.church_admin)
    response = await client.post(
        f"/api/opportunities/{opportunity['id']}/applications",
        json=apply_body(opportunity, **changes),
        headers=actors.speaker.headers,
    )
    assert response.status_code == 422, response.text
    assert field in response.json()["error"]["fields"]
    assert list(await session.scalars(select(Application))) == []


async def test_who_may_apply(client: httpx.AsyncClient, actors: Actors) -> None:
    opportunity = await published(client, actors.church_admin)
    url = f"/api/opportunities/{opportunity['id']}/applications"
    unverified = await client.post(
        url, json=apply_body(opportunity), headers=actors.unverified.headers
    )
    assert unverified.status_code == 403
    assert unverified.json()["error"]["message"] == "Verify your email address to apply."
    church = await client.post(
        url, json=apply_body(opportunity), headers=actors.church_admin.headers
    )
    assert church.status_code == 403
    wrong_role = await client.post(
        url, json=apply_body(opportunity), headers=actors.musician.headers
    )
    assert wrong_role.status_code == 422
    assert wrong_role.json()["error"]["fields"]["position_id"] == "This position is for a speaker"
    first = await client.post(url, json=apply_body(opportunity), headers=actors.speaker.headers)
    assert first.status_code == 201
    twice = await client.post(url, json=apply_body(opportunity), headers=actors.speaker.headers)
    assert twice.status_code == 409
    assert twice.json()["error"]["message"] == "You have already applied to this opportunity."
    page = await client.get(
        f"/api/opportunities/{opportunity['id']}", headers=actors.speaker.headers
    )
    assert page.json()["viewer"]["my_application"]["status"] == "submitted"
    assert page.json()["viewer"]["can_apply"] is False


async def test_applications_close_at_the_deadline(
    client: httpx.AsyncClient, app: FastAPI, actors: Actors, clock: Clock
) -> None:
    opportunity = await published(client, actors.church_admin)
    # The deadline is December 4th, Eastern time: applications close at its end.
    clock.now = clock.now.replace(month=12, day=5, hour=4, minute=50)
    assert actors.speaker.user is not None
    async with app.state.sessionmaker() as db, db.begin():
        headers = bearer(await access_token(db, app.state.settings, actors.speaker.user, clock.now))
    url = f"/api/opportunities/{opportunity['id']}/applications"
    clock.advance(minutes=11)
    late = await client.post(url, json=apply_body(opportunity), headers=headers)
    assert late.status_code == 409
    assert late.json()["error"]["message"] == "The application deadline has passed."


async def test_free_talent_apply_five_times_a_month_and_pro_without_limit(
    client: httpx.AsyncClient, app: FastAPI, actors: Actors, clock: Clock
) -> None:
    church = actors.church_admin.church
    assert church is not None
    async with app.state.sessionmaker() as db, db.begin():
        ids = [
            (await make_opportunity(db, church, clock.now, title=f"Night {n}")).id for n in range(7)
        ]
    answers = []
    for opportunity_id in ids[:6]:
        page = (await client.get(f"/api/opportunities/{opportunity_id}")).json()
        answers.append(
            await client.post(
                f"/api/opportunities/{opportunity_id}/applications",
                json=apply_body(page),
                headers=actors.speaker.headers,
            )
        )
    assert [answer.status_code for answer in answers] == [201] * 5 + [409]
    assert answers[-1].json()["error"]["code"] == "quota_reached"
    summary = await client.get("/api/applications/summary", headers=actors.speaker.headers)
    assert summary.json()["applications_left"] == 0

    assert actors.speaker.user is not None
    async with app.state.sessionmaker() as db, db.begin():
        await make_subscription(db, user=actors.speaker.user)
    page = (await client.get(f"/api/opportunities/{ids[6]}")).json()
    pro = await client.post(
        f"/api/opportunities/{ids[6]}/applications",
        json=apply_body(page),
        headers=actors.speaker.headers,
    )
    assert pro.status_code == 201
    summary = await client.get("/api/applications/summary", headers=actors.speaker.headers)
    assert summary.json()["applications_left"] is None


# ---- the moves ---------------------------------------------------------------------------------


async def test_the_whole_loop_and_what_each_side_is_told(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    opportunity = await published(client, church)
    application = await applied(client, speaker, opportunity, "speaker")
    base = f"/api/applications/{application['id']}"

    new = await notifications_to(session, church)
    assert [n.subject for n in new] == ["New Application: Advent Revival Weekend"]
    assert new[0].sender_id == speaker.id and new[0].sender_role == "speaker"

    shortlisted = await client.post(f"{base}/shortlist", headers=church.headers)
    assert shortlisted.json()["status"] == "shortlisted"
    offer = await client.post(
        f"{base}/offer",
        json=offer_body(position_id(opportunity, "speaker")),
        headers=church.headers,
    )
    assert offer.json()["status"] == "offered"
    assert (
        offer.json()["offer"]
        | {
            "honorarium": "amount",
            "honorarium_amount": 500,
            "travel": "reimbursed",
            "travel_cap": 300,
            "lodging_provided": True,
            "w9_required": True,
            "respond_by": "2026-12-01",
            "position_title": "Guest speaker",
        }
        == offer.json()["offer"]
    )
    told = await notifications_to(session, speaker)
    assert [n.subject for n in told] == [
        "Shortlisted: Advent Revival Weekend",
        "Position Offered: Advent Revival Weekend",
    ]
    assert told[1].priority == "high"
    assert told[1].sender_name == "Grace Fellowship" and told[1].sender_role == "church"
    assert told[1].metadata_["subType"] == "offer"

    seen = await client.get(base, headers=speaker.headers)
    assert seen.json()["can_respond"] is True and seen.json()["can_withdraw"] is False
    accepted = await client.post(f"{base}/offer/accept", headers=speaker.headers)
    assert accepted.json()["status"] == "hire_confirmed"
    answer = (await notifications_to(session, church))[-1]
    assert answer.subject == "Position Accepted: Advent Revival Weekend"
    assert answer.priority == "high"
    assert answer.metadata_["subType"] == "hire_accepted"
    assert speaker.user is not None and church.user is not None
    assert answer.message == (
        f"{speaker.user.full_name} has accepted the position as Guest Speaker. "
        "You can now coordinate event details."
    )

    emails = list(await session.scalars(select(OutboxEmail).order_by(OutboxEmail.id)))
    assert [(email.kind, email.to_address) for email in emails] == [
        ("application_submitted", speaker.user.email),
        ("new_application_for_church", church.user.email),
        ("application_status_changed", speaker.user.email),
        ("application_status_changed", speaker.user.email),
        ("offer_answered", church.user.email),
    ]
    assert all(
        f"http://steeple.test/application/{application['id']}" in e.text_body for e in emails
    )
    assert emails[-1].subject == "Position Accepted: Advent Revival Weekend"


async def test_declining_an_offer(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    opportunity = await published(client, actors.church_admin)
    application = await offered(client, actors, opportunity)
    declined = await client.post(
        f"/api/applications/{application['id']}/offer/decline", headers=actors.speaker.headers
    )
    assert declined.json()["status"] == "rejected"
    answer = (await notifications_to(session, actors.church_admin))[-1]
    assert answer.subject == "Position Declined: Advent Revival Weekend"
    assert answer.priority == "medium"
    assert answer.metadata_["subType"] == "hire_declined"
    assert answer.message.endswith(
        "has declined the position as Guest Speaker. You may consider other candidates."
    )


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("offer/accept", "offer/accept"),
        ("offer/decline", "offer/accept"),
        ("offer/accept", "offer/decline"),
        ("offer/accept", "withdraw"),
    ],
)
async def test_an_answered_offer_cannot_be_answered_again(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession, first: str, then: str
) -> None:
    opportunity = await published(client, actors.church_admin)
    application = await offered(client, actors, opportunity)
    base = f"/api/applications/{application['id']}"
    assert (await client.post(f"{base}/{first}", headers=actors.speaker.headers)).status_code == 200
    before = await status_of(session, application["id"])
    again = await client.post(f"{base}/{then}", headers=actors.speaker.headers)
    assert again.status_code == 409
    assert again.json()["error"]["code"] == "illegal_transition"
    assert await status_of(session, application["id"]) == before


@pytest.mark.commits
async def test_two_accepts_racing_end_with_one_winner(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    opportunity = await published(client, actors.church_admin)
    application = await offered(client, actors, opportunity)
    url = f"/api/applications/{application['id']}/offer/accept"
    answers = await asyncio.gather(
        *(client.post(url, headers=actors.speaker.headers) for _ in range(3))
    )
    assert sorted(answer.status_code for answer in answers) == [200, 409, 409]
    accepted = [
        n
        for n in await notifications_to(session, actors.church_admin)
        if n.subject.startswith("Position Accepted")
    ]
    assert len(accepted) == 1


async def test_the_church_decides_only_on_its_own_applicants(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    opportunity = await published(client, actors.church_admin)
    application = await applied(client, actors.speaker, opportunity, "speaker")
    base = f"/api/applications/{application['id']}"
    other = actors.other_church.headers
    assert (await client.post(f"{base}/shortlist", headers=other)).status_code == 404
    assert (await client.get(base, headers=other)).status_code == 404
    offer = offer_body(position_id(opportunity, "speaker"))
    assert (await client.post(f"{base}/offer", json=offer, headers=other)).status_code == 404
    assert (
        await client.post(f"{base}/offer", json=offer, headers=actors.church_member.headers)
    ).status_code == 403
    assert (
        await client.post(f"{base}/offer/accept", headers=actors.musician.headers)
    ).status_code == 404
    assert (
        await client.post(
            f"/api/applications/{uuid.uuid4()}/offer",
            json=offer,
            headers=actors.church_admin.headers,
        )
    ).status_code == 404
    assert await status_of(session, application["id"]) == S.submitted


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"event_date": "2026-12-20"}, "event_date"),
        ({"respond_by": "2026-11-01"}, "respond_by"),
        ({"respond_by": "2026-12-12"}, "respond_by"),
        ({"honorarium_amount": None}, "honorarium_amount"),
        ({"honorarium": "love_offering"}, "honorarium_amount"),
        ({"honorarium_amount": -20}, "honorarium_amount"),
        ({"travel_cap": None}, "travel_cap"),
        ({"travel": "covered"}, "travel_cap"),
        ({"travel": "teleport"}, "travel"),
        ({"position_id": str(uuid.uuid4())}, "position_id"),
    ],
)
async def test_bad_offers_are_refused(
    client: httpx.AsyncClient,
    actors: Actors,
    session: AsyncSession,
    changes: dict[str, Any],
    field: str,
) -> None:
    opportunity = await published(client, actors.church_admin)
    application = await applied(client, actors.speaker, opportunity, "speaker")
    response = await client.post(
        f"/api/applications/{application['id']}/offer",
        json={**offer_body(position_id(opportunity, "speaker")), **changes},
        headers=actors.church_admin.headers,
    )
    assert response.status_code == 422, response.text
    assert field in response.json()["error"]["fields"]
    assert await status_of(session, application["id"]) == S.submitted


async def test_an_offer_past_its_respond_by_date_expires(
    client: httpx.AsyncClient, app: FastAPI, actors: Actors, clock: Clock, session: AsyncSession
) -> None:
    opportunity = await published(client, actors.church_admin)
    application = await offered(client, actors, opportunity, respond_by="2026-11-23")
    # The end of November 23rd in Eastern time is 05:00 UTC on the 24th.
    clock.now = clock.now.replace(day=24, hour=5, minute=1)
    assert actors.speaker.user is not None and actors.church_admin.user is not None
    async with app.state.sessionmaker() as db, db.begin():
        headers = bearer(await access_token(db, app.state.settings, actors.speaker.user, clock.now))
        church = bearer(
            await access_token(db, app.state.settings, actors.church_admin.user, clock.now)
        )
    seen = await client.get(f"/api/applications/{application['id']}", headers=headers)
    assert seen.json()["status"] == "expired" and seen.json()["can_respond"] is False
    applicants = f"/api/opportunities/{opportunity['id']}/applications"
    for status, found in (("expired", [application["id"]]), ("offered", [])):
        listed = await client.get("/api/applications", params={"status": status}, headers=headers)
        assert [item["id"] for item in listed.json()["items"]] == found
        # The church's list of the opportunity's applicants reads the status the same way.
        received = await client.get(applicants, params={"status": status}, headers=church)
        assert [item["id"] for item in received.json()] == found
    late = await client.post(f"/api/applications/{application['id']}/offer/accept", headers=headers)
    assert late.status_code == 409
    assert late.json()["error"]["message"] == "This offer expired on Nov 23."

    assert await sweep_once(app.state.sessionmaker, clock.now) == 1
    assert await status_of(session, application["id"]) == S.expired
    assert (await notifications_to(session, actors.speaker))[-1].subject == (
        "Offer Expired: Advent Revival Weekend"
    )
    assert await sweep_once(app.state.sessionmaker, clock.now) == 0


async def test_a_filled_position_passes_over_its_other_applicants_kindly(
    client: httpx.AsyncClient, app: FastAPI, actors: Actors, clock: Clock, session: AsyncSession
) -> None:
    church = actors.church_admin.church
    assert church is not None and actors.speaker.user is not None
    async with app.state.sessionmaker() as db, db.begin():
        opportunity = await make_opportunity(db, church, clock.now)
        other = await make_user(db, role=Role.speaker)
        waiting = await make_application(db, opportunity, other)
        mine = await make_application(db, opportunity, actors.speaker.user, status=S.offered)
        musician = await make_application(db, opportunity, actors.musician.user)  # type: ignore[arg-type]
    accepted = await client.post(
        f"/api/applications/{mine.id}/offer/accept", headers=actors.speaker.headers
    )
    assert accepted.status_code == 200, accepted.text
    assert await status_of(session, str(waiting.id)) == S.not_selected
    assert await status_of(session, str(musician.id)) == S.submitted  # another position
    email = await session.scalar(select(OutboxEmail).where(OutboxEmail.to_address == other.email))
    assert (
        email is not None
        and "every opening for Guest Speaker has now been filled" in email.text_body
    )
    page = (await client.get(f"/api/opportunities/{opportunity.id}")).json()
    assert page["positions"][0]["filled"] == 1
    assert page["status"] == "open"

    # Offering the last position fills the opportunity.
    offer = await client.post(
        f"/api/applications/{musician.id}/offer",
        json=offer_body(
            str(musician.position_id),
            event_date=str(opportunity.starts_on),
            respond_by="2026-11-30",
        ),
        headers=actors.church_admin.headers,
    )
    assert offer.status_code == 200, offer.text
    assert actors.musician.user is not None
    await client.post(
        f"/api/applications/{musician.id}/offer/accept", headers=actors.musician.headers
    )
    stored = await session.get(Opportunity, opportunity.id, populate_existing=True)
    assert stored is not None and stored.status == OpportunityStatus.filled


async def test_no_more_offers_than_openings(
    client: httpx.AsyncClient, app: FastAPI, actors: Actors, clock: Clock
) -> None:
    church = actors.church_admin.church
    assert church is not None and actors.speaker.user is not None
    async with app.state.sessionmaker() as db, db.begin():
        opportunity = await make_opportunity(db, church, clock.now)
        await make_application(db, opportunity, actors.speaker.user, status=S.offered)
        other = await make_application(db, opportunity, await make_user(db, role=Role.speaker))
    refused = await client.post(
        f"/api/applications/{other.id}/offer",
        json=offer_body(
            str(other.position_id), event_date=str(opportunity.starts_on), respond_by="2026-11-30"
        ),
        headers=actors.church_admin.headers,
    )
    assert refused.status_code == 409
    assert refused.json()["error"]["code"] == "position_taken"


async def test_withdrawing_while_waiting_and_the_church_is_told(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    opportunity = await published(client, actors.church_admin)
    application = await applied(client, actors.speaker, opportunity, "speaker")
    withdrawn = await client.post(
        f"/api/applications/{application['id']}/withdraw", headers=actors.speaker.headers
    )
    assert withdrawn.json()["status"] == "withdrawn"
    assert (await notifications_to(session, actors.church_admin))[-1].subject == (
        "Application Withdrawn: Advent Revival Weekend"
    )
    shortlist = await client.post(
        f"/api/applications/{application['id']}/shortlist", headers=actors.church_admin.headers
    )
    assert shortlist.status_code == 409


async def test_lists_are_each_callers_own(client: httpx.AsyncClient, actors: Actors) -> None:
    opportunity = await published(client, actors.church_admin)
    application = await applied(client, actors.speaker, opportunity, "speaker")
    await applied(client, actors.musician, opportunity, "musician")
    mine = await client.get("/api/applications", headers=actors.speaker.headers)
    assert [item["id"] for item in mine.json()["items"]] == [application["id"]]
    received = await client.get("/api/applications", headers=actors.church_member.headers)
    assert len(received.json()["items"]) == 2
    other = await client.get("/api/applications", headers=actors.other_church.headers)
    assert other.json()["items"] == []
    applicants = await client.get(
        f"/api/opportunities/{opportunity['id']}/applications", headers=actors.church_admin.headers
    )
    assert [item["applicant"]["user_id"] for item in applicants.json()] == [
        str(actors.speaker.id),
        str(actors.musician.id),
    ]
    assert applicants.json()[0]["applicant"]["email"] == (
        actors.speaker.user.email if actors.speaker.user else ""
    )
    counts = await client.get("/api/opportunities/mine", headers=actors.church_member.headers)
    assert counts.json()["items"][0]["applicants"]["submitted"] == 2
    notifications = await client.get("/api/notifications", headers=actors.speaker.headers)
    assert notifications.json()["items"] == []
    church_news = await client.get("/api/notifications", headers=actors.church_admin.headers)
    assert len(church_news.json()["items"]) == 2
