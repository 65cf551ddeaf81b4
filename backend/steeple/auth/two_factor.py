"""Two-factor sign-in: an authenticator app (TOTP, RFC 6238), one-time recovery codes, and the
challenge that sits between a right password and the code.

Like service.py, every function takes the request's session and `now` and never commits. `now`
is the app's clock, which also picks the TOTP time step, so tests compute codes with pyotp.

At rest (docs/decisions.md "Two-factor secrets at rest"): the TOTP secret is sealed under
SECRET_KEY (steeple.crypto), and recovery codes are argon2id hashes, like passwords.
"""

import hashlib
import hmac
import io
import logging
import re
import secrets
import uuid
from datetime import datetime, timedelta

import pyotp
import segno
from sqlalchemy import delete, func, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth import policies
from steeple.auth.models import (
    Aal,
    FactorStatus,
    RecoveryCode,
    RefreshToken,
    TwoFactorChallenge,
    TwoFactorFactor,
)
from steeple.auth.passwords import hash_password, verify_password
from steeple.auth.policy import authorize
from steeple.auth.schemas import (
    TwoFactorChallengeOut,
    TwoFactorEnrollmentOut,
    TwoFactorFactorOut,
    TwoFactorStatusOut,
)
from steeple.auth.tokens import hash_token, new_opaque_token
from steeple.config import Settings
from steeple.crypto import seal, unseal
from steeple.i18n import _
from steeple.users.models import User
from steeple.users.preferences import own_settings
from steeple.web.errors import AppError

logger = logging.getLogger(__name__)

ISSUER = "Steeple"
FACTOR_NAME = "Authenticator App"
STEP_SECONDS = 30  # RFC 6238's default, which every authenticator app uses
# Codes from one step either side are accepted: phone clocks drift.
DRIFT_STEPS = 1
CHALLENGE_LIFETIME = timedelta(minutes=5)
CHALLENGE_ATTEMPTS = 5
RECOVERY_CODE_COUNT = 10
RECOVERY_CODE_LENGTH = 6
# Uppercase letters and digits without the look-alikes 0/O and 1/I, which people misread.
RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
SEAL_PURPOSE = "two-factor secret"

INVALID_CODE_MESSAGE = _("Invalid verification code. Please try again.")


def invalid_code() -> AppError:
    return AppError(400, "invalid_code", INVALID_CODE_MESSAGE, {"code": INVALID_CODE_MESSAGE})


def _challenge_expired() -> AppError:
    return AppError(401, "challenge_expired", _("Your sign-in has expired. Please sign in again."))


def _already_enabled() -> AppError:
    return AppError(409, "two_factor_already_enabled", _("Two-factor sign-in is already on."))


def _not_enabled() -> AppError:
    return AppError(409, "two_factor_not_enabled", _("Two-factor sign-in is not on."))


def normalise_code(code: str) -> str:
    """People copy codes with spaces or dashes ("ABC 123", "abc-123") and in any case."""
    return re.sub(r"[\s-]", "", code).upper()


def _time_step(now: datetime) -> int:
    return int(now.timestamp()) // STEP_SECONDS


def _seal_secret(secret: str, settings: Settings) -> str:
    return seal(secret, purpose=SEAL_PURPOSE, settings=settings)


def _totp(factor: TwoFactorFactor, settings: Settings) -> pyotp.TOTP | None:
    """The factor's code generator; None (logged) when its secret was sealed under another
    SECRET_KEY: its codes can no longer be checked, recovery codes still work."""
    try:
        return pyotp.TOTP(unseal(factor.sealed_secret, purpose=SEAL_PURPOSE, settings=settings))
    except ValueError:
        logger.error("the two-factor secret of factor %s does not open with SECRET_KEY", factor.id)
        return None


def _legacy_recovery_hash(user_id: uuid.UUID, code: str) -> str:
    """LEGACY: how codes made before migration 0019 were stored (SHA-256, reversible offline).
    Such codes keep working, once each, until the user makes new ones; none are made so."""
    return hashlib.sha256(f"{user_id}:{code}".encode()).hexdigest()


