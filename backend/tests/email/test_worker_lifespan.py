"""Where the background jobs run: in every server process by default, in none under tests or with
WORKER_IN_PROCESS=false (then `steeple worker` runs them); and they stop cleanly."""

import asyncio

import pytest
from asgi_lifespan import LifespanManager
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.app import create_app
from steeple.config import Environment, Settings
from steeple.db import utcnow
from steeple.email.models import OutboxStatus
from steeple.runtime import Runtime
from tests.email.helpers import queue, reload

# The tasks the jobs run as (steeple.runtime.Runtime.jobs), by name.
JOBS = {
    "email-worker",
    "notification digests",
    "offer expiry sweep",
    "review release sweep",
    "orphan file sweep",
    "analytics prune",
    "test provider renewals",
}


def running_tasks() -> set[str]:
    return {task.get_name() for task in asyncio.all_tasks() if not task.done()}


async def test_the_test_environment_runs_no_job_but_flushes_analytics(settings: Settings) -> None:
    assert settings.environment is Environment.test and settings.worker_in_process
    async with LifespanManager(create_app(settings)):
        assert running_tasks() & JOBS == set()
        assert "analytics flush" in running_tasks()


async def test_a_server_runs_every_job_unless_turned_off(settings: Settings) -> None:
    development = settings.model_copy(update={"environment": Environment.development})
    async with LifespanManager(create_app(development)):
        assert running_tasks() >= JOBS
    off = development.model_copy(update={"worker_in_process": False})
    async with LifespanManager(create_app(off)):
        assert running_tasks() & JOBS == set()
        # Its own analytics buffer is this process's to flush, worker or not.
        assert "analytics flush" in running_tasks()


async def test_the_worker_runs_every_job_and_stops_them(settings: Settings) -> None:
    """What `steeple worker` runs."""
    async with Runtime.build(settings, utcnow).running(jobs=True):
        assert running_tasks() >= JOBS
    assert running_tasks() & (JOBS | {"analytics flush"}) == set()


@pytest.mark.commits
async def test_the_server_delivers_in_process_and_stops_the_worker_on_shutdown(
    session: AsyncSession, settings: Settings
) -> None:
    email = await queue(session)
    development = settings.model_copy(update={"environment": Environment.development})
    async with LifespanManager(create_app(development)):
        [worker] = [task for task in asyncio.all_tasks() if task.get_name() == "email-worker"]
        # Its first pass starts at once; this only waits for it to finish.
        for _ in range(500):
            if (await reload(session, email)).status == OutboxStatus.sent:
                break
            await asyncio.sleep(0.01)
        assert (await reload(session, email)).status == OutboxStatus.sent
    assert worker.done() and worker.exception() is None
