"""The account: what the app shows of the signed-in user, their own changes, and onboarding."""

import uuid
from collections.abc import Collection
from datetime import datetime
from typing import TYPE_CHECKING, NoReturn

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing import entitlements
from steeple.churches import service as churches
from steeple.db import ids_in
from steeple.places import gazetteer
from steeple.profiles import service as profiles
from steeple.users.models import User
from steeple.users.roles import Role
from steeple.users.schemas import AccountUpdate, OnboardingIn, UserOut
from steeple.web.errors import AppError

if TYPE_CHECKING:  # only the churches domain reads memberships (churches.members)
    from steeple.churches.models import ChurchMember


# Built once: the pages that show people (applicants, conversations) look them up on every view.
_BY_ID = select(User).where(ids_in(User.id))


async def by_id(session: AsyncSession, user_ids: Collection[uuid.UUID]) -> dict[uuid.UUID, User]:
    """The accounts with these ids (those that exist)."""
    return {user.id: user for user in await session.scalars(_BY_ID, {"ids": list(user_ids)})}


async def describe(
    session: AsyncSession, user: User, membership: "ChurchMember | None", now: datetime
) -> UserOut:
    """The account as the app shows it; `membership` is the user's place in a church, which
    the caller already holds (the actor) or has looked up."""
    church = await churches.membership_out(session, membership) if membership else None
    plan = await entitlements.account_plan(session, user, church.church_id if church else None, now)
    return UserOut(
        id=user.id,
        email=user.email,
        role=Role(user.role) if user.role else None,
        full_name=user.full_name,
        # Before onboarding, a church account shows the name it signed up with.
        church_name=church.church_name if church else user.church_name,
        church=church,
        plan=plan.key,
        plan_name=plan.name,
        premium=plan.premium,
        profile_photo=user.profile_photo,
        needs_onboarding=user.needs_onboarding,
        email_verified=user.email_verified,
        is_staff=user.is_staff,
        city=user.city,
        state=user.state,
        created_at=user.created_at,
    )


async def update_account(session: AsyncSession, user: User, data: AccountUpdate) -> User:
    changes = data.model_dump(exclude_unset=True)
    if "city" in changes or "state" in changes:
        city, state = changes.pop("city", user.city), changes.pop("state", user.state)
        gazetteer.put_place(user, await gazetteer.optional_place(session, city, state))
    for field, value in changes.items():
        setattr(user, field, value)
    await session.flush()
    return user


async def complete_onboarding(session: AsyncSession, user: User, data: OnboardingIn) -> User:
    """Spec 01 §4: the role is set here only when the account has none; finishing clears
    needs_onboarding. A church account's church is created here, with the user as its admin,
    in the same transaction."""
    role = user.role or data.role
    if role is None:
        _invalid("role", "Choose a role")
    church_name = data.church_name or user.church_name
    membership = await churches.membership_of(session, user.id)
    if role == Role.church and membership is None and not church_name:
        _invalid("church_name", "Church name is required for churches")
    if role == Role.speaker and not data.topics:
        _invalid("topics", "Add at least one topic you speak on")
    if role == Role.musician and not data.instruments:
        _invalid("instruments", "Add at least one instrument (or voice)")
    place = await gazetteer.required_place(session, data.city, data.state)
    user.role = role
    user.full_name = data.full_name
    gazetteer.put_place(user, place)
    if role == Role.church:
        if membership is None:
            assert church_name is not None
            await churches.create_church(session, user, name=church_name, place=place)
            user.church_name = None  # the church holds its name from now on
    else:
        await profiles.set_talent_basics(
            session,
            user,
            topics=data.topics if role == Role.speaker else (),
            instruments=data.instruments if role == Role.musician else (),
            genres=data.genres if role == Role.musician else (),
        )
    user.needs_onboarding = False
    await session.flush()
    return user


def _invalid(field: str, message: str) -> NoReturn:
    raise AppError(422, "validation_error", message, {field: message})
