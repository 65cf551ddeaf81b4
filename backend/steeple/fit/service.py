"""Where fit is used: the talent a church's opportunity suggests, the opportunities recommended to
a speaker or musician, and a church inviting a suggested person to apply.

Candidates come from the database with the hard limits already applied where it can (listed,
the role asked for, free on the day, within both radii, not applied yet), at most CANDIDATES of
them; each is scored in Python (fit.score) and the best kept, ties broken the same way every
time: nearer, then the better rating, then the name, then the id."""

import math
import uuid
from dataclasses import replace
from datetime import date, datetime
from functools import lru_cache
from typing import Any

from sqlalchemy import Date, Select, and_, bindparam, exists, literal, or_, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application
from steeple.applications.notices import church_sender
from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.availability.search import away_on
from steeple.churches.models import Church
from steeple.credentials import service as credentials
from steeple.db import ids_in
from steeple.fit.models import ApplyInvitation
from steeple.fit.reasons import fit_out
from steeple.fit.score import Fit, Need, Offer, bayesian_rating, score
from steeple.i18n import _
from steeple.notifications.models import NotificationType, Priority
from steeple.notifications.service import notify
from steeple.opportunities import policies, search
from steeple.opportunities import service as opportunities
from steeple.opportunities.calendar import closed_notice
from steeple.opportunities.cards import cards
from steeple.opportunities.models import Compensation, Opportunity, OpportunityStatus, PositionRole
from steeple.opportunities.schemas import OpportunityCard, OpportunitySearchPage
from steeple.opportunities.search import OpportunityQuery
from steeple.places.distance import (
    MAX_RADIUS_MILES,
    Circle,
    in_box,
)
from steeple.profiles import search as profile_search
from steeple.profiles.models import TalentProfile
from steeple.profiles.schemas import DirectoryPage, TalentCard
from steeple.profiles.search import PROFILES, DirectoryQuery
from steeple.profiles.service import card_fields
from steeple.users.models import User
from steeple.users.preferences import notification_email
from steeple.users.roles import Role
from steeple.web.errors import AppError
from steeple.web.origin import public_link

# How far a church looks for people: further when it covers travel (DECISIONS.md).
CHURCH_REACH_MILES = 250
TRAVEL_COVERED_REACH_MILES = MAX_RADIUS_MILES
# How many candidates are scored, and how many suggestions and recommendations are shown.
CANDIDATES = 500
SUGGESTIONS = 12
RECOMMENDATIONS = 6

OPPORTUNITIES = Opportunity.__table__.c
CHURCHES = Church.__table__.c


def reach_of(opportunity: Any) -> int:
    return TRAVEL_COVERED_REACH_MILES if opportunity.travel_covered else CHURCH_REACH_MILES


def need_of(opportunity: Any, church_denomination: str | None) -> Need:
    """What an opportunity (a row or an Opportunity) asks for."""
    return Need(
        event_type=opportunity.event_type,
        denomination=opportunity.denomination or church_denomination,
        worship_style=opportunity.worship_style,
        budget_low=opportunity.honorarium_min,
        budget_high=opportunity.honorarium_max,
        love_offering=opportunity.compensation == Compensation.love_offering,
        latitude=None if opportunity.online else opportunity.latitude,
        longitude=None if opportunity.online else opportunity.longitude,
        reach_miles=reach_of(opportunity),
        day=opportunity.starts_on,
    )


def offer_of(profile: Any) -> Offer:
    """What a speaker or musician offers (a TalentProfile, or a row with its columns). Their days
    away are not here: candidates are found free on the day."""
    tags = (*profile.topics, *profile.skills, *profile.genres, *profile.instruments)
    return Offer(
        denomination=profile.denomination,
        worship_style=profile.worship_style,
        tags=(*tags, profile.headline) if profile.headline else tags,
        fee_low=profile.fee_min,
        fee_high=profile.fee_max,
        love_offering=profile.love_offering,
        latitude=profile.latitude,
        longitude=profile.longitude,
        travel_miles=profile.travel_radius_miles,
        rating_average=profile.rating_average,
        rating_count=profile.rating_count or 0,
    )


