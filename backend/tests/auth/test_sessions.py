import httpx
import jwt
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.tokens import AUDIENCE, ISSUER
from steeple.email.models import OutboxEmail
from steeple.profiles.models import TalentProfile
from tests.auth.helpers import PASSWORD, bearer, last_email, sign_up, signed_up_and_verified
from tests.conftest import Clock

SECRET = "test-secret-key-that-is-long-enough-for-hs256"
CREDENTIALS = {"email": "ruth@example.org", "password": PASSWORD}


async def signed_in(client: httpx.AsyncClient) -> str:
    await sign_up(client, "ruth@example.org")
    response = await client.post("/api/auth/signin", json=CREDENTIALS)
    assert response.status_code == 200, response.text
    token: str = response.json()["access_token"]
    return token


async def test_known_and_unknown_emails_get_the_same_answer(client: httpx.AsyncClient) -> None:
    await sign_up(client, "ruth@example.org")
    wrong_password = await client.post(
        "/api/auth/signin", json={"email": "ruth@example.org", "password": "Wrong-pass-1"}
    )
    unknown = await client.post(
        "/api/auth/signin", json={"email": "nobody@example.org", "password": "Wrong-pass-1"}
    )
    for response in (wrong_password, unknown):
        assert response.status_code == 401
        error = response.json()["error"]
        assert (error["code"], error["message"]) == (
            "invalid_credentials",
            "Incorrect email or password",
        )


async def test_an_unverified_account_can_sign_in(client: httpx.AsyncClient) -> None:
    token = await signed_in(client)
    me = await client.get("/api/users/me", headers=bearer(token))
    assert me.status_code == 200
    assert me.json()["email_verified"] is False


def forged(claims: dict[str, object], secret: str = SECRET, algorithm: str = "HS256") -> str:
    return jwt.encode(claims, secret, algorithm=algorithm)


@pytest.mark.parametrize(
    "kind",
    ["tampered", "expired", "wrong_type", "wrong_secret", "wrong_audience", "alg_none", "garbage"],
)
async def test_bad_access_tokens_are_refused(
    client: httpx.AsyncClient, clock: Clock, kind: str
) -> None:
    token = await signed_in(client)
    claims = jwt.decode(
        token,
        SECRET,
        algorithms=["HS256"],
        audience=AUDIENCE,
        options={"verify_iat": False, "verify_exp": False},  # the app clock is not wall time
    )
    if kind == "tampered":
        header, payload, signature = token.split(".")
        token = f"{header}.{payload}.{signature[:-2]}xx"
    elif kind == "expired":
        clock.advance(minutes=15, seconds=1)
    elif kind == "wrong_type":
        token = forged({**claims, "type": "refresh"})
    elif kind == "wrong_secret":
        token = forged(claims, secret="another-secret-that-is-long-enough-for-hs256")
    elif kind == "wrong_audience":
        token = forged({**claims, "aud": "someone-else"})
    elif kind == "alg_none":
        token = forged(claims, secret="", algorithm="none")
    else:
        token = "not.a.jwt"
    response = await client.get("/api/users/me", headers=bearer(token))
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "not_authenticated"
    assert response.headers["www-authenticate"] == "Bearer"
    assert claims["iss"] == ISSUER


async def test_no_token_is_401(client: httpx.AsyncClient) -> None:
    assert (await client.get("/api/users/me")).status_code == 401


async def test_refresh_rotates_and_a_reused_token_revokes_the_family(
    client: httpx.AsyncClient, clock: Clock
) -> None:
    access = await signed_in(client)
    first_cookie = client.cookies["steeple_refresh"]

    clock.advance(minutes=20)
    assert (await client.get("/api/users/me", headers=bearer(access))).status_code == 401
    refreshed = await client.post("/api/auth/refresh")
    assert refreshed.status_code == 200
    second_cookie = client.cookies["steeple_refresh"]
    assert second_cookie != first_cookie
    new_access = refreshed.json()["access_token"]
    assert (await client.get("/api/users/me", headers=bearer(new_access))).status_code == 200

    # Someone replays the first (rotated) token after the grace window: the whole family goes.
    clock.advance(seconds=11)
    client.cookies.set("steeple_refresh", first_cookie, path="/api/auth")
    reused = await client.post("/api/auth/refresh")
    assert reused.status_code == 401
    assert reused.json()["error"]["code"] == "refresh_token_reused"
    client.cookies.set("steeple_refresh", second_cookie, path="/api/auth")
    assert (await client.post("/api/auth/refresh")).status_code == 401
    assert (await client.get("/api/users/me", headers=bearer(new_access))).status_code == 401


async def test_two_tabs_refreshing_at_once_do_not_sign_out(
    client: httpx.AsyncClient, clock: Clock
) -> None:
    await signed_in(client)
    cookie = client.cookies["steeple_refresh"]
    assert (await client.post("/api/auth/refresh")).status_code == 200
    newest = client.cookies["steeple_refresh"]
    client.cookies.set("steeple_refresh", cookie, path="/api/auth")
    late = await client.post("/api/auth/refresh")
    assert late.status_code == 401
    assert late.json()["error"]["code"] == "refresh_conflict"
    client.cookies.set("steeple_refresh", newest, path="/api/auth")
    assert (await client.post("/api/auth/refresh")).status_code == 200


async def test_sign_out_revokes_the_session(client: httpx.AsyncClient) -> None:
    access = await signed_in(client)
    assert (await client.post("/api/auth/signout")).status_code == 204
    assert "steeple_refresh" not in client.cookies
    assert (await client.get("/api/users/me", headers=bearer(access))).status_code == 401