async def _recovery_code_matches(user_id: uuid.UUID, code: str, code_hash: str) -> bool:
    if code_hash.startswith("$argon2"):
        return await verify_password(code, code_hash)
    return hmac.compare_digest(code_hash, _legacy_recovery_hash(user_id, code))


async def factor_of(session: AsyncSession, user_id: uuid.UUID) -> TwoFactorFactor | None:
    return await session.scalar(select(TwoFactorFactor).where(TwoFactorFactor.user_id == user_id))


async def _verified_factor(session: AsyncSession, user_id: uuid.UUID) -> TwoFactorFactor | None:
    factor = await factor_of(session, user_id)
    return factor if factor is not None and factor.status == FactorStatus.verified else None


async def is_enabled(session: AsyncSession, user_id: uuid.UUID) -> bool:
    return await _verified_factor(session, user_id) is not None


async def _accept_totp(
    session: AsyncSession, settings: Settings, factor: TwoFactorFactor, code: str, now: datetime
) -> bool:
    """Whether `code` is the factor's code for a step near `now` later than the last one used;
    records that step, so the same code (or an older one) is refused from then on."""
    if len(code) != 6 or not code.isdigit():
        return False
    totp = _totp(factor, settings)
    if totp is None:
        return False
    current = _time_step(now)
    for step in range(current - DRIFT_STEPS, current + DRIFT_STEPS + 1):
        if factor.last_used_step is not None and step <= factor.last_used_step:
            continue
        if hmac.compare_digest(totp.generate_otp(step), code):
            # Conditional: of two requests with one code, only one gets through.
            recorded = await session.execute(
                update(TwoFactorFactor)
                .where(
                    TwoFactorFactor.id == factor.id,
                    or_(
                        TwoFactorFactor.last_used_step.is_(None),
                        TwoFactorFactor.last_used_step < step,
                    ),
                )
                .values(last_used_step=step)
            )
            return bool(recorded.rowcount == 1)  # type: ignore[attr-defined]
    return False


async def _use_recovery_code(
    session: AsyncSession, user_id: uuid.UUID, code: str, now: datetime
) -> bool:
    """Salted hashes cannot be looked up: the code is checked against each unused one (ten at
    most; the sign-in limits bound how often)."""
    if len(code) != RECOVERY_CODE_LENGTH or not set(code) <= set(RECOVERY_ALPHABET):
        return False
    unused = await session.execute(
        select(RecoveryCode.id, RecoveryCode.code_hash).where(
            RecoveryCode.user_id == user_id, RecoveryCode.used_at.is_(None)
        )
    )
    for code_id, code_hash in unused.all():
        if await _recovery_code_matches(user_id, code, code_hash):
            # Conditional: of two requests with one code, only one gets through.
            used = await session.execute(
                update(RecoveryCode)
                .where(RecoveryCode.id == code_id, RecoveryCode.used_at.is_(None))
                .values(used_at=now)
            )
            return bool(used.rowcount == 1)  # type: ignore[attr-defined]
    return False


async def check_second_factor(
    session: AsyncSession, settings: Settings, user: User, code: str, now: datetime
) -> None:
    """Accepts a current TOTP code or an unused recovery code of the user's verified factor and
    uses it up (the time step is recorded; the recovery code is spent); otherwise raises the
    400 invalid_code error, changing nothing."""
    factor = await _verified_factor(session, user.id)
    normal = normalise_code(code)
    if factor is None or not (
        await _accept_totp(session, settings, factor, normal, now)
        or await _use_recovery_code(session, user.id, normal, now)
    ):
        raise invalid_code()


async def _check_totp(
    session: AsyncSession, settings: Settings, factor: TwoFactorFactor, code: str, now: datetime
) -> None:
    if not await _accept_totp(session, settings, factor, normalise_code(code), now):
        raise invalid_code()


# ---- the settings page ---------------------------------------------------------------------


async def status(session: AsyncSession, user_id: uuid.UUID) -> TwoFactorStatusOut:
    factor = await factor_of(session, user_id)
    left = await session.scalar(
        select(func.count())
        .select_from(RecoveryCode)
        .where(RecoveryCode.user_id == user_id, RecoveryCode.used_at.is_(None))
    )
    return TwoFactorStatusOut(
        enabled=factor is not None and factor.status == FactorStatus.verified,
        factor=(
            TwoFactorFactorOut(id=factor.id, status=factor.status, created_at=factor.created_at)
            if factor
            else None
        ),
        recovery_codes_left=left or 0,
    )


