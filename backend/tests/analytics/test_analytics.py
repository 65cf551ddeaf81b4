"""Analytics: what is counted (one view per viewer a day, not the owner's, not robots'), the
daily rollup, the periods and Pro, a church's figures, the CSV and whose figures one reads."""

import csv
import io
import uuid
from datetime import date, timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.analytics.models import AnalyticsDaily, AnalyticsEvent
from steeple.analytics.recorder import RAW_EVENT_DAYS, Event, store
from steeple.analytics.schemas import Period
from steeple.analytics.service import bucket_starts
from steeple.config import Settings
from tests.conftest import Clock
from tests.factories import Actors, SignedIn, access_token, make_subscription, make_user
from tests.opportunities.helpers import applied, offer_body, position_id, published

# The recorder writes through a connection of its own, as in production.
pytestmark = pytest.mark.commits

BROWSER = {"User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36"}
TODAY = date(2026, 11, 22)  # the test clock's day


async def flush(app: FastAPI) -> None:
    await app.state.analytics.flush()


async def figures(client: httpx.AsyncClient, who: SignedIn, period: str = "30d") -> dict[str, Any]:
    response = await client.get(f"/api/analytics?period={period}", headers=who.headers)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def today_of(result: dict[str, Any]) -> dict[str, Any]:
    bucket: dict[str, Any] = result["buckets"][-1]
    assert bucket["start"] == TODAY.isoformat()
    return bucket


async def test_profile_views_once_per_viewer_a_day_not_owner_not_bots(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock, settings: Settings
) -> None:
    speaker = actors.speaker
    page = f"/api/profiles/speakers/{speaker.id}"
    # Two anonymous visitors (a browser, a headless one), each twice; a signed-in church member
    # twice.
    for _ in range(2):
        assert (await client.get(page, headers=BROWSER)).status_code == 200
        headless = {"User-Agent": BROWSER["User-Agent"].replace("Chrome/", "HeadlessChrome/")}
        assert (await client.get(page, headers=headless)).status_code == 200
        member = {**actors.church_admin.headers, **BROWSER}
        assert (await client.get(page, headers=member)).status_code == 200
    # Not counted: the owner, robots and an empty user agent.
    assert (await client.get(page, headers={**speaker.headers, **BROWSER})).status_code == 200
    bot = {"User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)"}
    assert (await client.get(page, headers=bot)).status_code == 200
    assert (await client.get(page, headers={"User-Agent": ""})).status_code == 200
    await flush(app)
    assert today_of(await figures(client, speaker))["profile_views"] == 3

    # The next day the same viewers count again.
    clock.advance(days=1)
    assert (await client.get(page, headers=BROWSER)).status_code == 200
    await flush(app)
    async with app.state.sessionmaker() as db, db.begin():
        assert speaker.user is not None
        token = await access_token(db, settings, speaker.user, clock.now)
    tomorrow = SignedIn("speaker", speaker.user, None, {"Authorization": f"Bearer {token}"})
    result = await figures(client, tomorrow)
    assert [b["profile_views"] for b in result["buckets"][-2:]] == [3, 1]
    assert result["totals"]["profile_views"] == 4


