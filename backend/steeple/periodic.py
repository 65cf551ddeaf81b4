"""Background jobs a serving process (or `steeple worker`) runs on a fixed beat."""

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable

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
                await asyncio.wait_for(stop.wait(), every_seconds)

    task = asyncio.create_task(beat(), name=name)
    try:
        yield
    finally:
        stop.set()
        await task
