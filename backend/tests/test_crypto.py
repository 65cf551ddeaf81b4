"""steeple.crypto: what is sealed opens only for its purpose under the same SECRET_KEY."""

import pytest

from steeple.config import Settings
from steeple.crypto import seal, unseal


def test_a_sealed_value_opens_for_its_purpose_and_key_only(settings: Settings) -> None:
    sealed = seal("JBSWY3DPEHPK3PXP", purpose="two-factor secret", settings=settings)
    assert "JBSWY3DPEHPK3PXP" not in sealed
    assert unseal(sealed, purpose="two-factor secret", settings=settings) == "JBSWY3DPEHPK3PXP"

    other_key = settings.model_copy(update={"secret_key": "another-server-entirely"})
    tampered = sealed[:-6] + ("A" if sealed[-6] != "A" else "B") + sealed[-5:]
    for token, purpose, under in [
        (sealed, "outbox email", settings),
        (sealed, "two-factor secret", other_key),
        (tampered, "two-factor secret", settings),
        ("not a token", "two-factor secret", settings),
    ]:
        with pytest.raises(ValueError):
            unseal(token, purpose=purpose, settings=under)
