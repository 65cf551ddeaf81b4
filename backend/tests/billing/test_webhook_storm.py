"""500 webhook deliveries: subscriptions created, upgraded, cancelled, resumed, renewed, failing
and recovering, ended; boosts and packs bought. Delivered shuffled and late, some twice, among
forgeries. At the end billing holds what the provider holds, each event was applied once and
every forgery was refused."""

import random
import uuid
from collections import Counter
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing import entitlements
from steeple.billing.catalogue import PlanRole, find_plan
from steeple.billing.models import (
    Payment,
    PaymentStatus,
    PostingCredit,
    ProviderEvent,
    Subscription,
    SubscriptionStatus,
)
from steeple.billing.prices import plan_key_for, price_id_for
from steeple.billing.provider import ProviderSubscription
from steeple.config import Settings
from steeple.db import utcnow
from steeple.notifications.models import Notification
from steeple.opportunities.models import Opportunity
from steeple.users.roles import Role
from tests.billing.stripe_events import (
    FakeProvider,
    checkout_completed,
    encode,
    invoice_event,
    new_id,
    signature,
    subscription_event,
)
from tests.conftest import Clock
from tests.factories import make_church, make_opportunity, make_user

Json = dict[str, Any]
DELIVERIES = 500
LIVE = (SubscriptionStatus.active, SubscriptionStatus.past_due)


@dataclass
class Owner:
    role: PlanRole
    metadata: dict[str, str]  # what checkout names it by: church_id or user_id
    opportunities: list[uuid.UUID] = field(default_factory=list)

    @property
    def id(self) -> str:
        return owner_id(self.metadata)


def owner_id(metadata: dict[str, str]) -> str:
    return metadata.get("church_id") or metadata["user_id"]


@dataclass
class Storm:
    """The provider's side: what happened, the events it owes, and what they must come to."""

    provider: FakeProvider
    settings: Settings
    clock: Clock
    rng: random.Random
    owners: list[Owner]
    pending: list[Json] = field(default_factory=list)
    invoices: dict[str, tuple[str, int]] = field(default_factory=dict)  # id: (subscription, amount)
    paid_invoices: set[str] = field(default_factory=set)
    failing: dict[str, str] = field(default_factory=dict)  # subscription: its unpaid invoice
    boosts: Counter[uuid.UUID] = field(default_factory=Counter)
    packs: Counter[str] = field(default_factory=Counter)  # church id: packs bought

    def price(self, key: str) -> str:
        price_id = price_id_for(self.settings, key)
        assert price_id is not None
        return price_id

    def live(self) -> list[ProviderSubscription]:
        return [sub for sub in self.provider.subscriptions.values() if sub.status in LIVE]

    def emit(self, *events: Json) -> None:
        self.pending.extend(events)

    def invoice(self, subscription: ProviderSubscription, kind: str, invoice_id: str) -> None:
        plan_key = plan_key_for(self.settings, subscription.price_id)
        plan = find_plan(plan_key or "")
        assert plan is not None
        self.invoices[invoice_id] = (subscription.id, plan.price_cents)
        if kind == "invoice.paid":
            self.paid_invoices.add(invoice_id)
        self.emit(invoice_event(kind, invoice_id, subscription, plan.price_cents))

    def updated(self, subscription: ProviderSubscription) -> None:
        self.emit(subscription_event("customer.subscription.updated", subscription))

    # What customers and Stripe do.

    def subscribe(self) -> None:
        holders = {owner_id(sub.metadata) for sub in self.live()}
        free = [owner for owner in self.owners if owner.id not in holders]
        if not free:
            return
        owner = self.rng.choice(free)
        yearly = self.rng.random() < 0.3
        subscription = self.provider.put(
            price_id=self.price(f"{owner.role}_{'yearly' if yearly else 'monthly'}"),
            metadata=owner.metadata,
            period_end=self.clock.now + timedelta(days=365 if yearly else 30),
        )
        self.emit(
            checkout_completed(
                mode="subscription", metadata=owner.metadata, subscription_id=subscription.id
            ),
            subscription_event("customer.subscription.created", subscription),
        )
        self.invoice(subscription, "invoice.paid", new_id("in_fake_"))

    def upgrade(self, subscription: ProviderSubscription) -> None:
        key = plan_key_for(self.settings, subscription.price_id) or ""
        other = (
            key.replace("monthly", "yearly")
            if "monthly" in key
            else key.replace("yearly", "monthly")
        )
        changed = self.provider.change(
            subscription.id,
            price_id=self.price(other),
            current_period_end=self.clock.now + timedelta(days=365 if "yearly" in other else 30),
        )
        self.updated(changed)
        self.invoice(changed, "invoice.paid", new_id("in_fake_"))

    def set_cancel(self, subscription: ProviderSubscription) -> None:
        flag = not subscription.cancel_at_period_end  # cancel, or resume a cancelled one
        self.updated(self.provider.change(subscription.id, cancel_at_period_end=flag))

    def renew(self, subscription: ProviderSubscription) -> None:
        assert subscription.current_period_end is not None
        renewed = self.provider.change(
            subscription.id, current_period_end=subscription.current_period_end + timedelta(30)
        )
        self.invoice(renewed, "invoice.paid", new_id("in_fake_"))
        self.updated(renewed)

    def fail(self, subscription: ProviderSubscription) -> None:
        if subscription.id in self.failing:
            return
        failed = self.provider.change(subscription.id, status=SubscriptionStatus.past_due)
        invoice_id = new_id("in_fake_")
        self.failing[subscription.id] = invoice_id
        self.invoice(failed, "invoice.payment_failed", invoice_id)
        self.updated(failed)

    def recover(self, subscription: ProviderSubscription) -> None:
        invoice_id = self.failing.pop(subscription.id, None)
        if invoice_id is None:
            return
        recovered = self.provider.change(subscription.id, status=SubscriptionStatus.active)
        self.invoice(recovered, "invoice.paid", invoice_id)
        self.updated(recovered)

    def end(self, subscription: ProviderSubscription) -> None:
        self.failing.pop(subscription.id, None)
        ended = self.provider.change(subscription.id, status=SubscriptionStatus.canceled)
        self.emit(subscription_event("customer.subscription.deleted", ended))

    def buy(self) -> None:
        church = self.rng.choice([owner for owner in self.owners if owner.opportunities])
        if self.rng.random() < 0.5:
            opportunity_id = self.rng.choice(church.opportunities)
            self.boosts[opportunity_id] += 1
            metadata = {
                **church.metadata,
                "type": "featured_boost",
                "opportunity_id": str(opportunity_id),
            }
            self.emit(checkout_completed(mode="payment", amount=1900, metadata=metadata))
        else:
            self.packs[church.metadata["church_id"]] += 1
            metadata = {**church.metadata, "type": "additional_posting_pack"}
            self.emit(checkout_completed(mode="payment", amount=2900, metadata=metadata))

    def step(self) -> None:
        live = self.live()
        move = self.rng.choices(
            ["subscribe", "upgrade", "cancel", "renew", "fail", "recover", "end", "buy"],
            weights=[4 if len(live) < 8 else 1, 2, 2, 3, 2, 2, 1, 2],
        )[0]
        if move == "subscribe" or not live:
            self.subscribe()
        elif move == "buy":
            self.buy()
        else:
            target = self.rng.choice(live)
            actions = {
                "upgrade": self.upgrade,
                "cancel": self.set_cancel,
                "renew": self.renew,
                "fail": self.fail,
                "recover": self.recover,
                "end": self.end,
            }
            actions[move](target)


