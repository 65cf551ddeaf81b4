"""Deleting one's account (docs/decisions.md "Deleting an account").

The person's own data goes; what other people need stays. The users row itself is kept, emptied,
because others' records point at it: the messages they received, the applications their church
received, the opportunities a church posted. It is shown as "Deleted user" from then on, cannot be
signed in to or written to, and its address becomes a non-deliverable placeholder (which keeps the
unique index on emails valid and frees the real address for a new sign-up).

Everything happens in the request's one transaction: a refusal (wrong password, missing code, last
admin, plan still renewing) changes nothing.
"""

from datetime import datetime
from pathlib import Path

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application, ApplicationStatus
from steeple.applications.transitions import WAITING
from steeple.auth import service as auth
from steeple.auth.actor import Actor
from steeple.auth.models import (
    EmailLinkToken,
    RecoveryCode,
    RefreshToken,
    TwoFactorChallenge,
    TwoFactorFactor,
)
from steeple.auth.passwords import hash_password, verify_password
from steeple.auth.tokens import new_opaque_token
from steeple.auth.two_factor import check_second_factor
from steeple.billing import entitlements
from steeple.billing.models import Subscription
from steeple.churches import members, team
from steeple.churches.models import Church, ChurchInvitation
from steeple.config import Settings
from steeple.db import lock_row
from steeple.email.service import enqueue_email
from steeple.i18n import _
from steeple.messaging.models import UserBlock
from steeple.notifications.models import Notification
from steeple.opportunities import service as opportunities
from steeple.opportunities.models import Opportunity, OpportunityStatus
from steeple.profiles import service as profiles
from steeple.profiles.models import TalentProfile
from steeple.users.models import (
    DELETED_NAME,
    DigestFrequency,
    User,
    UserSettings,
    deleted_email,
)
from steeple.users.preferences import own_settings
from steeple.users.roles import Role
from steeple.web.errors import AppError


async def delete_account(
    session: AsyncSession,
    actor: Actor,
    password: str,
    code: str | None,
    now: datetime,
    *,
    media_dir: Path,
    app_settings: Settings,
) -> None:
    user = actor.user
    settings = await own_settings(session, user)
    if not await verify_password(password, user.password_hash):
        message = _("Current password is incorrect")  # as changing the password answers
        raise AppError(400, "invalid_password", message, {"password": message})
    if settings.two_factor_enabled:
        if not code or not code.strip():
            message = _("Enter the code from your authenticator app, or a recovery code.")
            raise AppError(400, "two_factor_code_required", message, {"code": message})
        await check_second_factor(session, app_settings, user, code, now)
    church = await _leave_church(session, actor, now)
    await _refuse_if_still_paying(session, user, church, now)
    await _withdraw_applications(session, user, now)
    await _forget(session, user, settings, now, media_dir)


async def _leave_church(session: AsyncSession, actor: Actor, now: datetime) -> Church | None:
    """Takes the user off their church's team. The last admin of a team hands over first; the
    only member's church stays as a record for those who dealt with it, its open opportunities
    closed (waiting applicants are told) and its drafts cancelled, as nobody runs it any more.
    Answers that church, which then has no members (None when others stay)."""
    membership = actor.membership
    if membership is None:
        return None
    church = await session.get(Church, membership.church_id)
    assert church is not None
    await lock_row(session, church)  # as the team's own changes: never two leaving last admins
    member = await members.reread(session, membership)
    assert member is not None
    others = await members.team_size(session, church.id) - 1
    if others and await team.is_last_admin(session, member):
        raise AppError(
            409, "last_admin", _("Make another member an admin before you delete your account.")
        )
    if not others:
        await _wind_up(session, actor, church, now)
    if church.contact_email == actor.user.email:
        church.contact_email = None
    if church.contact_name == actor.user.full_name:
        church.contact_name = church.church_name
    await session.delete(member)
    await session.flush()
    return None if others else church


