"""Counting: `record()` queues events on the session; once it commits they join an in-process
buffer, and `Recorder.flush()` (every FLUSH_SECONDS in a serving process; tests call it) writes
them in one transaction and adds them to the daily totals. A page view thus costs the page a list
append, never a write of its own."""

import contextlib
import hashlib
import logging
import re
import uuid
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from fastapi import Request
from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from steeple.analytics.models import AnalyticsDaily, AnalyticsEvent
from steeple.auth.actor import Actor
from steeple.db import (
    after_commit,
    create_sessionmaker,
    dialect_insert,
    unit_of_work,
)
from steeple.periodic import running_every
from steeple.web.rate_limit import client_ip
from steeple.web.settings import settings_of

logger = logging.getLogger(__name__)

RECORDER_KEY = "steeple.analytics"
FLUSH_SECONDS = 2.0
# A repeat view can only meet a row of its own day (viewer keys are salted with the day), so raw
# events are kept for the days some time zone may still call today, then only the totals remain.
RAW_EVENT_DAYS = 2
PRUNE_SECONDS = 3600.0

# Talent
PROFILE_VIEWS = "profile_views"
DIRECTORY_APPEARANCES = "directory_appearances"
APPLICATIONS = "applications"
SHORTLISTED = "shortlisted"
OFFERED = "offered"
CONFIRMED = "confirmed"
DECLINED = "declined"
NOT_SELECTED = "not_selected"
# Churches (also profile_views, applications, confirmed) and each opportunity (also applications)
OPPORTUNITY_VIEWS = "opportunity_views"

# Obvious robots and scripts by their user agent; an empty one counts as a robot too. A headless
# browser is not one: it renders the page as a person's browser does (and automated checks of
# the product, which must see their views counted, drive one).
BOTS = re.compile(
    r"bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl|wget|python-requests"
    r"|go-http-client|okhttp|java/|libwww|scrapy|lighthouse|pingdom|monitor",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Event:
    subject_id: uuid.UUID
    metric: str
    day: date
    viewer: str | None = None


class Recorder:
    """The process's buffer of committed events, and how they reach the database."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._sessionmaker = create_sessionmaker(engine)
        self._pending: list[Event] = []

    def add(self, events: Iterable[Event]) -> None:
        self._pending.extend(events)

    async def flush(self) -> int:
        """Writes what is buffered; returns how many events were new (not repeat views)."""
        events, self._pending = self._pending, []
        if not events:
            return 0
        async with unit_of_work(self._sessionmaker) as session:
            return await store(session, events)

    async def prune(self, today: date) -> int:
        async with unit_of_work(self._sessionmaker) as session:
            return await prune(session, today)


@contextlib.asynccontextmanager
async def running_recorder(recorder: Recorder) -> AsyncIterator[None]:
    """Flushes this process's buffer on a beat while it runs, and once more on the way out."""
    async with running_every("analytics flush", FLUSH_SECONDS, recorder.flush):
        yield
    await recorder.flush()


def running_pruning(
    recorder: Recorder, clock: Callable[[], datetime]
) -> contextlib.AbstractAsyncContextManager[None]:
    """Prunes old raw events on a beat (a background job: one process is enough, and a second
    deletes nothing more)."""

    async def prune_old() -> None:
        if pruned := await recorder.prune(clock().date()):
            logger.info("%d raw analytics events pruned", pruned)

    return running_every("analytics prune", PRUNE_SECONDS, prune_old)


def record(session: AsyncSession, events: Iterable[Event]) -> None:
    """Counts `events` once the session commits (nothing if it rolls back). Sessions made
    outside the app (seed, scripts) have no recorder and count nothing."""
    recorder: Recorder | None = session.info.get(RECORDER_KEY)
    if recorder is None:
        return
    batch = list(events)
    after_commit(session, lambda: recorder.add(batch))


def is_bot(user_agent: str) -> bool:
    return not user_agent or BOTS.search(user_agent) is not None


def viewer_key(request: Request, viewer: Actor | None, day: date) -> str:
    """Who viewed, for one-per-day counting: the signed-in user, else the address and browser.
    Hashed with the server's secret and the day, so it names nobody and no two days match."""
    who = (
        f"user:{viewer.id}"
        if viewer
        else f"{client_ip(request)}|{request.headers.get('user-agent', '')}"
    )
    salt = settings_of(request).secret_key
    return hashlib.sha256(f"{salt}|{day.isoformat()}|{who}".encode()).hexdigest()[:32]


def record_view(
    session: AsyncSession,
    request: Request,
    viewer: Actor | None,
    now: datetime,
    subjects: Iterable[uuid.UUID],
    metric: str,
    *,
    own: bool,
) -> None:
    """A page view of `subjects` (a profile; an opportunity and its church), once per viewer a
    day; the owner's own views and robots are not counted."""
    if own or is_bot(request.headers.get("user-agent", "")):
        return
    day = now.date()
    key = viewer_key(request, viewer, day)
    record(session, (Event(subject, metric, day, key) for subject in subjects))


async def store(session: AsyncSession, events: list[Event]) -> int:
    """Adds the events to analytics_daily and returns how many counted: every event without a
    viewer, and each view that is new. Views are inserted raw first (a repeat view is dropped by
    the unique constraint); the others need no raw row, only their count. The totals are
    upserted in key order so concurrent flushes never deadlock.

    Each statement runs once with many rows of parameters, compiled once and cached: a VALUES
    clause spelled out for thousands of rows took a tenth of a second to compile, a pause for
    every request of the process (a directory page adds fifty appearances)."""
    added = Counter((e.subject_id, e.metric, e.day) for e in events if e.viewer is None)
    views = [
        {"subject_id": e.subject_id, "metric": e.metric, "day": e.day, "viewer": e.viewer}
        for e in events
        if e.viewer is not None
    ]
    if views:
        insert = dialect_insert(session, AnalyticsEvent).on_conflict_do_nothing()
        inserted = await session.execute(
            insert.returning(AnalyticsEvent.subject_id, AnalyticsEvent.metric, AnalyticsEvent.day),
            views,
        )
        added.update((subject, metric, day) for subject, metric, day in inserted.all())
    if not added:
        return 0
    totals = [
        {"subject_id": subject, "metric": metric, "day": day, "count": count}
        for (subject, metric, day), count in sorted(added.items(), key=lambda item: str(item[0]))
    ]
    upsert = dialect_insert(session, AnalyticsDaily)
    await session.execute(
        upsert.on_conflict_do_update(
            index_elements=["subject_id", "metric", "day"],
            set_={"count": AnalyticsDaily.count + upsert.excluded["count"]},
        ),
        totals,
    )
    return sum(added.values())


async def prune(session: AsyncSession, today: date) -> int:
    """Deletes raw events no repeat view can meet any more; the daily totals keep their counts."""
    pruned = await session.execute(
        delete(AnalyticsEvent).where(AnalyticsEvent.day < today - timedelta(days=RAW_EVENT_DAYS))
    )
    count: int = pruned.rowcount  # type: ignore[attr-defined]
    return count
