"""The ministry fit score: golden cases with their exact scores, and what must hold for every
need and offer (hypothesis draws them)."""

from dataclasses import replace
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from steeple.fit import score as fit_score
from steeple.fit.score import Need, Offer, ReasonKind, bayesian_rating, score
from steeple.i18n import Text, _
from steeple.opportunities.models import EventType

NASHVILLE = (36.1657, -86.7850)
# About 40 miles from Nashville (Murfreesboro is 30; Columbia 40).
COLUMBIA_TN = (35.6151, -87.0353)

WORSHIP_NIGHT = Need(
    event_type=EventType.worship_night,
    denomination="Baptist",
    worship_style="Contemporary",
    budget_low=300,
    budget_high=400,
    love_offering=False,
    latitude=NASHVILLE[0],
    longitude=NASHVILLE[1],
    reach_miles=100,
    day=date(2027, 3, 7),
)
LEADER = Offer(
    denomination="Baptist",
    worship_style="Contemporary",
    tags=("Worship leading", "Acoustic guitar"),
    fee_low=300,
    fee_high=500,
    love_offering=False,
    latitude=NASHVILLE[0],
    longitude=NASHVILLE[1],
    travel_miles=None,
    rating_average=4.8,
    rating_count=40,
)


def test_a_perfect_neighbour_scores_high_and_says_why() -> None:
    fit = score(WORSHIP_NIGHT, LEADER)
    # Everything matches at no distance; the rating's Bayesian average is 4.66 of 5: 13.5 of 15.
    assert fit.score == 99
    assert [(reason.factor, reason.points) for reason in fit.reasons] == [
        ("tradition", 20),
        ("worship_style", 15),
        ("event", 15),
        ("budget", 20),
        ("distance", 15),
        ("rating", 14),
    ]
    assert [str(reason.text) for reason in fit.reasons] == [
        "Same tradition: Baptist",
        "Worship style: contemporary, as asked",
        "Fits this kind of event: Worship leading",
        "Fee $300\u2013$500 fits the $400 budget",
        "About 1 mile away, within the 100 miles",
        "Rated 4.8 from 40 reviews",
    ]
    assert fit.not_stated == [] and fit.excluded is None


