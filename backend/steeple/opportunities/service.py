"""Opportunities: written as drafts by a church's admins and leaders, published against the
church's posting quota, found by everyone, closed, cancelled or copied by their church."""

import uuid
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime, timedelta
from functools import cache
from zoneinfo import ZoneInfo

from sqlalchemy import bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import joinedload

from steeple.applications import policies as application_policies
from steeple.applications import service as applications
from steeple.applications.models import Application
from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.availability import service as availability
from steeple.billing import entitlements
from steeple.billing.models import PostingCredit
from steeple.churches.models import Church
from steeple.credentials import service as credentials
from steeple.credentials.schemas import CredentialRequirement
from steeple.db import ids_in, lock_row
from steeple.i18n import Dollars, ShortDate, Text, _
from steeple.opportunities import policies, search
from steeple.opportunities.calendar import (
    STATUS_WORDS,
    applications_close_at,
    closed_notice,
    local_to_utc,
    local_today,
)
from steeple.opportunities.cards import card_fields, cards, filled_by_position, positions_of
from steeple.opportunities.models import (
    Compensation,
    Opportunity,
    OpportunityStatus,
    Position,
)
from steeple.opportunities.schemas import (
    ApplicantCounts,
    ManagedOpportunity,
    ManagedOpportunityPage,
    OpportunityIn,
    OpportunityOut,
    OpportunitySearchPage,
    PostingQuota,
    ViewerOnOpportunity,
)
from steeple.places import gazetteer
from steeple.web.errors import AppError
from steeple.web.pagination import PagedQuery, newest_first

MAX_EVENT_DAYS = 31


# ---- reading --------------------------------------------------------------------------------


async def _opportunity(session: AsyncSession, opportunity_id: uuid.UUID) -> Opportunity:
    opportunity = await session.get(Opportunity, opportunity_id)
    if opportunity is None:
        raise AppError(404, "not_found", _("Opportunity not found"))
    return opportunity


# An opportunity and whether the public may see it, read at once (the detail page's first read),
# with its positions and its church: one round trip instead of three.
_WITH_SHOWN = (
    select(Opportunity, search.PUBLICLY_SHOWN.label("shown"), Church)
    .join(Church, Church.id == Opportunity.church_id)
    .where(Opportunity.id == bindparam("opportunity_id"))
    .options(joinedload(Opportunity.positions))
)


async def readable(
    session: AsyncSession, actor: Actor | None, opportunity_id: uuid.UUID
) -> tuple[Opportunity, Church]:
    """The opportunity, if the actor may read it, and its church."""
    read = await session.execute(_WITH_SHOWN, {"opportunity_id": opportunity_id})
    found = read.unique().first()
    if found is None:
        raise AppError(404, "not_found", _("Opportunity not found"))
    opportunity, shown, church = found
    allowed = policies.can_read(actor, opportunity)
    if allowed and not (actor is not None and actor.is_member_of(opportunity.church_id)):
        # Hidden by staff, or posted by a suspended account (moderation/): its church's own.
        allowed = bool(shown)
    authorize(allowed, or_not_found=_("Opportunity not found"))
    return opportunity, church


async def manageable(
    session: AsyncSession, actor: Actor, opportunity_id: uuid.UUID, *, lock: bool = False
) -> Opportunity:
    """The opportunity, if the actor may manage it; a draft of another church stays hidden."""
    opportunity = await _opportunity(session, opportunity_id)
    authorize(policies.can_read(actor, opportunity), or_not_found=_("Opportunity not found"))
    authorize(policies.can_manage(actor, opportunity))
    if lock:
        await lock_row(session, opportunity)
    return opportunity


def _money(opportunity: Opportunity) -> Text:
    if opportunity.compensation == Compensation.love_offering:
        return _("Love offering")
    low, high = opportunity.honorarium_min, opportunity.honorarium_max
    if low is not None and high is not None and low != high:
        return _("Honorarium {least}-{most}", least=Dollars(low), most=Dollars(high))
    return _("Honorarium {amount}", amount=Dollars((high if high is not None else low) or 0))


