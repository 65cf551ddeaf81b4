"""`steeple outbox`: what waits, and how long a due email has waited (a worker's health)."""

import asyncio
import json
import os
import subprocess
import sys
from datetime import timedelta

import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from steeple.db import utcnow
from steeple.email.models import OutboxEmail, OutboxStatus
from steeple.email.service import Backlog, backlog
from tests.email.helpers import queue


async def due_since(session: AsyncSession, email: OutboxEmail, ago: timedelta) -> None:
    await session.execute(
        update(OutboxEmail).where(OutboxEmail.id == email.id).values(next_attempt_at=utcnow() - ago)
    )
    await session.commit()


async def test_an_empty_outbox_has_no_backlog(session: AsyncSession) -> None:
    assert await backlog(session, utcnow()) == Backlog(pending=0, failed=0, oldest_due_seconds=0)


async def test_the_backlog_counts_and_times_the_longest_wait(session: AsyncSession) -> None:
    waiting = await queue(session)
    await due_since(session, waiting, timedelta(minutes=10))
    later = await queue(session)  # retried later: pending, but not due yet
    await due_since(session, later, -timedelta(minutes=5))
    gone = await queue(session)
    gone.status = OutboxStatus.failed
    await session.commit()

    found = await backlog(session, utcnow())
    assert (found.pending, found.failed) == (2, 1)
    assert 600 <= found.oldest_due_seconds < 660


@pytest.mark.commits  # the command reads through a process of its own
async def test_the_command_fails_when_an_email_waits_too_long(
    session: AsyncSession, settings: Settings
) -> None:
    email = await queue(session)
    await due_since(session, email, timedelta(minutes=10))

    late = await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-m", "steeple.cli", "outbox", "--max-lag", "300"],
        env={
            **os.environ,
            "DATABASE_URL": settings.database_url,
            "SECRET_KEY": settings.secret_key,
        },
        capture_output=True,
        text=True,
        check=False,
    )
    assert late.returncode == 1
    assert json.loads(late.stdout)["pending"] == 1
    assert "has been due for 6" in late.stderr
