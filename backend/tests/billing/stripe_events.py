"""Stripe-shaped events (API 2026-10-28.endive), signed with Stripe's scheme, and a provider whose
subscriptions a test holds in memory: what webhook tests need to speak for Stripe."""

import dataclasses
import hashlib
import hmac
import itertools
import json
import secrets
from datetime import datetime
from typing import Any

import httpx

from steeple.billing.models import SubscriptionStatus
from steeple.billing.provider import (
    CheckoutSession,
    CheckoutSessionRequest,
    ProviderError,
    ProviderSubscription,
    UnknownSubscription,
)
from steeple.db import utcnow

Json = dict[str, Any]
_numbers = itertools.count(1)


def new_id(prefix: str) -> str:
    return f"{prefix}{next(_numbers):06d}"


def signature(payload: bytes, secret: str, timestamp: int | None = None) -> str:
    """Stripe's header: t=<unix>,v1=<HMAC-SHA256 of "t.payload" under the secret>."""
    stamp = int(utcnow().timestamp()) if timestamp is None else timestamp
    signed = f"{stamp}.".encode() + payload
    digest = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    return f"t={stamp},v1={digest}"


def encode(event: Json) -> bytes:
    return json.dumps(event, separators=(",", ":")).encode()


async def post_event(
    http: httpx.AsyncClient,
    event: Json,
    secret: str,
    *,
    payload: bytes | None = None,
    timestamp: int | None = None,
) -> httpx.Response:
    """Delivers `event` to the webhook as Stripe would: the body signed with `secret`."""
    body = encode(event) if payload is None else payload
    return await http.post(
        "/api/billing/webhook",
        content=body,
        headers={
            "Content-Type": "application/json; charset=utf-8",
            "Stripe-Signature": signature(body, secret, timestamp),
        },
    )


def event(kind: str, item: Json) -> Json:
    return {
        "id": new_id("evt_fake_"),
        "object": "event",
        "api_version": "2026-10-28.endive",
        "created": int(utcnow().timestamp()),
        "livemode": False,
        "pending_webhooks": 1,
        "type": kind,
        "data": {"object": item},
    }


def subscription_json(subscription: ProviderSubscription) -> Json:
    period_end = subscription.current_period_end
    return {
        "id": subscription.id,
        "object": "subscription",
        "customer": subscription.customer_id,
        "status": subscription.status.value,
        "cancel_at_period_end": subscription.cancel_at_period_end,
        "metadata": dict(subscription.metadata),
        "items": {
            "object": "list",
            "data": [
                {
                    "id": f"si_{subscription.id}",
                    "object": "subscription_item",
                    "price": {"id": subscription.price_id, "object": "price"},
                    "quantity": 1,
                    "current_period_end": int(period_end.timestamp()) if period_end else None,
                }
            ],
        },
    }


def subscription_event(kind: str, subscription: ProviderSubscription) -> Json:
    return event(kind, subscription_json(subscription))


def checkout_completed(
    *,
    mode: str,
    metadata: dict[str, str],
    subscription_id: str | None = None,
    amount: int = 0,
    payment_status: str = "paid",
    session_id: str | None = None,
) -> Json:
    return event(
        "checkout.session.completed",
        {
            "id": session_id or new_id("cs_fake_"),
            "object": "checkout.session",
            "mode": mode,
            "status": "complete",
            "payment_status": payment_status,
            "amount_total": amount,
            "currency": "usd",
            "customer": "cus_fake",
            "subscription": subscription_id,
            "metadata": metadata,
        },
    )


def invoice_event(
    kind: str, invoice_id: str, subscription: ProviderSubscription, amount: int
) -> Json:
    paid = kind == "invoice.paid"
    return event(
        kind,
        {
            "id": invoice_id,
            "object": "invoice",
            "customer": subscription.customer_id,
            "status": "paid" if paid else "open",
            "amount_due": amount,
            "amount_paid": amount if paid else 0,
            "currency": "usd",
            "parent": {
                "type": "subscription_details",
                "subscription_details": {
                    "subscription": subscription.id,
                    "metadata": dict(subscription.metadata),
                },
            },
        },
    )


class FakeProvider:
    """A PaymentProvider whose state is what the test says: `subscriptions` is what the provider
    holds now (retrieve_subscription answers from it), `reachable` False makes every call fail."""

    test_mode = True

    def __init__(self) -> None:
        self.secret = "whsec_fake_" + secrets.token_hex(8)
        self.subscriptions: dict[str, ProviderSubscription] = {}
        self.reachable = True
        self.checkouts: list[CheckoutSessionRequest] = []
        self.customers: list[Json] = []
        self.portals: list[Json] = []
        self.calls: list[str] = []

    def webhook_secret(self) -> str:
        return self.secret

    def _call(self, name: str) -> None:
        self.calls.append(name)
        if not self.reachable:
            raise ProviderError("the fake provider is unreachable")

    def put(
        self,
        *,
        price_id: str,
        metadata: dict[str, str],
        period_end: datetime,
        status: SubscriptionStatus = SubscriptionStatus.active,
        subscription_id: str | None = None,
    ) -> ProviderSubscription:
        """A subscription the provider now holds (new, or replacing the one with its id)."""
        subscription = ProviderSubscription(
            id=subscription_id or new_id("sub_fake_"),
            customer_id="cus_fake",
            status=status,
            price_id=price_id,
            current_period_end=period_end,
            cancel_at_period_end=False,
            metadata=metadata,
        )
        self.subscriptions[subscription.id] = subscription
        return subscription

    def change(self, subscription_id: str, **changes: Any) -> ProviderSubscription:
        changed = dataclasses.replace(self.subscriptions[subscription_id], **changes)
        self.subscriptions[subscription_id] = changed
        return changed

    async def create_customer(self, *, email: str, name: str, metadata: dict[str, str]) -> str:
        self._call("create_customer")
        customer_id = new_id("cus_fake_")
        self.customers.append({"id": customer_id, "email": email, "name": name, **metadata})
        return customer_id

    async def create_checkout_session(self, request: CheckoutSessionRequest) -> CheckoutSession:
        self._call("create_checkout_session")
        self.checkouts.append(request)
        session_id = new_id("cs_fake_")
        return CheckoutSession(id=session_id, url=f"https://pay.example/{session_id}")

    async def retrieve_subscription(self, subscription_id: str) -> ProviderSubscription:
        self._call("retrieve_subscription")
        if subscription_id not in self.subscriptions:
            raise UnknownSubscription(f"No such subscription: {subscription_id}")
        return self.subscriptions[subscription_id]

    async def create_portal_session(self, *, customer_id: str, return_url: str) -> str:
        self._call("create_portal_session")
        self.portals.append({"customer": customer_id, "return_url": return_url})
        return f"https://portal.example/{customer_id}"

    async def cancel_at_period_end(self, subscription_id: str) -> ProviderSubscription:
        self._call("cancel_at_period_end")
        return self.change(subscription_id, cancel_at_period_end=True)

    async def cancel_now(self, subscription_id: str) -> ProviderSubscription:
        self._call("cancel_now")
        return self.change(subscription_id, status=SubscriptionStatus.canceled)
