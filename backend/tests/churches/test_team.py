"""A church's team: admins invite by email (7-day single-use links stored as hashes), see pending
invitations, resend and revoke them, and remove members (never the last admin)."""

import re
import uuid

import httpx
from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.auth.actor import Actor
from steeple.auth.tokens import hash_token
from steeple.churches import team
from steeple.churches.models import ChurchInvitation, ChurchMember, MemberRole
from steeple.users.models import User
from steeple.users.roles import Role
from steeple.web.errors import AppError
from tests.auth.helpers import emailed_text, last_email
from tests.conftest import Clock
from tests.factories import Actors, access_token, add_member, make_church, make_user


def team_url(actors: Actors, rest: str = "") -> str:
    assert actors.church_admin.church is not None
    return f"/api/churches/{actors.church_admin.church.id}{rest}"


async def signed_in_as(app: FastAPI, **user: object) -> tuple[User, dict[str, str]]:
    """A new account (make_user's options) and the headers of a session of theirs."""
    async with app.state.sessionmaker() as db, db.begin():
        made = await make_user(db, **user)  # type: ignore[arg-type]
        token = await access_token(db, app.state.settings, made, app.state.clock())
    return made, {"Authorization": f"Bearer {token}"}


async def later(app: FastAPI, clock: Clock, actors: Actors, **delta: float) -> None:
    """Moves time on; the admin signs in again (access tokens last minutes)."""
    clock.advance(**delta)
    admin = actors.church_admin
    assert admin.user is not None
    async with app.state.sessionmaker() as db, db.begin():
        token = await access_token(db, app.state.settings, admin.user, clock.now)
    admin.headers = {"Authorization": f"Bearer {token}"}


async def invite(
    client: httpx.AsyncClient, actors: Actors, email: str, role: str = "leader"
) -> httpx.Response:
    return await client.post(
        team_url(actors, "/invitations"),
        json={"email": email, "role": role, "message": "Join us!"},
        headers=actors.church_admin.headers,
    )


async def emailed_token(session: AsyncSession, email: str) -> str:
    text = await emailed_text(session, email, "invitation")
    match = re.search(r"http://[^\s]+/invitation/([A-Za-z0-9_-]+)", text)
    assert match, text
    return match.group(1)


