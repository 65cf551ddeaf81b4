import uuid
from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator

from steeple.churches.models import ChurchTimezone
from steeple.churches.schemas import MembershipOut
from steeple.i18n import Translated, _
from steeple.profiles.schemas import Tags
from steeple.users.models import DigestFrequency, Language
from steeple.users.roles import Role, normalise_role

FullName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=100)]
ChurchName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=150)]
Place = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=100)]


class UserOut(BaseModel):
    """The signed-in user as the app sees it (spec 02 §3 "Signed-in user" and "User record")."""

    id: uuid.UUID
    email: str
    role: Role | None
    full_name: str
    # The church's name for its members; before onboarding, the name given at sign-up.
    church_name: str | None
    church: MembershipOut | None
    # The catalogue key of the plan in force (the church's for its members), or "free".
    plan: str
    # Its name for people: "Church Premium", "Speaker Pro", or "Free".
    plan_name: Translated
    # Church Premium for church members, Pro for speakers and musicians.
    premium: bool
    profile_photo: str | None
    needs_onboarding: bool
    email_verified: bool
    is_staff: bool
    city: str | None
    state: str | None
    created_at: datetime


class AccountUpdate(BaseModel):
    """What a user may change about their own account. A field left out stays as it is; the name
    cannot be cleared. The church's name belongs to the church (admins: /api/churches)."""

    model_config = ConfigDict(extra="forbid")

    full_name: FullName | None = None
    city: Place | None = None
    state: Place | None = None

    @field_validator("full_name")
    @classmethod
    def _name_kept(cls, value: str | None) -> str:
        # Only an explicit null reaches this (defaults are not validated).
        if value is None:
            raise ValueError(_("Your name cannot be empty"))
        return value


class OnboardingIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    role: Role | None = Field(default=None, description="Required when the account has no role")
    full_name: FullName
    city: Place
    state: Place
    church_name: ChurchName | None = None
    # Talent basics: topics for speakers, instruments and genres for musicians.
    topics: Tags = Field(default_factory=list)
    instruments: Tags = Field(default_factory=list)
    genres: Tags = Field(default_factory=list)

    @field_validator("role", mode="before")
    @classmethod
    def _normalise(cls, value: object) -> object:
        return normalise_role(value) if isinstance(value, str) else value


class SettingsOut(BaseModel):
    """Spec 01 §3 "User settings" as the settings page shows them."""

    language: Language
    timezone: ChurchTimezone = Field(
        description="The calendar of the user's monthly quotas, digests and email dates"
    )
    email_notifications: bool
    allow_member_messages: bool
    email_digest_frequency: DigestFrequency
    # Changed by two-factor enrolment only, never by this form.
    two_factor_enabled: bool
    created_at: datetime
    updated_at: datetime


class SettingsUpdate(BaseModel):
    """What the settings page may change; a field left out stays as it is, none can be cleared."""

    model_config = ConfigDict(extra="forbid")

    language: Language | None = None
    timezone: ChurchTimezone | None = None
    email_notifications: bool | None = None
    allow_member_messages: bool | None = None
    email_digest_frequency: DigestFrequency | None = None

    @field_validator("*")
    @classmethod
    def _not_cleared(cls, value: object) -> object:
        # Only an explicit null reaches this (defaults are not validated).
        if value is None:
            raise ValueError(_("Choose a value"))
        return value


class AccountDeletionIn(BaseModel):
    """Deleting one's account: the password and, with two-factor sign-in on, a current code or a
    recovery code."""

    model_config = ConfigDict(extra="forbid")

    password: Annotated[str, StringConstraints(min_length=1, max_length=128)]
    code: Annotated[str, StringConstraints(max_length=32)] | None = None
