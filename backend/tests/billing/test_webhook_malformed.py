"""Correctly signed events that billing cannot apply: a field not of the shape the provider
sends is refused with 400 (logged, nothing stored, so a fixed redelivery still applies), and an
event naming a subscription the provider does not hold is acknowledged (logged, changing
nothing) instead of answering 503 on every retry for days."""

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.models import (
    Payment,
    PostingCredit,
    ProviderEvent,
    Subscription,
    SubscriptionStatus,
)
from steeple.billing.prices import price_id_for
from steeple.billing.provider import ProviderSubscription
from steeple.config import Settings
from steeple.db import Base
from tests.billing.stripe_events import (
    FakeProvider,
    Json,
    checkout_completed,
    invoice_event,
    new_id,
    post_event,
    subscription_event,
)
from tests.conftest import Clock
from tests.factories import Actors

pytestmark = pytest.mark.usefixtures("fake_provider")


async def count(session: AsyncSession, model: type[Base]) -> int:
    return await session.scalar(select(func.count()).select_from(model)) or 0


def _pack(church_id: str, **item: Any) -> Json:
    """A paid posting pack, with `item`'s fields put over the checkout session's."""
    completed = checkout_completed(
        mode="payment",
        amount=2900,
        metadata={"church_id": church_id, "type": "additional_posting_pack"},
    )
    completed["data"]["object"] |= item
    return completed


def _subscription(subscription_id: str) -> ProviderSubscription:
    """A subscription as events name it (what the provider holds is the test's to say)."""
    return ProviderSubscription(
        id=subscription_id,
        customer_id="cus_fake",
        status=SubscriptionStatus.active,
        price_id="price_test_church_monthly",
        current_period_end=None,
        cancel_at_period_end=False,
    )


def _invoice(subscription_id: str, **item: Any) -> Json:
    """A paid invoice of the subscription, with `item`'s fields put over the invoice's."""
    paid = invoice_event("invoice.paid", new_id("in_fake_"), _subscription(subscription_id), 4900)
    paid["data"]["object"] |= item
    return paid


MALFORMED: dict[str, Callable[[str, str], Json]] = {
    "metadata as a string": lambda church, _sub: _pack(church, metadata=f"church_id={church}"),
    "metadata with a number": lambda church, _sub: _pack(
        church, metadata={"church_id": 7, "type": "additional_posting_pack"}
    ),
    "amount_total not a number": lambda church, _sub: _pack(church, amount_total="abc"),
    "parent as a string": lambda _church, sub: _invoice(sub, parent=sub),
    "subscription_details as a string": lambda _church, sub: _invoice(
        sub, parent={"type": "subscription_details", "subscription_details": sub}
    ),
    "amount_paid not a number": lambda _church, sub: _invoice(sub, amount_paid="abc"),
}


@pytest.mark.parametrize("shape", MALFORMED)
async def test_a_signed_event_with_a_malformed_field_is_refused_and_changes_nothing(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
    caplog: pytest.LogCaptureFixture,
    shape: str,
) -> None:
    church = actors.other_church
    assert church.church is not None
    price_id = price_id_for(settings, "church_monthly")
    assert price_id is not None
    subscription = fake_provider.put(
        price_id=price_id,
        metadata={"church_id": str(church.church.id)},
        period_end=clock.now + timedelta(days=30),
    )

    response = await post_event(
        client, MALFORMED[shape](str(church.church.id), subscription.id), fake_provider.secret
    )

    assert response.status_code == 400, response.text
    assert response.json()["error"]["code"] == "bad_event"
    assert "malformed" in caplog.text
    for model in (ProviderEvent, Payment, PostingCredit):
        assert await count(session, model) == 0
    assert (
        await session.scalar(select(Subscription).where(Subscription.church_id == church.church.id))
        is None
    )


@pytest.mark.parametrize("kind", ["customer.subscription.updated", "invoice.paid"])
async def test_an_event_for_a_subscription_the_provider_does_not_hold_is_acknowledged(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    session: AsyncSession,
    caplog: pytest.LogCaptureFixture,
    kind: str,
) -> None:
    subscriptions_before = await count(session, Subscription)
    if kind == "invoice.paid":
        unknown = _invoice("sub_gone")
    else:
        unknown = subscription_event(kind, _subscription("sub_gone"))

    response = await post_event(client, unknown, fake_provider.secret)

    assert response.status_code == 200, response.text
    assert response.json() == {"received": True, "duplicate": False}
    assert "sub_gone" in caplog.text
    assert await count(session, Subscription) == subscriptions_before
    assert await count(session, Payment) == 0
    # Stored as received: a retry is a duplicate, not another attempt.
    again = await post_event(client, unknown, fake_provider.secret)
    assert again.json() == {"received": True, "duplicate": True}
