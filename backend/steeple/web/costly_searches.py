"""Costly searches take turns. A deep page, or many one- or two-letter words, walks far down a
list before the page is found: tens of milliseconds of database time where other searches take
one or two. Each process runs one such search at a time, so a few clients asking for them back to
back cannot starve everyone else's searches (`make bench` times normal searches while four
clients do); other searches never wait."""

import asyncio
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager

from fastapi import Request

from steeple.web.search_terms import matches_word_start, words

# Past this page a search with words walks far before it fills the page.
DEEP_PAGE = 5
# Each matches the start of a word in a large share of rows; no index narrows a few together much.
SHORT_WORDS = 3
# Costly searches one process runs at once.
AT_ONCE = 1


def is_costly(terms: Iterable[str | None], page: int) -> bool:
    """Whether a search for `terms` (every field's) on `page` is a costly one."""
    found = [word for term in terms for word in words(term)]
    short = sum(1 for word in found if matches_word_start(word))
    return bool(found) and (page > DEEP_PAGE or short >= SHORT_WORDS)


def turns() -> asyncio.Semaphore:
    """The process's turns (app.state.costly_searches)."""
    return asyncio.Semaphore(AT_ONCE)


@asynccontextmanager
async def taking_turns(request: Request, costly: bool) -> AsyncIterator[None]:
    """Runs the block at once; a costly search's once the process's costly searches before it
    are done."""
    if not costly:
        yield
        return
    semaphore: asyncio.Semaphore = request.app.state.costly_searches
    async with semaphore:
        yield
