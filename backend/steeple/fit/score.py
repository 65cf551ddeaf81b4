"""Ministry fit: a score from 0 to 100 between an opportunity (what the church asked for) and a
speaker or musician (what they offer), with the reasons that make it up.

Each factor has a weight and earns a share of it, from what both sides entered. A factor either
side left blank is "not stated": it is left out and the others are weighed up to 100, so a blank
is never counted as a match (and blanking what matched never raises a score). The reasons' points
add up to the score. Some things exclude rather than lower: beyond either side's radius, away on
the day, a fee far above the budget (`Fit.excluded` says which).

Audience and language are not factors yet: neither side states them.
"""

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum

from steeple.fit.traditions import EVENT_WORDS, family_of, neighbouring_styles, normalised
from steeple.i18n import Dollars, Text, _, _n
from steeple.opportunities.models import EventType
from steeple.places.distance import miles_between

WEIGHTS = {
    "tradition": 20,
    "worship_style": 15,
    "event": 15,
    "budget": 20,
    "distance": 15,
    "rating": 15,
}
# A fee from up to this many times the top of the budget is "a little above" it; beyond
# FAR_ABOVE_BUDGET it excludes.
LITTLE_ABOVE_BUDGET = 1.25
FAR_ABOVE_BUDGET = 1.5
# Ratings: a Bayesian average that starts from PRIOR_RATING as if it had PRIOR_REVIEWS reviews,
# so one five-star review does not beat forty at 4.8.
PRIOR_RATING = 3.5
PRIOR_REVIEWS = 5


@dataclass(frozen=True)
class Need:
    """What an opportunity asks for (one side of the score)."""

    event_type: EventType
    denomination: str | None
    worship_style: str | None
    # The budget's range (dollars); None for a love offering.
    budget_low: int | None
    budget_high: int | None
    love_offering: bool
    # Where it is (None: online, or not placed) and how far the church looks for people.
    latitude: float | None
    longitude: float | None
    reach_miles: float
    day: date | None = None


@dataclass(frozen=True)
class Offer:
    """What a speaker or musician offers (the other side)."""

    denomination: str | None
    worship_style: str | None
    tags: tuple[str, ...]
    fee_low: int | None
    fee_high: int | None
    love_offering: bool
    latitude: float | None
    longitude: float | None
    travel_miles: int | None
    rating_average: float | None
    rating_count: int
    # Days they are away or booked (only the need's day matters).
    away: frozenset[date] = frozenset()


class ReasonKind(StrEnum):
    # Earned all of its weight, or some: a match.
    match = "match"
    # Earned nothing: a gap.
    gap = "gap"


# A reason's words, written when they are read: a fit ranks hundreds of candidates and shows a
# few, and writing every reason cost about a fifth of the ranking.
Words = Callable[[], Text]


@dataclass(frozen=True)
class Reason:
    factor: str
    kind: ReasonKind
    words: Words
    # Its share of the score (the reasons' points add up to the score).
    points: int = 0

    @property
    def text(self) -> Text:
        return self.words()


@dataclass(frozen=True)
class Fit:
    score: int
    reasons: list[Reason]
    # The factors one side left blank (left out of the score).
    not_stated: list[Text] = field(default_factory=list)
    # Why this one is not a fit at all (a hard limit), else None.
    excluded: Text | None = None
    miles: float | None = None


@dataclass(frozen=True)
class _Earned:
    factor: str
    share: float  # 0 to 1 of the factor's weight
    words: Words


class _Excluded(Exception):
    def __init__(self, why: Text) -> None:
        self.why = why


def score(need: Need, offer: Offer) -> Fit:
    """How well `offer` fits `need` (see the module's description)."""
    miles = _miles(need, offer)
    try:
        earned = [
            _tradition(need, offer),
            _worship_style(need, offer),
            _event(need, offer),
            _budget(need, offer),
            _distance(need, offer, miles),
            _rating(offer),
        ]
        if need.day is not None and need.day in offer.away:
            raise _Excluded(_("Away or booked on the day"))
    except _Excluded as limit:
        return Fit(0, [], excluded=limit.why, miles=miles)
    stated = [item for item in earned if isinstance(item, _Earned)]
    not_stated = [item for item in earned if isinstance(item, Text)]
    total = sum(WEIGHTS[item.factor] for item in stated)
    if not total:
        return Fit(0, [], not_stated, miles=miles)
    shares = [100 * WEIGHTS[item.factor] * item.share / total for item in stated]
    points = _whole_points(shares)
    reasons = [
        Reason(item.factor, ReasonKind.match if share > 0 else ReasonKind.gap, item.words, point)
        for item, share, point in zip(stated, shares, points, strict=True)
    ]
    return Fit(sum(points), reasons, not_stated, miles=miles)


def _whole_points(shares: list[float]) -> list[int]:
    """Whole numbers that add up to the rounded total, each as near its share as can be (the
    largest remainders get the spare points; ties to the earlier factor)."""
    target = round(sum(shares))
    points = [math.floor(share) for share in shares]
    spare = target - sum(points)
    by_remainder = sorted(range(len(shares)), key=lambda i: (-(shares[i] - points[i]), i))
    for index in by_remainder[:spare]:
        points[index] += 1
    return points


