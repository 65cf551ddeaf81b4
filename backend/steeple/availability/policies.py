"""Who may keep a calendar: speakers and musicians, for themselves. Anyone may see which days a
talent is free, booked or away (never why, nor for whom)."""

from steeple.auth.actor import Actor
from steeple.auth.policy import Decision, Refusal
from steeple.i18n import _


def can_keep_calendar(actor: Actor) -> Decision:
    if actor.talent_role is not None:
        return True
    return Refusal("forbidden", _("Only speakers and musicians keep an availability calendar"))
