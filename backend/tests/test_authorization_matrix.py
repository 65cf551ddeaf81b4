"""The authorization matrix: every route of the OpenAPI schema, called as every kind of actor,
answers what its table (tests/authorization_rows.py) declares. A route missing from the table
fails the test, so no endpoint can be added without deciding who may call it. The realtime
socket, outside the OpenAPI schema, has its own table here.
"""

import asyncio
import json
from datetime import date, timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import update
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from steeple.applications.models import ApplicationStatus
from steeple.auth import service as auth
from steeple.auth.tokens import hash_token, new_opaque_token
from steeple.availability import service as availability
from steeple.availability.models import AvailabilityBlock, AvailabilityRule
from steeple.billing.provider import CheckoutSessionRequest
from steeple.churches.models import ChurchInvitation, MemberRole
from steeple.config import Settings
from steeple.credentials.models import CredentialKind
from steeple.moderation.models import ItemType, Report, ReportReason
from steeple.notifications.models import NotificationType, Priority
from steeple.notifications.service import notify
from steeple.opportunities.models import Opportunity, OpportunityStatus
from steeple.realtime.router import UNAUTHORIZED
from steeple.reviews.models import Review, Side
from steeple.users.models import User
from steeple.users.roles import Role
from tests.authorization_rows import ACTORS, MATRIX, Scene
from tests.conftest import Clock
from tests.factories import (
    Actors,
    add_member,
    make_application,
    make_attachment,
    make_conversation,
    make_credential,
    make_opportunity,
    make_pack_file,
    make_user,
)
from tests.realtime.conftest import serving


