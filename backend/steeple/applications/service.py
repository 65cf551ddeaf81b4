"""Applications and offers: the hiring loop's moves, each one transaction that changes the
status (race-safely: the UPDATE names the statuses it may start from), tells the other side (a
notification) and queues its emails (the outbox)."""

import uuid
from collections.abc import Sequence
from datetime import date, datetime
from functools import cache
from zoneinfo import ZoneInfo

from sqlalchemy import ColumnElement, bindparam, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from steeple import analytics
from steeple.analytics.recorder import (
    APPLICATIONS,
    CONFIRMED,
    DECLINED,
    NOT_SELECTED,
    OFFERED,
    SHORTLISTED,
)
from steeple.applications import notices, policies, transitions
from steeple.applications.models import Application, ApplicationStatus, Honorarium, Offer, Travel
from steeple.applications.schemas import (
    ApplicantSummary,
    ApplicationIn,
    ApplicationOut,
    ApplicationPage,
    ApplicationsSummary,
    DeclineIn,
    OfferIn,
    OfferOut,
)
from steeple.applications.transitions import Move
from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.availability import service as availability
from steeple.billing import entitlements
from steeple.billing.catalogue import FREE_TALENT_MONTHLY_APPLICATIONS
from steeple.churches.models import Church
from steeple.credentials import service as credentials
from steeple.credentials.schemas import BadgeOut
from steeple.db import ids_in, lock_row
from steeple.i18n import MonthDay, _
from steeple.opportunities import policies as opportunity_policies
from steeple.opportunities.calendar import STATUS_WORDS, end_of_day, local_today
from steeple.opportunities.cards import cards
from steeple.opportunities.models import Opportunity, OpportunityStatus, Position
from steeple.opportunities.schemas import MyApplicationRef
from steeple.profiles.models import TalentProfile
from steeple.profiles.service import card_fields
from steeple.users import service as accounts
from steeple.users.models import User
from steeple.users.preferences import preferences_of
from steeple.users.roles import A_ROLE
from steeple.web.errors import AppError
from steeple.web.origin import public_origin
from steeple.web.pagination import PagedQuery, newest_first

S = ApplicationStatus

# The statuses analytics counts, and as what.
OUTCOME_METRICS = {
    S.shortlisted: SHORTLISTED,
    S.offered: OFFERED,
    S.hire_confirmed: CONFIRMED,
    S.rejected: DECLINED,
    S.not_selected: NOT_SELECTED,
}


# ---- applying ----------------------------------------------------------------------------------


# An opportunity's page tells a speaker or musician how many applications they have left and
# which is theirs: built once.
_APPLIED_SINCE = select(func.count()).where(
    Application.applicant_id == bindparam("user_id"), Application.created_at >= bindparam("start")
)
_MY_APPLICATION = (
    select(Application, Position.title)
    .join(Position, Position.id == Application.position_id)
    .where(
        Application.opportunity_id == bindparam("opportunity_id"),
        Application.applicant_id == bindparam("user_id"),
    )
)


async def _applied_this_month(session: AsyncSession, user: User, now: datetime) -> int:
    # Their month is the calendar of their own timezone setting.
    timezone = (await preferences_of(session, user.id)).timezone
    start = entitlements.month_start(now, timezone)
    count = await session.scalar(_APPLIED_SINCE, {"user_id": user.id, "start": start})
    return count or 0


async def applications_left(session: AsyncSession, actor: Actor, now: datetime) -> int | None:
    applied = await _applied_this_month(session, actor.user, now)
    return await entitlements.applications_left(
        session, actor.user, now, applied_this_month=applied
    )


async def my_application_ref(
    session: AsyncSession, actor: Actor, opportunity_id: uuid.UUID, now: datetime
) -> MyApplicationRef | None:
    parameters = {"opportunity_id": opportunity_id, "user_id": actor.id}
    found = (await session.execute(_MY_APPLICATION, parameters)).first()
    if found is None:
        return None
    application, title = found
    status = effective_status(application, now)
    return MyApplicationRef(id=application.id, status=status, position_title=title)


