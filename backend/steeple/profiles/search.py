"""The talent directory: search fields kept on each profile, and the query over them.

Terms of three or more characters match anywhere ("contains"); shorter ones match the start of a
word, which a trigram index can also serve (a two-letter "contains" could only scan everything).
"""

import re
from dataclasses import dataclass

from sqlalchemy import ColumnElement, Select, SQLColumnExpression, case, func, select
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


def build_query(query: DirectoryQuery) -> Select[TalentProfile, User]:
    profile = TalentProfile
    statement = (
        select(profile, User).join(User, User.id == profile.user_id).where(profile.listed.is_(True))
    )
    if query.role:
        statement = statement.where(profile.role == query.role)
    conditions = [
        *_matches(profile.search_name, query.name),
        *_matches(profile.search_text, query.text),
    ]
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
    statement = statement.where(*conditions)

    name = normalise(query.name)
    if name.strip():
        # The whole name first, then names that start with it, then the rest.
        statement = statement.order_by(
            case(
                (profile.search_name == name, 0),
                (profile.search_name.like(f"{name.rstrip()}%"), 1),
                else_=2,
            )
        )
    offset = (query.page - 1) * PAGE_SIZE
    return (
        statement.order_by(profile.rank.desc(), profile.search_name, profile.user_id)
        .offset(offset)
        .limit(PAGE_SIZE + 1)
    )


async def search(
    session: AsyncSession, query: DirectoryQuery
) -> tuple[list[tuple[TalentProfile, User]], bool]:
    """One page of matches, best first, and whether there is a next page."""
    result = await session.execute(build_query(query))
    rows = [(profile, user) for profile, user in result]
    return rows[:PAGE_SIZE], len(rows) > PAGE_SIZE
