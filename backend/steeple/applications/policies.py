"""Who may do what with an application (DECISIONS.md "Roles and teams"): the applicant reads
theirs, withdraws it and answers its offer; its church's members read it; its church's admins
and leaders decide on it. Applying takes a verified speaker or musician, an opportunity that
takes applications with a position for their role, one application each, and an application
left on their plan this month (billing.entitlements counts them)."""

from datetime import datetime

from steeple.applications.models import Application
from steeple.auth.actor import Actor
from steeple.auth.policy import Decision, Refusal
from steeple.billing.catalogue import FREE_TALENT_MONTHLY_APPLICATIONS
from steeple.i18n import _
from steeple.opportunities import policies as opportunity_policies
from steeple.opportunities.calendar import closed_notice
from steeple.opportunities.models import Opportunity, Position
from steeple.users.roles import A_ROLE


def can_read(actor: Actor, application: Application) -> bool:
    """The applicant, and the church's members (volunteers and members read applicants too)."""
    return application.applicant_id == actor.id or actor.is_member_of(application.church_id)


def can_review(actor: Actor | None, application: Application) -> Decision:
    """Shortlist, decline, offer: the church's admins and leaders."""
    return opportunity_policies.can_manage_for(actor, application.church_id)


def can_act_as_applicant(actor: Actor, application: Application) -> Decision:
    """Withdraw, accept or decline an offer: the applicant alone."""
    if application.applicant_id == actor.id:
        return True
    return Refusal("forbidden", _("Only the applicant can do that."))


def can_list_applicants(actor: Actor, opportunity: Opportunity) -> Decision:
    if actor.is_member_of(opportunity.church_id):
        return True
    return Refusal("forbidden", _("Only the church sees its applicants."))


def can_have_applications(actor: Actor) -> Decision:
    if actor.talent_role is not None:
        return True
    return Refusal("forbidden", _("Only speakers and musicians have applications."))


def can_fill(actor: Actor, position: Position) -> bool:
    """A speaker applies to speaker positions, a musician to musician ones."""
    return str(position.role) == str(actor.role)


def can_apply(
    actor: Actor | None,
    opportunity: Opportunity,
    now: datetime,
    *,
    already_applied: bool,
    applications_left: int | None,
) -> Decision:
    """What applying would answer now; the opportunity's page shows the reason instead of the
    Apply button. `applications_left`: on the actor's plan this month (None: no limit)."""
    notice = closed_notice(opportunity, now)
    if notice is not None:
        return Refusal("not_accepting_applications", notice, status=409)
    if actor is None:
        return Refusal(
            "not_authenticated", _("Sign in as a speaker or musician to apply."), status=401
        )
    if actor.talent_role is None:
        return Refusal("forbidden", _("Only speakers and musicians can apply."))
    if not actor.user.email_verified:
        return Refusal("email_unverified", _("Verify your email address to apply."))
    if already_applied:
        return Refusal(
            "already_applied", _("You have already applied to this opportunity."), status=409
        )
    if not any(can_fill(actor, position) for position in opportunity.positions):
        message = _("This opportunity has no position for {role}.", role=A_ROLE[str(actor.role)])
        return Refusal("no_position_for_role", message, status=409)
    if applications_left == 0:
        return Refusal(
            "quota_reached",
            _(
                "You have used this month's {count} free applications. "
                "Upgrade to Pro to apply without limits.",
                count=FREE_TALENT_MONTHLY_APPLICATIONS,
            ),
            status=409,
        )
    return True
