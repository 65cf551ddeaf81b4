import uuid
from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from steeple.profiles.models import TalentProfile


async def set_talent_basics(
    session: AsyncSession,
    user_id: uuid.UUID,
    *,
    topics: Sequence[str] = (),
    instruments: Sequence[str] = (),
    genres: Sequence[str] = (),
) -> TalentProfile:
    """Creates or updates the talent profile with what onboarding asks for."""
    profile = await session.get(TalentProfile, user_id) or TalentProfile(user_id=user_id)
    profile.topics = list(topics)
    profile.instruments = list(instruments)
    profile.genres = list(genres)
    session.add(profile)
    await session.flush()
    return profile
