import uuid
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import Float, ForeignKey, String, Uuid, event
from sqlalchemy.orm import Mapped, Session, mapped_column

from steeple.db import Base, CreatedAtMixin, UTCDateTime, utcnow


class User(CreatedAtMixin, Base):
    """A person's account: spec 01 §3 "User profile", plus the credentials."""

    __tablename__ = "users"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    # Always stored lowercased and trimmed, so the unique index is case-insensitive in effect.
    email: Mapped[str] = mapped_column(String(320), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    role: Mapped[str | None] = mapped_column(String(20))
    full_name: Mapped[str] = mapped_column(String(100), default="")
    # The church name given at sign-up, until onboarding creates the church (churches/ owns it).
    church_name: Mapped[str | None] = mapped_column(String(150))
    needs_onboarding: Mapped[bool] = mapped_column(default=True)
    city: Mapped[str | None] = mapped_column(String(100))
    state: Mapped[str | None] = mapped_column(String(100))
    # Where the city is (places.gazetteer.put_place keeps the four together).
    latitude: Mapped[float | None] = mapped_column(Float)
    longitude: Mapped[float | None] = mapped_column(Float)
    profile_photo: Mapped[str | None] = mapped_column(String(500))
    email_confirmed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # Platform operator flag, separate from every account role (DECISIONS.md).
    is_staff: Mapped[bool] = mapped_column(default=False)
    # Set by staff (moderation/): no sign-in, no session, the profile and postings hidden.
    suspended_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)

    @property
    def email_verified(self) -> bool:
        return self.email_confirmed_at is not None

    @property
    def is_deleted(self) -> bool:
        return self.email.endswith("@" + DELETED_EMAIL_DOMAIN)


# A deleted account keeps its emptied row for the records others need (users.deletion). Its
# address becomes one that cannot receive mail nor be signed up with (RFC 2606 reserves .invalid,
# and sign-up refuses it), which keeps the unique index valid and frees the real address.
DELETED_EMAIL_DOMAIN = "deleted.invalid"
DELETED_NAME = "Deleted user"


def deleted_email(user_id: uuid.UUID) -> str:
    return f"deleted-{user_id.hex}@{DELETED_EMAIL_DOMAIN}"


class DigestFrequency(StrEnum):
    daily = "daily"
    weekly = "weekly"
    never = "never"


class Language(StrEnum):
    """Spec 02 §2.5: English, Español, Français."""

    en = "en"
    es = "es"
    fr = "fr"


DEFAULT_TIMEZONE = "America/New_York"


class UserSettings(CreatedAtMixin, Base):
    """Spec 01 §3 "User settings", one row per user, with the spec's defaults; without its
    sms_notifications and push_notifications, which nothing sends (spec 02 §2.5, migration 0021)."""

    __tablename__ = "user_settings"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), unique=True
    )
    language: Mapped[Language] = mapped_column(String(10), default=Language.en)
    timezone: Mapped[str] = mapped_column(String(50), default=DEFAULT_TIMEZONE)
    two_factor_enabled: Mapped[bool] = mapped_column(default=False)
    # Off: no emails about notifications; account emails (verification, reset...) still go.
    email_notifications: Mapped[bool] = mapped_column(default=True)
    # Off: nobody may start a conversation with this user (messaging/ decides the exceptions).
    allow_member_messages: Mapped[bool] = mapped_column(default=True)
    email_digest_frequency: Mapped[DigestFrequency] = mapped_column(
        String(10), default=DigestFrequency.weekly
    )
    # The digest period last sent ("2026-11-23" daily, "2026-W48" weekly): never twice for one.
    digest_sent_for: Mapped[str | None] = mapped_column(String(20))
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)


@event.listens_for(Session, "before_flush")
def _every_user_has_settings(session: Session, _context: Any, _instances: Any) -> None:
    """However a user is made (sign-up, seed, tests), their settings row comes with them."""
    for row in list(session.new):
        if isinstance(row, User):
            row.id = row.id or uuid.uuid4()
            session.add(UserSettings(user_id=row.id))
