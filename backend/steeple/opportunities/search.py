"""Finding opportunities: search fields kept on each row, and the list's query over them.

The list shows open opportunities whose event is still ahead: those with a featured boost in
force first, then the rest, each run soonest first. Featured rows are few (a paid boost), so
they are read apart through their own index and the main run walks the (status, starts_at)
index. Terms are matched as web.search_terms says.
"""

import uuid
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import ColumnElement, Select, event, func, inspect, or_, select, text
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session

from steeple.churches.models import Church
from steeple.opportunities.models import (
    Compensation,
    EventType,
    Opportunity,
    OpportunityStatus,
    Position,
    PositionRole,
)
from steeple.web.search_terms import normalise, pattern, words

PAGE_SIZE = 20
# Past 1,000 results a narrower search serves people better than another page.
MAX_PAGE = 50
EVENT_TYPE_LABELS = {
    EventType.sunday_service: "Sunday service",
    EventType.revival: "Revival",
    EventType.conference: "Conference",
    EventType.retreat: "Retreat",
    EventType.youth_event: "Youth event",
    EventType.worship_night: "Worship night",
    EventType.concert: "Concert",
    EventType.other: "Other",
}


def refresh_search_fields(opportunity: Opportunity, church: Church) -> None:
    positions = opportunity.positions
    opportunity.seeks_speakers = any(p.role == PositionRole.speaker for p in positions)
    opportunity.seeks_musicians = any(p.role == PositionRole.musician for p in positions)
    opportunity.place_text = normalise(opportunity.city, opportunity.state, max_length=250)
    opportunity.search_text = normalise(
        opportunity.title,
        EVENT_TYPE_LABELS[EventType(opportunity.event_type)],
        *(position.title for position in positions),
        church.church_name,
        opportunity.city,
        opportunity.state,
        "online" if opportunity.online else None,
        opportunity.denomination,
        opportunity.worship_style,
        opportunity.description,
    )


@event.listens_for(Session, "before_flush")
def _keep_search_current(session: Session, _context: object, _instances: object) -> None:
    """Refreshes the search fields of every opportunity this flush writes (or whose positions
    or church name it writes), whatever code path wrote it."""
    opportunities: dict[Any, Opportunity] = {}
    renamed_churches: set[uuid.UUID] = set()
    for row in (*session.new, *session.dirty):
        if isinstance(row, Opportunity):
            opportunities[id(row)] = row
        elif isinstance(row, Position) and row.opportunity is not None:
            opportunities[id(row.opportunity)] = row.opportunity
        elif isinstance(row, Church) and inspect(row).attrs.church_name.history.deleted:
            renamed_churches.add(row.id)
    with session.no_autoflush:
        for church_id in renamed_churches:
            for opportunity in session.scalars(
                select(Opportunity).where(Opportunity.church_id == church_id)
            ):
                opportunities[id(opportunity)] = opportunity
        for opportunity in opportunities.values():
            church = session.get(Church, opportunity.church_id)
            if church is not None:
                refresh_search_fields(opportunity, church)


@dataclass(frozen=True)
class OpportunityQuery:
    text: str | None = None
    event_type: EventType | None = None
    role: PositionRole | None = None
    date_from: date | None = None
    date_to: date | None = None
    state: str | None = None
    online: bool | None = None
    compensation: str | None = None  # a Compensation, or "travel" / "lodging"
    page: int = 1


def _conditions(query: OpportunityQuery, now: datetime) -> list[ColumnElement[bool]]:
    table = Opportunity
    found: list[ColumnElement[bool]] = [
        table.status == OpportunityStatus.open,
        table.starts_at > now,
    ]
    found += [table.search_text.like(pattern(word)) for word in words(query.text)]
    if query.event_type:
        found.append(table.event_type == query.event_type)
    if query.role == PositionRole.speaker:
        found.append(table.seeks_speakers.is_(True))
    elif query.role == PositionRole.musician:
        found.append(table.seeks_musicians.is_(True))
    if query.date_from:
        found.append(table.starts_on >= query.date_from)
    if query.date_to:
        found.append(table.starts_on <= query.date_to)
    found += [table.place_text.like(f"% {word} %") for word in words(query.state)]
    if query.online is not None:
        found.append(table.online.is_(query.online))
    if query.compensation in (Compensation.honorarium, Compensation.love_offering):
        found.append(table.compensation == query.compensation)
    elif query.compensation == "travel":
        found.append(table.travel_covered.is_(True))
    elif query.compensation == "lodging":
        found.append(table.lodging_provided.is_(True))
    return found


def _featured(now: datetime) -> ColumnElement[bool]:
    return Opportunity.featured_until > now


def _run(conditions: list[ColumnElement[bool]], offset: int, limit: int) -> Select[Any]:
    return (
        select(Opportunity)
        .where(*conditions)
        .order_by(Opportunity.starts_at, Opportunity.id)
        .offset(offset)
        .limit(limit)
    )


async def search(
    session: AsyncSession, query: OpportunityQuery, now: datetime
) -> tuple[list[Opportunity], bool]:
    """One page of matches (featured first, then soonest) and whether a next page exists."""
    if session.get_bind().dialect.name == "postgresql":
        # Plan each search for its own terms (see profiles.search).
        await session.execute(text("SET LOCAL plan_cache_mode = force_custom_plan"))
    conditions = _conditions(query, now)
    offset = (query.page - 1) * PAGE_SIZE
    wanted = PAGE_SIZE + 1
    featured_conditions = [*conditions, _featured(now)]
    rows = list(await session.scalars(_run(featured_conditions, offset, wanted)))
    if len(rows) < wanted:
        featured_count = offset + len(rows)
        if not rows and offset:
            featured_count = (
                await session.scalar(
                    select(func.count()).select_from(
                        select(Opportunity.id).where(*featured_conditions).subquery()
                    )
                )
                or 0
            )
        rest = [
            *conditions,
            or_(Opportunity.featured_until.is_(None), Opportunity.featured_until <= now),
        ]
        rows += await session.scalars(
            _run(rest, max(0, offset - featured_count), wanted - len(rows))
        )
    return rows[:PAGE_SIZE], len(rows) > PAGE_SIZE and query.page < MAX_PAGE
