"""Reviews: HTTP only; the rules live in reviews.service."""

import uuid

from fastapi import status

from steeple.auth.dependencies import ActorDep, NowDep, OptionalActorDep
from steeple.db import SessionDep
from steeple.reviews import service
from steeple.reviews.schemas import ApplicationReviews, ReplyIn, ReviewIn, ReviewOut, ReviewsPage
from steeple.web.pagination import CursorQuery, LimitQuery
from steeple.web.routing import Router

router = Router(tags=["reviews"])


@router.post(
    "/api/applications/{application_id}/review",
    name="write-review",
    status_code=status.HTTP_201_CREATED,
)
async def write(
    application_id: uuid.UUID, data: ReviewIn, actor: ActorDep, session: SessionDep, now: NowDep
) -> ReviewOut:
    """The hired talent's review of the church, or the church's (admins, leaders) of the talent."""
    return await service.write(session, actor, application_id, data, now)


@router.get("/api/applications/{application_id}/reviews", name="application-reviews")
async def of_application(
    application_id: uuid.UUID, actor: ActorDep, session: SessionDep, now: NowDep
) -> ApplicationReviews:
    return await service.of_application(session, actor, application_id, now)


@router.get("/api/reviews", name="reviews")
async def public_reviews(
    session: SessionDep,
    viewer: OptionalActorDep,
    talent_id: uuid.UUID | None = None,
    church_id: uuid.UUID | None = None,
    cursor: CursorQuery = None,
    limit: LimitQuery = 20,
) -> ReviewsPage:
    """A speaker's or musician's reviews (talent_id) or a church's (church_id), newest first."""
    return await service.public_reviews(
        session, viewer, talent_id=talent_id, church_id=church_id, cursor=cursor, limit=limit
    )


@router.post("/api/reviews/{review_id}/reply", name="reply-to-review")
async def reply(
    review_id: uuid.UUID, data: ReplyIn, actor: ActorDep, session: SessionDep, now: NowDep
) -> ReviewOut:
    """The reviewed party's one public reply."""
    return await service.reply(session, actor, review_id, data, now)
