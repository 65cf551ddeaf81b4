"""/api/notifications: the caller's own notifications (the bell and its page build on this)."""

from fastapi import APIRouter

from steeple.auth.dependencies import ActorDep
from steeple.db import SessionDep
from steeple.notifications import service
from steeple.notifications.schemas import NotificationOut
from steeple.web.pagination import CursorPage, CursorQuery, LimitQuery

router = APIRouter(prefix="/api/notifications", tags=["notifications"])


@router.get("", name="list")
async def list_notifications(
    actor: ActorDep, session: SessionDep, cursor: CursorQuery = None, limit: LimitQuery = 20
) -> CursorPage[NotificationOut]:
    return await service.my_notifications(session, actor.id, cursor=cursor, limit=limit)
