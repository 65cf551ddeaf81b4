"""The outbox worker against a real SMTP server, with a clock the tests move."""

import asyncio
from datetime import timedelta

import pytest
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Environment, Settings
from steeple.email.delivery import deliver_due, run_worker
from steeple.email.models import OutboxStatus
from steeple.email.service import enqueue_email
from tests.conftest import Clock
from tests.email.conftest import SmtpServer
from tests.email.helpers import queue, reload


async def test_a_queued_email_is_delivered_over_smtp(
    app: FastAPI,
    session: AsyncSession,
    smtp_server: SmtpServer,
    smtp_settings: Settings,
    clock: Clock,
) -> None:
    smtp_server.start()
    email = await enqueue_email(
        session,
        kind="contact_message",
        to="support@steeple.test",
        reply_to="ruth@example.org",
        context={
            "name": "Ruth Baker",
            "email": "ruth@example.org",
            "subject": "Booking a band",
            "message": "Can we book a band?",
            "received_at": "22 November 2026",
        },
    )
    await session.commit()

    assert await deliver_due(app.state.sessionmaker, smtp_settings, now=clock) == 1

    [envelope] = smtp_server.inbox.envelopes
    assert envelope.mail_from == "no-reply@steeple.app"
    assert envelope.rcpt_tos == ["support@steeple.test"]
    [message] = smtp_server.messages()
    assert message["From"] == smtp_settings.email_from
    assert message["To"] == "support@steeple.test"
    assert message["Reply-To"] == "ruth@example.org"
    assert message["Subject"] == email.subject == "[Contact] Booking a band (from Ruth Baker)"
    assert message["Message-ID"].startswith(f"<outbox.{email.id}.")
    assert message["Message-ID"].endswith("@steeple.app>")
    assert message["Date"].datetime == clock.now.replace(microsecond=0)
    text = message.get_body(("plain",))
    html = message.get_body(("html",))
    assert text is not None and html is not None
    assert "Can we book a band?" in text.get_content()
    assert "<p style" in html.get_content()

    sent = await reload(session, email)
    assert sent.status == OutboxStatus.sent
    assert sent.sent_at == clock.now
    assert sent.attempts == 0
    assert await deliver_due(app.state.sessionmaker, smtp_settings, now=clock) == 0
    assert len(smtp_server.inbox.envelopes) == 1


async def test_an_email_waits_out_an_smtp_outage_and_is_sent_exactly_once(
    app: FastAPI,
    session: AsyncSession,
    smtp_server: SmtpServer,
    smtp_settings: Settings,
    clock: Clock,
) -> None:
    email = await queue(session)

    # The server is down: the attempt counts and the email waits 60 s (plus up to 10 % jitter).
    assert await deliver_due(app.state.sessionmaker, smtp_settings, now=clock) == 0
    waiting = await reload(session, email)
    assert waiting.status == OutboxStatus.pending
    assert waiting.attempts == 1
    assert waiting.last_error and "SMTPConnect" in waiting.last_error
    assert timedelta(seconds=60) <= waiting.next_attempt_at - clock.now <= timedelta(seconds=66)

    # Back up, but the email is not due yet.
    smtp_server.start()
    clock.advance(seconds=59)
    assert await deliver_due(app.state.sessionmaker, smtp_settings, now=clock) == 0
    assert smtp_server.inbox.envelopes == []

    clock.advance(seconds=8)
    assert await deliver_due(app.state.sessionmaker, smtp_settings, now=clock) == 1
    sent = await reload(session, email)
    assert sent.status == OutboxStatus.sent
    assert sent.sent_at == clock.now
    assert sent.attempts == 1

    clock.advance(hours=2)
    assert await deliver_due(app.state.sessionmaker, smtp_settings, now=clock) == 0
    assert len(smtp_server.inbox.envelopes) == 1


async def test_back_off_doubles_up_to_an_hour_and_then_the_email_fails(
    app: FastAPI,
    session: AsyncSession,
    smtp_settings: Settings,
    clock: Clock,
    delivery_log: pytest.LogCaptureFixture,
) -> None:
    settings = smtp_settings.model_copy(update={"email_max_attempts": 8})
    email = await queue(session)
    waits = []
    for _ in range(7):
        assert await deliver_due(app.state.sessionmaker, settings, now=clock) == 0
        waiting = await reload(session, email)
        assert waiting.status == OutboxStatus.pending
        waits.append(waiting.next_attempt_at - clock.now)
        clock.now = waiting.next_attempt_at

    expected = [60, 120, 240, 480, 960, 1920, 3600]
    for wait, seconds in zip(waits, expected, strict=True):
        assert timedelta(seconds=seconds) <= wait <= timedelta(seconds=seconds * 1.1)

    assert await deliver_due(app.state.sessionmaker, settings, now=clock) == 0
    failed = await reload(session, email)
    assert failed.status == OutboxStatus.failed
    assert failed.attempts == 8
    assert "will not be retried" in delivery_log.text

    clock.advance(days=1)
    assert await deliver_due(app.state.sessionmaker, settings, now=clock) == 0
    assert (await reload(session, email)).attempts == 8


