"""Reviews after a confirmed hire (DECISIONS.md "Reviews"): each side writes once while the
window is open; neither is shown to the other side or the public until both are written or the
window closes (`released_at`). The reviewed party's average and count are kept on their talent
profile or church row whenever what is shown changes (a release, moderation), so the directory
reads them with the row it already reads."""

import uuid
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta

from sqlalchemy import ColumnElement, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications import policies as application_policies
from steeple.applications.models import Application, ApplicationStatus
from steeple.applications.notices import church_team
from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.churches.models import Church
from steeple.db import lock_row
from steeple.i18n import _
from steeple.notifications.models import NotificationType, Priority
from steeple.notifications.service import notify
from steeple.opportunities.models import Opportunity
from steeple.profiles.models import TalentProfile
from steeple.reviews import policies
from steeple.reviews.models import Review, Side
from steeple.reviews.schemas import (
    ApplicationReviews,
    ReplyIn,
    ReviewAuthor,
    ReviewIn,
    ReviewOut,
    ReviewsPage,
)
from steeple.users.models import User
from steeple.users.roles import Role
from steeple.web.errors import AppError
from steeple.web.pagination import keyset_page, newest_first

WINDOW = timedelta(days=30)
NOT_OPEN = "review_not_open"


def _other(side: Side) -> Side:
    return Side.talent if side == Side.church else Side.church


def _shown() -> ColumnElement[bool]:
    return Review.released_at.is_not(None) & Review.hidden_at.is_(None)


def _window(opportunity: Opportunity) -> tuple[datetime, datetime]:
    return opportunity.starts_at, opportunity.starts_at + WINDOW


def _refusal(application: Application, opportunity: Opportunity, now: datetime) -> str | None:
    """Why the hire cannot be reviewed now (None: it can)."""
    if application.status != ApplicationStatus.hire_confirmed:
        return "Only a confirmed hire can be reviewed"
    opens_at, closes_at = _window(opportunity)
    if now < opens_at:
        return "Reviews open once the event has started"
    if now >= closes_at:
        return "The 30 days for reviewing this event have passed"
    return None


async def _readable(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID
) -> tuple[Application, Opportunity]:
    application = await session.get(Application, application_id)
    authorize(
        application is not None and application_policies.can_read(actor, application),
        or_not_found=_("Application not found"),
    )
    assert application is not None
    opportunity = await session.get_one(Opportunity, application.opportunity_id)
    return application, opportunity


async def _reviews_of(session: AsyncSession, application_id: uuid.UUID) -> dict[Side, Review]:
    rows = await session.scalars(select(Review).where(Review.application_id == application_id))
    return {Side(review.side): review for review in rows}


# ---- writing -----------------------------------------------------------------------------------


async def write(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID, data: ReviewIn, now: datetime
) -> ReviewOut:
    application, opportunity = await _readable(session, actor, application_id)
    authorize(policies.can_write(actor, application))
    side = policies.writing_side(actor, application)
    assert side is not None
    if refusal := _refusal(application, opportunity, now):
        raise AppError(409, NOT_OPEN, refusal)
    # Both sides' writes wait for each other here, so exactly one of them sees the other's
    # review and releases the two.
    await lock_row(session, application)
    written = await _reviews_of(session, application.id)
    if side in written:
        raise AppError(409, "already_reviewed", _("You have already reviewed this event"))
    review = Review(
        application_id=application.id,
        side=side,
        author_id=actor.id,
        talent_id=application.applicant_id,
        church_id=application.church_id,
        rating=data.rating,
        text=data.text,
        closes_at=_window(opportunity)[1],
        created_at=now,
    )
    session.add(review)
    await session.flush()
    if (other := written.get(_other(side))) is not None:
        await _release(session, [other, review], now)
    return (await _outs(session, [review], actor.id))[0]


async def reply(
    session: AsyncSession, actor: Actor, review_id: uuid.UUID, data: ReplyIn, now: datetime
) -> ReviewOut:
    review = await session.get(Review, review_id)
    public = review is not None and review.released_at is not None and review.hidden_at is None
    authorize(public, or_not_found=_("Review not found"))
    assert review is not None
    authorize(policies.can_reply(actor, review))
    # Race-safe: the UPDATE names the state it may start from.
    replied = await session.execute(
        update(Review)
        .where(Review.id == review.id, Review.reply.is_(None))
        .values(reply=data.text, replied_at=now, replied_by=actor.id)
    )
    if not replied.rowcount:  # type: ignore[attr-defined]
        raise AppError(409, "already_replied", _("This review already has a reply"))
    await session.refresh(review)
    await _tell_author(session, review)
    return (await _outs(session, [review], actor.id))[0]