async def _wind_up(session: AsyncSession, actor: Actor, church: Church, now: datetime) -> None:
    postings = await session.scalars(
        select(Opportunity.id).where(
            Opportunity.church_id == church.id,
            Opportunity.status.in_((OpportunityStatus.open, OpportunityStatus.draft)),
        )
    )
    for opportunity_id in list(postings):
        opportunity = await session.get(Opportunity, opportunity_id)
        assert opportunity is not None
        if opportunity.status == OpportunityStatus.open:
            await opportunities.close(session, actor, opportunity_id, now)
        else:
            await opportunities.cancel(session, actor, opportunity_id, now)


async def _refuse_if_still_paying(
    session: AsyncSession, user: User, church: Church | None, now: datetime
) -> None:
    """A plan that would renew after the account is gone must be cancelled first: the user's own
    Pro, or the Church Premium of the church they are the last member of. One cancelled at period
    end may simply run out."""
    owned = Subscription.user_id == user.id
    if church is not None:
        owned = owned | (Subscription.church_id == church.id)
    for subscription in await entitlements.owned_subscriptions(session, owned):
        if entitlements.counts(subscription, now) and not subscription.cancel_at_period_end:
            raise AppError(
                409,
                "subscription_active",
                _(
                    "Cancel your subscription on the Subscription page before you delete your "
                    "account."
                ),
            )


async def _withdraw_applications(session: AsyncSession, user: User, now: datetime) -> None:
    """Churches stop waiting on someone who has left: applications still in the running are
    withdrawn and offers not yet answered declined. Decided ones stay as the church's records."""
    for sources, target in (
        (WAITING, ApplicationStatus.withdrawn),
        ((ApplicationStatus.offered,), ApplicationStatus.rejected),
    ):
        await session.execute(
            update(Application)
            .where(Application.applicant_id == user.id, Application.status.in_(sources))
            .values(status=target, updated_at=now)
            .execution_options(synchronize_session=False)
        )


async def _forget(
    session: AsyncSession, user: User, settings: UserSettings, now: datetime, media_dir: Path
) -> None:
    old_email = user.email
    # Told before the address goes: the last email the account receives, in its language.
    await enqueue_email(
        session, kind="account_deleted", to=old_email, context={"userName": user.full_name}
    )
    profiles.discard_photo_file(session, media_dir, user.profile_photo)
    await session.execute(delete(TalentProfile).where(TalentProfile.user_id == user.id))
    await session.execute(delete(Notification).where(Notification.user_id == user.id))
    # Notifications others received keep their text but no longer name or show the person (a
    # church member acted as the church, whose name stays).
    await session.execute(
        update(Notification)
        .where(Notification.sender_id == user.id, Notification.sender_role != Role.church)
        .values(sender_name=DELETED_NAME, sender_avatar=None, sender_slug=None)
    )
    await session.execute(delete(UserBlock).where(UserBlock.blocker_id == user.id))
    # Every credential goes; every session ends (access tokens need a live refresh family).
    for credential in (
        EmailLinkToken,
        RefreshToken,
        TwoFactorFactor,
        RecoveryCode,
        TwoFactorChallenge,
    ):
        await session.execute(delete(credential).where(credential.user_id == user.id))
    auth.sessions_changed(session, user.id)
    await session.execute(
        update(ChurchInvitation)
        .where(
            ChurchInvitation.email == old_email,
            ChurchInvitation.accepted_at.is_(None),
            ChurchInvitation.revoked_at.is_(None),
        )
        .values(revoked_at=now)
    )
    user.email = deleted_email(user.id)
    # A password nobody knows: the account can never be signed in to again.
    user.password_hash = await hash_password(new_opaque_token())
    user.full_name = DELETED_NAME
    user.church_name = None
    user.city = None
    user.state = None
    user.profile_photo = None
    user.email_confirmed_at = None
    user.is_staff = False
    user.needs_onboarding = False
    # Nothing reaches the account any more: no emails, no new conversations, no second factor.
    settings.email_notifications = False
    settings.allow_member_messages = False
    settings.email_digest_frequency = DigestFrequency.never
    settings.two_factor_enabled = False
    await session.flush()
