"""The talent directory: search fields kept on each profile, and the query over them (terms
are matched as web.search_terms says)."""

import uuid
from dataclasses import dataclass, replace
from datetime import date
from enum import Enum, StrEnum
from functools import lru_cache, partial
from typing import Any, TypeAlias

from sqlalchemy import (
    ColumnElement,
    Date,
    Row,
    Select,
    SQLColumnExpression,
    String,
    and_,
    bindparam,
    event,
    or_,
    select,
)
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session
from sqlalchemy.sql.base import ColumnCollection, ReadOnlyColumnCollection
from sqlalchemy.sql.elements import KeyedColumnElement

from steeple.availability.search import away_on
from steeple.billing import entitlements
from steeple.billing.models import Subscription
from steeple.credentials.models import CredentialKind
from steeple.credentials.search import holds_verified
from steeple.db import now_of
from steeple.places.distance import (
    Circle,
    closeness,
    in_box,
    miles_of,
    place_vector,
    within_circle,
    within_miles,
)
from steeple.places.states import STATE_NAMES
from steeple.profiles.completeness import talent_completeness
from steeple.profiles.models import DIRECTORY_FILTER_COLUMNS, TalentProfile
from steeple.users.models import User
from steeple.users.roles import TALENT_ROLES, Role
from steeple.web.search_terms import normalise, pattern, words

PAGE_SIZE = 50
# The length of the search columns that are not Text (search_name, place_text, ...).
SHORT_COLUMN = 250
# How deep one search may page (search_terms.MAX_WORDS bounds its words), so that no search
# starves the others: a deeper page walks further down the directory. Past 1,000 results a
# narrower search serves people better than another page.
MAX_PAGE = 20


def refresh_search_fields(profile: TalentProfile, user: User) -> None:
    musician = user.role == Role.musician
    profile.role = user.role
    # The directories list verified, onboarded speakers and musicians only (DECISIONS.md).
    profile.listed = user.role in TALENT_ROLES and not user.needs_onboarding and user.email_verified
    # Nor what staff hid or whose account they suspended (moderation/): the search stays one index.
    profile.listed = profile.listed and profile.hidden_at is None and user.suspended_at is None
    profile.search_name = normalise(profile.display_name, user.full_name, max_length=SHORT_COLUMN)
    # Spec 01 §5: the topic filter looks at topics or genres; a musician's skills include
    # instruments (the speaker page's skill filter looks at skills: DECISIONS.md).
    profile.topics_text = normalise(*profile.topics, *profile.genres)
    profile.skills_text = normalise(*profile.skills, *(profile.instruments if musician else []))
    # Instruments and genres are musicians' alone (the directory searches musicians for them).
    profile.instruments_text = normalise(*profile.instruments) if musician else " "
    profile.genres_text = normalise(*profile.genres) if musician else " "
    # The state by its code and its name: "OH" and "Ohio" both find a Dayton profile.
    state_name = STATE_NAMES.get(user.state or "")
    profile.place_text = normalise(user.city, user.state, state_name, max_length=SHORT_COLUMN)
    profile.latitude, profile.longitude = user.latitude, user.longitude
    profile.place_x, profile.place_y, profile.place_z = place_vector(user.latitude, user.longitude)
    profile.denomination_text = normalise(profile.denomination, max_length=SHORT_COLUMN)
    profile.worship_style_text = normalise(profile.worship_style, max_length=SHORT_COLUMN)
    profile.search_text = normalise(
        profile.display_name,
        user.full_name,
        profile.headline,
        *profile.topics,
        *profile.skills,
        *profile.instruments,
        *profile.genres,
        profile.denomination,
        profile.worship_style,
        user.city,
        user.state,
        state_name,
    )
    # Pro first, then the more complete profiles (DECISIONS.md "Plans, prices and quotas").
    pro = 1000 if profile.is_pro else 0
    profile.rank = pro + talent_completeness(profile, user).percent


