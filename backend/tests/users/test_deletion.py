"""POST /api/users/me/deletion: the person's own data goes, what others need stays, every session
ends; refusals (wrong password, missing or wrong code, last admin, a plan that still renews)
change nothing."""

import httpx
import pyotp
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application, ApplicationStatus
from steeple.auth.models import RecoveryCode, RefreshToken, TwoFactorFactor
from steeple.churches.models import Church, ChurchInvitation, ChurchMember, MemberRole
from steeple.notifications.models import Notification, NotificationType, Priority
from steeple.notifications.service import notify
from steeple.opportunities.models import Opportunity, OpportunityStatus
from steeple.profiles.models import TalentProfile
from steeple.users.models import DELETED_NAME, User, UserSettings
from tests.auth.helpers import last_email
from tests.conftest import Clock
from tests.factories import (
    PASSWORD,
    Actors,
    SignedIn,
    make_application,
    make_conversation,
    make_opportunity,
    make_subscription,
)

URL = "/api/users/me/deletion"


async def delete(
    client: httpx.AsyncClient, who: SignedIn, password: str = PASSWORD, code: str | None = None
) -> httpx.Response:
    return await client.post(URL, json={"password": password, "code": code}, headers=who.headers)


async def reloaded(session: AsyncSession, who: SignedIn) -> User:
    session.expire_all()
    user = await session.get(User, who.id)
    assert user is not None
    return user


