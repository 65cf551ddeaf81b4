"""Billing as its callers see it: checkout, the billing portal, cancelling, the money-back
guarantee, the account's plan and payment history.

Plans change only from the provider's word: its signed events (billing/webhooks.py), or its own
answer to a cancel call, applied through the same sync_subscription (billing/subscriptions.py).
Nothing a client sends changes a plan. The provider is called before anything is written in the
request's session: the test provider keeps its records in this database, and SQLite lets one
transaction write at a time.
"""

import logging
from collections.abc import Sequence
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.billing import entitlements, policies
from steeple.billing.catalogue import (
    FREE_PLAN_NAME,
    MONEY_BACK_GUARANTEE_DAYS,
    PLANS,
    Interval,
    Plan,
    PlanRole,
    find_plan,
)
from steeple.billing.models import (
    BillingCustomer,
    Payment,
    PaymentStatus,
    Subscription,
    SubscriptionStatus,
)
from steeple.billing.owners import Owner
from steeple.billing.prices import price_id_for
from steeple.billing.provider import (
    CheckoutSessionRequest,
    PaymentProvider,
    ProviderError,
)
from steeple.billing.schemas import (
    CancelIn,
    CheckoutIn,
    CheckoutOut,
    DoneOut,
    PaymentOut,
    PaymentPage,
    PortalIn,
    PortalOut,
    RefundRequestIn,
    SubscriptionInfo,
)
from steeple.billing.subscriptions import hold_subscription, sync_subscription
from steeple.churches.models import Church
from steeple.config import Settings
from steeple.db import insert_or_ignore
from steeple.email.service import enqueue_email
from steeple.i18n import _
from steeple.opportunities import service as opportunities
from steeple.users.models import User
from steeple.web.errors import AppError
from steeple.web.origin import public_link
from steeple.web.pagination import keyset_page, newest_first

logger = logging.getLogger(__name__)

_UNAVAILABLE = "temporarily unavailable. Please try again in a few minutes."
PAYMENTS_UNAVAILABLE = f"Payment service {_UNAVAILABLE}"
PORTAL_UNAVAILABLE = f"Billing portal {_UNAVAILABLE}"
CANCEL_UNAVAILABLE = f"Cancellation service {_UNAVAILABLE}"
# Subscriptions the provider will not bring back: nothing left to cancel.
ENDED = (SubscriptionStatus.canceled, SubscriptionStatus.incomplete_expired)


def unavailable(message: str) -> AppError:
    return AppError(503, "payments_unavailable", message)


# ---- who pays ---------------------------------------------------------------------------------


def account_of(actor: Actor) -> Owner | None:
    """Whose plan the actor holds: their church's (every member shares it) or their own."""
    if actor.church_id is not None:
        return Owner(PlanRole.church, church_id=actor.church_id)
    if actor.talent_role is not None:
        return Owner(PlanRole(actor.talent_role), user_id=actor.id)
    return None


def managed_by(actor: Actor) -> Owner:
    """The billing the actor manages: their church's (admins only) or their own Pro plan."""
    authorize(policies.can_manage_billing(actor))
    owner = account_of(actor)
    assert owner is not None
    return owner


def describe(plan: Plan, boosted_title: str | None = None) -> str:
    """A payment's line in the history: "Church Premium (monthly)", "Featured boost", and a
    boost's with its opportunity's title ("Featured boost: Easter Sunday")."""
    if boosted_title is not None:
        return _("{item}: {title}", item=describe(plan), title=boosted_title)
    if plan.interval is Interval.once:
        return plan.name
    if plan.interval is Interval.month:
        return _("{plan} (monthly)", plan=plan.name)
    return _("{plan} (yearly)", plan=plan.name)


def described(payment: Payment) -> str:
    """The payment's line in the reader's language. The stored line is the English one written
    when it was paid: the plan's words in it are said again, a boosted opportunity's title kept."""
    plan = find_plan(payment.plan_key)
    if plan is None:
        return payment.description
    line = describe(plan)
    if payment.description == line:
        return line
    title = payment.description.removeprefix(f"{line}: ")
    if title == payment.description:
        return payment.description
    return describe(plan, title)


# ---- checkout ---------------------------------------------------------------------------------


