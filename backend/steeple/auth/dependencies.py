"""Who is calling: the clock, the bearer access token, and the actor behind it."""

from datetime import datetime
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth import policies, service
from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.auth.tokens import InvalidToken, decode_access_token
from steeple.db import Clock, SessionDep
from steeple.web.errors import AppError
from steeple.web.settings import settings_of


async def get_now(request: Request) -> datetime:
    """The time by the app's clock (create_app's `clock`, which tests move). Async, so FastAPI
    calls it on the event loop rather than in its thread pool (a thread hop per request)."""
    clock: Clock = request.app.state.clock
    return clock()


NowDep = Annotated[datetime, Depends(get_now)]

_bearer = HTTPBearer(auto_error=False, description="The access token from sign-in or refresh")


def _unauthenticated(message: str) -> AppError:
    return AppError(401, "not_authenticated", message, headers={"WWW-Authenticate": "Bearer"})


async def _actor(
    request: Request,
    session: AsyncSession,
    now: datetime,
    credentials: HTTPAuthorizationCredentials | None,
) -> Actor:
    if credentials is None:
        raise _unauthenticated("Sign in to continue")
    try:
        claims = decode_access_token(settings_of(request).secret_key, credentials.credentials, now)
    except InvalidToken as error:
        raise _unauthenticated("Your session has expired. Please sign in again.") from error
    found = await service.user_for_access(session, claims, now)
    if found is None:
        raise _unauthenticated("Your session has ended. Please sign in again.")
    user, membership = found
    # A token issued before the suspension is still valid: refused here, for every route.
    authorize(policies.can_sign_in(user))
    return Actor(user=user, session_id=claims.session_id, membership=membership)


async def get_actor(
    request: Request,
    session: SessionDep,
    now: NowDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Actor:
    """The signed-in user and, for church accounts, their place in their church."""
    return await _actor(request, session, now, credentials)


ActorDep = Annotated[Actor, Depends(get_actor)]


async def get_optional_actor(
    request: Request,
    session: SessionDep,
    now: NowDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Actor | None:
    """The caller on public pages: signed in or not, a bad token simply means a visitor."""
    if credentials is None:
        return None
    try:
        return await _actor(request, session, now, credentials)
    except AppError:
        return None


OptionalActorDep = Annotated[Actor | None, Depends(get_optional_actor)]
