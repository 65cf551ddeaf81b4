"""Who moderates: Steeple's staff alone read the reports queue, decide reports, hide and restore
content, and suspend and restore accounts. Anyone signed in may file a report."""

from steeple.auth.actor import Actor
from steeple.auth.policy import Decision, Refusal
from steeple.i18n import _


def can_moderate(actor: Actor) -> Decision:
    return (
        True if actor.is_staff else Refusal("staff_required", _("Only Steeple staff can do this"))
    )
