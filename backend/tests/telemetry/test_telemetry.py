import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.telemetry.models import ClientError, WebVital
from steeple.telemetry.schemas import Rating, VitalName
from steeple.telemetry.service import rate


def vital(name: str, value: float, **extra: object) -> dict[str, object]:
    return {"name": name, "value": value, "id": f"v5-{name}", "path": "/", **extra}


@pytest.mark.parametrize(
    ("name", "value", "expected"),
    [
        (VitalName.LCP, 2500, Rating.good),
        (VitalName.LCP, 2501, Rating.needs_improvement),
        (VitalName.LCP, 4001, Rating.poor),
        (VitalName.CLS, 0.1, Rating.good),
        (VitalName.CLS, 0.25, Rating.needs_improvement),
        (VitalName.CLS, 0.26, Rating.poor),
        (VitalName.INP, 200, Rating.good),
        (VitalName.INP, 500, Rating.needs_improvement),
        (VitalName.FCP, 3001, Rating.poor),
        (VitalName.TTFB, 800, Rating.good),
        (VitalName.TTFB, 1801, Rating.poor),
    ],
)
def test_ratings_follow_the_spec_thresholds(
    name: VitalName, value: float, expected: Rating
) -> None:
    assert rate(name, value) is expected


async def test_a_batch_is_stored_and_rated_by_the_server(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    batch = [vital("LCP", 900.5), vital("CLS", 0.3, rating="good"), vital("TTFB", 120)]
    response = await client.post("/api/telemetry/vitals", json={"metrics": batch})
    assert response.status_code == 202
    assert response.json() == {"stored": 3}
    rows = {row.name: row for row in await session.scalars(select(WebVital))}
    assert rows["LCP"].rating == "good"
    assert rows["CLS"].rating == "poor"  # the browser's claimed rating is ignored
    assert rows["TTFB"].path == "/"


@pytest.mark.parametrize(
    "metrics",
    [
        [],
        [vital("XYZ", 1)],
        [vital("LCP", -5)],
        [vital("LCP", 10, path="https://evil.example/")],
        [vital("LCP", 10)] * 51,
    ],
)
async def test_bad_batches_are_rejected_and_nothing_is_stored(
    client: httpx.AsyncClient, session: AsyncSession, metrics: list[dict[str, object]]
) -> None:
    response = await client.post("/api/telemetry/vitals", json={"metrics": metrics})
    assert response.status_code == 422
    assert (await session.scalars(select(WebVital))).all() == []


async def test_vitals_are_rate_limited(client: httpx.AsyncClient) -> None:
    batch = {"metrics": [vital("FCP", 100)]}
    statuses = [
        (await client.post("/api/telemetry/vitals", json=batch)).status_code for _ in range(61)
    ]
    assert statuses[:60] == [202] * 60
    assert statuses[60] == 429


async def test_client_errors_are_stored(client: httpx.AsyncClient, session: AsyncSession) -> None:
    report = {
        "error_id": "a1b2c3d4e5f6",
        "kind": "network",
        "message": "Failed to fetch",
        "stack": "TypeError: Failed to fetch\n    at load",
        "path": "/contact",
    }
    response = await client.post(
        "/api/telemetry/errors", json={"errors": [report]}, headers={"user-agent": "TestAgent/1"}
    )
    assert response.status_code == 202
    stored = (await session.scalars(select(ClientError))).one()
    assert stored.error_id == "a1b2c3d4e5f6"
    assert stored.kind == "network"
    assert stored.user_agent == "TestAgent/1"
