"""Who the demo's stories are about: the seeded accounts as they are now (a church's admin may
have left it, an account may be gone since an earlier seed), found by the data's names."""

from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.churches import members
from steeple.churches.models import Church, MemberRole
from steeple.demo.content import CHURCHES, DEMO_MEMBER, MUSICIANS, SPEAKERS
from steeple.users.models import User


@dataclass(frozen=True)
class Cast:
    # Each seeded church whose admin still runs it, and that admin, by the church's name.
    churches: Mapping[str, tuple[Church, User]]
    # Each seeded speaker and musician, by full name.
    talent: Mapping[str, User]
    demo_member: User | None  # the demo church's volunteer


async def find_cast(session: AsyncSession) -> Cast:
    admins = {church.login: church.church_name for church in CHURCHES}
    admin_users = list(await session.scalars(select(User).where(User.email.in_(admins))))
    run = await members.churches_of(session, (user.id for user in admin_users), MemberRole.admin)
    churches = {
        admins[admin.email]: (run[admin.id], admin) for admin in admin_users if admin.id in run
    }
    names = {talent.login: talent.full_name for talent in (*SPEAKERS, *MUSICIANS)}
    talent = {
        names[user.email]: user
        for user in await session.scalars(select(User).where(User.email.in_(names)))
    }
    demo_member = await session.scalar(select(User).where(User.email == DEMO_MEMBER.email))
    return Cast(churches, talent, demo_member)
