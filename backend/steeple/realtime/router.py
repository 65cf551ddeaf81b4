"""WebSocket /api/realtime: the open pages of a signed-in user hear of their new notifications,
new messages and unread counts as they happen.

Protocol (docs/architecture.md, "Realtime"): the client's first message, within AUTH_TIMEOUT_S,
is {"type": "auth", "token": "<access token>"} (never the URL, which ends up in logs); the same
again later with a refreshed token extends the connection; {"type": "ping"} is answered with
{"type": "pong"}. Nothing is sent before "ready". Close codes: 4401 missing, forged or expired
token or ended session (also when the token's expiry passes unrefreshed), 4400 malformed message,
4408 no auth message in time, 1013 a socket too slow to keep up (the client reconnects).
"""

import asyncio
import contextlib
import json
from collections.abc import Coroutine, MutableMapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from fastapi import WebSocket
from starlette.websockets import WebSocketDisconnect, WebSocketState

from steeple.db import Clock, Reads
from steeple.realtime import events
from steeple.realtime.events import Grant
from steeple.realtime.hub import Hub, Subscriber
from steeple.realtime.publish import Event
from steeple.web.routing import Router

T = TypeVar("T")

router = Router()

AUTH_TIMEOUT_S = 5.0
# A socket sleeps until its token's expiry, waking at least this often to look again (a refresh
# moves the expiry later; tests move the app's clock instead of waiting).
EXPIRY_CHECK_S = 30.0
# A send that takes longer than this means the client has stopped reading.
SEND_TIMEOUT_S = 10.0
# An access token is a few hundred characters; anything much longer is not a message of ours.
MAX_MESSAGE_CHARS = 8192

UNAUTHORIZED = 4401
MALFORMED = 4400
AUTH_TIMEOUT = 4408
TOO_SLOW = 1013


@dataclass(frozen=True)
class Close:
    code: int
    reason: str


SIGNED_OUT = Close(UNAUTHORIZED, "Your session has ended. Please sign in again.")
EXPIRED = Close(UNAUTHORIZED, "Your session has expired. Please sign in again.")
NO_TOKEN = Close(UNAUTHORIZED, "Sign in to continue")
BAD_MESSAGE = Close(MALFORMED, 'Expected {"type": "auth", "token": "..."} or {"type": "ping"}')


def reads(websocket: WebSocket) -> Reads:
    """Connections for a socket's reads: the app's read connections, in autocommit, so no BEGIN
    or ROLLBACK round trips (a socket only reads, once per event)."""
    connections: Reads = websocket.app.state.reads
    return connections


async def grant_for(reads: Reads, secret: str, token: str, now: datetime) -> Grant | None:
    async with reads() as connection:
        return await events.grant_for(connection, secret, token, now)


async def whole(read: Coroutine[Any, Any, T]) -> T:
    """Runs a database read to its end even if the socket closes meanwhile (its jobs are then
    cancelled): a read cut off halfway could leave its connection out of the pool."""
    task = asyncio.ensure_future(read)
    # Should the socket be gone by the time it fails, the failure is still looked at (no
    # "exception was never retrieved"); the socket itself no longer needs the answer.
    task.add_done_callback(lambda done: done.cancelled() or done.exception())
    return await asyncio.shield(task)


class Closing(Exception):
    def __init__(self, close: Close) -> None:
        self.close = close


def parse(message: MutableMapping[str, Any]) -> dict[str, Any] | None:
    """A client message: {"type": "auth", "token": str | missing} or {"type": "ping"}. None when
    it is not one; a disconnect raises WebSocketDisconnect."""
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    text = message.get("text")
    if not isinstance(text, str) or len(text) > MAX_MESSAGE_CHARS:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    if data.get("type") == "ping" and data.keys() == {"type"}:
        return data
    if data.get("type") == "auth" and data.keys() <= {"type", "token"}:
        token = data.get("token")
        if token is None or isinstance(token, str):
            return data
    return None


