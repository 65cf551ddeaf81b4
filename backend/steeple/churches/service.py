"""Churches: created at onboarding with their creator as admin, read by their members, changed by
their admins, shown publicly on their page."""

import uuid
from datetime import datetime
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.billing import entitlements
from steeple.churches import policies
from steeple.churches.members import with_roles
from steeple.churches.models import Church, ChurchMember, MemberRole
from steeple.churches.schemas import (
    ChurchIn,
    ChurchOut,
    ChurchPage,
    ChurchPublic,
    MembershipOut,
)
from steeple.db import lock_row
from steeple.i18n import _
from steeple.places import gazetteer
from steeple.profiles import service as profiles
from steeple.profiles.completeness import Completeness, from_checks
from steeple.profiles.schemas import ContactDetails
from steeple.users.models import User
from steeple.web.errors import AppError


async def membership_of(session: AsyncSession, user_id: uuid.UUID) -> ChurchMember | None:
    return await session.scalar(select(ChurchMember).where(ChurchMember.user_id == user_id))


async def create_church(
    session: AsyncSession, creator: User, *, name: str, place: gazetteer.Located | None
) -> Church:
    """A new church with `creator` as its admin (onboarding a church account)."""
    if await membership_of(session, creator.id) is not None:
        raise AppError(409, "already_member", _("You already belong to a church."))
    church = Church(
        church_name=name,
        contact_name=creator.full_name or "Unknown",
        contact_email=creator.email,
    )
    gazetteer.put_place(church, place)
    session.add(church)
    await session.flush()
    session.add(ChurchMember(church_id=church.id, user_id=creator.id, role=MemberRole.admin))
    await session.flush()
    return church


async def add_member(
    session: AsyncSession, church: Church, user: User, role: MemberRole
) -> ChurchMember:
    """Used by team invitations (and the test-only route until they exist)."""
    if await membership_of(session, user.id) is not None:
        raise AppError(409, "already_member", _("That person already belongs to a church."))
    member = ChurchMember(church_id=church.id, user_id=user.id, role=role)
    session.add(member)
    await session.flush()
    return member


async def _church(session: AsyncSession, church_id: uuid.UUID) -> Church:
    church = await session.get(Church, church_id)
    if church is None:
        raise AppError(404, "not_found", _("Church not found"))
    return church


async def my_church(session: AsyncSession, actor: Actor) -> ChurchOut:
    """The actor's own church, for any of its members (found through the membership, so no
    other church can be asked for)."""
    authorize(policies.can_see_settings(actor))
    assert actor.church_id is not None
    return _church_out(actor, await _church(session, actor.church_id))


def _church_out(actor: Actor, church: Church) -> ChurchOut:
    """The members' view; its callers have already refused anyone outside the church."""
    assert actor.membership is not None
    return ChurchOut(
        **ChurchPage.model_validate(church).model_dump(),
        contact_email=church.contact_email,
        phone=church.phone,
        timezone=church.timezone,
        my_role=MemberRole(actor.membership.role),
        can_edit=policies.can_edit(actor, church) is True,
        completeness=church_completeness(church),
    )


def church_completeness(church: Church) -> Completeness:
    """The church's side of the one completeness rule (profiles.completeness)."""
    social = (church.facebook_url, church.instagram_url, church.twitter_url, church.youtube_url)
    return from_checks(
        [
            ("church_name", _("Add your church's name"), bool(church.church_name)),
            ("city", _("Add your city and state"), bool(church.city and church.state)),
            ("photo", _("Add a photo or logo"), bool(church.photo)),
            ("about", _("Tell talent about your church"), bool(church.about)),
            (
                "phone",
                _("Add a phone or contact email"),
                bool(church.phone or church.contact_email),
            ),
            (
                "website",
                _("Add your website or a social link"),
                bool(church.website or any(social)),
            ),
        ]
    )


async def update_church(
    session: AsyncSession, actor: Actor, church_id: uuid.UUID, data: ChurchIn
) -> ChurchOut:
    church = await _church(session, church_id)
    authorize(policies.can_edit(actor, church))
    place = await gazetteer.optional_place(session, data.city, data.state)
    for field, value in data.model_dump(exclude={"city", "state"}).items():
        setattr(church, field, value)
    gazetteer.put_place(church, place)
    church.contact_name = data.contact_name or actor.user.full_name or "Unknown"
    await session.flush()
    return _church_out(actor, church)


async def replace_photo(
    session: AsyncSession, actor: Actor, church_id: uuid.UUID, data: bytes, media_dir: Path
) -> str:
    church = await _church(session, church_id)
    authorize(policies.can_change_photo(actor, church))
    url = await profiles.store_photo_file(session, media_dir, data)
    await lock_row(session, church)  # as for a person's photo: one upload at a time
    profiles.discard_photo_file(session, media_dir, church.photo)
    church.photo = url
    return url


async def remove_photo(
    session: AsyncSession, actor: Actor, church_id: uuid.UUID, media_dir: Path
) -> None:
    church = await _church(session, church_id)
    authorize(policies.can_change_photo(actor, church))
    await lock_row(session, church)
    profiles.discard_photo_file(session, media_dir, church.photo)
    church.photo = None


async def _church_by_any_id(session: AsyncSession, church_or_user_id: uuid.UUID) -> Church:
    """By the church's id, or by a member's user id: the id church pages were first linked by."""
    church = await session.get(Church, church_or_user_id)
    if church is None:
        membership = await membership_of(session, church_or_user_id)
        church = await session.get(Church, membership.church_id) if membership else None
    if church is None:
        raise AppError(404, "not_found", _("Church not found"))
    return church


async def public_church(
    session: AsyncSession, viewer: Actor | None, church_or_user_id: uuid.UUID, now: datetime
) -> ChurchPublic:
    """Never writes: a church that has not filled in its profile shows what it has."""
    church = await _church_by_any_id(session, church_or_user_id)
    # Messages go to its first admin whose account staff have not suspended (moderation/); a
    # church whose admins are all suspended is gone for everyone but its own members. (One with
    # no members left stays up as a record: users/deletion.)
    admins = await with_roles(session, church.id, MemberRole.admin)
    first_admin = next((admin.id for admin in admins if admin.suspended_at is None), None)
    all_suspended = bool(admins) and first_admin is None
    if all_suspended and not (viewer is not None and viewer.is_member_of(church.id)):
        raise AppError(404, "not_found", _("Church not found"))
    contact = None
    if await entitlements.may_see_church_contact(session, viewer, church.id, now):
        contact = ContactDetails(email=church.contact_email, phone=church.phone)
    return ChurchPublic(
        **ChurchPage.model_validate(church).model_dump(),
        contact=contact,
        message_user_id=first_admin,
    )


async def membership_out(session: AsyncSession, membership: ChurchMember) -> MembershipOut:
    church = await _church(session, membership.church_id)
    return MembershipOut(
        church_id=church.id, church_name=church.church_name, role=MemberRole(membership.role)
    )
