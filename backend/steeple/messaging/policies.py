"""Who may write whom (contract "Messaging"; plan questions are billing.entitlements').

- Starting a conversation: never oneself; a verified email; nobody blocked either way; then the
  entitlement (a premium church writes any speaker or musician; any church writes talent who
  applied to it or wrote to it; talent writes a church that wrote them or whose opportunity they
  applied to); and the recipient's allow_member_messages, unless the conversation is about an
  application both are part of.
- Replying in a conversation: its two people, with a verified email, unless blocked either way.
- Never to a deleted account (users.deletion).
- Reading a conversation, its messages and attachments: its two people only (404 for others).
"""

import uuid
from datetime import datetime

from sqlalchemy import exists, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.applications.models import Application
from steeple.auth.actor import Actor
from steeple.auth.policy import Decision, Refusal
from steeple.billing import entitlements
from steeple.churches import members
from steeple.i18n import Text, _
from steeple.messaging.models import ConversationParticipant, UserBlock
from steeple.messaging.people import Person
from steeple.messaging.schemas import RefusalCode
from steeple.users.preferences import preferences_of
from steeple.users.roles import TALENT_ROLES, Role


def _refusal(code: RefusalCode, message: Text) -> Refusal:
    """Messaging's refusals are also shown before sending (RefusalOut): their codes are few."""
    return Refusal(code, message)


UNVERIFIED = _refusal("email_unverified", _("Verify your email address to send messages."))
DELETED = _refusal("not_allowed", _("This account has been deleted."))
# Not a permission but a mistake in the request: a 422 on the field.
TO_ONESELF = Refusal(
    "self", _("You cannot send a message to yourself."), status=422, field="recipient_id"
)


def can_send(actor: Actor) -> Decision:
    """What every message needs from its sender, new conversation or reply."""
    return True if actor.user.email_verified else UNVERIFIED


async def can_reach(session: AsyncSession, me: uuid.UUID, other: Person) -> Decision:
    """No when either of the two blocked the other (or the other deleted their account: nobody
    reads what is sent there)."""
    if other.user.is_deleted:
        return DELETED
    rows = await session.scalars(
        select(UserBlock.blocker_id).where(
            ((UserBlock.blocker_id == me) & (UserBlock.blocked_id == other.id))
            | ((UserBlock.blocker_id == other.id) & (UserBlock.blocked_id == me))
        )
    )
    blockers = set(rows)
    if me in blockers:
        return _refusal(
            "blocked", _("You blocked {name}. Unblock them to send a message.", name=other.name)
        )
    if blockers:
        return _refusal("blocked", _("{name} is not accepting messages from you.", name=other.name))
    return True


async def prior_contact(session: AsyncSession, sender: Person, recipient: Person) -> bool:
    """Between a church and a speaker or musician: the talent applied to one of the church's
    opportunities, or someone of the church and the talent already have a conversation."""
    if sender.church is not None and recipient.role in TALENT_ROLES:
        church, talent = sender.church, recipient
    elif sender.role in TALENT_ROLES and recipient.church is not None:
        church, talent = recipient.church, sender
    else:
        return False
    applied = exists().where(
        Application.applicant_id == talent.id, Application.church_id == church.id
    )
    talked = exists().where(
        ConversationParticipant.user_id == talent.id,
        ConversationParticipant.other_id.in_(members.member_ids(church.id)),
    )
    return bool(await session.scalar(select(applied | talked)))


def shares_application(application: Application, a: Person, b: Person) -> bool:
    """Both are part of the application: one applied, the other belongs to its church."""
    for applicant, church_side in ((a, b), (b, a)):
        if (
            application.applicant_id == applicant.id
            and church_side.church is not None
            and church_side.church.id == application.church_id
        ):
            return True
    return False


async def can_start(
    session: AsyncSession,
    actor: Actor,
    sender: Person,
    recipient: Person,
    now: datetime,
    *,
    application: Application | None,
) -> Decision:
    """May `actor` (as `sender`) start a conversation with `recipient`, and if not, why.
    `application`: the one it is about, already known to involve both."""
    if recipient.id == actor.id:
        return TO_ONESELF
    if not (sent := can_send(actor)):
        return sent
    if sender.role is None:
        if actor.role == Role.church:
            return _refusal("not_allowed", _("Finish setting up your church to send messages."))
        return _refusal("not_allowed", _("Finish setting up your account to send messages."))
    if not (reached := await can_reach(session, actor.id, recipient)):
        return reached
    contact = await prior_contact(session, sender, recipient)
    if not await entitlements.may_start_conversation(
        session, actor, recipient.user, now, prior_contact=contact
    ):
        if entitlements.premium_would_allow_conversation(actor, recipient.user):
            return _refusal(
                "premium_required",
                _(
                    "Church Premium lets your church message any speaker or musician. Upgrade "
                    "to Church Premium to write to {name}.",
                    name=recipient.name,
                ),
            )
        return _refusal("not_allowed", _not_allowed(sender, recipient))
    if (
        application is None
        and not (await preferences_of(session, recipient.id)).allow_member_messages
    ):
        return _refusal(
            "messages_off", _("{name} is not accepting new messages.", name=recipient.name)
        )
    return True


def _not_allowed(sender: Person, recipient: Person) -> Text:
    if sender.role in TALENT_ROLES and recipient.role == Role.church:
        return _(
            "You can write to {name} once they have written to you or you have applied to one "
            "of their opportunities.",
            name=recipient.name,
        )
    if sender.role in TALENT_ROLES:
        return _("Speakers and musicians can message churches, not each other.")
    return _("Churches can message speakers and musicians.")