@event.listens_for(Session, "before_flush")
def _keep_directory_current(session: Session, _context: object, _instances: object) -> None:
    """Refreshes the search columns of every talent whose user, profile or subscription this
    flush writes, so no code path elsewhere (a rename, a plan change, a verification) can leave
    the directory stale. Runs inside the flush's greenlet, so plain queries are allowed."""
    users: dict[uuid.UUID, User | None] = {}
    profiles: dict[uuid.UUID, TalentProfile | None] = {}
    for row in (*session.new, *session.dirty, *session.deleted):
        if isinstance(row, User) and row.id is not None:
            users[row.id] = row
        elif isinstance(row, TalentProfile):
            profiles[row.user_id] = row
        elif isinstance(row, Subscription) and row.user_id is not None:
            users.setdefault(row.user_id, None)
    # Rows added in this flush are not in the identity map yet, so look there first.
    with session.no_autoflush:
        for user_id in users.keys() | profiles.keys():
            user = users.get(user_id) or session.get(User, user_id)
            profile = profiles.get(user_id) or session.get(TalentProfile, user_id)
            if user is None or profile is None or user.role not in TALENT_ROLES:
                continue
            profile.is_pro = entitlements.is_pro_while_flushing(session, user, now_of(session))
            refresh_search_fields(profile, user)


class DirectorySort(StrEnum):
    # The best matches first, then Pro, then the more complete profiles.
    best = "best"
    # The nearest first: a search near a place.
    distance = "distance"
    # The best fit for an opportunity first (fit.service).
    fit = "fit"


@dataclass(frozen=True)
class DirectoryQuery:
    role: Role | None = None
    name: str | None = None
    text: str | None = None
    topic: str | None = None
    skill: str | None = None
    instrument: str | None = None
    genre: str | None = None
    denomination: str | None = None
    worship_style: str | None = None
    location: str | None = None
    # Only those free that day: not away all day, not booked (availability.search).
    available_on: date | None = None
    # Only those holding a verified credential of this kind (credentials.search).
    verified: CredentialKind | None = None
    # Only those within the circle who also travel that far (no travel radius: anywhere).
    near: Circle | None = None
    # The nearest first (with `near`), else the directory's order.
    nearest_first: bool = False
    page: int = 1


# A profile's columns: the table's, or those of a subquery over it. (Core columns: building the
# statements with ORM aliases costs a millisecond a search.)
Columns: TypeAlias = ReadOnlyColumnCollection[str, KeyedColumnElement[Any]]
PROFILES: Columns = TalentProfile.__table__.c
USERS: Columns = User.__table__.c
# What a walk tests on the order index alone: its key's search_name and what it includes.
IN_ORDER_INDEXES = {"search_name", *DIRECTORY_FILTER_COLUMNS}
# The row a walk reads search_text of, for a candidate the indexed terms kept. (Made once: an
# alias builds all its columns anew.)
ROW = TalentProfile.__table__.alias("row").c
# What a directory card shows (profiles.service.card_fields reads it off each row).
CARD_COLUMNS = (
    *(PROFILES.user_id, PROFILES.display_name, PROFILES.headline, PROFILES.topics),
    *(PROFILES.skills, PROFILES.instruments, PROFILES.genres, PROFILES.denomination),
    *(PROFILES.worship_style, PROFILES.is_pro, PROFILES.rating_average, PROFILES.rating_count),
    *(USERS.id, USERS.role, USERS.full_name, USERS.profile_photo, USERS.city, USERS.state),
    # And what a fit score reads (fit.service.offer_of).
    *(PROFILES.fee_min, PROFILES.fee_max, PROFILES.love_offering, PROFILES.travel_radius_miles),
    *(PROFILES.latitude, PROFILES.longitude),
)


class NameMatch(Enum):
    """Which names a run of results holds: a name search shows the names starting with the
    search first, then those containing it further on."""

    # Every name containing the search: gathered, those starting with it sorted first.
    ANYWHERE = "anywhere"
    STARTS = "starts"
    FURTHER_ON = "further on"


