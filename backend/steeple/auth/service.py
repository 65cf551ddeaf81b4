"""Accounts and sessions: sign-up, email links, sign-in, rotating refresh, password changes.

Every function takes the request's session and `now` (a clock tests can move) and never commits.
"""

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from sqlalchemy import bindparam, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from steeple.auth import policies, two_factor
from steeple.auth.models import Aal, EmailLinkToken, LinkPurpose, RefreshToken
from steeple.auth.passwords import hash_password, verify_password
from steeple.auth.policy import authorize
from steeple.auth.schemas import DeviceSessionOut, SignUpIn, TwoFactorChallengeOut
from steeple.auth.tokens import (
    AccessClaims,
    create_access_token,
    hash_token,
    new_opaque_token,
)
from steeple.churches import members
from steeple.config import Settings
from steeple.email.service import enqueue_email
from steeple.i18n import _
from steeple.realtime.publish import EventKind, push
from steeple.users.models import User
from steeple.web.errors import AppError
from steeple.web.origin import public_link, public_origin

if TYPE_CHECKING:  # only the churches domain reads memberships (churches.members)
    from steeple.churches.models import ChurchMember

# Two tabs refreshing at once present the same token twice; within this window the second is
# told to retry (the cookie already holds the new token) rather than treated as theft.
REFRESH_REUSE_GRACE = timedelta(seconds=10)

INVALID_CREDENTIALS = AppError(401, "invalid_credentials", _("Incorrect email or password"))


@dataclass(frozen=True)
class IssuedSession:
    user: User
    access_token: str
    refresh_token: str
    expires_in: int


def normalise_email(email: str) -> str:
    return email.strip().lower()


async def user_by_email(session: AsyncSession, email: str) -> User | None:
    return await session.scalar(select(User).where(User.email == normalise_email(email)))


def _link(session: AsyncSession, purpose: LinkPurpose, token: str) -> str:
    path = "/auth/callback" if purpose is LinkPurpose.signup else "/password-reset"
    kind = "signup" if purpose is LinkPurpose.signup else "recovery"
    return public_link(session, f"{path}?token_hash={token}&type={kind}")


async def _retire_links(
    session: AsyncSession, user_id: uuid.UUID, purpose: LinkPurpose, now: datetime
) -> None:
    """Expires the user's outstanding links of `purpose`: a newer link or a new password makes
    them pointless, and a link left in an old email is one more way into the account."""
    await session.execute(
        update(EmailLinkToken)
        .where(
            EmailLinkToken.user_id == user_id,
            EmailLinkToken.purpose == purpose,
            EmailLinkToken.used_at.is_(None),
            EmailLinkToken.expires_at > now,
        )
        .values(expires_at=now)
    )


async def _issue_link(
    session: AsyncSession, settings: Settings, user: User, purpose: LinkPurpose, now: datetime
) -> str:
    """The token of a new link of `purpose`; the older ones stop working."""
    await _retire_links(session, user.id, purpose, now)
    token = new_opaque_token()
    session.add(
        EmailLinkToken(
            user_id=user.id,
            purpose=purpose,
            token_hash=hash_token(token),
            expires_at=now + timedelta(hours=settings.email_link_hours),
        )
    )
    await session.flush()
    return token


# The email that carries each kind of link, and the name its template gives the link.
_LINK_EMAILS = {
    LinkPurpose.signup: ("email_verification", "verificationLink"),
    LinkPurpose.recovery: ("password_reset", "resetLink"),
}


async def _send_link(
    session: AsyncSession, settings: Settings, user: User, purpose: LinkPurpose, now: datetime
) -> None:
    """Emails the user a new link of `purpose`; the older ones stop working."""
    token = await _issue_link(session, settings, user, purpose, now)
    kind, link_name = _LINK_EMAILS[purpose]
    await enqueue_email(
        session,
        kind=kind,
        to=user.email,
        context={
            "userName": user.full_name,
            link_name: _link(session, purpose, token),
            "userEmail": user.email,
            "hours": settings.email_link_hours,
        },
        secret=token,
    )


async def sign_up(session: AsyncSession, settings: Settings, data: SignUpIn, now: datetime) -> None:
    """Creates the account and sends the verification link. An address already registered gets
    an "account already exists" email instead, and the caller sees the same answer either way."""
    email = normalise_email(data.email)
    password_hash = await hash_password(data.password)  # also for existing emails: same timing
    user = User(
        email=email,
        password_hash=password_hash,
        role=data.role,
        full_name=data.full_name,
        church_name=data.church_name,
    )
    try:
        async with session.begin_nested():
            session.add(user)
            await session.flush()
    except IntegrityError:
        await enqueue_email(
            session,
            kind="account_already_exists",
            to=email,
            context={
                "userEmail": email,
                "loginLink": public_link(session, "/login"),
                "resetLink": public_link(session, "/password-reset"),
            },
        )
        return
    await _send_link(session, settings, user, LinkPurpose.signup, now)


