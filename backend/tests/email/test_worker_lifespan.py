"""The server runs the worker in-process, except under tests, and stops it cleanly."""

import asyncio

import pytest
from asgi_lifespan import LifespanManager
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.app import create_app
from steeple.config import Environment, Settings
from steeple.email.models import OutboxStatus
from tests.email.helpers import queue, reload


def email_workers() -> list[asyncio.Task[object]]:
    return [task for task in asyncio.all_tasks() if task.get_name() == "email-worker"]


async def test_the_test_environment_starts_no_worker(settings: Settings) -> None:
    assert settings.environment is Environment.test and settings.email_worker_in_process
    async with LifespanManager(create_app(settings)):
        assert email_workers() == []


async def test_the_worker_can_be_turned_off(settings: Settings) -> None:
    development = settings.model_copy(
        update={"environment": Environment.development, "email_worker_in_process": False}
    )
    async with LifespanManager(create_app(development)):
        assert email_workers() == []


@pytest.mark.commits
async def test_the_server_delivers_in_process_and_stops_the_worker_on_shutdown(
    session: AsyncSession, settings: Settings
) -> None:
    email = await queue(session)
    development = settings.model_copy(update={"environment": Environment.development})
    async with LifespanManager(create_app(development)):
        [worker] = email_workers()
        # Its first pass starts at once; this only waits for it to finish.
        for _ in range(500):
            if (await reload(session, email)).status == OutboxStatus.sent:
                break
            await asyncio.sleep(0.01)
        assert (await reload(session, email)).status == OutboxStatus.sent
    assert worker.done() and worker.exception() is None