@dataclass(frozen=True)
class _Term:
    """One condition of a search: `column` LIKE (NOT LIKE, if `excluded`) the pattern bound as
    `parameter`. A `narrowing` term only helps search_text's trigram index find the rows: a
    field's own term tests the same word."""

    column: str
    parameter: str
    excluded: bool = False
    narrowing: bool = False


def _terms(
    query: DirectoryQuery, name_match: NameMatch
) -> tuple[tuple[_Term, ...], dict[str, str]]:
    """The conditions of one run of a search, and the patterns bound to them."""
    terms: list[_Term] = []
    values: dict[str, str] = {}

    def add(column: str, value: str, excluded: bool = False, narrowing: bool = False) -> None:
        parameter = f"term_{len(terms)}"
        terms.append(_Term(column, parameter, excluded, narrowing))
        values[parameter] = value

    name = normalise(query.name).rstrip()
    if name and name_match is NameMatch.STARTS:
        # A name that starts with the search contains every word of it: that one condition is
        # enough (and lets the database estimate it well).
        add("search_name", f"{name}%")
    else:
        for word in words(query.name):
            add("search_name", pattern(word))
        if name and name_match is NameMatch.FURTHER_ON:
            add("search_name", f"{name}%", excluded=True)
    for word in words(query.text):
        add("search_text", pattern(word))
    field_filters = [
        ("topics_text", query.topic),
        ("skills_text", query.skill),
        ("instruments_text", query.instrument),
        ("genres_text", query.genre),
        ("denomination_text", query.denomination),
        ("worship_style_text", query.worship_style),
        ("place_text", query.location),
    ]
    # search_text holds every field, so its trigram index narrows the rows; each field's own
    # column then keeps only true matches. The same word in several fields asks search_text once.
    narrowing = {word for _column, value in field_filters for word in words(value)}
    for word in sorted(narrowing - set(words(query.text))):
        add("search_text", pattern(word), narrowing=True)
    for column, value in field_filters:
        for word in words(value):
            add(column, pattern(word))
    return tuple(terms), values


def _condition(term: _Term, profile: Columns) -> ColumnElement[bool]:
    matches = profile[term.column].like(bindparam(term.parameter))
    return ~matches if term.excluded else matches


def _role(query: DirectoryQuery) -> Role | None:
    """The role searched: only musicians have instruments and genres, so filtering by them
    searches musicians (and a speaker search finds no one)."""
    if words(query.instrument) or words(query.genre):
        return None if query.role == Role.speaker else Role.musician
    return query.role


def _finds_no_one(query: DirectoryQuery) -> bool:
    return _role(query) is None and query.role is not None


def _scope(role: Role | None, profile: Columns) -> list[ColumnElement[bool]]:
    """Who is searched: the leading columns of the order indexes."""
    scope: list[ColumnElement[bool]] = [profile.listed.is_(True)]
    if role:
        scope.append(profile.role == role)
    return scope


class Plan(Enum):
    """How the database finds a page of matches in the directory's order (rank, name, id)."""

    # Its own choice by its estimate of the matches: walk the order index and stop at the page's
    # end (a common term), or gather the matches through the search indexes and sort them.
    ESTIMATED = "estimated"
    # Gather every match, then sort: for matches known to be few.
    GATHERED = "gathered"
    # Only the first profiles in the directory's order: a page of a term common enough, at a
    # cost bounded whatever the terms.
    WALKED = "walked"


# How far a walk goes, per result wanted, before the matches count as rare: a term on more than
# one profile in 20 fills its page by walking. Deep pages walk no further than MAX_WALK_ROWS
# (a few milliseconds) before gathering instead, whatever the terms.
WALK_ROWS_PER_RESULT = 20
MAX_WALK_ROWS = 5_000
# A walk that found some matches but not the page tells how often they come: where the page
# should lie within FURTHER_WALK_ROWS (about 0.7 microseconds a row), one walk that far costs
# less than gathering every match of a common term (7,500 rows read for "youth": 10 ms) and
# sorting them. It walks up to twice as far as that rate says, so as not to fall short by a few.
FURTHER_WALK_ROWS = 12_000


