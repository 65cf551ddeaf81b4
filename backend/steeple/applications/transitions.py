"""The application's state machine (DECISIONS.md "The hiring loop"): each move, who makes it
and the statuses it may start from. Anything else is an illegal move and changes nothing."""

from dataclasses import dataclass
from enum import StrEnum

from steeple.applications.models import ApplicationStatus as S
from steeple.i18n import _


class Mover(StrEnum):
    church = "church"  # the opportunity's church admins and leaders
    applicant = "applicant"
    system = "system"  # the clock (offers expiring) and consequences (a position filled)


@dataclass(frozen=True)
class Move:
    name: str
    by: Mover
    sources: tuple[S, ...]
    target: S


WAITING = (S.submitted, S.shortlisted)

SHORTLIST = Move("shortlist", Mover.church, (S.submitted,), S.shortlisted)
DECLINE = Move("decline", Mover.church, WAITING, S.not_selected)
OFFER = Move("offer", Mover.church, WAITING, S.offered)
WITHDRAW = Move("withdraw", Mover.applicant, WAITING, S.withdrawn)
ACCEPT = Move("accept", Mover.applicant, (S.offered,), S.hire_confirmed)
DECLINE_OFFER = Move("decline the offer", Mover.applicant, (S.offered,), S.rejected)
EXPIRE = Move("expire", Mover.system, (S.offered,), S.expired)
PASS_OVER = Move("pass over", Mover.system, WAITING, S.not_selected)

# Statuses in which the applicant is still in the running.
OPEN_STATUSES = (S.submitted, S.shortlisted, S.offered)

# How a refusal names a status and a move ("This application is withdrawn: it cannot shortlist
# now").
STATUS_WORDS = {
    S.submitted: _("submitted"),
    S.shortlisted: _("shortlisted"),
    S.offered: _("offer received"),
    S.hire_confirmed: _("confirmed"),
    S.rejected: _("offer declined"),
    S.not_selected: _("not selected"),
    S.withdrawn: _("withdrawn"),
    S.expired: _("offer expired"),
}
MOVE_WORDS = {
    SHORTLIST.name: _("shortlist"),
    DECLINE.name: _("decline"),
    OFFER.name: _("offer"),
    WITHDRAW.name: _("withdraw"),
    ACCEPT.name: _("accept"),
    DECLINE_OFFER.name: _("decline the offer"),
    EXPIRE.name: _("expire"),
    PASS_OVER.name: _("pass over"),
}


def refusal(move: Move, current: S) -> str:
    """Why `move` cannot start from `current`, in words the caller understands."""
    return _(
        "This application is {status}: it cannot {move} now.",
        status=STATUS_WORDS[current],
        move=MOVE_WORDS[move.name],
    )
