"""Control characters are refused at the edge (PostgreSQL cannot store NUL: it was a 500), and
line breaks everywhere but in multi-line text."""

from typing import Any

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.contact.models import ContactMessage
from steeple.email.models import OutboxEmail
from steeple.telemetry.models import ClientError
from steeple.users.models import User
from tests.auth.helpers import PASSWORD, bearer, signed_up_and_verified
from tests.factories import Actors
from tests.web.test_errors import assert_error_shape

CONTACT = {
    "name": "Ruth Baker",
    "email": "ruth@example.org",
    "subject": "Booking a worship band",
    "message": "Can churches book a band for a weekend retreat?",
}
SIGN_UP = {
    "email": "ruth@example.org",
    "password": PASSWORD,
    "role": "speaker",
    "full_name": "Ruth Baker",
}
CLIENT_ERROR = {
    "error_id": "e-1",
    "kind": "runtime",
    "message": "TypeError: x is undefined",
    "stack": "at render (app.js:1:2)",
    "path": "/speakers",
}


async def count(session: AsyncSession, model: type) -> int:
    return (await session.scalar(select(func.count()).select_from(model))) or 0


def refused(response: httpx.Response, field: str) -> str:
    error = assert_error_shape(response, 422, "validation_error")
    fields = error["fields"]
    assert isinstance(fields, dict)
    assert list(fields) == [field], fields
    message: str = fields[field]
    return message


@pytest.mark.parametrize("character", ["\x00", "\x07", "\x1b", "\x7f", "\x85"])
async def test_control_characters_in_any_text_are_422_and_store_nothing(
    client: httpx.AsyncClient, session: AsyncSession, character: str
) -> None:
    signin = {"email": f"ruth{character}@example.org", "password": PASSWORD}
    assert "control" in refused(await client.post("/api/auth/signin", json=signin), "email")

    sign_up = {**SIGN_UP, "full_name": f"Ruth{character} Baker"}
    refused(await client.post("/api/auth/signup", json=sign_up), "full_name")
    reset = {"email": f"ruth@example.org{character}"}
    refused(await client.post("/api/auth/password-reset", json=reset), "email")

    # Multi-line text keeps its line breaks, never control characters.
    contact = {**CONTACT, "message": f"Hello{character} there, friends"}
    refused(await client.post("/api/contact", json=contact), "message")

    report = {"errors": [{**CLIENT_ERROR, "stack": f"at render{character} (app.js:1:2)"}]}
    refused(await client.post("/api/telemetry/errors", json=report), "errors.0.stack")

    search = await client.get("/api/profiles/search", params={"q": f"ru{character}th"})
    refused(search, "q")

    for model in (User, ContactMessage, OutboxEmail, ClientError):
        assert await count(session, model) == 0


async def test_control_characters_in_profile_fields_are_422(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    token = await signed_up_and_verified(client, session, "ruth@example.org")
    response = await client.put(
        "/api/profiles/me/talent", json={"bio": "Preacher\x00"}, headers=bearer(token)
    )
    refused(response, "bio")


@pytest.mark.parametrize("line_break", ["\n", "\r\n", "\t", "\u2028"])
@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/api/contact", {**CONTACT, "name": "Ruth{}Baker"}, "name"),
        ("/api/contact", {**CONTACT, "subject": "Hello{}Bcc: everyone@example.org"}, "subject"),
        ("/api/auth/signup", {**SIGN_UP, "full_name": "Ruth{}Baker"}, "full_name"),
        ("/api/auth/signin", {"email": "ruth@example.org", "password": "Shep{}herd"}, "password"),
        ("/api/telemetry/errors", {"errors": [{**CLIENT_ERROR, "path": "/a{}b"}]}, "errors.0.path"),
    ],
)
async def test_line_breaks_are_refused_in_single_line_fields(
    client: httpx.AsyncClient,
    session: AsyncSession,
    path: str,
    body: dict[str, Any],
    field: str,
    line_break: str,
) -> None:
    def with_break(value: Any) -> Any:
        if isinstance(value, str):
            return value.replace("{}", line_break)
        if isinstance(value, list):
            return [with_break(item) for item in value]
        if isinstance(value, dict):
            return {key: with_break(item) for key, item in value.items()}
        return value

    assert "single line" in refused(await client.post(path, json=with_break(body)), field)
    for model in (User, ContactMessage, OutboxEmail, ClientError):
        assert await count(session, model) == 0


async def test_single_line_profile_fields_refuse_line_breaks(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    token = await signed_up_and_verified(client, session, "ruth@example.org")
    response = await client.put(
        "/api/profiles/me/talent",
        json={"headline": "Preacher\nand teacher", "topics": ["Youth", "Grace\nLeadership"]},
        headers=bearer(token),
    )
    error = assert_error_shape(response, 422, "validation_error")
    assert error["fields"] == {
        "headline": "This must be a single line, without line breaks or tabs",
        "topics.1": "This must be a single line, without line breaks or tabs",
    }


async def test_query_parameters_are_single_line(client: httpx.AsyncClient) -> None:
    refused(await client.get("/api/profiles/search", params={"topic": "youth\nrevival"}), "topic")


async def test_multi_line_text_keeps_its_line_breaks(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    message = "Hello,\r\n\tcan we book a band?\nThanks"
    response = await client.post("/api/contact", json={**CONTACT, "message": message})
    assert response.status_code == 201, response.text
    stored = (await session.scalars(select(ContactMessage))).one()
    assert stored.message == message

    report = {"errors": [{**CLIENT_ERROR, "stack": "at a (x.js:1:1)\n\tat b (x.js:2:2)"}]}
    assert (await client.post("/api/telemetry/errors", json=report)).status_code == 202


@pytest.mark.parametrize("path", ["/%00", "/speakers%00.js", "/assets/%00.js"])
async def test_a_nul_in_a_page_path_is_not_found(client: httpx.AsyncClient, path: str) -> None:
    assert_error_shape(await client.get(path), 404, "not_found")


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"full_name": "\u200b"}, "full_name"),  # a zero-width space alone shows nothing
        ({"full_name": " \u200b\u2060 "}, "full_name"),
        ({"city": "\u202eyrarbiL"}, "city"),  # a right-to-left override reorders the text
        ({"state": "O\u2066H"}, "state"),
    ],
)
async def test_invisible_names_and_bidi_overrides_are_422(
    client: httpx.AsyncClient, actors: Actors, body: dict[str, str], field: str
) -> None:
    before = (await client.get("/api/users/me", headers=actors.speaker.headers)).json()
    response = await client.patch("/api/users/me", json=body, headers=actors.speaker.headers)
    assert response.status_code == 422
    assert field in response.json()["error"]["fields"]
    assert (await client.get("/api/users/me", headers=actors.speaker.headers)).json() == before


async def test_names_with_joiners_in_them_are_fine(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    # Zero-width joiners belong inside words of several scripts and emoji; only text that is
    # nothing but invisible characters is refused.
    name = "Ruth \U0001f469\u200d\U0001f467 Baker"
    response = await client.patch(
        "/api/users/me", json={"full_name": name}, headers=actors.speaker.headers
    )
    assert response.status_code == 200
    assert response.json()["full_name"] == name
