"""The provider's signed events: the only way plans, boosts and pack credits change.

Each event is verified on its raw body (Stripe's signature scheme, from Stripe or the test
provider alike), stored under its id and applied in the same transaction, once: a second delivery
of the id finds the row. A subscription is never taken from the event: it is read again from the
provider, so events that arrive late, twice or out of order leave what the provider holds now.
When the provider cannot be reached the transaction rolls back, event row included, and the
provider delivers the event again later. A signed event that cannot be applied as it is answers
deliberately and changes nothing: a field not of the provider's shape is refused (400, nothing
stored), and a subscription the provider does not hold is acknowledged and skipped (logged), so
the provider does not retry it for days.
"""

import logging
import uuid
from datetime import datetime, timedelta
from typing import Any

import stripe
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.catalogue import Interval, PlanRole, find_plan
from steeple.billing.models import (
    Payment,
    PaymentStatus,
    PostingCredit,
    ProviderEvent,
    Subscription,
)
from steeple.billing.owners import Owner, owner_exists, owner_from_metadata, tell_owner
from steeple.billing.provider import PaymentProvider, ProviderError, UnknownSubscription
from steeple.billing.schemas import WebhookReceipt
from steeple.billing.service import PAYMENTS_UNAVAILABLE, describe, unavailable
from steeple.billing.subscriptions import hold_subscription, sync_subscription
from steeple.config import Settings
from steeple.db import insert_or_ignore
from steeple.i18n import _
from steeple.notifications.models import Priority
from steeple.opportunities import service as opportunities
from steeple.opportunities.models import Opportunity
from steeple.web.errors import AppError

logger = logging.getLogger(__name__)

SUBSCRIPTION_EVENTS = (
    "customer.subscription.created",
    "customer.subscription.updated",
    "customer.subscription.deleted",
)
INVOICE_EVENTS = ("invoice.paid", "invoice.payment_failed")
CHECKOUT_COMPLETED = "checkout.session.completed"
POSTING_PACK_SIZE = 3
POSTING_PACK_DAYS = 365

Json = dict[str, Any]


def verified_event(payload: bytes, signature: str | None, secret: str) -> Json:
    """The event, if the signature is the provider's for this very body (and recent)."""
    try:
        event = stripe.Webhook.construct_event(payload, signature or "", secret)
        body: Json = event.to_dict()
    except stripe.SignatureVerificationError as error:
        raise AppError(400, "bad_signature", _("The webhook signature is not valid.")) from error
    except (ValueError, TypeError, AttributeError) as error:
        raise AppError(400, "bad_event", _("The webhook body is not an event.")) from error
    data = body.get("data")
    if (
        not isinstance(body.get("id"), str)
        or not isinstance(body.get("type"), str)
        or not isinstance(data, dict)
        or not isinstance(data.get("object"), dict)
    ):
        raise AppError(400, "bad_event", _("The webhook body is not an event."))
    return body


class MalformedField(Exception):
    """A field of a signed event that is not of the shape the provider sends."""

    def __init__(self, field: str) -> None:
        super().__init__(field)
        self.field = field


def _object(item: Json, key: str) -> Json:
    """A nested object (`metadata`, `parent`): absent or null is empty."""
    value = item.get(key)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise MalformedField(key)
    return value


def _metadata(item: Json) -> dict[str, str]:
    """Metadata as the provider keeps it: text keys and text values."""
    metadata = _object(item, "metadata")
    if not all(isinstance(value, str) for value in metadata.values()):
        raise MalformedField("metadata")
    return metadata


def _cents(item: Json, key: str) -> int:
    """An amount in cents (absent or null: 0)."""
    value = item.get(key)
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise MalformedField(key)
    return value


async def receive(
    session: AsyncSession,
    provider: PaymentProvider,
    settings: Settings,
    payload: bytes,
    signature: str | None,
    now: datetime,
) -> WebhookReceipt:
    event = verified_event(payload, signature, provider.webhook_secret())
    event_id: str = event["id"][:100]
    event_type: str = event["type"]
    if not await insert_or_ignore(
        session,
        ProviderEvent,
        {"id": event_id, "type": event_type[:100], "received_at": now},
        ["id"],
    ):
        return WebhookReceipt(received=True, duplicate=True)
    item: Json = event["data"]["object"]
    try:
        if event_type == CHECKOUT_COMPLETED:
            await _checkout_completed(session, provider, settings, item, now)
        elif event_type in SUBSCRIPTION_EVENTS:
            await refresh_subscription(session, provider, settings, _text(item.get("id")), now)
        elif event_type in INVOICE_EVENTS:
            await _invoice(session, provider, settings, item, event_type == "invoice.paid", now)
        else:
            logger.info("webhook event %s (%s) stored, not handled", event_id, event_type)
    except MalformedField as malformed:
        # Raised: the transaction rolls back, event row included, and nothing has changed.
        logger.warning(
            "webhook event %s (%s) refused: its %s is malformed",
            event_id,
            event_type,
            malformed.field,
        )
        message = _(
            "The event's {field} is not of the shape the provider sends.", field=malformed.field
        )
        raise AppError(400, "bad_event", message) from malformed
    return WebhookReceipt(received=True, duplicate=False)


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


