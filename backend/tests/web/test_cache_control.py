"""What caches and browsers may keep: API answers carry tokens and personal data, so nothing
keeps them unless a route says it is public; source maps (full sources) are never served."""

from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.app import create_app
from steeple.config import Settings
from tests.auth.helpers import PASSWORD, signed_up_and_verified


async def test_api_answers_are_not_stored_by_default(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await signed_up_and_verified(client, session, "ruth@example.org")
    signin = await client.post(
        "/api/auth/signin", json={"email": "ruth@example.org", "password": PASSWORD}
    )
    assert signin.status_code == 200
    for response in (
        signin,
        await client.get("/api/health"),
        await client.get("/api/nope"),
        await client.post("/api/contact", json={}),
    ):
        assert response.headers["cache-control"] == "no-store", response.request.url


async def test_public_api_answers_keep_their_own_caching(client: httpx.AsyncClient) -> None:
    for path in ("/api/site", "/api/billing/plans"):
        assert (await client.get(path)).headers["cache-control"] == "public, max-age=300"


async def test_pages_and_assets_keep_their_caching(client: httpx.AsyncClient) -> None:
    assert (await client.get("/speakers")).headers["cache-control"] == "no-cache"
    asset = await client.get("/assets/index-abc123.js")
    assert asset.headers["cache-control"] == "public, max-age=31536000, immutable"


@pytest.fixture
async def client_with_maps(settings: Settings, tmp_path: Path) -> AsyncIterator[httpx.AsyncClient]:
    """The app serving a build that still holds source maps (one made before they were turned
    off, or with `sourcemap: "hidden"`)."""
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><div id=root></div>")
    for name in ("assets/index-abc123.js", "assets/index-abc123.js.map", "sw.js.map"):
        (dist / name).write_text("{}")
    app = create_app(settings.model_copy(update={"frontend_dist": dist}))
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as http:
        yield http
    await app.state.engine.dispose()


async def test_source_maps_are_never_served(client_with_maps: httpx.AsyncClient) -> None:
    assert (await client_with_maps.get("/assets/index-abc123.js")).status_code == 200
    for path in ("/assets/index-abc123.js.map", "/sw.js.map"):
        response = await client_with_maps.get(path)
        assert response.status_code == 404, path
        assert response.json()["error"]["code"] == "not_found"
