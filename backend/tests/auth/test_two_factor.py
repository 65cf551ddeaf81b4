"""Two-factor sign-in: enrolling an authenticator app, the code step of sign-in (and of a
password reset), recovery codes, replay and guessing limits, turning it off.

Codes are computed with pyotp at the app's clock, which the tests move."""

import asyncio
import re
from datetime import datetime, timedelta
from typing import Any

import httpx
import pyotp
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.models import Aal, RecoveryCode, TwoFactorFactor
from steeple.auth.tokens import decode_access_token
from steeple.config import Settings
from tests.auth.helpers import PASSWORD, bearer, link_token, signed_up_and_verified
from tests.auth.helpers import sign_up as sign_up_only
from tests.conftest import Clock

EMAIL = "ruth@example.org"
CREDENTIALS = {"email": EMAIL, "password": PASSWORD}
INVALID = ("invalid_code", "Invalid verification code. Please try again.")
EXPIRED = ("challenge_expired", "Your sign-in has expired. Please sign in again.")


def code_at(secret: str, when: datetime) -> str:
    return pyotp.TOTP(secret).at(when)


def error_of(response: httpx.Response) -> tuple[str, str]:
    error = response.json()["error"]
    return error["code"], error["message"]


class Account:
    """A verified account with two-factor sign-in on, and what its owner holds."""

    def __init__(self, access: str, secret: str, recovery_codes: list[str]) -> None:
        self.access = access
        self.secret = secret
        self.recovery_codes = recovery_codes


async def enroll(client: httpx.AsyncClient, access: str) -> dict[str, Any]:
    response = await client.post("/api/auth/two-factor/enroll", headers=bearer(access))
    assert response.status_code == 201, response.text
    enrollment: dict[str, Any] = response.json()
    return enrollment


async def turned_on(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock, email: str = EMAIL
) -> Account:
    access = await signed_up_and_verified(client, session, email)
    secret = (await enroll(client, access))["secret"]
    response = await client.post(
        "/api/auth/two-factor/verify",
        json={"code": code_at(secret, clock.now)},
        headers=bearer(access),
    )
    assert response.status_code == 200, response.text
    # The next code is a later time step: the one just used cannot be used again.
    clock.advance(seconds=30)
    return Account(access, secret, response.json()["recovery_codes"])


async def challenge(client: httpx.AsyncClient, credentials: dict[str, str] = CREDENTIALS) -> str:
    response = await client.post("/api/auth/signin", json=credentials)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["two_factor_required"] is True and body["expires_in"] == 300
    assert "access_token" not in body
    assert "set-cookie" not in response.headers
    token: str = body["challenge_token"]
    return token


async def answer(client: httpx.AsyncClient, token: str, code: str) -> httpx.Response:
    return await client.post(
        "/api/auth/signin/two-factor", json={"challenge_token": token, "code": code}
    )


async def settings_flag(client: httpx.AsyncClient, access: str) -> bool:
    response = await client.get("/api/users/me/settings", headers=bearer(access))
    assert response.status_code == 200
    flag: bool = response.json()["two_factor_enabled"]
    return flag


async def status_of(client: httpx.AsyncClient, access: str) -> dict[str, Any]:
    response = await client.get("/api/auth/two-factor", headers=bearer(access))
    assert response.status_code == 200
    body: dict[str, Any] = response.json()
    return body


# ---- enrolling --------------------------------------------------------------------------------


