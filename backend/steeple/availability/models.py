"""A speaker's or musician's calendar: the days they block, the rules that repeat, the days their
confirmed hires book, and the all-day unavailability search reads (docs/architecture.md
"Availability")."""

import uuid
from datetime import date
from enum import StrEnum

from sqlalchemy import (
    JSON,
    CheckConstraint,
    Date,
    ForeignKey,
    Index,
    Integer,
    SmallInteger,
    String,
    Uuid,
    text,
)
from sqlalchemy.dialects.postgresql import ExcludeConstraint
from sqlalchemy.orm import Mapped, mapped_column

from steeple.availability.recurrence import Frequency
from steeple.db import Base, CreatedAtMixin


class PartOfDay(StrEnum):
    """When on a day a rule holds, in the talent's time zone: mornings end at noon, afternoons
    at five."""

    all_day = "all_day"
    morning = "morning"
    afternoon = "afternoon"
    evening = "evening"


class AvailabilityCalendar(CreatedAtMixin, Base):
    """One per talent, made with their first change: the time zone their days are in, and the
    feed link's version (a reset moves it on, and the old link answers 404)."""

    __tablename__ = "availability_calendars"

    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    time_zone: Mapped[str] = mapped_column(String(64))
    feed_version: Mapped[int] = mapped_column(Integer, default=1)
    # The last day the rules' days are written out to in unavailable_days (service.HORIZON).
    days_through: Mapped[date] = mapped_column(Date)


class AvailabilityBlock(CreatedAtMixin, Base):
    """Days off: one day or a range (both ends included), with a reason only the talent reads."""

    __tablename__ = "availability_blocks"
    __table_args__ = (
        CheckConstraint("ends_on >= starts_on", name="ends_after_start"),
        Index("ix_availability_blocks_user", "user_id", "starts_on"),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    user_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    starts_on: Mapped[date] = mapped_column(Date)
    ends_on: Mapped[date] = mapped_column(Date)
    reason: Mapped[str | None] = mapped_column(String(200))


class AvailabilityRule(CreatedAtMixin, Base):
    """A repeating unavailability (recurrence.Repeat): weekly, or monthly on the `ordinal`
    weekday; all day or part of it."""

    __tablename__ = "availability_rules"
    __table_args__ = (Index("ix_availability_rules_user", "user_id"),)

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    user_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    frequency: Mapped[Frequency] = mapped_column(String(10))
    # Days of the week, Monday 0 to Sunday 6, as a sorted comma list ("5,6").
    weekdays: Mapped[str] = mapped_column(String(13))
    ordinal: Mapped[int | None] = mapped_column(SmallInteger)
    part_of_day: Mapped[PartOfDay] = mapped_column(String(10), default=PartOfDay.all_day)
    starts_on: Mapped[date] = mapped_column(Date)
    until: Mapped[date | None] = mapped_column(Date)
    # Single dates the rule skips, as ISO strings.
    skipped: Mapped[list[str]] = mapped_column(JSON, default=list)
    reason: Mapped[str | None] = mapped_column(String(200))


class Booking(CreatedAtMixin, Base):
    """The days a confirmed hire takes, written when the talent accepts and deleted when the hire
    ends (the opportunity cancelled): never one of the talent's own blocks. Two bookings of one
    talent never share a day: PostgreSQL refuses the second with an exclusion constraint, and on
    SQLite the accept checks inside its transaction, which holds the database's write lock."""

    __tablename__ = "bookings"
    __table_args__ = (
        CheckConstraint("last_day >= first_day", name="ends_after_start"),
        Index("ix_bookings_talent", "talent_id", "first_day"),
        ExcludeConstraint(
            ("talent_id", "="),
            (text("daterange(first_day, last_day, '[]')"), "&&"),
            name="one_booking_a_day",
            using="gist",
        ).ddl_if(dialect="postgresql"),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    application_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("applications.id", ondelete="CASCADE"), unique=True
    )
    talent_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    first_day: Mapped[date] = mapped_column(Date)
    last_day: Mapped[date] = mapped_column(Date)


class UnavailableDay(Base):
    """Each day a talent is away all day, from their blocks and all-day rules, written out for
    search: "available on" a date is one index lookup per candidate. Rebuilt with every change to
    the talent's blocks or rules, and carried forward daily (service.HORIZON)."""

    __tablename__ = "unavailable_days"
    __table_args__ = (Index("ix_unavailable_days_user", "user_id", "day"),)

    day: Mapped[date] = mapped_column(Date, primary_key=True)
    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
