"""The 10-day money-back guarantee: within 10 days of the first payment for a plan, asked once,
the plan ends at once and support is told by email."""

from collections.abc import Awaitable, Callable
from datetime import timedelta

import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.models import Subscription, SubscriptionStatus
from steeple.billing.prices import price_id_for
from steeple.config import Settings
from steeple.email.models import OutboxEmail
from tests.billing.stripe_events import (
    FakeProvider,
    invoice_event,
    post_event,
    subscription_event,
)
from tests.conftest import Clock
from tests.factories import Actors, SignedIn

SignIn = Callable[[SignedIn], Awaitable[dict[str, str]]]


async def first_payment(
    client: httpx.AsyncClient,
    provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actor: SignedIn,
) -> str:
    """The church's Premium subscription, created and paid for now."""
    assert actor.church is not None
    price_id = price_id_for(settings, "church_monthly")
    assert price_id is not None
    subscription = provider.put(
        price_id=price_id,
        metadata={"church_id": str(actor.church.id)},
        period_end=clock.now + timedelta(days=30),
    )
    for delivered in (
        subscription_event("customer.subscription.created", subscription),
        invoice_event("invoice.paid", "in_first", subscription, 4900),
    ):
        assert (await post_event(client, delivered, provider.secret)).status_code == 200
    return subscription.id


async def ask(
    client: httpx.AsyncClient, headers: dict[str, str], reason: str = ""
) -> httpx.Response:
    return await client.post(
        "/api/billing/refund-request", json={"reason": reason}, headers=headers
    )


async def test_within_ten_days_the_plan_ends_and_support_is_told(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
    sign_in_again: SignIn,
) -> None:
    church = actors.other_church
    subscription_id = await first_payment(client, fake_provider, settings, clock, church)
    paid_at = clock.now
    clock.advance(days=9, hours=23)
    headers = await sign_in_again(church)
    info = (await client.get("/api/billing/subscription", headers=headers)).json()
    assert info["refundEligibleUntil"] == (paid_at + timedelta(days=10)).isoformat().replace(
        "+00:00", "Z"
    )
    answer = await ask(client, headers, "We chose another tool.\nThank you!")
    assert answer.json() == {"success": True, "error": None}
    assert "cancel_now" in fake_provider.calls
    info = (await client.get("/api/billing/subscription", headers=headers)).json()
    assert (info["premium"], info["status"], info["refundEligibleUntil"]) == (
        False,
        "canceled",
        None,
    )
    assert info["refundRequestedAt"] is not None
    row = await session.scalar(
        select(Subscription).where(Subscription.provider_subscription_id == subscription_id)
    )
    assert row is not None and row.refund_requested_at == clock.now
    email = await session.scalar(select(OutboxEmail).where(OutboxEmail.kind == "refund_request"))
    assert email is not None
    assert church.user is not None
    assert (email.to_address, email.reply_to) == ("support@steeple.test", church.user.email)
    assert email.subject == "[Refund] Hope Chapel: Church Premium (monthly)"
    for detail in (
        "Church: Hope Chapel",
        church.user.full_name,
        subscription_id,
        "$49.00 on Nov 22, 2026 15:00 UTC (in_first)",
        "We chose another tool.\nThank you!",
    ):
        assert detail in email.text_body, detail
    again = await ask(client, headers)
    assert (again.status_code, again.json()["error"]["code"]) == (409, "refund_already_requested")


async def test_after_ten_days_the_window_is_closed(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    sign_in_again: SignIn,
) -> None:
    church = actors.other_church
    await first_payment(client, fake_provider, settings, clock, church)
    clock.advance(days=10)
    headers = await sign_in_again(church)
    info = (await client.get("/api/billing/subscription", headers=headers)).json()
    assert (info["premium"], info["refundEligibleUntil"]) == (True, None)
    answer = await ask(client, headers)
    assert (answer.status_code, answer.json()["error"]) == (
        409,
        {
            "code": "refund_window_closed",
            "message": "The money-back guarantee covers the first 10 days after your first "
            "payment.",
            "fields": {},
            "request_id": answer.json()["error"]["request_id"],
        },
    )
    assert "cancel_now" not in fake_provider.calls


async def test_a_renewal_does_not_open_the_window_again(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    sign_in_again: SignIn,
) -> None:
    church = actors.other_church
    subscription_id = await first_payment(client, fake_provider, settings, clock, church)
    clock.advance(days=30)
    renewed = fake_provider.change(subscription_id, current_period_end=clock.now + timedelta(30))
    await post_event(
        client, invoice_event("invoice.paid", "in_second", renewed, 4900), fake_provider.secret
    )
    answer = await ask(client, await sign_in_again(church))
    assert answer.json()["error"]["code"] == "refund_window_closed"


@pytest.mark.parametrize("who", ["speaker", "church_admin", "other_church"])
async def test_without_a_paid_subscription_there_is_nothing_to_refund(
    client: httpx.AsyncClient, fake_provider: FakeProvider, actors: Actors, who: str
) -> None:
    # Grace's plan (church_admin) was not bought through the provider.
    answer = await ask(client, getattr(actors, who).headers)
    assert (answer.status_code, answer.json()["error"]["code"]) == (404, "no_subscription")
    assert fake_provider.calls == []


async def test_only_a_churchs_admins_ask_and_a_provider_outage_changes_nothing(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    member = await ask(client, actors.church_member.headers)
    assert (member.status_code, member.json()["error"]["code"]) == (403, "not_church_admin")
    await first_payment(client, fake_provider, settings, clock, actors.other_church)
    fake_provider.reachable = False
    down = await ask(client, actors.other_church.headers)
    assert down.status_code == 503
    rows = await session.scalars(select(Subscription.refund_requested_at))
    assert set(rows) == {None}
    assert await session.scalar(select(OutboxEmail)) is None
    assert fake_provider.subscriptions and all(
        sub.status == SubscriptionStatus.active for sub in fake_provider.subscriptions.values()
    )
