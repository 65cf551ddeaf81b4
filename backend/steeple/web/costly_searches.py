"""Costly searches take turns. A deep page, or many one- or two-letter words, walks far down a
list before the page is found: tens of milliseconds of database time where other searches take
one or two. Each process runs one such search at a time, so a few clients asking for them back to
back cannot starve everyone else's searches (`make bench` times normal searches while four
clients do), with a rest between turns in a burst (Turns); other searches never wait."""

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
# In a burst, the rest before the next costly search, as a multiple of how long the last one took.
REST = 2


def is_costly(terms: Iterable[str | None], page: int) -> bool:
    """Whether a search for `terms` (every field's) on `page` is a costly one."""
    found = [word for term in terms for word in words(term)]
    short = sum(1 for word in found if matches_word_start(word))
    return bool(found) and (page > DEEP_PAGE or short >= SHORT_WORDS)


class Turns:
    """A process's costly searches, one at a time. In a burst (another costly search waiting
    when one ends) the next starts only after a rest REST times as long as the last one took, so
    a burst takes at most a third of the process's time (and of the database core it keeps busy);
    a costly search with none waiting behind it ends its turn at once, and no search answers
    later."""

    def __init__(self) -> None:
        self._turn = asyncio.Semaphore(AT_ONCE)
        self._waiting = 0

    def taken(self) -> bool:
        return self._turn.locked()

    @asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        self._waiting += 1
        try:
            await self._turn.acquire()
        finally:
            self._waiting -= 1
        loop = asyncio.get_running_loop()
        began = loop.time()
        try:
            yield
        finally:
            if self._waiting:
                loop.call_later(REST * (loop.time() - began), self._turn.release)
            else:
                self._turn.release()


def turns() -> Turns:
    """The process's turns (app.state.costly_searches)."""
    return Turns()


@asynccontextmanager
async def taking_turns(request: Request, costly: bool) -> AsyncIterator[None]:
    """Runs the block at once; a costly search's in its turn (see Turns)."""
    if not costly:
        yield
        return
    costly_turns: Turns = request.app.state.costly_searches
    async with costly_turns.turn():
        yield
