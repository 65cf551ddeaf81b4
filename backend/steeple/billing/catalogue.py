"""The price catalogue (DECISIONS.md "Plans, prices and quotas"): one place for every price."""

from enum import StrEnum

from pydantic import BaseModel

from steeple.i18n import Text, Translated, _


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
    # A brand ("Church Premium", "Speaker Pro") stays in English; an extra's name is words.
    name: Translated
    role: PlanRole
    interval: Interval
    price_cents: int
    summary: Translated
    features: list[Translated]


CHURCH_PREMIUM_FEATURES = [
    _("Unlimited messaging with speakers and musicians"),
    _("Full contact access"),
    _("2 opportunity postings per month"),
    _("Advanced search and filtering"),
    _("Priority support"),
    _("Team collaboration tools"),
    _("Event management dashboard"),
    _("Custom church branding"),
]

TALENT_PRO_FEATURES = [
    _("Unlimited applications"),
    _("Pro badge on your profile"),
    _("Priority in directory ordering"),
    _("Full analytics"),
]

_CHURCH = _("Everything your church needs to find and book speakers and musicians.")
_TALENT = _("Stand out and apply without limits.")


def _product(
    name: str | Text,
    role: PlanRole,
    summary: Text,
    features: list[Text],
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


_FEATURED_BOOST = _("Feature one opportunity at the top of lists, with a badge, for 14 days.")
_POSTING_PACK = _("3 extra opportunity postings, usable for 12 months.")

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
        _("Featured boost"),
        PlanRole.church,
        _FEATURED_BOOST,
        [],
        {"featured_boost": (Interval.once, 1900)},
    ),
    *_product(
        _("Additional posting pack"),
        PlanRole.church,
        _POSTING_PACK,
        [],
        {"additional_posting_pack": (Interval.once, 2900)},
    ),
]

# What an account without a plan is on, as its plan's name.
FREE_PLAN_NAME = _("Free")

# What free speakers and musicians get (DECISIONS.md): shown beside the Pro plans.
FREE_TALENT_MONTHLY_APPLICATIONS = 5
MONEY_BACK_GUARANTEE_DAYS = 10

_PLANS_BY_KEY = {plan.key: plan for plan in PLANS}


def find_plan(key: str) -> Plan | None:
    """The catalogue item behind a stored key, or None for a key it no longer holds."""
    return _PLANS_BY_KEY.get(key)
