"""Which days a talent's repeating rules take ("unavailable every Sunday", "the first weekend of
each month"), read by recurring-ical-events from the iCalendar rule each one stands for, so the
same rule is what the calendar grid shows, what search filters on and what the feed publishes."""

import enum
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta

import recurring_ical_events
from dateutil.rrule import rrulestr
from icalendar import Calendar, Event, vRecur


class Frequency(enum.StrEnum):
    weekly = "weekly"
    monthly = "monthly"


# Monday first, as date.weekday() counts them.
_ICAL_DAYS = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")


@dataclass(frozen=True)
class Repeat:
    """A rule: every week on `weekdays`, or every month on the `ordinal` (1-4, or -1 for the
    last) of each of `weekdays`; from `starts_on`, through `until` when given, `skipped` dates
    left out."""

    frequency: Frequency
    weekdays: frozenset[int]
    starts_on: date
    until: date | None = None
    ordinal: int | None = None
    skipped: frozenset[date] = field(default_factory=frozenset)

    def rule(self) -> vRecur:
        days = [_ICAL_DAYS[day] for day in sorted(self.weekdays)]
        if self.frequency is Frequency.monthly:
            days = [f"{self.ordinal}{day}" for day in days]
        rule = vRecur(freq=self.frequency.value.upper(), byday=days)
        if self.until is not None:
            rule["until"] = self.until
        return rule

    def first_day(self) -> date | None:
        """The first day the rule takes (None: none before its end). An event's DTSTART is
        always its first occurrence, so it must be this day rather than `starts_on`."""
        text = self.rule().to_ical().decode()  # type: ignore[no-untyped-call]  # icalendar's
        start = datetime.combine(self.starts_on, time())
        first = rrulestr(text, dtstart=start).after(start, inc=True)
        return first.date() if first is not None else None

    def event(self) -> Event | None:
        """The rule as an all-day VEVENT with its RRULE and EXDATEs (the feed publishes this);
        None for a rule that takes no day."""
        first = self.first_day()
        if first is None:
            return None
        event = Event()
        event.add("dtstart", first)
        event.add("dtend", first + timedelta(days=1))
        event.add("rrule", self.rule())
        for skipped in sorted(self.skipped):
            event.add("exdate", skipped)
        return event


def days_taken(repeats: Iterable[Repeat], first: date, last: date) -> set[date]:
    """The days from `first` through `last` that any of `repeats` takes."""
    calendar = Calendar()
    for repeat in repeats:
        event = repeat.event()
        if event is not None:
            calendar.add_component(event)
    occurrences = recurring_ical_events.of(calendar).between(first, last + timedelta(days=1))
    return {occurrence.start for occurrence in occurrences}
