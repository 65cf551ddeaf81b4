"""Store what browsers report about speed and failures, rated by the spec's thresholds."""

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.telemetry.models import ClientError, WebVital
from steeple.telemetry.schemas import ClientErrorIn, Rating, VitalIn, VitalName

# (good up to, poor above): spec 01 §9. The browser's own rating is not trusted.
THRESHOLDS: dict[VitalName, tuple[float, float]] = {
    VitalName.LCP: (2500, 4000),
    VitalName.CLS: (0.1, 0.25),
    VitalName.INP: (200, 500),
    VitalName.FCP: (1800, 3000),
    VitalName.TTFB: (800, 1800),
}


def rate(name: VitalName, value: float) -> Rating:
    good, poor = THRESHOLDS[name]
    if value <= good:
        return Rating.good
    if value <= poor:
        return Rating.needs_improvement
    return Rating.poor


async def record_vitals(session: AsyncSession, metrics: Sequence[VitalIn]) -> int:
    session.add_all(
        WebVital(
            name=metric.name,
            value=metric.value,
            rating=rate(metric.name, metric.value),
            path=metric.path,
            metric_id=metric.id,
            navigation_type=metric.navigation_type,
        )
        for metric in metrics
    )
    await session.flush()
    return len(metrics)


async def record_client_errors(
    session: AsyncSession, errors: Sequence[ClientErrorIn], user_agent: str | None
) -> int:
    session.add_all(
        ClientError(
            error_id=error.error_id,
            kind=error.kind,
            message=error.message,
            stack=error.stack,
            path=error.path,
            user_agent=user_agent[:500] if user_agent else None,
        )
        for error in errors
    )
    await session.flush()
    return len(errors)


async def recent_vitals(session: AsyncSession, limit: int = 100) -> Sequence[WebVital]:
    return (await session.scalars(select(WebVital).order_by(WebVital.id.desc()).limit(limit))).all()
