"""The price catalogue (DECISIONS.md "Plans, prices and quotas"): one place for every price."""

from enum import StrEnum

from pydantic import BaseModel


class PlanRole(StrEnum):
    church = "church"
    speaker = "speaker"
    musician = "musician"


class Interval(StrEnum):
    month = "month"
    year = "year"
    once = "once"


class Plan(BaseModel):
    key: str
    name: str
    role: PlanRole
    interval: Interval
    price_cents: int
    summary: str
    features: list[str]


CHURCH_PREMIUM_FEATURES = [
    "Unlimited messaging with speakers and musicians",
    "Full contact access",
    "2 opportunity postings per month",
    "Advanced search and filtering",
    "Priority support",
    "Team collaboration tools",
    "Event management dashboard",
    "Custom church branding",
]

TALENT_PRO_FEATURES = [
    "Unlimited applications",
    "Pro badge on your profile",
    "Priority in directory ordering",
    "Full analytics",
]

_CHURCH = "Everything your church needs to find and book speakers and musicians."
_TALENT = "Stand out and apply without limits."


def _product(
    name: str,
    role: PlanRole,
    summary: str,
    features: list[str],
    prices: dict[str, tuple[Interval, int]],
) -> list[Plan]:
    """A product's catalogue items: `prices` gives each item's key, interval and price in cents."""
    return [
        Plan(
            key=key,
            name=name,
            role=role,
            interval=interval,
            price_cents=price_cents,
            summary=summary,
            features=features,
        )
        for key, (interval, price_cents) in prices.items()
    ]


_FEATURED_BOOST = "Feature one opportunity at the top of lists, with a badge, for 14 days."
_POSTING_PACK = "3 extra opportunity postings, usable for 12 months."

PLANS: list[Plan] = [
    *_product(
        "Church Premium",
        PlanRole.church,
        _CHURCH,
        CHURCH_PREMIUM_FEATURES,
        {"church_monthly": (Interval.month, 4900), "church_yearly": (Interval.year, 49000)},
    ),
    *_product(
        "Speaker Pro",
        PlanRole.speaker,
        _TALENT,
        TALENT_PRO_FEATURES,
        {"speaker_monthly": (Interval.month, 1200), "speaker_yearly": (Interval.year, 12000)},
    ),
    *_product(
        "Musician Pro",
        PlanRole.musician,
        _TALENT,
        TALENT_PRO_FEATURES,
        {"musician_monthly": (Interval.month, 1200), "musician_yearly": (Interval.year, 12000)},
    ),
    *_product(
        "Featured boost",
        PlanRole.church,
        _FEATURED_BOOST,
        [],
        {"featured_boost": (Interval.once, 1900)},
    ),
    *_product(
        "Additional posting pack",
        PlanRole.church,
        _POSTING_PACK,
        [],
        {"additional_posting_pack": (Interval.once, 2900)},
    ),
]

# What free speakers and musicians get (DECISIONS.md): shown beside the Pro plans.
FREE_TALENT_MONTHLY_APPLICATIONS = 5
MONEY_BACK_GUARANTEE_DAYS = 10

_PLANS_BY_KEY = {plan.key: plan for plan in PLANS}


def find_plan(key: str) -> Plan | None:
    """The catalogue item behind a stored key, or None for a key it no longer holds."""
    return _PLANS_BY_KEY.get(key)