@pytest.fixture
async def scene(app: FastAPI, actors: Actors, clock: Clock) -> Scene:
    """Grace Fellowship's opportunities, and the speaker's applications to them, one per move."""
    church = actors.church_admin.church
    assert church is not None and actors.speaker.user is not None
    ids: dict[str, Any] = {}
    # Published last month: this month's postings stay for the publish row.
    last_month = clock.now - timedelta(days=40)
    async with app.state.sessionmaker() as session, session.begin():
        for name in ("open", "to_close", "to_cancel", "to_apply"):
            made = await make_opportunity(
                session, church, clock.now, title=name, published_at=last_month
            )
            ids[name] = made.id
        draft = await make_opportunity(session, church, clock.now, status=OpportunityStatus.draft)
        ids["draft"] = draft.id
        moves = {
            "submitted": ApplicationStatus.submitted,
            "to_shortlist": ApplicationStatus.submitted,
            "to_decline": ApplicationStatus.submitted,
            "to_offer": ApplicationStatus.shortlisted,
            "to_withdraw": ApplicationStatus.submitted,
            "to_accept": ApplicationStatus.offered,
            "to_decline_offer": ApplicationStatus.offered,
        }
        for name, status in moves.items():
            target = await make_opportunity(
                session, church, clock.now, title=name, published_at=last_month
            )
            # Applied last month: this month's free applications stay for the apply row.
            applied = await make_application(
                session, target, actors.speaker.user, status=status, applied_at=last_month
            )
            ids[name] = applied.id
            if name == "to_offer":
                ids["to_offer_position"] = applied.position_id
                ids["event_date"] = target.starts_on
        # Hires ahead, whose handoff packs the church and the guest each save once.
        for name in ("pack_church", "pack_guest"):
            ahead = await make_opportunity(
                session, church, clock.now, title=name, published_at=last_month
            )
            hired = await make_application(
                session, ahead, actors.speaker.user, status=ApplicationStatus.hire_confirmed
            )
            ids[name] = hired.id
        # The church's pack holds two files: one to download, one to remove.
        for name in ("pack_file", "pack_file_to_remove"):
            ids[name] = await make_pack_file(
                session, ids["pack_church"], app.state.settings.media_dir, b"%PDF-1.4\n%%EOF\n"
            )
        # A hire whose event has passed, to review; another the church has reviewed (released).
        for name in ("to_review", "reviewed"):
            past = await make_opportunity(
                session,
                church,
                clock.now,
                title=name,
                starts_in=timedelta(days=-2),
                published_at=last_month,
            )
            hired = await make_application(
                session, past, actors.speaker.user, status=ApplicationStatus.hire_confirmed
            )
            ids[name] = hired.id
        released = Review(
            application_id=ids["reviewed"],
            side=Side.church,
            talent_id=actors.speaker.user.id,
            church_id=church.id,
            rating=4,
            text="Faithful and kind.",
            closes_at=clock.now + timedelta(days=28),
            released_at=clock.now,
        )
        session.add(released)
        await session.flush()
        ids["review_to_reply"] = released.id
        to_apply = await session.get(Opportunity, ids["to_apply"])
        assert to_apply is not None
        told = await notify(
            session,
            recipient_id=actors.speaker.user.id,
            type=NotificationType.system,
            priority=Priority.low,
            subject="Welcome",
            message="Your profile is live.",
            sender=None,
        )
        ids["speaker_notification"] = told.id
        # Grace's admin and the speaker talk, with a file; a bystander to block and unblock.
        assert actors.church_admin.user is not None
        talk = await make_conversation(session, actors.church_admin.user, actors.speaker.user)
        ids["talk"] = talk.id
        ids["talk_file"] = await make_attachment(
            session, talk, app.state.settings.media_dir, b"%PDF-1.4\n%%EOF\n"
        )
        to_delete = await make_conversation(session, actors.church_admin.user, actors.speaker.user)
        ids["to_delete"] = to_delete.id
        ids["bystander"] = (await make_user(session, role=Role.musician)).id
        # The speaker's calendar: a block and a rule to remove, and its feed link.
        calendar = await availability.calendar_of(session, actors.speaker.id, clock.now)
        for model, fields in (
            (AvailabilityBlock, {"starts_on": date(2027, 3, 6), "ends_on": date(2027, 3, 6)}),
            (
                AvailabilityRule,
                {"frequency": "weekly", "weekdays": "6", "starts_on": date(2027, 1, 1)},
            ),
        ):
            row = model(user_id=actors.speaker.id, **fields)
            session.add(row)
            await session.flush()
            ids[f"speaker_{model.__tablename__}"] = row.id
        ids["feed_token"] = availability.feed_token(app.state.settings.secret_key, calendar)
        # The speaker's credentials: one to read and one to remove; two for staff to decide; a
        # reference waiting for its referee.
        media = app.state.settings.media_dir
        for name in ("credential", "credential_to_remove", "to_verify", "to_reject"):
            ids[name] = (await make_credential(session, actors.speaker.id, media)).id
        ids["reference_token"] = new_opaque_token()
        await make_credential(
            session,
            actors.speaker.id,
            media,
            kind=CredentialKind.reference,
            referee_token=ids["reference_token"],
        )
        # Moderation: a report to decide, opportunities to hide and restore, accounts to
        # suspend and restore.
        report = Report(
            reporter_id=actors.speaker.id,
            item_type=ItemType.opportunity,
            item_id=ids["open"],
            reason=ReportReason.spam,
        )
        session.add(report)
        for name in ("to_hide", "hidden"):
            made = await make_opportunity(
                session, church, clock.now, title=name, published_at=last_month
            )
            made.hidden_at = clock.now if name == "hidden" else None
            ids[name] = made.id
        for name in ("to_suspend", "suspended"):
            account = await make_user(session, role=Role.speaker)
            account.suspended_at = clock.now if name == "suspended" else None
            ids[name] = account.id
        await session.flush()
        ids["report"] = report.id
        for position in to_apply.positions:
            ids[f"to_apply_{position.role}"] = position.id
        # Grace's team: volunteers to remove and promote; invitations to resend, revoke and follow.
        ids["to_remove"] = (await add_member(session, church, MemberRole.volunteer)).id
        ids["to_promote"] = (await add_member(session, church, MemberRole.volunteer)).id
        for name in ("to_resend", "to_revoke", "invitation_token"):
            token = new_opaque_token()
            invitation = ChurchInvitation(
                church_id=church.id,
                email=f"{name}@example.org",
                role=MemberRole.member,
                token_hash=hash_token(token),
                expires_at=clock.now + timedelta(days=7),
            )
            session.add(invitation)
            await session.flush()
            ids[name] = token if name == "invitation_token" else invitation.id
    # Grace's boost checkout and billing portal at the test provider.
    provider = app.state.payment_provider
    customer_id = await provider.create_customer(
        email="grace@example.org", name=church.church_name, metadata={"church_id": str(church.id)}
    )
    for name in ("checkout", "checkout_to_leave"):
        checkout = await provider.create_checkout_session(
            CheckoutSessionRequest(
                customer_id=customer_id,
                price_id="price_test_additional_posting_pack",
                mode="payment",
                quantity=1,
                success_url="http://steeple.test/dashboard?posting_pack=success",
                cancel_url="http://steeple.test/dashboard?posting_pack=cancelled",
                metadata={"church_id": str(church.id), "type": "additional_posting_pack"},
            )
        )
        ids[name] = checkout.id
    portal = await provider.create_portal_session(customer_id=customer_id, return_url="/")
    ids["portal"] = portal.rsplit("=", 1)[1]
    return Scene(actors, ids)


