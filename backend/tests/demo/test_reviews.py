"""The demo reviews (demo/reviews.py): written on past confirmed hires of the seeded hiring data,
shown as the review rules would have shown them, and counted on the reviewed parties' rows, so
the directories and public profiles show ratings across the marketplace."""

from collections import defaultdict
from datetime import timedelta
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application, ApplicationStatus
from steeple.churches.models import Church, ChurchMember
from steeple.demo.content import MUSICIANS, OPPORTUNITIES, REVIEWS, SPEAKERS
from steeple.opportunities.models import Opportunity
from steeple.profiles.models import TalentProfile
from steeple.reviews.models import Review, Side
from steeple.reviews.service import WINDOW
from steeple.users.models import User
from tests.conftest import Clock
from tests.demo.support import seed_all

DEMO_SPEAKER = "speaker@demo.steeple.app"
DEMO_MUSICIAN = "musician@demo.steeple.app"
DEMO_CHURCH = "church@demo.steeple.app"


async def _card(client: httpx.AsyncClient, role: str, user_id: str) -> dict[str, Any]:
    """The person's card in the directory, page by page."""
    page = 1
    while True:
        response = await client.get("/api/profiles/search", params={"role": role, "page": page})
        assert response.status_code == 200, response.text
        body = response.json()
        for card in body["results"]:
            if card["user_id"] == user_id:
                return dict(card)
        assert body["has_more"], f"{user_id} is not in the directory"
        page += 1


def test_every_seeded_review_is_about_a_past_confirmed_hire() -> None:
    names = {talent.login: talent.full_name for talent in (*SPEAKERS, *MUSICIANS)}
    hires = {
        (a.applicant, seed.title): seed
        for seed in OPPORTUNITIES
        for a in seed.applications
        if a.status == ApplicationStatus.hire_confirmed
    }
    keys = [(names[seed.talent], seed.opportunity) for seed in REVIEWS]
    assert len(keys) == len(set(keys)), "a hire is reviewed twice"
    texts = [w.text for seed in REVIEWS for w in (seed.by_church, seed.by_talent) if w]
    assert len(texts) == len(set(texts)), "two reviews share a text"
    for seed, key in zip(REVIEWS, keys, strict=True):
        event = hires.get(key)
        assert event is not None and event.week < 0, key
        written = [w for w in (seed.by_church, seed.by_talent) if w is not None]
        assert written and all(1 <= w.rating <= 5 and w.days > 0 for w in written), key
        # Written within the 30 days, and by now (an event is 7 * -week days ago at least).
        assert all(w.days < min(WINDOW.days, 7 * -event.week) for w in written), key
        if seed.reply_to is not None:  # a reply answers a review that is there
            replied = seed.by_church if seed.reply_to == Side.church else seed.by_talent
            assert replied is not None and seed.reply, key
    ratings = [w.rating for seed in REVIEWS for w in (seed.by_church, seed.by_talent) if w]
    # Mostly 4 and 5 stars, a few 3s.
    assert min(ratings) >= 3 and 2 <= ratings.count(3) <= len(ratings) // 6


async def test_seeded_reviews_are_shown_by_the_rules_and_counted(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    now = clock.now
    await seed_all(app, now)
    rows = (
        await session.execute(
            select(Review, Application, Opportunity)
            .join(Application, Application.id == Review.application_id)
            .join(Opportunity, Opportunity.id == Application.opportunity_id)
        )
    ).all()
    assert len(rows) == sum((s.by_church is not None) + (s.by_talent is not None) for s in REVIEWS)
    shown = [review for review, _a, _o in rows if review.released_at is not None]
    assert 25 <= len(shown) <= 40
    teams = defaultdict(set)
    for church_id, user_id in await session.execute(
        select(ChurchMember.church_id, ChurchMember.user_id)
    ):
        teams[church_id].add(user_id)
    by_hire = defaultdict(list)
    for review, application, opportunity in rows:
        by_hire[application.id].append(review)
        where = f"{review.side} review of {opportunity.title}"
        # Only the two parties of a confirmed hire, after its event began, within the window.
        assert application.status == ApplicationStatus.hire_confirmed, where
        assert (review.talent_id, review.church_id) == (
            application.applicant_id,
            application.church_id,
        )
        if review.side == Side.talent:
            assert review.author_id == application.applicant_id, where
        else:
            assert review.author_id in teams[application.church_id], where
        assert review.closes_at == opportunity.starts_at + WINDOW, where
        assert opportunity.starts_at < review.created_at < min(review.closes_at, now), where
        if review.reply is not None:
            assert review.released_at is not None and review.replied_at is not None, where
            assert review.released_at <= review.replied_at <= now, where
    for reviews in by_hire.values():
        # Shown once both are written, or when the window closed: never one side alone early.
        both = len(reviews) == 2
        for review in reviews:
            if both:
                assert review.released_at == max(r.created_at for r in reviews)
            elif review.closes_at <= now:
                assert review.released_at == review.closes_at
            else:
                assert review.released_at is None

    # The counts on the rows are the shown reviews' (reviews.service.recount).
    talent_reviews = defaultdict(list)
    church_reviews = defaultdict(list)
    for review in shown:
        if review.side == Side.church:
            talent_reviews[review.talent_id].append(review.rating)
        else:
            church_reviews[review.church_id].append(review.rating)
    profiles = list(await session.scalars(select(TalentProfile)))
    for profile in profiles:
        ratings = talent_reviews.get(profile.user_id, [])
        assert profile.rating_count == len(ratings), profile.display_name
        assert profile.rating_average == (
            round(sum(ratings) / len(ratings), 2) if ratings else None
        ), profile.display_name
    for church in await session.scalars(select(Church)):
        ratings = church_reviews.get(church.id, [])
        assert church.rating_count == len(ratings), church.church_name
        assert church.rating_average == (
            round(sum(ratings) / len(ratings), 2) if ratings else None
        ), church.church_name
    rated = [profile for profile in profiles if profile.rating_count]
    assert len(rated) >= 12 and sum(profile.rating_count >= 2 for profile in rated) >= 4
    assert len(church_reviews) >= 7 and sum(len(r) >= 2 for r in church_reviews.values()) >= 4

    # The demo talent's cards and public profiles show them.
    users = {
        user.email: user
        for user in await session.scalars(
            select(User).where(User.email.in_([DEMO_SPEAKER, DEMO_MUSICIAN, DEMO_CHURCH]))
        )
    }
    for email, role, count in ((DEMO_SPEAKER, "speaker", 3), (DEMO_MUSICIAN, "musician", 2)):
        user = users[email]
        card = await _card(client, role, str(user.id))
        assert card["rating_count"] == count and 4 <= card["rating_average"] <= 5, email
        page = (await client.get("/api/reviews", params={"talent_id": str(user.id)})).json()
        assert len(page["items"]) == count, email

    # Only Tim Kowalczyk's review of the demo church's Men's Breakfast is waiting: its window is
    # open and the church's review is still to write.
    [waiting] = [review for review, _a, _o in rows if review.released_at is None]
    assert waiting.side == Side.talent and waiting.closes_at > now + timedelta(days=1)
    assert len(by_hire[waiting.application_id]) == 1
    assert waiting.author_id == await session.scalar(
        select(User.id).where(User.email == "tim.kowalczyk@people.steeple.test")
    )
