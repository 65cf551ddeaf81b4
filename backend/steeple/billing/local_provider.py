"""The built-in test payment provider (DECISIONS.md "Payments in development and tests"): what
Stripe does for us, done here when no Stripe keys are set.

It keeps its customers, checkout and portal sessions, subscriptions, invoices and events as
Stripe's own JSON objects in billing_local_objects, and works like a remote service: every call is
a transaction of its own, and what changed reaches billing only as Stripe-shaped events, signed
with Stripe's scheme and POSTed to our webhook endpoint after that transaction commits. The
webhook code cannot tell it from Stripe. People pay on /test-payment (local_provider_router.py);
periods end and renew on a beat (running_renewals), as Stripe renews them.

Here: the calls billing makes, the hosted checkout and portal pages, renewals and the demo's
records. Its records and their Stripe shapes are local_objects.py; getting its events to the
webhook, signed, is local_delivery.py.
"""

import copy
import logging
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

import httpx
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.billing.catalogue import PLANS, Interval, Plan, find_plan
from steeple.billing.local_delivery import EventDelivery, webhook_secret_for
from steeple.billing.local_objects import (
    RUNNING,
    Kind,
    LocalObjects,
    as_provider_subscription,
    from_stamp,
    new_id,
    period_end_after,
    test_payment_page,
    to_stamp,
)
from steeple.billing.models import LocalProviderObject, SubscriptionStatus
from steeple.billing.provider import (
    CHECKOUT_SESSION_PLACEHOLDER,
    CheckoutSession,
    CheckoutSessionRequest,
    PaymentProvider,
    ProviderError,
    ProviderSubscription,
    UnknownSubscription,
)
from steeple.billing.schemas import (
    TestCheckoutItem,
    TestCheckoutView,
    TestPortalSubscription,
    TestPortalView,
)
from steeple.config import Settings
from steeple.db import after_commit, unit_of_work, utcnow
from steeple.i18n import _
from steeple.opportunities.models import Opportunity
from steeple.periodic import running_every
from steeple.web.errors import AppError

logger = logging.getLogger(__name__)

RENEWALS_EVERY_SECONDS = 60.0


def _not_found() -> AppError:
    return AppError(404, "not_found", _("This test payment page does not exist."))


def _ended() -> AppError:
    return AppError(409, "subscription_ended", _("This subscription has ended."))


def _item(plan: Plan) -> TestCheckoutItem:
    return TestCheckoutItem(
        key=plan.key, name=plan.name, interval=plan.interval, price_cents=plan.price_cents
    )


def _other_interval(plan: Plan) -> Plan | None:
    """The same plan billed at the other interval (monthly <-> yearly)."""
    return next(
        (
            other
            for other in PLANS
            if other.role is plan.role
            and other.interval not in (plan.interval, Interval.once)
            and plan.interval is not Interval.once
        ),
        None,
    )


