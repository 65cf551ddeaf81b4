"""Reports and the staff's decisions: who may report what, hiding and restoring, suspending,
the log and the reporter's notification."""

import uuid
from datetime import timedelta

import httpx
from fastapi import FastAPI
from sqlalchemy import delete, func, select

from steeple.email.models import OutboxEmail
from steeple.messaging.models import Message
from steeple.moderation.models import ModerationLogEntry, Report, ReportStatus
from steeple.notifications.models import Notification
from steeple.opportunities.models import Opportunity, OpportunityStatus
from tests.conftest import Clock
from tests.factories import PASSWORD, Actors, make_conversation, make_opportunity


async def _counts(app: FastAPI) -> tuple[int, int]:
    async with app.state.sessionmaker() as session:
        reports = await session.scalar(select(func.count()).select_from(Report))
        log = await session.scalar(select(func.count()).select_from(ModerationLogEntry))
    return reports or 0, log or 0


def _report(item_type: str, item_id: object, reason: str = "spam") -> dict[str, object]:
    return {"item_type": item_type, "item_id": str(item_id), "reason": reason, "details": "x"}


async def test_reporting_rules(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    church = actors.church_admin.church
    assert church is not None and actors.church_admin.user and actors.speaker.user
    async with app.state.sessionmaker() as session, session.begin():
        draft = await make_opportunity(session, church, clock.now, status=OpportunityStatus.draft)
        talk = await make_conversation(session, actors.church_admin.user, actors.speaker.user)
        message_id = await session.scalar(
            select(Message.id).where(Message.conversation_id == talk.id)
        )
    before = await _counts(app)
    refused = [
        # Nothing of that id, or nothing the caller can see: 404 report_target_not_found.
        (actors.speaker, _report("profile", uuid.uuid4()), 404, "report_target_not_found"),
        (actors.speaker, _report("opportunity", uuid.uuid4()), 404, "report_target_not_found"),
        (actors.speaker, _report("review", uuid.uuid4()), 404, "report_target_not_found"),
        (actors.speaker, _report("opportunity", draft.id), 404, "report_target_not_found"),
        (actors.musician, _report("message", message_id), 404, "report_target_not_found"),
        # One's own profile; an unknown reason or type; too long.
        (actors.speaker, _report("profile", actors.speaker.id), 422, "validation_error"),
        (actors.speaker, _report("profile", actors.musician.id, "rude"), 422, "validation_error"),
        (actors.speaker, _report("church", church.id), 422, "validation_error"),
        (
            actors.speaker,
            {**_report("profile", actors.musician.id), "details": "x" * 2001},
            422,
            "validation_error",
        ),
        (actors.signed_out, _report("profile", actors.musician.id), 401, "not_authenticated"),
    ]
    for who, body, status, code in refused:
        response = await client.post("/api/reports", headers=who.headers, json=body)
        assert (response.status_code, response.json()["error"]["code"]) == (status, code), body
    assert await _counts(app) == before

    response = await client.post(
        "/api/reports",
        headers=actors.speaker.headers,
        json=_report("message", message_id, "harassment"),
    )
    assert response.status_code == 201, response.text
    assert response.json()["status"] == "open"
    again = await client.post(
        "/api/reports", headers=actors.speaker.headers, json=_report("message", message_id)
    )
    assert (again.status_code, again.json()["error"]["code"]) == (409, "already_reported")
    assert await _counts(app) == (before[0] + 1, before[1])


ADMIN_ROUTES = [
    ("GET", "/api/admin/reports", None),
    ("GET", "/api/admin/log", None),
    ("POST", "/api/admin/reports/{id}/decision", {"action": "hide"}),
    ("POST", "/api/admin/items/opportunity/{id}/hide", None),
    ("POST", "/api/admin/items/opportunity/{id}/restore", None),
    ("POST", "/api/admin/users/{id}/suspend", {"reason": "Spam"}),
    ("POST", "/api/admin/users/{id}/restore", None),
]


async def test_only_staff_use_the_admin_api(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    before = await _counts(app)
    for who in (actors.speaker, actors.church_admin, actors.unverified):
        for method, path, body in ADMIN_ROUTES:
            url = path.format(id=actors.musician.id)
            response = await client.request(method, url, headers=who.headers, json=body)
            assert response.status_code == 403, (who.name, path)
            assert response.json()["error"]["code"] == "staff_required"
    assert await _counts(app) == before
    async with app.state.sessionmaker() as session:
        musician = await session.get(type(actors.musician.user), actors.musician.id)
    assert musician is not None and musician.suspended_at is None


async def test_a_decision_hides_the_item_tells_the_reporter_and_is_logged(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    church = actors.church_admin.church
    assert church is not None
    async with app.state.sessionmaker() as session, session.begin():
        opportunity = await make_opportunity(session, church, clock.now, title="Crypto Revival")
    staff = actors.staff.headers
    for who in (actors.speaker, actors.musician):
        response = await client.post(
            "/api/reports", headers=who.headers, json=_report("opportunity", opportunity.id)
        )
        assert response.status_code == 201
    queue = (await client.get("/api/admin/reports", headers=staff)).json()["items"]
    assert [item["reporter"]["id"] for item in queue] == [
        str(actors.speaker.id),
        str(actors.musician.id),
    ]
    assert queue[0]["item"]["title"].startswith("Crypto Revival")
    assert queue[0]["item"]["hidden"] is False

    decided = await client.post(
        f"/api/admin/reports/{queue[0]['id']}/decision",
        headers=staff,
        json={"action": "hide", "note": "Off-platform payments"},
    )
    assert decided.status_code == 200, decided.text
    assert decided.json()["item"]["hidden"] is True
    # Both reports of the item closed; the queue is empty; a second decision is refused.
    assert (await client.get("/api/admin/reports", headers=staff)).json()["items"] == []
    closed = (await client.get("/api/admin/reports?status=closed", headers=staff)).json()
    assert {item["decision"] for item in closed["items"]} == {"hide"}
    twice = await client.post(
        f"/api/admin/reports/{queue[0]['id']}/decision", headers=staff, json={"action": "dismiss"}
    )
    assert (twice.status_code, twice.json()["error"]["code"]) == (409, "report_closed")

    # Hidden: 404 to others, still its church's own; out of the list.
    path = f"/api/opportunities/{opportunity.id}"
    assert (await client.get(path, headers=actors.speaker.headers)).status_code == 404
    assert (await client.get(path)).status_code == 404
    assert (await client.get(path, headers=actors.church_admin.headers)).status_code == 200
    listed = (await client.get("/api/opportunities")).json()["results"]
    assert str(opportunity.id) not in [row["id"] for row in listed]

    # Each reporter is told.
    async with app.state.sessionmaker() as session:
        told = list(
            await session.scalars(
                select(Notification).where(Notification.subject == "Your report was reviewed")
            )
        )
    assert {row.user_id for row in told} == {actors.speaker.id, actors.musician.id}
    assert "hidden" in told[0].message

    restored = await client.post(
        f"/api/admin/items/opportunity/{opportunity.id}/restore",
        headers=staff,
        json={"note": "Church verified"},
    )
    assert restored.status_code == 200 and restored.json()["hidden"] is False
    assert (await client.get(path)).status_code == 200
    again = await client.post(
        f"/api/admin/items/opportunity/{opportunity.id}/restore", headers=staff
    )
    assert (again.status_code, again.json()["error"]["code"]) == (409, "not_hidden")

    log = (await client.get("/api/admin/log", headers=staff)).json()["items"]
    assert [(row["action"], row["note"], row["staff"]["id"]) for row in log] == [
        ("restore", "Church verified", str(actors.staff.id)),
        ("hide", "Off-platform payments", str(actors.staff.id)),
    ]


async def test_the_queue_pages_oldest_first_and_closed_reports_newest_first(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    church = actors.church_admin.church
    assert church is not None
    async with app.state.sessionmaker() as session, session.begin():
        opportunity = await make_opportunity(session, church, clock.now)
    reporters = [actors.speaker, actors.musician, actors.other_church]
    for who in reporters:
        response = await client.post(
            "/api/reports", headers=who.headers, json=_report("opportunity", opportunity.id)
        )
        assert response.status_code == 201

    async def walk(status: str) -> list[str]:
        seen, cursor = [], None
        while True:
            params: dict[str, str | int] = {
                "status": status,
                "limit": 2,
                **({"cursor": cursor} if cursor else {}),
            }
            page = await client.get(
                "/api/admin/reports", headers=actors.staff.headers, params=params
            )
            seen += [item["reporter"]["id"] for item in page.json()["items"]]
            if (cursor := page.json()["next_cursor"]) is None:
                return seen

    assert await walk("open") == [str(who.id) for who in reporters]
    async with app.state.sessionmaker() as session, session.begin():
        for report in await session.scalars(select(Report)):
            report.status = ReportStatus.closed
    assert await walk("closed") == [str(who.id) for who in reversed(reporters)]
    bad = await client.get(
        "/api/admin/reports", headers=actors.staff.headers, params={"cursor": "e30"}
    )
    assert (bad.status_code, bad.json()["error"]["code"]) == (422, "invalid_cursor")


async def test_a_hidden_message_and_profile(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    assert actors.church_admin.user and actors.speaker.user
    async with app.state.sessionmaker() as session, session.begin():
        talk = await make_conversation(
            session, actors.church_admin.user, actors.speaker.user, bodies=("Wire me $500",)
        )
        message_id = await session.scalar(
            select(Message.id).where(Message.conversation_id == talk.id)
        )
    staff = actors.staff.headers
    hidden = await client.post(f"/api/admin/items/message/{message_id}/hide", headers=staff)
    assert hidden.status_code == 200, hidden.text
    for who in (actors.speaker, actors.church_admin):
        page = await client.get(
            f"/api/messages/conversations/{talk.id}/messages", headers=who.headers
        )
        assert [m["body"] for m in page.json()["items"]] == [
            "This message was hidden by moderators"
        ]

    profile = f"/api/profiles/musicians/{actors.musician.id}"
    assert (await client.get(profile)).status_code == 200
    response = await client.post(
        f"/api/admin/items/profile/{actors.musician.id}/hide", headers=staff
    )
    assert response.status_code == 200, response.text
    assert (await client.get(profile)).status_code == 404
    # Its owner still sees it (as a preview); the directory does not list it.
    assert (await client.get(profile, headers=actors.musician.headers)).status_code == 200
    directory = (await client.get("/api/profiles/search?role=musician")).json()["results"]
    assert str(actors.musician.id) not in [card["user_id"] for card in directory]
    # A church's account has no talent profile to hide.
    church = await client.post(
        f"/api/admin/items/profile/{actors.church_admin.id}/hide", headers=staff
    )
    assert (church.status_code, church.json()["error"]["code"]) == (409, "not_hideable")


async def test_a_suspended_account_is_shut_out_until_restored(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    assert actors.speaker.user is not None
    email = actors.speaker.user.email
    signed_in = await client.post("/api/auth/signin", json={"email": email, "password": PASSWORD})
    assert signed_in.status_code == 200
    profile = f"/api/profiles/speakers/{actors.speaker.id}"
    assert (await client.get(profile)).status_code == 200
    staff = actors.staff.headers

    response = await client.post(
        f"/api/admin/users/{actors.speaker.id}/suspend", headers=staff, json={"reason": "Spam"}
    )
    assert response.status_code == 200, response.text
    assert response.json()["suspended_at"] is not None

    def refused(response: httpx.Response) -> bool:
        return (response.status_code, response.json()["error"]["code"]) == (
            403,
            "account_suspended",
        )

    # The access token it still holds; its refresh cookie; a new sign-in.
    assert refused(await client.get("/api/users/me", headers=actors.speaker.headers))
    assert refused(await client.post("/api/auth/refresh"))
    client.cookies.clear()
    assert refused(
        await client.post("/api/auth/signin", json={"email": email, "password": PASSWORD})
    )
    # A wrong password says no more than before.
    wrong = await client.post("/api/auth/signin", json={"email": email, "password": "Wrong-1234"})
    assert wrong.status_code == 401
    # Hidden from everyone else.
    assert (await client.get(profile)).status_code == 404
    directory = (await client.get("/api/profiles/search?role=speaker")).json()["results"]
    assert str(actors.speaker.id) not in [card["user_id"] for card in directory]
    again = await client.post(
        f"/api/admin/users/{actors.speaker.id}/suspend", headers=staff, json={"reason": "Spam"}
    )
    assert (again.status_code, again.json()["error"]["code"]) == (409, "already_suspended")

    restored = await client.post(f"/api/admin/users/{actors.speaker.id}/restore", headers=staff)
    assert restored.status_code == 200 and restored.json()["suspended_at"] is None
    assert (await client.get("/api/users/me", headers=actors.speaker.headers)).status_code == 200
    assert (await client.get(profile)).status_code == 200
    log = (await client.get("/api/admin/log", headers=staff)).json()["items"]
    assert [(row["action"], row["item_id"], row["note"]) for row in log] == [
        ("restore_account", str(actors.speaker.id), None),
        ("suspend", str(actors.speaker.id), "Spam"),
    ]


async def test_the_queue_says_whether_the_author_is_suspended(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    """So the report card offers Restore account, not a Suspend that would answer 409."""
    assert actors.church_admin.user and actors.speaker.user
    async with app.state.sessionmaker() as session, session.begin():
        talk = await make_conversation(session, actors.church_admin.user, actors.speaker.user)
        message_id = await session.scalar(
            select(Message.id).where(Message.conversation_id == talk.id)
        )
    filed = await client.post(
        "/api/reports", headers=actors.speaker.headers, json=_report("message", message_id)
    )
    assert filed.status_code == 201
    staff = actors.staff.headers

    async def people() -> tuple[dict[str, object], dict[str, object]]:
        [row] = (await client.get("/api/admin/reports", headers=staff)).json()["items"]
        return row["item"]["author"], row["reporter"]

    author, reporter = await people()
    assert (author["id"], author["suspended"]) == (str(actors.church_admin.id), False)
    assert reporter["suspended"] is False
    suspended = await client.post(
        f"/api/admin/users/{actors.church_admin.id}/suspend",
        headers=staff,
        json={"reason": "Spam"},
    )
    assert suspended.status_code == 200
    assert (await people())[0]["suspended"] is True
    restored = await client.post(
        f"/api/admin/users/{actors.church_admin.id}/restore", headers=staff
    )
    assert restored.status_code == 200
    assert (await people())[0]["suspended"] is False


async def test_the_log_names_what_was_acted_on_after_it_is_gone(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    church = actors.church_admin.church
    assert church is not None and actors.church_admin.user and actors.speaker.user
    async with app.state.sessionmaker() as session, session.begin():
        opportunity = await make_opportunity(session, church, clock.now, title="Crypto Revival")
        talk = await make_conversation(session, actors.church_admin.user, actors.speaker.user)
        message_id = await session.scalar(
            select(Message.id).where(Message.conversation_id == talk.id)
        )
        # Logged before the log kept what it names (migration 0018).
        session.add(
            ModerationLogEntry(
                staff_id=actors.staff.id,
                action="dismiss",
                item_type="profile",
                item_id=actors.musician.id,
                created_at=clock.now - timedelta(days=1),
            )
        )
    staff = actors.staff.headers
    filed = await client.post(
        "/api/reports", headers=actors.speaker.headers, json=_report("opportunity", opportunity.id)
    )
    decided = await client.post(
        f"/api/admin/reports/{filed.json()['id']}/decision",
        headers=staff,
        json={"action": "hide"},
    )
    assert decided.status_code == 200, decided.text
    clock.advance(seconds=1)
    hidden = await client.post(f"/api/admin/items/message/{message_id}/hide", headers=staff)
    assert hidden.status_code == 200
    clock.advance(seconds=1)
    suspended = await client.post(
        f"/api/admin/users/{actors.speaker.id}/suspend", headers=staff, json={"reason": "Spam"}
    )
    assert suspended.status_code == 200
    # The opportunity and the message are deleted since.
    async with app.state.sessionmaker() as session, session.begin():
        await session.execute(delete(Message).where(Message.id == message_id))
        await session.execute(delete(Opportunity).where(Opportunity.id == opportunity.id))

    log = (await client.get("/api/admin/log", headers=staff)).json()["items"]
    speaker = actors.speaker.user
    assert [(row["action"], row["item_title"], row["item_path"]) for row in log] == [
        ("suspend", f"{speaker.full_name} ({speaker.email})", f"/speakers/{speaker.id}"),
        ("hide", f"Message from {actors.church_admin.user.full_name}", None),
        ("hide", f"Crypto Revival ({church.church_name})", f"/opportunities/{opportunity.id}"),
        ("dismiss", None, None),
    ]


async def test_staff_send_themselves_a_test_email(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    assert actors.staff.user is not None
    email = actors.staff.user.email
    sent = await client.post("/api/admin/test-email", headers=actors.staff.headers)
    assert sent.status_code == 202, sent.text
    assert sent.json() == {"sent_to": email}
    refused = await client.post("/api/admin/test-email", headers=actors.speaker.headers)
    assert (refused.status_code, refused.json()["error"]["code"]) == (403, "staff_required")
    async with app.state.sessionmaker() as session:
        queued = (
            await session.scalars(select(OutboxEmail).where(OutboxEmail.kind == "test"))
        ).all()
    # One, to the staff member's own address, and nothing for the refused caller.
    assert [row.to_address for row in queued] == [email]
    assert queued[0].subject == "Steeple test email"
