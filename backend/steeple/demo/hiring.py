"""Demo data for the hiring loop: the seeded churches' opportunities (data/opportunities.toml) and
the seeded speakers' and musicians' applications, offers and the notifications each step sent, as
the services would have left them: each notification is applications.notices's own (its `*_notice`
builders), dated when its step happened; no email is queued for any of it.

Dates are relative to the day of seeding, so a fresh `make run` always shows events ahead, a few
just past and offers waiting: an event is "the Friday of the fifth week from now", a step "12
days ago".
"""

import random
import uuid
from collections.abc import Mapping
from datetime import datetime, time, timedelta
from typing import NamedTuple
from zoneinfo import ZoneInfo

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications import notices
from steeple.applications.models import Application, ApplicationStatus, Honorarium, Offer
from steeple.applications.notices import Notice, Story, church_team
from steeple.billing.entitlements import is_premium_church, month_start
from steeple.churches.models import Church
from steeple.demo.billing import seed_boost
from steeple.demo.cast import Cast
from steeple.demo.content import DEMO_CHURCH, OPPORTUNITIES
from steeple.demo.records import SeedApplication, SeedOffer, SeedOpportunity
from steeple.notifications.service import Sender
from steeple.opportunities.calendar import end_of_day, local_to_utc, local_today
from steeple.opportunities.models import Compensation, Opportunity, OpportunityStatus, Position
from steeple.places import gazetteer
from steeple.users.models import User

S = ApplicationStatus
# Notifications older than this have been read (offers waiting for an answer excepted).
READ_AFTER = timedelta(days=2)
# An application's steps happen up to this much earlier than written, each application at a
# time of day of its own.
STEP_SPREAD_MINUTES = 6 * 60


class Steps(NamedTuple):
    """When an application's steps happened."""

    applied: datetime
    shortlisted: datetime | None
    decided: datetime | None
    answered: datetime | None
    withdrew: datetime | None


async def seed_hiring(session: AsyncSession, now: datetime, cast: Cast) -> None:
    """Adds the opportunities of OPPORTUNITIES that their church does not have yet (found by
    title), with their applications. The demo church's postings this month stay unused."""
    churches, people = cast.churches, cast.talent
    present = [church.id for church, _admin in churches.values()]
    rows = await session.execute(
        select(Opportunity.church_id, Opportunity.title).where(Opportunity.church_id.in_(present))
    )
    existing = {(church_id, title) for church_id, title in rows}
    # A church seeded before the seed gave it Premium could not have published.
    posting = {
        name: (church, admin)
        for name, (church, admin) in churches.items()
        if await is_premium_church(session, church.id, now)
    }
    hiring = _Hiring(session, now, people)
    for seed in OPPORTUNITIES:
        if seed.church not in posting:
            continue
        church, admin = posting[seed.church]
        if (church.id, seed.title) not in existing:
            await hiring.opportunity(seed, church, admin, keeps_postings=seed.church == DEMO_CHURCH)
    await session.flush()


class _Hiring:
    def __init__(
        self,
        session: AsyncSession,
        now: datetime,
        people: Mapping[str, User],
    ) -> None:
        self.session = session
        self.now = now
        self.people = people
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
        place = None if seed.online else await gazetteer.required_place(self.session, city, state)
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
            description=seed.description,
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
            denomination=church.denomination,
            worship_style=seed.worship_style,
            expected_attendance=seed.attendance,
            compensation=Compensation.honorarium if seed.pay else Compensation.love_offering,
            honorarium_min=low,
            honorarium_max=high,
            travel_covered=seed.travel,
            lodging_provided=seed.lodging,
            required_credentials=[
                {"kind": need.kind.value, "within_months": need.within_months}
                for need in seed.credentials
            ],
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
        gazetteer.put_place(opportunity, place)
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
            cover_message=data.cover,
            proposed_fee=data.fee,
            status=data.status,
            decision_note=data.note,
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
            notes=seed.notes,
            respond_by=respond_by,
            expires_at=end_of_day(respond_by, zone),
            responded_at=steps.answered,
            created_at=made_at,
        )

    # ---- what each step told whom: applications.notices's own notices ---------------------------

    async def _team(self, church: Church) -> list[User]:
        if church.id not in self.teams:
            self.teams[church.id] = await church_team(self.session, church.id)
        return self.teams[church.id]

    async def _tell(
        self,
        recipients: list[User],
        story: Story,
        notice: Notice,
        sender: Sender | None,
        at: datetime,
        *,
        unread: bool = False,
    ) -> None:
        """Notifies `recipients` as the step did at `at`; they have read what is more than
        READ_AFTER old, unless it is still `unread` (an offer waiting for its answer)."""
        for notification in await notices.tell(self.session, story, notice, sender, recipients):
            notification.created_at = at
            notification.is_read = not unread and at < self.now - READ_AFTER

    async def notices(
        self, story: Story, steps: Steps, admin: User, passed: tuple[str, datetime] | None
    ) -> None:
        application, offer = story.application, story.application.offer
        team = await self._team(story.church)
        talent = await notices.talent_sender(self.session, story.applicant)
        church = notices.church_sender(admin.id, story.church)
        applicant = [story.applicant]
        await self._tell(
            team, story, notices.received_notice(story, talent.name), talent, steps.applied
        )
        if steps.shortlisted is not None:
            await self._tell(
                applicant, story, notices.shortlisted_notice(story), church, steps.shortlisted
            )
        if steps.withdrew is not None:
            notice = notices.withdrawn_notice(story, talent.name)
            await self._tell(team, story, notice, talent, steps.withdrew)
        if offer is not None:
            waiting = application.status == S.offered
            notice = notices.offered_notice(story)
            await self._tell(applicant, story, notice, church, offer.created_at, unread=waiting)
        if application.status in (S.hire_confirmed, S.rejected):
            assert steps.answered is not None
            accepted = application.status == S.hire_confirmed
            notice = notices.answered_notice(story, talent.name, accepted=accepted)
            await self._tell(team, story, notice, talent, steps.answered)
        if application.status == S.expired and offer is not None:
            notice = notices.expired_notice(story)
            await self._tell([*applicant, *team], story, notice, None, offer.expires_at)
        if application.status == S.not_selected and passed is None:
            assert steps.decided is not None
            await self._tell(
                applicant, story, notices.not_selected_notice(story), church, steps.decided
            )
        if passed is not None:
            reason, at = passed
            await self._tell(
                applicant, story, notices.passed_over_notice(story, reason), church, at
            )