async def apply(
    session: AsyncSession,
    actor: Actor,
    opportunity_id: uuid.UUID,
    data: ApplicationIn,
    now: datetime,
) -> ApplicationOut:
    opportunity = await session.get(Opportunity, opportunity_id)
    if opportunity is None or not opportunity_policies.can_read(actor, opportunity):
        raise AppError(404, "not_found", _("Opportunity not found"))
    # One at a time per applicant: the monthly count and the one-per-opportunity rule hold.
    await lock_row(session, actor.user)
    already = await my_application_ref(session, actor, opportunity.id, now) is not None
    left = await applications_left(session, actor, now) if actor.talent_role is not None else None
    authorize(
        policies.can_apply(actor, opportunity, now, already_applied=already, applications_left=left)
    )
    position = next((p for p in opportunity.positions if p.id == data.position_id), None)
    if position is None:
        message = _("Choose one of this opportunity's positions")
        raise AppError(422, "validation_error", message, {"position_id": message})
    if not policies.can_fill(actor, position):
        message = _("This position is for {role}", role=A_ROLE[position.role])
        raise AppError(422, "validation_error", message, {"position_id": message})
    if not data.available:
        message = _("Confirm that you are available on the event's date")
        raise AppError(422, "validation_error", message, {"available": message})
    application = Application(
        opportunity_id=opportunity.id,
        position_id=position.id,
        applicant_id=actor.id,
        church_id=opportunity.church_id,
        cover_message=data.cover_message,
        proposed_fee=data.proposed_fee,
        status=S.submitted,
        offer=None,
    )
    session.add(application)
    await session.flush()
    # Analytics: an application, for the applicant, the church and the opportunity.
    subjects = (actor.id, application.church_id, application.opportunity_id)
    analytics.record(session, (analytics.Event(s, APPLICATIONS, now.date()) for s in subjects))
    story = await _story(session, application)
    await notices.application_received(session, story, actor)
    return await _out(session, actor, application, now)


# ---- reading -----------------------------------------------------------------------------------


async def _application(session: AsyncSession, application_id: uuid.UUID) -> Application:
    application = await session.get(Application, application_id)
    if application is None:
        raise AppError(404, "not_found", _("Application not found"))
    return application


async def readable(session: AsyncSession, actor: Actor, application_id: uuid.UUID) -> Application:
    application = await _application(session, application_id)
    authorize(policies.can_read(actor, application), or_not_found=_("Application not found"))
    return application


def effective_status(application: Application, now: datetime) -> ApplicationStatus:
    """An offer past its respond-by date is expired from that instant, even before the sweep
    (expire_offers) writes it."""
    offer = application.offer
    if application.status == S.offered and offer is not None and offer.expires_at <= now:
        return S.expired
    return ApplicationStatus(application.status)


def has_status(status: ApplicationStatus) -> ColumnElement[bool]:
    """`status` as effective_status reads it at the time bound as `now`: an offer past its time
    is expired, not offered."""
    overdue = Application.offer.has(Offer.expires_at <= bindparam("now"))
    if status == S.expired:
        return or_(Application.status == S.expired, (Application.status == S.offered) & overdue)
    if status == S.offered:
        return (Application.status == S.offered) & ~overdue
    return Application.status == status


def _applicant_summary(
    user: User, profile: TalentProfile | None, badges: list[BadgeOut], *, with_email: bool
) -> ApplicantSummary:
    return ApplicantSummary(
        **card_fields(profile, user, badges=badges),
        email=user.email if with_email else None,
        bio=profile.bio if profile else None,
        fee_min=profile.fee_min if profile else None,
        fee_max=profile.fee_max if profile else None,
        love_offering=profile.love_offering if profile else False,
    )


def _offer_out(offer: Offer, titles: dict[uuid.UUID, str]) -> OfferOut:
    fields = {key: getattr(offer, key) for key in OfferOut.model_fields if key != "position_title"}
    return OfferOut.model_validate({**fields, "position_title": titles[offer.position_id]})


