"""Where links point (steeple.web.origin): PUBLIC_URL when set; without it, the origin the browser
used when it names this machine, and http://localhost:<PORT> otherwise."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from tests.auth.helpers import emailed_text, sign_up


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return Settings(**{**settings.model_dump(), "public_url": ""})


@asynccontextmanager
async def client_at(app: FastAPI, origin: str) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url=origin) as http:
        yield http


@pytest.mark.parametrize(
    ("browser", "linked"),
    [
        ("http://127.0.0.1:8000", "http://127.0.0.1:8000"),
        ("http://localhost:9000", "http://localhost:9000"),
        ("http://[::1]:8000", "http://[::1]:8000"),
        # A Host that names another machine is anyone's to send: links keep to this one.
        ("http://attacker.example", "http://localhost:8000"),
        ("http://127.0.0.1.attacker.example:8000", "http://localhost:8000"),
    ],
)
async def test_an_emailed_link_opens_the_origin_the_browser_used(
    app: FastAPI, session: AsyncSession, browser: str, linked: str
) -> None:
    async with client_at(app, browser) as client:
        assert (await sign_up(client, "ruth@example.org")).status_code == 202
    text = await emailed_text(session, "ruth@example.org", "email_verification")
    assert f"{linked}/auth/callback?token_hash=" in text


async def test_public_url_wins_over_the_browser(
    app: FastAPI, session: AsyncSession, settings: Settings
) -> None:
    app.state.settings = Settings(**{**settings.model_dump(), "public_url": "https://steeple.app"})
    async with client_at(app, "http://127.0.0.1:8000") as client:
        assert (await sign_up(client, "ruth@example.org")).status_code == 202
    text = await emailed_text(session, "ruth@example.org", "email_verification")
    assert "https://steeple.app/auth/callback?token_hash=" in text
