"""/api/churches and /api/invitations: HTTP only; the rules live in churches.service,
churches.team and churches.policies."""

import uuid

from fastapi import Depends, Request, UploadFile, status

from steeple import analytics
from steeple.analytics.recorder import PROFILE_VIEWS
from steeple.auth.dependencies import ActorDep, NowDep, OptionalActorDep
from steeple.churches import service, team
from steeple.churches.schemas import (
    ChurchIn,
    ChurchOut,
    ChurchPublic,
    InvitationIn,
    InvitationPublic,
    MemberOut,
    MemberRoleIn,
    MembershipOut,
    PendingInvitationOut,
)
from steeple.db import SessionDep
from steeple.profiles.schemas import PhotoOut
from steeple.profiles.uploads import limit_photo_uploads, read_photo_upload
from steeple.web.routing import Router
from steeple.web.settings import settings_of

router = Router(prefix="/api/churches", tags=["churches"])


@router.get("/mine", name="mine")
async def mine(actor: ActorDep, session: SessionDep) -> ChurchOut:
    """The caller's church with everything its members may read, and whether they may edit it."""
    return await service.my_church(session, actor)


@router.put("/{church_id}", name="update")
async def update(
    church_id: uuid.UUID, data: ChurchIn, actor: ActorDep, session: SessionDep
) -> ChurchOut:
    return await service.update_church(session, actor, church_id, data)


@router.put("/{church_id}/photo", name="upload-photo", dependencies=[Depends(limit_photo_uploads)])
async def upload_photo(
    church_id: uuid.UUID, photo: UploadFile, request: Request, actor: ActorDep, session: SessionDep
) -> PhotoOut:
    settings = settings_of(request)
    data = await read_photo_upload(photo, settings)
    url = await service.replace_photo(session, actor, church_id, data, settings.media_dir)
    return PhotoOut(profile_photo=url)


@router.delete("/{church_id}/photo", name="remove-photo")
async def remove_photo(
    church_id: uuid.UUID, request: Request, actor: ActorDep, session: SessionDep
) -> PhotoOut:
    await service.remove_photo(session, actor, church_id, settings_of(request).media_dir)
    return PhotoOut(profile_photo=None)


@router.get("/{church_id}", name="public")
async def public(
    church_id: uuid.UUID,
    request: Request,
    viewer: OptionalActorDep,
    session: SessionDep,
    now: NowDep,
) -> ChurchPublic:
    """A church's public page, by its id (a member's user id, the old link form, also works)."""
    page = await service.public_church(session, viewer, church_id, now)
    # Analytics: a view of the church's page (once per viewer a day; not its own members').
    own = viewer is not None and viewer.church_id == page.id
    analytics.record_view(session, request, viewer, now, [page.id], PROFILE_VIEWS, own=own)
    return page


# The team: members and invitations (rules in churches.team).


@router.get("/{church_id}/members", name="members")
async def members(church_id: uuid.UUID, actor: ActorDep, session: SessionDep) -> list[MemberOut]:
    return await team.members(session, actor, church_id)


@router.patch("/{church_id}/members/{user_id}", name="change-member-role")
async def change_member_role(
    church_id: uuid.UUID,
    user_id: uuid.UUID,
    data: MemberRoleIn,
    actor: ActorDep,
    session: SessionDep,
) -> MemberOut:
    return await team.change_role(session, actor, church_id, user_id, data.role)


@router.delete(
    "/{church_id}/members/{user_id}", name="remove-member", status_code=status.HTTP_204_NO_CONTENT
)
async def remove_member(
    church_id: uuid.UUID, user_id: uuid.UUID, actor: ActorDep, session: SessionDep
) -> None:
    await team.remove_member(session, actor, church_id, user_id)


@router.get("/{church_id}/invitations", name="invitations")
async def invitations(
    church_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> list[PendingInvitationOut]:
    """The invitations still waiting for an answer."""
    pending = await team.pending_invitations(session, actor, church_id, now)
    return [PendingInvitationOut.model_validate(invitation) for invitation in pending]


@router.post("/{church_id}/invitations", name="invite", status_code=status.HTTP_201_CREATED)
async def invite(
    church_id: uuid.UUID,
    data: InvitationIn,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> PendingInvitationOut:
    invitation = await team.invite(session, actor, church_id, data, now)
    return PendingInvitationOut.model_validate(invitation)


@router.post("/{church_id}/invitations/{invitation_id}/resend", name="resend-invitation")
async def resend_invitation(
    church_id: uuid.UUID,
    invitation_id: uuid.UUID,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> PendingInvitationOut:
    """A new link, valid 7 days from now; the earlier link stops working."""
    invitation = await team.resend(session, actor, church_id, invitation_id, now)
    return PendingInvitationOut.model_validate(invitation)


@router.delete(
    "/{church_id}/invitations/{invitation_id}",
    name="revoke-invitation",
    status_code=status.HTTP_204_NO_CONTENT,
)
async def revoke_invitation(
    church_id: uuid.UUID,
    invitation_id: uuid.UUID,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> None:
    await team.revoke(session, actor, church_id, invitation_id, now)


invitations_router = Router(prefix="/api/invitations", tags=["churches"])


@invitations_router.get("/{token}", name="invitation")
async def invitation(token: str, session: SessionDep, now: NowDep) -> InvitationPublic:
    """The invitation behind an emailed link, for whoever holds the link."""
    return await team.invitation_for_link(session, token, now)


@invitations_router.post("/{token}/accept", name="accept-invitation")
async def accept_invitation(
    token: str, actor: ActorDep, session: SessionDep, now: NowDep
) -> MembershipOut:
    return await team.accept(session, actor, token, now)
