"""POST /api/testing/accounts: the accounts browser journeys start from, as the pages would have
left them (signed up, email confirmed, onboarded), signed in through the real sign-in."""

import uuid

import httpx
import pytest

PASSWORD = "Shepherd-42!"


def account(email: str, role: str, **more: object) -> dict[str, object]:
    return {
        "role": role,
        "email": email,
        "password": PASSWORD,
        "full_name": "Ruth Baker",
        "city": "Dayton",
        "state": "OH",
        **more,
    }


async def signed_in_as(client: httpx.AsyncClient, email: str) -> dict[str, object]:
    """The signed-in user the app shows after the normal sign-in with the account's password."""
    response = await client.post("/api/auth/signin", json={"email": email, "password": PASSWORD})
    assert response.status_code == 200, response.text
    assert "steeple_refresh" in response.headers["set-cookie"]
    user: dict[str, object] = response.json()["user"]
    return user


@pytest.mark.parametrize(
    ("role", "basics", "plan"),
    [
        ("speaker", {"topics": ["Youth"]}, "free"),
        ("musician", {"instruments": ["Piano"], "genres": ["Gospel"]}, "free"),
        ("speaker", {"topics": ["Youth"], "plan": "speaker_monthly"}, "speaker_monthly"),
        ("church", {"church_name": "Hope Chapel"}, "free"),
        ("church", {"church_name": "Hope Chapel", "plan": "church_monthly"}, "church_monthly"),
    ],
)
async def test_an_account_is_verified_onboarded_and_on_the_plan_asked_for(
    client: httpx.AsyncClient, role: str, basics: dict[str, object], plan: str
) -> None:
    created = await client.post(
        "/api/testing/accounts", json=account("r@example.org", role, **basics)
    )
    assert created.status_code == 201, created.text
    user = await signed_in_as(client, "r@example.org")
    assert user["id"] == created.json()["user_id"]
    assert (user["role"], user["email_verified"], user["needs_onboarding"]) == (role, True, False)
    assert (user["city"], user["state"], user["plan"]) == ("Dayton", "OH", plan)
    if role == "church":
        church = user["church"]
        assert isinstance(church, dict)
        assert (church["church_name"], church["role"]) == ("Hope Chapel", "admin")
        assert church["church_id"] == created.json()["church_id"]
    else:
        assert created.json()["church_id"] is None


async def test_a_church_account_can_join_an_existing_church_instead(
    client: httpx.AsyncClient,
) -> None:
    founded = await client.post(
        "/api/testing/accounts",
        json=account(
            "admin@example.org", "church", church_name="Hope Chapel", plan="church_monthly"
        ),
    )
    church_id = founded.json()["church_id"]
    joined = await client.post(
        "/api/testing/accounts",
        json=account("leader@example.org", "church", church_id=church_id, member_role="leader"),
    )
    assert joined.status_code == 201, joined.text
    assert joined.json()["church_id"] == church_id
    user = await signed_in_as(client, "leader@example.org")
    church = user["church"]
    assert isinstance(church, dict)
    assert (church["church_name"], church["role"], user["plan"]) == (
        "Hope Chapel",
        "leader",
        "church_monthly",
    )


@pytest.mark.parametrize(
    ("body", "status", "field"),
    [
        (account("x@example.org", "speaker"), 422, "topics"),  # onboarding's own rule
        (account("x@example.org", "church"), 422, "church_name"),
        (account("x@example.org", "speaker", topics=["Youth"], plan="church_monthly"), 422, "plan"),
        (
            account("x@example.org", "church", church_name="Hope", plan="featured_boost"),
            422,
            "plan",
        ),
        (account("x@example.org", "speaker", topics=["Youth"], plan="gold"), 422, "plan"),
        (account("x@example.org", "church", church_id=str(uuid.uuid4())), 404, None),
    ],
)
async def test_bad_input_is_refused_and_makes_no_account(
    client: httpx.AsyncClient, body: dict[str, object], status: int, field: str | None
) -> None:
    response = await client.post("/api/testing/accounts", json=body)
    assert response.status_code == status, response.text
    if field is not None:
        assert field in response.json()["error"]["fields"]
    signin = {"email": "x@example.org", "password": PASSWORD}
    assert (await client.post("/api/auth/signin", json=signin)).status_code == 401


async def test_an_address_already_taken_is_a_409(client: httpx.AsyncClient) -> None:
    body = account("Ruth@Example.org", "speaker", topics=["Youth"])
    assert (await client.post("/api/testing/accounts", json=body)).status_code == 201
    again = await client.post("/api/testing/accounts", json=body | {"email": "ruth@example.org"})
    assert again.status_code == 409
