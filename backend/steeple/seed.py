"""Demo data for `make run`: real rows, created once, with known passwords printed for people."""

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.auth.passwords import hash_password
from steeple.db import utcnow
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


DEMO_ACCOUNTS = [
    DemoAccount("speaker@demo.steeple.app", Role.speaker, "James Carter", "Louisville", "KY"),
    DemoAccount("musician@demo.steeple.app", Role.musician, "Naomi Reyes", "Indianapolis", "IN"),
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
        session.add(
            User(
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
        )
        created.append(account)
    await session.flush()
    return created


async def run_seed(sessionmaker: async_sessionmaker[AsyncSession]) -> list[DemoAccount]:
    async with sessionmaker() as session, session.begin():
        return await seed_demo_accounts(session)
