"""Delivers the outbox: claims due emails one at a time, sends each over SMTP (or keeps it in the
development mailbox when no SMTP server is configured) and retries failures with back-off.

Several workers may run at once (one per server process, plus `steeple worker`). A claim is a
single UPDATE that pushes the row's next_attempt_at a lease into the future, so no other worker
finds it due while it is being sent. On PostgreSQL the row is picked with FOR UPDATE SKIP LOCKED,
so concurrent claims never wait on or take each other's row; SQLite runs the UPDATE under its
database-wide write lock, which makes the claim just as exclusive. No transaction stays open
during the SMTP conversation, and the outcome is committed right after each send. If a worker dies
between sending and recording, the email is sent again once the lease ends (with the same
Message-ID); SMTP cannot do better than that.
"""

import asyncio
import contextlib
import logging
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import datetime, timedelta
from email.message import EmailMessage
from email.utils import format_datetime, parseaddr
from typing import Any

import aiosmtplib
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.config import Settings
from steeple.db import Clock, utcnow
from steeple.email.models import OutboxEmail, OutboxStatus
from steeple.email.service import bodies_to_send

logger = logging.getLogger(__name__)

Send = Callable[[EmailMessage], Awaitable[None]]

SMTP_TIMEOUT_SECONDS = 60
# Far longer than one send can take (the SMTP timeout), so a lease only ends early on a crash.
CLAIM_LEASE = timedelta(minutes=10)
RETRY_BASE_SECONDS = 30
RETRY_CAP_SECONDS = 3600
# Failures of the server, or of our account or sender address with it: every other email would
# fail the same way, so the pass stops instead of spending their attempts. Any other failure (a
# refused recipient, a rejected message) belongs to one email, and the pass goes on.
SERVER_FAILURES = (
    OSError,  # cannot connect, disconnected, timed out
    aiosmtplib.SMTPAuthenticationError,
    aiosmtplib.SMTPHeloError,
    aiosmtplib.SMTPNotSupported,
    aiosmtplib.SMTPSenderRefused,
)


def retry_delay(attempts: int) -> timedelta:
    """Wait after the `attempts`-th failure: 30 s * 2^attempts, at most an hour, plus up to 10 %
    so that emails which failed together (the server was down) do not all retry in one burst."""
    seconds = min(RETRY_BASE_SECONDS << attempts, RETRY_CAP_SECONDS)
    return timedelta(seconds=seconds * (1 + random.random() / 10))  # noqa: S311 - not a secret


def build_message(email: OutboxEmail, settings: Settings, at: datetime) -> EmailMessage:
    message = EmailMessage()
    message["From"] = settings.email_from
    message["To"] = email.to_address
    if email.reply_to:
        message["Reply-To"] = email.reply_to
    message["Subject"] = email.subject
    message["Date"] = format_datetime(at)
    message["Message-ID"] = _message_id(email, settings.email_from)
    text, html = bodies_to_send(email, settings)
    message.set_content(text)
    message.add_alternative(html, subtype="html")
    return message


def _message_id(email: OutboxEmail, sender: str) -> str:
    # The same for every attempt, so a receiver can recognise the copy sent again after a crash.
    domain = parseaddr(sender)[1].rpartition("@")[2] or "localhost"
    return f"<outbox.{email.id}.{email.created_at:%Y%m%d%H%M%S%f}@{domain}>"


def _smtp_sender(settings: Settings) -> Send:
    password = settings.smtp_password.get_secret_value() if settings.smtp_password else None

    async def send(message: EmailMessage) -> None:
        await aiosmtplib.send(
            message,
            hostname=settings.smtp_host,
            port=settings.smtp_port,
            username=settings.smtp_username,
            password=password,
            # False means never: aiosmtplib would otherwise upgrade whenever the server offers it.
            start_tls=settings.smtp_starttls,
            timeout=SMTP_TIMEOUT_SECONDS,
        )

    return send


async def _keep_in_mailbox(message: EmailMessage) -> None:
    logger.info(
        "email to %s kept in the development mailbox (/dev/mailbox): %s",
        message["To"],
        message["Subject"],
    )


def _delivery_refused(settings: Settings) -> bool:
    """Production without SMTP_HOST would "deliver" into the development mailbox, that is nowhere.

    The emails stay pending instead and go out once SMTP_HOST is set: nothing is lost. Failing
    settings validation at startup would lose nothing either, but would take the whole site (and
    `steeple migrate`) down over email.
    """
    if settings.is_production and not settings.smtp_host:
        logger.error("SMTP_HOST is not set in production: emails stay queued until it is")
        return True
    return False


