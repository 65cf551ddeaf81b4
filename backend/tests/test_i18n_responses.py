"""The server's own words inside successful answers (fields typed `Translated`) follow the
request's Accept-Language like its errors do; someone's own words (names, titles, bodies) never
change, and English is as before."""

from datetime import timedelta
from typing import Any

import httpx
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.models import Payment, PaymentStatus
from steeple.messaging.models import Message
from tests.conftest import Clock
from tests.factories import Actors, SignedIn, make_conversation
from tests.opportunities.helpers import published

SPANISH = {"Accept-Language": "es"}


async def _in_both(
    client: httpx.AsyncClient, path: str, who: SignedIn | None = None
) -> tuple[Any, Any]:
    """The answer at `path` in English (no Accept-Language) and in Spanish."""
    headers = who.headers if who else {}
    english = await client.get(path, headers=headers)
    spanish = await client.get(path, headers={**headers, **SPANISH})
    assert english.status_code == spanish.status_code == 200, (english.text, spanish.text)
    return english.json(), spanish.json()


async def test_plans_describe_themselves_in_the_requests_language(
    client: httpx.AsyncClient,
) -> None:
    english, spanish = await _in_both(client, "/api/billing/plans")
    plans = {plan["key"]: plan for plan in english["plans"]}
    planes = {plan["key"]: plan for plan in spanish["plans"]}
    church, iglesia = plans["church_monthly"], planes["church_monthly"]
    assert church["summary"] == (
        "Everything your church needs to find and book speakers and musicians."
    )
    assert church["features"][3] == "Advanced search and filtering"
    assert iglesia["summary"] == (
        "Todo lo que su iglesia necesita para encontrar y contratar oradores y músicos."
    )
    assert iglesia["features"][3] == "Búsqueda y filtros avanzados"
    assert planes["speaker_yearly"]["features"][0] == "Solicitudes ilimitadas"
    # A brand stays as it is; an extra's name is words.
    assert [iglesia["name"], planes["speaker_yearly"]["name"]] == ["Church Premium", "Speaker Pro"]
    assert plans["featured_boost"]["name"] == "Featured boost"
    assert planes["featured_boost"]["name"] == "Promoción destacada"
    assert planes["additional_posting_pack"]["summary"] == (
        "3 publicaciones de oportunidades adicionales, válidas durante 12 meses."
    )
    # Everything else is the same.
    assert [plan["price_cents"] for plan in spanish["plans"]] == [
        plan["price_cents"] for plan in english["plans"]
    ]