async def _outs(
    session: AsyncSession, actor: Actor, applications: Sequence[Application], now: datetime
) -> list[ApplicationOut]:
    """The applications as the actor sees them, read in a few queries whatever their number."""
    opportunity_ids = list({row.opportunity_id for row in applications})
    applicant_ids = list({row.applicant_id for row in applications})
    opportunity_cards = {card.id: card for card in await cards(session, opportunity_ids, now)}
    titles = {p.id: p.title for card in opportunity_cards.values() for p in card.positions}
    users = await accounts.by_id(session, applicant_ids)
    profiles = {
        profile.user_id: profile
        for profile in await session.scalars(_PROFILES, {"ids": applicant_ids})
    }
    # The church sees each applicant's credentials as anyone does (verified, self-reported...).
    badges = await credentials.badges_of(session, applicant_ids)
    found = []
    for application in applications:
        status = effective_status(application, now)
        mine = application.applicant_id == actor.id
        found.append(
            ApplicationOut(
                id=application.id,
                status=status,
                position_id=application.position_id,
                position_title=titles[application.position_id],
                cover_message=application.cover_message,
                proposed_fee=application.proposed_fee,
                decision_note=application.decision_note,
                created_at=application.created_at,
                updated_at=application.updated_at,
                opportunity=opportunity_cards[application.opportunity_id],
                applicant=_applicant_summary(
                    users[application.applicant_id],
                    profiles.get(application.applicant_id),
                    badges.get(application.applicant_id, []),
                    with_email=mine or actor.is_member_of(application.church_id),
                ),
                offer=_offer_out(application.offer, titles) if application.offer else None,
                can_withdraw=mine and status in transitions.WITHDRAW.sources,
                can_respond=mine and status in transitions.ACCEPT.sources,
                can_review=policies.can_review(actor, application) is True,
            )
        )
    return found


async def _out(
    session: AsyncSession, actor: Actor, application: Application, now: datetime
) -> ApplicationOut:
    [out] = await _outs(session, actor, [application], now)
    return out


async def get(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID, now: datetime
) -> ApplicationOut:
    return await _out(session, actor, await readable(session, actor, application_id), now)


# Every dashboard and the church's applicants page read the list: its statements are built once
# (building a statement's comparisons, and the IN of a page's ids, cost more CPU than running it).
_PROFILES = select(TalentProfile).where(ids_in(TalentProfile.user_id))


@cache
def _listed(of_church: bool, status: ApplicationStatus | None) -> PagedQuery[Application]:
    """The applications a church received (`of_church`) or a talent sent, bound as `owner`; in
    `status` at `now`, if given."""
    owner = Application.church_id if of_church else Application.applicant_id
    query = select(Application).where(owner == bindparam("owner"))
    if status is not None:
        query = query.where(has_status(status))
    return PagedQuery(query, newest_first(Application.created_at, Application.id))


async def mine(
    session: AsyncSession,
    actor: Actor,
    now: datetime,
    *,
    status: ApplicationStatus | None,
    cursor: str | None,
    limit: int,
) -> ApplicationPage:
    """The caller's own applications, newest first (a church member: their church's received
    applications)."""
    of_church = actor.church_id is not None
    rows, next_cursor = await _listed(of_church, status).page(
        session,
        cursor=cursor,
        limit=limit,
        parameters={"owner": actor.church_id if of_church else actor.id, "now": now},
    )
    return ApplicationPage(items=await _outs(session, actor, rows, now), next_cursor=next_cursor)


async def for_opportunity(
    session: AsyncSession,
    actor: Actor,
    opportunity_id: uuid.UUID,
    now: datetime,
    status: ApplicationStatus | None,
) -> list[ApplicationOut]:
    """Every applicant of one opportunity, oldest first (the order they came in), for its
    church's members."""
    opportunity = await session.get(Opportunity, opportunity_id)
    authorize(
        opportunity is not None and opportunity_policies.can_read(actor, opportunity),
        or_not_found=_("Opportunity not found"),
    )
    assert opportunity is not None
    authorize(policies.can_list_applicants(actor, opportunity))
    query = select(Application).where(Application.opportunity_id == opportunity_id)
    if status is not None:
        query = query.where(has_status(status))
    oldest_first = query.order_by(Application.created_at, Application.id)
    rows = await session.scalars(oldest_first, {"now": now})
    return await _outs(session, actor, list(rows), now)


