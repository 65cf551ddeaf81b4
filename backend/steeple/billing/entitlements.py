"""Every plan question in one place: "may this actor do that", given what they pay for.

A plan is read from `subscriptions` (filled by billing from the provider's events): only a
subscription in good standing whose period has not ended counts, so a lapsed one grants nothing.
No other module compares plan names.
"""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.actor import Actor
from steeple.billing.catalogue import FREE_TALENT_MONTHLY_APPLICATIONS, PlanRole, plan_by_key
from steeple.billing.models import PostingCredit, Subscription, SubscriptionStatus
from steeple.users.models import User
from steeple.users.roles import Role

# Stripe keeps retrying a failed renewal while past_due: access continues until it gives up.
GOOD_STANDING = (
    SubscriptionStatus.trialing,
    SubscriptionStatus.active,
    SubscriptionStatus.past_due,
)
CHURCH_MONTHLY_POSTINGS = 2
TALENT_ROLES = (Role.speaker, Role.musician)


def counts(subscription: Subscription, now: datetime) -> bool:
    """Whether a subscription grants its plan at `now`."""
    ended = subscription.current_period_end is not None and subscription.current_period_end <= now
    return subscription.status in GOOD_STANDING and not ended


async def _plan_in_force(
    session: AsyncSession, owned: ColumnElement[bool], now: datetime
) -> str | None:
    """The catalogue key of the owner's subscription in good standing and in its period."""
    end = Subscription.current_period_end
    return await session.scalar(
        select(Subscription.plan_key)
        .where(owned, Subscription.status.in_(GOOD_STANDING), end.is_(None) | (end > now))
        .order_by(end.desc())
        .limit(1)
    )


async def church_plan(session: AsyncSession, church_id: uuid.UUID, now: datetime) -> str | None:
    """The catalogue key of the church's plan in force, or None (free)."""
    return await _plan_in_force(session, Subscription.church_id == church_id, now)


async def talent_plan(session: AsyncSession, user_id: uuid.UUID, now: datetime) -> str | None:
    """The catalogue key of a speaker's or musician's Pro plan in force, or None (free)."""
    return await _plan_in_force(session, Subscription.user_id == user_id, now)


async def is_premium_church(session: AsyncSession, church_id: uuid.UUID, now: datetime) -> bool:
    key = await church_plan(session, church_id, now)
    return key is not None and plan_by_key(key).role is PlanRole.church


def grants_pro(subscriptions: Sequence[Subscription], role: Role, now: datetime) -> bool:
    """Whether any of a speaker's or musician's subscriptions gives them Pro at `now`."""
    return any(
        counts(sub, now) and plan_by_key(sub.plan_key).role.value == role for sub in subscriptions
    )


async def is_pro(session: AsyncSession, user: User, now: datetime) -> bool:
    if user.role not in TALENT_ROLES:
        return False
    key = await talent_plan(session, user.id, now)
    return key is not None and plan_by_key(key).role.value == user.role


@dataclass(frozen=True)
class AccountPlan:
    """What the signed-in account holds: the navigation, gates and dashboards show it."""

    plan_key: str | None
    premium: bool  # Church Premium for church members, Pro for speakers and musicians


async def account_plan(
    session: AsyncSession, user: User, church_id: uuid.UUID | None, now: datetime
) -> AccountPlan:
    """`church_id`: the user's church, whose plan its members share."""
    if church_id is not None:
        key = await church_plan(session, church_id, now)
        return AccountPlan(key, key is not None and plan_by_key(key).role is PlanRole.church)
    if user.role in TALENT_ROLES:
        key = await talent_plan(session, user.id, now)
        return AccountPlan(key, key is not None and plan_by_key(key).role.value == user.role)
    return AccountPlan(None, False)


def month_start(now: datetime, timezone: str) -> datetime:
    """The first instant of `now`'s calendar month in `timezone` (quotas reset then)."""
    local = now.astimezone(ZoneInfo(timezone))
    return local.replace(day=1, hour=0, minute=0, second=0, microsecond=0)


async def pack_credits_left(session: AsyncSession, church_id: uuid.UUID, now: datetime) -> int:
    left = await session.scalar(
        select(func.coalesce(func.sum(PostingCredit.quantity - PostingCredit.used), 0)).where(
            PostingCredit.church_id == church_id, PostingCredit.expires_at > now
        )
    )
    return int(left or 0)


async def postings_left(
    session: AsyncSession, church_id: uuid.UUID, now: datetime, *, published_this_month: int
) -> int:
    """Postings a church may still publish: 2 a calendar month with Premium (counted from
    month_start in the church's timezone by the caller), plus unexpired pack credits. A church
    without Premium may not publish at all (the premium gate)."""
    if not await is_premium_church(session, church_id, now):
        return 0
    monthly = max(0, CHURCH_MONTHLY_POSTINGS - published_this_month)
    return monthly + await pack_credits_left(session, church_id, now)


async def applications_left(
    session: AsyncSession, user: User, now: datetime, *, applied_this_month: int
) -> int | None:
    """Applications a speaker or musician may still send this calendar month; None: unlimited."""
    if await is_pro(session, user, now):
        return None
    return max(0, FREE_TALENT_MONTHLY_APPLICATIONS - applied_this_month)


async def _viewer_is_premium_church(
    session: AsyncSession, viewer: Actor | None, now: datetime
) -> bool:
    return (
        viewer is not None
        and viewer.church_id is not None
        and await is_premium_church(session, viewer.church_id, now)
    )


async def may_see_talent_contact(
    session: AsyncSession, viewer: Actor | None, talent_id: uuid.UUID, now: datetime
) -> bool:
    """Spec 01 §2: a talent's contact details are for themselves and for premium churches."""
    if viewer is not None and viewer.id == talent_id:
        return True
    return await _viewer_is_premium_church(session, viewer, now)


async def may_see_church_contact(
    session: AsyncSession, viewer: Actor | None, church_id: uuid.UUID, now: datetime
) -> bool:
    """A church's contact details are for its own members and for premium churches."""
    if viewer is not None and viewer.is_member_of(church_id):
        return True
    return await _viewer_is_premium_church(session, viewer, now)


async def may_start_conversation(
    session: AsyncSession,
    sender: Actor,
    recipient: User,
    now: datetime,
    *,
    prior_contact: bool,
) -> bool:
    """A premium church may write any speaker or musician; talent may write a church that wrote
    them or whose opportunity they applied to (`prior_contact`, which messaging works out)."""
    if recipient.role in TALENT_ROLES and await _viewer_is_premium_church(session, sender, now):
        return True
    return sender.role in TALENT_ROLES and recipient.role == Role.church and prior_contact
