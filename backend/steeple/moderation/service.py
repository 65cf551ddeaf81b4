"""Reports and the staff's decisions. Each function takes the request's session and never
commits; every decision writes one log entry naming the staff member who made it."""

import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth import service as auth
from steeple.auth.actor import Actor
from steeple.churches.models import Church
from steeple.i18n import _
from steeple.messaging.models import Message
from steeple.moderation.models import (
    Decision,
    ItemType,
    LogAction,
    ModerationLogEntry,
    Report,
    ReportReason,
    ReportStatus,
)
from steeple.moderation.schemas import (
    AccountOut,
    AdminReportOut,
    AdminReportPage,
    ItemOut,
    LogEntryOut,
    LogEntryPage,
    PersonOut,
    ReportIn,
)
from steeple.notifications.models import NotificationType, Priority
from steeple.notifications.service import notify
from steeple.opportunities.models import Opportunity, OpportunityStatus
from steeple.profiles.models import TalentProfile
from steeple.reviews import service as reviews
from steeple.reviews.models import Review
from steeple.users.models import User
from steeple.users.roles import TALENT_ROLES
from steeple.web.errors import AppError
from steeple.web.pagination import keyset_page, newest_first, oldest_first

# What the two people of a conversation see instead of a hidden message (and its files).
HIDDEN_MESSAGE = _("This message was hidden by moderators")
SNIPPET_CHARS = 2000
ITEM_NAMES = {
    ItemType.profile: _("a profile"),
    ItemType.opportunity: _("an opportunity"),
    ItemType.message: _("a message"),
    ItemType.review: _("a review"),
}


def _target_not_found() -> AppError:
    return AppError(404, "report_target_not_found", _("There is nothing to report here"))


@dataclass
class _Item:
    """A reported item's row, its author and how staff see it."""

    type: ItemType
    id: uuid.UUID
    row: TalentProfile | User | Opportunity | Message | Review | None
    author: User | None
    hidden: bool
    title: str
    text: str
    path: str | None
    # Who may see it (and so report it): a message only its two people; the rest everyone.
    seen_by: tuple[uuid.UUID, ...] | None = None


async def _item(session: AsyncSession, item_type: ItemType, item_id: uuid.UUID) -> _Item | None:
    if item_type == ItemType.profile:
        user = await session.get(User, item_id)
        if user is None or user.is_deleted or user.role is None:
            return None
        profile = await session.get(TalentProfile, user.id)
        talent = user.role in TALENT_ROLES
        return _Item(
            item_type,
            item_id,
            profile or user,
            user,
            hidden=profile is not None and profile.hidden_at is not None,
            title=(profile and profile.display_name) or user.full_name,
            text="\n".join(
                part for part in (profile and profile.headline, profile and profile.bio) if part
            ),
            path=f"/{user.role}s/{user.id}" if talent else None,
        )
    if item_type == ItemType.opportunity:
        opportunity = await session.get(Opportunity, item_id)
        if opportunity is None or opportunity.status == OpportunityStatus.draft:
            return None
        church = await session.get(Church, opportunity.church_id)
        author = await session.get(User, opportunity.created_by) if opportunity.created_by else None
        return _Item(
            item_type,
            item_id,
            opportunity,
            author,
            hidden=opportunity.hidden_at is not None,
            title=f"{opportunity.title} ({church.church_name if church else ''})",
            text=opportunity.description,
            path=f"/opportunities/{opportunity.id}",
        )
    if item_type == ItemType.message:
        message = await session.get(Message, item_id)
        if message is None:
            return None
        return _Item(
            item_type,
            item_id,
            message,
            await session.get(User, message.sender_id),
            hidden=message.hidden_at is not None,
            title=_("Message"),
            text=message.body,
            path=None,
            seen_by=(message.sender_id, message.recipient_id),
        )
    review = await session.get(Review, item_id)
    # Unreleased reviews are their author's alone.
    if review is None or review.released_at is None:
        return None
    return _Item(
        item_type,
        item_id,
        review,
        await session.get(User, review.author_id) if review.author_id else None,
        hidden=review.hidden_at is not None,
        title=_("Review, {rating} of 5", rating=review.rating),
        text=review.text,
        path=None,
    )


def _person(user: User | None) -> PersonOut | None:
    if user is None:
        return None
    return PersonOut(
        id=user.id, name=user.full_name, email=user.email, suspended=user.suspended_at is not None
    )


def _item_out(item: _Item | None, item_type: ItemType, item_id: uuid.UUID) -> ItemOut:
    if item is None:
        return ItemOut(
            type=item_type,
            id=item_id,
            exists=False,
            hidden=False,
            title=_("No longer on Steeple"),
            text="",
            author=None,
            path=None,
        )
    return ItemOut(
        type=item.type,
        id=item.id,
        exists=True,
        hidden=item.hidden,
        title=item.title,
        text=item.text[:SNIPPET_CHARS],
        author=_person(item.author),
        path=item.path,
    )


# ---- reporting ---------------------------------------------------------------------------------