async def summary(session: AsyncSession, actor: Actor, now: datetime) -> ApplicationsSummary:
    authorize(policies.can_have_applications(actor))
    counts = await session.execute(
        select(Application.status, func.count())
        .where(Application.applicant_id == actor.id)
        .group_by(Application.status)
    )
    by_status = {status: 0 for status in ApplicationStatus}
    for status, count in counts.all():
        by_status[ApplicationStatus(status)] = count
    waiting = await session.scalars(
        select(Application)
        .join(Offer, Offer.application_id == Application.id)
        .where(Application.applicant_id == actor.id, Application.status == S.offered)
        .where(Offer.expires_at > now)
        .order_by(Offer.expires_at)
    )
    left = await applications_left(session, actor, now)
    return ApplicationsSummary(
        by_status=by_status,
        offers_waiting=await _outs(session, actor, list(waiting), now),
        applications_left=left,
        monthly_allowance=None if left is None else FREE_TALENT_MONTHLY_APPLICATIONS,
    )


# ---- moves -------------------------------------------------------------------------------------


async def _move(
    session: AsyncSession, application: Application, move: Move, now: datetime, **values: object
) -> None:
    """Makes `move` if the application is still in one of its source statuses; otherwise a 409
    and nothing changed. The UPDATE's WHERE is the check, so of two racing moves one wins."""
    result = await session.execute(
        update(Application)
        .where(Application.id == application.id, Application.status.in_(move.sources))
        .values(status=move.target, updated_at=now, **values)
        .execution_options(synchronize_session=False)
    )
    if result.rowcount != 1:  # type: ignore[attr-defined]
        await session.refresh(application)
        raise AppError(409, "illegal_transition", transitions.refusal(move, S(application.status)))
    await session.refresh(application)
    _count_outcome(session, application, move.target, now)


def _count_outcome(
    session: AsyncSession, application: Application, status: S, now: datetime
) -> None:
    """Analytics: the hiring loop's counted outcomes, for the applicant (and a confirmed hire
    for the church too). Withdrawn and expired are not counted."""
    metric = OUTCOME_METRICS.get(status)
    if metric is None:
        return
    subjects = [application.applicant_id]
    if status == S.hire_confirmed:
        subjects.append(application.church_id)
    analytics.record(session, (analytics.Event(s, metric, now.date()) for s in subjects))


async def _reviewable(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID
) -> tuple[Application, Opportunity]:
    """The application, if the actor decides on its church's applicants; the opportunity is
    locked so that offers and acceptances on it are made one at a time."""
    application = await _application(session, application_id)
    authorize(policies.can_read(actor, application), or_not_found=_("Application not found"))
    authorize(policies.can_review(actor, application))
    opportunity = await session.get(Opportunity, application.opportunity_id)
    assert opportunity is not None
    await lock_row(session, opportunity)
    return application, opportunity


async def _own(session: AsyncSession, actor: Actor, application_id: uuid.UUID) -> Application:
    application = await _application(session, application_id)
    authorize(policies.can_read(actor, application), or_not_found=_("Application not found"))
    authorize(policies.can_act_as_applicant(actor, application))
    return application


async def _story(session: AsyncSession, application: Application) -> notices.Story:
    opportunity = await session.get(Opportunity, application.opportunity_id)
    assert opportunity is not None
    church = await session.get(Church, opportunity.church_id)
    applicant = await session.get(User, application.applicant_id)
    assert church is not None and applicant is not None
    position = next(p for p in opportunity.positions if p.id == application.position_id)
    origin = public_origin(session)
    return notices.Story(application, opportunity, church, applicant, position, origin)


async def shortlist(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID, now: datetime
) -> ApplicationOut:
    application, _opportunity = await _reviewable(session, actor, application_id)
    await _move(session, application, transitions.SHORTLIST, now)
    await notices.shortlisted(session, await _story(session, application), actor)
    return await _out(session, actor, application, now)