async def refresh_subscription(
    session: AsyncSession,
    provider: PaymentProvider,
    settings: Settings,
    subscription_id: str | None,
    now: datetime,
) -> Subscription | None:
    """Our row of the subscription, made to say what the provider says now; None when there is
    none to make (logged): the provider does not hold it (deleted there), or it is not ours."""
    if subscription_id is None:
        logger.error("a subscription event without a subscription id")
        return None
    await hold_subscription(session, subscription_id)
    try:
        current = await provider.retrieve_subscription(subscription_id)
    except UnknownSubscription:
        logger.warning("subscription %s is not the provider's: event skipped", subscription_id)
        return None
    except ProviderError as error:
        logger.warning("reading subscription %s failed: %s", subscription_id, error)
        raise unavailable(PAYMENTS_UNAVAILABLE) from error
    return await sync_subscription(session, settings, current, now)


async def _checkout_completed(
    session: AsyncSession, provider: PaymentProvider, settings: Settings, item: Json, now: datetime
) -> None:
    if item.get("mode") == "subscription":
        await refresh_subscription(
            session, provider, settings, _text(item.get("subscription")), now
        )
    elif item.get("mode") == "payment" and item.get("payment_status") == "paid":
        await _purchase(session, item, now)


async def _purchase(session: AsyncSession, item: Json, now: datetime) -> None:
    """A featured boost or a posting pack paid for at checkout: applied once per checkout
    session, however many events report it."""
    checkout_id = _text(item.get("id"))
    metadata = _metadata(item)
    amount = _cents(item, "amount_total")
    plan = find_plan(str(metadata.get("type", "")))
    owner = owner_from_metadata(metadata, PlanRole.church)
    if (
        checkout_id is None
        or plan is None
        or plan.interval is not Interval.once
        or owner is None
        or not await owner_exists(session, owner)
    ):
        logger.error("paid checkout %s names nothing we sell to a church of ours", checkout_id)
        return
    description = describe(plan)
    opportunity_id = None
    if plan.key == "featured_boost":
        opportunity = await _boosted(session, owner, metadata)
        if opportunity is not None:
            opportunity_id = opportunity.id
            description = describe(plan, opportunity.title)[:200]
    if not await insert_or_ignore(
        session,
        Payment,
        {
            "church_id": owner.church_id,
            "plan_key": plan.key,
            "description": description,
            "amount_cents": amount,
            "currency": str(item.get("currency") or "usd")[:3],
            "status": PaymentStatus.paid,
            "provider_ref": checkout_id,
            "opportunity_id": opportunity_id,
            "occurred_at": now,
        },
        ["provider_ref"],
    ):
        return  # this checkout was applied already
    if plan.key == "featured_boost":
        if opportunity_id is not None:
            await opportunities.feature(session, opportunity_id, now)
    else:
        assert owner.church_id is not None
        session.add(
            PostingCredit(
                church_id=owner.church_id,
                quantity=POSTING_PACK_SIZE,
                expires_at=now + timedelta(days=POSTING_PACK_DAYS),
                provider_payment_id=checkout_id,
            )
        )
        await session.flush()


async def _boosted(
    session: AsyncSession, owner: Owner, metadata: dict[str, str]
) -> Opportunity | None:
    """The church's opportunity the boost was bought for (None, logged, if it is gone)."""
    try:
        opportunity = await session.get(Opportunity, uuid.UUID(str(metadata.get("opportunity_id"))))
    except ValueError:
        opportunity = None
    if opportunity is None or opportunity.church_id != owner.church_id:
        logger.error("a boost was paid for an opportunity no longer there: %s", metadata)
        return None
    return opportunity


def _invoice_subscription(item: Json) -> str | None:
    """The subscription an invoice bills (API 2026: under parent.subscription_details)."""
    details = _object(_object(item, "parent"), "subscription_details")
    return _text(details.get("subscription"))


async def _invoice(
    session: AsyncSession,
    provider: PaymentProvider,
    settings: Settings,
    item: Json,
    paid: bool,
    now: datetime,
) -> None:
    """A plan's invoice paid or failed: the subscription read again, and the payment recorded
    (paid is final: a late "failed" for an invoice since paid changes nothing)."""
    invoice_id = _text(item.get("id"))
    subscription_id = _invoice_subscription(item)
    amount = _cents(item, "amount_paid" if paid else "amount_due")
    if invoice_id is None or subscription_id is None:
        logger.info("invoice %s bills no subscription: ignored", invoice_id)
        return
    subscription = await refresh_subscription(session, provider, settings, subscription_id, now)
    plan = find_plan(subscription.plan_key) if subscription else None
    if subscription is None or plan is None:
        return
    status = PaymentStatus.paid if paid else PaymentStatus.failed
    # The subscription is held (hold_subscription): its invoices are written one at a time.
    payment = await session.scalar(select(Payment).where(Payment.provider_ref == invoice_id))
    if payment is None:
        session.add(
            Payment(
                church_id=subscription.church_id,
                user_id=subscription.user_id,
                plan_key=plan.key,
                description=describe(plan),
                amount_cents=amount,
                currency=str(item.get("currency") or "usd")[:3],
                status=status,
                provider_ref=invoice_id,
                occurred_at=now,
            )
        )
        await session.flush()
        if not paid:
            owner = Owner(plan.role, church_id=subscription.church_id, user_id=subscription.user_id)
            await tell_owner(
                session,
                owner,
                _("Payment failed"),
                _(
                    "We could not take the payment for {plan}. Update your card from Manage "
                    "Billing to keep your plan.",
                    plan=plan.name,
                ),
                Priority.high,
            )
    elif paid and payment.status != PaymentStatus.paid:
        payment.status = PaymentStatus.paid
        payment.amount_cents = amount
        payment.occurred_at = now
        await session.flush()
