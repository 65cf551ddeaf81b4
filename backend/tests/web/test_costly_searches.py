"""Costly searches (a deep page, or many one- or two-letter words) take turns in each process,
with a rest between turns; other searches never wait for them."""

import asyncio

import httpx
import pytest
from fastapi import FastAPI

from steeple.web.costly_searches import DEEP_PAGE, Turns, is_costly


@pytest.mark.parametrize(
    ("terms", "page", "costly"),
    [
        (["grace"], 1, False),
        (["grace"], DEEP_PAGE, False),
        (["grace"], DEEP_PAGE + 1, True),
        ([None, ""], 20, False),  # no words: the list's own order, however deep
        (["jo"], 1, False),
        (["worship", "tx"], 1, False),
        (["a b", None, "c"], 1, True),
        (["a", "b", "youth"], 1, False),
    ],
)
def test_what_is_costly(terms: list[str | None], page: int, costly: bool) -> None:
    assert is_costly(terms, page) is costly


@pytest.mark.parametrize(
    ("path", "costly", "normal"),
    [
        ("/api/profiles/search", {"q": "grace", "page": DEEP_PAGE + 1}, {"q": "grace"}),
        ("/api/opportunities", {"search": "a b c"}, {"search": "revival"}),
    ],
)
async def test_a_costly_search_waits_its_turn_and_others_do_not(
    app: FastAPI,
    client: httpx.AsyncClient,
    path: str,
    costly: dict[str, str | int],
    normal: dict[str, str | int],
) -> None:
    turns: Turns = app.state.costly_searches
    async with turns.turn():  # another costly search under way
        waiting = asyncio.create_task(client.get(path, params=costly))
        async with asyncio.timeout(10):
            answered = await client.get(path, params=normal)
        assert answered.status_code == 200
        await asyncio.sleep(0.05)
        assert not waiting.done()
    assert (await waiting).status_code == 200


async def test_in_a_burst_the_next_costly_search_rests_twice_as_long_as_the_last_took() -> None:
    turns = Turns()
    loop = asyncio.get_running_loop()
    alone_took = loop.time()
    async with turns.turn():
        await asyncio.sleep(0.05)
    assert not turns.taken()  # none waiting: no rest
    alone_took = loop.time() - alone_took

    next_began: list[float] = []

    async def next_search() -> None:
        async with turns.turn():
            next_began.append(loop.time())

    async with turns.turn():
        waiting = asyncio.create_task(next_search())
        await asyncio.sleep(0.2)  # a costly search, with another waiting
    finished = loop.time()
    await waiting
    assert next_began[0] - finished >= 0.35  # twice 0.2 s, less the timer's slack
    assert alone_took < 0.15
