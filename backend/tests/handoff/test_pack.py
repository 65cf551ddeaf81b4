"""A confirmed hire's handoff pack: running times, saves that name their version, each side's own
part, who may see it, and what it refuses."""

from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import ApplicationStatus
from steeple.notifications.models import Notification
from steeple.opportunities.models import Opportunity
from tests.conftest import Clock
from tests.factories import Actors, make_application, make_opportunity

pytestmark = pytest.mark.usefixtures("app")


async def _hire(
    session: AsyncSession, actors: Actors, clock: Clock, starts_in: timedelta = timedelta(days=30)
) -> tuple[str, Opportunity]:
    church, speaker = actors.church_admin.church, actors.speaker.user
    assert church is not None and speaker is not None
    opportunity = await make_opportunity(session, church, clock.now, starts_in=starts_in)
    hired = await make_application(
        session, opportunity, speaker, status=ApplicationStatus.hire_confirmed
    )
    await session.commit()
    return f"/api/hires/{hired.id}/pack", opportunity


def _item(title: str, minutes: int, owner: str = "church", **more: Any) -> dict[str, Any]:
    return {"kind": "song", "title": title, "minutes": minutes, "owner": owner, **more}


def _draft(opportunity: Opportunity, version: int = 0, **items: Any) -> dict[str, Any]:
    return {
        "version": version,
        "times": {
            "arrival_at": (opportunity.starts_at - timedelta(hours=2)).isoformat(),
            "service_starts_at": opportunity.starts_at.isoformat(),
        },
        "logistics": {"address": "100 Main St", "contact_name": "Ann", "contact_phone": "555-0100"},
        "items": items.get(
            "items",
            [
                {"kind": "header", "title": "Welcome", "minutes": 5, "owner": "church"},
                _item("Great Is Thy Faithfulness", 4, song_key="D", tempo=72),
                {"kind": "sermon", "title": "Sermon", "minutes": 35, "owner": "guest"},
            ],
        ),
    }


async def test_the_church_drafts_and_the_running_times_add_up(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    path, opportunity = await _hire(session, actors, clock)
    empty = await client.get(path, headers=actors.speaker.headers)
    assert empty.status_code == 200 and empty.json()["version"] == 0 and empty.json()["items"] == []
    saved = await client.put(path, json=_draft(opportunity), headers=actors.church_admin.headers)
    assert saved.status_code == 200, saved.text
    pack = saved.json()
    assert pack["version"] == 1 and pack["total_minutes"] == 44 and pack["overrun_minutes"] is None
    starts = [item["starts_at"] for item in pack["items"]]
    start = opportunity.starts_at
    expected = [start, start + timedelta(minutes=5), start + timedelta(minutes=9)]
    assert [datetime.fromisoformat(value) for value in starts] == expected
    # The event lasts three hours: four of them overrun it by an hour.
    long = [_item(f"Song {n}", 60) for n in range(4)]
    over = await client.put(
        path, json=_draft(opportunity, 1, items=long), headers=actors.church_admin.headers
    )
    assert over.json()["overrun_minutes"] == 60
    assert (await client.get(path, headers=actors.speaker.headers)).json()["version"] == 2


async def test_a_stale_save_is_refused_and_nothing_is_lost(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    path, opportunity = await _hire(session, actors, clock)
    headers = actors.church_admin.headers
    assert (await client.put(path, json=_draft(opportunity), headers=headers)).status_code == 200
    stale = await client.put(
        path, json=_draft(opportunity, items=[_item("Other", 3)]), headers=headers
    )
    assert stale.status_code == 409 and stale.json()["error"]["code"] == "stale_pack"
    kept = (await client.get(path, headers=headers)).json()
    assert kept["version"] == 1 and kept["items"][0]["title"] == "Welcome"


async def test_the_guest_adds_their_items_but_not_the_churchs(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    path, opportunity = await _hire(session, actors, clock)
    church = await client.put(path, json=_draft(opportunity), headers=actors.church_admin.headers)
    items = [
        {key: value for key, value in item.items() if key != "starts_at"}
        for item in church.json()["items"]
    ]
    with_song = [*items[:2], _item("Way Maker", 6, "guest", song_key="Ebm", tempo=68), *items[2:]]
    guest = await client.put(
        f"{path}/guest",
        json={"version": 1, "items": with_song, "consents_to_recording": True},
        headers=actors.speaker.headers,
    )
    assert guest.status_code == 200, guest.text
    assert [item["title"] for item in guest.json()["items"]][2] == "Way Maker"
    assert guest.json()["guest_consents_to_recording"] is True
    changed = [{**items[0], "title": "Renamed"}, *items[1:]]
    refused = await client.put(
        f"{path}/guest", json={"version": 2, "items": changed}, headers=actors.speaker.headers
    )
    assert refused.status_code == 403
    assert (await client.get(path, headers=actors.speaker.headers)).json()["version"] == 2


async def test_only_the_two_parties_see_the_pack(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    path, _opportunity = await _hire(session, actors, clock)
    for outsider in (actors.musician, actors.other_church, actors.church_member, actors.staff):
        assert (await client.get(path, headers=outsider.headers)).status_code == 404


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"items": [_item("Nothing", 0)]}, "minutes"),
        ({"items": [_item("Too long", 241)]}, "minutes"),
        ({"items": [_item("Odd key", 4, song_key="H")]}, "song_key"),
        ({"items": [_item("Slow", 4, tempo=29)]}, "tempo"),
        ({"items": [_item("Fast", 4, tempo=301)]}, "tempo"),
    ],
)
async def test_bad_items_are_refused_and_nothing_is_stored(
    client: httpx.AsyncClient,
    session: AsyncSession,
    actors: Actors,
    clock: Clock,
    change: dict[str, Any],
    field: str,
) -> None:
    path, opportunity = await _hire(session, actors, clock)
    refused = await client.put(
        path, json={**_draft(opportunity), **change}, headers=actors.church_admin.headers
    )
    assert refused.status_code == 422
    assert any(field in name for name in refused.json()["error"]["fields"])
    assert (await client.get(path, headers=actors.church_admin.headers)).json()["version"] == 0


