"""Who may do what with an opportunity (DECISIONS.md "Roles and teams"): its church's admins
and leaders write it and handle its applicants; everyone reads it once published; a draft is
its church's own. Recommendations are for speakers and musicians, an opportunity list for a
church's members; publishing needs Church Premium (billing.entitlements says who has it)."""

import uuid

from steeple.auth.actor import Actor
from steeple.auth.policy import Decision, Refusal
from steeple.churches.models import MemberRole
from steeple.i18n import _
from steeple.opportunities.models import Opportunity, OpportunityStatus

MANAGING_ROLES = (MemberRole.admin, MemberRole.leader)
MANAGE_REFUSAL = Refusal("forbidden", _("Only church admins and leaders can manage opportunities."))


def can_manage_for(actor: Actor | None, church_id: uuid.UUID) -> Decision:
    """Write opportunities for `church_id` and decide on their applicants."""
    if actor is not None and actor.is_member_of(church_id) and actor.church_role in MANAGING_ROLES:
        return True
    return MANAGE_REFUSAL


def can_manage(actor: Actor | None, opportunity: Opportunity) -> Decision:
    return can_manage_for(actor, opportunity.church_id)


def can_read(actor: Actor | None, opportunity: Opportunity) -> bool:
    if opportunity.status != OpportunityStatus.draft:
        return True
    return actor is not None and actor.is_member_of(opportunity.church_id)


def can_list_mine(actor: Actor) -> Decision:
    """The church's own opportunities and its posting quota: any of its members."""
    if actor.church_id is not None:
        return True
    return Refusal("not_church_member", _("Only members of a church have opportunities."))


def can_post(actor: Actor) -> Decision:
    """Write an opportunity for the actor's church: its admins and leaders."""
    if actor.church_id is None:
        return Refusal("forbidden", _("Only churches post opportunities."))
    return can_manage_for(actor, actor.church_id)


def can_see_posting_quota(actor: Actor) -> Decision:
    if actor.church_id is not None:
        return True
    return Refusal("not_church_member", _("Only churches post opportunities."))


def can_get_recommendations(actor: Actor) -> Decision:
    if actor.talent_role is not None:
        return True
    return Refusal("forbidden", _("Recommendations are for speakers and musicians."))


def can_publish(premium: bool) -> Decision:
    """Publishing (one posting of the church's quota) is part of Church Premium."""
    if premium:
        return True
    return Refusal(
        "premium_required",
        _("Publishing opportunities needs Church Premium. Upgrade to post this opportunity."),
    )
