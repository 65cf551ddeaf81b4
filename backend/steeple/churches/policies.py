"""Who may do what to a church. A church's public page is for everyone; its settings are for its
members; only its admins change it (DECISIONS.md "Roles and teams")."""

from steeple.auth.actor import Actor
from steeple.churches.models import Church


def can_read_settings(actor: Actor, church: Church) -> bool:
    return actor.is_member_of(church.id)


def can_edit(actor: Actor, church: Church) -> bool:
    return actor.is_admin_of(church.id)
