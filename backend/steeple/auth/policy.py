"""The one shape of authorization (docs/architecture.md "Who may do what").

Each domain's policies.py holds plain functions `can_<verb>(actor, row, ...)`. A policy answers
`bool` when a no needs no words (the row is then hidden: a 404), or a `Decision`: True, or a
`Refusal` that carries the error code and the sentence the user reads. Services ask a policy and
hand its answer to `authorize`; no other module raises a 403 (tests/test_policy.py).
"""

from dataclasses import dataclass
from typing import Literal, overload

from steeple.web.errors import AppError


@dataclass(frozen=True)
class Refusal:
    """Why the actor may not: the API error's code and message. Mostly a 403; a policy may say
    that the request itself is the trouble (409 a state, 422 a `field`). Falsy, so a Decision
    reads as a yes or no wherever only that matters (an `if`, a `can_edit` flag)."""

    code: str
    message: str
    status: int = 403
    field: str | None = None

    def __bool__(self) -> Literal[False]:
        return False

    def error(self) -> AppError:
        fields = {self.field: self.message} if self.field else None
        return AppError(self.status, self.code, self.message, fields)


Decision = Literal[True] | Refusal


@overload
def authorize(decision: Decision) -> None: ...


@overload
def authorize(decision: bool | Refusal, *, or_not_found: str) -> None: ...


def authorize(decision: bool | Refusal, *, or_not_found: str | None = None) -> None:
    """Nothing when the policy said yes. With `or_not_found` (a row the actor may not know
    exists) any no is a 404 with that message ("Opportunity not found"), so ids cannot be
    probed; otherwise the answer is the policy's Refusal."""
    if decision is True:
        return
    if or_not_found is not None:
        raise AppError(404, "not_found", or_not_found)
    assert isinstance(decision, Refusal), "a told refusal says why (a Refusal)"
    raise decision.error()
