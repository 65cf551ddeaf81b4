"""Who may change what in a handoff pack: each side saves its own part, and the guest leaves the
church's items as they are. (Who may see it at all: service.hire_of, a 404 for anyone else.)"""

from steeple.auth.policy import Decision, Refusal
from steeple.handoff.models import ItemOwner
from steeple.i18n import _


def can_save_part(side: ItemOwner, part: ItemOwner) -> Decision:
    """The church saves the whole pack; the guest their own items and consent."""
    if side == part:
        return True
    who = _("the church") if part == ItemOwner.church else _("the guest")
    return Refusal("forbidden", _("Only {who} saves this part of the pack.", who=who))


def can_keep_church_items(unchanged: bool) -> Decision:
    if unchanged:
        return True
    return Refusal("forbidden", _("Only the church changes its own items."), field="items")


def can_remove_file(side: ItemOwner, added_by: ItemOwner) -> Decision:
    """A file is removed by the side that added it."""
    if side == added_by:
        return True
    return Refusal("forbidden", _("Only the side that added a file removes it."))
