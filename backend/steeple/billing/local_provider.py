"""The built-in test payment provider (DECISIONS.md "Payments in development and tests"): what
Stripe does for us, done here when no Stripe keys are set.

It keeps its customers, checkout and portal sessions, subscriptions, invoices and events as
Stripe's own JSON objects in billing_local_objects, and works like a remote service: every call is
a transaction of its own, and what changed reaches billing only as Stripe-shaped events, signed
with Stripe's scheme and POSTed to our webhook endpoint after that transaction commits. The
webhook code cannot tell it from Stripe. People pay on /test-payment (local_provider_router.py);
periods end and renew on a beat (running_renewals), as Stripe renews them.
"""

import calendar
import copy
import hashlib
import hmac
import json
import logging
import secrets
import string
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

import httpx
import stripe
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from sqlalchemy.orm.attributes import flag_modified

from steeple.billing.catalogue import PLANS, Interval, Plan, find_plan
from steeple.billing.models import LocalProviderObject, SubscriptionStatus
from steeple.billing.prices import TEST_PRICE_PREFIX
from steeple.billing.provider import (
    CHECKOUT_SESSION_PLACEHOLDER,
    CheckoutSession,
    CheckoutSessionRequest,
    PaymentProvider,
    ProviderError,
    ProviderSubscription,
)
from steeple.billing.schemas import (
    TestCheckoutItem,
    TestCheckoutView,
    TestPortalSubscription,
    TestPortalView,
)
from steeple.config import Settings
from steeple.db import after_commit, lock_row, unit_of_work, utcnow
from steeple.opportunities.models import Opportunity
from steeple.periodic import running_every
from steeple.web.errors import AppError

logger = logging.getLogger(__name__)

WEBHOOK_PATH = "/api/billing/webhook"
# The events say the API version the SDK reads, as Stripe's do for an account pinned to it.
API_VERSION = stripe.api_version
CURRENCY = "usd"
# Stripe keeps retrying an undelivered event for three days; so does this provider, each beat.
REDELIVER_AFTER = timedelta(minutes=1)
REDELIVER_FOR = timedelta(days=3)
RENEWALS_EVERY_SECONDS = 60.0
# Statuses in which a subscription still runs: periods end, renew, fail or get cancelled.
RUNNING = (SubscriptionStatus.trialing, SubscriptionStatus.active, SubscriptionStatus.past_due)
_ID_LETTERS = string.ascii_letters + string.digits
# The prices it sells: one for each catalogue item, under the ids billing/prices.py expects.
PRICES = {TEST_PRICE_PREFIX + plan.key: plan for plan in PLANS}


class Kind:
    """billing_local_objects.kind: Stripe's `object` names."""

    customer = "customer"
    checkout_session = "checkout.session"
    portal_session = "billing_portal.session"
    subscription = "subscription"
    invoice = "invoice"
    event = "event"


def new_id(prefix: str) -> str:
    """An id like Stripe's test-mode ones (cs_test_…), unguessable: the test pages need no
    sign-in, the id is the bearer, as on Stripe's hosted pages."""
    return prefix + "".join(secrets.choice(_ID_LETTERS) for _ in range(28))


def _stamp(moment: datetime) -> int:
    return int(moment.timestamp())


def _moment(stamp: int) -> datetime:
    return datetime.fromtimestamp(stamp, UTC)


def add_months(moment: datetime, months: int) -> datetime:
    """The same day `months` later, or the month's last day when it is shorter (Jan 31 ->
    Feb 28), as Stripe bills."""
    index = moment.month - 1 + months
    year, month = moment.year + index // 12, index % 12 + 1
    return moment.replace(year=year, month=month, day=min(moment.day, _days_in(year, month)))


def _days_in(year: int, month: int) -> int:
    return calendar.monthrange(year, month)[1]


def _months_per_period(plan: Plan) -> int:
    return 12 if plan.interval is Interval.year else 1


