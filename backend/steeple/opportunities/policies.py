"""Who may do what with an opportunity (DECISIONS.md "Roles and teams"): its church's admins
and leaders write it and handle its applicants; everyone reads it once published; a draft is
its church's own."""

import uuid

from steeple.auth.actor import Actor
from steeple.churches.models import MemberRole
from steeple.opportunities.models import Opportunity, OpportunityStatus

MANAGING_ROLES = (MemberRole.admin, MemberRole.leader)
MANAGE_REFUSAL = "Only church admins and leaders can manage opportunities."


def can_manage_for(actor: Actor | None, church_id: uuid.UUID) -> bool:
    """Write opportunities for `church_id` and decide on their applicants."""
    return (
        actor is not None and actor.is_member_of(church_id) and actor.church_role in MANAGING_ROLES
    )


def can_manage(actor: Actor | None, opportunity: Opportunity) -> bool:
    return can_manage_for(actor, opportunity.church_id)


def can_read(actor: Actor | None, opportunity: Opportunity) -> bool:
    if opportunity.status != OpportunityStatus.draft:
        return True
    return actor is not None and actor.is_member_of(opportunity.church_id)