def share_title(opportunity: Opportunity, church: Church) -> Text:
    return _("{title} at {church}", title=opportunity.title, church=church.church_name)


def share_description(opportunity: Opportunity, church: Church) -> Text:
    local = opportunity.starts_at.astimezone(ZoneInfo(opportunity.timezone))
    place = _("Online") if opportunity.online else f"{opportunity.city}, {opportunity.state}"
    return _(
        "{church} is looking for {wanted} - {day}, {place}. {pay}.",
        church=church.church_name,
        wanted=", ".join(position.title for position in opportunity.positions),
        day=ShortDate(local.date()),
        place=place,
        pay=_money(opportunity),
    )


def requirements_of(opportunity: Opportunity) -> list[CredentialRequirement]:
    return [CredentialRequirement.model_validate(item) for item in opportunity.required_credentials]


async def _viewer(
    session: AsyncSession, actor: Actor | None, opportunity: Opportunity, now: datetime
) -> ViewerOnOpportunity:
    mine = None
    applications_left = None
    missing: list[CredentialRequirement] = []
    if actor is not None and actor.talent_role is not None:
        mine = await applications.my_application_ref(session, actor, opportunity.id, now)
        applications_left = await applications.applications_left(session, actor, now)
        missing = await credentials.missing_for(
            session, actor.id, requirements_of(opportunity), now
        )
    decision = application_policies.can_apply(
        actor,
        opportunity,
        now,
        already_applied=mine is not None,
        applications_left=applications_left,
    )
    return ViewerOnOpportunity(
        can_manage=policies.can_manage(actor, opportunity) is True,
        can_apply=decision is True,
        apply_blocker=None if decision is True else decision.message,
        my_application=mine,
        applications_left=applications_left,
        missing_credentials=missing,
    )


async def detail(
    session: AsyncSession,
    actor: Actor | None,
    opportunity: Opportunity,
    now: datetime,
    church: Church | None = None,
) -> OpportunityOut:
    """The opportunity's page; its church read here unless the caller has it."""
    church = church or await session.get(Church, opportunity.church_id)
    assert church is not None
    filled = await filled_by_position(session, [opportunity.id])
    zone = ZoneInfo(opportunity.timezone)
    return OpportunityOut.model_validate(
        {
            **card_fields(opportunity, church, positions_of(opportunity, filled), now),
            "description": opportunity.description,
            "address": opportunity.address,
            "denomination": opportunity.denomination,
            "worship_style": opportunity.worship_style,
            "expected_attendance": opportunity.expected_attendance,
            "required_credentials": requirements_of(opportunity),
            "starts_local": opportunity.starts_at.astimezone(zone).replace(tzinfo=None),
            "ends_local": opportunity.ends_at.astimezone(zone).replace(tzinfo=None),
            "published_at": opportunity.published_at,
            "created_at": opportunity.created_at,
            "closed_notice": closed_notice(opportunity, now),
            "share_title": share_title(opportunity, church),
            "share_description": share_description(opportunity, church),
            "viewer": await _viewer(session, actor, opportunity, now),
        }
    )


async def get(
    session: AsyncSession, actor: Actor | None, opportunity_id: uuid.UUID, now: datetime
) -> OpportunityOut:
    opportunity, church = await readable(session, actor, opportunity_id)
    return await detail(session, actor, opportunity, now, church)


async def find(
    session: AsyncSession, query: search.OpportunityQuery, now: datetime
) -> OpportunitySearchPage:
    matches = await search.search(session, query, now)
    found = await cards(session, [found for found, _miles in matches], now, publicly_shown=True)
    miles = dict(matches)
    for card in found:
        away = miles[card.id]
        card.distance_miles = None if away is None else max(1, round(away))
    # (One changed since the search, or hidden, may be gone.)
    return OpportunitySearchPage(
        results=found[: search.PAGE_SIZE],
        page=query.page,
        page_size=search.PAGE_SIZE,
        has_more=len(found) > search.PAGE_SIZE and query.page < search.MAX_PAGE,
    )