async def _claim(
    sessionmaker: async_sessionmaker[AsyncSession], at: datetime
) -> OutboxEmail | None:
    due = (OutboxEmail.status == OutboxStatus.pending) & (OutboxEmail.next_attempt_at <= at)
    oldest_due = (
        select(OutboxEmail.id)
        .where(due)
        .order_by(OutboxEmail.next_attempt_at, OutboxEmail.id)
        .limit(1)
        .with_for_update(skip_locked=True)
        .scalar_subquery()
    )
    async with sessionmaker() as session, session.begin():
        # `due` again on the outer row: PostgreSQL re-checks it if another claim committed first.
        claim = (
            update(OutboxEmail)
            .where(OutboxEmail.id == oldest_due, due)
            .values(next_attempt_at=at + CLAIM_LEASE)
            .returning(OutboxEmail)
            .execution_options(synchronize_session=False)
        )
        return (await session.scalars(claim)).one_or_none()


async def _record(
    sessionmaker: async_sessionmaker[AsyncSession], email_id: int, **values: Any
) -> None:
    async with sessionmaker() as session, session.begin():
        await session.execute(
            update(OutboxEmail).where(OutboxEmail.id == email_id).values(**values)
        )


async def _record_failure(
    sessionmaker: async_sessionmaker[AsyncSession],
    settings: Settings,
    email: OutboxEmail,
    error: Exception,
    at: datetime,
    *,
    final: bool = False,
) -> None:
    attempts = email.attempts + 1
    last_error = f"{type(error).__name__}: {error}"
    if final or attempts >= settings.email_max_attempts:
        logger.error(
            "email %s (%s) failed %d times and will not be retried: %s",
            email.id,
            email.kind,
            attempts,
            last_error,
        )
        await _record(
            sessionmaker,
            email.id,
            status=OutboxStatus.failed,
            attempts=attempts,
            last_error=last_error,
            sealed_bodies=None,  # its link will never be sent: nothing may open it now
        )
        return
    retry_at = at + retry_delay(attempts)
    logger.warning(
        "email %s (%s) failed (attempt %d of %d), retrying at %s: %s",
        email.id,
        email.kind,
        attempts,
        settings.email_max_attempts,
        retry_at.isoformat(timespec="seconds"),
        last_error,
    )
    await _record(
        sessionmaker, email.id, attempts=attempts, last_error=last_error, next_attempt_at=retry_at
    )


async def deliver_due(
    sessionmaker: async_sessionmaker[AsyncSession],
    settings: Settings,
    *,
    now: Clock = utcnow,
    limit: int = 50,
) -> int:
    """One pass over the due emails, up to `limit`; returns how many were sent."""
    if _delivery_refused(settings):
        return 0
    send = _smtp_sender(settings) if settings.smtp_host else _keep_in_mailbox
    sent = 0
    for _ in range(limit):
        email = await _claim(sessionmaker, now())
        if email is None:
            break
        try:
            message = build_message(email, settings, now())
        except Exception as error:
            # For example a line break in a header, or bodies sealed under another SECRET_KEY:
            # this email can never be sent as it is.
            await _record_failure(sessionmaker, settings, email, error, now(), final=True)
            continue
        try:
            await send(message)
        except SERVER_FAILURES as error:
            await _record_failure(sessionmaker, settings, email, error, now())
            break
        except Exception as error:
            await _record_failure(sessionmaker, settings, email, error, now())
            continue
        # Gone over SMTP, a link needs no copy to send. The development mailbox, which has no SMTP
        # to send through, keeps the copy to show the links (mailbox_router.py).
        kept = {} if settings.mailbox_enabled else {"sealed_bodies": None}
        await _record(sessionmaker, email.id, status=OutboxStatus.sent, sent_at=now(), **kept)
        sent += 1
    return sent


async def run_worker(
    sessionmaker: async_sessionmaker[AsyncSession],
    settings: Settings,
    stop: asyncio.Event,
    poll_seconds: float = 2.0,
) -> None:
    """Delivers due emails every `poll_seconds` until `stop` is set."""
    if _delivery_refused(settings):
        await stop.wait()
        return
    target = (
        f"SMTP {settings.smtp_host}:{settings.smtp_port}"
        if settings.smtp_host
        else "the development mailbox"
    )
    logger.info("email worker delivering to %s", target)
    while not stop.is_set():
        try:
            await deliver_due(sessionmaker, settings)
        except Exception:
            # Typically the database is unreachable; the emails wait in the outbox meanwhile.
            logger.exception("email delivery pass failed")
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(poll_seconds):
                await stop.wait()


@contextlib.asynccontextmanager
async def running_worker(
    sessionmaker: async_sessionmaker[AsyncSession], settings: Settings
) -> AsyncIterator[None]:
    """run_worker as a background task for the lifetime of the block."""
    stop = asyncio.Event()
    task = asyncio.create_task(run_worker(sessionmaker, settings, stop), name="email-worker")
    try:
        yield
    finally:
        stop.set()
        # Waits for a send in progress rather than cancelling it, which could send it twice.
        await task
