"""Migration 0010 gives every existing user a settings row with the spec's defaults."""

import sqlite3
import uuid
from pathlib import Path

from steeple.migrate import upgrade


def test_existing_users_get_default_settings(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    upgrade(f"sqlite+aiosqlite:///{path}", "0009")
    ids = [uuid.uuid4().hex for _ in range(2)]
    db = sqlite3.connect(path)
    now = "2026-11-01 10:00:00.000000"
    for index, user_id in enumerate(ids):
        db.execute(
            "INSERT INTO users (id, email, password_hash, role, full_name, needs_onboarding,"
            " is_staff, created_at, updated_at) VALUES (?, ?, 'x', 'speaker', 'Ann', 0, 0, ?, ?)",
            (user_id, f"u{index}@example.org", now, now),
        )
    db.commit()

    upgrade(f"sqlite+aiosqlite:///{path}")
    rows = db.execute(
        "SELECT user_id, language, timezone, email_notifications, allow_member_messages,"
        " email_digest_frequency, digest_sent_for FROM user_settings ORDER BY user_id"
    ).fetchall()
    assert rows == [
        (user_id, "en", "America/New_York", 1, 1, "weekly", None) for user_id in sorted(ids)
    ]
