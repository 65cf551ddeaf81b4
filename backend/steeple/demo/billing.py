"""Demo data for billing: the seeded plans and boosts, bought through the built-in test provider
(its records, billing/local_provider.py) and recorded in billing's rows as its events would have
left them: the customer, the subscription with its provider ids and real period end (the
provider's renewal beat renews it), and a payment for every invoice and boost."""

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.catalogue import Plan, find_plan
from steeple.billing.local_provider import (
    record_customer,
    record_purchase,
    record_subscription,
    recorded_customer,
)
from steeple.billing.models import BillingCustomer, Payment, PaymentStatus, Subscription
from steeple.billing.owners import Owner
from steeple.billing.service import describe
from steeple.churches.models import Church
from steeple.opportunities.models import Opportunity
from steeple.opportunities.service import FEATURED_BOOST_DAYS
from steeple.users.models import User


def _plan(key: str) -> Plan:
    plan = find_plan(key)
    assert plan is not None, key
    return plan


def _metadata(owner: Owner, plan: Plan) -> dict[str, str]:
    """What billing's checkout gives the provider: the owner and the plan."""
    return owner.metadata() | {"plan_key": plan.key}


async def _customer(
    session: AsyncSession, owner: Owner, buyer: User, name: str, at: datetime
) -> dict[str, Any]:
    """The owner's provider customer, made at their first purchase."""
    known = await session.scalar(select(BillingCustomer).where(owner.owns(BillingCustomer)))
    if known is not None:
        return await recorded_customer(session, known.provider_customer_id)
    customer = record_customer(
        session, email=buyer.email, name=name, metadata=owner.metadata(), at=at
    )
    session.add(
        BillingCustomer(
            church_id=owner.church_id,
            user_id=owner.user_id,
            provider_customer_id=customer["id"],
            created_at=at,
        )
    )
    return customer


async def seed_plan(
    session: AsyncSession,
    owner: Owner,
    buyer: User,
    name: str,
    plan_key: str,
    started: datetime,
    now: datetime,
) -> None:
    """`buyer` (a church's admin, or the speaker or musician) bought the plan at `started`, and
    it has renewed every period since."""
    plan = _plan(plan_key)
    customer = await _customer(session, owner, buyer, name, started)
    recorded = record_subscription(session, customer, plan, _metadata(owner, plan), started, now)
    provided = recorded.subscription
    session.add(
        Subscription(
            church_id=owner.church_id,
            user_id=owner.user_id,
            plan_key=plan.key,
            status=provided.status,
            current_period_end=provided.current_period_end,
            cancel_at_period_end=provided.cancel_at_period_end,
            provider_customer_id=provided.customer_id,
            provider_subscription_id=provided.id,
            created_at=started,
        )
    )
    for invoice in recorded.invoices:
        session.add(
            Payment(
                church_id=owner.church_id,
                user_id=owner.user_id,
                plan_key=plan.key,
                description=describe(plan),
                amount_cents=invoice.amount_cents,
                currency=invoice.currency,
                status=PaymentStatus.paid,
                provider_ref=invoice.id,
                occurred_at=invoice.paid_at,
                created_at=invoice.paid_at,
            )
        )
    await session.flush()


async def seed_boost(
    session: AsyncSession, church: Church, admin: User, opportunity: Opportunity
) -> None:
    """The featured boost behind the opportunity's featured_until, bought 14 days before it."""
    assert opportunity.featured_until is not None
    plan = _plan("featured_boost")
    owner = Owner(plan.role, church_id=church.id)
    bought = opportunity.featured_until - timedelta(days=FEATURED_BOOST_DAYS)
    customer = await _customer(session, owner, admin, church.church_name, bought)
    metadata = _metadata(owner, plan) | {"type": plan.key, "opportunity_id": str(opportunity.id)}
    checkout_id = record_purchase(
        session,
        customer,
        plan,
        metadata,
        bought,
        success_path="/dashboard?boost=success",
        cancel_path="/dashboard?boost=cancelled",
    )
    session.add(
        Payment(
            church_id=church.id,
            plan_key=plan.key,
            description=describe(plan, opportunity.title)[:200],
            amount_cents=plan.price_cents,
            currency="usd",
            status=PaymentStatus.paid,
            provider_ref=checkout_id,
            opportunity_id=opportunity.id,
            occurred_at=bought,
            created_at=bought,
        )
    )
    await session.flush()
