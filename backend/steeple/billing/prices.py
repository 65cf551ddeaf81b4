"""Catalogue keys and the provider's price ids, both ways. Stripe's ids come from STRIPE_PRICES;
the test provider's are derived from the key (price_test_<key>), so it needs no configuration."""

from steeple.billing.catalogue import find_plan
from steeple.config import Settings

TEST_PRICE_PREFIX = "price_test_"


def price_id_for(settings: Settings, key: str) -> str | None:
    """The provider's price id of a catalogue key; None when it is not configured."""
    if find_plan(key) is None:
        return None
    if settings.payments_test_mode:
        return TEST_PRICE_PREFIX + key
    return settings.stripe_prices.get(key)


def plan_key_for(settings: Settings, price_id: str) -> str | None:
    """The catalogue key of a provider's price id; None for a price we do not sell."""
    if settings.payments_test_mode:
        key = price_id.removeprefix(TEST_PRICE_PREFIX)
        return key if key != price_id and find_plan(key) else None
    keys = [key for key, configured in settings.stripe_prices.items() if configured == price_id]
    return keys[0] if keys and find_plan(keys[0]) else None
