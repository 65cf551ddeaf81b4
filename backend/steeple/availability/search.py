"""What search asks of calendars (the directories' "available on" filter): its own module, as it
is read by profiles.search, which the rest of availability's service builds on."""

from datetime import date

from sqlalchemy import ColumnElement, exists

from steeple.availability.models import Booking, UnavailableDay


def away_on(user_id: ColumnElement[object], day: ColumnElement[date]) -> ColumnElement[bool]:
    """True for a talent away all day on `day` (a block, an all-day rule: one lookup in
    unavailable_days' key) or booked by a confirmed hire."""
    away = exists().where(UnavailableDay.day == day, UnavailableDay.user_id == user_id)
    booked = exists().where(
        Booking.talent_id == user_id, Booking.first_day <= day, Booking.last_day >= day
    )
    return away | booked
