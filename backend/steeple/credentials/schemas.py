import uuid
from datetime import date, datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, EmailStr, Field, StringConstraints

from steeple.credentials.models import CredentialKind, CredentialStatus

Text150 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=150)]
Text100 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=100)]
Note = Annotated[str, StringConstraints(strip_whitespace=True, max_length=2000)]
Reason = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000)]
Statement = Annotated[str, StringConstraints(strip_whitespace=True, min_length=20, max_length=4000)]


class CredentialIn(BaseModel):
    """A credential as the talent adds it (a multipart form, with its evidence file)."""

    kind: CredentialKind
    title: Text150
    issuer: Text150
    issued_on: date
    # Left out: the kind's usual validity (36 months for checks and training; none otherwise).
    expires_on: date | None = None
    # A reference names who vouches; they answer through a one-time emailed link.
    referee_name: Text100 | None = None
    referee_email: EmailStr | None = None


class CredentialRequirement(BaseModel):
    """A credential an opportunity asks of its guests."""

    model_config = ConfigDict(extra="forbid")

    kind: CredentialKind
    # Issued within this many months (a recent background check); none: whenever.
    within_months: int | None = Field(default=None, ge=1, le=120)


class CredentialOut(BaseModel):
    """A credential as its holder sees it (never its staff note)."""

    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    kind: CredentialKind
    title: str
    issuer: str
    issued_on: date
    expires_on: date | None
    status: CredentialStatus
    evidence_filename: str | None
    referee_name: str | None
    referee_answered_at: datetime | None
    reviewed_at: datetime | None
    # Why staff turned it down, for the holder to put right.
    rejection_reason: str | None
    created_at: datetime


class BadgeOut(BaseModel):
    """A credential as anyone sees it on a profile or a directory card: what it is and who
    vouches for it, never its evidence or the review's notes."""

    kind: CredentialKind
    title: str
    issuer: str
    # verified; self_reported (not reviewed yet); expired (greyed out).
    standing: Literal["verified", "self_reported", "expired"]
    verified_by: str | None
    verified_at: datetime | None
    valid_until: date | None


class ReviewCredentialOut(CredentialOut):
    """What staff review: the holder, the referee's answer, the provider and the note."""

    talent_id: uuid.UUID
    talent_name: str
    talent_email: str
    referee_email: str | None
    referee_relationship: str | None
    referee_statement: str | None
    provider: str
    review_note: str | None


class CredentialVerifyIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    note: Note = ""


class CredentialRejectIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    reason: Reason
    note: Note = ""


class ReferenceRequestOut(BaseModel):
    """What a referee's one-time link shows: who asks, for what."""

    talent_name: str
    title: str
    referee_name: str
    answered: bool


class ReferenceIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    relationship: Text150
    statement: Statement


class CheckEventIn(BaseModel):
    """A check provider's event (the test provider's shape; a real vendor's adapter maps to it)."""

    model_config = ConfigDict(extra="forbid")

    id: Annotated[str, StringConstraints(min_length=1, max_length=100)]
    credential_id: uuid.UUID
    outcome: Literal["clear", "consider"]
