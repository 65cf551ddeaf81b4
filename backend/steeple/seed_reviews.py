"""Demo reviews on the seeded hires whose event is past (seed_hiring): most with both sides
written and so shown, some with the reviewed party's reply; and one where only the speaker has
written, so the demo church (church@demo.steeple.app) can write its own and see both appear.
Times are days after the event's start, as the service would have left them. Idempotent: a hire
that has any review is left alone."""

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application, ApplicationStatus
from steeple.applications.notices import church_team
from steeple.opportunities.models import Opportunity
from steeple.reviews.models import Review, Side
from steeple.reviews.service import WINDOW, recount
from steeple.users.models import User


@dataclass(frozen=True)
class Written:
    rating: int
    text: str
    days: float  # after the event's start


@dataclass(frozen=True)
class SeedReviews:
    talent: str  # the hired speaker's or musician's login
    opportunity: str  # its title
    by_church: Written | None
    by_talent: Written | None
    # The reviewed party's reply to the other side's review: to the church's review (the talent
    # replies) or to the talent's (the church replies).
    reply_to: Side | None = None
    reply: str = ""
    reply_days: float = 0


REVIEWS = (
    SeedReviews(
        "speaker@demo.steeple.app",
        "Student Night: Ask Anything",
        Written(
            5,
            "Our students are still talking about Thursday night. He took every question, even "
            "the hard ones about doubt, and answered from Scripture with patience and humour. "
            "Prepared, on time and easy to work with.",
            2,
        ),
        Written(
            5,
            "Harbor Light's youth team thought of everything: a clear brief, a sound check, "
            "dinner with the leaders beforehand. A room full of honest questions.",
            3,
        ),
        reply_to=Side.church,
        reply="Thank you, Harbor Light. Your students asked better questions than most "
        "seminary classes. I would love to come back.",
        reply_days=4,
    ),
    SeedReviews(
        "keisha.monroe@people.steeple.test",
        "Homecoming Sunday",
        Written(
            5,
            "Keisha led worship for Homecoming with real warmth; the old hymns and the new songs "
            "sat together beautifully, and she rehearsed with our choir twice.",
            1,
        ),
        Written(
            4,
            "A welcoming church with a choir that sings its heart out. The sound desk needed a "
            "little more time, but the team was gracious and well organised.",
            2,
        ),
        reply_to=Side.talent,
        reply="Thank you, Keisha. We have booked extra sound-check time for next year already.",
        reply_days=3,
    ),
    SeedReviews(
        "reggie.lawson@people.steeple.test",
        "Men's Day Service",
        Written(
            5,
            "A sermon our men needed: plain, biblical and practical. Several asked for the notes.",
            2,
        ),
        Written(4, "Bethel's men's ministry made me feel at home from the first handshake.", 3),
    ),
    SeedReviews(
        "wes.harlan@people.steeple.test",
        "Gospel Singing on the Grounds",
        Written(
            4,
            "Great bluegrass gospel set and lovely with the older folks; started a little late.",
            1,
        ),
        Written(5, "Dinner on the grounds and a crowd that sang along with every chorus.", 1),
    ),
    # The speaker has written; the demo church has not yet (its window is open).
    SeedReviews(
        "tim.kowalczyk@people.steeple.test",
        "Men's Breakfast: Faith at Work",
        None,
        Written(
            5,
            "Grace Community ran a tight, friendly morning: coffee on, a clear brief, and men "
            "who stayed afterwards to keep talking.",
            2,
        ),
    ),
)


async def seed_reviews(session: AsyncSession, now: datetime) -> None:
    for seed in REVIEWS:
        found = (
            await session.execute(
                select(Application, Opportunity)
                .join(Opportunity, Opportunity.id == Application.opportunity_id)
                .join(User, User.id == Application.applicant_id)
                .where(
                    User.email == seed.talent,
                    Opportunity.title == seed.opportunity,
                    Application.status == ApplicationStatus.hire_confirmed,
                    Opportunity.starts_at < now,
                )
            )
        ).first()
        if found is None:  # its account or hire was changed since
            continue
        application, opportunity = found
        if await session.scalar(select(Review.id).where(Review.application_id == application.id)):
            continue
        await _review(session, seed, application, opportunity, now)


async def _review(
    session: AsyncSession,
    seed: SeedReviews,
    application: Application,
    opportunity: Opportunity,
    now: datetime,
) -> None:
    team = await church_team(session, application.church_id)
    church_author = team[0].id if team else None
    closes_at = opportunity.starts_at + WINDOW
    reviews = []
    for side, written in ((Side.church, seed.by_church), (Side.talent, seed.by_talent)):
        if written is None:
            continue
        at = min(opportunity.starts_at + timedelta(days=written.days), now)
        reviews.append(
            Review(
                application_id=application.id,
                side=side,
                author_id=application.applicant_id if side == Side.talent else church_author,
                talent_id=application.applicant_id,
                church_id=application.church_id,
                rating=written.rating,
                text=written.text,
                closes_at=closes_at,
                created_at=at,
            )
        )
    # Shown once both are written, or (a lone one) once the window has closed.
    released_at = max(r.created_at for r in reviews) if len(reviews) == 2 else None
    if released_at is None and closes_at <= now:
        released_at = closes_at
    for review in reviews:
        review.released_at = released_at
        if released_at is not None and seed.reply_to == review.side:
            review.reply = seed.reply
            review.replied_at = min(opportunity.starts_at + timedelta(days=seed.reply_days), now)
            review.replied_by = (
                application.applicant_id if review.side == Side.church else church_author
            )
        session.add(review)
    await session.flush()
    for review in reviews:
        await recount(session, review)
