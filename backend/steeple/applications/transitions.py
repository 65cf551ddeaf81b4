"""The application's state machine (DECISIONS.md "The hiring loop"): each move, who makes it
and the statuses it may start from. Anything else is an illegal move and changes nothing."""

from dataclasses import dataclass
from enum import StrEnum

from steeple.applications.models import ApplicationStatus as S


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

STATUS_LABELS = {
    S.submitted: "Submitted",
    S.shortlisted: "Shortlisted",
    S.offered: "Offer received",
    S.hire_confirmed: "Confirmed",
    S.rejected: "Offer declined",
    S.not_selected: "Not selected",
    S.withdrawn: "Withdrawn",
    S.expired: "Offer expired",
}


def refusal(move: Move, current: S) -> str:
    """Why `move` cannot start from `current`, in words the caller understands."""
    return f"This application is {STATUS_LABELS[current].lower()}: it cannot {move.name} now."
