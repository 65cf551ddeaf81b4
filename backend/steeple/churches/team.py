"""A church's team: its members, and the emailed invitations that add people to it (spec 02 §2.5
User Management; DECISIONS.md "Roles and teams"). Admins run the team; every member may read it."""

import uuid
from collections.abc import Sequence
from datetime import datetime, timedelta

from sqlalchemy import ColumnElement, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.auth.service import normalise_email, user_by_email
from steeple.auth.tokens import hash_token, new_opaque_token
from steeple.billing import entitlements
from steeple.churches import policies
from steeple.churches.models import Church, ChurchInvitation, ChurchMember, MemberRole
from steeple.churches.schemas import (
    InvitationIn,
    InvitationPublic,
    MemberOut,
    MembershipOut,
)
from steeple.churches.service import add_member, membership_of
from steeple.db import lock_row
from steeple.email.service import enqueue_email
from steeple.i18n import _
from steeple.users.models import User
from steeple.users.roles import Role
from steeple.web.errors import AppError
from steeple.web.origin import public_link

INVITATION_DAYS = 7


async def _church_for(
    session: AsyncSession, actor: Actor, church_id: uuid.UUID, *, manage: bool
) -> Church:
    """The church, if the actor belongs to it (another church's team is a 404) and, to `manage`
    it, is one of its admins."""
    church = await session.get(Church, church_id)
    authorize(
        church is not None and policies.can_see_team(actor, church_id),
        or_not_found=_("Church not found"),
    )
    assert church is not None
    if manage:
        authorize(policies.can_manage_team(actor, church_id))
    return church


def _member_out(member: ChurchMember, user: User) -> MemberOut:
    return MemberOut(
        id=user.id,
        full_name=user.full_name,
        email=user.email,
        role=MemberRole(member.role),
        created_at=member.created_at,
    )


async def members(session: AsyncSession, actor: Actor, church_id: uuid.UUID) -> list[MemberOut]:
    await _church_for(session, actor, church_id, manage=False)
    rows = await session.execute(
        select(ChurchMember, User)
        .join(User, User.id == ChurchMember.user_id)
        .where(ChurchMember.church_id == church_id)
        .order_by(ChurchMember.created_at, ChurchMember.id)
    )
    return [_member_out(member, user) for member, user in rows.all()]


def _is_open(now: datetime) -> tuple[ColumnElement[bool], ...]:
    return (
        ChurchInvitation.accepted_at.is_(None),
        ChurchInvitation.revoked_at.is_(None),
        ChurchInvitation.expires_at > now,
    )


async def pending_invitations(
    session: AsyncSession, actor: Actor, church_id: uuid.UUID, now: datetime
) -> Sequence[ChurchInvitation]:
    await _church_for(session, actor, church_id, manage=True)
    return (
        await session.scalars(
            select(ChurchInvitation)
            .where(ChurchInvitation.church_id == church_id, *_is_open(now))
            .order_by(ChurchInvitation.created_at, ChurchInvitation.id)
        )
    ).all()


async def _require_premium(session: AsyncSession, church: Church, now: datetime) -> None:
    authorize(policies.can_invite(await entitlements.is_premium_church(session, church.id, now)))


async def _send(
    session: AsyncSession,
    church: Church,
    inviter: User,
    invitation: ChurchInvitation,
    now: datetime,
) -> None:
    """A new token for `invitation`, valid 7 days from now, emailed to the invitee; the link of
    any earlier email stops working."""
    token = new_opaque_token()
    invitation.token_hash = hash_token(token)
    invitation.expires_at = now + timedelta(days=INVITATION_DAYS)
    invitation.invited_by = inviter.id
    await session.flush()
    await enqueue_email(
        session,
        kind="invitation",
        to=invitation.email,
        context={
            "churchName": church.church_name,
            "inviterName": inviter.full_name or church.church_name,
            "role": invitation.role,
            "message": invitation.message,
            "invitationLink": public_link(session, f"/invitation/{token}"),
            "days": INVITATION_DAYS,
        },
        secret=token,
    )


async def invite(
    session: AsyncSession,
    actor: Actor,
    church_id: uuid.UUID,
    data: InvitationIn,
    now: datetime,
) -> ChurchInvitation:
    """Invites `data.email`. An open invitation of the same church to the same address is
    renewed with the new role and message, not duplicated."""
    church = await _church_for(session, actor, church_id, manage=True)
    await _require_premium(session, church, now)
    await lock_row(session, church)  # two admins inviting the same address make one invitation
    email = normalise_email(data.email)
    invitee = await user_by_email(session, email)
    if invitee is not None and await membership_of(session, invitee.id) is not None:
        raise AppError(409, "already_in_church", _("That person already belongs to a church."))
    if invitee is not None and invitee.role not in (None, Role.church):
        # They could never accept: say so now rather than send a link that cannot work.
        raise AppError(409, "not_church_account", policies.NOT_CHURCH_ACCOUNT)
    invitation = await session.scalar(
        select(ChurchInvitation).where(
            ChurchInvitation.church_id == church.id,
            ChurchInvitation.email == email,
            ChurchInvitation.accepted_at.is_(None),
            ChurchInvitation.revoked_at.is_(None),
        )
    )
    if invitation is None:
        invitation = ChurchInvitation(church_id=church.id, email=email)
        session.add(invitation)
    invitation.role = data.role
    invitation.message = data.message or None
    await _send(session, church, actor.user, invitation, now)
    return invitation


