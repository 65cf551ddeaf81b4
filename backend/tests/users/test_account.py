"""/api/users/me: the signed-in account, changed only in what it may change."""

import httpx
import pytest

from tests.factories import Actors


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"full_name": None}, "full_name"),  # was a 500
        ({"full_name": "   "}, "full_name"),
        ({"church_name": "My Own Church"}, "church_name"),  # a speaker once could set one
        ({"plan": "church_monthly"}, "plan"),
        ({"role": "church"}, "role"),
        ({"email": "x@example.org"}, "email"),
        ({"is_staff": True}, "is_staff"),
    ],
)
async def test_what_an_account_cannot_change_is_a_422_and_changes_nothing(
    client: httpx.AsyncClient, actors: Actors, body: dict[str, object], field: str
) -> None:
    before = (await client.get("/api/users/me", headers=actors.speaker.headers)).json()
    response = await client.patch("/api/users/me", json=body, headers=actors.speaker.headers)
    assert response.status_code == 422
    assert field in response.json()["error"]["fields"]
    assert (await client.get("/api/users/me", headers=actors.speaker.headers)).json() == before


async def test_a_church_member_sees_the_church_name_and_its_plan(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    me = (await client.get("/api/users/me", headers=actors.church_member.headers)).json()
    assert me["church"]["church_name"] == me["church_name"] == "Grace Fellowship"
    assert (me["church"]["role"], me["plan"], me["premium"]) == ("member", "church_monthly", True)
    assert me["plan_name"] == "Church Premium"
    other = (await client.get("/api/users/me", headers=actors.other_church.headers)).json()
    assert (other["church"]["role"], other["plan"], other["premium"]) == ("admin", "free", False)
    assert other["plan_name"] == "Free"
    # Renaming yourself leaves the church's name alone.
    renamed = await client.patch(
        "/api/users/me", json={"full_name": "Sam Usher"}, headers=actors.church_member.headers
    )
    assert (renamed.json()["full_name"], renamed.json()["church_name"]) == (
        "Sam Usher",
        "Grace Fellowship",
    )


async def test_only_church_accounts_sign_up_with_a_church_name(client: httpx.AsyncClient) -> None:
    body = {
        "email": "ruth@example.org",
        "password": "Shepherd-42",
        "role": "speaker",
        "full_name": "Ruth Baker",
        "church_name": "My Own Church",
    }
    refused = await client.post("/api/auth/signup", json=body)
    assert refused.status_code == 422
    assert refused.json()["error"]["fields"] == {
        "church_name": "Only church accounts have a church name"
    }
    outbox = (await client.get("/api/testing/outbox")).json()
    assert outbox == []  # nothing was created or sent
