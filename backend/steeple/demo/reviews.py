"""Demo reviews (data/reviews.toml) on the seeded hires whose event is past (hiring.py): most with
both sides written and so shown, some with the reviewed party's reply; some where only the church
wrote, shown once the 30 days closed; and one where only the speaker has written, so the demo
church (church@demo.steeple.app) can write its own and see both appear.
Times are days after the event's start, as the service would have left them. Idempotent: a hire
that has any review is left alone."""

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application, ApplicationStatus
from steeple.applications.notices import church_team
from steeple.demo.content import REVIEWS
from steeple.demo.records import SeedReviews
from steeple.opportunities.models import Opportunity
from steeple.reviews.models import Review, Side
from steeple.reviews.service import WINDOW, recount
from steeple.users.models import User


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
