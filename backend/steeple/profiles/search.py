"""The talent directory: search fields kept on each profile, and the query over them (terms
are matched as web.search_terms says)."""

import uuid
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeAlias

from sqlalchemy import (
    ColumnElement,
    Select,
    SQLColumnExpression,
    event,
    false,
    func,
    select,
    text,
)
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session
from sqlalchemy.sql.base import ReadOnlyColumnCollection
from sqlalchemy.sql.elements import KeyedColumnElement

from steeple.billing import entitlements
from steeple.billing.models import Subscription
from steeple.db import now_of
from steeple.profiles.completeness import talent_completeness
from steeple.profiles.models import TalentProfile
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
    profile.place_text = normalise(user.city, user.state, max_length=SHORT_COLUMN)
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
    page: int = 1


def _matches(column: SQLColumnExpression[str], text: str | None) -> list[ColumnElement[bool]]:
    return [column.like(pattern(word)) for word in words(text)]


class NameMatch(Enum):
    """Which names a run of results holds: a name search shows the names starting with the
    search first, then those containing it further on."""

    ANYWHERE = "anywhere"
    STARTS = "starts"
    FURTHER_ON = "further on"


# A profile's columns: the table's, or those of a subquery over it. (Core columns: building the
# statements with ORM aliases costs a millisecond a search.)
Columns: TypeAlias = ReadOnlyColumnCollection[str, KeyedColumnElement[Any]]
PROFILES: Columns = TalentProfile.__table__.c
# What the search conditions and the directory's order read.
SEARCH_COLUMNS = (
    "user_id",
    "rank",
    "search_name",
    "search_text",
    "topics_text",
    "skills_text",
    "instruments_text",
    "genres_text",
    "denomination_text",
    "worship_style_text",
    "place_text",
)


def _role(query: DirectoryQuery) -> Role | None:
    """The role searched: only musicians have instruments and genres, so filtering by them
    searches musicians (and a speaker search finds no one)."""
    if words(query.instrument) or words(query.genre):
        return None if query.role == Role.speaker else Role.musician
    return query.role


def _scope(query: DirectoryQuery, profile: Columns) -> list[ColumnElement[bool]]:
    """Who is searched: the leading columns of the order indexes."""
    role = _role(query)
    if role is None and query.role:
        return [false()]
    scope: list[ColumnElement[bool]] = [profile.listed.is_(True)]
    if role:
        scope.append(profile.role == role)
    return scope


def _terms(
    query: DirectoryQuery, name_match: NameMatch, profile: Columns
) -> list[ColumnElement[bool]]:
    found: list[ColumnElement[bool]] = []
    name = normalise(query.name).rstrip()
    starts = profile.search_name.like(f"{name}%")
    if name and name_match is NameMatch.STARTS:
        # A name that starts with the search contains every word of it: that one condition is
        # enough (and lets the database estimate it well).
        found.append(starts)
    else:
        found += _matches(profile.search_name, query.name)
        if name and name_match is NameMatch.FURTHER_ON:
            found.append(~starts)
    found += _matches(profile.search_text, query.text)
    field_filters = [
        (profile.topics_text, query.topic),
        (profile.skills_text, query.skill),
        (profile.instruments_text, query.instrument),
        (profile.genres_text, query.genre),
        (profile.denomination_text, query.denomination),
        (profile.worship_style_text, query.worship_style),
        (profile.place_text, query.location),
    ]
    # search_text holds every field, so its trigram index narrows the rows; each field's own
    # column then keeps only true matches. The same word in several fields asks search_text once.
    narrowing = {word for _column, value in field_filters for word in words(value)}
    narrowing -= set(words(query.text))
    found += [profile.search_text.like(pattern(word)) for word in sorted(narrowing)]
    for column, value in field_filters:
        found += _matches(column, value)
    return found


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


def _estimates_well(query: DirectoryQuery, name_match: NameMatch) -> bool:
    """Whether the database's estimate of the matches can be trusted to choose the plan.

    It multiplies the shares of profiles each condition keeps, as if they were independent. A
    role and a field, or two fields, often are not (speakers have no instruments), nor are a
    name's "contains" and "does not start with": it may then expect thousands of matches where
    there are none, and walk the whole index looking for them. A single term is safe, and so is
    a name with a role (names do not depend on roles)."""
    fields: tuple[str | None, ...] = (query.text, query.topic, query.skill, query.instrument)
    fields += (query.genre, query.denomination, query.worship_style, query.location)
    field_count = sum(1 for field in fields if words(field))
    if name_match is NameMatch.FURTHER_ON:
        return False
    if words(query.name):
        return field_count == 0
    return field_count <= 1 and not (field_count and _role(query))


