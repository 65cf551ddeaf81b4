import uuid
from datetime import datetime

from sqlalchemy import String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

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
    profile_photo: Mapped[str | None] = mapped_column(String(500))
    email_confirmed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # Platform operator flag, separate from every account role (DECISIONS.md).
    is_staff: Mapped[bool] = mapped_column(default=False)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)

    @property
    def email_verified(self) -> bool:
        return self.email_confirmed_at is not None
