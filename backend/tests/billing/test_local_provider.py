"""The built-in test provider: Stripe's objects and events, signed as Stripe signs them, in
Stripe's order, and periods that renew or end on their own."""

import asyncio
import json
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
import stripe
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.local_delivery import sign
from steeple.billing.local_objects import API_VERSION, Kind, add_months
from steeple.billing.local_provider import LocalProvider, running_renewals
from steeple.billing.models import LocalProviderObject, SubscriptionStatus
from steeple.billing.provider import (
    CheckoutMode,
    CheckoutSessionRequest,
    ProviderError,
    ProviderSubscription,
)
from steeple.config import Settings
from steeple.db import lock_row, utcnow
from steeple.web.errors import AppError
from tests.billing.recording_webhook import RecordingWebhook
from tests.conftest import Clock

OWNER = {"church_id": "5b0e7e36-8f0c-4a43-9a55-4a8c3c1f0b11"}
SUCCESS = "http://steeple.test/church/complete-profile?session_id={CHECKOUT_SESSION_ID}"
CANCEL = "http://steeple.test/pricing?payment=cancelled"


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


async def _customer(provider: LocalProvider) -> str:
    return await provider.create_customer(
        email="rebecca@grace.example.org", name="Grace Fellowship", metadata=OWNER
    )


async def _checkout(
    provider: LocalProvider,
    customer_id: str,
    key: str = "church_monthly",
    metadata: dict[str, str] | None = None,
) -> str:
    mode: CheckoutMode = (
        "payment" if key in ("featured_boost", "additional_posting_pack") else "subscription"
    )
    session = await provider.create_checkout_session(
        CheckoutSessionRequest(
            customer_id=customer_id,
            price_id=f"price_test_{key}",
            mode=mode,
            quantity=1,
            success_url=SUCCESS,
            cancel_url=CANCEL,
            metadata=metadata or OWNER,
        )
    )
    assert session.url == f"http://steeple.test/test-payment?session={session.id}"
    return session.id


async def _subscribe(
    provider: LocalProvider, webhook: RecordingWebhook, now: datetime, key: str = "church_monthly"
) -> dict[str, Any]:
    """A paid subscription (the events of paying it taken); its object."""
    session_id = await _checkout(provider, await _customer(provider), key)
    await provider.pay(session_id, "success", now)
    [_completed, created, _paid] = webhook.take()
    subscription: dict[str, Any] = created["data"]["object"]
    return subscription


def _period_end(subscription: dict[str, Any]) -> datetime:
    return datetime.fromtimestamp(subscription["items"]["data"][0]["current_period_end"], UTC)


async def _objects(session: AsyncSession) -> list[tuple[str, str, str]]:
    rows = await session.scalars(select(LocalProviderObject).order_by(LocalProviderObject.id))
    return [(row.id, row.kind, json.dumps(row.data, sort_keys=True)) for row in rows]


