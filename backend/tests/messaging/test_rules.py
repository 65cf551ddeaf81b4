"""Who may write whom: the entitlement (premium churches, applicants, prior contact), blocks,
allow_member_messages, verified emails; each refusal clear and changing nothing. Blocks and
reports."""

import uuid
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import select, update

from steeple.applications.models import Application
from steeple.messaging.models import UserBlock
from steeple.moderation.models import Report
from steeple.users.models import UserSettings
from tests.conftest import Clock
from tests.factories import (
    Actors,
    SignedIn,
    make_application,
    make_opportunity,
    make_user,
)
from tests.messaging.helpers import footprint, reply, start, started


async def refused(
    app: FastAPI,
    client: httpx.AsyncClient,
    sender: SignedIn,
    recipient: uuid.UUID,
    code: str,
    status: int = 403,
    **fields: Any,
) -> dict[str, Any]:
    """Starting the conversation is refused with `code`, the recipient check says the same, and
    nothing changed."""
    before = await footprint(app)
    response = await start(client, sender, recipient, **fields)
    assert response.status_code == status, response.text
    error: dict[str, Any] = response.json()["error"]
    assert error["code"] == code
    assert await footprint(app) == before
    params = {"application_id": str(fields["application_id"])} if "application_id" in fields else {}
    check = await client.get(
        f"/api/messages/recipients/{recipient}", headers=sender.headers, params=params
    )
    assert check.status_code == 200, check.text
    answer = check.json()
    assert answer["can_message"] is False
    assert answer["refusal"] == {"code": code, "message": error["message"]}
    return error


async def allowed(
    client: httpx.AsyncClient, sender: SignedIn, recipient: uuid.UUID, **fields: Any
) -> str:
    params = {"application_id": str(fields["application_id"])} if "application_id" in fields else {}
    check = await client.get(
        f"/api/messages/recipients/{recipient}", headers=sender.headers, params=params
    )
    assert check.status_code == 200 and check.json()["can_message"] is True, check.text
    assert check.json()["refusal"] is None
    response = await start(client, sender, recipient, **fields)
    assert response.status_code == 201, response.text
    conversation_id: str = response.json()["id"]
    return conversation_id


async def application_of(
    app: FastAPI, clock: Clock, church: SignedIn, talent: SignedIn
) -> Application:
    assert church.church is not None and talent.user is not None
    async with app.state.sessionmaker() as session, session.begin():
        opportunity = await make_opportunity(session, church.church, clock.now)
        return await make_application(session, opportunity, talent.user)


