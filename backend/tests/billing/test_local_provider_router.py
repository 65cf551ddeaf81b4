"""/api/test-payment: the test provider's checkout and portal pages over HTTP, open to whoever
holds a session's id, and absent when Stripe takes the payments."""

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from steeple.billing.local_provider import LocalProvider
from steeple.billing.local_provider_router import router
from steeple.billing.provider import CheckoutSessionRequest
from steeple.config import Settings
from steeple.web.errors import install_error_handlers
from tests.billing.recording_webhook import RecordingWebhook
from tests.conftest import Clock
from tests.factories import make_church, make_opportunity

OWNER = {"church_id": "5b0e7e36-8f0c-4a43-9a55-4a8c3c1f0b11"}


@pytest.fixture
async def webhook() -> AsyncIterator[RecordingWebhook]:
    recording = RecordingWebhook()
    yield recording
    await recording.http.aclose()


@pytest.fixture
def provider(app: FastAPI, settings: Settings, webhook: RecordingWebhook) -> LocalProvider:
    made = LocalProvider(settings, app.state.sessionmaker, webhook.http)
    webhook.secret = made.webhook_secret()
    return made


def _pages(app: FastAPI, provider: object, clock: Clock) -> FastAPI:
    """The router on an app of its own, with the provider given and the app's database."""
    pages = FastAPI()
    install_error_handlers(pages)
    pages.include_router(router)
    pages.state.payment_provider = provider
    pages.state.sessionmaker = app.state.sessionmaker
    pages.state.clock = clock
    return pages


@pytest.fixture
async def http(
    app: FastAPI, provider: LocalProvider, clock: Clock
) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=_pages(app, provider, clock))
    async with httpx.AsyncClient(transport=transport, base_url="http://steeple.test") as client:
        yield client


async def _checkout(
    provider: LocalProvider, key: str = "church_monthly", metadata: dict[str, str] | None = None
) -> str:
    customer_id = await provider.create_customer(
        email="rebecca@grace.example.org", name="Grace Fellowship", metadata=OWNER
    )
    once = key in ("featured_boost", "additional_posting_pack")
    session = await provider.create_checkout_session(
        CheckoutSessionRequest(
            customer_id=customer_id,
            price_id=f"price_test_{key}",
            mode="payment" if once else "subscription",
            quantity=1,
            success_url="http://steeple.test/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}",
            cancel_url="http://steeple.test/pricing?payment=cancelled",
            metadata=metadata or OWNER,
        )
    )
    return session.id


def _error(response: httpx.Response) -> tuple[int, str, str]:
    error = response.json()["error"]
    return response.status_code, error["code"], error["message"]


async def test_the_checkout_page_shows_the_item_and_pays(
    http: httpx.AsyncClient, provider: LocalProvider, webhook: RecordingWebhook
) -> None:
    session_id = await _checkout(provider)

    shown = await http.get(f"/api/test-payment/checkout/{session_id}")
    assert shown.status_code == 200, shown.text
    assert shown.json() == {
        "id": session_id,
        "status": "open",
        "mode": "subscription",
        "item": {
            "key": "church_monthly",
            "name": "Church Premium",
            "interval": "month",
            "price_cents": 4900,
        },
        "quantity": 1,
        "amount_cents": 4900,
        "currency": "usd",
        "customer_email": "rebecca@grace.example.org",
        "opportunity_title": None,
    }

    paid = await http.post(f"/api/test-payment/checkout/{session_id}/pay", json={"card": "success"})
    assert paid.status_code == 200, paid.text
    assert paid.json() == {
        "redirect_url": f"http://steeple.test/dashboard?payment=success&session_id={session_id}"
    }
    # Billing had the events before the payer was sent back.
    assert webhook.types == [
        "checkout.session.completed",
        "customer.subscription.created",
        "invoice.paid",
    ]
    assert (await http.get(f"/api/test-payment/checkout/{session_id}")).json()[
        "status"
    ] == "complete"
    again = await http.post(
        f"/api/test-payment/checkout/{session_id}/pay", json={"card": "success"}
    )
    assert _error(again) == (409, "session_closed", "This checkout has already ended.")


async def test_a_boost_checkout_names_the_opportunity(
    app: FastAPI, http: httpx.AsyncClient, provider: LocalProvider, clock: Clock
) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        church = await make_church(session)
        opportunity = await make_opportunity(session, church, clock.now, title="Fall Revival")
    boost = {
        "church_id": str(church.id),
        "type": "featured_boost",
        "opportunity_id": str(opportunity.id),
    }
    session_id = await _checkout(provider, "featured_boost", boost)

    shown = (await http.get(f"/api/test-payment/checkout/{session_id}")).json()
    assert shown["item"] == {
        "key": "featured_boost",
        "name": "Featured boost",
        "interval": "once",
        "price_cents": 1900,
    }
    assert shown["mode"] == "payment" and shown["opportunity_title"] == "Fall Revival"


