"""Checkout, the billing portal, cancelling and the account's plan: what each caller may start,
and every bad request refused with nothing changed (no provider call, no row)."""

from datetime import timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.models import (
    BillingCustomer,
    Payment,
    PaymentStatus,
    Subscription,
    SubscriptionStatus,
)
from steeple.billing.prices import price_id_for
from steeple.billing.provider import CheckoutSessionRequest
from steeple.config import Settings
from steeple.opportunities.models import OpportunityStatus
from tests.billing.stripe_events import FakeProvider, post_event, subscription_event
from tests.conftest import Clock
from tests.factories import Actors, SignedIn, make_opportunity

PLAN_SUCCESS = "/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}"


def body(price_id: str, role: str, **changes: Any) -> dict[str, Any]:
    once = price_id in ("featured_boost", "additional_posting_pack")
    return {
        "priceId": price_id,
        "role": role,
        "mode": "payment" if once else "subscription",
        "successUrl": PLAN_SUCCESS,
        "cancelUrl": "/pricing?payment=cancelled",
        **changes,
    }


async def checkout(client: httpx.AsyncClient, actor: SignedIn, data: dict[str, Any]) -> Any:
    return await client.post("/api/billing/checkout", json=data, headers=actor.headers)


async def customers(session: AsyncSession) -> int:
    return await session.scalar(select(func.count()).select_from(BillingCustomer)) or 0


async def test_a_speaker_checks_out_for_pro_and_the_customer_is_kept_for_next_time(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    actors: Actors,
    session: AsyncSession,
) -> None:
    speaker = actors.speaker
    answer = await checkout(client, speaker, body("speaker_yearly", "speaker"))
    assert answer.status_code == 200, answer.text
    sent = fake_provider.checkouts[0]
    assert answer.json() == {
        "success": True,
        "url": f"https://pay.example/{answer.json()['sessionId']}",
        "sessionId": answer.json()["sessionId"],
        "error": None,
    }
    assert sent == CheckoutSessionRequest(
        customer_id=fake_provider.customers[0]["id"],
        price_id="price_test_speaker_yearly",
        mode="subscription",
        quantity=1,
        success_url=f"http://steeple.test{PLAN_SUCCESS}",
        cancel_url="http://steeple.test/pricing?payment=cancelled",
        metadata={"user_id": str(speaker.id), "plan_key": "speaker_yearly"},
    )
    assert speaker.user is not None
    assert fake_provider.customers[0]["email"] == speaker.user.email
    stored = await session.scalar(select(BillingCustomer))
    assert stored is not None
    assert (stored.user_id, stored.provider_customer_id) == (speaker.id, sent.customer_id)
    # Left at the checkout page and started again: the same customer.
    again = await checkout(client, speaker, body("speaker_monthly", "speaker"))
    assert again.status_code == 200
    assert fake_provider.checkouts[1].customer_id == sent.customer_id
    assert len(fake_provider.customers) == 1 and await customers(session) == 1


