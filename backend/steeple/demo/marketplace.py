"""Demo data for `make run`: a believable marketplace of real rows, made through the product's own
services (onboarding, the profile editor, church settings), created once; then the hiring loop
(hiring.py), conversations, analytics, reviews, the demo church's team and moderation.

What the demo holds is data (data/*.toml, read by content.py); this package turns it into rows.
Every account is found by its email: an account that exists is left as it is, so seeding twice
adds nothing and changes nothing. What varies by account (join dates, media links, availability)
comes from a random generator seeded with the account's email, so every run makes the same
marketplace. Only the demo accounts are printed for people; the others sign in with the same
password (one argon2 hash for them all) on emails under @people.steeple.test.
"""

import random
import string
import uuid
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.auth.actor import Actor
from steeple.auth.passwords import hash_password
from steeple.billing.catalogue import PlanRole
from steeple.billing.owners import Owner
from steeple.churches import service as churches
from steeple.churches.models import Church
from steeple.churches.schemas import ChurchIn
from steeple.churches.themes import THEME_COLOURS, Theme
from steeple.db import now_of, unit_of_work
from steeple.demo.analytics import seed_analytics
from steeple.demo.availability import seed_availability
from steeple.demo.billing import seed_plan
from steeple.demo.cast import find_cast
from steeple.demo.content import (
    AVAILABILITY,
    CHURCHES,
    DEMO_ADMIN,
    DEMO_CHURCH,
    DEMO_LEADER,
    DEMO_MEMBER,
    DEMO_PASSWORD,
    MUSICIANS,
    PRINTED_ACCOUNTS,
    SPAM,
    SPEAKERS,
    STAFF_ACCOUNT,
)
from steeple.demo.conversations import seed_conversations
from steeple.demo.credentials import seed_credentials
from steeple.demo.handoff import seed_packs
from steeple.demo.hiring import seed_hiring
from steeple.demo.moderation import seed_moderation
from steeple.demo.records import DemoAccount, SeedChurch, SeedTalent, people_email
from steeple.demo.reviews import seed_reviews
from steeple.demo.team import seed_languages, seed_team
from steeple.profiles import service as profiles
from steeple.profiles.schemas import TalentProfileIn
from steeple.users import service as users
from steeple.users.models import User
from steeple.users.roles import Role
from steeple.users.schemas import OnboardingIn


def slug(name: str) -> str:
    return people_email(name).split("@")[0].replace(".", "-")


ONBOARDING_FIELDS = {"full_name", "city", "state", "topics", "instruments", "genres"}
ID_LETTERS = string.ascii_letters + string.digits + "-_"
SOCIAL_HOSTS = {
    "facebook": "https://facebook.example.com/",
    "instagram": "https://instagram.example.com/",
    "twitter": "https://x.example.com/",
    "youtube": "https://video.example.com/@",
}


def _talent_in(talent: SeedTalent, rng: random.Random) -> TalentProfileIn:
    """What the person typed into the profile editor."""
    name = slug(talent.display_name or talent.full_name)
    clip = "".join(rng.choice(ID_LETTERS) for _ in range(11))
    video = f"https://video.example.com/watch?v={clip}"
    if talent.role == Role.speaker:
        audio = f"https://podcasts.example.net/{name}"
    else:
        audio = f"https://audio.example.net/{name}/{rng.choice(['live', 'sessions', 'demo'])}"
    website = rng.choice(
        [f"https://{name.replace('-', '')}.example.org", f"https://example.org/{name}"]
    )
    # Everyone has one link at least; Pro members keep a complete profile.
    shown = (True, True, True) if talent.pro else (True, rng.random() < 0.5, rng.random() < 0.7)
    if talent.role == Role.musician and not talent.pro:
        shown = (rng.random() < 0.7, True, rng.random() < 0.6)
    low, high = talent.fee or (None, None)
    return TalentProfileIn(
        full_name=talent.full_name,
        city=talent.city,
        state=talent.state,
        display_name=talent.display_name,
        headline=talent.headline,
        bio=talent.bio,
        travel_radius_miles=talent.travel,
        topics=list(talent.topics),
        instruments=list(talent.instruments),
        genres=list(talent.genres),
        skills=list(talent.skills),
        denomination=talent.denomination,
        worship_style=talent.worship_style,
        fee_min=low,
        fee_max=high,
        love_offering=talent.love_offering,
        video_url=video if shown[0] else None,
        audio_url=audio if shown[1] else None,
        website_url=website if shown[2] else None,
        availability=talent.availability or rng.choice(AVAILABILITY[talent.role]),
    )


