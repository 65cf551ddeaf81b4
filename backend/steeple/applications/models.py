import uuid
from datetime import date, datetime
from enum import StrEnum

from sqlalchemy import Date, ForeignKey, Index, Integer, String, Text, UniqueConstraint, Uuid
from sqlalchemy.orm import Mapped, mapped_column, relationship

from steeple.db import Base, CreatedAtMixin, UTCDateTime, utcnow


class ApplicationStatus(StrEnum):
    """DECISIONS.md "The hiring loop"; the moves between them are applications.transitions."""

    submitted = "submitted"
    shortlisted = "shortlisted"
    offered = "offered"
    hire_confirmed = "hire_confirmed"  # the talent accepted the offer
    rejected = "rejected"  # the talent declined the offer
    not_selected = "not_selected"  # the church passed, or the position was filled
    withdrawn = "withdrawn"
    expired = "expired"  # an offer past its respond-by date


class Application(CreatedAtMixin, Base):
    """A speaker's or musician's application to one position of an opportunity."""

    __tablename__ = "applications"
    __table_args__ = (
        UniqueConstraint("opportunity_id", "applicant_id", name="one_per_opportunity"),
        Index("ix_applications_applicant", "applicant_id", "created_at", "id"),
        Index("ix_applications_opportunity", "opportunity_id", "status"),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    opportunity_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("opportunities.id", ondelete="CASCADE")
    )
    position_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("opportunity_positions.id", ondelete="CASCADE"), index=True
    )
    applicant_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    # Denormalised from the opportunity so a church's inbox of applicants is one index range.
    church_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("churches.id", ondelete="CASCADE"), index=True
    )
    cover_message: Mapped[str] = mapped_column(Text)
    # Whole US dollars the applicant proposes; None: left to the church.
    proposed_fee: Mapped[int | None] = mapped_column(Integer)
    status: Mapped[ApplicationStatus] = mapped_column(
        String(20), default=ApplicationStatus.submitted
    )
    # The church's note when it passes (shown to the applicant).
    decision_note: Mapped[str | None] = mapped_column(Text)
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)

    offer: Mapped["Offer | None"] = relationship(
        back_populates="application", lazy="selectin", uselist=False
    )


class Travel(StrEnum):
    covered = "covered"
    reimbursed = "reimbursed"  # up to travel_cap
    none = "none"


class Honorarium(StrEnum):
    amount = "amount"
    love_offering = "love_offering"


class Offer(CreatedAtMixin, Base):
    """What the church offers an applicant, in full (DECISIONS.md "The hiring loop")."""

    __tablename__ = "offers"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    application_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("applications.id", ondelete="CASCADE"), unique=True
    )
    position_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("opportunity_positions.id", ondelete="CASCADE")
    )
    offered_by: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL")
    )
    event_date: Mapped[date] = mapped_column(Date)
    honorarium: Mapped[Honorarium] = mapped_column(String(20))
    honorarium_amount: Mapped[int | None] = mapped_column(Integer)
    travel: Mapped[Travel] = mapped_column(String(20))
    travel_cap: Mapped[int | None] = mapped_column(Integer)
    lodging_provided: Mapped[bool] = mapped_column(default=False)
    w9_required: Mapped[bool] = mapped_column(default=False)
    notes: Mapped[str | None] = mapped_column(Text)
    # The offer stands until the end of this day in the opportunity's timezone.
    respond_by: Mapped[date] = mapped_column(Date)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime(), index=True)
    responded_at: Mapped[datetime | None] = mapped_column(UTCDateTime())

    application: Mapped[Application] = relationship(back_populates="offer")
