"""`steeple seed`: the demo marketplace, made once, through the product's own rules."""

import asyncio
import json
import os
import sys
import uuid
from collections import Counter, defaultdict
from datetime import UTC, date, datetime, timedelta
from itertools import pairwise
from typing import Any
from urllib.parse import urlparse
from zoneinfo import ZoneInfo

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications import notices
from steeple.applications.models import Application, ApplicationStatus, Honorarium, Travel
from steeple.auth.actor import Actor
from steeple.billing import entitlements
from steeple.billing.catalogue import find_plan
from steeple.billing.local_objects import add_months
from steeple.billing.local_provider import LocalProvider
from steeple.billing.models import (
    BillingCustomer,
    LocalProviderObject,
    Payment,
    Subscription,
    SubscriptionStatus,
)
from steeple.billing.service import describe
from steeple.churches import service as church_service
from steeple.churches.models import Church, ChurchMember, MemberRole
from steeple.config import Settings
from steeple.db import utcnow
from steeple.email.models import OutboxEmail
from steeple.models import Base
from steeple.notifications.models import Notification, NotificationType
from steeple.opportunities import service as opportunity_service
from steeple.opportunities.calendar import applications_close_at, closed_notice, end_of_day
from steeple.opportunities.models import EventType, Opportunity, OpportunityStatus
from steeple.profiles.models import TalentProfile
from steeple.seed import (
    CHURCHES,
    DEMO_ACCOUNTS,
    DEMO_CHURCH,
    DEMO_LEADER,
    DEMO_MEMBER,
    DEMO_PASSWORD,
    FREE_CHURCH_ACCOUNT,
    MUSICIANS,
    PEOPLE_DOMAIN,
    PRINTED_ACCOUNTS,
    SPEAKERS,
    STAFF_ACCOUNT,
    run_seed,
    seed_profiles,
    seeded_emails,
)
from steeple.seed_hiring import OPPORTUNITIES, STEP_SPREAD_MINUTES, one_line
from steeple.seed_team import OPEN_INVITATIONS
from steeple.users.models import User
from steeple.web.search_terms import words
from tests.conftest import Clock

S = ApplicationStatus
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
PACIFIC = {"CA", "WA", "OR", "NV"}
MOUNTAIN = {"CO", "NM", "ID", "UT", "MT", "WY"}
CENTRAL = {"TX", "OK", "MN", "IL", "WI", "IA", "MO", "KS", "NE", "AR", "LA", "MS", "AL", "TN"}


def _zone(state: str) -> str:
    if state in PACIFIC:
        return "America/Los_Angeles"
    if state in MOUNTAIN:
        return "America/Denver"
    return "America/Chicago" if state in CENTRAL else "America/New_York"


async def _directory(client: httpx.AsyncClient, role: str) -> list[dict[str, Any]]:
    """Every card the directory lists for `role`, page by page."""
    cards: list[dict[str, Any]] = []
    page = 1
    while True:
        response = await client.get("/api/profiles/search", params={"role": role, "page": page})
        assert response.status_code == 200, response.text
        body = response.json()
        cards += body["results"]
        if not body["has_more"]:
            return cards
        page += 1


