"""Demo data for the hiring loop: the seeded churches' opportunities and the seeded speakers' and
musicians' applications, offers and the notifications each step sent, as the services would
have left them (applications.notices's texts; no email is queued for any of it).

Dates are written relative to the day of seeding, so a fresh `make run` always shows events
ahead, a few just past and offers waiting: an event is "the Friday of the fifth week from now",
a step "12 days ago". Each church's postings are at least 16 days apart, so no calendar month
holds more than its 2; the demo church's were all published before this month began, so a
newcomer signed in as it can publish at once.
"""

import calendar
import random
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any, NamedTuple
from zoneinfo import ZoneInfo

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application, ApplicationStatus, Honorarium, Offer, Travel
from steeple.applications.notices import Story, church_team
from steeple.billing.entitlements import is_premium_church, month_start
from steeple.churches.models import Church
from steeple.notifications.models import NotificationType, Priority
from steeple.notifications.service import Sender, notify
from steeple.opportunities.calendar import end_of_day, local_to_utc, local_today
from steeple.opportunities.models import (
    Compensation,
    EventType,
    Opportunity,
    OpportunityStatus,
    Position,
    PositionRole,
)
from steeple.profiles.models import TalentProfile
from steeple.seed_billing import seed_boost
from steeple.users.models import User

S = ApplicationStatus
SPEAKER, MUSICIAN = PositionRole.speaker, PositionRole.musician
MON, TUE, WED, THU, FRI, SAT, SUN = (
    calendar.MONDAY,
    calendar.TUESDAY,
    calendar.WEDNESDAY,
    calendar.THURSDAY,
    calendar.FRIDAY,
    calendar.SATURDAY,
    calendar.SUNDAY,
)
# Notifications older than this have been read (offers waiting for an answer excepted).
READ_AFTER = timedelta(days=2)
# An application's steps happen up to this much earlier than written, each application at a
# time of day of its own.
STEP_SPREAD_MINUTES = 6 * 60


def one_line(text: str) -> str:
    """A text as written wrapped in this file, on one line."""
    return " ".join(text.split())


@dataclass(frozen=True)
class Opening:
    """A position the event needs filled."""

    title: str
    role: PositionRole
    openings: int = 1


@dataclass(frozen=True)
class SeedOffer:
    amount: int | None  # whole dollars; None: a love offering
    travel: Travel = Travel.none
    travel_cap: int | None = None
    lodging: bool = False
    w9: bool = False
    notes: str | None = None
    # Days from the offer to its respond-by date (the event's first day at the latest).
    respond: int = 7


@dataclass(frozen=True)
class SeedApplication:
    """One application and its story; every time is in days before the seed's `now`."""

    applicant: str  # a seeded speaker's or musician's full name
    position: str  # one of the opportunity's positions, by title
    status: ApplicationStatus
    applied: float
    cover: str
    fee: int | None = None
    shortlisted: float | None = None
    # The church's offer or its decline (a not_selected without one was passed over when the
    # position filled, or the opportunity closed or was cancelled).
    decided: float | None = None
    answered: float | None = None  # the applicant accepted or declined the offer
    withdrew: float | None = None
    note: str | None = None  # the church's note with its decline
    offer: SeedOffer | None = None


class Steps(NamedTuple):
    """When an application's steps happened."""

    applied: datetime
    shortlisted: datetime | None
    decided: datetime | None
    answered: datetime | None
    withdrew: datetime | None


@dataclass(frozen=True)
class SeedOpportunity:
    church: str  # a seeded church's name
    title: str
    event_type: EventType
    description: str
    positions: tuple[Opening, ...]
    # The event's first day: the `day` (calendar.MONDAY...) of the `week`th week from now
    # (negative: past), that is 7 * week - 6 to 7 * week days from today; an event ahead that
    # would fall between December 21 and January 2 is two weeks later.
    week: int
    day: int
    start: str  # local time, "19:00"
    end: str
    worship_style: str
    attendance: int
    pay: tuple[int, int] | None  # the honorarium's range; None: a love offering
    deadline: int  # days before the event (today at the earliest while it is ahead)
    # Days ago it was published (the church keeping its postings: days before this month
    # began); None: still a draft.
    published: float | None
    days: int = 0  # how many days after the first it ends
    travel: bool = False
    lodging: bool = False
    online: bool = False
    venue: tuple[str, str, str] | None = None  # address, city, state; otherwise the church's
    status: OpportunityStatus = OpportunityStatus.open
    ended: float | None = None  # days ago it was closed or cancelled
    featured: int | None = None  # days its featured boost (paid for, 14 days) has left
    applications: tuple[SeedApplication, ...] = ()

    def first_day(self, today: date) -> date:
        day = today + timedelta(weeks=self.week)
        day -= timedelta(days=(day.weekday() - self.day) % 7)
        if day > today and ((day.month, day.day) >= (12, 21) or (day.month, day.day) <= (1, 2)):
            day += timedelta(weeks=2)  # churches keep Christmas and New Year to themselves
        return day


async def seed_hiring(
    session: AsyncSession,
    now: datetime,
    churches: Mapping[str, tuple[Church, User]],
    people: Mapping[str, User],
    *,
    keeps_postings: str,
) -> None:
    """Adds the opportunities of OPPORTUNITIES that their church does not have yet (found by
    title), with their applications. `churches` gives each seeded church and its admin by name,
    `people` each seeded speaker and musician by full name; `keeps_postings` is the church
    whose postings this month stay unused."""
    present = [church.id for church, _admin in churches.values()]
    rows = await session.execute(
        select(Opportunity.church_id, Opportunity.title).where(Opportunity.church_id.in_(present))
    )
    existing = {(church_id, title) for church_id, title in rows}
    profiles = {
        profile.user_id: profile
        for profile in await session.scalars(
            select(TalentProfile).where(
                TalentProfile.user_id.in_([user.id for user in people.values()])
            )
        )
    }
    # A church seeded before the seed gave it Premium could not have published.
    posting = {
        name: (church, admin)
        for name, (church, admin) in churches.items()
        if await is_premium_church(session, church.id, now)
    }
    hiring = _Hiring(session, now, people, profiles)
    for seed in OPPORTUNITIES:
        if seed.church not in posting:
            continue
        church, admin = posting[seed.church]
        if (church.id, seed.title) not in existing:
            await hiring.opportunity(
                seed, church, admin, keeps_postings=seed.church == keeps_postings
            )
    await session.flush()


