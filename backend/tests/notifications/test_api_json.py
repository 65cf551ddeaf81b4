"""Notification.api_json, the JSON the database keeps of each notification (migration 0031),
reads as NotificationOut writes it, on SQLite and on PostgreSQL: UUIDs, times, booleans, JSON,
text and nulls; and it follows the row when it changes. The notification list is made of it; the
socket sends each notification as NotificationOut writes it."""

import json
import uuid
from datetime import datetime
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import select, update

from steeple.db import unit_of_work
from steeple.notifications.models import Notification, NotificationType, Priority
from steeple.notifications.schemas import NotificationOut
from tests.conftest import Clock
from tests.factories import Actors


def _same_instants(item: dict[str, Any]) -> dict[str, Any]:
    """The database always writes six decimals of the second; pydantic drops them at zero."""
    return {**item, "created_at": datetime.fromisoformat(item["created_at"])}


async def test_every_kind_of_value_reads_as_the_model_writes_it(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors, clock: Clock
) -> None:
    whole_second = clock.now.replace(microsecond=0)
    rows = [
        Notification(
            user_id=actors.speaker.id,
            type=NotificationType.message,
            priority=Priority.high,
            subject='Quotes " and \\ and accents: Iglesia de San José',
            message="Two\nlines, a tab\tand an emoji 🎵",
            sender_id=actors.church_admin.id,
            sender_name="Grace Fellowship",
            sender_role="church",
            sender_avatar="/media/avatars/grace.png",
            sender_slug="grace-fellowship",
            application_id=None,
            opportunity_id=None,
            offered_role="speaker",
            metadata_={"conversation_id": str(uuid.uuid4()), "nested": {"n": [1, 2.5, None]}},
            is_read=True,
            created_at=clock.now.replace(microsecond=123456),
        ),
        Notification(
            user_id=actors.speaker.id,
            type=NotificationType.system,
            priority=Priority.low,
            subject="Nothing optional set",
            message="",
            sender_role=None,
            metadata_={},
            is_read=False,
            created_at=whole_second,
        ),
    ]
    async with unit_of_work(app.state.sessionmaker) as session:
        session.add_all(rows)
    ids = [row.id for row in rows]
    listed = await client.get("/api/notifications", headers=actors.speaker.headers)
    assert listed.status_code == 200 and listed.headers["content-type"] == "application/json"
    written = {uuid.UUID(item["id"]): item for item in json.loads(listed.content)["items"]}
    async with app.state.sessionmaker() as session:
        for notification in await session.scalars(
            select(Notification).where(Notification.id.in_(ids))
        ):
            expected = NotificationOut.model_validate(notification).model_dump(mode="json")
            assert list(written[notification.id]) == list(expected)  # the same keys, in order
            assert _same_instants(written[notification.id]) == _same_instants(expected)
    assert written[ids[1]]["created_at"].endswith(".000000Z")


async def test_it_follows_the_row_when_it_changes(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    notification = Notification(
        user_id=actors.speaker.id,
        type=NotificationType.message,
        priority=Priority.medium,
        subject="A new message",
        message="Hello",
        sender_id=actors.church_admin.id,
        sender_name="Ruth Abara",
        sender_role="speaker",
        sender_avatar="/media/avatars/ruth.png",
        sender_slug="ruth-abara",
        metadata_={},
    )
    async with unit_of_work(app.state.sessionmaker) as session:
        session.add(notification)
    # As marking it read and deleting its sender's account change it.
    async with unit_of_work(app.state.sessionmaker) as session:
        await session.execute(
            update(Notification)
            .where(Notification.id == notification.id)
            .values(is_read=True, sender_name="Deleted user", sender_avatar=None, sender_slug=None)
        )

    listed = await client.get("/api/notifications", headers=actors.speaker.headers)
    (item,) = [item for item in listed.json()["items"] if item["id"] == str(notification.id)]
    assert item["is_read"] is True
    assert (item["sender_name"], item["sender_avatar"], item["sender_slug"]) == (
        "Deleted user",
        None,
        None,
    )