def _talent_first(item: tuple[Any, Fit]) -> tuple[Any, ...]:
    """The better fit first; at equal scores the nearer, the better rated, then by name and id
    (the same order every time)."""
    row, fit = item
    rating = bayesian_rating(row.rating_average, row.rating_count) or 0
    miles = fit.miles if fit.miles is not None else math.inf
    name = (row.display_name or row.full_name).casefold()
    return (-fit.score, miles, -rating, name, str(row.user_id))


def _opportunity_first(item: tuple[Any, Fit]) -> tuple[Any, ...]:
    """The better fit first; at equal scores the nearer, then the sooner, then by id."""
    row, fit = item
    miles = fit.miles if fit.miles is not None else math.inf
    return (-fit.score, miles, row.starts_at, str(row.id))


# ---- talent for an opportunity -----------------------------------------------------------------

ROLE_OF = {PositionRole.speaker: Role.speaker, PositionRole.musician: Role.musician}


class SuggestedTalent(TalentCard):
    """A suggested speaker or musician, with their fit (`fit`) and whether the church has asked
    them to apply."""

    invited: bool


async def suggested_talent(
    session: AsyncSession, actor: Actor, opportunity_id: uuid.UUID
) -> list[SuggestedTalent]:
    """The talent that fits the opportunity best (for those who manage it), best first."""
    opportunity = await opportunities.manageable(session, actor, opportunity_id)
    church = await session.get(Church, opportunity.church_id)
    assert church is not None
    need = need_of(opportunity, church.denomination)
    roles = {ROLE_OF[position.role] for position in await _positions(session, opportunity)}
    circle = None
    if need.latitude is not None and need.longitude is not None:
        circle = Circle(need.latitude, need.longitude, need.reach_miles)
    # The directory's own search: listed, of the role asked (both: either), free on the day,
    # within both radii.
    role = next(iter(roles)) if len(roles) == 1 else None
    query = DirectoryQuery(role=role, near=circle, available_on=need.day)
    applied = set(
        await session.scalars(
            select(Application.applicant_id).where(Application.opportunity_id == opportunity.id)
        )
    )
    found = await profile_search.candidates(session, query, CANDIDATES) if roles else []
    rows = [row for row in found if row.user_id not in applied]
    scored = [(row, score(need, offer_of(row))) for row in rows]
    kept = sorted(
        ((row, fit) for row, fit in scored if fit.excluded is None),
        key=_talent_first,
    )[:SUGGESTIONS]
    invited = set(
        await session.scalars(
            select(ApplyInvitation.talent_id).where(
                ApplyInvitation.opportunity_id == opportunity.id
            )
        )
    )
    return [
        SuggestedTalent(
            **card_fields(row, row, miles=fit.miles, fit=fit_out(fit)),
            invited=row.user_id in invited,
        )
        for row, fit in kept
    ]


async def _positions(session: AsyncSession, opportunity: Opportunity) -> list[Any]:
    await session.refresh(opportunity, ["positions"])
    return list(opportunity.positions)


# ---- the directory, for one of the church's opportunities --------------------------------------


async def need_for(session: AsyncSession, actor: Actor, opportunity_id: uuid.UUID) -> Need:
    """What the opportunity asks for (for those who manage it)."""
    opportunity = await opportunities.manageable(session, actor, opportunity_id)
    church = await session.get(Church, opportunity.church_id)
    assert church is not None
    return need_of(opportunity, church.denomination)


async def directory_for(
    session: AsyncSession, query: DirectoryQuery, need: Need, best_fit_first: bool
) -> DirectoryPage:
    """The directory's search (its first CANDIDATES matches) with each card's fit for `need`:
    those a hard limit rules out are left out; the best fit first if asked, else the search's
    own order."""
    rows = await profile_search.candidates(session, query, CANDIDATES)
    away = await _away(session, [row.user_id for row in rows], need.day)
    scored = [
        (row, score(need, replace(offer_of(row), away=away.get(row.user_id, NO_DAYS))))
        for row in rows
    ]
    kept = [(row, fit) for row, fit in scored if fit.excluded is None]
    if best_fit_first:
        kept.sort(key=_talent_first)
    start = (query.page - 1) * profile_search.PAGE_SIZE
    page = kept[start : start + profile_search.PAGE_SIZE]
    badges = await credentials.badges_of(session, [row.id for row, _fit in page])
    return DirectoryPage(
        results=[
            TalentCard(
                **card_fields(row, row, miles=fit.miles, badges=badges[row.id], fit=fit_out(fit))
            )
            for row, fit in page
        ],
        page=query.page,
        page_size=profile_search.PAGE_SIZE,
        has_more=len(kept) > start + profile_search.PAGE_SIZE,
    )