def period_end_after(anchor: datetime, plan: Plan, moment: datetime) -> datetime:
    """The first end of a period of `plan`'s billing cycle from `anchor` that is after `moment`.
    Counted from the anchor, so a cycle started on the 31st comes back to the 31st."""
    months = _months_per_period(plan)
    periods = 1
    while (end := add_months(anchor, months * periods)) <= moment:
        periods += 1
    return end


def sign(payload: str, secret: str, timestamp: int) -> str:
    """The Stripe-Signature header of `payload` (Stripe's v1 scheme)."""
    digest = hmac.new(secret.encode(), f"{timestamp}.{payload}".encode(), hashlib.sha256)
    return f"t={timestamp},v1={digest.hexdigest()}"


def _not_found() -> AppError:
    return AppError(404, "not_found", "This test payment page does not exist.")


def _ended() -> AppError:
    return AppError(409, "subscription_ended", "This subscription has ended.")


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


class _Objects:
    """The provider's records within one transaction, and the events its changes make (stored
    with the records, sent once the transaction has committed)."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.events: list[dict[str, Any]] = []

    async def get(self, kind: str, object_id: str) -> LocalProviderObject | None:
        row = await self.session.get(LocalProviderObject, object_id)
        return row if row is not None and row.kind == kind else None

    async def locked(self, kind: str, object_id: str) -> LocalProviderObject | None:
        """The record, held until the transaction ends (two payers, two beats: one goes first
        and the other reads what it wrote)."""
        row = await self.get(kind, object_id)
        if row is not None:
            await lock_row(self.session, row)
        return row

    def add(self, data: dict[str, Any], created_at: datetime | None = None) -> dict[str, Any]:
        self.session.add(
            LocalProviderObject(
                id=data["id"], kind=data["object"], data=data, created_at=created_at or utcnow()
            )
        )
        return data

    @staticmethod
    def save(row: LocalProviderObject, data: dict[str, Any]) -> None:
        row.data = data
        flag_modified(row, "data")

    def emit(
        self,
        event_type: str,
        data: dict[str, Any],
        now: datetime,
        previous: dict[str, Any] | None = None,
    ) -> None:
        """Stripe's event for a change of `data` (its object as it is now, without the fields
        Stripe only gives when asked, and what `previous` held before)."""
        snapshot = {key: value for key, value in data.items() if key != "line_items"}
        changed = {
            key: value for key, value in (previous or {}).items() if snapshot.get(key) != value
        }
        event = {
            "id": new_id("evt_test_"),
            "object": "event",
            "api_version": API_VERSION,
            "created": _stamp(now),
            "data": {"object": copy.deepcopy(snapshot)}
            | ({"previous_attributes": changed} if changed else {}),
            "livemode": False,
            "pending_webhooks": 1,
            "request": {"id": None, "idempotency_key": None},
            "type": event_type,
        }
        # Redeliveries go oldest first: a call's events must not share an instant.
        self.add(event, created_at=utcnow() + timedelta(microseconds=len(self.events)))
        self.events.append(event)

    @staticmethod
    def plan(price_id: str) -> Plan:
        plan = PRICES.get(price_id)
        if plan is None:
            raise ProviderError(f"No such price: {price_id}")
        return plan

    @staticmethod
    def price(plan: Plan) -> dict[str, Any]:
        recurring = plan.interval is not Interval.once
        return {
            "id": TEST_PRICE_PREFIX + plan.key,
            "object": "price",
            "active": True,
            "currency": CURRENCY,
            "livemode": False,
            "lookup_key": plan.key,
            "nickname": plan.name,
            "product": f"prod_test_{plan.key}",
            "recurring": {"interval": plan.interval.value, "interval_count": 1}
            if recurring
            else None,
            "type": "recurring" if recurring else "one_time",
            "unit_amount": plan.price_cents,
        }

    # Customers

    def new_customer(
        self, email: str, name: str, metadata: dict[str, str], now: datetime
    ) -> dict[str, Any]:
        return self.add(
            {
                "id": new_id("cus_test_"),
                "object": "customer",
                "balance": 0,
                "created": _stamp(now),
                "currency": CURRENCY,
                "email": email,
                "livemode": False,
                "metadata": dict(metadata),
                "name": name,
            }
        )

    async def customer(self, customer_id: str) -> dict[str, Any]:
        row = await self.get(Kind.customer, customer_id)
        if row is None:
            raise ProviderError(f"No such customer: {customer_id}")
        return row.data

    # Checkout

    def checkout_session(
        self, request: CheckoutSessionRequest, plan: Plan, now: datetime, public_url: str
    ) -> dict[str, Any]:
        session_id = new_id("cs_test_")
        amount = plan.price_cents * request.quantity
        return {
            "id": session_id,
            "object": "checkout.session",
            "amount_subtotal": amount,
            "amount_total": amount,
            "cancel_url": request.cancel_url,
            "created": _stamp(now),
            "currency": CURRENCY,
            "customer": request.customer_id,
            "customer_details": None,
            "expires_at": _stamp(now + timedelta(hours=24)),
            "invoice": None,
            "line_items": {
                "object": "list",
                "data": [
                    {
                        "id": new_id("li_test_"),
                        "object": "item",
                        "amount_subtotal": amount,
                        "amount_total": amount,
                        "currency": CURRENCY,
                        "description": plan.name,
                        "price": self.price(plan),
                        "quantity": request.quantity,
                    }
                ],
                "has_more": False,
                "url": f"/v1/checkout/sessions/{session_id}/line_items",
            },
            "livemode": False,
            "metadata": dict(request.metadata),
            "mode": request.mode,
            "payment_intent": None,
            "payment_status": "unpaid",
            "status": "open",
            "subscription": None,
            "success_url": request.success_url,
            "url": f"{public_url}/test-payment?session={session_id}",
        }

    @staticmethod
    def paid_checkout(
        checkout: dict[str, Any], customer: dict[str, Any], paid_with: dict[str, Any]
    ) -> dict[str, Any]:
        """The session once paid: `paid_with` names what paid it (the subscription and its
        invoice, or a payment intent)."""
        return (
            checkout
            | paid_with
            | {
                "customer_details": {"email": customer["email"], "name": customer["name"]},
                "payment_status": "paid",
                "status": "complete",
                "url": None,
            }
        )

    def complete_checkout(
        self,
        row: LocalProviderObject,
        customer: dict[str, Any],
        now: datetime,
        paid_with: dict[str, Any],
    ) -> None:
        self.save(row, self.paid_checkout(row.data, customer, paid_with))
        self.emit("checkout.session.completed", row.data, now)

    # Subscriptions and their invoices

    def new_subscription(
        self,
        customer: dict[str, Any],
        plan: Plan,
        metadata: dict[str, str],
        now: datetime,
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """A subscription started and paid now, and its first invoice."""
        subscription_id = new_id("sub_test_")
        subscription = {
            "id": subscription_id,
            "object": "subscription",
            "billing_cycle_anchor": _stamp(now),
            "cancel_at": None,
            "cancel_at_period_end": False,
            "canceled_at": None,
            "collection_method": "charge_automatically",
            "created": _stamp(now),
            "currency": CURRENCY,
            "customer": customer["id"],
            "ended_at": None,
            "items": {
                "object": "list",
                "data": [
                    {
                        "id": new_id("si_test_"),
                        "object": "subscription_item",
                        "created": _stamp(now),
                        "current_period_end": _stamp(period_end_after(now, plan, now)),
                        "current_period_start": _stamp(now),
                        "metadata": {},
                        "price": self.price(plan),
                        "quantity": 1,
                        "subscription": subscription_id,
                    }
                ],
                "has_more": False,
                "total_count": 1,
                "url": f"/v1/subscription_items?subscription={subscription_id}",
            },
            "latest_invoice": None,
            "livemode": False,
            "metadata": dict(metadata),
            "start_date": _stamp(now),
            "status": SubscriptionStatus.active.value,
        }
        invoice = self.new_invoice(customer, subscription, "subscription_create", now, paid=True)
        subscription["latest_invoice"] = invoice["id"]
        self.add(subscription)
        return subscription, invoice

    def new_invoice(
        self,
        customer: dict[str, Any],
        subscription: dict[str, Any],
        reason: str,
        now: datetime,
        *,
        paid: bool,
    ) -> dict[str, Any]:
        """The invoice of the subscription's current period, paid (or its payment failed)."""
        item = subscription["items"]["data"][0]
        price = item["price"]
        amount = price["unit_amount"] * item["quantity"]
        plan = self.plan(price["id"])
        invoice_id = new_id("in_test_")
        return self.add(
            {
                "id": invoice_id,
                "object": "invoice",
                "amount_due": amount,
                "amount_paid": amount if paid else 0,
                "amount_remaining": 0 if paid else amount,
                "attempt_count": 1,
                "attempted": True,
                "billing_reason": reason,
                "collection_method": "charge_automatically",
                "created": _stamp(now),
                "currency": CURRENCY,
                "customer": customer["id"],
                "customer_email": customer["email"],
                "customer_name": customer["name"],
                "lines": {
                    "object": "list",
                    "data": [
                        {
                            "id": new_id("il_test_"),
                            "object": "line_item",
                            "amount": amount,
                            "currency": CURRENCY,
                            "description": f"{item['quantity']} x {plan.name} (at "
                            f"${plan.price_cents / 100:,.2f} / {plan.interval.value})",
                            "metadata": {},
                            "parent": {
                                "type": "subscription_item_details",
                                "subscription_item_details": {
                                    "invoice_item": None,
                                    "proration": False,
                                    "subscription": subscription["id"],
                                    "subscription_item": item["id"],
                                },
                            },
                            "period": {
                                "end": item["current_period_end"],
                                "start": item["current_period_start"],
                            },
                            "pricing": {
                                "type": "price_details",
                                "price_details": {
                                    "price": price["id"],
                                    "product": price["product"],
                                },
                                "unit_amount_decimal": str(price["unit_amount"]),
                            },
                            "quantity": item["quantity"],
                        }
                    ],
                    "has_more": False,
                    "total_count": 1,
                    "url": f"/v1/invoices/{invoice_id}/lines",
                },
                "livemode": False,
                "metadata": {},
                "parent": {
                    "type": "subscription_details",
                    "quote_details": None,
                    "subscription_details": {
                        "metadata": dict(subscription["metadata"]),
                        "subscription": subscription["id"],
                    },
                },
                "period_end": item["current_period_end"],
                "period_start": item["current_period_start"],
                "status": "paid" if paid else "open",
                "status_transitions": {
                    "finalized_at": _stamp(now),
                    "paid_at": _stamp(now) if paid else None,
                },
                "subtotal": amount,
                "total": amount,
            }
        )

    def renew(
        self, customer: dict[str, Any], subscription: dict[str, Any], now: datetime
    ) -> list[dict[str, Any]]:
        """Every period of `subscription` that began by `now` after its current one, each with
        its paid invoice (a beat that was away for two periods bills both, as Stripe would
        have); `subscription` is changed in place."""
        plan = self.plan(subscription["items"]["data"][0]["price"]["id"])
        anchor = _moment(subscription["billing_cycle_anchor"])
        invoices = []
        item = subscription["items"]["data"][0]
        while (ended := _moment(item["current_period_end"])) <= now:
            item["current_period_start"] = _stamp(ended)
            item["current_period_end"] = _stamp(period_end_after(anchor, plan, ended))
            invoice = self.new_invoice(
                customer, subscription, "subscription_cycle", ended, paid=True
            )
            subscription["latest_invoice"] = invoice["id"]
            invoices.append(invoice)
        return invoices


