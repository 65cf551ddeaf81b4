"""Demo moderation (data/moderation.toml): a staff account (staff@demo.steeple.app opens /admin)
and a few open reports in its queue. A spam account wrote the demo speaker and the demo musician
about a paid "booking listing" (each message notified, as messaging notifies every one); both
reported the message, and the musician the account's profile too.

Added once, with the staff account: a second seed adds nothing.
"""

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.demo.content import REPORTS, SPAM, STAFF_ACCOUNT
from steeple.demo.conversations import Said, write_conversation
from steeple.demo.records import people_email
from steeple.messaging.people import people
from steeple.moderation.models import ItemType, Report
from steeple.users.models import User
from steeple.users.roles import Role


async def seed_moderation(session: AsyncSession, now: datetime, password_hash: str) -> None:
    if await session.scalar(select(User.id).where(User.email == STAFF_ACCOUNT.email)):
        return
    joined = now - timedelta(days=400)
    session.add(
        User(
            email=STAFF_ACCOUNT.email,
            password_hash=password_hash,
            role=None,  # an operator, not a side of the marketplace
            full_name=STAFF_ACCOUNT.full_name,
            needs_onboarding=False,
            is_staff=True,
            created_at=joined,
            email_confirmed_at=joined,
        )
    )
    recipients = {
        user.email: user
        for user in await session.scalars(
            select(User).where(User.email.in_({report.reporter for report in REPORTS}))
        )
    }
    if len(recipients) < 2:  # the demo talent deleted their accounts since
        return
    sent = now - timedelta(hours=36)
    spammer = User(
        email=people_email(SPAM.sender),
        password_hash=password_hash,
        role=Role.musician,
        full_name=SPAM.sender,
        created_at=sent - timedelta(hours=2),
        email_confirmed_at=sent - timedelta(hours=2),
    )
    session.add(spammer)
    await session.flush()
    found = await people(session, {spammer.id, *(user.id for user in recipients.values())})
    messages = {}
    for email, recipient in recipients.items():
        said = Said(found[spammer.id], found[recipient.id], sent, SPAM.text, read=True)
        (messages[email],) = await write_conversation(session, SPAM.subject, [said], None)
    for report in REPORTS:
        session.add(
            Report(
                reporter_id=recipients[report.reporter].id,
                item_type=report.item_type,
                item_id=(
                    messages[report.reporter].id
                    if report.item_type == ItemType.message
                    else spammer.id
                ),
                reason=report.reason,
                details=report.details,
                created_at=now - timedelta(hours=report.hours),
            )
        )
    await session.flush()
