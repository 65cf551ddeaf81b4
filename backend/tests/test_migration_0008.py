"""Migration 0008 moves today's rows: each church account becomes the admin of its church, and a
paid plan becomes a subscription (SQLite; the schema itself is checked on both databases)."""

import sqlite3
import uuid
from pathlib import Path

from steeple.migrate import upgrade


def test_church_accounts_become_admins_and_plans_become_subscriptions(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    upgrade(f"sqlite+aiosqlite:///{path}", "0007")
    with_profile, without_profile, pro = (uuid.uuid4().hex for _ in range(3))
    church_id = uuid.uuid4().hex
    db = sqlite3.connect(path)
    now = "2026-11-01 10:00:00.000000"
    for user_id, email, role, plan in (
        (with_profile, "a@example.org", "church", "church_premium"),
        (without_profile, "b@example.org", "church", "free"),
        (pro, "c@example.org", "speaker", "speaker_pro"),
    ):
        db.execute(
            "INSERT INTO users (id, email, password_hash, role, full_name, church_name, plan, "
            "needs_onboarding, city, state, is_staff, created_at, updated_at) "
            "VALUES (?, ?, 'x', ?, 'Ann Lee', 'Hope Chapel', ?, 0, 'Dayton', 'OH', 0, ?, ?)",
            (user_id, email, role, plan, now, now),
        )
    db.execute("UPDATE users SET profile_photo = '/media/logo.webp' WHERE id = ?", (with_profile,))
    db.execute(
        "INSERT INTO churches (id, user_id, church_name, contact_name, theme, primary_color, "
        "created_at, updated_at) "
        "VALUES (?, ?, 'Grace Fellowship', 'Ann', 'green', '#10B981', ?, ?)",
        (church_id, with_profile, now, now),
    )
    db.execute(
        "INSERT INTO talent_profiles (user_id, topics, instruments, genres, skills, love_offering,"
        " listed, rank, search_name, search_text, topics_text, skills_text, instruments_text,"
        " genres_text, place_text, created_at, updated_at) "
        "VALUES (?, '[]', '[]', '[]', '[]', 0, 1, 0, ' ', ' ', ' ', ' ', ' ', ' ', ' ', ?, ?)",
        (pro, now, now),
    )
    db.commit()

    upgrade(f"sqlite+aiosqlite:///{path}")
    members = db.execute(
        "SELECT m.user_id, m.role, c.church_name, c.city FROM church_members m "
        "JOIN churches c ON c.id = m.church_id ORDER BY c.church_name"
    ).fetchall()
    assert members == [
        (with_profile, "admin", "Grace Fellowship", "Dayton"),
        (without_profile, "admin", "Hope Chapel", "Dayton"),  # its church is made now
    ]
    subscriptions = db.execute(
        "SELECT church_id, user_id, plan_key, status FROM subscriptions ORDER BY plan_key"
    ).fetchall()
    assert subscriptions == [
        (church_id, None, "church_monthly", "active"),
        (None, pro, "speaker_monthly", "active"),
    ]
    # The unverified speaker leaves the directory (listed now asks for a verified email), and
    # the rank is Pro plus the completeness rule of this revision (name and place: 2 of 8).
    assert db.execute("SELECT is_pro, listed, rank FROM talent_profiles").fetchone() == (1, 0, 1025)
    # The church account's photo became the church's, and only the church's.
    assert db.execute(
        "SELECT c.photo, u.profile_photo FROM churches c JOIN church_members m "
        "ON m.church_id = c.id JOIN users u ON u.id = m.user_id WHERE u.id = ?",
        (with_profile,),
    ).fetchone() == ("/media/logo.webp", None)
    db.close()
