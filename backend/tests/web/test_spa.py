"""The single-page app: cached assets, index.html for client routes, JSON for the API."""

import httpx
import pytest

from steeple.app import create_app
from steeple.config import Settings


@pytest.mark.parametrize("path", ["/", "/about", "/speakers/42", "/404", "/deep/client/route"])
async def test_client_routes_get_index_html_revalidated(
    client: httpx.AsyncClient, path: str
) -> None:
    response = await client.get(path)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    assert "<div id=root>" in response.text
    assert response.headers["cache-control"] == "no-cache"


async def test_hashed_assets_are_cached_for_a_year(client: httpx.AsyncClient) -> None:
    response = await client.get("/assets/index-abc123.js")
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"


async def test_missing_asset_is_404_not_index(client: httpx.AsyncClient) -> None:
    response = await client.get("/assets/gone-123.js")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


async def test_root_files_are_served(client: httpx.AsyncClient) -> None:
    response = await client.get("/favicon.svg")
    assert response.status_code == 200
    assert "<svg" in response.text


async def test_paths_cannot_escape_the_build_folder(client: httpx.AsyncClient) -> None:
    response = await client.get("/..%2f..%2fetc/passwd")
    assert response.status_code == 200
    assert "root:" not in response.text


async def test_security_headers_on_pages_and_api(client: httpx.AsyncClient) -> None:
    for path in ("/", "/api/health", "/api/nope"):
        headers = (await client.get(path)).headers
        csp = headers["content-security-policy"]
        assert "script-src 'self'" in csp
        assert "frame-ancestors 'none'" in csp
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "strict-origin-when-cross-origin"
        assert headers["x-frame-options"] == "DENY"


async def test_responses_are_served_compressed(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/openapi.json", headers={"accept-encoding": "gzip"})
    assert response.headers["content-encoding"] == "gzip"
    assert response.json()["info"]["title"] == "Steeple API"


async def test_behind_a_proxy_that_compresses_the_app_does_not(settings: Settings) -> None:
    app = create_app(settings.model_copy(update={"compress_responses": False}))
    transport = httpx.ASGITransport(app=app)
    try:
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as http:
            response = await http.get("/api/openapi.json", headers={"accept-encoding": "gzip"})
    finally:
        await app.state.engine.dispose()
    assert "content-encoding" not in response.headers
    assert response.json()["info"]["title"] == "Steeple API"
