"""The backend speaks the reader's language (steeple.i18n): API errors in the request's
(Accept-Language), notifications in their recipient's; English stays as the spec writes it. And
the catalogues hold every message the code says, translated, and nothing else."""

import string

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select, update

from steeple.db import unit_of_work
from steeple.i18n import _, _n, negotiate
from steeple.i18n.catalogues import TRANSLATED, extracted, read
from steeple.notifications.models import Notification
from steeple.users.models import Language, UserSettings
from tests.factories import Actors, SignedIn
from tests.opportunities.helpers import applied, published


def _placeholders(text: str) -> set[str]:
    return {name for _text, name, _spec, _conversion in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_catalogue_translates_every_message_the_code_says_and_no_other(
    language: Language,
) -> None:
    said = {message.id: message for message in extracted() if message.id}
    catalogue = {message.id: message for message in read(language) if message.id}
    untranslated = [
        key
        for key, message in catalogue.items()
        if key in said
        and (not all(message.string) if isinstance(message.string, tuple) else not message.string)
    ]
    problems = [f"missing: {key!r}" for key in said if key not in catalogue]
    problems += [f"untranslated: {key!r}" for key in untranslated]
    problems += [f"obsolete: {key!r}" for key in catalogue if key not in said]
    for key, message in catalogue.items():
        english = [str(text) for text in (key if isinstance(key, tuple) else (key,))]
        translations = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set().union(*(_placeholders(text) for text in english))
        for translation in translations:
            if translation and _placeholders(str(translation)) != wanted:
                problems.append(f"placeholders differ: {key!r} -> {translation!r}")
    assert not problems, (
        f"{language} catalogue (python -m steeple.i18n.catalogues adds new messages):\n"
        + "\n".join(problems)
    )


@pytest.mark.parametrize(
    ("header", "language"),
    [
        ("es", Language.es),
        ("fr-CA,fr;q=0.9,en;q=0.8", Language.fr),
        ("de-DE, es;q=0.5", Language.es),
        ("en;q=0.1, es;q=0.9", Language.es),
        ("es;q=0, fr;q=0.2", Language.fr),
        ("", Language.en),
        (None, Language.en),
        ("de", Language.en),
        (";;,q=abc,,é\u00ff\x80", Language.en),
    ],
)
def test_accept_language_is_negotiated_with_english_as_the_fallback(
    header: str | None, language: Language
) -> None:
    assert negotiate(header) is language


def test_a_text_is_english_until_said_in_another_language() -> None:
    message = _n(
        "Too many requests. Please try again in {count} second.",
        "Too many requests. Please try again in {count} seconds.",
        30,
    )
    assert message == "Too many requests. Please try again in 30 seconds."
    assert message.in_language(Language.es) == (
        "Demasiadas solicitudes. Por favor, inténtelo de nuevo dentro de 30 segundos."
    )
    assert message.in_language(Language.fr) == (
        "Trop de requêtes. Veuillez réessayer dans 30 secondes."
    )
    nested = _("This position is for {role}", role=_("a musician"))
    assert nested.in_language(Language.fr) == "Ce poste est destiné à un musicien"


@pytest.mark.parametrize(
    ("header", "message"),
    [
        (None, "Incorrect email or password"),
        ("es-MX,es;q=0.9", "Correo electrónico o contraseña incorrectos"),
        ("fr", "Adresse e-mail ou mot de passe incorrect"),
        ("xx-unknown;q=bogus", "Incorrect email or password"),
    ],
)
async def test_an_app_error_speaks_the_requests_language(
    client: httpx.AsyncClient, header: str | None, message: str
) -> None:
    headers = {"Accept-Language": header} if header else {}
    response = await client.post(
        "/api/auth/signin",
        json={"email": "nobody@example.com", "password": "Wrong-password-1"},
        headers=headers,
    )
    assert response.status_code == 401
    error = response.json()["error"]
    assert (error["code"], error["message"]) == ("invalid_credentials", message)


async def test_a_validation_error_names_its_fields_in_spanish(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/contact",
        json={"name": "Ana\x00", "email": "ana@example.com", "subject": "Hola", "message": "Hola"},
        headers={"Accept-Language": "es"},
    )
    assert response.status_code == 422, response.text
    error = response.json()["error"]
    assert error["code"] == "validation_error"
    assert error["message"] == "Algunos campos requieren su atención"
    assert error["fields"]["name"] == "Quite los caracteres de control (como NUL) de este texto"


async def test_a_pydantic_field_message_is_translated_and_english_unchanged(
    client: httpx.AsyncClient,
) -> None:
    spanish = await client.post("/api/contact", json={}, headers={"Accept-Language": "es"})
    english = await client.post("/api/contact", json={})
    assert spanish.json()["error"]["fields"]["name"] == "Campo obligatorio"
    assert english.json()["error"]["fields"]["name"] == "Field required"


async def test_a_bad_header_changes_nothing_but_the_words(client: httpx.AsyncClient) -> None:
    headers: list[bytes] = [b"\x7f\x80garbage\xff", b"q=,;,;", b"*", b"es-" + b"x" * 500]
    for header in headers:
        ok = await client.get("/api/health", headers={b"Accept-Language": header})
        assert ok.status_code == 200, header
        missing = await client.get("/api/no-such-thing", headers={b"Accept-Language": header})
        assert missing.status_code == 404
    assert missing.json()["error"]["message"] == "No encontrado"  # "es-xxx…" is Spanish


async def _set_language(app: FastAPI, who: SignedIn, language: Language) -> None:
    async with unit_of_work(app.state.sessionmaker) as session:
        await session.execute(
            update(UserSettings).where(UserSettings.user_id == who.id).values(language=language)
        )


async def _notifications_of(app: FastAPI, who: SignedIn) -> list[Notification]:
    async with unit_of_work(app.state.sessionmaker) as session:
        rows = await session.scalars(select(Notification).where(Notification.user_id == who.id))
        return list(rows)


async def test_notifications_are_written_in_the_recipients_language(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    """A Spanish-speaking musician applies to an English-speaking church: the church reads
    English; the church shortlists them: the musician reads Spanish, whatever the sender's
    language or the request's."""
    await _set_language(app, actors.musician, Language.es)
    opportunity = await published(client, actors.church_admin, title="Easter Sunday")
    application = await applied(client, actors.musician, opportunity, "musician")
    [received] = await _notifications_of(app, actors.church_admin)
    assert received.subject == "New Application: Easter Sunday"
    shortlisted = await client.post(
        f"/api/applications/{application['id']}/shortlist",
        headers={**actors.church_admin.headers, "Accept-Language": "fr"},
    )
    assert shortlisted.status_code == 200, shortlisted.text
    [told] = await _notifications_of(app, actors.musician)
    assert told.subject == "Preseleccionado: Easter Sunday"
    assert told.message.startswith("Buenas noticias: ")
    assert "lo ha preseleccionado para " in told.message