async def test_paying_a_plan_sends_checkout_completed_then_the_subscription_then_its_invoice(
    provider: LocalProvider, webhook: RecordingWebhook, clock: Clock
) -> None:
    customer_id = await _customer(provider)
    session_id = await _checkout(provider, customer_id)
    assert webhook.events == []  # nothing happens until someone pays

    redirect = await provider.pay(session_id, "success", clock.now)

    assert redirect == f"http://steeple.test/church/complete-profile?session_id={session_id}"
    assert webhook.refused == []  # every one verified by the SDK with the provider's secret
    assert webhook.types == [
        "checkout.session.completed",
        "customer.subscription.created",
        "invoice.paid",
    ]
    completed, created, paid = (event["data"]["object"] for event in webhook.events)
    for event in webhook.events:
        assert event["object"] == "event" and event["id"].startswith("evt_test_")
        assert event["api_version"] == API_VERSION == "2026-10-28.endive"
        assert event["livemode"] is False
        assert event["created"] == int(clock.now.timestamp())
    assert len({event["id"] for event in webhook.events}) == 3

    assert completed["object"] == "checkout.session"
    assert completed["id"] == session_id and completed["customer"] == customer_id
    assert (completed["mode"], completed["status"], completed["payment_status"]) == (
        "subscription",
        "complete",
        "paid",
    )
    assert completed["subscription"] == created["id"]
    assert completed["amount_total"] == 4900 and completed["currency"] == "usd"
    assert completed["metadata"] == OWNER and completed["payment_intent"] is None
    assert "line_items" not in completed  # Stripe's events leave out what must be asked for

    assert created["object"] == "subscription" and created["id"].startswith("sub_test_")
    assert created["customer"] == customer_id and created["metadata"] == OWNER
    assert created["status"] == "active" and created["cancel_at_period_end"] is False
    [item] = created["items"]["data"]
    assert item["price"]["id"] == "price_test_church_monthly"
    assert item["current_period_start"] == int(clock.now.timestamp())
    assert _period_end(created) == datetime(2026, 12, 22, 15, 0, tzinfo=UTC)

    assert paid["object"] == "invoice" and paid["status"] == "paid"
    assert paid["customer"] == customer_id and paid["id"] == created["latest_invoice"]
    assert (paid["amount_paid"], paid["amount_due"], paid["currency"]) == (4900, 4900, "usd")
    assert paid["parent"]["subscription_details"]["subscription"] == created["id"]
    assert paid["lines"]["data"][0]["pricing"]["price_details"]["price"] == item["price"]["id"]

    # What billing reads back is what the events said.
    assert await provider.retrieve_subscription(created["id"]) == ProviderSubscription(
        id=created["id"],
        customer_id=customer_id,
        status=SubscriptionStatus.active,
        price_id="price_test_church_monthly",
        current_period_end=datetime(2026, 12, 22, 15, 0, tzinfo=UTC),
        cancel_at_period_end=False,
        metadata=OWNER,
    )


async def test_the_sdk_reads_the_events_as_stripe_objects(
    provider: LocalProvider, webhook: RecordingWebhook, clock: Clock
) -> None:
    """What billing's webhook gets from stripe.Webhook.construct_event: typed objects whose
    fields sit where API version 2026-10-28 puts them."""
    subscription = await _subscribe(provider, webhook, clock.now)
    payload = json.dumps(
        {
            "id": "evt_test_x",
            "object": "event",
            "api_version": API_VERSION,
            "type": "customer.subscription.created",
            "data": {"object": subscription},
        }
    )
    signed_now = sign(payload, provider.webhook_secret(), int(utcnow().timestamp()))
    event = stripe.Webhook.construct_event(payload, signed_now, provider.webhook_secret())
    read = event.data.object
    assert isinstance(read, stripe.Subscription)
    assert read["items"]["data"][0]["current_period_end"] == int(
        _period_end(subscription).timestamp()
    )

    forged = sign(payload, "whsec_test_someone-else", int(utcnow().timestamp()))
    with pytest.raises(stripe.SignatureVerificationError):
        stripe.Webhook.construct_event(payload, forged, provider.webhook_secret())
    stale = sign(payload, provider.webhook_secret(), int(utcnow().timestamp()) - 600)
    with pytest.raises(stripe.SignatureVerificationError):
        stripe.Webhook.construct_event(payload, stale, provider.webhook_secret())


async def test_a_yearly_plan_runs_a_year_and_a_period_keeps_its_day(
    provider: LocalProvider, webhook: RecordingWebhook, clock: Clock
) -> None:
    subscription = await _subscribe(provider, webhook, clock.now, "speaker_yearly")
    assert _period_end(subscription) == datetime(2027, 11, 22, 15, 0, tzinfo=UTC)
    assert subscription["items"]["data"][0]["price"]["recurring"]["interval"] == "year"

    january = datetime(2027, 1, 31, 9, 0, tzinfo=UTC)
    assert add_months(january, 1) == datetime(2027, 2, 28, 9, 0, tzinfo=UTC)
    assert add_months(january, 2) == datetime(2027, 3, 31, 9, 0, tzinfo=UTC)
    assert add_months(datetime(2027, 12, 31, tzinfo=UTC), 2) == datetime(2028, 2, 29, tzinfo=UTC)