async def test_a_time_far_from_the_event_is_refused(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    path, opportunity = await _hire(session, actors, clock)
    draft = _draft(opportunity)
    draft["times"]["rehearsal_at"] = (opportunity.starts_at - timedelta(days=2)).isoformat()
    refused = await client.put(path, json=draft, headers=actors.church_admin.headers)
    assert refused.status_code == 422
    assert refused.json()["error"]["fields"]["rehearsal_at"] == (
        "Choose a time within a day of the event"
    )


async def test_after_the_event_the_pack_is_read_only(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    path, opportunity = await _hire(session, actors, clock, starts_in=timedelta(days=-2))
    shown = await client.get(path, headers=actors.church_admin.headers)
    assert shown.json()["read_only"] is True
    closed = await client.put(path, json=_draft(opportunity), headers=actors.church_admin.headers)
    assert closed.status_code == 409 and closed.json()["error"]["code"] == "pack_closed"


async def test_the_church_sends_the_pack_and_the_guest_acknowledges_a_version(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    path, opportunity = await _hire(session, actors, clock)
    church, guest = actors.church_admin.headers, actors.speaker.headers
    assert (await client.put(path, json=_draft(opportunity), headers=church)).status_code == 200
    sent = await client.post(f"{path}/send", headers=church)
    assert sent.status_code == 200 and sent.json()["sent_version"] == 1
    told = await session.scalar(
        select(Notification).where(Notification.user_id == actors.speaker.id)
    )
    assert told is not None and told.subject == f"The plan for {opportunity.title}"
    seen = await client.post(f"{path}/acknowledge", headers=guest)
    assert seen.json()["acknowledged_version"] == 1
    # The church's admins hear of it; a volunteer does not.
    heard = await session.scalar(
        select(Notification).where(Notification.user_id == actors.church_admin.id)
    )
    assert heard is not None and heard.subject == f"Plan acknowledged: {opportunity.title}"
    assert heard.metadata_["subType"] == "handoff_pack_acknowledged"
    volunteer = await session.scalar(
        select(Notification).where(Notification.user_id == actors.church_member.id)
    )
    assert volunteer is None
    # A later change: the church sees the guest has not seen it yet.
    changed = _draft(opportunity, 1, items=[_item("Another song", 4)])
    assert (await client.put(path, json=changed, headers=church)).json()["version"] == 2
    shown = (await client.get(path, headers=church)).json()
    assert (shown["version"], shown["sent_version"], shown["acknowledged_version"]) == (2, 1, 1)
    # Each side does only its own.
    assert (await client.post(f"{path}/send", headers=guest)).status_code == 403
    assert (await client.post(f"{path}/acknowledge", headers=church)).status_code == 403
    outsider = await client.post(f"{path}/acknowledge", headers=actors.musician.headers)
    assert outsider.status_code == 404


async def test_each_party_lists_its_hires_ahead_and_nobody_else_sees_them(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    path, opportunity = await _hire(session, actors, clock)
    await _hire(session, actors, clock, starts_in=timedelta(days=-3))  # over: not listed
    await client.put(path, json=_draft(opportunity), headers=actors.church_admin.headers)
    await client.post(f"{path}/send", headers=actors.church_admin.headers)
    guest = (await client.get("/api/hires", headers=actors.speaker.headers)).json()
    church = (await client.get("/api/hires", headers=actors.church_admin.headers)).json()
    assert [(hire["title"], hire["you_are"], hire["sent_version"]) for hire in guest] == [
        (opportunity.title, "guest", 1)
    ]
    assert church[0]["you_are"] == "church" and len(church) == 1
    assert actors.speaker.user is not None
    assert church[0]["other_name"] == actors.speaker.user.full_name
    for outsider in (actors.musician, actors.other_church, actors.church_member):
        assert (await client.get("/api/hires", headers=outsider.headers)).json() == []
