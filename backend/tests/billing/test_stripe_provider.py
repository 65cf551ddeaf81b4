"""StripeProvider through the official SDK, with only Stripe's HTTP boundary replaced: an
httpx.MockTransport behind stripe.HTTPXClient answers as Stripe's API does, and the tests read
the form fields the SDK sent."""

import time
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any
from urllib.parse import parse_qs

import httpx
import pytest
import stripe
from fastapi import FastAPI
from pydantic import SecretStr
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.models import BillingCustomer, SubscriptionStatus
from steeple.billing.provider import (
    CheckoutSessionRequest,
    ProviderError,
    ProviderSubscription,
    UnknownSubscription,
)
from steeple.billing.stripe_provider import StripeProvider
from steeple.config import Settings
from tests.billing.stripe_events import checkout_completed, post_event, subscription_json
from tests.factories import Actors

Json = dict[str, Any]
PRICES = {"church_monthly": "price_1ChurchMonthly", "speaker_monthly": "price_1SpeakerMonthly"}
PERIOD_END = datetime(2026, 12, 22, 15, 0, tzinfo=UTC)


class StripeApi:
    """Answers the SDK's requests as Stripe would, and keeps them."""

    def __init__(self) -> None:
        self.requests: list[httpx.Request] = []
        self.answers: dict[tuple[str, str], tuple[int, Json]] = {}

    def answer(self, method: str, path: str, body: Json, status: int = 200) -> None:
        self.answers[(method, path)] = (status, body)

    def handle(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        status, body = self.answers[(request.method, request.url.path)]
        return httpx.Response(status, json=body, headers={"Request-Id": "req_test"})

    def form(self, index: int = -1) -> dict[str, str]:
        """The fields of a request, by Stripe's bracketed names (line_items[0][price])."""
        request = self.requests[index]
        raw = request.content.decode() if request.method == "POST" else request.url.query.decode()
        return {key: values[0] for key, values in parse_qs(raw).items()}


def stripe_settings(settings: Settings) -> Settings:
    return settings.model_copy(
        update={
            "stripe_secret_key": SecretStr("sk_test_steeple"),
            "stripe_webhook_secret": SecretStr("whsec_steeple"),
            "stripe_prices": PRICES,
        }
    )


def provider_on(api: StripeApi, settings: Settings, transport: Any = None) -> StripeProvider:
    """A StripeProvider whose HTTPX client sends through `transport` (the API stub's)."""
    transport = transport or httpx.MockTransport(api.handle)

    def client(**options: Any) -> httpx.AsyncClient:
        return httpx.AsyncClient(transport=transport, **options)

    http = stripe.HTTPXClient(_lib=SimpleNamespace(AsyncClient=client))
    return StripeProvider(stripe_settings(settings), http_client=http)


@pytest.fixture
def api() -> StripeApi:
    return StripeApi()


@pytest.fixture
async def stripe_provider(api: StripeApi, settings: Settings) -> AsyncIterator[StripeProvider]:
    provider = provider_on(api, settings)
    yield provider
    await provider.aclose()


def stripe_subscription(**changes: Any) -> Json:
    subscription = ProviderSubscription(
        id="sub_1Abc",
        customer_id="cus_1Abc",
        status=SubscriptionStatus.active,
        price_id="price_1ChurchMonthly",
        current_period_end=PERIOD_END,
        cancel_at_period_end=False,
        metadata={"church_id": "0c7e1c8e-6f55-4bd5-9a59-4f5ac1e4a001"},
    )
    return {**subscription_json(subscription), "livemode": False, **changes}


async def test_a_customer_is_made_with_its_owner_in_metadata(
    api: StripeApi, stripe_provider: StripeProvider
) -> None:
    api.answer("POST", "/v1/customers", {"id": "cus_1Abc", "object": "customer"})
    made = await stripe_provider.create_customer(
        email="ann@grace.org", name="Grace Fellowship", metadata={"church_id": "c1"}
    )
    assert made == "cus_1Abc"
    sent = api.requests[0]
    assert sent.url.host == "api.stripe.com"
    assert sent.headers["Authorization"] == "Bearer sk_test_steeple"
    assert sent.headers["Stripe-Version"] == "2026-10-28.endive"
    assert sent.headers["Idempotency-Key"]  # a retried POST is not made twice
    assert api.form() == {
        "email": "ann@grace.org",
        "name": "Grace Fellowship",
        "metadata[church_id]": "c1",
    }


async def test_a_subscription_checkout_names_its_owner_on_the_subscription_too(
    api: StripeApi, stripe_provider: StripeProvider
) -> None:
    api.answer(
        "POST",
        "/v1/checkout/sessions",
        {
            "id": "cs_test_a1",
            "object": "checkout.session",
            "url": "https://checkout.stripe.com/c/pay/cs_test_a1",
        },
    )
    made = await stripe_provider.create_checkout_session(
        CheckoutSessionRequest(
            customer_id="cus_1Abc",
            price_id="price_1ChurchMonthly",
            mode="subscription",
            quantity=1,
            success_url="https://steeple.app/church/complete-profile?session_id={CHECKOUT_SESSION_ID}",
            cancel_url="https://steeple.app/pricing?payment=cancelled",
            metadata={"church_id": "c1", "plan_key": "church_monthly"},
        )
    )
    assert (made.id, made.url) == ("cs_test_a1", "https://checkout.stripe.com/c/pay/cs_test_a1")
    assert api.requests[0].url.path == "/v1/checkout/sessions"
    assert api.form() == {
        "customer": "cus_1Abc",
        "line_items[0][price]": "price_1ChurchMonthly",
        "line_items[0][quantity]": "1",
        "mode": "subscription",
        "success_url": "https://steeple.app/church/complete-profile?session_id={CHECKOUT_SESSION_ID}",
        "cancel_url": "https://steeple.app/pricing?payment=cancelled",
        "metadata[church_id]": "c1",
        "metadata[plan_key]": "church_monthly",
        "subscription_data[metadata][church_id]": "c1",
        "subscription_data[metadata][plan_key]": "church_monthly",
        "allow_promotion_codes": "true",
    }


async def test_a_one_off_checkout_is_a_payment_with_its_metadata(
    api: StripeApi, stripe_provider: StripeProvider
) -> None:
    api.answer(
        "POST",
        "/v1/checkout/sessions",
        {"id": "cs_test_b2", "object": "checkout.session", "url": "https://checkout.stripe.com/b2"},
    )
    await stripe_provider.create_checkout_session(
        CheckoutSessionRequest(
            customer_id="cus_1Abc",
            price_id="price_1Boost",
            mode="payment",
            quantity=1,
            success_url="https://steeple.app/dashboard?boost=success&opportunity_id=o1",
            cancel_url="https://steeple.app/dashboard?boost=cancelled",
            metadata={"church_id": "c1", "type": "featured_boost", "opportunity_id": "o1"},
        )
    )
    form = api.form()
    assert form["mode"] == "payment"
    assert form["metadata[type]"] == "featured_boost"
    assert form["metadata[opportunity_id]"] == "o1"
    assert not any(key.startswith(("subscription_data", "allow_promotion")) for key in form)


async def test_a_checkout_session_without_a_url_is_a_provider_error(
    api: StripeApi, stripe_provider: StripeProvider
) -> None:
    api.answer("POST", "/v1/checkout/sessions", {"id": "cs_x", "object": "checkout.session"})
    request = CheckoutSessionRequest(
        "cus_1", "price_1", "payment", 1, "https://a/", "https://b/", {}
    )
    with pytest.raises(ProviderError):
        await stripe_provider.create_checkout_session(request)


async def test_a_subscription_is_read_with_its_period_end_from_its_item(
    api: StripeApi, stripe_provider: StripeProvider
) -> None:
    api.answer(
        "GET",
        "/v1/subscriptions/sub_1Abc",
        stripe_subscription(status="past_due", cancel_at_period_end=True),
    )
    read = await stripe_provider.retrieve_subscription("sub_1Abc")
    assert api.requests[0].method == "GET"
    assert read == ProviderSubscription(
        id="sub_1Abc",
        customer_id="cus_1Abc",
        status=SubscriptionStatus.past_due,
        price_id="price_1ChurchMonthly",
        current_period_end=PERIOD_END,
        cancel_at_period_end=True,
        metadata={"church_id": "0c7e1c8e-6f55-4bd5-9a59-4f5ac1e4a001"},
    )


async def test_cancelling_at_period_end_and_at_once(
    api: StripeApi, stripe_provider: StripeProvider
) -> None:
    api.answer("POST", "/v1/subscriptions/sub_1Abc", stripe_subscription(cancel_at_period_end=True))
    api.answer("DELETE", "/v1/subscriptions/sub_1Abc", stripe_subscription(status="canceled"))
    later = await stripe_provider.cancel_at_period_end("sub_1Abc")
    assert api.form() == {"cancel_at_period_end": "true"}
    assert later.cancel_at_period_end and later.status is SubscriptionStatus.active
    now = await stripe_provider.cancel_now("sub_1Abc")
    assert api.requests[-1].method == "DELETE"
    assert now.status is SubscriptionStatus.canceled


async def test_the_portal_session_returns_to_our_page(
    api: StripeApi, stripe_provider: StripeProvider
) -> None:
    api.answer(
        "POST",
        "/v1/billing_portal/sessions",
        {
            "id": "bps_1",
            "object": "billing_portal.session",
            "url": "https://billing.stripe.com/p/1",
        },
    )
    url = await stripe_provider.create_portal_session(
        customer_id="cus_1Abc", return_url="https://steeple.app/dashboard"
    )
    assert url == "https://billing.stripe.com/p/1"
    assert api.form() == {"customer": "cus_1Abc", "return_url": "https://steeple.app/dashboard"}


@pytest.mark.parametrize(
    ("status", "error"),
    [
        (402, {"type": "card_error", "code": "card_declined", "message": "Declined."}),
        (400, {"type": "invalid_request_error", "message": "No such price: 'price_x'"}),
        (401, {"type": "invalid_request_error", "message": "Invalid API Key provided"}),
    ],
)
async def test_what_stripe_refuses_is_a_provider_error(
    api: StripeApi, stripe_provider: StripeProvider, status: int, error: Json
) -> None:
    api.answer("GET", "/v1/subscriptions/sub_1Abc", {"error": error}, status=status)
    with pytest.raises(ProviderError):
        await stripe_provider.retrieve_subscription("sub_1Abc")


async def test_a_subscription_stripe_does_not_have_is_unknown_not_unavailable(
    api: StripeApi, stripe_provider: StripeProvider
) -> None:
    missing = {
        "type": "invalid_request_error",
        "code": "resource_missing",
        "message": "No such subscription: 'sub_gone'",
    }
    api.answer("GET", "/v1/subscriptions/sub_gone", {"error": missing}, status=404)
    with pytest.raises(UnknownSubscription):
        await stripe_provider.retrieve_subscription("sub_gone")


async def test_an_unreachable_stripe_is_a_provider_error_after_the_sdks_retries(
    api: StripeApi, settings: Settings
) -> None:
    attempts: list[httpx.Request] = []

    def refuse(request: httpx.Request) -> httpx.Response:
        attempts.append(request)
        raise httpx.ConnectError("connection refused", request=request)

    provider = provider_on(api, settings, httpx.MockTransport(refuse))
    started = time.monotonic()
    with pytest.raises(ProviderError):
        await provider.retrieve_subscription("sub_1Abc")
    assert len(attempts) == 3  # the first try and Stripe's 2 retries
    assert time.monotonic() - started < 10
    await provider.aclose()


# ---- through the app --------------------------------------------------------------------------


@pytest.fixture
def stripe_app(app: FastAPI, api: StripeApi, settings: Settings) -> StripeApi:
    """The app on Stripe: its keys and price ids, and Stripe's API answered by `api`."""
    app.state.settings = stripe_settings(settings)
    app.state.payment_provider = provider_on(api, settings)
    return api


async def test_a_church_upgrades_through_stripe_and_has_premium_when_stripe_says_so(
    client: httpx.AsyncClient,
    stripe_app: StripeApi,
    actors: Actors,
    session: AsyncSession,
) -> None:
    church = actors.other_church
    assert church.church is not None and church.user is not None
    api = stripe_app
    api.answer("POST", "/v1/customers", {"id": "cus_1Hope", "object": "customer"})
    api.answer(
        "POST",
        "/v1/checkout/sessions",
        {"id": "cs_live_1", "object": "checkout.session", "url": "https://checkout.stripe.com/1"},
    )
    started = await client.post(
        "/api/billing/checkout",
        json={
            "priceId": "church_monthly",
            "role": "church",
            "mode": "subscription",
            "successUrl": "/church/complete-profile?session_id={CHECKOUT_SESSION_ID}",
            "cancelUrl": "/pricing?payment=cancelled",
        },
        headers=church.headers,
    )
    assert started.json() == {
        "success": True,
        "url": "https://checkout.stripe.com/1",
        "sessionId": "cs_live_1",
        "error": None,
    }
    customer, checkout = api.form(0), api.form(1)
    assert customer == {
        "email": church.user.email,
        "name": "Hope Chapel",
        "metadata[church_id]": str(church.church.id),
    }
    assert checkout["customer"] == "cus_1Hope"
    assert checkout["line_items[0][price]"] == "price_1ChurchMonthly"
    assert checkout["success_url"] == (
        "http://steeple.test/church/complete-profile?session_id={CHECKOUT_SESSION_ID}"
    )
    assert checkout["subscription_data[metadata][church_id]"] == str(church.church.id)
    stored = await session.scalar(select(BillingCustomer.provider_customer_id))
    assert stored == "cus_1Hope"

    # Stripe's event: the subscription is read back from Stripe, at its own price id.
    metadata = {"church_id": str(church.church.id), "plan_key": "church_monthly"}
    api.answer(
        "GET",
        "/v1/subscriptions/sub_1Hope",
        stripe_subscription(
            id="sub_1Hope",
            customer="cus_1Hope",
            metadata=metadata,
            items={
                "object": "list",
                "data": [
                    {
                        "id": "si_1",
                        "object": "subscription_item",
                        "price": {"id": "price_1ChurchMonthly", "object": "price"},
                        "current_period_end": int((PERIOD_END + timedelta(days=1)).timestamp()),
                    }
                ],
            },
        ),
    )
    completed = checkout_completed(
        mode="subscription", metadata=metadata, subscription_id="sub_1Hope", session_id="cs_live_1"
    )
    forged = await post_event(client, completed, "whsec_test_not_stripes")
    assert forged.status_code == 400
    received = await post_event(client, completed, "whsec_steeple")
    assert received.json() == {"received": True, "duplicate": False}
    assert api.requests[-1].url.path == "/v1/subscriptions/sub_1Hope"
    info = (await client.get("/api/billing/subscription", headers=church.headers)).json()
    assert (info["premium"], info["plan"], info["stripeSubscriptionId"], info["testMode"]) == (
        True,
        "church_monthly",
        "sub_1Hope",
        False,
    )
    plans = (await client.get("/api/billing/plans")).json()
    assert plans["test_mode"] is False


async def test_with_stripe_the_test_payment_pages_are_not_there(
    client: httpx.AsyncClient, stripe_app: StripeApi
) -> None:
    answer = await client.get("/api/test-payment/checkout/cs_test_anything")
    assert answer.status_code == 404


async def test_the_app_makes_a_stripe_provider_when_keys_are_set(settings: Settings) -> None:
    from steeple.app import create_app

    application = create_app(stripe_settings(settings))
    assert isinstance(application.state.payment_provider, StripeProvider)
    assert not any(path.startswith("/api/test-payment") for path in application.openapi()["paths"])
    await application.state.engine.dispose()