class LocalProvider:
    """The PaymentProvider of test mode. `webhook_http` reaches our own server (its base URL),
    where the events go to WEBHOOK_PATH."""

    test_mode = True

    def __init__(
        self,
        settings: Settings,
        sessionmaker: async_sessionmaker[AsyncSession],
        webhook_http: httpx.AsyncClient,
    ) -> None:
        self._sessionmaker = sessionmaker
        self._webhook_secret = webhook_secret_for(settings)
        self._delivery = EventDelivery(sessionmaker, webhook_http, self._webhook_secret)

    def webhook_secret(self) -> str:
        return self._webhook_secret

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[LocalObjects]:
        """One call's transaction; its events are sent, in order, once it has committed."""
        async with unit_of_work(self._sessionmaker) as session:
            objects = LocalObjects(session)
            yield objects
            after_commit(session, lambda: self._delivery.deliver(objects.events))

    # The calls billing makes (provider.PaymentProvider). Stripe stamps them with its own clock.

    async def create_customer(self, *, email: str, name: str, metadata: dict[str, str]) -> str:
        async with self._transaction() as objects:
            customer_id: str = objects.new_customer(email, name, metadata, utcnow())["id"]
            return customer_id

    async def create_checkout_session(self, request: CheckoutSessionRequest) -> CheckoutSession:
        async with self._transaction() as objects:
            await objects.customer(request.customer_id)
            plan = objects.plan(request.price_id)
            if (plan.interval is Interval.once) != (request.mode == "payment"):
                raise ProviderError(f"{request.price_id} cannot be bought in {request.mode} mode")
            if request.quantity < 1:
                raise ProviderError("Quantity must be at least 1")
            created = objects.add(objects.checkout_session(request, plan, utcnow()))
            return CheckoutSession(id=created["id"], url=created["url"])

    async def retrieve_subscription(self, subscription_id: str) -> ProviderSubscription:
        async with self._transaction() as objects:
            row = await objects.get(Kind.subscription, subscription_id)
            if row is None:
                raise UnknownSubscription(f"No such subscription: {subscription_id}")
            return as_provider_subscription(row.data)

    async def create_portal_session(self, *, customer_id: str, return_url: str) -> str:
        async with self._transaction() as objects:
            await objects.customer(customer_id)
            portal_id = new_id("bps_test_")
            url = test_payment_page(return_url, f"portal={portal_id}")
            objects.add(
                {
                    "id": portal_id,
                    "object": "billing_portal.session",
                    "created": to_stamp(utcnow()),
                    "customer": customer_id,
                    "livemode": False,
                    "return_url": return_url,
                    "url": url,
                }
            )
            return url

    async def cancel_at_period_end(self, subscription_id: str) -> ProviderSubscription:
        async with self._transaction() as objects:
            row = await self._running_subscription(objects, subscription_id)
            self._set_cancel_at_period_end(objects, row, True, utcnow())
            return as_provider_subscription(row.data)

    async def cancel_now(self, subscription_id: str) -> ProviderSubscription:
        async with self._transaction() as objects:
            row = await self._running_subscription(objects, subscription_id)
            now = utcnow()
            self._end(objects, row, now, canceled_at=now)
            return as_provider_subscription(row.data)

    async def _running_subscription(
        self, objects: LocalObjects, subscription_id: str
    ) -> LocalProviderObject:
        """Stripe refuses to change a subscription that has ended."""
        row = await objects.locked(Kind.subscription, subscription_id)
        if row is None:
            raise ProviderError(f"No such subscription: {subscription_id}")
        if row.data["status"] not in RUNNING:
            raise ProviderError(f"Subscription {subscription_id} has ended")
        return row

    # The test checkout page (/test-payment?session=…).

    async def checkout_view(self, session_id: str) -> TestCheckoutView:
        async with self._transaction() as objects:
            row = await objects.get(Kind.checkout_session, session_id)
            if row is None:
                raise _not_found()
            data = row.data
            customer = await objects.customer(data["customer"])
            # Stripe shows the product billing named; ours is told the boosted opportunity's id.
            opportunity_id = data["metadata"].get("opportunity_id")
            title = (
                await objects.session.scalar(
                    select(Opportunity.title).where(Opportunity.id == uuid.UUID(opportunity_id))
                )
                if opportunity_id
                else None
            )
            [line] = data["line_items"]["data"]
            return TestCheckoutView(
                id=data["id"],
                status=data["status"],
                mode=data["mode"],
                item=_item(objects.plan(line["price"]["id"])),
                quantity=line["quantity"],
                amount_cents=data["amount_total"],
                currency=data["currency"],
                customer_email=customer["email"],
                opportunity_title=title,
            )

    async def pay(self, session_id: str, card: Literal["success", "decline"], now: datetime) -> str:
        """Pays an open checkout session; the success URL to send the payer to, once billing
        has had the events. A declined card changes nothing."""
        async with self._transaction() as objects:
            row = await objects.locked(Kind.checkout_session, session_id)
            if row is None:
                raise _not_found()
            if row.data["status"] != "open":
                raise AppError(409, "session_closed", _("This checkout has already ended."))
            if card == "decline":
                raise AppError(402, "card_declined", _("Your card was declined."))
            customer = await objects.customer(row.data["customer"])
            if row.data["mode"] == "subscription":
                [line] = row.data["line_items"]["data"]
                subscription, invoice = objects.new_subscription(
                    customer, objects.plan(line["price"]["id"]), row.data["metadata"], now
                )
                paid_with = {"subscription": subscription["id"], "invoice": invoice["id"]}
                objects.complete_checkout(row, customer, now, paid_with)
                objects.emit("customer.subscription.created", subscription, now)
                objects.emit("invoice.paid", invoice, now)
            else:
                paid_with = {"payment_intent": new_id("pi_test_")}
                objects.complete_checkout(row, customer, now, paid_with)
            success_url: str = row.data["success_url"]
        return success_url.replace(CHECKOUT_SESSION_PLACEHOLDER, session_id)

    async def cancel_checkout(self, session_id: str, now: datetime) -> str:
        """Leaves checkout without paying (the session expires, as Stripe's does); the cancel
        URL. Leaving twice goes back twice."""
        async with self._transaction() as objects:
            row = await objects.locked(Kind.checkout_session, session_id)
            if row is None:
                raise _not_found()
            if row.data["status"] == "complete":
                raise AppError(409, "session_closed", _("This checkout has already ended."))
            if row.data["status"] == "open":
                objects.save(row, row.data | {"status": "expired", "url": None})
                objects.emit("checkout.session.expired", row.data, now)
            cancel_url: str = row.data["cancel_url"]
        return cancel_url

    # The test billing portal (/test-payment?portal=…).

    async def portal_view(self, portal_id: str) -> TestPortalView:
        async with self._transaction() as objects:
            return await self._portal_view(objects, portal_id)

    async def _portal_view(self, objects: LocalObjects, portal_id: str) -> TestPortalView:
        portal = await objects.get(Kind.portal_session, portal_id)
        if portal is None:
            raise _not_found()
        customer = await objects.customer(portal.data["customer"])
        rows = await objects.session.scalars(
            select(LocalProviderObject)
            .where(
                LocalProviderObject.kind == Kind.subscription,
                LocalProviderObject.data["customer"].as_string() == customer["id"],
            )
            .order_by(LocalProviderObject.created_at.desc())
        )
        subscriptions = []
        for row in rows:
            if row.data["status"] not in RUNNING:  # Stripe's portal lists those still running
                continue
            item = row.data["items"]["data"][0]
            plan = objects.plan(item["price"]["id"])
            switch_to = _other_interval(plan)
            subscriptions.append(
                TestPortalSubscription(
                    id=row.id,
                    item=_item(plan),
                    status=row.data["status"],
                    current_period_end=from_stamp(item["current_period_end"]),
                    cancel_at_period_end=row.data["cancel_at_period_end"],
                    switch_to=_item(switch_to) if switch_to else None,
                )
            )
        return TestPortalView(
            id=portal.id,
            customer_email=customer["email"],
            return_url=portal.data["return_url"],
            subscriptions=subscriptions,
        )

    async def _portal_subscription(
        self, objects: LocalObjects, portal_id: str, subscription_id: str
    ) -> LocalProviderObject:
        """One of the portal's customer's subscriptions still running, held for a change."""
        portal = await objects.get(Kind.portal_session, portal_id)
        row = await objects.locked(Kind.subscription, subscription_id)
        if portal is None or row is None or row.data["customer"] != portal.data["customer"]:
            raise _not_found()
        if row.data["status"] not in RUNNING:
            raise _ended()
        return row

    async def change_plan(
        self, portal_id: str, subscription_id: str, plan_key: str | None, now: datetime
    ) -> TestPortalView:
        """Switches to the same plan at another interval (`plan_key`, or the other one): a new
        billing cycle starts now and its invoice is paid, as Stripe does when the interval
        changes (without proration: test money)."""
        async with self._transaction() as objects:
            row = await self._portal_subscription(objects, portal_id, subscription_id)
            current = objects.plan(row.data["items"]["data"][0]["price"]["id"])
            target = find_plan(plan_key) if plan_key else _other_interval(current)
            if target is None or target != _other_interval(current):
                raise AppError(
                    400, "invalid_plan", _("Choose the same plan billed at the other interval.")
                )
            customer = await objects.customer(row.data["customer"])
            data = copy.deepcopy(row.data)
            item = data["items"]["data"][0]
            item |= {
                "price": objects.price(target),
                "current_period_start": to_stamp(now),
                "current_period_end": to_stamp(period_end_after(now, target, now)),
            }
            invoice = objects.new_invoice(customer, data, "subscription_update", now, paid=True)
            data |= {
                "billing_cycle_anchor": to_stamp(now),
                "latest_invoice": invoice["id"],
                "status": SubscriptionStatus.active.value,
            }
            previous = row.data
            objects.save(row, data)
            objects.emit("customer.subscription.updated", data, now, previous)
            objects.emit("invoice.paid", invoice, now)
            return await self._portal_view(objects, portal_id)

    async def portal_cancel(
        self, portal_id: str, subscription_id: str, now: datetime
    ) -> TestPortalView:
        """Cancels at the end of the period (the plan runs until then)."""
        async with self._transaction() as objects:
            row = await self._portal_subscription(objects, portal_id, subscription_id)
            self._set_cancel_at_period_end(objects, row, True, now)
            return await self._portal_view(objects, portal_id)

    async def portal_resume(
        self, portal_id: str, subscription_id: str, now: datetime
    ) -> TestPortalView:
        """Takes back a cancellation at period end."""
        async with self._transaction() as objects:
            row = await self._portal_subscription(objects, portal_id, subscription_id)
            self._set_cancel_at_period_end(objects, row, False, now)
            return await self._portal_view(objects, portal_id)

    async def fail_payment(
        self, portal_id: str, subscription_id: str, now: datetime
    ) -> TestPortalView:
        """A renewal whose card was declined: the invoice stays open and the subscription is
        past_due (the plan holds while Stripe would retry; at period end this provider gives up
        and ends it)."""
        async with self._transaction() as objects:
            row = await self._portal_subscription(objects, portal_id, subscription_id)
            customer = await objects.customer(row.data["customer"])
            invoice = objects.new_invoice(customer, row.data, "subscription_cycle", now, paid=False)
            previous = row.data
            data = row.data | {
                "latest_invoice": invoice["id"],
                "status": SubscriptionStatus.past_due.value,
            }
            objects.save(row, data)
            objects.emit("invoice.payment_failed", invoice, now)
            objects.emit("customer.subscription.updated", data, now, previous)
            return await self._portal_view(objects, portal_id)

    @staticmethod
    def _set_cancel_at_period_end(
        objects: LocalObjects, row: LocalProviderObject, cancel: bool, now: datetime
    ) -> None:
        if row.data["cancel_at_period_end"] == cancel:
            return
        period_end = row.data["items"]["data"][0]["current_period_end"]
        data = row.data | {
            "cancel_at_period_end": cancel,
            "cancel_at": period_end if cancel else None,
            "canceled_at": to_stamp(now) if cancel else None,
        }
        previous = row.data
        objects.save(row, data)
        objects.emit("customer.subscription.updated", data, now, previous)

    @staticmethod
    def _end(
        objects: LocalObjects, row: LocalProviderObject, ended_at: datetime, canceled_at: datetime
    ) -> None:
        data = row.data | {
            "status": SubscriptionStatus.canceled.value,
            "ended_at": to_stamp(ended_at),
            "canceled_at": row.data["canceled_at"] or to_stamp(canceled_at),
        }
        objects.save(row, data)
        objects.emit("customer.subscription.deleted", data, ended_at)

    # Periods ending: what Stripe's billing does on its own.

    async def renew_due(self, now: datetime) -> int:
        """Ends or renews every running subscription whose period ended by `now`; how many.
        Several processes may run this at once: each subscription is held while it is looked
        at, so its period is renewed once."""
        async with self._sessionmaker() as session:
            due = list(
                await session.scalars(
                    select(LocalProviderObject.id).where(
                        LocalProviderObject.kind == Kind.subscription,
                        LocalProviderObject.data["status"].as_string().in_(RUNNING),
                        LocalProviderObject.data[
                            ("items", "data", 0, "current_period_end")
                        ].as_float()
                        <= to_stamp(now),
                    )
                )
            )
        renewed = 0
        for subscription_id in due:
            async with self._transaction() as objects:
                renewed += await self._renew_one(objects, subscription_id, now)
        return renewed

    async def _renew_one(self, objects: LocalObjects, subscription_id: str, now: datetime) -> int:
        row = await objects.locked(Kind.subscription, subscription_id)
        assert row is not None  # the provider deletes nothing
        ends = from_stamp(row.data["items"]["data"][0]["current_period_end"])
        if row.data["status"] not in RUNNING or ends > now:
            return 0  # another process got here first
        if row.data["cancel_at_period_end"] or row.data["status"] == SubscriptionStatus.past_due:
            # Cancelled at period end, or its failed payment never came through.
            self._end(objects, row, ends, canceled_at=ends)
            return 1
        customer = await objects.customer(row.data["customer"])
        data = copy.deepcopy(row.data)
        invoices = objects.renew(customer, data, now)
        previous = row.data
        objects.save(row, data)
        objects.emit("customer.subscription.updated", data, now, previous)
        for invoice in invoices:
            objects.emit("invoice.paid", invoice, now)
        return 1

    async def redeliver(self) -> int:
        """Sends again the events our webhook has not taken yet; how many it took now."""
        return await self._delivery.redeliver()


