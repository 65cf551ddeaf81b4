"""Billing fixtures: the provider the app pays through, as each test needs it."""

from collections.abc import AsyncIterator, Awaitable, Callable

import httpx
import pytest
from fastapi import FastAPI

from steeple.config import Settings
from tests.billing.stripe_events import FakeProvider
from tests.conftest import Clock
from tests.factories import SignedIn, access_token


@pytest.fixture
def fake_provider(app: FastAPI) -> FakeProvider:
    """The app pays through a provider whose subscriptions the test holds."""
    provider = FakeProvider()
    app.state.payment_provider = provider
    return provider


@pytest.fixture
async def webhook_http(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """What the test provider delivers its events through: the app itself, in process."""
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as http:
        yield http


@pytest.fixture
def sign_in_again(
    app: FastAPI, settings: Settings, clock: Clock
) -> Callable[[SignedIn], Awaitable[dict[str, str]]]:
    """Headers of a session started at the clock's time (access tokens last 15 minutes: tests
    that move the clock by days sign in again)."""

    async def headers(actor: SignedIn) -> dict[str, str]:
        assert actor.user is not None
        async with app.state.sessionmaker() as session, session.begin():
            token = await access_token(session, settings, actor.user, clock.now)
        return {"Authorization": f"Bearer {token}"}

    return headers
