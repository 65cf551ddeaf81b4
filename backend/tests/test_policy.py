"""auth.policy.authorize: a refusal is a 404 for rows the actor may not know exist, else a 403."""

import pytest

from steeple.auth.policy import authorize
from steeple.web.errors import AppError


def test_an_allowed_actor_passes() -> None:
    authorize(True, visible=False, what="Conversation", refusal="never shown")


@pytest.mark.parametrize(
    ("visible", "status", "message"),
    [
        (False, 404, "Conversation not found"),  # nothing tells that the id exists
        (True, 403, "Only its participants can read it."),
    ],
)
def test_a_refusal_hides_or_explains(visible: bool, status: int, message: str) -> None:
    with pytest.raises(AppError) as refused:
        authorize(
            False,
            visible=visible,
            what="Conversation",
            refusal="Only its participants can read it.",
        )
    assert (refused.value.status_code, refused.value.message) == (status, message)
