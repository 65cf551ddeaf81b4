"""/api/users: the signed-in account. HTTP only; the rules live in users.service."""

from fastapi import Request, Response, status
from fastapi.encoders import jsonable_encoder
from fastapi.responses import JSONResponse
from limits import parse

from steeple.auth.dependencies import ActorDep, NowDep
from steeple.auth.router import COOKIE_PATH, REFRESH_COOKIE
from steeple.churches import service as churches
from steeple.db import SessionDep
from steeple.users import deletion, export, preferences, service
from steeple.users.schemas import (
    AccountDeletionIn,
    AccountUpdate,
    OnboardingIn,
    SettingsOut,
    SettingsUpdate,
    UserOut,
)
from steeple.web.rate_limit import RateLimiter
from steeple.web.routing import Router
from steeple.web.settings import settings_of

router = Router(prefix="/api/users", tags=["users"])


@router.get("/me", name="me")
async def me(actor: ActorDep, session: SessionDep, now: NowDep) -> UserOut:
    return await service.describe(session, actor.user, actor.membership, now)


@router.patch("/me", name="update-me")
async def update_me(
    data: AccountUpdate, actor: ActorDep, session: SessionDep, now: NowDep
) -> UserOut:
    user = await service.update_account(session, actor.user, data)
    return await service.describe(session, user, actor.membership, now)


@router.post("/me/onboarding", name="complete-onboarding")
async def complete_onboarding(
    data: OnboardingIn, actor: ActorDep, session: SessionDep, now: NowDep
) -> UserOut:
    user = await service.complete_onboarding(session, actor.user, data)
    # Onboarding a church account makes its membership.
    membership = await churches.membership_of(session, user.id)
    return await service.describe(session, user, membership, now)


@router.get("/me/settings", name="settings")
async def my_settings(actor: ActorDep, session: SessionDep) -> SettingsOut:
    row = await preferences.settings_as_read(session, actor.user)
    return SettingsOut.model_validate(row, from_attributes=True)


@router.patch("/me/settings", name="update-settings")
async def update_my_settings(
    data: SettingsUpdate, actor: ActorDep, session: SessionDep
) -> SettingsOut:
    row = await preferences.update_settings(session, actor.user, data)
    return SettingsOut.model_validate(row, from_attributes=True)


@router.get("/me/export", name="export", response_class=JSONResponse)
async def export_my_data(actor: ActorDep, session: SessionDep, now: NowDep) -> JSONResponse:
    data = await export.export_data(session, actor.user, now)
    filename = f"steeple-data-{now.date().isoformat()}.json"
    return JSONResponse(
        jsonable_encoder(data),
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )


@router.post(
    "/me/deletion",
    name="delete-account",
    status_code=status.HTTP_204_NO_CONTENT,
    responses={
        400: {"description": "Wrong password, or the two-factor code missing or wrong"},
        409: {"description": "The church's last admin, or a plan that still renews"},
    },
)
async def delete_my_account(
    data: AccountDeletionIn, request: Request, actor: ActorDep, session: SessionDep, now: NowDep
) -> Response:
    """Deletes the caller's account: personal data removed, what others need kept, every session
    signed out (docs/decisions.md "Deleting an account")."""
    # The password is checked here: bound the guesses a stolen session can make, as for a change.
    limiter: RateLimiter = request.app.state.rate_limiter
    await limiter.hit(parse("5/15minutes"), "delete-account", str(actor.user.id))
    settings = settings_of(request)
    await deletion.delete_account(
        session,
        actor,
        data.password,
        data.code,
        now,
        media_dir=settings.media_dir,
        app_settings=settings,
    )
    response = Response(status_code=status.HTTP_204_NO_CONTENT)
    response.delete_cookie(REFRESH_COOKIE, path=COOKIE_PATH)
    return response
