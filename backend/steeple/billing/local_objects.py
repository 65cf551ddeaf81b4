"""The test provider's records (billing/local_provider.py): its customers, checkout and portal
sessions, subscriptions, invoices and events, kept as Stripe's own JSON objects in
billing_local_objects, the billing-cycle arithmetic Stripe does, and the events each change makes.
"""

import calendar
import copy
import secrets
import string
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import stripe
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import flag_modified

from steeple.billing.catalogue import PLANS, Interval, Plan
from steeple.billing.models import LocalProviderObject, SubscriptionStatus
from steeple.billing.prices import TEST_PRICE_PREFIX
from steeple.billing.provider import CheckoutSessionRequest, ProviderError, ProviderSubscription
from steeple.db import lock_row, utcnow

# The events say the API version the SDK reads, as Stripe's do for an account pinned to it.
API_VERSION = stripe.api_version
CURRENCY = "usd"
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


def test_payment_page(return_url: str, query: str) -> str:
    """The test payment page, on the site the buyer comes back to: Stripe's pages live elsewhere,
    but this one is ours, and on another origin the buyer would not be signed in."""
    site = urlsplit(return_url)
    return urlunsplit((site.scheme, site.netloc, "/test-payment", query, ""))


def new_id(prefix: str) -> str:
    """An id like Stripe's test-mode ones (cs_test_…), unguessable: the test pages need no
    sign-in, the id is the bearer, as on Stripe's hosted pages."""
    return prefix + "".join(secrets.choice(_ID_LETTERS) for _ in range(28))


def to_stamp(moment: datetime) -> int:
    """Stripe's times: Unix seconds."""
    return int(moment.timestamp())


def from_stamp(stamp: int) -> datetime:
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


class LocalObjects:
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
            "created": to_stamp(now),
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
                "created": to_stamp(now),
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
        self, request: CheckoutSessionRequest, plan: Plan, now: datetime
    ) -> dict[str, Any]:
        session_id = new_id("cs_test_")
        amount = plan.price_cents * request.quantity
        return {
            "id": session_id,
            "object": "checkout.session",
            "amount_subtotal": amount,
            "amount_total": amount,
            "cancel_url": request.cancel_url,
            "created": to_stamp(now),
            "currency": CURRENCY,
            "customer": request.customer_id,
            "customer_details": None,
            "expires_at": to_stamp(now + timedelta(hours=24)),
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
            "url": test_payment_page(request.success_url, f"session={session_id}"),
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
            "billing_cycle_anchor": to_stamp(now),
            "cancel_at": None,
            "cancel_at_period_end": False,
            "canceled_at": None,
            "collection_method": "charge_automatically",
            "created": to_stamp(now),
            "currency": CURRENCY,
            "customer": customer["id"],
            "ended_at": None,
            "items": {
                "object": "list",
                "data": [
                    {
                        "id": new_id("si_test_"),
                        "object": "subscription_item",
                        "created": to_stamp(now),
                        "current_period_end": to_stamp(period_end_after(now, plan, now)),
                        "current_period_start": to_stamp(now),
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
            "start_date": to_stamp(now),
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
                "created": to_stamp(now),
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
                    "finalized_at": to_stamp(now),
                    "paid_at": to_stamp(now) if paid else None,
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
        anchor = from_stamp(subscription["billing_cycle_anchor"])
        invoices = []
        item = subscription["items"]["data"][0]
        while (ended := from_stamp(item["current_period_end"])) <= now:
            item["current_period_start"] = to_stamp(ended)
            item["current_period_end"] = to_stamp(period_end_after(anchor, plan, ended))
            invoice = self.new_invoice(
                customer, subscription, "subscription_cycle", ended, paid=True
            )
            subscription["latest_invoice"] = invoice["id"]
            invoices.append(invoice)
        return invoices


def as_provider_subscription(data: dict[str, Any]) -> ProviderSubscription:
    """Billing's view of a subscription record (what retrieve_subscription answers)."""
    item = data["items"]["data"][0]
    return ProviderSubscription(
        id=data["id"],
        customer_id=data["customer"],
        status=SubscriptionStatus(data["status"]),
        price_id=item["price"]["id"],
        current_period_end=from_stamp(item["current_period_end"]),
        cancel_at_period_end=data["cancel_at_period_end"],
        metadata=dict(data["metadata"]),
    )
