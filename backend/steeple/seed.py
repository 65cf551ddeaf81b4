"""Demo data for `make run`: real rows, created once, with known passwords printed for people."""

import random
import uuid
from dataclasses import dataclass

from sqlalchemy import func, insert, inspect, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from sqlalchemy.orm import Mapper

from steeple.auth.passwords import hash_password
from steeple.db import utcnow
from steeple.billing.models import Subscription, SubscriptionStatus
from steeple.churches import service as churches
from steeple.profiles import service as profiles
from steeple.profiles.models import TalentProfile
from steeple.profiles.search import refresh_search_fields
from steeple.users.models import User
from steeple.users.roles import Role

DEMO_PASSWORD = "Steeple-Demo-2026"  # noqa: S105 (published on purpose: demo accounts only)


@dataclass(frozen=True)
class DemoAccount:
    email: str
    role: Role
    full_name: str
    city: str
    state: str
    church_name: str | None = None
    topics: tuple[str, ...] = ()
    instruments: tuple[str, ...] = ()
    genres: tuple[str, ...] = ()


DEMO_ACCOUNTS = [
    DemoAccount(
        "speaker@demo.steeple.app",
        Role.speaker,
        "James Carter",
        "Louisville",
        "KY",
        topics=("Youth", "Leadership", "Revival"),
    ),
    DemoAccount(
        "musician@demo.steeple.app",
        Role.musician,
        "Naomi Reyes",
        "Indianapolis",
        "IN",
        instruments=("Piano", "Vocals"),
        genres=("Gospel", "Contemporary"),
    ),
    DemoAccount(
        "church@demo.steeple.app",
        Role.church,
        "Rebecca Hollis",
        "Cincinnati",
        "OH",
        church_name="Grace Community Church",
    ),
]


async def seed_demo_accounts(session: AsyncSession) -> list[DemoAccount]:
    """Creates the demo accounts that do not exist yet; returns the ones it created."""
    existing = set(
        await session.scalars(
            select(User.email).where(User.email.in_([a.email for a in DEMO_ACCOUNTS]))
        )
    )
    created = []
    for account in DEMO_ACCOUNTS:
        if account.email in existing:
            continue
        user = User(
            email=account.email,
            password_hash=await hash_password(DEMO_PASSWORD),
            role=account.role,
            full_name=account.full_name,
            church_name=account.church_name,
            city=account.city,
            state=account.state,
            needs_onboarding=False,
            email_confirmed_at=utcnow(),
        )
        session.add(user)
        await session.flush()
        # Listed in the directories, or with a church page, like an account that onboarded.
        if account.role == Role.church:
            assert account.church_name is not None
            await churches.create_church(
                session, user, name=account.church_name, city=account.city, state=account.state
            )
        else:
            await profiles.set_talent_basics(
                session,
                user,
                topics=account.topics,
                instruments=account.instruments,
                genres=account.genres,
            )
        created.append(account)
    return created


async def run_seed(sessionmaker: async_sessionmaker[AsyncSession]) -> list[DemoAccount]:
    async with sessionmaker() as session, session.begin():
        return await seed_demo_accounts(session)