async def test_enrolling_shows_the_secret_once_and_the_first_code_turns_it_on(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    access = await signed_up_and_verified(client, session, EMAIL)
    assert await status_of(client, access) == {
        "enabled": False,
        "factor": None,
        "recovery_codes_left": 0,
    }

    enrollment = await enroll(client, access)
    secret = enrollment["secret"]
    assert re.fullmatch(r"[A-Z2-7]{32}", secret)
    assert enrollment["otpauth_uri"] == pyotp.TOTP(secret).provisioning_uri(
        name=EMAIL, issuer_name="Steeple"
    )
    assert enrollment["qr_svg"].startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    pending = await status_of(client, access)
    assert pending["enabled"] is False
    assert pending["factor"]["id"] == enrollment["factor_id"]
    assert (pending["factor"]["type"], pending["factor"]["status"]) == ("totp", "unverified")
    assert await settings_flag(client, access) is False

    wrong = await client.post(
        "/api/auth/two-factor/verify", json={"code": "000000"}, headers=bearer(access)
    )
    assert wrong.status_code == 400 and error_of(wrong) == INVALID
    verified = await client.post(
        "/api/auth/two-factor/verify",
        json={"code": code_at(secret, clock.now)},
        headers=bearer(access),
    )
    assert verified.status_code == 200, verified.text
    codes = verified.json()["recovery_codes"]
    assert len(codes) == len(set(codes)) == 10
    assert all(re.fullmatch(r"[A-Z0-9]{6}", code) for code in codes)

    status = await status_of(client, access)
    assert status["enabled"] is True and status["factor"]["status"] == "verified"
    assert status["recovery_codes_left"] == 10
    assert secret not in str(status)
    assert await settings_flag(client, access) is True
    # Stored: the secret for checking codes, but the recovery codes only as hashes.
    stored = (await session.scalars(select(RecoveryCode.code_hash))).all()
    assert len(stored) == 10 and not set(codes) & set(stored)

    again = await client.post("/api/auth/two-factor/enroll", headers=bearer(access))
    assert again.status_code == 409 and error_of(again)[0] == "two_factor_already_enabled"
    clock.advance(seconds=30)
    reverify = await client.post(
        "/api/auth/two-factor/verify",
        json={"code": code_at(secret, clock.now)},
        headers=bearer(access),
    )
    assert reverify.status_code == 409


async def test_enrolling_needs_a_verified_email(client: httpx.AsyncClient) -> None:
    await sign_up_only(client, EMAIL)
    access = (await client.post("/api/auth/signin", json=CREDENTIALS)).json()["access_token"]
    response = await client.post("/api/auth/two-factor/enroll", headers=bearer(access))
    assert response.status_code == 403 and error_of(response)[0] == "email_not_verified"
    assert (await status_of(client, access))["factor"] is None


async def test_a_code_without_a_setup_started_is_refused(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    access = await signed_up_and_verified(client, session, EMAIL)
    response = await client.post(
        "/api/auth/two-factor/verify", json={"code": "123456"}, headers=bearer(access)
    )
    assert response.status_code == 409 and error_of(response)[0] == "no_enrollment_pending"


async def test_starting_setup_again_replaces_the_secret(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    access = await signed_up_and_verified(client, session, EMAIL)
    first = await enroll(client, access)
    second = await enroll(client, access)
    assert first["secret"] != second["secret"]
    assert first["factor_id"] == second["factor_id"]
    stale = await client.post(
        "/api/auth/two-factor/verify",
        json={"code": code_at(first["secret"], clock.now)},
        headers=bearer(access),
    )
    assert stale.status_code == 400
    fresh = await client.post(
        "/api/auth/two-factor/verify",
        json={"code": code_at(second["secret"], clock.now)},
        headers=bearer(access),
    )
    assert fresh.status_code == 200


# ---- signing in ------------------------------------------------------------------------------


async def test_sign_in_asks_for_a_code_and_a_used_code_cannot_be_replayed(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock, settings: Settings
) -> None:
    account = await turned_on(client, session, clock)
    client.cookies.clear()

    token = await challenge(client)
    wrong = await answer(client, token, "000000")
    assert wrong.status_code == 400 and error_of(wrong) == INVALID
    assert "set-cookie" not in wrong.headers

    code = code_at(account.secret, clock.now)
    signed_in = await answer(client, token, f"{code[:3]} {code[3:]}")
    assert signed_in.status_code == 200, signed_in.text
    access = signed_in.json()["access_token"]
    assert signed_in.json()["user"]["email"] == EMAIL
    assert client.cookies.get("steeple_refresh")
    assert decode_access_token(settings.secret_key, access, clock.now).aal is Aal.aal2
    assert (await client.get("/api/users/me", headers=bearer(access))).status_code == 200
    # The challenge is used up.
    assert error_of(await answer(client, token, code)) == EXPIRED

    # The same code on a new sign-in within its window: refused.
    replay = await answer(client, await challenge(client), code)
    assert replay.status_code == 400 and error_of(replay) == INVALID
    # So is the code of the step before (within the drift allowed, but not after a later one).
    earlier = code_at(account.secret, clock.now - timedelta(seconds=30))
    assert (await answer(client, await challenge(client), earlier)).status_code == 400
    clock.advance(seconds=30)
    later = await answer(client, await challenge(client), code_at(account.secret, clock.now))
    assert later.status_code == 200


async def test_a_phone_clock_one_step_off_is_accepted_two_steps_not(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    clock.advance(minutes=5)
    behind = code_at(account.secret, clock.now - timedelta(seconds=30))
    assert (await answer(client, await challenge(client), behind)).status_code == 200
    clock.advance(minutes=5)
    far = code_at(account.secret, clock.now - timedelta(seconds=60))
    assert (await answer(client, await challenge(client), far)).status_code == 400
    ahead = code_at(account.secret, clock.now + timedelta(seconds=30))
    assert (await answer(client, await challenge(client), ahead)).status_code == 200


async def test_a_recovery_code_signs_in_once(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    recovery = account.recovery_codes[0]
    typed = f"{recovery[:3].lower()}-{recovery[3:].lower()}"
    signed_in = await answer(client, await challenge(client), typed)
    assert signed_in.status_code == 200, signed_in.text
    assert (await status_of(client, account.access))["recovery_codes_left"] == 9

    reused = await answer(client, await challenge(client), recovery)
    assert reused.status_code == 400 and error_of(reused) == INVALID
    other = await answer(client, await challenge(client), account.recovery_codes[1])
    assert other.status_code == 200


async def test_five_wrong_codes_end_the_sign_in(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    token = await challenge(client)
    for _ in range(5):
        assert error_of(await answer(client, token, "000000")) == INVALID
    right = await answer(client, token, code_at(account.secret, clock.now))
    assert right.status_code == 401 and error_of(right) == EXPIRED
    # Signing in again starts over.
    fresh = await answer(client, await challenge(client), code_at(account.secret, clock.now))
    assert fresh.status_code == 200


async def test_a_challenge_lasts_five_minutes_and_unknown_ones_are_refused(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    token = await challenge(client)
    clock.advance(minutes=5, seconds=1)
    late = await answer(client, token, code_at(account.secret, clock.now))
    assert late.status_code == 401 and error_of(late) == EXPIRED
    unknown = await answer(client, "not-a-real-token", code_at(account.secret, clock.now))
    assert unknown.status_code == 401 and error_of(unknown) == EXPIRED


async def test_code_guessing_is_rate_limited_per_account(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    statuses = []
    for _ in range(3):
        token = await challenge(client)
        for _ in range(4):
            statuses.append((await answer(client, token, "000000")).status_code)
    assert statuses == [400] * 10 + [429] * 2
    # The right code too, until the window has passed.
    token = await challenge(client)
    assert (await answer(client, token, code_at(account.secret, clock.now))).status_code == 429


@pytest.mark.commits
async def test_two_sign_ins_racing_with_one_code_let_one_through(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    first, second = await challenge(client), await challenge(client)
    code = code_at(account.secret, clock.now)
    answers = await asyncio.gather(answer(client, first, code), answer(client, second, code))
    assert sorted(response.status_code for response in answers) == [200, 400]


async def test_without_two_factor_sign_in_answers_a_session_at_aal1(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock, settings: Settings
) -> None:
    await signed_up_and_verified(client, session, EMAIL)
    response = await client.post("/api/auth/signin", json=CREDENTIALS)
    assert response.status_code == 200 and "two_factor_required" not in response.json()
    claims = decode_access_token(settings.secret_key, response.json()["access_token"], clock.now)
    assert claims.aal is Aal.aal1


async def test_refreshing_keeps_the_session_s_level(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock, settings: Settings
) -> None:
    account = await turned_on(client, session, clock)
    # Turning it on raised the enrolling session to aal2 as well.
    refreshed = await client.post("/api/auth/refresh")
    assert refreshed.status_code == 200
    access = refreshed.json()["access_token"]
    assert decode_access_token(settings.secret_key, access, clock.now).aal is Aal.aal2

    client.cookies.clear()
    await answer(client, await challenge(client), code_at(account.secret, clock.now))
    clock.advance(minutes=1)
    refreshed = await client.post("/api/auth/refresh")
    access = refreshed.json()["access_token"]
    assert decode_access_token(settings.secret_key, access, clock.now).aal is Aal.aal2


async def test_a_password_reset_continues_with_the_code_step(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    client.cookies.clear()
    assert (await client.post("/api/auth/password-reset", json={"email": EMAIL})).status_code == 202
    link = await link_token(session, EMAIL, "password_reset")
    new_password = "Psalm-23-Green"
    reset = await client.post(
        "/api/auth/password-reset/confirm", json={"token_hash": link, "password": new_password}
    )
    assert reset.status_code == 200, reset.text
    body = reset.json()
    assert body["two_factor_required"] is True and "access_token" not in body
    assert "set-cookie" not in reset.headers
    # The password has changed all the same.
    await challenge(client, {"email": EMAIL, "password": new_password})
    assert (await client.post("/api/auth/signin", json=CREDENTIALS)).status_code == 401

    signed_in = await answer(client, body["challenge_token"], code_at(account.secret, clock.now))
    assert signed_in.status_code == 200


# ---- managing it -----------------------------------------------------------------------------


async def test_turning_it_off_needs_a_current_code(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    access = account.access
    wrong = await client.post(
        "/api/auth/two-factor/disable", json={"code": "000000"}, headers=bearer(access)
    )
    assert wrong.status_code == 400 and error_of(wrong) == INVALID
    missing = await client.post("/api/auth/two-factor/disable", json={}, headers=bearer(access))
    assert missing.status_code == 422
    assert (await status_of(client, access))["enabled"] is True

    off = await client.post(
        "/api/auth/two-factor/disable",
        json={"code": code_at(account.secret, clock.now)},
        headers=bearer(access),
    )
    assert off.status_code == 204
    assert await status_of(client, access) == {
        "enabled": False,
        "factor": None,
        "recovery_codes_left": 0,
    }
    assert await settings_flag(client, access) is False
    assert (await session.scalar(select(TwoFactorFactor))) is None
    signed_in = await client.post("/api/auth/signin", json=CREDENTIALS)
    assert "access_token" in signed_in.json()

    again = await client.post(
        "/api/auth/two-factor/disable", json={"code": "000000"}, headers=bearer(access)
    )
    assert again.status_code == 409 and error_of(again)[0] == "two_factor_not_enabled"


async def test_a_recovery_code_can_turn_it_off(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    off = await client.post(
        "/api/auth/two-factor/disable",
        json={"code": account.recovery_codes[3]},
        headers=bearer(account.access),
    )
    assert off.status_code == 204
    assert await settings_flag(client, account.access) is False


async def test_new_recovery_codes_void_the_old_ones(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    url = "/api/auth/two-factor/recovery-codes"
    # A recovery code cannot mint new ones: that takes the authenticator.
    by_recovery = await client.post(
        url, json={"code": account.recovery_codes[0]}, headers=bearer(account.access)
    )
    assert by_recovery.status_code == 400 and error_of(by_recovery) == INVALID
    fresh = await client.post(
        url, json={"code": code_at(account.secret, clock.now)}, headers=bearer(account.access)
    )
    assert fresh.status_code == 200
    codes = fresh.json()["recovery_codes"]
    assert len(set(codes)) == 10 and not set(codes) & set(account.recovery_codes)
    assert (await status_of(client, account.access))["recovery_codes_left"] == 10

    old = await answer(client, await challenge(client), account.recovery_codes[1])
    assert old.status_code == 400
    new = await answer(client, await challenge(client), codes[0])
    assert new.status_code == 200


async def test_managing_codes_is_rate_limited(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    statuses = [
        (
            await client.post(
                "/api/auth/two-factor/disable",
                json={"code": "000000"},
                headers=bearer(account.access),
            )
        ).status_code
        for _ in range(10)
    ]
    assert statuses == [400] * 9 + [429]


@pytest.mark.parametrize("code", ["", "x" * 65])
async def test_a_code_of_no_plausible_length_is_a_validation_error(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock, code: str
) -> None:
    account = await turned_on(client, session, clock)
    response = await client.post(
        "/api/auth/two-factor/disable", json={"code": code}, headers=bearer(account.access)
    )
    assert response.status_code == 422


async def test_turning_it_off_ends_sign_ins_waiting_for_a_code(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    waiting = await challenge(client)
    off = await client.post(
        "/api/auth/two-factor/disable",
        json={"code": code_at(account.secret, clock.now)},
        headers=bearer(account.access),
    )
    assert off.status_code == 204
    late = await answer(client, waiting, account.recovery_codes[0])
    assert late.status_code == 401 and error_of(late) == EXPIRED
