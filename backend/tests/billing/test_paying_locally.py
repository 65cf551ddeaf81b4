"""Whole purchases through the API with the built-in test provider, whose signed events reach
our webhook as Stripe's would: upgrade, Pro, boost, pack, portal, cancel, the money-back
guarantee and renewals."""

from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.local_provider import LocalProvider
from steeple.billing.models import Payment, PostingCredit
from steeple.config import Settings
from steeple.email.models import OutboxEmail
from steeple.notifications.models import Notification
from steeple.profiles.models import TalentProfile
from tests.conftest import Clock
from tests.factories import Actors, SignedIn, make_opportunity

SignIn = Callable[[SignedIn], Awaitable[dict[str, str]]]


@pytest.fixture
def local_provider(
    app: FastAPI, settings: Settings, webhook_http: httpx.AsyncClient
) -> LocalProvider:
    """The test provider, delivering its events to this app."""
    provider = LocalProvider(settings, app.state.sessionmaker, webhook_http)
    app.state.payment_provider = provider
    return provider


pytestmark = pytest.mark.usefixtures("local_provider")


async def buy(
    client: httpx.AsyncClient,
    actor: SignedIn,
    price_id: str,
    *,
    card: str = "success",
    metadata: dict[str, Any] | None = None,
    success: str = "/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}",
) -> httpx.Response:
    """Checkout as the pages start it, then the test checkout page's Pay."""
    once = price_id in ("featured_boost", "additional_posting_pack")
    started = await client.post(
        "/api/billing/checkout",
        json={
            "priceId": price_id,
            "role": str(actor.user.role) if actor.user else "speaker",
            "mode": "payment" if once else "subscription",
            "metadata": metadata or {},
            "successUrl": success,
            "cancelUrl": "/pricing?payment=cancelled",
        },
        headers=actor.headers,
    )
    assert started.status_code == 200, started.text
    url = started.json()["url"]
    assert url.startswith("http://steeple.test/test-payment?session=cs_test_")
    session_id = parse_qs(urlsplit(url).query)["session"][0]
    assert session_id == started.json()["sessionId"]
    return await client.post(f"/api/test-payment/checkout/{session_id}/pay", json={"card": card})


async def info(client: httpx.AsyncClient, headers: dict[str, str]) -> dict[str, Any]:
    answer = await client.get("/api/billing/subscription", headers=headers)
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


async def test_a_church_upgrades_has_premium_on_return_cancels_and_loses_it_at_period_end(
    client: httpx.AsyncClient,
    local_provider: LocalProvider,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
    sign_in_again: SignIn,
) -> None:
    church = actors.other_church
    paid = await buy(
        client,
        church,
        "church_monthly",
        success="/church/complete-profile?session_id={CHECKOUT_SESSION_ID}",
    )
    assert paid.status_code == 200, paid.text
    redirect = paid.json()["redirect_url"]
    assert redirect.startswith("http://steeple.test/church/complete-profile?session_id=cs_test_")
    # Back from checkout, the plan is already there.
    now_held = await info(client, church.headers)
    assert (now_held["premium"], now_held["plan"], now_held["status"]) == (
        True,
        "church_monthly",
        "active",
    )
    period_end = datetime.fromisoformat(now_held["currentPeriodEnd"])
    assert period_end > clock.now + timedelta(days=27)
    payments = (await client.get("/api/billing/payments", headers=church.headers)).json()
    assert [(p["description"], p["amount_cents"], p["status"]) for p in payments["items"]] == [
        ("Church Premium (monthly)", 4900, "paid")
    ]
    assert now_held["refundEligibleUntil"] is not None

    cancelled = await client.post(
        "/api/billing/cancel",
        json={"subscriptionId": now_held["stripeSubscriptionId"]},
        headers=church.headers,
    )
    assert cancelled.json() == {"success": True, "error": None}
    after = await info(client, church.headers)
    assert (after["premium"], after["cancelAtPeriodEnd"]) == (True, True)

    # The period ends: the provider ends the subscription and says so.
    clock.now = period_end + timedelta(minutes=1)
    assert await local_provider.renew_due(clock.now) == 1
    ended = await info(client, await sign_in_again(church))
    assert (ended["premium"], ended["plan"], ended["status"]) == (False, "free", "canceled")
    subjects = list(
        await session.scalars(
            select(Notification.subject)
            .where(Notification.user_id == church.id)
            .order_by(Notification.created_at)
        )
    )
    assert subjects == ["Church Premium is active", "Your Church Premium plan has ended"]


