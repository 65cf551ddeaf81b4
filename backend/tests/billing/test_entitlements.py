"""billing.entitlements: every plan question, answered from subscriptions."""

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from fastapi import FastAPI

from steeple.billing import entitlements
from steeple.billing.models import SubscriptionStatus
from steeple.users.roles import Role
from tests.factories import (
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


async def test_postings_left_counts_the_month_and_unexpired_pack_credits(app: FastAPI) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        free = await make_church(
            session, name="Free Church", admin=await make_user(session, role=Role.church)
        )
        assert await entitlements.postings_left(session, free.id, NOW, published_this_month=0) == 0

        church = await make_church(session, admin=await make_user(session, role=Role.church))
        await make_subscription(session, church=church)
        left = entitlements.postings_left
        assert await left(session, church.id, NOW, published_this_month=0) == 2
        assert await left(session, church.id, NOW, published_this_month=2) == 0
        await add_posting_credits(session, church, 3, expires_at=NOW + timedelta(days=300))
        await add_posting_credits(session, church, 3, expires_at=NOW - timedelta(days=1))
        assert await left(session, church.id, NOW, published_this_month=2) == 3
        assert await left(session, church.id, NOW, published_this_month=1) == 4


def test_no_module_outside_billing_compares_plan_names() -> None:
    """Plan questions are answered by billing.entitlements alone (DESIGN.md)."""
    package = Path(entitlements.__file__).parents[1]
    plan_compare = re.compile(
        r"plan(_key)?\s*[!=]=|[!=]=\s*plan(_key)?\b|\.plan\b|\"\w+_(pro|premium)\""
    )
    offenders = [
        f"{path.relative_to(package)}:{number}"
        for path in package.rglob("*.py")
        if "billing" not in path.parts
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if plan_compare.search(line)
    ]
    assert offenders == []