def forgery(rng: random.Random, genuine: Json, secret: str) -> tuple[bytes, str]:
    """A body and signature header no provider sent: signed with another secret, a body changed
    after signing, or a genuine one replayed after Stripe's 5 minutes."""
    kind = rng.choice(["other_secret", "tampered", "too_old", "invented"])
    if kind == "other_secret":
        body = encode({**genuine, "id": new_id("evt_forged_")})
        return body, signature(body, "whsec_attacker")
    if kind == "tampered":
        original = encode(genuine)
        changed = {**genuine, "id": new_id("evt_forged_"), "type": "customer.subscription.deleted"}
        return encode(changed), signature(original, secret)
    if kind == "too_old":
        body = encode(genuine)
        return body, signature(body, secret, int(utcnow().timestamp()) - 600)
    invented = {
        **genuine,
        "id": new_id("evt_forged_"),
        "type": "checkout.session.completed",
        "data": {
            "object": {
                "id": new_id("cs_forged_"),
                "mode": "payment",
                "payment_status": "paid",
                "metadata": {"type": "additional_posting_pack"},
            }
        },
    }
    body = encode(invented)
    return body, signature(body, secret)[:-4] + "beef"


async def make_owners(session: AsyncSession, clock: Clock) -> list[Owner]:
    owners = []
    for number in range(6):
        church = await make_church(session, name=f"Storm Church {number}")
        opportunities = [
            (await make_opportunity(session, church, clock.now, title=f"Event {i}")).id
            for i in range(2)
        ]
        owners.append(Owner(PlanRole.church, {"church_id": str(church.id)}, opportunities))
    for number in range(6):
        role = Role.speaker if number % 2 else Role.musician
        user = await make_user(session, role=role)
        owners.append(Owner(PlanRole(role), {"user_id": str(user.id)}))
    return owners


