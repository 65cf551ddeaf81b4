"""`steeple seed`: the demo accounts, people and churches, made once, through the product's own
services."""

from urllib.parse import urlparse

import httpx
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import ApplicationStatus
from steeple.billing import entitlements
from steeple.churches.models import Church, ChurchMember, MemberRole
from steeple.db import now_of
from steeple.demo.bench import seed_profiles
from steeple.demo.content import (
    CHURCHES,
    DEMO_ADMIN,
    DEMO_CHURCH,
    DEMO_LEADER,
    DEMO_MEMBER,
    DEMO_MUSICIAN,
    DEMO_SPEAKER,
    FREE_CHURCH_ACCOUNT,
    MUSICIANS,
    OPEN_INVITATIONS,
    PRINTED_ACCOUNTS,
    SPEAKERS,
    STAFF_ACCOUNT,
)
from steeple.demo.marketplace import run_seed, seeded_emails
from steeple.demo.records import PEOPLE_DOMAIN
from steeple.email.models import OutboxEmail
from steeple.models import APP_TABLES
from steeple.profiles.models import TalentProfile
from steeple.users.models import User
from tests.demo.support import bearer, directory, seed_all, sign_in

S = ApplicationStatus
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


async def _snapshot(session: AsyncSession) -> dict[str, list[str]]:
    """Every row of every table, in a stable order."""
    return {
        table.name: sorted(repr(tuple(row)) for row in await session.execute(select(table)))
        for table in APP_TABLES
    }


def test_the_seed_data_is_consistent() -> None:
    emails = seeded_emails()
    assert len(emails) == len(set(emails)), "two seeded accounts share an email"
    demo_emails = {account.email for account in PRINTED_ACCOUNTS}
    assert demo_emails <= set(emails)
    assert all(email.endswith(f"@{PEOPLE_DOMAIN}") for email in set(emails) - demo_emails)
    by_email = {
        **{talent.login: (talent.role, talent.full_name) for talent in (*SPEAKERS, *MUSICIANS)},
        **{church.login: ("church", church.admin) for church in CHURCHES},
        DEMO_MEMBER.email: ("church", DEMO_MEMBER.full_name),
        DEMO_LEADER.email: ("church", DEMO_LEADER.full_name),
        STAFF_ACCOUNT.email: (None, STAFF_ACCOUNT.full_name),
    }
    for account in PRINTED_ACCOUNTS:
        assert by_email[account.email] == (account.role, account.full_name)
    demo_church = next(church for church in CHURCHES if church.login == DEMO_ADMIN.email)
    assert demo_church.church_name == DEMO_CHURCH and demo_church.premium_months
    assert DEMO_MEMBER.church_role in (MemberRole.member, MemberRole.volunteer)
    free_church = next(church for church in CHURCHES if church.login == FREE_CHURCH_ACCOUNT.email)
    assert free_church.premium_months is None
    assert FREE_CHURCH_ACCOUNT.church_role == MemberRole.admin
    # A visitor can buy Speaker Pro as the demo speaker.
    assert not next(talent for talent in SPEAKERS if talent.login == DEMO_SPEAKER.email).pro


