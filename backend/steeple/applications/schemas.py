import uuid
from datetime import date, datetime
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from steeple.applications.models import ApplicationStatus, Honorarium, Travel
from steeple.opportunities.schemas import OpportunityCard
from steeple.profiles.schemas import LongText, TalentCard
from steeple.web.pagination import CursorPage
from steeple.web.text_input import MULTI_LINE

Dollars = Annotated[int, Field(ge=0, le=100_000)]
Note = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000), MULTI_LINE
]


class ApplicationIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    position_id: uuid.UUID
    cover_message: LongText
    proposed_fee: Dollars | None = Field(default=None, description="Whole US dollars")
    available: bool = Field(description="The applicant confirms they are free on the date")


class DeclineIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    note: Note | None = Field(default=None, description="Shown to the applicant")


class OfferIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    position_id: uuid.UUID = Field(description="The position offered (usually the one applied to)")
    event_date: date
    honorarium: Honorarium
    honorarium_amount: Dollars | None = None
    travel: Travel
    travel_cap: Dollars | None = Field(default=None, description="For travel reimbursed")
    lodging_provided: bool = False
    w9_required: bool = False
    notes: Note | None = None
    respond_by: date


class OfferOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    position_id: uuid.UUID
    position_title: str
    event_date: date
    honorarium: Honorarium
    honorarium_amount: int | None
    travel: Travel
    travel_cap: int | None
    lodging_provided: bool
    w9_required: bool
    notes: str | None
    respond_by: date
    expires_at: datetime
    responded_at: datetime | None
    created_at: datetime


class ApplicantSummary(TalentCard):
    """The applicant as the church reviewing them sees them."""

    email: str | None = Field(description="For the church reviewing the application")
    bio: str | None
    fee_min: int | None
    fee_max: int | None
    love_offering: bool


class ApplicationOut(BaseModel):
    id: uuid.UUID
    status: ApplicationStatus
    position_id: uuid.UUID
    position_title: str
    cover_message: str
    proposed_fee: int | None
    decision_note: str | None
    created_at: datetime
    updated_at: datetime
    opportunity: OpportunityCard
    applicant: ApplicantSummary
    offer: OfferOut | None
    # What the caller may do now (the server decides; the page shows the buttons).
    can_withdraw: bool
    can_respond: bool
    can_review: bool


class ApplicationPage(CursorPage[ApplicationOut]):
    """The caller's own applications (a church's received ones), newest first."""


class ApplicationsSummary(BaseModel):
    """The talent dashboard's figures."""

    by_status: dict[ApplicationStatus, int]
    offers_waiting: list[ApplicationOut]
    applications_left: int | None = Field(description="This month; None: unlimited")
    monthly_allowance: int | None
