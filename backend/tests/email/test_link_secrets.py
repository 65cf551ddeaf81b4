"""No working sign-in, reset or invitation link is readable in the outbox: while an email waits its
stored bodies hold the link without its token (the sendable copy is sealed with a key from
SECRET_KEY, which the database does not hold), and once it has left over SMTP, or never will, the
sealed copy is gone too. A database reader could otherwise take over an account."""

import re
from collections.abc import Awaitable, Callable

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from steeple.email.delivery import deliver_due
from steeple.email.models import OutboxEmail, OutboxStatus
from tests.auth.helpers import emailed_text, sign_up
from tests.conftest import Clock
from tests.email.conftest import SmtpServer
from tests.email.helpers import reload
from tests.factories import Actors

EMAIL = "ruth@example.org"
INVITED = "leah@example.org"
# The token of each kind of link, as the email carries it.
TOKEN = re.compile(r"(?:token_hash=|/invitation/)([A-Za-z0-9_-]{20,})")

Ask = Callable[[httpx.AsyncClient, Actors], Awaitable[tuple[str, str]]]


async def reset(client: httpx.AsyncClient, _actors: Actors) -> tuple[str, str]:
    await sign_up(client, EMAIL)
    assert (await client.post("/api/auth/password-reset", json={"email": EMAIL})).status_code == 202
    return EMAIL, "password_reset"


async def verification(client: httpx.AsyncClient, _actors: Actors) -> tuple[str, str]:
    assert (await sign_up(client, EMAIL)).status_code == 202
    return EMAIL, "email_verification"


async def invitation(client: httpx.AsyncClient, actors: Actors) -> tuple[str, str]:
    admin = actors.church_admin
    assert admin.church is not None
    invited = await client.post(
        f"/api/churches/{admin.church.id}/invitations",
        json={"email": INVITED},
        headers=admin.headers,
    )
    assert invited.status_code == 201, invited.text
    return INVITED, "invitation"


async def stored_values(session: AsyncSession, email: OutboxEmail) -> list[str]:
    """Every column of the outbox row, as a reader of the table sees it."""
    table = OutboxEmail.__table__
    row = (await session.execute(select(table).where(table.c.id == email.id))).one()
    return [str(value) for value in row]


def token_in(text: str) -> str:
    match = TOKEN.search(text)
    assert match, text
    return match.group(1)


@pytest.mark.parametrize("ask", [reset, verification, invitation])
async def test_a_waiting_email_holds_no_working_link(
    app: FastAPI,
    client: httpx.AsyncClient,
    session: AsyncSession,
    actors: Actors,
    smtp_server: SmtpServer,
    smtp_settings: Settings,
    clock: Clock,
    ask: Ask,
) -> None:
    to, kind = await ask(client, actors)
    queued = await last_queued(session, to, kind)
    waiting = await stored_values(session, queued)

    smtp_server.start()
    assert await deliver_due(app.state.sessionmaker, smtp_settings, now=clock) >= 1
    [message] = [m for m in smtp_server.messages() if m["Subject"] == queued.subject]
    plain, html = message.get_body(("plain",)), message.get_body(("html",))
    assert plain is not None and html is not None
    token = token_in(plain.get_content())
    assert token in html.get_content()  # both parts of the sent email carry the working link

    assert not [value for value in waiting if token in value]
    assert "[removed]" in queued.text_body  # where the link's token was
    sent = await reload(session, queued)
    assert sent.status == OutboxStatus.sent
    assert not [value for value in await stored_values(session, sent) if token in value]
    assert sent.sealed_bodies is None  # sent: nothing left to send the link with


async def last_queued(session: AsyncSession, to: str, kind: str) -> OutboxEmail:
    email = await session.scalar(
        select(OutboxEmail)
        .where(OutboxEmail.to_address == to, OutboxEmail.kind == kind)
        .order_by(OutboxEmail.id.desc())
    )
    assert email is not None
    return email


async def test_the_sent_reset_link_works(
    app: FastAPI,
    client: httpx.AsyncClient,
    session: AsyncSession,
    actors: Actors,
    smtp_server: SmtpServer,
    smtp_settings: Settings,
    clock: Clock,
) -> None:
    smtp_server.start()
    await reset(client, actors)
    assert await deliver_due(app.state.sessionmaker, smtp_settings, now=clock) >= 1
    [message] = [m for m in smtp_server.messages() if "reset" in m["Subject"].lower()]
    plain = message.get_body(("plain",))
    assert plain is not None
    link = re.search(
        r"http://steeple\.test/password-reset\?token_hash=\S+&type=recovery",
        str(plain.get_content()),
    )
    assert link, plain.get_content()

    check = await client.post(
        "/api/auth/verify", json={"token_hash": token_in(link.group()), "type": "recovery"}
    )
    assert check.status_code == 200, check.text


async def test_a_link_that_can_never_be_sent_is_forgotten(
    app: FastAPI,
    client: httpx.AsyncClient,
    session: AsyncSession,
    actors: Actors,
    smtp_settings: Settings,
    clock: Clock,
) -> None:
    await invitation(client, actors)
    queued = await last_queued(session, INVITED, "invitation")
    token = token_in(await emailed_text(session, INVITED, "invitation"))
    settings = smtp_settings.model_copy(update={"email_max_attempts": 1})

    assert await deliver_due(app.state.sessionmaker, settings, now=clock) == 0  # no server

    failed = await reload(session, queued)
    assert failed.status == OutboxStatus.failed
    assert failed.sealed_bodies is None
    assert not [value for value in await stored_values(session, failed) if token in value]


async def test_another_secret_key_cannot_open_a_waiting_email(
    app: FastAPI,
    client: httpx.AsyncClient,
    session: AsyncSession,
    actors: Actors,
    smtp_server: SmtpServer,
    smtp_settings: Settings,
    clock: Clock,
) -> None:
    """A database copied to a server with another SECRET_KEY sends no link (nor anything else
    of a sealed email): the email fails, saying why."""
    smtp_server.start()
    await reset(client, actors)
    queued = await last_queued(session, EMAIL, "password_reset")
    elsewhere = smtp_settings.model_copy(
        update={"secret_key": "another-secret-key-entirely-0123456789"}
    )

    await deliver_due(app.state.sessionmaker, elsewhere, now=clock)

    failed = await reload(session, queued)
    assert failed.status == OutboxStatus.failed
    assert failed.last_error is not None and "unseal" in failed.last_error
    assert not [m for m in smtp_server.messages() if m["Subject"] == queued.subject]


async def test_the_development_mailbox_keeps_links_clickable(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, settings: Settings, clock: Clock
) -> None:
    assert settings.smtp_host is None
    await sign_up(client, EMAIL)
    assert (await client.post("/api/auth/password-reset", json={"email": EMAIL})).status_code == 202
    token = token_in(await emailed_text(session, EMAIL, "password_reset"))

    assert await deliver_due(app.state.sessionmaker, settings, now=clock) >= 1

    shown = await client.get("/dev/mailbox/api/messages", params={"to": EMAIL})
    [shown_reset] = [m for m in shown.json() if m["kind"] == "password_reset"]
    assert shown_reset["status"] == "sent"
    assert token_in(shown_reset["text_body"]) == token
    assert token in shown_reset["html_body"]
    page = await client.get(f"/dev/mailbox/{shown_reset['id']}")
    assert f"token_hash={token}" in page.text
    # Kept in the mailbox, the sealed copy stays; the readable columns still hold no link.
    kept = await last_queued(session, EMAIL, "password_reset")
    assert not [value for value in await stored_values(session, kept) if token in value]
