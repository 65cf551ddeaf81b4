"""Demo moderation: a staff account (staff@demo.steeple.app opens /admin) and a few open
reports in its queue. A spam account wrote the demo speaker and the demo musician about a paid
"booking listing" (each message notified, as messaging notifies every one); both reported the
message, and the musician the account's profile too.

Added once, with the staff account: a second seed adds nothing.
"""

import uuid
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.messaging.models import Conversation, ConversationParticipant, Message
from steeple.messaging.people import people
from steeple.messaging.service import notify_message
from steeple.moderation.models import ItemType, Report, ReportReason
from steeple.users.models import User
from steeple.users.roles import Role

SPAMMER_NAME = "Trent Maddox"
SPAM_SUBJECT = "Featured booking listing"
SPAM = (
    "Hi! I book worship events across the country and can get you on our featured list for"
    " guaranteed bookings. A one-time $250 listing fee, paid by gift card, holds your spot until"
    " Friday. Text me at 555-0143 and I will send the details."
)
# (reporter email, what, reason, details, hours ago)
REPORTS = [
    (
        "speaker@demo.steeple.app",
        ItemType.message,
        ReportReason.spam,
        "Asks for a listing fee by gift card. I have never heard of him.",
        30,
    ),
    (
        "musician@demo.steeple.app",
        ItemType.message,
        ReportReason.spam,
        "Same message as a friend of mine got. Looks like a scam.",
        9,
    ),
    (
        "musician@demo.steeple.app",
        ItemType.profile,
        ReportReason.fake,
        "Not a real booking agent: no churches, no events, only this offer.",
        8,
    ),
]


async def seed_moderation(
    session: AsyncSession,
    now: datetime,
    staff_email: str,
    staff_name: str,
    spammer_email: str,
    password_hash: str,
) -> None:
    if await session.scalar(select(User.id).where(User.email == staff_email)) is not None:
        return
    joined = now - timedelta(days=400)
    session.add(
        User(
            email=staff_email,
            password_hash=password_hash,
            role=None,  # an operator, not a side of the marketplace
            full_name=staff_name,
            needs_onboarding=False,
            is_staff=True,
            created_at=joined,
            email_confirmed_at=joined,
        )
    )
    recipients = {
        user.email: user
        for user in await session.scalars(
            select(User).where(User.email.in_({email for email, *_ in REPORTS}))
        )
    }
    if len(recipients) < 2:  # the demo talent deleted their accounts since
        return
    sent = now - timedelta(hours=36)
    spammer = User(
        email=spammer_email,
        password_hash=password_hash,
        role=Role.musician,
        full_name=SPAMMER_NAME,
        created_at=sent - timedelta(hours=2),
        email_confirmed_at=sent - timedelta(hours=2),
    )
    session.add(spammer)
    await session.flush()
    sender = (await people(session, {spammer.id}))[spammer.id]
    messages = {}
    for email, recipient in recipients.items():
        conversation = Conversation(
            id=uuid.uuid4(),
            subject=SPAM_SUBJECT,
            started_by=spammer.id,
            last_seq=1,
            last_message_at=sent,
            created_at=sent,
        )
        session.add(conversation)
        await session.flush()
        message = Message(
            id=uuid.uuid4(),
            conversation_id=conversation.id,
            seq=1,
            sender_id=spammer.id,
            recipient_id=recipient.id,
            body=SPAM,
            is_read=True,
            read_at=sent + timedelta(hours=1),
            created_at=sent,
        )
        session.add(message)
        # Told as every message is (messaging.service), read when the message was.
        notification = await notify_message(
            session, sender, recipient.id, message, SPAM_SUBJECT, None
        )
        notification.created_at = sent
        notification.is_read = message.is_read
        for me, other in ((spammer, recipient), (recipient, spammer)):
            session.add(
                ConversationParticipant(
                    conversation_id=conversation.id,
                    user_id=me.id,
                    other_id=other.id,
                    last_message_at=sent,
                )
            )
        await session.flush()
        messages[email] = message.id
    for email, item_type, reason, details, hours in REPORTS:
        session.add(
            Report(
                reporter_id=recipients[email].id,
                item_type=item_type,
                item_id=messages[email] if item_type == ItemType.message else spammer.id,
                reason=reason,
                details=details,
                created_at=now - timedelta(hours=hours),
            )
        )
    await session.flush()
