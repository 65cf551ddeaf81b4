"""Every error has one JSON shape: {"error": {"code", "message", "fields", "request_id"}}."""

import logging
import re
from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from steeple.web.errors import AppError


def assert_error_shape(response: httpx.Response, status: int, code: str) -> dict[str, object]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/json")
    error = response.json()["error"]
    assert set(error) == {"code", "message", "fields", "request_id"}
    assert error["code"] == code
    assert error["message"]
    assert error["request_id"] == response.headers["x-request-id"]
    assert isinstance(error, dict)
    return error


@pytest.mark.parametrize("method", ["GET", "POST", "DELETE"])
async def test_unknown_api_path_is_json_404(client: httpx.AsyncClient, method: str) -> None:
    response = await client.request(method, "/api/no-such-thing")
    assert_error_shape(response, 404, "not_found")


async def test_wrong_method_on_real_path_is_405(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/contact")
    assert_error_shape(response, 405, "method_not_allowed")
    assert "POST" in response.headers["allow"]


async def test_validation_errors_name_each_field(client: httpx.AsyncClient) -> None:
    response = await client.post("/api/contact", json={"name": "", "email": "not-an-email"})
    error = assert_error_shape(response, 422, "validation_error")
    fields = error["fields"]
    assert isinstance(fields, dict)
    assert set(fields) == {"name", "email", "subject", "message"}
    assert "email" in fields["email"]


@pytest.mark.parametrize("user_id", ["999999", "not-an-id", "00000000-0000-0000-0000-000000000000"])
async def test_a_malformed_or_unknown_path_id_is_404(
    client: httpx.AsyncClient, user_id: str
) -> None:
    response = await client.get(f"/api/profiles/speakers/{user_id}")
    assert_error_shape(response, 404, "not_found")


async def test_malformed_json_is_422_on_the_body(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/contact", content=b"{not json", headers={"content-type": "application/json"}
    )
    error = assert_error_shape(response, 422, "validation_error")
    assert error["fields"] == {"body": "The request body is not valid JSON"}


async def test_oversized_body_is_413_from_content_length(client: httpx.AsyncClient) -> None:
    body = b'{"message": "' + b"x" * 2_000_000 + b'"}'
    response = await client.post(
        "/api/contact", content=body, headers={"content-type": "application/json"}
    )
    assert_error_shape(response, 413, "content_too_large")


async def test_oversized_chunked_body_is_413(client: httpx.AsyncClient) -> None:
    async def chunks() -> AsyncIterator[bytes]:  # no Content-Length: checked while streaming
        for _ in range(40):
            yield b"x" * 65_536

    response = await client.post(
        "/api/contact", content=chunks(), headers={"content-type": "application/json"}
    )
    assert_error_shape(response, 413, "content_too_large")


async def test_app_error_keeps_its_status_code_and_fields(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    async def conflict() -> None:
        raise AppError(409, "taken", "That name is taken", {"name": "Choose another name"})

    app.router.add_api_route("/api/test-conflict", conflict, methods=["POST"])
    error = assert_error_shape(await client.post("/api/test-conflict"), 409, "taken")
    assert error["fields"] == {"name": "Choose another name"}


async def test_unhandled_error_is_500_without_internals_and_logged_with_request_id(
    app: FastAPI,
    client: httpx.AsyncClient,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def boom() -> None:
        raise RuntimeError("secret internal detail")

    app.router.add_api_route("/api/test-boom", boom, methods=["POST"])
    # Let caplog see the app's handler output (for this test only: the app is shared).
    monkeypatch.setattr(logging.getLogger("steeple"), "propagate", True)
    with caplog.at_level(logging.ERROR, logger="steeple.request"):
        response = await client.post("/api/test-boom")
    error = assert_error_shape(response, 500, "internal_error")
    assert "secret internal detail" not in response.text
    logged = [r for r in caplog.records if r.name == "steeple.request"]
    assert logged and getattr(logged[0], "request_id", None) == error["request_id"]
    assert "secret internal detail" in caplog.text


async def test_a_sane_incoming_request_id_is_kept(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/nope", headers={"X-Request-ID": "trace-1234abcd"})
    assert response.headers["x-request-id"] == "trace-1234abcd"
    hostile = await client.get("/api/nope", headers={"X-Request-ID": "<script>"})
    assert hostile.headers["x-request-id"] != "<script>"


async def test_a_request_without_an_id_is_given_a_new_one_each_time(
    client: httpx.AsyncClient,
) -> None:
    made_up = {(await client.get("/api/site")).headers["x-request-id"] for _ in range(3)}
    assert len(made_up) == 3
    assert all(re.fullmatch(r"[0-9a-f]{32}", request_id) for request_id in made_up)
