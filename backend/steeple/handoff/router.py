"""/api/hires/{application_id}/pack: a confirmed hire's service handoff pack, for its guest and its
church's admins and leaders (anyone else: 404)."""

import uuid

from fastapi import APIRouter

from steeple.auth.dependencies import ActorDep, NowDep
from steeple.db import SessionDep
from steeple.handoff import service
from steeple.handoff.schemas import ChurchPackIn, GuestPackIn, HandoffPackOut

router = APIRouter(prefix="/api/hires", tags=["handoff"])


@router.get("/{application_id}/pack", name="pack")
async def pack(
    application_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> HandoffPackOut:
    """The pack, with each item's start and whether the items overrun the event."""
    return await service.read(session, actor, application_id, now)


@router.put("/{application_id}/pack", name="save-pack")
async def save_pack(
    application_id: uuid.UUID, data: ChurchPackIn, actor: ActorDep, session: SessionDep, now: NowDep
) -> HandoffPackOut:
    """The church's draft, saved whole; 409 if someone saved since `version`."""
    return await service.save_as_church(session, actor, application_id, data, now)


@router.put("/{application_id}/pack/guest", name="save-guest-part")
async def save_guest_part(
    application_id: uuid.UUID, data: GuestPackIn, actor: ActorDep, session: SessionDep, now: NowDep
) -> HandoffPackOut:
    """The guest's items placed in the order of service, and their consent to recording."""
    return await service.save_as_guest(session, actor, application_id, data, now)


@router.post("/{application_id}/pack/send", name="send-pack")
async def send_pack(
    application_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> HandoffPackOut:
    """The church sends the guest the pack as it stands (the guest is told)."""
    return await service.send(session, actor, application_id, now)


@router.post("/{application_id}/pack/acknowledge", name="acknowledge-pack")
async def acknowledge_pack(
    application_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> HandoffPackOut:
    """The guest has seen the pack as it stands."""
    return await service.acknowledge(session, actor, application_id, now)