@asynccontextmanager
async def running_renewals(
    provider: PaymentProvider,
    *,
    clock: Callable[[], datetime] = utcnow,
    every_seconds: float = RENEWALS_EVERY_SECONDS,
) -> AsyncIterator[None]:
    """Renews and ends the test provider's subscriptions on a beat, and sends again the events
    our webhook missed, for the lifetime of the block. Stripe does this on its side: with it,
    nothing runs."""
    if not isinstance(provider, LocalProvider):
        yield
        return

    async def beat() -> None:
        if renewed := await provider.renew_due(clock()):
            logger.info("test provider: %d subscriptions renewed or ended", renewed)
        await provider.redeliver()

    async with running_every("test provider renewals", every_seconds, beat):
        yield


# Demo data (`steeple seed`): plans and purchases made before today, written in the seed's own
# transaction beside billing's rows of them. No events: billing's rows are written with them.


@dataclass(frozen=True)
class RecordedInvoice:
    """A paid invoice, as billing records it from invoice.paid."""

    id: str
    amount_cents: int
    currency: str
    paid_at: datetime


@dataclass(frozen=True)
class RecordedSubscription:
    subscription: ProviderSubscription
    invoices: list[RecordedInvoice]


def record_customer(
    session: AsyncSession, *, email: str, name: str, metadata: dict[str, str], at: datetime
) -> dict[str, Any]:
    return LocalObjects(session).new_customer(email, name, metadata, at)


