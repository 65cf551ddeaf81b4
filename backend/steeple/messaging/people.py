"""Who the people of a conversation are, as both sides see them: a church's members write under
their church's name, photo and page; a speaker or musician under their own."""

import uuid
from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.churches import members
from steeple.churches.models import Church
from steeple.db import ids_in
from steeple.messaging.schemas import ParticipantOut
from steeple.notifications.service import Sender
from steeple.profiles.models import TalentProfile
from steeple.users import service as accounts
from steeple.users.models import User
from steeple.users.roles import TALENT_ROLES, Role


@dataclass(frozen=True)
class Person:
    user: User
    church: Church | None  # the church a church account belongs to
    display_name: str | None  # a speaker's or musician's profile name

    @property
    def id(self) -> uuid.UUID:
        return self.user.id

    @property
    def role(self) -> Role | None:
        """church, speaker or musician; None for an account that cannot take part (not onboarded,
        or a church account that belongs to no church)."""
        if self.user.role == Role.church:
            # A deleted account has left its church; its conversations stay for the other person.
            return Role.church if self.church is not None or self.user.is_deleted else None
        return Role(self.user.role) if self.user.role in TALENT_ROLES else None

    @property
    def name(self) -> str:
        if self.church is not None:
            return self.church.church_name
        return self.display_name or self.user.full_name

    @property
    def avatar(self) -> str | None:
        return self.church.photo if self.church is not None else self.user.profile_photo

    @property
    def profile_path(self) -> str | None:
        if self.church is not None:
            return f"/churches/{self.church.id}"
        if self.role in TALENT_ROLES:
            return f"/{self.role}s/{self.user.id}"
        return None

    @property
    def slug(self) -> str:
        """What notifications link a sender's page by (as applications.notices does)."""
        return str(self.church.id if self.church is not None else self.user.id)

    def out(self) -> ParticipantOut:
        assert self.role is not None, "only people who can take part are shown"
        return ParticipantOut(
            id=self.user.id,
            name=self.name,
            role=self.role.value,
            avatar=self.avatar,
            profile_path=self.profile_path,
        )

    def sender(self) -> Sender:
        return Sender(self.user.id, self.name, str(self.role), self.avatar, self.slug)


# Built once: every inbox page and thread looks its people up.
_DISPLAY_NAMES = select(TalentProfile.user_id, TalentProfile.display_name).where(
    ids_in(TalentProfile.user_id)
)


async def people(session: AsyncSession, user_ids: Iterable[uuid.UUID]) -> dict[uuid.UUID, Person]:
    """The people with these ids (those that exist), in three queries whatever their number."""
    ids = list(set(user_ids))
    if not ids:
        return {}
    users = await accounts.by_id(session, ids)
    churches = await members.churches_of(session, ids)
    names = {
        row.user_id: row.display_name for row in await session.execute(_DISPLAY_NAMES, {"ids": ids})
    }
    return {
        user.id: Person(
            user,
            churches.get(user.id) if user.role == Role.church else None,
            names.get(user.id),
        )
        for user in users.values()
    }


async def person(session: AsyncSession, user_id: uuid.UUID) -> Person | None:
    return (await people(session, [user_id])).get(user_id)
