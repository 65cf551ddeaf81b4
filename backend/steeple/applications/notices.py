"""What each move of the hiring loop tells whom: a notification (spec 02 §3, §4 and §8 texts)
and an email through the outbox (spec 02 §7.3 types and data fields), in the move's transaction.
Each links to the page where the reader acts."""

import uuid
from dataclasses import dataclass
from datetime import date
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application
from steeple.auth.actor import Actor
from steeple.churches import members
from steeple.churches.models import Church
from steeple.email.service import enqueue_email
from steeple.notifications.models import NotificationType, Priority
from steeple.notifications.service import Sender, notify
from steeple.opportunities.models import Opportunity, Position
from steeple.opportunities.policies import MANAGING_ROLES
from steeple.profiles.models import TalentProfile
from steeple.users.models import User
from steeple.users.preferences import notification_email


def position_label(title: str | None) -> str:
    """Spec 02 §4 "Position label": underscores become spaces, title case; "the position"."""
    text = (title or "").replace("_", " ").strip()
    return text.title() if text else "the position"


@dataclass(frozen=True)
class Story:
    """One application and everything its notices mention."""

    application: Application
    opportunity: Opportunity
    church: Church
    applicant: User
    position: Position
    origin: str  # where its links point (web/origin.py)

    @property
    def event(self) -> str:
        return self.opportunity.title

    @property
    def role(self) -> str:
        return position_label(self.position.title)

    @property
    def event_day(self) -> date:
        """The event's first day, in its own calendar (emails write it in their reader's words)."""
        return self.opportunity.starts_at.astimezone(ZoneInfo(self.opportunity.timezone)).date()

    @property
    def event_date(self) -> str:
        day = self.event_day
        return f"{day:%B} {day.day}, {day.year}"

    @property
    def application_link(self) -> str:
        return f"{self.origin}/application/{self.application.id}"

    def metadata(self, sub_type: str, **extra: Any) -> dict[str, Any]:
        return {
            "subType": sub_type,
            "application_id": str(self.application.id),
            "opportunity_id": str(self.opportunity.id),
            "churchName": self.church.church_name,
            "church_slug": str(self.church.id),
            "eventTitle": self.event,
            "eventDate": self.event_date,
            "position": self.role,
            **extra,
        }

    def talent_email(self) -> dict[str, Any]:
        """Spec 02 §7.3 application_submitted's data (application_status_changed adds status)."""
        return {
            "applicantName": self.applicant.full_name,
            "churchName": self.church.church_name,
            "opportunityTitle": self.event,
            "opportunityStartDate": self.event_day,
            "message": self.application.cover_message,
            "link": self.application_link,
        }


async def _talent_sender(session: AsyncSession, user: User) -> Sender:
    profile = await session.get(TalentProfile, user.id)
    name = (profile.display_name if profile else None) or user.full_name
    return Sender(user.id, name, str(user.role), user.profile_photo, str(user.id))


def _church_sender(actor: Actor, church: Church) -> Sender:
    """A church member acts under the church's name and page."""
    return Sender(actor.id, church.church_name, "church", church.photo, str(church.id))


async def church_team(session: AsyncSession, church_id: uuid.UUID) -> list[User]:
    """Who hears about applicants: the church's admins and leaders."""
    return await members.with_roles(session, church_id, *MANAGING_ROLES)


async def _tell_church(
    session: AsyncSession,
    story: Story,
    sender: Sender | None,
    *,
    priority: Priority,
    subject: str,
    message: str,
    metadata: dict[str, Any],
) -> list[User]:
    """A notification to each of the church's admins and leaders; answers them (for emails)."""
    team = await church_team(session, story.church.id)
    for member in team:
        await notify(
            session,
            recipient_id=member.id,
            type=NotificationType.application,
            priority=priority,
            subject=subject,
            message=message,
            sender=sender,
            application_id=story.application.id,
            opportunity_id=story.opportunity.id,
            offered_role=story.role,
            metadata=metadata,
        )
    return team


