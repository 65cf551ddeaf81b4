import uuid
from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from steeple.reviews.models import Side
from steeple.web.pagination import CursorPage
from steeple.web.text_input import MULTI_LINE

ReviewText = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000), MULTI_LINE
]


class ReviewIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rating: int = Field(ge=1, le=5, description="Stars, 1 to 5")
    text: ReviewText


class ReplyIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: ReviewText


class ReviewAuthor(BaseModel):
    """Who wrote it, as their page is linked: a church by its id, a speaker or musician by
    their user id."""

    id: uuid.UUID
    name: str
    role: Literal["church", "speaker", "musician"]
    photo: str | None


class ReviewOut(BaseModel):
    id: uuid.UUID
    side: Side
    author: ReviewAuthor
    rating: int
    text: str
    created_at: datetime
    # None: not yet shown to the other side or the public (their review or the window's end).
    released_at: datetime | None
    reply: str | None
    replied_at: datetime | None
    mine: bool = Field(description="The caller wrote it (and so may not report it)")


class ApplicationReviews(BaseModel):
    """The review state of one hire, for one of its parties."""

    can_review: bool
    can_reply: bool = Field(description="The caller may reply to `theirs`")
    # The review window (the event's start and 30 days on); None without a confirmed hire.
    opens_at: datetime | None
    closes_at: datetime | None
    mine: ReviewOut | None
    theirs: ReviewOut | None = Field(description="Only once released")


class ReviewsPage(CursorPage[ReviewOut]):
    """A profile's released, shown reviews, newest first, and their average and count."""

    average: float | None
    count: int