# The church's list of its own opportunities, built once (for each status asked about).
_APPLICANT_COUNTS = (
    select(Application.opportunity_id, Application.status, func.count())
    .where(ids_in(Application.opportunity_id))
    .group_by(Application.opportunity_id, Application.status)
)


@cache
def _church_pages(status: OpportunityStatus | None) -> PagedQuery[Opportunity]:
    """The opportunities of the church bound as `church_id`; in `status`, if given."""
    query = select(Opportunity).where(Opportunity.church_id == bindparam("church_id"))
    if status is not None:
        query = query.where(Opportunity.status == status)
    return PagedQuery(query, newest_first(Opportunity.created_at, Opportunity.id))


async def _applicant_counts(
    session: AsyncSession, opportunity_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, ApplicantCounts]:
    counts: dict[uuid.UUID, ApplicantCounts] = {row: ApplicantCounts() for row in opportunity_ids}
    if not opportunity_ids:
        return counts
    rows = await session.execute(_APPLICANT_COUNTS, {"ids": list(opportunity_ids)})
    for opportunity_id, status, count in rows:
        setattr(counts[opportunity_id], status, count)
    return counts


async def church_opportunities(
    session: AsyncSession,
    actor: Actor,
    now: datetime,
    *,
    status: OpportunityStatus | None,
    cursor: str | None,
    limit: int,
) -> ManagedOpportunityPage:
    """The actor's church's opportunities, newest first, with its applicants counted by status;
    for every member of the church (volunteers and members read them too)."""
    authorize(policies.can_list_mine(actor))
    rows, next_cursor = await _church_pages(status).page(
        session, cursor=cursor, limit=limit, parameters={"church_id": actor.church_id}
    )
    church = await session.get(Church, actor.church_id)
    assert church is not None
    filled = await filled_by_position(session, [row.id for row in rows])
    counts = await _applicant_counts(session, [row.id for row in rows])
    items = [
        ManagedOpportunity.model_validate(
            {
                **card_fields(row, church, positions_of(row, filled), now),
                "published_at": row.published_at,
                "created_at": row.created_at,
                "applicants": counts[row.id],
            }
        )
        for row in rows
    ]
    return ManagedOpportunityPage(items=items, next_cursor=next_cursor)


# ---- the posting quota ------------------------------------------------------------------------


def _published_counter(
    session: AsyncSession, church_id: uuid.UUID
) -> Callable[[datetime], Awaitable[int]]:
    async def published_since(start: datetime) -> int:
        count = await session.scalar(
            select(func.count()).where(
                Opportunity.church_id == church_id, Opportunity.published_at >= start
            )
        )
        return count or 0

    return published_since


async def posting_quota(session: AsyncSession, actor: Actor, now: datetime) -> PostingQuota:
    authorize(policies.can_see_posting_quota(actor))
    church = await session.get(Church, actor.church_id)
    assert church is not None
    premium = await entitlements.is_premium_church(session, church.id, now)
    left = await entitlements.postings_left(
        session, church, now, _published_counter(session, church.id)
    )
    return PostingQuota(
        premium=premium,
        postings_left=left,
        monthly_allowance=entitlements.CHURCH_MONTHLY_POSTINGS,
        pack_credits_left=await entitlements.pack_credits_left(session, church.id, now),
        can_post=policies.can_manage_for(actor, church.id) is True,
    )


async def _take_posting(session: AsyncSession, church: Church, now: datetime) -> None:
    """Takes one posting from the church's quota, or refuses. The church row is locked first, so
    two publishes at once are counted one after the other and cannot both take the last one."""
    await lock_row(session, church)
    authorize(policies.can_publish(await entitlements.is_premium_church(session, church.id, now)))
    published_since = _published_counter(session, church.id)
    published = await published_since(entitlements.month_start(now, church.timezone))
    if published < entitlements.CHURCH_MONTHLY_POSTINGS:
        return
    credit = await session.scalar(
        select(PostingCredit)
        .where(
            PostingCredit.church_id == church.id,
            PostingCredit.expires_at > now,
            PostingCredit.used < PostingCredit.quantity,
        )
        .order_by(PostingCredit.expires_at)
        .limit(1)
    )
    if credit is None:
        raise AppError(
            409,
            "posting_quota_reached",
            _(
                "You have used this month's postings. Buy an additional posting pack, or publish "
                "next month."
            ),
        )
    credit.used += 1


