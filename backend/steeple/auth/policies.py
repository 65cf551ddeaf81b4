"""Who may sign in and keep using a session: anyone staff have not suspended (moderation/), on
every way in and for every request and socket of a session started before the suspension. Taken
by the user, as no actor exists before sign-in."""

from datetime import datetime
from typing import Protocol

from steeple.auth.policy import Decision, Refusal
from steeple.i18n import _
from steeple.users.models import User

SUSPENDED = Refusal(
    "account_suspended",
    _("This account has been suspended. Contact support if you think this is a mistake."),
)


class Suspendable(Protocol):
    """A user, or what a request knows of its session's account (auth.service.SessionStanding)."""

    @property
    def suspended_at(self) -> datetime | None: ...


def can_sign_in(account: Suspendable) -> Decision:
    return True if account.suspended_at is None else SUSPENDED


def can_enroll_two_factor(user: User) -> Decision:
    if user.email_verified:
        return True
    return Refusal(
        "email_not_verified", _("Verify your email before turning on two-factor authentication.")
    )
