"""The development mailbox: pages and the JSON API, absent in production."""

from collections.abc import AsyncIterator
from html.parser import HTMLParser

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.app import create_app
from steeple.config import Environment, Settings
from steeple.email.delivery import deliver_due
from steeple.email.mailbox_router import links_in
from tests.conftest import Clock
from tests.email.helpers import queue

LINK = "http://steeple.test/auth/callback?token_hash=abc_123&type=signup"


class Elements(HTMLParser):
    """The attributes of every element of a page, by tag, with entities decoded."""

    def __init__(self, page: str) -> None:
        super().__init__()
        self.found: dict[str, list[dict[str, str | None]]] = {}
        self.feed(page)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found.setdefault(tag, []).append(dict(attrs))


async def test_the_json_api_lists_emails_newest_first_filtered_by_recipient(
    app: FastAPI,
    client: httpx.AsyncClient,
    session: AsyncSession,
    settings: Settings,
    clock: Clock,
) -> None:
    first = await queue(session, to="Ruth@Example.org", subject="First")
    await queue(session, to="someone@example.org", subject="Other")
    second = await queue(session, to="ruth@example.org", subject="Second")
    assert await deliver_due(app.state.sessionmaker, settings, now=clock) == 3

    response = await client.get("/dev/mailbox/api/messages", params={"to": "RUTH@example.org"})
    assert response.status_code == 200
    messages = response.json()
    assert [m["id"] for m in messages] == [second.id, first.id]
    assert messages[0] == {
        "id": second.id,
        "kind": "welcome",
        "to": "ruth@example.org",
        "subject": "Second",
        "text_body": "Hello Ruth",
        "html_body": "<p>Hello Ruth</p>",
        "status": "sent",
        "created_at": messages[0]["created_at"],
    }
    everyone = (await client.get("/dev/mailbox/api/messages")).json()
    assert [m["subject"] for m in everyone] == ["Second", "Other", "First"]


async def test_the_pages_escape_what_emails_contain(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    html_body = '<p class="x">Confirm</p><script>alert("body")</script>'
    email = await queue(
        session,
        subject="<script>alert(1)</script> Confirm your email",
        text_body=f"Confirm your email: {LINK}.\nOr visit https://steeple.test/help",
        html_body=html_body,
    )

    inbox = await client.get("/dev/mailbox")
    assert inbox.status_code == 200
    assert inbox.headers["content-type"].startswith("text/html")
    assert "script-src 'self'" in inbox.headers["content-security-policy"]
    assert "<script" not in inbox.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt; Confirm your email" in inbox.text
    assert {"href": f"/dev/mailbox/{email.id}"} in Elements(inbox.text).found["a"]

    page = await client.get(f"/dev/mailbox/{email.id}")
    assert page.status_code == 200
    assert "<script" not in page.text
    elements = Elements(page.text)
    [iframe] = elements.found["iframe"]
    assert iframe["srcdoc"] == html_body
    assert "sandbox" in iframe and not iframe["sandbox"]
    hrefs = [a["href"] for a in elements.found["a"]]
    assert LINK in hrefs and "https://steeple.test/help" in hrefs


async def test_an_unknown_email_is_a_json_404(client: httpx.AsyncClient) -> None:
    response = await client.get("/dev/mailbox/999999")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_links_are_taken_from_the_text_once_each_without_trailing_punctuation() -> None:
    text = f"Open {LINK}. Then ({LINK}) or https://x.test/a?b=1, ok! ftp://no.test"
    assert links_in(text) == [LINK, "https://x.test/a?b=1"]


def test_the_mailbox_is_not_part_of_the_public_api(app: FastAPI) -> None:
    assert not [path for path in app.openapi()["paths"] if path.startswith("/dev")]


@pytest.fixture(
    params=[{"environment": Environment.production}, {"smtp_host": "mail.example.org"}],
    ids=["production", "real-smtp"],
)
async def production_client(
    settings: Settings, request: pytest.FixtureRequest
) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings.model_copy(update=request.param))
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as http:
        yield http
    await app.state.engine.dispose()


@pytest.mark.parametrize("path", ["/dev/mailbox", "/dev/mailbox/1", "/dev/mailbox/api/messages"])
async def test_the_mailbox_exists_only_where_mail_goes_nowhere_else(
    production_client: httpx.AsyncClient, path: str
) -> None:
    response = await production_client.get(path)
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"