def _first_walk(matches: int) -> int:
    """How many profiles in the directory's order a walk for the first `matches` tests."""
    return min(WALK_ROWS_PER_RESULT * matches, MAX_WALK_ROWS)


def _estimates_well(query: DirectoryQuery, name_match: NameMatch) -> bool:
    """Whether the database's estimate of the matches can be trusted to choose the plan.

    It multiplies the shares of profiles each condition keeps, as if they were independent. A
    role and a field, or two fields, often are not (speakers have no instruments), nor are a
    name's "contains" and "does not start with": it may then expect thousands of matches where
    there are none, and walk the whole index looking for them. A single term is safe, and so is
    a name with a role (names do not depend on roles).

    A field's word (topic, skill, place...) is also asked of search_text, for its trigram index,
    and the order index does not hold search_text: with that, the database gathers and sorts
    every match even of a common word (7,500 of 100,000 for "youth", 8 ms) where a walk of the
    order index fills the page in a fraction of a millisecond. A field is walked first."""
    fields: tuple[str | None, ...] = (query.topic, query.skill, query.instrument, query.genre)
    fields += (query.denomination, query.worship_style, query.location)
    if name_match is NameMatch.FURTHER_ON or any(words(field) for field in fields):
        return False
    if query.near is not None:
        return False  # Near a place: walk the order, testing the distance; else the box.
    if words(query.name):
        return not words(query.text)
    return not (words(query.text) and _role(query))


def _in_order(
    profile: ColumnCollection[str, Any], starts_first: bool = False, nearest_first: bool = False
) -> list[SQLColumnExpression[Any]]:
    """The directory's order; with `starts_first`, the names starting with the search (the
    `starts` column) come first; with `nearest_first`, the nearest (the `closeness` column)."""
    order = [profile.starts.desc()] if starts_first else []
    order += [profile.closeness.desc()] if nearest_first else []
    return [*order, profile.rank.desc(), profile.search_name, profile.user_id]


@dataclass(frozen=True)
class _Shape:
    """What a run's statement depends on, values aside: building one costs more than running
    it, so each shape is built once, its values (patterns, offset, limit, walk) bound as
    parameters."""

    role: Role | None
    terms: tuple[_Term, ...]
    plan: Plan
    # Names starting with the search (bound as `name_start`) first.
    starts_first: bool
    # Only those free on the day bound as `available_on`.
    available_on: bool = False
    # Only holders of a verified credential of the kind bound as `verified`.
    verified: bool = False
    # Only those within the circle Circle.parameters binds (gathered; its box across the 180th
    # meridian if `near_wraps`), and the nearest first.
    near: bool = False
    near_wraps: bool = False
    nearest_first: bool = False


def _near_enough(close: Any, travels: Any) -> list[ColumnElement[bool]]:
    """Within the search's radius and the talent's own (none: anywhere)."""
    return [within_circle(close), or_(travels.is_(None), within_miles(close, travels))]


