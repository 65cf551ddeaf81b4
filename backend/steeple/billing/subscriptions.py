"""The provider's subscriptions as `subscriptions` rows: `sync_subscription` is the one place a
provider's subscription becomes our row, from its signed events (billing/webhooks.py) or its own
answer to a cancel call (billing/service.py), one transaction at a time per subscription."""

import logging
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing import entitlements
from steeple.billing.catalogue import Interval, find_plan
from steeple.billing.models import Subscription
from steeple.billing.owners import Owner, owner_exists, owner_from_metadata, tell_owner
from steeple.billing.prices import plan_key_for
from steeple.billing.provider import ProviderSubscription
from steeple.config import Settings
from steeple.i18n import _
from steeple.notifications.models import Priority

logger = logging.getLogger(__name__)


async def hold_subscription(session: AsyncSession, provider_subscription_id: str) -> None:
    """Work on one provider subscription runs one transaction at a time, so a state read from the
    provider earlier is never written over one read later. PostgreSQL: a transaction-scoped
    advisory lock. SQLite lets one transaction write at a time, and a webhook has written its
    event row before it reads the provider, which serves the same end."""
    if (await session.connection()).dialect.name == "postgresql":
        key = func.hashtextextended(provider_subscription_id, 0)
        await session.execute(select(func.pg_advisory_xact_lock(key)))


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
            _("{plan} is active", plan=plan.name),
            _("Thank you: {plan} is active.", plan=plan.name),
            Priority.medium,
        )
    elif was_held and row.status not in entitlements.GOOD_STANDING:
        await tell_owner(
            session,
            owner,
            _("Your {plan} plan has ended", plan=plan.name),
            _("You can subscribe again from the pricing page at any time."),
            Priority.medium,
        )
    return row