async def _tell_talent(
    session: AsyncSession,
    story: Story,
    sender: Sender | None,
    *,
    sub_type: str,
    priority: Priority,
    subject: str,
    message: str,
    headline: str,
    status: str,
    **metadata: Any,
) -> None:
    await notify(
        session,
        recipient_id=story.applicant.id,
        type=NotificationType.application,
        priority=priority,
        subject=subject,
        message=message,
        sender=sender,
        application_id=story.application.id,
        opportunity_id=story.opportunity.id,
        offered_role=story.role,
        metadata=story.metadata(sub_type, **metadata),
    )
    respond_by = metadata.get("respondBy")  # an offer's, as ISO text
    await notification_email(
        session,
        story.applicant,
        kind="application_status_changed",
        context={
            **story.talent_email(),
            "status": status,
            "readerName": story.applicant.full_name,
            "headline": headline,
            "message": message,
            "action": "See your application",
            # What a translated email writes its own words from (email/templates/es, fr).
            "position": story.role,
            "note": story.application.decision_note,
            "respondBy": date.fromisoformat(respond_by) if respond_by else None,
        },
    )


async def application_received(session: AsyncSession, story: Story, applicant: Actor) -> None:
    """To the applicant: application_submitted. To the church's team: a notification and
    new_application_for_church."""
    # The applicant's receipt for what they just did: sent whatever their notification emails.
    await enqueue_email(
        session,
        kind="application_submitted",
        to=story.applicant.email,
        context=story.talent_email(),
    )
    sender = await _talent_sender(session, applicant.user)
    team = await _tell_church(
        session,
        story,
        sender,
        priority=Priority.medium,
        subject=f"New Application: {story.event}",
        message=f"{sender.name} applied for {story.role}.",
        metadata=story.metadata("new_application"),
    )
    for member in team:
        await notification_email(
            session,
            member,
            kind="new_application_for_church",
            context={
                "churchName": story.church.church_name,
                "applicantName": sender.name,
                "applicantEmail": story.applicant.email,
                "opportunityTitle": story.event,
                "opportunityId": str(story.opportunity.id),
                "message": story.application.cover_message,
                "position": story.role,
                "link": story.application_link,
            },
        )


async def shortlisted(session: AsyncSession, story: Story, church_actor: Actor) -> None:
    await _tell_talent(
        session,
        story,
        _church_sender(church_actor, story.church),
        sub_type="shortlisted",
        priority=Priority.medium,
        subject=f"Shortlisted: {story.event}",
        message=(
            f"Good news: {story.church.church_name} shortlisted you for {story.role}. "
            "They will be in touch about next steps."
        ),
        headline="You were shortlisted",
        status="shortlisted",
    )


async def not_selected(session: AsyncSession, story: Story, church_actor: Actor) -> None:
    note = story.application.decision_note
    message = (
        f"Thank you for applying for {story.role}. {story.church.church_name} has chosen "
        "to go another way this time. We are grateful for your willingness to serve."
    )
    if note:
        message += f"\n\nA note from the church: {note}"
    await _tell_talent(
        session,
        story,
        _church_sender(church_actor, story.church),
        sub_type="not_selected",
        priority=Priority.low,
        subject=f"Application Update: {story.event}",
        message=message,
        headline="An update on your application",
        status="not_selected",
    )


_PASSED_OVER = {
    "filled": "every opening for {role} has now been filled",
    "closed": "{church} has closed this opportunity",
}


async def passed_over(
    session: AsyncSession, story: Story, church_actor: Actor, reason: str
) -> None:
    """Everyone still waiting when the position fills or the opportunity closes, or anyone still
    involved when the event is cancelled."""
    sender = _church_sender(church_actor, story.church)
    if reason == "cancelled":
        await _tell_talent(
            session,
            story,
            sender,
            sub_type="opportunity_cancelled",
            priority=Priority.high,
            subject=f"Event Cancelled: {story.event}",
            message=(
                f"{story.church.church_name} has cancelled {story.event} ({story.event_date}). "
                "We are sorry for the change of plans, and thank you for your willingness to serve."
            ),
            headline="An event you applied to was cancelled",
            status="cancelled",
        )
        return
    why = _PASSED_OVER[reason].format(role=story.role, church=story.church.church_name)
    await _tell_talent(
        session,
        story,
        sender,
        sub_type="not_selected",
        priority=Priority.low,
        subject=f"Application Update: {story.event}",
        message=(
            f"Thank you for applying for {story.role}. This time you were not selected: {why}. "
            "We are grateful for your willingness to serve, and hope to see you apply again."
        ),
        headline="An update on your application",
        status="not_selected",
    )


