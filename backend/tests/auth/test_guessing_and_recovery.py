"""Limits that stop guessing without letting a stranger lock the owner out, and recovery links
that die as soon as a newer link or a new password makes them pointless."""

from collections.abc import AsyncIterator
from datetime import timedelta

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.models import EmailLinkToken, LinkPurpose
from steeple.auth.tokens import hash_token, new_opaque_token
from steeple.email.models import OutboxEmail
from steeple.users.models import User
from tests.auth.helpers import PASSWORD, bearer, link_token, sign_up
from tests.conftest import Clock

EMAIL = "ruth@example.org"
CREDENTIALS = {"email": EMAIL, "password": PASSWORD}
NEW_PASSWORD = "Psalm-23-Green"


@pytest.fixture
async def stranger(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """Someone else, from another address than the owner's `client`."""
    transport = httpx.ASGITransport(app=app, client=("198.51.100.9", 4000))
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as http:
        yield http


async def test_a_stranger_cannot_lock_the_owner_out_of_sign_in(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient
) -> None:
    await sign_up(client, EMAIL)
    guess = {"email": EMAIL, "password": "Wrong-pass-1"}
    statuses = [
        (await stranger.post("/api/auth/signin", json=guess)).status_code for _ in range(11)
    ]
    assert statuses == [401] * 10 + [429]
    # The guessing stays stopped from the stranger's address, right password or not.
    assert (await stranger.post("/api/auth/signin", json=CREDENTIALS)).status_code == 429

    assert (await client.post("/api/auth/signin", json=CREDENTIALS)).status_code == 200


async def test_session_refreshes_are_limited_per_client_address(
    app: FastAPI, client: httpx.AsyncClient, stranger: httpx.AsyncClient
) -> None:
    app.state.settings = app.state.settings.model_copy(update={"refresh_rate_limit": "3/minute"})
    # No refresh cookie: "no session to restore" (204), until the address has asked too often.
    statuses = [(await client.post("/api/auth/refresh")).status_code for _ in range(4)]
    assert statuses == [204, 204, 204, 429]
    assert (await stranger.post("/api/auth/refresh")).status_code == 204


async def test_a_stranger_cannot_use_up_the_owner_s_reset_requests(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient, session: AsyncSession
) -> None:
    await sign_up(client, EMAIL)
    reset = {"email": EMAIL}
    statuses = [
        (await stranger.post("/api/auth/password-reset", json=reset)).status_code for _ in range(4)
    ]
    assert statuses == [202] * 3 + [429]

    assert (await client.post("/api/auth/password-reset", json=reset)).status_code == 202
    sent = await session.scalar(select(func.count()).where(OutboxEmail.kind == "password_reset"))
    assert sent == 4


async def test_strangers_on_many_addresses_cannot_flood_one_inbox(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await sign_up(client, EMAIL)
    statuses = []
    for address in range(12):
        transport = httpx.ASGITransport(app=app, client=(f"198.51.100.{address}", 4000))
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as http:
            response = await http.post("/api/auth/password-reset", json={"email": EMAIL})
            statuses.append(response.status_code)
    assert statuses == [202] * 10 + [429] * 2
    sent = await session.scalar(select(func.count()).where(OutboxEmail.kind == "password_reset"))
    assert sent == 10


async def request_reset_link(client: httpx.AsyncClient, session: AsyncSession) -> str:
    assert (await client.post("/api/auth/password-reset", json={"email": EMAIL})).status_code == 202
    return await link_token(session, EMAIL, "password_reset")


async def link_state(client: httpx.AsyncClient, token: str) -> str:
    response = await client.post("/api/auth/verify", json={"token_hash": token, "type": "recovery"})
    return "valid" if response.status_code == 200 else response.json()["error"]["code"]


async def test_a_new_reset_link_retires_the_older_ones(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await sign_up(client, EMAIL)
    older = await request_reset_link(client, session)
    newer = await request_reset_link(client, session)

    assert await link_state(client, older) == "link_expired"
    assert await link_state(client, newer) == "valid"
    confirm = {"token_hash": older, "password": NEW_PASSWORD}
    assert (await client.post("/api/auth/password-reset/confirm", json=confirm)).status_code == 410


async def test_a_new_verification_link_retires_the_older_one(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await sign_up(client, EMAIL)
    older = await link_token(session, EMAIL, "email_verification")
    assert (
        await client.post("/api/auth/resend-verification", json={"email": EMAIL})
    ).status_code == 202
    newer = await link_token(session, EMAIL, "email_verification")
    assert newer != older

    refused = await client.post("/api/auth/verify", json={"token_hash": older, "type": "signup"})
    assert refused.json()["error"]["code"] == "link_expired"
    verified = await client.post("/api/auth/verify", json={"token_hash": newer, "type": "signup"})
    assert verified.status_code == 200


async def test_a_password_change_retires_outstanding_reset_links(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await sign_up(client, EMAIL)
    token = await request_reset_link(client, session)
    access = (await client.post("/api/auth/signin", json=CREDENTIALS)).json()["access_token"]

    change = {"current_password": PASSWORD, "new_password": NEW_PASSWORD}
    changed = await client.post("/api/auth/me/password", json=change, headers=bearer(access))
    assert changed.status_code == 204

    assert await link_state(client, token) == "link_expired"


async def test_a_completed_reset_retires_every_other_recovery_link(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    """Two requests at once can each leave a live link; using one ends the other."""
    await sign_up(client, EMAIL)
    token = await request_reset_link(client, session)
    user = (await session.scalars(select(User))).one()
    other = new_opaque_token()
    session.add(
        EmailLinkToken(
            user_id=user.id,
            purpose=LinkPurpose.recovery,
            token_hash=hash_token(other),
            expires_at=clock.now + timedelta(hours=1),
        )
    )
    await session.commit()

    confirm = {"token_hash": token, "password": NEW_PASSWORD}
    assert (await client.post("/api/auth/password-reset/confirm", json=confirm)).status_code == 200
    assert await link_state(client, other) == "link_expired"


async def test_change_password_is_rate_limited_per_user(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await sign_up(client, EMAIL)
    access = (await client.post("/api/auth/signin", json=CREDENTIALS)).json()["access_token"]
    wrong = {"current_password": "Nope-123!", "new_password": NEW_PASSWORD}
    statuses = [
        (await client.post("/api/auth/me/password", json=wrong, headers=bearer(access))).status_code
        for _ in range(6)
    ]
    assert statuses == [400] * 5 + [429]
    right = {"current_password": PASSWORD, "new_password": NEW_PASSWORD}
    limited = await client.post("/api/auth/me/password", json=right, headers=bearer(access))
    assert limited.status_code == 429
    assert int(limited.headers["retry-after"]) > 0
    assert (await client.post("/api/auth/signin", json=CREDENTIALS)).status_code == 200


async def test_one_address_makes_ten_accounts_an_hour(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient, session: AsyncSession
) -> None:
    statuses = [(await sign_up(client, f"member{n}@example.org")).status_code for n in range(11)]
    assert statuses == [202] * 10 + [429]
    accounts = await session.scalar(select(func.count()).select_from(User))
    assert accounts == 10
    # Someone at another address is not held back.
    assert (await sign_up(stranger, "neighbour@example.org")).status_code == 202