def _provider_subscription(data: dict[str, Any]) -> ProviderSubscription:
    item = data["items"]["data"][0]
    return ProviderSubscription(
        id=data["id"],
        customer_id=data["customer"],
        status=SubscriptionStatus(data["status"]),
        price_id=item["price"]["id"],
        current_period_end=_moment(item["current_period_end"]),
        cancel_at_period_end=data["cancel_at_period_end"],
        metadata=dict(data["metadata"]),
    )


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
        self._settings = settings
        self._sessionmaker = sessionmaker
        self._webhook_http = webhook_http
        # Every process derives the same secret, so any of them verifies any other's events.
        digest = hmac.new(settings.secret_key.encode(), b"steeple test provider", hashlib.sha256)
        self._webhook_secret = "whsec_test_" + digest.hexdigest()

    def webhook_secret(self) -> str:
        return self._webhook_secret

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[_Objects]:
        """One call's transaction; its events are sent, in order, once it has committed."""
        async with unit_of_work(self._sessionmaker) as session:
            objects = _Objects(session)
            yield objects
            after_commit(session, lambda: self._deliver(objects.events))

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
            created = objects.add(
                objects.checkout_session(request, plan, utcnow(), self._settings.public_url)
            )
            return CheckoutSession(id=created["id"], url=created["url"])

    async def retrieve_subscription(self, subscription_id: str) -> ProviderSubscription:
        async with self._transaction() as objects:
            row = await objects.get(Kind.subscription, subscription_id)
            if row is None:
                raise ProviderError(f"No such subscription: {subscription_id}")
            return _provider_subscription(row.data)

    async def create_portal_session(self, *, customer_id: str, return_url: str) -> str:
        async with self._transaction() as objects:
            await objects.customer(customer_id)
            portal_id = new_id("bps_test_")
            url = f"{self._settings.public_url}/test-payment?portal={portal_id}"
            objects.add(
                {
                    "id": portal_id,
                    "object": "billing_portal.session",
                    "created": _stamp(utcnow()),
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
            return _provider_subscription(row.data)

    async def cancel_now(self, subscription_id: str) -> ProviderSubscription:
        async with self._transaction() as objects:
            row = await self._running_subscription(objects, subscription_id)
            now = utcnow()
            self._end(objects, row, now, canceled_at=now)
            return _provider_subscription(row.data)

    async def _running_subscription(
        self, objects: _Objects, subscription_id: str
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
                raise AppError(409, "session_closed", "This checkout has already ended.")
            if card == "decline":
                raise AppError(402, "card_declined", "Your card was declined.")
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
                raise AppError(409, "session_closed", "This checkout has already ended.")
            if row.data["status"] == "open":
                objects.save(row, row.data | {"status": "expired", "url": None})
                objects.emit("checkout.session.expired", row.data, now)
            cancel_url: str = row.data["cancel_url"]
        return cancel_url

    # The test billing portal (/test-payment?portal=…).

    async def portal_view(self, portal_id: str) -> TestPortalView:
        async with self._transaction() as objects:
            return await self._portal_view(objects, portal_id)

    async def _portal_view(self, objects: _Objects, portal_id: str) -> TestPortalView:
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
                    current_period_end=_moment(item["current_period_end"]),
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
        self, objects: _Objects, portal_id: str, subscription_id: str
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
                    400, "invalid_plan", "Choose the same plan billed at the other interval."
                )
            customer = await objects.customer(row.data["customer"])
            data = copy.deepcopy(row.data)
            item = data["items"]["data"][0]
            item |= {
                "price": objects.price(target),
                "current_period_start": _stamp(now),
                "current_period_end": _stamp(period_end_after(now, target, now)),
            }
            invoice = objects.new_invoice(customer, data, "subscription_update", now, paid=True)
            data |= {
                "billing_cycle_anchor": _stamp(now),
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
        objects: _Objects, row: LocalProviderObject, cancel: bool, now: datetime
    ) -> None:
        if row.data["cancel_at_period_end"] == cancel:
            return
        period_end = row.data["items"]["data"][0]["current_period_end"]
        data = row.data | {
            "cancel_at_period_end": cancel,
            "cancel_at": period_end if cancel else None,
            "canceled_at": _stamp(now) if cancel else None,
        }
        previous = row.data
        objects.save(row, data)
        objects.emit("customer.subscription.updated", data, now, previous)

    @staticmethod
    def _end(
        objects: _Objects, row: LocalProviderObject, ended_at: datetime, canceled_at: datetime
    ) -> None:
        data = row.data | {
            "status": SubscriptionStatus.canceled.value,
            "ended_at": _stamp(ended_at),
            "canceled_at": row.data["canceled_at"] or _stamp(canceled_at),
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
                        <= _stamp(now),
                    )
                )
            )
        renewed = 0
        for subscription_id in due:
            async with self._transaction() as objects:
                renewed += await self._renew_one(objects, subscription_id, now)
        return renewed

    async def _renew_one(self, objects: _Objects, subscription_id: str, now: datetime) -> int:
        row = await objects.locked(Kind.subscription, subscription_id)
        assert row is not None  # the provider deletes nothing
        ends = _moment(row.data["items"]["data"][0]["current_period_end"])
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

    # Delivery

    async def _deliver(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            await self._send(event)

    async def _send(self, event: dict[str, Any]) -> bool:
        """POSTs one event to our webhook, signed now (as Stripe signs each attempt); whether
        it was taken. A failure is logged: the beat tries again."""
        payload = json.dumps(event, separators=(",", ":"))
        headers = {
            "Content-Type": "application/json; charset=utf-8",
            "Stripe-Signature": sign(payload, self._webhook_secret, int(utcnow().timestamp())),
        }
        try:
            response = await self._webhook_http.post(WEBHOOK_PATH, content=payload, headers=headers)
        except httpx.HTTPError as error:
            logger.warning(
                "test provider: %s %s not delivered: %r", event["type"], event["id"], error
            )
            return False
        if not response.is_success:
            logger.warning(
                "test provider: %s %s refused (%s): %s",
                event["type"],
                event["id"],
                response.status_code,
                response.text[:300],
            )
            return False
        async with unit_of_work(self._sessionmaker) as session:
            row = await session.get(LocalProviderObject, event["id"])
            if row is not None:
                _Objects.save(row, row.data | {"pending_webhooks": 0})
        return True

    async def redeliver(self) -> int:
        """Sends again, oldest first, the events our webhook has not taken yet (the server was
        starting or down); how many it took now."""
        moment = utcnow()
        async with self._sessionmaker() as session:
            pending = list(
                await session.scalars(
                    select(LocalProviderObject)
                    .where(
                        LocalProviderObject.kind == Kind.event,
                        LocalProviderObject.data["pending_webhooks"].as_integer() > 0,
                        LocalProviderObject.created_at <= moment - REDELIVER_AFTER,
                        LocalProviderObject.created_at > moment - REDELIVER_FOR,
                    )
                    .order_by(LocalProviderObject.created_at)
                )
            )
        delivered = 0
        for row in pending:
            delivered += await self._send(row.data)
        return delivered


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


def record_customer(
    session: AsyncSession, *, email: str, name: str, metadata: dict[str, str], at: datetime
) -> dict[str, Any]:
    return _Objects(session).new_customer(email, name, metadata, at)


async def recorded_customer(session: AsyncSession, customer_id: str) -> dict[str, Any]:
    return await _Objects(session).customer(customer_id)


def record_subscription(
    session: AsyncSession,
    customer: dict[str, Any],
    plan: Plan,
    metadata: dict[str, str],
    started: datetime,
    now: datetime,
) -> RecordedSubscription:
    """A subscription bought at `started` and renewed every period since, each invoice paid."""
    objects = _Objects(session)
    subscription, first = objects.new_subscription(customer, plan, metadata, started)
    invoices = [first, *objects.renew(customer, subscription, now)]
    return RecordedSubscription(
        _provider_subscription(subscription),
        [
            RecordedInvoice(
                id=invoice["id"],
                amount_cents=invoice["amount_paid"],
                currency=invoice["currency"],
                paid_at=_moment(invoice["status_transitions"]["paid_at"]),
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
    objects = _Objects(session)
    request = CheckoutSessionRequest(
        customer_id=customer["id"],
        price_id=objects.price(plan)["id"],
        mode="payment",
        quantity=1,
        success_url=success_path,
        cancel_url=cancel_path,
        metadata=metadata,
    )
    checkout = objects.checkout_session(request, plan, paid_at, public_url="")
    paid_with = {"payment_intent": new_id("pi_test_")}
    checkout_id: str = objects.add(objects.paid_checkout(checkout, customer, paid_with))["id"]
    return checkout_id
