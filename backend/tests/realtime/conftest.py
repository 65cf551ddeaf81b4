"""A real server for the socket tests: the test's app served by uvicorn in this event loop (its
lifespan runs, so the broker listens), and a websocket client of it."""

import asyncio
import json
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

import pytest
import uvicorn
from fastapi import FastAPI
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from steeple.auth import service as auth
from steeple.config import Settings
from steeple.users.models import User
from tests.conftest import Clock


@asynccontextmanager
async def serving(app: FastAPI) -> AsyncIterator[str]:
    """`app` served by uvicorn on a free port (its lifespan runs); its socket's URL."""
    # A socket handler that never ends would otherwise hold the server's shutdown, and the
    # whole suite, forever; past this it is cancelled (and uvicorn logs it as an error).
    config = uvicorn.Config(
        app,
        host="127.0.0.1",
        port=0,
        lifespan="on",
        log_level="warning",
        timeout_graceful_shutdown=10,
    )
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve())
    for _ in range(500):
        if server.started or task.done():
            break
        await asyncio.sleep(0.01)
    assert server.started, "the test server did not start"
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"ws://127.0.0.1:{port}/api/realtime"
    finally:
        server.should_exit = True
        await task


@pytest.fixture
async def served(request: pytest.FixtureRequest, app: FastAPI) -> AsyncIterator[str]:
    """The socket's URL on a free port, with the app's lifespan running."""
    assert request.node.get_closest_marker("commits"), (
        "the socket reads through connections of its own: mark the test `commits`"
    )
    async with serving(app) as url:
        yield url


Opener = Callable[[], AbstractAsyncContextManager[ClientConnection]]


@pytest.fixture
def socket(served: str) -> Opener:
    """Opens a socket to the served app (nothing sent yet)."""

    @asynccontextmanager
    async def opened() -> AsyncIterator[ClientConnection]:
        async with connect(served, open_timeout=5, close_timeout=2) as ws:
            yield ws

    return opened


async def receive(ws: ClientConnection, within: float = 5) -> dict[str, Any]:
    async with asyncio.timeout(within):
        text = await ws.recv()
    data: dict[str, Any] = json.loads(text)
    return data


async def closed_with(ws: ClientConnection, within: float = 5) -> tuple[int, str]:
    """The close code and reason, asserting nothing at all was sent before the close."""
    try:
        async with asyncio.timeout(within):
            message = await ws.recv()
    except ConnectionClosed as closed:
        assert closed.rcvd is not None, "closed without a close frame"
        return closed.rcvd.code, closed.rcvd.reason
    raise AssertionError(f"expected a close, received {message!r}")


async def authed(ws: ClientConnection, token: str) -> dict[str, Any]:
    """Sends the auth message and answers the "ready" message."""
    await ws.send(json.dumps({"type": "auth", "token": token}))
    ready = await receive(ws)
    assert ready["type"] == "ready", ready
    return ready


TokenMaker = Callable[..., Awaitable[tuple[str, str]]]


@pytest.fixture
def new_token(app: FastAPI, settings: Settings, clock: Clock) -> TokenMaker:
    """A new signed-in session for a user at the clock's time: (access token, refresh token)."""

    async def make(user_id: uuid.UUID) -> tuple[str, str]:
        async with app.state.sessionmaker() as session, session.begin():
            user = await session.get(User, user_id)
            assert user is not None
            issued = await auth.start_session(session, settings, user, clock.now)
        return issued.access_token, issued.refresh_token

    return make
