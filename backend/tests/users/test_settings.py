"""/api/users/me/settings: the caller's own settings (spec 02 §2.5), honoured on the server."""

from datetime import timedelta

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.users.models import UserSettings
from tests.auth.helpers import bearer
from tests.conftest import Clock
from tests.factories import Actors, access_token, make_application, make_opportunity

DEFAULTS = {
    "language": "en",
    "timezone": "America/New_York",
    "email_notifications": True,
    "allow_member_messages": True,
    "email_digest_frequency": "weekly",
    "two_factor_enabled": False,
}


async def test_a_new_account_has_the_spec_defaults(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    response = await client.get("/api/users/me/settings", headers=actors.speaker.headers)
    assert response.status_code == 200
    body = response.json()
    assert {key: body[key] for key in DEFAULTS} == DEFAULTS
    assert body["created_at"] and body["updated_at"]


async def test_a_change_is_saved_and_a_field_left_out_stays(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    headers = actors.speaker.headers
    first = await client.patch(
        "/api/users/me/settings",
        json={"language": "es", "timezone": "America/Los_Angeles"},
        headers=headers,
    )
    assert first.status_code == 200, first.text
    second = await client.patch(
        "/api/users/me/settings",
        json={"email_digest_frequency": "never", "allow_member_messages": False},
        headers=headers,
    )
    assert second.status_code == 200, second.text
    saved = (await client.get("/api/users/me/settings", headers=headers)).json()
    assert {key: saved[key] for key in DEFAULTS} == {
        **DEFAULTS,
        "language": "es",
        "timezone": "America/Los_Angeles",
        "email_digest_frequency": "never",
        "allow_member_messages": False,
    }
    assert saved == second.json()


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"timezone": "Europe/London"}, "timezone"),  # a real zone, but not one offered
        ({"timezone": "America/Phoenix"}, "timezone"),
        ({"language": "de"}, "language"),
        ({"language": "EN"}, "language"),
        ({"email_digest_frequency": "monthly"}, "email_digest_frequency"),
        ({"email_notifications": "sometimes"}, "email_notifications"),
        ({"language": None}, "language"),
        ({"two_factor_enabled": False}, "two_factor_enabled"),  # two-factor has its own steps
        ({"sms_notifications": True}, "sms_notifications"),
        ({"user_id": "00000000-0000-0000-0000-000000000000"}, "user_id"),
        ({"language": "fr", "colour": "blue"}, "colour"),  # one bad field spoils the lot
    ],
)
async def test_anything_not_offered_is_a_422_and_changes_nothing(
    client: httpx.AsyncClient, actors: Actors, body: dict[str, object], field: str
) -> None:
    headers = actors.speaker.headers
    before = (await client.get("/api/users/me/settings", headers=headers)).json()
    response = await client.patch("/api/users/me/settings", json=body, headers=headers)
    assert response.status_code == 422
    assert field in response.json()["error"]["fields"]
    assert (await client.get("/api/users/me/settings", headers=headers)).json() == before


def test_settings_hold_no_sms_or_push_switch_that_nothing_honours() -> None:
    # Spec 01 listed them; Steeple sends neither, and spec 02's settings offer neither.
    columns = set(UserSettings.__table__.columns.keys())
    assert not {"sms_notifications", "push_notifications"} & columns


async def test_a_change_touches_only_the_callers_row(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    before = (await client.get("/api/users/me/settings", headers=actors.musician.headers)).json()
    changed = await client.patch(
        "/api/users/me/settings",
        json={"language": "fr", "timezone": "UTC", "email_notifications": False},
        headers=actors.speaker.headers,
    )
    assert changed.status_code == 200
    after = (await client.get("/api/users/me/settings", headers=actors.musician.headers)).json()
    assert after == before
    mine = (await client.get("/api/users/me/settings", headers=actors.speaker.headers)).json()
    assert (mine["language"], mine["timezone"], mine["email_notifications"]) == ("fr", "UTC", False)


async def test_signed_out_callers_have_no_settings(client: httpx.AsyncClient) -> None:
    assert (await client.get("/api/users/me/settings")).status_code == 401
    refused = await client.patch("/api/users/me/settings", json={"language": "fr"})
    assert refused.status_code == 401


async def test_talent_count_their_monthly_applications_in_their_own_timezone(
    client: httpx.AsyncClient, app: FastAPI, actors: Actors, clock: Clock
) -> None:
    church, speaker = actors.church_admin.church, actors.speaker.user
    assert church is not None and speaker is not None
    # 06:00 UTC on December 1st: still November 30th until 05:00 UTC in Eastern time.
    clock.now = clock.now.replace(month=12, day=1, hour=6, minute=0)
    sent_at = clock.now - timedelta(hours=3)  # 03:00 UTC: December in UTC, November in Eastern
    async with app.state.sessionmaker() as db, db.begin():
        for n in range(5):
            opportunity = await make_opportunity(db, church, clock.now, title=f"Night {n}")
            await make_application(db, opportunity, speaker, applied_at=sent_at)
        headers = bearer(await access_token(db, app.state.settings, speaker, clock.now))

    async def left() -> int:
        summary = await client.get("/api/applications/summary", headers=headers)
        assert summary.status_code == 200, summary.text
        count: int = summary.json()["applications_left"]
        return count

    assert await left() == 5  # Eastern, the default: those were last month's
    await client.patch("/api/users/me/settings", json={"timezone": "UTC"}, headers=headers)
    assert await left() == 0
    chicago = {"timezone": "America/Chicago"}
    await client.patch("/api/users/me/settings", json=chicago, headers=headers)
    assert await left() == 5


async def test_an_account_without_a_settings_row_reads_the_defaults_and_its_first_change_saves(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    """Reading is a GET, which writes nothing: the defaults are shown unsaved, dated from the
    account, and saved with the first change."""
    speaker = actors.speaker.user
    assert speaker is not None
    await session.execute(delete(UserSettings).where(UserSettings.user_id == speaker.id))
    await session.commit()
    mine = "/api/users/me/settings"
    shown = await client.get(mine, headers=actors.speaker.headers)
    assert shown.status_code == 200, shown.text
    assert (shown.json()["language"], shown.json()["email_notifications"]) == ("en", True)
    saved = select(UserSettings.id).where(UserSettings.user_id == speaker.id)
    assert await session.scalar(saved) is None

    changed = await client.patch(mine, json={"language": "es"}, headers=actors.speaker.headers)
    assert changed.status_code == 200, changed.text
    assert await session.scalar(saved) is not None
    assert (await client.get(mine, headers=actors.speaker.headers)).json()["language"] == "es"
