"""The rules of a talent's calendar: what they block and repeat, the days their confirmed hires
book, the day-by-day view (theirs with reasons and churches; everyone else's without), the
all-day days search reads, and the calendar feed."""

import base64
import hashlib
import hmac
import uuid
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import delete, insert, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application
from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.availability import policies, schemas
from steeple.availability.models import (
    AvailabilityBlock,
    AvailabilityCalendar,
    AvailabilityRule,
    Booking,
    PartOfDay,
    UnavailableDay,
)
from steeple.availability.recurrence import Frequency, Repeat, days_taken
from steeple.availability.schemas import MAX_DAYS
from steeple.churches.models import Church
from steeple.i18n import _
from steeple.opportunities.models import Opportunity
from steeple.places import gazetteer
from steeple.profiles import service as profiles
from steeple.users.models import User, UserSettings
from steeple.web.errors import AppError
from steeple.web.origin import public_link
from steeple.web.settings import settings_in

# How far ahead the rules' days are written out for search (about eighteen months), carried
# forward daily (horizon.py); a search may ask "available on" a little less far ahead, so that a
# calendar whose carrying forward is a day or two behind still answers.
HORIZON = timedelta(days=548)
SEARCHABLE = HORIZON - timedelta(days=7)


@dataclass(frozen=True)
class DayState:
    """One day of a calendar as shown: `state` and, for a day partly away, which parts."""

    day: date
    state: str  # available, partly, unavailable, booked
    parts: tuple[PartOfDay, ...] = ()
    reasons: tuple[str, ...] = ()  # the talent's own view only
    bookings: tuple["BookedHire", ...] = ()  # the talent's own view only


@dataclass(frozen=True)
class BookedHire:
    application_id: uuid.UUID
    opportunity_id: uuid.UUID
    title: str
    church_name: str
    starts_at: datetime
    ends_at: datetime
    time_zone: str
    place: str | None


# ---- the calendar and its changes ----------------------------------------------------------------


async def calendar_of(
    session: AsyncSession, user_id: uuid.UUID, now: datetime
) -> AvailabilityCalendar:
    """The talent's calendar, stored on the first change to it (calendar_as_read)."""
    calendar = await calendar_as_read(session, user_id, now)
    if calendar not in session:
        session.add(calendar)
        await session.flush()
    return calendar


async def calendar_as_read(
    session: AsyncSession, user_id: uuid.UUID, now: datetime
) -> AvailabilityCalendar:
    """The talent's stored calendar or, before their first change to it, the one it would start
    as, not stored (reading it is a GET, which writes nothing): in the time zone of their home
    place (their settings' where the gazetteer does not know it), its feed link at version 1."""
    calendar = await session.get(AvailabilityCalendar, user_id)
    if calendar is not None:
        return calendar
    zone = await gazetteer.home_time_zone(session, user_id) or await session.scalar(
        select(UserSettings.timezone).where(UserSettings.user_id == user_id)
    )
    return AvailabilityCalendar(
        user_id=user_id,
        time_zone=zone or "America/New_York",
        feed_version=1,
        days_through=_today(now, zone or "America/New_York"),
    )


def _today(now: datetime, time_zone: str) -> date:
    return now.astimezone(ZoneInfo(time_zone)).date()


def repeat_of(rule: AvailabilityRule) -> Repeat:
    return Repeat(
        frequency=Frequency(rule.frequency),
        weekdays=frozenset(int(day) for day in rule.weekdays.split(",")),
        starts_on=rule.starts_on,
        until=rule.until,
        ordinal=rule.ordinal,
        skipped=frozenset(date.fromisoformat(day) for day in rule.skipped),
    )


async def add_block(
    session: AsyncSession,
    actor: Actor,
    now: datetime,
    *,
    starts_on: date,
    ends_on: date,
    reason: str | None,
) -> AvailabilityBlock:
    authorize(policies.can_keep_calendar(actor))
    calendar = await calendar_of(session, actor.id, now)
    block = AvailabilityBlock(
        user_id=actor.id, starts_on=starts_on, ends_on=ends_on, reason=reason or None
    )
    session.add(block)
    await session.flush()
    await rebuild_days(session, calendar, now)
    return block


async def add_rule(
    session: AsyncSession, actor: Actor, now: datetime, rule: AvailabilityRule
) -> AvailabilityRule:
    authorize(policies.can_keep_calendar(actor))
    calendar = await calendar_of(session, actor.id, now)
    rule.user_id = actor.id
    session.add(rule)
    await session.flush()
    await rebuild_days(session, calendar, now)
    return rule


