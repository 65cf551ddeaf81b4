"""billing.entitlements: every plan question, answered from subscriptions."""

import re
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from steeple.auth.actor import Actor
from steeple.billing import entitlements
from steeple.billing.catalogue import PLANS, PlanRole
from steeple.billing.models import Subscription, SubscriptionStatus
from steeple.churches.models import Church, ChurchMember
from steeple.users.models import User
from steeple.users.roles import Role
from tests.conftest import Clock
from tests.factories import (
    Actors,
    SignedIn,
    add_posting_credits,
    make_church,
    make_subscription,
    make_user,
)

NOW = datetime(2026, 11, 22, 15, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("status", "period_end", "premium"),
    [
        (SubscriptionStatus.active, None, True),
        (SubscriptionStatus.active, NOW + timedelta(days=3), True),
        (SubscriptionStatus.trialing, NOW + timedelta(days=3), True),
        (SubscriptionStatus.past_due, NOW + timedelta(days=3), True),  # Stripe still retrying
        (SubscriptionStatus.active, NOW - timedelta(seconds=1), False),  # lapsed
        (SubscriptionStatus.canceled, NOW + timedelta(days=3), False),
        (SubscriptionStatus.unpaid, None, False),
        (SubscriptionStatus.incomplete, None, False),
    ],
)
async def test_only_a_subscription_in_good_standing_and_in_period_counts(
    app: FastAPI, status: SubscriptionStatus, period_end: datetime | None, premium: bool
) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        church = await make_church(session)
        await make_subscription(session, church=church, status=status, period_end=period_end)
        assert await entitlements.is_premium_church(session, church.id, NOW) is premium


async def test_pro_is_for_the_talent_whose_plan_matches_their_role(app: FastAPI) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        speaker = await make_user(session, role=Role.speaker)
        musician = await make_user(session, role=Role.musician)
        await make_subscription(session, user=speaker, plan_key="speaker_yearly")
        await make_subscription(session, user=musician, plan_key="speaker_monthly")  # wrong role
        assert await entitlements.is_pro(session, speaker, NOW)
        assert not await entitlements.is_pro(session, musician, NOW)
        assert (
            await entitlements.applications_left(session, speaker, NOW, applied_this_month=9)
            is None
        )
        assert (
            await entitlements.applications_left(session, musician, NOW, applied_this_month=3) == 2
        )
        assert (
            await entitlements.applications_left(session, musician, NOW, applied_this_month=7) == 0
        )


@pytest.mark.parametrize(
    ("timezone", "start"),
    [
        # 2026-12-01 03:30 UTC is still November in New York and Los Angeles, December in UTC.
        ("America/New_York", datetime(2026, 11, 1, 4, 0, tzinfo=UTC)),
        ("America/Los_Angeles", datetime(2026, 11, 1, 7, 0, tzinfo=UTC)),
        ("UTC", datetime(2026, 12, 1, 0, 0, tzinfo=UTC)),
    ],
)
def test_the_month_starts_in_the_churchs_timezone(timezone: str, start: datetime) -> None:
    now = datetime(2026, 12, 1, 3, 30, tzinfo=UTC)
    assert entitlements.month_start(now, timezone) == start


async def test_postings_left_counts_the_churchs_month_and_unexpired_pack_credits(
    app: FastAPI,
) -> None:
    # Postings published at these instants; 2026-12-01 03:30 UTC is still November in Chicago.
    published = [datetime(2026, 11, 3, tzinfo=UTC), datetime(2026, 12, 1, 3, 30, tzinfo=UTC)]
    asked: list[datetime] = []

    async def published_since(start: datetime) -> int:
        asked.append(start)
        return sum(at >= start for at in published)

    now = datetime(2026, 12, 1, 4, 0, tzinfo=UTC)
    async with app.state.sessionmaker() as session, session.begin():
        free = await make_church(
            session, name="Free Church", admin=await make_user(session, role=Role.church)
        )
        assert await entitlements.postings_left(session, free, now, published_since) == 0

        church = await make_church(session, admin=await make_user(session, role=Role.church))
        await make_subscription(session, church=church)
        church.timezone = "America/Chicago"
        left = entitlements.postings_left
        assert await left(session, church, now, published_since) == 0  # 2 this November
        assert asked[-1] == datetime(2026, 11, 1, 5, 0, tzinfo=UTC)
        church.timezone = "UTC"  # in UTC it is December: one posting so far
        assert await left(session, church, now, published_since) == 1
        await add_posting_credits(session, church, 3, expires_at=now + timedelta(days=300))
        await add_posting_credits(session, church, 3, expires_at=now - timedelta(days=1))
        assert await left(session, church, now, published_since) == 4