async def _invitation_of(
    session: AsyncSession, church: Church, invitation_id: uuid.UUID
) -> ChurchInvitation:
    """One of the church's invitations that is still open (an expired one can be resent)."""
    invitation = await session.get(ChurchInvitation, invitation_id)
    if (
        invitation is None
        or invitation.church_id != church.id
        or invitation.accepted_at is not None
        or invitation.revoked_at is not None
    ):
        raise AppError(404, "invitation_not_found", _("Invitation not found"))
    return invitation


async def resend(
    session: AsyncSession,
    actor: Actor,
    church_id: uuid.UUID,
    invitation_id: uuid.UUID,
    now: datetime,
) -> ChurchInvitation:
    church = await _church_for(session, actor, church_id, manage=True)
    await _require_premium(session, church, now)
    invitation = await _invitation_of(session, church, invitation_id)
    await _send(session, church, actor.user, invitation, now)
    return invitation


async def revoke(
    session: AsyncSession,
    actor: Actor,
    church_id: uuid.UUID,
    invitation_id: uuid.UUID,
    now: datetime,
) -> None:
    church = await _church_for(session, actor, church_id, manage=True)
    invitation = await _invitation_of(session, church, invitation_id)
    invitation.revoked_at = now


async def _member_of(session: AsyncSession, church: Church, user_id: uuid.UUID) -> ChurchMember:
    member = await session.scalar(
        select(ChurchMember)
        .where(ChurchMember.church_id == church.id, ChurchMember.user_id == user_id)
        # Read again under the church's lock: the caller's own membership is already loaded.
        .execution_options(populate_existing=True)
    )
    if member is None:
        raise AppError(404, "member_not_found", _("That person is not on this church's team."))
    return member


async def is_last_admin(session: AsyncSession, member: ChurchMember) -> bool:
    """Whether the church would be left without an admin without `member`; the caller holds the
    church row's lock, so two admins stepping down at once leave one."""
    if member.role != MemberRole.admin:
        return False
    admins = await session.scalar(
        select(func.count()).where(
            ChurchMember.church_id == member.church_id, ChurchMember.role == MemberRole.admin
        )
    )
    return admins == 1


async def change_role(
    session: AsyncSession,
    actor: Actor,
    church_id: uuid.UUID,
    user_id: uuid.UUID,
    role: MemberRole,
) -> MemberOut:
    """Gives a member another role; an admin may step down while another admin stays."""
    church = await _church_for(session, actor, church_id, manage=True)
    await lock_row(session, church)
    member = await _member_of(session, church, user_id)
    if role != MemberRole.admin and await is_last_admin(session, member):
        raise AppError(
            409, "last_admin", _("A church needs an admin: make someone else admin first.")
        )
    member.role = role
    await session.flush()
    user = await session.get(User, user_id)
    assert user is not None  # the membership goes with its user
    return _member_out(member, user)


async def remove_member(
    session: AsyncSession, actor: Actor, church_id: uuid.UUID, user_id: uuid.UUID
) -> None:
    """Takes someone off the team (an admin may leave while another admin stays)."""
    church = await _church_for(session, actor, church_id, manage=True)
    await lock_row(session, church)  # two admins removing each other leave one
    member = await _member_of(session, church, user_id)
    if await is_last_admin(session, member):
        raise AppError(
            409, "last_admin", _("A church needs an admin: make someone else admin first.")
        )
    await session.delete(member)
    await session.flush()


async def _invitation_by_token(
    session: AsyncSession, token: str, now: datetime
) -> ChurchInvitation:
    invitation = await session.scalar(
        select(ChurchInvitation).where(ChurchInvitation.token_hash == hash_token(token))
    )
    if invitation is None or invitation.revoked_at is not None:
        raise AppError(404, "invitation_not_found", _("This invitation link is not valid."))
    if invitation.accepted_at is not None:
        raise AppError(410, "invitation_used", _("This invitation has already been used."))
    if invitation.expires_at <= now:
        raise AppError(
            410, "invitation_expired", _("This invitation has expired. Ask for a new one.")
        )
    return invitation


async def invitation_for_link(session: AsyncSession, token: str, now: datetime) -> InvitationPublic:
    invitation = await _invitation_by_token(session, token, now)
    church = await session.get(Church, invitation.church_id)
    assert church is not None  # the invitation goes with its church
    return InvitationPublic(
        church_name=church.church_name,
        role=invitation.role,
        email=invitation.email,
        expires_at=invitation.expires_at,
    )


async def accept(session: AsyncSession, actor: Actor, token: str, now: datetime) -> MembershipOut:
    """Joins the church with the invitation's role. Only the invited address, verified, may; an
    account without a role becomes a church account that needs no onboarding of its own."""
    invitation = await _invitation_by_token(session, token, now)
    authorize(policies.can_accept(actor, invitation))
    user = actor.user
    # Single use: of two concurrent accepts, only one finds the invitation still open (a refusal
    # below rolls the request back, so the invitation stays open then).
    taken = await session.execute(
        update(ChurchInvitation)
        .where(ChurchInvitation.id == invitation.id, *_is_open(now))
        .values(accepted_at=now)
        .execution_options(synchronize_session=False)
    )
    if taken.rowcount != 1:  # type: ignore[attr-defined]
        raise AppError(410, "invitation_used", _("This invitation has already been used."))
    if await membership_of(session, user.id) is not None:
        raise AppError(409, "already_in_church", _("You already belong to a church."))
    church = await session.get(Church, invitation.church_id)
    assert church is not None
    await add_member(session, church, user, MemberRole(invitation.role))
    user.role = Role.church
    user.needs_onboarding = False
    return MembershipOut(
        church_id=church.id, church_name=church.church_name, role=MemberRole(invitation.role)
    )
