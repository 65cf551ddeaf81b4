"""Finding opportunities: search fields kept on each row, and the list's query over them.

The list shows open opportunities whose event is still ahead: those with a featured boost in
force first, then the rest, each run soonest first. Featured rows are few (a paid boost), so
they are read apart through their own index. Terms are matched as web.search_terms says.
"""

import uuid
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from enum import StrEnum
from functools import lru_cache
from typing import Any, TypeAlias

from sqlalchemy import (
    CTE,
    BindParameter,
    Boolean,
    ColumnElement,
    Integer,
    Select,
    and_,
    bindparam,
    case,
    event,
    exists,
    false,
    func,
    inspect,
    null,
    or_,
    select,
    type_coerce,
    union_all,
)
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session
from sqlalchemy.sql.base import ReadOnlyColumnCollection
from sqlalchemy.sql.elements import KeyedColumnElement

from steeple.churches.models import Church
from steeple.opportunities.models import (
    LIST_FILTER_COLUMNS,
    Compensation,
    EventType,
    Opportunity,
    OpportunityStatus,
    Position,
    PositionRole,
)
from steeple.places.distance import (
    Circle,
    closeness,
    in_box,
    miles_of,
    place_vector,
    within_circle,
)
from steeple.places.states import STATE_NAMES
from steeple.users.models import User
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
    # The state by its code and its name: "OH" and "Ohio" both find an event in Dayton.
    state_name = STATE_NAMES.get(opportunity.state or "")
    place = (opportunity.city, opportunity.state, state_name)
    opportunity.place_text = normalise(*place, max_length=250)
    vector = place_vector(opportunity.latitude, opportunity.longitude)
    opportunity.place_x, opportunity.place_y, opportunity.place_z = vector
    opportunity.search_text = normalise(
        opportunity.title,
        EVENT_TYPE_LABELS[EventType(opportunity.event_type)],
        *(position.title for position in positions),
        church.church_name,
        *place,
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


# Not hidden by staff nor posted by an account they suspended (moderation/). Tested on the few
# rows a page loads, not in the walks: a page may then hold fewer than PAGE_SIZE, which keeps
# the list's indexes as they are for the rare hidden ones.
PUBLICLY_SHOWN = and_(
    Opportunity.hidden_at.is_(None),
    ~exists().where(User.id == Opportunity.created_by, User.suspended_at.is_not(None)),
)


class OpportunitySort(StrEnum):
    # Featured first, then the soonest.
    soonest = "soonest"
    # The nearest first: a search near a place.
    distance = "distance"
    # The best fit for the speaker or musician asking first (fit.service).
    fit = "fit"


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
    # Only events within the circle (none online), featured first then soonest, or the nearest
    # first.
    near: Circle | None = None
    nearest_first: bool = False
    page: int = 1


# An opportunity's columns: the table's, or those of a subquery over it.
Columns: TypeAlias = ReadOnlyColumnCollection[str, KeyedColumnElement[Any]]
OPPORTUNITIES: Columns = Opportunity.__table__.c
# What a gathering reads of each match: the order, and what the run and the filters test.
GATHERED_COLUMNS = ["id", "starts_at", "status", *LIST_FILTER_COLUMNS]
# The row a walk reads for a candidate. (Made once: an alias builds all its columns anew.)
ROW = Opportunity.__table__.alias("row").c
# A day in any timezone lies within these of the same day in UTC (UTC-12 to UTC+14).
EARLIEST_OFFSET = timedelta(hours=14)
LATEST_OFFSET = timedelta(hours=12)
# How far a walk goes, per result wanted, before the words count as rare: words in more than
# one candidate in 20 fill their page by walking. Deep pages test no more than MAX_WALK_ROWS
# candidates (a few milliseconds) at first.
WALK_ROWS_PER_RESULT = 20
MAX_WALK_ROWS = 2_000
# Words in more than one candidate in 8 are common: for a deep page, walking on to it reads
# fewer rows than gathering every match would.
COMMON_WORDS = 8
# Testing a candidate on the index alone (a state, no search words) costs about a twentieth of
# reading its row: such walks go twenty times as far.
INDEX_ONLY_WALK = 20


@dataclass(frozen=True)
class _Shape:
    """What a run's statement depends on, values aside: building one costs about a millisecond,
    more than running it, so each shape is built once, its values bound as parameters."""

    # The featured run, the rest, or (None) both: a search near a place is one run.
    featured: bool | None
    event_type: bool
    role: PositionRole | None
    date_from: bool
    date_to: bool
    online: bool
    compensation: str | None
    state_words: int
    search_words: int

    @staticmethod
    def of(query: OpportunityQuery, featured: bool | None) -> "_Shape":
        return _Shape(
            featured=featured,
            event_type=query.event_type is not None,
            role=query.role,
            date_from=query.date_from is not None,
            date_to=query.date_to is not None,
            online=query.online is not None,
            compensation=query.compensation,
            state_words=len(words(query.state)),
            search_words=len(words(query.text)),
        )


def _values(query: OpportunityQuery, now: datetime) -> dict[str, object]:
    """The parameters of a run's statement."""
    values: dict[str, object] = {"now": now, "event_type": query.event_type}
    if query.date_from:
        values["date_from"] = query.date_from
        values["earliest"] = datetime.combine(query.date_from, time(), UTC) - EARLIEST_OFFSET
    if query.date_to:
        values["date_to"] = query.date_to
        next_day = datetime.combine(query.date_to + timedelta(days=1), time(), UTC)
        values["latest"] = next_day + LATEST_OFFSET
    values["online"] = query.online
    values["compensation"] = query.compensation
    for index, word in enumerate(words(query.state)):
        values[f"state_{index}"] = f"% {word} %"
        values[f"state_text_{index}"] = pattern(word)
    for index, word in enumerate(words(query.text)):
        values[f"word_{index}"] = pattern(word)
    return values


def _candidates(shape: _Shape, table: Columns) -> list[ColumnElement[bool]]:
    """The run (open, ahead, featured or not) and the filters on single columns, all of which
    the order indexes include: a walk of one tests them without reading the table."""
    now: BindParameter[datetime] = bindparam("now")
    found = [table.status == OpportunityStatus.open, table.starts_at > now]
    if shape.featured:
        found.append(table.featured_until > now)
    elif shape.featured is not None:
        found.append(or_(table.featured_until.is_(None), table.featured_until <= now))
    if shape.event_type:
        found.append(table.event_type == bindparam("event_type"))
    if shape.role == PositionRole.speaker:
        found.append(table.seeks_speakers.is_(True))
    elif shape.role == PositionRole.musician:
        found.append(table.seeks_musicians.is_(True))
    # Days are the event's own (starts_on); the bounds on starts_at they imply let the walk
    # start at the range's first day rather than at today.
    if shape.date_from:
        found += [
            table.starts_on >= bindparam("date_from"),
            table.starts_at >= bindparam("earliest"),
        ]
    if shape.date_to:
        found += [table.starts_on <= bindparam("date_to"), table.starts_at < bindparam("latest")]
    if shape.online:
        found.append(table.online == bindparam("online"))
    if shape.compensation in (Compensation.honorarium, Compensation.love_offering):
        found.append(table.compensation == bindparam("compensation"))
    elif shape.compensation == "travel":
        found.append(table.travel_covered.is_(True))
    elif shape.compensation == "lodging":
        found.append(table.lodging_provided.is_(True))
    return found


def _filtered(shape: _Shape) -> bool:
    """Whether the filters may set candidates aside (the run's own conditions aside)."""
    return bool(
        shape.event_type
        or shape.role
        or shape.date_from
        or shape.date_to
        or shape.online
        or shape.compensation
    )


@lru_cache(maxsize=1024)
def _statement(shape: _Shape) -> Select[Any]:
    """The matches of a run from the `skip`-th on, up to the `count`-th, soonest first.

    The run's order index includes the filters' columns (and place_text): walking it in order
    tests them without reading the table, and stops once `count` are found. With words (a
    search, a state), the walk tests the first `bound` candidates only. If those hold too few
    matches, the words are rare, and the same statement gathers the matches through the
    trigram index instead, then sorts them.

    Rows: id, place (the match's number), and on one row (id null) what the run found: total
    (matches, at most `count`), reached (the walk was cut short at `bound`) and rare. Only the
    page's matches come back, however deep it is."""
    table = OPPORTUNITIES
    candidates = select(table.id, table.starts_at).where(*_candidates(shape, table))
    if not shape.state_words and not shape.search_words:
        kept = candidates.order_by(table.starts_at, table.id).limit(bindparam("count")).cte("kept")
        return _page(kept, reached=false(), rare=false())
    walked = _walk(shape, candidates).cte("walked")
    matches = func.count(walked.c.id).filter(walked.c.matched)
    # Cut short with too few matches: the words are rare.
    rare = select(
        and_(
            matches < bindparam("count"),
            matches < bindparam("rare_below"),
            func.max(walked.c.number) == bindparam("bound"),
        )
    ).scalar_subquery()
    gathered = _gather(shape).subquery()
    walk_rows = select(walked.c.id, walked.c.starts_at).where(walked.c.matched, ~rare)
    # Run only when the walk says so.
    gathered_rows = select(gathered.c.id, gathered.c.starts_at).where(rare)
    kept = union_all(walk_rows, gathered_rows).cte("kept")
    reached = exists().where(walked.c.number == bindparam("bound"))
    return _page(kept, reached=reached, rare=rare)


def _page(kept: CTE, reached: ColumnElement[bool], rare: ColumnElement[bool]) -> Select[Any]:
    """The rows of `kept` (matches in order) after the `skip`-th, up to the `count`-th, then
    the run's summary row (see _statement)."""
    place = func.row_number().over(order_by=(kept.c.starts_at, kept.c.id))
    numbered = select(kept.c.id, place.label("place")).subquery("numbered")
    # The first SELECT of a UNION types its columns.
    page = select(
        numbered.c.id,
        numbered.c.place,
        type_coerce(null(), Integer).label("total"),
        type_coerce(null(), Boolean).label("reached"),
        type_coerce(null(), Boolean).label("rare"),
    ).where(numbered.c.place > bindparam("skip"), numbered.c.place <= bindparam("count"))
    total = select(func.count()).select_from(kept).scalar_subquery()
    summary = select(null(), null(), total, reached, rare)
    paged = union_all(page, summary).subquery("paged")
    return paged.select().order_by(paged.c.place.nulls_last())


def _walk(shape: _Shape, candidates: Select[Any]) -> Select[Any]:
    """The matches among the first `bound` candidates (at most `count`), with their place in
    the walk; the bound-th candidate comes too, whether it matches or not, to say the walk was
    cut short. The state is tested on the index's place_text, the search words on the table's
    search_text."""
    table = OPPORTUNITIES
    number = func.row_number().over(order_by=(table.starts_at, table.id)).label("number")
    columns = [table.id, table.starts_at, table.place_text, number]
    search: list[BindParameter[str]]
    search = [bindparam(f"word_{index}") for index in range(shape.search_words)]
    filtered = _filtered(shape)
    if search and not filtered:
        # Every candidate is a row to read: reading it as the walk goes costs least.
        has_words = and_(*(table.search_text.like(word) for word in search))
        columns.append(has_words.label("has_words"))
    first = (
        candidates.with_only_columns(*columns)
        .order_by(table.starts_at, table.id)
        .limit(bindparam("bound"))
        .subquery()
    )
    checks: list[ColumnElement[bool]] = [
        first.c.place_text.like(bindparam(f"state_{index}")) for index in range(shape.state_words)
    ]
    if search and not filtered:
        checks.append(first.c.has_words)
    elif search:
        # The filters are tested on the index alone; the row is read for each candidate they
        # keep (and only those in the state), as the walk goes: a subquery per candidate,
        # which the database cannot turn into a join reading every row.
        has_words = and_(*(ROW.search_text.like(word) for word in search))
        checks.append(select(has_words).where(ROW.id == first.c.id).scalar_subquery())
    matched = and_(*checks)
    return (
        select(first.c.id, first.c.starts_at, first.c.number, matched.label("matched"))
        .where(or_(matched, first.c.number == bindparam("bound")))
        .order_by(first.c.starts_at, first.c.id)
        .limit(bindparam("count") + 1)
    )


def _gather(shape: _Shape) -> Select[Any]:
    """The first `count` matches, found through the trigram index alone, then tested and
    sorted. (search_text holds the place too: its index narrows a search by state.) Kept apart
    (materialised), the words' matches are found the same way whatever the plan: a prepared
    statement's generic plan, made without the values, could otherwise expect few rows ahead
    and read a whole order index to narrow them."""
    table = OPPORTUNITIES
    in_text = [f"word_{index}" for index in range(shape.search_words)]
    in_text += [f"state_text_{index}" for index in range(shape.state_words)]
    narrowing = [table.search_text.like(bindparam(name)) for name in in_text]
    if shape.featured:
        # The featured run's own index (small) narrows them too.
        narrowing.append(table.featured_until.is_not(None))
    matches = (
        select(*(table[name] for name in GATHERED_COLUMNS))
        .where(*narrowing)
        .cte("matches")
        .prefix_with("MATERIALIZED", dialect="postgresql")
    )
    in_place: list[BindParameter[str]]
    in_place = [bindparam(f"state_{index}") for index in range(shape.state_words)]
    return (
        select(matches.c.id, matches.c.starts_at)
        .where(
            *_candidates(shape, matches.c),
            *(matches.c.place_text.like(place) for place in in_place),
        )
        .order_by(matches.c.starts_at, matches.c.id)
        .limit(bindparam("count"))
    )


async def _first(
    session: AsyncSession,
    query: OpportunityQuery,
    featured: bool,
    now: datetime,
    skip: int,
    count: int,
) -> tuple[list[uuid.UUID], int]:
    """The matches of a run after the first `skip`, up to the `count`-th (see _statement), and
    how many matches it has, counted to `count`; if the words are common but the page is deep,
    the walk goes on."""
    shape = _Shape.of(query, featured)
    statement = _statement(shape)
    values = {**_values(query, now), "skip": skip, "count": count}
    bound = min(WALK_ROWS_PER_RESULT * count, MAX_WALK_ROWS)
    if not shape.search_words:
        bound *= INDEX_ONLY_WALK
    while True:
        # Fewer matches than one candidate in COMMON_WORDS: the words are rare.
        rare_below = -(-bound // COMMON_WORDS)
        walk_values = {**values, "bound": bound, "rare_below": rare_below}
        *page, summary = (await session.execute(statement, walk_values)).all()
        found = min(summary.total, count)
        if summary.rare or found == count or not summary.reached:
            return [row.id for row in page], found
        # Common words, a deep page: walking on reads fewer rows than gathering them all.
        bound = bound * count // found * 3 // 2


@lru_cache(maxsize=256)
def _near_statement(shape: _Shape, nearest_first: bool, wraps: bool) -> Select[Any]:
    """The matches within the circle Circle.parameters binds: the box read through its index
    (across the 180th meridian if it `wraps`), then the filters, the words and the distance;
    featured first then soonest, or the nearest first. Rows: id, miles."""
    table = OPPORTUNITIES
    now: BindParameter[datetime] = bindparam("now")
    close = closeness(table.place_x, table.place_y, table.place_z)
    featured = case((table.featured_until > now, 0), else_=1)
    words = [table.search_text.like(bindparam(f"word_{i}")) for i in range(shape.search_words)]
    states = [table.place_text.like(bindparam(f"state_{i}")) for i in range(shape.state_words)]
    matches = (
        select(table.id, table.starts_at, close.label("closeness"), featured.label("later"))
        .where(*_candidates(shape, table), in_box(table.latitude, table.longitude, wraps=wraps))
        .where(*words, *states)
        .cte("near")
        .prefix_with("MATERIALIZED", dialect="postgresql")
    )
    first = [matches.c.closeness.desc()] if nearest_first else [matches.c.later]
    return (
        select(matches.c.id, miles_of(matches.c.closeness).label("miles"))
        .where(within_circle(matches.c.closeness))
        .order_by(*first, matches.c.starts_at, matches.c.id)
        .offset(bindparam("skip"))
        .limit(bindparam("count"))
    )


async def candidates(
    session: AsyncSession, query: OpportunityQuery, now: datetime, limit: int
) -> list[uuid.UUID]:
    """The first `limit` matches in the search's order, whatever its page: what fit.service
    scores."""
    if query.near:
        statement = _near_statement(_Shape.of(query, None), query.nearest_first, query.near.wraps)
        values = {**_values(query, now), **query.near.parameters(), "skip": 0, "count": limit}
        return [row.id for row in await session.execute(statement, values)]
    featured, _count = await _first(session, query, True, now, 0, limit)
    rest, _count = await _first(session, query, False, now, 0, limit - len(featured))
    return featured + rest


async def search(
    session: AsyncSession, query: OpportunityQuery, now: datetime
) -> list[tuple[uuid.UUID, float | None]]:
    """The ids of one page of matches (featured first, then soonest; or near a place) and of
    the match after it, if any, with their miles from that place. Some may be hidden
    (PUBLICLY_SHOWN is tested when their cards are read)."""
    offset = (query.page - 1) * PAGE_SIZE
    wanted = PAGE_SIZE + 1
    if query.near:
        statement = _near_statement(_Shape.of(query, None), query.nearest_first, query.near.wraps)
        values = {**_values(query, now), **query.near.parameters()}
        rows = await session.execute(statement, {**values, "skip": offset, "count": wanted})
        return [(row.id, row.miles) for row in rows]
    ids, featured = await _first(session, query, True, now, offset, offset + wanted)
    if len(ids) < wanted:
        rest_offset = max(0, offset - featured)
        rest, _count = await _first(
            session, query, False, now, rest_offset, rest_offset + wanted - len(ids)
        )
        ids += rest
    return [(found, None) for found in ids]
