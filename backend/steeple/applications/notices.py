"""What each move of the hiring loop tells whom: a notification (spec 02 §3, §4 and §8 texts)
and an email through the outbox (spec 02 §7.3 types and data fields), in the move's transaction.
Each links to the page where the reader acts.

What each notification says comes from one builder per move (`*_notice`), pure functions of the
story that the demo data (steeple.demo.hiring) uses too, so the demo says what the product says."""

import uuid
from dataclasses import dataclass, field
from datetime import date
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application
from steeple.auth.actor import Actor
from steeple.churches import members
from steeple.churches.models import Church
from steeple.email.service import enqueue_email
from steeple.i18n import _
from steeple.notifications.models import Notification, NotificationType, Priority
from steeple.notifications.service import Sender, notify
from steeple.opportunities.models import Opportunity, Position
from steeple.opportunities.policies import MANAGING_ROLES
from steeple.profiles.models import TalentProfile
from steeple.users.models import User
from steeple.users.preferences import notification_email


def position_label(title: str | None) -> str:
    """Spec 02 §4 "Position label": underscores become spaces, title case; "the position"."""
    text = (title or "").replace("_", " ").strip()
    return text.title() if text else _("the position")


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


async def talent_sender(session: AsyncSession, user: User) -> Sender:
    profile = await session.get(TalentProfile, user.id)
    name = (profile.display_name if profile else None) or user.full_name
    return Sender(user.id, name, str(user.role), user.profile_photo, str(user.id))


def church_sender(member_id: uuid.UUID, church: Church) -> Sender:
    """A church member acts under the church's name and page."""
    return Sender(member_id, church.church_name, "church", church.photo, str(church.id))


async def church_team(session: AsyncSession, church_id: uuid.UUID) -> list[User]:
    """Who hears about applicants: the church's admins and leaders."""
    return await members.with_roles(session, church_id, *MANAGING_ROLES)


@dataclass(frozen=True)
class Notice:
    """What a notification of the hiring loop says (an email about the move repeats its message)."""

    sub_type: str
    priority: Priority
    subject: str
    message: str
    extra: dict[str, Any] = field(default_factory=dict)  # metadata besides Story.metadata's


def received_notice(story: Story, applicant_name: str) -> Notice:
    return Notice(
        "new_application",
        Priority.medium,
        _("New Application: {event}", event=story.event),
        _("{name} applied for {role}.", name=applicant_name, role=story.role),
    )


def shortlisted_notice(story: Story) -> Notice:
    return Notice(
        "shortlisted",
        Priority.medium,
        _("Shortlisted: {event}", event=story.event),
        _(
            "Good news: {church} shortlisted you for {role}. "
            "They will be in touch about next steps.",
            church=story.church.church_name,
            role=story.role,
        ),
    )


def not_selected_notice(story: Story) -> Notice:
    note = story.application.decision_note
    message = _(
        "Thank you for applying for {role}. {church} has chosen "
        "to go another way this time. We are grateful for your willingness to serve.",
        role=story.role,
        church=story.church.church_name,
    )
    if note:
        message = _("{message}\n\nA note from the church: {note}", message=message, note=note)
    subject = _("Application Update: {event}", event=story.event)
    return Notice("not_selected", Priority.low, subject, message)


def passed_over_notice(story: Story, reason: str) -> Notice:
    """`reason`: "filled", "closed" or "cancelled"."""
    if reason == "cancelled":
        return Notice(
            "opportunity_cancelled",
            Priority.high,
            _("Event Cancelled: {event}", event=story.event),
            _(
                "{church} has cancelled {event} ({date}). We are sorry for the change of plans, "
                "and thank you for your willingness to serve.",
                church=story.church.church_name,
                event=story.event,
                date=story.event_day,
            ),
        )
    why = (
        _("every opening for {role} has now been filled", role=story.role)
        if reason == "filled"
        else _("{church} has closed this opportunity", church=story.church.church_name)
    )
    return Notice(
        "not_selected",
        Priority.low,
        _("Application Update: {event}", event=story.event),
        _(
            "Thank you for applying for {role}. This time you were not selected: {why}. "
            "We are grateful for your willingness to serve, and hope to see you apply again.",
            role=story.role,
            why=why,
        ),
    )


def offered_notice(story: Story) -> Notice:
    """Its subject contains "Position Offered" (spec 02 §4)."""
    offer = story.application.offer
    assert offer is not None
    return Notice(
        "offer",
        Priority.high,
        _("Position Offered: {event}", event=story.event),
        _(
            "{church} has offered you the position of {role} for {event} on {date}. "
            "Please respond by {respond_by}.",
            church=story.church.church_name,
            role=story.role,
            event=story.event,
            date=story.event_day,
            respond_by=offer.respond_by,
        ),
        {"offered_role": story.role, "respondBy": offer.respond_by.isoformat()},
    )


def withdrawn_notice(story: Story, applicant_name: str) -> Notice:
    return Notice(
        "withdrawn",
        Priority.low,
        _("Application Withdrawn: {event}", event=story.event),
        _("{name} withdrew their application for {role}.", name=applicant_name, role=story.role),
    )


