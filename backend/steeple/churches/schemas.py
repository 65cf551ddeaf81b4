import uuid
from typing import Annotated

from pydantic import BaseModel, ConfigDict, EmailStr, Field, StringConstraints

from steeple.churches.models import DEFAULT_TIMEZONE, ChurchTimezone, MemberRole
from steeple.churches.themes import Theme
from steeple.profiles.completeness import Completeness
from steeple.profiles.schemas import (
    Colour,
    ContactDetails,
    Line40,
    Line100,
    Line150,
    Line300,
    LongText,
    Url,
)

Place = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=100)]


class ChurchIn(BaseModel):
    """The whole editable church (spec 02 §2.5 Church Information, Theme & Branding and Social
    Media Links): a field left out is cleared; the name is required."""

    model_config = ConfigDict(extra="forbid")

    church_name: Line150
    contact_name: Line100 | None = None
    contact_email: EmailStr | None = None
    phone: Line40 | None = None
    primary_address: Line300 | None = None
    city: Place | None = None
    state: Place | None = None
    timezone: ChurchTimezone = Field(
        default=DEFAULT_TIMEZONE, description="The calendar monthly posting quotas follow"
    )
    website: Url | None = None
    denomination: Line100 | None = None
    about: LongText | None = None
    theme: Theme = Theme.blue
    primary_color: Colour = "#3B82F6"
    facebook_url: Url | None = None
    instagram_url: Url | None = None
    twitter_url: Url | None = None
    youtube_url: Url | None = None


class ChurchOut(BaseModel):
    """The church as its members see it, with what the caller may do."""

    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    church_name: str
    contact_name: str
    contact_email: str | None
    phone: str | None
    primary_address: str | None
    city: str | None
    state: str | None
    photo: str | None
    timezone: str
    website: str | None
    denomination: str | None
    about: str | None
    theme: Theme
    primary_color: str
    facebook_url: str | None
    instagram_url: str | None
    twitter_url: str | None
    youtube_url: str | None
    my_role: MemberRole
    can_edit: bool
    completeness: Completeness


class ChurchPublic(BaseModel):
    id: uuid.UUID
    photo: str | None
    city: str | None
    state: str | None
    primary_address: str | None
    contact_name: str
    church_name: str
    website: str | None
    denomination: str | None
    about: str | None
    theme: Theme
    primary_color: str
    facebook_url: str | None
    instagram_url: str | None
    twitter_url: str | None
    youtube_url: str | None
    contact: ContactDetails | None


class MembershipOut(BaseModel):
    """The signed-in user's church, for the navigation and the guards."""

    church_id: uuid.UUID
    church_name: str
    role: MemberRole