NO_DAYS: frozenset[date] = frozenset()


async def _away(
    session: AsyncSession, user_ids: list[uuid.UUID], day: date | None
) -> dict[uuid.UUID, frozenset[date]]:
    """Who of `user_ids` is away or booked on `day`."""
    if day is None or not user_ids:
        return {}
    away = await session.scalars(
        select(PROFILES.user_id).where(
            PROFILES.user_id.in_(user_ids), away_on(PROFILES.user_id, literal(day, Date))
        )
    )
    return {user_id: frozenset({day}) for user_id in away}


# ---- opportunities for a talent ----------------------------------------------------------------


@lru_cache(maxsize=4)
def _opportunity_candidates(placed: bool, wraps: bool) -> Select[Any]:
    """Open opportunities still ahead, published, seeking the role (`seeks_speakers` or
    `seeks_musicians` bound true), on days the talent bound as `talent_id` is free, not applied
    to; if `placed`, online or within the circle. The soonest first."""
    table = OPPORTUNITIES
    applied = exists().where(
        Application.opportunity_id == table.id, Application.applicant_id == bindparam("talent_id")
    )
    seeks = or_(
        and_(bindparam("speaker"), table.seeks_speakers.is_(True)),
        and_(bindparam("musician"), table.seeks_musicians.is_(True)),
    )
    conditions = [
        table.status == OpportunityStatus.open,
        table.starts_at > bindparam("now"),
        seeks,
        search.PUBLICLY_SHOWN,
        ~applied,
        ~away_on(bindparam("talent_id"), table.starts_on),
    ]
    if placed:
        in_reach = in_box(table.latitude, table.longitude, wraps=wraps)
        conditions.append(or_(table.online.is_(True), in_reach))
    return (
        select(*table, CHURCHES.denomination.label("church_denomination"))
        .join_from(Opportunity.__table__, Church.__table__, CHURCHES.id == table.church_id)
        .where(*conditions)
        .order_by(table.starts_at, table.id)
        .limit(bindparam("candidates"))
    )


async def recommended(session: AsyncSession, actor: Actor, now: datetime) -> list[OpportunityCard]:
    """The open opportunities that fit the speaker or musician best (see the module's
    description), each card with its fit."""
    authorize(policies.can_get_recommendations(actor))
    profile = await session.get(TalentProfile, actor.id)
    if profile is None:
        return []
    offer = offer_of(profile)
    circle = None
    if offer.latitude is not None and offer.longitude is not None:
        reach = min(offer.travel_miles or TRAVEL_COVERED_REACH_MILES, TRAVEL_COVERED_REACH_MILES)
        circle = Circle(offer.latitude, offer.longitude, reach)
    values: dict[str, Any] = {
        "talent_id": actor.id,
        "now": now,
        "speaker": actor.talent_role is Role.speaker,
        "musician": actor.talent_role is Role.musician,
        "candidates": CANDIDATES,
    }
    if circle:
        values |= circle.parameters()
    statement = _opportunity_candidates(circle is not None, circle is not None and circle.wraps)
    rows = list(await session.execute(statement, values))
    scored = [
        (row, score(need_of(row, row.church_denomination), offer))
        for row in rows
        if closed_notice(row, now) is None
    ]
    best = sorted(
        ((row, fit) for row, fit in scored if fit.excluded is None),
        key=_opportunity_first,
    )[:RECOMMENDATIONS]
    found = {card.id: card for card in await cards(session, [row.id for row, _ in best], now)}
    return [
        found[row.id].model_copy(update={"fit": fit_out(fit), "distance_miles": _whole(fit)})
        for row, fit in best
        if row.id in found
    ]


