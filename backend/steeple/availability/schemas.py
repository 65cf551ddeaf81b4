import uuid
import zoneinfo
from datetime import date, datetime
from functools import cache
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationInfo,
    field_validator,
)

from steeple.availability.models import PartOfDay
from steeple.availability.recurrence import Frequency
from steeple.i18n import _

# The longest block, and the longest stretch the calendar answers for at once.
MAX_DAYS = 400

Reason = Annotated[str, StringConstraints(strip_whitespace=True, max_length=200)]
DayState = Literal["available", "partly", "unavailable", "booked"]


@cache
def _zones() -> frozenset[str]:
    return frozenset(zoneinfo.available_timezones())


def _after(value: date | None, info: ValidationInfo, start: str, message: str) -> date | None:
    begins = info.data.get(start)
    if value is not None and isinstance(begins, date) and value < begins:
        raise ValueError(message)
    return value


class CalendarBlockIn(BaseModel):
    """Days off: one day (`ends_on` the same as `starts_on`) or a range, both ends included."""

    model_config = ConfigDict(extra="forbid")

    starts_on: date
    ends_on: date
    reason: Reason | None = Field(default=None, description="Seen by the talent only")

    @field_validator("ends_on")
    @classmethod
    def _a_range_forwards(cls, value: date, info: ValidationInfo) -> date:
        _after(value, info, "starts_on", _("The end must be on or after the start"))
        begins = info.data.get("starts_on")
        if isinstance(begins, date) and (value - begins).days >= MAX_DAYS:
            raise ValueError(_("Block at most {days} days at once", days=MAX_DAYS))
        return value


class CalendarRuleIn(BaseModel):
    """Unavailable every week on `weekdays`, or every month on the `ordinal` one of each of
    them (1-4, or -1 for the last): all day or part of it, from `starts_on`, through `until`."""

    model_config = ConfigDict(extra="forbid")

    frequency: Frequency
    weekdays: list[Annotated[int, Field(ge=0, le=6)]] = Field(
        min_length=1, max_length=7, description="Monday 0 to Sunday 6"
    )
    ordinal: Literal[1, 2, 3, 4, -1] | None = Field(default=None, validate_default=True)
    part_of_day: PartOfDay = PartOfDay.all_day
    starts_on: date
    until: date | None = None
    skipped: list[date] = Field(
        default=[], max_length=100, description="Dates the rule leaves free"
    )
    reason: Reason | None = Field(default=None, description="Seen by the talent only")

    @field_validator("weekdays")
    @classmethod
    def _each_once(cls, value: list[int]) -> list[int]:
        return sorted(set(value))

    @field_validator("ordinal")
    @classmethod
    def _ordinal_for_monthly(cls, value: int | None, info: ValidationInfo) -> int | None:
        monthly = info.data.get("frequency") is Frequency.monthly
        if monthly and value is None:
            raise ValueError(_("Choose which week of the month"))
        if value is not None and not monthly:
            raise ValueError(_("Only a monthly rule has a week of the month"))
        return value

    @field_validator("until")
    @classmethod
    def _until_after_start(cls, value: date | None, info: ValidationInfo) -> date | None:
        return _after(value, info, "starts_on", _("The end must be on or after the start"))


class TimeZoneIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    time_zone: str = Field(max_length=64, description="An IANA time zone, such as America/Chicago")

    @field_validator("time_zone")
    @classmethod
    def _known(cls, value: str) -> str:
        if value not in _zones():
            raise ValueError(_("Choose a time zone from the list"))
        return value


class CalendarBlockOut(BaseModel):
    id: uuid.UUID
    starts_on: date
    ends_on: date
    reason: str | None


class CalendarRuleOut(BaseModel):
    id: uuid.UUID
    frequency: Frequency
    weekdays: list[int]
    ordinal: int | None
    part_of_day: PartOfDay
    starts_on: date
    until: date | None
    skipped: list[date]
    reason: str | None


class BookingOut(BaseModel):
    """A confirmed hire on the talent's own calendar."""

    application_id: uuid.UUID
    opportunity_id: uuid.UUID
    title: str
    church_name: str
    starts_at: datetime
    ends_at: datetime
    time_zone: str
    place: str | None


class PublicDayOut(BaseModel):
    date: date
    state: DayState
    parts: list[PartOfDay] = Field(description="For a day partly away: which parts")


class DayOut(PublicDayOut):
    reasons: list[str]
    bookings: list[BookingOut]


class PublicCalendarOut(BaseModel):
    """Which days a talent is free, booked or away; never why, nor for whom."""

    days: list[PublicDayOut]


class CalendarOut(BaseModel):
    """The talent's own calendar: the days with their reasons and bookings, the blocks and
    rules behind them, the time zone, and the feed link to subscribe to."""

    time_zone: str
    feed_url: str
    days: list[DayOut]
    blocks: list[CalendarBlockOut]
    rules: list[CalendarRuleOut]


class FeedOut(BaseModel):
    feed_url: str
