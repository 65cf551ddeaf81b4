"""The figures of /analytics: the caller's own (a talent's, or their church's), read from the
daily totals only."""

import csv
import io
import statistics
import uuid
from collections import defaultdict
from collections.abc import Awaitable, Callable
from datetime import UTC, date, datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.analytics import policies
from steeple.analytics import recorder as m
from steeple.analytics.models import AnalyticsDaily
from steeple.analytics.schemas import AnalyticsOut, Bucket, Counts, OpportunityFigures, Period
from steeple.applications.models import Application, ApplicationStatus, Offer
from steeple.auth.actor import Actor
from steeple.auth.policy import authorize
from steeple.billing import entitlements
from steeple.churches.models import Church
from steeple.opportunities.models import Opportunity, OpportunityStatus

TALENT_METRICS = [
    m.PROFILE_VIEWS,
    m.DIRECTORY_APPEARANCES,
    m.APPLICATIONS,
    m.SHORTLISTED,
    m.OFFERED,
    m.CONFIRMED,
    m.DECLINED,
    m.NOT_SELECTED,
]
CHURCH_METRICS = [m.PROFILE_VIEWS, m.OPPORTUNITY_VIEWS, m.APPLICATIONS, m.CONFIRMED]
DAYS = {Period.week: 7, Period.month: 30, Period.quarter: 90}
# The church's opportunities listed with their figures, newest first.
MAX_OPPORTUNITIES = 50


