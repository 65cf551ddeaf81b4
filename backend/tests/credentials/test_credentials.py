"""Credentials: added with evidence or a referee, reviewed by staff or a check provider, shown as
badges that never carry the evidence or the review's notes, expiring in the holder's time zone."""

import io
import json
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from PIL import Image
from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from steeple.credentials import service
from steeple.credentials.models import (
    Credential,
    CredentialCheckEvent,
    CredentialKind,
    CredentialStatus,
)
from steeple.credentials.providers import SIGNATURE_HEADER, BuiltInChecks
from steeple.email.models import OutboxEmail
from steeple.users.models import UserSettings
from tests.conftest import Clock
from tests.factories import Actors, make_credential, make_opportunity

pytestmark = pytest.mark.usefixtures("app")


def _png() -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (30, 20), (20, 100, 60)).save(output, format="PNG")
    return output.getvalue()


def _form(**changes: Any) -> dict[str, Any]:
    return {
        "kind": "background_check",
        "title": "Background check",
        "issuer": "Sterling Volunteers",
        "issued_on": "2026-03-10",
        **changes,
    }


async def _add(
    client: httpx.AsyncClient, headers: dict[str, str], evidence: bytes | None = None, **form: Any
) -> httpx.Response:
    files = [("evidence", ("check.png", evidence or _png(), "image/png"))]
    return await client.post(
        "/api/credentials",
        data=_form(**form),
        files=files if evidence != b"" else None,
        headers=headers,
    )


def _private(settings: Settings) -> list[Path]:
    folder = settings.media_dir / "private"
    return sorted(folder.iterdir()) if folder.is_dir() else []


def _keys(value: Any) -> set[str]:
    """Every key anywhere in a JSON value."""
    if isinstance(value, dict):
        return set(value) | {key for item in value.values() for key in _keys(item)}
    if isinstance(value, list):
        return {key for item in value for key in _keys(item)}
    return set()