async def _consume_link(
    session: AsyncSession, token: str, purpose: LinkPurpose, now: datetime
) -> User:
    link = await _valid_link(session, token, purpose, now)
    # A conditional update makes the link single-use even when two requests race.
    result = await session.execute(
        update(EmailLinkToken)
        .where(EmailLinkToken.id == link.id, EmailLinkToken.used_at.is_(None))
        .values(used_at=now)
    )
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise _invalid_link()
    user = await session.get(User, link.user_id)
    assert user is not None  # the foreign key cascades deletes
    return user


def _invalid_link() -> AppError:
    return AppError(
        400, "invalid_link", _("This link is not valid. It may have been used already.")
    )


async def _valid_link(
    session: AsyncSession, token: str, purpose: LinkPurpose, now: datetime
) -> EmailLinkToken:
    link = await session.scalar(
        select(EmailLinkToken).where(
            EmailLinkToken.token_hash == hash_token(token), EmailLinkToken.purpose == purpose
        )
    )
    if link is None or link.used_at is not None:
        raise _invalid_link()
    if link.expires_at <= now:
        raise AppError(
            410, "link_expired", _("This link has expired. Links are valid for 24 hours.")
        )
    return link


async def verify_signup(
    session: AsyncSession, settings: Settings, token: str, now: datetime
) -> IssuedSession:
    try:
        user = await _consume_link(session, token, LinkPurpose.signup, now)
    except AppError:
        # A used or expired link of an account verified since: the address is proven, so say
        # so (and offer sign-in) instead of "sign up again". Still no session from such a link.
        if await _owner_is_verified(session, token):
            raise AppError(
                409, "already_verified", _("Your email is already verified. Sign in to continue.")
            ) from None
        raise
    if user.email_confirmed_at is None:
        user.email_confirmed_at = now
        await enqueue_email(
            session,
            kind="welcome",
            to=user.email,
            context={
                "userName": user.full_name,
                "userRole": user.role or "member",
                "userEmail": user.email,
                "appLink": public_origin(session),
            },
        )
    return await start_session(session, settings, user, now)


async def _owner_is_verified(session: AsyncSession, token: str) -> bool:
    owner = await session.scalar(
        select(User)
        .join(EmailLinkToken, EmailLinkToken.user_id == User.id)
        .where(
            EmailLinkToken.token_hash == hash_token(token),
            EmailLinkToken.purpose == LinkPurpose.signup,
        )
    )
    return owner is not None and owner.email_confirmed_at is not None


async def check_recovery_link(session: AsyncSession, token: str, now: datetime) -> str:
    """The email a recovery link belongs to, without using the link up."""
    link = await _valid_link(session, token, LinkPurpose.recovery, now)
    user = await session.get(User, link.user_id)
    assert user is not None
    return user.email


async def reset_password(
    session: AsyncSession, settings: Settings, token: str, password: str, now: datetime
) -> IssuedSession | TwoFactorChallengeOut:
    """Sets the new password and signs in, or, with two-factor sign-in on, answers the challenge
    the code step continues: the emailed link stands in for the password, not for the code."""
    user = await _consume_link(session, token, LinkPurpose.recovery, now)
    user.password_hash = await hash_password(password)
    # Following the emailed link proves the address, too, so a pending verification link is
    # pointless (and would sign in without the second factor, once that is turned on).
    user.email_confirmed_at = user.email_confirmed_at or now
    await _retire_links(session, user.id, LinkPurpose.recovery, now)
    await _retire_links(session, user.id, LinkPurpose.signup, now)
    await _revoke_sessions(session, user.id, now)
    await _notify_password_changed(session, user, now)
    return await _session_or_challenge(session, settings, user, now)


async def _session_or_challenge(
    session: AsyncSession, settings: Settings, user: User, now: datetime
) -> IssuedSession | TwoFactorChallengeOut:
    """After the first factor: a session, or with two-factor sign-in on, the code step first."""
    if await two_factor.is_enabled(session, user.id):
        return await two_factor.start_challenge(session, user, now)
    return await start_session(session, settings, user, now)