async def test_paying_a_boost_sends_one_paid_checkout(
    provider: LocalProvider, webhook: RecordingWebhook, clock: Clock
) -> None:
    boost = OWNER | {
        "type": "featured_boost",
        "opportunity_id": "0d9ad2a6-8c8e-4a5e-b7b6-0c1e3c7f2a10",
    }
    session_id = await _checkout(provider, await _customer(provider), "featured_boost", boost)
    await provider.pay(session_id, "success", clock.now)

    [completed] = webhook.events
    assert completed["type"] == "checkout.session.completed"
    paid = completed["data"]["object"]
    assert (paid["mode"], paid["payment_status"], paid["status"]) == ("payment", "paid", "complete")
    assert paid["amount_total"] == 1900 and paid["metadata"] == boost
    assert paid["payment_intent"].startswith("pi_test_") and paid["subscription"] is None


async def test_a_declined_card_changes_nothing_and_the_page_stays_open(
    provider: LocalProvider, webhook: RecordingWebhook, session: AsyncSession, clock: Clock
) -> None:
    session_id = await _checkout(provider, await _customer(provider))
    before = await _objects(session)

    with pytest.raises(AppError) as declined:
        await provider.pay(session_id, "decline", clock.now)

    assert (declined.value.status_code, declined.value.code) == (402, "card_declined")
    assert declined.value.message == "Your card was declined."
    assert await _objects(session) == before and webhook.events == []
    assert (await provider.checkout_view(session_id)).status == "open"
    await provider.pay(session_id, "success", clock.now)  # another card goes through
    assert len(webhook.events) == 3


@pytest.mark.commits
async def test_a_checkout_is_paid_once_even_by_two_clicks_at_once(
    provider: LocalProvider, webhook: RecordingWebhook, session: AsyncSession, clock: Clock
) -> None:
    session_id = await _checkout(provider, await _customer(provider))

    outcomes = await asyncio.gather(
        provider.pay(session_id, "success", clock.now),
        provider.pay(session_id, "success", clock.now),
        return_exceptions=True,
    )

    refused = [outcome for outcome in outcomes if isinstance(outcome, AppError)]
    assert len(refused) == 1 and refused[0].code == "session_closed"
    assert webhook.types.count("customer.subscription.created") == 1
    subscriptions = select(func.count()).where(LocalProviderObject.kind == Kind.subscription)
    assert await session.scalar(subscriptions) == 1
    with pytest.raises(AppError) as again:
        await provider.pay(session_id, "success", clock.now)
    assert (again.value.status_code, again.value.code) == (409, "session_closed")


async def test_cancelling_checkout_goes_back_to_the_cancel_url_and_ends_the_session(
    provider: LocalProvider, webhook: RecordingWebhook, clock: Clock
) -> None:
    session_id = await _checkout(provider, await _customer(provider))

    assert await provider.cancel_checkout(session_id, clock.now) == CANCEL
    assert webhook.types == ["checkout.session.expired"]
    assert (await provider.checkout_view(session_id)).status == "expired"
    with pytest.raises(AppError) as closed:
        await provider.pay(session_id, "success", clock.now)
    assert closed.value.code == "session_closed"
    # Back again from the browser's history: still the way back, nothing new sent.
    assert await provider.cancel_checkout(session_id, clock.now) == CANCEL
    assert webhook.types == ["checkout.session.expired"]

    paid = await _checkout(provider, await _customer(provider))
    await provider.pay(paid, "success", clock.now)
    with pytest.raises(AppError) as too_late:
        await provider.cancel_checkout(paid, clock.now)
    assert (too_late.value.status_code, too_late.value.code) == (409, "session_closed")


async def test_the_provider_refuses_what_stripe_would(provider: LocalProvider) -> None:
    customer_id = await _customer(provider)
    with pytest.raises(ProviderError):
        await _checkout(provider, "cus_test_nobody")
    with pytest.raises(ProviderError):
        await _checkout(provider, customer_id, "church_weekly")
    with pytest.raises(ProviderError):  # a plan in payment mode
        await provider.create_checkout_session(
            CheckoutSessionRequest(
                customer_id, "price_test_church_monthly", "payment", 1, SUCCESS, CANCEL, OWNER
            )
        )
    with pytest.raises(ProviderError):
        await provider.retrieve_subscription("sub_test_nothing")
    with pytest.raises(ProviderError):
        await provider.create_portal_session(customer_id="cus_test_nobody", return_url=CANCEL)
    with pytest.raises(AppError) as unknown:
        await provider.checkout_view("cs_test_nothing")
    assert unknown.value.status_code == 404