def test_no_module_outside_billing_names_a_plan() -> None:
    """Plan questions are answered by billing.entitlements alone (DESIGN.md): no other module,
    on either side, spells a catalogue key (the API hands the browser the plan's name)."""
    backend = Path(entitlements.__file__).parents[1]
    frontend = backend.parents[1] / "frontend" / "src"
    keys = "|".join(re.escape(plan.key) for plan in PLANS)
    names_a_plan = re.compile(rf"[\"'](({keys})|\w+_(pro|premium))[\"']")
    sources = [
        # Billing's own modules buy and describe plans by key; the demo (steeple/demo) writes its
        # plans as billing's provider events would; config documents STRIPE_PRICES by its keys.
        *(
            path
            for path in backend.rglob("*.py")
            if "billing" not in path.parts and "demo" not in path.parts and path.name != "config.py"
        ),
        *(
            path
            for path in frontend.rglob("*.ts*")
            if "billing" not in path.parts
            and not path.name.endswith((".test.ts", ".test.tsx", ".d.ts"))
        ),
    ]
    offenders = [
        f"{path}:{number}"
        for path in sources
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if names_a_plan.search(line)
    ]
    assert offenders == []


async def test_a_plan_the_catalogue_no_longer_holds_grants_nothing_and_breaks_nothing(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        other = await session.get(Church, actors.other_church.church.id)  # type: ignore[union-attr]
        await make_subscription(session, church=other, plan_key="church_premium_2019")
    me = await client.get("/api/users/me", headers=actors.other_church.headers)
    assert me.status_code == 200
    assert (me.json()["plan"], me.json()["premium"]) == ("free", False)


def test_the_longest_running_plan_is_the_one_in_force() -> None:
    def subscription(key: str, end: datetime | None) -> Subscription:
        return Subscription(plan_key=key, status=SubscriptionStatus.active, current_period_end=end)

    ending = subscription("speaker_monthly", NOW + timedelta(days=3))
    open_ended = subscription("speaker_yearly", None)
    plan = entitlements.plan_in_force([ending, open_ended], PlanRole.speaker, NOW)
    assert plan is not None and plan.key == "speaker_yearly"
    assert entitlements.plan_in_force([ending], PlanRole.musician, NOW) is None


async def test_who_may_start_a_conversation(app: FastAPI, actors: Actors, clock: Clock) -> None:
    async with app.state.sessionmaker() as session:
        church = await session.get(User, actors.church_admin.id)
        speaker = await session.get(User, actors.speaker.id)
        assert church is not None and speaker is not None

        def actor(signed: SignedIn) -> Actor:
            user = signed.user
            assert user is not None
            membership = None
            if signed.church is not None:
                membership = ChurchMember(church_id=signed.church.id, user_id=user.id, role="admin")
            return Actor(user=user, session_id=uuid.uuid4(), membership=membership)

        may = entitlements.may_start_conversation
        now = clock.now
        # A premium church writes any speaker or musician; a free church does not.
        assert await may(session, actor(actors.church_admin), speaker, now, prior_contact=False)
        assert not await may(session, actor(actors.other_church), speaker, now, prior_contact=False)
        # Talent writes a church only after contact (it wrote them, or they applied).
        assert not await may(session, actor(actors.speaker), church, now, prior_contact=False)
        assert await may(session, actor(actors.speaker), church, now, prior_contact=True)
        # Nobody starts a conversation with talent just by being talent.
        assert not await may(session, actor(actors.musician), speaker, now, prior_contact=True)
