"""Background jobs a serving process (or `steeple worker`) runs on a fixed beat."""

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

logger = logging.getLogger(__name__)


@contextlib.asynccontextmanager
async def running_every(
    name: str, every_seconds: float, job: Callable[[], Awaitable[object]]
) -> AsyncIterator[None]:
    """Runs `job` now and every `every_seconds` for the lifetime of the block. A failed run is
    logged and tried again next time; leaving the block waits for a run in progress."""
    stop = asyncio.Event()

    async def beat() -> None:
        while not stop.is_set():
            try:
                await job()
            except Exception:
                logger.exception("%s failed", name)
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(every_seconds):
                    await stop.wait()

    task = asyncio.create_task(beat(), name=name)
    try:
        yield
    finally:
        stop.set()
        await task


@dataclass(frozen=True)
class Sweep:
    """A job that handles at once everything due at a given time and counts what it handled."""

    name: str
    counted: str  # what the count is of, for the log: "offers expired"
    once: Callable[[async_sessionmaker[AsyncSession], datetime], Awaitable[int]]

    def running(
        self, sessionmaker: async_sessionmaker[AsyncSession], clock: Callable[[], datetime]
    ) -> AbstractAsyncContextManager[None]:
        """Sweeps every minute, at the clock's time, for the lifetime of the block."""

        async def sweep() -> None:
            if count := await self.once(sessionmaker, clock()):
                logger.info("%d %s", count, self.counted)

        return running_every(self.name, 60.0, sweep)
