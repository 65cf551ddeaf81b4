import uuid
from datetime import date, datetime
from typing import Annotated

from fastapi import Depends, Query, Request, UploadFile

from steeple import analytics
from steeple.analytics.recorder import DIRECTORY_APPEARANCES, PROFILE_VIEWS
from steeple.auth.actor import Actor
from steeple.auth.dependencies import (
    ActorDep,
    NowDep,
    OptionalActorDep,
    OptionalCallerDep,
    optional_actor,
)
from steeple.availability.service import searchable_day
from steeple.credentials.models import CredentialKind
from steeple.db import SearchSessionDep, SessionDep
from steeple.fit import service as fit
from steeple.i18n import _
from steeple.places import gazetteer
from steeple.places.schemas import DEFAULT_RADIUS_MILES, NearQuery, RadiusQuery
from steeple.profiles import service
from steeple.profiles.schemas import (
    DirectoryPage,
    MyProfile,
    PhotoOut,
    TalentProfileIn,
    TalentPublic,
)
from steeple.profiles.search import MAX_PAGE, DirectoryQuery, DirectorySort
from steeple.profiles.uploads import limit_photo_uploads, read_photo_upload
from steeple.users.roles import Role
from steeple.web.costly_searches import is_costly, taking_turns
from steeple.web.errors import AppError
from steeple.web.rate_limit import limit_per_ip
from steeple.web.routing import Router
from steeple.web.search_terms import FieldTerm, SearchTerm
from steeple.web.settings import settings_of

router = Router(prefix="/api/profiles", tags=["profiles"])


@router.get("/me", name="mine")
async def mine(actor: ActorDep, session: SessionDep) -> MyProfile:
    return await service.my_profile(session, actor.user)


@router.put("/me/talent", name="update-talent")
async def update_talent(data: TalentProfileIn, actor: ActorDep, session: SessionDep) -> MyProfile:
    return await service.update_talent(session, actor.user, data)


@router.put("/me/photo", name="upload-photo", dependencies=[Depends(limit_photo_uploads)])
async def upload_photo(
    photo: UploadFile, request: Request, actor: ActorDep, session: SessionDep
) -> PhotoOut:
    settings = settings_of(request)
    data = await read_photo_upload(photo, settings)
    url = await service.replace_photo(session, actor.user, data, settings.media_dir)
    return PhotoOut(profile_photo=url)


@router.delete("/me/photo", name="remove-photo")
async def remove_photo(request: Request, actor: ActorDep, session: SessionDep) -> PhotoOut:
    await service.remove_photo(session, actor.user, settings_of(request).media_dir)
    return PhotoOut(profile_photo=None)


@router.get(
    "/search",
    name="search",
    dependencies=[Depends(limit_per_ip("search", lambda settings: settings.search_rate_limit))],
)
async def search_directory(
    session: SearchSessionDep,
    request: Request,
    now: NowDep,
    caller: OptionalCallerDep,
    role: Role | None = None,
    q: Annotated[SearchTerm, Query(description="Name contains")] = None,
    text: Annotated[SearchTerm, Query(description="Anything contains")] = None,
    topic: FieldTerm = None,
    skill: FieldTerm = None,
    instrument: FieldTerm = None,
    genre: FieldTerm = None,
    denomination: FieldTerm = None,
    worship_style: FieldTerm = None,
    location: FieldTerm = None,
    available_on: Annotated[date | None, Query(description="Only those free on this day")] = None,
    verified: Annotated[
        CredentialKind | None,
        Query(description="Only holders of a verified credential of this kind"),
    ] = None,
    near: NearQuery = None,
    radius: RadiusQuery = DEFAULT_RADIUS_MILES,
    fit_for: Annotated[
        uuid.UUID | None,
        Query(description="One of the caller's church's opportunities: each card's fit for it"),
    ] = None,
    sort: DirectorySort = DirectorySort.best,
    page: Annotated[int, Query(ge=1, le=MAX_PAGE)] = 1,
) -> DirectoryPage:
    """Speakers and musicians, 50 a page: best match first, then Pro, then completeness; or
    near a place, within `radius` miles and their own travel radius, the nearest first if
    asked."""
    if role == Role.church:
        raise AppError(
            422,
            "validation_error",
            _("Churches are not in this directory"),
            {"role": _("Choose speaker or musician")},
        )
    query = DirectoryQuery(
        role=role,
        name=q,
        text=text,
        topic=topic,
        skill=skill,
        instrument=instrument,
        genre=genre,
        denomination=denomination,
        worship_style=worship_style,
        location=location,
        available_on=searchable_day(available_on, now),
        verified=verified,
        near=await gazetteer.search_circle(
            session, near, radius, nearest_first=sort == DirectorySort.distance
        ),
        nearest_first=sort == DirectorySort.distance,
        page=page,
    )
    if sort == DirectorySort.fit and fit_for is None:
        message = _("Choose one of your opportunities to sort by fit")
        raise AppError(422, "validation_error", message, {"fit_for": message})
    # The account only for a fit: a plain search does not read it.
    actor = await optional_actor(session, caller) if fit_for is not None else None
    if fit_for is not None and actor is None:
        raise AppError(401, "not_authenticated", _("Sign in to continue"))
    need = await fit.need_for(session, actor, fit_for) if fit_for and actor else None
    terms = (q, text, topic, skill, instrument, genre, denomination, worship_style, location)
    async with taking_turns(request, is_costly(terms, page) or need is not None):
        if need is None:
            found = await service.directory(session, query)
        else:
            found = await fit.directory_for(session, query, need, sort == DirectorySort.fit)
    # Analytics: each profile on the page appeared in the directory once more (not to robots).
    if not analytics.is_bot(request.headers.get("user-agent", "")):
        analytics.record(
            session,
            (
                analytics.Event(card.user_id, DIRECTORY_APPEARANCES, now.date())
                for card in found.results
            ),
        )
    return found


@router.get("/speakers/{user_id}", name="speaker")
async def speaker(
    user_id: uuid.UUID, request: Request, viewer: OptionalActorDep, session: SessionDep, now: NowDep
) -> TalentPublic:
    profile = await service.public_talent(session, viewer, user_id, Role.speaker, now)
    _count_view(session, request, viewer, now, user_id)
    return profile


@router.get("/musicians/{user_id}", name="musician")
async def musician(
    user_id: uuid.UUID, request: Request, viewer: OptionalActorDep, session: SessionDep, now: NowDep
) -> TalentPublic:
    profile = await service.public_talent(session, viewer, user_id, Role.musician, now)
    _count_view(session, request, viewer, now, user_id)
    return profile


def _count_view(
    session: SessionDep, request: Request, viewer: Actor | None, now: datetime, user_id: uuid.UUID
) -> None:
    """Analytics: a profile view (once per viewer a day; not the owner's own, nor robots')."""
    own = viewer is not None and viewer.id == user_id
    analytics.record_view(session, request, viewer, now, [user_id], PROFILE_VIEWS, own=own)