@lru_cache(maxsize=1024)
def _statement(shape: _Shape) -> Select[Any]:
    """One page of matches in the directory's order, with what their cards show."""
    profile = PROFILES
    if shape.plan is Plan.WALKED:
        # Tested on the index as the walk goes: the terms on its columns; then, for the
        # candidates those keep, the row's search_text (a subquery per candidate, which the
        # database cannot turn into a join reading every row). Narrowing terms are not needed.
        terms = [term for term in shape.terms if not term.narrowing]
        in_index = [term for term in terms if term.column in IN_ORDER_INDEXES]
        in_row = [term for term in terms if term.column not in IN_ORDER_INDEXES]
        columns = {"user_id", "rank", "search_name", *(term.column for term in in_index)}
        if shape.near:
            columns |= {"place_x", "place_y", "place_z", "travel_radius_miles"}
        profile = (
            select(*(PROFILES[name] for name in sorted(columns)))
            .where(*_scope(shape.role, PROFILES))
            .order_by(*_in_order(PROFILES))
            .limit(bindparam("walk"))
            .subquery("first_in_order")
            .c
        )
        matching = [_condition(term, profile) for term in in_index]
        if in_row:
            has_words = and_(*(_condition(term, ROW) for term in in_row))
            matching.append(
                select(has_words).where(ROW.user_id == profile.user_id).scalar_subquery()
            )
    else:
        matching = [*_scope(shape.role, profile), *(_condition(t, profile) for t in shape.terms)]
    if shape.available_on:
        matching.append(~away_on(profile.user_id, bindparam("available_on", type_=Date)))
    if shape.verified:
        matching.append(holds_verified(profile.user_id, bindparam("verified", type_=String)))
    kept = [profile.user_id, profile.rank, profile.search_name]
    if shape.starts_first:
        kept.append(profile.search_name.like(bindparam("name_start")).label("starts"))
    if shape.near:
        close = closeness(profile.place_x, profile.place_y, profile.place_z)
        kept += [close.label("closeness"), profile.travel_radius_miles]
        if shape.plan is Plan.GATHERED:
            # The box through its index; the distance once per row, after (below).
            matching.append(in_box(profile.latitude, profile.longitude, wraps=shape.near_wraps))
        else:
            # Walking the order, the distance is tested in the index as it goes.
            matching += _near_enough(close, profile.travel_radius_miles)
    matches = select(*kept).where(*matching)
    if shape.plan is Plan.GATHERED:
        # Materialised: the database finds every match first and cannot walk the index instead.
        profile = matches.cte("matches").prefix_with("MATERIALIZED", dialect="postgresql").c
        matches = select(*profile)
        if shape.near:
            matches = matches.where(*_near_enough(profile.closeness, profile.travel_radius_miles))
    order = partial(_in_order, starts_first=shape.starts_first, nearest_first=shape.nearest_first)
    page = (
        matches.order_by(*order(matches.selected_columns))
        .offset(bindparam("offset"))
        .limit(bindparam("limit"))
        .subquery("page")
    )
    shown = list(CARD_COLUMNS)
    if shape.near:
        shown.append(miles_of(page.c.closeness).label("miles"))
    return (
        select(*shown)
        .join_from(page, TalentProfile.__table__, page.c.user_id == PROFILES.user_id)
        .join(User.__table__, USERS.id == PROFILES.user_id)
        .order_by(*order(page.c))
    )


async def _run(
    session: AsyncSession,
    query: DirectoryQuery,
    name_match: NameMatch,
    plan: Plan,
    offset: int,
    limit: int,
    walk: int = 0,
) -> list[Row[Any]]:
    """`limit` matches of a run from `offset` on, found by `plan` (WALKED: among the first
    `walk` profiles in the directory's order)."""
    terms, values = _terms(query, name_match)
    starts_first = name_match is NameMatch.ANYWHERE and bool(words(query.name))
    near = query.near is not None
    shape = _Shape(
        _role(query),
        terms,
        plan,
        starts_first,
        available_on=query.available_on is not None,
        verified=query.verified is not None,
        near=near,
        near_wraps=query.near is not None and query.near.wraps,
        nearest_first=near and query.nearest_first,
    )
    statement = _statement(shape)
    parameters = {**values, "offset": offset, "limit": limit, "walk": walk}
    parameters["available_on"] = query.available_on
    parameters["verified"] = query.verified
    parameters["name_start"] = normalise(query.name).rstrip() + "%"
    if query.near:
        parameters |= query.near.parameters()
    return list(await session.execute(statement, parameters))