def _in_order(profile: Columns) -> tuple[SQLColumnExpression[Any], ...]:
    return (profile.rank.desc(), profile.search_name, profile.user_id)


def _ranked(
    query: DirectoryQuery, name_match: NameMatch, offset: int, limit: int, plan: Plan
) -> Select[TalentProfile, User]:
    """One page of matches in the directory's order, then the profiles and users of that page."""
    profile = PROFILES
    if plan is Plan.WALKED:
        profile = (
            select(*(PROFILES[name] for name in SEARCH_COLUMNS))
            .where(*_scope(query, PROFILES))
            .order_by(*_in_order(PROFILES))
            .limit(min(WALK_ROWS_PER_RESULT * (offset + limit), MAX_WALK_ROWS))
            .subquery("first_in_order")
            .c
        )
        matching = _terms(query, name_match, profile)
    else:
        matching = [*_scope(query, profile), *_terms(query, name_match, profile)]
    matches = select(profile.user_id, profile.rank, profile.search_name).where(*matching)
    if plan is Plan.GATHERED:
        # Materialised: the database finds every match first and cannot walk the index instead.
        profile = matches.cte("matches").prefix_with("MATERIALIZED", dialect="postgresql").c
        matches = select(profile.user_id, profile.rank, profile.search_name)
    page = matches.order_by(*_in_order(profile)).offset(offset).limit(limit).subquery("page")
    return (
        select(TalentProfile, User)
        .join(page, page.c.user_id == TalentProfile.user_id)
        .join(User, User.id == TalentProfile.user_id)
        .order_by(page.c.rank.desc(), page.c.search_name, page.c.user_id)
    )


async def _count(
    session: AsyncSession, query: DirectoryQuery, name_match: NameMatch, cap: int
) -> int:
    """How many profiles match, counted no further than `cap`."""
    matching = [*_scope(query, PROFILES), *_terms(query, name_match, PROFILES)]
    capped = select(PROFILES.user_id).where(*matching).limit(cap).subquery()
    return await session.scalar(select(func.count()).select_from(capped)) or 0


async def _page(
    session: AsyncSession, query: DirectoryQuery, name_match: NameMatch, offset: int, limit: int
) -> list[tuple[TalentProfile, User]]:
    """The database's own plan where its estimate can be trusted; otherwise a bounded walk,
    then, if that did not fill the page, the matches gathered and sorted."""
    plans = [Plan.ESTIMATED] if _estimates_well(query, name_match) else [Plan.WALKED, Plan.GATHERED]
    rows: list[tuple[TalentProfile, User]] = []
    for plan in plans:
        statement = _ranked(query, name_match, offset, limit, plan)
        rows = [(profile, user) for profile, user in await session.execute(statement)]
        if len(rows) == limit:
            break
    return rows


async def search(
    session: AsyncSession, query: DirectoryQuery
) -> tuple[list[tuple[TalentProfile, User]], bool]:
    """One page of matches, best first, and whether there is a next page. With a name, a page
    may span the end of one run (names starting with it) and the start of the next."""
    if session.get_bind().dialect.name == "postgresql":
        # A prepared statement's generic plan is made without the terms: plan each search for
        # its own (a trigram index pays off for a rare term, not for a common one).
        await session.execute(text("SET LOCAL plan_cache_mode = force_custom_plan"))
    offset = (query.page - 1) * PAGE_SIZE
    wanted = PAGE_SIZE + 1
    if not words(query.name):
        rows = await _page(session, query, NameMatch.ANYWHERE, offset, wanted)
        return _paged(query, rows)
    rows = await _page(session, query, NameMatch.STARTS, offset, wanted)
    if len(rows) < wanted:
        if rows or offset == 0:
            starting = offset + len(rows)
        else:
            # The page is past the names starting with the search: how many are there?
            starting = await _count(session, query, NameMatch.STARTS, offset)
        further_offset = max(0, offset - starting)
        rows += await _page(
            session, query, NameMatch.FURTHER_ON, further_offset, wanted - len(rows)
        )
    return _paged(query, rows)


def _paged(
    query: DirectoryQuery, rows: list[tuple[TalentProfile, User]]
) -> tuple[list[tuple[TalentProfile, User]], bool]:
    """The page's rows, and whether there is a next page that may be asked for."""
    return rows[:PAGE_SIZE], len(rows) > PAGE_SIZE and query.page < MAX_PAGE
