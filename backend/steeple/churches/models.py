import uuid
from datetime import datetime
from enum import StrEnum

from sqlalchemy import Float, ForeignKey, Integer, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base, CreatedAtMixin, UTCDateTime, utcnow


class ChurchTimezone(StrEnum):
    """Spec 02 §3 timezone options."""

    eastern = "America/New_York"
    central = "America/Chicago"
    mountain = "America/Denver"
    pacific = "America/Los_Angeles"
    utc = "UTC"


DEFAULT_TIMEZONE = ChurchTimezone.eastern


class MemberRole(StrEnum):
    """DECISIONS.md "Roles and teams": admins run the team, billing and church information;
    leaders post opportunities and handle applicants; volunteers and members read and message."""

    member = "member"
    volunteer = "volunteer"
    leader = "leader"
    admin = "admin"


class Church(CreatedAtMixin, Base):
    """A church: the organisation its members act for (spec 01 §3 "Church profile")."""

    __tablename__ = "churches"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    church_name: Mapped[str] = mapped_column(String(150))
    contact_name: Mapped[str] = mapped_column(String(100))
    contact_email: Mapped[str | None] = mapped_column(String(320))
    phone: Mapped[str | None] = mapped_column(String(40))
    primary_address: Mapped[str | None] = mapped_column(String(300))
    city: Mapped[str | None] = mapped_column(String(100))
    state: Mapped[str | None] = mapped_column(String(100))
    # Where the city is (places.gazetteer.put_place keeps the four together).
    latitude: Mapped[float | None] = mapped_column(Float)
    longitude: Mapped[float | None] = mapped_column(Float)
    photo: Mapped[str | None] = mapped_column(String(500))
    # Monthly posting quotas are counted in the church's own calendar (DECISIONS.md).
    timezone: Mapped[str] = mapped_column(String(50), default=DEFAULT_TIMEZONE)
    website: Mapped[str | None] = mapped_column(String(500))
    denomination: Mapped[str | None] = mapped_column(String(100))
    about: Mapped[str | None] = mapped_column(Text)
    theme: Mapped[str] = mapped_column(String(20), default="blue")
    primary_color: Mapped[str] = mapped_column(String(7), default="#3B82F6")
    facebook_url: Mapped[str | None] = mapped_column(String(500))
    instagram_url: Mapped[str | None] = mapped_column(String(500))
    twitter_url: Mapped[str | None] = mapped_column(String(500))
    youtube_url: Mapped[str | None] = mapped_column(String(500))
    # Kept by reviews.service when a review of the church is released or hidden.
    rating_average: Mapped[float | None] = mapped_column(Float)
    rating_count: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)


class ChurchMember(CreatedAtMixin, Base):
    """A user's place in a church; a user belongs to at most one church."""

    __tablename__ = "church_members"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    church_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("churches.id", ondelete="CASCADE"), index=True
    )
    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), unique=True
    )
    role: Mapped[MemberRole] = mapped_column(String(20))


class ChurchInvitation(CreatedAtMixin, Base):
    """An emailed invitation to join a church's team: open until accepted, revoked or expired.
    Only the token's SHA-256 is stored (DECISIONS.md "Sessions and links")."""

    __tablename__ = "church_invitations"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    church_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("churches.id", ondelete="CASCADE"), index=True
    )
    # Stored lowercased, as users' emails are.
    email: Mapped[str] = mapped_column(String(320), index=True)
    role: Mapped[MemberRole] = mapped_column(String(20))
    message: Mapped[str | None] = mapped_column(String(500))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    invited_by: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL")
    )
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    accepted_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
