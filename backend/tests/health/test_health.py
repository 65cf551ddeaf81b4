import asyncio

import asyncpg
import httpx
import pytest
from fastapi import FastAPI

from steeple.app import create_app
from steeple.config import Settings


async def test_health_checks_the_database(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "ok"}


async def test_health_reports_a_database_that_does_not_answer(settings: Settings) -> None:
    # Nothing listens on port 1: connecting fails the way it does when the server is down.
    down = settings.model_copy(update={"database_url": "postgresql+asyncpg://u@127.0.0.1:1/none"})
    app = create_app(down)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        response = await client.get("/api/health")
    assert response.status_code == 503
    assert response.json()["error"]["code"] == "database_unavailable"
    await app.state.engine.dispose()


@pytest.mark.commits  # its own pool: terminating the rolled-back test's connection ends the test
async def test_pooled_connections_the_server_closed_are_replaced_unseen(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """A database restart (here: every connection of the app's pool terminated) costs no failed
    request: a pooled connection known closed is swapped for a new one at checkout (db.py), with
    no ping round trip on every checkout."""
    if app.state.engine.dialect.name != "postgresql":
        pytest.skip("PostgreSQL's connections (set TEST_DATABASE_URL)")
    assert (await client.get("/api/health")).status_code == 200  # a connection in the pool
    url = app.state.engine.url.set(drivername="postgresql")
    admin = await asyncpg.connect(url.render_as_string(hide_password=False))
    try:
        killed = await admin.fetchval(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
    finally:
        await admin.close()
    assert killed >= 1
    await asyncio.sleep(0.2)  # the terminations reach the connections
    for _ in range(3):
        assert (await client.get("/api/health")).status_code == 200
