import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.contact.models import ContactMessage
from steeple.email.models import OutboxEmail, OutboxStatus

VALID = {
    "name": "  Ruth Baker ",
    "email": "Ruth@Example.org",
    "subject": "Booking a worship band",
    "message": "Can churches book a band for a weekend retreat?",
}


async def count(session: AsyncSession, model: type) -> int:
    return (await session.scalar(select(func.count()).select_from(model))) or 0


async def test_message_is_stored_and_queued_to_support(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    response = await client.post("/api/contact", json=VALID)
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["name"] == "Ruth Baker"
    assert body["email"] == "ruth@example.org"

    stored = (await session.scalars(select(ContactMessage))).one()
    assert stored.subject == "Booking a worship band"
    assert stored.client_ip

    email = (await session.scalars(select(OutboxEmail))).one()
    assert email.kind == "contact_message"
    assert email.to_address == "support@steeple.test"
    assert email.reply_to == "ruth@example.org"
    assert email.status == OutboxStatus.pending
    assert "Booking a worship band" in email.subject
    assert "weekend retreat" in email.text_body


async def test_html_in_a_message_is_escaped_in_the_html_email(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    payload = {**VALID, "message": "<script>alert('x')</script> hello there"}
    assert (await client.post("/api/contact", json=payload)).status_code == 201
    email = (await session.scalars(select(OutboxEmail))).one()
    assert "<script>" not in email.html_body
    assert "&lt;script&gt;" in email.html_body


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"name": "   "}, "name"),
        ({"name": "x" * 101}, "name"),
        ({"email": "ruth@"}, "email"),
        ({"subject": "hi"}, "subject"),
        ({"message": "too short"}, "message"),
        ({"message": "x" * 5001}, "message"),
        ({"website": "spam"}, "website"),
    ],
)
async def test_bad_input_is_422_and_stores_nothing(
    client: httpx.AsyncClient, session: AsyncSession, change: dict[str, str], field: str
) -> None:
    response = await client.post("/api/contact", json={**VALID, **change})
    assert response.status_code == 422
    assert field in response.json()["error"]["fields"]
    assert await count(session, ContactMessage) == 0
    assert await count(session, OutboxEmail) == 0


async def test_submissions_are_rate_limited_per_address(client: httpx.AsyncClient) -> None:
    for _ in range(10):
        assert (await client.post("/api/contact", json=VALID)).status_code == 201
    response = await client.post("/api/contact", json=VALID)
    assert response.status_code == 429
    assert response.json()["error"]["code"] == "rate_limited"
    assert int(response.headers["retry-after"]) > 0
