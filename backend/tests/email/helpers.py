"""Outbox rows for the email tests."""

from sqlalchemy.ext.asyncio import AsyncSession

from steeple.email.models import OutboxEmail


async def queue(session: AsyncSession, to: str = "ruth@example.org", **fields: str) -> OutboxEmail:
    """A committed pending email, due now by the real clock."""
    email = OutboxEmail(
        kind=fields.get("kind", "welcome"),
        to_address=to,
        subject=fields.get("subject", "Welcome to Steeple"),
        text_body=fields.get("text_body", "Hello Ruth"),
        html_body=fields.get("html_body", "<p>Hello Ruth</p>"),
    )
    session.add(email)
    await session.commit()
    return email


async def reload(session: AsyncSession, email: OutboxEmail) -> OutboxEmail:
    fresh = await session.get(OutboxEmail, email.id, populate_existing=True)
    assert fresh is not None
    return fresh
