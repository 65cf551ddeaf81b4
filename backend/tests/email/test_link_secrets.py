"""The outbox keeps no live sign-in or reset link once the email has left over SMTP (nor once it
never will): a database reader could otherwise take over the account."""

import re

import httpx
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from steeple.email.delivery import deliver_due
from steeple.email.models import OutboxStatus
from tests.auth.helpers import last_email, link_token, sign_up
from tests.conftest import Clock
from tests.email.conftest import SmtpServer
from tests.email.helpers import reload
from tests.factories import Actors

EMAIL = "ruth@example.org"


def link_in(text: str) -> str:
    match = re.search(r"token_hash=([A-Za-z0-9_-]+)&type=recovery", text)
    assert match, text
    return match.group(1)


async def test_a_reset_link_leaves_over_smtp_and_the_outbox_forgets_it(
    app: FastAPI,
    client: httpx.AsyncClient,
    session: AsyncSession,
    smtp_server: SmtpServer,
    smtp_settings: Settings,
    clock: Clock,
) -> None:
    smtp_server.start()
    await sign_up(client, EMAIL)
    assert (await client.post("/api/auth/password-reset", json={"email": EMAIL})).status_code == 202
    queued = await last_email(session, EMAIL, "password_reset")

    assert await deliver_due(app.state.sessionmaker, smtp_settings, now=clock) >= 1

    [message] = [m for m in smtp_server.messages() if m["Subject"] == queued.subject]
    text = message.get_body(("plain",))
    assert text is not None
    token = link_in(text.get_content())
    sent = await reload(session, queued)
    assert sent.status == OutboxStatus.sent
    for body in (sent.text_body, sent.html_body):
        assert token not in body
        assert "token_hash=[removed]" in body
    assert "reset" in sent.text_body.lower()  # the rest of the email is kept for support

    # The emailed link still works.
    check = await client.post("/api/auth/verify", json={"token_hash": token, "type": "recovery"})
    assert check.status_code == 200, check.text


async def test_a_link_that_can_never_be_sent_is_forgotten_too(
    app: FastAPI,
    client: httpx.AsyncClient,
    session: AsyncSession,
    smtp_settings: Settings,
    clock: Clock,
) -> None:
    await sign_up(client, EMAIL)
    queued = await last_email(session, EMAIL, "email_verification")
    token = link_token(queued)
    settings = smtp_settings.model_copy(update={"email_max_attempts": 1})

    assert await deliver_due(app.state.sessionmaker, settings, now=clock) == 0  # no server

    failed = await reload(session, queued)
    assert failed.status == OutboxStatus.failed
    assert token not in failed.text_body
    assert token not in failed.html_body


async def test_the_development_mailbox_keeps_links_clickable(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, settings: Settings, clock: Clock
) -> None:
    assert settings.smtp_host is None
    await sign_up(client, EMAIL)
    assert (await client.post("/api/auth/password-reset", json={"email": EMAIL})).status_code == 202
    token = link_token(await last_email(session, EMAIL, "password_reset"))

    assert await deliver_due(app.state.sessionmaker, settings, now=clock) >= 1

    shown = await client.get("/dev/mailbox/api/messages", params={"to": EMAIL})
    [reset] = [m for m in shown.json() if m["kind"] == "password_reset"]
    assert reset["status"] == "sent"
    assert link_in(reset["text_body"]) == token


async def test_a_church_invitation_link_is_forgotten_too(
    app: FastAPI,
    client: httpx.AsyncClient,
    session: AsyncSession,
    actors: Actors,
    smtp_settings: Settings,
    clock: Clock,
) -> None:
    admin = actors.church_admin
    assert admin.church is not None
    invited = await client.post(
        f"/api/churches/{admin.church.id}/invitations",
        json={"email": "leah@example.org"},
        headers=admin.headers,
    )
    assert invited.status_code == 201, invited.text
    queued = await last_email(session, "leah@example.org", "invitation")
    match = re.search(r"/invitation/([A-Za-z0-9_-]+)", queued.text_body)
    assert match, queued.text_body
    settings = smtp_settings.model_copy(update={"email_max_attempts": 1})

    assert await deliver_due(app.state.sessionmaker, settings, now=clock) == 0  # no server

    failed = await reload(session, queued)
    for body in (failed.text_body, failed.html_body):
        assert match.group(1) not in body
        assert "/invitation/[removed]" in body
