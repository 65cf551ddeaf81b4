import asyncio
import io
import uuid
from datetime import timedelta

import httpx
import pytest
from fastapi import FastAPI
from PIL import Image
from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.models import Subscription
from steeple.profiles.models import TalentProfile
from steeple.users.models import User
from steeple.users.roles import Role
from tests.auth.helpers import bearer, signed_up_and_verified
from tests.conftest import Clock
from tests.factories import Actors, access_token, make_user

TALENT = {
    "full_name": "Ruth Baker",
    "city": "Dayton",
    "state": "OH",
    "display_name": "Pastor Ruth",
    "headline": "Youth revival speaker",
    "bio": "Twenty years of youth ministry.",
    "travel_radius_miles": 300,
    "topics": ["Youth", "Leadership"],
    "skills": ["Preaching", "Workshops"],
    "denomination": "Baptist",
    "worship_style": "Contemporary",
    "fee_min": 300,
    "fee_max": 800,
    "video_url": "https://video.example.org/ruth",
    "availability": "Weekends from March",
}


async def onboarded(client: httpx.AsyncClient, session: AsyncSession, email: str, role: str) -> str:
    access = await signed_up_and_verified(client, session, email, role=role)
    basics = {"speaker": {"topics": ["Youth"]}, "musician": {"instruments": ["Piano"]}}
    body = {"full_name": "Ruth Baker", "city": "Dayton", "state": "OH", **basics.get(role, {})}
    response = await client.post("/api/users/me/onboarding", json=body, headers=bearer(access))
    assert response.status_code == 200, response.text
    return access


async def user_id(session: AsyncSession, email: str) -> uuid.UUID:
    user = await session.scalar(select(User).where(User.email == email))
    assert user is not None
    return user.id


def image_bytes(fmt: str = "PNG", size: tuple[int, int] = (1600, 900)) -> bytes:
    output = io.BytesIO()
    Image.new("RGB", size, (200, 30, 30)).save(output, format=fmt)
    return output.getvalue()


async def test_a_speaker_edits_their_profile_and_the_public_page_shows_it(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    access = await onboarded(client, session, "ruth@example.org", "speaker")
    mine = await client.get("/api/profiles/me", headers=bearer(access))
    assert mine.json()["talent"]["topics"] == ["Youth"]
    saved = await client.put("/api/profiles/me/talent", json=TALENT, headers=bearer(access))
    assert saved.status_code == 200, saved.text
    assert saved.json()["talent"]["video_url"] == "https://video.example.org/ruth"

    speaker_id = await user_id(session, "ruth@example.org")
    public = await client.get(f"/api/profiles/speakers/{speaker_id}")
    assert public.status_code == 200
    body = public.json()
    assert body["name"] == "Pastor Ruth"
    assert (body["city"], body["profile"]["fee_max"]) == ("Dayton", 800)
    assert body["contact"] is None  # visitors see no contact details
    assert (await client.get(f"/api/profiles/musicians/{speaker_id}")).status_code == 404


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"headline": "x" * 151}, "headline"),
        ({"video_url": "javascript:alert(1)"}, "video_url"),
        ({"website_url": "not a url"}, "website_url"),
        ({"fee_min": 900, "fee_max": 100}, "fee_max"),
        ({"travel_radius_miles": -1}, "travel_radius_miles"),
        ({"topics": ["x" * 41]}, "topics.0"),
        ({"topics": [f"t{i}" for i in range(21)]}, "topics"),
        ({"user_id": str(uuid.uuid4())}, "user_id"),
    ],
)
async def test_bad_talent_input_is_422_and_changes_nothing(
    client: httpx.AsyncClient, session: AsyncSession, change: dict[str, object], field: str
) -> None:
    access = await onboarded(client, session, "ruth@example.org", "speaker")
    response = await client.put(
        "/api/profiles/me/talent", json={**TALENT, **change}, headers=bearer(access)
    )
    assert response.status_code == 422
    assert field in response.json()["error"]["fields"]
    profile = await session.scalar(select(TalentProfile))
    assert profile is not None and profile.headline is None


