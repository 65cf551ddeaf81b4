"""Demo analytics: a year of daily totals for the demo talent, a few other speakers and
musicians, the demo church and a few others, and the demo church's opportunities, so the charts
of /analytics show trends (more views lately, busier Sundays, the odd quiet day). Written straight
into analytics_daily (there are no raw events behind them). A subject that already has figures is
left alone, so seeding twice adds nothing."""

import math
import random
import uuid
from datetime import date, datetime, timedelta

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.analytics import recorder as m
from steeple.analytics.models import AnalyticsDaily
from steeple.demo.cast import Cast
from steeple.demo.content import DEMO_CHURCH, DEMO_MUSICIAN, DEMO_SPEAKER
from steeple.opportunities.models import Opportunity, OpportunityStatus

DAYS = 365
OTHER_TALENT = 6  # besides the demo speaker and musician
OTHER_CHURCHES = 3  # besides the demo church


def _daily_rate(rng: random.Random, day: date, age: int, base: float, growth: float) -> float:
    """A rate that grows over the year (`age` days ago: older days are quieter), is higher on
    weekends, and wobbles a little."""
    trend = base * (1 + growth * (1 - age / DAYS))
    weekly = 1.35 if day.weekday() in (5, 6) else 1.0
    return max(0.0, trend * weekly * rng.uniform(0.6, 1.4))


def _poisson(rng: random.Random, rate: float) -> int:
    """A whole count around `rate` (Knuth's method; rates here are small)."""
    limit, count, product = math.exp(-rate), 0, rng.random()
    while product > limit:
        count += 1
        product *= rng.random()
    return count


def _talent_rows(subject: uuid.UUID, today: date, popularity: float) -> list[dict[str, object]]:
    rng = random.Random(f"analytics-{subject}")  # noqa: S311 (made-up figures)
    rows: list[dict[str, object]] = []
    for age in range(DAYS):
        day = today - timedelta(days=age)
        views = _poisson(rng, _daily_rate(rng, day, age, 3 * popularity, 2.5))
        counts = {
            m.PROFILE_VIEWS: views,
            m.DIRECTORY_APPEARANCES: _poisson(
                rng, _daily_rate(rng, day, age, 20 * popularity, 1.5)
            ),
            m.APPLICATIONS: _poisson(rng, 0.12),
        }
        # The loop's later steps follow the applications, a few weeks behind, on fewer days.
        if rng.random() < 0.05:
            counts[m.SHORTLISTED] = 1
        if rng.random() < 0.03:
            counts[m.OFFERED] = 1
            counts[m.CONFIRMED if rng.random() < 0.7 else m.DECLINED] = 1
        if rng.random() < 0.04:
            counts[m.NOT_SELECTED] = 1
        rows.extend(
            {"subject_id": subject, "metric": metric, "day": day, "count": count}
            for metric, count in counts.items()
            if count
        )
    return rows


def _church_rows(
    church: uuid.UUID, opportunities: list[Opportunity], today: date, size: float
) -> list[dict[str, object]]:
    rng = random.Random(f"analytics-{church}")  # noqa: S311 (made-up figures)
    rows: list[dict[str, object]] = []
    totals: dict[tuple[str, date], int] = {}
    for opportunity in opportunities:
        # Each opportunity is viewed from its publishing on, most in its first weeks.
        published = min(today, (opportunity.published_at or opportunity.created_at).date())
        for age in range(min(DAYS, max(0, (today - published).days) + 1)):
            day = today - timedelta(days=age)
            since = (day - published).days
            freshness = 1 / (1 + since / 10)
            views = _poisson(rng, 12 * size * freshness)
            applied = _poisson(rng, 0.4 * size * freshness)
            for metric, count in ((m.OPPORTUNITY_VIEWS, views), (m.APPLICATIONS, applied)):
                if count:
                    rows.append(
                        {"subject_id": opportunity.id, "metric": metric, "day": day, "count": count}
                    )
                    totals[metric, day] = totals.get((metric, day), 0) + count
    for age in range(DAYS):
        day = today - timedelta(days=age)
        # Church pages are looked at most on Sundays and the days before.
        weekly = 1.6 if day.weekday() in (4, 5, 6) else 1.0
        views = _poisson(rng, 4 * size * weekly * (1 + 1.5 * (1 - age / DAYS)))
        if views:
            totals[m.PROFILE_VIEWS, day] = views
        if rng.random() < 0.03 * size:
            totals[m.CONFIRMED, day] = 1
    rows.extend(
        {"subject_id": church, "metric": metric, "day": day, "count": count}
        for (metric, day), count in totals.items()
    )
    return rows


async def _has_figures(session: AsyncSession, subject: uuid.UUID) -> bool:
    found = await session.scalar(
        select(AnalyticsDaily.subject_id).where(AnalyticsDaily.subject_id == subject).limit(1)
    )
    return found is not None


async def seed_analytics(session: AsyncSession, now: datetime, cast: Cast) -> None:
    """Figures for the demo talent and church (busiest), and a few others (quieter)."""
    churches, talent, demo_church = cast.churches, cast.talent, DEMO_CHURCH
    demo_talent = (DEMO_SPEAKER.full_name, DEMO_MUSICIAN.full_name)
    today = now.date()
    rows: list[dict[str, object]] = []
    others = [talent[name] for name in sorted(talent) if name not in demo_talent]
    people = [(talent[name], 2.0) for name in demo_talent if name in talent]
    people += [(user, 1.0) for user in others[:OTHER_TALENT]]
    for user, popularity in people:
        if not await _has_figures(session, user.id):
            rows += _talent_rows(user.id, today, popularity)
    other_churches = [churches[name][0] for name in sorted(churches) if name != demo_church]
    sized = [(churches[demo_church][0], 2.0)] if demo_church in churches else []
    sized += [(church, 1.0) for church in other_churches[:OTHER_CHURCHES]]
    for church, size in sized:
        if await _has_figures(session, church.id):
            continue
        opportunities = list(
            await session.scalars(
                select(Opportunity).where(
                    Opportunity.church_id == church.id,
                    Opportunity.status != OpportunityStatus.draft,
                )
            )
        )
        rows += _church_rows(church.id, opportunities, today, size)
    for start in range(0, len(rows), 2000):
        await session.execute(insert(AnalyticsDaily), rows[start : start + 2000])