async def test_a_declined_card_is_refused_and_cancel_goes_back(
    http: httpx.AsyncClient, provider: LocalProvider, webhook: RecordingWebhook
) -> None:
    session_id = await _checkout(provider)

    declined = await http.post(
        f"/api/test-payment/checkout/{session_id}/pay", json={"card": "decline"}
    )
    assert _error(declined) == (402, "card_declined", "Your card was declined.")
    assert webhook.events == []
    bad_card = await http.post(f"/api/test-payment/checkout/{session_id}/pay", json={"card": "x"})
    assert bad_card.status_code == 422

    cancelled = await http.post(f"/api/test-payment/checkout/{session_id}/cancel")
    assert cancelled.status_code == 200, cancelled.text
    assert cancelled.json() == {"redirect_url": "http://steeple.test/pricing?payment=cancelled"}
    assert webhook.types == ["checkout.session.expired"]


async def test_unknown_ids_are_not_found(http: httpx.AsyncClient) -> None:
    body = {"subscription_id": "sub_test_nothing"}
    calls = [
        ("GET", "/api/test-payment/checkout/cs_test_nothing", None),
        ("POST", "/api/test-payment/checkout/cs_test_nothing/pay", {"card": "success"}),
        ("POST", "/api/test-payment/checkout/cs_test_nothing/cancel", None),
        ("GET", "/api/test-payment/portal/bps_test_nothing", None),
        ("POST", "/api/test-payment/portal/bps_test_nothing/change-plan", body),
        ("POST", "/api/test-payment/portal/bps_test_nothing/cancel", body),
        ("POST", "/api/test-payment/portal/bps_test_nothing/resume", body),
        ("POST", "/api/test-payment/portal/bps_test_nothing/fail-payment", body),
    ]
    for method, url, json in calls:
        response = await http.request(method, url, json=json)
        assert response.status_code == 404, (url, response.text)
        assert response.json()["error"]["code"] == "not_found"


async def test_the_portal_changes_the_plan_over_http(
    http: httpx.AsyncClient, provider: LocalProvider, webhook: RecordingWebhook
) -> None:
    session_id = await _checkout(provider, "musician_monthly")
    await http.post(f"/api/test-payment/checkout/{session_id}/pay", json={"card": "success"})
    subscription: dict[str, Any] = webhook.take()[1]["data"]["object"]
    url = await provider.create_portal_session(
        customer_id=subscription["customer"], return_url="http://steeple.test/subscription"
    )
    portal = f"/api/test-payment/portal/{url.rsplit('=', 1)[1]}"
    body = {"subscription_id": subscription["id"]}

    shown = (await http.get(portal)).json()
    assert shown["return_url"] == "http://steeple.test/subscription"
    [listed] = shown["subscriptions"]
    assert listed["item"]["key"] == "musician_monthly"
    assert listed["switch_to"]["key"] == "musician_yearly"

    switched = await http.post(f"{portal}/change-plan", json=body)
    assert switched.status_code == 200, switched.text
    assert switched.json()["subscriptions"][0]["item"]["key"] == "musician_yearly"
    assert webhook.take()[0]["type"] == "customer.subscription.updated"
    wrong = await http.post(f"{portal}/change-plan", json=body | {"plan_key": "church_yearly"})
    assert wrong.status_code == 400 and wrong.json()["error"]["code"] == "invalid_plan"

    cancelled = (await http.post(f"{portal}/cancel", json=body)).json()
    assert cancelled["subscriptions"][0]["cancel_at_period_end"] is True
    resumed = (await http.post(f"{portal}/resume", json=body)).json()
    assert resumed["subscriptions"][0]["cancel_at_period_end"] is False
    failed = (await http.post(f"{portal}/fail-payment", json=body)).json()
    assert failed["subscriptions"][0]["status"] == "past_due"
    assert webhook.types == [
        "customer.subscription.updated",
        "customer.subscription.updated",
        "invoice.payment_failed",
        "customer.subscription.updated",
    ]


async def test_with_stripe_taking_payments_every_page_is_not_found(
    app: FastAPI, provider: LocalProvider, clock: Clock
) -> None:
    session_id = await _checkout(provider)
    stripe_app = _pages(app, object(), clock)  # any provider but the test one
    transport = httpx.ASGITransport(app=stripe_app)
    async with httpx.AsyncClient(transport=transport, base_url="http://steeple.test") as client:
        shown = await client.get(f"/api/test-payment/checkout/{session_id}")
        paid = await client.post(
            f"/api/test-payment/checkout/{session_id}/pay", json={"card": "success"}
        )
    assert shown.status_code == paid.status_code == 404
    assert (await provider.checkout_view(session_id)).status == "open"