async def recorded_customer(session: AsyncSession, customer_id: str) -> dict[str, Any]:
    return await LocalObjects(session).customer(customer_id)


def record_subscription(
    session: AsyncSession,
    customer: dict[str, Any],
    plan: Plan,
    metadata: dict[str, str],
    started: datetime,
    now: datetime,
) -> RecordedSubscription:
    """A subscription bought at `started` and renewed every period since, each invoice paid."""
    objects = LocalObjects(session)
    subscription, first = objects.new_subscription(customer, plan, metadata, started)
    invoices = [first, *objects.renew(customer, subscription, now)]
    return RecordedSubscription(
        as_provider_subscription(subscription),
        [
            RecordedInvoice(
                id=invoice["id"],
                amount_cents=invoice["amount_paid"],
                currency=invoice["currency"],
                paid_at=from_stamp(invoice["status_transitions"]["paid_at"]),
            )
            for invoice in invoices
        ],
    )


def record_purchase(
    session: AsyncSession,
    customer: dict[str, Any],
    plan: Plan,
    metadata: dict[str, str],
    paid_at: datetime,
    *,
    success_path: str,
    cancel_path: str,
) -> str:
    """A one-off purchase paid at checkout; the checkout session's id. Its URLs stay the site
    paths it was given: nobody goes back through a session already paid."""
    objects = LocalObjects(session)
    request = CheckoutSessionRequest(
        customer_id=customer["id"],
        price_id=objects.price(plan)["id"],
        mode="payment",
        quantity=1,
        success_url=success_path,
        cancel_url=cancel_path,
        metadata=metadata,
    )
    checkout = objects.checkout_session(request, plan, paid_at)
    paid_with = {"payment_intent": new_id("pi_test_")}
    checkout_id: str = objects.add(objects.paid_checkout(checkout, customer, paid_with))["id"]
    return checkout_id