def _qr_svg(uri: str) -> str:
    output = io.BytesIO()
    # A white quiet zone: a dark page around the code would stop cameras from finding it.
    segno.make(uri, error="m").save(
        output, kind="svg", xmldecl=False, scale=5, border=4, light="#fff", title="QR code"
    )
    return output.getvalue().decode()


async def enroll(
    session: AsyncSession, settings: Settings, user: User, now: datetime
) -> TwoFactorEnrollmentOut:
    """Starts setup with a new secret; starting again replaces an unfinished setup's secret."""
    authorize(policies.can_enroll_two_factor(user))
    secret = pyotp.random_base32()
    factor = await factor_of(session, user.id)
    if factor is not None and factor.status == FactorStatus.verified:
        raise _already_enabled()
    if factor is None:
        factor = TwoFactorFactor(
            user_id=user.id,
            friendly_name=FACTOR_NAME,
            sealed_secret=_seal_secret(secret, settings),
            status=FactorStatus.unverified,
            created_at=now,
        )
        try:
            async with session.begin_nested():
                session.add(factor)
                await session.flush()
        except IntegrityError:
            # Another request started setup at the same moment.
            raise AppError(
                409, "two_factor_setup_conflict", _("Failed to start 2FA setup. Please try again.")
            ) from None
    else:
        factor.sealed_secret = _seal_secret(secret, settings)
        factor.created_at = now
        factor.last_used_step = None
        await session.flush()
    uri = pyotp.TOTP(secret).provisioning_uri(name=user.email, issuer_name=ISSUER)
    return TwoFactorEnrollmentOut(
        factor_id=factor.id, secret=secret, otpauth_uri=uri, qr_svg=_qr_svg(uri)
    )


async def _new_recovery_codes(
    session: AsyncSession, user_id: uuid.UUID, now: datetime
) -> list[str]:
    """Ten new codes; the old ones stop working."""
    await session.execute(delete(RecoveryCode).where(RecoveryCode.user_id == user_id))
    codes = [
        "".join(secrets.choice(RECOVERY_ALPHABET) for _ in range(RECOVERY_CODE_LENGTH))
        for _ in range(RECOVERY_CODE_COUNT)
    ]
    # Two equal codes among ten would be one code: draw again (rare: 1 in ~200,000).
    if len(set(codes)) < RECOVERY_CODE_COUNT:
        return await _new_recovery_codes(session, user_id, now)
    # Hashed one after another on the hashing thread (about a second for ten): once per setup.
    session.add_all(
        [
            RecoveryCode(user_id=user_id, code_hash=await hash_password(code), created_at=now)
            for code in codes
        ]
    )
    await session.flush()
    return codes


async def _set_enabled(session: AsyncSession, user: User, enabled: bool) -> None:
    """user_settings.two_factor_enabled mirrors the factor (the settings API shows it)."""
    (await own_settings(session, user)).two_factor_enabled = enabled


async def verify_enrollment(
    session: AsyncSession,
    settings: Settings,
    user: User,
    code: str,
    session_id: uuid.UUID,
    now: datetime,
) -> list[str]:
    """The first code from the app turns two-factor sign-in on; answers the recovery codes."""
    factor = await factor_of(session, user.id)
    if factor is None:
        raise AppError(
            409, "no_enrollment_pending", _("Start two-factor setup first, then enter its code.")
        )
    if factor.status == FactorStatus.verified:
        raise _already_enabled()
    await _check_totp(session, settings, factor, code, now)
    factor.status = FactorStatus.verified
    factor.verified_at = now
    await _set_enabled(session, user, True)
    # This session has just shown the second factor.
    await session.execute(
        update(RefreshToken).where(RefreshToken.family_id == session_id).values(aal=Aal.aal2)
    )
    return await _new_recovery_codes(session, user.id, now)


