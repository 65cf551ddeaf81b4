import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.email.models import OutboxEmail
from steeple.users.models import User
from tests.auth.helpers import PASSWORD, bearer, last_email, link_token, sign_up
from tests.conftest import Clock


async def count(session: AsyncSession, model: type) -> int:
    return (await session.scalar(select(func.count()).select_from(model))) or 0


async def test_sign_up_sends_a_verification_link_that_signs_in(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    response = await sign_up(client, "  Ruth@Example.ORG ")
    assert response.status_code == 202
    user = (await session.scalars(select(User))).one()
    assert user.email == "ruth@example.org"
    assert user.role == "speaker" and user.needs_onboarding
    assert user.password_hash.startswith("$argon2id$") and PASSWORD not in user.password_hash
    assert not user.email_verified

    email = await last_email(session, "ruth@example.org", "email_verification")
    assert "http://steeple.test/auth/callback?token_hash=" in email.text_body
    token = await link_token(session, email.to_address, email.kind)
    verified = await client.post("/api/auth/verify", json={"token_hash": token, "type": "signup"})
    assert verified.status_code == 200, verified.text
    body = verified.json()
    assert body["session"]["user"]["email_verified"] is True
    assert "steeple_refresh" in verified.cookies
    me = await client.get("/api/users/me", headers=bearer(body["session"]["access_token"]))
    assert me.json()["email"] == "ruth@example.org"
    await last_email(session, "ruth@example.org", "welcome")


async def test_a_verification_link_works_once(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await sign_up(client, "ruth@example.org")
    token = await link_token(session, "ruth@example.org", "email_verification")
    body = {"token_hash": token, "type": "signup"}
    assert (await client.post("/api/auth/verify", json=body)).status_code == 200
    again = await client.post("/api/auth/verify", json=body)
    # The address is proven: the answer says so (the page offers sign-in), with no session.
    assert again.status_code == 409
    assert again.json()["error"]["code"] == "already_verified"
    assert "steeple_refresh" not in again.cookies


async def test_an_expired_link_of_a_verified_account_says_it_is_verified(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    await sign_up(client, "ruth@example.org")
    first = await link_token(session, "ruth@example.org", "email_verification")
    await client.post("/api/auth/resend-verification", json={"email": "ruth@example.org"})
    second = await link_token(session, "ruth@example.org", "email_verification")
    assert (
        await client.post("/api/auth/verify", json={"token_hash": second, "type": "signup"})
    ).status_code == 200
    clock.advance(hours=24, seconds=1)
    late = await client.post("/api/auth/verify", json={"token_hash": first, "type": "signup"})
    assert (late.status_code, late.json()["error"]["code"]) == (409, "already_verified")


async def test_an_unknown_link_is_still_just_invalid(client: httpx.AsyncClient) -> None:
    response = await client.post("/api/auth/verify", json={"token_hash": "nope", "type": "signup"})
    assert (response.status_code, response.json()["error"]["code"]) == (400, "invalid_link")


async def test_an_expired_link_says_so(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    await sign_up(client, "ruth@example.org")
    token = await link_token(session, "ruth@example.org", "email_verification")
    clock.advance(hours=24, seconds=1)
    response = await client.post("/api/auth/verify", json={"token_hash": token, "type": "signup"})
    assert response.status_code == 410
    assert response.json()["error"]["code"] == "link_expired"


async def test_signing_up_twice_reveals_nothing_and_sends_a_notice(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    first = await sign_up(client, "ruth@example.org")
    second = await sign_up(client, "RUTH@example.org", role="musician")
    assert first.status_code == second.status_code == 202
    assert first.json() == second.json()
    assert await count(session, User) == 1
    await last_email(session, "ruth@example.org", "account_already_exists")


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"email": "not-an-email"}, "email"),
        ({"password": "short1!"}, "password"),
        ({"password": "alllowercaseletters"}, "password"),
        ({"password": "x" * 129 + "A1!"}, "password"),
        ({"role": ""}, "role"),
        ({"full_name": "   "}, "full_name"),
        ({"role": "church"}, "church_name"),
        ({"is_staff": True}, "is_staff"),
    ],
)
async def test_bad_sign_up_input_is_422_and_writes_nothing(
    client: httpx.AsyncClient, session: AsyncSession, change: dict[str, object], field: str
) -> None:
    body = {
        "email": "ruth@example.org",
        "password": PASSWORD,
        "role": "speaker",
        "full_name": "Ruth",
        **change,
    }
    response = await client.post("/api/auth/signup", json=body)
    assert response.status_code == 422
    assert field in response.json()["error"]["fields"]
    assert await count(session, User) == 0
    assert await count(session, OutboxEmail) == 0


@pytest.mark.parametrize(
    ("given", "stored"),
    [
        ("Musicians", "musician"),
        (" CHURCHES ", "church"),
        ("music", "musician"),
        ("pastor", "speaker"),
    ],
)
async def test_roles_are_normalised(
    client: httpx.AsyncClient, session: AsyncSession, given: str, stored: str
) -> None:
    extra = {"church_name": "Grace"} if stored == "church" else {}
    response = await sign_up(client, "ruth@example.org", role=given, **extra)
    assert response.status_code == 202, response.text
    assert (await session.scalars(select(User))).one().role == stored


async def test_password_reset_flow(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    await sign_up(client, "ruth@example.org")
    old_session = await client.post(
        "/api/auth/signin", json={"email": "ruth@example.org", "password": PASSWORD}
    )
    old_access = old_session.json()["access_token"]

    assert (
        await client.post("/api/auth/password-reset", json={"email": "ruth@example.org"})
    ).status_code == 202
    email = await last_email(session, "ruth@example.org", "password_reset")
    assert "http://steeple.test/password-reset?token_hash=" in email.text_body
    token = await link_token(session, email.to_address, email.kind)

    check = await client.post("/api/auth/verify", json={"token_hash": token, "type": "recovery"})
    assert check.json() == {"type": "recovery", "email": "ruth@example.org", "session": None}

    weak = await client.post(
        "/api/auth/password-reset/confirm", json={"token_hash": token, "password": "weak"}
    )
    assert weak.status_code == 422

    new_password = "Psalm-23-Green"
    done = await client.post(
        "/api/auth/password-reset/confirm", json={"token_hash": token, "password": new_password}
    )
    assert done.status_code == 200, done.text
    assert done.json()["user"]["email_verified"] is True  # the link proved the address
    assert (await client.get("/api/users/me", headers=bearer(old_access))).status_code == 401

    old = await client.post(
        "/api/auth/signin", json={"email": "ruth@example.org", "password": PASSWORD}
    )
    assert old.status_code == 401
    new = await client.post(
        "/api/auth/signin", json={"email": "ruth@example.org", "password": new_password}
    )
    assert new.status_code == 200
    await last_email(session, "ruth@example.org", "password_changed")

    reused = await client.post(
        "/api/auth/password-reset/confirm", json={"token_hash": token, "password": "Another-Pass-9"}
    )
    assert reused.json()["error"]["code"] == "invalid_link"


async def test_reset_for_an_unknown_email_answers_the_same_and_sends_nothing(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await sign_up(client, "ruth@example.org")
    known = await client.post("/api/auth/password-reset", json={"email": "ruth@example.org"})
    unknown = await client.post("/api/auth/password-reset", json={"email": "nobody@example.org"})
    assert known.status_code == unknown.status_code == 202
    assert known.json() == unknown.json()
    emails = await session.scalars(select(OutboxEmail.to_address))
    assert "nobody@example.org" not in emails.all()


async def test_resend_has_a_60_second_cooldown_for_every_address(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await sign_up(client, "ruth@example.org")
    for email in ("ruth@example.org", "nobody@example.org"):
        first = await client.post("/api/auth/resend-verification", json={"email": email})
        assert first.status_code == 202
        second = await client.post("/api/auth/resend-verification", json={"email": email})
        assert second.status_code == 429
        assert 0 < int(second.headers["retry-after"]) <= 60
    sent = await session.scalars(
        select(OutboxEmail).where(OutboxEmail.kind == "email_verification")
    )
    assert len(sent.all()) == 2  # the sign-up's and one resend; nothing for the unknown address


async def test_the_test_router_can_expire_links_for_journeys(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await sign_up(client, "ruth@example.org")
    token = await link_token(session, "ruth@example.org", "email_verification")
    response = await client.post(
        "/api/testing/expire-email-links", params={"email": "ruth@example.org"}
    )
    assert response.json() == {"expired": 1}
    verify = await client.post("/api/auth/verify", json={"token_hash": token, "type": "signup"})
    assert verify.json()["error"]["code"] == "link_expired"