async def decline(
    session: AsyncSession,
    actor: Actor,
    application_id: uuid.UUID,
    data: DeclineIn,
    now: datetime,
) -> ApplicationOut:
    application, _opportunity = await _reviewable(session, actor, application_id)
    await _move(
        session, application, transitions.DECLINE, now, decision_note=data.note, decided_at=now
    )
    await notices.not_selected(session, await _story(session, application), actor)
    return await _out(session, actor, application, now)


def _check_offer(data: OfferIn, opportunity: Opportunity, today: date) -> dict[str, str]:
    errors: dict[str, str] = {}
    zone = ZoneInfo(opportunity.timezone)
    first_day = opportunity.starts_at.astimezone(zone).date()
    last_day = opportunity.ends_at.astimezone(zone).date()
    if not first_day <= data.event_date <= last_day:
        errors["event_date"] = _("The date must be one of the event's days")
    if data.honorarium == Honorarium.amount and data.honorarium_amount is None:
        errors["honorarium_amount"] = _("Give the honorarium amount, or choose a love offering")
    if data.honorarium == Honorarium.love_offering and data.honorarium_amount is not None:
        errors["honorarium_amount"] = _("A love offering has no set amount")
    if data.travel == Travel.reimbursed and data.travel_cap is None:
        errors["travel_cap"] = _("Give the most you will reimburse for travel")
    if data.travel != Travel.reimbursed and data.travel_cap is not None:
        errors["travel_cap"] = _("Only reimbursed travel has a cap")
    if data.respond_by < today:
        errors["respond_by"] = _("The respond-by date cannot be in the past")
    elif data.respond_by > data.event_date:
        errors["respond_by"] = _("The respond-by date must be on or before the event's date")
    return errors


async def offer(
    session: AsyncSession,
    actor: Actor,
    application_id: uuid.UUID,
    data: OfferIn,
    now: datetime,
) -> ApplicationOut:
    application, opportunity = await _reviewable(session, actor, application_id)
    if opportunity.status not in (OpportunityStatus.open, OpportunityStatus.closed):
        message = _(
            "A {status} opportunity makes no offers.", status=STATUS_WORDS[opportunity.status]
        )
        raise AppError(409, "not_open", message)
    if opportunity.starts_at <= now:
        raise AppError(409, "event_started", _("The event has started: it makes no more offers."))
    position = next((p for p in opportunity.positions if p.id == data.position_id), None)
    if position is None:
        message = _("Choose one of this opportunity's positions")
        raise AppError(422, "validation_error", message, {"position_id": message})
    errors = _check_offer(data, opportunity, local_today(now, opportunity.timezone))
    if errors:
        raise AppError(422, "validation_error", _("Some fields need attention"), errors)
    taken = await session.scalar(
        select(func.count()).where(
            Application.position_id == position.id,
            Application.status.in_((S.offered, S.hire_confirmed)),
        )
    )
    if (taken or 0) >= position.openings:
        raise AppError(
            409,
            "position_taken",
            _(
                "Every opening for {position} is filled or offered already.",
                position=position.title,
            ),
        )
    await _move(session, application, transitions.OFFER, now, decided_at=now)
    session.add(
        Offer(
            application_id=application.id,
            position_id=position.id,
            offered_by=actor.id,
            **data.model_dump(exclude={"position_id"}),
            expires_at=end_of_day(data.respond_by, opportunity.timezone),
        )
    )
    await session.flush()
    await session.refresh(application, ["offer"])
    await notices.offered(session, await _story(session, application), actor)
    return await _out(session, actor, application, now)


async def withdraw(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID, now: datetime
) -> ApplicationOut:
    application = await _own(session, actor, application_id)
    await _move(session, application, transitions.WITHDRAW, now)
    await notices.withdrawn(session, await _story(session, application), actor)
    return await _out(session, actor, application, now)


async def _respond(
    session: AsyncSession,
    actor: Actor,
    application_id: uuid.UUID,
    move: Move,
    now: datetime,
) -> tuple[Application, Opportunity]:
    application = await _own(session, actor, application_id)
    opportunity = await session.get(Opportunity, application.opportunity_id)
    assert opportunity is not None
    await lock_row(session, opportunity)
    if effective_status(application, now) == S.expired:
        assert application.offer is not None
        raise AppError(
            409,
            "offer_expired",
            _("This offer expired on {day}.", day=MonthDay(application.offer.respond_by)),
        )
    await _move(session, application, move, now)
    assert application.offer is not None
    application.offer.responded_at = now
    return application, opportunity