def schema_routes(app: FastAPI) -> set[tuple[str, str]]:
    return {
        (method.upper(), path)
        for path, operations in app.openapi()["paths"].items()
        for method in operations
    }


async def test_every_route_has_a_declared_expectation_for_every_actor(app: FastAPI) -> None:
    routes = schema_routes(app)
    assert sorted(routes - MATRIX.keys()) == [], "routes without a row in MATRIX"
    assert sorted(MATRIX.keys() - routes) == [], "rows for routes that no longer exist"
    for route, row in MATRIX.items():
        assert set(row.expect) == set(ACTORS), f"{route} does not cover every actor"


async def test_every_route_answers_every_actor_as_declared(
    app: FastAPI, client: httpx.AsyncClient, scene: Scene
) -> None:
    wrong = []
    for (method, path), row in sorted(MATRIX.items()):
        url = path.format(**row.path_params(scene))
        for caller in scene.actors.all():
            client.cookies.clear()
            response = await client.request(
                method, url, headers=caller.headers, **row.request(scene, caller)
            )
            if response.status_code != row.expect[caller.name]:
                wrong.append(
                    f"{method} {path} as {caller.name}: {response.status_code}, "
                    f"expected {row.expect[caller.name]} ({response.text[:120]})"
                )
    assert wrong == []


@pytest.mark.parametrize("environment", ["development", "production"])
async def test_test_only_routes_are_absent_outside_test_mode(
    app: FastAPI, environment: str
) -> None:
    """Not in the schema, not among the routes, and a journey's account set-up reaches nothing."""
    from steeple.app import create_app
    from steeple.config import Environment

    public = create_app(
        app.state.settings.model_copy(update={"environment": Environment(environment)})
    )
    assert not any(path.startswith("/api/testing") for _method, path in schema_routes(public))
    paths = [getattr(route, "path", "") for route in public.routes]
    assert [path for path in paths if path.startswith("/api/testing")] == []
    transport = httpx.ASGITransport(app=public, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        body = {"role": "speaker", "email": "x@example.org", "password": "Shepherd-42!"}
        response = await client.post("/api/testing/accounts", json=body)
    assert response.status_code == 404
    await public.state.engine.dispose()


# Who may listen on the realtime socket (realtime/router.py; outside the OpenAPI schema): every
# signed-in account hears "ready"; a visitor, an account staff suspended after its token was
# issued and a session signed out are closed with 4401 before anything is sent.
SOCKET_ACTORS = (*ACTORS, "suspended", "session_ended")
SOCKET: dict[str, str | int] = {
    **dict.fromkeys(SOCKET_ACTORS, "ready"),
    "signed_out": UNAUTHORIZED,
    "suspended": UNAUTHORIZED,
    "session_ended": UNAUTHORIZED,
}


async def _socket_tokens(
    app: FastAPI, settings: Settings, actors: Actors, clock: Clock
) -> dict[str, str | None]:
    """The access token each socket actor presents (None: none at all)."""
    tokens: dict[str, str | None] = {
        caller.name: caller.headers.get("Authorization", "").removeprefix("Bearer ") or None
        for caller in actors.all()
    }
    async with app.state.sessionmaker() as session, session.begin():
        suspended = await make_user(session, role=Role.speaker)
        tokens["suspended"] = (
            await auth.start_session(session, settings, suspended, clock.now)
        ).access_token
        await session.execute(
            update(User).where(User.id == suspended.id).values(suspended_at=clock.now)
        )
        left = await make_user(session, role=Role.musician)
        issued = await auth.start_session(session, settings, left, clock.now)
        await auth.sign_out(session, issued.refresh_token, clock.now)
        tokens["session_ended"] = issued.access_token
    return tokens


async def _socket_answer(url: str, token: str | None) -> str | int:
    """What the socket says to the auth message: the first message's type, or the close code."""
    async with connect(url, open_timeout=5, close_timeout=2) as ws:
        await ws.send(json.dumps({"type": "auth", "token": token}))
        try:
            async with asyncio.timeout(5):
                message = await ws.recv()
        except ConnectionClosed as closed:
            assert closed.rcvd is not None, "closed without a close frame"
            return closed.rcvd.code
        answer: str = json.loads(message)["type"]
        return answer


@pytest.mark.commits
async def test_the_realtime_socket_answers_every_actor_as_declared(
    app: FastAPI, settings: Settings, actors: Actors, clock: Clock
) -> None:
    tokens = await _socket_tokens(app, settings, actors, clock)
    assert set(tokens) == set(SOCKET_ACTORS) == set(SOCKET)
    async with serving(app) as url:
        answers = {name: await _socket_answer(url, token) for name, token in tokens.items()}
    assert answers == SOCKET
