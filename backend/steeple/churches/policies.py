"""Who may do what to a church (DECISIONS.md "Roles and teams"). Its public page is for everyone;
its settings and team are read by its members (another church's team is a 404); only its admins
change it and run its team, which is part of Church Premium. An invitation is accepted by the
verified address it was sent to, from an account that can join a church."""

import uuid

from steeple.auth.actor import Actor
from steeple.auth.policy import Decision, Refusal
from steeple.churches.models import Church, ChurchInvitation
from steeple.i18n import _
from steeple.users.roles import Role

NOT_CHURCH_ACCOUNT = _("Speaker and musician accounts cannot join a church team.")


def can_see_settings(actor: Actor) -> Decision:
    if actor.church_id is not None:
        return True
    return Refusal("not_church_member", _("Only members of a church have church settings."))


def can_edit(actor: Actor, church: Church) -> Decision:
    if actor.is_admin_of(church.id):
        return True
    return Refusal("forbidden", _("Only church admins can change church information."))


def can_change_photo(actor: Actor, church: Church) -> Decision:
    if actor.is_admin_of(church.id):
        return True
    return Refusal("forbidden", _("Only church admins can change the church's photo."))


def can_see_team(actor: Actor, church_id: uuid.UUID) -> bool:
    return actor.is_member_of(church_id)


def can_manage_team(actor: Actor, church_id: uuid.UUID) -> Decision:
    """Inviting, revoking and removing: the church's admins only."""
    if actor.is_admin_of(church_id):
        return True
    return Refusal("church_admin_required", _("Only church admins can invite and manage users."))


def can_invite(premium: bool) -> Decision:
    if premium:
        return True
    return Refusal(
        "premium_required", _("Inviting a team is part of Church Premium. Upgrade to invite.")
    )


def can_accept(actor: Actor, invitation: ChurchInvitation) -> Decision:
    user = actor.user
    if not user.email_verified:
        return Refusal("email_not_verified", _("Verify your email to join the church."))
    if user.email != invitation.email:
        return Refusal(
            "invitation_email_mismatch",
            _(
                "This invitation is for {email}. Sign in with that email to accept it.",
                email=invitation.email,
            ),
        )
    if actor.role not in (None, Role.church):
        return Refusal("not_church_account", NOT_CHURCH_ACCOUNT, status=409)
    return True
