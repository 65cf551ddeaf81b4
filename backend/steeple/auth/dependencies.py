"""Who is calling: the clock, the bearer access token and the user behind it."""

from dataclasses import dataclass
from datetime import datetime
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from steeple.auth import service
from steeple.auth.tokens import AccessClaims, InvalidToken, decode_access_token
from steeple.db import SessionDep, utcnow
from steeple.users.models import User
from steeple.web.errors import AppError


def get_now(request: Request) -> datetime:
    """The app's clock: tests replace app.state.clock to move time."""
    clock = getattr(request.app.state, "clock", utcnow)
    now: datetime = clock()
    return now


NowDep = Annotated[datetime, Depends(get_now)]

_bearer = HTTPBearer(auto_error=False, description="The access token from sign-in or refresh")


def _unauthenticated(message: str) -> AppError:
    return AppError(401, "not_authenticated", message, headers={"WWW-Authenticate": "Bearer"})


@dataclass(frozen=True)
class Caller:
    user: User
    claims: AccessClaims


async def get_caller(
    request: Request,
    session: SessionDep,
    now: NowDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Caller:
    if credentials is None:
        raise _unauthenticated("Sign in to continue")
    try:
        claims = decode_access_token(
            request.app.state.settings.secret_key, credentials.credentials, now
        )
    except InvalidToken as error:
        raise _unauthenticated("Your session has expired. Please sign in again.") from error
    user = await service.user_for_access(session, claims, now)
    if user is None:
        raise _unauthenticated("Your session has ended. Please sign in again.")
    return Caller(user, claims)


CallerDep = Annotated[Caller, Depends(get_caller)]


async def get_optional_user(
    request: Request,
    session: SessionDep,
    now: NowDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> User | None:
    """The caller on public pages: signed in or not, a bad token simply means a visitor."""
    if credentials is None:
        return None
    try:
        caller = await get_caller(request, session, now, credentials)
    except AppError:
        return None
    return caller.user


OptionalUserDep = Annotated[User | None, Depends(get_optional_user)]


async def get_current_user(caller: CallerDep) -> User:
    return caller.user


CurrentUserDep = Annotated[User, Depends(get_current_user)]
