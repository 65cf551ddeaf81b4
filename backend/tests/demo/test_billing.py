"""The demo's plans and featured boosts, bought through the test payment provider."""

import uuid
from datetime import timedelta

import httpx
from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import ApplicationStatus
from steeple.auth.actor import Actor
from steeple.billing import entitlements
from steeple.billing.catalogue import find_plan
from steeple.billing.local_objects import add_months
from steeple.billing.local_provider import LocalProvider
from steeple.billing.models import (
    BillingCustomer,
    LocalProviderObject,
    Payment,
    Subscription,
    SubscriptionStatus,
)
from steeple.billing.service import describe
from steeple.config import Settings
from steeple.demo.content import (
    CHURCHES,
    DEMO_ADMIN,
    MUSICIANS,
    OPPORTUNITIES,
    SPEAKERS,
)
from steeple.opportunities.models import Opportunity
from tests.conftest import Clock
from tests.demo.support import actor, seed_all

S = ApplicationStatus


async def test_every_seeded_plan_was_bought_through_the_test_provider_and_paid_monthly(
    app: FastAPI, session: AsyncSession, clock: Clock
) -> None:
    await seed_all(app, clock.now)
    plans = list(await session.scalars(select(Subscription)))
    premium = {church.church_name for church in CHURCHES if church.premium_months is not None}
    pro = {talent.full_name for talent in (*SPEAKERS, *MUSICIANS) if talent.pro}
    assert len(plans) == len(premium) + len(pro)
    for plan in plans:
        assert plan.provider_subscription_id and plan.provider_customer_id
        assert plan.status == SubscriptionStatus.active and not plan.cancel_at_period_end
        assert plan.current_period_end is not None
        assert clock.now < plan.current_period_end <= add_months(clock.now, 1)
        customer = await session.scalar(
            select(BillingCustomer).where(
                BillingCustomer.church_id == plan.church_id
                if plan.church_id
                else BillingCustomer.user_id == plan.user_id
            )
        )
        assert customer is not None
        assert customer.provider_customer_id == plan.provider_customer_id
        # One paid invoice a month since it was bought, the last for the period running now.
        paid = list(
            await session.scalars(
                select(Payment)
                .where(Payment.plan_key == plan.plan_key, Payment.opportunity_id.is_(None))
                .where(
                    Payment.church_id == plan.church_id
                    if plan.church_id
                    else Payment.user_id == plan.user_id
                )
                .order_by(Payment.occurred_at)
            )
        )
        assert paid[0].occurred_at == plan.created_at
        assert [row.occurred_at for row in paid] == [
            add_months(plan.created_at, month) for month in range(len(paid))
        ]
        assert add_months(paid[-1].occurred_at, 1) == plan.current_period_end
        catalogued = find_plan(plan.plan_key)
        assert catalogued is not None
        assert {(row.amount_cents, row.status) for row in paid} == {
            (catalogued.price_cents, "paid")
        }
        assert {row.description for row in paid} == {describe(catalogued)}
        invoices = [await session.get(LocalProviderObject, row.provider_ref) for row in paid]
        assert all(
            invoice is not None
            and invoice.kind == "invoice"
            and invoice.data["parent"]["subscription_details"]["subscription"]
            == plan.provider_subscription_id
            for invoice in invoices
        )


async def test_the_provider_holds_the_demo_plans_and_its_renewal_beat_renews_them(
    app: FastAPI, client: httpx.AsyncClient, settings: Settings, clock: Clock
) -> None:
    """At the demo church's period end the test provider renews it, and billing hears it through
    the webhook: the church stays premium and has one more payment."""
    await seed_all(app, clock.now)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as webhook:
        provider = LocalProvider(settings, app.state.sessionmaker, webhook)
        app.state.payment_provider = provider
        church_id = (await _actor_of(app, DEMO_ADMIN.email)).church_id
        assert church_id is not None
        plan, payments = await _church_plan(app, church_id)
        assert plan.provider_subscription_id is not None
        held = await provider.retrieve_subscription(plan.provider_subscription_id)
        assert held.metadata == {"church_id": str(church_id), "plan_key": "church_monthly"}
        assert (held.status, held.current_period_end, held.customer_id) == (
            plan.status,
            plan.current_period_end,
            plan.provider_customer_id,
        )

        assert plan.current_period_end is not None
        clock.now = plan.current_period_end + timedelta(minutes=1)
        assert await provider.renew_due(clock.now) >= 1

    renewed, now_paid = await _church_plan(app, church_id)
    assert renewed.current_period_end == add_months(plan.current_period_end, 1)
    assert len(now_paid) == len(payments) + 1
    assert now_paid[-1].occurred_at == clock.now  # when billing heard of it
    async with app.state.sessionmaker() as session:
        assert await entitlements.is_premium_church(session, church_id, clock.now)


async def _actor_of(app: FastAPI, email: str) -> Actor:
    async with app.state.sessionmaker() as session:
        return await actor(session, email)


async def _church_plan(app: FastAPI, church_id: uuid.UUID) -> tuple[Subscription, list[Payment]]:
    async with app.state.sessionmaker() as session:
        plan = await session.scalar(select(Subscription).where(Subscription.church_id == church_id))
        assert plan is not None
        payments = await session.scalars(
            select(Payment).where(Payment.church_id == church_id).order_by(Payment.occurred_at)
        )
        return plan, [row for row in payments if row.plan_key == plan.plan_key]


async def test_every_featured_opportunity_was_paid_for_through_the_test_provider(
    app: FastAPI, session: AsyncSession, clock: Clock
) -> None:
    await seed_all(app, clock.now)
    featured = list(
        await session.scalars(select(Opportunity).where(Opportunity.featured_until.is_not(None)))
    )
    assert len(featured) == sum(seed.featured is not None for seed in OPPORTUNITIES) >= 1
    for opportunity in featured:
        assert opportunity.featured_until is not None
        payment = await session.scalar(
            select(Payment).where(Payment.opportunity_id == opportunity.id)
        )
        assert payment is not None, opportunity.title
        assert (payment.plan_key, payment.amount_cents, payment.status) == (
            "featured_boost",
            1900,
            "paid",
        )
        assert payment.church_id == opportunity.church_id
        assert payment.description == f"Featured boost: {opportunity.title}"
        assert payment.occurred_at == opportunity.featured_until - timedelta(days=14)
        assert payment.occurred_at < clock.now
        checkout = await session.get(LocalProviderObject, payment.provider_ref)
        assert checkout is not None and checkout.kind == "checkout.session"
        assert (checkout.data["status"], checkout.data["payment_status"]) == ("complete", "paid")
        assert checkout.data["metadata"] == {
            "church_id": str(opportunity.church_id),
            "plan_key": "featured_boost",
            "type": "featured_boost",
            "opportunity_id": str(opportunity.id),
        }
        customer = await session.scalar(
            select(BillingCustomer).where(BillingCustomer.church_id == opportunity.church_id)
        )
        assert customer is not None and checkout.data["customer"] == customer.provider_customer_id
