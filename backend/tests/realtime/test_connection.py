"""A socket's jobs stop when they are told to, whatever they are waiting on."""

import asyncio
import uuid
from datetime import timedelta
from types import SimpleNamespace
from typing import Any, cast

from fastapi import FastAPI, WebSocket

from steeple.auth.tokens import AccessClaims
from steeple.realtime import router as realtime
from steeple.realtime.events import Grant
from tests.conftest import Clock


async def test_a_send_cancelled_as_it_completes_still_stops_the_job(
    app: FastAPI, clock: Clock
) -> None:
    """A socket's jobs are cancelled together when one of them ends (its queue overflowed, the
    client left). One cancelled just as its send completes must stop all the same: with
    asyncio.wait_for around the send, Python 3.11 dropped that cancel, and the socket's handler
    then waited forever for a job that never ended, the socket never closed."""
    sent: list[dict[str, Any]] = []

    async def send_json(data: dict[str, Any]) -> None:
        sent.append(data)  # at once, as to a client that keeps up

    websocket = cast(WebSocket, SimpleNamespace(app=app, send_json=send_json))
    claims = AccessClaims(uuid.uuid4(), uuid.uuid4(), clock() + timedelta(minutes=15))
    connection = realtime.Connection(websocket, Grant(claims))

    async def sending() -> None:
        while True:
            await connection.send({"type": "pong"})
            await asyncio.sleep(0)

    ran_on = []
    for turns in range(1, 40):  # cancelled at each point of its loop in turn
        job = asyncio.create_task(sending())
        for _ in range(turns):
            await asyncio.sleep(0)
        job.cancel()
        for _ in range(10):
            await asyncio.sleep(0)
        if not job.done():
            ran_on.append(turns)
        while not job.done():  # stopped for good before the next round
            job.cancel()
            await asyncio.sleep(0)
    assert sent, "the job never sent anything"
    assert ran_on == [], f"cancelled after these numbers of turns, the job ran on: {ran_on}"
