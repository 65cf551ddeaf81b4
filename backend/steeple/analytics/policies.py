"""Who reads which figures: a church's members their church's; speakers and musicians their own,
the current month free and longer periods with Pro (billing.entitlements says who has it)."""

from steeple.analytics.schemas import Period
from steeple.auth.actor import Actor
from steeple.auth.policy import Decision, Refusal
from steeple.i18n import _


def can_see_figures(actor: Actor) -> Decision:
    if actor.church_id is not None or actor.talent_role is not None:
        return True
    return Refusal(
        "analytics_unavailable", _("Analytics are for speakers, musicians and churches.")
    )


def can_see_period(period: Period, *, pro: bool) -> Decision:
    """Talent's figures beyond the current month are part of Pro."""
    if period is Period.month or pro:
        return True
    return Refusal("pro_required", _("Longer periods are part of Pro."))
