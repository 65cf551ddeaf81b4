"""Whom an email is for, as far as its words go: the language and timezone of the account at
that address (user_settings), or English and UTC for an address without an account (the
contact form's support inbox, a stranger invited to a team).

Templates write dates with three filters that read the reader from the context:
`|datetime` (an instant, shown in the reader's timezone), `|date` (a calendar day, such as an
event's, shown as it is) and `|short_date` (the day of an instant, as the notification bell
shows it). Plain strings pass through them unchanged. The words and patterns are CLDR's,
through Babel.
"""

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any
from zoneinfo import ZoneInfo

from babel import dates
from jinja2 import pass_context
from jinja2.runtime import Context
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.users.models import Language, User, UserSettings

READER = "reader"  # the context key the filters read


@dataclass(frozen=True)
class Reader:
    language: Language = Language.en
    timezone: str = "UTC"


STRANGER = Reader()


async def reader_of(session: AsyncSession, address: str) -> Reader:
    row = (
        await session.execute(
            select(UserSettings.language, UserSettings.timezone)
            .join(User, User.id == UserSettings.user_id)
            .where(User.email == address.strip().lower())
        )
    ).first()
    return Reader(Language(row.language), row.timezone) if row else STRANGER


def format_date(day: date, language: Language) -> str:
    """The locale's long date (CLDR): "November 23, 2026", "23 de noviembre de 2026",
    "23 novembre 2026"."""
    return dates.format_date(day, "long", locale=language.value)


def format_datetime(moment: datetime, reader: Reader) -> str:
    """The instant in the reader's timezone, as the locale joins its long date and its short
    time, then the zone's abbreviation: "November 23, 2026, 7:05 PM EST", "23 de noviembre de
    2026, 19:05 EST", "23 novembre 2026, 19:05 EST". The abbreviation is the timezone
    database's, the same in every language: CLDR names few of these zones outside English and
    would print a bare offset ("-0500") instead."""
    local, locale = moment.astimezone(ZoneInfo(reader.timezone)), reader.language.value
    # Typed as a pattern, but the locale's way of joining a date and a time is a plain "{1}, {0}".
    joined = (
        str(dates.get_datetime_format("long", locale))
        .replace("{1}", dates.format_date(local, "long", locale=locale))
        .replace("{0}", dates.format_time(local, "short", locale=locale))
    )
    return f"{joined} {local.tzname()}"


def format_short_date(moment: datetime, reader: Reader) -> str:
    """ "Nov 3", "3 nov", "3 nov.": the day of the instant in the reader's timezone, as the
    locale writes a month and day (CLDR skeleton MMMd)."""
    zone = ZoneInfo(reader.timezone)
    return dates.format_skeleton("MMMd", moment, tzinfo=zone, locale=reader.language.value)


def _reader(context: Context) -> Reader:
    reader = context.get(READER)
    return reader if isinstance(reader, Reader) else STRANGER


@pass_context
def datetime_filter(context: Context, value: Any) -> str:
    return format_datetime(value, _reader(context)) if isinstance(value, datetime) else str(value)


@pass_context
def date_filter(context: Context, value: Any) -> str:
    if isinstance(value, datetime):
        value = value.astimezone(ZoneInfo(_reader(context).timezone)).date()
    return format_date(value, _reader(context).language) if isinstance(value, date) else str(value)


@pass_context
def short_date_filter(context: Context, value: Any) -> str:
    if isinstance(value, datetime):
        return format_short_date(value, _reader(context))
    return str(value)


FILTERS = {"datetime": datetime_filter, "date": date_filter, "short_date": short_date_filter}
