"""The talent directory: search fields kept on each profile, and the query over them.

Terms of three or more characters match anywhere ("contains"); shorter ones match the start of a
word, which a trigram index can also serve (a two-letter "contains" could only scan everything).
"""

import re
from dataclasses import dataclass

from sqlalchemy import ColumnElement, Select, SQLColumnExpression, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.profiles.models import TalentProfile
from steeple.users.models import User
from steeple.users.roles import Role

PAGE_SIZE = 50
_NOT_WORD = re.compile(r"[\W_]+")


def words(text: str | None) -> list[str]:
    return [word for word in _NOT_WORD.split((text or "").lower()) if word]


def normalise(*parts: str | None) -> str:
    """ " youth revival leadership ": lowercased words, single spaces, a space at each end."""
    found = [word for part in parts for word in words(part)]
    return f" {' '.join(found)} " if found else " "


def pattern(word: str) -> str:
    return f"%{word}%" if len(word) >= 3 else f"% {word}%"


def completeness(profile: TalentProfile, user: User) -> int:
    """Share of the profile a church would look for, 0 to 100 (orders the directory)."""
    checks = [
        bool(user.full_name or profile.display_name),
        bool(user.profile_photo),
        bool(profile.headline),
        bool(profile.bio),
        bool(user.city and user.state),
        bool(profile.topics if user.role == Role.speaker else profile.instruments),
        bool(profile.skills or profile.genres),
        bool(profile.video_url or profile.audio_url or profile.website_url),
    ]
    return round(100 * sum(checks) / len(checks))


def refresh_search_fields(profile: TalentProfile, user: User) -> None:
    musician = user.role == Role.musician
    profile.role = user.role
    profile.listed = user.role in (Role.speaker, Role.musician) and not user.needs_onboarding
    profile.search_name = normalise(profile.display_name, user.full_name)
    # Spec 01 §5: the topic filter looks at topics or genres; a musician's skills include
    # instruments (the speaker page's skill filter looks at skills: DECISIONS.md).
    profile.topics_text = normalise(*profile.topics, *profile.genres)
    profile.skills_text = normalise(*profile.skills, *(profile.instruments if musician else []))
    profile.instruments_text = normalise(*profile.instruments)
    profile.genres_text = normalise(*profile.genres)
    profile.place_text = normalise(user.city, user.state)
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
    pro = 1000 if user.plan != "free" else 0
    profile.rank = pro + completeness(profile, user)


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


def _conditions(query: DirectoryQuery, *, by_name: bool = True) -> list[ColumnElement[bool]]:
    profile = TalentProfile
    conditions: list[ColumnElement[bool]] = [profile.listed.is_(True)]
    if query.role:
        conditions.append(profile.role == query.role)
    if by_name:
        conditions += _matches(profile.search_name, query.name)
    conditions += _matches(profile.search_text, query.text)
    field_filters = [
        (profile.topics_text, query.topic),
        (profile.skills_text, query.skill),
        (profile.instruments_text, query.instrument),
        (profile.genres_text, query.genre),
        (func.lower(func.coalesce(profile.denomination, "")), query.denomination),
        (func.lower(func.coalesce(profile.worship_style, "")), query.worship_style),
        (profile.place_text, query.location),
    ]
    for column, value in field_filters:
        # search_text holds every field, so its trigram index narrows the rows; the field's own
        # column then keeps only true matches.
        conditions += _matches(profile.search_text, value) + _matches(column, value)
    return conditions


def _name_starts(query: DirectoryQuery) -> ColumnElement[bool] | None:
    """Names that start with the searched name come first (the relevance of a name search)."""
    name = normalise(query.name).rstrip()
    return TalentProfile.search_name.like(f"{name}%") if name else None


def ranked(
    conditions: list[ColumnElement[bool]], offset: int, limit: int
) -> Select[TalentProfile, User]:
    """Matches in the directory's order. It is the order of an index, so for a common term the
    database walks that index and stops after `limit` rows instead of sorting every match; the
    users are joined to the page only, not to every match."""
    profile = TalentProfile
    order = (profile.rank.desc(), profile.search_name, profile.user_id)
    page = (
        select(profile.user_id, profile.rank, profile.search_name)
        .where(*conditions)
        .order_by(*order)
        .offset(offset)
        .limit(limit)
        .subquery()
    )
    return (
        select(profile, User)
        .join(page, page.c.user_id == profile.user_id)
        .join(User, User.id == profile.user_id)
        .order_by(page.c.rank.desc(), page.c.search_name, page.c.user_id)
    )


async def _rows(
    session: AsyncSession, statement: Select[TalentProfile, User]
) -> list[tuple[TalentProfile, User]]:
    return [(profile, user) for profile, user in await session.execute(statement)]


def runs(query: DirectoryQuery) -> list[list[ColumnElement[bool]]]:
    """The conditions of each run of results, in the order they are shown: one run, or with a
    name two (names starting with it, then names containing it further on)."""
    conditions = _conditions(query)
    starts = _name_starts(query)
    if starts is None:
        return [conditions]
    # A name that starts with the search contains every word of it: that one condition is enough
    # (and lets the database estimate it well).
    return [[*_conditions(query, by_name=False), starts], [*conditions, ~starts]]


async def search(
    session: AsyncSession, query: DirectoryQuery
) -> tuple[list[tuple[TalentProfile, User]], bool]:
    """One page of matches, best first, and whether there is a next page. Each run is a query
    the indexes serve without sorting; a page may span the end of the first run."""
    offset = (query.page - 1) * PAGE_SIZE
    wanted = PAGE_SIZE + 1
    first, *rest = runs(query)
    if not rest:
        rows = await _rows(session, ranked(first, offset, wanted))
        return rows[:PAGE_SIZE], len(rows) > PAGE_SIZE
    # How many results the first run has, counted only as far as this page needs.
    capped = select(TalentProfile.user_id).where(*first).limit(offset + wanted).subquery()
    first_count = await session.scalar(select(func.count()).select_from(capped)) or 0
    rows = []
    if first_count > offset:
        rows = await _rows(session, ranked(first, offset, wanted))
    if len(rows) < wanted:
        rest_offset = max(0, offset - first_count)
        rows += await _rows(session, ranked(rest[0], rest_offset, wanted - len(rows)))
    return rows[:PAGE_SIZE], len(rows) > PAGE_SIZE
