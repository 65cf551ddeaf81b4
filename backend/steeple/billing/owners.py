"""Who pays for billing's plans and purchases: a church or a speaker or musician, as named on the
provider's objects by checkout, and how they are told about their billing."""

import uuid
from dataclasses import dataclass

from sqlalchemy import ColumnElement
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.billing.catalogue import PlanRole
from steeple.billing.models import BillingCustomer, Payment, Subscription
from steeple.churches import members
from steeple.churches.models import Church, MemberRole
from steeple.notifications.models import NotificationType, Priority
from steeple.notifications.service import notify
from steeple.users.models import User

SUBSCRIPTION_PAGE = "/subscription"

Owned = type[Subscription] | type[Payment] | type[BillingCustomer]


@dataclass(frozen=True)
class Owner:
    """Who pays: a church (Church Premium, boosts and packs) or a speaker or musician (Pro)."""

    role: PlanRole
    church_id: uuid.UUID | None = None
    user_id: uuid.UUID | None = None

    def owns(self, model: Owned) -> ColumnElement[bool]:
        if self.church_id is not None:
            return model.church_id == self.church_id
        return model.user_id == self.user_id

    def metadata(self) -> dict[str, str]:
        """What checkout stores on the provider's session and subscription to name the owner."""
        if self.church_id is not None:
            return {"church_id": str(self.church_id)}
        return {"user_id": str(self.user_id)}


def owner_from_metadata(metadata: dict[str, str], role: PlanRole) -> Owner | None:
    """The owner checkout named on a provider's object, for a plan of `role`; None when the
    metadata names no owner of that kind (logged by the caller)."""
    key = "church_id" if role is PlanRole.church else "user_id"
    try:
        owner_id = uuid.UUID(metadata.get(key, ""))
    except ValueError:
        return None
    if role is PlanRole.church:
        return Owner(role, church_id=owner_id)
    return Owner(role, user_id=owner_id)


async def owner_exists(session: AsyncSession, owner: Owner) -> bool:
    if owner.church_id is not None:
        return await session.get(Church, owner.church_id) is not None
    user = await session.get(User, owner.user_id)
    return user is not None and user.role == owner.role


async def recipients(session: AsyncSession, owner: Owner) -> list[uuid.UUID]:
    """Who hears about the owner's billing: a church's admins, or the speaker or musician."""
    if owner.church_id is None:
        assert owner.user_id is not None
        return [owner.user_id]
    admins = await members.with_roles(session, owner.church_id, MemberRole.admin)
    return [admin.id for admin in admins]


async def tell_owner(
    session: AsyncSession, owner: Owner, subject: str, message: str, priority: Priority
) -> None:
    for recipient_id in await recipients(session, owner):
        await notify(
            session,
            recipient_id=recipient_id,
            type=NotificationType.system,
            priority=priority,
            subject=subject,
            message=message,
            sender=None,
            metadata={"link": SUBSCRIPTION_PAGE},
        )