class _Hiring:
    def __init__(
        self,
        session: AsyncSession,
        now: datetime,
        people: Mapping[str, User],
        profiles: Mapping[uuid.UUID, TalentProfile],
    ) -> None:
        self.session = session
        self.now = now
        self.people = people
        self.profiles = profiles
        self.teams: dict[uuid.UUID, list[User]] = {}

    def ago(self, days: float) -> datetime:
        return self.now - timedelta(days=days)

    def steps(self, seed: SeedOpportunity, data: SeedApplication) -> Steps:
        """When each step of the application happened."""
        rng = random.Random(f"steeple-seed:{seed.title}:{data.applicant}")  # noqa: S311
        earlier = timedelta(minutes=rng.randrange(STEP_SPREAD_MINUTES))

        def at(days: float | None) -> datetime | None:
            return None if days is None else self.ago(days) - earlier

        applied = at(data.applied)
        assert applied is not None
        return Steps(
            applied, at(data.shortlisted), at(data.decided), at(data.answered), at(data.withdrew)
        )

    async def opportunity(
        self, seed: SeedOpportunity, church: Church, admin: User, *, keeps_postings: bool
    ) -> None:
        zone = church.timezone
        today = local_today(self.now, zone)
        first_day = seed.first_day(today)
        deadline = first_day - timedelta(days=seed.deadline)
        if first_day > today:
            deadline = max(deadline, today)
        published_at = None
        if seed.published is not None:
            since = month_start(self.now, zone) if keeps_postings else self.now
            published_at = since - timedelta(days=seed.published)
        address, city, state = seed.venue or (church.primary_address, church.city, church.state)
        low, high = seed.pay or (None, None)
        created_at = (published_at or self.now) - timedelta(days=2, hours=3)
        filled = self._filled_at(seed)
        updated_at = published_at or created_at  # its last change of status
        if seed.ended is not None:
            updated_at = self.ago(seed.ended)
        elif seed.status == OpportunityStatus.filled:
            updated_at = max(filled.values())
        opportunity = Opportunity(
            id=uuid.uuid4(),
            church_id=church.id,
            created_by=admin.id,
            title=seed.title,
            event_type=seed.event_type,
            description=one_line(seed.description),
            starts_at=local_to_utc(
                datetime.combine(first_day, time.fromisoformat(seed.start)), zone
            ),
            ends_at=local_to_utc(
                datetime.combine(
                    first_day + timedelta(days=seed.days), time.fromisoformat(seed.end)
                ),
                zone,
            ),
            starts_on=first_day,
            timezone=zone,
            application_deadline=deadline,
            online=seed.online,
            address=None if seed.online else address,
            city=None if seed.online else city,
            state=None if seed.online else state,
            denomination=church.denomination,
            worship_style=seed.worship_style,
            expected_attendance=seed.attendance,
            compensation=Compensation.honorarium if seed.pay else Compensation.love_offering,
            honorarium_min=low,
            honorarium_max=high,
            travel_covered=seed.travel,
            lodging_provided=seed.lodging,
            status=seed.status,
            published_at=published_at,
            featured_until=(
                self.now + timedelta(days=seed.featured) if seed.featured is not None else None
            ),
            created_at=created_at,
            updated_at=updated_at,
            positions=[
                Position(
                    id=uuid.uuid4(),
                    sort_order=index,
                    title=opening.title,
                    role=opening.role,
                    openings=opening.openings,
                )
                for index, opening in enumerate(seed.positions)
            ],
        )
        # Rows are flushed before the rows that refer to them: the mappers have no relationships
        # that would order the inserts.
        self.session.add(opportunity)
        await self.session.flush()
        if opportunity.featured_until is not None:
            await seed_boost(self.session, church, admin, opportunity)
        written = [
            self.application(seed, application, opportunity, church, admin, filled)
            for application in seed.applications
        ]
        await self.session.flush()
        for story, steps, passed in written:
            await self.notices(story, steps, admin, passed)

    def _filled_at(self, seed: SeedOpportunity) -> dict[str, datetime]:
        """When each position's last opening was confirmed, by position title."""
        filled: dict[str, datetime] = {}
        for opening in seed.positions:
            hires = [
                self.steps(seed, application).answered
                for application in seed.applications
                if application.position == opening.title and application.status == S.hire_confirmed
            ]
            if len(hires) >= opening.openings:
                filled[opening.title] = max(hire for hire in hires if hire is not None)
        return filled

    def _passed_over(
        self, seed: SeedOpportunity, application: SeedApplication, filled: Mapping[str, datetime]
    ) -> tuple[str, datetime]:
        """Why and when a waiting applicant was passed over (applications.pass_over_waiting)."""
        if seed.status == OpportunityStatus.cancelled and seed.ended is not None:
            return "cancelled", self.ago(seed.ended)
        if application.position in filled:
            return "filled", filled[application.position]
        if seed.status == OpportunityStatus.closed and seed.ended is not None:
            return "closed", self.ago(seed.ended)
        raise ValueError(f"{application.applicant} was passed over at {seed.title} for no reason")

    def application(
        self,
        seed: SeedOpportunity,
        data: SeedApplication,
        opportunity: Opportunity,
        church: Church,
        admin: User,
        filled: Mapping[str, datetime],
    ) -> tuple[Story, Steps, tuple[str, datetime] | None]:
        """The application (and its offer), when each step happened, and why and when it was
        passed over if it was."""
        applicant = self.people[data.applicant]
        position = next(p for p in opportunity.positions if p.title == data.position)
        steps = self.steps(seed, data)
        passed: tuple[str, datetime] | None = None
        if data.status == S.not_selected and data.decided is None:
            passed = self._passed_over(seed, data, filled)
        offer = None
        if data.offer is not None:
            offer = self._offer(data.offer, steps, position, opportunity, admin)
        updated_at = max(moment for moment in steps if moment is not None)
        if passed:
            updated_at = passed[1]
        elif data.status == S.expired and offer is not None:
            updated_at = offer.expires_at  # when the sweep wrote it
        application = Application(
            id=uuid.uuid4(),
            opportunity_id=opportunity.id,
            position_id=position.id,
            applicant_id=applicant.id,
            church_id=church.id,
            cover_message=one_line(data.cover),
            proposed_fee=data.fee,
            status=data.status,
            decision_note=one_line(data.note) if data.note else None,
            decided_at=passed[1] if passed else steps.decided,
            created_at=steps.applied,
            updated_at=updated_at,
            offer=offer,
        )
        self.session.add(application)
        story = Story(application, opportunity, church, applicant, position, origin="")
        return story, steps, passed

    @staticmethod
    def _offer(
        seed: SeedOffer, steps: Steps, position: Position, opportunity: Opportunity, admin: User
    ) -> Offer:
        made_at = steps.decided
        assert made_at is not None, f"an offer at {opportunity.title} has no date"
        zone = opportunity.timezone
        made_on = made_at.astimezone(ZoneInfo(zone)).date()
        respond_by = min(made_on + timedelta(days=seed.respond), opportunity.starts_on)
        return Offer(
            id=uuid.uuid4(),
            position_id=position.id,
            offered_by=admin.id,
            event_date=opportunity.starts_on,
            honorarium=Honorarium.amount if seed.amount is not None else Honorarium.love_offering,
            honorarium_amount=seed.amount,
            travel=seed.travel,
            travel_cap=seed.travel_cap,
            lodging_provided=seed.lodging,
            w9_required=seed.w9,
            notes=one_line(seed.notes) if seed.notes else None,
            respond_by=respond_by,
            expires_at=end_of_day(respond_by, zone),
            responded_at=steps.answered,
            created_at=made_at,
        )

    # ---- what each step told whom: applications.notices's texts ------------------------------

    def _talent_sender(self, user: User) -> Sender:
        profile = self.profiles.get(user.id)
        name = (profile.display_name if profile else None) or user.full_name
        return Sender(user.id, name, str(user.role), user.profile_photo, str(user.id))

    @staticmethod
    def _church_sender(admin: User, church: Church) -> Sender:
        return Sender(admin.id, church.church_name, "church", church.photo, str(church.id))

    async def _team(self, church: Church) -> list[User]:
        if church.id not in self.teams:
            self.teams[church.id] = await church_team(self.session, church.id)
        return self.teams[church.id]

    async def _tell(
        self,
        recipients: list[User],
        story: Story,
        at: datetime,
        sender: Sender | None,
        *,
        sub_type: str,
        priority: Priority,
        subject: str,
        message: str,
        unread: bool = False,
        **metadata: Any,
    ) -> None:
        """Notifies `recipients` as `notify` would have at `at`; they have read what is more
        than READ_AFTER old, unless it is still `unread` (an offer waiting for its answer)."""
        for recipient in recipients:
            notification = await notify(
                self.session,
                recipient_id=recipient.id,
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
            notification.created_at = at
            notification.is_read = not unread and at < self.now - READ_AFTER

    async def notices(
        self, story: Story, steps: Steps, admin: User, passed: tuple[str, datetime] | None
    ) -> None:
        status, offer = story.application.status, story.application.offer
        team = await self._team(story.church)
        talent = self._talent_sender(story.applicant)
        church = self._church_sender(admin, story.church)
        name, event, role = story.church.church_name, story.event, story.role
        applicant = [story.applicant]
        await self._tell(
            team,
            story,
            steps.applied,
            talent,
            sub_type="new_application",
            priority=Priority.medium,
            subject=f"New Application: {event}",
            message=f"{talent.name} applied for {role}.",
        )
        if steps.shortlisted is not None:
            await self._tell(
                applicant,
                story,
                steps.shortlisted,
                church,
                sub_type="shortlisted",
                priority=Priority.medium,
                subject=f"Shortlisted: {event}",
                message=(
                    f"Good news: {name} shortlisted you for {role}. "
                    "They will be in touch about next steps."
                ),
            )
        if steps.withdrew is not None:
            await self._tell(
                team,
                story,
                steps.withdrew,
                talent,
                sub_type="withdrawn",
                priority=Priority.low,
                subject=f"Application Withdrawn: {event}",
                message=f"{talent.name} withdrew their application for {role}.",
            )
        if offer is not None:
            await self._offer_notices(story, steps, offer, team, talent, church)
        if status == S.not_selected and passed is None:
            assert steps.decided is not None
            message = (
                f"Thank you for applying for {role}. {name} has chosen to go another way this "
                "time. We are grateful for your willingness to serve."
            )
            if story.application.decision_note:
                message += f"\n\nA note from the church: {story.application.decision_note}"
            await self._tell(
                applicant,
                story,
                steps.decided,
                church,
                sub_type="not_selected",
                priority=Priority.low,
                subject=f"Application Update: {event}",
                message=message,
            )
        if passed is not None:
            await self._passed_over_notice(story, passed, church)

    async def _offer_notices(
        self,
        story: Story,
        steps: Steps,
        offer: Offer,
        team: list[User],
        talent: Sender,
        church: Sender,
    ) -> None:
        name, event, role = story.church.church_name, story.event, story.role
        respond_by = f"{offer.respond_by:%B} {offer.respond_by.day}, {offer.respond_by.year}"
        await self._tell(
            [story.applicant],
            story,
            offer.created_at,
            church,
            sub_type="offer",
            priority=Priority.high,
            subject=f"Position Offered: {event}",
            message=(
                f"{name} has offered you the position of {role} for {event} on "
                f"{story.event_date}. Please respond by {respond_by}."
            ),
            unread=story.application.status == S.offered,
            offered_role=role,
            respondBy=offer.respond_by.isoformat(),
        )
        status = story.application.status
        if status == S.hire_confirmed:
            assert steps.answered is not None
            await self._tell(
                team,
                story,
                steps.answered,
                talent,
                sub_type="hire_accepted",
                priority=Priority.high,
                subject=f"Position Accepted: {event}",
                message=(
                    f"{talent.name} has accepted the position as {role}. "
                    "You can now coordinate event details."
                ),
                offer_accepted=True,
                accepted_role=role,
            )
        if status == S.rejected:
            assert steps.answered is not None
            await self._tell(
                team,
                story,
                steps.answered,
                talent,
                sub_type="hire_declined",
                priority=Priority.medium,
                subject=f"Position Declined: {event}",
                message=(
                    f"{talent.name} has declined the position as {role}. "
                    "You may consider other candidates."
                ),
                offer_declined=True,
                declined_role=role,
            )
        if status == S.expired:
            await self._tell(
                [story.applicant, *team],
                story,
                offer.expires_at,
                None,
                sub_type="offer_expired",
                priority=Priority.medium,
                subject=f"Offer Expired: {event}",
                message=(
                    f"The offer for {role} at {event} passed its respond-by date without an "
                    "answer and has expired."
                ),
            )

    async def _passed_over_notice(
        self, story: Story, passed: tuple[str, datetime], church: Sender
    ) -> None:
        reason, at = passed
        name, event, role = story.church.church_name, story.event, story.role
        if reason == "cancelled":
            await self._tell(
                [story.applicant],
                story,
                at,
                church,
                sub_type="opportunity_cancelled",
                priority=Priority.high,
                subject=f"Event Cancelled: {event}",
                message=(
                    f"{name} has cancelled {event} ({story.event_date}). We are sorry for the "
                    "change of plans, and thank you for your willingness to serve."
                ),
            )
            return
        why = (
            f"every opening for {role} has now been filled"
            if reason == "filled"
            else f"{name} has closed this opportunity"
        )
        await self._tell(
            [story.applicant],
            story,
            at,
            church,
            sub_type="not_selected",
            priority=Priority.low,
            subject=f"Application Update: {event}",
            message=(
                f"Thank you for applying for {role}. This time you were not selected: {why}. "
                "We are grateful for your willingness to serve, and hope to see you apply again."
            ),
        )


# ---- the data ---------------------------------------------------------------------------------

GRACE = "Grace Community Church"
RIVERSIDE = "Riverside Baptist Church"
NEW_HOPE = "New Hope Assembly"
HARBOR_LIGHT = "Harbor Light Church"
BETHEL = "Bethel AME Church"
CORNERSTONE = "Cornerstone Evangelical Free Church"
FIRST_METHODIST = "First United Methodist Church"

OPPORTUNITIES = [
    SeedOpportunity(
        GRACE,
        "Youth Revival Weekend: Unashamed",
        EventType.revival,
        """
            Three nights for students in grades 6 through 12 and the leaders who love them, with
            our youth group and a dozen partner churches from across Greater Cincinnati. We are
            looking for a speaker who can preach the gospel plainly to teenagers and stay
            afterwards to pray with them, and a worship leader and drummer to lead with our
            student band. Friday and Saturday nights, and Sunday morning.
        """,
        (
            Opening("Revival speaker", SPEAKER),
            Opening("Worship leader", MUSICIAN),
            Opening("Drummer", MUSICIAN),
        ),
        week=5,
        day=FRI,
        start="19:00",
        days=2,
        end="12:30",
        worship_style="Contemporary",
        attendance=350,
        pay=(1000, 2000),
        travel=True,
        lodging=True,
        deadline=10,
        published=24,
        featured=9,
        applications=(
            SeedApplication(
                "James Carter",
                "Revival speaker",
                S.submitted,
                1.2,
                fee=1500,
                cover="""
                    I would love to preach your revival weekend. For fifteen years I have spoken
                    to students in gyms, camps and sanctuaries, and a weekend like Unashamed is
                    what I build my year around: plain preaching, an honest response time and
                    leaders ready to follow up. Louisville is an easy drive, and I can stay
                    through Sunday morning to pray with your students and debrief with your youth
                    team.
                """,
            ),
            SeedApplication(
                "Nathan Calloway",
                "Revival speaker",
                S.shortlisted,
                16,
                fee=900,
                shortlisted=9,
                cover="""
                    I grew up in the Mississippi Delta and have preached more than three hundred
                    revivals in thirteen states, many of them for students. My messages are short,
                    start from Scripture and end with a clear invitation, and I hand your pastor a
                    discipleship plan for new believers before I leave town. I would be glad to send
                    recordings of recent camp nights.
                """,
            ),
            SeedApplication(
                "Elijah Foster",
                "Revival speaker",
                S.shortlisted,
                14,
                fee=1200,
                shortlisted=9,
                cover="""
                    Students in Kansas City call our Friday nights "church that doesn't feel like a
                    show", and I take that as a compliment. I bring a little spoken word and a lot
                    of plain preaching about the questions teenagers are actually asking: identity,
                    anger and whether faith holds up. I am glad to meet with your student leaders on
                    Saturday afternoon too.
                """,
            ),
            SeedApplication(
                "Jordan Pike",
                "Revival speaker",
                S.submitted,
                6,
                fee=800,
                cover="""
                    I have spoken at more than forty camps across the Great Plains, and middle
                    schoolers are my favourite audience. A speaker who stays afterwards to pray with
                    students is exactly how I see the job. I am free all three days and can drive in
                    from Omaha on Thursday night.
                """,
            ),
            SeedApplication(
                "Terrence Wade",
                "Revival speaker",
                S.not_selected,
                20,
                fee=1400,
                decided=10,
                note="""
                    Coach, thank you for applying. We need our speaker for all three sessions
                    this time, Sunday morning included, so we are going another way. We would
                    love to talk with you about our student leadership night.
                """,
                cover="""
                    I played linebacker in the Big Ten and coached high school football in central
                    Ohio for fourteen years, and I still talk to students like a coach: straight,
                    warm and with a plan for Monday. I can be with you on Friday and Saturday
                    nights. I have a tournament on Sunday morning, but I can record a short video
                    for your closing session.
                """,
            ),
            SeedApplication(
                "Jasmine Wright",
                "Worship leader",
                S.submitted,
                5,
                fee=900,
                cover="""
                    I sing with gospel choirs and lead worship at my church in Raleigh, and at
                    student events my goal is to get teenagers singing rather than watching. I am
                    comfortable leading from vocals with your student band and can send a set list
                    and rehearsal plan a month ahead.
                """,
            ),
            SeedApplication(
                "Tyler Brandt",
                "Worship leader",
                S.withdrawn,
                18,
                withdrew=11,
                cover="""
                    Leading worship with a student band is one of my favourite things: I coach the
                    band while we rehearse, so the teenagers on stage grow as much as the ones in
                    the seats. I have led at churches of 80 and of 3,000 and can be in Cincinnati on
                    Thursday evening.
                """,
            ),
            SeedApplication(
                "Kofi Boateng",
                "Drummer",
                S.submitted,
                3,
                fee=350,
                cover="""
                    I play drums for the youth service at my church in Columbus every week, so a
                    room full of teenagers does not scare me. I play to a click, take direction
                    from the worship leader and keep it tight when the band is young. I am an
                    hour and a half away and can come to a Thursday rehearsal.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        GRACE,
        "Worship Night: Come Thirsty",
        EventType.worship_night,
        """
            An evening of extended worship and prayer for our church and our neighbours, open to
            the whole city. We want a worship leader who can carry a room for two and a half hours
            with space for quiet and for testimonies, and a keyboardist and a drummer to complete
            the band. Our sound team runs the night; rehearsal is the evening before.
        """,
        (
            Opening("Worship leader", MUSICIAN),
            Opening("Keyboardist", MUSICIAN),
            Opening("Drummer", MUSICIAN),
        ),
        week=3,
        day=FRI,
        start="19:00",
        end="21:30",
        worship_style="Blended",
        attendance=400,
        pay=(300, 600),
        travel=True,
        deadline=7,
        published=42,
        applications=(
            SeedApplication(
                "Naomi Reyes",
                "Keyboardist",
                S.offered,
                12,
                fee=500,
                shortlisted=8,
                decided=3,
                offer=SeedOffer(
                    500,
                    Travel.reimbursed,
                    travel_cap=150,
                    w9=True,
                    notes="""
                        We would love you at the Thursday rehearsal at 6:30 pm; dinner is on us.
                        Our worship pastor will send the set list two weeks ahead.
                    """,
                    respond=8,
                ),
                cover="""
                    Worship nights are my favourite thing to play. I lead from the piano most
                    Sundays in Indianapolis, and I love long, unhurried sets where the band can
                    follow the room. I play from charts or by ear, can hold pads under the prayer
                    times and sing harmony if your leader wants it. Cincinnati is an easy drive,
                    and I can make the Thursday rehearsal.
                """,
            ),
            SeedApplication(
                "Maribel Ortiz",
                "Keyboardist",
                S.submitted,
                10,
                fee=600,
                cover="""
                    I lead from the keys at a bilingual church in Kissimmee and play for a monthly
                    city-wide prayer night, so long spontaneous sets feel like home. I can program
                    pads and transitions ahead of time and play to a click. I would fly in on
                    Thursday.
                """,
            ),
            SeedApplication(
                "Sarah Beth Tidwell",
                "Worship leader",
                S.hire_confirmed,
                30,
                fee=1200,
                decided=20,
                answered=18,
                offer=SeedOffer(
                    1000,
                    Travel.covered,
                    lodging=True,
                    w9=True,
                    notes="""
                        We will book your flight from Nashville and a hotel for Thursday and
                        Friday nights. Please send your keys to our worship pastor, Andrea, a
                        week ahead.
                    """,
                ),
                cover="""
                    Come Thirsty is the kind of night I write songs for. I lead worship nights
                    around Nashville a couple of times a month and love building a set that leaves
                    room for silence, Scripture and the congregation's voice. I am glad to work
                    with your band, and I can lead a short songwriting conversation with your team
                    on Saturday if that would be useful.
                """,
            ),
            SeedApplication(
                "Anika Sharma",
                "Worship leader",
                S.not_selected,
                25,
                fee=700,
                cover="""
                    I lead worship in Austin at a church full of young families and university
                    students, from the keys or an acoustic guitar. Prayer and testimony between
                    songs is how we run our own worship nights. I would be happy to send a
                    recording of a recent one.
                """,
            ),
            SeedApplication(
                "Isaiah Grant",
                "Drummer",
                S.shortlisted,
                15,
                fee=450,
                shortlisted=7,
                cover="""
                    I play for a multi-site church in Atlanta and sub for worship nights around
                    the city, on a full kit or a cajón for the quieter sets. I read charts, play
                    to a click and in-ears, and I know when to lay out. I can fly in for the
                    rehearsal and bring my own cymbals.
                """,
            ),
            SeedApplication(
                "Kofi Boateng",
                "Drummer",
                S.submitted,
                4,
                fee=300,
                cover="""
                    I saw your worship night too and would be glad to play it. Two hours of
                    worship with room for prayer is what we do every first Friday in Columbus. I
                    can drive down for the rehearsal and bring my own kit if that helps your stage
                    team.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        GRACE,
        "Women's Retreat: Rest for the Weary",
        EventType.retreat,
        """
            Our women's ministry's overnight retreat, at a camp forty minutes north of the church.
            About 120 women will spend Friday evening and Saturday together, with three teaching
            sessions, small groups and plenty of quiet. We are looking for a speaker on rest,
            prayer and hard seasons, and an acoustic worship leader for four short sets. You will
            have a private cabin on site, and meals are with us.
        """,
        (Opening("Retreat speaker", SPEAKER), Opening("Acoustic worship leader", MUSICIAN)),
        week=9,
        day=FRI,
        start="18:00",
        days=1,
        end="16:00",
        venue=("Cedar Hollow Retreat Center, 2850 Camp Road", "Lebanon", "OH"),
        worship_style="Blended",
        attendance=120,
        pay=(800, 1500),
        travel=True,
        lodging=True,
        deadline=21,
        published=6,
        applications=(
            SeedApplication(
                "Angela Whitfield",
                "Retreat speaker",
                S.submitted,
                2,
                fee=1500,
                cover="""
                    Rest for the Weary could be the title of my last three years of ministry. I
                    speak to women in the long middle of life, caring for parents, marriages under
                    strain, prayers that take years, and I love the unhurried pace of an overnight
                    retreat. I would plan three sessions that build on each other, with a practice
                    of prayer the women can take home.
                """,
            ),
            SeedApplication(
                "Abigail Turner",
                "Retreat speaker",
                S.submitted,
                4.5,
                fee=1000,
                cover="""
                    My retreats walk through the Psalms of Ascent one psalm at a time, and several
                    of them are about rest: "unless the Lord builds the house", "I have calmed and
                    quieted my soul". I would love to walk up to Jerusalem with your women over
                    three sessions. I can drive up from Knoxville on Friday morning.
                """,
            ),
            SeedApplication(
                "Deborah Klein",
                "Retreat speaker",
                S.submitted,
                3,
                fee=700,
                cover="""
                    I was a Lutheran pastor for twenty-seven years and cared for my mother through
                    six years of dementia, and most of what I know about rest I learned when there
                    was none to be had. My sessions are honest about exhaustion and practical about
                    Sabbath in seasons that do not stop. I would be glad to lead a time of guided
                    silence on Saturday morning.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        GRACE,
        "Men's Breakfast: Faith at Work",
        EventType.other,
        """
            Our monthly men's breakfast in the fellowship hall: eggs, coffee and forty minutes of
            teaching. This month's theme is faith at work, so we are looking for a speaker who
            can talk honestly about Monday mornings, ambition and integrity on the job. About
            ninety men come, from college students to retirees.
        """,
        (Opening("Breakfast speaker", SPEAKER),),
        week=-2,
        day=SAT,
        start="07:30",
        end="09:30",
        worship_style="Contemporary",
        attendance=90,
        pay=(300, 500),
        deadline=14,
        published=60,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "Tim Kowalczyk",
                "Breakfast speaker",
                S.hire_confirmed,
                45,
                fee=400,
                decided=35,
                answered=33,
                offer=SeedOffer(
                    450,
                    Travel.reimbursed,
                    travel_cap=200,
                    w9=True,
                    notes="""
                        Breakfast is served at 7:30; please be at the fellowship hall by 7:00 for
                        a sound check.
                    """,
                    respond=5,
                ),
                cover="""
                    I ran a roofing company in Pittsburgh for twenty years and taught a men's Bible
                    study at 6 a.m. on Thursdays for most of them, so faith at work is my whole
                    ministry now. I talk about payroll, overtime and customers you do not like, and
                    about how the gospel speaks to Monday morning. No slides: Scripture, stories and
                    coffee, with time for questions.
                """,
            ),
            SeedApplication(
                "Marcus Bell",
                "Breakfast speaker",
                S.not_selected,
                40,
                fee=1500,
                cover="""
                    I spent twelve years designing leadership programmes for a logistics company
                    before I became an executive pastor, so Monday mornings are familiar ground. I
                    would keep the talk practical, with one story and one tool the men can put to
                    work that week.
                """,
            ),
            SeedApplication(
                "Dale Henderson",
                "Breakfast speaker",
                S.withdrawn,
                42,
                withdrew=38,
                cover="""
                    I pastored small churches in rural Kansas for thirty years, and most of my men
                    were farmers, mechanics and shop owners. I love talking with men about honesty
                    and stewardship at work. I would be glad to come for a modest honorarium and my
                    travel.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        GRACE,
        "Homecoming Sunday",
        EventType.sunday_service,
        """
            Once a year we invite former members, families and neighbours home for a single
            combined service, followed by dinner on the lawn. We are looking for a guest preacher
            with a message of welcome and belonging, and a soloist to sing before the sermon. It
            is our biggest Sunday of the year, with about 600 people.
        """,
        (Opening("Guest preacher", SPEAKER), Opening("Soloist", MUSICIAN)),
        week=-5,
        day=SUN,
        start="10:30",
        end="12:30",
        worship_style="Blended",
        attendance=600,
        pay=(500, 900),
        travel=True,
        lodging=True,
        deadline=21,
        published=78,
        status=OpportunityStatus.closed,
        ended=43,
        applications=(
            SeedApplication(
                "Keisha Monroe",
                "Guest preacher",
                S.hire_confirmed,
                70,
                fee=1200,
                decided=60,
                answered=58,
                offer=SeedOffer(
                    900,
                    Travel.covered,
                    lodging=True,
                    w9=True,
                    notes="""
                        Our pastor would love to have lunch with you on Saturday. It is one
                        combined service at 10:30, with communion.
                    """,
                ),
                cover="""
                    Homecoming Sunday is a family reunion, and family is what I preach about most.
                    I would bring a message on the prodigal son's older brother, the one who
                    stayed home, because every homecoming has people on both sides of that story.
                    I would be glad to stay for dinner on the lawn.
                """,
            ),
            SeedApplication(
                "Darnell Price",
                "Soloist",
                S.expired,
                68,
                fee=500,
                decided=50,
                offer=SeedOffer(
                    400,
                    Travel.covered,
                    notes="""
                        We would love "It Is Well" or a hymn of your choosing before the sermon.
                        The organ is yours from Saturday afternoon to practise.
                    """,
                    respond=5,
                ),
                cover="""
                    I have been a minister of music on Chicago's South Side since I was nineteen,
                    and a homecoming Sunday is where the old hymns shine. I would play a hymn
                    arrangement on your organ before the sermon, the kind that has the whole room
                    humming along by the second verse.
                """,
            ),
            SeedApplication(
                "Howard Ames",
                "Soloist",
                S.not_selected,
                64,
                fee=600,
                cover="""
                    I conduct church choirs in Connecticut and sing tenor, and I would love to sing
                    for your homecoming: a spiritual or a hymn arrangement with piano, whichever
                    suits the service. I can arrive on Saturday afternoon.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        GRACE,
        "Community Hymn Sing",
        EventType.concert,
        """
            An evening of old hymns sung together, with our choir and anyone from the
            neighbourhood who wants to join them. We are looking for a choir director to rehearse
            a combined choir on Saturday and lead the evening, and a pianist at home with hymn
            arrangements. Dessert in the fellowship hall afterwards.
        """,
        (Opening("Choir director", MUSICIAN), Opening("Pianist", MUSICIAN)),
        week=10,
        day=SUN,
        start="18:00",
        end="19:30",
        worship_style="Traditional",
        attendance=250,
        pay=(250, 450),
        deadline=28,
        published=None,
        status=OpportunityStatus.draft,
    ),
    SeedOpportunity(
        GRACE,
        "Missions Sunday Guest Speaker",
        EventType.sunday_service,
        """
            On Missions Sunday we commission the teams we send out and hear from someone who has
            served far from home. We are looking for a speaker with missions experience to preach
            at both of our services and join a lunch with our mission partners. We cover travel
            and a night's lodging.
        """,
        (Opening("Guest speaker", SPEAKER),),
        week=7,
        day=SUN,
        start="09:00",
        end="12:30",
        worship_style="Contemporary",
        attendance=450,
        pay=(500, 800),
        travel=True,
        lodging=True,
        deadline=21,
        published=None,
        status=OpportunityStatus.draft,
    ),
    SeedOpportunity(
        RIVERSIDE,
        "Youth Rally: Stand Firm",
        EventType.youth_event,
        """
            A Saturday night rally for students from our church and Baptist churches across Duval
            County, with pizza, games, a worship set and a message. We are looking for a youth
            speaker who can talk to middle and high school students about standing firm in their
            faith at school, and a drummer for our student worship band. About 250 students and
            leaders.
        """,
        (Opening("Youth speaker", SPEAKER), Opening("Drummer", MUSICIAN)),
        week=4,
        day=SAT,
        start="17:00",
        end="21:00",
        worship_style="Contemporary",
        attendance=250,
        pay=(800, 1500),
        travel=True,
        lodging=True,
        deadline=14,
        published=21,
        applications=(
            SeedApplication(
                "James Carter",
                "Youth speaker",
                S.offered,
                15,
                fee=1500,
                shortlisted=9,
                decided=2,
                offer=SeedOffer(
                    1500,
                    Travel.covered,
                    lodging=True,
                    w9=True,
                    notes="""
                        We will fly you in on Friday and put you up at the hotel by the river.
                        Pastor Greer would love you to say a word to our student leaders at a
                        short breakfast on Saturday morning.
                    """,
                    respond=9,
                ),
                cover="""
                    A rally for students from across Duval County is right in my wheelhouse. I
                    have spoken at Baptist youth rallies and camps across the South for years,
                    and "Stand Firm" fits a message from Daniel 1 I have preached at school-year
                    kickoffs: courage that starts with small decisions. I will bring something for
                    the leaders too, because they are the ones who follow up on Monday.
                """,
            ),
            SeedApplication(
                "Samuel Yoon",
                "Youth speaker",
                S.shortlisted,
                14,
                fee=1000,
                shortlisted=9,
                cover="""
                    I pastor students at a church in Los Angeles and speak at youth rallies on the
                    West Coast several times a year. My message on Peter's failure and restoration
                    lands well with students who think they have already blown it. I am happy to
                    fly in on Friday.
                """,
            ),
            SeedApplication(
                "Isaiah Grant",
                "Drummer",
                S.submitted,
                8,
                fee=400,
                cover="""
                    I would be glad to drum for your rally. I play for student services in Atlanta
                    most weeks and can support a young band without drowning it out. Jacksonville
                    is a short flight, and I bring my own in-ear pack and sticks.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        RIVERSIDE,
        "Revival Meeting: Return to the Well",
        EventType.revival,
        """
            Four nights of revival meetings, Sunday through Wednesday, with congregational
            singing, testimonies and preaching from a guest evangelist. We are praying for renewal
            in our own church and for our neighbours on the Westside to hear the gospel. The
            evangelist preaches each night and joins our pastors for lunch with local church
            leaders on Tuesday.
        """,
        (Opening("Evangelist", SPEAKER),),
        week=8,
        day=SUN,
        start="18:00",
        days=3,
        end="20:30",
        worship_style="Traditional",
        attendance=300,
        pay=(1500, 2500),
        travel=True,
        lodging=True,
        deadline=21,
        published=4,
        featured=11,
        applications=(
            SeedApplication(
                "Harold Green",
                "Evangelist",
                S.submitted,
                1.5,
                fee=2500,
                cover="""
                    Revival is the work of the Holy Spirit, and I count it a privilege when a
                    church invites me to preach four nights in a row. I have preached revivals for
                    forty years, and I will be praying with your pastors before I arrive. I would
                    be honoured to stay for the lunch with your local leaders as well.
                """,
            ),
            SeedApplication(
                "Victor Asante",
                "Evangelist",
                S.submitted,
                3,
                fee=2000,
                cover="""
                    I preach revival meetings up and down the East Coast, and I love a
                    congregation that comes back night after night. I would build the four nights
                    around Jeremiah's picture of broken cisterns and the fountain of living water.
                    I can arrive on Saturday to meet your prayer team.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        RIVERSIDE,
        "Gospel Singing on the Grounds",
        EventType.concert,
        """
            Our gospel singing under the oaks behind the church, with lawn chairs, sweet tea and
            a potluck supper. We are looking for a gospel group for a ninety-minute set and a
            pianist to accompany the congregational singing and our own choir. Families come from
            all over the Westside; we usually have about 500 people.
        """,
        (Opening("Gospel group", MUSICIAN), Opening("Pianist", MUSICIAN)),
        week=-3,
        day=SAT,
        start="16:00",
        end="19:00",
        worship_style="Traditional",
        attendance=500,
        pay=(600, 1500),
        travel=True,
        deadline=14,
        published=55,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "Wes Harlan",
                "Gospel group",
                S.hire_confirmed,
                50,
                fee=1200,
                decided=38,
                answered=36,
                offer=SeedOffer(
                    1200,
                    Travel.reimbursed,
                    travel_cap=400,
                    w9=True,
                    notes="""
                        The tent and sound system will be set up by 3:00. Supper is at 5:30, and
                        you are our guests.
                    """,
                ),
                cover="""
                    Hollow Creek would love to come and sing under your oaks. We play the old
                    gospel songs in three-part harmony with guitar, fiddle and upright bass, and a
                    ninety-minute set with a break for supper is what we do most weekends. We
                    travel in one van and can bring our own small sound system.
                """,
            ),
            SeedApplication(
                "Gloria Jenkins",
                "Pianist",
                S.hire_confirmed,
                45,
                fee=500,
                decided=35,
                answered=30,
                offer=SeedOffer(
                    500,
                    Travel.reimbursed,
                    travel_cap=300,
                    notes="""
                        Our choir director will send the choir's three songs; everything else is
                        congregational singing from the Baptist Hymnal.
                    """,
                ),
                cover="""
                    I have played piano for gospel singings since I was fourteen, first at my
                    grandmother's church in Jackson and now all over Mississippi. I can play from
                    the Baptist Hymnal in any key you call and follow a choir that likes to take a
                    song around one more time. I would drive over the day before.
                """,
            ),
            SeedApplication(
                "Ray Lindsey",
                "Gospel group",
                S.not_selected,
                47,
                cover="""
                    Brother Ray here. I have sung bass in southern gospel quartets since 1978, and
                    these days my wife Linda and I travel together: she plays piano and I sing the
                    low notes. Linda and I would count it a joy to sing at your gathering. We travel
                    in a motorhome and need only a place to plug it in.
                """,
            ),
            SeedApplication(
                "Naomi Reyes",
                "Pianist",
                S.not_selected,
                49,
                fee=400,
                decided=37,
                note="""
                    Naomi, thank you for applying. We asked a pianist who has played our singings
                    before and knows our choir well, but we enjoyed your recordings very much and
                    would love to hear from you for our next worship night.
                """,
                cover="""
                    I play piano for gospel services and choirs in Indianapolis, and a singing on
                    the grounds sounds like the homecomings at my grandmother's church. I play by
                    ear in any key and follow a choir wherever it goes. I would drive down and
                    stay with family in Jacksonville.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        RIVERSIDE,
        "Guest Preacher for Our Spanish Service",
        EventType.sunday_service,
        """
            Our Spanish-language congregation meets at 12:30 every Sunday in the chapel, about 120
            people from Puerto Rico, Cuba, Venezuela and Central America. Our pastor will be away,
            and we are looking for a guest preacher who preaches in Spanish and loves families. We
            take a love offering for our guest and cover travel.
        """,
        (Opening("Guest preacher (Spanish)", SPEAKER),),
        week=6,
        day=SUN,
        start="12:30",
        end="14:00",
        worship_style="Blended",
        attendance=120,
        pay=None,
        travel=True,
        deadline=21,
        published=38,
        applications=(
            SeedApplication(
                "Tomás Gutierrez",
                "Guest preacher (Spanish)",
                S.shortlisted,
                30,
                shortlisted=20,
                cover="""
                    Es un gozo predicar en español, and I do it most Sundays in San Antonio. My
                    messages are for families, with the children in the room, and I can preach
                    bilingually if some of your young people prefer English. I take a love
                    offering and can fly in on Saturday.
                """,
            ),
            SeedApplication(
                "Luis Ortega",
                "Guest preacher (Spanish)",
                S.submitted,
                25,
                cover="""
                    I have planted three churches in Phoenix, one of them in Spanish, and I preach
                    in Spanish almost every week. Your congregation sounds a lot like ours: many
                    countries, one table. I would be glad to preach and to meet with your Spanish-
                    language leaders after the service.
                """,
            ),
            SeedApplication(
                "Maria Esperanza Cruz",
                "Guest preacher (Spanish)",
                S.submitted,
                11,
                cover="""
                    Prediqué en español for eleven years in the Dominican Republic, and I still
                    preach in Spanish in churches across Florida. I would bring a message on Ruth, a
                    foreigner welcomed into a family, which speaks to many immigrant families. Miami
                    is a short trip, so your travel costs would be small.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        RIVERSIDE,
        "Sunday School Teachers' Workshop",
        EventType.other,
        """
            A Saturday of training for our Sunday school teachers, from the nursery to the senior
            adults. We would like a speaker to lead two sessions on teaching the Bible so that it
            sticks, and a question-and-answer time over lunch. About sixty teachers and helpers.
        """,
        (Opening("Workshop speaker", SPEAKER),),
        week=5,
        day=SAT,
        start="09:00",
        end="15:00",
        worship_style="Traditional",
        attendance=60,
        pay=(400, 700),
        travel=True,
        deadline=21,
        published=72,
        status=OpportunityStatus.cancelled,
        ended=6,
        applications=(
            SeedApplication(
                "Susan Whitaker",
                "Workshop speaker",
                S.not_selected,
                50,
                fee=600,
                shortlisted=30,
                cover="""
                    I taught Greek at a seminary for eleven years and now write Bible studies, and
                    teaching the Bible so that it sticks is my favourite subject. I would bring two
                    sessions, one on preparing a lesson from the text outward and one on asking good
                    questions, with plenty of handouts.
                """,
            ),
            SeedApplication(
                "Abigail Turner",
                "Workshop speaker",
                S.not_selected,
                20,
                fee=500,
                cover="""
                    I teach a large women's Bible study and train our church's small group
                    leaders, so a teachers' workshop is familiar ground. I would love to lead a
                    practical session on reading a passage slowly before teaching it. I can drive
                    down on Friday.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        NEW_HOPE,
        "Noche de Alabanza",
        EventType.worship_night,
        """
            Our night of worship in Spanish and English, with our church and congregations from
            across the south side. We are looking for a bilingual worship leader to lead a long,
            Spirit-led set with our band, and a bassist and a drummer to join it. Expect about 500
            people, plenty of dancing and a late night.
        """,
        (
            Opening("Bilingual worship leader", MUSICIAN),
            Opening("Bassist", MUSICIAN),
            Opening("Drummer", MUSICIAN),
        ),
        week=6,
        day=FRI,
        start="19:00",
        end="22:00",
        worship_style="Charismatic",
        attendance=500,
        pay=(400, 800),
        travel=True,
        lodging=True,
        deadline=21,
        published=20,
        featured=5,
        applications=(
            SeedApplication(
                "Miguel Santos",
                "Bilingual worship leader",
                S.shortlisted,
                14,
                shortlisted=6,
                cover="""
                    Alabanza en dos idiomas is what I do every Sunday in El Paso. I lead from the
                    guitar, switch languages mid-song without losing the room and can lead a band
                    I met that afternoon. I would be honoured to come, and I can drive in on
                    Thursday for rehearsal.
                """,
            ),
            SeedApplication(
                "Maribel Ortiz",
                "Bilingual worship leader",
                S.submitted,
                9,
                fee=800,
                cover="""
                    I lead worship in Spanish and English at a Pentecostal church in Orlando and
                    play keys. A long, Spirit-led night is where I am most at home. I can send a
                    bilingual set list ahead so your band can prepare.
                """,
            ),
            SeedApplication(
                "Chris Navarro",
                "Bassist",
                S.submitted,
                8,
                fee=450,
                cover="""
                    I play bass at a bilingual church in San Diego and love a set that keeps going.
                    I can play from charts or follow the worship leader's hand signals, and I have
                    my own bass and in-ear rig. Happy to fly in for a Thursday rehearsal.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        NEW_HOPE,
        "Youth Revival: Fuego",
        EventType.youth_event,
        """
            Three nights of revival for our youth ministry and students from churches across San
            Antonio. We are looking for a speaker who can preach with fire and tenderness to
            teenagers, in English, with some Spanish welcome. Services on Friday and Saturday
            nights and Sunday morning.
        """,
        (Opening("Youth speaker", SPEAKER),),
        week=10,
        day=FRI,
        start="19:00",
        days=2,
        end="13:00",
        worship_style="Charismatic",
        attendance=300,
        pay=(800, 1500),
        travel=True,
        lodging=True,
        deadline=30,
        published=3,
        applications=(
            SeedApplication(
                "Monica Alvarez",
                "Youth speaker",
                S.submitted,
                1,
                fee=900,
                cover="""
                    I direct youth ministry at a bilingual parish in Albuquerque, and I speak to
                    students in English and Spanish about friendship, social media and a God who
                    knows their names. I would love to preach to your students, and I can drive in
                    on Friday morning.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        NEW_HOPE,
        "Missions Conference: To Every Nation",
        EventType.conference,
        """
            A weekend of preaching, workshops and prayer for the nations. We are looking for a
            keynote speaker for the Friday and Sunday sessions and two workshop speakers for
            Saturday, ideally with experience on the mission field. Our missionaries will be home
            and in the room.
        """,
        (Opening("Keynote speaker", SPEAKER), Opening("Workshop speaker", SPEAKER, 2)),
        week=-4,
        day=FRI,
        start="19:00",
        days=2,
        end="13:00",
        worship_style="Charismatic",
        attendance=400,
        pay=(1000, 2000),
        travel=True,
        lodging=True,
        deadline=21,
        published=72,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "Grace Adeyemi",
                "Keynote speaker",
                S.hire_confirmed,
                65,
                fee=2000,
                decided=50,
                answered=49,
                offer=SeedOffer(
                    2000,
                    Travel.covered,
                    lodging=True,
                    w9=True,
                    notes="""
                        Our missions team will meet you at the airport on Thursday. The Sunday
                        service is bilingual, and we will provide an interpreter.
                    """,
                    respond=10,
                ),
                cover="""
                    I lead a women's prayer network that meets in forty homes across Houston every
                    Thursday, and I have ministered in Nigeria, Ghana and the United Kingdom. My
                    keynotes call churches to pray and to go, with stories rather than statistics.
                    San Antonio is a short drive, and I would love to meet your missionaries.
                """,
            ),
            SeedApplication(
                "Maria Esperanza Cruz",
                "Workshop speaker",
                S.hire_confirmed,
                60,
                fee=1000,
                decided=45,
                answered=44,
                offer=SeedOffer(
                    800,
                    Travel.covered,
                    lodging=True,
                    notes="Your workshop is on Saturday at 10:00 in the chapel.",
                ),
                cover="""
                    I spent eleven years planting house churches in the Dominican Republic and
                    Haiti, and I would love to lead a workshop on training local leaders rather than
                    doing the work for them. I can lead it in Spanish, in English or in both.
                """,
            ),
            SeedApplication(
                "Isaac Bergman",
                "Workshop speaker",
                S.hire_confirmed,
                57,
                fee=1200,
                decided=45,
                answered=40,
                offer=SeedOffer(
                    800,
                    Travel.reimbursed,
                    travel_cap=600,
                    lodging=True,
                    notes="""
                        Your workshop is on Saturday afternoon. Please send us a paragraph about
                        it for the programme.
                    """,
                ),
                cover="""
                    I fly supplies and visiting pastors into villages in western Alaska that have no
                    road to anywhere. My workshop helps ordinary church members find their place in
                    missions, near and far, with photos and a few frostbite stories. It is a long
                    trip from Anchorage, so I would ask for help with the airfare.
                """,
            ),
            SeedApplication(
                "Amos Whitehorse",
                "Workshop speaker",
                S.not_selected,
                58,
                cover="""
                    I have pastored on and near Pine Ridge for eighteen years and speak about Native
                    ministry done with Native leaders rather than for them. I would love to lead a
                    workshop on partnering with Native churches. I take a love offering.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        NEW_HOPE,
        "Family Sunday",
        EventType.sunday_service,
        """
            A Sunday service for the whole family, with the children staying in the main service
            and a message parents and kids can hear together. We are looking for a guest speaker
            who preaches to families with warmth and humour, in English or Spanish. Lunch with our
            pastors follows the service.
        """,
        (Opening("Guest speaker", SPEAKER),),
        week=2,
        day=SUN,
        start="10:00",
        end="12:00",
        worship_style="Charismatic",
        attendance=450,
        pay=None,
        travel=True,
        lodging=True,
        deadline=10,
        published=37,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "Tomás Gutierrez",
                "Guest speaker",
                S.hire_confirmed,
                30,
                decided=20,
                answered=19,
                offer=SeedOffer(
                    None,
                    notes="""
                        Pastor Ricardo and his family would love to take you to lunch after the
                        service.
                    """,
                ),
                cover="""
                    New Hope is fifteen minutes from my house, and I would love to preach at your
                    Family Sunday. I preach to families with the children right there in the front
                    row, in English and Spanish, and I usually bring a few props. No travel costs
                    needed.
                """,
            ),
            SeedApplication(
                "Brenda Sykes",
                "Guest speaker",
                S.not_selected,
                25,
                fee=600,
                cover="""
                    I speak to families about emotional health, and a Sunday where parents and
                    children hear the same message is a rare gift. I would bring a message on
                    Jesus calming the storm: about fear, and what we do with it together.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        NEW_HOPE,
        "Nights of Prayer Online",
        EventType.other,
        """
            Three evenings of prayer and teaching on our livestream, for our church and the many
            members who work nights or live out of town. We are looking for a speaker to teach for
            twenty minutes each night on prayer and lead the prayer time that follows. It all
            happens online: a good camera and connection are all you need.
        """,
        (Opening("Prayer speaker", SPEAKER),),
        week=2,
        day=TUE,
        start="19:30",
        days=2,
        end="20:30",
        online=True,
        worship_style="Charismatic",
        attendance=200,
        pay=None,
        deadline=7,
        published=54,
        applications=(
            SeedApplication(
                "Victor Asante",
                "Prayer speaker",
                S.submitted,
                40,
                cover="""
                    Prayer meetings are where revival starts, and I lead them online every Tuesday
                    for churches in three states. Twenty minutes of teaching and a long time of
                    prayer is my favourite format. I have a good camera, lights and a quiet room,
                    and I am free all three nights.
                """,
            ),
            SeedApplication(
                "Grace Adeyemi",
                "Prayer speaker",
                S.shortlisted,
                30,
                shortlisted=22,
                cover="""
                    For years I led a weekly prayer call for missionaries across five time zones,
                    so prayer on a screen feels natural to me. I would teach on persistent prayer
                    from Luke 18 over the three nights, and I can test my setup with your media
                    team the week before.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        HARBOR_LIGHT,
        "Skeptics Welcome: A Q&A Night",
        EventType.other,
        """
            An evening for people who are curious about Jesus but not convinced, in our warehouse
            with coffee from the roaster next door. We are looking for a speaker to give a
            twenty-minute talk and then take honest questions from the room, about science,
            suffering and the church's failures. Warmth and good listening matter more to us than
            winning arguments.
        """,
        (Opening("Speaker", SPEAKER),),
        week=3,
        day=THU,
        start="19:00",
        end="21:00",
        worship_style="Contemporary",
        attendance=180,
        pay=(500, 900),
        travel=True,
        lodging=True,
        deadline=10,
        published=19,
        applications=(
            SeedApplication(
                "Wei Chen",
                "Speaker",
                S.shortlisted,
                16,
                fee=1200,
                shortlisted=10,
                cover="""
                    I was a physicist at a national laboratory before I was a pastor, and questions
                    about science and faith are my everyday conversations. I love an open Q&A more
                    than any sermon: the hard questions are usually the honest ones. I can fly up
                    from San Francisco the day before.
                """,
            ),
            SeedApplication(
                "Helen Park",
                "Speaker",
                S.submitted,
                12,
                fee=1000,
                cover="""
                    I teach philosophy of religion at a Christian college in Seattle, and the
                    questions people are afraid to ask out loud are my favourite part of any
                    evening. I try to answer them the way I would want mine answered: plainly,
                    without a sales pitch. Tacoma is forty minutes away, so no lodging needed.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        HARBOR_LIGHT,
        "Stripped-Down Worship Night",
        EventType.worship_night,
        """
            A quiet night of acoustic worship in our warehouse, candles and all. We are looking for
            an acoustic guitarist to lead alongside our worship pastor and a violinist to add
            colour to the songs and the silences. Rehearsal is on the afternoon of the event.
        """,
        (Opening("Acoustic guitarist", MUSICIAN), Opening("Violinist", MUSICIAN)),
        week=7,
        day=FRI,
        start="19:30",
        end="21:30",
        worship_style="Contemporary",
        attendance=200,
        pay=(250, 500),
        travel=True,
        deadline=21,
        published=2,
        applications=(
            SeedApplication(
                "Tyler Brandt",
                "Acoustic guitarist",
                S.submitted,
                1,
                fee=400,
                cover="""
                    A stripped-down night is my favourite way to lead. I play acoustic guitar and
                    keys at a church in Spokane and love a set where you can hear the room
                    singing. Tacoma is an easy drive.
                """,
            ),
            SeedApplication(
                "Lily Chen",
                "Violinist",
                S.submitted,
                1.6,
                fee=350,
                cover="""
                    I play violin for worship at a church in San Jose and love improvising under
                    prayer and quiet songs. I read chord charts and follow a worship leader's
                    lead. I would fly up on the morning of the event for your rehearsal.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        HARBOR_LIGHT,
        "Young Adults Night Online: Work, Calling and Rest",
        EventType.other,
        """
            A livestreamed evening for the twenty- and thirty-somethings in our church and anyone
            who wants to join from home. We are looking for a speaker to talk about vocation: work
            you love, work you don't, and the rest God commands. Forty minutes of talk, then
            questions from the chat.
        """,
        (Opening("Speaker", SPEAKER),),
        week=4,
        day=WED,
        start="19:00",
        end="20:30",
        online=True,
        worship_style="Contemporary",
        attendance=80,
        pay=(300, 500),
        deadline=14,
        published=36,
        applications=(
            SeedApplication(
                "Lauren Mitchell",
                "Speaker",
                S.shortlisted,
                20,
                fee=500,
                shortlisted=12,
                cover="""
                    Vocation is the topic I speak on most, especially with young adults on their
                    third job in five years. I would talk about calling as something you live
                    rather than something you find. I am comfortable on camera and with a busy
                    chat.
                """,
            ),
            SeedApplication(
                "Hannah Lindqvist",
                "Speaker",
                S.not_selected,
                25,
                fee=400,
                decided=12,
                note="""
                    Thank you, Hannah. We loved your thoughts on Sabbath, but this time we want
                    the night to centre on work and career. We would love to have you back for a
                    night on rest.
                """,
                cover="""
                    I lead retreats on spiritual formation and rest, and I would love to talk with
                    your young adults about Sabbath as a quiet protest against a culture that never
                    stops. I can join from Portland with a good camera and connection.
                """,
            ),
            SeedApplication(
                "Samuel Yoon",
                "Speaker",
                S.withdrawn,
                28,
                withdrew=22,
                cover="""
                    I pastor students and young adults in Los Angeles and would be glad to speak
                    on calling and work. I would bring stories from my congregation of artists,
                    engineers and people working two jobs.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        HARBOR_LIGHT,
        "Student Night: Ask Anything",
        EventType.youth_event,
        """
            A Friday night for high school students, with pizza, a band and a speaker who takes
            questions texted in anonymously from the room. We are looking for someone who can
            handle any question with honesty and humour and point students to Jesus. About 120
            students from Tacoma and the South Sound.
        """,
        (Opening("Youth speaker", SPEAKER),),
        week=-6,
        day=FRI,
        start="19:00",
        end="21:00",
        worship_style="Contemporary",
        attendance=120,
        pay=(600, 1000),
        travel=True,
        lodging=True,
        deadline=14,
        published=70,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "James Carter",
                "Youth speaker",
                S.hire_confirmed,
                65,
                fee=1200,
                shortlisted=60,
                decided=55,
                answered=54,
                offer=SeedOffer(
                    1000,
                    Travel.covered,
                    lodging=True,
                    w9=True,
                    notes="""
                        We will book your flight to Sea-Tac and a room near the church. Our youth
                        pastor, Kenji, will pick you up.
                    """,
                ),
                cover="""
                    Anonymous questions from students lead to some of the best conversations I
                    have: they ask what they would never ask out loud. I would give a short talk
                    and leave most of the night for questions, and I will stay for the pizza. I
                    would fly in on Thursday.
                """,
            ),
            SeedApplication(
                "Jordan Pike",
                "Youth speaker",
                S.not_selected,
                63,
                fee=700,
                cover="""
                    Ask Anything nights are my favourite format. I run one every month at my church
                    in Omaha, and students never run out of questions. I would love to come out to
                    Tacoma.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        BETHEL,
        "Women's Day Service",
        EventType.sunday_service,
        """
            Our Women's Day is a Sunday service planned and led by the women of Bethel, with the
            mass choir in white and a guest preacher. We are looking for a woman who preaches with
            power and care to bring the Word to a full sanctuary. Dinner with the women's ministry
            follows the service.
        """,
        (Opening("Women's Day preacher", SPEAKER),),
        week=5,
        day=SUN,
        start="10:00",
        end="13:00",
        worship_style="Traditional",
        attendance=700,
        pay=(1000, 2000),
        travel=True,
        lodging=True,
        deadline=21,
        published=22,
        featured=13,
        applications=(
            SeedApplication(
                "Evelyn Brooks",
                "Women's Day preacher",
                S.shortlisted,
                18,
                fee=2000,
                shortlisted=8,
                cover="""
                    I have preached Women's Day services in AME churches up and down the East
                    Coast, and there is nothing like a choir in white. I would bring a message on
                    the bent-over woman of Luke 13, whom Jesus called a daughter of Abraham.
                    Washington is an hour away; I can come the day before.
                """,
            ),
            SeedApplication(
                "Angela Whitfield",
                "Women's Day preacher",
                S.submitted,
                10,
                fee=1500,
                cover="""
                    Women's Day is one of my favourite Sundays of the year. I would preach on
                    Hannah's prayer, the kind of prayer that outlasts a hard season, and I would
                    love to stay for dinner with your women's ministry.
                """,
            ),
            SeedApplication(
                "Keisha Monroe",
                "Women's Day preacher",
                S.submitted,
                6,
                fee=1200,
                cover="""
                    I preach to women about marriage, motherhood and everything in between, and
                    Women's Day services are a joy. I would bring a message on the women at the
                    tomb, who showed up while the men stayed home. I can fly in on Saturday.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        BETHEL,
        "Annual Revival",
        EventType.revival,
        """
            Three nights of revival in the AME tradition, with the mass choir, prayer at the altar
            and preaching that does not hurry. We are looking for a revivalist who preaches with
            conviction and compassion, for our church and our neighbours in West Baltimore.
            Services begin at 7:00 each night.
        """,
        (Opening("Revivalist", SPEAKER),),
        week=11,
        day=MON,
        start="19:00",
        days=2,
        end="21:00",
        worship_style="Traditional",
        attendance=500,
        pay=(1500, 3000),
        travel=True,
        lodging=True,
        deadline=30,
        published=5,
        applications=(
            SeedApplication(
                "Harold Green",
                "Revivalist",
                S.submitted,
                2,
                fee=3000,
                cover="""
                    I have preached three-night revivals for forty years, and I have a special
                    love for churches with a long history in their neighbourhood. I would come a
                    day early to pray with your ministers.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        BETHEL,
        "Gospel Concert: Songs of the Journey",
        EventType.concert,
        """
            An evening concert with our mass choir and guest musicians, tracing the journey of
            Black sacred music from the spirituals to contemporary gospel. We are looking for a
            saxophonist to play with our band and a guest soloist for three songs with the choir.
            Admission is free, and the offering supports our scholarship fund.
        """,
        (Opening("Saxophonist", MUSICIAN), Opening("Guest soloist", MUSICIAN)),
        week=4,
        day=SAT,
        start="18:00",
        end="20:30",
        worship_style="Traditional",
        attendance=600,
        pay=(400, 1000),
        travel=True,
        deadline=14,
        published=40,
        applications=(
            SeedApplication(
                "Jalen Whitmore",
                "Saxophonist",
                S.hire_confirmed,
                35,
                fee=500,
                decided=25,
                answered=24,
                offer=SeedOffer(
                    500,
                    notes="""
                        Rehearsal with the choir and band is on Thursday at 7:00 in the sanctuary.
                        Black attire, please.
                    """,
                ),
                cover="""
                    I grew up in an AME church ten minutes from Bethel, and I still play for
                    services and concerts all over Baltimore. I know the spirituals and the gospel
                    standards, and I can follow a choir director's every move. I am local, so
                    there are no travel costs.
                """,
            ),
            SeedApplication(
                "Toni Harper",
                "Guest soloist",
                S.rejected,
                30,
                fee=1200,
                decided=20,
                answered=17,
                offer=SeedOffer(
                    900,
                    Travel.covered,
                    notes="""
                        Our choir director would like you on "Total Praise", "I Won't Complain"
                        and a spiritual of your choice.
                    """,
                    respond=5,
                ),
                cover="""
                    Selah Voices has sung in churches across the Midwest for ten years; for this
                    concert I would come as a soloist. The journey from the spirituals to
                    contemporary gospel is the story of our music, and I would love to sing it
                    with your choir.
                """,
            ),
            SeedApplication(
                "Andre Dupree",
                "Guest soloist",
                S.shortlisted,
                28,
                fee=1000,
                shortlisted=15,
                cover="""
                    I am a trumpeter and singer from New Orleans, and I would bring a little of our
                    city's gospel to your concert: a spiritual, a hymn and something to get the
                    choir moving. I can fly in on Thursday for the rehearsal.
                """,
            ),
            SeedApplication(
                "Jasmine Wright",
                "Guest soloist",
                S.submitted,
                12,
                fee=800,
                cover="""
                    I sing lead with a gospel choir in Raleigh, and I would be honoured to sing
                    with your mass choir. I would love to sing "Total Praise" if it is on your
                    list. I can drive up the day before.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        BETHEL,
        "Men's Day Service",
        EventType.sunday_service,
        """
            On Men's Day the men of Bethel lead our worship, from the ushers to the choir, and we
            invite a guest preacher for the morning. We are looking for a preacher who can speak
            to fathers, sons and brothers about faithfulness and healing. A fellowship breakfast
            for the men comes first, at 8:00.
        """,
        (Opening("Men's Day preacher", SPEAKER),),
        week=-4,
        day=SUN,
        start="10:00",
        end="13:00",
        worship_style="Traditional",
        attendance=650,
        pay=(800, 1500),
        travel=True,
        lodging=True,
        deadline=21,
        published=76,
        status=OpportunityStatus.closed,
        ended=45,
        applications=(
            SeedApplication(
                "Reggie Lawson",
                "Men's Day preacher",
                S.hire_confirmed,
                70,
                decided=50,
                answered=48,
                offer=SeedOffer(
                    1000,
                    Travel.covered,
                    lodging=True,
                    w9=True,
                    notes="""
                        The men's breakfast is at 8:00 in the fellowship hall, and we would love
                        you to say a word there too.
                    """,
                ),
                cover="""
                    I spent most of my twenties in and out of jail, and I have been sober for twelve
                    years. Today I lead a recovery ministry on Detroit's east side, and Men's Day is
                    close to my heart. I will preach to the men in the room who think it is too late
                    for them.
                """,
            ),
            SeedApplication(
                "Dale Henderson",
                "Men's Day preacher",
                S.not_selected,
                57,
                fee=600,
                cover="""
                    I speak to men about stewardship, leadership and finishing well, and I would
                    count it an honour to preach on your Men's Day. I am a plain-spoken preacher
                    and I keep to time.
                """,
            ),
            SeedApplication(
                "Caleb Thornton",
                "Men's Day preacher",
                S.withdrawn,
                65,
                fee=900,
                withdrew=52,
                cover="""
                    Men's ministry is my calling, and I would love to preach at your Men's Day. I
                    teach on the men of the Bible who failed and were restored.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        CORNERSTONE,
        "Men's Retreat: Iron Sharpens Iron",
        EventType.retreat,
        """
            A weekend in the mountains for the men of our church: three teaching sessions, small
            group time around the fire and far too much chili. We are looking for a retreat
            speaker who can talk to men about friendship, honesty and discipleship, and a worship
            leader for four short acoustic sets. About 150 men stay in cabins at a camp two hours
            north of Boise.
        """,
        (Opening("Retreat speaker", SPEAKER), Opening("Worship leader", MUSICIAN)),
        week=8,
        day=FRI,
        start="17:00",
        days=2,
        end="11:00",
        venue=("Pine Ridge Camp, 4100 Ridge Road", "Cascade", "ID"),
        worship_style="Contemporary",
        attendance=150,
        pay=(1000, 2000),
        travel=True,
        lodging=True,
        deadline=28,
        published=25,
        applications=(
            SeedApplication(
                "Caleb Thornton",
                "Retreat speaker",
                S.shortlisted,
                20,
                fee=1200,
                shortlisted=12,
                cover="""
                    Cornerstone is ten minutes from my house, and I would love to take your men up
                    the mountain. I was a wildland firefighter before I led retreats, and I have
                    learned that men need friends who tell them the truth, the way a crew does. I
                    would bring three sessions and stay for the chili.
                """,
            ),
            SeedApplication(
                "Isaac Bergman",
                "Retreat speaker",
                S.submitted,
                15,
                fee=1500,
                cover="""
                    When I am not flying into villages in western Alaska, I lead men's retreats
                    where the time outdoors is half the programme, so this sounds like home. My
                    sessions follow the men who rebuilt Jerusalem's wall in Nehemiah, working side
                    by side. I would fly in from Anchorage on Thursday.
                """,
            ),
            SeedApplication(
                "Marcus Bell",
                "Retreat speaker",
                S.submitted,
                9,
                fee=3000,
                cover="""
                    Men's retreats are where I have seen the most lasting change in my ministry. I
                    would teach three sessions on being known: by God, by your brothers and by your
                    family. I can fly in on Friday morning.
                """,
            ),
            SeedApplication(
                "James Carter",
                "Retreat speaker",
                S.shortlisted,
                18,
                fee=1800,
                shortlisted=7,
                cover="""
                    I mostly speak to students, but a few times a year I lead a men's weekend, and
                    leading at home is the theme I come back to most. I would bring three sessions
                    on rebuilding with the men beside you, and I would love the evenings by the
                    fire too.
                """,
            ),
            SeedApplication(
                "Pete Lundgren",
                "Worship leader",
                S.submitted,
                8,
                fee=400,
                cover="""
                    I play folk arrangements of the old hymns on guitar and harmonica, and men sing
                    along to songs they already know. Four short sets between sessions at a camp
                    sounds just right. It is a long way from Duluth, so I would be grateful for help
                    with the airfare.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        CORNERSTONE,
        "Citywide Worship Night",
        EventType.worship_night,
        """
            An evening of worship with churches from across the Treasure Valley, in a hall
            downtown that seats 800. We are looking for a worship leader to lead a ninety-minute
            set with our band, and a bassist to fill out the rhythm section. Our pastors will
            share a short word and pray for the city between sets.
        """,
        (Opening("Worship leader", MUSICIAN), Opening("Bassist", MUSICIAN)),
        week=2,
        day=SAT,
        start="19:00",
        end="21:00",
        venue=("Riverside Event Hall, 1200 Riverside Drive", "Boise", "ID"),
        worship_style="Contemporary",
        attendance=800,
        pay=(400, 800),
        travel=True,
        lodging=True,
        deadline=7,
        published=42,
        applications=(
            SeedApplication(
                "Tyler Brandt",
                "Worship leader",
                S.hire_confirmed,
                35,
                fee=700,
                decided=24,
                answered=22,
                offer=SeedOffer(
                    700,
                    Travel.reimbursed,
                    travel_cap=250,
                    lodging=True,
                    notes="""
                        Sound check is at 4:00. Our host family, the Garcias, will have a room
                        ready for you on Friday and Saturday nights.
                    """,
                ),
                cover="""
                    I lead worship in Spokane, and a night when a whole city's churches worship
                    together is my favourite kind of evening. I can lead from the guitar or the
                    keys with your band and keep a big room singing. I would drive down on Friday.
                """,
            ),
            SeedApplication(
                "Ray Lindsey",
                "Bassist",
                S.not_selected,
                30,
                decided=20,
                note="""
                    Brother Ray, thank you for offering to come all this way. We found a bassist
                    here in Boise, but we hope our paths cross at a gospel singing soon.
                """,
                cover="""
                    I sing bass and I play it too, every Sunday at my church in Tulsa. I would love
                    to join your band for a worship night; I play by ear and I am easy to work with.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        CORNERSTONE,
        "Marriage Night Online",
        EventType.other,
        """
            A livestreamed date night for the couples in our home groups: they watch together at
            home, with dessert we deliver to their doors. We are looking for a speaker, or a
            speaking couple, to talk about communication and conflict for forty minutes and
            answer questions sent in by text. Couples at every stage are welcome.
        """,
        (Opening("Marriage speaker", SPEAKER),),
        week=5,
        day=TUE,
        start="19:00",
        end="20:30",
        online=True,
        worship_style="Contemporary",
        attendance=100,
        pay=(400, 800),
        deadline=21,
        published=8,
        applications=(
            SeedApplication(
                "Esther Kim-Lawrence",
                "Marriage speaker",
                S.submitted,
                3,
                fee=900,
                cover="""
                    My husband David and I speak together on marriage, especially cross-cultural
                    marriages like ours, and we love an honest Q&A. Forty minutes on communication
                    and conflict is one of our standard talks, and we have a good home studio in
                    Chicago.
                """,
            ),
            SeedApplication(
                "Keisha Monroe",
                "Marriage speaker",
                S.submitted,
                2,
                fee=1000,
                cover="""
                    Marriage and parenting are the heart of my ministry, and I have led several
                    online date nights. I keep it practical: one tool for listening, one for
                    fighting fair. I would love to take your couples' questions live.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        CORNERSTONE,
        "Newcomers' Sunday",
        EventType.sunday_service,
        """
            Every few months we hold a Sunday for the many people who have recently moved to the
            Treasure Valley, with a welcome lunch afterwards. We are looking for a guest speaker
            who can preach to all ages at once about finding a home, in about twenty-five
            minutes. Families sit together, and the children stay in the service.
        """,
        (Opening("Guest speaker", SPEAKER),),
        week=-8,
        day=SUN,
        start="10:00",
        end="12:00",
        worship_style="Contemporary",
        attendance=300,
        pay=(500, 900),
        travel=True,
        lodging=True,
        deadline=14,
        published=82,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "Andrew MacLeod",
                "Guest speaker",
                S.hire_confirmed,
                79,
                fee=800,
                decided=70,
                answered=67,
                offer=SeedOffer(
                    700,
                    Travel.covered,
                    lodging=True,
                    notes="""
                        Lunch for our newcomers follows the service in the gym; we would love you
                        and your family to stay.
                    """,
                ),
                cover="""
                    I speak to families about memorising Scripture together, and an all-ages
                    service with the kids up front is my favourite setting: twenty-five minutes, a
                    story and a verse everyone can take home. We moved three times in ten years,
                    so I know a little about being new.
                """,
            ),
            SeedApplication(
                "Jonathan Avery",
                "Guest speaker",
                S.not_selected,
                78,
                fee=1500,
                cover="""
                    I would be glad to preach on your Newcomers' Sunday. I speak mostly on worship
                    and leadership, but I love all-ages services and keep them short. Nashville to
                    Boise is a long way, so I would make a weekend of it.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        FIRST_METHODIST,
        "Organ Recital and Hymn Festival",
        EventType.concert,
        """
            An afternoon recital on our restored 1912 pipe organ, followed by a hymn festival with
            the congregation and choir. We are looking for an organist who can play a forty-minute
            recital and lead hymn singing with imagination. Practice time on the organ is
            available all week before the event.
        """,
        (Opening("Organist", MUSICIAN),),
        week=6,
        day=SUN,
        start="16:00",
        end="17:30",
        worship_style="Traditional",
        attendance=300,
        pay=(500, 900),
        travel=True,
        lodging=True,
        deadline=21,
        published=23,
        applications=(
            SeedApplication(
                "Daniel Eberhardt",
                "Organist",
                S.shortlisted,
                20,
                fee=700,
                shortlisted=11,
                cover="""
                    A restored 1912 organ is reason enough to come to Savannah. I play for worship
                    every Sunday in St. Louis and give two or three recitals a year; for yours I
                    would plan Bach, a little Mendelssohn and a set of American hymn-tune preludes.
                    In the festival I tell the story behind each hymn between the stanzas, and
                    people sing louder by the end.
                """,
            ),
            SeedApplication(
                "Evan Marsh",
                "Organist",
                S.submitted,
                15,
                fee=600,
                cover="""
                    I am the organist of a two-hundred-year-old meetinghouse church in Portland,
                    Maine, and I love the old instruments. Hymn festivals are my favourite thing to
                    play. I would want two days on your organ before the recital, so I would fly in
                    midweek.
                """,
            ),
            SeedApplication(
                "Jessica Hwang",
                "Organist",
                S.submitted,
                6,
                fee=500,
                cover="""
                    I have accompanied church choirs in Dallas for fifteen years and play for a
                    Methodist congregation, so your hymnal is my hymnal. I would love to lead a
                    festival of Wesley hymns, with a short word about each one between the verses.
                """,
            ),
            SeedApplication(
                "Darnell Price",
                "Organist",
                S.submitted,
                4,
                fee=900,
                cover="""
                    I am a Hammond man most Sundays on the South Side of Chicago, but I trained on
                    pipe organ, and a recital on a historic instrument is a treat. I would plan a
                    programme that moves from Bach to the spirituals, and arrive on Thursday to
                    practise.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        FIRST_METHODIST,
        "Thursday Community Lunch Speaker",
        EventType.other,
        """
            Every Thursday we serve lunch to about 150 neighbours: church members, families from
            the neighbourhood and guests from the shelter around the corner. Once a month we
            invite a guest to speak for fifteen minutes over dessert, about hope and the God who
            sees us. Plain words and a kind heart matter more than polish.
        """,
        (Opening("Lunch speaker", SPEAKER),),
        week=2,
        day=THU,
        start="11:45",
        end="13:00",
        worship_style="Traditional",
        attendance=150,
        pay=None,
        deadline=7,
        published=6,
        applications=(
            SeedApplication(
                "Tim Kowalczyk",
                "Lunch speaker",
                S.submitted,
                2,
                cover="""
                    Fifteen minutes over dessert with people from every walk of life is my kind of
                    sermon. I would talk about the God who saw Hagar in the desert. I will be
                    visiting family in Savannah that week.
                """,
            ),
            SeedApplication(
                "Ruth Ann Delacroix",
                "Lunch speaker",
                S.submitted,
                4,
                cover="""
                    I have been a hospice chaplain in Acadiana for twenty-two years, and I speak
                    about hope to people who have very little of it. A community lunch is holy
                    ground. I would gladly make the trip from Lafayette.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        FIRST_METHODIST,
        "Choral Evensong and Choir Workshop",
        EventType.concert,
        """
            A weekend for choir singers from churches across Savannah: a Saturday workshop on
            singing the psalms and a choral evensong on Sunday afternoon. We are looking for a
            choir director to lead the workshop and conduct the evensong, and a harpist to
            accompany the anthems. About sixty singers have signed up so far.
        """,
        (Opening("Choir director", MUSICIAN), Opening("Harpist", MUSICIAN)),
        week=9,
        day=SAT,
        start="10:00",
        days=1,
        end="17:00",
        worship_style="Traditional",
        attendance=200,
        pay=(600, 1200),
        travel=True,
        lodging=True,
        deadline=28,
        published=41,
        applications=(
            SeedApplication(
                "Howard Ames",
                "Choir director",
                S.shortlisted,
                30,
                fee=1200,
                shortlisted=18,
                cover="""
                    I have conducted church and collegiate choirs in Connecticut for thirty years,
                    and evensong is the service I love most. In the workshop I would teach Anglican
                    chant, pointing and all, so your singers can lead the psalms with confidence on
                    Sunday. I would arrive on Friday to meet your organist.
                """,
            ),
            SeedApplication(
                "Gloria Jenkins",
                "Choir director",
                S.submitted,
                20,
                fee=700,
                cover="""
                    I have directed church and community choirs in Jackson for almost forty years,
                    and I would love to bring a different colour to your weekend with a spiritual or
                    two. I teach singers to breathe and to blend, and I am at home in the classical
                    repertoire too.
                """,
            ),
            SeedApplication(
                "Katie O'Rourke",
                "Harpist",
                S.shortlisted,
                25,
                fee=500,
                shortlisted=18,
                cover="""
                    I play Celtic harp for liturgies, weddings and prayer services in Boston, and
                    choral evensong with harp is one of the loveliest things there is. I can
                    accompany the anthems and play a prelude before the service. My harp travels
                    with me.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        FIRST_METHODIST,
        "Pulpit Supply Sunday",
        EventType.sunday_service,
        """
            Our senior pastor is on study leave, and we are looking for a guest preacher for both
            of our services: the traditional service in the sanctuary and the contemporary
            service in the fellowship hall. The readings are the lectionary's for the day; the
            sermon is yours. We will take you to lunch afterwards.
        """,
        (Opening("Guest preacher", SPEAKER),),
        week=-3,
        day=SUN,
        start="08:30",
        end="12:00",
        worship_style="Blended",
        attendance=350,
        pay=(400, 700),
        travel=True,
        lodging=True,
        deadline=14,
        published=59,
        status=OpportunityStatus.closed,
        ended=30,
        applications=(
            SeedApplication(
                "Catherine Ellis",
                "Guest preacher",
                S.hire_confirmed,
                50,
                fee=1000,
                decided=40,
                answered=38,
                offer=SeedOffer(
                    700,
                    Travel.reimbursed,
                    travel_cap=400,
                    lodging=True,
                    w9=True,
                    notes="""
                        The traditional service is at 8:30 and the contemporary one at 11:00. Our
                        pastor left notes on the readings if you would like them.
                    """,
                ),
                cover="""
                    I teach church history and preach often in Methodist and Anglican pulpits
                    across the Carolinas. I am happy to preach from the lectionary for the day and
                    to shape the sermon for both services. Durham to Savannah is an easy drive.
                """,
            ),
            SeedApplication(
                "Frank DeLuca",
                "Guest preacher",
                S.not_selected,
                45,
                fee=600,
                decided=39,
                note="""
                    Thank you for applying, Frank. We have asked a preacher from our own conference
                    this time, but we would love to hear you on stewardship during our next giving
                    campaign.
                """,
                cover="""
                    I speak on generosity and stewardship in churches of many traditions, and I
                    would be glad to preach from the lectionary for the day. I will take care to
                    keep both sermons on time.
                """,
            ),
        ),
    ),
    # Earlier in the year: events whose confirmed hires the demo reviews are about
    # (seed_reviews), spread over the last ten months.
    SeedOpportunity(
        BETHEL,
        "Church Anniversary Sunday",
        EventType.sunday_service,
        """
            Bethel gives thanks every year for the day the church was founded, with former
            pastors, the mass choir and dinner in the fellowship hall. We are looking for a guest
            preacher with a word for a congregation that has come through a lot, and an organist
            who can carry a full sanctuary from the processional to the benediction.
        """,
        (Opening("Anniversary preacher", SPEAKER), Opening("Organist", MUSICIAN)),
        week=-40,
        day=SUN,
        start="10:00",
        end="13:00",
        worship_style="Traditional",
        attendance=450,
        pay=(600, 1200),
        travel=True,
        lodging=True,
        deadline=21,
        published=320,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "Angela Whitfield",
                "Anniversary preacher",
                S.hire_confirmed,
                316,
                fee=1000,
                decided=300,
                answered=298,
                offer=SeedOffer(
                    1000,
                    Travel.covered,
                    lodging=True,
                    w9=True,
                    notes="""
                        Former pastors will be in the pulpit with you; the service runs long and
                        nobody minds. We will meet you at BWI on Saturday.
                    """,
                ),
                cover="""
                    An anniversary is a day to remember how God carried a church through its hard
                    seasons, and prayer is where I have watched him do it. I would preach from
                    Psalm 126 on sowing in tears and reaping in joy, and I would gladly stay for
                    dinner with your mothers of the church.
                """,
            ),
            SeedApplication(
                "Darnell Price",
                "Organist",
                S.hire_confirmed,
                314,
                fee=500,
                decided=299,
                answered=297,
                offer=SeedOffer(
                    450,
                    Travel.covered,
                    lodging=True,
                    notes="""
                        The choir rehearses on Saturday at 2; our Hammond was serviced last month
                        and is yours from then on.
                    """,
                ),
                cover="""
                    Church anniversaries are some of my favourite Sundays to play: the old
                    processional, the mass choir in full voice, and a preacher to follow into the
                    close. I can rehearse with your choir on Saturday and stay through dinner.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        RIVERSIDE,
        "Couples' Retreat: Still Choosing Each Other",
        EventType.retreat,
        """
            A Friday-to-Saturday retreat for married couples at a camp on the St. Johns River,
            with sessions, free time and a dinner for two on Saturday night. We are looking for a
            speaker who can talk about marriage honestly and with humour, and leave couples with
            something to do when they get home.
        """,
        (Opening("Retreat speaker", SPEAKER),),
        week=-34,
        day=FRI,
        start="18:00",
        end="15:00",
        days=1,
        worship_style="Blended",
        attendance=60,
        pay=(800, 1500),
        travel=True,
        lodging=True,
        deadline=21,
        published=275,
        venue=("1850 Riverbend Camp Road", "Green Cove Springs", "FL"),
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "Keisha Monroe",
                "Retreat speaker",
                S.hire_confirmed,
                271,
                fee=1400,
                shortlisted=266,
                decided=258,
                answered=256,
                offer=SeedOffer(
                    1300,
                    Travel.covered,
                    lodging=True,
                    w9=True,
                    notes="""
                        Four sessions, two on Friday night and two on Saturday morning; the
                        afternoon is free. Your husband is welcome at our expense.
                    """,
                ),
                cover="""
                    Andre and I have led couples' retreats for eleven years, and I would bring our
                    four sessions on listening, conflict, money and rest. Each ends with a short
                    conversation for the two of them, and couples go home with homework they
                    actually do.
                """,
            ),
            SeedApplication(
                "Frank DeLuca",
                "Retreat speaker",
                S.not_selected,
                268,
                fee=1200,
                cover="""
                    Money is the thing couples fight about most and talk about least. I would
                    lead the sessions around the conversations about spending, debt and giving
                    that most couples put off, with worksheets they can fill in together.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        BETHEL,
        "Leadership Day for Officers and Stewards",
        EventType.conference,
        """
            A Saturday for our stewards, trustees, class leaders and ministry heads: teaching,
            workshops and lunch together. We are looking for a speaker who trains church leaders
            in practical ways, so that our officers leave with tools they can use at the next
            meeting.
        """,
        (Opening("Keynote and workshop leader", SPEAKER),),
        week=-28,
        day=SAT,
        start="09:00",
        end="15:00",
        worship_style="Traditional",
        attendance=80,
        pay=(700, 1200),
        travel=True,
        lodging=True,
        deadline=21,
        published=235,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "Marcus Bell",
                "Keynote and workshop leader",
                S.hire_confirmed,
                231,
                fee=1200,
                shortlisted=228,
                decided=216,
                answered=214,
                offer=SeedOffer(
                    1100,
                    Travel.covered,
                    lodging=True,
                    w9=True,
                    notes="""
                        A keynote at 9:30 and two workshops after lunch. Our presiding elder will
                        attend the morning.
                    """,
                ),
                cover="""
                    I train officers and ministry leaders in churches across the Southeast, and I
                    would bring a keynote on leading volunteers and two workshops: running a
                    meeting that decides something, and raising the next leader. Every session
                    ends with a tool your officers can use the next week.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        RIVERSIDE,
        "Youth Lock-In: Rooted",
        EventType.youth_event,
        """
            An all-night lock-in for our middle and high school students, with games, worship and
            two short talks between midnight and breakfast. We are looking for a speaker who can
            hold a tired room and bring students back to what the Bible says about being rooted
            in Christ. Parents pick up at 7 with donuts.
        """,
        (Opening("Lock-in speaker", SPEAKER),),
        week=-26,
        day=FRI,
        start="20:00",
        end="07:00",
        days=1,
        worship_style="Contemporary",
        attendance=90,
        pay=(400, 700),
        travel=True,
        lodging=True,
        deadline=21,
        published=220,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "James Carter",
                "Lock-in speaker",
                S.hire_confirmed,
                216,
                fee=800,
                decided=201,
                answered=199,
                offer=SeedOffer(
                    700,
                    Travel.covered,
                    lodging=True,
                    notes="""
                        Talks at 10 pm and 1 am; a room at the hotel by the interstate for
                        Saturday so you can sleep it off.
                    """,
                ),
                cover="""
                    I have spoken at more lock-ins than I can count, and the 1 am talk is often the
                    one students remember. I would keep both talks short, preach from Colossians 2
                    on being rooted and built up, and stay up with the leaders until breakfast.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        CORNERSTONE,
        "Youth Kickoff Night: All In",
        EventType.youth_event,
        """
            The night our student ministry starts its year: families, students and leaders
            together for worship, a message and a cookout. We are looking for a youth speaker
            with a clear call to follow Jesus, and a worship leader who can lead a band of our
            students. About 300 students and parents from across the Treasure Valley.
        """,
        (Opening("Youth speaker", SPEAKER), Opening("Worship leader", MUSICIAN)),
        week=-20,
        day=SUN,
        start="17:00",
        end="20:00",
        worship_style="Contemporary",
        attendance=300,
        pay=(500, 1000),
        travel=True,
        lodging=True,
        deadline=14,
        published=168,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "James Carter",
                "Youth speaker",
                S.hire_confirmed,
                165,
                fee=1000,
                shortlisted=160,
                decided=151,
                answered=149,
                offer=SeedOffer(
                    1000,
                    Travel.covered,
                    lodging=True,
                    w9=True,
                    notes="""
                        A 25-minute message after worship, then the cookout. Our student pastor,
                        Brett, will meet you at the airport.
                    """,
                ),
                cover="""
                    Kickoff nights set the tone for a whole year of youth group, and I love them.
                    I would preach a short, clear call to go all in with Jesus, with a response
                    your leaders can follow up on through the fall. Families are welcome in every
                    word of it.
                """,
            ),
            SeedApplication(
                "Naomi Reyes",
                "Worship leader",
                S.hire_confirmed,
                163,
                fee=600,
                decided=151,
                answered=150,
                offer=SeedOffer(
                    550,
                    Travel.covered,
                    lodging=True,
                    notes="""
                        Our student band can rehearse with you on Saturday afternoon and before
                        the service on Sunday.
                    """,
                ),
                cover="""
                    I love leading with student bands: they play with their whole hearts once they
                    know the songs are theirs. I would rehearse with your students on Saturday,
                    choose songs families can sing together, and lead from the piano.
                """,
            ),
            SeedApplication(
                "Tyler Brandt",
                "Worship leader",
                S.not_selected,
                162,
                fee=500,
                cover="""
                    Spokane is an easy drive to Boise, and I lead student worship most weekends. I
                    would bring a guitar and a setlist your students already know.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        FIRST_METHODIST,
        "Church Council Retreat: Faithful in Upheaval",
        EventType.retreat,
        """
            A Saturday retreat for our church council at a retreat centre on Skidaway Island. We
            are looking for a teacher who can show how Christians before us kept faith through
            upheaval, and help our leaders think about the years ahead. Lunch and a walk on the
            marsh included.
        """,
        (Opening("Retreat teacher", SPEAKER),),
        week=-16,
        day=SAT,
        start="09:00",
        end="16:00",
        worship_style="Traditional",
        attendance=25,
        pay=(500, 900),
        travel=True,
        deadline=14,
        published=140,
        venue=("50 Diamond Causeway", "Savannah", "GA"),
        status=OpportunityStatus.closed,
        ended=121,
        applications=(
            SeedApplication(
                "Catherine Ellis",
                "Retreat teacher",
                S.hire_confirmed,
                137,
                fee=900,
                decided=127,
                answered=125,
                offer=SeedOffer(
                    850,
                    Travel.reimbursed,
                    travel_cap=300,
                    notes="""
                        Three sessions with time for discussion; the council chair will send the
                        questions the council is wrestling with.
                    """,
                ),
                cover="""
                    My retreat for church leaders is built for exactly this: three sessions on how
                    the early church, the Reformation churches and the churches of the Civil
                    Rights era kept faith when the ground moved. Your council would leave with
                    questions to carry into the next year.
                """,
            ),
            SeedApplication(
                "Susan Whitaker",
                "Retreat teacher",
                S.not_selected,
                134,
                fee=700,
                cover="""
                    I would teach Ruth as a book about faithfulness in unsettled times, with
                    discussion questions for each session. Richmond to Savannah is an easy trip.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        HARBOR_LIGHT,
        "Worship Night: Low Lights",
        EventType.worship_night,
        """
            A quiet evening of worship for young adults: candles, a few acoustic instruments and
            long stretches of singing. We are looking for a worship leader who writes her own
            songs and knows how to leave room for silence.
        """,
        (Opening("Worship leader", MUSICIAN),),
        week=-14,
        day=SUN,
        start="19:00",
        end="21:00",
        worship_style="Contemporary",
        attendance=150,
        pay=(400, 700),
        travel=True,
        lodging=True,
        deadline=14,
        published=125,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "Sarah Beth Tidwell",
                "Worship leader",
                S.hire_confirmed,
                122,
                fee=700,
                decided=112,
                answered=111,
                offer=SeedOffer(
                    650,
                    Travel.covered,
                    lodging=True,
                    notes="""
                        Our keys player and cellist will play with you; rehearsal at 4 on the
                        Sunday.
                    """,
                ),
                cover="""
                    Low-light nights are where my songs were written to be sung. I would lead a
                    mix of my own songs and hymns, with space between them for prayer, and bring
                    my guitar and a small pedalboard.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        NEW_HOPE,
        "Women's Conference: Unshaken",
        EventType.conference,
        """
            A Saturday conference for the women of New Hope and our sister churches, in English
            and Spanish, with teaching, workshops and lunch. We are looking for a worship leader
            at the piano who can lead a bilingual room and follow the speakers into prayer.
        """,
        (Opening("Conference worship leader", MUSICIAN),),
        week=-12,
        day=SAT,
        start="09:00",
        end="16:00",
        worship_style="Charismatic",
        attendance=350,
        pay=(400, 800),
        travel=True,
        lodging=True,
        deadline=14,
        published=110,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "Naomi Reyes",
                "Conference worship leader",
                S.hire_confirmed,
                107,
                fee=750,
                decided=97,
                answered=96,
                offer=SeedOffer(
                    700,
                    Travel.covered,
                    lodging=True,
                    notes="""
                        Three worship sets and the closing prayer time; our band will send you
                        the chord charts for the Spanish songs.
                    """,
                ),
                cover="""
                    Women's conferences are some of my favourite rooms to lead: I grew up playing
                    for a Pentecostal church where the prayer time ran as long as it needed to. I
                    can lead the choruses in Spanish and English, and I will follow your speakers
                    wherever the Spirit takes the morning.
                """,
            ),
        ),
    ),
    SeedOpportunity(
        FIRST_METHODIST,
        "Heritage Sunday: Songs and Stories of the Faith",
        EventType.sunday_service,
        """
            Once a year we remember the churches of Savannah, Black and white, whose people built
            this city's faith, and what our history asks of us now. We are looking for a
            preacher who knows that history, and a choir director to teach our choir a set of
            spirituals for the day.
        """,
        (Opening("Heritage preacher", SPEAKER), Opening("Guest choir director", MUSICIAN)),
        week=-9,
        day=SUN,
        start="11:00",
        end="12:30",
        worship_style="Traditional",
        attendance=400,
        pay=(500, 1000),
        travel=True,
        lodging=True,
        deadline=14,
        published=92,
        status=OpportunityStatus.filled,
        applications=(
            SeedApplication(
                "Evelyn Brooks",
                "Heritage preacher",
                S.hire_confirmed,
                88,
                fee=1000,
                shortlisted=85,
                decided=79,
                answered=77,
                offer=SeedOffer(
                    950,
                    Travel.covered,
                    lodging=True,
                    w9=True,
                    notes="""
                        One service at 11; a talk with our history group on Saturday afternoon
                        if you are willing.
                    """,
                ),
                cover="""
                    I preach on reconciliation from Scripture and from the history of the church in
                    America, and Savannah's history is among the richest. I would preach from
                    Ephesians 2 and gladly speak with your history group on First African Baptist
                    and the Methodist churches that grew beside it.
                """,
            ),
            SeedApplication(
                "Gloria Jenkins",
                "Guest choir director",
                S.hire_confirmed,
                86,
                fee=500,
                decided=79,
                answered=78,
                offer=SeedOffer(
                    500,
                    Travel.covered,
                    lodging=True,
                    notes="""
                        Choir rehearsal on Saturday from 10 to 1, with lunch; two spirituals in
                        the service and one after the sermon.
                    """,
                ),
                cover="""
                    I teach choirs the spirituals by ear, the way I learned them, with the story
                    of every song. Give me your choir on Saturday morning and they will sing three
                    of them on Sunday as if they had always known them.
                """,
            ),
        ),
    ),
]
