"""Raw analytics events and their daily totals (docs/architecture.md "Analytics")."""

import uuid
from datetime import date

from sqlalchemy import BigInteger, Date, Integer, String, UniqueConstraint, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base


class AnalyticsEvent(Base):
    """One counted event. `viewer` is a daily-salted hash for views (so the unique constraint
    keeps one per viewer per day) and None for events counted every time (NULLs never clash)."""

    __tablename__ = "analytics_events"
    __table_args__ = (
        UniqueConstraint("subject_id", "metric", "day", "viewer", name="uq_analytics_events_once"),
    )

    # BIGINT on PostgreSQL; SQLite only numbers an INTEGER primary key by itself.
    id: Mapped[int] = mapped_column(
        BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    )
    # A talent's user id, a church's id or an opportunity's id: no foreign key, since the
    # subject is one of three tables and the figures are history.
    subject_id: Mapped[uuid.UUID] = mapped_column(Uuid)
    metric: Mapped[str] = mapped_column(String(32))
    day: Mapped[date] = mapped_column(Date)
    viewer: Mapped[str | None] = mapped_column(String(32))


class AnalyticsDaily(Base):
    """What the charts read: one row per subject, metric and day that had any."""

    __tablename__ = "analytics_daily"

    subject_id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True)
    metric: Mapped[str] = mapped_column(String(32), primary_key=True)
    day: Mapped[date] = mapped_column(Date, primary_key=True)
    count: Mapped[int] = mapped_column(Integer, default=0)