async def test_an_invited_leader_follows_the_emailed_link_and_joins_the_church(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    sent = await invite(client, actors, " Leah@Example.org ")
    assert sent.status_code == 201, sent.text
    assert (sent.json()["email"], sent.json()["role"]) == ("leah@example.org", "leader")
    pending = await client.get(
        team_url(actors, "/invitations"), headers=actors.church_admin.headers
    )
    assert [(i["email"], i["expires_at"][:10]) for i in pending.json()] == [
        ("leah@example.org", "2026-11-29")
    ]

    email = await last_email(session, "leah@example.org", "invitation")
    assert "Grace Fellowship" in email.subject and "Join us!" in email.text_body
    token = await emailed_token(session, "leah@example.org")
    emailed = await emailed_text(session, "leah@example.org", "invitation")
    assert f"{app.state.settings.public_url}/invitation/{token}" in emailed
    # Only the hash is stored.
    stored = await session.scalar(select(ChurchInvitation))
    assert stored is not None and stored.token_hash == hash_token(token) != token

    shown = await client.get(f"/api/invitations/{token}")
    assert shown.status_code == 200
    assert (shown.json()["church_name"], shown.json()["role"], shown.json()["email"]) == (
        "Grace Fellowship",
        "leader",
        "leah@example.org",
    )

    # A new account without a role joins and is a church account with nothing to onboard.
    leah, headers = await signed_in_as(
        app, email="leah@example.org", role=None, onboarded=False, full_name="Leah Stone"
    )
    joined = await client.post(f"/api/invitations/{token}/accept", headers=headers)
    assert joined.status_code == 200, joined.text
    assert (joined.json()["church_name"], joined.json()["role"]) == ("Grace Fellowship", "leader")
    me = (await client.get("/api/users/me", headers=headers)).json()
    assert (me["role"], me["needs_onboarding"]) == ("church", False)
    mine = (await client.get("/api/churches/mine", headers=headers)).json()
    assert (mine["my_role"], mine["can_edit"]) == ("leader", False)

    team = await client.get(team_url(actors, "/members"), headers=headers)
    assert [(m["full_name"], m["role"]) for m in team.json()][-1] == ("Leah Stone", "leader")
    assert team.json()[-1]["id"] == str(leah.id)
    assert (
        await client.get(team_url(actors, "/invitations"), headers=actors.church_admin.headers)
    ).json() == []

    # Single use: the link is spent.
    again = await client.post(f"/api/invitations/{token}/accept", headers=headers)
    assert (again.status_code, again.json()["error"]["code"]) == (410, "invitation_used")
    used = await client.get(f"/api/invitations/{token}")
    assert (used.status_code, used.json()["error"]["code"]) == (410, "invitation_used")


async def test_a_leader_or_member_cannot_run_the_team_and_another_church_cannot_see_it(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    assert actors.church_admin.church is not None
    async with app.state.sessionmaker() as db, db.begin():
        leader = await add_member(db, actors.church_admin.church, MemberRole.leader)
        token = await access_token(db, app.state.settings, leader, app.state.clock())
    leader_headers = {"Authorization": f"Bearer {token}"}
    for headers in (leader_headers, actors.church_member.headers):
        refused = await client.post(
            team_url(actors, "/invitations"), json={"email": "x@example.org"}, headers=headers
        )
        assert (refused.status_code, refused.json()["error"]["code"]) == (
            403,
            "church_admin_required",
        )
        removing = await client.delete(
            team_url(actors, f"/members/{actors.church_admin.id}"), headers=headers
        )
        assert (removing.status_code, removing.json()["error"]["code"]) == (
            403,
            "church_admin_required",
        )
        # Members read the team.
        assert (await client.get(team_url(actors, "/members"), headers=headers)).status_code == 200
    hidden = await client.get(team_url(actors, "/members"), headers=actors.other_church.headers)
    assert hidden.status_code == 404
    still = await client.get(team_url(actors, "/members"), headers=actors.church_admin.headers)
    assert len(still.json()) == 3


async def test_a_free_church_cannot_invite(client: httpx.AsyncClient, actors: Actors) -> None:
    assert actors.other_church.church is not None
    refused = await client.post(
        f"/api/churches/{actors.other_church.church.id}/invitations",
        json={"email": "new@example.org"},
        headers=actors.other_church.headers,
    )
    assert (refused.status_code, refused.json()["error"]["code"]) == (403, "premium_required")


async def test_the_invitation_form_follows_the_spec_rules(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    url = team_url(actors, "/invitations")
    for body in (
        {"email": "not-an-email"},
        {"email": "a@example.org", "role": "owner"},
        {"email": "a@example.org", "message": "x" * 501},
        {"role": "member"},
    ):
        answer = await client.post(url, json=body, headers=actors.church_admin.headers)
        assert answer.status_code == 422, body
    default = await client.post(
        url, json={"email": "a@example.org"}, headers=actors.church_admin.headers
    )
    assert default.json()["role"] == "member"


async def test_someone_already_in_a_church_cannot_be_invited(
    client: httpx.AsyncClient, actors: Actors
) -> None:
    for someone in (actors.church_member, actors.other_church):
        assert someone.user is not None
        answer = await invite(client, actors, someone.user.email.upper())
        assert (answer.status_code, answer.json()["error"]["code"]) == (409, "already_in_church")


async def test_inviting_the_same_address_again_renews_the_invitation(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    first = await invite(client, actors, "sam@example.org", role="member")
    old_token = await emailed_token(session, "sam@example.org")
    await later(app, clock, actors, days=3)
    second = await invite(client, actors, "sam@example.org", role="volunteer")
    assert second.status_code == 201, second.text
    assert second.json()["id"] == first.json()["id"]
    pending = (
        await client.get(team_url(actors, "/invitations"), headers=actors.church_admin.headers)
    ).json()
    assert [(i["role"], i["expires_at"][:10]) for i in pending] == [("volunteer", "2026-12-02")]
    assert (await client.get(f"/api/invitations/{old_token}")).status_code == 404


async def test_resend_gives_a_new_link_for_seven_more_days_and_revoke_ends_it(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    sent = await invite(client, actors, "ann@example.org")
    invitation_id = sent.json()["id"]
    old_token = await emailed_token(session, "ann@example.org")
    await later(app, clock, actors, days=8)
    expired = await client.get(f"/api/invitations/{old_token}")
    assert (expired.status_code, expired.json()["error"]["code"]) == (410, "invitation_expired")
    assert (
        await client.get(team_url(actors, "/invitations"), headers=actors.church_admin.headers)
    ).json() == []

    resent = await client.post(
        team_url(actors, f"/invitations/{invitation_id}/resend"),
        headers=actors.church_admin.headers,
    )
    assert resent.status_code == 200, resent.text
    assert resent.json()["expires_at"][:10] == "2026-12-07"
    new_token = await emailed_token(session, "ann@example.org")
    assert new_token != old_token
    assert (await client.get(f"/api/invitations/{old_token}")).status_code == 404
    assert (await client.get(f"/api/invitations/{new_token}")).status_code == 200

    revoked = await client.delete(
        team_url(actors, f"/invitations/{invitation_id}"), headers=actors.church_admin.headers
    )
    assert revoked.status_code == 204
    gone = await client.get(f"/api/invitations/{new_token}")
    assert (gone.status_code, gone.json()["error"]["code"]) == (404, "invitation_not_found")
    twice = await client.delete(
        team_url(actors, f"/invitations/{invitation_id}"), headers=actors.church_admin.headers
    )
    assert twice.status_code == 404


async def test_an_expired_invitation_cannot_be_accepted(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    await invite(client, actors, "late@example.org")
    token = await emailed_token(session, "late@example.org")
    clock.advance(days=7)
    late_user, headers = await signed_in_as(
        app, email="late@example.org", role=None, onboarded=False
    )
    late = await client.post(f"/api/invitations/{token}/accept", headers=headers)
    assert (late.status_code, late.json()["error"]["code"]) == (410, "invitation_expired")
    assert (
        await session.scalar(select(ChurchMember).where(ChurchMember.user_id == late_user.id))
        is None
    )


async def test_only_the_invited_verified_address_outside_any_church_may_accept(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, actors: Actors
) -> None:
    await invite(client, actors, "eve@example.org")
    token = await emailed_token(session, "eve@example.org")
    url = f"/api/invitations/{token}/accept"

    _other, other_headers = await signed_in_as(app, email="mallory@example.org", role=None)
    wrong = await client.post(url, headers=other_headers)
    assert (wrong.status_code, wrong.json()["error"]["code"]) == (
        403,
        "invitation_email_mismatch",
    )
    assert (await client.post(url)).status_code == 401

    eve, headers = await signed_in_as(
        app, email="eve@example.org", role=None, verified=False, onboarded=False
    )
    unverified = await client.post(url, headers=headers)
    assert (unverified.status_code, unverified.json()["error"]["code"]) == (
        403,
        "email_not_verified",
    )
    # Eve verifies, then starts her own church before accepting.
    async with app.state.sessionmaker() as db, db.begin():
        user = await db.get(User, eve.id)
        assert user is not None
        user.email_confirmed_at = app.state.clock()
        user.role = Role.church
        await make_church(db, name="Eve's Church", admin=user)
    taken = await client.post(url, headers=headers)
    assert (taken.status_code, taken.json()["error"]["code"]) == (409, "already_in_church")
    # Nothing changed: the invitation is still open.
    assert (await client.get(f"/api/invitations/{token}")).status_code == 200


async def test_the_last_admin_stays_and_a_removed_member_can_be_invited_back(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, actors: Actors
) -> None:
    admin = actors.church_admin
    last = await client.delete(team_url(actors, f"/members/{admin.id}"), headers=admin.headers)
    assert (last.status_code, last.json()["error"]["code"]) == (409, "last_admin")

    member = actors.church_member
    assert member.user is not None
    removed = await client.delete(team_url(actors, f"/members/{member.id}"), headers=admin.headers)
    assert removed.status_code == 204
    team = (await client.get(team_url(actors, "/members"), headers=admin.headers)).json()
    assert [m["id"] for m in team] == [str(admin.id)]
    missing = await client.delete(team_url(actors, f"/members/{member.id}"), headers=admin.headers)
    assert (missing.status_code, missing.json()["error"]["code"]) == (404, "member_not_found")

    back = await invite(client, actors, member.user.email, role="admin")
    assert back.status_code == 201, back.text
    token = await emailed_token(session, member.user.email)
    joined = await client.post(f"/api/invitations/{token}/accept", headers=member.headers)
    assert joined.status_code == 200, joined.text
    assert joined.json()["role"] == "admin"

    # With two admins, the first may leave.
    leaves = await client.delete(team_url(actors, f"/members/{admin.id}"), headers=admin.headers)
    assert leaves.status_code == 204


async def test_an_unknown_invitation_link_is_not_found(client: httpx.AsyncClient) -> None:
    answer = await client.get(f"/api/invitations/{uuid.uuid4().hex}")
    assert (answer.status_code, answer.json()["error"]["code"]) == (404, "invitation_not_found")


async def test_speaker_accounts_cannot_join_a_team(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, actors: Actors
) -> None:
    # An existing speaker is not invited: the link could never work for them.
    assert actors.speaker.user is not None
    refused = await invite(client, actors, actors.speaker.user.email)
    assert (refused.status_code, refused.json()["error"]["code"]) == (409, "not_church_account")

    # Someone invited before they had an account, who then signs up as a musician, cannot join.
    await invite(client, actors, "nina@example.org")
    token = await emailed_token(session, "nina@example.org")
    _, musician = await signed_in_as(app, email="nina@example.org", role=Role.musician)
    answer = await client.post(f"/api/invitations/{token}/accept", headers=musician)
    assert (answer.status_code, answer.json()["error"]["code"]) == (409, "not_church_account")


async def test_of_two_accepts_at_once_only_one_takes_the_invitation(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    """The second accept read the invitation while it was still open; the conditional UPDATE
    still refuses it."""
    await invite(client, actors, "twice@example.org")
    token = await emailed_token(session, "twice@example.org")
    user, _headers = await signed_in_as(app, email="twice@example.org", role=None)
    async with app.state.sessionmaker() as late:
        stale = await late.get(User, user.id)
        assert stale is not None
        # The late request has read the open invitation already (and holds it)...
        read = await late.scalar(
            select(ChurchInvitation).where(ChurchInvitation.token_hash == hash_token(token))
        )
        assert read is not None and read.accepted_at is None
        # ...when another request accepts it.
        async with app.state.sessionmaker() as first, first.begin():
            winner = await first.get(User, user.id)
            assert winner is not None
            await team.accept(first, Actor(user=winner, session_id=uuid.uuid4()), token, clock.now)
        try:
            await team.accept(late, Actor(user=stale, session_id=uuid.uuid4()), token, clock.now)
        except AppError as error:
            assert (error.status_code, error.code) == (410, "invitation_used")
        else:
            raise AssertionError("the invitation was accepted twice")


async def test_an_admin_changes_roles_and_the_church_always_keeps_an_admin(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    admin, member = actors.church_admin, actors.church_member
    url = team_url(actors, f"/members/{member.id}")
    promoted = await client.patch(url, json={"role": "leader"}, headers=admin.headers)
    assert promoted.status_code == 200, promoted.text
    listed = await client.get(team_url(actors, "/members"), headers=admin.headers)
    assert promoted.json() == next(m for m in listed.json() if m["id"] == str(member.id))
    assert promoted.json()["role"] == "leader"

    # The only admin cannot step down; with a second admin they may.
    own = team_url(actors, f"/members/{admin.id}")
    last = await client.patch(own, json={"role": "member"}, headers=admin.headers)
    assert (last.status_code, last.json()["error"]["code"]) == (409, "last_admin")
    still_admin = await client.patch(own, json={"role": "admin"}, headers=admin.headers)
    assert still_admin.json()["role"] == "admin"
    await client.patch(url, json={"role": "admin"}, headers=admin.headers)
    steps_down = await client.patch(own, json={"role": "volunteer"}, headers=admin.headers)
    assert steps_down.json()["role"] == "volunteer"
    # Now a volunteer, they run the team no more; the new admin does.
    refused = await client.patch(url, json={"role": "member"}, headers=admin.headers)
    assert (refused.status_code, refused.json()["error"]["code"]) == (403, "church_admin_required")
    roles = {
        m["id"]: m["role"]
        for m in (await client.get(team_url(actors, "/members"), headers=member.headers)).json()
    }
    assert roles == {str(admin.id): "volunteer", str(member.id): "admin"}


async def test_a_role_change_is_refused_for_non_admins_other_churches_and_bad_roles(
    app: FastAPI, client: httpx.AsyncClient, actors: Actors
) -> None:
    admin, member = actors.church_admin, actors.church_member
    url = team_url(actors, f"/members/{admin.id}")
    by_member = await client.patch(url, json={"role": "member"}, headers=member.headers)
    assert (by_member.status_code, by_member.json()["error"]["code"]) == (
        403,
        "church_admin_required",
    )
    by_other = await client.patch(url, json={"role": "member"}, headers=actors.other_church.headers)
    assert by_other.status_code == 404
    # Another church's member, through this church's team: not on this team.
    assert actors.other_church.church is not None
    elsewhere = team_url(actors, f"/members/{actors.other_church.id}")
    missing = await client.patch(elsewhere, json={"role": "member"}, headers=admin.headers)
    assert (missing.status_code, missing.json()["error"]["code"]) == (404, "member_not_found")
    for body in ({"role": "owner"}, {}, {"role": "leader", "extra": 1}):
        bad = await client.patch(
            team_url(actors, f"/members/{member.id}"), json=body, headers=admin.headers
        )
        assert bad.status_code == 422, body
    roles = {
        m["role"]
        for m in (await client.get(team_url(actors, "/members"), headers=admin.headers)).json()
    }
    assert roles == {"admin", "member"}
