"""steeple.crypto: sealed values open only with the same SECRET_KEY and purpose, unaltered."""

import pytest

from steeple.config import Settings
from steeple.crypto import seal, unseal


def test_a_sealed_value_opens_only_with_its_key_and_purpose(settings: Settings) -> None:
    sealed = seal("token_hash=abc", purpose="outbox", settings=settings)
    assert "abc" not in sealed
    assert unseal(sealed, purpose="outbox", settings=settings) == "token_hash=abc"
    assert seal("token_hash=abc", purpose="outbox", settings=settings) != sealed  # fresh IV

    other_key = settings.model_copy(update={"secret_key": "another-key-0123456789abcdefghij"})
    tampered = sealed[:-6] + ("A" if sealed[-6] != "A" else "B") + sealed[-5:]
    for attempt, purpose, with_settings in [
        (sealed, "two-factor", settings),
        (sealed, "outbox", other_key),
        (tampered, "outbox", settings),
        ("not sealed at all", "outbox", settings),
        ("é", "outbox", settings),
    ]:
        with pytest.raises(ValueError, match="cannot unseal"):
            unseal(attempt, purpose=purpose, settings=with_settings)