async def test_the_wrong_role_cannot_edit_a_talent_profile_nor_name_another_user(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    assert (
        await client.put(
            "/api/profiles/me/talent", json=TALENT, headers=actors.church_admin.headers
        )
    ).status_code == 403
    sneaky = await client.put(
        "/api/profiles/me/talent",
        json={**TALENT, "user_id": str(actors.musician.id)},
        headers=actors.speaker.headers,
    )
    assert sneaky.status_code == 422


async def test_the_editor_saves_profile_and_account_in_one_request(
    client: httpx.AsyncClient, actors: Actors, session: AsyncSession
) -> None:
    saved = await client.put(
        "/api/profiles/me/talent",
        json={**TALENT, "full_name": "Ruth B. Baker", "city": "Columbus"},
        headers=actors.speaker.headers,
    )
    assert saved.status_code == 200, saved.text
    assert saved.json()["completeness"]["percent"] == 88  # everything but a photo
    me = (await client.get("/api/users/me", headers=actors.speaker.headers)).json()
    assert (me["full_name"], me["city"]) == ("Ruth B. Baker", "Columbus")
    # One transaction: a bad profile field leaves the account fields as they were.
    bad = await client.put(
        "/api/profiles/me/talent",
        json={**TALENT, "full_name": "Changed", "headline": "x" * 151},
        headers=actors.speaker.headers,
    )
    assert bad.status_code == 422
    me = (await client.get("/api/users/me", headers=actors.speaker.headers)).json()
    assert me["full_name"] == "Ruth B. Baker"


async def test_reading_my_profile_creates_no_row(
    client: httpx.AsyncClient, app: FastAPI, session: AsyncSession
) -> None:
    async with app.state.sessionmaker() as db, db.begin():
        user = await make_user(db, role=Role.speaker, onboarded=False)
        token = await access_token(db, app.state.settings, user, app.state.clock())
    mine = await client.get("/api/profiles/me", headers=bearer(token))
    assert mine.status_code == 200
    assert mine.json()["talent"]["topics"] == []
    assert await session.scalar(select(func.count()).select_from(TalentProfile)) == 0


async def test_contact_details_only_for_premium_churches_and_the_owner(
    client: httpx.AsyncClient, actors: Actors, app: FastAPI, clock: Clock
) -> None:
    path = f"/api/profiles/speakers/{actors.speaker.id}"
    contact = (await client.get(path, headers=actors.church_admin.headers)).json()["contact"]
    assert contact["email"] == actors.speaker.user.email  # type: ignore[union-attr]
    assert (await client.get(path, headers=actors.speaker.headers)).json()["contact"] is not None
    for viewer in (actors.other_church, actors.musician, actors.signed_out):
        assert (await client.get(path, headers=viewer.headers)).json()["contact"] is None
    # A lapsed subscription no longer counts.
    church = actors.church_admin.church
    assert church is not None
    async with app.state.sessionmaker() as db, db.begin():
        await db.execute(
            update(Subscription)
            .where(Subscription.church_id == church.id)
            .values(current_period_end=clock.now - timedelta(days=1))
        )
    assert (await client.get(path, headers=actors.church_admin.headers)).json()["contact"] is None


async def test_photo_upload_is_reencoded_and_served_with_nosniff(
    client: httpx.AsyncClient, session: AsyncSession, app: FastAPI
) -> None:
    access = await onboarded(client, session, "ruth@example.org", "speaker")
    jpeg = image_bytes("JPEG")
    response = await client.put(
        "/api/profiles/me/photo",
        files={"photo": ("me.jpg", jpeg, "image/jpeg")},
        headers=bearer(access),
    )
    assert response.status_code == 200, response.text
    url = response.json()["profile_photo"]
    assert url.startswith("/media/") and url.endswith(".webp")
    served = await client.get(url)
    assert served.status_code == 200
    assert served.headers["x-content-type-options"] == "nosniff"
    with Image.open(io.BytesIO(served.content)) as stored:
        assert stored.format == "WEBP"
        assert max(stored.size) == 1024
        assert "exif" not in stored.info

    replaced = await client.put(
        "/api/profiles/me/photo",
        files={"photo": ("me.png", image_bytes("PNG", (200, 200)), "image/png")},
        headers=bearer(access),
    )
    assert replaced.status_code == 200
    assert (await client.get(url)).status_code == 404  # the old file is gone
    removed = await client.delete("/api/profiles/me/photo", headers=bearer(access))
    assert removed.json() == {"profile_photo": None}


@pytest.mark.parametrize(
    ("name", "content", "status"),
    [
        ("photo.jpg", b"<svg xmlns='http://www.w3.org/2000/svg'></svg>", 422),
        ("photo.png", b"GIF89a" + b"\x00" * 100, 422),
        ("photo.gif", image_bytes("GIF", (10, 10)), 422),
        ("photo.jpg", b"\xff\xd8\xff" + b"x" * (5 * 1_048_576), 413),
    ],
)
async def test_bad_uploads_are_refused_and_store_nothing(
    client: httpx.AsyncClient,
    session: AsyncSession,
    app: FastAPI,
    name: str,
    content: bytes,
    status: int,
) -> None:
    access = await onboarded(client, session, "ruth@example.org", "speaker")
    media = app.state.settings.media_dir
    before = set(media.iterdir()) if media.exists() else set()
    response = await client.put(
        "/api/profiles/me/photo",
        files={"photo": (name, content, "image/jpeg")},
        headers=bearer(access),
    )
    assert response.status_code == status, response.text
    assert set(media.iterdir()) == before
    me = await client.get("/api/users/me", headers=bearer(access))
    assert me.json()["profile_photo"] is None


async def test_talent_previews_their_own_page_before_it_is_listed_but_only_as_what_they_are(
    client: httpx.AsyncClient, app: FastAPI
) -> None:
    async with app.state.sessionmaker() as db, db.begin():
        user = await make_user(db, role=Role.speaker, onboarded=False)
        token = await access_token(db, app.state.settings, user, app.state.clock())
    own = await client.get(f"/api/profiles/speakers/{user.id}", headers=bearer(token))
    assert own.status_code == 200, own.text
    assert own.json()["is_pro"] is False
    assert (await client.get(f"/api/profiles/speakers/{user.id}")).status_code == 404
    wrong_role = await client.get(f"/api/profiles/musicians/{user.id}", headers=bearer(token))
    assert wrong_role.status_code == 404


@pytest.mark.commits
async def test_two_first_saves_at_once_both_succeed(
    client: httpx.AsyncClient, app: FastAPI, session: AsyncSession
) -> None:
    async with app.state.sessionmaker() as db, db.begin():
        user = await make_user(db, role=Role.musician, onboarded=False)
        token = await access_token(db, app.state.settings, user, app.state.clock())
    body = {"full_name": "Double Click", "instruments": ["Cello"]}
    answers = await asyncio.gather(
        *(client.put("/api/profiles/me/talent", json=body, headers=bearer(token)) for _ in range(3))
    )
    assert [answer.status_code for answer in answers] == [200, 200, 200]
    assert await session.scalar(select(func.count()).select_from(TalentProfile)) == 1


async def test_names_that_grow_when_lowercased_still_fit_the_directory(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    # "İ" lowercases to two characters: 100 of them in each of two fields made a search column
    # longer than it holds (a 500 on PostgreSQL). (A city is one the gazetteer knows.)
    long = "İ" * 100
    saved = await client.put(
        "/api/profiles/me/talent",
        json={**TALENT, "full_name": long, "display_name": long},
        headers=actors.speaker.headers,
    )
    assert saved.status_code == 200, saved.text
