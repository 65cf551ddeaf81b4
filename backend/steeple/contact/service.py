from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from steeple.contact.models import ContactMessage
from steeple.contact.schemas import ContactMessageIn
from steeple.email.service import enqueue_email


async def submit_contact_message(
    session: AsyncSession, settings: Settings, data: ContactMessageIn, client_ip: str
) -> ContactMessage:
    """Store the message and queue it to support in the same transaction, so neither is lost."""
    email = data.email.lower()
    message = ContactMessage(
        name=data.name, email=email, subject=data.subject, message=data.message, client_ip=client_ip
    )
    session.add(message)
    await session.flush()
    await enqueue_email(
        session,
        kind="contact_message",
        to=settings.support_email,
        reply_to=email,
        context={
            "name": data.name,
            "email": email,
            "subject": data.subject,
            "message": data.message,
            "received_at": message.created_at.strftime("%b %d, %Y %H:%M UTC"),
        },
    )
    return message


async def recent_contact_messages(
    session: AsyncSession, email: str | None = None, limit: int = 50
) -> Sequence[ContactMessage]:
    query = select(ContactMessage).order_by(ContactMessage.id.desc()).limit(limit)
    if email:
        query = query.where(ContactMessage.email == email.lower())
    return (await session.scalars(query)).all()
