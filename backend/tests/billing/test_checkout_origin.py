"""Without PUBLIC_URL (development), a checkout keeps the buyer on the origin their browser used:
the test payment page, the return after paying and the billing portal. A sign-in made on
127.0.0.1 is not sent to localhost, so moving there would land them, paid, on the sign-in page."""

from collections.abc import AsyncIterator
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from fastapi import FastAPI

from steeple.billing.local_provider import LocalProvider
from steeple.config import Settings
from tests.factories import Actors

BROWSER = "http://127.0.0.1:8000"


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return Settings(**{**settings.model_dump(), "public_url": ""})


@pytest.fixture
def local_provider(
    app: FastAPI, settings: Settings, webhook_http: httpx.AsyncClient
) -> LocalProvider:
    provider = LocalProvider(settings, app.state.sessionmaker, webhook_http)
    app.state.payment_provider = provider
    return provider


@pytest.fixture
async def browser(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url=BROWSER) as http:
        yield http


async def test_checkout_pays_and_returns_on_the_origin_the_browser_used(
    browser: httpx.AsyncClient, local_provider: LocalProvider, actors: Actors
) -> None:
    church = actors.other_church
    started = await browser.post(
        "/api/billing/checkout",
        json={
            "priceId": "church_monthly",
            "role": "church",
            "mode": "subscription",
            "metadata": {},
            "successUrl": "/church/complete-profile?session_id={CHECKOUT_SESSION_ID}",
            "cancelUrl": "/pricing?payment=cancelled",
        },
        headers=church.headers,
    )
    assert started.status_code == 200, started.text
    page = started.json()["url"]
    assert page.startswith(f"{BROWSER}/test-payment?session=cs_test_")

    session_id = parse_qs(urlsplit(page).query)["session"][0]
    paid = await browser.post(
        f"/api/test-payment/checkout/{session_id}/pay", json={"card": "success"}
    )
    assert paid.status_code == 200, paid.text
    assert paid.json()["redirect_url"].startswith(f"{BROWSER}/church/complete-profile?session_id=")

    portal = await browser.post(
        "/api/billing/portal", json={"returnUrl": "/subscription"}, headers=church.headers
    )
    assert portal.status_code == 200, portal.text
    assert portal.json()["url"].startswith(f"{BROWSER}/test-payment?portal=")
