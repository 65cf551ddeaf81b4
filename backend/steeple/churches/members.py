"""Who belongs to which church, in which role, for every domain: only the churches domain reads
`church_members`; others ask here (tests/test_policy.py keeps it so)."""

import uuid
from collections.abc import Iterable
from functools import cache

from sqlalchemy import Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.churches.models import Church, ChurchMember, MemberRole
from steeple.db import ids_in
from steeple.users.models import User


async def reread(session: AsyncSession, membership: ChurchMember) -> ChurchMember | None:
    """The membership as the database holds it now (None: it has gone), for a caller that has
    just locked its church."""
    return await session.scalar(
        select(ChurchMember)
        .where(ChurchMember.id == membership.id)
        .execution_options(populate_existing=True)
    )


def with_membership(users: Select[User]) -> Select[User, ChurchMember]:
    """`users` with each one's membership (None outside a church), in the same query."""
    return users.add_columns(ChurchMember).outerjoin(ChurchMember, ChurchMember.user_id == User.id)


def member_ids(church_id: uuid.UUID) -> Select[uuid.UUID]:
    """The ids of the church's members, as a subquery for the caller's own query."""
    return select(ChurchMember.user_id).where(ChurchMember.church_id == church_id)


async def team_size(session: AsyncSession, church_id: uuid.UUID) -> int:
    count = await session.scalar(select(func.count()).where(ChurchMember.church_id == church_id))
    return count or 0


async def with_roles(session: AsyncSession, church_id: uuid.UUID, *roles: MemberRole) -> list[User]:
    """The church's members in these roles, in the order they joined."""
    rows = await session.scalars(
        select(User)
        .join(ChurchMember, ChurchMember.user_id == User.id)
        .where(ChurchMember.church_id == church_id, ChurchMember.role.in_(roles))
        .order_by(ChurchMember.created_at, ChurchMember.id)
    )
    return list(rows)


async def churches_of(
    session: AsyncSession, user_ids: Iterable[uuid.UUID], *roles: MemberRole
) -> dict[uuid.UUID, Church]:
    """The church of each of these users who belongs to one (in one of `roles`, when given)."""
    rows = await session.execute(_churches_of(roles), {"ids": list(set(user_ids))})
    return {user_id: church for user_id, church in rows}


@cache
def _churches_of(roles: tuple[MemberRole, ...]) -> Select[uuid.UUID, Church]:
    """Built once for each `roles`: the people of every conversation are looked up by it."""
    query = (
        select(ChurchMember.user_id, Church)
        .join(Church, Church.id == ChurchMember.church_id)
        .where(ids_in(ChurchMember.user_id))
    )
    return query.where(ChurchMember.role.in_(roles)) if roles else query
