"""/api/analytics: the caller's own figures, as JSON or as a CSV download."""

from fastapi import Response

from steeple.analytics import service
from steeple.analytics.schemas import AnalyticsOut, Period
from steeple.auth.dependencies import ActorDep, NowDep
from steeple.db import SessionDep
from steeple.web.routing import Router

router = Router(prefix="/api/analytics", tags=["analytics"])


@router.get("", name="figures")
async def figures(
    actor: ActorDep, session: SessionDep, now: NowDep, period: Period = Period.month
) -> AnalyticsOut:
    """A talent's own figures, or their church's for a church's members. Free talent: 30d only."""
    return await service.figures(session, actor, period, now)


@router.get(
    "/export",
    name="export",
    response_class=Response,
    responses={200: {"content": {"text/csv": {}}, "description": "The buckets and totals"}},
)
async def export(
    actor: ActorDep, session: SessionDep, now: NowDep, period: Period = Period.month
) -> Response:
    shown = await service.figures(session, actor, period, now)
    filename = f"steeple-analytics-{period.value}-{now.date().isoformat()}.csv"
    return Response(
        service.to_csv(shown),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )
