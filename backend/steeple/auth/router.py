"""/api/auth: HTTP only. The refresh token lives in an httpOnly cookie scoped to this path."""

from datetime import datetime

from fastapi import Depends, Request, Response, status
from limits import parse
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth import policies, service, two_factor
from steeple.auth.actor import Actor
from steeple.auth.dependencies import ActorDep, NowDep
from steeple.auth.models import Aal, LinkPurpose
from steeple.auth.schemas import (
    CodeIn,
    DeviceSessionOut,
    EmailIn,
    Message,
    PasswordChangeIn,
    PasswordResetIn,
    RecoveryCodesOut,
    SessionOut,
    SignInIn,
    SignUpIn,
    TwoFactorChallengeOut,
    TwoFactorEnrollmentOut,
    TwoFactorSignInIn,
    TwoFactorStatusOut,
    VerifyIn,
    VerifyOut,
)
from steeple.churches import service as churches
from steeple.db import SessionDep
from steeple.i18n import _
from steeple.users import service as users
from steeple.web.errors import error_response
from steeple.web.origin import public_origin
from steeple.web.rate_limit import RateLimiter, client_ip, limit_per_ip
from steeple.web.routing import Router
from steeple.web.settings import settings_of

router = Router(prefix="/api/auth", tags=["auth"])

REFRESH_COOKIE = "steeple_refresh"
COOKIE_PATH = "/api/auth"

CHECK_EMAIL = Message(
    message=_("If that address can receive email, a message with the next step is on its way.")
)


async def _limit(request: Request, name: str, rule: str, *keys: str) -> None:
    limiter: RateLimiter = request.app.state.rate_limiter
    await limiter.hit(parse(rule), name, *keys)


async def _limit_per_account(request: Request, name: str, rule: str, email: str) -> None:
    """Per account and client address: a stranger guessing an account's password (or using up its
    reset emails) is stopped without locking its owner out, who is elsewhere. The per-address
    limits bound a stranger's guesses over all accounts."""
    await _limit(request, name, rule, service.normalise_email(email), client_ip(request))


async def _session_out(
    request: Request,
    response: Response,
    issued: service.IssuedSession,
    session: AsyncSession,
    now: datetime,
) -> SessionOut:
    settings = settings_of(request)
    response.set_cookie(
        REFRESH_COOKIE,
        issued.refresh_token,
        max_age=settings.refresh_token_days * 86_400,
        path=COOKIE_PATH,
        httponly=True,
        secure=public_origin(session).startswith("https://"),
        samesite="lax",
    )
    return SessionOut(
        access_token=issued.access_token,
        expires_in=issued.expires_in,
        user=await users.describe(
            session, issued.user, await churches.membership_of(session, issued.user.id), now
        ),
    )


@router.post(
    "/signup",
    name="sign-up",
    status_code=status.HTTP_202_ACCEPTED,
    dependencies=[Depends(limit_per_ip("signup", lambda settings: settings.signup_rate_limit))],
)
async def sign_up(data: SignUpIn, request: Request, session: SessionDep, now: NowDep) -> Message:
    await service.sign_up(session, settings_of(request), data, now)
    return CHECK_EMAIL


@router.post("/verify", name="verify", dependencies=[Depends(limit_per_ip("verify", "30/minute"))])
async def verify(
    data: VerifyIn, request: Request, response: Response, session: SessionDep, now: NowDep
) -> VerifyOut:
    """signup: confirms the email and signs in. recovery: checks the link without using it."""
    if data.type is LinkPurpose.recovery:
        email = await service.check_recovery_link(session, data.token_hash, now)
        return VerifyOut(type=data.type, email=email)
    issued = await service.verify_signup(session, settings_of(request), data.token_hash, now)
    return VerifyOut(
        type=data.type,
        email=issued.user.email,
        session=await _session_out(request, response, issued, session, now),
    )


@router.post(
    "/signin",
    name="sign-in",
    dependencies=[Depends(limit_per_ip("signin", lambda settings: settings.signin_rate_limit))],
)
async def sign_in(
    data: SignInIn, request: Request, response: Response, session: SessionDep, now: NowDep
) -> SessionOut | TwoFactorChallengeOut:
    """A session; or, with two-factor sign-in on, a challenge to answer with a code at
    /signin/two-factor (no cookie, no access token yet)."""
    account_rule = settings_of(request).signin_account_rate_limit
    await _limit_per_account(request, "signin-account", account_rule, data.email)
    issued = await service.sign_in(session, settings_of(request), data.email, data.password, now)
    if isinstance(issued, TwoFactorChallengeOut):
        return issued
    return await _session_out(request, response, issued, session, now)


