from fastapi import Depends, Request, status

from steeple.db import SessionDep
from steeple.telemetry import service
from steeple.telemetry.schemas import Accepted, ClientErrorsBatch, VitalsBatch
from steeple.web.rate_limit import limit_per_ip
from steeple.web.routing import Router

router = Router(prefix="/api/telemetry", tags=["telemetry"])
_rate_limit = limit_per_ip("telemetry", lambda settings: settings.telemetry_rate_limit)


@router.post(
    "/vitals",
    name="record-vitals",
    status_code=status.HTTP_202_ACCEPTED,
    dependencies=[Depends(_rate_limit)],
)
async def record_vitals(batch: VitalsBatch, session: SessionDep) -> Accepted:
    return Accepted(stored=await service.record_vitals(session, batch.metrics))


@router.post(
    "/errors",
    name="record-errors",
    status_code=status.HTTP_202_ACCEPTED,
    dependencies=[Depends(_rate_limit)],
)
async def record_errors(
    batch: ClientErrorsBatch, request: Request, session: SessionDep
) -> Accepted:
    stored = await service.record_client_errors(
        session, batch.errors, request.headers.get("user-agent")
    )
    return Accepted(stored=stored)
