"""Benchmark profiles (`steeple seed --profiles N`): realistic, varied, reproducible (a fixed
random seed), made of data/bench.toml's names and terms and bulk inserted, each with twelve
months of blocked days (as the calendar writes them out for search)."""

import random
import uuid
from datetime import datetime, timedelta

from sqlalchemy import func, insert, inspect, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapper

from steeple.auth.passwords import hash_password
from steeple.availability.models import AvailabilityBlock, UnavailableDay
from steeple.billing.models import Subscription, SubscriptionStatus
from steeple.db import now_of
from steeple.demo.content import DEMO_PASSWORD
from steeple.demo.loader import read
from steeple.places import gazetteer
from steeple.profiles.models import TalentProfile
from steeple.profiles.search import refresh_search_fields
from steeple.users.models import User, UserSettings
from steeple.users.roles import Role

_TERMS = read("bench")
FIRST_NAMES: list[str] = _TERMS["first_names"]
LAST_NAMES: list[str] = _TERMS["last_names"]
TOPICS: list[str] = _TERMS["topics"]
SKILLS: list[str] = _TERMS["skills"]
INSTRUMENTS: list[str] = _TERMS["instruments"]
GENRES: list[str] = _TERMS["genres"]
DENOMINATIONS: list[str] = _TERMS["denominations"]
STYLES: list[str] = _TERMS["styles"]
PLACES: list[tuple[str, str]] = [(city, state) for city, state in _TERMS["places"]]
# Miles a talent travels; None is anywhere.
TRAVEL_RADII = [None, None, 25, 50, 50, 100, 100, 250, 500]


async def seed_profiles(session: AsyncSession, count: int, *, rng_seed: int = 7) -> int:
    """Adds `count` listed speakers and musicians for benchmarks (bulk inserts of 2,000)."""
    rng = random.Random(rng_seed + count)  # noqa: S311 (sample data, not secrets)
    # Where each lives and how far they travel: drawn apart, so the rest stays as it was.
    places = random.Random(rng_seed - count)  # noqa: S311
    centres = {place: await gazetteer.required_place(session, *place) for place in set(PLACES)}
    existing = await session.scalar(
        select(func.count()).select_from(User).where(User.email.like("bench-%"))
    )
    password_hash = await hash_password(DEMO_PASSWORD)  # one hash: nobody signs in as these
    now = now_of(session.sync_session)
    users: list[dict[str, object]] = []
    preferences: list[dict[str, object]] = []  # the spec's defaults, filled in by the insert
    profiles: list[dict[str, object]] = []
    pro_plans: list[dict[str, object]] = []
    blocks: list[dict[str, object]] = []
    away: list[dict[str, object]] = []
    for index in range(existing or 0, (existing or 0) + count):
        musician = rng.random() < 0.4
        city, state = rng.choice(PLACES)
        user = User(
            id=uuid.UUID(int=rng.getrandbits(128), version=4),
            email=f"bench-{index}@profiles.steeple.test",
            password_hash=password_hash,
            role=Role.musician if musician else Role.speaker,
            full_name=f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}",
            city=city,
            state=state,
            needs_onboarding=False,
            is_staff=False,
            email_confirmed_at=now,
            created_at=now,
            updated_at=now,
        )
        profile = TalentProfile(
            user_id=user.id,
            topics=[] if musician else rng.sample(TOPICS, rng.randint(1, 4)),
            instruments=rng.sample(INSTRUMENTS, rng.randint(1, 3)) if musician else [],
            genres=rng.sample(GENRES, rng.randint(1, 3)) if musician else [],
            skills=rng.sample(SKILLS, rng.randint(0, 3)),
            denomination=rng.choice(DENOMINATIONS),
            worship_style=rng.choice(STYLES),
            love_offering=rng.random() < 0.3,
            created_at=now,
            updated_at=now,
            is_pro=rng.random() < 0.1,
            travel_radius_miles=places.choice(TRAVEL_RADII),
        )
        # Around the city: most within 20 miles of its centre, as a metro area spreads.
        centre = centres[(city, state)]
        user.latitude = centre.latitude + places.gauss(0, 0.2)
        user.longitude = centre.longitude + places.gauss(0, 0.25)
        refresh_search_fields(profile, user)
        users.append(_columns(user))
        preferences.append({"user_id": user.id})
        profiles.append(_columns(profile))
        if profile.is_pro:
            plan = Subscription(
                id=uuid.UUID(int=rng.getrandbits(128), version=4),
                user_id=user.id,
                church_id=None,
                plan_key=f"{user.role}_monthly",
                status=SubscriptionStatus.active,
                current_period_end=None,
                cancel_at_period_end=False,
                provider_customer_id=None,
                provider_subscription_id=None,
                created_at=now,
                updated_at=now,
            )
            pro_plans.append(_columns(plan))
        for block in _blocks(rng, user.id, now):
            blocks.append(_columns(block))
            days = (block.ends_on - block.starts_on).days
            away += [
                {"user_id": user.id, "day": block.starts_on + timedelta(days=n)}
                for n in range(days + 1)
            ]
        if len(users) == 2000:
            await _insert(session, users, preferences, profiles, pro_plans, blocks, away)
    await _insert(session, users, preferences, profiles, pro_plans, blocks, away)
    return count


def _blocks(rng: random.Random, user_id: uuid.UUID, now: datetime) -> list[AvailabilityBlock]:
    """Two to eight stretches away in the next twelve months, a day to a week each (twelve days
    a year on average), never overlapping."""
    today = now.date()
    starts = sorted(rng.sample(range(0, 365, 8), rng.randint(2, 8)))
    return [
        AvailabilityBlock(
            id=uuid.UUID(int=rng.getrandbits(128), version=4),
            user_id=user_id,
            starts_on=today + timedelta(days=start),
            ends_on=today + timedelta(days=start + rng.choice([0, 0, 0, 1, 2, 6])),
            reason=None,
            created_at=now,
        )
        for start in starts
    ]


def _columns(row: User | TalentProfile | Subscription | AvailabilityBlock) -> dict[str, object]:
    mapper: Mapper[object] = inspect(type(row))
    return {attr.key: getattr(row, attr.key) for attr in mapper.column_attrs}


async def _insert(session: AsyncSession, *batches: list[dict[str, object]]) -> None:
    """Bulk inserts, in the order given (users before what refers to them), then empties them."""
    models = (User, UserSettings, TalentProfile, Subscription, AvailabilityBlock, UnavailableDay)
    for model, rows in zip(models, batches, strict=True):
        if rows:
            await session.execute(insert(model), rows)
            rows.clear()
