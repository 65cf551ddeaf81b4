"""Talent and church profiles: the owner's editor and the public pages."""

import uuid
from collections.abc import Sequence
from pathlib import Path

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.concurrency import run_in_threadpool

from steeple.profiles import photos, search
from steeple.profiles.access import can_see_contact_details
from steeple.profiles.models import ChurchProfile, TalentProfile
from steeple.profiles.schemas import (
    ChurchProfileIn,
    ChurchProfileOut,
    ChurchPublic,
    ContactDetails,
    DirectoryPage,
    MyProfile,
    TalentCard,
    TalentProfileIn,
    TalentProfileOut,
    TalentPublic,
)
from steeple.users.models import User
from steeple.users.roles import Role
from steeple.web.errors import AppError

TALENT_ROLES = (Role.speaker, Role.musician)


def _not_found(what: str) -> AppError:
    return AppError(404, "not_found", f"{what} not found")


async def set_talent_basics(
    session: AsyncSession,
    user: User,
    *,
    topics: Sequence[str] = (),
    instruments: Sequence[str] = (),
    genres: Sequence[str] = (),
) -> TalentProfile:
    """Onboarding's part of the talent profile."""
    profile = await _talent_profile(session, user)
    profile.topics = list(topics)
    profile.instruments = list(instruments)
    profile.genres = list(genres)
    await session.flush()
    return profile


async def _talent_profile(session: AsyncSession, user: User) -> TalentProfile:
    if user.role not in TALENT_ROLES:
        raise AppError(403, "not_talent", "Only speakers and musicians have a talent profile")
    profile = await session.get(TalentProfile, user.id)
    if profile is None:
        profile = TalentProfile(
            user_id=user.id, topics=[], instruments=[], genres=[], skills=[], love_offering=False
        )
        session.add(profile)
        await session.flush()
    return profile


async def refresh_talent_search(session: AsyncSession, user: User) -> None:
    """Call after anything the directory shows or sorts by changes (profile, name, place,
    photo, plan, onboarding)."""
    if user.role not in TALENT_ROLES:
        return
    profile = await _talent_profile(session, user)
    search.refresh_search_fields(profile, user)
    await session.flush()


async def church_profile_for(session: AsyncSession, user: User) -> ChurchProfile:
    """The church's profile, created minimally when missing (spec 01 §4)."""
    if user.role != Role.church:
        raise AppError(403, "not_church", "Only church accounts have a church profile")
    profile = await session.scalar(select(ChurchProfile).where(ChurchProfile.user_id == user.id))
    if profile is None:
        profile = ChurchProfile(
            user_id=user.id,
            church_name=user.church_name or user.full_name or "My Church",
            contact_name=user.full_name or "Unknown",
            contact_email=user.email,
        )
        session.add(profile)
        await session.flush()
    return profile


async def my_profile(session: AsyncSession, user: User) -> MyProfile:
    if user.role == Role.church:
        church = await church_profile_for(session, user)
        return MyProfile(church=ChurchProfileOut.model_validate(church))
    if user.role in TALENT_ROLES:
        talent = await _talent_profile(session, user)
        return MyProfile(talent=TalentProfileOut.model_validate(talent))
    return MyProfile()


async def update_talent(session: AsyncSession, user: User, data: TalentProfileIn) -> TalentProfile:
    profile = await _talent_profile(session, user)
    for field, value in data.model_dump().items():
        setattr(profile, field, value)
    await refresh_talent_search(session, user)
    return profile


async def update_church(session: AsyncSession, user: User, data: ChurchProfileIn) -> ChurchProfile:
    profile = await church_profile_for(session, user)
    for field, value in data.model_dump().items():
        setattr(profile, field, value)
    profile.contact_name = data.contact_name or user.full_name or "Unknown"
    # The account's display name follows the church's name (spec 02 §2.2).
    user.church_name = data.church_name
    await session.flush()
    return profile


async def replace_photo(session: AsyncSession, user: User, data: bytes, media_dir: Path) -> str:
    encoded = await run_in_threadpool(photos.reencode, data)
    name = await run_in_threadpool(photos.store, media_dir, encoded)
    previous = user.profile_photo
    user.profile_photo = f"/media/{name}"
    await refresh_talent_search(session, user)
    photos.remove(media_dir, previous)
    return user.profile_photo


async def remove_photo(session: AsyncSession, user: User, media_dir: Path) -> None:
    photos.remove(media_dir, user.profile_photo)
    user.profile_photo = None
    await refresh_talent_search(session, user)


def _contact(
    viewer: User | None, owner: User, phone: str | None, email: str | None
) -> ContactDetails | None:
    if not can_see_contact_details(viewer, owner):
        return None
    return ContactDetails(email=email, phone=phone)


async def public_talent(
    session: AsyncSession, viewer: User | None, user_id: uuid.UUID, role: Role
) -> TalentPublic:
    owner = await session.get(User, user_id)
    if owner is None or owner.role != role or owner.needs_onboarding:
        raise _not_found("Profile")
    profile = await session.get(TalentProfile, owner.id) or TalentProfile(
        user_id=owner.id, topics=[], instruments=[], genres=[], skills=[], love_offering=False
    )
    fallback = "Unnamed Speaker" if role == Role.speaker else "Unnamed Musician"
    return TalentPublic(
        user_id=owner.id,
        role=role,
        name=profile.display_name or owner.full_name or fallback,
        full_name=owner.full_name,
        photo=owner.profile_photo,
        city=owner.city,
        state=owner.state,
        profile=TalentProfileOut.model_validate(profile),
        contact=_contact(viewer, owner, None, owner.email),
    )


async def public_church(
    session: AsyncSession, viewer: User | None, church_or_user_id: uuid.UUID
) -> ChurchPublic:
    """A church's page by its profile id, or by its user id (the id the navigation links to)."""
    profile = await session.scalar(
        select(ChurchProfile).where(
            or_(ChurchProfile.id == church_or_user_id, ChurchProfile.user_id == church_or_user_id)
        )
    )
    if profile is None:
        owner = await session.get(User, church_or_user_id)
        if owner is None or owner.role != Role.church:
            raise _not_found("Church")
        profile = await church_profile_for(session, owner)
    else:
        owner = await session.get(User, profile.user_id)
        assert owner is not None  # the foreign key cascades deletes
    return ChurchPublic(
        id=profile.id,
        user_id=owner.id,
        photo=owner.profile_photo,
        city=owner.city,
        state=owner.state,
        church_name=profile.church_name,
        website=profile.website,
        denomination=profile.denomination,
        about=profile.about,
        theme=profile.theme,
        primary_color=profile.primary_color,
        facebook_url=profile.facebook_url,
        instagram_url=profile.instagram_url,
        twitter_url=profile.twitter_url,
        youtube_url=profile.youtube_url,
        contact=_contact(viewer, owner, profile.phone, profile.contact_email or owner.email),
    )


async def directory(session: AsyncSession, query: search.DirectoryQuery) -> DirectoryPage:
    rows, has_more = await search.search(session, query)
    return DirectoryPage(
        results=[_card(profile, user) for profile, user in rows],
        page=query.page,
        page_size=search.PAGE_SIZE,
        has_more=has_more,
    )


def _card(profile: TalentProfile, user: User) -> TalentCard:
    role = Role.musician if user.role == Role.musician else Role.speaker
    fallback = "Unnamed Speaker" if role == Role.speaker else "Unnamed Musician"
    return TalentCard(
        user_id=user.id,
        role=role,
        name=profile.display_name or user.full_name or fallback,
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
        is_pro=user.plan != "free",
    )