async def test_a_declined_card_buys_nothing(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    declined = await buy(client, actors.other_church, "church_yearly", card="decline")
    assert (declined.status_code, declined.json()["error"]["code"]) == (402, "card_declined")
    assert not (await info(client, actors.other_church.headers))["premium"]
    assert await session.scalar(select(Payment)) is None


async def test_a_renewal_keeps_the_plan_and_is_paid(
    client: httpx.AsyncClient,
    local_provider: LocalProvider,
    clock: Clock,
    actors: Actors,
    sign_in_again: SignIn,
) -> None:
    speaker = actors.speaker
    await buy(client, speaker, "speaker_monthly")
    first = await info(client, speaker.headers)
    clock.now = datetime.fromisoformat(first["currentPeriodEnd"]) + timedelta(minutes=1)
    assert await local_provider.renew_due(clock.now) == 1
    headers = await sign_in_again(speaker)
    renewed = await info(client, headers)
    assert renewed["premium"]
    assert renewed["currentPeriodEnd"] > first["currentPeriodEnd"]
    payments = (await client.get("/api/billing/payments", headers=headers)).json()["items"]
    assert [p["description"] for p in payments] == ["Speaker Pro (monthly)"] * 2


async def test_a_speaker_on_pro_is_first_in_the_directory(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    speaker = actors.speaker
    assert (await buy(client, speaker, "speaker_monthly")).status_code == 200
    profile = await session.get(TalentProfile, speaker.id)
    assert profile is not None and profile.is_pro
    found = (await client.get("/api/profiles/search", params={"role": "speaker"})).json()
    assert (found["results"][0]["user_id"], found["results"][0]["is_pro"]) == (
        str(speaker.id),
        True,
    )


async def test_a_premium_church_features_an_opportunity_and_buys_a_pack(
    client: httpx.AsyncClient, clock: Clock, actors: Actors, session: AsyncSession
) -> None:
    admin = actors.church_admin
    assert admin.church is not None
    async with session.begin():
        opportunity = await make_opportunity(session, admin.church, clock.now, title="Revival")
    boosted = await buy(
        client,
        admin,
        "featured_boost",
        metadata={"opportunity_id": str(opportunity.id), "type": "featured_boost"},
        success=f"/dashboard?boost=success&opportunity_id={opportunity.id}",
    )
    assert boosted.json()["redirect_url"] == (
        f"http://steeple.test/dashboard?boost=success&opportunity_id={opportunity.id}"
    )
    shown = (await client.get(f"/api/opportunities/{opportunity.id}")).json()
    assert shown["featured"] is True
    assert datetime.fromisoformat(shown["featured_until"]) == clock.now + timedelta(days=14)
    before = (await info(client, admin.headers))["postingsLeft"]
    clock.advance(minutes=1)
    await buy(
        client,
        admin,
        "additional_posting_pack",
        metadata={"type": "additional_posting_pack"},
        success="/dashboard?posting_pack=success",
    )
    after = await info(client, admin.headers)
    assert (after["postingsLeft"], after["packCreditsLeft"]) == (before + 3, 3)
    credit = await session.scalar(select(PostingCredit))
    assert credit is not None and credit.quantity == 3
    payments = (await client.get("/api/billing/payments", headers=admin.headers)).json()
    assert [(p["description"], p["amount_cents"]) for p in payments["items"]] == [
        ("Additional posting pack", 2900),
        ("Featured boost: Revival", 1900),
    ]


async def test_the_portal_switches_to_yearly_and_billing_follows(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    church = actors.other_church
    await buy(client, church, "church_monthly")
    opened = await client.post(
        "/api/billing/portal", json={"returnUrl": "/subscription"}, headers=church.headers
    )
    url = opened.json()["url"]
    portal_id = parse_qs(urlsplit(url).query)["portal"][0]
    view = (await client.get(f"/api/test-payment/portal/{portal_id}")).json()
    assert view["return_url"] == "http://steeple.test/subscription"
    [subscription] = view["subscriptions"]
    switched = await client.post(
        f"/api/test-payment/portal/{portal_id}/change-plan",
        json={"subscription_id": subscription["id"], "plan_key": "church_yearly"},
    )
    assert switched.status_code == 200, switched.text
    now_held = await info(client, church.headers)
    assert (now_held["plan"], now_held["interval"], now_held["priceCents"]) == (
        "church_yearly",
        "year",
        49000,
    )


async def test_the_money_back_guarantee_ends_the_plan_and_tells_support(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    church = actors.other_church
    await buy(client, church, "church_monthly")
    asked = await client.post(
        "/api/billing/refund-request",
        json={"reason": "Not for us after all."},
        headers=church.headers,
    )
    assert asked.json() == {"success": True, "error": None}
    now_held = await info(client, church.headers)
    assert (now_held["premium"], now_held["status"]) == (False, "canceled")
    assert now_held["refundRequestedAt"] is not None
    email = await session.scalar(select(OutboxEmail).where(OutboxEmail.kind == "refund_request"))
    assert email is not None and "Not for us after all." in email.text_body