async def test_ids_are_unguessable_and_the_secret_is_every_workers(
    app: FastAPI, provider: LocalProvider, settings: Settings, webhook: RecordingWebhook
) -> None:
    ids = {await _customer(provider) for _ in range(20)}
    assert len(ids) == 20 and all(len(one) >= len("cus_test_") + 24 for one in ids)
    another_worker = LocalProvider(settings, app.state.sessionmaker, webhook.http)
    assert another_worker.webhook_secret() == provider.webhook_secret()
    assert provider.webhook_secret().startswith("whsec_test_")
    elsewhere = settings.model_copy(
        update={"secret_key": "another-deployment-secret-key-of-length"}
    )
    assert LocalProvider(elsewhere, app.state.sessionmaker, webhook.http).webhook_secret() != (
        provider.webhook_secret()
    )


# ---- what billing asks of it --------------------------------------------------------------------


async def test_cancel_at_period_end_and_cancel_now_answer_and_send_stripes_events(
    provider: LocalProvider, webhook: RecordingWebhook, clock: Clock
) -> None:
    subscription = await _subscribe(provider, webhook, clock.now)

    cancelled = await provider.cancel_at_period_end(subscription["id"])
    assert cancelled.cancel_at_period_end and cancelled.status == SubscriptionStatus.active
    [updated] = webhook.take()
    assert updated["type"] == "customer.subscription.updated"
    assert updated["data"]["object"]["cancel_at_period_end"] is True
    assert (
        updated["data"]["object"]["cancel_at"]
        == subscription["items"]["data"][0]["current_period_end"]
    )
    assert updated["data"]["previous_attributes"]["cancel_at_period_end"] is False

    ended = await provider.cancel_now(subscription["id"])
    assert ended.status == SubscriptionStatus.canceled
    [deleted] = webhook.take()
    assert deleted["type"] == "customer.subscription.deleted"
    assert deleted["data"]["object"]["status"] == "canceled"
    with pytest.raises(ProviderError):  # Stripe will not cancel what has ended
        await provider.cancel_now(subscription["id"])
    with pytest.raises(ProviderError):
        await provider.cancel_at_period_end(subscription["id"])


# ---- the billing portal -------------------------------------------------------------------------


async def _portal(provider: LocalProvider, customer_id: str) -> str:
    url = await provider.create_portal_session(
        customer_id=customer_id, return_url="http://steeple.test/dashboard"
    )
    prefix = "http://steeple.test/test-payment?portal="
    assert url.startswith(prefix + "bps_test_")
    return url.removeprefix(prefix)


async def test_the_portal_switches_interval_cancels_resumes_and_fails_a_payment(
    provider: LocalProvider, webhook: RecordingWebhook, clock: Clock
) -> None:
    subscription = await _subscribe(provider, webhook, clock.now)
    portal_id = await _portal(provider, subscription["customer"])

    view = await provider.portal_view(portal_id)
    assert view.customer_email == "rebecca@grace.example.org"
    assert view.return_url == "http://steeple.test/dashboard"
    [shown] = view.subscriptions
    assert (shown.id, shown.item.key, shown.status) == (
        subscription["id"],
        "church_monthly",
        "active",
    )
    assert shown.switch_to is not None and shown.switch_to.key == "church_yearly"

    clock.advance(days=3)
    view = await provider.change_plan(portal_id, subscription["id"], None, clock.now)
    assert view.subscriptions[0].item.key == "church_yearly"
    assert view.subscriptions[0].current_period_end == datetime(2027, 11, 25, 15, 0, tzinfo=UTC)
    updated, paid = webhook.take()
    assert (updated["type"], paid["type"]) == ("customer.subscription.updated", "invoice.paid")
    assert (
        updated["data"]["object"]["items"]["data"][0]["price"]["id"] == "price_test_church_yearly"
    )
    assert paid["data"]["object"]["amount_paid"] == 49000
    assert paid["data"]["object"]["billing_reason"] == "subscription_update"
    with pytest.raises(AppError) as other_role:
        await provider.change_plan(portal_id, subscription["id"], "speaker_monthly", clock.now)
    assert (other_role.value.status_code, other_role.value.code) == (400, "invalid_plan")

    view = await provider.portal_cancel(portal_id, subscription["id"], clock.now)
    assert view.subscriptions[0].cancel_at_period_end is True
    assert webhook.types == ["customer.subscription.updated"]
    await provider.portal_cancel(portal_id, subscription["id"], clock.now)
    assert len(webhook.take()) == 1  # cancelling twice changes nothing the second time

    view = await provider.portal_resume(portal_id, subscription["id"], clock.now)
    assert view.subscriptions[0].cancel_at_period_end is False
    [resumed] = webhook.take()
    assert resumed["data"]["object"]["cancel_at_period_end"] is False
    assert resumed["data"]["object"]["cancel_at"] is None

    view = await provider.fail_payment(portal_id, subscription["id"], clock.now)
    assert view.subscriptions[0].status == "past_due"
    failed, past_due = webhook.take()
    assert (failed["type"], past_due["type"]) == (
        "invoice.payment_failed",
        "customer.subscription.updated",
    )
    invoice = failed["data"]["object"]
    assert (invoice["status"], invoice["amount_paid"], invoice["amount_due"]) == ("open", 0, 49000)
    assert invoice["parent"]["subscription_details"]["subscription"] == subscription["id"]
    assert past_due["data"]["object"]["status"] == "past_due"


