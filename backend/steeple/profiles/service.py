"""Talent profiles: the owner's editor, the public pages and the directory. Also the photo files
every profile picture (a person's or a church's) is stored as."""

import uuid
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from sqlalchemy.ext.asyncio import AsyncSession
from starlette.concurrency import run_in_threadpool

from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.billing import entitlements
from steeple.credentials import service as credentials
from steeple.credentials.schemas import BadgeOut
from steeple.db import after_commit, after_rollback, lock_row
from steeple.fit.reasons import FitOut
from steeple.i18n import _
from steeple.places import gazetteer
from steeple.profiles import photos, policies, search
from steeple.profiles.completeness import talent_completeness
from steeple.profiles.models import TalentProfile
from steeple.profiles.schemas import (
    ContactDetails,
    DirectoryPage,
    MyProfile,
    TalentCard,
    TalentProfileIn,
    TalentProfileOut,
    TalentPublic,
)
from steeple.users.models import User
from steeple.users.roles import TALENT_ROLES, Role
from steeple.web.errors import AppError


def _not_found(message: str) -> AppError:
    return AppError(404, "not_found", message)


def _empty_profile(user_id: uuid.UUID) -> TalentProfile:
    """What a talent profile holds before anything is saved (not added to the session)."""
    return TalentProfile(
        user_id=user_id,
        topics=[],
        instruments=[],
        genres=[],
        skills=[],
        love_offering=False,
        is_pro=False,
    )


async def _stored_profile(session: AsyncSession, user: User) -> TalentProfile:
    """The profile row, created on the first write. Two first saves at once (a double click)
    take turns on the user's row, so the second finds the row the first made."""
    authorize(policies.can_keep_talent_profile(user))
    await lock_row(session, user)
    profile = await session.get(TalentProfile, user.id)
    if profile is None:
        profile = _empty_profile(user.id)
        session.add(profile)
    return profile


async def set_talent_basics(
    session: AsyncSession,
    user: User,
    *,
    topics: Sequence[str] = (),
    instruments: Sequence[str] = (),
    genres: Sequence[str] = (),
) -> TalentProfile:
    """Onboarding's part of the talent profile."""
    profile = await _stored_profile(session, user)
    profile.topics = list(topics)
    profile.instruments = list(instruments)
    profile.genres = list(genres)
    await session.flush()
    return profile


async def my_profile(session: AsyncSession, user: User) -> MyProfile:
    """The editor's view; reading never creates the row."""
    if user.role not in TALENT_ROLES:
        return MyProfile(talent=None, completeness=None)
    profile = await session.get(TalentProfile, user.id) or _empty_profile(user.id)
    return MyProfile(
        talent=TalentProfileOut.model_validate(profile),
        completeness=talent_completeness(profile, user),
    )


async def update_talent(session: AsyncSession, user: User, data: TalentProfileIn) -> MyProfile:
    """The profile and the account fields the editor shows (name, city, state), in one write."""
    profile = await _stored_profile(session, user)
    values = data.model_dump()
    place = await gazetteer.optional_place(session, values.pop("city"), values.pop("state"))
    gazetteer.put_place(user, place)
    user.full_name = values.pop("full_name")
    for field, value in values.items():
        setattr(profile, field, value)
    await session.flush()
    return MyProfile(
        talent=TalentProfileOut.model_validate(profile),
        completeness=talent_completeness(profile, user),
    )


async def store_photo_file(session: AsyncSession, media_dir: Path, data: bytes) -> str:
    """Re-encodes and stores a new photo, returning its URL; the file goes again if the
    transaction rolls back, so a failed request leaves no orphan."""
    encoded = await photos.reencode_bounded(data)
    name = await run_in_threadpool(photos.store, media_dir, encoded)
    url = f"/media/{name}"
    after_rollback(session, lambda: photos.remove(media_dir, url))
    return url


def discard_photo_file(session: AsyncSession, media_dir: Path, url: str | None) -> None:
    """Removes a photo file once the transaction that stopped using it has committed."""
    after_commit(session, lambda: photos.remove(media_dir, url))


async def replace_photo(session: AsyncSession, user: User, data: bytes, media_dir: Path) -> str:
    url = await store_photo_file(session, media_dir, data)
    # Two uploads at once must not both discard the same previous photo and leave one new file
    # that nothing refers to: the second waits here for the first to finish.
    await lock_row(session, user)
    discard_photo_file(session, media_dir, user.profile_photo)
    user.profile_photo = url
    await session.flush()
    return url


async def remove_photo(session: AsyncSession, user: User, media_dir: Path) -> None:
    await lock_row(session, user)
    discard_photo_file(session, media_dir, user.profile_photo)
    user.profile_photo = None
    await session.flush()


def _visible(owner: User) -> bool:
    """Listed talent only: verified and onboarded, as in the directories."""
    return not owner.needs_onboarding and owner.email_verified