def answered_notice(story: Story, applicant_name: str, *, accepted: bool) -> Notice:
    """Spec 02 §4: "Position Accepted: {event}" (high, hire_accepted) or "Position Declined:
    {event}" (medium, hire_declined), to the church."""
    if accepted:
        return Notice(
            "hire_accepted",
            Priority.high,
            _("Position Accepted: {event}", event=story.event),
            _(
                "{name} has accepted the position as {role}. You can now coordinate event details.",
                name=applicant_name,
                role=story.role,
            ),
            {"offer_accepted": True, "accepted_role": story.role},
        )
    return Notice(
        "hire_declined",
        Priority.medium,
        _("Position Declined: {event}", event=story.event),
        _(
            "{name} has declined the position as {role}. You may consider other candidates.",
            name=applicant_name,
            role=story.role,
        ),
        {"offer_declined": True, "declined_role": story.role},
    )


def expired_notice(story: Story) -> Notice:
    """From the system, to both sides."""
    return Notice(
        "offer_expired",
        Priority.medium,
        _("Offer Expired: {event}", event=story.event),
        _(
            "The offer for {role} at {event} passed its respond-by date without an "
            "answer and has expired.",
            role=story.role,
            event=story.event,
        ),
    )


async def tell(
    session: AsyncSession,
    story: Story,
    notice: Notice,
    sender: Sender | None,
    recipients: list[User],
) -> list[Notification]:
    """The notice's notification to each recipient."""
    return [
        await notify(
            session,
            recipient_id=recipient.id,
            type=NotificationType.application,
            priority=notice.priority,
            subject=notice.subject,
            message=notice.message,
            sender=sender,
            application_id=story.application.id,
            opportunity_id=story.opportunity.id,
            offered_role=story.role,
            metadata=story.metadata(notice.sub_type, **notice.extra),
        )
        for recipient in recipients
    ]


async def _tell_church(
    session: AsyncSession, story: Story, sender: Sender | None, notice: Notice
) -> list[User]:
    """A notification to each of the church's admins and leaders; answers them (for emails)."""
    team = await church_team(session, story.church.id)
    await tell(session, story, notice, sender, team)
    return team


# What the applicant's email (application_status_changed) says of each notice: its headline,
# and the status a translated email writes its own words from.
_TALENT_EMAIL = {
    "shortlisted": ("You were shortlisted", "shortlisted"),
    "not_selected": ("An update on your application", "not_selected"),
    "opportunity_cancelled": ("An event you applied to was cancelled", "cancelled"),
    "offer": ("You have an offer", "offered"),
    "offer_expired": ("An offer expired", "expired"),
}


async def _tell_talent(
    session: AsyncSession, story: Story, sender: Sender | None, notice: Notice
) -> None:
    await tell(session, story, notice, sender, [story.applicant])
    headline, status = _TALENT_EMAIL[notice.sub_type]
    respond_by = notice.extra.get("respondBy")  # an offer's, as ISO text
    await notification_email(
        session,
        story.applicant,
        kind="application_status_changed",
        context={
            **story.talent_email(),
            "status": status,
            "readerName": story.applicant.full_name,
            "headline": headline,
            "message": notice.message,
            "action": "See your application",
            # What a translated email writes its own words from (email/templates/es, fr).
            "position": story.role,
            "note": story.application.decision_note,
            "respondBy": date.fromisoformat(respond_by) if respond_by else None,
        },
    )


async def _from_church(
    session: AsyncSession, story: Story, church_actor: Actor, notice: Notice
) -> None:
    """A church's move, told to its applicant."""
    await _tell_talent(session, story, church_sender(church_actor.id, story.church), notice)


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
    sender = await talent_sender(session, applicant.user)
    team = await _tell_church(session, story, sender, received_notice(story, sender.name))
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
    await _from_church(session, story, church_actor, shortlisted_notice(story))


async def not_selected(session: AsyncSession, story: Story, church_actor: Actor) -> None:
    await _from_church(session, story, church_actor, not_selected_notice(story))


async def passed_over(
    session: AsyncSession, story: Story, church_actor: Actor, reason: str
) -> None:
    """Everyone still waiting when the position fills or the opportunity closes, or anyone still
    involved when the event is cancelled."""
    await _from_church(session, story, church_actor, passed_over_notice(story, reason))


async def offered(session: AsyncSession, story: Story, church_actor: Actor) -> None:
    await _from_church(session, story, church_actor, offered_notice(story))


async def withdrawn(session: AsyncSession, story: Story, applicant: Actor) -> None:
    sender = await talent_sender(session, applicant.user)
    notice = withdrawn_notice(story, sender.name)
    team = await _tell_church(session, story, sender, notice)
    for member in team:
        await _email_church_member(session, story, member, notice.message, "Application withdrawn")


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
    sender = await talent_sender(session, applicant.user)
    team = await _tell_church(
        session, story, sender, answered_notice(story, sender.name, accepted=accepted)
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
    notice = expired_notice(story)
    await _tell_talent(session, story, None, notice)
    await _tell_church(session, story, None, notice)
