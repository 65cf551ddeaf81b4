"""/api/reports (anyone signed in) and /api/admin (staff only): HTTP only."""

import uuid
from typing import Annotated

from fastapi import Depends, status

from steeple.auth.actor import Actor
from steeple.auth.dependencies import ActorDep, NowDep
from steeple.auth.policy import authorize
from steeple.db import SessionDep
from steeple.email.service import enqueue_test_email
from steeple.moderation import policies, service
from steeple.moderation.models import ItemType, ReportStatus
from steeple.moderation.schemas import (
    AccountOut,
    AdminReportOut,
    AdminReportPage,
    DecisionIn,
    EmailQueuedOut,
    ItemActionIn,
    ItemOut,
    LogEntryPage,
    ReportCreated,
    ReportIn,
    SuspendIn,
)
from steeple.web.pagination import CursorQuery, LimitQuery
from steeple.web.routing import Router

router = Router(tags=["moderation"])


@router.post("/api/reports", name="report", status_code=status.HTTP_201_CREATED)
async def report(data: ReportIn, actor: ActorDep, session: SessionDep) -> ReportCreated:
    """Report a profile (by its user's id), an opportunity, a message or a review to the staff."""
    row = await service.file_report(session, actor, data)
    return ReportCreated(id=row.id, status=row.status)


async def _staff(actor: ActorDep) -> Actor:
    authorize(policies.can_moderate(actor))
    return actor


StaffDep = Annotated[Actor, Depends(_staff)]
admin = Router(prefix="/api/admin", tags=["moderation"])


@admin.get("/reports", name="admin-reports")
async def reports(
    staff: StaffDep,
    session: SessionDep,
    status: ReportStatus = ReportStatus.open,
    cursor: CursorQuery = None,
    limit: LimitQuery = 20,
) -> AdminReportPage:
    """The queue: open reports oldest first, with the reported item and the reporter."""
    return await service.reports(session, status, cursor, limit)


@admin.post("/reports/{report_id}/decision", name="admin-decide")
async def decide(
    report_id: uuid.UUID, data: DecisionIn, staff: StaffDep, session: SessionDep, now: NowDep
) -> AdminReportOut:
    """Hide the item or dismiss the report; the reporters are told."""
    return await service.decide(session, staff, report_id, data.action, data.note, now)


@admin.post("/items/{item_type}/{item_id}/hide", name="admin-hide")
async def hide(
    item_type: ItemType,
    item_id: uuid.UUID,
    staff: StaffDep,
    session: SessionDep,
    now: NowDep,
    data: ItemActionIn | None = None,
) -> ItemOut:
    note = data.note if data else ""
    return await service.set_item_hidden(session, staff, item_type, item_id, True, note, now)


@admin.post("/items/{item_type}/{item_id}/restore", name="admin-restore")
async def restore(
    item_type: ItemType,
    item_id: uuid.UUID,
    staff: StaffDep,
    session: SessionDep,
    now: NowDep,
    data: ItemActionIn | None = None,
) -> ItemOut:
    note = data.note if data else ""
    return await service.set_item_hidden(session, staff, item_type, item_id, False, note, now)


@admin.post("/users/{user_id}/suspend", name="admin-suspend")
async def suspend(
    user_id: uuid.UUID, data: SuspendIn, staff: StaffDep, session: SessionDep, now: NowDep
) -> AccountOut:
    return await service.set_suspended(session, staff, user_id, True, data.reason, now)


@admin.post("/users/{user_id}/restore", name="admin-restore-account")
async def restore_account(
    user_id: uuid.UUID,
    staff: StaffDep,
    session: SessionDep,
    now: NowDep,
    data: ItemActionIn | None = None,
) -> AccountOut:
    note = data.note if data else ""
    return await service.set_suspended(session, staff, user_id, False, note, now)


@admin.get("/log", name="admin-log")
async def log(
    staff: StaffDep, session: SessionDep, cursor: CursorQuery = None, limit: LimitQuery = 20
) -> LogEntryPage:
    """Every decision, newest first: who, what, when, and their note."""
    return await service.log(session, cursor, limit)


@admin.post("/test-email", name="admin-test-email", status_code=status.HTTP_202_ACCEPTED)
async def send_test_email(staff: StaffDep, session: SessionDep) -> EmailQueuedOut:
    """Queues a test email to the staff member's own address (the outbox delivers it)."""
    await enqueue_test_email(session, staff.user.email, staff.user.full_name)
    return EmailQueuedOut(sent_to=staff.user.email)
