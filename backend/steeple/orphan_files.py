"""Media files that no row names are removed once they are an hour old. A file is written before
its row commits (message attachments, handoff files, profile and church photos); a server killed
between the two, or before a rolled-back write was cleaned up, leaves the file behind, and nothing
else would ever remove it. A younger file may belong to a transaction still running, so it is left
alone."""

import asyncio
import logging
import re
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.churches.models import Church
from steeple.handoff.models import HandoffFile
from steeple.messaging.models import MessageAttachment
from steeple.notifications.models import Notification
from steeple.periodic import running_every
from steeple.private_files import private_dir
from steeple.users.models import User

logger = logging.getLogger(__name__)

ORPHAN_AGE = timedelta(hours=1)
SWEEP_EVERY_SECONDS = 3600.0
# Only names this app makes are ever removed: private files (private/<hex>) and photos (<hex>.webp).
PRIVATE_NAME = re.compile(r"[0-9a-f]{32}")
PHOTO_NAME = re.compile(r"[0-9a-f]{32}\.webp")
# Names looked up per query.
CHUNK = 500


def _older_files(folder: Path, name: re.Pattern[str], before: datetime) -> list[Path]:
    if not folder.is_dir():
        return []
    return [
        path
        for path in folder.iterdir()
        if name.fullmatch(path.name)
        and path.is_file()
        and path.stat().st_mtime < before.timestamp()
    ]


async def _named_private_files(session: AsyncSession, names: Sequence[str]) -> set[str]:
    """Private files are message attachments and handoff packs' files."""
    found: set[str] = set()
    for column in (MessageAttachment.storage_name, HandoffFile.storage_name):
        found.update(await session.scalars(select(column).where(column.in_(names))))
    return found


async def _named_photos(session: AsyncSession, names: Sequence[str]) -> set[str]:
    """Photos are named by their URL (/media/<name>); notifications keep their sender's."""
    urls = [f"/media/{name}" for name in names]
    found: set[str] = set()
    for column in (User.profile_photo, Church.photo, Notification.sender_avatar):
        found.update(await session.scalars(select(column).where(column.in_(urls))))
    return {url.removeprefix("/media/") for url in found}


async def sweep_orphan_files(
    sessionmaker: async_sessionmaker[AsyncSession], media_dir: Path, now: datetime
) -> int:
    """Removes the files older than ORPHAN_AGE that no row names; how many."""
    before = now - ORPHAN_AGE
    removed = 0
    for folder, name, named in (
        (private_dir(media_dir), PRIVATE_NAME, _named_private_files),
        (media_dir, PHOTO_NAME, _named_photos),
    ):
        candidates = await asyncio.to_thread(_older_files, folder, name, before)
        for start in range(0, len(candidates), CHUNK):
            chunk = candidates[start : start + CHUNK]
            async with sessionmaker() as session:
                kept = await named(session, [path.name for path in chunk])
            orphans = [path for path in chunk if path.name not in kept]
            for path in orphans:
                await asyncio.to_thread(path.unlink, missing_ok=True)
            removed += len(orphans)
    return removed


def running_orphan_sweep(
    sessionmaker: async_sessionmaker[AsyncSession],
    media_dir: Path,
    clock: Callable[[], datetime],
    every_seconds: float = SWEEP_EVERY_SECONDS,
) -> AbstractAsyncContextManager[None]:
    """Sweeps orphan media files in the background for the lifetime of the block."""

    async def sweep() -> None:
        if removed := await sweep_orphan_files(sessionmaker, media_dir, clock()):
            logger.info("%d orphan media files removed", removed)

    return running_every("orphan file sweep", every_seconds, sweep)
