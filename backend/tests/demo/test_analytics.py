"""The demo's analytics: a year of daily totals that rise, for the demo talent and church."""

from typing import Any

import httpx
from fastapi import FastAPI

from steeple.demo.content import DEMO_PASSWORD
from tests.conftest import Clock
from tests.demo.support import seed_all


async def _figures(client: httpx.AsyncClient, email: str) -> dict[str, Any]:
    signed_in = await client.post(
        "/api/auth/signin", json={"email": email, "password": DEMO_PASSWORD}
    )
    assert signed_in.status_code == 200, signed_in.text
    token = signed_in.json()["access_token"]
    response = await client.get(
        "/api/analytics?period=30d", headers={"Authorization": f"Bearer {token}"}
    )
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


async def test_the_demo_accounts_have_figures_with_a_trend(
    app: FastAPI, client: httpx.AsyncClient, clock: Clock
) -> None:
    await seed_all(app, clock.now)
    for email in ("speaker@demo.steeple.app", "musician@demo.steeple.app"):
        talent = await _figures(client, email)
        views = [bucket["profile_views"] for bucket in talent["buckets"]]
        assert sum(1 for v in views if v) > 20, email  # most days have some
        assert talent["totals"]["directory_appearances"] > talent["totals"]["profile_views"]
    church = await _figures(client, "church@demo.steeple.app")
    assert church["kind"] == "church" and church["totals"]["profile_views"] > 50
    assert any(o["views"] for o in church["opportunities"])
