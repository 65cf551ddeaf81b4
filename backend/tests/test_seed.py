"""`steeple seed`: the demo marketplace, made once, through the product's own rules."""

from typing import Any
from urllib.parse import urlparse

import httpx
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing import entitlements
from steeple.churches.models import Church, ChurchMember, MemberRole
from steeple.db import utcnow
from steeple.email.models import OutboxEmail
from steeple.models import Base
from steeple.profiles.models import TalentProfile
from steeple.seed import (
    CHURCHES,
    DEMO_ACCOUNTS,
    DEMO_CHURCH,
    DEMO_MEMBER,
    DEMO_PASSWORD,
    MUSICIANS,
    PEOPLE_DOMAIN,
    SPEAKERS,
    run_seed,
    seed_profiles,
    seeded_emails,
)
from steeple.users.models import User

EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
PACIFIC = {"CA", "WA", "OR", "NV"}
MOUNTAIN = {"CO", "NM", "ID", "UT", "MT", "WY"}
CENTRAL = {"TX", "OK", "MN", "IL", "WI", "IA", "MO", "KS", "NE", "AR", "LA", "MS", "AL", "TN"}


def _zone(state: str) -> str:
    if state in PACIFIC:
        return "America/Los_Angeles"
    if state in MOUNTAIN:
        return "America/Denver"
    return "America/Chicago" if state in CENTRAL else "America/New_York"


async def _directory(client: httpx.AsyncClient, role: str) -> list[dict[str, Any]]:
    """Every card the directory lists for `role`, page by page."""
    cards: list[dict[str, Any]] = []
    page = 1
    while True:
        response = await client.get("/api/profiles/search", params={"role": role, "page": page})
        assert response.status_code == 200, response.text
        body = response.json()
        cards += body["results"]
        if not body["has_more"]:
            return cards
        page += 1


