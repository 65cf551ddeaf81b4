"""The calendar feed a talent subscribes to from Google Calendar, Apple Calendar or Outlook: their
confirmed hires at their times and places, their blocks as all-day events, and their repeating
rules as repeating events, each with a UID that stays the same from one fetch to the next and
every time zone it uses defined (VTIMEZONE)."""

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from icalendar import Calendar, Event
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.availability.models import (
    AvailabilityBlock,
    AvailabilityCalendar,
    AvailabilityRule,
    PartOfDay,
)
from steeple.availability.service import BookedHire, calendar_for_feed, hires_of, repeat_of
from steeple.i18n import _, translate
from steeple.users.models import Language, User, UserSettings
from steeple.web.errors import AppError
from steeple.web.settings import settings_in

# The hours a part-of-day rule shows as in the feed, in the talent's time zone.
PART_HOURS = {
    PartOfDay.morning: (time(6), time(12)),
    PartOfDay.afternoon: (time(12), time(17)),
    PartOfDay.evening: (time(17), time(22)),
}


def feed(
    calendar: AvailabilityCalendar,
    name: str,
    language: Language,
    hires: list[BookedHire],
    blocks: list[AvailabilityBlock],
    rules: list[AvailabilityRule],
    now: datetime,
) -> bytes:
    ical = Calendar()
    ical.add("prodid", "-//Steeple//Availability//EN")
    ical.add("version", "2.0")
    title = translate(_("Steeple: {name}", name=name), language)
    ical.add("name", title)
    ical.add("x-wr-calname", title)
    ical.add("x-wr-timezone", calendar.time_zone)
    for hire in hires:
        event = _event(f"hire-{hire.application_id}@steeple", now)
        zone = ZoneInfo(hire.time_zone)
        event.add("summary", f"{hire.title} ({hire.church_name})")
        event.add("dtstart", hire.starts_at.astimezone(zone))
        event.add("dtend", hire.ends_at.astimezone(zone))
        if hire.place:
            event.add("location", hire.place)
        ical.add_component(event)
    away = translate(_("Unavailable"), language)
    for block in blocks:
        event = _event(f"block-{block.id}@steeple", now)
        event.add("summary", f"{away}: {block.reason}" if block.reason else away)
        event.add("dtstart", block.starts_on)
        event.add("dtend", block.ends_on + timedelta(days=1))
        ical.add_component(event)
    for rule in rules:
        repeat = repeat_of(rule)
        first = repeat.first_day()
        if first is None:
            continue
        event = _event(f"rule-{rule.id}@steeple", now)
        event.add("summary", f"{away}: {rule.reason}" if rule.reason else away)
        if rule.part_of_day == PartOfDay.all_day:
            start: date | datetime = first
            event.add("dtend", first + timedelta(days=1))
            skipped: list[date | datetime] = sorted(repeat.skipped)
        else:
            zone = ZoneInfo(calendar.time_zone)
            begins, ends = PART_HOURS[PartOfDay(rule.part_of_day)]
            start = datetime.combine(first, begins, zone)
            event.add("dtend", datetime.combine(first, ends, zone))
            skipped = [datetime.combine(day, begins, zone) for day in sorted(repeat.skipped)]
        event.add("dtstart", start)
        event.add("rrule", repeat.rule())
        for day in skipped:
            event.add("exdate", day)
        ical.add_component(event)
    ical.add_missing_timezones()
    ical_bytes: bytes = ical.to_ical()
    return ical_bytes


def _event(uid: str, now: datetime) -> Event:
    event = Event()
    event.add("uid", uid)
    event.add("dtstamp", now)
    return event


async def feed_of(session: AsyncSession, token: str, now: datetime) -> bytes:
    """The feed a link opens (404 for a wrong or reset link, or a deleted account's)."""
    calendar = await calendar_for_feed(session, settings_in(session).secret_key, token, now)
    if calendar is None:
        raise AppError(404, "not_found", _("Not found"))
    user = await session.get(User, calendar.user_id)
    assert user is not None  # the calendar goes with its user
    hires = [hire for _first, _last, hire in await hires_of(session, user.id, date.min, date.max)]
    blocks = (
        await session.scalars(select(AvailabilityBlock).where(AvailabilityBlock.user_id == user.id))
    ).all()
    rules = (
        await session.scalars(select(AvailabilityRule).where(AvailabilityRule.user_id == user.id))
    ).all()
    language = await session.scalar(
        select(UserSettings.language).where(UserSettings.user_id == user.id)
    )
    return feed(
        calendar,
        user.full_name,
        Language(language) if language else Language.en,
        hires,
        list(blocks),
        list(rules),
        now,
    )
