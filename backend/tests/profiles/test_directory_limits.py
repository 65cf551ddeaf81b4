"""What one directory search may cost: a few words per field, twenty pages, and a rate per client
address. (Twenty-six one-letter words in every field on page 200 took half a second.)"""

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from steeple.profiles import search
from steeple.users.roles import Role
from tests.factories import make_user
from tests.web.test_errors import assert_error_shape

FIELDS = [
    "q",
    "text",
    "topic",
    "skill",
    "instrument",
    "genre",
    "denomination",
    "worship_style",
    "location",
]


@pytest.mark.parametrize("field", FIELDS)
async def test_at_most_five_words_a_field(client: httpx.AsyncClient, field: str) -> None:
    five = await client.get("/api/profiles/search", params={field: "a b c d e"})
    assert five.status_code == 200, five.text

    six = await client.get("/api/profiles/search", params={field: "a b-c d, e f"})
    error = assert_error_shape(six, 422, "validation_error")
    assert error["fields"] == {field: "Search with at most 5 words"}


async def test_at_most_twenty_pages(client: httpx.AsyncClient) -> None:
    last = await client.get("/api/profiles/search", params={"page": 20})
    assert last.status_code == 200
    assert last.json()["page_size"] == 50

    error = assert_error_shape(
        await client.get("/api/profiles/search", params={"page": 21}), 422, "validation_error"
    )
    assert error["fields"] == {"page": "Input should be less than or equal to 20"}


@pytest.fixture
async def elsewhere(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app, client=("198.51.100.9", 4000))
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as http:
        yield http


async def test_searches_are_limited_per_client_address(
    app: FastAPI, client: httpx.AsyncClient, elsewhere: httpx.AsyncClient
) -> None:
    app.state.settings = app.state.settings.model_copy(update={"search_rate_limit": "3/minute"})
    statuses = [(await client.get("/api/profiles/search")).status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    assert (await elsewhere.get("/api/profiles/search")).status_code == 200


async def test_the_last_page_offers_no_next_one(
    app: FastAPI, client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search, "PAGE_SIZE", 1)
    async with app.state.sessionmaker() as session, session.begin():
        for _ in range(search.MAX_PAGE + 1):
            await make_user(session, role=Role.speaker)

    before_last = await client.get("/api/profiles/search", params={"page": search.MAX_PAGE - 1})
    assert before_last.json()["has_more"] is True
    last = await client.get("/api/profiles/search", params={"page": search.MAX_PAGE})
    assert len(last.json()["results"]) == 1
    assert last.json()["has_more"] is False