async def test_a_portal_reaches_only_its_own_customers_running_subscriptions(
    provider: LocalProvider, webhook: RecordingWebhook, clock: Clock
) -> None:
    mine = await _subscribe(provider, webhook, clock.now)
    theirs = await _subscribe(provider, webhook, clock.now, "musician_monthly")
    portal_id = await _portal(provider, mine["customer"])

    for change in (provider.portal_cancel, provider.portal_resume, provider.fail_payment):
        with pytest.raises(AppError) as hidden:
            await change(portal_id, theirs["id"], clock.now)
        assert hidden.value.status_code == 404
    with pytest.raises(AppError) as unknown:
        await provider.portal_view("bps_test_nothing")
    assert unknown.value.status_code == 404
    assert webhook.events == []

    await provider.cancel_now(mine["id"])
    webhook.take()
    assert (await provider.portal_view(portal_id)).subscriptions == []
    with pytest.raises(AppError) as ended:
        await provider.portal_resume(portal_id, mine["id"], clock.now)
    assert (ended.value.status_code, ended.value.code) == (409, "subscription_ended")


# ---- periods ending -----------------------------------------------------------------------------


async def test_at_period_end_a_subscription_renews_with_a_paid_invoice(
    provider: LocalProvider, webhook: RecordingWebhook, clock: Clock
) -> None:
    subscription = await _subscribe(provider, webhook, clock.now)
    ends = _period_end(subscription)

    clock.now = ends - timedelta(seconds=1)
    assert await provider.renew_due(clock.now) == 0
    clock.now = ends
    assert await provider.renew_due(clock.now) == 1

    updated, paid = webhook.take()
    assert (updated["type"], paid["type"]) == ("customer.subscription.updated", "invoice.paid")
    renewed = updated["data"]["object"]
    assert _period_end(renewed) == datetime(2027, 1, 22, 15, 0, tzinfo=UTC)
    assert renewed["items"]["data"][0]["current_period_start"] == int(ends.timestamp())
    assert renewed["latest_invoice"] == paid["data"]["object"]["id"]
    assert paid["data"]["object"]["billing_reason"] == "subscription_cycle"
    assert paid["data"]["object"]["amount_paid"] == 4900
    assert paid["data"]["object"]["period_start"] == int(ends.timestamp())
    assert await provider.renew_due(clock.now) == 0 and webhook.events == []
    current = await provider.retrieve_subscription(subscription["id"])
    assert current.current_period_end == datetime(2027, 1, 22, 15, 0, tzinfo=UTC)


async def test_a_beat_that_was_away_bills_every_period_it_missed(
    provider: LocalProvider, webhook: RecordingWebhook, clock: Clock
) -> None:
    subscription = await _subscribe(provider, webhook, clock.now)
    clock.now = datetime(2027, 2, 23, tzinfo=UTC)  # three periods ended

    assert await provider.renew_due(clock.now) == 1

    assert webhook.types == ["customer.subscription.updated"] + ["invoice.paid"] * 3
    periods = [event["data"]["object"]["period_start"] for event in webhook.events[1:]]
    assert periods == [
        int(datetime(2026, 12, 22, 15, tzinfo=UTC).timestamp()),
        int(datetime(2027, 1, 22, 15, tzinfo=UTC).timestamp()),
        int(datetime(2027, 2, 22, 15, tzinfo=UTC).timestamp()),
    ]
    assert (await provider.retrieve_subscription(subscription["id"])).current_period_end == (
        datetime(2027, 3, 22, 15, tzinfo=UTC)
    )


