import uuid
from datetime import datetime
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


class ChurchPage(BaseModel):
    """What a church's public page shows."""

    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    church_name: str
    contact_name: str
    primary_address: str | None
    city: str | None
    state: str | None
    photo: str | None
    website: str | None
    denomination: str | None
    about: str | None
    theme: Theme
    primary_color: str
    facebook_url: str | None
    instagram_url: str | None
    twitter_url: str | None
    youtube_url: str | None
    # Of the reviews talent gave it (reviews.service keeps them on the church row).
    rating_average: float | None
    rating_count: int


class ChurchPublic(ChurchPage):
    # Email and phone, for those allowed (billing.entitlements.may_see_church_contact).
    contact: ContactDetails | None
    # Whom the page's Message button writes to: the church's first admin (None: it has none).
    message_user_id: uuid.UUID | None


class ChurchOut(ChurchPage):
    """The church as its members see it, with what the caller may do."""

    contact_email: str | None
    phone: str | None
    timezone: str
    my_role: MemberRole
    can_edit: bool
    completeness: Completeness


class MembershipOut(BaseModel):
    """The signed-in user's church, for the navigation and the guards."""

    church_id: uuid.UUID
    church_name: str
    role: MemberRole


class MemberOut(BaseModel):
    """A person on the church's team (spec 02 §3 "Church user"); `id` is their user id."""

    id: uuid.UUID
    full_name: str
    email: str
    role: MemberRole
    created_at: datetime


class MemberRoleIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    role: MemberRole


class InvitationIn(BaseModel):
    """Spec 02 §3 "Invitation form" with the §5 rules."""

    model_config = ConfigDict(extra="forbid")

    email: EmailStr
    role: MemberRole = MemberRole.member
    message: Annotated[str, StringConstraints(strip_whitespace=True, max_length=500)] | None = None


class PendingInvitationOut(BaseModel):
    """Spec 02 §3 "Pending invitation"."""

    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    email: str
    role: MemberRole
    expires_at: datetime


class InvitationPublic(BaseModel):
    """What the invitation page shows to whoever holds the link."""

    church_name: str
    role: MemberRole
    email: str
    expires_at: datetime
