"""/api/applications: HTTP only; the moves live in applications.service."""

import uuid

from steeple.applications import service
from steeple.applications.models import ApplicationStatus
from steeple.applications.schemas import (
    ApplicationOut,
    ApplicationPage,
    ApplicationsSummary,
    DeclineIn,
    OfferIn,
)
from steeple.auth.dependencies import ActorDep, NowDep
from steeple.db import SessionDep
from steeple.web.pagination import CursorQuery, LimitQuery
from steeple.web.routing import Router

router = Router(prefix="/api/applications", tags=["applications"])


@router.get("", name="mine")
async def mine(
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
    status: ApplicationStatus | None = None,
    cursor: CursorQuery = None,
    limit: LimitQuery = 20,
) -> ApplicationPage:
    """The caller's applications (a church member: those their church received), newest first."""
    return await service.mine(session, actor, now, status=status, cursor=cursor, limit=limit)


@router.get("/summary", name="summary")
async def summary(actor: ActorDep, session: SessionDep, now: NowDep) -> ApplicationsSummary:
    """A speaker's or musician's applications by status, offers waiting, and this month's left."""
    return await service.summary(session, actor, now)


@router.get("/{application_id}", name="get")
async def get(
    application_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> ApplicationOut:
    return await service.get(session, actor, application_id, now)


@router.post("/{application_id}/withdraw", name="withdraw")
async def withdraw(
    application_id: uuid.UUID,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> ApplicationOut:
    return await service.withdraw(session, actor, application_id, now)


@router.post("/{application_id}/shortlist", name="shortlist")
async def shortlist(
    application_id: uuid.UUID,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> ApplicationOut:
    return await service.shortlist(session, actor, application_id, now)


@router.post("/{application_id}/decline", name="decline")
async def decline(
    application_id: uuid.UUID,
    data: DeclineIn,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> ApplicationOut:
    """The church passes on the applicant (not_selected), with an optional note to them."""
    return await service.decline(session, actor, application_id, data, now)


@router.post("/{application_id}/offer", name="offer")
async def offer(
    application_id: uuid.UUID,
    data: OfferIn,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> ApplicationOut:
    return await service.offer(session, actor, application_id, data, now)


@router.post("/{application_id}/offer/accept", name="accept-offer")
async def accept_offer(
    application_id: uuid.UUID,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> ApplicationOut:
    """Spec 02 §4: the status becomes hire_confirmed and the church is told."""
    return await service.accept_offer(session, actor, application_id, now)


@router.post("/{application_id}/offer/decline", name="decline-offer")
async def decline_offer(
    application_id: uuid.UUID,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> ApplicationOut:
    """Spec 02 §4: the status becomes rejected and the church is told."""
    return await service.decline_offer(session, actor, application_id, now)