def _checkable(actor: Actor, data: CheckoutIn) -> tuple[Plan, Owner]:
    """The catalogue item asked for, if the caller may buy it (role, admin, email, the shape of
    the request)."""
    plan = find_plan(data.price_id)
    if plan is None:
        raise AppError(400, "unknown_price", _("This plan or item does not exist."))
    authorize(policies.can_buy(actor, plan, data.role))
    owner = managed_by(actor)
    expected = "payment" if plan.interval is Interval.once else "subscription"
    if data.mode != expected:
        raise AppError(
            400, "wrong_mode", _("{plan} is bought in {mode} mode.", plan=plan.name, mode=expected)
        )
    if data.quantity != 1:
        raise AppError(400, "bad_quantity", _("The quantity must be 1."))
    if data.coupon_code:
        raise AppError(400, "coupon_not_accepted", _("Enter promotion codes on the checkout page."))
    return plan, owner


async def _purchase_metadata(
    session: AsyncSession, owner: Owner, plan: Plan, data: CheckoutIn, now: datetime
) -> dict[str, str]:
    """What the provider keeps on the checkout session (and the subscription it starts), after
    the rules for buying `plan` now: one plan per role at a time; boosts and packs for premium
    churches, a boost for one of the church's own open opportunities."""
    metadata = {**owner.metadata(), "plan_key": plan.key}
    subscriptions = await entitlements.owned_subscriptions(session, owner.owns(Subscription))
    if plan.interval is not Interval.once:
        in_force = entitlements.plan_in_force(subscriptions, plan.role, now)
        if in_force is not None:
            raise AppError(
                409,
                "already_subscribed",
                _(
                    "You already have {plan}. Change it from your subscription page.",
                    plan=in_force.name,
                ),
            )
        return metadata
    assert owner.church_id is not None  # once-off items are the church's (catalogue)
    premium = entitlements.plan_in_force(subscriptions, PlanRole.church, now) is not None
    authorize(policies.can_buy_extra(plan, premium))
    if data.metadata.type is not None and data.metadata.type != plan.key:
        message = _("The type must be {type}", type=plan.key)
        raise AppError(422, "validation_error", message, {"metadata.type": message})
    metadata["type"] = plan.key
    if plan.key == "featured_boost":
        if data.metadata.opportunity_id is None:
            message = _("Choose the opportunity to feature")
            raise AppError(422, "validation_error", message, {"metadata.opportunity_id": message})
        opportunity = await opportunities.boostable(
            session, owner.church_id, data.metadata.opportunity_id, now
        )
        metadata["opportunity_id"] = str(opportunity.id)
    return metadata


async def _customer_id(session: AsyncSession, owner: Owner) -> str | None:
    return await session.scalar(
        select(BillingCustomer.provider_customer_id).where(owner.owns(BillingCustomer))
    )


async def _new_customer(
    session: AsyncSession, provider: PaymentProvider, actor: Actor, owner: Owner
) -> str:
    if owner.church_id is not None:
        church = await session.get(Church, owner.church_id)
        assert church is not None
        name = church.church_name
    else:
        name = actor.user.full_name
    return await provider.create_customer(
        email=actor.user.email, name=name, metadata=owner.metadata()
    )


async def start_checkout(
    session: AsyncSession,
    provider: PaymentProvider,
    settings: Settings,
    actor: Actor,
    data: CheckoutIn,
    now: datetime,
) -> CheckoutOut:
    plan, owner = _checkable(actor, data)
    metadata = await _purchase_metadata(session, owner, plan, data, now)
    price_id = price_id_for(settings, plan.key)
    if price_id is None:
        raise AppError(
            503,
            "price_not_configured",
            _("Price configuration missing for {role}. Please contact support.", role=plan.role),
        )
    known_customer = await _customer_id(session, owner)
    try:
        customer_id = known_customer or await _new_customer(session, provider, actor, owner)
        checkout = await provider.create_checkout_session(
            CheckoutSessionRequest(
                customer_id=customer_id,
                price_id=price_id,
                mode=data.mode,
                quantity=1,
                success_url=public_link(session, data.success_url),
                cancel_url=public_link(session, data.cancel_url),
                metadata=metadata,
            )
        )
    except ProviderError as error:
        logger.warning("checkout for %s failed at the provider: %s", plan.key, error)
        raise unavailable(PAYMENTS_UNAVAILABLE) from error
    if known_customer is None:
        # Two first checkouts at once: the first customer stored stays the owner's (the other
        # checkout still works; its subscription is named by its metadata).
        await insert_or_ignore(
            session,
            BillingCustomer,
            {
                "church_id": owner.church_id,
                "user_id": owner.user_id,
                "provider_customer_id": customer_id,
            },
        )
    return CheckoutOut(success=True, url=checkout.url, session_id=checkout.id, error=None)


