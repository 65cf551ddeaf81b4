import uuid
from datetime import datetime
from enum import StrEnum

from sqlalchemy import BigInteger, ForeignKey, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base, CreatedAtMixin, UTCDateTime


class LinkPurpose(StrEnum):
    signup = "signup"
    recovery = "recovery"


class Aal(StrEnum):
    """Authenticator assurance level of a session: aal1 after a password (or an email link),
    aal2 after a second factor too."""

    aal1 = "aal1"
    aal2 = "aal2"


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
    # The family's assurance level: every token it rotates to keeps it.
    aal: Mapped[Aal] = mapped_column(String(4), default=Aal.aal1, server_default=Aal.aal1.value)


class FactorStatus(StrEnum):
    unverified = "unverified"  # enrolled, waiting for its first code
    verified = "verified"  # two-factor sign-in is on


class TwoFactorFactor(CreatedAtMixin, Base):
    """A user's authenticator app (TOTP, RFC 6238); at most one per user."""

    __tablename__ = "auth_two_factor_factors"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), unique=True
    )
    friendly_name: Mapped[str] = mapped_column(String(50))
    # The base32 secret, shown once at enrollment and never sent again; stored sealed under
    # SECRET_KEY (steeple.crypto), so a copy of the database alone cannot make codes.
    sealed_secret: Mapped[str] = mapped_column(Text)
    status: Mapped[FactorStatus] = mapped_column(String(20))
    # The last accepted code's time step (Unix time // 30): a code is good only for a later
    # step, so none can be replayed within its window.
    last_used_step: Mapped[int | None] = mapped_column(BigInteger)
    verified_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class RecoveryCode(CreatedAtMixin, Base):
    """A one-time code that stands in for the authenticator; only its argon2id hash is stored
    (or, for codes made before migration 0019, their legacy SHA-256: see two_factor.py)."""

    __tablename__ = "auth_recovery_codes"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    code_hash: Mapped[str] = mapped_column(String(255), unique=True)
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class TwoFactorChallenge(CreatedAtMixin, Base):
    """The half-finished sign-in between a right password and the code: the token goes to the
    browser, only its SHA-256 is stored; single use, short-lived, a few attempts."""

    __tablename__ = "auth_two_factor_challenges"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    attempts: Mapped[int] = mapped_column(default=0)
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
