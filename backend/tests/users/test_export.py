"""GET /api/users/me/export: the caller's own data as a download, without secrets."""

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from tests.conftest import Clock
from tests.factories import (
    Actors,
    make_application,
    make_conversation,
    make_opportunity,
    make_subscription,
)


async def test_the_export_holds_the_callers_data_and_no_one_elses(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    speaker, admin = actors.speaker, actors.church_admin
    assert speaker.user and admin.user and admin.church
    opportunity = await make_opportunity(session, admin.church, clock.now)
    application = await make_application(session, opportunity, speaker.user)
    sent = await make_conversation(session, speaker.user, admin.user, bodies=("I can come.",))
    await make_conversation(session, admin.user, speaker.user, bodies=("Admin's own words",))
    await make_subscription(session, user=speaker.user)
    await session.commit()

    response = await client.get("/api/users/me/export", headers=speaker.headers)
    assert response.status_code == 200
    assert response.headers["content-disposition"] == (
        f'attachment; filename="steeple-data-{clock.now.date().isoformat()}.json"'
    )
    data = response.json()
    assert data["account"]["email"] == speaker.user.email
    assert data["settings"]["user_id"] == str(speaker.id)
    assert [row["id"] for row in data["applications"]] == [str(application.id)]
    assert data["messages_sent"] == [
        {
            "conversation_id": str(sent.id),
            "text": "I can come.",
            "sent_at": data["messages_sent"][0]["sent_at"],
        }
    ]
    assert [row["user_id"] for row in data["subscriptions"]] == [str(speaker.id)]
    assert data["church_membership"] is None
    text = response.text
    assert admin.user.email not in text and "Admin's own words" not in text
    assert "hash" not in text and speaker.user.password_hash not in text

    member = (await client.get("/api/users/me/export", headers=actors.church_member.headers)).json()
    assert member["church_membership"] == {"church_name": "Grace Fellowship", "role": "member"}
    assert member["applications"] == [] and member["subscriptions"] == []
