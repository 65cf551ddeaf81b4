"""/api/users: the signed-in account. HTTP only; the rules live in users.service."""

from fastapi import APIRouter
from fastapi.encoders import jsonable_encoder
from fastapi.responses import JSONResponse

from steeple.auth.dependencies import ActorDep, NowDep
from steeple.churches import service as churches
from steeple.db import SessionDep
from steeple.users import export, preferences, service
from steeple.users.schemas import (
    AccountUpdate,
    OnboardingIn,
    SettingsOut,
    SettingsUpdate,
    UserOut,
)

router = APIRouter(prefix="/api/users", tags=["users"])


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
    row = await preferences.own_settings(session, actor.user)
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
