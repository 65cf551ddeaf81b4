"""Building opportunities and applications through the API, as the product's users do."""

from typing import Any

import httpx

from tests.factories import Actors, SignedIn


def opportunity_body(**changes: Any) -> dict[str, Any]:
    """A valid opportunity three weeks after the test clock (2026-11-22)."""
    body: dict[str, Any] = {
        "title": "Advent Revival Weekend",
        "event_type": "revival",
        "description": "Three nights of worship and preaching before Christmas.",
        "positions": [
            {"title": "Guest speaker", "role": "speaker", "openings": 1},
            {"title": "Keyboardist", "role": "musician", "openings": 1},
        ],
        "starts_at": "2026-12-11T19:00",
        "ends_at": "2026-12-13T21:00",
        "application_deadline": "2026-12-04",
        "online": False,
        "address": "12 Vine St",
        "city": "Dayton",
        "state": "OH",
        "denomination": "Baptist",
        "worship_style": "Gospel",
        "expected_attendance": 300,
        "compensation": "honorarium",
        "honorarium_min": 400,
        "honorarium_max": 600,
        "travel_covered": True,
        "lodging_provided": True,
    }
    return {**body, **changes}


def offer_body(position_id: str, **changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "position_id": position_id,
        "event_date": "2026-12-11",
        "honorarium": "amount",
        "honorarium_amount": 500,
        "travel": "reimbursed",
        "travel_cap": 300,
        "lodging_provided": True,
        "w9_required": True,
        "notes": "We will pick you up at the airport.",
        "respond_by": "2026-12-01",
    }
    return {**body, **changes}


async def published(client: httpx.AsyncClient, church: SignedIn, **changes: Any) -> dict[str, Any]:
    """A published opportunity of `church`."""
    created = await client.post(
        "/api/opportunities", json=opportunity_body(**changes), headers=church.headers
    )
    assert created.status_code == 201, created.text
    opportunity_id = created.json()["id"]
    response = await client.post(
        f"/api/opportunities/{opportunity_id}/publish", headers=church.headers
    )
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def position_id(opportunity: dict[str, Any], role: str) -> str:
    return str(next(p["id"] for p in opportunity["positions"] if p["role"] == role))


async def applied(
    client: httpx.AsyncClient, talent: SignedIn, opportunity: dict[str, Any], role: str
) -> dict[str, Any]:
    response = await client.post(
        f"/api/opportunities/{opportunity['id']}/applications",
        json={
            "position_id": position_id(opportunity, role),
            "cover_message": "I would love to serve with you.",
            "proposed_fee": 450,
            "available": True,
        },
        headers=talent.headers,
    )
    assert response.status_code == 201, response.text
    result: dict[str, Any] = response.json()
    return result


async def offered(
    client: httpx.AsyncClient,
    actors: Actors,
    opportunity: dict[str, Any],
    church: SignedIn | None = None,
    **changes: Any,
) -> dict[str, Any]:
    """The speaker's application to `opportunity`, offered the position by `church` (the
    church admin's unless given)."""
    application = await applied(client, actors.speaker, opportunity, "speaker")
    response = await client.post(
        f"/api/applications/{application['id']}/offer",
        json=offer_body(position_id(opportunity, "speaker"), **changes),
        headers=(church or actors.church_admin).headers,
    )
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result
