"""Who may see what on a profile. Billing will extend `has_premium` when plans are sold."""

from steeple.users.models import User
from steeple.users.roles import Role


def has_premium(user: User) -> bool:
    """Spec 01 §4: a church has premium when its plan is not free and names church or premium."""
    plan = (user.plan or "free").lower()
    return plan != "free" and ("church" in plan or "premium" in plan)


def can_see_contact_details(viewer: User | None, owner: User) -> bool:
    """Contact details are for the owner and for churches with premium (spec 01 §2)."""
    if viewer is None:
        return False
    if viewer.id == owner.id:
        return True
    return viewer.role == Role.church and has_premium(viewer)
