"""What the demo's tests share: signing in as a seeded account, and reading what it sees."""

import uuid
from datetime import datetime
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.actor import Actor
from steeple.churches import service as church_service
from steeple.demo.content import DEMO_PASSWORD, PRINTED_ACCOUNTS
from steeple.demo.marketplace import run_seed
from steeple.users.models import User
from tests.copied_rows import Rows, copy_in, every_row

# Every row the demo's seed wrote, by the `now` it was seeded at. Seeding goes through the
# services and takes a second or more, so each `now` is seeded once per test run and its rows are
# copied in again for the next test that wants the same.
_SEEDED: dict[datetime, Rows] = {}


async def seed_all(app: FastAPI, now: datetime) -> None:
    """The whole demo, as seeded into an empty database at `now`."""
    if now not in _SEEDED:
        assert await run_seed(app.state.sessionmaker, now=now) == PRINTED_ACCOUNTS
        async with app.state.sessionmaker() as session:
            _SEEDED[now] = await every_row(session)
        return
    async with app.state.sessionmaker() as session, session.begin():
        assert await session.scalar(select(func.count()).select_from(User)) == 0
        await copy_in(session, _SEEDED[now])


async def directory(client: httpx.AsyncClient, role: str) -> list[dict[str, Any]]:
    """Every card the directory lists for `role`, page by page."""
    cards: list[dict[str, Any]] = []
    page = 1
    while True:
        response = await client.get("/api/profiles/search", params={"role": role, "page": page})
        assert response.status_code == 200, response.text
        body = response.json()
        cards += body["results"]
        if not body["has_more"]:
            return cards
        page += 1


async def sign_in(client: httpx.AsyncClient, email: str) -> dict[str, Any]:
    response = await client.post(
        "/api/auth/signin", json={"email": email, "password": DEMO_PASSWORD}
    )
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def bearer(signed_in: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {signed_in['access_token']}"}


async def actor(session: AsyncSession, email: str) -> Actor:
    user = await session.scalar(select(User).where(User.email == email))
    assert user is not None
    membership = await church_service.membership_of(session, user.id)
    return Actor(user=user, session_id=uuid.uuid4(), membership=membership)