async def _sign_in(client: httpx.AsyncClient, email: str) -> dict[str, Any]:
    response = await client.post(
        "/api/auth/signin", json={"email": email, "password": DEMO_PASSWORD}
    )
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _bearer(signed_in: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {signed_in['access_token']}"}


async def _snapshot(session: AsyncSession) -> dict[str, list[str]]:
    """Every row of every table, in a stable order."""
    return {
        table.name: sorted(repr(tuple(row)) for row in await session.execute(select(table)))
        for table in Base.metadata.sorted_tables
    }


def test_the_seed_data_is_consistent() -> None:
    emails = seeded_emails()
    assert len(emails) == len(set(emails)), "two seeded accounts share an email"
    demo_emails = {account.email for account in PRINTED_ACCOUNTS}
    assert demo_emails <= set(emails)
    assert all(email.endswith(f"@{PEOPLE_DOMAIN}") for email in set(emails) - demo_emails)
    by_email = {
        **{talent.login: (talent.role, talent.full_name) for talent in (*SPEAKERS, *MUSICIANS)},
        **{church.login: ("church", church.admin) for church in CHURCHES},
        DEMO_MEMBER.email: ("church", DEMO_MEMBER.full_name),
        DEMO_LEADER.email: ("church", DEMO_LEADER.full_name),
        STAFF_ACCOUNT.email: (None, STAFF_ACCOUNT.full_name),
    }
    for account in PRINTED_ACCOUNTS:
        assert by_email[account.email] == (account.role, account.full_name)
    demo_church = next(church for church in CHURCHES if church.login == DEMO_ACCOUNTS[2].email)
    assert demo_church.church_name == DEMO_CHURCH and demo_church.premium_months
    assert DEMO_MEMBER.church_role in (MemberRole.member, MemberRole.volunteer)
    free_church = next(church for church in CHURCHES if church.login == FREE_CHURCH_ACCOUNT.email)
    assert free_church.premium_months is None
    assert FREE_CHURCH_ACCOUNT.church_role == MemberRole.admin
    # A visitor can buy Speaker Pro as the demo speaker.
    assert not next(talent for talent in SPEAKERS if talent.login == DEMO_ACCOUNTS[0].email).pro


async def test_demo_accounts_are_created_once_and_sign_in_verified_and_onboarded(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    assert await run_seed(app.state.sessionmaker) == PRINTED_ACCOUNTS
    assert await run_seed(app.state.sessionmaker) == []
    for account in PRINTED_ACCOUNTS:
        user = (await _sign_in(client, account.email))["user"]
        assert (user["role"], user["full_name"]) == (account.role, account.full_name)
        assert user["email_verified"] and not user["needs_onboarding"]
    # Everyone shares one password hash (argon2 is slow on purpose), and no email was queued.
    assert await session.scalar(select(func.count(func.distinct(User.password_hash)))) == 1
    assert await session.scalar(select(func.count()).select_from(OutboxEmail)) == 0


async def test_seeding_twice_adds_and_changes_nothing(app: FastAPI, session: AsyncSession) -> None:
    await run_seed(app.state.sessionmaker)
    first = await _snapshot(session)
    await session.commit()  # end the read transaction, so the next read sees fresh data

    assert await run_seed(app.state.sessionmaker) == []
    assert await _snapshot(session) == first
    assert len(first["users"]) == len(seeded_emails())


async def test_the_directories_list_the_seeded_speakers_and_musicians_across_the_country(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await run_seed(app.state.sessionmaker)
    speakers = await _directory(client, "speaker")
    musicians = await _directory(client, "musician")
    assert len(speakers) >= 40
    assert len(musicians) >= 30
    assert len({card["user_id"] for card in speakers + musicians}) == len(speakers + musicians)
    assert len({card["state"] for card in speakers}) >= 20
    assert len({card["state"] for card in musicians}) >= 15
    assert all(card["headline"] and card["denomination"] for card in speakers + musicians)
    assert all(card["topics"] and card["skills"] for card in speakers)
    assert all(card["instruments"] and card["genres"] for card in musicians)
    # A few on Pro, most on the free plan.
    assert 3 <= sum(card["is_pro"] for card in speakers) <= len(speakers) // 4
    assert 2 <= sum(card["is_pro"] for card in musicians) <= len(musicians) // 4

    churches = list(await session.scalars(select(Church)))
    assert len(churches) >= 12
    assert len({church.state for church in churches}) >= 10
    for church in churches:
        assert church.state is not None
        assert church.timezone == _zone(church.state), church.church_name
        assert church.about and church.website and church.denomination and church.primary_address
    admins = await session.scalar(
        select(func.count(func.distinct(ChurchMember.church_id))).where(
            ChurchMember.role == MemberRole.admin
        )
    )
    assert admins == len(churches)


async def test_the_demo_church_is_premium_and_the_free_church_and_demo_talent_are_free(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await run_seed(app.state.sessionmaker)
    church_admin = await _sign_in(client, "church@demo.steeple.app")
    me = await client.get("/api/users/me", headers=_bearer(church_admin))
    assert me.status_code == 200, me.text
    assert me.json()["premium"] is True
    assert me.json()["plan"] == "church_monthly"
    assert me.json()["church"]["church_name"] == DEMO_CHURCH

    free_church = _bearer(await _sign_in(client, FREE_CHURCH_ACCOUNT.email))
    me = (await client.get("/api/users/me", headers=free_church)).json()
    assert (me["premium"], me["plan"]) == (False, "free")
    assert me["church"]["church_name"] == "St. Luke's Lutheran Church"
    assert me["church"]["role"] == "admin"
    quota = (await client.get("/api/opportunities/quota", headers=free_church)).json()
    assert quota["premium"] is False and quota["postings_left"] == 0

    # The demo speaker and musician are free, so a visitor can buy Pro as either.
    for account in DEMO_ACCOUNTS[:2]:
        me = (
            await client.get(
                "/api/users/me", headers=_bearer(await _sign_in(client, account.email))
            )
        ).json()
        assert (me["premium"], me["plan"]) == (False, "free"), account.email
        found = await client.get(
            "/api/profiles/search", params={"role": account.role, "q": account.full_name}
        )
        card = next(c for c in found.json()["results"] if c["full_name"] == account.full_name)
        assert card["is_pro"] is False

    # The churches that post opportunities are premium too; the rest are on the free plan.
    now = utcnow()
    churches = list(await session.scalars(select(Church)))
    premium = [
        church.church_name
        for church in churches
        if await entitlements.is_premium_church(session, church.id, now)
    ]
    assert DEMO_CHURCH in premium
    assert 3 <= len(premium) <= len(churches) // 2


async def test_every_seeded_plan_was_bought_through_the_test_provider_and_paid_monthly(
    app: FastAPI, session: AsyncSession, clock: Clock
) -> None:
    await run_seed(app.state.sessionmaker, now=clock.now)
    plans = list(await session.scalars(select(Subscription)))
    premium = {church.church_name for church in CHURCHES if church.premium_months is not None}
    pro = {talent.full_name for talent in (*SPEAKERS, *MUSICIANS) if talent.pro}
    assert len(plans) == len(premium) + len(pro)
    for plan in plans:
        assert plan.provider_subscription_id and plan.provider_customer_id
        assert plan.status == SubscriptionStatus.active and not plan.cancel_at_period_end
        assert plan.current_period_end is not None
        assert clock.now < plan.current_period_end <= add_months(clock.now, 1)
        customer = await session.scalar(
            select(BillingCustomer).where(
                BillingCustomer.church_id == plan.church_id
                if plan.church_id
                else BillingCustomer.user_id == plan.user_id
            )
        )
        assert customer is not None
        assert customer.provider_customer_id == plan.provider_customer_id
        # One paid invoice a month since it was bought, the last for the period running now.
        paid = list(
            await session.scalars(
                select(Payment)
                .where(Payment.plan_key == plan.plan_key, Payment.opportunity_id.is_(None))
                .where(
                    Payment.church_id == plan.church_id
                    if plan.church_id
                    else Payment.user_id == plan.user_id
                )
                .order_by(Payment.occurred_at)
            )
        )
        assert paid[0].occurred_at == plan.created_at
        assert [row.occurred_at for row in paid] == [
            add_months(plan.created_at, month) for month in range(len(paid))
        ]
        assert add_months(paid[-1].occurred_at, 1) == plan.current_period_end
        catalogued = find_plan(plan.plan_key)
        assert catalogued is not None
        assert {(row.amount_cents, row.status) for row in paid} == {
            (catalogued.price_cents, "paid")
        }
        assert {row.description for row in paid} == {describe(catalogued)}
        invoices = [await session.get(LocalProviderObject, row.provider_ref) for row in paid]
        assert all(
            invoice is not None
            and invoice.kind == "invoice"
            and invoice.data["parent"]["subscription_details"]["subscription"]
            == plan.provider_subscription_id
            for invoice in invoices
        )


async def test_the_provider_holds_the_demo_plans_and_its_renewal_beat_renews_them(
    app: FastAPI, client: httpx.AsyncClient, settings: Settings, clock: Clock
) -> None:
    """At the demo church's period end the test provider renews it, and billing hears it through
    the webhook: the church stays premium and has one more payment."""
    await run_seed(app.state.sessionmaker, now=clock.now)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as webhook:
        provider = LocalProvider(settings, app.state.sessionmaker, webhook)
        app.state.payment_provider = provider
        church_id = (await _actor_of(app, DEMO_ACCOUNTS[2].email)).church_id
        assert church_id is not None
        plan, payments = await _church_plan(app, church_id)
        assert plan.provider_subscription_id is not None
        held = await provider.retrieve_subscription(plan.provider_subscription_id)
        assert held.metadata == {"church_id": str(church_id), "plan_key": "church_monthly"}
        assert (held.status, held.current_period_end, held.customer_id) == (
            plan.status,
            plan.current_period_end,
            plan.provider_customer_id,
        )

        assert plan.current_period_end is not None
        clock.now = plan.current_period_end + timedelta(minutes=1)
        assert await provider.renew_due(clock.now) >= 1

    renewed, now_paid = await _church_plan(app, church_id)
    assert renewed.current_period_end == add_months(plan.current_period_end, 1)
    assert len(now_paid) == len(payments) + 1
    assert now_paid[-1].occurred_at == clock.now  # when billing heard of it
    async with app.state.sessionmaker() as session:
        assert await entitlements.is_premium_church(session, church_id, clock.now)


async def _actor_of(app: FastAPI, email: str) -> Actor:
    async with app.state.sessionmaker() as session:
        return await _actor(session, email)


async def _church_plan(app: FastAPI, church_id: uuid.UUID) -> tuple[Subscription, list[Payment]]:
    async with app.state.sessionmaker() as session:
        plan = await session.scalar(select(Subscription).where(Subscription.church_id == church_id))
        assert plan is not None
        payments = await session.scalars(
            select(Payment).where(Payment.church_id == church_id).order_by(Payment.occurred_at)
        )
        return plan, [row for row in payments if row.plan_key == plan.plan_key]


async def test_every_featured_opportunity_was_paid_for_through_the_test_provider(
    app: FastAPI, session: AsyncSession, clock: Clock
) -> None:
    await run_seed(app.state.sessionmaker, now=clock.now)
    featured = list(
        await session.scalars(select(Opportunity).where(Opportunity.featured_until.is_not(None)))
    )
    assert len(featured) == sum(seed.featured is not None for seed in OPPORTUNITIES) >= 1
    for opportunity in featured:
        assert opportunity.featured_until is not None
        payment = await session.scalar(
            select(Payment).where(Payment.opportunity_id == opportunity.id)
        )
        assert payment is not None, opportunity.title
        assert (payment.plan_key, payment.amount_cents, payment.status) == (
            "featured_boost",
            1900,
            "paid",
        )
        assert payment.church_id == opportunity.church_id
        assert payment.description == f"Featured boost: {opportunity.title}"
        assert payment.occurred_at == opportunity.featured_until - timedelta(days=14)
        assert payment.occurred_at < clock.now
        checkout = await session.get(LocalProviderObject, payment.provider_ref)
        assert checkout is not None and checkout.kind == "checkout.session"
        assert (checkout.data["status"], checkout.data["payment_status"]) == ("complete", "paid")
        assert checkout.data["metadata"] == {
            "church_id": str(opportunity.church_id),
            "plan_key": "featured_boost",
            "type": "featured_boost",
            "opportunity_id": str(opportunity.id),
        }
        customer = await session.scalar(
            select(BillingCustomer).where(BillingCustomer.church_id == opportunity.church_id)
        )
        assert customer is not None and checkout.data["customer"] == customer.provider_customer_id


async def test_the_member_demo_account_belongs_to_the_demo_church_and_cannot_change_it(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    await run_seed(app.state.sessionmaker)
    member = _bearer(await _sign_in(client, DEMO_MEMBER.email))
    me = (await client.get("/api/users/me", headers=member)).json()
    assert me["church"]["church_name"] == DEMO_CHURCH
    assert me["church"]["role"] == DEMO_MEMBER.church_role
    assert me["premium"] is True  # members share their church's plan
    mine = (await client.get("/api/churches/mine", headers=member)).json()
    assert mine["can_edit"] is False

    church_id = me["church"]["church_id"]
    change = {"church_name": "Taken Over Church", "theme": "red", "primary_color": "#EF4444"}
    refused = await client.put(f"/api/churches/{church_id}", json=change, headers=member)
    assert refused.status_code == 403, refused.text
    public = (await client.get(f"/api/churches/{church_id}")).json()
    assert public["church_name"] == DEMO_CHURCH

    # The same change from the church's admin goes through: the refusal was the member's role.
    admin = _bearer(await _sign_in(client, "church@demo.steeple.app"))
    accepted = await client.put(f"/api/churches/{church_id}", json=change, headers=admin)
    assert accepted.status_code == 200, accepted.text


async def test_the_demo_church_has_a_team_with_open_invitations(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    await run_seed(app.state.sessionmaker)
    leader = _bearer(await _sign_in(client, DEMO_LEADER.email))
    me = (await client.get("/api/users/me", headers=leader)).json()
    assert me["church"]["church_name"] == DEMO_CHURCH and me["church"]["role"] == "leader"
    church_id = me["church"]["church_id"]
    team = (await client.get(f"/api/churches/{church_id}/members", headers=leader)).json()
    assert {member["role"] for member in team} == {"admin", "leader", "volunteer"}
    # Leaders do not run the team: the open invitations are the admins' to see.
    refused = await client.get(f"/api/churches/{church_id}/invitations", headers=leader)
    assert refused.status_code == 403

    admin = _bearer(await _sign_in(client, "church@demo.steeple.app"))
    invitations = (await client.get(f"/api/churches/{church_id}/invitations", headers=admin)).json()
    assert sorted(invitation["email"] for invitation in invitations) == sorted(
        email for email, _, _, _ in OPEN_INVITATIONS
    )

    # A second seed adds no invitation twice and keeps people's own language choices.
    tomas = _bearer(await _sign_in(client, "tomas.gutierrez@people.steeple.test"))
    assert (await client.get("/api/users/me/settings", headers=tomas)).json()["language"] == "es"
    await client.patch("/api/users/me/settings", json={"language": "en"}, headers=tomas)
    await run_seed(app.state.sessionmaker)
    again = (await client.get(f"/api/churches/{church_id}/invitations", headers=admin)).json()
    assert len(again) == len(OPEN_INVITATIONS)
    assert (await client.get("/api/users/me/settings", headers=tomas)).json()["language"] == "en"


async def test_profiles_read_like_people_wrote_them(app: FastAPI, session: AsyncSession) -> None:
    await run_seed(app.state.sessionmaker)
    talent = list(await session.scalars(select(TalentProfile)))
    bios = [profile.bio or "" for profile in talent]
    headlines = [profile.headline or "" for profile in talent]
    assert all(bios) and all(headlines)
    assert len(set(bios)) == len(bios), "two profiles share a bio"
    assert len(set(headlines)) == len(headlines), "two profiles share a headline"
    assert len({bio.split()[0] for bio in bios}) >= len(bios) // 2, "bios start alike"
    lengths = sorted(len(bio) for bio in bios)
    assert lengths[-1] >= 2 * lengths[0], "bios should vary in length"
    assert any("\n\n" in bio for bio in bios), "some bios run to more than one paragraph"
    assert all("lorem" not in bio.lower() for bio in bios)
    assert len({profile.denomination for profile in talent}) >= 10
    assert len({profile.availability for profile in talent}) >= 10
    assert any(profile.love_offering for profile in talent)
    assert any(profile.fee_min is not None for profile in talent)

    churches = list(await session.scalars(select(Church)))
    assert len({church.about for church in churches}) == len(churches)
    assert len({church.theme for church in churches}) >= 3
    links = [
        url
        for profile in talent
        for url in (profile.video_url, profile.audio_url, profile.website_url)
        if url
    ] + [
        url
        for church in churches
        for url in (church.website, church.facebook_url, church.instagram_url, church.youtube_url)
        if url
    ]
    assert all(profile.video_url or profile.audio_url or profile.website_url for profile in talent)
    for url in links:
        host = urlparse(url).hostname or ""
        assert url.startswith("https://") and host.endswith(EXAMPLE_DOMAINS), url


async def test_benchmark_profiles_still_load_beside_the_demo_data(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await run_seed(app.state.sessionmaker)
    async with app.state.sessionmaker() as bulk, bulk.begin():
        assert await seed_profiles(bulk, 30) == 30
    bench = select(func.count()).select_from(User).where(User.email.like("bench-%"))
    assert await session.scalar(bench) == 30
    listed = await _directory(client, "speaker") + await _directory(client, "musician")
    assert len(listed) == len(SPEAKERS) + len(MUSICIANS) + 30


# ---- the hiring loop ----------------------------------------------------------------------------

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
    covers = [one_line(a.cover) for seed in OPPORTUNITIES for a in seed.applications]
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
        assert 2 <= one_line(seed.description).count(". ") + 1 <= 5, where
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


async def _seed_hiring(app: FastAPI, now: datetime) -> None:
    assert await run_seed(app.state.sessionmaker, now=now) == PRINTED_ACCOUNTS


async def _actor(session: AsyncSession, email: str) -> Actor:
    user = await session.scalar(select(User).where(User.email == email))
    assert user is not None
    membership = await church_service.membership_of(session, user.id)
    return Actor(user=user, session_id=uuid.uuid4(), membership=membership)


async def test_opportunities_and_applications_are_seeded_in_every_state(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    now = clock.now
    await _seed_hiring(app, now)
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
    await _seed_hiring(app, now)
    church_admin = await _actor(session, "church@demo.steeple.app")
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
    await _seed_hiring(app, clock.now)
    speaker = _bearer(await _sign_in(client, "speaker@demo.steeple.app"))
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
    await _seed_hiring(app, clock.now)
    musician = _bearer(await _sign_in(client, "musician@demo.steeple.app"))
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
    church = _bearer(await _sign_in(client, "church@demo.steeple.app"))
    bell = await _notifications(client, church)
    assert bell[0]["subject"] == f"Position Declined: {waiting['opportunity']['title']}"


async def test_the_demo_church_has_applicants_to_review_and_postings_left(
    app: FastAPI, client: httpx.AsyncClient, clock: Clock
) -> None:
    await _seed_hiring(app, clock.now)
    church = _bearer(await _sign_in(client, "church@demo.steeple.app"))
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
    member = _bearer(await _sign_in(client, DEMO_MEMBER.email))
    assert {n["type"] for n in await _notifications(client, member)} == {"message"}


async def test_seeded_notifications_say_what_the_hiring_loop_would_have_said(
    app: FastAPI, session: AsyncSession, clock: Clock
) -> None:
    """Each seeded notification is one that applications.notices writes for its step."""
    await _seed_hiring(app, clock.now)
    # (Message notifications are seed_messages', checked in tests/messaging.)
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
            await _actor(session, admin.email),
            await _actor(session, applicant.email),
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