# ---- the billing portal and cancelling --------------------------------------------------------


async def open_portal(
    session: AsyncSession,
    provider: PaymentProvider,
    settings: Settings,
    actor: Actor,
    data: PortalIn,
) -> PortalOut:
    customer_id = await _customer_id(session, managed_by(actor))
    if customer_id is None:
        raise AppError(404, "no_subscription", _("You have no subscription to manage."))
    try:
        url = await provider.create_portal_session(
            customer_id=customer_id, return_url=public_link(session, data.return_url)
        )
    except ProviderError as error:
        logger.warning("the billing portal failed at the provider: %s", error)
        raise unavailable(PORTAL_UNAVAILABLE) from error
    return PortalOut(success=True, url=url, error=None)


async def cancel(
    session: AsyncSession,
    provider: PaymentProvider,
    settings: Settings,
    actor: Actor,
    data: CancelIn,
    now: datetime,
) -> DoneOut:
    """Cancels the owner's subscription at the end of the period paid for."""
    owner = managed_by(actor)
    subscription = await session.scalar(
        select(Subscription).where(
            Subscription.provider_subscription_id == data.subscription_id,
            owner.owns(Subscription),
        )
    )
    if subscription is None:
        raise AppError(404, "not_found", _("Subscription not found"))
    if subscription.cancel_at_period_end or subscription.status in ENDED:
        raise AppError(409, "already_cancelled", _("This subscription is already cancelled."))
    try:
        answer = await provider.cancel_at_period_end(data.subscription_id)
    except ProviderError as error:
        logger.warning("cancelling %s failed at the provider: %s", data.subscription_id, error)
        raise unavailable(CANCEL_UNAVAILABLE) from error
    await hold_subscription(session, answer.id)
    await sync_subscription(session, settings, answer, now)
    return DoneOut(success=True, error=None)


# ---- the money-back guarantee -----------------------------------------------------------------


async def _first_plan_payment(session: AsyncSession, owner: Owner) -> Payment | None:
    """The owner's first paid payment for a plan (not a boost or a pack)."""
    plan_keys = [
        plan.key for plan in PLANS if plan.role is owner.role and plan.interval is not Interval.once
    ]
    return await session.scalar(
        select(Payment)
        .where(
            owner.owns(Payment),
            Payment.status == PaymentStatus.paid,
            Payment.plan_key.in_(plan_keys),
        )
        .order_by(Payment.occurred_at, Payment.id)
        .limit(1)
    )


def refund_window_end(first_payment: Payment | None) -> datetime | None:
    if first_payment is None:
        return None
    return first_payment.occurred_at + timedelta(days=MONEY_BACK_GUARANTEE_DAYS)


def _money(cents: int, currency: str) -> str:
    return f"${cents / 100:,.2f}" if currency.lower() == "usd" else f"{cents / 100:,.2f} {currency}"


def _already_requested() -> AppError:
    return AppError(
        409, "refund_already_requested", _("You have already asked for your money back.")
    )


async def request_refund(
    session: AsyncSession,
    provider: PaymentProvider,
    settings: Settings,
    actor: Actor,
    data: RefundRequestIn,
    now: datetime,
) -> DoneOut:
    """The 10-day money-back guarantee: within 10 days of the owner's first payment for a plan,
    the plan ends at once and support is told by email to refund it. Asked once."""
    owner = managed_by(actor)
    subscriptions = await entitlements.owned_subscriptions(session, owner.owns(Subscription))
    in_force = entitlements.subscription_in_force(subscriptions, owner.role, now)
    latest = in_force[0] if in_force else _latest(subscriptions, owner)
    if latest is not None and latest.refund_requested_at is not None:
        raise _already_requested()
    provider_subscription_id = in_force[0].provider_subscription_id if in_force else None
    if in_force is None or provider_subscription_id is None:
        raise AppError(404, "no_subscription", _("You have no subscription to refund."))
    subscription, plan = in_force
    payment = await _first_plan_payment(session, owner)
    window_end = refund_window_end(payment)
    if payment is None or window_end is None or now >= window_end:
        raise AppError(
            409,
            "refund_window_closed",
            _(
                "The money-back guarantee covers the first {count} days after your first payment.",
                count=MONEY_BACK_GUARANTEE_DAYS,
            ),
        )
    try:
        answer = await provider.cancel_now(provider_subscription_id)
    except ProviderError as error:
        logger.warning("refund cancel of %s failed: %s", provider_subscription_id, error)
        raise unavailable(PAYMENTS_UNAVAILABLE) from error
    await hold_subscription(session, answer.id)
    await session.refresh(subscription)
    if subscription.refund_requested_at is not None:  # asked twice at once
        raise _already_requested()
    await sync_subscription(session, settings, answer, now)
    subscription.refund_requested_at = now
    await enqueue_email(
        session,
        kind="refund_request",
        to=settings.support_email,
        reply_to=actor.user.email,
        context={
            "owner_name": await _owner_name(session, owner),
            "owner_kind": owner.role.value.capitalize(),
            "requester_name": actor.user.full_name,
            "requester_email": actor.user.email,
            "plan": describe(plan),
            "subscription_id": provider_subscription_id,
            "payment_amount": _money(payment.amount_cents, payment.currency),
            "payment_date": payment.occurred_at.strftime("%b %d, %Y %H:%M UTC"),
            "payment_ref": payment.provider_ref,
            "requested_at": now.strftime("%b %d, %Y %H:%M UTC"),
            "reason": data.reason,
        },
    )
    return DoneOut(success=True, error=None)


