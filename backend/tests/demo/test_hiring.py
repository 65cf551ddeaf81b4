"""The demo's hiring loop: opportunities and applications in every state, and what each step
said."""

import asyncio
import json
import os
import sys
import uuid
from collections import Counter, defaultdict
from datetime import UTC, date, datetime, timedelta
from itertools import pairwise
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications import notices
from steeple.applications.models import Application, ApplicationStatus, Honorarium, Travel
from steeple.billing import entitlements
from steeple.billing.models import (
    Subscription,
)
from steeple.churches.models import Church, ChurchMember, MemberRole
from steeple.config import Settings
from steeple.demo.content import (
    CHURCHES,
    DEMO_CHURCH,
    DEMO_MEMBER,
    MUSICIANS,
    OPPORTUNITIES,
    SPEAKERS,
)
from steeple.demo.hiring import STEP_SPREAD_MINUTES
from steeple.notifications.models import Notification, NotificationType
from steeple.opportunities import service as opportunity_service
from steeple.opportunities.calendar import applications_close_at, closed_notice, end_of_day
from steeple.opportunities.models import EventType, Opportunity, OpportunityStatus
from steeple.users.models import User
from steeple.web.search_terms import words
from tests.conftest import Clock
from tests.demo.support import actor, bearer, seed_all, sign_in

S = ApplicationStatus
SEED_TALENT = {talent.full_name: talent for talent in (*SPEAKERS, *MUSICIANS)}
SEED_CHURCHES = {church.church_name: church for church in CHURCHES}
# Everything a notification says, for comparing the seed's with applications.notices's.
NOTICE_FIELDS = (
    "user_id",
    "type",
    "priority",
    "subject",
    "message",
    "sender_id",
    "sender_name",
    "sender_role",
    "sender_avatar",
    "sender_slug",
    "application_id",
    "opportunity_id",
    "offered_role",
    "metadata_",
)


def _saying(notification: Notification) -> str:
    return json.dumps(
        [getattr(notification, field) for field in NOTICE_FIELDS], default=str, sort_keys=True
    )


def test_the_hiring_data_tells_consistent_stories() -> None:
    assert len(OPPORTUNITIES) >= 30
    assert {seed.event_type for seed in OPPORTUNITIES} == set(EventType)
    keys = [(seed.church, seed.title) for seed in OPPORTUNITIES]
    assert len(keys) == len(set(keys))
    covers = [a.cover for seed in OPPORTUNITIES for a in seed.applications]
    assert len(covers) == len(set(covers)), "two applications share a cover message"
    assert all("lorem" not in cover.lower() and cover.count(". ") >= 1 for cover in covers)
    assert {a.status for seed in OPPORTUNITIES for a in seed.applications} == set(ApplicationStatus)

    for seed in OPPORTUNITIES:
        where = seed.title
        church = SEED_CHURCHES[seed.church]
        assert church.premium_months is not None, f"{seed.church} cannot publish: {where}"
        if seed.published is not None:  # drafted (two days earlier) and published on Premium
            since_month_began = 31 if seed.church == DEMO_CHURCH else 0
            assert seed.published + since_month_began + 3 < 30 * church.premium_months, where
        assert 2 <= seed.description.count(". ") + 1 <= 5, where
        assert len(seed.title) <= 150 and all(len(p.title) <= 80 for p in seed.positions)
        assert (seed.published is None) == (seed.status == OpportunityStatus.draft), where
        assert (seed.ended is not None) == (
            seed.status in (OpportunityStatus.closed, OpportunityStatus.cancelled)
        ), where
        if seed.week < 0:  # past events were taken care of
            assert seed.status in (OpportunityStatus.closed, OpportunityStatus.filled), where
        if seed.featured is not None:  # a 14-day boost, bought for an open event ahead
            assert seed.status == OpportunityStatus.open and seed.week > 0, where
            assert 0 < seed.featured <= 14
        if seed.status == OpportunityStatus.draft:
            assert not seed.applications, where
        positions = {p.title: p for p in seed.positions}
        applicants = [a.applicant for a in seed.applications]
        assert len(applicants) == len(set(applicants)), f"someone applied twice to {where}"
        for a in seed.applications:
            story = f"{a.applicant} at {where}"
            assert str(SEED_TALENT[a.applicant].role) == positions[a.position].role, story
            assert seed.published is not None, story
            assert a.applied + STEP_SPREAD_MINUTES / (24 * 60) < seed.published, story
            steps = [a.applied, a.shortlisted, a.decided, a.answered, a.withdrew]
            times = [days for days in steps if days is not None]
            assert times == sorted(times, reverse=True) and times[-1] > 0, story
            if seed.week < 0:  # applied by the deadline, settled before the event
                event_at_most = 7 * -seed.week + 6  # days ago
                assert a.applied > event_at_most + seed.deadline, story
                assert times[-1] > event_at_most, story
            if seed.ended is not None:
                assert all(days > seed.ended for days in times), story
            has_offer = a.status in (S.offered, S.hire_confirmed, S.rejected, S.expired)
            assert (a.offer is not None) == has_offer, story
            assert (a.answered is not None) == (a.status in (S.hire_confirmed, S.rejected)), story
            assert (a.withdrew is not None) == (a.status == S.withdrawn), story
            assert (a.note is not None) <= (a.status == S.not_selected and a.decided is not None)
            assert (a.status == S.shortlisted) <= (a.shortlisted is not None), story
            if a.status == S.not_selected and a.decided is None:  # passed over, and why
                hired = [b for b in seed.applications if b.status == S.hire_confirmed]
                filled = sum(b.position == a.position for b in hired) >= (
                    positions[a.position].openings
                )
                assert filled or seed.ended is not None, story
        if seed.status == OpportunityStatus.cancelled:
            assert {a.status for a in seed.applications} <= {S.not_selected, S.withdrawn}

    # A church's postings are at least 16 days apart: no calendar month can hold 3.
    for name in {seed.church for seed in OPPORTUNITIES}:
        published = sorted(
            seed.published
            for seed in OPPORTUNITIES
            if seed.church == name and seed.published is not None
        )
        assert all(later - earlier >= 16 for earlier, later in pairwise(published)), name


