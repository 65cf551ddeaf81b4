import uuid
from datetime import datetime

from sqlalchemy import JSON, Boolean, Float, ForeignKey, Index, Integer, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base, CreatedAtMixin, UTCDateTime, utcnow

# What the directory's field filters read (profiles.search), besides the name. The order indexes
# include them, so that walking the order tests them without reading the table (search_text,
# long, is left out: it is read from the row).
DIRECTORY_FILTER_COLUMNS = [
    "topics_text",
    "skills_text",
    "instruments_text",
    "genres_text",
    "denomination_text",
    "worship_style_text",
    "place_text",
    # A search near a place walking the order tests the distance in the index too.
    "place_x",
    "place_y",
    "place_z",
    "travel_radius_miles",
]


# What a search near a place reads besides the box (profiles.search, fit.service).
NEAR_COLUMNS = [
    "place_x",
    "place_y",
    "place_z",
    "travel_radius_miles",
    "role",
    "rank",
    "search_name",
    "user_id",
]


class TalentProfile(CreatedAtMixin, Base):
    """A speaker's or musician's public profile. Onboarding fills the basics; the profile editor
    adds the rest. Name, city and state live on the user."""

    __tablename__ = "talent_profiles"
    __table_args__ = (
        # The directory's order (rank DESC, name, id), with and without a role: a search for a
        # common term walks one of these and stops at the page's end instead of sorting.
        Index(
            "ix_talent_profiles_directory_order",
            "listed",
            text("rank DESC"),
            "search_name",
            "user_id",
            postgresql_include=DIRECTORY_FILTER_COLUMNS,
        ),
        Index(
            "ix_talent_profiles_directory_role_order",
            "listed",
            "role",
            text("rank DESC"),
            "search_name",
            "user_id",
            postgresql_include=DIRECTORY_FILTER_COLUMNS,
        ),
        # A search near a place reads the box around it (places.distance) from here, with what
        # it keeps and sorts by, without reading the table.
        Index(
            "ix_talent_profiles_place",
            "listed",
            "latitude",
            "longitude",
            postgresql_include=NEAR_COLUMNS,
        ),
        # Contains-matching at scale: trigram indexes on PostgreSQL (SQLite scans; it serves
        # the embedded single-user setup).
        *(
            Index(
                f"ix_talent_profiles_{column}_trgm",
                column,
                postgresql_using="gin",
                postgresql_ops={column: "gin_trgm_ops"},
            ).ddl_if(dialect="postgresql")
            for column in ("search_name", "search_text")
        ),
        # Names starting with the search (the first run of a name search) are a range of this
        # index, which also holds what the directory's order needs, so the run is read from the
        # index alone; the trigram index cannot tell a word's start from its middle.
        Index(
            "ix_talent_profiles_search_name_prefix",
            "search_name",
            postgresql_ops={"search_name": "text_pattern_ops"},
            postgresql_include=["listed", "role", "rank", "user_id"],
        ).ddl_if(dialect="postgresql"),
    )

    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    display_name: Mapped[str | None] = mapped_column(String(100))
    headline: Mapped[str | None] = mapped_column(String(150))
    bio: Mapped[str | None] = mapped_column(Text)
    # How far they will travel; none is anywhere (a search near a place honours it).
    travel_radius_miles: Mapped[int | None] = mapped_column(Integer)
    topics: Mapped[list[str]] = mapped_column(JSON, default=list)
    instruments: Mapped[list[str]] = mapped_column(JSON, default=list)
    genres: Mapped[list[str]] = mapped_column(JSON, default=list)
    skills: Mapped[list[str]] = mapped_column(JSON, default=list)
    denomination: Mapped[str | None] = mapped_column(String(100))
    worship_style: Mapped[str | None] = mapped_column(String(100))
    # Whole dollars; "love offering" means the talent leaves the amount to the church.
    fee_min: Mapped[int | None] = mapped_column(Integer)
    fee_max: Mapped[int | None] = mapped_column(Integer)
    love_offering: Mapped[bool] = mapped_column(Boolean, default=False)
    video_url: Mapped[str | None] = mapped_column(String(500))
    audio_url: Mapped[str | None] = mapped_column(String(500))
    website_url: Mapped[str | None] = mapped_column(String(500))
    availability: Mapped[str | None] = mapped_column(String(500))
    # Hidden by staff (moderation/): out of the directory (listed) and the public page.
    hidden_at: Mapped[datetime | None] = mapped_column(UTCDateTime())

    # Kept by profiles.search (on every flush that writes the user, this row or a subscription of
    # the user's) from this row, the user's and billing.entitlements; never edited.
    # Text columns are lowercased, words separated by single spaces, with a space at each end, so
    # "contains" and "a word starts with" are both LIKE patterns a trigram index can serve.
    role: Mapped[str | None] = mapped_column(String(20))
    listed: Mapped[bool] = mapped_column(Boolean, default=False)
    is_pro: Mapped[bool] = mapped_column(Boolean, default=False)
    rank: Mapped[int] = mapped_column(Integer, default=0)
    search_name: Mapped[str] = mapped_column(String(250), default=" ")
    search_text: Mapped[str] = mapped_column(Text, default=" ")
    topics_text: Mapped[str] = mapped_column(Text, default=" ")
    skills_text: Mapped[str] = mapped_column(Text, default=" ")
    instruments_text: Mapped[str] = mapped_column(Text, default=" ")
    genres_text: Mapped[str] = mapped_column(Text, default=" ")
    place_text: Mapped[str] = mapped_column(String(250), default=" ")
    # The user's coordinates, and as a unit vector, for searches near a place (places.distance).
    latitude: Mapped[float | None] = mapped_column(Float)
    longitude: Mapped[float | None] = mapped_column(Float)
    place_x: Mapped[float | None] = mapped_column(Float)
    place_y: Mapped[float | None] = mapped_column(Float)
    place_z: Mapped[float | None] = mapped_column(Float)
    denomination_text: Mapped[str] = mapped_column(String(250), default=" ")
    worship_style_text: Mapped[str] = mapped_column(String(250), default=" ")
    # Kept by reviews.service when a review of them is released or hidden (null: none shown).
    rating_average: Mapped[float | None] = mapped_column(Float)
    rating_count: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)
