from typing import Literal

from pydantic import BaseModel

from steeple.db import SessionDep
from steeple.health import service
from steeple.i18n import _
from steeple.web.errors import AppError
from steeple.web.routing import Router

router = Router(prefix="/api/health", tags=["health"])


class Health(BaseModel):
    status: Literal["ok"]
    database: Literal["ok"]


@router.get("", name="check", responses={503: {"description": "The database does not answer"}})
async def check(session: SessionDep) -> Health:
    if not await service.database_answers(session):
        raise AppError(503, "database_unavailable", _("The database does not answer"))
    return Health(status="ok", database="ok")