@router.post(
    "/signin/two-factor",
    name="sign-in-two-factor",
    response_model=SessionOut,
    dependencies=[Depends(limit_per_ip("two-factor", "30/minute"))],
    responses={
        400: {"description": "invalid_code: a wrong, used or replayed code"},
        401: {"description": "challenge_expired: sign in again"},
    },
)
async def sign_in_two_factor(
    data: TwoFactorSignInIn,
    request: Request,
    response: Response,
    session: SessionDep,
    now: NowDep,
) -> SessionOut | Response:
    """The code step of a sign-in (or of a password reset) with two-factor sign-in on: a TOTP
    code or a recovery code."""
    user_id = await two_factor.challenge_user_id(session, data.challenge_token)
    if user_id is not None:
        # Beyond the challenge's own few attempts: one who has the password cannot keep
        # starting new sign-ins to guess on, from one address or from many.
        await _limit(
            request, "two-factor-account", "10/15minutes", str(user_id), client_ip(request)
        )
        await _limit(request, "two-factor-account-total", "30/hour", str(user_id))
    try:
        user = await two_factor.pass_challenge(
            session, settings_of(request), data.challenge_token, data.code, now
        )
    except two_factor.AttemptRefused as refused:
        # Answered, not raised: the attempt counted against the challenge must commit.
        return error_response(refused.status_code, refused.code, refused.message, refused.fields)
    issued = await service.start_session(session, settings_of(request), user, now, aal=Aal.aal2)
    return await _session_out(request, response, issued, session, now)


@router.post(
    "/refresh",
    name="refresh",
    response_model=SessionOut,
    dependencies=[Depends(limit_per_ip("refresh", lambda settings: settings.refresh_rate_limit))],
    responses={
        204: {"description": "No session to restore: the browser holds no refresh cookie"},
        401: {"description": "The refresh cookie cannot be used"},
        403: {"description": "account_suspended: staff suspended the account"},
    },
)
async def refresh(
    request: Request, response: Response, session: SessionDep, now: NowDep
) -> SessionOut | Response:
    token = request.cookies.get(REFRESH_COOKIE)
    if not token:
        # Every visitor's first page asks; having no session is an answer, not an error.
        return Response(status_code=status.HTTP_204_NO_CONTENT)
    try:
        issued = await service.refresh_session(session, settings_of(request), token, now)
    except service.RefreshRefused as refused:
        # Answered, not raised: a detected reuse has just revoked the family, and that must commit.
        if refused.code == "account_suspended":
            suspended = policies.SUSPENDED
            answer = error_response(suspended.status, suspended.code, suspended.message)
        else:
            answer = error_response(401, refused.code, "Please sign in again.")
        if refused.code != "refresh_conflict":
            answer.delete_cookie(REFRESH_COOKIE, path=COOKIE_PATH)
        return answer
    return await _session_out(request, response, issued, session, now)


@router.post("/signout", name="sign-out", status_code=status.HTTP_204_NO_CONTENT)
async def sign_out(request: Request, session: SessionDep, now: NowDep) -> Response:
    await service.sign_out(session, request.cookies.get(REFRESH_COOKIE), now)
    response = Response(status_code=status.HTTP_204_NO_CONTENT)
    response.delete_cookie(REFRESH_COOKIE, path=COOKIE_PATH)
    return response


@router.post(
    "/password-reset",
    name="request-password-reset",
    status_code=status.HTTP_202_ACCEPTED,
    dependencies=[Depends(limit_per_ip("password-reset", "10/hour"))],
)
async def request_password_reset(
    data: EmailIn, request: Request, session: SessionDep, now: NowDep
) -> Message:
    await _limit_per_account(request, "password-reset-account", "3/hour", data.email)
    # Across all addresses too, higher: strangers on many addresses cannot flood one inbox.
    email = service.normalise_email(data.email)
    await _limit(request, "password-reset-account-total", "10/hour", email)
    await service.request_password_reset(session, settings_of(request), data.email, now)
    return CHECK_EMAIL


