"""Helpers for the auth tests and for any test that needs a signed-in user."""

import re

import httpx
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.email.models import OutboxEmail
from steeple.email.service import bodies_to_send
from steeple.web.settings import settings_in

PASSWORD = "Shepherd-42"


async def last_email(session: AsyncSession, to: str, kind: str) -> OutboxEmail:
    emails = await session.scalars(
        select(OutboxEmail)
        .where(OutboxEmail.to_address == to, OutboxEmail.kind == kind)
        .order_by(OutboxEmail.id.desc())
    )
    email = emails.first()
    assert email is not None, f"no {kind} email to {to}"
    return email


async def link_token(session: AsyncSession, to: str, kind: str) -> str:
    """The token of the sign-in or reset link in the last `kind` email to `to`."""
    text = await emailed_text(session, to, kind)
    match = re.search(r"token_hash=([A-Za-z0-9_-]+)&type=(signup|recovery)", text)
    assert match, text
    return match.group(1)


async def sign_up(
    client: httpx.AsyncClient, email: str, role: str = "speaker", **extra: str
) -> httpx.Response:
    body = {"email": email, "password": PASSWORD, "role": role, "full_name": "Ruth Baker", **extra}
    return await client.post("/api/auth/signup", json=body)


async def signed_up_and_verified(
    client: httpx.AsyncClient, session: AsyncSession, email: str, role: str = "speaker"
) -> str:
    """Signs up, follows the emailed link and returns the access token."""
    extra = {"church_name": "Grace Fellowship"} if role == "church" else {}
    assert (await sign_up(client, email, role, **extra)).status_code == 202
    token = await link_token(session, email, "email_verification")
    response = await client.post("/api/auth/verify", json={"token_hash": token, "type": "signup"})
    assert response.status_code == 200, response.text
    access: str = response.json()["session"]["access_token"]
    return access


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def emailed_text(session: AsyncSession, to: str, kind: str) -> str:
    """The text of the last `kind` email to `to` as it is sent, its links working (the outbox
    keeps them sealed)."""
    text, _html = bodies_to_send(await last_email(session, to, kind), settings_in(session))
    return text
