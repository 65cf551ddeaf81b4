"""Demo data for settings and church teams (data/team.toml): the demo church's open invitations
(nobody holds their links: only hashes are stored; Resend on /settings mails a working one) and
the seeded people who read Steeple in Spanish or French."""

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.tokens import hash_token, new_opaque_token
from steeple.churches.models import Church, ChurchInvitation
from steeple.churches.team import INVITATION_DAYS
from steeple.demo.content import LOCALISED_PEOPLE, OPEN_INVITATIONS
from steeple.users.models import User, UserSettings


async def seed_team(session: AsyncSession, now: datetime, church: Church, admin: User) -> None:
    """The demo church's open invitations, once (a renewed seed leaves answered ones alone)."""
    invited = set(
        await session.scalars(
            select(ChurchInvitation.email).where(ChurchInvitation.church_id == church.id)
        )
    )
    for invitation in OPEN_INVITATIONS:
        if invitation.email in invited:
            continue
        sent = now - timedelta(days=invitation.days_ago)
        session.add(
            ChurchInvitation(
                church_id=church.id,
                email=invitation.email,
                role=invitation.role,
                message=invitation.message,
                token_hash=hash_token(new_opaque_token()),
                invited_by=admin.id,
                created_at=sent,
                expires_at=sent + timedelta(days=INVITATION_DAYS),
            )
        )


async def seed_languages(session: AsyncSession, new_emails: set[str]) -> None:
    """Some seeded people read Steeple, and its emails, in Spanish or French: set as they join
    (`new_emails`), so a later seed leaves their own choices alone."""
    rows = await session.execute(
        select(User.email, UserSettings)
        .join(UserSettings, UserSettings.user_id == User.id)
        .where(
            User.email.in_([person.email for person in LOCALISED_PEOPLE]),
            User.email.in_(new_emails),
        )
    )
    settings_by_email = {email: settings for email, settings in rows}
    for person in LOCALISED_PEOPLE:
        settings = settings_by_email.get(person.email)
        if settings is not None:
            settings.language = person.language
            settings.timezone = person.timezone
