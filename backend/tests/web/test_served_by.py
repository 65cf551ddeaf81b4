"""INSTANCE_NAME names the replica that answered, on responses and on WebSocket handshakes."""

import httpx
import pytest
from pydantic import ValidationError
from websockets.asyncio.client import connect

from steeple.app import create_app
from steeple.config import Settings
from tests.realtime.conftest import serving


async def test_no_name_no_header(client: httpx.AsyncClient) -> None:
    assert "x-served-by" not in (await client.get("/api/health")).headers


async def test_every_answer_and_handshake_names_the_replica(settings: Settings) -> None:
    app = create_app(settings.model_copy(update={"instance_name": "api-2"}))
    try:
        async with serving(app) as socket_url:
            http_url = socket_url.replace("ws://", "http://").removesuffix("/api/realtime")
            async with httpx.AsyncClient(base_url=http_url) as client:
                for path in ("/api/health", "/api/no-such-route"):
                    assert (await client.get(path)).headers["x-served-by"] == "api-2"
            async with connect(socket_url, open_timeout=5) as ws:
                assert ws.response is not None
                assert ws.response.headers["x-served-by"] == "api-2"
    finally:
        await app.state.engine.dispose()


@pytest.mark.parametrize("name", ["api 1", "api-1\r\nSet-Cookie: x=1", "a" * 65])
def test_a_name_that_is_no_plain_token_is_refused(settings: Settings, name: str) -> None:
    with pytest.raises(ValidationError):
        Settings(**{**settings.model_dump(), "instance_name": name})