async def test_demo_accounts_are_created_once_and_sign_in_verified_and_onboarded(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await seed_all(app, app.state.clock())  # the first seed returned PRINTED_ACCOUNTS
    assert await run_seed(app.state.sessionmaker) == []
    for account in PRINTED_ACCOUNTS:
        user = (await sign_in(client, account.email))["user"]
        assert (user["role"], user["full_name"]) == (account.role, account.full_name)
        assert user["email_verified"] and not user["needs_onboarding"]
    # Everyone shares one password hash (argon2 is slow on purpose), and no email was queued.
    assert await session.scalar(select(func.count(func.distinct(User.password_hash)))) == 1
    assert await session.scalar(select(func.count()).select_from(OutboxEmail)) == 0


async def test_seeding_twice_adds_and_changes_nothing(app: FastAPI, session: AsyncSession) -> None:
    await seed_all(app, app.state.clock())
    first = await _snapshot(session)
    await session.commit()  # end the read transaction, so the next read sees fresh data

    assert await run_seed(app.state.sessionmaker) == []
    assert await _snapshot(session) == first
    assert len(first["users"]) == len(seeded_emails())


async def test_the_directories_list_the_seeded_speakers_and_musicians_across_the_country(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await seed_all(app, app.state.clock())
    speakers = await directory(client, "speaker")
    musicians = await directory(client, "musician")
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


async def test_the_demo_church_is_premium_and_the_free_church_and_demo_talent_are_free(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    await seed_all(app, app.state.clock())
    church_admin = await sign_in(client, "church@demo.steeple.app")
    me = await client.get("/api/users/me", headers=bearer(church_admin))
    assert me.status_code == 200, me.text
    assert me.json()["premium"] is True
    assert me.json()["plan"] == "church_monthly"
    assert me.json()["church"]["church_name"] == DEMO_CHURCH

    free_church = bearer(await sign_in(client, FREE_CHURCH_ACCOUNT.email))
    me = (await client.get("/api/users/me", headers=free_church)).json()
    assert (me["premium"], me["plan"]) == (False, "free")
    assert me["church"]["church_name"] == "St. Luke's Lutheran Church"
    assert me["church"]["role"] == "admin"
    quota = (await client.get("/api/opportunities/quota", headers=free_church)).json()
    assert quota["premium"] is False and quota["postings_left"] == 0

    # The demo speaker and musician are free, so a visitor can buy Pro as either.
    for account in (DEMO_SPEAKER, DEMO_MUSICIAN):
        me = (
            await client.get("/api/users/me", headers=bearer(await sign_in(client, account.email)))
        ).json()
        assert (me["premium"], me["plan"]) == (False, "free"), account.email
        found = await client.get(
            "/api/profiles/search", params={"role": account.role, "q": account.full_name}
        )
        card = next(c for c in found.json()["results"] if c["full_name"] == account.full_name)
        assert card["is_pro"] is False

    # The churches that post opportunities are premium too; the rest are on the free plan.
    now = now_of(session.sync_session)  # the seed's clock: the app's
    churches = list(await session.scalars(select(Church)))
    premium = [
        church.church_name
        for church in churches
        if await entitlements.is_premium_church(session, church.id, now)
    ]
    assert DEMO_CHURCH in premium
    assert 3 <= len(premium) <= len(churches) // 2


async def test_the_member_demo_account_belongs_to_the_demo_church_and_cannot_change_it(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    await seed_all(app, app.state.clock())
    member = bearer(await sign_in(client, DEMO_MEMBER.email))
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
    admin = bearer(await sign_in(client, "church@demo.steeple.app"))
    accepted = await client.put(f"/api/churches/{church_id}", json=change, headers=admin)
    assert accepted.status_code == 200, accepted.text


async def test_the_demo_church_has_a_team_with_open_invitations(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    await seed_all(app, app.state.clock())
    leader = bearer(await sign_in(client, DEMO_LEADER.email))
    me = (await client.get("/api/users/me", headers=leader)).json()
    assert me["church"]["church_name"] == DEMO_CHURCH and me["church"]["role"] == "leader"
    church_id = me["church"]["church_id"]
    team = (await client.get(f"/api/churches/{church_id}/members", headers=leader)).json()
    assert {member["role"] for member in team} == {"admin", "leader", "volunteer"}
    # Leaders do not run the team: the open invitations are the admins' to see.
    refused = await client.get(f"/api/churches/{church_id}/invitations", headers=leader)
    assert refused.status_code == 403

    admin = bearer(await sign_in(client, "church@demo.steeple.app"))
    invitations = (await client.get(f"/api/churches/{church_id}/invitations", headers=admin)).json()
    assert sorted(invitation["email"] for invitation in invitations) == sorted(
        invitation.email for invitation in OPEN_INVITATIONS
    )

    # A second seed adds no invitation twice and keeps people's own language choices.
    tomas = bearer(await sign_in(client, "tomas.gutierrez@people.steeple.test"))
    assert (await client.get("/api/users/me/settings", headers=tomas)).json()["language"] == "es"
    await client.patch("/api/users/me/settings", json={"language": "en"}, headers=tomas)
    await run_seed(app.state.sessionmaker)
    again = (await client.get(f"/api/churches/{church_id}/invitations", headers=admin)).json()
    assert len(again) == len(OPEN_INVITATIONS)
    assert (await client.get("/api/users/me/settings", headers=tomas)).json()["language"] == "en"


async def test_profiles_read_like_people_wrote_them(app: FastAPI, session: AsyncSession) -> None:
    await seed_all(app, app.state.clock())
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
    await seed_all(app, app.state.clock())
    async with app.state.sessionmaker() as bulk, bulk.begin():
        assert await seed_profiles(bulk, 30) == 30
    bench = select(func.count()).select_from(User).where(User.email.like("bench-%"))
    assert await session.scalar(bench) == 30
    listed = await directory(client, "speaker") + await directory(client, "musician")
    assert len(listed) == len(SPEAKERS) + len(MUSICIANS) + 30
