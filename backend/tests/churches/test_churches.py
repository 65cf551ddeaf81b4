"""Churches as organisations: created at onboarding, read by members, changed by admins only."""

import io
import os
from datetime import timedelta

import httpx
import pytest
from fastapi import FastAPI
from PIL import Image
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.churches.models import Church, ChurchMember
from steeple.users.roles import Role
from tests.auth.helpers import bearer, signed_up_and_verified
from tests.conftest import Clock
from tests.factories import Actors, access_token, make_subscription, make_user

CHURCH = {
    "church_name": "Grace Chapel",
    "contact_name": "Ann Lee",
    "contact_email": "office@grace.example.org",
    "phone": "+1 513 555 0100",
    "primary_address": "1 Main St, Cincinnati, OH",
    "city": "Cincinnati",
    "state": "OH",
    "website": "https://grace.example.org",
    "theme": "green",
    "primary_color": "#10B981",
    "facebook_url": "https://facebook.com/grace",
}


async def count(session: AsyncSession, model: type) -> int:
    return await session.scalar(select(func.count()).select_from(model)) or 0


async def test_onboarding_a_church_account_creates_its_church_with_the_creator_as_admin(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    access = await signed_up_and_verified(client, session, "pastor@grace.org", role="church")
    assert await count(session, Church) == 0
    body = {"full_name": "Ann Lee", "city": "Dayton", "state": "OH"}
    done = await client.post("/api/users/me/onboarding", json=body, headers=bearer(access))
    assert done.status_code == 200, done.text
    church = done.json()["church"]
    assert (church["church_name"], church["role"]) == ("Grace Fellowship", "admin")
    mine = (await client.get("/api/churches/mine", headers=bearer(access))).json()
    assert (mine["id"], mine["my_role"], mine["can_edit"]) == (church["church_id"], "admin", True)
    assert (mine["city"], mine["contact_name"]) == ("Dayton", "Ann Lee")
    # Onboarding twice does not make a second church.
    again = await client.post("/api/users/me/onboarding", json=body, headers=bearer(access))
    assert again.status_code == 200
    assert (await count(session, Church), await count(session, ChurchMember)) == (1, 1)


async def test_an_admin_changes_the_church_and_a_member_reads_but_cannot_change_it(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    church_id = actors.church_admin.church.id  # type: ignore[union-attr]
    saved = await client.put(
        f"/api/churches/{church_id}", json=CHURCH, headers=actors.church_admin.headers
    )
    assert saved.status_code == 200, saved.text
    assert saved.json()["church_name"] == "Grace Chapel"

    member_view = await client.get("/api/churches/mine", headers=actors.church_member.headers)
    assert member_view.status_code == 200
    assert member_view.json()["phone"] == "+1 513 555 0100"
    assert (member_view.json()["my_role"], member_view.json()["can_edit"]) == ("member", False)
    refused = await client.put(
        f"/api/churches/{church_id}",
        json={**CHURCH, "church_name": "Taken Over"},
        headers=actors.church_member.headers,
    )
    assert refused.status_code == 403
    assert refused.json()["error"]["message"] == "Only church admins can change church information."
    for stranger in (actors.other_church, actors.speaker, actors.staff):
        answer = await client.put(
            f"/api/churches/{church_id}",
            json=CHURCH | {"church_name": "X"},
            headers=stranger.headers,
        )
        assert answer.status_code == 403
    assert (await client.put(f"/api/churches/{church_id}", json=CHURCH)).status_code == 401
    public = await client.get(f"/api/churches/{church_id}")
    assert public.json()["church_name"] == "Grace Chapel"
    # Their own users see the church they belong to.
    me = (await client.get("/api/users/me", headers=actors.church_member.headers)).json()
    assert (me["church_name"], me["premium"]) == ("Grace Chapel", True)


async def test_church_settings_are_for_members_only(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    for outsider in (actors.speaker, actors.musician, actors.unverified):
        assert (await client.get("/api/churches/mine", headers=outsider.headers)).status_code == 403
    assert (await client.get("/api/churches/mine")).status_code == 401
    other = (await client.get("/api/churches/mine", headers=actors.other_church.headers)).json()
    assert other["church_name"] == "Hope Chapel"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"church_name": ""}, "church_name"),
        ({"church_name": None}, "church_name"),
        ({"church_name": "Grace\nChapel"}, "church_name"),
        ({"primary_color": "blue"}, "primary_color"),
        ({"primary_color": "#12345G"}, "primary_color"),
        ({"theme": "orange"}, "theme"),
        ({"contact_email": "office@"}, "contact_email"),
        ({"instagram_url": "ftp://x.example.org"}, "instagram_url"),
        ({"website": "https://grace.example.org@evil.example.com"}, "website"),
        ({"user_id": "0b5b9b5e-0000-4000-8000-000000000000"}, "user_id"),
    ],
)
async def test_bad_church_input_is_422_and_changes_nothing(
    client: httpx.AsyncClient, actors: Actors, change: dict[str, object], field: str
) -> None:
    church_id = actors.church_admin.church.id  # type: ignore[union-attr]
    response = await client.put(
        f"/api/churches/{church_id}", json={**CHURCH, **change}, headers=actors.church_admin.headers
    )
    assert response.status_code == 422
    assert field in response.json()["error"]["fields"]
    public = (await client.get(f"/api/churches/{church_id}")).json()
    assert public["church_name"] == "Grace Fellowship"


