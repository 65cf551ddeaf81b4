import uuid
from datetime import datetime
from enum import StrEnum

from sqlalchemy import (
    CheckConstraint,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    Uuid,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base, CreatedAtMixin, UTCDateTime


class Side(StrEnum):
    """Who wrote the review: the church (about the talent it hired) or the talent (about it)."""

    church = "church"
    talent = "talent"


class Review(CreatedAtMixin, Base):
    """One side's review of a confirmed hire (DECISIONS.md "Reviews"): hidden from the other side
    and the public until `released_at` (both written, or the window closed)."""

    __tablename__ = "reviews"
    __table_args__ = (
        UniqueConstraint("application_id", "side", name="one_per_side"),
        CheckConstraint("rating BETWEEN 1 AND 5", name="rating_1_to_5"),
        # A profile's public reviews, newest first: one index range each.
        Index("ix_reviews_talent", "talent_id", "side", "created_at", "id"),
        Index("ix_reviews_church", "church_id", "side", "created_at", "id"),
        # The release sweep's few: written, window closed, not yet released.
        Index(
            "ix_reviews_unreleased",
            "closes_at",
            postgresql_where=text("released_at IS NULL"),
            sqlite_where=text("released_at IS NULL"),
        ),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    application_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("applications.id", ondelete="CASCADE")
    )
    side: Mapped[Side] = mapped_column(String(10))
    author_id: Mapped[uuid.UUID | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # The hire's two parties, denormalised from the application so each profile's list is a range.
    talent_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    church_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("churches.id", ondelete="CASCADE"))
    rating: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)
    # The end of the review window (the event's start + 30 days): released then at the latest.
    closes_at: Mapped[datetime] = mapped_column(UTCDateTime())
    released_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    hidden_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    reply: Mapped[str | None] = mapped_column(Text)
    replied_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    replied_by: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL")
    )
