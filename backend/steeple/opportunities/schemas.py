import uuid
from datetime import date, datetime
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from steeple.applications.models import ApplicationStatus
from steeple.credentials.schemas import CredentialRequirement
from steeple.fit.reasons import FitOut
from steeple.i18n import Translated
from steeple.opportunities.models import (
    Compensation,
    EventType,
    OpportunityStatus,
    PositionRole,
)
from steeple.profiles.schemas import Line100, Line150, Line300, LongText
from steeple.web.pagination import CursorPage

Line80 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=80)]
# Whole US dollars. Past 100,000 a figure is a typing slip, not an honorarium.
Dollars = Annotated[int, Field(ge=0, le=100_000)]


class PositionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: uuid.UUID | None = Field(default=None, description="An existing position, when editing")
    title: Line80
    role: PositionRole
    openings: int = Field(default=1, ge=1, le=20)


class OpportunityIn(BaseModel):
    """The whole opportunity as its editor saves it: a field left out is cleared. Dates and times
    are the church's local ones (its timezone), without an offset. The checks across fields
    (dates, place, honorarium) are opportunities.service.check_opportunity's."""

    model_config = ConfigDict(extra="forbid")

    title: Line150
    event_type: EventType
    description: LongText
    positions: list[PositionIn] = Field(min_length=1, max_length=10)
    starts_at: datetime = Field(description="Local date and time, e.g. 2026-12-06T10:30")
    ends_at: datetime = Field(description="Local date and time; the same day or up to a month on")
    application_deadline: date
    online: bool = False
    address: Line300 | None = None
    city: Line100 | None = None
    state: Line100 | None = None
    denomination: Line100 | None = None
    worship_style: Line100 | None = None
    expected_attendance: int | None = Field(default=None, ge=1, le=100_000)
    compensation: Compensation
    honorarium_min: Dollars | None = None
    honorarium_max: Dollars | None = None
    travel_covered: bool = False
    lodging_provided: bool = False
    # What the church asks of its guests (each kind once).
    required_credentials: list[CredentialRequirement] = Field(default=[], max_length=5)


class PositionOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    title: str
    role: PositionRole
    openings: int
    filled: int = Field(description="Applicants who accepted an offer for it")


class ChurchCard(BaseModel):
    id: uuid.UUID
    church_name: str
    city: str | None
    state: str | None
    photo: str | None
    primary_color: str
    denomination: str | None


class OpportunityCard(BaseModel):
    """An opportunity in a list."""

    id: uuid.UUID
    title: str
    event_type: EventType
    status: OpportunityStatus
    church: ChurchCard
    starts_at: datetime
    ends_at: datetime
    timezone: str
    application_deadline: date
    online: bool
    city: str | None
    state: str | None
    compensation: Compensation
    honorarium_min: int | None
    honorarium_max: int | None
    travel_covered: bool
    lodging_provided: bool
    positions: list[PositionOut]
    featured: bool
    featured_until: datetime | None = Field(
        description="When its featured boost ends; None without one running"
    )
    accepting_applications: bool
    # Whole miles (at least 1) from where a search near a place was near; else null.
    distance_miles: int | None = None
    # How well it fits the speaker or musician asking, where they asked; else null.
    fit: FitOut | None = None


class MyApplicationRef(BaseModel):
    id: uuid.UUID
    status: ApplicationStatus
    position_title: str


class ViewerOnOpportunity(BaseModel):
    """What the caller may do here; the server decides, the page shows it."""

    can_manage: bool
    can_apply: bool
    apply_blocker: Translated | None = Field(
        description="Why the caller cannot apply, when they cannot"
    )
    my_application: MyApplicationRef | None
    applications_left: int | None = Field(description="This month; None: unlimited")
    # For a speaker or musician: what the church asks for that they do not hold verified (they
    # may still apply, told so).
    missing_credentials: list[CredentialRequirement] = []


class OpportunityOut(OpportunityCard):
    description: str
    address: str | None
    denomination: str | None
    worship_style: str | None
    expected_attendance: int | None
    required_credentials: list[CredentialRequirement]
    starts_local: datetime = Field(description="starts_at in the opportunity's timezone")
    ends_local: datetime
    published_at: datetime | None
    created_at: datetime
    closed_notice: Translated | None = Field(
        description="Why it takes no applications, when it does not"
    )
    share_title: Translated
    share_description: Translated
    viewer: ViewerOnOpportunity


class OpportunitySearchPage(BaseModel):
    results: list[OpportunityCard]
    page: int
    page_size: int
    has_more: bool


class ApplicantCounts(BaseModel):
    submitted: int = 0
    shortlisted: int = 0
    offered: int = 0
    hire_confirmed: int = 0
    rejected: int = 0
    not_selected: int = 0
    withdrawn: int = 0
    expired: int = 0


class ManagedOpportunity(OpportunityCard):
    """An opportunity in its church's own list."""

    published_at: datetime | None
    created_at: datetime
    applicants: ApplicantCounts


class ManagedOpportunityPage(CursorPage[ManagedOpportunity]):
    """A church's own opportunities, newest first."""


class PostingQuota(BaseModel):
    premium: bool
    postings_left: int
    monthly_allowance: int
    pack_credits_left: int
    can_post: bool = Field(description="The caller may write opportunities for their church")