async def file_report(session: AsyncSession, actor: Actor, data: ReportIn) -> Report:
    """A report for the staff's queue: of something the caller can see, once while it is open."""
    item = await _item(session, data.item_type, data.item_id)
    if item is None or (item.seen_by is not None and actor.id not in item.seen_by):
        raise _target_not_found()
    if item.author is not None and item.author.id == actor.id:
        message = _("You cannot report your own content")
        raise AppError(422, "validation_error", message, {"item_id": message})
    report = Report(
        reporter_id=actor.id,
        item_type=data.item_type,
        item_id=data.item_id,
        reason=data.reason,
        details=data.details,
    )
    try:
        # The unique index on open reports settles two clicks at once.
        async with session.begin_nested():
            session.add(report)
            await session.flush()
    except IntegrityError as error:
        raise AppError(
            409, "already_reported", _("You have already reported this. Our team will review it.")
        ) from error
    return report


async def report_from_messages(
    session: AsyncSession, actor: Actor, user_id: uuid.UUID, message_id: uuid.UUID | None, text: str
) -> Report:
    """POST /api/messages/reports (a person, perhaps one of their messages, and a free text): a
    report of the message, or else of the person's profile."""
    if message_id is not None:
        data = ReportIn(item_type=ItemType.message, item_id=message_id, reason=ReportReason.other)
    else:
        data = ReportIn(item_type=ItemType.profile, item_id=user_id, reason=ReportReason.other)
    return await file_report(session, actor, data.model_copy(update={"details": text}))


# ---- the staff's queue -------------------------------------------------------------------------


async def _report_outs(session: AsyncSession, rows: list[Report]) -> list[AdminReportOut]:
    outs = []
    for row in rows:
        item = await _item(session, row.item_type, row.item_id)
        outs.append(
            AdminReportOut(
                id=row.id,
                item=_item_out(item, row.item_type, row.item_id),
                reason=row.reason,
                details=row.details,
                reporter=_person(await session.get(User, row.reporter_id)),
                status=row.status,
                created_at=row.created_at,
                decision=row.decision,
                decided_at=row.decided_at,
                note=row.note,
            )
        )
    return outs


async def reports(
    session: AsyncSession, status: ReportStatus, cursor: str | None, limit: int
) -> AdminReportPage:
    """Open reports oldest first (the longest waiting at the top); closed ones newest first."""
    order = newest_first if status == ReportStatus.closed else oldest_first
    rows, next_cursor = await keyset_page(
        session,
        select(Report).where(Report.status == status),
        order(Report.created_at, Report.id),
        cursor=cursor,
        limit=limit,
    )
    return AdminReportPage(items=await _report_outs(session, rows), next_cursor=next_cursor)


def _log_title(item: _Item) -> str:
    """How the log names an item: a message by its sender (its text is not copied there)."""
    if item.type == ItemType.message:
        sender = item.author.full_name if item.author else "a deleted account"
        return f"Message from {sender}"
    return item.title


def _log(
    session: AsyncSession,
    actor: Actor,
    action: LogAction,
    item_type: str,
    item_id: uuid.UUID,
    note: str | None,
    report_id: uuid.UUID | None = None,
    *,
    title: str | None,
    path: str | None,
) -> None:
    session.add(
        ModerationLogEntry(
            staff_id=actor.id,
            action=action,
            item_type=item_type,
            item_id=item_id,
            item_title=title,
            item_path=path,
            report_id=report_id,
            note=note or None,
        )
    )


async def _set_hidden(session: AsyncSession, item: _Item, hidden: bool, now: datetime) -> None:
    when = now if hidden else None
    row = item.row
    if isinstance(row, Review):
        # Through reviews, which recounts the reviewed party's rating average.
        await reviews.set_hidden(session, row.id, hidden, now)
    elif isinstance(row, TalentProfile | Opportunity | Message):
        # A profile's listed flag follows (profiles.search, on this flush).
        row.hidden_at = when
    else:
        # A church's account has no talent profile: suspending it is what takes it down.
        message = _(
            "Only a speaker's or musician's profile can be hidden; suspend the account instead"
        )
        raise AppError(409, "not_hideable", message)
    await session.flush()


