from typing import NoReturn

from sqlalchemy.ext.asyncio import AsyncSession

from steeple.profiles import service as profiles
from steeple.users.models import User
from steeple.users.roles import Role
from steeple.users.schemas import OnboardingIn, ProfileUpdate
from steeple.web.errors import AppError


async def update_profile(session: AsyncSession, user: User, data: ProfileUpdate) -> User:
    for field, value in data.model_dump(exclude_unset=True).items():
        setattr(user, field, value)
    await profiles.refresh_talent_search(session, user)
    return user


async def complete_onboarding(session: AsyncSession, user: User, data: OnboardingIn) -> User:
    """Spec 01 §4: the role is set here only when the account has none; finishing clears
    needs_onboarding."""
    role = user.role or data.role
    if role is None:
        _invalid("role", "Choose a role")
    if role == Role.church and not (data.church_name or user.church_name):
        _invalid("church_name", "Church name is required for churches")
    if role == Role.speaker and not data.topics:
        _invalid("topics", "Add at least one topic you speak on")
    if role == Role.musician and not data.instruments:
        _invalid("instruments", "Add at least one instrument (or voice)")
    user.role = role
    if role != Role.church:
        await profiles.set_talent_basics(
            session,
            user,
            topics=data.topics if role == Role.speaker else (),
            instruments=data.instruments if role == Role.musician else (),
            genres=data.genres if role == Role.musician else (),
        )
    user.role = role
    user.full_name = data.full_name
    user.city = data.city
    user.state = data.state
    if data.church_name:
        user.church_name = data.church_name
    user.needs_onboarding = False
    await profiles.refresh_talent_search(session, user)
    return user


def _invalid(field: str, message: str) -> NoReturn:
    raise AppError(422, "validation_error", message, {field: message})