async def test_a_premium_church_writes_any_speaker_or_musician_a_free_one_is_sent_to_premium(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    await allowed(client, actors.church_admin, actors.speaker.id)
    await allowed(client, actors.church_member, actors.musician.id)
    error = await refused(app, client, actors.other_church, actors.speaker.id, "premium_required")
    assert "Church Premium" in error["message"]


async def test_any_church_may_write_talent_who_applied_to_it(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    application = await application_of(app, clock, actors.other_church, actors.speaker)
    conversation_id = await allowed(
        client, actors.other_church, actors.speaker.id, application_id=application.id
    )
    conversation = await client.get(
        f"/api/messages/conversations/{conversation_id}", headers=actors.speaker.headers
    )
    assert conversation.json()["application_id"] == str(application.id)
    # Having applied is what counts: without naming the application too.
    await allowed(client, actors.other_church, actors.speaker.id)
    # Still not any other speaker.
    await refused(app, client, actors.other_church, actors.musician.id, "premium_required")


async def test_talent_writes_a_church_only_after_applying_or_being_written_to(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    error = await refused(app, client, actors.speaker, actors.church_admin.id, "not_allowed")
    assert "applied" in error["message"]
    await application_of(app, clock, actors.church_admin, actors.speaker)
    await allowed(client, actors.speaker, actors.church_admin.id)
    # Grace's member wrote the musician: the musician may now write any of Grace's people.
    await refused(app, client, actors.musician, actors.church_admin.id, "not_allowed")
    await started(client, actors.church_member, actors.musician)
    await allowed(client, actors.musician, actors.church_admin.id)
    # But not another church.
    await refused(app, client, actors.musician, actors.other_church.id, "not_allowed")


async def test_talent_does_not_write_talent_nor_churches_churches_nor_anyone_themselves(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    await refused(app, client, actors.speaker, actors.musician.id, "not_allowed")
    await refused(app, client, actors.church_admin, actors.other_church.id, "not_allowed")
    error = await refused(
        app, client, actors.church_admin, actors.church_admin.id, "self", status=422
    )
    assert error["fields"] == {"recipient_id": "You cannot send a message to yourself."}


async def test_an_unverified_email_sends_nothing(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        talk = await session.get(type(actors.church_admin.user), actors.church_admin.id)
        assert talk is not None
        talk.email_confirmed_at = None
    error = await refused(app, client, actors.church_admin, actors.speaker.id, "email_unverified")
    assert error["message"] == "Verify your email address to send messages."


async def test_an_unknown_person_or_someone_elses_application_is_not_found(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    before = await footprint(app)
    nobody = uuid.uuid4()
    assert (await start(client, actors.church_admin, nobody)).status_code == 404
    check = await client.get(
        f"/api/messages/recipients/{nobody}", headers=actors.church_admin.headers
    )
    assert check.status_code == 404
    # A person not onboarded yet takes no part.
    async with app.state.sessionmaker() as session, session.begin():
        newcomer = await make_user(session, role=None, onboarded=False)
    assert (await start(client, actors.church_admin, newcomer.id)).status_code == 404

    # The musician's application to Grace: the other church may not name it.
    theirs = await application_of(app, clock, actors.church_admin, actors.musician)
    hidden = await start(client, actors.other_church, actors.musician.id, application_id=theirs.id)
    assert hidden.status_code == 404
    # Grace may name it, but not when writing someone else than the applicant.
    wrong = await start(client, actors.church_admin, actors.speaker.id, application_id=theirs.id)
    assert wrong.status_code == 422 and "application_id" in wrong.json()["error"]["fields"]
    assert await footprint(app) == before


async def test_a_recipient_who_disallows_member_messages_gets_only_replies_and_application_talk(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    earlier = await started(client, church, speaker)
    async with app.state.sessionmaker() as session, session.begin():
        await session.execute(
            update(UserSettings)
            .where(UserSettings.user_id == speaker.id)
            .values(allow_member_messages=False)
        )
    error = await refused(app, client, church, speaker.id, "messages_off")
    assert error["message"].endswith("is not accepting new messages.")
    # A conversation about an application both are part of is still allowed.
    application = await application_of(app, clock, church, speaker)
    await allowed(client, church, speaker.id, application_id=application.id)
    # Replies inside an existing conversation always are.
    assert (await reply(client, church, earlier, "One more thing")).status_code == 201
    assert (await reply(client, speaker, earlier, "Sure")).status_code == 201


async def test_a_block_either_way_stops_new_conversations_and_replies(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    conversation_id = await started(client, church, speaker)
    blocked = await client.post(
        "/api/messages/blocks", headers=speaker.headers, json={"user_id": str(church.id)}
    )
    assert blocked.status_code == 204
    # Blocking twice is blocking once.
    again = await client.post(
        "/api/messages/blocks", headers=speaker.headers, json={"user_id": str(church.id)}
    )
    assert again.status_code == 204
    listed = await client.get("/api/messages/blocks", headers=speaker.headers)
    assert [person["id"] for person in listed.json()] == [str(church.id)]
    assert listed.json()[0]["name"] == "Grace Fellowship"
    conversation = await client.get(
        f"/api/messages/conversations/{conversation_id}", headers=speaker.headers
    )
    assert conversation.json()["blocked"] is True
    theirs = await client.get(
        f"/api/messages/conversations/{conversation_id}", headers=church.headers
    )
    assert theirs.json()["blocked"] is False  # only "I blocked them" is shown

    # The blocked church: no new conversation, no reply.
    error = await refused(app, client, church, speaker.id, "blocked")
    assert error["message"].endswith("is not accepting messages from you.")
    before = await footprint(app)
    answer = await reply(client, church, conversation_id, "Hello?")
    assert answer.status_code == 403 and answer.json()["error"]["code"] == "blocked"
    # The one who blocked cannot write either, until they unblock.
    mine = await reply(client, speaker, conversation_id, "Hello?")
    assert mine.status_code == 403 and "Unblock" in mine.json()["error"]["message"]
    assert await footprint(app) == before

    unblocked = await client.delete(f"/api/messages/blocks/{church.id}", headers=speaker.headers)
    assert unblocked.status_code == 204
    assert (await client.get("/api/messages/blocks", headers=speaker.headers)).json() == []
    assert (await reply(client, church, conversation_id, "Hello?")).status_code == 201


async def test_blocking_oneself_or_nobody_is_refused(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    me = actors.speaker
    own = await client.post(
        "/api/messages/blocks", headers=me.headers, json={"user_id": str(me.id)}
    )
    assert own.status_code == 422
    nobody = await client.post(
        "/api/messages/blocks", headers=me.headers, json={"user_id": str(uuid.uuid4())}
    )
    assert nobody.status_code == 404
    async with app.state.sessionmaker() as session:
        assert list(await session.scalars(select(UserBlock))) == []


async def test_reports_are_about_someone_one_talks_with(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    conversation_id = await started(client, church, speaker)
    [message] = (
        await client.get(
            f"/api/messages/conversations/{conversation_id}/messages", headers=speaker.headers
        )
    ).json()["items"]
    before = await footprint(app)
    for who, body, status in [
        (actors.musician, {"user_id": str(church.id), "reason": "Spam"}, 404),
        (speaker, {"user_id": str(actors.musician.id), "reason": "Spam"}, 404),
        (speaker, {"user_id": str(church.id), "reason": " "}, 422),
        (speaker, {"user_id": str(church.id), "reason": "x" * 2001}, 422),
        # A message the church did not send the speaker.
        (church, {"user_id": str(speaker.id), "message_id": message["id"], "reason": "x"}, 404),
    ]:
        response = await client.post("/api/messages/reports", headers=who.headers, json=body)
        assert response.status_code == status, (body, response.text)
    assert await footprint(app) == before

    response = await client.post(
        "/api/messages/reports",
        headers=speaker.headers,
        json={
            "user_id": str(church.id),
            "message_id": message["id"],
            "reason": "Asked me to pay a deposit\nby wire transfer.",
        },
    )
    assert response.status_code == 201, response.text
    async with app.state.sessionmaker() as session:
        report = await session.get(Report, uuid.UUID(response.json()["id"]))
    # A report of the message, in the staff's queue with every other report.
    assert report is not None
    assert (report.reporter_id, report.item_type, str(report.item_id)) == (
        speaker.id,
        "message",
        message["id"],
    )
    assert (report.reason, report.details) == (
        "other",
        "Asked me to pay a deposit\nby wire transfer.",
    )
    assert report.status == "open"


async def test_a_church_page_names_whom_its_message_button_writes(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    grace = actors.church_admin.church
    assert grace is not None
    page = await client.get(f"/api/churches/{grace.id}")
    assert page.status_code == 200
    assert page.json()["message_user_id"] == str(actors.church_admin.id)
    # That is the person the compose form asks about.
    check = await client.get(
        f"/api/messages/recipients/{actors.church_admin.id}", headers=actors.speaker.headers
    )
    assert check.json()["participant"]["name"] == "Grace Fellowship"
    assert check.json()["participant"]["profile_path"] == f"/churches/{grace.id}"