async def disable(
    session: AsyncSession, settings: Settings, user: User, code: str, now: datetime
) -> None:
    if not await is_enabled(session, user.id):
        raise _not_enabled()
    await check_second_factor(session, settings, user, code, now)
    await remove_all(session, user.id)
    await _set_enabled(session, user, False)


async def remove_all(session: AsyncSession, user_id: uuid.UUID) -> None:
    """The factor, its recovery codes and any sign-in waiting for a code."""
    for model in (TwoFactorFactor, RecoveryCode, TwoFactorChallenge):
        await session.execute(delete(model).where(model.user_id == user_id))


async def regenerate_recovery_codes(
    session: AsyncSession, settings: Settings, user: User, code: str, now: datetime
) -> list[str]:
    """New codes for a current authenticator code (not a recovery code: one who has lost the app
    should not be able to mint codes from a leftover one)."""
    factor = await _verified_factor(session, user.id)
    if factor is None:
        raise _not_enabled()
    await _check_totp(session, settings, factor, code, now)
    return await _new_recovery_codes(session, user.id, now)


# ---- sign-in ---------------------------------------------------------------------------------


async def start_challenge(
    session: AsyncSession, user: User, now: datetime
) -> TwoFactorChallengeOut:
    # The user's finished and lapsed challenges are of no further use: tidy them as we go.
    await session.execute(
        delete(TwoFactorChallenge).where(
            TwoFactorChallenge.user_id == user.id,
            or_(TwoFactorChallenge.used_at.is_not(None), TwoFactorChallenge.expires_at <= now),
        )
    )
    token = new_opaque_token()
    session.add(
        TwoFactorChallenge(
            user_id=user.id,
            token_hash=hash_token(token),
            created_at=now,
            expires_at=now + CHALLENGE_LIFETIME,
        )
    )
    await session.flush()
    return TwoFactorChallengeOut(
        challenge_token=token, expires_in=int(CHALLENGE_LIFETIME.total_seconds())
    )


async def challenge_user_id(session: AsyncSession, token: str) -> uuid.UUID | None:
    """Whose sign-in a challenge token continues (for per-account rate limits)."""
    return await session.scalar(
        select(TwoFactorChallenge.user_id).where(TwoFactorChallenge.token_hash == hash_token(token))
    )


class AttemptRefused(AppError):
    """A refused code at sign-in. The attempt has been counted against the challenge, and the
    caller must let that count commit (answer it rather than raise it)."""


async def pass_challenge(
    session: AsyncSession, settings: Settings, token: str, code: str, now: datetime
) -> User:
    """The user whose sign-in the code completes; the challenge is used up. Raises
    AttemptRefused for a wrong code (counted) and for a challenge that is unknown, used, expired
    or out of attempts."""
    # Counting the attempt first, conditionally, bounds the codes tried per challenge even when
    # requests race.
    counted = await session.execute(
        update(TwoFactorChallenge)
        .where(
            TwoFactorChallenge.token_hash == hash_token(token),
            TwoFactorChallenge.used_at.is_(None),
            TwoFactorChallenge.expires_at > now,
            TwoFactorChallenge.attempts < CHALLENGE_ATTEMPTS,
        )
        .values(attempts=TwoFactorChallenge.attempts + 1)
        .returning(TwoFactorChallenge.id, TwoFactorChallenge.user_id)
    )
    row = counted.first()
    if row is None:
        raise _refused(_challenge_expired())
    challenge_id, user_id = row
    user = await session.get(User, user_id)
    assert user is not None  # the foreign key cascades deletes
    try:
        await check_second_factor(session, settings, user, code, now)
    except AppError as error:
        raise _refused(error) from None
    used = await session.execute(
        update(TwoFactorChallenge)
        .where(TwoFactorChallenge.id == challenge_id, TwoFactorChallenge.used_at.is_(None))
        .values(used_at=now)
    )
    if used.rowcount != 1:  # type: ignore[attr-defined]
        # Another request completed it first; raised, so this one's code is not used up.
        raise _challenge_expired()
    return user


def _refused(error: AppError) -> AttemptRefused:
    return AttemptRefused(error.status_code, error.code, error.message, error.fields)