async def test_at_period_end_a_cancelled_or_unpaid_subscription_ends(
    provider: LocalProvider, webhook: RecordingWebhook, clock: Clock
) -> None:
    cancelled = await _subscribe(provider, webhook, clock.now)
    unpaid = await _subscribe(provider, webhook, clock.now, "speaker_monthly")
    await provider.cancel_at_period_end(cancelled["id"])
    portal_id = await _portal(provider, unpaid["customer"])
    await provider.fail_payment(portal_id, unpaid["id"], clock.now)
    webhook.take()

    clock.now = _period_end(cancelled) + timedelta(hours=1)
    assert await provider.renew_due(clock.now) == 2

    assert webhook.types == ["customer.subscription.deleted"] * 2
    assert {event["data"]["object"]["id"] for event in webhook.events} == {
        cancelled["id"],
        unpaid["id"],
    }
    for event in webhook.take():
        ended = event["data"]["object"]
        assert ended["status"] == "canceled"
        assert ended["ended_at"] == ended["items"]["data"][0]["current_period_end"]
    clock.advance(days=40)
    assert await provider.renew_due(clock.now) == 0 and webhook.events == []


@pytest.mark.commits
async def test_two_renewal_runs_at_once_renew_a_period_once(
    app: FastAPI,
    provider: LocalProvider,
    settings: Settings,
    webhook: RecordingWebhook,
    session: AsyncSession,
    clock: Clock,
) -> None:
    """Two server processes' beats: each holds the subscription while it looks at it."""
    subscriptions = [await _subscribe(provider, webhook, clock.now) for _ in range(3)]
    other_process = LocalProvider(settings, app.state.sessionmaker, webhook.http)
    clock.now = _period_end(subscriptions[0]) + timedelta(minutes=5)

    # Both beats come to the first subscription while something else holds it: they read it
    # due at the same time, and only holding it themselves keeps the second from renewing too.
    async with app.state.sessionmaker() as holder:
        await lock_row(holder, await holder.get(LocalProviderObject, subscriptions[0]["id"]))
        runs = [
            asyncio.create_task(beat.renew_due(clock.now)) for beat in (provider, other_process)
        ]
        await asyncio.sleep(0.3)
        await holder.rollback()
    renewed = await asyncio.gather(*runs)

    assert sum(renewed) == 3
    assert sorted(webhook.types) == ["customer.subscription.updated"] * 3 + ["invoice.paid"] * 3
    invoices = select(func.count()).where(LocalProviderObject.kind == Kind.invoice)
    assert await session.scalar(invoices) == 6  # the first three and one renewal each


async def test_events_our_webhook_missed_are_sent_again_in_order(
    provider: LocalProvider, webhook: RecordingWebhook, session: AsyncSession, clock: Clock
) -> None:
    webhook.down = True
    session_id = await _checkout(provider, await _customer(provider))
    assert await provider.pay(session_id, "success", clock.now)  # the payer is sent back anyway
    assert webhook.events == []

    webhook.down = False
    assert await provider.redeliver() == 0  # a moment's grace: the first try may be running
    for event in await session.scalars(
        select(LocalProviderObject).where(LocalProviderObject.kind == Kind.event)
    ):
        event.created_at -= timedelta(minutes=2)  # the next beat, a couple of minutes on
    await session.commit()

    assert await provider.redeliver() == 3
    assert webhook.types == [
        "checkout.session.completed",
        "customer.subscription.created",
        "invoice.paid",
    ]
    assert await provider.redeliver() == 0


async def test_the_renewal_beat_renews_in_the_background(
    provider: LocalProvider, webhook: RecordingWebhook, clock: Clock
) -> None:
    subscription = await _subscribe(provider, webhook, clock.now)
    clock.now = _period_end(subscription)

    async with running_renewals(provider, clock=clock, every_seconds=0.05):
        for _ in range(100):
            if webhook.events:
                break
            await asyncio.sleep(0.02)

    assert webhook.types == ["customer.subscription.updated", "invoice.paid"]