def bucket_starts(period: Period, today: date) -> list[date]:
    """The days ending today, or for 12m the first days of the 12 months ending this one."""
    if period in DAYS:
        return [today - timedelta(days=n) for n in reversed(range(DAYS[period]))]
    months = [(today.year * 12 + today.month - 1) - n for n in reversed(range(12))]
    return [date(month // 12, month % 12 + 1, 1) for month in months]


def _month(dialect: str) -> ColumnElement[Any]:
    """The first day of analytics_daily.day's month."""
    if dialect == "postgresql":
        return func.date_trunc("month", AnalyticsDaily.day)
    return func.strftime("%Y-%m-01", AnalyticsDaily.day)


def _as_date(value: date | datetime | str) -> date:
    """A bucket's start as each database returns it (a date, a timestamp or SQLite's text)."""
    if isinstance(value, datetime):
        return value.date()
    return date.fromisoformat(value) if isinstance(value, str) else value


async def _sums(
    session: AsyncSession,
    subject: uuid.UUID,
    metrics: list[str],
    period: Period,
    start: date,
    end: date,
) -> list[tuple[str, date, int]]:
    """(metric, bucket start, total) for one subject: summed by the database by day or month,
    so at most 8 metrics x 90 days (or 12 months) come back."""
    day = AnalyticsDaily.day
    bucket = _month(session.get_bind().dialect.name) if period is Period.year else day
    rows = await session.execute(
        select(AnalyticsDaily.metric, bucket, func.sum(AnalyticsDaily.count))
        .where(
            AnalyticsDaily.subject_id == subject,
            AnalyticsDaily.metric.in_(metrics),
            day >= start,
            day <= end,
        )
        .group_by(AnalyticsDaily.metric, bucket)
    )
    return [(metric, _as_date(starts), int(total)) for metric, starts, total in rows.all()]


def _series(
    starts: list[date], metrics: list[str], rows: list[tuple[str, date, int]]
) -> tuple[list[Bucket], Counts]:
    sums: dict[date, dict[str, int]] = {start: dict.fromkeys(metrics, 0) for start in starts}
    for metric, start, total in rows:
        sums[start][metric] += total
    buckets = [Bucket(start=start, **values) for start, values in sums.items()]
    totals = Counts(**{metric: sum(sums[s][metric] for s in starts) for metric in metrics})
    return buckets, totals


async def figures(
    session: AsyncSession, actor: Actor, period: Period, now: datetime
) -> AnalyticsOut:
    today = now.date()
    starts = bucket_starts(period, today)
    authorize(policies.can_see_figures(actor))
    if actor.church_id is not None:
        return await _church(session, actor.church_id, period, starts, now)
    pro = period is Period.month or await entitlements.is_pro(session, actor.user, now)
    authorize(policies.can_see_period(period, pro=pro))
    rows = await _sums(session, actor.id, TALENT_METRICS, period, starts[0], today)
    buckets, totals = _series(starts, TALENT_METRICS, rows)
    answered = (totals.confirmed or 0) + (totals.declined or 0)
    return AnalyticsOut(
        period=period,
        kind="talent",
        metrics=TALENT_METRICS,
        buckets=buckets,
        totals=totals,
        acceptance_rate=round((totals.confirmed or 0) / answered, 3) if answered else None,
    )


async def _church(
    session: AsyncSession, church_id: uuid.UUID, period: Period, starts: list[date], now: datetime
) -> AnalyticsOut:
    today = now.date()
    rows = await _sums(session, church_id, CHURCH_METRICS, period, starts[0], today)
    buckets, totals = _series(starts, CHURCH_METRICS, rows)
    opportunities = list(
        await session.execute(
            select(Opportunity.id, Opportunity.title)
            .where(
                Opportunity.church_id == church_id,
                Opportunity.status != OpportunityStatus.draft,
            )
            .order_by(Opportunity.published_at.desc(), Opportunity.id)
            .limit(MAX_OPPORTUNITIES)
        )
    )
    per_opportunity: dict[uuid.UUID, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    if opportunities:
        sums = await session.execute(
            select(AnalyticsDaily.subject_id, AnalyticsDaily.metric, func.sum(AnalyticsDaily.count))
            .where(
                AnalyticsDaily.subject_id.in_([row.id for row in opportunities]),
                AnalyticsDaily.metric.in_([m.OPPORTUNITY_VIEWS, m.APPLICATIONS]),
                AnalyticsDaily.day >= starts[0],
                AnalyticsDaily.day <= today,
            )
            .group_by(AnalyticsDaily.subject_id, AnalyticsDaily.metric)
        )
        for subject, metric, total in sums.all():
            per_opportunity[subject][metric] = int(total)
    church = await session.get(Church, church_id)
    assert church is not None
    published_since = _published_counter(session, church_id)
    used = await published_since(entitlements.month_start(now, church.timezone))
    left = await entitlements.postings_left(session, church, now, published_since)
    return AnalyticsOut(
        period=period,
        kind="church",
        metrics=CHURCH_METRICS,
        buckets=buckets,
        totals=totals,
        opportunities=[
            OpportunityFigures(
                id=row.id,
                title=row.title,
                views=per_opportunity[row.id][m.OPPORTUNITY_VIEWS],
                applicants=per_opportunity[row.id][m.APPLICATIONS],
            )
            for row in opportunities
        ],
        median_days_to_hire=await _median_days_to_hire(session, church_id, starts[0]),
        postings_used=used,
        postings_limit=used + left,
    )


def _published_counter(
    session: AsyncSession, church_id: uuid.UUID
) -> Callable[[datetime], Awaitable[int]]:
    async def count(start: datetime) -> int:
        return (
            await session.scalar(
                select(func.count()).where(
                    Opportunity.church_id == church_id, Opportunity.published_at >= start
                )
            )
            or 0
        )

    return count


async def _median_days_to_hire(
    session: AsyncSession, church_id: uuid.UUID, start: date
) -> float | None:
    """Days from publishing to the offer's acceptance, over hires confirmed in the period."""
    rows = await session.execute(
        select(Opportunity.published_at, Opportunity.created_at, Offer.responded_at)
        .join(Application, Application.opportunity_id == Opportunity.id)
        .join(Offer, Offer.application_id == Application.id)
        .where(
            Application.church_id == church_id,
            Application.status == ApplicationStatus.hire_confirmed,
            Offer.responded_at >= datetime.combine(start, datetime.min.time(), tzinfo=UTC),
        )
    )
    days = [
        max(0.0, (confirmed - (published or created)).total_seconds() / 86400)
        for published, created, confirmed in rows.all()
        if confirmed is not None
    ]
    return round(statistics.median(days), 1) if days else None


def to_csv(figures: AnalyticsOut) -> str:
    """The buckets and totals as shown: one row a day (or month), then the totals."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["start", *figures.metrics])
    for bucket in figures.buckets:
        writer.writerow([bucket.start.isoformat(), *(getattr(bucket, k) for k in figures.metrics)])
    writer.writerow(["total", *(getattr(figures.totals, k) for k in figures.metrics)])
    return out.getvalue()
