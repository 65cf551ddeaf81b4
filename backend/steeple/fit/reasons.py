"""A fit score as the API shows it, on a talent card or an opportunity card (both sides see the
same reasons, in the reader's language)."""

from pydantic import BaseModel

from steeple.fit.score import Fit, ReasonKind
from steeple.i18n import Translated


class ReasonOut(BaseModel):
    # tradition, worship_style, event, budget, distance or rating.
    factor: str
    kind: ReasonKind
    text: Translated
    # Its share of the score: the reasons' points add up to it.
    points: int


class FitOut(BaseModel):
    """How well a talent and an opportunity fit, 0 to 100, and why."""

    score: int
    reasons: list[ReasonOut]
    # What one side left blank (left out of the score, the rest weighed up to 100).
    not_stated: list[Translated]


def fit_out(fit: Fit) -> FitOut:
    return FitOut(
        score=fit.score,
        reasons=[
            ReasonOut(factor=r.factor, kind=r.kind, text=r.text, points=r.points)
            for r in fit.reasons
        ],
        not_stated=list(fit.not_stated),
    )
