import io
import uuid

import httpx
import pytest
from fastapi import FastAPI
from PIL import Image
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.profiles.models import ChurchProfile, TalentProfile
from steeple.users.models import User
from tests.auth.helpers import bearer, signed_up_and_verified

TALENT = {
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

CHURCH = {
    "church_name": "Grace Fellowship",
    "contact_name": "Ann Lee",
    "contact_email": "office@grace.example.org",
    "phone": "+1 513 555 0100",
    "primary_address": "1 Main St, Cincinnati, OH",
    "website": "https://grace.example.org",
    "theme": "green",
    "primary_color": "#10B981",
    "facebook_url": "https://facebook.com/grace",
}


async def onboarded(client: httpx.AsyncClient, session: AsyncSession, email: str, role: str) -> str:
    access = await signed_up_and_verified(client, session, email, role=role)
    basics = {"speaker": {"topics": ["Youth"]}, "musician": {"instruments": ["Piano"]}}
    body = {"full_name": "Ruth Baker", "city": "Dayton", "state": "OH", **basics.get(role, {})}
    response = await client.post("/api/auth/me/onboarding", json=body, headers=bearer(access))
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
    assert saved.json()["video_url"] == "https://video.example.org/ruth"

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


async def test_a_missing_church_profile_is_created_minimally(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    access = await onboarded(client, session, "pastor@grace.org", "church")
    mine = await client.get("/api/profiles/me", headers=bearer(access))
    church = mine.json()["church"]
    assert church["church_name"] == "Grace Fellowship"  # from sign-up
    assert church["contact_name"] == "Ruth Baker"
    assert (church["theme"], church["primary_color"]) == ("blue", "#3B82F6")


async def test_a_church_edits_its_profile_and_theme(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    access = await onboarded(client, session, "pastor@grace.org", "church")
    saved = await client.put(
        "/api/profiles/me/church",
        json={**CHURCH, "church_name": "Grace Chapel"},
        headers=bearer(access),
    )
    assert saved.status_code == 200, saved.text
    me = await client.get("/api/auth/me", headers=bearer(access))
    assert me.json()["church_name"] == "Grace Chapel"  # the display name follows

    church_user = await user_id(session, "pastor@grace.org")
    profile = await session.scalar(select(ChurchProfile))
    assert profile is not None
    for church_id in (profile.id, church_user):  # by profile id, or by the user id the nav uses
        public = await client.get(f"/api/profiles/churches/{church_id}")
        assert public.status_code == 200
        assert (public.json()["theme"], public.json()["primary_color"]) == ("green", "#10B981")
        assert public.json()["contact"] is None


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"primary_color": "blue"}, "primary_color"),
        ({"primary_color": "#12345G"}, "primary_color"),
        ({"theme": "orange"}, "theme"),
        ({"church_name": ""}, "church_name"),
        ({"contact_email": "office@"}, "contact_email"),
        ({"instagram_url": "ftp://x.example.org"}, "instagram_url"),
    ],
)
async def test_bad_church_input_is_422(
    client: httpx.AsyncClient, session: AsyncSession, change: dict[str, object], field: str
) -> None:
    access = await onboarded(client, session, "pastor@grace.org", "church")
    response = await client.put(
        "/api/profiles/me/church", json={**CHURCH, **change}, headers=bearer(access)
    )
    assert response.status_code == 422
    assert field in response.json()["error"]["fields"]


async def test_authorization_of_every_profile_endpoint(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    speaker = await onboarded(client, session, "ruth@example.org", "speaker")
    church = await onboarded(client, session, "pastor@grace.org", "church")
    # Signed out: the editor endpoints refuse.
    for method, path in [
        ("GET", "/api/profiles/me"),
        ("PUT", "/api/profiles/me/talent"),
        ("PUT", "/api/profiles/me/church"),
        ("DELETE", "/api/profiles/me/photo"),
    ]:
        assert (await client.request(method, path, json={})).status_code in (401, 422)
        assert (await client.request(method, path)).status_code == 401
    # The wrong role cannot edit the other kind of profile.
    assert (
        await client.put("/api/profiles/me/church", json=CHURCH, headers=bearer(speaker))
    ).status_code == 403
    assert (
        await client.put("/api/profiles/me/talent", json=TALENT, headers=bearer(church))
    ).status_code == 403
    # Nobody can name another user's profile: there is no id to send, and extra fields are refused.
    other = await user_id(session, "pastor@grace.org")
    sneaky = await client.put(
        "/api/profiles/me/talent", json={**TALENT, "user_id": str(other)}, headers=bearer(speaker)
    )
    assert sneaky.status_code == 422


async def test_contact_details_only_for_premium_churches_and_the_owner(
    client: httpx.AsyncClient, session: AsyncSession
) -> None:
    speaker = await onboarded(client, session, "ruth@example.org", "speaker")
    church = await onboarded(client, session, "pastor@grace.org", "church")
    speaker_id = await user_id(session, "ruth@example.org")
    path = f"/api/profiles/speakers/{speaker_id}"

    assert (await client.get(path, headers=bearer(church))).json()["contact"] is None
    church_user = await session.scalar(select(User).where(User.email == "pastor@grace.org"))
    assert church_user is not None
    church_user.plan = "church_premium"
    await session.commit()
    contact = (await client.get(path, headers=bearer(church))).json()["contact"]
    assert contact["email"] == "ruth@example.org"
    assert (await client.get(path, headers=bearer(speaker))).json()["contact"] is not None


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
    me = await client.get("/api/auth/me", headers=bearer(access))
    assert me.json()["profile_photo"] is None