def test_a_reasons_words_are_written_only_when_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fit ranks hundreds of candidates and shows a few: scoring writes none of the reasons'
    words (a catalogue message each, with amounts in the reader's money format)."""
    written: list[str] = []

    def counted(msgid: str, **values: object) -> Text:
        written.append(msgid)
        return _(msgid, **values)

    monkeypatch.setattr(fit_score, "_", counted)
    fit = score(WORSHIP_NIGHT, LEADER)
    assert fit.score == 99
    assert written == []
    assert str(fit.reasons[0].text) == "Same tradition: Baptist"
    assert written == ["Same tradition: {name}"]


def test_golden_cases() -> None:
    blended_methodist_away = replace(
        LEADER,
        denomination="United Methodist",
        worship_style="Blended",
        latitude=COLUMBIA_TN[0],
        longitude=COLUMBIA_TN[1],
        rating_average=5.0,
        rating_count=1,
    )
    fit = score(WORSHIP_NIGHT, blended_methodist_away)
    # tradition 0/20, style 7.5/15, event 15/15, budget 20/20, distance (1 - 40.5/100) x 15 =
    # 8.9, rating (3.75 - 1) / 4 x 15 = 10.3: 61.7.
    assert fit.score == 62
    assert [reason.points for reason in fit.reasons] == [0, 8, 15, 20, 9, 10]
    assert fit.reasons[0].kind is ReasonKind.gap
    assert str(fit.reasons[1].text) == "Worship style blended; contemporary was asked for"

    # Said nothing of tradition or style, no reviews: the rest (50 points) weighed up to 100.
    quiet = replace(LEADER, denomination=None, worship_style=" ", rating_count=0)
    fit = score(WORSHIP_NIGHT, quiet)
    assert fit.score == 100
    assert [str(text) for text in fit.not_stated] == [
        "Tradition not stated",
        "Worship style not stated",
        "No reviews yet",
    ]
    assert [reason.points for reason in fit.reasons] == [30, 40, 30]

    same_family = replace(LEADER, denomination="Southern Baptist")
    assert score(WORSHIP_NIGHT, same_family).reasons[0].points == 12

    a_little_dear = replace(LEADER, fee_low=450, fee_high=600)
    fit = score(WORSHIP_NIGHT, a_little_dear)
    assert (fit.reasons[3].points, str(fit.reasons[3].text)) == (
        8,
        "Fee from $450 is above the $400 budget",
    )


@pytest.mark.parametrize(
    ("offer", "why"),
    [
        (replace(LEADER, fee_low=650, fee_high=800), "Fee far above the budget"),
        (
            replace(LEADER, latitude=COLUMBIA_TN[0], longitude=COLUMBIA_TN[1], travel_miles=25),
            "Farther than they travel or the church looks",
        ),
        (replace(LEADER, away=frozenset({date(2027, 3, 7)})), "Away or booked on the day"),
    ],
)
def test_hard_limits_exclude_rather_than_lower(offer: Offer, why: str) -> None:
    fit = score(WORSHIP_NIGHT, offer)
    assert str(fit.excluded) == why and fit.score == 0 and fit.reasons == []


def test_one_five_star_review_does_not_beat_forty() -> None:
    one = bayesian_rating(5.0, 1)
    forty = bayesian_rating(4.8, 40)
    assert one is not None and forty is not None and one < forty


def test_a_love_offering_fits_those_who_accept_one() -> None:
    offering = replace(WORSHIP_NIGHT, love_offering=True, budget_low=None, budget_high=None)
    accepts = replace(LEADER, love_offering=True)
    assert str(score(offering, accepts).reasons[3].text) == "Accepts a love offering"
    assert score(offering, LEADER).reasons[3].kind is ReasonKind.gap


# ---- properties --------------------------------------------------------------------------------

maybe_text = st.one_of(
    st.none(),
    st.sampled_from(["Baptist", "Southern Baptist", "Catholic", "Methodist", "Non-denominational"]),
)
maybe_style = st.one_of(
    st.none(), st.sampled_from(["Contemporary", "Blended", "Traditional", "Gospel"])
)
money = st.integers(min_value=0, max_value=5000)


@st.composite
def needs(draw: st.DrawFn) -> Need:
    low = draw(st.one_of(st.none(), money))
    return Need(
        event_type=draw(st.sampled_from(list(EventType))),
        denomination=draw(maybe_text),
        worship_style=draw(maybe_style),
        budget_low=low,
        budget_high=None if low is None else low + draw(money),
        love_offering=draw(st.booleans()),
        latitude=draw(st.one_of(st.none(), st.floats(30, 45))),
        longitude=-90.0,
        reach_miles=draw(st.floats(1, 500)),
    )


@st.composite
def offers(draw: st.DrawFn) -> Offer:
    low = draw(st.one_of(st.none(), money))
    return Offer(
        denomination=draw(maybe_text),
        worship_style=draw(maybe_style),
        tags=tuple(
            draw(st.lists(st.sampled_from(["Youth", "Worship", "Gospel", "Piano"]))),
        ),
        fee_low=low,
        fee_high=None if low is None else low + draw(money),
        love_offering=draw(st.booleans()),
        latitude=draw(st.one_of(st.none(), st.floats(30, 45))),
        longitude=-90.0,
        travel_miles=draw(st.one_of(st.none(), st.integers(1, 1000))),
        rating_average=draw(st.floats(1, 5)),
        rating_count=draw(st.integers(0, 100)),
    )


@settings(max_examples=400, deadline=None)
@given(needs(), offers())
def test_the_reasons_add_up_to_a_score_between_0_and_100(need: Need, offer: Offer) -> None:
    fit = score(need, offer)
    assert 0 <= fit.score <= 100
    assert sum(reason.points for reason in fit.reasons) == fit.score
    assert all(reason.points >= 0 for reason in fit.reasons)
    assert fit.excluded is None or fit.reasons == []


@settings(max_examples=400, deadline=None)
@given(needs(), offers(), money)
def test_a_higher_budget_never_lowers_a_score(need: Need, offer: Offer, more: int) -> None:
    if need.budget_low is None or need.budget_high is None:
        return
    richer = replace(need, budget_low=need.budget_low + more, budget_high=need.budget_high + more)
    before, after = score(need, offer), score(richer, offer)
    if before.excluded is None:
        assert after.excluded is None and after.score >= before.score


@settings(max_examples=400, deadline=None)
@given(needs(), offers(), st.floats(0, 1))
def test_a_shorter_distance_never_lowers_a_score(need: Need, offer: Offer, nearer: float) -> None:
    if need.latitude is None or offer.latitude is None:
        return
    closer = replace(offer, latitude=offer.latitude + (need.latitude - offer.latitude) * nearer)
    before, after = score(need, offer), score(need, closer)
    if before.excluded is None:
        assert after.excluded is None and after.score >= before.score


@settings(max_examples=400, deadline=None)
@given(needs(), offers())
def test_a_blank_never_raises_a_score_above_a_match(need: Need, offer: Offer) -> None:
    """Blanking what matched leaves the factor out (the rest weighed up) and never raises the
    score: a blank is not a match."""
    matched = replace(offer, denomination=need.denomination or "Baptist")
    asked = replace(need, denomination=matched.denomination)
    blank = replace(matched, denomination=None)
    with_match, with_blank = score(asked, matched), score(asked, blank)
    if with_match.excluded is None:
        assert with_blank.score <= with_match.score
