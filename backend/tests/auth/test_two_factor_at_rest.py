"""What two-factor sign-in keeps in the database cannot be used from a copy of it: the TOTP
secret is sealed under SECRET_KEY, the recovery codes are argon2id hashes. Recovery codes made
before migration 0019 (SHA-256) still work, once each, until the user makes new ones."""

import hashlib

import httpx
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.models import RecoveryCode, TwoFactorFactor
from steeple.db import utcnow
from tests.auth.test_two_factor import (
    INVALID,
    answer,
    challenge,
    error_of,
    status_of,
    turned_on,
)
from tests.conftest import Clock


async def test_the_stored_secret_is_not_the_secret_and_codes_are_argon2_hashes(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)

    [stored_factor] = (await session.execute(select(TwoFactorFactor.__table__))).all()
    assert not any(account.secret in str(value) for value in stored_factor)
    hashes = (await session.scalars(select(RecoveryCode.code_hash))).all()
    assert len(hashes) == 10 and all(value.startswith("$argon2id$") for value in hashes)
    assert not any(code in value for value in hashes for code in account.recovery_codes)

    # The sealed secret still checks codes, and a hashed recovery code still signs in once.
    recovery = account.recovery_codes[3]
    assert (await answer(client, await challenge(client), recovery)).status_code == 200
    reused = await answer(client, await challenge(client), recovery)
    assert reused.status_code == 400 and error_of(reused) == INVALID


async def test_a_legacy_sha256_recovery_code_signs_in_once(
    client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    account = await turned_on(client, session, clock)
    factor = await session.scalar(select(TwoFactorFactor))
    assert factor is not None
    # As migration 0019 left a code made before it: the SHA-256 of "<user id>:<code>".
    legacy = "K7M2QX"
    await session.execute(
        update(RecoveryCode)
        .where(RecoveryCode.id == select(RecoveryCode.id).limit(1).scalar_subquery())
        .values(code_hash=hashlib.sha256(f"{factor.user_id}:{legacy}".encode()).hexdigest())
    )
    await session.commit()

    assert (await answer(client, await challenge(client), legacy.lower())).status_code == 200
    assert (await status_of(client, account.access))["recovery_codes_left"] == 9
    reused = await answer(client, await challenge(client), legacy)
    assert reused.status_code == 400 and error_of(reused) == INVALID
    used = await session.scalar(select(RecoveryCode).where(RecoveryCode.used_at.is_not(None)))
    assert used is not None and used.used_at is not None and used.used_at <= utcnow()