async def test_a_missing_profile_counts_nothing(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    response = await client.get(f"/api/profiles/speakers/{uuid.uuid4()}", headers=BROWSER)
    assert response.status_code == 404
    await flush(app)
    assert await session.scalar(select(func.count()).select_from(AnalyticsEvent)) == 0


async def test_rollup_adds_only_new_events_to_the_daily_totals(
    app: FastAPI, session: AsyncSession
) -> None:
    subject = uuid.uuid4()
    events = [
        Event(subject, "profile_views", TODAY, "a"),
        Event(subject, "profile_views", TODAY, "a"),  # a repeat in the same batch
        Event(subject, "profile_views", TODAY, "b"),
        Event(subject, "directory_appearances", TODAY),
        Event(subject, "directory_appearances", TODAY),
    ]
    app.state.analytics.add(events)
    assert await app.state.analytics.flush() == 4
    app.state.analytics.add([Event(subject, "profile_views", TODAY, "b")])  # a later repeat
    assert await app.state.analytics.flush() == 0
    async with app.state.sessionmaker() as db, db.begin():
        await store(db, [Event(subject, "profile_views", TODAY - timedelta(days=1), "a")])
    rows = await session.execute(
        select(AnalyticsDaily.metric, AnalyticsDaily.day, AnalyticsDaily.count)
        .where(AnalyticsDaily.subject_id == subject)
        .order_by(AnalyticsDaily.metric, AnalyticsDaily.day)
    )
    assert rows.all() == [
        ("directory_appearances", TODAY, 2),
        ("profile_views", TODAY - timedelta(days=1), 1),
        ("profile_views", TODAY, 2),
    ]


async def test_pruning_drops_old_raw_events_and_keeps_the_totals(
    app: FastAPI, session: AsyncSession
) -> None:
    subject = uuid.uuid4()
    old_day = TODAY - timedelta(days=RAW_EVENT_DAYS + 1)
    kept_day = TODAY - timedelta(days=RAW_EVENT_DAYS)
    app.state.analytics.add(
        [
            Event(subject, "profile_views", old_day, "a"),
            Event(subject, "profile_views", kept_day, "a"),
            Event(subject, "profile_views", TODAY, "a"),
        ]
    )
    await app.state.analytics.flush()

    assert await app.state.analytics.prune(TODAY) == 1
    days = await session.scalars(
        select(AnalyticsEvent.day).where(AnalyticsEvent.subject_id == subject)
    )
    assert sorted(days) == [kept_day, TODAY]
    totals = await session.scalars(
        select(AnalyticsDaily.day).where(AnalyticsDaily.subject_id == subject)
    )
    assert sorted(totals) == [old_day, kept_day, TODAY]


async def test_directory_appearances(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    for _ in range(3):
        response = await client.get("/api/profiles/search?role=speaker", headers=BROWSER)
        assert actors.speaker.id in {uuid.UUID(c["user_id"]) for c in response.json()["results"]}
    robot = {"User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)"}
    assert (await client.get("/api/profiles/search?role=speaker", headers=robot)).is_success
    await flush(app)
    assert today_of(await figures(client, actors.speaker))["directory_appearances"] == 3


def test_periods_bucket_by_day_or_month() -> None:
    assert bucket_starts(Period.week, TODAY)[0] == date(2026, 11, 16)
    assert len(bucket_starts(Period.month, TODAY)) == 30
    assert len(bucket_starts(Period.quarter, TODAY)) == 90
    months = bucket_starts(Period.year, TODAY)
    assert months[0] == date(2025, 12, 1) and months[-1] == date(2026, 11, 1)
    assert bucket_starts(Period.year, date(2026, 1, 31))[0] == date(2025, 2, 1)


async def seed_daily(app: FastAPI, subject: uuid.UUID, metric: str, days: dict[date, int]) -> None:
    async with app.state.sessionmaker() as db, db.begin():
        db.add_all(
            AnalyticsDaily(subject_id=subject, metric=metric, day=day, count=count)
            for day, count in days.items()
        )


async def test_free_talent_see_30_days_pro_every_period(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    speaker = actors.speaker
    await seed_daily(
        app,
        speaker.id,
        "profile_views",
        {TODAY: 2, TODAY - timedelta(days=40): 5, date(2026, 1, 10): 7, date(2025, 11, 30): 100},
    )
    result = await figures(client, speaker, "30d")
    assert len(result["buckets"]) == 30 and result["totals"]["profile_views"] == 2
    assert result["kind"] == "talent" and result["totals"]["opportunity_views"] is None
    for period in ("7d", "90d", "12m"):
        response = await client.get(f"/api/analytics?period={period}", headers=speaker.headers)
        assert response.status_code == 403
        assert response.json()["error"]["code"] == "pro_required"
        assert response.json()["error"]["message"] == "Longer periods are part of Pro."
        export = await client.get(f"/api/analytics/export?period={period}", headers=speaker.headers)
        assert export.status_code == 403

    async with app.state.sessionmaker() as db, db.begin():
        assert speaker.user is not None
        await make_subscription(db, user=speaker.user)
    assert (await figures(client, speaker, "7d"))["totals"]["profile_views"] == 2
    assert (await figures(client, speaker, "90d"))["totals"]["profile_views"] == 7
    year = await figures(client, speaker, "12m")
    assert len(year["buckets"]) == 12
    assert year["buckets"][0]["start"] == "2025-12-01"
    assert {b["start"]: b["profile_views"] for b in year["buckets"]}["2026-01-01"] == 7
    assert year["totals"]["profile_views"] == 14  # not Nov 30 2025, before the first month

    bad = await client.get("/api/analytics?period=2y", headers=speaker.headers)
    assert bad.status_code == 422


async def test_hiring_loop_and_acceptance_rate(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    church, speaker, musician = actors.church_admin, actors.speaker, actors.musician
    empty = await figures(client, speaker)
    assert empty["acceptance_rate"] is None and empty["totals"]["applications"] == 0

    opportunity = await published(client, church)
    application = await applied(client, speaker, opportunity, "speaker")
    base = f"/api/applications/{application['id']}"
    await client.post(f"{base}/shortlist", headers=church.headers)
    offer = offer_body(position_id(opportunity, "speaker"))
    await client.post(f"{base}/offer", json=offer, headers=church.headers)
    accepted = await client.post(f"{base}/offer/accept", headers=speaker.headers)
    assert accepted.json()["status"] == "hire_confirmed"

    second = await published(client, church, title="Winter Worship Night")
    declined = await applied(client, speaker, second, "speaker")
    offer = offer_body(position_id(second, "speaker"))
    await client.post(
        f"/api/applications/{declined['id']}/offer", json=offer, headers=church.headers
    )
    await client.post(f"/api/applications/{declined['id']}/offer/decline", headers=speaker.headers)
    passed = await applied(client, musician, second, "musician")
    await client.post(f"/api/applications/{passed['id']}/decline", json={}, headers=church.headers)
    await flush(app)

    talent = (await figures(client, speaker))["totals"]
    assert {k: talent[k] for k in ("applications", "shortlisted", "offered", "confirmed")} == {
        "applications": 2,
        "shortlisted": 1,
        "offered": 2,
        "confirmed": 1,
    }
    assert talent["declined"] == 1 and talent["not_selected"] == 0
    assert (await figures(client, speaker))["acceptance_rate"] == 0.5
    assert (await figures(client, musician))["totals"]["not_selected"] == 1

    # The church: its own totals, each opportunity's applicants, time to hire, postings.
    ours = await figures(client, church)
    assert ours["kind"] == "church"
    assert ours["metrics"] == ["profile_views", "opportunity_views", "applications", "confirmed"]
    assert ours["totals"]["applications"] == 3 and ours["totals"]["confirmed"] == 1
    applicants = {o["title"]: o["applicants"] for o in ours["opportunities"]}
    assert applicants == {"Winter Worship Night": 2, opportunity["title"]: 1}
    assert ours["median_days_to_hire"] == 0.0
    assert ours["postings_used"] == 2 and ours["postings_limit"] == 2
    # A plain member of the church reads the same figures.
    assert await figures(client, actors.church_member) == ours


async def test_church_page_and_opportunity_views(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    church = actors.church_admin
    assert church.church is not None
    opportunity = await published(client, church)
    for viewer in (actors.speaker, actors.musician, actors.speaker, church, actors.church_member):
        headers = {**viewer.headers, **BROWSER}
        assert (await client.get(f"/api/churches/{church.church.id}", headers=headers)).is_success
        path = f"/api/opportunities/{opportunity['id']}"
        assert (await client.get(path, headers=headers)).is_success
    await flush(app)
    ours = await figures(client, church)
    assert ours["totals"]["profile_views"] == 2  # the church's own members are not counted
    assert ours["totals"]["opportunity_views"] == 2
    assert ours["opportunities"][0]["views"] == 2
    # Another church sees only its own (none).
    theirs = await figures(client, actors.other_church)
    assert theirs["totals"]["opportunity_views"] == 0 and theirs["opportunities"] == []


async def test_csv_matches_the_json(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    speaker = actors.speaker
    await seed_daily(app, speaker.id, "profile_views", {TODAY: 3, TODAY - timedelta(days=2): 4})
    await seed_daily(app, speaker.id, "applications", {TODAY - timedelta(days=1): 1})
    shown = await figures(client, speaker)
    response = await client.get("/api/analytics/export?period=30d", headers=speaker.headers)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/csv")
    assert response.headers["content-disposition"] == (
        'attachment; filename="steeple-analytics-30d-2026-11-22.csv"'
    )
    rows = list(csv.reader(io.StringIO(response.text)))
    assert rows[0] == ["start", *shown["metrics"]]
    expected = [[b["start"], *(str(b[k]) for k in shown["metrics"])] for b in shown["buckets"]] + [
        ["total", *(str(shown["totals"][k]) for k in shown["metrics"])]
    ]
    assert rows[1:] == expected
    assert rows[-1][1] == "7"


async def test_other_peoples_analytics_are_unreachable(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock, settings: Settings
) -> None:
    """There is no id to ask for: whatever is added, each reads their own figures."""
    await seed_daily(app, actors.musician.id, "profile_views", {TODAY: 9})
    path = f"/api/analytics?user_id={actors.musician.id}&subject_id={actors.musician.id}"
    response = await client.get(path, headers=actors.speaker.headers)
    assert response.json()["totals"]["profile_views"] == 0
    assert (await client.get("/api/analytics")).status_code == 401
    # An account that has not chosen a role yet has nothing to count.
    async with app.state.sessionmaker() as db, db.begin():
        user = await make_user(db, role=None, onboarded=False)
        token = await access_token(db, settings, user, clock.now)
    nobody = await client.get("/api/analytics", headers={"Authorization": f"Bearer {token}"})
    assert nobody.status_code == 403
    assert nobody.json()["error"]["code"] == "analytics_unavailable"


@pytest.mark.parametrize("agent", ["curl/8.5.0", "Twitterbot/1.0", "python-requests/2.32"])
async def test_scripts_are_not_counted(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, agent: str
) -> None:
    page = f"/api/profiles/speakers/{actors.speaker.id}"
    assert (await client.get(page, headers={"User-Agent": agent})).status_code == 200
    await flush(app)
    assert (await figures(client, actors.speaker))["totals"]["profile_views"] == 0
