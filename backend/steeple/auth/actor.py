"""The actor: who a request acts as. Services and policies take it, never a raw user id."""

import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING

from steeple.churches.models import MemberRole
from steeple.users.models import User
from steeple.users.roles import TALENT_ROLES, Role

if TYPE_CHECKING:  # the membership row comes from churches (churches.members.with_membership)
    from steeple.churches.models import ChurchMember


@dataclass(frozen=True)
class Actor:
    user: User
    # The signed-in session (a refresh-token family): "sign out other devices" keeps this one.
    session_id: uuid.UUID
    # Set for members of a church: church accounts act for their church.
    membership: "ChurchMember | None" = None

    @property
    def id(self) -> uuid.UUID:
        return self.user.id

    @property
    def role(self) -> Role | None:
        return Role(self.user.role) if self.user.role else None

    @property
    def talent_role(self) -> Role | None:
        """Speaker or musician: the accounts with a talent profile; None for anyone else."""
        return self.role if self.role in TALENT_ROLES else None

    @property
    def is_church_account(self) -> bool:
        """A church account, or anyone on a church's team: they act for the church."""
        return self.role is Role.church or self.membership is not None

    @property
    def is_staff(self) -> bool:
        return self.user.is_staff

    @property
    def church_id(self) -> uuid.UUID | None:
        return self.membership.church_id if self.membership else None

    @property
    def church_role(self) -> MemberRole | None:
        return MemberRole(self.membership.role) if self.membership else None

    def is_member_of(self, church_id: uuid.UUID) -> bool:
        return self.church_id == church_id

    def is_admin_of(self, church_id: uuid.UUID) -> bool:
        return self.is_member_of(church_id) and self.church_role is MemberRole.admin