async def test_the_public_page_by_church_id_or_a_members_user_id_writes_nothing(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    church = actors.church_admin.church
    assert church is not None
    before = (await count(session, Church), await count(session, ChurchMember))
    for any_id in (church.id, actors.church_admin.id):
        page = await client.get(f"/api/churches/{any_id}")
        assert page.status_code == 200
        assert (page.json()["id"], page.json()["contact"]) == (str(church.id), None)
    assert (await client.get(f"/api/churches/{actors.speaker.id}")).status_code == 404
    assert (await client.get("/api/churches/not-an-id")).status_code == 404
    assert (await count(session, Church), await count(session, ChurchMember)) == before


async def test_church_contact_details_for_members_and_premium_churches(
    client: httpx.AsyncClient, actors: Actors, app: FastAPI, clock: Clock
) -> None:
    other_id = actors.other_church.church.id  # type: ignore[union-attr]
    path = f"/api/churches/{other_id}"
    assert (await client.get(path, headers=actors.other_church.headers)).json()["contact"]
    assert (await client.get(path, headers=actors.church_member.headers)).json()["contact"]
    for viewer in (actors.speaker, actors.signed_out):
        assert (await client.get(path, headers=viewer.headers)).json()["contact"] is None
    # The free church's own view of the premium church: no contact until it subscribes.
    own_path = f"/api/churches/{actors.church_admin.church.id}"  # type: ignore[union-attr]
    assert (await client.get(own_path, headers=actors.other_church.headers)).json()[
        "contact"
    ] is None
    async with app.state.sessionmaker() as db, db.begin():
        await make_subscription(
            db, church=actors.other_church.church, period_end=clock.now + timedelta(days=30)
        )
    assert (await client.get(own_path, headers=actors.other_church.headers)).json()["contact"]
    clock.advance(days=31)  # the period ended with no renewal: premium lapses
    assert (await client.get(own_path, headers=actors.other_church.headers)).json()[
        "contact"
    ] is None


def _png() -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (300, 200), (20, 90, 200)).save(output, format="PNG")
    return output.getvalue()


async def test_only_admins_change_the_church_photo(
    client: httpx.AsyncClient, actors: Actors, app: FastAPI
) -> None:
    church_id = actors.church_admin.church.id  # type: ignore[union-attr]
    files = {"photo": ("logo.png", _png(), "image/png")}
    refused = await client.put(
        f"/api/churches/{church_id}/photo", files=files, headers=actors.church_member.headers
    )
    assert refused.status_code == 403
    media = app.state.settings.media_dir
    assert not media.exists() or not any(media.iterdir())
    saved = await client.put(
        f"/api/churches/{church_id}/photo", files=files, headers=actors.church_admin.headers
    )
    assert saved.status_code == 200, saved.text
    url = saved.json()["profile_photo"]
    assert (await client.get(f"/api/churches/{church_id}")).json()["photo"] == url
    removed = await client.delete(
        f"/api/churches/{church_id}/photo", headers=actors.church_admin.headers
    )
    assert removed.status_code == 200
    assert (await client.get(url)).status_code == 404


async def test_a_church_account_that_has_not_onboarded_has_no_church_yet(
    client: httpx.AsyncClient, app: FastAPI
) -> None:
    async with app.state.sessionmaker() as db, db.begin():
        user = await make_user(db, role=Role.church, onboarded=False)
        token = await access_token(db, app.state.settings, user, app.state.clock())
    me = (await client.get("/api/users/me", headers=bearer(token))).json()
    assert (me["church"], me["plan"], me["premium"]) == (None, "free", False)
    assert (await client.get("/api/churches/mine", headers=bearer(token))).status_code == 403


async def test_a_church_photo_may_be_as_large_as_a_persons(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    church_id = actors.church_admin.church.id  # type: ignore[union-attr]
    output = io.BytesIO()
    # Noise does not compress: a PNG of about 1.5 MB, over the 1 MB limit of other bodies.
    Image.frombytes("RGB", (720, 720), os.urandom(720 * 720 * 3)).save(output, format="PNG")
    assert 1_048_576 < len(output.getvalue()) < 5 * 1_048_576
    files = {"photo": ("logo.png", output.getvalue(), "image/png")}
    saved = await client.put(
        f"/api/churches/{church_id}/photo", files=files, headers=actors.church_admin.headers
    )
    assert saved.status_code == 200, saved.text


async def test_a_church_whose_admins_are_all_suspended_is_gone_but_to_its_members(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    assert actors.church_admin.church is not None
    page = f"/api/churches/{actors.church_admin.church.id}"
    assert (await client.get(page)).json()["message_user_id"] == str(actors.church_admin.id)
    staff = actors.staff.headers

    suspended = await client.post(
        f"/api/admin/users/{actors.church_admin.id}/suspend", headers=staff, json={"reason": "Spam"}
    )
    assert suspended.status_code == 200, suspended.text
    for outsider in (None, actors.speaker, actors.staff):
        response = await client.get(page, headers=outsider.headers if outsider else None)
        assert (response.status_code, response.json()["error"]["code"]) == (404, "not_found")
    # Its other members still see it (nobody is offered the suspended admin to write to).
    member_view = await client.get(page, headers=actors.church_member.headers)
    assert member_view.status_code == 200 and member_view.json()["message_user_id"] is None

    await client.post(f"/api/admin/users/{actors.church_admin.id}/restore", headers=staff)
    assert (await client.get(page)).status_code == 200
