"""Whom an email is for, as far as its words go: the language and timezone of the account at
that address (user_settings), or English and UTC for an address without an account (the
contact form's support inbox, a stranger invited to a team).

Templates write dates with three filters that read the reader from the context:
`|datetime` (an instant, shown in the reader's timezone), `|date` (a calendar day, such as an
event's, shown as it is) and `|short_date` (the day of an instant, as the notification bell
shows it). Plain strings pass through them unchanged.
"""

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any
from zoneinfo import ZoneInfo

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


_MONTHS = {
    Language.en: [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
    Language.es: [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ],
    Language.fr: [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ],
}
_SHORT_MONTHS = {
    Language.en: [
        "Jan",
        "Feb",
        "Mar",
        "Apr",
        "May",
        "Jun",
        "Jul",
        "Aug",
        "Sep",
        "Oct",
        "Nov",
        "Dec",
    ],
    Language.es: [
        "ene",
        "feb",
        "mar",
        "abr",
        "may",
        "jun",
        "jul",
        "ago",
        "sept",
        "oct",
        "nov",
        "dic",
    ],
    Language.fr: [
        "janv.",
        "févr.",
        "mars",
        "avr.",
        "mai",
        "juin",
        "juil.",
        "août",
        "sept.",
        "oct.",
        "nov.",
        "déc.",
    ],
}


def format_date(day: date, language: Language) -> str:
    """ "November 23, 2026", "23 de noviembre de 2026", "1er novembre 2026"."""
    month = _MONTHS[language][day.month - 1]
    if language is Language.es:
        return f"{day.day} de {month} de {day.year}"
    if language is Language.fr:
        return f"{'1er' if day.day == 1 else day.day} {month} {day.year}"
    return f"{month} {day.day}, {day.year}"


def format_datetime(moment: datetime, reader: Reader) -> str:
    """The instant in the reader's timezone, named by its abbreviation (EST, PDT, UTC):
    "November 23, 2026 at 7:05 PM EST", "23 de noviembre de 2026, 19:05 (EST)",
    "23 novembre 2026 à 19:05 (EST)"."""
    local = moment.astimezone(ZoneInfo(reader.timezone))
    day, zone = format_date(local.date(), reader.language), local.tzname()
    if reader.language is Language.es:
        return f"{day}, {local:%H:%M} ({zone})"
    if reader.language is Language.fr:
        return f"{day} à {local:%H:%M} ({zone})"
    hour = local.hour % 12 or 12
    return f"{day} at {hour}:{local:%M} {'AM' if local.hour < 12 else 'PM'} {zone}"


def format_short_date(moment: datetime, reader: Reader) -> str:
    """ "Nov 3", "3 nov", "3 nov.": the day of the instant in the reader's timezone."""
    local = moment.astimezone(ZoneInfo(reader.timezone))
    month = _SHORT_MONTHS[reader.language][local.month - 1]
    return f"{month} {local.day}" if reader.language is Language.en else f"{local.day} {month}"


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