async def test_the_plans_are_cached_per_language(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/billing/plans")
    assert "Accept-Language" in response.headers["Vary"]


async def test_payments_and_the_plan_name_in_the_requests_language(
    client: httpx.AsyncClient, actors: Actors, clock: Clock, session: AsyncSession
) -> None:
    grace = actors.church_admin.church
    assert grace is not None
    async with session.begin():
        for day, (key, description) in enumerate(
            [
                ("church_yearly", "Church Premium (yearly)"),
                ("featured_boost", "Featured boost: Easter Sunday"),
                ("retired_plan", "Something we no longer sell"),
            ]
        ):
            session.add(
                Payment(
                    church_id=grace.id,
                    plan_key=key,
                    description=description,
                    amount_cents=1900,
                    currency="usd",
                    status=PaymentStatus.paid,
                    provider_ref=f"in_words_{day}",
                    occurred_at=clock.now + timedelta(days=day),
                )
            )
    english, spanish = await _in_both(client, "/api/billing/payments", actors.church_admin)
    assert [item["description"] for item in english["items"]] == [
        "Something we no longer sell",
        "Featured boost: Easter Sunday",
        "Church Premium (yearly)",
    ]
    assert [item["description"] for item in spanish["items"]] == [
        "Something we no longer sell",  # no longer in the catalogue: as it was written
        "Promoción destacada: Easter Sunday",  # the opportunity's title is the church's own
        "Church Premium (anual)",
    ]
    english, spanish = await _in_both(client, "/api/billing/subscription", actors.speaker)
    assert (english["planName"], spanish["planName"]) == ("Free", "Gratuito")
    english, spanish = await _in_both(client, "/api/users/me", actors.speaker)
    assert (english["plan_name"], spanish["plan_name"]) == ("Free", "Gratuito")
    english, spanish = await _in_both(client, "/api/users/me", actors.church_admin)
    assert english["plan_name"] == spanish["plan_name"] == "Church Premium"


async def test_an_opportunitys_notices_in_the_requests_language(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    opportunity = await published(client, actors.church_admin)
    path = f"/api/opportunities/{opportunity['id']}"
    english, spanish = await _in_both(client, path)
    assert english["viewer"]["apply_blocker"] == "Sign in as a speaker or musician to apply."
    assert spanish["viewer"]["apply_blocker"] == (
        "Inicie sesión como orador o músico para postularse."
    )
    assert spanish["title"] == english["title"] == "Advent Revival Weekend"
    assert spanish["description"] == english["description"]
    assert english["share_title"] == "Advent Revival Weekend at Grace Fellowship"
    assert spanish["share_title"] == "Advent Revival Weekend en Grace Fellowship"
    assert spanish["share_description"] == (
        "Grace Fellowship busca Guest speaker, Keyboardist - 11 dic 2026, Dayton, OH. "
        "Honorarios: 400\xa0US$-600\xa0US$."
    )
    page = await client.get(f"/opportunities/{opportunity['id']}", headers=SPANISH)
    assert "<title>Advent Revival Weekend en Grace Fellowship</title>" in page.text
    assert "Accept-Language" in page.headers["Vary"]

    closed = await client.post(f"{path}/close", headers=actors.church_admin.headers)
    assert closed.status_code == 200, closed.text
    english, spanish = await _in_both(client, path)
    assert english["closed_notice"] == "This opportunity is closed to new applications."
    assert spanish["closed_notice"] == "Esta oportunidad ya no acepta nuevas solicitudes."


async def test_completeness_items_in_the_requests_language(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    english, spanish = await _in_both(client, "/api/churches/mine", actors.church_admin)
    labels = [item["label"] for item in english["completeness"]["items"]]
    etiquetas = [item["label"] for item in spanish["completeness"]["items"]]
    assert labels[0] == "Add your church's name"
    assert etiquetas[0] == "Añada el nombre de su iglesia"
    assert len(etiquetas) == len(labels)
    english, spanish = await _in_both(client, "/api/profiles/me", actors.speaker)
    assert english["completeness"]["items"][0]["label"] == "Add your name"
    assert spanish["completeness"]["items"][0]["label"] == "Añada su nombre"
    assert spanish["completeness"]["items"][5]["label"] == ("Añada los temas sobre los que habla")


async def test_messaging_refusals_and_a_hidden_message_in_the_requests_language(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    path = f"/api/messages/recipients/{actors.musician.id}"
    english, spanish = await _in_both(client, path, actors.speaker)
    assert english["refusal"]["message"] == (
        "Speakers and musicians can message churches, not each other."
    )
    assert spanish["refusal"] == {
        "code": "not_allowed",
        "message": "Los oradores y los músicos pueden enviar mensajes a las iglesias, no entre sí.",
    }
    refused = await client.post(
        "/api/messages/conversations",
        data={"recipient_id": str(actors.musician.id), "subject": "Hola", "body": "Hola"},
        headers={**actors.speaker.headers, **SPANISH},
    )
    assert refused.json()["error"]["message"] == spanish["refusal"]["message"]  # as its error

    assert actors.church_admin.user and actors.speaker.user
    async with session.begin():
        talk = await make_conversation(
            session, actors.church_admin.user, actors.speaker.user, bodies=("Wire me $500",)
        )
        message_id = await session.scalar(
            select(Message.id).where(Message.conversation_id == talk.id)
        )
    report = await client.post(
        "/api/reports",
        headers=actors.speaker.headers,
        json={"item_type": "message", "item_id": str(message_id), "reason": "spam"},
    )
    assert report.status_code == 201, report.text
    english, spanish = await _in_both(client, "/api/admin/reports", actors.staff)
    assert (english["items"][0]["item"]["title"], spanish["items"][0]["item"]["title"]) == (
        "Message",
        "Mensaje",
    )
    assert spanish["items"][0]["item"]["text"] == "Wire me $500"  # the sender's own words

    hidden = await client.post(
        f"/api/admin/items/message/{message_id}/hide", headers=actors.staff.headers
    )
    assert hidden.status_code == 200, hidden.text
    english, spanish = await _in_both(
        client, f"/api/messages/conversations/{talk.id}/messages", actors.speaker
    )
    assert english["items"][0]["body"] == "This message was hidden by moderators"
    assert spanish["items"][0]["body"] == "Los moderadores ocultaron este mensaje"
    english, spanish = await _in_both(client, "/api/messages/conversations", actors.speaker)
    assert spanish["items"][0]["last_message_preview"] == "Los moderadores ocultaron este mensaje"
    assert spanish["items"][0]["subject"] == english["items"][0]["subject"] == "Spring Revival"


async def test_the_check_your_email_answer_in_the_requests_language(
    client: httpx.AsyncClient,
) -> None:
    body = {"email": "nobody@example.com"}
    english = await client.post("/api/auth/password-reset", json=body)
    spanish = await client.post("/api/auth/password-reset", json=body, headers=SPANISH)
    assert english.status_code == spanish.status_code == 202, spanish.text
    assert english.json()["message"] == (
        "If that address can receive email, a message with the next step is on its way."
    )
    assert spanish.json()["message"] == (
        "Si esa dirección puede recibir correo electrónico, le llegará un mensaje con el "
        "siguiente paso."
    )