async def test_refresh_without_a_cookie_says_there_is_no_session(client: httpx.AsyncClient) -> None:
    response = await client.post("/api/auth/refresh")
    assert response.status_code == 204
    assert response.content == b""


async def test_sign_in_is_rate_limited_per_account(client: httpx.AsyncClient) -> None:
    await sign_up(client, "ruth@example.org")
    wrong = {"email": "ruth@example.org", "password": "Wrong-pass-1"}
    statuses = [(await client.post("/api/auth/signin", json=wrong)).status_code for _ in range(11)]
    assert statuses == [401] * 10 + [429]


async def test_change_password_keeps_this_session_and_ends_the_others(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    other = await signed_in(client)
    other_cookie = client.cookies["steeple_refresh"]
    current = (await client.post("/api/auth/signin", json=CREDENTIALS)).json()["access_token"]
    current_cookie = client.cookies["steeple_refresh"]

    wrong = await client.post(
        "/api/auth/me/password",
        json={"current_password": "Nope-123!", "new_password": "Psalm-23-Green"},
        headers=bearer(current),
    )
    assert wrong.status_code == 400
    assert wrong.json()["error"]["message"] == "Current password is incorrect"
    # A refused change leaves the password, the other session and the mailbox as they were.
    assert (await client.get("/api/users/me", headers=bearer(other))).status_code == 200
    unchanged = await session.scalars(
        select(OutboxEmail).where(OutboxEmail.kind == "password_changed")
    )
    assert unchanged.all() == []
    old_password_works = await client.post("/api/auth/signin", json=CREDENTIALS)
    assert old_password_works.status_code == 200
    client.cookies.set("steeple_refresh", current_cookie, path="/api/auth")
    same = await client.post(
        "/api/auth/me/password",
        json={"current_password": PASSWORD, "new_password": PASSWORD},
        headers=bearer(current),
    )
    assert same.json()["error"]["code"] == "password_unchanged"

    done = await client.post(
        "/api/auth/me/password",
        json={"current_password": PASSWORD, "new_password": "Psalm-23-Green"},
        headers=bearer(current),
    )
    assert done.status_code == 204
    assert (await client.get("/api/users/me", headers=bearer(current))).status_code == 200
    assert (await client.get("/api/users/me", headers=bearer(other))).status_code == 401
    client.cookies.set("steeple_refresh", other_cookie, path="/api/auth")
    assert (await client.post("/api/auth/refresh")).status_code == 401
    client.cookies.set("steeple_refresh", current_cookie, path="/api/auth")
    assert (await client.post("/api/auth/refresh")).status_code == 200
    email = await last_email(session, "ruth@example.org", "password_changed")
    changed_at = "November 22, 2026, 10:00\u202fAM EST"  # in Ruth's timezone, New York by default
    for part in ("Ruth Baker", "ruth@example.org", changed_at):
        assert part in email.text_body and part in email.html_body


async def test_onboarding_completes_the_profile(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    access = await signed_up_and_verified(client, session, "pastor@grace.org", role="church")
    missing = await client.post(
        "/api/users/me/onboarding",
        json={"full_name": "Ann", "city": "Dayton"},
        headers=bearer(access),
    )
    assert missing.status_code == 422
    assert set(missing.json()["error"]["fields"]) == {"state"}
    done = await client.post(
        "/api/users/me/onboarding",
        json={
            "full_name": "Ann Lee",
            "city": "Dayton",
            "state": "OH",
            "role": "speaker",
            "topics": ["Ignored for churches"],
        },
        headers=bearer(access),
    )
    assert done.status_code == 200
    user = done.json()
    assert user["needs_onboarding"] is False
    assert user["role"] == "church"  # the role is chosen once; onboarding does not change it
    assert (user["city"], user["state"], user["church_name"]) == (
        "Dayton",
        "OH",
        "Grace Fellowship",
    )


@pytest.mark.parametrize(
    ("role", "basics", "missing"),
    [
        ("speaker", {"topics": ["Youth", "youth ", "Leadership"]}, None),
        ("speaker", {}, "topics"),
        ("musician", {"instruments": ["Piano"], "genres": ["Gospel"]}, None),
        ("musician", {"genres": ["Gospel"]}, "instruments"),
        ("musician", {"instruments": ["x" * 41]}, "instruments.0"),
    ],
)
async def test_onboarding_keeps_the_talent_basics(
    client: httpx.AsyncClient,
    session: AsyncSession,
    role: str,
    basics: dict[str, list[str]],
    missing: str | None,
) -> None:
    access = await signed_up_and_verified(client, session, "ruth@example.org", role=role)
    body = {"full_name": "Ruth Baker", "city": "Dayton", "state": "OH", **basics}
    response = await client.post("/api/users/me/onboarding", json=body, headers=bearer(access))
    profile = await session.scalar(select(TalentProfile))
    if missing:
        assert response.status_code == 422
        assert missing in response.json()["error"]["fields"]
        assert profile is None
        return
    assert response.status_code == 200, response.text
    assert profile is not None
    if role == "speaker":
        assert profile.topics == ["Youth", "Leadership"]
        assert profile.instruments == []
    else:
        assert (profile.instruments, profile.genres) == (["Piano"], ["Gospel"])


async def test_profile_update_cannot_touch_role_or_plan(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    access = await signed_up_and_verified(client, session, "ruth@example.org")
    for field, value in (("role", "church"), ("plan", "church_premium"), ("email", "x@y.org")):
        response = await client.patch("/api/users/me", json={field: value}, headers=bearer(access))
        assert response.status_code == 422
    renamed = await client.patch(
        "/api/users/me", json={"full_name": "Ruth B."}, headers=bearer(access)
    )
    assert renamed.json()["full_name"] == "Ruth B."