async def remove_block(
    session: AsyncSession, actor: Actor, now: datetime, block_id: uuid.UUID
) -> None:
    await _remove(session, actor, now, AvailabilityBlock, block_id)


async def remove_rule(
    session: AsyncSession, actor: Actor, now: datetime, rule_id: uuid.UUID
) -> None:
    await _remove(session, actor, now, AvailabilityRule, rule_id)


async def _remove(
    session: AsyncSession,
    actor: Actor,
    now: datetime,
    model: type[AvailabilityBlock] | type[AvailabilityRule],
    row_id: uuid.UUID,
) -> None:
    """Someone else's block or rule is not found, as one that does not exist."""
    authorize(policies.can_keep_calendar(actor))
    removed = await session.execute(
        delete(model).where(model.id == row_id, model.user_id == actor.id)
    )
    if not removed.rowcount:  # type: ignore[attr-defined]
        raise AppError(404, "not_found", _("Not found"))
    await rebuild_days(session, await calendar_of(session, actor.id, now), now)


async def set_time_zone(
    session: AsyncSession, actor: Actor, now: datetime, time_zone: str
) -> AvailabilityCalendar:
    authorize(policies.can_keep_calendar(actor))
    calendar = await calendar_of(session, actor.id, now)
    calendar.time_zone = time_zone
    await rebuild_days(session, calendar, now)
    return calendar


async def rebuild_days(
    session: AsyncSession, calendar: AvailabilityCalendar, now: datetime
) -> None:
    """Writes out the talent's all-day unavailable days again: every day of their blocks, and
    their all-day rules' days from today through the horizon."""
    today = _today(now, calendar.time_zone)
    through = today + HORIZON
    user_id = calendar.user_id
    blocks = (
        await session.scalars(select(AvailabilityBlock).where(AvailabilityBlock.user_id == user_id))
    ).all()
    rules = (
        await session.scalars(
            select(AvailabilityRule).where(
                AvailabilityRule.user_id == user_id,
                AvailabilityRule.part_of_day == PartOfDay.all_day,
            )
        )
    ).all()
    days = days_taken([repeat_of(rule) for rule in rules], today, through)
    for block in blocks:
        days.update(_each_day(block.starts_on, block.ends_on))
    await session.execute(delete(UnavailableDay).where(UnavailableDay.user_id == user_id))
    if days:
        await session.execute(
            insert(UnavailableDay), [{"user_id": user_id, "day": day} for day in sorted(days)]
        )
    calendar.days_through = through


def _each_day(first: date, last: date) -> list[date]:
    return [first + timedelta(days=n) for n in range((last - first).days + 1)]


def searchable_day(day: date | None, now: datetime) -> date | None:
    """A day search may ask "available on": from today (anywhere on earth) through the
    horizon the rules are written out to; else 422."""
    if day is None:
        return None
    today = now.date()
    if not today - timedelta(days=1) <= day <= today + SEARCHABLE:
        message = _("Choose a date between today and {last}", last=today + SEARCHABLE)
        raise AppError(422, "validation_error", message, {"available_on": message})
    return day


# ---- the day-by-day view ---------------------------------------------------------------------


async def days(
    session: AsyncSession, user_id: uuid.UUID, first: date, last: date, *, private: bool
) -> list[DayState]:
    """Each day from `first` through `last`: booked, away all day, partly away, or available.
    `private` adds the talent's reasons and the churches and events of their bookings."""
    blocks = (
        await session.scalars(
            select(AvailabilityBlock).where(
                AvailabilityBlock.user_id == user_id,
                AvailabilityBlock.starts_on <= last,
                AvailabilityBlock.ends_on >= first,
            )
        )
    ).all()
    rules = (
        await session.scalars(select(AvailabilityRule).where(AvailabilityRule.user_id == user_id))
    ).all()
    hires = await hires_of(session, user_id, first, last)
    away: dict[date, list[tuple[PartOfDay, str | None]]] = {}
    for block in blocks:
        for day in _each_day(max(block.starts_on, first), min(block.ends_on, last)):
            away.setdefault(day, []).append((PartOfDay.all_day, block.reason))
    for rule in rules:
        for day in days_taken([repeat_of(rule)], first, last):
            away.setdefault(day, []).append((PartOfDay(rule.part_of_day), rule.reason))
    booked: dict[date, list[BookedHire]] = {}
    for first_day, last_day, hire in hires:
        for day in _each_day(max(first_day, first), min(last_day, last)):
            booked.setdefault(day, []).append(hire)
    result = []
    for day in _each_day(first, last):
        parts = tuple(sorted({part for part, _reason in away.get(day, [])}))
        if day in booked:
            state = "booked"
        elif PartOfDay.all_day in parts:
            state = "unavailable"
        elif parts:
            state = "partly"
        else:
            state = "available"
        result.append(
            DayState(
                day=day,
                state=state,
                parts=() if state in ("booked", "unavailable") else parts,
                reasons=tuple(r for _p, r in away.get(day, []) if r) if private else (),
                bookings=tuple(booked.get(day, [])) if private else (),
            )
        )
    return result