async def start_session(
    session: AsyncSession,
    settings: Settings,
    user: User,
    now: datetime,
    family_id: uuid.UUID | None = None,
    aal: Aal = Aal.aal1,
) -> IssuedSession:
    """A new session (or, with `family_id`, the next token of one) at assurance level `aal`."""
    # Every way in (a password, an emailed link, a code) ends here.
    authorize(policies.can_sign_in(user))
    family = family_id or uuid.uuid4()
    refresh = new_opaque_token()
    session.add(
        RefreshToken(
            user_id=user.id,
            family_id=family,
            token_hash=hash_token(refresh),
            # The app's clock, like expires_at: a device's last use is told from it.
            created_at=now,
            expires_at=now + timedelta(days=settings.refresh_token_days),
            aal=aal,
        )
    )
    await session.flush()
    access = create_access_token(
        settings.secret_key, user.id, family, now, settings.access_token_minutes, aal
    )
    return IssuedSession(user, access, refresh, settings.access_token_minutes * 60)


async def sign_in(
    session: AsyncSession, settings: Settings, email: str, password: str, now: datetime
) -> IssuedSession | TwoFactorChallengeOut:
    user = await user_by_email(session, email)
    # Unknown emails still pay for one hash check, so both answers take the same time.
    password_ok = await verify_password(password, user.password_hash if user else None)
    if user is None or not password_ok:
        raise INVALID_CREDENTIALS
    # Told only to whoever knows the password, before any code step.
    authorize(policies.can_sign_in(user))
    return await _session_or_challenge(session, settings, user, now)