@pytest.mark.commits
async def test_the_seed_command_makes_findable_opportunities(
    app: FastAPI, session: AsyncSession, settings: Settings
) -> None:
    """`steeple seed` in a process of its own, which imports no router: the search fields are
    set all the same."""
    env = {**os.environ, "ENVIRONMENT": "test", "DATABASE_URL": settings.database_url}
    command = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "steeple.cli",
        "seed",
        env=env,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    _out, errors = await command.communicate()
    assert command.returncode == 0, errors.decode()
    opportunities = list(await session.scalars(select(Opportunity)))
    assert len(opportunities) == len(OPPORTUNITIES)
    for row in opportunities:
        assert set(words(row.title)) <= set(row.search_text.split()), row.title
        assert row.seeks_speakers or row.seeks_musicians, row.title
        assert row.online or set(words(row.state)) <= set(row.place_text.split()), row.title


async def test_opportunities_and_applications_are_seeded_in_every_state(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    now = clock.now
    await seed_all(app, now)
    opportunities = list(await session.scalars(select(Opportunity)))
    applications = list(await session.scalars(select(Application)))
    assert len(opportunities) == len(OPPORTUNITIES) >= 30
    assert {row.status for row in opportunities} == set(OpportunityStatus)
    assert {row.event_type for row in opportunities} == set(EventType)
    assert {row.status for row in applications} == set(ApplicationStatus)
    open_now = [row for row in opportunities if row.status == OpportunityStatus.open]
    assert len(open_now) >= len(opportunities) // 2
    assert 3 <= sum(bool(row.featured_until and row.featured_until > now) for row in open_now) <= 4
    assert sum(row.online for row in opportunities) >= 2
    assert any(row.starts_at < now for row in opportunities)
    assert max(row.starts_at for row in opportunities) < now + timedelta(days=92)
    for row in opportunities:
        assert row.starts_at <= row.ends_at and row.positions, row.title
        assert row.online or (row.address and row.city and row.state), row.title
        assert row.published_at is None or row.published_at > row.created_at
        if row.status == OpportunityStatus.open:
            assert closed_notice(row, now) is None, row.title  # it takes applications
        if row.online:
            assert row.address is None and row.city is None, row.title

    by_id = {row.id: row for row in opportunities}
    people = {user.id: user for user in await session.scalars(select(User))}
    for application in applications:
        opportunity = by_id[application.opportunity_id]
        where = f"{people[application.applicant_id].full_name} at {opportunity.title}"
        assert opportunity.published_at is not None
        assert opportunity.published_at < application.created_at, where
        assert application.created_at < applications_close_at(opportunity), where
        assert people[application.applicant_id].created_at < application.created_at, where
        assert application.created_at <= application.updated_at <= now, where
        offer = application.offer
        if offer is None:
            continue
        assert offer.event_date == opportunity.starts_on, where
        assert application.created_at < offer.created_at <= offer.expires_at, where
        assert offer.created_at.astimezone(ZoneInfo(opportunity.timezone)).date() <= (
            offer.respond_by
        )
        assert offer.respond_by <= offer.event_date, where
        assert offer.expires_at == end_of_day(offer.respond_by, opportunity.timezone), where
        assert (offer.honorarium == Honorarium.amount) == (offer.honorarium_amount is not None)
        assert (offer.travel == Travel.reimbursed) == (offer.travel_cap is not None), where
        assert (offer.expires_at > now) == (application.status == S.offered), where
        assert (offer.responded_at is not None) == (
            application.status in (S.hire_confirmed, S.rejected)
        ), where

    for opportunity in opportunities:
        mine = [row for row in applications if row.opportunity_id == opportunity.id]
        for position in opportunity.positions:
            taken = [
                row
                for row in mine
                if row.position_id == position.id and row.status in (S.offered, S.hire_confirmed)
            ]
            assert len(taken) <= position.openings, opportunity.title
            if opportunity.status == OpportunityStatus.filled:
                assert len(taken) == position.openings, opportunity.title
        if opportunity.status != OpportunityStatus.open:
            assert not [row for row in mine if row.status in (S.submitted, S.shortlisted)]

    # The list: featured first, then soonest; 20 a page; search by a common term.
    first = (await client.get("/api/opportunities")).json()
    assert len(first["results"]) == 20 and first["has_more"] is True
    featured = [card["featured"] for card in first["results"]]
    assert featured == sorted(featured, reverse=True) and sum(featured) >= 3
    found = (await client.get("/api/opportunities", params={"search": "worship"})).json()
    assert len(found["results"]) >= 3
    online = (await client.get("/api/opportunities", params={"online": "true"})).json()
    assert len(online["results"]) >= 2


@pytest.mark.parametrize(
    "now",
    [
        datetime(2026, 3, 1, 5, 30, tzinfo=UTC),  # 00:30 on the 1st in Cincinnati
        datetime(2026, 8, 1, 3, 59, tzinfo=UTC),  # a minute before August there
        datetime(2027, 1, 15, 18, 0, tzinfo=UTC),
    ],
)
async def test_no_church_is_over_its_postings_and_the_demo_church_can_publish_at_once(
    app: FastAPI, session: AsyncSession, now: datetime
) -> None:
    await seed_all(app, now)
    church_admin = await actor(session, "church@demo.steeple.app")
    quota = await opportunity_service.posting_quota(session, church_admin, now)
    assert quota.premium and quota.can_post
    assert quota.postings_left == entitlements.CHURCH_MONTHLY_POSTINGS

    for church in await session.scalars(select(Church)):
        plans = list(
            await session.scalars(select(Subscription).where(Subscription.church_id == church.id))
        )
        published = [
            row.published_at
            for row in await session.scalars(
                select(Opportunity).where(Opportunity.church_id == church.id)
            )
            if row.published_at is not None
        ]
        assert not published or plans, church.church_name
        months = Counter(
            moment.astimezone(ZoneInfo(church.timezone)).strftime("%Y-%m") for moment in published
        )
        assert max(months.values(), default=0) <= entitlements.CHURCH_MONTHLY_POSTINGS
        assert all(min(plan.created_at for plan in plans) < moment for moment in published)

    # Both of its drafts publish now; a third posting this month would need a pack.
    drafts = await session.scalars(
        select(Opportunity.id).where(
            Opportunity.church_id == church_admin.church_id,
            Opportunity.status == OpportunityStatus.draft,
        )
    )
    for draft in list(drafts):
        made = await opportunity_service.publish(session, church_admin, draft, now)
        assert made.status == OpportunityStatus.open
    quota = await opportunity_service.posting_quota(session, church_admin, now)
    assert quota.postings_left == 0
    await session.rollback()


async def _my_applications(client: httpx.AsyncClient, auth: dict[str, str]) -> list[Any]:
    items: list[Any] = []
    cursor = None
    while True:
        params: dict[str, str] = {"cursor": cursor} if cursor else {}
        page = (await client.get("/api/applications", params=params, headers=auth)).json()
        items += page["items"]
        if not (cursor := page["next_cursor"]):
            return items


async def _notifications(client: httpx.AsyncClient, auth: dict[str, str]) -> list[Any]:
    response = await client.get("/api/notifications", params={"limit": 100}, headers=auth)
    assert response.status_code == 200, response.text
    items: list[Any] = response.json()["items"]
    return items


async def test_the_demo_speaker_has_an_offer_to_answer_and_a_history(
    app: FastAPI, client: httpx.AsyncClient, clock: Clock
) -> None:
    await seed_all(app, clock.now)
    speaker = bearer(await sign_in(client, "speaker@demo.steeple.app"))
    summary = (await client.get("/api/applications/summary", headers=speaker)).json()
    assert all(summary["by_status"][status] >= 1 for status in ("submitted", "shortlisted"))
    assert summary["by_status"]["hire_confirmed"] >= 1
    [waiting] = summary["offers_waiting"]
    assert waiting["opportunity"]["church"]["church_name"] != DEMO_CHURCH
    respond_by = date.fromisoformat(waiting["offer"]["respond_by"])
    assert 5 <= (respond_by - clock.now.date()).days <= 10
    assert waiting["can_respond"] and waiting["offer"]["honorarium_amount"] > 0

    mine = await _my_applications(client, speaker)
    confirmed = [item for item in mine if item["status"] == "hire_confirmed"]
    assert any(
        datetime.fromisoformat(item["opportunity"]["starts_at"]) < clock.now for item in confirmed
    )
    bell = await _notifications(client, speaker)
    offered = next(n for n in bell if n["subject"].startswith("Position Offered"))
    assert offered["subject"] == f"Position Offered: {waiting['opportunity']['title']}"
    assert offered["is_read"] is False and offered["priority"] == "high"

    # The offer is a live one: accepting it tells the church.
    accepted = await client.post(f"/api/applications/{waiting['id']}/offer/accept", headers=speaker)
    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["status"] == "hire_confirmed"


async def test_the_demo_musician_can_decline_her_offer_from_the_demo_church(
    app: FastAPI, client: httpx.AsyncClient, clock: Clock
) -> None:
    await seed_all(app, clock.now)
    musician = bearer(await sign_in(client, "musician@demo.steeple.app"))
    summary = (await client.get("/api/applications/summary", headers=musician)).json()
    assert summary["applications_left"] >= 3  # free plan: room to apply this month
    [waiting] = summary["offers_waiting"]
    mine = await _my_applications(client, musician)
    passed = next(item for item in mine if item["status"] == "not_selected")
    assert passed["decision_note"].startswith("Naomi, thank you")
    offered = next(n for n in await _notifications(client, musician) if n["priority"] == "high")
    assert offered["subject"] == f"Position Offered: {waiting['opportunity']['title']}"
    assert offered["is_read"] is False  # waiting for her answer

    declined = await client.post(
        f"/api/applications/{waiting['id']}/offer/decline", headers=musician
    )
    assert declined.status_code == 200, declined.text
    assert declined.json()["status"] == "rejected"
    church = bearer(await sign_in(client, "church@demo.steeple.app"))
    bell = await _notifications(client, church)
    assert bell[0]["subject"] == f"Position Declined: {waiting['opportunity']['title']}"


async def test_the_demo_church_has_applicants_to_review_and_postings_left(
    app: FastAPI, client: httpx.AsyncClient, clock: Clock
) -> None:
    await seed_all(app, clock.now)
    church = bearer(await sign_in(client, "church@demo.steeple.app"))
    quota = (await client.get("/api/opportunities/quota", headers=church)).json()
    assert quota["postings_left"] == entitlements.CHURCH_MONTHLY_POSTINGS

    ours = (await client.get("/api/opportunities/mine", headers=church)).json()["items"]
    assert sum(item["status"] == "draft" for item in ours) == 2
    busiest = max(ours, key=lambda item: sum(item["applicants"].values()))
    applicants = (
        await client.get(f"/api/opportunities/{busiest['id']}/applications", headers=church)
    ).json()
    statuses = Counter(item["status"] for item in applicants)
    assert len(applicants) >= 6 and statuses["shortlisted"] >= 2 and statuses["submitted"] >= 2
    assert "James Carter" in {item["applicant"]["full_name"] for item in applicants}
    assert all(item["cover_message"] and item["can_review"] for item in applicants)

    bell = await _notifications(client, church)
    subjects = [n["subject"] for n in bell]
    assert any(s.startswith("New Application: ") for s in subjects)
    assert any(s.startswith("Position Accepted: ") for s in subjects)
    assert any(not n["is_read"] for n in bell)
    # The volunteer hears nothing of applicants (admins and leaders do); only of their messages.
    member = bearer(await sign_in(client, DEMO_MEMBER.email))
    assert {n["type"] for n in await _notifications(client, member)} == {"message"}


async def test_seeded_notifications_say_what_the_hiring_loop_would_have_said(
    app: FastAPI, session: AsyncSession, clock: Clock
) -> None:
    """Each seeded notification is one that applications.notices writes for its step."""
    await seed_all(app, clock.now)
    # (Message notifications are messaging's own notify_message's, checked in test_conversations.)
    seeded = list(
        await session.scalars(
            select(Notification).where(Notification.type == NotificationType.application)
        )
    )
    assert {n.metadata_["subType"] for n in seeded} >= {
        "new_application",
        "shortlisted",
        "offer",
        "hire_accepted",
        "hire_declined",
        "not_selected",
        "withdrawn",
        "offer_expired",
        "opportunity_cancelled",
    }
    seeded_ids = {n.id for n in seeded}
    by_application: dict[uuid.UUID, list[Notification]] = defaultdict(list)
    for notification in seeded:
        assert notification.application_id is not None
        by_application[notification.application_id].append(notification)

    for application_id, told in by_application.items():
        application = await session.get(Application, application_id)
        assert application is not None
        opportunity = await session.get(Opportunity, application.opportunity_id)
        applicant = await session.get(User, application.applicant_id)
        church = await session.get(Church, application.church_id)
        assert opportunity and applicant and church
        position = next(p for p in opportunity.positions if p.id == application.position_id)
        story = notices.Story(application, opportunity, church, applicant, position, "")
        admin = await session.scalar(
            select(User)
            .join(ChurchMember, ChurchMember.user_id == User.id)
            .where(ChurchMember.church_id == church.id, ChurchMember.role == MemberRole.admin)
        )
        assert admin is not None
        by_church, by_talent = (
            await actor(session, admin.email),
            await actor(session, applicant.email),
        )
        await notices.application_received(session, story, by_talent)
        await notices.shortlisted(session, story, by_church)
        await notices.not_selected(session, story, by_church)
        for reason in ("filled", "closed", "cancelled"):
            await notices.passed_over(session, story, by_church, reason)
        await notices.withdrawn(session, story, by_talent)
        if application.offer is not None:
            await notices.offered(session, story, by_church)
            await notices.offer_answered(session, story, by_talent, accepted=True)
            await notices.offer_answered(session, story, by_talent, accepted=False)
            await notices.expired(session, story)
        await session.flush()
        written = await session.scalars(
            select(Notification).where(
                Notification.application_id == application_id, Notification.id.not_in(seeded_ids)
            )
        )
        said = {_saying(n) for n in written}
        seeded_ids |= {n.id for n in written}
        for notification in told:
            assert _saying(notification) in said, (notification.subject, notification.message)
    await session.rollback()
