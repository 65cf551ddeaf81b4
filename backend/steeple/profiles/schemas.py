import uuid
from typing import Annotated

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    HttpUrl,
    StringConstraints,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    field_validator,
)

from steeple.credentials.schemas import BadgeOut
from steeple.fit.reasons import FitOut
from steeple.i18n import _
from steeple.profiles.completeness import Completeness
from steeple.users.roles import Role
from steeple.web.text_input import MULTI_LINE


def _distinct(values: list[str]) -> list[str]:
    """Drops repeats, ignoring case, and keeps the first spelling."""
    seen: set[str] = set()
    distinct = []
    for value in values:
        if value.lower() not in seen:
            seen.add(value.lower())
            distinct.append(value)
    return distinct


_http_url = TypeAdapter(HttpUrl)


def _web_address(value: str) -> str:
    try:
        url = _http_url.validate_python(value.strip())
    except ValidationError as error:
        raise ValueError(_("Enter a full web address starting with https://")) from error
    if url.username or url.password:
        # https://user:pass@host shows a name that is not the site's.
        raise ValueError(_("Enter the web address without a user name or password"))
    text = str(url)
    if len(text) > 500:
        raise ValueError(_("The web address must be at most 500 characters"))
    return text


Tag = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40)]
# Topics, instruments, genres, skills: short labels, at most 20 of each.
Tags = Annotated[list[Tag], Field(max_length=20), AfterValidator(_distinct)]
Url = Annotated[str, AfterValidator(_web_address)]
Line40 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40)]
Line100 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=100)]
Line150 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=150)]
Line300 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=300)]
Line500 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=500)]
LongText = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=5000), MULTI_LINE
]
Colour = Annotated[str, StringConstraints(pattern=r"^#[0-9A-Fa-f]{6}$")]


class TalentProfileIn(BaseModel):
    """The whole talent profile editor, with the account fields it shows (name, city, state),
    saved together: a field left out is cleared."""

    model_config = ConfigDict(extra="forbid")

    full_name: Line100
    city: Line100 | None = None
    state: Line100 | None = None

    display_name: Line100 | None = None
    headline: Line150 | None = None
    bio: LongText | None = None
    travel_radius_miles: int | None = Field(default=None, ge=0, le=5000)
    topics: Tags = Field(default_factory=list)
    instruments: Tags = Field(default_factory=list)
    genres: Tags = Field(default_factory=list)
    skills: Tags = Field(default_factory=list)
    denomination: Line100 | None = None
    worship_style: Line100 | None = None
    fee_min: int | None = Field(default=None, ge=0, le=1_000_000)
    fee_max: int | None = Field(default=None, ge=0, le=1_000_000)
    love_offering: bool = False
    video_url: Url | None = None
    audio_url: Url | None = None
    website_url: Url | None = None
    availability: Line500 | None = None

    @field_validator("fee_max")
    @classmethod
    def _fee_range(cls, value: int | None, info: ValidationInfo) -> int | None:
        low = info.data.get("fee_min")
        if value is not None and low is not None and low > value:
            raise ValueError(_("The highest fee cannot be below the lowest"))
        return value


class TalentProfileOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    display_name: str | None
    headline: str | None
    bio: str | None
    travel_radius_miles: int | None
    topics: list[str]
    instruments: list[str]
    genres: list[str]
    skills: list[str]
    denomination: str | None
    worship_style: str | None
    fee_min: int | None
    fee_max: int | None
    love_offering: bool
    video_url: str | None
    audio_url: str | None
    website_url: str | None
    availability: str | None


class ContactDetails(BaseModel):
    """Shown only to those allowed (billing.entitlements.may_see_*_contact)."""

    email: str | None
    phone: str | None


class TalentIdentity(BaseModel):
    """Who a speaker or musician is, as their profile page and their directory card both show."""

    user_id: uuid.UUID
    role: Role
    name: str
    full_name: str
    photo: str | None
    city: str | None
    state: str | None


class TalentPublic(TalentIdentity):
    is_pro: bool
    # Of their shown reviews (reviews.service keeps them on the profile row).
    rating_average: float | None
    rating_count: int
    profile: TalentProfileOut
    contact: ContactDetails | None
    # Their credentials as anyone may see them: verified, self-reported or expired.
    badges: list[BadgeOut]


class MyProfile(BaseModel):
    """The signed-in talent's own profile, for the editor and the dashboard; both are null for
    churches (their profile is the church's: /api/churches/mine)."""

    talent: TalentProfileOut | None
    completeness: Completeness | None


class PhotoOut(BaseModel):
    profile_photo: str | None


class TalentCard(TalentIdentity):
    """A directory card (spec 01 §2 "Speaker directory and musician directory")."""

    headline: str | None
    topics: list[str]
    skills: list[str]
    instruments: list[str]
    genres: list[str]
    denomination: str | None
    worship_style: str | None
    is_pro: bool
    rating_average: float | None
    rating_count: int
    # Whole miles (at least 1) from where a search near a place was near; else null.
    distance_miles: int | None = None
    # How well they fit an opportunity, where one was asked about; else null.
    fit: FitOut | None = None
    badges: list[BadgeOut] = []


class DirectoryPage(BaseModel):
    results: list[TalentCard]
    page: int
    page_size: int
    has_more: bool
