"""/api/opportunities: HTTP only; the rules live in opportunities.service and policies."""

import uuid
from datetime import date
from typing import Annotated, Literal

from fastapi import Depends, Query, Request

from steeple import analytics
from steeple.analytics.recorder import OPPORTUNITY_VIEWS
from steeple.applications import service as applications
from steeple.applications.models import ApplicationStatus
from steeple.applications.schemas import ApplicationIn, ApplicationOut
from steeple.auth.dependencies import (
    ActorDep,
    NowDep,
    OptionalActorDep,
    OptionalCallerDep,
    optional_actor,
)
from steeple.db import SessionDep
from steeple.fit import service as fit
from steeple.i18n import _
from steeple.opportunities import service
from steeple.opportunities.models import EventType, OpportunityStatus, PositionRole
from steeple.opportunities.schemas import (
    ManagedOpportunityPage,
    OpportunityCard,
    OpportunityIn,
    OpportunityOut,
    OpportunitySearchPage,
    PostingQuota,
)
from steeple.opportunities.search import MAX_PAGE, OpportunityQuery, OpportunitySort
from steeple.places import gazetteer
from steeple.places.schemas import DEFAULT_RADIUS_MILES, NearQuery, RadiusQuery
from steeple.web.costly_searches import is_costly, taking_turns
from steeple.web.errors import AppError
from steeple.web.pagination import CursorQuery, LimitQuery
from steeple.web.rate_limit import limit_per_ip
from steeple.web.routing import Router
from steeple.web.search_terms import FieldTerm, SearchTerm

router = Router(prefix="/api/opportunities", tags=["opportunities"])

CompensationFilter = Literal["honorarium", "love_offering", "travel", "lodging"]


@router.get(
    "",
    name="search",
    dependencies=[
        Depends(limit_per_ip("opportunity-search", lambda settings: settings.search_rate_limit))
    ],
)
async def search_opportunities(
    session: SessionDep,
    request: Request,
    now: NowDep,
    caller: OptionalCallerDep,
    search: Annotated[SearchTerm, Query(description="Anything contains")] = None,
    event_type: EventType | None = None,
    role: PositionRole | None = None,
    date_from: Annotated[date | None, Query(alias="from")] = None,
    date_to: Annotated[date | None, Query(alias="to")] = None,
    state: FieldTerm = None,
    online: bool | None = None,
    compensation: CompensationFilter | None = None,
    near: NearQuery = None,
    radius: RadiusQuery = DEFAULT_RADIUS_MILES,
    sort: OpportunitySort = OpportunitySort.soonest,
    page: Annotated[int, Query(ge=1, le=MAX_PAGE)] = 1,
) -> OpportunitySearchPage:
    """Open opportunities still ahead, 20 a page: featured first, then soonest; or near a
    place, within `radius` miles (online events have no place), the nearest first if asked; or,
    for a signed-in speaker or musician, the best fit for them first (sort=fit)."""
    if date_from and date_to and date_to < date_from:
        message = _("The end of the range cannot be before its start")
        raise AppError(422, "validation_error", message, {"to": message})
    query = OpportunityQuery(
        text=search,
        event_type=event_type,
        role=role,
        date_from=date_from,
        date_to=date_to,
        state=state,
        online=online,
        compensation=compensation,
        near=await gazetteer.search_circle(
            session, near, radius, nearest_first=sort == OpportunitySort.distance
        ),
        nearest_first=sort == OpportunitySort.distance,
        page=page,
    )
    by_fit = sort == OpportunitySort.fit
    # The account only for the fit sort: a plain search does not read it.
    actor = await optional_actor(session, caller) if by_fit else None
    if by_fit and actor is None:
        raise AppError(
            401, "not_authenticated", _("Sign in as a speaker or musician to sort by fit")
        )
    async with taking_turns(request, is_costly((search, state), page) or by_fit):
        if actor is not None:
            return await fit.search_by_fit(session, actor, query, now)
        return await service.find(session, query, now)


@router.post("", name="create", status_code=201)
async def create(
    data: OpportunityIn, actor: ActorDep, session: SessionDep, now: NowDep
) -> OpportunityOut:
    """A new draft for the caller's church (admins and leaders)."""
    return await service.create(session, actor, data, now)


@router.get("/mine", name="mine")
async def mine(
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
    status: OpportunityStatus | None = None,
    cursor: CursorQuery = None,
    limit: LimitQuery = 20,
) -> ManagedOpportunityPage:
    """The caller's church's opportunities with applicant counts, newest first."""
    return await service.church_opportunities(
        session, actor, now, status=status, cursor=cursor, limit=limit
    )


@router.get("/quota", name="quota")
async def quota(actor: ActorDep, session: SessionDep, now: NowDep) -> PostingQuota:
    """Postings the caller's church may still publish this month."""
    return await service.posting_quota(session, actor, now)


@router.get("/recommended", name="recommended")
async def recommended(actor: ActorDep, session: SessionDep, now: NowDep) -> list[OpportunityCard]:
    """Open opportunities that fit the caller's profile best (speakers and musicians), each
    with its fit score and reasons."""
    return await fit.recommended(session, actor, now)


@router.get("/{opportunity_id}", name="get")
async def get(
    opportunity_id: uuid.UUID,
    request: Request,
    viewer: OptionalActorDep,
    session: SessionDep,
    now: NowDep,
) -> OpportunityOut:
    opportunity = await service.get(session, viewer, opportunity_id, now)
    # Analytics: a view of the opportunity, counted for it and its church (once per viewer a
    # day; not the church's own members').
    own = viewer is not None and viewer.church_id == opportunity.church.id
    subjects = [opportunity.id, opportunity.church.id]
    analytics.record_view(session, request, viewer, now, subjects, OPPORTUNITY_VIEWS, own=own)
    return opportunity


@router.put("/{opportunity_id}", name="update")
async def update(
    opportunity_id: uuid.UUID,
    data: OpportunityIn,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> OpportunityOut:
    return await service.update(session, actor, opportunity_id, data, now)


@router.post("/{opportunity_id}/publish", name="publish")
async def publish(
    opportunity_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> OpportunityOut:
    """Opens a draft to applications; takes one of the church's postings."""
    return await service.publish(session, actor, opportunity_id, now)


@router.post("/{opportunity_id}/close", name="close")
async def close(
    opportunity_id: uuid.UUID,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> OpportunityOut:
    return await service.close(session, actor, opportunity_id, now)


@router.post("/{opportunity_id}/cancel", name="cancel")
async def cancel(
    opportunity_id: uuid.UUID,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> OpportunityOut:
    return await service.cancel(session, actor, opportunity_id, now)


@router.post("/{opportunity_id}/duplicate", name="duplicate", status_code=201)
async def duplicate(
    opportunity_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> OpportunityOut:
    """A new draft with the same details, for the next event like it."""
    return await service.duplicate(session, actor, opportunity_id, now)


@router.get("/{opportunity_id}/applications", name="applicants")
async def applicants(
    opportunity_id: uuid.UUID,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
    status: ApplicationStatus | None = None,
) -> list[ApplicationOut]:
    """Everyone who applied, in the order they came (for the church's members)."""
    return await applications.for_opportunity(session, actor, opportunity_id, now, status)


@router.post("/{opportunity_id}/applications", name="apply", status_code=201)
async def apply(
    opportunity_id: uuid.UUID,
    data: ApplicationIn,
    actor: ActorDep,
    session: SessionDep,
    now: NowDep,
) -> ApplicationOut:
    return await applications.apply(session, actor, opportunity_id, data, now)
