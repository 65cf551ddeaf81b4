"""Credentials a speaker or musician holds (issue 26): ordination, a background check,
safeguarding training, a licence, a reference. Each is self-reported until staff (or a check
provider) verify it; its evidence and the review's notes are private."""

import uuid
from datetime import date, datetime
from enum import StrEnum

from sqlalchemy import Date, ForeignKey, Integer, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base, UTCDateTime, utcnow


class CredentialKind(StrEnum):
    ordination = "ordination"
    background_check = "background_check"
    safeguarding_training = "safeguarding_training"
    licence = "licence"
    reference = "reference"


class CredentialStatus(StrEnum):
    pending = "pending"  # self-reported, waiting for review
    verified = "verified"
    rejected = "rejected"
    expired = "expired"  # was verified; its validity ended


class Credential(Base):
    __tablename__ = "credentials"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    talent_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    kind: Mapped[CredentialKind] = mapped_column(String(30))
    # What it is, in the holder's words: "Ordained elder", "Child protection level 2".
    title: Mapped[str] = mapped_column(String(150))
    issuer: Mapped[str] = mapped_column(String(150))
    issued_on: Mapped[date] = mapped_column(Date)
    # The last day it is valid; none: it does not expire.
    expires_on: Mapped[date | None] = mapped_column(Date)
    status: Mapped[CredentialStatus] = mapped_column(
        String(20), default=CredentialStatus.pending, index=True
    )
    # The evidence (a PDF or picture, private_files); a reference has none, its referee answers.
    evidence_storage_name: Mapped[str | None] = mapped_column(String(40), unique=True)
    evidence_filename: Mapped[str | None] = mapped_column(String(160))
    evidence_content_type: Mapped[str | None] = mapped_column(String(50))
    # A reference: who vouches, the one-time link's token hash, and their answer.
    referee_name: Mapped[str | None] = mapped_column(String(100))
    referee_email: Mapped[str | None] = mapped_column(String(320))
    referee_token_hash: Mapped[str | None] = mapped_column(String(64), unique=True)
    referee_relationship: Mapped[str | None] = mapped_column(String(150))
    referee_statement: Mapped[str | None] = mapped_column(Text)
    referee_answered_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # Who decided (a staff member, or a check provider by name) and when; the note is for staff,
    # the reason for a rejection is told to the talent. Neither is ever public.
    provider: Mapped[str] = mapped_column(String(40), default="staff")
    reviewed_by: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("users.id", ondelete="SET NULL")
    )
    reviewed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    review_note: Mapped[str | None] = mapped_column(Text)
    rejection_reason: Mapped[str | None] = mapped_column(Text)
    # The nearest expiry notice sent (60, 30 or 7 days before), so each goes once.
    expiry_notice_days: Mapped[int | None] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class CredentialCheckEvent(Base):
    """A check provider's webhook event, stored under its id before it is applied: a repeat is
    ignored (insert-or-ignore)."""

    __tablename__ = "credential_check_events"

    provider: Mapped[str] = mapped_column(String(40), primary_key=True)
    event_id: Mapped[str] = mapped_column(String(100), primary_key=True)
    credential_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("credentials.id", ondelete="SET NULL")
    )
    received_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