async def _estimated_or_walked(
    session: AsyncSession, query: DirectoryQuery, name_match: NameMatch, offset: int, limit: int
) -> list[Row[Any]] | None:
    """The run's matches by the database's own plan, where its estimate can be trusted (all of
    them, up to `limit`); else by bounded walks of the directory's order (a further one where
    the first found some matches, but too few), if they found `limit`; else None."""
    if _estimates_well(query, name_match):
        return await _run(session, query, name_match, Plan.ESTIMATED, offset, limit)
    walk = _first_walk(offset + limit)
    rows = await _run(session, query, name_match, Plan.WALKED, offset, limit, walk)
    if len(rows) == limit:
        return rows
    if rows:
        # `offset + len(rows)` matches came in `walk` rows: the page should end about here.
        page_end = walk * (offset + limit) // (offset + len(rows))
        if page_end <= FURTHER_WALK_ROWS:
            further = min(2 * page_end, FURTHER_WALK_ROWS)
            rows = await _run(session, query, name_match, Plan.WALKED, offset, limit, further)
            if len(rows) == limit:
                return rows
    return None


async def _without_gathering(
    session: AsyncSession, query: DirectoryQuery, offset: int, limit: int
) -> list[Row[Any]] | None:
    """The page, where the database's estimates or bounded walks find it; else None. With a
    name, a page may span the end of one run (names starting with it) and the start of the
    next."""
    if not words(query.name):
        return await _estimated_or_walked(session, query, NameMatch.ANYWHERE, offset, limit)
    rows = await _estimated_or_walked(session, query, NameMatch.STARTS, offset, limit)
    if rows is None or len(rows) == limit:
        return rows
    if not rows and offset > 0:
        # Past the names starting with the search, by a number not known.
        return None
    further = await _estimated_or_walked(session, query, NameMatch.FURTHER_ON, 0, limit - len(rows))
    return None if further is None else rows + further


async def candidates(session: AsyncSession, query: DirectoryQuery, limit: int) -> list[Row[Any]]:
    """The first `limit` matches in the directory's order, whatever the search's page (rows of
    CARD_COLUMNS): what fit.service scores. A bounded walk of the order finds them when they are
    common; else they are gathered. `session`: a search session (db.get_search_session)."""
    if _finds_no_one(query):
        return []
    rows = await _run(session, query, NameMatch.ANYWHERE, Plan.WALKED, 0, limit, _first_walk(limit))
    if len(rows) < limit:
        rows = await _run(session, query, NameMatch.ANYWHERE, Plan.GATHERED, 0, limit)
    return rows


async def search(session: AsyncSession, query: DirectoryQuery) -> tuple[list[Row[Any]], bool]:
    """One page of matches, best first (rows of CARD_COLUMNS), and whether there is a next
    page. Where estimates and bounded walks do not find it, every match is gathered and
    sorted (names starting with the search first). `session`: a search session
    (db.get_search_session), whose statements are planned for their terms."""
    if _finds_no_one(query):
        return [], False
    offset = (query.page - 1) * PAGE_SIZE
    wanted = PAGE_SIZE + 1
    if query.near and query.nearest_first and not words(query.name):
        rows = await _nearest(session, query, offset, wanted)
    else:
        found = await _without_gathering(session, query, offset, wanted)
        if found is None:
            found = await _run(session, query, NameMatch.ANYWHERE, Plan.GATHERED, offset, wanted)
        rows = found
    return rows[:PAGE_SIZE], len(rows) > PAGE_SIZE and query.page < MAX_PAGE


# The nearest first: rings from INNER_RING_MILES out, each RING_GROWTH times wider.
INNER_RING_MILES = 10
RING_GROWTH = 3


async def _nearest(
    session: AsyncSession, query: DirectoryQuery, offset: int, limit: int
) -> list[Row[Any]]:
    """`limit` matches from `offset` on, the nearest first. The nearest lie within a smaller
    circle whenever it holds enough matches, and a smaller circle's box reads fewer rows (500
    miles around Dallas hold a quarter of the directory): widen only while the page is short."""
    assert query.near is not None
    ring = min(INNER_RING_MILES, query.near.radius)
    while True:
        circle = replace(query.near, radius=ring)
        rows = await _run(
            session, replace(query, near=circle), NameMatch.ANYWHERE, Plan.GATHERED, offset, limit
        )
        if len(rows) == limit or ring >= query.near.radius:
            return rows
        ring = min(ring * RING_GROWTH, query.near.radius)