async def test_a_premium_churchs_admin_buys_a_boost_for_its_open_opportunity(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    admin = actors.church_admin
    assert admin.church is not None
    async with session.begin():
        opportunity = await make_opportunity(session, admin.church, clock.now)
    answer = await checkout(
        client,
        admin,
        body(
            "featured_boost",
            "church",
            metadata={"opportunity_id": str(opportunity.id), "type": "featured_boost"},
            successUrl=f"/dashboard?boost=success&opportunity_id={opportunity.id}",
            cancelUrl="/dashboard?boost=cancelled",
        ),
    )
    assert answer.status_code == 200, answer.text
    sent = fake_provider.checkouts[0]
    assert (sent.mode, sent.price_id, sent.quantity) == ("payment", "price_test_featured_boost", 1)
    assert sent.metadata == {
        "church_id": str(admin.church.id),
        "plan_key": "featured_boost",
        "type": "featured_boost",
        "opportunity_id": str(opportunity.id),
    }
    assert fake_provider.customers[0]["name"] == "Grace Fellowship"
    # Nothing is featured until the provider says it was paid.
    await session.refresh(opportunity)
    assert opportunity.featured_until is None


async def test_a_free_church_checks_out_for_premium(
    client: httpx.AsyncClient, fake_provider: FakeProvider, actors: Actors
) -> None:
    answer = await checkout(
        client,
        actors.other_church,
        body(
            "church_monthly",
            "church",
            successUrl="/church/complete-profile?session_id={CHECKOUT_SESSION_ID}",
        ),
    )
    assert answer.status_code == 200, answer.text
    sent = fake_provider.checkouts[0]
    assert actors.other_church.church is not None
    assert sent.metadata == {
        "church_id": str(actors.other_church.church.id),
        "plan_key": "church_monthly",
    }
    assert sent.success_url == (
        "http://steeple.test/church/complete-profile?session_id={CHECKOUT_SESSION_ID}"
    )


REFUSALS = [
    # (who, body, status, code)
    ("speaker", body("platinum_monthly", "speaker"), 400, "unknown_price"),
    ("speaker", body("church_monthly", "church"), 403, "wrong_role"),
    ("speaker", body("musician_monthly", "musician"), 403, "wrong_role"),
    ("speaker", body("speaker_monthly", "musician"), 403, "wrong_role"),
    ("musician", body("speaker_monthly", "speaker"), 403, "wrong_role"),
    ("other_church", body("speaker_monthly", "speaker"), 403, "wrong_role"),
    ("church_member", body("church_yearly", "church"), 403, "not_church_admin"),
    ("unverified", body("speaker_monthly", "speaker"), 403, "email_unverified"),
    ("speaker", body("speaker_monthly", "speaker", quantity=2), 400, "bad_quantity"),
    ("speaker", body("speaker_monthly", "speaker", quantity=0), 400, "bad_quantity"),
    ("speaker", body("speaker_monthly", "speaker", mode="payment"), 400, "wrong_mode"),
    (
        "church_admin",
        body("additional_posting_pack", "church", mode="subscription"),
        400,
        "wrong_mode",
    ),
    (
        "speaker",
        body("speaker_monthly", "speaker", couponCode="FREE100"),
        400,
        "coupon_not_accepted",
    ),
    ("church_admin", body("church_yearly", "church"), 409, "already_subscribed"),
    ("other_church", body("additional_posting_pack", "church"), 403, "premium_required"),
    ("other_church", body("featured_boost", "church"), 403, "premium_required"),
    ("church_admin", body("featured_boost", "church"), 422, "validation_error"),
    (
        "church_admin",
        body(
            "additional_posting_pack",
            "church",
            metadata={"type": "featured_boost"},
        ),
        422,
        "validation_error",
    ),
    (
        "church_admin",
        body(
            "featured_boost",
            "church",
            metadata={"opportunity_id": "0" * 8 + "-0000-4000-8000-" + "0" * 12},
        ),
        404,
        "not_found",
    ),
    (
        "speaker",
        body("speaker_monthly", "speaker", successUrl="https://evil.example/"),
        422,
        "validation_error",
    ),
    (
        "speaker",
        body("speaker_monthly", "speaker", cancelUrl="//evil.example/x"),
        422,
        "validation_error",
    ),
]


@pytest.mark.parametrize(("who", "data", "status", "code"), REFUSALS)
async def test_a_checkout_that_may_not_happen_is_refused_before_the_provider_is_asked(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    actors: Actors,
    session: AsyncSession,
    who: str,
    data: dict[str, Any],
    status: int,
    code: str,
) -> None:
    answer = await checkout(client, getattr(actors, who), data)
    assert (answer.status_code, answer.json()["error"]["code"]) == (status, code), answer.text
    assert fake_provider.calls == []
    assert await customers(session) == 0


@pytest.mark.parametrize(
    ("whose", "status", "opportunity_status", "starts_in", "code"),
    [
        ("another church's", 404, OpportunityStatus.open, timedelta(days=30), "not_found"),
        ("a draft", 409, OpportunityStatus.draft, timedelta(days=30), "not_boostable"),
        ("a closed", 409, OpportunityStatus.closed, timedelta(days=30), "not_boostable"),
        ("a past", 409, OpportunityStatus.open, timedelta(days=-1), "not_boostable"),
    ],
)
async def test_a_boost_is_only_for_the_churchs_own_open_opportunity_still_ahead(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
    whose: str,
    status: int,
    opportunity_status: OpportunityStatus,
    starts_in: timedelta,
    code: str,
) -> None:
    admin = actors.church_admin
    assert admin.church is not None and actors.other_church.church is not None
    owner = actors.other_church.church if whose == "another church's" else admin.church
    async with session.begin():
        opportunity = await make_opportunity(
            session, owner, clock.now, status=opportunity_status, starts_in=starts_in
        )
    answer = await checkout(
        client,
        admin,
        body("featured_boost", "church", metadata={"opportunity_id": str(opportunity.id)}),
    )
    assert (answer.status_code, answer.json()["error"]["code"]) == (status, code)
    assert fake_provider.calls == []


async def test_when_the_provider_is_down_checkout_says_so_and_stores_nothing(
    client: httpx.AsyncClient, fake_provider: FakeProvider, actors: Actors, session: AsyncSession
) -> None:
    fake_provider.reachable = False
    answer = await checkout(client, actors.speaker, body("speaker_monthly", "speaker"))
    assert answer.status_code == 503
    assert answer.json()["error"] == {
        "code": "payments_unavailable",
        "message": "Payment service temporarily unavailable. Please try again in a few minutes.",
        "fields": {},
        "request_id": answer.json()["error"]["request_id"],
    }
    assert await customers(session) == 0


async def test_a_price_stripe_was_not_given_is_a_configuration_error(
    app: FastAPI, client: httpx.AsyncClient, settings: Settings, actors: Actors
) -> None:
    provider = FakeProvider()
    app.state.settings = settings.model_copy(
        update={
            "stripe_secret_key": "sk_test_x",
            "stripe_webhook_secret": "whsec_x",
            "stripe_prices": {"speaker_monthly": "price_1Speaker"},
        }
    )
    app.state.payment_provider = provider
    answer = await checkout(client, actors.speaker, body("speaker_yearly", "speaker"))
    assert answer.status_code == 503
    assert answer.json()["error"]["message"] == (
        "Price configuration missing for speaker. Please contact support."
    )
    assert provider.calls == []
    configured = await checkout(client, actors.speaker, body("speaker_monthly", "speaker"))
    assert configured.status_code == 200
    assert provider.checkouts[0].price_id == "price_1Speaker"


# ---- the billing portal and cancelling --------------------------------------------------------


async def test_the_portal_is_for_those_with_a_billing_customer(
    client: httpx.AsyncClient, fake_provider: FakeProvider, actors: Actors, session: AsyncSession
) -> None:
    speaker = actors.speaker
    none = await client.post("/api/billing/portal", json={}, headers=speaker.headers)
    assert (none.status_code, none.json()["error"]["code"]) == (404, "no_subscription")
    assert none.json()["error"]["message"] == "You have no subscription to manage."
    assert fake_provider.calls == []
    await checkout(client, speaker, body("speaker_monthly", "speaker"))
    opened = await client.post("/api/billing/portal", json={}, headers=speaker.headers)
    customer_id = fake_provider.customers[0]["id"]
    assert opened.json() == {
        "success": True,
        "url": f"https://portal.example/{customer_id}",
        "error": None,
    }
    assert fake_provider.portals == [
        {"customer": customer_id, "return_url": "http://steeple.test/dashboard"}
    ]
    member = await client.post("/api/billing/portal", json={}, headers=actors.church_member.headers)
    assert member.json()["error"]["code"] == "not_church_admin"
    fake_provider.reachable = False
    down = await client.post(
        "/api/billing/portal", json={"returnUrl": "/subscription"}, headers=speaker.headers
    )
    assert down.status_code == 503
    assert down.json()["error"]["message"].startswith("Billing portal temporarily unavailable")


async def paid_subscription(
    client: httpx.AsyncClient,
    provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    metadata: dict[str, str],
    plan_key: str,
) -> str:
    price_id = price_id_for(settings, plan_key)
    assert price_id is not None
    subscription = provider.put(
        price_id=price_id, metadata=metadata, period_end=clock.now + timedelta(days=30)
    )
    created = subscription_event("customer.subscription.created", subscription)
    assert (await post_event(client, created, provider.secret)).status_code == 200
    return subscription.id


async def test_cancelling_ends_the_plan_at_the_period_end(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    speaker = actors.speaker
    subscription_id = await paid_subscription(
        client, fake_provider, settings, clock, {"user_id": str(speaker.id)}, "speaker_monthly"
    )
    for who in (actors.musician, actors.church_admin):  # not theirs
        refused = await client.post(
            "/api/billing/cancel", json={"subscriptionId": subscription_id}, headers=who.headers
        )
        assert (refused.status_code, refused.json()["error"]["code"]) == (404, "not_found")
    assert "cancel_at_period_end" not in fake_provider.calls
    done = await client.post(
        "/api/billing/cancel", json={"subscriptionId": subscription_id}, headers=speaker.headers
    )
    assert done.json() == {"success": True, "error": None}
    info = (await client.get("/api/billing/subscription", headers=speaker.headers)).json()
    assert (info["premium"], info["cancelAtPeriodEnd"], info["currentPeriodEnd"]) == (
        True,
        True,
        (clock.now + timedelta(days=30)).isoformat().replace("+00:00", "Z"),
    )
    again = await client.post(
        "/api/billing/cancel", json={"subscriptionId": subscription_id}, headers=speaker.headers
    )
    assert (again.status_code, again.json()["error"]["code"]) == (409, "already_cancelled")


async def test_cancelling_without_a_subscription_or_while_the_provider_is_down(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    admin = actors.church_admin
    # Grace's plan was never the provider's (made directly): there is nothing to cancel there.
    unknown = await client.post(
        "/api/billing/cancel", json={"subscriptionId": "sub_nope"}, headers=admin.headers
    )
    assert unknown.status_code == 404
    assert actors.other_church.church is not None
    subscription_id = await paid_subscription(
        client,
        fake_provider,
        settings,
        clock,
        {"church_id": str(actors.other_church.church.id)},
        "church_yearly",
    )
    fake_provider.reachable = False
    down = await client.post(
        "/api/billing/cancel",
        json={"subscriptionId": subscription_id},
        headers=actors.other_church.headers,
    )
    assert down.status_code == 503
    row = await session.scalar(
        select(Subscription).where(Subscription.provider_subscription_id == subscription_id)
    )
    assert row is not None and not row.cancel_at_period_end


# ---- what the account holds -------------------------------------------------------------------


async def test_the_subscription_info_of_a_free_talent_and_of_a_churchs_member(
    client: httpx.AsyncClient, fake_provider: FakeProvider, actors: Actors
) -> None:
    free = (await client.get("/api/billing/subscription", headers=actors.musician.headers)).json()
    assert free == {
        "plan": "free",
        "planName": "Free",
        "premium": False,
        "interval": None,
        "priceCents": None,
        "status": None,
        "currentPeriodEnd": None,
        "cancelAtPeriodEnd": False,
        "stripeCustomerId": None,
        "stripeSubscriptionId": None,
        "canManage": True,
        "refundEligibleUntil": None,
        "refundRequestedAt": None,
        "postingsLeft": None,
        "packCreditsLeft": None,
        "testMode": True,
    }
    member = (
        await client.get("/api/billing/subscription", headers=actors.church_member.headers)
    ).json()
    assert (member["plan"], member["premium"], member["canManage"], member["postingsLeft"]) == (
        "church_monthly",
        True,
        False,
        2,
    )
    assert (member["interval"], member["priceCents"], member["status"]) == ("month", 4900, "active")


async def test_an_ended_plan_shows_as_free_with_its_end(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
) -> None:
    speaker = actors.speaker
    subscription_id = await paid_subscription(
        client, fake_provider, settings, clock, {"user_id": str(speaker.id)}, "speaker_monthly"
    )
    ended = fake_provider.change(subscription_id, status=SubscriptionStatus.canceled)
    await post_event(
        client, subscription_event("customer.subscription.deleted", ended), fake_provider.secret
    )
    info = (await client.get("/api/billing/subscription", headers=speaker.headers)).json()
    assert (info["plan"], info["premium"], info["status"], info["stripeSubscriptionId"]) == (
        "free",
        False,
        "canceled",
        subscription_id,
    )


async def test_payments_are_the_owners_alone_newest_first_in_pages(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    grace = actors.church_admin.church
    assert grace is not None
    async with session.begin():
        for day in range(3):
            session.add(
                Payment(
                    church_id=grace.id,
                    plan_key="church_monthly",
                    description="Church Premium (monthly)",
                    amount_cents=4900,
                    currency="usd",
                    status=PaymentStatus.paid,
                    provider_ref=f"in_grace_{day}",
                    occurred_at=clock.now + timedelta(days=day),
                )
            )
        session.add(
            Payment(
                user_id=actors.speaker.id,
                plan_key="speaker_monthly",
                description="Speaker Pro (monthly)",
                amount_cents=1200,
                currency="usd",
                status=PaymentStatus.paid,
                provider_ref="in_speaker",
                occurred_at=clock.now,
            )
        )
    headers = actors.church_admin.headers
    first = (await client.get("/api/billing/payments?limit=2", headers=headers)).json()
    rest = (
        await client.get(
            "/api/billing/payments", params={"cursor": first["next_cursor"]}, headers=headers
        )
    ).json()
    assert [item["amount_cents"] for item in first["items"] + rest["items"]] == [4900] * 3
    seen = [item["occurred_at"][:10] for item in first["items"] + rest["items"]]
    assert seen == ["2026-11-24", "2026-11-23", "2026-11-22"] and rest["next_cursor"] is None
    mine = (await client.get("/api/billing/payments", headers=actors.speaker.headers)).json()
    assert [item["description"] for item in mine["items"]] == ["Speaker Pro (monthly)"]
    for nobody in (actors.musician, actors.other_church):
        page = await client.get("/api/billing/payments", headers=nobody.headers)
        assert page.json() == {"items": [], "next_cursor": None}
    refused = await client.get("/api/billing/payments", headers=actors.church_member.headers)
    assert (refused.status_code, refused.json()["error"]["code"]) == (403, "not_church_admin")
