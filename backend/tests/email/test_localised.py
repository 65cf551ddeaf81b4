"""Emails in the reader's language (user_settings.language) with dates in their timezone;
English, and UTC, for an address without an account."""

from datetime import UTC, date, datetime
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from steeple.email.localise import Reader, format_date, format_datetime, format_short_date
from steeple.email.models import OutboxEmail
from steeple.email.service import TEMPLATES, enqueue_email, render
from steeple.notifications.digest import send_due_digests
from steeple.notifications.models import Notification, NotificationType, Priority
from steeple.users.models import DigestFrequency, Language, User, UserSettings
from tests.auth.helpers import last_email
from tests.conftest import Clock
from tests.factories import PASSWORD, access_token, make_user

ES, FR, EN = Language.es, Language.fr, Language.en
# 07:00 in Los Angeles, 09:00 in Chicago.
CHANGED_AT = datetime(2026, 11, 22, 15, 0, tzinfo=UTC)


async def reader_with(
    app: FastAPI, language: Language, timezone: str, **settings: object
) -> tuple[User, dict[str, str]]:
    async with app.state.sessionmaker() as session, session.begin():
        user = await make_user(session, full_name="Ruth Baker")
        await session.flush()
        await session.execute(
            update(UserSettings)
            .where(UserSettings.user_id == user.id)
            .values(language=language, timezone=timezone, **settings)
        )
        token = await access_token(session, app.state.settings, user, app.state.clock())
    return user, {"Authorization": f"Bearer {token}"}


async def change_password(client: httpx.AsyncClient, headers: dict[str, str]) -> None:
    changed = await client.post(
        "/api/auth/me/password",
        json={"current_password": PASSWORD, "new_password": "Psalm-23-Green"},
        headers=headers,
    )
    assert changed.status_code == 204, changed.text


