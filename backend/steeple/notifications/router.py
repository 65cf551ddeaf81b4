"""/api/notifications: the caller's own notifications (the bell and its page build on this)."""

import uuid
from typing import Annotated

from fastapi import Query, Response, status

from steeple.auth.dependencies import ActorDep, CallerDep
from steeple.db import SessionDep
from steeple.notifications import service
from steeple.notifications.models import NotificationType
from steeple.notifications.schemas import NotificationPage, UnreadCount
from steeple.web.pagination import CursorQuery, LimitQuery
from steeple.web.routing import Router

router = Router(prefix="/api/notifications", tags=["notifications"])


@router.get("", name="list", response_model=NotificationPage)
async def list_notifications(
    caller: CallerDep,
    cursor: CursorQuery = None,
    limit: LimitQuery = 20,
    type: Annotated[NotificationType | None, Query(description="Only this type")] = None,
    unread: Annotated[bool, Query(description="Only the unread")] = False,
) -> Response:
    # Written by the database as NotificationPage (service.my_notifications), not validated again.
    async with caller.reads() as connection:
        page = await service.my_notifications(
            connection, caller.id, cursor=cursor, limit=limit, type=type, unread_only=unread
        )
    return Response(page, media_type="application/json")


@router.get("/unread-count", name="unread_count")
async def unread_count(caller: CallerDep) -> UnreadCount:
    async with caller.reads() as connection:
        return UnreadCount(count=await service.unread_count(connection, caller.id))


@router.post("/read-all", name="mark_all_read", status_code=status.HTTP_204_NO_CONTENT)
async def mark_all_read(actor: ActorDep, session: SessionDep) -> None:
    await service.mark_all_read(session, actor.id)


@router.post("/{notification_id}/read", name="mark_read", status_code=status.HTTP_204_NO_CONTENT)
async def mark_read(notification_id: uuid.UUID, actor: ActorDep, session: SessionDep) -> None:
    await service.mark_read(session, actor.id, notification_id)
