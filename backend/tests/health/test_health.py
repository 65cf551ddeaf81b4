import httpx

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
