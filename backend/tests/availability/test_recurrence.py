"""Repeating rules (availability/recurrence.py) against the days counted out one by one."""

from datetime import date, timedelta

from icalendar import Calendar

from steeple.availability.recurrence import Frequency, Repeat, days_taken

YEAR_START, YEAR_END = date(2027, 1, 1), date(2027, 12, 31)
SUNDAY, SATURDAY, MONDAY = 6, 5, 0


def every_day(first: date, last: date) -> list[date]:
    return [first + timedelta(days=n) for n in range((last - first).days + 1)]


def test_a_weekly_rule_with_one_skipped_date_takes_every_other_such_day_of_the_year() -> None:
    skipped = date(2027, 4, 4)  # Easter Sunday, kept free
    rule = Repeat(Frequency.weekly, frozenset({SUNDAY}), YEAR_START, skipped=frozenset({skipped}))
    expected = {d for d in every_day(YEAR_START, YEAR_END) if d.weekday() == SUNDAY} - {skipped}
    assert days_taken([rule], YEAR_START, YEAR_END) == expected
    assert len(expected) == 51


def test_the_first_weekend_of_each_month_until_the_rule_ends() -> None:
    rule = Repeat(
        Frequency.monthly,
        frozenset({SATURDAY, SUNDAY}),
        YEAR_START,
        until=date(2027, 6, 30),
        ordinal=1,
    )
    expected = {
        d
        for d in every_day(YEAR_START, date(2027, 6, 30))
        if d.weekday() in (SATURDAY, SUNDAY) and d.day <= 7
    }
    assert days_taken([rule], YEAR_START, YEAR_END) == expected


def test_the_last_sunday_of_each_month() -> None:
    rule = Repeat(Frequency.monthly, frozenset({SUNDAY}), YEAR_START, ordinal=-1)
    expected = {
        d
        for d in every_day(YEAR_START, YEAR_END)
        if d.weekday() == SUNDAY and (d + timedelta(days=7)).month != d.month
    }
    assert days_taken([rule], YEAR_START, YEAR_END) == expected
    assert len(expected) == 12


def test_only_days_within_the_range_asked_for() -> None:
    rule = Repeat(Frequency.weekly, frozenset({MONDAY}), YEAR_START)
    assert days_taken([rule], date(2027, 3, 1), date(2027, 3, 14)) == {
        date(2027, 3, 1),
        date(2027, 3, 8),
    }


def test_the_event_starts_on_its_first_day_not_on_the_rules_start() -> None:
    """An event's DTSTART is always one of its days: a Friday start for a Sunday rule would
    otherwise block that Friday too."""
    rule = Repeat(Frequency.weekly, frozenset({SUNDAY}), date(2027, 1, 1))  # a Friday
    event = rule.event()
    assert event is not None
    assert event.decoded("dtstart") == date(2027, 1, 3)
    assert date(2027, 1, 1) not in days_taken([rule], YEAR_START, YEAR_END)
    parsed = Calendar.from_ical(event.to_ical())
    assert parsed.decoded("rrule")["BYDAY"] == ["SU"]


def test_a_rule_that_ends_before_its_first_day_takes_none() -> None:
    rule = Repeat(Frequency.weekly, frozenset({MONDAY}), date(2027, 1, 5), until=date(2027, 1, 8))
    assert rule.event() is None
    assert days_taken([rule], YEAR_START, YEAR_END) == set()
