"""Who is calling: the clock, the bearer access token, the signed-in caller behind it, and the
actor (the caller with their account)."""

import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth import policies, service
from steeple.auth.actor import Actor
from steeple.auth.live_sessions import LiveSessions
from steeple.auth.policy import authorize
from steeple.auth.tokens import AccessClaims, InvalidToken, decode_access_token
from steeple.db import Clock, Reads, SessionDep
from steeple.web.errors import AppError
from steeple.web.settings import settings_of


def _now(request: Request) -> datetime:
    """The time by the app's clock (create_app's `clock`, which tests move)."""
    clock: Clock = request.app.state.clock
    return clock()


# Async, as every dependency that does no blocking work: a plain function would be run on the
# thread pool, a thread hop on every request.
async def get_now(request: Request) -> datetime:
    return _now(request)


NowDep = Annotated[datetime, Depends(get_now)]


def _bearer_token(request: Request) -> str | None:
    """The access token of an `Authorization: Bearer <token>` header (from sign-in or refresh).
    Read here rather than by a security dependency: solving one more dependency costs every
    authenticated request more than reading the header."""
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    return (token.strip() or None) if scheme.lower() == "bearer" else None


def _unauthenticated(message: str) -> AppError:
    return AppError(401, "not_authenticated", message, headers={"WWW-Authenticate": "Bearer"})


async def _signed_in(request: Request, token: str, now: datetime) -> AccessClaims:
    """The claims of a valid access token whose session is live and whose account is not
    suspended. Remembered a few seconds once checked (auth/live_sessions.py: every process forgets
    it at once when its session ends); else the signature is checked and the database asked."""
    live: LiveSessions = request.app.state.live_sessions
    remembered = live.claims(token, now)
    if remembered is not None:
        return remembered
    generation = live.generation
    try:
        claims = decode_access_token(settings_of(request).secret_key, token, now)
    except InvalidToken as error:
        raise _unauthenticated("Your session has expired. Please sign in again.") from error
    reads: Reads = request.app.state.reads
    async with reads() as connection:
        standing = await service.session_standing(connection, claims, now)
    if standing is None:
        raise _unauthenticated("Your session has ended. Please sign in again.")
    # A token issued before the suspension is still valid: refused here, for every route.
    authorize(policies.can_sign_in(standing))
    live.remember(token, claims, standing.ends_at, now, generation)
    return claims


@dataclass(frozen=True)
class Caller:
    """A signed-in caller, the account not loaded: for routes that read the caller's own rows
    and need nothing of the account but its id (the unread counts, the notification list).
    `reads` opens a read connection for them (`async with caller.reads() as connection`): handed
    over here, not by a dependency of its own, which would cost each of those hot reads one
    more dependency to solve (about 0.01 ms of CPU)."""

    claims: AccessClaims
    reads: Reads

    @property
    def id(self) -> uuid.UUID:
        return self.claims.user_id


async def _caller(request: Request) -> Caller:
    token = _bearer_token(request)
    if token is None:
        raise _unauthenticated("Sign in to continue")
    return Caller(await _signed_in(request, token, _now(request)), request.app.state.reads)


async def _actor(session: AsyncSession, caller: Caller) -> Actor:
    found = await service.account(session, caller.id)
    if found is None:
        raise _unauthenticated("Your session has ended. Please sign in again.")
    user, membership = found
    # Asked again of the row just read: a suspension whose broadcast went astray still counts.
    authorize(policies.can_sign_in(user))
    return Actor(user=user, session_id=caller.claims.session_id, membership=membership)


async def get_caller(request: Request) -> Caller:
    """The signed-in caller (their session checked, their account not loaded)."""
    return await _caller(request)


CallerDep = Annotated[Caller, Depends(get_caller)]


async def get_actor(request: Request, session: SessionDep) -> Actor:
    """The signed-in user and, for church accounts, their place in their church."""
    return await _actor(session, await _caller(request))


ActorDep = Annotated[Actor, Depends(get_actor)]


async def get_optional_caller(request: Request) -> Caller | None:
    """The caller on public pages, their account not loaded: signed in or not, a bad token
    simply means a visitor. For pages that need the account only now and then (the searches
    load it to sort by fit, with `optional_actor`): loading it is a query and a round trip on
    every signed-in search."""
    if _bearer_token(request) is None:
        return None
    try:
        return await _caller(request)
    except AppError:
        return None


OptionalCallerDep = Annotated[Caller | None, Depends(get_optional_caller)]


async def optional_actor(session: AsyncSession, caller: Caller | None) -> Actor | None:
    """The account of an optional caller; None for a visitor, or an account no longer usable."""
    if caller is None:
        return None
    try:
        return await _actor(session, caller)
    except AppError:
        return None


async def get_optional_actor(request: Request, session: SessionDep) -> Actor | None:
    """The caller on public pages, with their account."""
    return await optional_actor(session, await get_optional_caller(request))


OptionalActorDep = Annotated[Actor | None, Depends(get_optional_actor)]
