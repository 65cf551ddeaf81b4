"""The client address that rate limits count: X-Forwarded-For only as far as our own proxies
wrote it (FORWARDED_PROXY_HOPS), since anything to the left of that the client chose."""

from types import SimpleNamespace

import httpx
import pytest
from fastapi import FastAPI, Request
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from steeple.contact.models import ContactMessage
from steeple.web.rate_limit import client_ip

PEER = "10.0.0.5"


def address(settings: Settings, hops: int, forwarded: list[str]) -> str:
    app = SimpleNamespace(
        state=SimpleNamespace(settings=settings.model_copy(update={"forwarded_proxy_hops": hops}))
    )
    headers = [(b"x-forwarded-for", value.encode()) for value in forwarded]
    return client_ip(
        Request({"type": "http", "headers": headers, "client": (PEER, 4000), "app": app})
    )


@pytest.mark.parametrize(
    ("hops", "forwarded", "expected"),
    [
        # No proxy of ours: the header is whatever the client wrote.
        (0, ["203.0.113.7"], PEER),
        # One proxy: it appended the address it saw; what the client sent sits to its left.
        (1, ["203.0.113.7"], "203.0.113.7"),
        (1, ["6.6.6.6, 203.0.113.7"], "203.0.113.7"),
        (1, ["6.6.6.6", "203.0.113.7"], "203.0.113.7"),
        # Two proxies (a CDN, then a load balancer): the address the farther one saw.
        (2, ["6.6.6.6, 203.0.113.7, 198.51.100.2"], "203.0.113.7"),
        (2, [" 203.0.113.7 ,198.51.100.2"], "203.0.113.7"),
        # Fewer entries than proxies: the request did not come through them.
        (2, ["203.0.113.7"], PEER),
        (1, [], PEER),
    ],
)
def test_the_address_our_nearest_proxies_saw(
    settings: Settings, hops: int, forwarded: list[str], expected: str
) -> None:
    assert address(settings, hops, forwarded) == expected


@pytest.fixture
def behind_one_proxy(app: FastAPI) -> None:
    app.state.settings = app.state.settings.model_copy(update={"forwarded_proxy_hops": 1})


async def test_a_spoofed_header_does_not_change_the_address_stored(
    client: httpx.AsyncClient, session: AsyncSession, behind_one_proxy: None
) -> None:
    message = {
        "name": "Ruth Baker",
        "email": "ruth@example.org",
        "subject": "Booking a band",
        "message": "Can we book a band for Easter?",
    }
    headers = {"X-Forwarded-For": "6.6.6.6, 203.0.113.7"}
    assert (await client.post("/api/contact", json=message, headers=headers)).status_code == 201
    assert (await session.scalars(select(ContactMessage.client_ip))).one() == "203.0.113.7"
