"""Who may do what to a church. A church's public page is for everyone; its settings are read
through the member's own membership (churches.service.my_church); only its admins change it
(DECISIONS.md "Roles and teams")."""

import uuid

from steeple.auth.actor import Actor
from steeple.churches.models import Church


def can_edit(actor: Actor, church: Church) -> bool:
    return actor.is_admin_of(church.id)


def can_see_team(actor: Actor, church_id: uuid.UUID) -> bool:
    return actor.is_member_of(church_id)


def can_manage_team(actor: Actor, church_id: uuid.UUID) -> bool:
    """Inviting, revoking and removing: the church's admins only."""
    return actor.is_admin_of(church_id)