@router.post(
    "/password-reset/confirm",
    name="reset-password",
    dependencies=[Depends(limit_per_ip("verify", "30/minute"))],
)
async def reset_password(
    data: PasswordResetIn, request: Request, response: Response, session: SessionDep, now: NowDep
) -> SessionOut | TwoFactorChallengeOut:
    """Sets the password and signs in; with two-factor sign-in on, answers a challenge for the
    code step instead."""
    issued = await service.reset_password(
        session, settings_of(request), data.token_hash, data.password, now
    )
    if isinstance(issued, TwoFactorChallengeOut):
        return issued
    return await _session_out(request, response, issued, session, now)


@router.post(
    "/resend-verification",
    name="resend-verification",
    status_code=status.HTTP_202_ACCEPTED,
    dependencies=[Depends(limit_per_ip("resend", "10/hour"))],
)
async def resend_verification(
    data: EmailIn, request: Request, session: SessionDep, now: NowDep
) -> Message:
    # The spec's 60-second cooldown, enforced here as well as on the button.
    await _limit(request, "resend-account", "1/minute", service.normalise_email(data.email))
    await service.resend_verification(session, settings_of(request), data.email, now)
    return CHECK_EMAIL


@router.post("/me/password", name="change-password", status_code=status.HTTP_204_NO_CONTENT)
async def change_password(
    data: PasswordChangeIn, request: Request, actor: ActorDep, session: SessionDep, now: NowDep
) -> Response:
    # The current password is checked here: bound the guesses a stolen session can make.
    await _limit(request, "change-password", "5/15minutes", str(actor.user.id))
    await service.change_password(
        session,
        actor.user,
        data.current_password,
        data.new_password,
        actor.session_id,
        now,
    )
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get("/sessions", name="sessions")
async def device_sessions(
    actor: ActorDep, session: SessionDep, now: NowDep
) -> list[DeviceSessionOut]:
    return await service.device_sessions(session, actor.user.id, actor.session_id, now)


@router.post(
    "/sessions/sign-out-others", name="sign-out-others", status_code=status.HTTP_204_NO_CONTENT
)
async def sign_out_others(actor: ActorDep, session: SessionDep, now: NowDep) -> Response:
    """Signs out every other device of the caller; this one stays signed in."""
    await service.sign_out_other_devices(session, actor.user.id, actor.session_id, now)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


# ---- two-factor sign-in: the signed-in user's own authenticator -------------------------------


async def _limit_codes(request: Request, actor: Actor) -> None:
    # Each of these checks a code: bound the guesses a stolen session can make.
    await _limit(request, "two-factor-code", "10/15minutes", str(actor.user.id))


@router.get("/two-factor", name="two-factor-status")
async def two_factor_status(actor: ActorDep, session: SessionDep) -> TwoFactorStatusOut:
    return await two_factor.status(session, actor.user.id)


@router.post("/two-factor/enroll", name="two-factor-enroll", status_code=status.HTTP_201_CREATED)
async def two_factor_enroll(
    request: Request, actor: ActorDep, session: SessionDep, now: NowDep
) -> TwoFactorEnrollmentOut:
    """Starts (or starts again) setup: the secret and its QR code, shown this once."""
    return await two_factor.enroll(session, settings_of(request), actor.user, now)


@router.post("/two-factor/verify", name="two-factor-verify")
async def two_factor_verify(
    data: CodeIn, request: Request, actor: ActorDep, session: SessionDep, now: NowDep
) -> RecoveryCodesOut:
    """The app's first code turns two-factor sign-in on; the recovery codes are shown once."""
    await _limit_codes(request, actor)
    codes = await two_factor.verify_enrollment(
        session, settings_of(request), actor.user, data.code, actor.session_id, now
    )
    return RecoveryCodesOut(recovery_codes=codes)


@router.post(
    "/two-factor/disable", name="two-factor-disable", status_code=status.HTTP_204_NO_CONTENT
)
async def two_factor_disable(
    data: CodeIn, request: Request, actor: ActorDep, session: SessionDep, now: NowDep
) -> Response:
    """Turns two-factor sign-in off, for a current code or a recovery code."""
    await _limit_codes(request, actor)
    await two_factor.disable(session, settings_of(request), actor.user, data.code, now)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post("/two-factor/recovery-codes", name="two-factor-recovery-codes")
async def two_factor_recovery_codes(
    data: CodeIn, request: Request, actor: ActorDep, session: SessionDep, now: NowDep
) -> RecoveryCodesOut:
    """Ten new recovery codes for a current authenticator code; the old ones stop working."""
    await _limit_codes(request, actor)
    codes = await two_factor.regenerate_recovery_codes(
        session, settings_of(request), actor.user, data.code, now
    )
    return RecoveryCodesOut(recovery_codes=codes)
