"""The bell's API: only ever the caller's own notifications, their unread count, and marking
them read (spec 02 §4 "Notification read state", §7.1)."""

import uuid
from datetime import timedelta

import httpx
from fastapi import FastAPI
from sqlalchemy import select

from steeple.db import unit_of_work
from steeple.email.models import OutboxEmail
from steeple.notifications.models import Notification, NotificationType, Priority
from steeple.notifications.service import notify
from steeple.realtime.publish import Event, EventKind
from steeple.users.models import UserSettings
from tests.conftest import Clock, RecordingBroker
from tests.factories import Actors, SignedIn
from tests.opportunities.helpers import applied, published


async def tell(
    app: FastAPI, who: SignedIn, count: int, *, type: NotificationType = NotificationType.system
) -> list[uuid.UUID]:
    ids = []
    async with unit_of_work(app.state.sessionmaker) as session:
        for index in range(count):
            made = await notify(
                session,
                recipient_id=who.id,
                type=type,
                priority=Priority.low,
                subject=f"Note {index}",
                message="Something happened.",
                sender=None,
            )
            ids.append(made.id)
    return ids


async def unread(client: httpx.AsyncClient, who: SignedIn) -> int:
    response = await client.get("/api/notifications/unread-count", headers=who.headers)
    assert response.status_code == 200
    count: int = response.json()["count"]
    return count


async def test_lists_only_the_callers_own_newest_first_in_cursor_pages(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    await tell(app, actors.musician, 2)
    mine = await tell(app, actors.speaker, 3)
    first = await client.get("/api/notifications?limit=2", headers=actors.speaker.headers)
    assert first.status_code == 200
    page = first.json()
    assert [item["subject"] for item in page["items"]] == ["Note 2", "Note 1"]
    rest = await client.get(
        f"/api/notifications?limit=2&cursor={page['next_cursor']}", headers=actors.speaker.headers
    )
    assert [item["id"] for item in rest.json()["items"]] == [str(mine[0])]
    assert rest.json()["next_cursor"] is None


async def test_filters_by_type_and_unread(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    system = await tell(app, actors.speaker, 2)
    await tell(app, actors.speaker, 1, type=NotificationType.message)
    await client.post(f"/api/notifications/{system[0]}/read", headers=actors.speaker.headers)

    by_type = await client.get("/api/notifications?type=message", headers=actors.speaker.headers)
    assert [item["type"] for item in by_type.json()["items"]] == ["message"]
    only_unread = await client.get(
        "/api/notifications?unread=true&type=system", headers=actors.speaker.headers
    )
    assert [item["id"] for item in only_unread.json()["items"]] == [str(system[1])]
    bad = await client.get("/api/notifications?type=gossip", headers=actors.speaker.headers)
    assert bad.status_code == 422


async def test_marking_one_read_counts_down_and_tells_the_users_pages(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, broker: RecordingBroker
) -> None:
    ids = await tell(app, actors.speaker, 3)
    assert await unread(client, actors.speaker) == 3
    assert [event.kind for event in broker.events] == [EventKind.notification] * 3
    assert [event.ref for event in broker.events] == ids

    response = await client.post(
        f"/api/notifications/{ids[1]}/read", headers=actors.speaker.headers
    )
    assert response.status_code == 204
    assert await unread(client, actors.speaker) == 2
    assert broker.events[-1] == Event(actors.speaker.id, EventKind.counts)
    # Again: already read, nothing changes and nothing is pushed.
    again = await client.post(f"/api/notifications/{ids[1]}/read", headers=actors.speaker.headers)
    assert again.status_code == 204
    assert len(broker.events) == 4


async def test_someone_elses_notification_is_not_found_and_stays_unread(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    (theirs,) = await tell(app, actors.musician, 1)
    for target in (theirs, uuid.uuid4()):
        response = await client.post(
            f"/api/notifications/{target}/read", headers=actors.speaker.headers
        )
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "notification_not_found"
    assert await unread(client, actors.musician) == 1
    malformed = await client.post("/api/notifications/42/read", headers=actors.speaker.headers)
    assert malformed.status_code == 404  # an id that cannot be one is not found either


async def test_mark_all_read_touches_only_the_callers_own(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    await tell(app, actors.speaker, 2)
    await tell(app, actors.musician, 2)
    response = await client.post("/api/notifications/read-all", headers=actors.speaker.headers)
    assert response.status_code == 204
    assert await unread(client, actors.speaker) == 0
    assert await unread(client, actors.musician) == 2


async def test_hiring_loop_emails_honour_email_notifications(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    """The church's admin turned notification emails off: the new-application notification still
    comes, its email does not; the applicant's own receipt (an account email) still goes."""
    async with app.state.sessionmaker() as session, session.begin():
        prefs = await session.scalar(
            select(UserSettings).where(UserSettings.user_id == actors.church_admin.id)
        )
        assert prefs is not None
        prefs.email_notifications = False
    opportunity = await published(client, actors.church_admin)
    await applied(client, actors.speaker, opportunity, "speaker")

    async with app.state.sessionmaker() as session:
        kinds = {
            (email.kind, email.to_address)
            for email in await session.scalars(
                select(OutboxEmail).where(OutboxEmail.created_at >= clock.now - timedelta(hours=1))
            )
        }
        told = await session.scalar(
            select(Notification).where(Notification.user_id == actors.church_admin.id)
        )
    assert actors.church_admin.user is not None and actors.speaker.user is not None
    assert ("new_application_for_church", actors.church_admin.user.email) not in kinds
    assert ("application_submitted", actors.speaker.user.email) in kinds
    assert told is not None and told.subject.startswith("New Application")