async def search_by_fit(
    session: AsyncSession, actor: Actor, query: OpportunityQuery, now: datetime
) -> OpportunitySearchPage:
    """The opportunity list's matches (its first CANDIDATES) ranked by how well each fits the
    speaker or musician asking; those a hard limit rules out are left out."""
    authorize(policies.can_get_recommendations(actor))
    profile = await session.get(TalentProfile, actor.id)
    ids = await search.candidates(session, query, now, CANDIDATES) if profile else []
    rows = await session.execute(_scored_opportunities(), {"ids": ids, "talent_id": actor.id})
    scored = []
    for row in rows:
        if profile is None or closed_notice(row, now) is not None:
            continue
        offer = offer_of(profile)
        if row.talent_away:
            offer = replace(offer, away=frozenset({row.starts_on}))
        scored.append((row, score(need_of(row, row.church_denomination), offer)))
    best = sorted(
        ((row, fit) for row, fit in scored if fit.excluded is None),
        key=_opportunity_first,
    )
    start = (query.page - 1) * search.PAGE_SIZE
    page = best[start : start + search.PAGE_SIZE]
    found = {card.id: card for card in await cards(session, [row.id for row, _ in page], now)}
    return OpportunitySearchPage(
        results=[
            found[row.id].model_copy(update={"fit": fit_out(fit), "distance_miles": _whole(fit)})
            for row, fit in page
            if row.id in found
        ],
        page=query.page,
        page_size=search.PAGE_SIZE,
        has_more=len(best) > start + search.PAGE_SIZE and query.page < search.MAX_PAGE,
    )


@lru_cache(maxsize=1)
def _scored_opportunities() -> Select[Any]:
    """The opportunities bound as `ids`, with their church's denomination and whether the talent
    bound as `talent_id` is away or booked on their first day."""
    table = OPPORTUNITIES
    return (
        select(
            *table,
            CHURCHES.denomination.label("church_denomination"),
            away_on(bindparam("talent_id"), table.starts_on).label("talent_away"),
        )
        .join_from(Opportunity.__table__, Church.__table__, CHURCHES.id == table.church_id)
        .where(ids_in(table.id))
    )


def _whole(fit: Fit) -> int | None:
    return None if fit.miles is None else max(1, round(fit.miles))


# ---- asking someone to apply -------------------------------------------------------------------


async def invite(
    session: AsyncSession,
    actor: Actor,
    opportunity_id: uuid.UUID,
    talent_id: uuid.UUID,
    now: datetime,
) -> None:
    """Asks a listed speaker or musician to apply (for those who manage the opportunity, while
    it takes applications): a notification and, unless they turned such emails off, an email
    with the opportunity's link. Once per person and opportunity."""
    opportunity = await opportunities.manageable(session, actor, opportunity_id)
    if opportunity.status != OpportunityStatus.open or closed_notice(opportunity, now):
        raise AppError(409, "not_accepting", _("This opportunity is not taking applications."))
    profile = await session.get(TalentProfile, talent_id)
    talent = await session.get(User, talent_id)
    if profile is None or talent is None or not profile.listed:
        raise AppError(404, "not_found", _("Speaker or musician not found"))
    roles = {ROLE_OF[position.role] for position in await _positions(session, opportunity)}
    if profile.role not in roles:
        message = _("This opportunity has no position for their role.")
        raise AppError(422, "validation_error", message, {"talent_id": message})
    applied = await session.scalar(
        select(Application.id).where(
            Application.opportunity_id == opportunity.id, Application.applicant_id == talent_id
        )
    )
    if applied is not None:
        raise AppError(409, "already_applied", _("They have already applied."))
    try:
        async with session.begin_nested():
            session.add(
                ApplyInvitation(
                    opportunity_id=opportunity.id,
                    talent_id=talent_id,
                    invited_by=actor.id,
                    created_at=now,
                )
            )
    except IntegrityError as error:
        raise AppError(409, "already_invited", _("You have already asked them.")) from error
    church = await session.get(Church, opportunity.church_id)
    assert church is not None
    link = public_link(session, f"/opportunities/{opportunity.id}")
    await notify(
        session,
        recipient_id=talent_id,
        type=NotificationType.opportunity,
        priority=Priority.medium,
        subject=_("{church} asks you to apply", church=church.church_name),
        message=_(
            "{church} thinks you would fit {event} and asks you to apply.",
            church=church.church_name,
            event=opportunity.title,
        ),
        sender=church_sender(actor.id, church),
        opportunity_id=opportunity.id,
        metadata={"subType": "invited_to_apply", "link": link},
    )
    await notification_email(
        session,
        talent,
        kind="invited_to_apply",
        context={
            "name": profile.display_name or talent.full_name,
            "churchName": church.church_name,
            "opportunityTitle": opportunity.title,
            "link": link,
        },
    )
