"""Billing as its callers see it: checkout, the billing portal, cancelling, the money-back
guarantee, the account's plan and payment history, and `sync_subscription`, the one place a
provider's subscription becomes a `subscriptions` row.

Plans change only from the provider's word: its signed events (billing/webhooks.py), or its own
answer to a cancel call, applied through the same sync_subscription. Nothing a client sends
changes a plan. The provider is called before anything is written in the request's session: the
test provider keeps its records in this database, and SQLite lets one transaction write at a time.
"""

import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.actor import Actor
from steeple.billing import entitlements
from steeple.billing.catalogue import (
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
from steeple.billing.prices import plan_key_for, price_id_for
from steeple.billing.provider import (
    CheckoutSessionRequest,
    PaymentProvider,
    ProviderError,
    ProviderSubscription,
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
from steeple.churches.models import Church, ChurchMember, MemberRole
from steeple.config import Settings
from steeple.db import Base
from steeple.email.service import enqueue_email
from steeple.notifications.models import NotificationType, Priority
from steeple.notifications.service import notify
from steeple.opportunities import service as opportunities
from steeple.users.models import User
from steeple.users.roles import TALENT_ROLES, Role
from steeple.web.errors import AppError
from steeple.web.pagination import keyset_page, newest_first

logger = logging.getLogger(__name__)

_UNAVAILABLE = "temporarily unavailable. Please try again in a few minutes."
PAYMENTS_UNAVAILABLE = f"Payment service {_UNAVAILABLE}"
PORTAL_UNAVAILABLE = f"Billing portal {_UNAVAILABLE}"
CANCEL_UNAVAILABLE = f"Cancellation service {_UNAVAILABLE}"
NOT_CHURCH_ADMIN = "Only your church's admins manage its billing."
# Subscriptions the provider will not bring back: nothing left to cancel.
ENDED = (SubscriptionStatus.canceled, SubscriptionStatus.incomplete_expired)
SUBSCRIPTION_PAGE = "/subscription"


def unavailable(message: str) -> AppError:
    return AppError(503, "payments_unavailable", message)


# ---- who pays ---------------------------------------------------------------------------------

Owned = type[Subscription] | type[Payment] | type[BillingCustomer]


@dataclass(frozen=True)
class Owner:
    """Who pays: a church (Church Premium, boosts and packs) or a speaker or musician (Pro)."""

    role: PlanRole
    church_id: uuid.UUID | None = None
    user_id: uuid.UUID | None = None

    def owns(self, model: Owned) -> ColumnElement[bool]:
        if self.church_id is not None:
            return model.church_id == self.church_id
        return model.user_id == self.user_id

    def metadata(self) -> dict[str, str]:
        """What checkout stores on the provider's session and subscription to name the owner."""
        if self.church_id is not None:
            return {"church_id": str(self.church_id)}
        return {"user_id": str(self.user_id)}


def account_of(actor: Actor) -> Owner | None:
    """Whose plan the actor holds: their church's (every member shares it) or their own."""
    if actor.church_id is not None:
        return Owner(PlanRole.church, church_id=actor.church_id)
    if actor.role in TALENT_ROLES:
        return Owner(PlanRole(actor.role), user_id=actor.id)
    return None


def managed_by(actor: Actor) -> Owner:
    """The billing the actor manages: their church's (admins only) or their own Pro plan."""
    if actor.role == Role.church or actor.church_id is not None:
        if actor.church_id is None or not actor.is_admin_of(actor.church_id):
            raise AppError(403, "not_church_admin", NOT_CHURCH_ADMIN)
        return Owner(PlanRole.church, church_id=actor.church_id)
    owner = account_of(actor)
    if owner is None:
        raise AppError(403, "wrong_role", "Choose your account type before you manage billing.")
    return owner


def owner_from_metadata(metadata: dict[str, str], role: PlanRole) -> Owner | None:
    """The owner checkout named on a provider's object, for a plan of `role`; None when the
    metadata names no owner of that kind (logged by the caller)."""
    key = "church_id" if role is PlanRole.church else "user_id"
    try:
        owner_id = uuid.UUID(metadata.get(key, ""))
    except ValueError:
        return None
    if role is PlanRole.church:
        return Owner(role, church_id=owner_id)
    return Owner(role, user_id=owner_id)


async def owner_exists(session: AsyncSession, owner: Owner) -> bool:
    if owner.church_id is not None:
        return await session.get(Church, owner.church_id) is not None
    user = await session.get(User, owner.user_id)
    return user is not None and user.role == owner.role


async def recipients(session: AsyncSession, owner: Owner) -> list[uuid.UUID]:
    """Who hears about the owner's billing: a church's admins, or the speaker or musician."""
    if owner.church_id is None:
        assert owner.user_id is not None
        return [owner.user_id]
    admins = await session.scalars(
        select(ChurchMember.user_id).where(
            ChurchMember.church_id == owner.church_id, ChurchMember.role == MemberRole.admin
        )
    )
    return list(admins)


async def tell_owner(
    session: AsyncSession, owner: Owner, subject: str, message: str, priority: Priority
) -> None:
    for recipient_id in await recipients(session, owner):
        await notify(
            session,
            recipient_id=recipient_id,
            type=NotificationType.system,
            priority=priority,
            subject=subject,
            message=message,
            sender=None,
            metadata={"link": SUBSCRIPTION_PAGE},
        )


async def insert_new(session: AsyncSession, model: type[Base], **values: Any) -> bool:
    """Inserts a row unless one with the same unique key exists (a repeated report); whether it
    was new. A concurrent insert of the same key waits for the other, then does nothing."""
    dialect = (await session.connection()).dialect.name
    insert = postgresql_insert if dialect == "postgresql" else sqlite_insert
    result = await session.execute(insert(model).values(**values).on_conflict_do_nothing())
    return bool(result.rowcount)  # type: ignore[attr-defined]


# ---- the provider's subscriptions -------------------------------------------------------------


async def hold_subscription(session: AsyncSession, provider_subscription_id: str) -> None:
    """Work on one provider subscription runs one transaction at a time, so a state read from the
    provider earlier is never written over one read later. PostgreSQL: a transaction-scoped
    advisory lock. SQLite lets one transaction write at a time, and a webhook has written its
    event row before it reads the provider, which serves the same end."""
    if (await session.connection()).dialect.name == "postgresql":
        key = func.hashtextextended(provider_subscription_id, 0)
        await session.execute(select(func.pg_advisory_xact_lock(key)))


def describe(plan: Plan) -> str:
    """A payment's line in the history: "Church Premium (monthly)", "Featured boost"."""
    if plan.interval is Interval.once:
        return plan.name
    return f"{plan.name} ({'monthly' if plan.interval is Interval.month else 'yearly'})"


async def sync_subscription(
    session: AsyncSession, settings: Settings, current: ProviderSubscription, now: datetime
) -> Subscription | None:
    """Makes our row of a provider subscription say what the provider says now (the caller holds
    it: hold_subscription). The owner is the one checkout named in its metadata; the plan comes
    from its price. An unknown price or owner changes nothing and is logged. The owner hears when
    a plan starts or ends."""
    plan_key = plan_key_for(settings, current.price_id)
    plan = find_plan(plan_key) if plan_key else None
    if plan is None or plan.interval is Interval.once:
        logger.error("subscription %s has a price we do not sell", current.id)
        return None
    row = await session.scalar(
        select(Subscription).where(Subscription.provider_subscription_id == current.id)
    )
    if row is None:
        owner = owner_from_metadata(current.metadata, plan.role)
        if owner is None or not await owner_exists(session, owner):
            logger.error("subscription %s names no %s owner of ours", current.id, plan.role)
            return None
        row = Subscription(
            church_id=owner.church_id,
            user_id=owner.user_id,
            provider_subscription_id=current.id,
            cancel_at_period_end=False,
        )
        session.add(row)
        was_held = False
    else:
        owner = Owner(plan.role, church_id=row.church_id, user_id=row.user_id)
        was_held = row.status in entitlements.GOOD_STANDING
    row.plan_key = plan.key
    row.status = current.status
    row.current_period_end = current.current_period_end
    row.cancel_at_period_end = current.cancel_at_period_end
    row.provider_customer_id = current.customer_id
    await session.flush()
    # Told when the provider starts or ends it (a period running out is followed by its end).
    if not was_held and entitlements.counts(row, now):
        await tell_owner(
            session,
            owner,
            f"{plan.name} is active",
            f"Thank you: {plan.name} is active.",
            Priority.medium,
        )
    elif was_held and row.status not in entitlements.GOOD_STANDING:
        await tell_owner(
            session,
            owner,
            f"Your {plan.name} plan has ended",
            "You can subscribe again from the pricing page at any time.",
            Priority.medium,
        )
    return row


# ---- checkout ---------------------------------------------------------------------------------


def _checkable(actor: Actor, data: CheckoutIn) -> tuple[Plan, Owner]:
    """The catalogue item asked for, if the caller may buy it (role, admin, email, the shape of
    the request)."""
    plan = find_plan(data.price_id)
    if plan is None:
        raise AppError(400, "unknown_price", "This plan or item does not exist.")
    if actor.role is None or data.role != actor.role or plan.role.value != actor.role.value:
        raise AppError(403, "wrong_role", f"{plan.name} is not for your account.")
    owner = managed_by(actor)
    if not actor.user.email_verified:
        raise AppError(403, "email_unverified", "Verify your email address before you pay.")
    expected = "payment" if plan.interval is Interval.once else "subscription"
    if data.mode != expected:
        raise AppError(400, "wrong_mode", f"{plan.name} is bought in {expected} mode.")
    if data.quantity != 1:
        raise AppError(400, "bad_quantity", "The quantity must be 1.")
    if data.coupon_code:
        raise AppError(400, "coupon_not_accepted", "Enter promotion codes on the checkout page.")
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
                f"You already have {in_force.name}. Change it from your subscription page.",
            )
        return metadata
    assert owner.church_id is not None  # once-off items are the church's (catalogue)
    if entitlements.plan_in_force(subscriptions, PlanRole.church, now) is None:
        raise AppError(403, "premium_required", f"{plan.name} needs Church Premium.")
    if data.metadata.type is not None and data.metadata.type != plan.key:
        message = f"The type must be {plan.key}"
        raise AppError(422, "validation_error", message, {"metadata.type": message})
    metadata["type"] = plan.key
    if plan.key == "featured_boost":
        if data.metadata.opportunity_id is None:
            message = "Choose the opportunity to feature"
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
            f"Price configuration missing for {plan.role}. Please contact support.",
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
                success_url=settings.public_url + data.success_url,
                cancel_url=settings.public_url + data.cancel_url,
                metadata=metadata,
            )
        )
    except ProviderError as error:
        logger.warning("checkout for %s failed at the provider: %s", plan.key, error)
        raise unavailable(PAYMENTS_UNAVAILABLE) from error
    if known_customer is None:
        # Two first checkouts at once: the first customer stored stays the owner's (the other
        # checkout still works; its subscription is named by its metadata).
        await insert_new(
            session,
            BillingCustomer,
            church_id=owner.church_id,
            user_id=owner.user_id,
            provider_customer_id=customer_id,
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
        raise AppError(404, "no_subscription", "You have no subscription to manage.")
    try:
        url = await provider.create_portal_session(
            customer_id=customer_id, return_url=settings.public_url + data.return_url
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
        raise AppError(404, "not_found", "Subscription not found")
    if subscription.cancel_at_period_end or subscription.status in ENDED:
        raise AppError(409, "already_cancelled", "This subscription is already cancelled.")
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
    return AppError(409, "refund_already_requested", "You have already asked for your money back.")


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
        raise AppError(404, "no_subscription", "You have no subscription to refund.")
    subscription, plan = in_force
    payment = await _first_plan_payment(session, owner)
    window_end = refund_window_end(payment)
    if payment is None or window_end is None or now >= window_end:
        raise AppError(
            409,
            "refund_window_closed",
            "The money-back guarantee covers the first "
            f"{MONEY_BACK_GUARANTEE_DAYS} days after your first payment.",
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
        plan_name=plan.name if plan else "Free",
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
        items=[PaymentOut.model_validate(row) for row in rows], next_cursor=next_cursor
    )
