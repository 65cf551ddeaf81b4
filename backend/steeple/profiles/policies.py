"""Who has a talent profile: speakers and musicians. Its owner alone writes it; the directories
show it to everyone once listed (profiles.search). Profiles' services take the actor's account."""

from steeple.auth.policy import Decision, Refusal
from steeple.i18n import _
from steeple.users.models import User
from steeple.users.roles import TALENT_ROLES


def can_keep_talent_profile(user: User) -> Decision:
    if user.role in TALENT_ROLES:
        return True
    return Refusal("not_talent", _("Only speakers and musicians have a talent profile"))
