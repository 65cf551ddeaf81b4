import uuid
from datetime import date, datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import (
    JSON,
    CheckConstraint,
    Date,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    Uuid,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from steeple.db import Base, CreatedAtMixin, UTCDateTime, utcnow


class EventType(StrEnum):
    sunday_service = "sunday_service"
    revival = "revival"
    conference = "conference"
    retreat = "retreat"
    youth_event = "youth_event"
    worship_night = "worship_night"
    concert = "concert"
    other = "other"


class OpportunityStatus(StrEnum):
    """draft -> open (published) -> closed | filled | cancelled; a draft may be cancelled too."""

    draft = "draft"
    open = "open"
    closed = "closed"
    filled = "filled"
    cancelled = "cancelled"


class Compensation(StrEnum):
    honorarium = "honorarium"
    love_offering = "love_offering"


class PositionRole(StrEnum):
    speaker = "speaker"
    musician = "musician"


# What the list's filters read (opportunities.search), besides its order.
LIST_FILTER_COLUMNS = [
    "featured_until",
    "event_type",
    "seeks_speakers",
    "seeks_musicians",
    "starts_on",
    "place_text",
    "online",
    "compensation",
    "travel_covered",
    "lodging_provided",
]


class Opportunity(CreatedAtMixin, Base):
    """An event a church needs speakers or musicians for, and the positions it offers."""

    __tablename__ = "opportunities"
    __table_args__ = (
        # The list's order among open opportunities: soonest first. Its filters' columns are
        # included, so that walking the order tests them without reading the table.
        Index(
            "ix_opportunities_open_soonest",
            "status",
            "starts_at",
            "id",
            postgresql_include=LIST_FILTER_COLUMNS,
        ),
        # The same within one event type: filtering by type walks that type's alone.
        Index(
            "ix_opportunities_open_by_type",
            "status",
            "event_type",
            "starts_at",
            "id",
            postgresql_include=[c for c in LIST_FILTER_COLUMNS if c != "event_type"],
        ),
        # The same for the few with a featured boost, which the list shows first.
        Index(
            "ix_opportunities_featured",
            "status",
            "starts_at",
            "id",
            postgresql_include=LIST_FILTER_COLUMNS,
            postgresql_where=text("featured_until IS NOT NULL"),
        ),
        Index("ix_opportunities_church", "church_id", "created_at"),
        # A search near a place reads the box around it (places.distance) from here.
        Index(
            "ix_opportunities_place",
            "status",
            "latitude",
            "longitude",
            postgresql_include=[*LIST_FILTER_COLUMNS, "place_x", "place_y", "place_z", "starts_at"],
        ),
        # Contains-matching at scale on PostgreSQL (SQLite scans: the embedded setup is small).
        Index(
            "ix_opportunities_search_text_trgm",
            "search_text",
            postgresql_using="gin",
            postgresql_ops={"search_text": "gin_trgm_ops"},
        ).ddl_if(dialect="postgresql"),
        CheckConstraint("ends_at >= starts_at", name="ends_after_start"),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    church_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("churches.id", ondelete="CASCADE"))
    created_by: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL")
    )
    title: Mapped[str] = mapped_column(String(150))
    event_type: Mapped[EventType] = mapped_column(String(30))
    description: Mapped[str] = mapped_column(Text)
    # Instants in UTC; `timezone` (the church's when written) is the calendar they were given in.
    starts_at: Mapped[datetime] = mapped_column(UTCDateTime())
    ends_at: Mapped[datetime] = mapped_column(UTCDateTime())
    # The first day, in `timezone`: the list's date filters compare days, not instants.
    starts_on: Mapped[date] = mapped_column(Date)
    timezone: Mapped[str] = mapped_column(String(50))
    # Applications are taken until the end of this day, in `timezone`.
    application_deadline: Mapped[date] = mapped_column(Date)
    online: Mapped[bool] = mapped_column(default=False)
    address: Mapped[str | None] = mapped_column(String(300))
    city: Mapped[str | None] = mapped_column(String(100))
    state: Mapped[str | None] = mapped_column(String(100))
    # Where the city is (places.gazetteer.put_place); none for an online event. And as a unit
    # vector, for searches near a place (places.distance).
    latitude: Mapped[float | None] = mapped_column(Float)
    longitude: Mapped[float | None] = mapped_column(Float)
    place_x: Mapped[float | None] = mapped_column(Float)
    place_y: Mapped[float | None] = mapped_column(Float)
    place_z: Mapped[float | None] = mapped_column(Float)
    denomination: Mapped[str | None] = mapped_column(String(100))
    worship_style: Mapped[str | None] = mapped_column(String(100))
    expected_attendance: Mapped[int | None] = mapped_column(Integer)
    compensation: Mapped[Compensation] = mapped_column(String(20))
    # Whole US dollars; only for an honorarium.
    honorarium_min: Mapped[int | None] = mapped_column(Integer)
    honorarium_max: Mapped[int | None] = mapped_column(Integer)
    travel_covered: Mapped[bool] = mapped_column(default=False)
    lodging_provided: Mapped[bool] = mapped_column(default=False)
    # The credentials the church asks of its guests: [{"kind": ..., "within_months": ...}]
    # (credentials.service.missing_for says what a talent lacks).
    required_credentials: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    status: Mapped[OpportunityStatus] = mapped_column(String(20), default=OpportunityStatus.draft)
    # Set once, when first published: the month's posting quota counts it.
    published_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # A featured boost lasts until then (billing sets it).
    featured_until: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # Hidden by staff (moderation/): shown to its own church only.
    hidden_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)

    # Kept by opportunities.search on every flush that writes the opportunity or its positions.
    search_text: Mapped[str] = mapped_column(Text, default=" ")
    place_text: Mapped[str] = mapped_column(String(250), default=" ")
    seeks_speakers: Mapped[bool] = mapped_column(default=False)
    seeks_musicians: Mapped[bool] = mapped_column(default=False)

    positions: Mapped[list["Position"]] = relationship(
        back_populates="opportunity",
        order_by="Position.sort_order",
        cascade="all, delete-orphan",
        lazy="selectin",
    )


class Position(Base):
    """A role the event needs filled, such as "Guest speaker" or "Keyboardist", and how many."""

    __tablename__ = "opportunity_positions"
    __table_args__ = (CheckConstraint("openings BETWEEN 1 AND 20", name="openings_range"),)

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    opportunity_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("opportunities.id", ondelete="CASCADE"), index=True
    )
    sort_order: Mapped[int] = mapped_column(Integer, default=0)
    title: Mapped[str] = mapped_column(String(80))
    role: Mapped[PositionRole] = mapped_column(String(20))
    openings: Mapped[int] = mapped_column(Integer, default=1)

    opportunity: Mapped[Opportunity] = relationship(back_populates="positions")