async def decide(
    session: AsyncSession,
    actor: Actor,
    report_id: uuid.UUID,
    decision: Decision,
    note: str,
    now: datetime,
) -> AdminReportOut:
    """Hides the reported item or dismisses the report; every open report of the item closes
    with it, and each reporter is told the outcome."""
    report = await session.get(Report, report_id, with_for_update=True)
    if report is None:
        raise AppError(404, "not_found", _("Report not found"))
    if report.status != ReportStatus.open:
        raise AppError(409, "report_closed", _("This report has already been decided"))
    item = await _item(session, report.item_type, report.item_id)
    if decision == Decision.hide:
        if item is None:
            message = _("The reported item is no longer on Steeple: dismiss the report")
            raise AppError(409, "report_target_gone", message)
        if not item.hidden:
            await _set_hidden(session, item, True, now)
    action = LogAction.hide if decision == Decision.hide else LogAction.dismiss
    _log(
        session,
        actor,
        action,
        report.item_type,
        report.item_id,
        note,
        report.id,
        title=_log_title(item) if item else None,
        path=item.path if item else None,
    )
    closing = list(
        await session.scalars(
            select(Report).where(
                Report.item_type == report.item_type,
                Report.item_id == report.item_id,
                Report.status == ReportStatus.open,
            )
        )
    )
    await session.execute(
        update(Report)
        .where(Report.id.in_([row.id for row in closing]))
        .values(
            status=ReportStatus.closed,
            decision=decision,
            decided_at=now,
            decided_by=actor.id,
            note=note or None,
        )
        .execution_options(synchronize_session="fetch")
    )
    what = ITEM_NAMES[report.item_type]
    outcome = (
        _("found that it broke our community guidelines, and it has been hidden.")
        if decision == Decision.hide
        else _("found that it does not break our community guidelines, so it stays up.")
    )
    for reporter_id in {row.reporter_id for row in closing}:
        await notify(
            session,
            recipient_id=reporter_id,
            type=NotificationType.system,
            priority=Priority.low,
            subject=_("Your report was reviewed"),
            message=_(
                "Thank you for reporting {item}. Our moderators reviewed it and {outcome}",
                item=what,
                outcome=outcome,
            ),
            sender=None,
            metadata={"report_id": str(report.id), "decision": decision.value},
        )
    await session.refresh(report)
    return (await _report_outs(session, [report]))[0]


async def set_item_hidden(
    session: AsyncSession,
    actor: Actor,
    item_type: ItemType,
    item_id: uuid.UUID,
    hidden: bool,
    note: str,
    now: datetime,
) -> ItemOut:
    item = await _item(session, item_type, item_id)
    if item is None:
        raise AppError(404, "not_found", _("Item not found"))
    if item.hidden == hidden:
        code, message = (
            ("already_hidden", _("This is hidden already"))
            if hidden
            else ("not_hidden", _("This is not hidden"))
        )
        raise AppError(409, code, message)
    await _set_hidden(session, item, hidden, now)
    action = LogAction.hide if hidden else LogAction.restore
    _log(
        session,
        actor,
        action,
        item_type,
        item_id,
        note,
        title=_log_title(item),
        path=item.path,
    )
    return _item_out(await _item(session, item_type, item_id), item_type, item_id)


async def set_suspended(
    session: AsyncSession,
    actor: Actor,
    user_id: uuid.UUID,
    suspended: bool,
    note: str,
    now: datetime,
) -> AccountOut:
    """A suspended account cannot sign in nor use a session it has (auth checks suspended_at
    at each), and its profile and postings are hidden from everyone else."""
    user = await session.get(User, user_id, with_for_update=True)
    if user is None or user.is_deleted:
        raise AppError(404, "not_found", _("Account not found"))
    if suspended and user.id == actor.id:
        message = _("You cannot suspend your own account")
        raise AppError(422, "validation_error", message, {"user_id": message})
    if (user.suspended_at is not None) == suspended:
        code, message = (
            ("already_suspended", _("This account is suspended already"))
            if suspended
            else ("not_suspended", _("This account is not suspended"))
        )
        raise AppError(409, code, message)
    # Flushing the user refreshes their directory row (profiles.search): listed follows.
    user.suspended_at = now if suspended else None
    if suspended:
        auth.sessions_changed(session, user.id)
    action = LogAction.suspend if suspended else LogAction.restore_account
    # The account's public page is its talent profile's (a church account has none of its own).
    profile = await _item(session, ItemType.profile, user.id)
    _log(
        session,
        actor,
        action,
        "account",
        user.id,
        note,
        title=f"{user.full_name} ({user.email})",
        path=profile.path if profile else None,
    )
    await session.flush()
    return AccountOut(
        id=user.id, name=user.full_name, email=user.email, suspended_at=user.suspended_at
    )


async def log(session: AsyncSession, cursor: str | None, limit: int) -> LogEntryPage:
    rows, next_cursor = await keyset_page(
        session,
        select(ModerationLogEntry),
        newest_first(ModerationLogEntry.created_at, ModerationLogEntry.id),
        cursor=cursor,
        limit=limit,
    )
    items = [
        LogEntryOut(
            id=row.id,
            action=row.action,
            item_type=row.item_type,
            item_id=row.item_id,
            item_title=row.item_title,
            item_path=row.item_path,
            report_id=row.report_id,
            note=row.note,
            staff=_person(await session.get(User, row.staff_id) if row.staff_id else None),
            created_at=row.created_at,
        )
        for row in rows
    ]
    return LogEntryPage(items=items, next_cursor=next_cursor)


async def make_staff(session: AsyncSession, email: str) -> User | None:
    """`steeple make-staff EMAIL`: the operator flag for an existing account (None: no such
    account). Granted only from the server's shell, never through the API."""
    user = await session.scalar(select(User).where(User.email == email.strip().lower()))
    if user is not None and not user.is_deleted:
        user.is_staff = True
        return user
    return None
