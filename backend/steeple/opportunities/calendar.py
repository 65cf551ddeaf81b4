"""Opportunity dates: given in the church's local calendar, stored as UTC instants."""

from datetime import UTC, date, datetime, time, timedelta
from typing import Protocol
from zoneinfo import ZoneInfo

from steeple.i18n import _
from steeple.opportunities.models import OpportunityStatus


class Scheduled(Protocol):
    """What the dates of an opportunity are: its row, or those columns of it."""

    @property
    def status(self) -> str: ...
    @property
    def starts_at(self) -> datetime: ...
    @property
    def ends_at(self) -> datetime: ...
    @property
    def application_deadline(self) -> date: ...
    @property
    def timezone(self) -> str: ...


def local_to_utc(local: datetime, timezone: str) -> datetime:
    return local.replace(tzinfo=ZoneInfo(timezone)).astimezone(UTC)


def local_today(now: datetime, timezone: str) -> date:
    return now.astimezone(ZoneInfo(timezone)).date()


def end_of_day(day: date, timezone: str) -> datetime:
    """The first instant after `day` in `timezone`: deadlines run to the end of their day."""
    return local_to_utc(datetime.combine(day + timedelta(days=1), time()), timezone)


def applications_close_at(opportunity: Scheduled) -> datetime:
    return min(
        end_of_day(opportunity.application_deadline, opportunity.timezone), opportunity.starts_at
    )


# How a refusal names an opportunity's status ("A closed opportunity cannot be edited").
STATUS_WORDS = {
    OpportunityStatus.draft: _("draft"),
    OpportunityStatus.open: _("open"),
    OpportunityStatus.closed: _("closed"),
    OpportunityStatus.filled: _("filled"),
    OpportunityStatus.cancelled: _("cancelled"),
}


def closed_notice(opportunity: Scheduled, now: datetime) -> str | None:
    """Why the opportunity takes no applications, or None when it does."""
    status = OpportunityStatus(opportunity.status)
    if status is OpportunityStatus.cancelled:
        return _("This opportunity was cancelled.")
    if status is OpportunityStatus.filled:
        return _("Every position has been filled.")
    if status is OpportunityStatus.closed:
        return _("This opportunity is closed to new applications.")
    if status is OpportunityStatus.draft:
        return _("This opportunity is a draft and not published yet.")
    if opportunity.ends_at <= now:
        return _("This event has passed.")
    if applications_close_at(opportunity) <= now:
        return _("The application deadline has passed.")
    return None