def _church_in(church: SeedChurch) -> ChurchIn:
    """What the church's admin typed into the church settings."""
    name = slug(church.church_name).replace("-", "")
    colour = church.colour or THEME_COLOURS[church.theme][0]
    links = {f"{network}_url": f"{SOCIAL_HOSTS[network]}{name}" for network in church.social}
    return ChurchIn.model_validate(
        {
            "church_name": church.church_name,
            "contact_name": church.admin,
            "contact_email": f"office@{name}.example.org",
            "phone": church.phone,
            "primary_address": church.address,
            "city": church.city,
            "state": church.state,
            "timezone": church.timezone,
            "website": f"https://www.{name}.example.org",
            "denomination": church.denomination,
            "about": church.about,
            "theme": church.theme if church.colour is None else Theme.blue,
            "primary_color": colour,
            **links,
        }
    )


class _Seeder:
    """Adds the accounts that are missing, each the way a person would have made it."""

    # The seed acts as each account outside any signed-in session.
    NO_SESSION = uuid.UUID(int=0)

    def __init__(self, session: AsyncSession, now: datetime) -> None:
        self.session = session
        self.now = now
        self._password_hash: str | None = None

    async def password_hash(self) -> str:
        """One argon2 hash for every seeded account (hashing is slow on purpose)."""
        if self._password_hash is None:
            self._password_hash = await hash_password(DEMO_PASSWORD)
        return self._password_hash

    async def account(self, email: str, role: Role, full_name: str) -> User:
        """A signed-up account that confirmed its email, joined some time ago; not onboarded."""
        rng = random.Random(f"steeple-seed:{email}")  # noqa: S311 (sample data, not secrets)
        joined = self.now - timedelta(days=rng.randint(60, 900), minutes=rng.randint(0, 1440))
        user = User(
            email=email,
            password_hash=await self.password_hash(),
            role=role,
            full_name=full_name,
            created_at=joined,
            email_confirmed_at=joined + timedelta(minutes=rng.randint(2, 300)),
        )
        self.session.add(user)
        await self.session.flush()
        return user

    async def talent(self, talent: SeedTalent) -> None:
        user = await self.account(talent.login, talent.role, talent.full_name)
        rng = random.Random(f"steeple-seed:profile:{talent.login}")  # noqa: S311
        profile = _talent_in(talent, rng)
        # Onboarding asked for the first few of what the profile editor then filled in.
        basics = OnboardingIn.model_validate(profile.model_dump(include=ONBOARDING_FIELDS))
        await users.complete_onboarding(self.session, user, basics)
        await profiles.update_talent(self.session, user, profile)
        if talent.pro:
            owner = Owner(PlanRole(talent.role), user_id=user.id)
            await self.subscription(user, owner, talent.full_name, f"{talent.role}_monthly")

    async def church(self, church: SeedChurch) -> None:
        admin = await self.account(church.login, Role.church, church.admin)
        admin.church_name = church.church_name  # as given at sign-up
        basics = OnboardingIn(full_name=church.admin, city=church.city, state=church.state)
        await users.complete_onboarding(self.session, admin, basics)
        membership = await churches.membership_of(self.session, admin.id)
        assert membership is not None
        actor = Actor(user=admin, session_id=self.NO_SESSION, membership=membership)
        await churches.update_church(self.session, actor, membership.church_id, _church_in(church))
        row = await self.session.get(Church, membership.church_id)
        assert row is not None
        row.created_at = admin.created_at
        if church.premium_months is not None:
            owner = Owner(PlanRole.church, church_id=row.id)
            await self.subscription(
                admin, owner, church.church_name, "church_monthly", church.premium_months
            )

    async def member(self, account: DemoAccount, church: Church) -> None:
        """A team member who joined the church (as an invitation would add them)."""
        assert account.church_role is not None
        user = await self.account(account.email, Role.church, account.full_name)
        await churches.add_member(self.session, church, user, account.church_role)
        basics = OnboardingIn(full_name=account.full_name, city=church.city, state=church.state)
        await users.complete_onboarding(self.session, user, basics)

    async def subscription(
        self, buyer: User, owner: Owner, name: str, plan_key: str, months: int | None = None
    ) -> None:
        """A plan bought through the test provider `months` (otherwise some) whole months ago,
        after `buyer` joined, and renewed every period since; the provider's renewal beat renews
        it from here on, so it does not lapse while the app runs."""
        if months is None:
            rng = random.Random(f"steeple-seed:plan:{buyer.email}")  # noqa: S311
            joined_months = max(1, (self.now - buyer.created_at).days // 30 - 1)
            months = rng.randint(1, min(8, joined_months))
        started = self.now - timedelta(days=30 * months)
        await seed_plan(self.session, owner, buyer, name, plan_key, started, self.now)


def seeded_emails() -> list[str]:
    """Every account the seed makes, demo accounts included."""
    return [
        *(talent.login for talent in (*SPEAKERS, *MUSICIANS)),
        *(church.login for church in CHURCHES),
        DEMO_MEMBER.email,
        DEMO_LEADER.email,
        STAFF_ACCOUNT.email,
        people_email(SPAM.sender),
    ]


async def seed_marketplace(session: AsyncSession, now: datetime) -> list[DemoAccount]:
    """Adds every seeded account that does not exist yet; returns the demo accounts it added."""
    existing = set(await session.scalars(select(User.email).where(User.email.in_(seeded_emails()))))
    seeder = _Seeder(session, now)
    for church in CHURCHES:
        if church.login not in existing:
            await seeder.church(church)
    for talent in (*SPEAKERS, *MUSICIANS):
        if talent.login not in existing:
            await seeder.talent(talent)
    demo_church = await _church_of(session, DEMO_ADMIN.email)
    if demo_church is not None:  # its admin may have left it since
        for account in (DEMO_MEMBER, DEMO_LEADER):
            if account.email not in existing:
                await seeder.member(account, demo_church)
    await seed_languages(session, set(seeded_emails()) - existing)
    cast = await find_cast(session)
    if DEMO_CHURCH in cast.churches:
        await seed_team(session, now, *cast.churches[DEMO_CHURCH])
    await seed_hiring(session, now, cast)
    await seed_availability(session, now, cast)
    await seed_packs(session, now, cast)
    await seed_credentials(session, now, cast)
    await seed_conversations(session, now, cast)
    await seed_analytics(session, now, cast)
    await seed_reviews(session, now)
    await seed_moderation(session, now, await seeder.password_hash())
    return [account for account in PRINTED_ACCOUNTS if account.email not in existing]


async def _church_of(session: AsyncSession, admin_email: str) -> Church | None:
    admin = await session.scalar(select(User).where(User.email == admin_email))
    membership = await churches.membership_of(session, admin.id) if admin else None
    return await session.get(Church, membership.church_id) if membership else None


async def run_seed(
    sessionmaker: async_sessionmaker[AsyncSession], *, now: datetime | None = None
) -> list[DemoAccount]:
    """The whole demo marketplace in one transaction; returns the demo accounts it created."""
    async with unit_of_work(sessionmaker) as session:
        return await seed_marketplace(session, now or now_of(session.sync_session))
