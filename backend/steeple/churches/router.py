"""/api/churches: HTTP only; the rules live in churches.service and churches.policies."""

import uuid

from fastapi import APIRouter, Depends, Request, UploadFile

from steeple.auth.dependencies import ActorDep, NowDep, OptionalActorDep
from steeple.churches import service
from steeple.churches.schemas import ChurchIn, ChurchOut, ChurchPublic
from steeple.db import SessionDep
from steeple.profiles.schemas import PhotoOut
from steeple.profiles.uploads import limit_photo_uploads, read_photo_upload
from steeple.web.settings import settings_of

router = APIRouter(prefix="/api/churches", tags=["churches"])


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
    church_id: uuid.UUID, viewer: OptionalActorDep, session: SessionDep, now: NowDep
) -> ChurchPublic:
    """A church's public page, by its id (a member's user id, the old link form, also works)."""
    return await service.public_church(session, viewer, church_id, now)
