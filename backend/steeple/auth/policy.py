"""Turning a policy's refusal into an answer. Each domain's policies.py holds plain functions
`can_<verb>(actor, row) -> bool`; routes and services call `authorize` with the result."""

from steeple.web.errors import AppError


def authorize(allowed: bool, *, visible: bool, what: str, refusal: str) -> None:
    """Nothing when `allowed`. Otherwise a 404 for a row the actor may not know exists (`visible`
    false), so ids cannot be probed, or a 403 that says why (`refusal`) for one they can see."""
    if allowed:
        return
    if not visible:
        raise AppError(404, "not_found", f"{what} not found")
    raise AppError(403, "forbidden", refusal)