async def test_500_events_shuffled_repeated_and_forged_leave_what_the_provider_holds(
    app: FastAPI,
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    session: AsyncSession,
) -> None:
    rng = random.Random(20261122)  # noqa: S311 (a repeatable storm, not secrets)
    async with session.begin():
        owners = await make_owners(session, clock)
    storm = Storm(fake_provider, settings, clock, rng, owners)
    secret = fake_provider.secret
    delivered: dict[str, int] = {}  # event id: how often it was delivered
    first_invoice_kind: dict[str, str] = {}
    forged = 0
    sent = 0

    async def deliver(body: bytes, header: str) -> httpx.Response:
        nonlocal sent
        sent += 1
        return await client.post(
            "/api/billing/webhook", content=body, headers={"Stripe-Signature": header}
        )

    async def deliver_genuine(genuine: Json) -> None:
        response = await deliver(encode(genuine), signature(encode(genuine), secret))
        assert response.status_code == 200, response.text
        times = delivered.get(genuine["id"], 0)
        assert response.json() == {"received": True, "duplicate": times > 0}
        delivered[genuine["id"]] = times + 1
        item = genuine["data"]["object"]
        if genuine["type"].startswith("invoice.") and times == 0:
            first_invoice_kind.setdefault(item["id"], genuine["type"])

    owed: list[Json] = []  # emitted, not yet delivered (kept to be delivered late)
    while sent < DELIVERIES:
        if len(owed) < 30:
            storm.step()
            owed.extend(storm.pending)
            storm.pending.clear()
            continue
        rng.shuffle(owed)
        size = rng.randint(1, 12)
        batch, owed = owed[:size], owed[size:]
        for genuine in batch:
            await deliver_genuine(genuine)
            if rng.random() < 0.12:  # delivered again later
                owed.append(genuine)
            if rng.random() < 0.12:
                body, header = forgery(rng, genuine, secret)
                refused = await deliver(body, header)
                assert refused.status_code == 400, refused.text
                assert refused.json()["error"]["code"] == "bad_signature"
                forged += 1
    for genuine in owed:  # the provider keeps trying until each is taken
        await deliver_genuine(genuine)

    assert sent >= DELIVERIES and forged >= 30
    assert sum(times > 1 for times in delivered.values()) >= 20
    # Each event id stored once; no forgery stored.
    stored = set(await session.scalars(select(ProviderEvent.id)))
    assert stored == set(delivered)

    # The subscriptions are the provider's, whatever order their events came in.
    rows = {
        row.provider_subscription_id: row
        for row in await session.scalars(
            select(Subscription).where(Subscription.provider_subscription_id.is_not(None))
        )
    }
    assert set(rows) == set(fake_provider.subscriptions)
    for subscription_id, truth in fake_provider.subscriptions.items():
        row = rows[subscription_id]
        assert (
            row.plan_key,
            row.status,
            row.current_period_end,
            row.cancel_at_period_end,
            str(row.church_id or row.user_id),
        ) == (
            plan_key_for(settings, truth.price_id),
            truth.status,
            truth.current_period_end,
            truth.cancel_at_period_end,
            owner_id(truth.metadata),
        ), subscription_id
    # Premium is what the provider's subscriptions grant.
    for owner in owners:
        held = [
            sub
            for sub in fake_provider.subscriptions.values()
            if owner_id(sub.metadata) == owner.id and sub.status in LIVE
        ]
        owned = (
            Subscription.church_id == uuid.UUID(owner.id)
            if owner.role is PlanRole.church
            else Subscription.user_id == uuid.UUID(owner.id)
        )
        plan = entitlements.plan_in_force(
            await entitlements.owned_subscriptions(session, owned), owner.role, clock.now
        )
        assert (plan is not None) == bool(held)

    # One payment per invoice (paid once paid), per boost and per pack.
    payments = {pay.provider_ref: pay for pay in await session.scalars(select(Payment))}
    invoices = {ref: pay for ref, pay in payments.items() if ref.startswith("in_")}
    assert set(invoices) == set(storm.invoices)
    for invoice_id, payment in invoices.items():
        paid = invoice_id in storm.paid_invoices
        assert payment.status == (PaymentStatus.paid if paid else PaymentStatus.failed)
        assert payment.amount_cents == storm.invoices[invoice_id][1]
    checkouts = [pay for ref, pay in payments.items() if ref.startswith("cs_")]
    assert len(checkouts) == sum(storm.boosts.values()) + sum(storm.packs.values())
    for opportunity_id, bought in storm.boosts.items():
        opportunity = await session.get(Opportunity, opportunity_id)
        assert opportunity is not None
        assert opportunity.featured_until == clock.now + timedelta(days=14 * bought)
    credits = Counter(
        str(church_id) for church_id in await session.scalars(select(PostingCredit.church_id))
    )
    assert credits == storm.packs
    # A failed payment is told once, when the failure was the first word of its invoice.
    told = await session.scalar(
        select(func.count()).where(Notification.subject == "Payment failed")
    )
    assert told == sum(kind == "invoice.payment_failed" for kind in first_invoice_kind.values())