# ---- releasing and hiding ----------------------------------------------------------------------


async def _release(session: AsyncSession, reviews: Sequence[Review], now: datetime) -> None:
    for review in reviews:
        review.released_at = now
    await session.flush()
    for review in reviews:
        await recount(session, review)
        await _tell_reviewed(session, review)


async def release_due(session: AsyncSession, now: datetime) -> int:
    """Releases the reviews whose window has closed without the other side's; answers how many.
    The UPDATE claims them, so two sweeps at once release (and notify) each only once."""
    claimed = await session.scalars(
        update(Review)
        .where(Review.released_at.is_(None), Review.closes_at <= now)
        .values(released_at=now)
        .returning(Review.id)
    )
    ids = list(claimed)
    for review in await session.scalars(select(Review).where(Review.id.in_(ids))):
        await session.refresh(review)
        await recount(session, review)
        await _tell_reviewed(session, review)
    return len(ids)


async def set_hidden(
    session: AsyncSession, review_id: uuid.UUID, hidden: bool, now: datetime
) -> Review:
    """Moderation: hides a review from everyone (or shows it again), and recounts the average."""
    review = await session.get(Review, review_id)
    if review is None:
        raise AppError(404, "not_found", _("Review not found"))
    review.hidden_at = now if hidden else None
    await session.flush()
    await recount(session, review)
    return review


async def recount(session: AsyncSession, review: Review) -> None:
    """The reviewed party's average and count of shown reviews, written to their row (its
    updated_at is left alone: the profile itself did not change)."""
    if review.side == Side.church:
        table: type[TalentProfile] | type[Church] = TalentProfile
        about = (Review.talent_id == review.talent_id) & (Review.side == Side.church)
        row = TalentProfile.user_id == review.talent_id
    else:
        table = Church
        about = (Review.church_id == review.church_id) & (Review.side == Side.talent)
        row = Church.id == review.church_id
    average, count = (
        await session.execute(select(func.avg(Review.rating), func.count()).where(about, _shown()))
    ).one()
    await session.execute(
        update(table)
        .where(row)
        .values(
            rating_average=round(float(average), 2) if count else None,
            rating_count=count,
            updated_at=table.updated_at,
        )
        .execution_options(synchronize_session="fetch")
    )


async def _recipients(session: AsyncSession, review: Review, side: Side) -> list[uuid.UUID]:
    """Who hears for `side` of a review: the talent, or the church's admins and leaders."""
    if side == Side.talent:
        return [review.talent_id]
    return [member.id for member in await church_team(session, review.church_id)]


async def _notify_side(
    session: AsyncSession,
    review: Review,
    side: Side,
    priority: Priority,
    subject: str,
    message: Callable[[Opportunity], str],
) -> None:
    """A notification about `review` to `side`, leading to the hire where the reviews show."""
    application = await session.get_one(Application, review.application_id)
    opportunity = await session.get_one(Opportunity, application.opportunity_id)
    for recipient in await _recipients(session, review, side):
        await notify(
            session,
            recipient_id=recipient,
            type=NotificationType.application,
            priority=priority,
            subject=subject,
            message=message(opportunity),
            sender=None,
            application_id=application.id,
            opportunity_id=opportunity.id,
            metadata={"review_id": str(review.id)},
        )


async def _tell_reviewed(session: AsyncSession, review: Review) -> None:
    """A notification to the reviewed party that a review of them is now shown."""
    author = (await _outs(session, [review], None))[0].author
    await _notify_side(
        session,
        review,
        _other(review.side),
        Priority.medium,
        _("New review from {name}", name=author.name),
        lambda opportunity: _(
            "{name} gave {rating} of 5 stars for “{event}”. "
            "It now shows on your profile, and you may reply once.",
            name=author.name,
            rating=review.rating,
            event=opportunity.title,
        ),
    )


async def _tell_author(session: AsyncSession, review: Review) -> None:
    """A notification to the review's side that the reviewed party replied."""
    if review.side == Side.talent:
        church = await session.get_one(Church, review.church_id)
        replier = church.church_name
    else:
        talent = await session.get_one(User, review.talent_id)
        profile = await session.get(TalentProfile, review.talent_id)
        replier = (profile and profile.display_name) or talent.full_name
    talent_side = review.side == Side.talent

    def message(opportunity: Opportunity) -> str:
        if talent_side:
            return _(
                "{name} replied to your review for “{event}”. "
                "The reply shows under the review on their profile.",
                name=replier,
                event=opportunity.title,
            )
        return _(
            "{name} replied to your church's review for “{event}”. "
            "The reply shows under the review on their profile.",
            name=replier,
            event=opportunity.title,
        )

    subject = (
        _("{name} replied to your review", name=replier)
        if talent_side
        else _("{name} replied to your church's review", name=replier)
    )
    await _notify_side(session, review, review.side, Priority.low, subject, message)