# Benchmark profiles: realistic, varied, reproducible (a fixed random seed).
FIRST_NAMES = [
    "James",
    "Mary",
    "John",
    "Patricia",
    "Robert",
    "Jennifer",
    "Michael",
    "Linda",
    "David",
    "Elizabeth",
    "William",
    "Barbara",
    "Richard",
    "Susan",
    "Joseph",
    "Jessica",
    "Thomas",
    "Sarah",
    "Charles",
    "Karen",
    "Daniel",
    "Nancy",
    "Matthew",
    "Lisa",
    "Anthony",
    "Betty",
    "Mark",
    "Sandra",
    "Paul",
    "Ashley",
    "Steven",
    "Kimberly",
    "Andrew",
    "Donna",
    "Joshua",
    "Emily",
    "Kenneth",
    "Michelle",
    "Kevin",
    "Carol",
    "Brian",
    "Amanda",
    "Timothy",
    "Melissa",
    "Ronald",
    "Deborah",
    "Naomi",
    "Ruth",
    "Esther",
    "Miriam",
    "Caleb",
    "Eli",
    "Josiah",
    "Lydia",
    "Priscilla",
    "Silas",
]
LAST_NAMES = [
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Jones",
    "Garcia",
    "Miller",
    "Davis",
    "Rodriguez",
    "Martinez",
    "Hernandez",
    "Lopez",
    "Gonzalez",
    "Wilson",
    "Anderson",
    "Thomas",
    "Taylor",
    "Moore",
    "Jackson",
    "Martin",
    "Lee",
    "Perez",
    "Thompson",
    "White",
    "Harris",
    "Sanchez",
    "Clark",
    "Ramirez",
    "Lewis",
    "Robinson",
    "Walker",
    "Young",
    "Allen",
    "King",
    "Wright",
    "Scott",
    "Torres",
    "Nguyen",
    "Hill",
    "Flores",
    "Green",
    "Adams",
    "Nelson",
    "Baker",
    "Hall",
    "Rivera",
    "Campbell",
    "Mitchell",
    "Carter",
    "Roberts",
    "Okafor",
    "Mensah",
    "Kowalski",
]
TOPICS = [
    "Youth",
    "Leadership",
    "Marriage",
    "Missions",
    "Prayer",
    "Evangelism",
    "Discipleship",
    "Worship",
    "Family",
    "Grief",
    "Hope",
    "Stewardship",
    "Apologetics",
    "Revival",
    "Healing",
    "Men's ministry",
    "Women's ministry",
    "Parenting",
    "Forgiveness",
    "Holy Spirit",
]
SKILLS = [
    "Preaching",
    "Teaching",
    "Workshops",
    "Storytelling",
    "Retreats",
    "Conferences",
    "Panels",
    "Bible study",
    "Coaching",
    "Arranging",
    "Choir direction",
    "Songwriting",
    "Production",
]
INSTRUMENTS = [
    "Piano",
    "Vocals",
    "Guitar",
    "Bass",
    "Drums",
    "Organ",
    "Violin",
    "Cello",
    "Saxophone",
    "Trumpet",
    "Keys",
    "Acoustic guitar",
    "Harp",
    "Flute",
]
GENRES = [
    "Gospel",
    "Contemporary",
    "Hymns",
    "Choral",
    "Worship",
    "Bluegrass",
    "Jazz",
    "Southern gospel",
    "Hip hop",
    "Classical",
    "Folk",
    "Acoustic",
]
DENOMINATIONS = [
    "Baptist",
    "Methodist",
    "Pentecostal",
    "Catholic",
    "Lutheran",
    "Presbyterian",
    "Non-denominational",
    "Anglican",
    "Assemblies of God",
    "Church of Christ",
]
STYLES = ["Contemporary", "Traditional", "Blended", "Liturgical", "Charismatic"]
PLACES = [
    ("Cincinnati", "OH"),
    ("Columbus", "OH"),
    ("Dayton", "OH"),
    ("Louisville", "KY"),
    ("Indianapolis", "IN"),
    ("Nashville", "TN"),
    ("Atlanta", "GA"),
    ("Dallas", "TX"),
    ("Austin", "TX"),
    ("Chicago", "IL"),
    ("Detroit", "MI"),
    ("Charlotte", "NC"),
    ("Birmingham", "AL"),
    ("Memphis", "TN"),
    ("St. Louis", "MO"),
    ("Pittsburgh", "PA"),
]


async def seed_profiles(session: AsyncSession, count: int, *, rng_seed: int = 7) -> int:
    """Adds `count` listed speakers and musicians for benchmarks (bulk inserts of 2,000)."""
    rng = random.Random(rng_seed + count)  # noqa: S311 (sample data, not secrets)
    existing = await session.scalar(
        select(func.count()).select_from(User).where(User.email.like("bench-%"))
    )
    password_hash = await hash_password(DEMO_PASSWORD)  # one hash: nobody signs in as these
    now = utcnow()
    users: list[dict[str, object]] = []
    profiles: list[dict[str, object]] = []
    pro_plans: list[dict[str, object]] = []
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
        )
        refresh_search_fields(profile, user)
        users.append(_columns(user))
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
        if len(users) == 2000:
            await _insert(session, users, profiles, pro_plans)
    await _insert(session, users, profiles, pro_plans)
    return count


def _columns(row: User | TalentProfile | Subscription) -> dict[str, object]:
    mapper: Mapper[object] = inspect(type(row))
    return {attr.key: getattr(row, attr.key) for attr in mapper.column_attrs}


async def _insert(session: AsyncSession, *batches: list[dict[str, object]]) -> None:
    """Bulk inserts, in the order given (users before what refers to them), then empties them."""
    for model, rows in zip((User, TalentProfile, Subscription), batches, strict=True):
        if rows:
            await session.execute(insert(model), rows)
            rows.clear()