def _miles(need: Need, offer: Offer) -> float | None:
    if None in (need.latitude, need.longitude, offer.latitude, offer.longitude):
        return None
    assert need.latitude is not None and need.longitude is not None
    assert offer.latitude is not None and offer.longitude is not None
    return miles_between(need.latitude, need.longitude, offer.latitude, offer.longitude)


def _tradition(need: Need, offer: Offer) -> _Earned | Text:
    asked, theirs = normalised(need.denomination), normalised(offer.denomination)
    if not asked or not theirs:
        return _("Tradition not stated")
    if asked == theirs:
        return _Earned("tradition", 1, lambda: _("Same tradition: {name}", name=offer.denomination))
    if family_of(asked) is not None and family_of(asked) == family_of(theirs):
        return _Earned(
            "tradition",
            0.6,
            lambda: _(
                "Related traditions: {theirs} and {asked}",
                theirs=offer.denomination,
                asked=need.denomination,
            ),
        )
    return _Earned(
        "tradition",
        0,
        lambda: _(
            "Different traditions: {theirs}; the church is {asked}",
            theirs=offer.denomination,
            asked=need.denomination,
        ),
    )


def _worship_style(need: Need, offer: Offer) -> _Earned | Text:
    asked, theirs = normalised(need.worship_style), normalised(offer.worship_style)
    if not asked or not theirs:
        return _("Worship style not stated")
    if asked == theirs:
        return _Earned(
            "worship_style", 1, lambda: _("Worship style: {style}, as asked", style=theirs)
        )
    return _Earned(
        "worship_style",
        0.5 if neighbouring_styles(asked, theirs) else 0,
        lambda: _("Worship style {theirs}; {asked} was asked for", theirs=theirs, asked=asked),
    )


def _event(need: Need, offer: Offer) -> _Earned | Text:
    words = EVENT_WORDS.get(need.event_type)
    if not words or not offer.tags:
        return _("Experience with this kind of event not stated")
    tag_texts = zip(offer.tags, map(normalised, offer.tags), strict=True)
    said = [tag for tag, text in tag_texts if any(word in text for word in words)]
    if said:
        return _Earned("event", 1, lambda: _("Fits this kind of event: {tags}", tags=said[:3]))
    return _Earned("event", 0, lambda: _("Nothing in their profile speaks to this kind of event"))


def _budget(need: Need, offer: Offer) -> _Earned | Text:
    fee_low = offer.fee_low if offer.fee_low is not None else offer.fee_high
    fee_high = offer.fee_high if offer.fee_high is not None else fee_low
    if need.love_offering:
        if offer.love_offering:
            return _Earned("budget", 1, lambda: _("Accepts a love offering"))
        if fee_low is None:
            return _("Fee not stated")
        asked = Dollars(fee_low)
        return _Earned(
            "budget",
            0,
            lambda: _("Asks a fee from {low}; the event gives a love offering", low=asked),
        )
    top = need.budget_high if need.budget_high is not None else need.budget_low
    if top is None:
        return _("Budget not stated")
    if fee_low is None or fee_high is None:
        if offer.love_offering:
            return _Earned("budget", 1, lambda: _("Accepts a love offering"))
        return _("Fee not stated")
    budget, low, high = Dollars(top), Dollars(fee_low), Dollars(fee_high)
    if fee_low <= top:
        if fee_low == fee_high:
            return _Earned(
                "budget", 1, lambda: _("Fee {low} fits the {budget} budget", low=low, budget=budget)
            )
        # An en dash between the amounts, as the cards write a range.
        return _Earned(
            "budget",
            1,
            lambda: _(
                "Fee {low}\u2013{high} fits the {budget} budget", low=low, high=high, budget=budget
            ),
        )
    if fee_low > FAR_ABOVE_BUDGET * top:
        raise _Excluded(_("Fee far above the budget"))
    return _Earned(
        "budget",
        0.4 if fee_low <= LITTLE_ABOVE_BUDGET * top else 0,
        lambda: _("Fee from {low} is above the {budget} budget", low=low, budget=budget),
    )


def _distance(need: Need, offer: Offer, miles: float | None) -> _Earned | Text:
    if miles is None:
        return _("Distance not stated (online, or no place given)")
    limit = need.reach_miles
    if offer.travel_miles is not None:
        limit = min(limit, offer.travel_miles)
    if miles > limit:
        raise _Excluded(_("Farther than they travel or the church looks"))
    away, reach = max(1, round(miles)), round(limit)
    return _Earned(
        "distance",
        1 - miles / limit if limit else 1,
        lambda: _n(
            "About {count} mile away, within the {limit} miles",
            "About {count} miles away, within the {limit} miles",
            away,
            limit=reach,
        ),
    )


def bayesian_rating(average: float | None, count: int) -> float | None:
    if not count or average is None:
        return None
    return (PRIOR_RATING * PRIOR_REVIEWS + average * count) / (PRIOR_REVIEWS + count)


def _rating(offer: Offer) -> _Earned | Text:
    rating = bayesian_rating(offer.rating_average, offer.rating_count)
    if rating is None:
        return _("No reviews yet")
    return _Earned(
        "rating",
        (rating - 1) / 4,
        lambda: _n(
            "Rated {average} from {count} review",
            "Rated {average} from {count} reviews",
            offer.rating_count,
            average=round(offer.rating_average or 0, 1),
        ),
    )