class Connection:
    """One authenticated socket: its grant, its queue in the hub, and one lock for its sends."""

    def __init__(self, websocket: WebSocket, grant: Grant) -> None:
        self.websocket = websocket
        self.grant = grant
        self.subscriber = Subscriber(grant.user_id)
        self._send_lock = asyncio.Lock()
        state = websocket.app.state
        self.reads = reads(websocket)
        self.secret: str = state.settings.secret_key
        self.clock: Clock = state.clock

    async def send(self, data: dict[str, Any]) -> None:
        async with self._send_lock:
            try:
                # asyncio.timeout, never wait_for: on Python 3.11, wait_for swallows a cancel
                # that comes as the send completes, and the socket's jobs then never stop.
                async with asyncio.timeout(SEND_TIMEOUT_S):
                    await self.websocket.send_json(data)
            except TimeoutError:
                raise Closing(Close(TOO_SLOW, "Too slow to keep up")) from None

    async def _counts(self) -> dict[str, int]:
        async with self.reads() as connection:
            return await events.unread(connection, self.grant.user_id)

    async def ready(self) -> None:
        counts = await whole(self._counts())
        await self.send({"type": "ready", "unread": counts})

    async def _read(self, event: Event) -> dict[str, Any] | None:
        """What to send for `event` (None: the sign-in session has ended)."""
        async with self.reads() as connection:
            if not await events.still_signed_in(connection, self.grant, self.clock()):
                return None
            return await events.render(connection, self.grant.user_id, event)

    async def pushing(self) -> None:
        """Sends each event the hub queued, as read now for this user: one short connection each."""
        while True:
            event = await self.subscriber.next_event()
            data = await whole(self._read(event))
            if data is None:
                raise Closing(SIGNED_OUT)
            await self.send(data)

    async def receiving(self) -> None:
        while True:
            message = parse(await self.websocket.receive())
            if message is None:
                raise Closing(BAD_MESSAGE)
            if message["type"] == "ping":
                await self.send({"type": "pong"})
                continue
            token = message.get("token")
            if not token:
                raise Closing(NO_TOKEN)
            grant = await whole(grant_for(self.reads, self.secret, token, self.clock()))
            # A socket stays its user's: a token of someone else does not move it.
            if grant is None or grant.user_id != self.grant.user_id:
                raise Closing(EXPIRED if grant is None else SIGNED_OUT)
            self.grant = grant

    async def expiring(self) -> None:
        while True:
            left = (self.grant.expires_at - self.clock()).total_seconds()
            if left <= 0:
                raise Closing(EXPIRED)
            await asyncio.sleep(min(left, EXPIRY_CHECK_S))

    async def overflowing(self) -> None:
        await self.subscriber.overflowed.wait()
        raise Closing(Close(TOO_SLOW, "Too slow to keep up"))


async def first_grant(websocket: WebSocket) -> Grant:
    """The grant of the auth message the client must send first, in time."""
    try:
        async with asyncio.timeout(AUTH_TIMEOUT_S):
            received = await websocket.receive()
    except TimeoutError:
        raise Closing(Close(AUTH_TIMEOUT, "No auth message in time")) from None
    message = parse(received)
    if message is None or message["type"] != "auth":
        raise Closing(BAD_MESSAGE)
    token = message.get("token")
    if not token:
        raise Closing(NO_TOKEN)
    state = websocket.app.state
    clock: Clock = state.clock
    grant = await whole(grant_for(reads(websocket), state.settings.secret_key, token, clock()))
    if grant is None:
        raise Closing(EXPIRED)
    return grant


async def _first_to_end(*jobs: Coroutine[Any, Any, None]) -> None:
    """Runs the socket's jobs until one of them ends (raising what it raised), then stops all."""
    tasks = [asyncio.create_task(job) for job in jobs]
    try:
        done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        for task in done:
            task.result()
    finally:
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


@router.websocket("/api/realtime")
async def realtime(websocket: WebSocket) -> None:
    hub: Hub = websocket.app.state.realtime_hub
    # Accepted first: close codes of our own can only be sent on an open socket.
    await websocket.accept()
    connection: Connection | None = None
    try:
        connection = Connection(websocket, await first_grant(websocket))
        # In the hub before the counts are read: an event from now on is queued, not missed.
        hub.add(connection.subscriber)
        await connection.ready()
        await _first_to_end(
            connection.pushing(),
            connection.receiving(),
            connection.expiring(),
            connection.overflowing(),
        )
    except Closing as closing:
        if websocket.application_state is WebSocketState.CONNECTED:
            with contextlib.suppress(Exception):
                async with asyncio.timeout(SEND_TIMEOUT_S):
                    await websocket.close(closing.close.code, closing.close.reason)
    except WebSocketDisconnect:
        pass
    finally:
        if connection is not None:
            hub.remove(connection.subscriber)