async def hires_of(
    session: AsyncSession, talent_id: uuid.UUID, first: date, last: date
) -> list[tuple[date, date, BookedHire]]:
    rows = await session.execute(
        select(Booking, Opportunity, Church.church_name)
        .join(Application, Application.id == Booking.application_id)
        .join(Opportunity, Opportunity.id == Application.opportunity_id)
        .join(Church, Church.id == Opportunity.church_id)
        .where(Booking.talent_id == talent_id, Booking.first_day <= last, Booking.last_day >= first)
    )
    return [
        (
            booking.first_day,
            booking.last_day,
            BookedHire(
                application_id=booking.application_id,
                opportunity_id=opportunity.id,
                title=opportunity.title,
                church_name=church_name,
                starts_at=opportunity.starts_at,
                ends_at=opportunity.ends_at,
                time_zone=opportunity.timezone,
                place=None if opportunity.online else _place(opportunity),
            ),
        )
        for booking, opportunity, church_name in rows
    ]


def _place(opportunity: Opportunity) -> str | None:
    parts = [opportunity.address, opportunity.city, opportunity.state]
    return ", ".join(part for part in parts if part) or None


# ---- the hiring loop ---------------------------------------------------------------------------


def days_of_event(opportunity: Opportunity) -> tuple[date, date]:
    """The days an event takes, in its own time zone (one, unless it runs past midnight)."""
    zone = ZoneInfo(opportunity.timezone)
    first = opportunity.starts_at.astimezone(zone).date()
    return first, max(first, opportunity.ends_at.astimezone(zone).date())


async def book(session: AsyncSession, application: Application, opportunity: Opportunity) -> None:
    """Books the hire's days on the talent's calendar as they accept; refused (409) when another
    confirmed hire already has one of them. The check reads inside the accepting transaction;
    on PostgreSQL the exclusion constraint settles two accepts racing past it."""
    first, last = days_of_event(opportunity)
    clash = await session.scalar(
        select(Booking.first_day).where(
            Booking.talent_id == application.applicant_id,
            Booking.first_day <= last,
            Booking.last_day >= first,
        )
    )
    if clash is not None:
        raise _already_booked()
    try:
        async with session.begin_nested():
            session.add(
                Booking(
                    application_id=application.id,
                    talent_id=application.applicant_id,
                    first_day=first,
                    last_day=last,
                )
            )
    except IntegrityError as error:
        raise _already_booked() from error


def _already_booked() -> AppError:
    return AppError(
        409,
        "already_booked",
        _(
            "You already have a confirmed booking on this date. Decline this offer or write "
            "to the church."
        ),
    )


async def free_days_of(session: AsyncSession, opportunity_id: uuid.UUID) -> None:
    """An event that will not happen books no one's days any more."""
    hires = select(Application.id).where(Application.opportunity_id == opportunity_id)
    await session.execute(delete(Booking).where(Booking.application_id.in_(hires)))


# ---- the calendar feed -------------------------------------------------------------------------


def feed_token(secret_key: str, calendar: AvailabilityCalendar) -> str:
    """The feed link's secret: the talent and the link's version, signed. Nothing is stored; a
    reset moves the version on, so the old link no longer matches."""
    body = calendar.user_id.bytes + calendar.feed_version.to_bytes(4, "big")
    return base64.urlsafe_b64encode(body + _signature(secret_key, body)).decode().rstrip("=")


def _signature(secret_key: str, body: bytes) -> bytes:
    key = hashlib.sha256(b"steeple calendar feed:" + secret_key.encode()).digest()
    return hmac.new(key, body, hashlib.sha256).digest()[:16]