async def test_a_verified_check_shows_as_a_badge_with_who_verified_it_and_valid_until(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    added = await _add(client, actors.speaker.headers)
    assert added.status_code == 201, added.text
    credential = added.json()
    # No expiry given: a background check is good for 36 months.
    assert credential["status"] == "pending" and credential["expires_on"] == "2029-03-10"
    profile = f"/api/profiles/speakers/{actors.speaker.id}"
    [badge] = (await client.get(profile)).json()["badges"]
    assert badge["standing"] == "self_reported" and badge["verified_by"] is None

    verified = await client.post(
        f"/api/admin/credentials/{credential['id']}/verify",
        json={"note": "Matched the issuer's portal; case 4471"},
        headers=actors.staff.headers,
    )
    assert verified.status_code == 200, verified.text
    shown = (await client.get(profile)).json()
    [badge] = shown["badges"]
    assert badge["standing"] == "verified" and badge["verified_by"] == "Steeple staff"
    assert badge["valid_until"] == "2029-03-10" and badge["verified_at"] is not None
    # Nothing private in anything public: the profile, the directory's card.
    directory = (await client.get("/api/profiles/speakers", params={"q": ""})).json()
    for public in (shown, directory):
        text = json.dumps(public)
        assert not _keys(public) & {"evidence_filename", "review_note", "rejection_reason"}
        assert "case 4471" not in text and "check.png" not in text


async def test_a_credential_moves_only_through_its_allowed_states(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, settings: Settings
) -> None:
    staff = actors.staff.headers
    verified = await make_credential(session, actors.speaker.id, settings.media_dir)
    rejected = await make_credential(session, actors.speaker.id, settings.media_dir)
    await session.commit()

    def move(credential: Credential, to: str) -> str:
        return f"/api/admin/credentials/{credential.id}/{to}"

    assert (await client.post(move(verified, "verify"), json={}, headers=staff)).status_code == 200
    reason = {"reason": "The scan is cut off"}
    assert (
        await client.post(move(rejected, "reject"), json=reason, headers=staff)
    ).status_code == 200
    for credential, to, body in (
        (verified, "verify", {}),
        (verified, "reject", reason),
        (rejected, "verify", {}),
        (rejected, "reject", reason),
    ):
        answer = await client.post(move(credential, to), json=body, headers=staff)
        assert answer.status_code == 409, (to, answer.text)
    ids = {verified.id: "verified", rejected.id: "rejected"}
    rows = await session.execute(
        select(Credential.id, Credential.status).where(Credential.id.in_(ids))
    )
    statuses = {row.id: row.status for row in rows}
    assert statuses == ids
    # The holder reads why; the public never sees a rejected one.
    mine = (await client.get("/api/credentials", headers=actors.speaker.headers)).json()
    assert {item["rejection_reason"] for item in mine} == {None, "The scan is cut off"}
    badges = (await client.get(f"/api/profiles/speakers/{actors.speaker.id}")).json()["badges"]
    assert [badge["standing"] for badge in badges] == ["verified"]


@pytest.mark.parametrize(
    ("form", "evidence", "field"),
    [
        ({"expires_on": "2026-01-01"}, None, "expires_on"),  # before the issue date
        ({"issued_on": "2027-06-01"}, None, "issued_on"),  # in the future
        ({}, b"<html><script>alert(1)</script></html>", "evidence"),
        ({}, b"", "evidence"),  # a check needs its evidence
        ({"kind": "reference"}, None, "referee_email"),  # a reference needs its referee
        ({"kind": "diploma"}, None, "kind"),
        ({"title": ""}, None, "title"),
    ],
)
async def test_bad_input_is_refused_and_nothing_is_stored(
    client: httpx.AsyncClient,
    session: AsyncSession,
    actors: Actors,
    settings: Settings,
    form: dict[str, str],
    evidence: bytes | None,
    field: str,
) -> None:
    refused = await _add(client, actors.speaker.headers, evidence, **form)
    assert refused.status_code == 422, refused.text
    assert field in refused.json()["error"]["fields"]
    assert await session.scalar(select(func.count()).select_from(Credential)) == 0
    assert _private(settings) == []


async def test_churches_cannot_add_credentials_nor_read_anyone_elses_evidence(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, settings: Settings
) -> None:
    refused = await _add(client, actors.church_admin.headers)
    assert refused.status_code == 403
    credential = await make_credential(session, actors.speaker.id, settings.media_dir)
    await session.commit()
    evidence = f"/api/credentials/{credential.id}/evidence"
    assert (await client.get(evidence, headers=actors.speaker.headers)).status_code == 200
    assert (await client.get(evidence, headers=actors.staff.headers)).status_code == 200
    for outsider in (actors.musician, actors.church_admin, actors.signed_out):
        assert (await client.get(evidence, headers=outsider.headers)).status_code in (401, 404)


async def test_a_referee_answers_once_through_the_emailed_link_then_staff_verify(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors
) -> None:
    added = await client.post(
        "/api/credentials",
        data=_form(
            kind="reference",
            title="Pastoral reference",
            issuer="First Baptist Church",
            referee_name="Pastor Ann Lee",
            referee_email="ann.lee@example.org",
        ),
        headers=actors.speaker.headers,
    )
    assert added.status_code == 201, added.text
    credential_id = added.json()["id"]
    verify = f"/api/admin/credentials/{credential_id}/verify"
    early = await client.post(verify, json={}, headers=actors.staff.headers)
    assert early.status_code == 409 and early.json()["error"]["code"] == "reference_unanswered"
    email = await session.scalar(
        select(OutboxEmail).where(OutboxEmail.to_address == "ann.lee@example.org")
    )
    assert email is not None and email.kind == "reference_request"
    # The stored body never holds the link's token; the one sent does.
    text, _html = service_bodies(email, client)
    token = text.split("/references/")[1].split()[0]
    assert token not in email.text_body
    link = f"/api/references/{token}"
    assert (await client.get(link)).json()["answered"] is False
    answer = {
        "relationship": "Her pastor for six years",
        "statement": "She has preached for us many times and prepares with great care.",
    }
    assert (await client.post(link, json=answer)).status_code == 200
    again = await client.post(link, json={**answer, "statement": "Changed my mind entirely here."})
    assert again.status_code == 409
    assert (await client.get("/api/references/not-a-token")).status_code == 404
    verified = await client.post(verify, json={}, headers=actors.staff.headers)
    assert verified.status_code == 200
    assert verified.json()["referee_statement"] == answer["statement"]


def service_bodies(email: OutboxEmail, client: httpx.AsyncClient) -> tuple[str, str]:
    from steeple.email.service import bodies_to_send

    app_settings = client._transport.app.state.settings  # type: ignore[attr-defined]
    return bodies_to_send(email, app_settings)


async def test_expiry_flips_on_the_right_day_in_the_holders_time_zone_and_warns_before(
    session: AsyncSession, actors: Actors, settings: Settings
) -> None:
    await session.execute(
        update(UserSettings)
        .where(UserSettings.user_id == actors.speaker.id)
        .values(timezone="America/Los_Angeles")
    )
    credential = await make_credential(
        session,
        actors.speaker.id,
        settings.media_dir,
        status=CredentialStatus.verified,
        expires_on=date(2027, 3, 31),
    )
    await session.commit()

    async def run(moment: datetime) -> str:
        await service.expire_and_warn(session, moment)
        await session.commit()
        await session.refresh(credential)
        return credential.status

    async def notices() -> list[str]:
        rows = await session.scalars(
            select(OutboxEmail.subject)
            .where(OutboxEmail.kind == "credential_expiring")
            .order_by(OutboxEmail.created_at)
        )
        return list(rows)

    # 60 days before (Jan 30 in Los Angeles), then again the same day: one notice.
    assert await run(datetime(2027, 1, 30, 20, 0, tzinfo=UTC)) == "verified"
    assert await run(datetime(2027, 1, 30, 22, 0, tzinfo=UTC)) == "verified"
    assert await notices() == ["Background check expires in 60 days"]
    assert await run(datetime(2027, 3, 1, 20, 0, tzinfo=UTC)) == "verified"
    assert await run(datetime(2027, 3, 24, 20, 0, tzinfo=UTC)) == "verified"
    assert len(await notices()) == 3
    # Its last day, March 31, ends at 07:00 UTC on April 1 in Los Angeles (daylight time).
    assert await run(datetime(2027, 4, 1, 6, 59, tzinfo=UTC)) == "verified"
    assert await run(datetime(2027, 4, 1, 7, 0, tzinfo=UTC)) == "expired"
    [badge] = (await service.badges_of(session, [actors.speaker.id]))[actors.speaker.id]
    assert badge.standing == "expired" and badge.valid_until == date(2027, 3, 31)


async def test_a_check_providers_event_is_applied_once_and_a_forged_one_is_refused(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, settings: Settings
) -> None:
    credential = await make_credential(session, actors.speaker.id, settings.media_dir)
    await session.commit()
    provider = BuiltInChecks(client._transport.app.state.settings)  # type: ignore[attr-defined]
    body = json.dumps({"id": "evt_41", "credential_id": str(credential.id), "outcome": "clear"})
    url = "/api/credentials/webhooks/test-checks"
    forged = await client.post(url, content=body, headers={SIGNATURE_HEADER: "sha256=" + "0" * 64})
    assert forged.status_code == 400
    assert await session.scalar(select(func.count()).select_from(CredentialCheckEvent)) == 0
    signed = {SIGNATURE_HEADER: provider.sign(body.encode())}
    first = await client.post(url, content=body, headers=signed)
    assert first.json() == {"status": "applied"}
    assert (await client.post(url, content=body, headers=signed)).json() == {"status": "duplicate"}
    [badge] = (await client.get(f"/api/profiles/speakers/{actors.speaker.id}")).json()["badges"]
    assert badge["standing"] == "verified" and badge["verified_by"] == "test-checks"
    assert (await client.post("/api/credentials/webhooks/acme", content=body)).status_code == 404


async def test_removing_a_credential_removes_its_evidence(
    client: httpx.AsyncClient, actors: Actors, settings: Settings
) -> None:
    added = (await _add(client, actors.speaker.headers)).json()
    assert len(_private(settings)) == 1
    removed = await client.delete(f"/api/credentials/{added['id']}", headers=actors.speaker.headers)
    assert removed.status_code == 204
    assert _private(settings) == []


async def test_the_directory_filters_to_holders_of_a_verified_credential(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, settings: Settings
) -> None:
    everyone = (await client.get("/api/profiles/search")).json()["results"]
    listed = {card["user_id"] for card in everyone}
    assert {str(actors.speaker.id), str(actors.musician.id)} <= listed
    await make_credential(
        session, actors.speaker.id, settings.media_dir, status=CredentialStatus.verified
    )
    # Waiting for review, expired or another kind: not what the filter asks for.
    await make_credential(session, actors.musician.id, settings.media_dir)
    await make_credential(
        session, actors.musician.id, settings.media_dir, status=CredentialStatus.expired
    )
    await make_credential(
        session,
        actors.musician.id,
        settings.media_dir,
        kind=CredentialKind.ordination,
        status=CredentialStatus.verified,
    )
    await session.commit()
    found = await client.get("/api/profiles/search", params={"verified": "background_check"})
    assert [card["user_id"] for card in found.json()["results"]] == [str(actors.speaker.id)]
    [badge] = found.json()["results"][0]["badges"]
    assert badge["standing"] == "verified"
    bad = await client.get("/api/profiles/search", params={"verified": "diploma"})
    assert bad.status_code == 422


async def test_an_opportunity_asks_for_credentials_and_tells_talent_what_they_lack(
    client: httpx.AsyncClient,
    session: AsyncSession,
    actors: Actors,
    settings: Settings,
    clock: Clock,
) -> None:
    church = actors.church_admin.church
    assert church is not None
    opportunity = await make_opportunity(session, church, clock.now)
    opportunity.required_credentials = [
        {"kind": "background_check", "within_months": 24},
        {"kind": "safeguarding_training", "within_months": None},
    ]
    # A verified check, but issued 30 months ago; verified training.
    await make_credential(
        session,
        actors.speaker.id,
        settings.media_dir,
        status=CredentialStatus.verified,
        issued_on=date(2024, 5, 1),
        expires_on=date(2027, 5, 1),
    )
    await make_credential(
        session,
        actors.speaker.id,
        settings.media_dir,
        kind=CredentialKind.safeguarding_training,
        status=CredentialStatus.verified,
    )
    await session.commit()
    path = f"/api/opportunities/{opportunity.id}"
    shown = (await client.get(path, headers=actors.speaker.headers)).json()
    assert shown["required_credentials"] == [
        {"kind": "background_check", "within_months": 24},
        {"kind": "safeguarding_training", "within_months": None},
    ]
    assert shown["viewer"]["missing_credentials"] == [
        {"kind": "background_check", "within_months": 24}
    ]
    # They may still apply: told, not stopped.
    assert shown["viewer"]["can_apply"] is True
    lacking_all = (await client.get(path, headers=actors.musician.headers)).json()
    assert len(lacking_all["viewer"]["missing_credentials"]) == 2
    assert (await client.get(path)).json()["viewer"]["missing_credentials"] == []