# ---- writing ----------------------------------------------------------------------------------


def check_opportunity(
    data: OpportunityIn, timezone: str, now: datetime, *, previous: Opportunity | None
) -> None:
    """The checks across fields and against the clock; a refusal names every field at fault.
    Dates already stored on `previous` are not refused for having passed since."""
    errors: dict[str, str] = {}
    starts_at = local_to_utc(data.starts_at, timezone)
    ends_at = local_to_utc(data.ends_at, timezone)
    today = local_today(now, timezone)
    if data.starts_at.tzinfo is not None or data.ends_at.tzinfo is not None:
        errors["starts_at"] = _("Give the local date and time, without a time zone")
    elif starts_at <= now and (previous is None or previous.starts_at != starts_at):
        errors["starts_at"] = _("The event must start in the future")
    elif ends_at < starts_at:
        errors["ends_at"] = _("The event cannot end before it starts")
    elif ends_at - starts_at >= timedelta(days=MAX_EVENT_DAYS):
        errors["ends_at"] = _("An event can last at most {count} days", count=MAX_EVENT_DAYS)
    deadline_kept = previous is not None and previous.application_deadline == (
        data.application_deadline
    )
    if data.application_deadline > data.starts_at.date():
        errors["application_deadline"] = _("The deadline must be on or before the event's date")
    elif data.application_deadline < today and not deadline_kept:
        errors["application_deadline"] = _("The deadline cannot be in the past")
    if not data.online and not (data.city and data.state):
        errors["city"] = _("Give the city and state, or mark the event as online")
    if data.compensation == Compensation.honorarium:
        low, high = data.honorarium_min, data.honorarium_max
        if low is None and high is None:
            errors["honorarium_min"] = _("Give the honorarium, or choose a love offering")
        elif low is not None and high is not None and low > high:
            errors["honorarium_max"] = _("The highest amount cannot be below the lowest")
    elif data.honorarium_min is not None or data.honorarium_max is not None:
        errors["honorarium_min"] = _("A love offering has no set amount")
    titles = [position.title.casefold() for position in data.positions]
    if len(set(titles)) != len(titles):
        errors["positions"] = _("Each position needs its own title")
    kinds = [requirement.kind for requirement in data.required_credentials]
    if len(set(kinds)) != len(kinds):
        errors["required_credentials"] = _("Ask for each kind of credential once")
    if errors:
        raise AppError(422, "validation_error", _("Some fields need attention"), errors)


def _apply_fields(
    opportunity: Opportunity, data: OpportunityIn, timezone: str, place: gazetteer.Located | None
) -> None:
    fields = data.model_dump(exclude={"positions", "starts_at", "ends_at", "city", "state"})
    for name, value in fields.items():
        setattr(opportunity, name, value)
    gazetteer.put_place(opportunity, place)
    opportunity.timezone = timezone
    opportunity.starts_at = local_to_utc(data.starts_at, timezone)
    opportunity.ends_at = local_to_utc(data.ends_at, timezone)
    opportunity.starts_on = data.starts_at.date()
    if data.compensation == Compensation.love_offering:
        opportunity.honorarium_min = opportunity.honorarium_max = None


async def _church_to_post_for(session: AsyncSession, actor: Actor) -> Church:
    authorize(policies.can_post(actor))
    church = await session.get(Church, actor.church_id)
    assert church is not None
    return church


