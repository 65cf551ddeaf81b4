import httpx
from fastapi import FastAPI

from steeple.seed import DEMO_ACCOUNTS, DEMO_PASSWORD, run_seed


async def test_seeding_creates_the_demo_accounts_once_and_they_can_sign_in(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    assert len(await run_seed(app.state.sessionmaker)) == len(DEMO_ACCOUNTS)
    assert await run_seed(app.state.sessionmaker) == []
    for account in DEMO_ACCOUNTS:
        response = await client.post(
            "/api/auth/signin", json={"email": account.email, "password": DEMO_PASSWORD}
        )
        assert response.status_code == 200, response.text
        user = response.json()["user"]
        assert user["role"] == account.role
        assert user["email_verified"] and not user["needs_onboarding"]
    listed = await client.get("/api/profiles/search")
    assert {card["full_name"] for card in listed.json()["results"]} == {
        a.full_name for a in DEMO_ACCOUNTS if a.role != "church"
    }
