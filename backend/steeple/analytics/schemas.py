import uuid
from datetime import date
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field


class Period(StrEnum):
    week = "7d"
    month = "30d"
    quarter = "90d"
    year = "12m"


class Counts(BaseModel):
    """Every metric; those that are not the account kind's (see AnalyticsOut.metrics) are null."""

    profile_views: int | None = None
    directory_appearances: int | None = None
    opportunity_views: int | None = None
    applications: int | None = None
    shortlisted: int | None = None
    offered: int | None = None
    confirmed: int | None = None
    declined: int | None = Field(default=None, description="Offers the talent declined")
    not_selected: int | None = None


class Bucket(Counts):
    start: date = Field(description="The day, or the month's first day for 12m")


class OpportunityFigures(BaseModel):
    id: uuid.UUID
    title: str
    views: int
    applicants: int


class AnalyticsOut(BaseModel):
    period: Period
    kind: Literal["talent", "church"]
    metrics: list[str] = Field(description="The kind's metrics, in the order they are shown")
    buckets: list[Bucket]
    totals: Counts
    acceptance_rate: float | None = Field(
        default=None, description="Talent: confirmed / offers answered (0..1); null when none"
    )
    # Church extras (null or empty for talent)
    opportunities: list[OpportunityFigures] = []
    median_days_to_hire: float | None = Field(
        default=None, description="Posting to a confirmed hire, over hires in the period"
    )
    postings_used: int | None = Field(default=None, description="Published this month")
    postings_limit: int | None = Field(
        default=None, description="This month's postings in all (used plus those left)"
    )
