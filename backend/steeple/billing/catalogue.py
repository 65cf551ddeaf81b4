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

PLANS: list[Plan] = [
    Plan(
        key="church_monthly",
        name="Church Premium",
        role=PlanRole.church,
        interval=Interval.month,
        price_cents=4900,
        summary=_CHURCH,
        features=CHURCH_PREMIUM_FEATURES,
    ),
    Plan(
        key="church_yearly",
        name="Church Premium",
        role=PlanRole.church,
        interval=Interval.year,
        price_cents=49000,
        summary=_CHURCH,
        features=CHURCH_PREMIUM_FEATURES,
    ),
    Plan(
        key="speaker_monthly",
        name="Speaker Pro",
        role=PlanRole.speaker,
        interval=Interval.month,
        price_cents=1200,
        summary=_TALENT,
        features=TALENT_PRO_FEATURES,
    ),
    Plan(
        key="speaker_yearly",
        name="Speaker Pro",
        role=PlanRole.speaker,
        interval=Interval.year,
        price_cents=12000,
        summary=_TALENT,
        features=TALENT_PRO_FEATURES,
    ),
    Plan(
        key="musician_monthly",
        name="Musician Pro",
        role=PlanRole.musician,
        interval=Interval.month,
        price_cents=1200,
        summary=_TALENT,
        features=TALENT_PRO_FEATURES,
    ),
    Plan(
        key="musician_yearly",
        name="Musician Pro",
        role=PlanRole.musician,
        interval=Interval.year,
        price_cents=12000,
        summary=_TALENT,
        features=TALENT_PRO_FEATURES,
    ),
    Plan(
        key="featured_boost",
        name="Featured boost",
        role=PlanRole.church,
        interval=Interval.once,
        price_cents=1900,
        summary="Feature one opportunity at the top of lists, with a badge, for 14 days.",
        features=[],
    ),
    Plan(
        key="additional_posting_pack",
        name="Additional posting pack",
        role=PlanRole.church,
        interval=Interval.once,
        price_cents=2900,
        summary="3 extra opportunity postings, usable for 12 months.",
        features=[],
    ),
]

# What free speakers and musicians get (DECISIONS.md): shown beside the Pro plans.
FREE_TALENT_MONTHLY_APPLICATIONS = 5
MONEY_BACK_GUARANTEE_DAYS = 10

_PLANS_BY_KEY = {plan.key: plan for plan in PLANS}


def find_plan(key: str) -> Plan | None:
    """The catalogue item behind a stored key, or None for a key it no longer holds."""
    return _PLANS_BY_KEY.get(key)