async def offered(session: AsyncSession, story: Story, church_actor: Actor) -> None:
    """The offer notification: its subject contains "Position Offered" (spec 02 §4)."""
    offer = story.application.offer
    assert offer is not None
    respond_by = f"{offer.respond_by:%B} {offer.respond_by.day}, {offer.respond_by.year}"
    await _tell_talent(
        session,
        story,
        _church_sender(church_actor, story.church),
        sub_type="offer",
        priority=Priority.high,
        subject=f"Position Offered: {story.event}",
        message=(
            f"{story.church.church_name} has offered you the position of {story.role} for "
            f"{story.event} on {story.event_date}. Please respond by {respond_by}."
        ),
        headline="You have an offer",
        status="offered",
        offered_role=story.role,
        respondBy=offer.respond_by.isoformat(),
    )


async def withdrawn(session: AsyncSession, story: Story, applicant: Actor) -> None:
    sender = await _talent_sender(session, applicant.user)
    message = f"{sender.name} withdrew their application for {story.role}."
    team = await _tell_church(
        session,
        story,
        sender,
        priority=Priority.low,
        subject=f"Application Withdrawn: {story.event}",
        message=message,
        metadata=story.metadata("withdrawn"),
    )
    for member in team:
        await _email_church_member(session, story, member, message, "Application withdrawn")


async def _email_church_member(
    session: AsyncSession, story: Story, member: User, message: str, headline: str
) -> None:
    await notification_email(
        session,
        member,
        kind="application_status_changed",
        context={
            **story.talent_email(),
            "status": story.application.status,
            "readerName": member.full_name or story.church.church_name,
            "headline": headline,
            "message": message,
            "action": "See the application",
            "position": story.role,
        },
    )


async def offer_answered(
    session: AsyncSession, story: Story, applicant: Actor, *, accepted: bool
) -> None:
    """Spec 02 §4: "Position Accepted: {event}" (high, hire_accepted) or "Position Declined:
    {event}" (medium, hire_declined), to the church."""
    sender = await _talent_sender(session, applicant.user)
    if accepted:
        subject = f"Position Accepted: {story.event}"
        message = (
            f"{sender.name} has accepted the position as {story.role}. "
            "You can now coordinate event details."
        )
        metadata = story.metadata("hire_accepted", offer_accepted=True, accepted_role=story.role)
    else:
        subject = f"Position Declined: {story.event}"
        message = (
            f"{sender.name} has declined the position as {story.role}. "
            "You may consider other candidates."
        )
        metadata = story.metadata("hire_declined", offer_declined=True, declined_role=story.role)
    team = await _tell_church(
        session,
        story,
        sender,
        priority=Priority.high if accepted else Priority.medium,
        subject=subject,
        message=message,
        metadata=metadata,
    )
    for member in team:
        await notification_email(
            session,
            member,
            kind="offer_answered",
            context={
                "accepted": accepted,
                "churchName": story.church.church_name,
                "applicantName": sender.name,
                "opportunityTitle": story.event,
                "opportunityStartDate": story.event_day,
                "position": story.role,
                "link": story.application_link,
            },
        )


async def expired(session: AsyncSession, story: Story) -> None:
    """From the system, to both sides."""
    message = (
        f"The offer for {story.role} at {story.event} passed its respond-by date without an "
        "answer and has expired."
    )
    await _tell_talent(
        session,
        story,
        None,
        sub_type="offer_expired",
        priority=Priority.medium,
        subject=f"Offer Expired: {story.event}",
        message=message,
        headline="An offer expired",
        status="expired",
    )
    await _tell_church(
        session,
        story,
        None,
        priority=Priority.medium,
        subject=f"Offer Expired: {story.event}",
        message=message,
        metadata=story.metadata("offer_expired"),
    )
