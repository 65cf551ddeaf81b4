"""Demo data for settings and church teams (issue 12): the demo church's open invitations and
the seeded people who read Steeple in Spanish or French."""

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.tokens import hash_token, new_opaque_token
from steeple.churches.models import Church, ChurchInvitation, MemberRole
from steeple.churches.team import INVITATION_DAYS
from steeple.users.models import Language, User, UserSettings

# People the demo church's admin invited who have not answered yet: (email, role, days ago, note).
# Nobody holds their links (only hashes are stored); Resend on /settings mails a working one.
OPEN_INVITATIONS = [
    (
        "ruth.adeyemi@people.steeple.test",
        MemberRole.volunteer,
        2,
        "Ruth, we'd love your help with hospitality on Sunday mornings.",
    ),
    ("worship.team@people.steeple.test", MemberRole.leader, 5, None),
]

# Seeded people whose settings are not the defaults: (email, language, timezone).
LOCALISED_PEOPLE = [
    ("tomas.gutierrez@people.steeple.test", Language.es, "America/Chicago"),
    ("maria.esperanza.cruz@people.steeple.test", Language.es, "America/Los_Angeles"),
    ("ruth.ann.delacroix@people.steeple.test", Language.fr, "America/New_York"),
]


async def seed_team(session: AsyncSession, now: datetime, church: Church, admin: User) -> None:
    """The demo church's open invitations, once (a renewed seed leaves answered ones alone)."""
    invited = set(
        await session.scalars(
            select(ChurchInvitation.email).where(ChurchInvitation.church_id == church.id)
        )
    )
    for email, role, days_ago, message in OPEN_INVITATIONS:
        if email in invited:
            continue
        sent = now - timedelta(days=days_ago)
        session.add(
            ChurchInvitation(
                church_id=church.id,
                email=email,
                role=role,
                message=message,
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
        .where(User.email.in_([email for email, _, _ in LOCALISED_PEOPLE if email in new_emails]))
    )
    settings_by_email = {email: settings for email, settings in rows}
    for email, language, timezone in LOCALISED_PEOPLE:
        settings = settings_by_email.get(email)
        if settings is not None:
            settings.language = language
            settings.timezone = timezone
