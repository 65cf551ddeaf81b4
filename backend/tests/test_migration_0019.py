"""Migration 0019 seals every existing TOTP secret with the server's SECRET_KEY, and keeps the
recovery codes made before it (their plaintext is unknown: they stay SHA-256, the legacy path)."""

import sqlite3
import uuid
from pathlib import Path

from steeple.config import Environment, Settings
from steeple.crypto import unseal
from steeple.migrate import upgrade

SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"
LEGACY_HASH = "a" * 64


def test_existing_totp_secrets_are_sealed_with_the_servers_key(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    url = f"sqlite+aiosqlite:///{path}"
    upgrade(url, "0018")
    user_id, factor_id = uuid.uuid4().hex, uuid.uuid4().hex
    db = sqlite3.connect(path)
    now = "2026-11-01 10:00:00.000000"
    db.execute(
        "INSERT INTO users (id, email, password_hash, role, full_name, needs_onboarding,"
        " is_staff, created_at, updated_at) VALUES (?, 'a@example.org', 'x', 'speaker', 'Ann',"
        " 0, 0, ?, ?)",
        (user_id, now, now),
    )
    db.execute(
        "INSERT INTO auth_two_factor_factors (id, user_id, friendly_name, secret, status,"
        " created_at) VALUES (?, ?, 'Authenticator App', ?, 'verified', ?)",
        (factor_id, user_id, SECRET, now),
    )
    db.execute(
        "INSERT INTO auth_recovery_codes (user_id, code_hash, created_at) VALUES (?, ?, ?)",
        (user_id, LEGACY_HASH, now),
    )
    db.commit()

    settings = Settings(
        environment=Environment.test, database_url=url, secret_key="the-servers-own-secret-key"
    )
    upgrade(url, settings=settings)

    [(sealed,)] = db.execute("SELECT sealed_secret FROM auth_two_factor_factors").fetchall()
    assert SECRET not in sealed
    assert unseal(sealed, purpose="two-factor secret", settings=settings) == SECRET
    assert db.execute("SELECT code_hash FROM auth_recovery_codes").fetchall() == [(LEGACY_HASH,)]
