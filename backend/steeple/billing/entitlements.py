"""Every plan question in one place: "may this actor do that", given what they pay for.

A plan is read from `subscriptions` (filled by billing from the provider's events): only a
subscription in good standing whose period has not ended counts, so a lapsed one grants nothing.
No other module compares plan names.
"""

import logging
import uuid
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from sqlalchemy import ColumnElement, bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session

from steeple.auth.actor import Actor
from steeple.billing.catalogue import (
    FREE_PLAN_NAME,
    FREE_TALENT_MONTHLY_APPLICATIONS,
    Plan,
    PlanRole,
    find_plan,
)
from steeple.billing.models import PostingCredit, Subscription, SubscriptionStatus
from steeple.churches.models import Church
from steeple.users.models import User
from steeple.users.roles import TALENT_ROLES, Role

logger = logging.getLogger(__name__)

# Stripe keeps retrying a failed renewal while past_due: access continues until it gives up.
GOOD_STANDING = (
    SubscriptionStatus.trialing,
    SubscriptionStatus.active,
    SubscriptionStatus.past_due,
)
CHURCH_MONTHLY_POSTINGS = 2
_OPEN_ENDED = datetime.max.replace(tzinfo=UTC)


def counts(subscription: Subscription, now: datetime) -> bool:
    """Whether a subscription grants its plan at `now`."""
    ended = subscription.current_period_end is not None and subscription.current_period_end <= now
    return subscription.status in GOOD_STANDING and not ended


def subscription_in_force(
    subscriptions: Iterable[Subscription], role: PlanRole, now: datetime
) -> tuple[Subscription, Plan] | None:
    """The subscription of an owner's that grants a plan for `role` at `now` (the one that runs
    longest first), with that plan. A key the catalogue no longer knows grants nothing (and is
    logged)."""
    live = [sub for sub in subscriptions if counts(sub, now)]
    by_end = sorted(live, key=lambda sub: sub.current_period_end or _OPEN_ENDED, reverse=True)
    for subscription in by_end:
        plan = find_plan(subscription.plan_key)
        if plan is None:
            logger.error("subscription %s has an unknown plan key", subscription.id)
        elif plan.role is role:
            return subscription, plan
    return None


def plan_in_force(
    subscriptions: Iterable[Subscription], role: PlanRole, now: datetime
) -> Plan | None:
    """The plan for `role` that one of an owner's subscriptions grants at `now`."""
    found = subscription_in_force(subscriptions, role, now)
    return found[1] if found else None


async def owned_subscriptions(
    session: AsyncSession, owned: ColumnElement[bool]
) -> Sequence[Subscription]:
    # An owner has a handful at most: the rule is applied in Python, in one place (plan_in_force).
    return (await session.scalars(select(Subscription).where(owned))).all()


# Every signed-in page asks for the account's plan (/api/users/me): built once, bound `owner`.
_CHURCH_SUBSCRIPTIONS = select(Subscription).where(Subscription.church_id == bindparam("owner"))
_TALENT_SUBSCRIPTIONS = select(Subscription).where(Subscription.user_id == bindparam("owner"))


async def church_plan(session: AsyncSession, church_id: uuid.UUID, now: datetime) -> Plan | None:
    """The church's Church Premium plan in force, or None (free)."""
    subscriptions = await session.scalars(_CHURCH_SUBSCRIPTIONS, {"owner": church_id})
    return plan_in_force(subscriptions, PlanRole.church, now)


async def talent_plan(session: AsyncSession, user: User, now: datetime) -> Plan | None:
    """A speaker's or musician's Pro plan in force, or None (free)."""
    if user.role not in TALENT_ROLES:
        return None
    subscriptions = await session.scalars(_TALENT_SUBSCRIPTIONS, {"owner": user.id})
    return plan_in_force(subscriptions, PlanRole(user.role), now)


async def is_premium_church(session: AsyncSession, church_id: uuid.UUID, now: datetime) -> bool:
    return await church_plan(session, church_id, now) is not None


async def is_pro(session: AsyncSession, user: User, now: datetime) -> bool:
    return await talent_plan(session, user, now) is not None


def is_pro_while_flushing(session: Session, user: User, now: datetime) -> bool:
    """is_pro for a flush listener (profiles' directory columns): a sync session mid-flush,
    whose subscriptions may still be pending."""
    if user.role not in TALENT_ROLES:
        return False
    stored = session.scalars(select(Subscription).where(Subscription.user_id == user.id))
    subscriptions = [sub for sub in stored if sub not in session.deleted]
    subscriptions += [
        row for row in session.new if isinstance(row, Subscription) and row.user_id == user.id
    ]
    return plan_in_force(subscriptions, PlanRole(user.role), now) is not None


@dataclass(frozen=True)
class AccountPlan:
    """What the signed-in account holds: the navigation, gates and dashboards show it."""

    plan: Plan | None  # Church Premium for church members, Pro for speakers and musicians

    @property
    def key(self) -> str:
        return self.plan.key if self.plan else "free"

    @property
    def name(self) -> str:
        return self.plan.name if self.plan else FREE_PLAN_NAME

    @property
    def premium(self) -> bool:
        return self.plan is not None


async def account_plan(
    session: AsyncSession, user: User, church_id: uuid.UUID | None, now: datetime
) -> AccountPlan:
    """`church_id`: the user's church, whose plan its members share."""
    if church_id is not None:
        return AccountPlan(await church_plan(session, church_id, now))
    return AccountPlan(await talent_plan(session, user, now))


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
    session: AsyncSession,
    church: Church,
    now: datetime,
    published_since: Callable[[datetime], Awaitable[int]],
) -> int:
    """Postings a church may still publish: 2 a calendar month of its own timezone with Premium,
    plus unexpired pack credits; none without Premium (the premium gate). `published_since`
    counts the church's postings published from an instant on (opportunities know how)."""
    if not await is_premium_church(session, church.id, now):
        return 0
    published = await published_since(month_start(now, church.timezone))
    monthly = max(0, CHURCH_MONTHLY_POSTINGS - published)
    return monthly + await pack_credits_left(session, church.id, now)


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
    them or whose opportunity they applied to, and any church (free ones too) may write a speaker
    or musician who applied to its opportunity or wrote to it (`prior_contact`, which messaging
    works out)."""
    if recipient.role in TALENT_ROLES and sender.church_id is not None and prior_contact:
        return True
    if recipient.role in TALENT_ROLES and await _viewer_is_premium_church(session, sender, now):
        return True
    return sender.talent_role is not None and recipient.role == Role.church and prior_contact


def premium_would_allow_conversation(sender: Actor, recipient: User) -> bool:
    """When may_start_conversation refused: whether Church Premium is what `sender` lacks (a
    free church writing a speaker or musician), so the refusal points to the plan."""
    return sender.church_id is not None and recipient.role in TALENT_ROLES