async def _sign_in(client: httpx.AsyncClient, email: str) -> dict[str, Any]:
    response = await client.post(
        "/api/auth/signin", json={"email": email, "password": DEMO_PASSWORD}
    )
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _bearer(signed_in: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {signed_in['access_token']}"}


async def _snapshot(session: AsyncSession) -> dict[str, list[str]]:
    """Every row of every table, in a stable order."""
    return {
        table.name: sorted(repr(tuple(row)) for row in await session.execute(select(table)))
        for table in Base.metadata.sorted_tables
    }


def test_the_seed_data_is_consistent() -> None:
    emails = seeded_emails()
    assert len(emails) == len(set(emails)), "two seeded accounts share an email"
    demo_emails = {account.email for account in DEMO_ACCOUNTS}
    assert demo_emails <= set(emails)
    assert all(email.endswith(f"@{PEOPLE_DOMAIN}") for email in set(emails) - demo_emails)
    by_email = {
        **{talent.login: (talent.role, talent.full_name) for talent in (*SPEAKERS, *MUSICIANS)},
        **{church.login: ("church", church.admin) for church in CHURCHES},
        DEMO_MEMBER.email: ("church", DEMO_MEMBER.full_name),
    }
    for account in DEMO_ACCOUNTS:
        assert by_email[account.email] == (account.role, account.full_name)
    demo_church = next(church for church in CHURCHES if church.login == DEMO_ACCOUNTS[2].email)
    assert demo_church.church_name == DEMO_CHURCH
    assert DEMO_MEMBER.church_role in (MemberRole.member, MemberRole.volunteer)


async def test_demo_accounts_are_created_once_and_sign_in_verified_and_onboarded(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    assert await run_seed(app.state.sessionmaker) == DEMO_ACCOUNTS
    assert await run_seed(app.state.sessionmaker) == []
    for account in DEMO_ACCOUNTS:
        user = (await _sign_in(client, account.email))["user"]
        assert (user["role"], user["full_name"]) == (account.role, account.full_name)
        assert user["email_verified"] and not user["needs_onboarding"]
    # Everyone shares one password hash (argon2 is slow on purpose), and no email was queued.
    assert await session.scalar(select(func.count(func.distinct(User.password_hash)))) == 1
    assert await session.scalar(select(func.count()).select_from(OutboxEmail)) == 0


async def test_seeding_twice_adds_and_changes_nothing(app: FastAPI, session: AsyncSession) -> None:
    await run_seed(app.state.sessionmaker)
    first = await _snapshot(session)
    await session.commit()  # end the read transaction, so the next read sees fresh data

    assert await run_seed(app.state.sessionmaker) == []
    assert await _snapshot(session) == first
    assert len(first["users"]) == len(seeded_emails())


async def test_the_directories_list_the_seeded_speakers_and_musicians_across_the_country(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await run_seed(app.state.sessionmaker)
    speakers = await _directory(client, "speaker")
    musicians = await _directory(client, "musician")
    assert len(speakers) >= 40
    assert len(musicians) >= 30
    assert len({card["user_id"] for card in speakers + musicians}) == len(speakers + musicians)
    assert len({card["state"] for card in speakers}) >= 20
    assert len({card["state"] for card in musicians}) >= 15
    assert all(card["headline"] and card["denomination"] for card in speakers + musicians)
    assert all(card["topics"] and card["skills"] for card in speakers)
    assert all(card["instruments"] and card["genres"] for card in musicians)
    # A few on Pro, most on the free plan.
    assert 3 <= sum(card["is_pro"] for card in speakers) <= len(speakers) // 4
    assert 2 <= sum(card["is_pro"] for card in musicians) <= len(musicians) // 4

    churches = list(await session.scalars(select(Church)))
    assert len(churches) >= 12
    assert len({church.state for church in churches}) >= 10
    for church in churches:
        assert church.state is not None
        assert church.timezone == _zone(church.state), church.church_name
        assert church.about and church.website and church.denomination and church.primary_address
    admins = await session.scalar(
        select(func.count(func.distinct(ChurchMember.church_id))).where(
            ChurchMember.role == MemberRole.admin
        )
    )
    assert admins == len(churches)


async def test_the_demo_church_is_premium_and_the_demo_speaker_is_pro(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await run_seed(app.state.sessionmaker)
    church_admin = await _sign_in(client, "church@demo.steeple.app")
    me = await client.get("/api/users/me", headers=_bearer(church_admin))
    assert me.status_code == 200, me.text
    assert me.json()["premium"] is True
    assert me.json()["plan"] == "church_monthly"
    assert me.json()["church"]["church_name"] == DEMO_CHURCH

    found = await client.get(
        "/api/profiles/search", params={"role": "speaker", "q": "James Carter"}
    )
    card = next(c for c in found.json()["results"] if c["full_name"] == DEMO_ACCOUNTS[0].full_name)
    assert card["is_pro"] is True

    # One or two other churches are premium too; the rest are on the free plan.
    now = utcnow()
    premium = [
        church.church_name
        for church in await session.scalars(select(Church))
        if await entitlements.is_premium_church(session, church.id, now)
    ]
    assert DEMO_CHURCH in premium
    assert 2 <= len(premium) <= 4


async def test_the_member_demo_account_belongs_to_the_demo_church_and_cannot_change_it(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    await run_seed(app.state.sessionmaker)
    member = _bearer(await _sign_in(client, DEMO_MEMBER.email))
    me = (await client.get("/api/users/me", headers=member)).json()
    assert me["church"]["church_name"] == DEMO_CHURCH
    assert me["church"]["role"] == DEMO_MEMBER.church_role
    assert me["premium"] is True  # members share their church's plan
    mine = (await client.get("/api/churches/mine", headers=member)).json()
    assert mine["can_edit"] is False

    church_id = me["church"]["church_id"]
    change = {"church_name": "Taken Over Church", "theme": "red", "primary_color": "#EF4444"}
    refused = await client.put(f"/api/churches/{church_id}", json=change, headers=member)
    assert refused.status_code == 403, refused.text
    public = (await client.get(f"/api/churches/{church_id}")).json()
    assert public["church_name"] == DEMO_CHURCH

    # The same change from the church's admin goes through: the refusal was the member's role.
    admin = _bearer(await _sign_in(client, "church@demo.steeple.app"))
    accepted = await client.put(f"/api/churches/{church_id}", json=change, headers=admin)
    assert accepted.status_code == 200, accepted.text


async def test_profiles_read_like_people_wrote_them(app: FastAPI, session: AsyncSession) -> None:
    await run_seed(app.state.sessionmaker)
    talent = list(await session.scalars(select(TalentProfile)))
    bios = [profile.bio or "" for profile in talent]
    headlines = [profile.headline or "" for profile in talent]
    assert all(bios) and all(headlines)
    assert len(set(bios)) == len(bios), "two profiles share a bio"
    assert len(set(headlines)) == len(headlines), "two profiles share a headline"
    assert len({bio.split()[0] for bio in bios}) >= len(bios) // 2, "bios start alike"
    lengths = sorted(len(bio) for bio in bios)
    assert lengths[-1] >= 2 * lengths[0], "bios should vary in length"
    assert any("\n\n" in bio for bio in bios), "some bios run to more than one paragraph"
    assert all("lorem" not in bio.lower() for bio in bios)
    assert len({profile.denomination for profile in talent}) >= 10
    assert len({profile.availability for profile in talent}) >= 10
    assert any(profile.love_offering for profile in talent)
    assert any(profile.fee_min is not None for profile in talent)

    churches = list(await session.scalars(select(Church)))
    assert len({church.about for church in churches}) == len(churches)
    assert len({church.theme for church in churches}) >= 3
    links = [
        url
        for profile in talent
        for url in (profile.video_url, profile.audio_url, profile.website_url)
        if url
    ] + [
        url
        for church in churches
        for url in (church.website, church.facebook_url, church.instagram_url, church.youtube_url)
        if url
    ]
    assert all(profile.video_url or profile.audio_url or profile.website_url for profile in talent)
    for url in links:
        host = urlparse(url).hostname or ""
        assert url.startswith("https://") and host.endswith(EXAMPLE_DOMAINS), url


async def test_benchmark_profiles_still_load_beside_the_demo_data(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await run_seed(app.state.sessionmaker)
    async with app.state.sessionmaker() as bulk, bulk.begin():
        assert await seed_profiles(bulk, 30) == 30
    bench = select(func.count()).select_from(User).where(User.email.like("bench-%"))
    assert await session.scalar(bench) == 30
    listed = await _directory(client, "speaker") + await _directory(client, "musician")
    assert len(listed) == len(SPEAKERS) + len(MUSICIANS) + 30