async def create(
    session: AsyncSession, actor: Actor, data: OpportunityIn, now: datetime
) -> OpportunityOut:
    """A new draft; publishing is a separate step (it spends a posting)."""
    church = await _church_to_post_for(session, actor)
    check_opportunity(data, church.timezone, now, previous=None)
    place = await gazetteer.optional_place(session, data.city, data.state)
    opportunity = Opportunity(church_id=church.id, created_by=actor.id, positions=[])
    _apply_fields(opportunity, data, church.timezone, place)
    opportunity.positions = [
        Position(sort_order=index, title=item.title, role=item.role, openings=item.openings)
        for index, item in enumerate(data.positions)
    ]
    session.add(opportunity)
    await session.flush()
    return await detail(session, actor, opportunity, now)


async def _replace_positions(
    session: AsyncSession, opportunity: Opportunity, data: OpportunityIn
) -> None:
    """Keeps the positions named by id (applicants applied to them), adds the new ones and drops
    the rest, unless someone applied to one of those."""
    existing = {position.id: position for position in opportunity.positions}
    unknown = [item.id for item in data.positions if item.id and item.id not in existing]
    if unknown:
        raise AppError(
            422,
            "validation_error",
            _("A position is not part of this opportunity"),
            {"positions": _("A position is not part of this opportunity")},
        )
    kept = {item.id for item in data.positions if item.id}
    dropped = [position_id for position_id in existing if position_id not in kept]
    if dropped:
        applied = await session.scalar(
            select(func.count()).where(Application.position_id.in_(dropped))
        )
        if applied:
            raise AppError(
                409,
                "position_has_applicants",
                _("A position that people applied to cannot be removed."),
                {"positions": _("A position that people applied to cannot be removed")},
            )
    filled = await filled_by_position(session, [opportunity.id])
    positions = []
    for index, item in enumerate(data.positions):
        position = existing.get(item.id) if item.id else None
        if position is not None and item.openings < filled.get(position.id, 0):
            raise AppError(
                409,
                "openings_below_hired",
                _(
                    "{position} already has {count} confirmed.",
                    position=position.title,
                    count=filled[position.id],
                ),
                {"positions": _("A position cannot have fewer openings than people confirmed")},
            )
        if position is not None and item.role != position.role and filled.get(position.id):
            raise AppError(409, "position_has_hires", _("A filled position keeps its role."))
        position = position or Position(opportunity_id=opportunity.id)
        position.sort_order = index
        position.title = item.title
        position.role = item.role
        position.openings = item.openings
        positions.append(position)
    opportunity.positions = positions


EDITABLE = (OpportunityStatus.draft, OpportunityStatus.open)


async def update(
    session: AsyncSession,
    actor: Actor,
    opportunity_id: uuid.UUID,
    data: OpportunityIn,
    now: datetime,
) -> OpportunityOut:
    opportunity = await manageable(session, actor, opportunity_id, lock=True)
    if opportunity.status not in EDITABLE:
        message = _(
            "A {status} opportunity cannot be edited.", status=STATUS_WORDS[opportunity.status]
        )
        raise AppError(409, "not_editable", message)
    check_opportunity(data, opportunity.timezone, now, previous=opportunity)
    place = await gazetteer.optional_place(session, data.city, data.state)
    await _replace_positions(session, opportunity, data)
    _apply_fields(opportunity, data, opportunity.timezone, place)
    await session.flush()
    return await detail(session, actor, opportunity, now)


async def publish(
    session: AsyncSession, actor: Actor, opportunity_id: uuid.UUID, now: datetime
) -> OpportunityOut:
    opportunity = await manageable(session, actor, opportunity_id, lock=True)
    if opportunity.status != OpportunityStatus.draft:
        raise AppError(409, "already_published", _("Only a draft can be published."))
    if opportunity.starts_at <= now:
        raise AppError(
            422,
            "event_passed",
            _("The event's date has passed: change it before publishing."),
            {"starts_at": _("The event must start in the future")},
        )
    if applications_close_at(opportunity) <= now:
        raise AppError(
            422,
            "deadline_passed",
            _("The deadline has passed: change it before publishing."),
            {"application_deadline": _("The deadline cannot be in the past")},
        )
    church = await session.get(Church, opportunity.church_id)
    assert church is not None
    await _take_posting(session, church, now)
    opportunity.status = OpportunityStatus.open
    opportunity.published_at = now
    await session.flush()
    return await detail(session, actor, opportunity, now)


