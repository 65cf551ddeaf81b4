import uuid
from datetime import datetime
from enum import StrEnum

from sqlalchemy import ForeignKey, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base, CreatedAtMixin, UTCDateTime


class LinkPurpose(StrEnum):
    signup = "signup"
    recovery = "recovery"


class EmailLinkToken(CreatedAtMixin, Base):
    """A single-use token sent in an email link; only its SHA-256 is stored."""

    __tablename__ = "auth_email_tokens"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    purpose: Mapped[LinkPurpose] = mapped_column(String(20))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class RefreshToken(CreatedAtMixin, Base):
    """One link in a session's chain of rotating refresh tokens. A sign-in starts a family; each
    refresh rotates to a new token of the same family; reuse of a rotated one revokes the family."""

    __tablename__ = "auth_refresh_tokens"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    family_id: Mapped[uuid.UUID] = mapped_column(Uuid, index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    rotated_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
