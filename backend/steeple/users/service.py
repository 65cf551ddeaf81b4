from sqlalchemy.ext.asyncio import AsyncSession

from steeple.users.models import User
from steeple.users.roles import Role
from steeple.users.schemas import OnboardingIn, ProfileUpdate
from steeple.web.errors import AppError


async def update_profile(session: AsyncSession, user: User, data: ProfileUpdate) -> User:
    for field, value in data.model_dump(exclude_unset=True).items():
        setattr(user, field, value)
    await session.flush()
    return user


async def complete_onboarding(session: AsyncSession, user: User, data: OnboardingIn) -> User:
    """Spec 01 §4: the role is set here only when the account has none; finishing clears
    needs_onboarding."""
    role = user.role or data.role
    if role is None:
        raise AppError(422, "validation_error", "Choose a role", {"role": "Choose a role"})
    if role == Role.church and not (data.church_name or user.church_name):
        message = "Church name is required for churches"
        raise AppError(422, "validation_error", message, {"church_name": message})
    user.role = role
    user.full_name = data.full_name
    user.city = data.city
    user.state = data.state
    if data.church_name:
        user.church_name = data.church_name
    user.needs_onboarding = False
    await session.flush()
    return user
