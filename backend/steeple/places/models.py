"""The gazetteer's table: one row per US ZIP code, loaded from the `zipcodes` package by a
migration (its data ships inside the wheel)."""

from sqlalchemy import Float, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base


class Place(Base):
    __tablename__ = "places"

    zip_code: Mapped[str] = mapped_column(String(5), primary_key=True)
    city: Mapped[str] = mapped_column(String(80))
    state: Mapped[str] = mapped_column(String(2))
    # The city as it is looked up (gazetteer.city_key).
    city_key: Mapped[str] = mapped_column(String(80))
    latitude: Mapped[float] = mapped_column(Float)
    longitude: Mapped[float] = mapped_column(Float)
    # An IANA zone; None for the few ZIP codes the package gives none.
    time_zone: Mapped[str | None] = mapped_column(String(64))

    __table_args__ = (
        Index("ix_places_state_city_key", "state", "city_key"),
        # Suggestions as one types: a city's first letters are a range of this index.
        Index("ix_places_city_key", "city_key"),
        # Loaded by its migration, not written by anyone (steeple.models.APP_TABLES).
        {"info": {"reference_data": True}},
    )
