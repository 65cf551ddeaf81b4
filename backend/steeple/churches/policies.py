"""Who may do what to a church. A church's public page is for everyone; its settings are read
through the member's own membership (churches.service.my_church); only its admins change it
(DECISIONS.md "Roles and teams")."""

from steeple.auth.actor import Actor
from steeple.churches.models import Church


def can_edit(actor: Actor, church: Church) -> bool:
    return actor.is_admin_of(church.id)