async def test_an_outage_costs_one_attempt_per_pass_not_one_per_email(
    app: FastAPI, session: AsyncSession, smtp_settings: Settings, clock: Clock
) -> None:
    first = await queue(session, to="a@example.org")
    second = await queue(session, to="b@example.org")
    assert await deliver_due(app.state.sessionmaker, smtp_settings, now=clock) == 0
    assert (await reload(session, first)).attempts == 1
    untried = await reload(session, second)
    assert untried.attempts == 0
    assert untried.next_attempt_at <= clock.now


@pytest.mark.commits
async def test_concurrent_passes_send_each_email_once(
    app: FastAPI,
    session: AsyncSession,
    smtp_server: SmtpServer,
    smtp_settings: Settings,
    clock: Clock,
) -> None:
    smtp_server.start()
    for n in range(8):
        await queue(session, to=f"person{n}@example.org")

    passes = [deliver_due(app.state.sessionmaker, smtp_settings, now=clock) for _ in range(4)]
    assert sum(await asyncio.gather(*passes)) == 8

    recipients = sorted(m["To"] for m in smtp_server.messages())
    assert recipients == [f"person{n}@example.org" for n in range(8)]


async def test_without_smtp_host_emails_go_to_the_development_mailbox(
    app: FastAPI, session: AsyncSession, settings: Settings, clock: Clock
) -> None:
    assert settings.smtp_host is None
    email = await queue(session)
    assert await deliver_due(app.state.sessionmaker, settings, now=clock) == 1
    kept = await reload(session, email)
    assert kept.status == OutboxStatus.sent
    assert kept.sent_at == clock.now


async def test_production_without_smtp_host_keeps_emails_queued(
    app: FastAPI,
    session: AsyncSession,
    settings: Settings,
    clock: Clock,
    delivery_log: pytest.LogCaptureFixture,
) -> None:
    production = settings.model_copy(update={"environment": Environment.production})
    email = await queue(session)

    assert await deliver_due(app.state.sessionmaker, production, now=clock) == 0
    assert "SMTP_HOST is not set in production" in delivery_log.text
    stop = asyncio.Event()
    stop.set()
    await run_worker(app.state.sessionmaker, production, stop)

    untouched = await reload(session, email)
    assert untouched.status == OutboxStatus.pending
    assert untouched.attempts == 0


async def test_an_email_that_cannot_be_built_fails_alone_and_the_pass_goes_on(
    app: FastAPI,
    session: AsyncSession,
    smtp_server: SmtpServer,
    smtp_settings: Settings,
    clock: Clock,
) -> None:
    """A line break in a header (a subject written before names were checked) can never be sent:
    it fails at once, and the emails after it still go out in the same pass."""
    smtp_server.start()
    first = await queue(session, to="a@example.org")
    broken = await queue(session, to="b@example.org", subject="Hello\nBcc: everyone@example.org")
    last = await queue(session, to="c@example.org")

    assert await deliver_due(app.state.sessionmaker, smtp_settings, now=clock) == 2

    assert sorted(m["To"] for m in smtp_server.messages()) == ["a@example.org", "c@example.org"]
    assert (await reload(session, first)).status == OutboxStatus.sent
    assert (await reload(session, last)).status == OutboxStatus.sent
    failed = await reload(session, broken)
    assert failed.status == OutboxStatus.failed
    assert failed.attempts == 1
    assert failed.last_error and "linefeed" in failed.last_error


async def test_an_email_the_server_refuses_is_retried_and_the_pass_goes_on(
    app: FastAPI,
    session: AsyncSession,
    smtp_server: SmtpServer,
    smtp_settings: Settings,
    clock: Clock,
) -> None:
    smtp_server.inbox.refused.add("gone@example.org")
    smtp_server.start()
    refused = await queue(session, to="gone@example.org")
    after = await queue(session, to="b@example.org")

    assert await deliver_due(app.state.sessionmaker, smtp_settings, now=clock) == 1

    assert [m["To"] for m in smtp_server.messages()] == ["b@example.org"]
    assert (await reload(session, after)).status == OutboxStatus.sent
    waiting = await reload(session, refused)
    assert waiting.status == OutboxStatus.pending
    assert waiting.attempts == 1
    assert waiting.last_error and "No such mailbox" in waiting.last_error
    assert waiting.next_attempt_at > clock.now
