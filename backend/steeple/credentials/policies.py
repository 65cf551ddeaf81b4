"""Who may do what with credentials: speakers and musicians keep their own; Steeple's staff
review them. (A credential of someone else's: service.own_credential answers 404.)"""

from steeple.auth.actor import Actor
from steeple.auth.policy import Decision, Refusal
from steeple.i18n import _


def can_hold(actor: Actor) -> Decision:
    if actor.talent_role is not None:
        return True
    return Refusal("talent_only", _("Only speakers and musicians add credentials"))


def can_review(actor: Actor) -> Decision:
    if actor.is_staff:
        return True
    return Refusal("staff_required", _("Only Steeple staff can do this"))
