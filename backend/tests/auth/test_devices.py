"""/api/auth/sessions: the caller's signed-in devices, and signing out all but this one."""

from datetime import datetime

import httpx
import jwt

from tests.auth.helpers import PASSWORD, bearer, sign_up
from tests.conftest import Clock


async def sign_in(client: httpx.AsyncClient, email: str) -> tuple[str, str]:
    """A new device: its access token and its refresh cookie."""
    response = await client.post("/api/auth/signin", json={"email": email, "password": PASSWORD})
    assert response.status_code == 200, response.text
    return response.json()["access_token"], client.cookies["steeple_refresh"]


def session_id(access: str) -> str:
    sid: str = jwt.decode(access, options={"verify_signature": False})["sid"]
    return sid


async def refresh_with(client: httpx.AsyncClient, cookie: str) -> httpx.Response:
    client.cookies.set("steeple_refresh", cookie, path="/api/auth")
    return await client.post("/api/auth/refresh")


async def test_devices_are_listed_with_this_one_first_and_marked(
    client: httpx.AsyncClient, clock: Clock
) -> None:
    await sign_up(client, "ruth@example.org")
    await sign_up(client, "abe@example.org")
    laptop, laptop_cookie = await sign_in(client, "ruth@example.org")
    signed_in_at = clock.now
    clock.advance(minutes=5)
    phone, _ = await sign_in(client, "ruth@example.org")
    await sign_in(client, "abe@example.org")  # someone else's device is not Ruth's
    clock.advance(minutes=5)
    assert (await refresh_with(client, laptop_cookie)).status_code == 200

    response = await client.get("/api/auth/sessions", headers=bearer(phone))
    assert response.status_code == 200
    devices = response.json()
    assert [(device["id"], device["current"]) for device in devices] == [
        (session_id(phone), True),
        (session_id(laptop), False),
    ]
    laptop_row = devices[1]
    # Refreshing keeps the device's sign-in time and moves its last use.
    assert datetime.fromisoformat(laptop_row["created_at"]) == signed_in_at
    assert datetime.fromisoformat(laptop_row["last_used_at"]) == clock.now


async def test_signing_out_the_others_keeps_this_device(
    client: httpx.AsyncClient, clock: Clock
) -> None:
    await sign_up(client, "ruth@example.org")
    await sign_up(client, "abe@example.org")
    laptop, laptop_cookie = await sign_in(client, "ruth@example.org")
    tablet, tablet_cookie = await sign_in(client, "ruth@example.org")
    _, abe_cookie = await sign_in(client, "abe@example.org")
    phone, phone_cookie = await sign_in(client, "ruth@example.org")

    done = await client.post("/api/auth/sessions/sign-out-others", headers=bearer(phone))
    assert done.status_code == 204

    devices = (await client.get("/api/auth/sessions", headers=bearer(phone))).json()
    assert [(device["id"], device["current"]) for device in devices] == [(session_id(phone), True)]
    for access in (laptop, tablet):
        assert (await client.get("/api/users/me", headers=bearer(access))).status_code == 401
    for cookie in (laptop_cookie, tablet_cookie):
        refused = await refresh_with(client, cookie)
        assert refused.status_code == 401
        assert refused.json()["error"]["code"] == "invalid_refresh_token"

    # This device goes on, through refreshes too; another person's session is untouched.
    assert (await client.get("/api/users/me", headers=bearer(phone))).status_code == 200
    clock.advance(minutes=20)
    assert (await refresh_with(client, phone_cookie)).status_code == 200
    assert (await refresh_with(client, abe_cookie)).status_code == 200


async def test_signed_out_callers_have_no_devices(client: httpx.AsyncClient) -> None:
    assert (await client.get("/api/auth/sessions")).status_code == 401
    assert (await client.post("/api/auth/sessions/sign-out-others")).status_code == 401