async def close(
    session: AsyncSession,
    actor: Actor,
    opportunity_id: uuid.UUID,
    now: datetime,
) -> OpportunityOut:
    """No more applications; everyone still waiting is told they were not selected (offers
    already made stand until answered)."""
    opportunity = await manageable(session, actor, opportunity_id, lock=True)
    if opportunity.status != OpportunityStatus.open:
        raise AppError(409, "not_open", _("Only an open opportunity can be closed."))
    opportunity.status = OpportunityStatus.closed
    await applications.pass_over_waiting(session, actor, opportunity, now, reason="closed")
    await session.flush()
    return await detail(session, actor, opportunity, now)


async def cancel(
    session: AsyncSession,
    actor: Actor,
    opportunity_id: uuid.UUID,
    now: datetime,
) -> OpportunityOut:
    """The event is off: every applicant still in the running, and anyone already confirmed,
    is told; the confirmed have their days back."""
    opportunity = await manageable(session, actor, opportunity_id, lock=True)
    if opportunity.status in (OpportunityStatus.cancelled, OpportunityStatus.filled):
        message = _("A {status} opportunity stays so.", status=STATUS_WORDS[opportunity.status])
        raise AppError(409, "not_cancellable", message)
    was_published = opportunity.status != OpportunityStatus.draft
    opportunity.status = OpportunityStatus.cancelled
    if was_published:
        await applications.pass_over_waiting(session, actor, opportunity, now, reason="cancelled")
        await availability.free_days_of(session, opportunity.id)
    await session.flush()
    return await detail(session, actor, opportunity, now)


# What a copy does not take over: it is a new, unpublished draft of the actor's.
NOT_COPIED = {
    "id",
    "church_id",
    "created_by",
    "created_at",
    "updated_at",
    "status",
    "published_at",
    "featured_until",
}


async def duplicate(
    session: AsyncSession, actor: Actor, opportunity_id: uuid.UUID, now: datetime
) -> OpportunityOut:
    """A new draft with the same details and positions, for the next event like it."""
    source = await manageable(session, actor, opportunity_id)
    copy = Opportunity(church_id=source.church_id, created_by=actor.id, positions=[])
    for column in Opportunity.__table__.columns:
        if column.key not in NOT_COPIED:
            setattr(copy, column.key, getattr(source, column.key))
    copy.positions = [
        Position(sort_order=p.sort_order, title=p.title, role=p.role, openings=p.openings)
        for p in source.positions
    ]
    session.add(copy)
    await session.flush()
    return await detail(session, actor, copy, now)


# ---- featured boosts (bought through billing) --------------------------------------------------

FEATURED_BOOST_DAYS = 14


async def boostable(
    session: AsyncSession, church_id: uuid.UUID, opportunity_id: uuid.UUID, now: datetime
) -> Opportunity:
    """The church's opportunity a featured boost is bought for: one the lists show (open, its
    event ahead). Another church's, like an unknown one, is not found."""
    opportunity = await session.get(Opportunity, opportunity_id)
    if opportunity is None or opportunity.church_id != church_id:
        raise AppError(404, "not_found", _("Opportunity not found"))
    if opportunity.status != OpportunityStatus.open or opportunity.starts_at <= now:
        raise AppError(
            409,
            "not_boostable",
            _("Only an open opportunity whose event is still ahead can be featured."),
        )
    return opportunity


async def feature(
    session: AsyncSession, opportunity_id: uuid.UUID, now: datetime
) -> Opportunity | None:
    """A featured boost was paid for: 14 days more at the top of lists, from now or from the end
    of a boost still running. None when the opportunity no longer exists."""
    opportunity = await session.get(Opportunity, opportunity_id)
    if opportunity is None:
        return None
    # Two boosts paid at once both count.
    await lock_row(session, opportunity)
    start = max(now, opportunity.featured_until or now)
    opportunity.featured_until = start + timedelta(days=FEATURED_BOOST_DAYS)
    await session.flush()
    return opportunity