async def test_a_speaker_deletes_their_account_and_what_others_need_stays(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    speaker, admin = actors.speaker, actors.church_admin
    assert speaker.user and admin.user and admin.church
    email = speaker.user.email
    opportunity = await make_opportunity(session, admin.church, clock.now)
    opportunity_id = opportunity.id
    waiting = (await make_application(session, opportunity, speaker.user)).id
    talk = (await make_conversation(session, speaker.user, admin.user, bodies=("I can come.",))).id
    await notify(
        session,
        recipient_id=speaker.id,
        type=NotificationType.system,
        priority=Priority.low,
        subject="Welcome",
        message="Your profile is live.",
        sender=None,
    )
    session.add(
        ChurchInvitation(
            church_id=admin.church.id,
            email=email,
            role=MemberRole.member,
            token_hash="0" * 64,
            expires_at=clock.now.replace(year=2027),
        )
    )
    await session.commit()

    answer = await delete(client, speaker)
    assert answer.status_code == 204, answer.text
    assert 'steeple_refresh=""' in answer.headers["set-cookie"]

    # Signed out everywhere, and the account cannot be signed in to.
    assert (await client.get("/api/users/me", headers=speaker.headers)).status_code == 401
    signin = await client.post("/api/auth/signin", json={"email": email, "password": PASSWORD})
    assert signin.status_code == 401
    user = await reloaded(session, speaker)
    assert (user.full_name, user.city, user.profile_photo) == (DELETED_NAME, None, None)
    assert user.email.endswith("@deleted.invalid") and user.is_deleted
    assert await session.get(TalentProfile, speaker.id) is None
    for table, column in (
        (Notification, Notification.user_id),
        (RefreshToken, RefreshToken.user_id),
    ):
        assert (
            await session.scalar(
                select(func.count()).select_from(table).where(column == speaker.id)
            )
            == 0
        )
    settings = await session.scalar(select(UserSettings).where(UserSettings.user_id == speaker.id))
    assert settings is not None
    assert not settings.email_notifications and not settings.allow_member_messages
    assert settings.email_digest_frequency == "never"
    invitation = await session.scalar(
        select(ChurchInvitation).where(ChurchInvitation.email == email)
    )
    assert invitation is not None and invitation.revoked_at is not None

    # The church keeps the application, withdrawn, from a deleted account.
    application = await session.get(Application, waiting)
    assert application is not None and application.status == ApplicationStatus.withdrawn
    received = await client.get(
        f"/api/opportunities/{opportunity_id}/applications", headers=admin.headers
    )
    assert received.status_code == 200, received.text
    assert [a["applicant"]["name"] for a in received.json()] == [DELETED_NAME]

    # The admin still reads the conversation, from "Deleted user", and cannot write there.
    inbox = (await client.get("/api/messages/conversations", headers=admin.headers)).json()
    assert [(c["id"], c["other"]["name"]) for c in inbox["items"]] == [(str(talk), DELETED_NAME)]
    reply = await client.post(
        f"/api/messages/conversations/{talk}/messages",
        data={"body": "Are you still there?"},
        headers=admin.headers,
    )
    assert (reply.status_code, reply.json()["error"]["code"]) == (403, "not_allowed")

    # A last email to the old address; the address may sign up afresh.
    assert "deleted" in (await last_email(session, email, "account_deleted")).subject
    again = await client.post(
        "/api/auth/signup",
        json={"email": email, "password": PASSWORD, "role": "speaker", "full_name": "Ruth"},
    )
    assert again.status_code == 202
    await last_email(session, email, "email_verification")


async def test_a_wrong_password_changes_nothing_and_guesses_are_limited(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors
) -> None:
    speaker = actors.speaker
    for _ in range(5):
        wrong = await delete(client, speaker, password="Not-The-Password-1")
        error = wrong.json()["error"]
        assert (wrong.status_code, error["code"], error["message"]) == (
            400,
            "invalid_password",
            "Current password is incorrect",
        )
        assert error["fields"] == {"password": "Current password is incorrect"}
    assert (await delete(client, speaker)).status_code == 429
    assert (await client.get("/api/users/me", headers=speaker.headers)).status_code == 200
    assert not (await reloaded(session, speaker)).is_deleted


async def test_with_two_factor_on_a_code_is_needed(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    speaker = actors.speaker
    enrolled = await client.post("/api/auth/two-factor/enroll", headers=speaker.headers)
    assert enrolled.status_code == 201, enrolled.text
    totp = pyotp.TOTP(enrolled.json()["secret"])
    verified = await client.post(
        "/api/auth/two-factor/verify",
        json={"code": totp.at(clock.now)},
        headers=speaker.headers,
    )
    assert verified.status_code == 200, verified.text
    recovery = verified.json()["recovery_codes"][0]

    missing = await delete(client, speaker)
    assert (missing.status_code, missing.json()["error"]["code"]) == (
        400,
        "two_factor_code_required",
    )
    wrong = await delete(client, speaker, code="000000")
    assert (wrong.status_code, wrong.json()["error"]["code"]) == (400, "invalid_code")
    assert not (await reloaded(session, speaker)).is_deleted

    done = await delete(client, speaker, code=recovery.lower())
    assert done.status_code == 204, done.text
    for table in (TwoFactorFactor, RecoveryCode):
        count = select(func.count()).select_from(table).where(table.user_id == speaker.id)
        assert await session.scalar(count) == 0


async def test_a_churchs_last_admin_hands_over_first(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors
) -> None:
    admin, member = actors.church_admin, actors.church_member
    assert admin.church and admin.user
    refused = await delete(client, admin)
    assert refused.status_code == 409
    assert refused.json()["error"]["code"] == "last_admin"
    assert refused.json()["error"]["message"] == (
        "Make another member an admin before you delete your account."
    )
    assert not (await reloaded(session, admin)).is_deleted

    team = f"/api/churches/{admin.church.id}/members"
    promoted = await client.patch(
        f"{team}/{member.id}", json={"role": "admin"}, headers=admin.headers
    )
    assert promoted.status_code == 200
    assert (await delete(client, admin)).status_code == 204
    left = (await client.get(team, headers=member.headers)).json()
    assert [(m["id"], m["role"]) for m in left] == [(str(member.id), "admin")]
    church = await session.get(Church, admin.church.id)
    assert church is not None and church.contact_email is None


async def test_a_churchs_only_member_leaves_it_as_a_record_that_posts_no_more(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors, clock: Clock
) -> None:
    owner, speaker = actors.other_church, actors.speaker
    assert owner.church and speaker.user
    church_id = owner.church.id
    posted = await make_opportunity(session, owner.church, clock.now, title="Harvest Night")
    draft = await make_opportunity(session, owner.church, clock.now, status=OpportunityStatus.draft)
    waiting = await make_application(session, posted, speaker.user)
    opportunity_ids, application_id = [posted.id, draft.id], waiting.id
    await session.commit()

    assert (await delete(client, owner)).status_code == 204
    postings = select(Opportunity.status).where(Opportunity.id.in_(opportunity_ids))
    assert sorted(await session.scalars(postings)) == ["cancelled", "closed"]
    applied = select(Application.status).where(Application.id == application_id)
    assert await session.scalar(applied) == "not_selected"
    members = select(func.count()).where(ChurchMember.church_id == church_id)
    assert await session.scalar(members) == 0
    page = await client.get(f"/api/churches/{church_id}")
    assert page.status_code == 200
    assert page.json()["church_name"] == "Hope Chapel" and page.json()["message_user_id"] is None


async def test_a_plan_that_still_renews_is_cancelled_first(
    client: httpx.AsyncClient, session: AsyncSession, actors: Actors
) -> None:
    speaker = actors.speaker
    assert speaker.user
    subscription = await make_subscription(session, user=speaker.user)
    await session.commit()
    refused = await delete(client, speaker)
    assert (refused.status_code, refused.json()["error"]["code"]) == (409, "subscription_active")

    subscription.cancel_at_period_end = True
    session.add(subscription)
    await session.commit()
    assert (await delete(client, speaker)).status_code == 204