async def test_a_spanish_readers_password_email_is_spanish_in_their_timezone(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    clock.now = CHANGED_AT
    user, headers = await reader_with(app, ES, "America/Los_Angeles")
    await change_password(client, headers)
    email = await last_email(session, user.email, "password_changed")
    assert email.subject == "Se cambió su contraseña de Steeple"
    when = "22 de noviembre de 2026, 7:00 PST"  # Los Angeles time
    for body in (email.text_body, email.html_body):
        assert "Hola, Ruth Baker:" in body and f"se cambió el {when}" in body
    assert '<html lang="es">' in email.html_body


async def test_english_is_the_default_with_the_readers_own_timezone(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, clock: Clock
) -> None:
    clock.now = CHANGED_AT
    user, headers = await reader_with(app, EN, "America/Chicago")
    await change_password(client, headers)
    email = await last_email(session, user.email, "password_changed")
    assert email.subject == "Your Steeple password was changed"
    assert "was changed on November 22, 2026, 9:00\u202fAM CST." in email.text_body


async def test_an_address_without_an_account_reads_english_and_utc(
    app: FastAPI, session: AsyncSession
) -> None:
    stranger = await enqueue_email(
        session,
        kind="password_changed",
        to="nobody@example.org",
        context={
            "userName": "Ann",
            "userEmail": "nobody@example.org",
            "changeTime": CHANGED_AT,
        },
    )
    assert "on November 22, 2026, 3:00\u202fPM UTC." in stranger.text_body
    assert '<html lang="en">' in stranger.html_body


async def test_an_existing_french_account_is_told_in_french_that_it_exists(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    user, _ = await reader_with(app, FR, "UTC")
    answer = await client.post(
        "/api/auth/signup",
        json={"email": user.email, "password": PASSWORD, "role": "speaker", "full_name": "R"},
    )
    assert answer.status_code == 202
    email = await last_email(session, user.email, "account_already_exists")
    assert email.subject == "Vous avez déjà un compte Steeple"


async def test_a_french_weekly_digest(app: FastAPI, settings: Settings) -> None:
    user, _ = await reader_with(app, FR, "UTC", email_digest_frequency=DigestFrequency.weekly)
    async with app.state.sessionmaker() as session, session.begin():
        for subject, day, sender in (
            ("Candidature reçue", 17, "Grace Fellowship"),
            ("Bienvenue", 20, None),
        ):
            session.add(
                Notification(
                    user_id=user.id,
                    type=NotificationType.application,
                    priority=Priority.medium,
                    subject=subject,
                    message=f"{subject} : détails.",
                    sender_name=sender,
                    created_at=datetime(2026, 11, day, 9, 0, tzinfo=UTC),
                )
            )
    # Monday 23 November 2026 at 07:30 UTC: last week's digest is due.
    assert await send_due_digests(app.state.sessionmaker, datetime(2026, 11, 23, 7, 30, tzinfo=UTC))
    async with app.state.sessionmaker() as session:
        email = await session.scalar(
            select(OutboxEmail).where(
                OutboxEmail.kind == "notification_digest", OutboxEmail.to_address == user.email
            )
        )
    assert email is not None
    assert email.subject == "Votre récapitulatif hebdomadaire Steeple : 2 notifications non lues"
    assert "Vous avez 2 notifications non lues de la dernière semaine" in email.text_body
    assert "(Steeple, 20 nov.)" in email.text_body
    assert "(Grace Fellowship, 17 nov.)" in email.text_body
    assert "Que Dieu vous bénisse" in email.html_body


def test_dates_in_each_language() -> None:
    moment = datetime(2026, 7, 1, 23, 5, tzinfo=UTC)
    new_york = {lang: Reader(lang, "America/New_York") for lang in Language}
    # CLDR puts a narrow no-break space (U+202F) before AM/PM.
    assert format_datetime(moment, new_york[EN]) == "July 1, 2026, 7:05\u202fPM EDT"
    # Each language writes the date and time its way; the zone is the same abbreviation in all.
    assert format_datetime(moment, new_york[ES]) == "1 de julio de 2026, 19:05 EDT"
    assert format_datetime(moment, new_york[FR]) == "1 juillet 2026, 19:05 EDT"
    assert format_datetime(moment, Reader(ES, "Europe/Madrid")) == "2 de julio de 2026, 1:05 CEST"
    assert format_datetime(moment, Reader(EN, "UTC")) == "July 1, 2026, 11:05\u202fPM UTC"
    assert format_date(date(2026, 11, 23), EN) == "November 23, 2026"
    assert format_date(date(2026, 11, 23), ES) == "23 de noviembre de 2026"
    assert format_date(date(2026, 2, 14), FR) == "14 février 2026"
    assert [format_short_date(moment, Reader(lang, "UTC")) for lang in Language] == [
        "Jul 1",
        "1 jul",
        "1 juil.",
    ]


# A sample of what each email's callers put in its context.
SAMPLES: dict[str, dict[str, object]] = {
    "account_already_exists": {"userEmail": "a@b.c", "loginLink": "L", "resetLink": "R"},
    "account_deleted": {"userName": "Ruth"},
    "email_verification": {
        "userName": "Ruth",
        "verificationLink": "V",
        "userEmail": "a",
        "hours": 24,
    },
    "password_reset": {"userName": "Ruth", "resetLink": "R", "userEmail": "a", "hours": 24},
    "password_changed": {
        "userName": "Ruth",
        "userEmail": "a",
        "changeTime": datetime(2026, 11, 22, 15, 0, tzinfo=UTC),
    },
    "welcome": {"userName": "Ruth", "userRole": "musician", "userEmail": "a", "appLink": "A"},
    "test": {"userName": "Ruth"},
    "invitation": {
        "churchName": "Grace",
        "inviterName": "Ann",
        "role": "leader",
        "message": "Come!",
        "invitationLink": "I",
        "days": 7,
    },
    "new_message": {
        "readerName": "Ruth",
        "senderName": "Grace",
        "subject": "Revival",
        "preview": "Hi",
        "attachments": 2,
        "link": "M",
    },
    "notification_digest": {
        "readerName": "Ruth",
        "period": "daily",
        "span": "day",
        "count": 1,
        "items": [
            {
                "subject": "S",
                "message": "M",
                "sender": None,
                "when": datetime(2026, 11, 22, 15, 0, tzinfo=UTC),
            }
        ],
        "more": 0,
        "link": "N",
        "settingsLink": "S",
    },
    "application_submitted": {
        "applicantName": "Ruth",
        "churchName": "Grace",
        "opportunityTitle": "Revival",
        "opportunityStartDate": date(2026, 12, 6),
        "message": "I can come",
        "link": "A",
    },
    "new_application_for_church": {
        "churchName": "Grace",
        "applicantName": "Ruth",
        "applicantEmail": "a",
        "opportunityTitle": "Revival",
        "opportunityId": "1",
        "message": "I can come",
        "position": "Guest Speaker",
        "link": "A",
    },
    "offer_answered": {
        "accepted": False,
        "churchName": "Grace",
        "applicantName": "Ruth",
        "opportunityTitle": "Revival",
        "opportunityStartDate": date(2026, 12, 6),
        "position": "Guest Speaker",
        "link": "A",
    },
    "invited_to_apply": {
        "name": "Ruth",
        "churchName": "Grace",
        "opportunityTitle": "Revival",
        "link": "A",
    },
    "reference_request": {"refereeName": "Ann", "talentName": "Ruth", "link": "A"},
    "credential_rejected": {"name": "Ruth", "title": "Background check", "reason": "Blurred"},
    "credential_expiring": {
        "name": "Ruth",
        "title": "Background check",
        "days": 30,
        "expiresOn": date(2027, 1, 6),
        "link": "A",
    },
    "application_status_changed": {
        "applicantName": "Ruth",
        "churchName": "Grace",
        "opportunityTitle": "Revival",
        "opportunityStartDate": date(2026, 12, 6),
        "link": "A",
        "status": "offered",
        "readerName": "Ruth",
        "headline": "You have an offer",
        "message": "English text",
        "action": "See your application",
        "position": "Guest Speaker",
        "note": None,
        "respondBy": date(2026, 12, 1),
    },
}


def kinds(folder: Path) -> set[str]:
    return {path.name.removesuffix(".subject.txt") for path in folder.glob("*.subject.txt")}


def test_every_email_to_an_account_is_translated_and_support_emails_stay_english() -> None:
    spanish, french = kinds(TEMPLATES / ES), kinds(TEMPLATES / FR)
    assert kinds(TEMPLATES) - spanish == {"contact_message", "refund_request"}
    assert spanish == french == SAMPLES.keys()


@pytest.mark.parametrize("language", [ES, FR])
@pytest.mark.parametrize("kind", sorted(SAMPLES))
def test_each_translation_renders_without_english_left_in_it(language: Language, kind: str) -> None:
    subject, text, html = render(kind, SAMPLES[kind], Reader(language, "America/Denver"))
    for part in (subject, text, html):
        assert part.strip()
        for english in ("Hi ", "Hello", "The Steeple team", "God bless", "English text"):
            assert english not in part, (kind, english, part)
    assert f'<html lang="{language}">' in html


def test_an_offer_in_spanish_gives_the_dates_in_spanish() -> None:
    _subject, text, _html = render(
        "application_status_changed", SAMPLES["application_status_changed"], Reader(ES, "UTC")
    )
    assert (
        "Grace le ofreció el puesto de Guest Speaker para Revival el 6 de diciembre de 2026. "
        "Responda antes del 1 de diciembre de 2026."
    ) in text
