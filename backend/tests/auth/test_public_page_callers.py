"""The searches are public pages that a signed-in caller opens all day: they check the caller's
session but read their account only to sort by fit (auth.dependencies.OptionalCallerDep)."""

from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import event

from tests.factories import Actors, SignedIn


@contextmanager
def statements_run(app: FastAPI) -> Iterator[list[str]]:
    """The SQL of each statement the app runs meanwhile."""
    run: list[str] = []

    def record(_conn, _cursor, statement, _parameters, _context, _many) -> None:
        run.append(statement)

    engine = app.state.engine.sync_engine
    event.listen(engine, "before_cursor_execute", record)
    try:
        yield run
    finally:
        event.remove(engine, "before_cursor_execute", record)


def reads_an_account(statements: list[str]) -> bool:
    # The account is the user with their church membership (auth.service.account).
    return any("church_members" in statement for statement in statements)


@pytest.mark.parametrize(
    ("path", "who"),
    [("/api/opportunities", "speaker"), ("/api/profiles/search", "church_admin")],
)
async def test_a_signed_in_search_does_not_read_the_account(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, path: str, who: str
) -> None:
    caller: SignedIn = getattr(actors, who)
    with statements_run(app) as statements:
        response = await client.get(path, headers=caller.headers)
    assert response.status_code == 200, response.text
    assert statements, "the search ran no statement: the listener saw nothing"
    assert not reads_an_account(statements)


async def test_the_fit_sort_reads_the_account(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    with statements_run(app) as statements:
        response = await client.get(
            "/api/opportunities", params={"sort": "fit"}, headers=actors.speaker.headers
        )
    assert response.status_code == 200, response.text
    assert reads_an_account(statements)


async def test_a_bad_token_on_a_search_is_a_visitor(client: httpx.AsyncClient) -> None:
    headers = {"Authorization": "Bearer not-a-token"}
    assert (await client.get("/api/profiles/search", headers=headers)).status_code == 200
    refused = await client.get("/api/opportunities", params={"sort": "fit"}, headers=headers)
    assert refused.status_code == 401
