"""The email digest of unread notifications (email_digest_frequency, spec 01 §3): daily at 07:00
in the user's timezone, or weekly on Mondays at 07:00; never twice for one period, never empty.

A period runs from one 07:00 (daily) or Monday 07:00 (weekly) to the next; the digest sent in a
period lists the notifications still unread that arrived in the period before it. Each user's
period is claimed with a conditional UPDATE of user_settings.digest_sent_for in the transaction
that queues the email, so several workers running this at once send it once.
"""

from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import ColumnElement, and_, exists, false, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.db import unit_of_work
from steeple.email.service import enqueue_email
from steeple.notifications.models import Notification
from steeple.periodic import Sweep
from steeple.users.models import DigestFrequency, User, UserSettings
from steeple.web.origin import public_link

SEND_AT = time(7, 0)
MONDAY = 0
# The email lists this many; the rest are counted ("...and 12 more").
LISTED = 10


@dataclass(frozen=True)
class Period:
    key: str  # "2026-11-23" (daily) or "2026-W48" (weekly)
    starts: datetime  # this period's first instant (UTC): its digest tells of [previous, starts)
    previous: datetime


def current_period(frequency: DigestFrequency, timezone: str, now: datetime) -> Period:
    local = now.astimezone(ZoneInfo(timezone))
    day = local.date() if local.time() >= SEND_AT else local.date() - timedelta(days=1)
    if frequency is DigestFrequency.weekly:
        day -= timedelta(days=(day.weekday() - MONDAY) % 7)
        year, week, _ = day.isocalendar()
        key = f"{year}-W{week:02d}"
        length = timedelta(weeks=1)
    else:
        key = day.isoformat()
        length = timedelta(days=1)
    # Stepping back in local time keeps 07:00 across a daylight-saving change.
    starts, previous = (
        datetime.combine(start, SEND_AT, tzinfo=ZoneInfo(timezone)).astimezone(UTC)
        for start in (day, day - length)
    )
    return Period(key, starts, previous)


def _unread_between(user_id: Any, period: Period) -> ColumnElement[bool]:
    """`user_id`: a user's id, or the column of the query the condition goes into."""
    return and_(
        Notification.user_id == user_id,
        Notification.is_read == false(),  # as ix_notifications_user_unread reads it
        Notification.created_at >= period.previous,
        Notification.created_at < period.starts,
    )


async def _due_users(
    session: AsyncSession, frequency: DigestFrequency, timezone: str, period: Period
) -> list[User]:
    """Users of one frequency and timezone whose digest for `period` is unsent and not empty."""
    rows = await session.scalars(
        select(User)
        .join(UserSettings, UserSettings.user_id == User.id)
        .where(
            UserSettings.email_digest_frequency == frequency,
            UserSettings.timezone == timezone,
            UserSettings.email_notifications.is_(True),
            or_(UserSettings.digest_sent_for.is_(None), UserSettings.digest_sent_for != period.key),
            exists().where(_unread_between(User.id, period)),
        )
    )
    return list(rows)


async def _send_one(
    session: AsyncSession,
    user: User,
    frequency: DigestFrequency,
    period: Period,
) -> bool:
    claimed = await session.execute(
        update(UserSettings)
        .where(
            UserSettings.user_id == user.id,
            or_(UserSettings.digest_sent_for.is_(None), UserSettings.digest_sent_for != period.key),
        )
        .values(digest_sent_for=period.key)
    )
    if claimed.rowcount != 1:  # type: ignore[attr-defined]
        return False  # another worker sent it
    unread = list(
        await session.scalars(
            select(Notification)
            .where(_unread_between(user.id, period))
            .order_by(Notification.created_at.desc(), Notification.id.desc())
        )
    )
    if not unread:
        return False  # read in the meantime: nothing to send, and this period is done
    daily = frequency is DigestFrequency.daily
    await enqueue_email(
        session,
        kind="notification_digest",
        to=user.email,
        context={
            "readerName": user.full_name or user.church_name or "there",
            "period": "daily" if daily else "weekly",
            "span": "day" if daily else "week",
            "count": len(unread),
            "items": [
                {
                    "subject": item.subject,
                    "message": item.message[:300],
                    # None: the system (each language's template names it).
                    "sender": item.sender_name,
                    "when": item.created_at,
                }
                for item in unread[:LISTED]
            ],
            "more": max(0, len(unread) - LISTED),
            "link": public_link(session, "/notifications"),
            "settingsLink": public_link(session, "/settings"),
        },
    )
    return True


async def send_due_digests(sessionmaker: async_sessionmaker[AsyncSession], now: datetime) -> int:
    """One pass: queues every digest due at `now`; answers how many."""
    async with sessionmaker() as session:
        groups = (
            await session.execute(
                select(UserSettings.email_digest_frequency, UserSettings.timezone)
                .where(UserSettings.email_digest_frequency != DigestFrequency.never)
                .distinct()
            )
        ).all()
    sent = 0
    for frequency_text, timezone in groups:
        frequency = DigestFrequency(frequency_text)
        period = current_period(frequency, timezone, now)
        async with sessionmaker() as session:
            users = await _due_users(session, frequency, timezone, period)
        for user in users:
            async with unit_of_work(sessionmaker) as session:
                sent += await _send_one(session, user, frequency, period)
    return sent


DIGESTS = Sweep("notification digests", "notification digests queued", send_due_digests)
