"""Account roles and their normalisation (spec 01 §4)."""

import logging
from enum import StrEnum

from steeple.i18n import _

logger = logging.getLogger(__name__)


class Role(StrEnum):
    speaker = "speaker"
    musician = "musician"
    church = "church"


# How a sentence names someone of a talent role ("This position is for {role}").
A_ROLE: dict[str, str] = {Role.speaker: _("a speaker"), Role.musician: _("a musician")}

# Speakers and musicians: the accounts with talent profiles, in the directories, on Pro plans.
TALENT_ROLES = (Role.speaker, Role.musician)

_ALIASES = {
    "speaker": Role.speaker,
    "speakers": Role.speaker,
    "musician": Role.musician,
    "musicians": Role.musician,
    "music": Role.musician,
    "church": Role.church,
    "churches": Role.church,
    "organization": Role.church,
}


def normalise_role(value: str | None) -> Role | None:
    """Case-insensitive and trimmed; unknown text becomes speaker (with a warning), empty none."""
    text = (value or "").strip().lower()
    if not text:
        return None
    role = _ALIASES.get(text)
    if role is None:
        logger.warning("unknown role %r treated as speaker", value)
        return Role.speaker
    return role
