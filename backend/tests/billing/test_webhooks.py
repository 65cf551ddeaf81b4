"""The webhook: signed events applied once, in whatever order they come, from what the provider
holds now; and what they change (plans, payments, boosts, packs, notifications)."""

from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.models import (
    Payment,
    PaymentStatus,
    PostingCredit,
    ProviderEvent,
    Subscription,
    SubscriptionStatus,
)
from steeple.billing.prices import price_id_for
from steeple.config import Settings
from steeple.db import Base, utcnow
from steeple.notifications.models import Notification
from steeple.profiles.models import TalentProfile
from tests.billing.stripe_events import (
    FakeProvider,
    checkout_completed,
    encode,
    event,
    invoice_event,
    new_id,
    post_event,
    signature,
    subscription_event,
)
from tests.conftest import Clock
from tests.factories import Actors, SignedIn, make_opportunity

pytestmark = pytest.mark.usefixtures("fake_provider")
SignIn = Callable[[SignedIn], Awaitable[dict[str, str]]]


async def count(session: AsyncSession, model: type[Base], *where: Any) -> int:
    return await session.scalar(select(func.count()).select_from(model).where(*where)) or 0


def church_metadata(actor: SignedIn) -> dict[str, str]:
    assert actor.church is not None
    return {"church_id": str(actor.church.id)}


async def premium(client: httpx.AsyncClient, actor: SignedIn) -> bool:
    response = await client.get("/api/billing/subscription", headers=actor.headers)
    assert response.status_code == 200, response.text
    answer: bool = response.json()["premium"]
    return answer


async def subscribe(
    client: httpx.AsyncClient,
    provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    metadata: dict[str, str],
    plan_key: str = "church_monthly",
) -> str:
    """A paid checkout as Stripe reports it: the session completed, the subscription created."""
    price_id = price_id_for(settings, plan_key)
    assert price_id is not None
    subscription = provider.put(
        price_id=price_id, metadata=metadata, period_end=clock.now + timedelta(days=30)
    )
    completed = checkout_completed(
        mode="subscription", metadata=metadata, subscription_id=subscription.id
    )
    response = await post_event(client, completed, provider.secret)
    assert response.json() == {"received": True, "duplicate": False}
    return subscription.id


