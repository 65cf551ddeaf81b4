"""The test provider with the real app: billing's checkout and portal send people to its pages,
paying there reaches billing only through the signed webhook, and the plans it holds end at
period end. What a person does in test mode, as API calls."""

from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.local_provider import LocalProvider
from steeple.billing.models import ProviderEvent
from steeple.config import Settings
from steeple.opportunities.models import Opportunity
from tests.conftest import Clock
from tests.factories import Actors, SignedIn, make_opportunity

SignInAgain = Callable[[SignedIn], Awaitable[dict[str, str]]]
PLAN = {
    "priceId": "church_monthly",
    "role": "church",
    "mode": "subscription",
    "successUrl": "/church/complete-profile?session_id={CHECKOUT_SESSION_ID}",
    "cancelUrl": "/pricing?payment=cancelled",
}


@pytest.fixture
def provider(app: FastAPI, settings: Settings, webhook_http: httpx.AsyncClient) -> LocalProvider:
    """The app's test provider, its events delivered to the app in process."""
    made = LocalProvider(settings, app.state.sessionmaker, webhook_http)
    app.state.payment_provider = made
    return made


async def _pay(client: httpx.AsyncClient, checkout_url: str, card: str = "success") -> Any:
    """What /test-payment does with the checkout URL billing answered."""
    assert checkout_url.startswith("http://steeple.test/test-payment?session=cs_test_")
    session_id = checkout_url.rsplit("=", 1)[1]
    shown = await client.get(f"/api/test-payment/checkout/{session_id}")
    assert shown.status_code == 200, shown.text
    return await client.post(f"/api/test-payment/checkout/{session_id}/pay", json={"card": card})


async def _plan(client: httpx.AsyncClient, actor: SignedIn) -> dict[str, Any]:
    answer = await client.get("/api/billing/subscription", headers=actor.headers)
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


async def test_a_free_church_upgrades_boosts_cancels_and_loses_premium_at_period_end(
    app: FastAPI,
    client: httpx.AsyncClient,
    provider: LocalProvider,
    actors: Actors,
    session: AsyncSession,
    clock: Clock,
    sign_in_again: SignInAgain,
) -> None:
    church = actors.other_church
    assert church.church is not None
    started = await client.post("/api/billing/checkout", json=PLAN, headers=church.headers)
    assert started.status_code == 200, started.text

    declined = await _pay(client, started.json()["url"], "decline")
    assert declined.status_code == 402
    assert (await _plan(client, church))["premium"] is False

    paid = await _pay(client, started.json()["url"])
    assert paid.status_code == 200, paid.text
    assert paid.json()["redirect_url"] == (
        f"http://steeple.test/church/complete-profile?session_id={started.json()['sessionId']}"
    )
    # Premium at once: billing had the events before the payer was sent back.
    plan = await _plan(client, church)
    assert (plan["plan"], plan["premium"], plan["status"]) == ("church_monthly", True, "active")
    held = await provider.retrieve_subscription(plan["stripeSubscriptionId"])
    assert held.current_period_end is not None
    assert plan["currentPeriodEnd"] == held.current_period_end.isoformat().replace("+00:00", "Z")
    payments = (await client.get("/api/billing/payments", headers=church.headers)).json()
    assert [(p["description"], p["status"]) for p in payments["items"]] == [
        ("Church Premium (monthly)", "paid")
    ]
    types = set(await session.scalars(select(ProviderEvent.type)))
    assert types == {"checkout.session.completed", "customer.subscription.created", "invoice.paid"}

    async with app.state.sessionmaker() as writing, writing.begin():
        opportunity = await make_opportunity(writing, church.church, clock.now)
    boost = await client.post(
        "/api/billing/checkout",
        json={
            "priceId": "featured_boost",
            "role": "church",
            "mode": "payment",
            "metadata": {"opportunity_id": str(opportunity.id), "type": "featured_boost"},
            "successUrl": "/dashboard?boost=success",
            "cancelUrl": "/dashboard?boost=cancelled",
        },
        headers=church.headers,
    )
    assert boost.status_code == 200, boost.text
    assert (await _pay(client, boost.json()["url"])).status_code == 200
    async with app.state.sessionmaker() as reading:
        boosted = await reading.get(Opportunity, opportunity.id)
        assert boosted is not None and boosted.featured_until is not None
        assert boosted.featured_until > clock.now

    # Cancel from the portal: the plan runs to the period's end, then ends.
    portal = await client.post(
        "/api/billing/portal", json={"returnUrl": "/subscription"}, headers=church.headers
    )
    assert portal.status_code == 200, portal.text
    portal_id = portal.json()["url"].rsplit("=", 1)[1]
    cancel = await client.post(
        f"/api/test-payment/portal/{portal_id}/cancel",
        json={"subscription_id": plan["stripeSubscriptionId"]},
    )
    assert cancel.status_code == 200, cancel.text
    plan = await _plan(client, church)
    assert plan["cancelAtPeriodEnd"] is True and plan["premium"] is True

    clock.now = held.current_period_end
    assert await provider.renew_due(clock.now) == 1
    async with app.state.sessionmaker() as reading:
        ended = await reading.scalar(
            select(ProviderEvent).where(ProviderEvent.type == "customer.subscription.deleted")
        )
        assert ended is not None
    church.headers = await sign_in_again(church)
    plan = await _plan(client, church)
    assert (plan["premium"], plan["status"]) == (False, "canceled")