# ---- reading -----------------------------------------------------------------------------------


async def of_application(
    session: AsyncSession, actor: Actor, application_id: uuid.UUID, now: datetime
) -> ApplicationReviews:
    """For the hire's talent and the church's members (its admins and leaders write for it)."""
    application, opportunity = await _readable(session, actor, application_id)
    my_side = Side.talent if actor.id == application.applicant_id else Side.church
    written = await _reviews_of(session, application.id)
    mine = written.get(my_side)
    theirs = written.get(_other(my_side))
    if theirs is not None and (theirs.released_at is None or theirs.hidden_at is not None):
        theirs = None
    hired = application.status == ApplicationStatus.hire_confirmed
    opens_at, closes_at = _window(opportunity) if hired else (None, None)
    outs = await _outs(
        session, [review for review in (mine, theirs) if review is not None], actor.id
    )
    by_id = {out.id: out for out in outs}
    return ApplicationReviews(
        can_review=policies.writing_side(actor, application) is not None
        and mine is None
        and _refusal(application, opportunity, now) is None,
        can_reply=theirs is not None
        and theirs.reply is None
        and policies.can_reply(actor, theirs) is True,
        opens_at=opens_at,
        closes_at=closes_at,
        mine=by_id.get(mine.id) if mine else None,
        theirs=by_id.get(theirs.id) if theirs else None,
    )


async def public_reviews(
    session: AsyncSession,
    viewer: Actor | None,
    *,
    talent_id: uuid.UUID | None,
    church_id: uuid.UUID | None,
    cursor: str | None,
    limit: int,
) -> ReviewsPage:
    """A speaker's or musician's reviews by churches, or a church's by talent: the shown ones."""
    if (talent_id is None) == (church_id is None):
        message = _("Give either talent_id or church_id")
        raise AppError(422, "validation_error", message, {"talent_id": message})
    if talent_id is not None:
        about = (Review.talent_id == talent_id) & (Review.side == Side.church)
        kept = select(TalentProfile.rating_average, TalentProfile.rating_count).where(
            TalentProfile.user_id == talent_id
        )
    else:
        about = (Review.church_id == church_id) & (Review.side == Side.talent)
        kept = select(Church.rating_average, Church.rating_count).where(Church.id == church_id)
    rows, next_cursor = await keyset_page(
        session,
        select(Review).where(about, _shown()),
        newest_first(Review.created_at, Review.id),
        cursor=cursor,
        limit=limit,
    )
    average, count = (await session.execute(kept)).one_or_none() or (None, 0)
    return ReviewsPage(
        items=await _outs(session, rows, viewer.id if viewer else None),
        next_cursor=next_cursor,
        average=average,
        count=count,
    )


async def _outs(
    session: AsyncSession, reviews: Sequence[Review], viewer_id: uuid.UUID | None
) -> list[ReviewOut]:
    """The reviews with their authors: a church under its name, talent under their shown name;
    `mine` for the ones `viewer_id` wrote."""
    church_ids = {r.church_id for r in reviews if r.side == Side.church}
    talent_ids = {r.talent_id for r in reviews if r.side == Side.talent}
    churches = {
        church.id: church
        for church in await session.scalars(select(Church).where(Church.id.in_(church_ids)))
    }
    talent = {
        user.id: (user, profile)
        for user, profile in await session.execute(
            select(User, TalentProfile)
            .outerjoin(TalentProfile, TalentProfile.user_id == User.id)
            .where(User.id.in_(talent_ids))
        )
    }
    outs = []
    for review in reviews:
        if review.side == Side.church:
            church = churches[review.church_id]
            author = ReviewAuthor(
                id=church.id, name=church.church_name, role="church", photo=church.photo
            )
        else:
            user, profile = talent[review.talent_id]
            author = ReviewAuthor(
                id=user.id,
                name=(profile and profile.display_name) or user.full_name,
                role="musician" if user.role == Role.musician else "speaker",
                photo=user.profile_photo,
            )
        outs.append(
            ReviewOut(
                id=review.id,
                side=Side(review.side),
                author=author,
                rating=review.rating,
                text=review.text,
                created_at=review.created_at,
                released_at=review.released_at,
                reply=review.reply,
                replied_at=review.replied_at,
                mine=viewer_id is not None and review.author_id == viewer_id,
            )
        )
    return outs