async def accept_offer(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID, now: datetime
) -> ApplicationOut:
    """Spec 02 §4 "Offer handling": hire_confirmed, its days booked on the talent's calendar,
    and the church is told in the same transaction. A position whose openings are all confirmed
    passes over its other applicants; an opportunity whose positions are all filled is marked
    filled and passes over everyone."""
    application, opportunity = await _respond(
        session, actor, application_id, transitions.ACCEPT, now
    )
    # Refused (409) when another confirmed hire already has the day.
    await availability.book(session, application, opportunity)
    story = await _story(session, application)
    await notices.offer_answered(session, story, actor, accepted=True)
    confirmed = await session.execute(
        select(Application.position_id, func.count())
        .where(
            Application.opportunity_id == opportunity.id,
            Application.status == S.hire_confirmed,
        )
        .group_by(Application.position_id)
    )
    hired = {position: count for position, count in confirmed.all()}
    full = [p for p in opportunity.positions if hired.get(p.id, 0) >= p.openings]
    if len(full) == len(opportunity.positions):
        opportunity.status = OpportunityStatus.filled
        await pass_over_waiting(session, actor, opportunity, now, reason="filled")
    elif story.position in full:
        await pass_over_waiting(
            session,
            actor,
            opportunity,
            now,
            reason="filled",
            position_id=story.position.id,
        )
    return await _out(session, actor, application, now)


async def decline_offer(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID, now: datetime
) -> ApplicationOut:
    application, _opportunity = await _respond(
        session, actor, application_id, transitions.DECLINE_OFFER, now
    )
    story = await _story(session, application)
    await notices.offer_answered(session, story, actor, accepted=False)
    return await _out(session, actor, application, now)


async def pass_over_waiting(
    session: AsyncSession,
    actor: Actor,
    opportunity: Opportunity,
    now: datetime,
    *,
    reason: str,
    position_id: uuid.UUID | None = None,
) -> None:
    """Everyone still waiting (submitted or shortlisted) becomes not_selected and is told kindly
    why: the opportunity `closed`, was `cancelled`, or its positions were `filled`. A cancelled
    event also ends the offers made and tells those already confirmed."""
    sources = transitions.PASS_OVER.sources
    if reason == "cancelled":
        sources = (*sources, S.offered)
    query = select(Application).where(
        Application.opportunity_id == opportunity.id, Application.status.in_(sources)
    )
    if position_id is not None:
        query = query.where(Application.position_id == position_id)
    waiting = list(await session.scalars(query))
    if waiting:
        await session.execute(
            update(Application)
            .where(Application.id.in_([row.id for row in waiting]))
            .where(Application.status.in_(sources))
            .values(status=S.not_selected, decided_at=now, updated_at=now)
            .execution_options(synchronize_session=False)
        )
    for application in waiting:
        await session.refresh(application)
        _count_outcome(session, application, S.not_selected, now)
        await notices.passed_over(session, await _story(session, application), actor, reason)
    if reason == "cancelled":
        confirmed = await session.scalars(
            select(Application).where(
                Application.opportunity_id == opportunity.id,
                Application.status == S.hire_confirmed,
            )
        )
        for application in confirmed:
            await notices.passed_over(session, await _story(session, application), actor, reason)


async def expire_offers(session: AsyncSession, now: datetime) -> int:
    """Writes `expired` on offers past their respond-by date and tells both sides."""
    overdue = list(
        await session.scalars(
            select(Application)
            .join(Offer, Offer.application_id == Application.id)
            .where(Application.status == S.offered, Offer.expires_at <= now)
            .with_for_update(skip_locked=True)
        )
    )
    for application in overdue:
        try:
            await _move(session, application, transitions.EXPIRE, now)
        except AppError:
            continue  # answered meanwhile
        story = await _story(session, application)
        await notices.expired(session, story)
    return len(overdue)
