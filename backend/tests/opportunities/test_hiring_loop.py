"""The hiring loop through the API: post, apply, shortlist, offer, accept or decline."""

import httpx
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.email.models import OutboxEmail
from steeple.notifications.models import Notification
from tests.factories import Actors
from tests.opportunities.helpers import applied, offer_body, position_id, published


async def test_post_apply_offer_accept(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    church, speaker = actors.church_admin, actors.speaker
    opportunity = await published(client, church)
    assert opportunity["status"] == "open"
    application = await applied(client, speaker, opportunity, "speaker")
    assert application["status"] == "submitted"

    shortlisted = await client.post(
        f"/api/applications/{application['id']}/shortlist", headers=church.headers
    )
    assert shortlisted.status_code == 200, shortlisted.text
    offered = await client.post(
        f"/api/applications/{application['id']}/offer",
        json=offer_body(position_id(opportunity, "speaker")),
        headers=church.headers,
    )
    assert offered.status_code == 200, offered.text
    assert offered.json()["offer"]["honorarium_amount"] == 500
    accepted = await client.post(
        f"/api/applications/{application['id']}/offer/accept", headers=speaker.headers
    )
    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["status"] == "hire_confirmed"

    subjects = list(
        await session.scalars(
            select(Notification.subject).where(Notification.user_id == church.id)
        )
    )
    assert "Position Accepted: Advent Revival Weekend" in subjects
    kinds = list(await session.scalars(select(OutboxEmail.kind)))
    assert "offer_answered" in kinds
