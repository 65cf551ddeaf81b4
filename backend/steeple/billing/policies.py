"""Who may pay and manage billing (spec 02 "Billing"; plan questions are billing.entitlements').
A church's billing is run by its admins (every member shares its plan); a speaker or musician
runs their own Pro plan; an account without a role has no billing yet. Buying takes a plan for
the buyer's role and a verified email; boosts and packs are for premium churches."""

from steeple.auth.actor import Actor
from steeple.auth.policy import Decision, Refusal
from steeple.billing.catalogue import Plan
from steeple.i18n import _
from steeple.users.roles import Role

NOT_CHURCH_ADMIN = Refusal("not_church_admin", _("Only your church's admins manage its billing."))


def can_manage_billing(actor: Actor) -> Decision:
    if actor.is_church_account:
        if actor.church_id is not None and actor.is_admin_of(actor.church_id):
            return True
        return NOT_CHURCH_ADMIN
    if actor.talent_role is None:
        return Refusal("wrong_role", _("Choose your account type before you manage billing."))
    return True


def can_buy(actor: Actor, plan: Plan, asked_role: Role) -> Decision:
    """`asked_role`: the account type the checkout request names."""
    if actor.role is None or asked_role != actor.role or plan.role.value != actor.role.value:
        return Refusal("wrong_role", _("{plan} is not for your account.", plan=plan.name))
    if not (managing := can_manage_billing(actor)):
        return managing
    if not actor.user.email_verified:
        return Refusal("email_unverified", _("Verify your email address before you pay."))
    return True


def can_buy_extra(plan: Plan, premium: bool) -> Decision:
    """A once-off item (a boost, a posting pack), for a church with Church Premium."""
    return (
        True
        if premium
        else Refusal("premium_required", _("{plan} needs Church Premium.", plan=plan.name))
    )