async def test_a_speaker_buys_pro_which_renews_and_then_fails_a_payment(
    client: httpx.AsyncClient,
    provider: LocalProvider,
    actors: Actors,
    clock: Clock,
    sign_in_again: SignInAgain,
) -> None:
    speaker = actors.speaker
    started = await client.post(
        "/api/billing/checkout",
        json={
            "priceId": "speaker_monthly",
            "role": "speaker",
            "mode": "subscription",
            "successUrl": "/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}",
            "cancelUrl": "/pricing?payment=cancelled",
        },
        headers=speaker.headers,
    )
    assert started.status_code == 200, started.text
    assert (await _pay(client, started.json()["url"])).status_code == 200
    me = (await client.get("/api/users/me", headers=speaker.headers)).json()
    assert (me["plan"], me["premium"]) == ("speaker_monthly", True)
    first = await _plan(client, speaker)

    # A month on, the provider renews it: still Pro, a second payment.
    held = await provider.retrieve_subscription(first["stripeSubscriptionId"])
    assert held.current_period_end is not None
    clock.now = held.current_period_end
    assert await provider.renew_due(clock.now) == 1
    headers = await sign_in_again(speaker)
    renewed = (await client.get("/api/billing/subscription", headers=headers)).json()
    assert renewed["premium"] is True
    assert renewed["currentPeriodEnd"] > first["currentPeriodEnd"]

    # Later, a card is declined: past due, told so, and a failed payment listed.
    clock.advance(days=3)
    headers = await sign_in_again(speaker)
    portal = await client.post("/api/billing/portal", json={}, headers=headers)
    portal_id = portal.json()["url"].rsplit("=", 1)[1]
    failed = await client.post(
        f"/api/test-payment/portal/{portal_id}/fail-payment",
        json={"subscription_id": first["stripeSubscriptionId"]},
    )
    assert failed.status_code == 200, failed.text
    plan = (await client.get("/api/billing/subscription", headers=headers)).json()
    assert (plan["status"], plan["premium"]) == ("past_due", True)
    payments = (await client.get("/api/billing/payments", headers=headers)).json()["items"]
    assert [p["status"] for p in payments] == ["failed", "paid", "paid"]
    bell = (await client.get("/api/notifications", headers=headers)).json()["items"]
    assert "Payment failed" in [n["subject"] for n in bell]
