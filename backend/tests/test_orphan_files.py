"""Media files that no row names (a server killed between writing a file and committing its row)
are removed once an hour old; files rows name, younger files and files of other names stay."""

import os
import uuid
from datetime import datetime, timedelta
from pathlib import Path

import httpx
from fastapi import FastAPI
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from steeple.orphan_files import sweep_orphan_files
from steeple.users.models import User
from tests.conftest import Clock
from tests.factories import Actors
from tests.messaging.helpers import PDF, files, start


def written(path: Path, at: datetime) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"x")
    os.utime(path, (at.timestamp(), at.timestamp()))
    return path


async def test_old_files_no_row_names_are_removed_and_nothing_else(
    app: FastAPI,
    client: httpx.AsyncClient,
    session: AsyncSession,
    actors: Actors,
    settings: Settings,
    clock: Clock,
) -> None:
    sent = await start(
        client, actors.church_admin, actors.speaker.id, attachments=files(("a.pdf", PDF))
    )
    assert sent.status_code == 201, sent.text
    private = settings.media_dir / "private"
    [attachment] = list(private.iterdir())
    two_hours_ago = clock.now - timedelta(hours=2)
    os.utime(attachment, (two_hours_ago.timestamp(), two_hours_ago.timestamp()))
    photo = written(settings.media_dir / f"{uuid.uuid4().hex}.webp", two_hours_ago)
    await session.execute(
        update(User)
        .where(User.id == actors.speaker.id)
        .values(profile_photo=f"/media/{photo.name}")
    )
    await session.commit()

    old_attachment = written(private / uuid.uuid4().hex, two_hours_ago)
    old_photo = written(settings.media_dir / f"{uuid.uuid4().hex}.webp", two_hours_ago)
    fresh_attachment = written(private / uuid.uuid4().hex, clock.now - timedelta(minutes=20))
    not_ours = written(settings.media_dir / "README.txt", two_hours_ago)

    removed = await sweep_orphan_files(app.state.sessionmaker, settings.media_dir, clock.now)

    assert removed == 2
    assert not old_attachment.exists() and not old_photo.exists()
    for kept in (attachment, photo, fresh_attachment, not_ours):
        assert kept.exists(), kept.name
