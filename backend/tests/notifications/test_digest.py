"""The digest of unread notifications: 07:00 in the user's timezone, daily or on Mondays, once a
period, never empty, only for users who want notification emails."""

import asyncio
from datetime import UTC, datetime, timedelta

import pytest
from fastapi import FastAPI
from sqlalchemy import select, update

from steeple.config import Settings
from steeple.email.models import OutboxEmail
from steeple.notifications.digest import current_period, send_due_digests
from steeple.notifications.models import Notification, NotificationType, Priority
from steeple.users.models import DigestFrequency, User, UserSettings
from tests.factories import make_user

# Monday 23 November 2026, 07:30 in New York (EST, UTC-5).
MONDAY_MORNING = datetime(2026, 11, 23, 12, 30, tzinfo=UTC)


def test_periods_start_at_seven_local_daily_and_on_mondays() -> None:
    daily = current_period(DigestFrequency.daily, "America/New_York", MONDAY_MORNING)
    assert daily.key == "2026-11-23"
    assert daily.starts == datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
    assert daily.previous == datetime(2026, 11, 22, 12, 0, tzinfo=UTC)
    # 06:59 in New York still belongs to the day before.
    early = current_period(
        DigestFrequency.daily, "America/New_York", datetime(2026, 11, 23, 11, 59, tzinfo=UTC)
    )
    assert early.key == "2026-11-22"
    weekly = current_period(
        DigestFrequency.weekly, "America/Los_Angeles", datetime(2026, 11, 26, 20, 0, tzinfo=UTC)
    )
    assert weekly.key == "2026-W48"
    assert weekly.starts == datetime(2026, 11, 23, 15, 0, tzinfo=UTC)  # Monday 07:00 PST
    assert weekly.previous == weekly.starts - timedelta(weeks=1)
    # Across the end of daylight saving time (1 November 2026) the day is 25 hours long.
    after_dst = current_period(
        DigestFrequency.daily, "America/New_York", datetime(2026, 11, 1, 13, 0, tzinfo=UTC)
    )
    assert after_dst.starts - after_dst.previous == timedelta(hours=25)


async def reader(app: FastAPI, frequency: DigestFrequency, *, emails: bool = True) -> User:
    async with app.state.sessionmaker() as session, session.begin():
        user = await make_user(session, full_name="Ruth Baker")
        await session.flush()
        await session.execute(
            update(UserSettings)
            .where(UserSettings.user_id == user.id)
            .values(email_digest_frequency=frequency, email_notifications=emails)
        )
        return user


async def tell(app: FastAPI, user: User, at: datetime, subject: str, *, read: bool = False) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        session.add(
            Notification(
                user_id=user.id,
                type=NotificationType.application,
                priority=Priority.medium,
                subject=subject,
                message=f"{subject}: details.",
                sender_name="Grace Fellowship",
                created_at=at,
                is_read=read,
            )
        )


async def digests(app: FastAPI) -> list[OutboxEmail]:
    async with app.state.sessionmaker() as session:
        found = await session.scalars(
            select(OutboxEmail).where(OutboxEmail.kind == "notification_digest")
        )
        return list(found)


async def test_a_daily_digest_lists_the_unread_of_the_day_before_once(
    app: FastAPI, settings: Settings
) -> None:
    ruth = await reader(app, DigestFrequency.daily)
    yesterday = datetime(2026, 11, 22, 18, 0, tzinfo=UTC)
    await tell(app, ruth, yesterday, "Position Offered: Advent Revival")
    await tell(app, ruth, yesterday, "New message: Sound check", read=True)
    await tell(app, ruth, datetime(2026, 11, 21, 18, 0, tzinfo=UTC), "Older than the period")
    await tell(app, ruth, datetime(2026, 11, 23, 12, 10, tzinfo=UTC), "Arrived after 07:00")

    assert await send_due_digests(app.state.sessionmaker, MONDAY_MORNING) == 1
    (digest,) = await digests(app)
    assert digest.to_address == ruth.email
    assert digest.subject == "Your daily Steeple digest: 1 unread notification"
    assert "Position Offered: Advent Revival" in digest.text_body
    assert "Grace Fellowship, Nov 22" in digest.text_body
    for left_out in ("Sound check", "Older than the period", "Arrived after 07:00"):
        assert left_out not in digest.text_body
    assert "http://steeple.test/notifications" in digest.text_body

    # Later the same day: already sent for this period.
    later = MONDAY_MORNING + timedelta(hours=5)
    assert await send_due_digests(app.state.sessionmaker, later) == 0
    # The next morning, the notification that arrived after 07:00 gets its own digest.
    assert await send_due_digests(app.state.sessionmaker, later + timedelta(hours=19)) == 1
    assert "Arrived after 07:00" in (await digests(app))[-1].text_body


async def test_nothing_is_sent_when_nothing_is_unread_or_emails_are_off(
    app: FastAPI, settings: Settings
) -> None:
    everything_read = await reader(app, DigestFrequency.daily)
    emails_off = await reader(app, DigestFrequency.daily, emails=False)
    never = await reader(app, DigestFrequency.never)
    yesterday = datetime(2026, 11, 22, 18, 0, tzinfo=UTC)
    await tell(app, everything_read, yesterday, "Seen already", read=True)
    await tell(app, emails_off, yesterday, "Unread but unwanted")
    await tell(app, never, yesterday, "Unread, no digests")

    assert await send_due_digests(app.state.sessionmaker, MONDAY_MORNING) == 0
    assert await digests(app) == []


async def test_weekly_digests_go_on_monday_mornings_and_cover_the_week(
    app: FastAPI, settings: Settings
) -> None:
    ruth = await reader(app, DigestFrequency.weekly)
    await tell(app, ruth, datetime(2026, 11, 17, 15, 0, tzinfo=UTC), "Tuesday's news")
    await tell(app, ruth, datetime(2026, 11, 22, 15, 0, tzinfo=UTC), "Sunday's news")

    sunday = datetime(2026, 11, 22, 20, 0, tzinfo=UTC)
    assert await send_due_digests(app.state.sessionmaker, sunday) == 0  # last week's
    # was due a week ago, when there was nothing to tell
    assert await send_due_digests(app.state.sessionmaker, MONDAY_MORNING) == 1
    (digest,) = await digests(app)
    assert digest.subject == "Your weekly Steeple digest: 2 unread notifications"
    assert "Tuesday's news" in digest.text_body and "Sunday's news" in digest.text_body


@pytest.mark.commits
async def test_workers_racing_send_one_digest(app: FastAPI, settings: Settings) -> None:
    ruth = await reader(app, DigestFrequency.daily)
    await tell(app, ruth, datetime(2026, 11, 22, 18, 0, tzinfo=UTC), "Position Offered")
    sent = await asyncio.gather(
        *(send_due_digests(app.state.sessionmaker, MONDAY_MORNING) for _ in range(3))
    )
    assert sum(sent) == 1
    assert len(await digests(app)) == 1