async def test_a_completed_checkout_gives_premium_at_once_and_tells_the_admins(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    church = actors.other_church
    assert not await premium(client, church)
    await subscribe(client, fake_provider, settings, clock, church_metadata(church))
    assert await premium(client, church)
    me = await client.get("/api/users/me", headers=church.headers)
    assert me.json()["premium"] is True
    told = (await session.scalars(select(Notification))).all()
    assert [(n.user_id, n.subject, n.metadata_) for n in told] == [
        (church.id, "Church Premium is active", {"link": "/subscription"})
    ]


async def test_every_member_of_a_premium_church_has_premium_but_only_admins_manage_it(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    # Grace Fellowship's admin and member: the factory's subscription is replaced by a paid one.
    await session.execute(delete(Subscription))
    await session.commit()
    assert not await premium(client, actors.church_member)
    await subscribe(client, fake_provider, settings, clock, church_metadata(actors.church_admin))
    for actor, can_manage in ((actors.church_admin, True), (actors.church_member, False)):
        info = (await client.get("/api/billing/subscription", headers=actor.headers)).json()
        assert (info["premium"], info["plan"], info["canManage"]) == (
            True,
            "church_monthly",
            can_manage,
        )


async def test_a_subscription_that_ends_takes_premium_away(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    church = actors.other_church
    subscription_id = await subscribe(
        client, fake_provider, settings, clock, church_metadata(church)
    )
    ended = fake_provider.change(subscription_id, status=SubscriptionStatus.canceled)
    deleted = subscription_event("customer.subscription.deleted", ended)
    assert (await post_event(client, deleted, fake_provider.secret)).status_code == 200
    assert not await premium(client, church)
    subjects = await session.scalars(select(Notification.subject).order_by(Notification.created_at))
    assert list(subjects) == ["Church Premium is active", "Your Church Premium plan has ended"]


async def test_a_lapsed_period_grants_nothing_even_without_an_event(
    client: httpx.AsyncClient,
    sign_in_again: SignIn,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
) -> None:
    church = actors.other_church
    await subscribe(client, fake_provider, settings, clock, church_metadata(church))
    clock.advance(days=31)
    info = await client.get("/api/billing/subscription", headers=await sign_in_again(church))
    assert (info.json()["premium"], info.json()["status"]) == (False, "active")


async def test_pro_talent_is_pro_and_first_in_the_directory_at_once(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    speaker = actors.speaker
    before = await session.get(TalentProfile, speaker.id)
    assert before is not None and not before.is_pro
    rank_before = before.rank
    await subscribe(
        client, fake_provider, settings, clock, {"user_id": str(speaker.id)}, "speaker_monthly"
    )
    session.expire_all()
    after = await session.get(TalentProfile, speaker.id)
    assert after is not None and after.is_pro and after.rank == rank_before + 1000
    info = (await client.get("/api/billing/subscription", headers=speaker.headers)).json()
    assert (info["premium"], info["planName"]) == (True, "Speaker Pro")
    search = await client.get("/api/profiles/search", params={"role": "speaker"})
    first = search.json()["results"][0]
    assert (first["user_id"], first["is_pro"]) == (str(speaker.id), True)


async def test_the_subscription_is_read_from_the_provider_so_a_stale_event_changes_nothing(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    church = actors.other_church
    subscription_id = await subscribe(
        client, fake_provider, settings, clock, church_metadata(church)
    )
    active = fake_provider.subscriptions[subscription_id]
    stale = subscription_event("customer.subscription.updated", active)  # written before...
    ended = fake_provider.change(subscription_id, status=SubscriptionStatus.canceled)
    newer = subscription_event("customer.subscription.deleted", ended)  # ...this one
    for delivered in (newer, stale):
        assert (await post_event(client, delivered, fake_provider.secret)).status_code == 200
    row = await session.scalar(
        select(Subscription).where(Subscription.provider_subscription_id == subscription_id)
    )
    assert row is not None and row.status == SubscriptionStatus.canceled
    assert not await premium(client, church)


@pytest.mark.parametrize(
    "forge",
    [
        "no_header",
        "wrong_secret",
        "tampered_body",
        "too_old",
        "garbage_header",
    ],
)
async def test_a_forged_event_is_refused_and_nothing_is_stored(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
    forge: str,
) -> None:
    price_id = price_id_for(settings, "church_yearly")
    assert price_id is not None
    subscription = fake_provider.put(
        price_id=price_id,
        metadata=church_metadata(actors.other_church),
        period_end=clock.now + timedelta(days=365),
    )
    created = subscription_event("customer.subscription.created", subscription)
    body = encode(created)
    secret = fake_provider.secret
    if forge == "no_header":
        response = await client.post("/api/billing/webhook", content=body)
    elif forge == "wrong_secret":
        response = await post_event(client, created, "whsec_someone_else")
    elif forge == "tampered_body":
        signed_for = encode({**created, "type": "invoice.upcoming"})
        header = signature(signed_for, secret)
        response = await client.post(
            "/api/billing/webhook", content=body, headers={"Stripe-Signature": header}
        )
    elif forge == "too_old":  # a captured event replayed later than Stripe's 5 minutes
        response = await post_event(
            client, created, secret, timestamp=int(utcnow().timestamp()) - 301
        )
    else:
        response = await client.post(
            "/api/billing/webhook", content=body, headers={"Stripe-Signature": "v1=abc"}
        )
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "bad_signature"
    assert await count(session, ProviderEvent) == 0
    assert (
        await count(session, Subscription, Subscription.provider_subscription_id.is_not(None)) == 0
    )
    assert fake_provider.calls == []


@pytest.mark.parametrize(
    "payload", [b"not json", b"[1, 2]", b'{"id": "evt_1"}', b'{"id": 1, "type": "x", "data": {}}']
)
async def test_a_signed_body_that_is_not_an_event_is_refused(
    client: httpx.AsyncClient, fake_provider: FakeProvider, session: AsyncSession, payload: bytes
) -> None:
    response = await post_event(client, {}, fake_provider.secret, payload=payload)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "bad_event"
    assert await count(session, ProviderEvent) == 0


async def test_a_replayed_event_is_acknowledged_and_not_applied_again(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    church = actors.church_admin
    assert church.church is not None
    async with session.begin():
        opportunity = await make_opportunity(session, church.church, clock.now)
    boost = checkout_completed(
        mode="payment",
        amount=1900,
        metadata={
            **church_metadata(church),
            "type": "featured_boost",
            "opportunity_id": str(opportunity.id),
        },
    )
    first = await post_event(client, boost, fake_provider.secret)
    again = await post_event(client, boost, fake_provider.secret)
    assert first.json() == {"received": True, "duplicate": False}
    assert again.json() == {"received": True, "duplicate": True}
    # The same checkout reported under another event id is applied once too.
    retold = {**boost, "id": new_id("evt_fake_")}
    assert (await post_event(client, retold, fake_provider.secret)).json()["duplicate"] is False
    await session.refresh(opportunity)
    assert opportunity.featured_until == clock.now + timedelta(days=14)
    payment = await session.scalar(select(Payment))
    assert payment is not None
    assert (payment.plan_key, payment.amount_cents, payment.opportunity_id) == (
        "featured_boost",
        1900,
        opportunity.id,
    )
    assert payment.description == "Featured boost: Spring Revival"
    assert await count(session, ProviderEvent) == 2


async def test_a_second_boost_extends_the_first_and_the_list_shows_it_first(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    church = actors.church_admin
    assert church.church is not None
    async with session.begin():
        later = await make_opportunity(
            session, church.church, clock.now, title="Later", starts_in=timedelta(days=60)
        )
        await make_opportunity(session, church.church, clock.now, title="Sooner")
    metadata = {
        **church_metadata(church),
        "type": "featured_boost",
        "opportunity_id": str(later.id),
    }
    for _ in range(2):
        boost = checkout_completed(mode="payment", amount=1900, metadata=metadata)
        assert (await post_event(client, boost, fake_provider.secret)).status_code == 200
    await session.refresh(later)
    assert later.featured_until == clock.now + timedelta(days=28)
    found = (await client.get("/api/opportunities")).json()["results"]
    assert [(card["title"], card["featured"]) for card in found] == [
        ("Later", True),
        ("Sooner", False),
    ]
    assert datetime.fromisoformat(found[0]["featured_until"]) == clock.now + timedelta(days=28)


async def test_a_posting_pack_adds_three_postings_for_a_year_once(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    church = actors.church_admin
    pack = checkout_completed(
        mode="payment",
        amount=2900,
        metadata={**church_metadata(church), "type": "additional_posting_pack"},
    )
    before = (await client.get("/api/opportunities/quota", headers=church.headers)).json()
    for delivered in (pack, {**pack, "id": new_id("evt_fake_")}):
        assert (await post_event(client, delivered, fake_provider.secret)).status_code == 200
    credit = await session.scalar(select(PostingCredit))
    assert credit is not None
    assert (credit.quantity, credit.used, credit.expires_at) == (
        3,
        0,
        clock.now + timedelta(days=365),
    )
    assert await count(session, PostingCredit) == 1
    after = (await client.get("/api/opportunities/quota", headers=church.headers)).json()
    assert after["postings_left"] == before["postings_left"] + 3


async def test_an_unpaid_checkout_or_one_for_nothing_we_sell_changes_nothing(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    actors: Actors,
    session: AsyncSession,
) -> None:
    church = church_metadata(actors.church_admin)
    unpaid = checkout_completed(
        mode="payment",
        payment_status="unpaid",
        metadata={**church, "type": "additional_posting_pack"},
    )
    unknown = checkout_completed(mode="payment", metadata={**church, "type": "church_gold"})
    nobody = checkout_completed(
        mode="payment",
        metadata={"church_id": "5f0c6f5e-8d1c-4a43-9b56-1d2a8f1f9e01", "type": "featured_boost"},
    )
    for delivered in (unpaid, unknown, nobody):
        assert (await post_event(client, delivered, fake_provider.secret)).status_code == 200
    assert await count(session, Payment) == 0
    assert await count(session, PostingCredit) == 0


async def test_a_subscription_at_a_price_we_do_not_sell_is_ignored(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    for price_id, metadata in (
        ("price_someone_elses", church_metadata(actors.other_church)),
        ("price_test_featured_boost", church_metadata(actors.other_church)),  # not a plan
        ("price_test_speaker_monthly", church_metadata(actors.other_church)),  # no user named
        ("price_test_church_monthly", {"user_id": str(actors.speaker.id)}),  # no church named
    ):
        subscription = fake_provider.put(
            price_id=price_id, metadata=metadata, period_end=clock.now + timedelta(days=30)
        )
        created = subscription_event("customer.subscription.created", subscription)
        assert (await post_event(client, created, fake_provider.secret)).status_code == 200
    assert (
        await count(session, Subscription, Subscription.provider_subscription_id.is_not(None)) == 0
    )


async def test_while_the_provider_is_unreachable_the_event_is_refused_and_taken_later(
    client: httpx.AsyncClient,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    price_id = price_id_for(settings, "church_monthly")
    assert price_id is not None
    subscription = fake_provider.put(
        price_id=price_id,
        metadata=church_metadata(actors.other_church),
        period_end=clock.now + timedelta(days=30),
    )
    created = subscription_event("customer.subscription.created", subscription)
    fake_provider.reachable = False
    refused = await post_event(client, created, fake_provider.secret)
    assert refused.status_code == 503
    assert await count(session, ProviderEvent) == 0
    fake_provider.reachable = True
    assert (await post_event(client, created, fake_provider.secret)).json()["duplicate"] is False
    assert await premium(client, actors.other_church)


async def test_invoices_are_the_payment_history_and_a_failure_is_told_once(
    client: httpx.AsyncClient,
    sign_in_again: SignIn,
    fake_provider: FakeProvider,
    settings: Settings,
    clock: Clock,
    actors: Actors,
    session: AsyncSession,
) -> None:
    church = actors.other_church
    subscription_id = await subscribe(
        client, fake_provider, settings, clock, church_metadata(church)
    )
    subscription = fake_provider.subscriptions[subscription_id]
    secret = fake_provider.secret
    await post_event(client, invoice_event("invoice.paid", "in_1", subscription, 4900), secret)
    clock.advance(days=30)
    headers = await sign_in_again(church)
    past_due = fake_provider.change(
        subscription_id,
        status=SubscriptionStatus.past_due,
        current_period_end=clock.now + timedelta(days=30),
    )
    failed = invoice_event("invoice.payment_failed", "in_2", past_due, 4900)
    await post_event(client, failed, secret)
    # Stripe retries the card: another failure of the same invoice is not told again.
    await post_event(client, {**failed, "id": new_id("evt_fake_")}, secret)
    payments = (await client.get("/api/billing/payments", headers=headers)).json()
    assert [(p["description"], p["status"], p["amount_cents"]) for p in payments["items"]] == [
        ("Church Premium (monthly)", "failed", 4900),
        ("Church Premium (monthly)", "paid", 4900),
    ]
    told = await session.scalars(
        select(Notification).where(Notification.subject == "Payment failed")
    )
    assert [(n.user_id, n.priority, n.metadata_) for n in told] == [
        (church.id, "high", {"link": "/subscription"})
    ]
    info = await client.get("/api/billing/subscription", headers=headers)
    assert info.json()["premium"]  # Stripe is still retrying
    # The retry succeeds; a late copy of the failure does not undo it.
    fake_provider.change(subscription_id, status=SubscriptionStatus.active)
    paid = invoice_event("invoice.paid", "in_2", past_due, 4900)
    late = {**failed, "id": new_id("evt_fake_")}
    for delivered in (paid, late):
        await post_event(client, delivered, secret)
    statuses = await session.scalars(select(Payment.status).order_by(Payment.provider_ref))
    assert list(statuses) == [PaymentStatus.paid, PaymentStatus.paid]


async def test_other_event_types_are_stored_and_ignored(
    client: httpx.AsyncClient, fake_provider: FakeProvider, session: AsyncSession
) -> None:
    other = event("customer.created", {"id": "cus_1", "object": "customer"})
    answer = await post_event(client, other, fake_provider.secret)
    assert answer.json() == {"received": True, "duplicate": False}
    stored = await session.get(ProviderEvent, other["id"])
    assert stored is not None and stored.type == "customer.created"
    invoice_without_plan = event("invoice.paid", {"id": "in_x", "object": "invoice"})
    assert (await post_event(client, invoice_without_plan, fake_provider.secret)).status_code == 200
    assert await count(session, Payment) == 0
