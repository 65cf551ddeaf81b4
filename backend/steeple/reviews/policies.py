"""Who may review a confirmed hire and reply: each side of it writes one review (the hired talent,
or the church's admins and leaders), and the reviewed party replies once it is released."""

from steeple.applications.models import Application
from steeple.auth.actor import Actor
from steeple.auth.policy import Decision, Refusal
from steeple.i18n import _
from steeple.opportunities.policies import can_manage_for
from steeple.reviews.models import Review, Side


def writing_side(actor: Actor, application: Application) -> Side | None:
    """The side the actor may write for: the hired talent, or the church's admins and leaders."""
    if actor.id == application.applicant_id:
        return Side.talent
    if can_manage_for(actor, application.church_id):
        return Side.church
    return None


def can_write(actor: Actor, application: Application) -> Decision:
    if writing_side(actor, application) is not None:
        return True
    return Refusal("forbidden", _("Only the church's admins and leaders can review"))


def can_reply(actor: Actor, review: Review) -> Decision:
    """The reviewed party: the talent, or the church's admins and leaders."""
    if review.side == Side.church:
        reviewed = actor.id == review.talent_id
    else:
        reviewed = can_manage_for(actor, review.church_id) is True
    return True if reviewed else Refusal("forbidden", _("Only the reviewed party can reply"))