async def shown_talent(
    session: AsyncSession, viewer: Actor | None, user_id: uuid.UUID, role: Role | None = None
) -> tuple[User, TalentProfile]:
    """The speaker or musician (of `role`, when given) whose public page `viewer` may see, and
    their profile; 404 otherwise. What their page shows elsewhere (their calendar) asks this."""
    owner = await session.get(User, user_id)
    # Talent may preview their own page before it is listed, but only as what they are.
    previewing = viewer is not None and viewer.id == user_id
    expected = {role} if role else TALENT_ROLES
    if owner is None or owner.role not in expected or not (_visible(owner) or previewing):
        raise _not_found(_("Profile not found"))
    profile = await session.get(TalentProfile, owner.id) or _empty_profile(owner.id)
    # Hidden by staff, or its account suspended (moderation/): gone for everyone else.
    if not previewing and (profile.hidden_at is not None or owner.suspended_at is not None):
        raise _not_found(_("Profile not found"))
    return owner, profile


async def public_talent(
    session: AsyncSession, viewer: Actor | None, user_id: uuid.UUID, role: Role, now: datetime
) -> TalentPublic:
    owner, profile = await shown_talent(session, viewer, user_id, role)
    contact = None
    if await entitlements.may_see_talent_contact(session, viewer, owner.id, now):
        contact = ContactDetails(email=owner.email, phone=None)
    return TalentPublic(
        user_id=owner.id,
        role=role,
        name=_shown_name(profile, owner, role),
        full_name=owner.full_name,
        photo=owner.profile_photo,
        city=owner.city,
        state=owner.state,
        is_pro=profile.is_pro,
        rating_average=profile.rating_average,
        rating_count=profile.rating_count or 0,
        profile=TalentProfileOut.model_validate(profile),
        contact=contact,
        badges=(await credentials.badges_of(session, [owner.id])).get(owner.id, []),
    )


async def directory(session: AsyncSession, query: search.DirectoryQuery) -> DirectoryPage:
    rows, has_more = await search.search(session, query)
    badges = await credentials.badges_of(session, [row.id for row in rows])
    return DirectoryPage(
        # Each row holds the profile's columns and the user's.
        results=[
            TalentCard(
                **card_fields(
                    row, row, miles=row.miles if query.near else None, badges=badges[row.id]
                )
            )
            for row in rows
        ],
        page=query.page,
        page_size=search.PAGE_SIZE,
        has_more=has_more,
    )


class CardProfile(Protocol):
    """What a card reads of a talent profile: its row, or the directory's columns."""

    @property
    def display_name(self) -> str | None: ...
    @property
    def headline(self) -> str | None: ...
    @property
    def topics(self) -> list[str]: ...
    @property
    def skills(self) -> list[str]: ...
    @property
    def instruments(self) -> list[str]: ...
    @property
    def genres(self) -> list[str]: ...
    @property
    def denomination(self) -> str | None: ...
    @property
    def worship_style(self) -> str | None: ...
    @property
    def is_pro(self) -> bool: ...
    @property
    def rating_average(self) -> float | None: ...
    @property
    def rating_count(self) -> int: ...


class CardUser(Protocol):
    """What a card reads of a speaker's or musician's account."""

    @property
    def id(self) -> uuid.UUID: ...
    @property
    def role(self) -> str | None: ...
    @property
    def full_name(self) -> str: ...
    @property
    def profile_photo(self) -> str | None: ...
    @property
    def city(self) -> str | None: ...
    @property
    def state(self) -> str | None: ...


def _shown_name(profile: CardProfile, user: CardUser, role: Role) -> str:
    fallback = "Unnamed Speaker" if role == Role.speaker else "Unnamed Musician"
    return profile.display_name or user.full_name or fallback


def card_fields(
    profile: CardProfile | None,
    user: CardUser,
    *,
    miles: float | None = None,
    badges: list[BadgeOut] | None = None,
    fit: FitOut | None = None,
) -> dict[str, Any]:
    """The directory card of a speaker or musician, as the fields of a TalentCard or of a model
    that extends it (the applicant the church reviews, a suggested talent); `miles` away from
    where the search was near, with their credential `badges` (credentials.badges_of: one query
    for a page) and their `fit` where one was asked about."""
    profile = profile or _empty_profile(user.id)
    role = Role.musician if user.role == Role.musician else Role.speaker
    return dict(
        user_id=user.id,
        role=role,
        name=_shown_name(profile, user, role),
        full_name=user.full_name,
        photo=user.profile_photo,
        city=user.city,
        state=user.state,
        headline=profile.headline,
        topics=profile.topics,
        skills=profile.skills,
        instruments=profile.instruments,
        genres=profile.genres,
        denomination=profile.denomination,
        worship_style=profile.worship_style,
        is_pro=profile.is_pro,
        rating_average=profile.rating_average,
        rating_count=profile.rating_count or 0,
        distance_miles=None if miles is None else max(1, round(miles)),
        fit=fit,
        badges=badges or [],
    )