async def _owner_name(session: AsyncSession, owner: Owner) -> str:
    if owner.church_id is not None:
        church = await session.get(Church, owner.church_id)
        assert church is not None
        return church.church_name
    user = await session.get(User, owner.user_id)
    assert user is not None
    return user.full_name


# ---- what the account holds -------------------------------------------------------------------


async def subscription_info(
    session: AsyncSession, settings: Settings, actor: Actor, now: datetime
) -> SubscriptionInfo:
    """The plan in force for the actor's account (their church's, for its members) and the
    subscription behind it, or the owner's latest one once it has ended."""
    owner = account_of(actor)
    subscriptions = (
        await entitlements.owned_subscriptions(session, owner.owns(Subscription)) if owner else []
    )
    in_force = entitlements.subscription_in_force(subscriptions, owner.role, now) if owner else None
    plan = in_force[1] if in_force else None
    subscription = in_force[0] if in_force else _latest(subscriptions, owner)
    can_manage = owner is not None and (
        owner.church_id is None or actor.is_admin_of(owner.church_id)
    )
    refund_until = None
    if owner is not None and in_force is not None and in_force[0].refund_requested_at is None:
        window_end = refund_window_end(await _first_plan_payment(session, owner))
        refund_until = window_end if window_end is not None and now < window_end else None
    quota = (
        await opportunities.posting_quota(session, actor, now)
        if owner is not None and owner.church_id is not None
        else None
    )
    return SubscriptionInfo(
        plan=plan.key if plan else "free",
        plan_name=plan.name if plan else FREE_PLAN_NAME,
        premium=plan is not None,
        interval=plan.interval if plan else None,
        price_cents=plan.price_cents if plan else None,
        status=subscription.status if subscription else None,
        current_period_end=subscription.current_period_end if subscription else None,
        cancel_at_period_end=subscription.cancel_at_period_end if subscription else False,
        stripe_customer_id=await _customer_id(session, owner) if owner else None,
        stripe_subscription_id=subscription.provider_subscription_id if subscription else None,
        can_manage=can_manage,
        refund_eligible_until=refund_until,
        refund_requested_at=subscription.refund_requested_at if subscription else None,
        postings_left=quota.postings_left if quota else None,
        pack_credits_left=quota.pack_credits_left if quota else None,
        test_mode=settings.payments_test_mode,
    )


def _latest(subscriptions: Sequence[Subscription], owner: Owner | None) -> Subscription | None:
    """The owner's most recent subscription for their role's plans (shown once it has ended)."""
    mine = [
        sub
        for sub in subscriptions
        if owner is not None and (plan := find_plan(sub.plan_key)) and plan.role is owner.role
    ]
    return max(mine, key=lambda sub: sub.created_at, default=None)


async def payments(
    session: AsyncSession, actor: Actor, *, cursor: str | None, limit: int
) -> PaymentPage:
    """The owner's payments, newest first: a church's for its admins only."""
    owner = managed_by(actor)
    rows, next_cursor = await keyset_page(
        session,
        select(Payment).where(owner.owns(Payment)),
        newest_first(Payment.occurred_at, Payment.id),
        cursor=cursor,
        limit=limit,
    )
    return PaymentPage(
        items=[
            PaymentOut.model_validate(row).model_copy(update={"description": described(row)})
            for row in rows
        ],
        next_cursor=next_cursor,
    )