async def calendar_for_feed(
    session: AsyncSession, secret_key: str, token: str, now: datetime
) -> AvailabilityCalendar | None:
    """The calendar a feed link opens; None for a link that is wrong or was reset, or whose
    account was deleted."""
    try:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
    except ValueError:
        return None
    if len(raw) != 36 or not hmac.compare_digest(raw[20:], _signature(secret_key, raw[:20])):
        return None
    user = await session.get(User, uuid.UUID(bytes=raw[:16]))
    if user is None or user.is_deleted:  # a deleted account's calendar is nobody's to read
        return None
    # A link copied before the talent's first change to their calendar is at version 1.
    calendar = await calendar_as_read(session, user.id, now)
    if calendar.feed_version != int.from_bytes(raw[16:20], "big"):
        return None
    return calendar


async def reset_feed(session: AsyncSession, actor: Actor, now: datetime) -> AvailabilityCalendar:
    authorize(policies.can_keep_calendar(actor))
    calendar = await calendar_of(session, actor.id, now)
    calendar.feed_version += 1
    return calendar


# ---- what the routes answer --------------------------------------------------------------------


def stretch(
    first: date | None, last: date | None, calendar: AvailabilityCalendar, now: datetime
) -> tuple[date, date]:
    """The days asked for: by default six weeks from the first of this month; at most MAX_DAYS."""
    first = first or _today(now, calendar.time_zone).replace(day=1)
    last = last or first + timedelta(days=41)
    if last < first:
        message = _("The end must be on or after the start")
        raise AppError(422, "invalid_range", message, {"to": message})
    if (last - first).days >= MAX_DAYS:
        message = _("Ask for at most {days} days at once", days=MAX_DAYS)
        raise AppError(422, "invalid_range", message, {"to": message})
    return first, last


async def own_calendar(
    session: AsyncSession, actor: Actor, now: datetime, first: date | None, last: date | None
) -> schemas.CalendarOut:
    authorize(policies.can_keep_calendar(actor))
    calendar = await calendar_as_read(session, actor.id, now)
    first, last = stretch(first, last, calendar, now)
    shown = await days(session, actor.id, first, last, private=True)
    blocks = await session.scalars(
        select(AvailabilityBlock)
        .where(AvailabilityBlock.user_id == actor.id)
        .order_by(AvailabilityBlock.starts_on)
    )
    rules = await session.scalars(
        select(AvailabilityRule)
        .where(AvailabilityRule.user_id == actor.id)
        .order_by(AvailabilityRule.created_at)
    )
    return schemas.CalendarOut(
        time_zone=calendar.time_zone,
        feed_url=feed_url(session, calendar),
        days=[_day_out(day) for day in shown],
        blocks=[block_out(block) for block in blocks],
        rules=[rule_out(rule) for rule in rules],
    )


async def public_calendar(
    session: AsyncSession,
    viewer: Actor | None,
    user_id: uuid.UUID,
    now: datetime,
    first: date | None,
    last: date | None,
) -> schemas.PublicCalendarOut:
    await profiles.shown_talent(session, viewer, user_id)
    calendar = await session.get(AvailabilityCalendar, user_id)
    zone = calendar.time_zone if calendar else "America/New_York"
    first = first or _today(now, zone).replace(day=1)
    first, last = stretch(first, last, calendar or AvailabilityCalendar(time_zone=zone), now)
    shown = await days(session, user_id, first, last, private=False)
    return schemas.PublicCalendarOut(
        days=[
            schemas.PublicDayOut(date=day.day, state=day.state, parts=list(day.parts))
            for day in shown
        ]
    )


def _day_out(day: DayState) -> schemas.DayOut:
    return schemas.DayOut(
        date=day.day,
        state=day.state,
        parts=list(day.parts),
        reasons=list(day.reasons),
        bookings=[
            schemas.BookingOut.model_validate(hire, from_attributes=True) for hire in day.bookings
        ],
    )


def block_out(block: AvailabilityBlock) -> schemas.CalendarBlockOut:
    return schemas.CalendarBlockOut.model_validate(block, from_attributes=True)


def rule_out(rule: AvailabilityRule) -> schemas.CalendarRuleOut:
    return schemas.CalendarRuleOut(
        id=rule.id,
        frequency=Frequency(rule.frequency),
        weekdays=[int(day) for day in rule.weekdays.split(",")],
        ordinal=rule.ordinal,
        part_of_day=PartOfDay(rule.part_of_day),
        starts_on=rule.starts_on,
        until=rule.until,
        skipped=[date.fromisoformat(day) for day in rule.skipped],
        reason=rule.reason,
    )


def feed_url(session: AsyncSession, calendar: AvailabilityCalendar) -> str:
    settings = settings_in(session)
    return public_link(session, f"/api/calendar/{feed_token(settings.secret_key, calendar)}.ics")