class RefreshRefused(Exception):
    """The refresh token cannot be used. `code` says why; a reuse has already revoked the family,
    and the caller must let that revocation commit."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


async def refresh_session(
    session: AsyncSession, settings: Settings, token: str, now: datetime
) -> IssuedSession:
    current = await session.scalar(
        select(RefreshToken).where(RefreshToken.token_hash == hash_token(token))
    )
    if current is None or current.revoked_at is not None or current.expires_at <= now:
        raise RefreshRefused("invalid_refresh_token")
    user = await session.get_one(User, current.user_id)
    if not policies.can_sign_in(user):
        raise RefreshRefused(policies.SUSPENDED.code)
    if current.rotated_at is not None:
        if now - current.rotated_at <= REFRESH_REUSE_GRACE:
            raise RefreshRefused("refresh_conflict")
        await _revoke_family(session, current, now)
        raise RefreshRefused("refresh_token_reused")
    rotated = await session.execute(
        update(RefreshToken)
        .where(RefreshToken.id == current.id, RefreshToken.rotated_at.is_(None))
        .values(rotated_at=now)
    )
    if rotated.rowcount != 1:  # type: ignore[attr-defined]
        raise RefreshRefused("refresh_conflict")
    return await start_session(
        session, settings, user, now, family_id=current.family_id, aal=Aal(current.aal)
    )


async def sign_out(session: AsyncSession, refresh_token: str | None, now: datetime) -> None:
    if not refresh_token:
        return
    current = await session.scalar(
        select(RefreshToken).where(RefreshToken.token_hash == hash_token(refresh_token))
    )
    if current is not None:
        await _revoke_family(session, current, now)


async def _revoke_family(session: AsyncSession, member: RefreshToken, now: datetime) -> None:
    """Ends the session `member` belongs to."""
    await session.execute(
        update(RefreshToken)
        .where(RefreshToken.family_id == member.family_id, RefreshToken.revoked_at.is_(None))
        .values(revoked_at=now)
    )
    sessions_changed(session, member.user_id)


async def _revoke_sessions(
    session: AsyncSession, user_id: uuid.UUID, now: datetime, keep: uuid.UUID | None = None
) -> None:
    query = update(RefreshToken).where(
        RefreshToken.user_id == user_id, RefreshToken.revoked_at.is_(None)
    )
    if keep is not None:
        query = query.where(RefreshToken.family_id != keep)
    await session.execute(query.values(revoked_at=now))
    sessions_changed(session, user_id)


def sessions_changed(session: AsyncSession, user_id: uuid.UUID) -> None:
    """Once this transaction commits, every process forgets the sessions of `user_id` it found
    alive (auth/live_sessions.py), so their next request is checked in the database. Part of
    every change that ends a session or bars the account from its sessions."""
    # The ref, new each time, is how the publishing process knows its event when it comes back.
    push(session, user_id, EventKind.sessions, uuid.uuid4())


async def device_sessions(
    session: AsyncSession, user_id: uuid.UUID, current: uuid.UUID, now: datetime
) -> list[DeviceSessionOut]:
    """The user's sessions still signed in (a family is revoked whole), this one first, then the
    most recently used."""
    rows = await session.execute(
        select(
            RefreshToken.family_id,
            func.min(RefreshToken.created_at),
            func.max(RefreshToken.created_at),
            func.max(RefreshToken.expires_at),
        )
        .where(RefreshToken.user_id == user_id, RefreshToken.revoked_at.is_(None))
        .group_by(RefreshToken.family_id)
        .having(func.max(RefreshToken.expires_at) > now)
    )
    devices = [
        DeviceSessionOut(
            id=family_id,
            created_at=created_at,
            last_used_at=last_used_at,
            expires_at=expires_at,
            current=family_id == current,
        )
        for family_id, created_at, last_used_at, expires_at in rows
    ]
    return sorted(devices, key=lambda device: (device.current, device.last_used_at), reverse=True)


async def sign_out_other_devices(
    session: AsyncSession, user_id: uuid.UUID, current: uuid.UUID, now: datetime
) -> None:
    await _revoke_sessions(session, user_id, now, keep=current)


@dataclass(frozen=True)
class SessionStanding:
    """Where the sign-in session behind an access token stands: live until `ends_at` (its
    newest refresh token's expiry), its account suspended or not."""

    ends_at: datetime
    suspended_at: datetime | None


async def session_standing(
    connection: AsyncConnection, claims: AccessClaims, now: datetime
) -> SessionStanding | None:
    """The standing of the token's session, None once it is signed out or expired. One query
    that loads no rows: every signed-in request may ask (auth/dependencies.py)."""
    row = (
        await connection.execute(
            select(User.suspended_at, func.max(RefreshToken.expires_at))
            .join(RefreshToken, RefreshToken.user_id == User.id)
            .where(
                User.id == claims.user_id,
                RefreshToken.family_id == claims.session_id,
                RefreshToken.revoked_at.is_(None),
            )
            .group_by(User.suspended_at)
        )
    ).first()
    if row is None or row[1] <= now:
        return None
    return SessionStanding(ends_at=row[1], suspended_at=row[0])


# Built once: nearly every request loads its caller's account, and building the statement
# cost more than running it.
_ACCOUNT = members.with_membership(select(User).where(User.id == bindparam("user_id")))


async def account(
    session: AsyncSession, user_id: uuid.UUID
) -> "tuple[User, ChurchMember | None] | None":
    """The user with their church membership (one query)."""
    row = (await session.execute(_ACCOUNT, {"user_id": user_id})).first()
    return (row[0], row[1]) if row else None


async def request_password_reset(
    session: AsyncSession, settings: Settings, email: str, now: datetime
) -> None:
    user = await user_by_email(session, email)
    if user is None:
        return
    await _send_link(session, settings, user, LinkPurpose.recovery, now)


async def resend_verification(
    session: AsyncSession, settings: Settings, email: str, now: datetime
) -> None:
    user = await user_by_email(session, email)
    if user is None or user.email_verified:
        return
    await _send_link(session, settings, user, LinkPurpose.signup, now)


async def change_password(
    session: AsyncSession,
    user: User,
    current_password: str,
    new_password: str,
    session_id: uuid.UUID,
    now: datetime,
) -> None:
    if not await verify_password(current_password, user.password_hash):
        raise AppError(
            400,
            "invalid_current_password",
            _("Current password is incorrect"),
            {"current_password": _("Current password is incorrect")},
        )
    if current_password == new_password:
        message = _("New password must be different from current password")
        raise AppError(400, "password_unchanged", message, {"new_password": message})
    user.password_hash = await hash_password(new_password)
    await _retire_links(session, user.id, LinkPurpose.recovery, now)
    await _revoke_sessions(session, user.id, now, keep=session_id)
    await _notify_password_changed(session, user, now)


async def _notify_password_changed(session: AsyncSession, user: User, now: datetime) -> None:
    await enqueue_email(
        session,
        kind="password_changed",
        to=user.email,
        context={
            "userName": user.full_name,
            "changeTime": now,  # the email writes it in the reader's timezone and language
            "userEmail": user.email,
        },
    )


async def expire_email_links(session: AsyncSession, email: str, now: datetime) -> int:
    """Makes every outstanding email link of the account expired (end-to-end tests of Link
    Expired, which cannot wait 24 hours)."""
    user = await user_by_email(session, email)
    if user is None:
        return 0
    result = await session.execute(
        update(EmailLinkToken)
        .where(EmailLinkToken.user_id == user.id, EmailLinkToken.used_at.is_(None))
        .values(expires_at=now - timedelta(seconds=1))
    )
    expired: int = result.rowcount  # type: ignore[attr-defined]
    return expired
