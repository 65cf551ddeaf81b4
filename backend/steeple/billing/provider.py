"""The payment provider as billing sees it: Stripe (billing/stripe_provider.py) when keys are set,
otherwise the built-in test provider (billing/local_provider.py). Both keep the real state of
customers, subscriptions and payments on their side; billing asks them and applies their signed
events (billing/webhooks.py), which look the same from either.
"""

from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal, Protocol

from steeple.billing.models import SubscriptionStatus

CheckoutMode = Literal["subscription", "payment"]

# Stripe fills this in on the success URL with the checkout session's id; the test provider too.
CHECKOUT_SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}"


@dataclass(frozen=True)
class ProviderSubscription:
    """A subscription as the provider holds it now (whatever order its events came in)."""

    id: str
    customer_id: str
    status: SubscriptionStatus
    price_id: str
    current_period_end: datetime | None
    cancel_at_period_end: bool
    # What billing set at checkout: the owner (church_id or user_id) and the plan_key.
    metadata: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class CheckoutSessionRequest:
    customer_id: str
    price_id: str
    mode: CheckoutMode
    quantity: int
    # Absolute URLs; the success one may hold CHECKOUT_SESSION_PLACEHOLDER.
    success_url: str
    cancel_url: str
    # Copied onto the session and, for subscriptions, onto the subscription: the owner
    # (church_id or user_id), plan_key, and for a boost its opportunity_id.
    metadata: dict[str, str]


@dataclass(frozen=True)
class CheckoutSession:
    id: str
    url: str


class ProviderError(Exception):
    """The provider could not be reached or refused a call that should have worked: billing
    answers 503 with the spec's "temporarily unavailable" texts, and nothing changes."""


class UnknownSubscription(ProviderError):
    """The provider holds no subscription of that id (Stripe's resource_missing): asking again
    will not change that."""


class PaymentProvider(Protocol):
    # Whether payments are simulated (the test provider): the pages say so.
    test_mode: bool

    async def create_customer(self, *, email: str, name: str, metadata: dict[str, str]) -> str:
        """A new customer's id."""
        ...

    async def create_checkout_session(self, request: CheckoutSessionRequest) -> CheckoutSession: ...

    async def retrieve_subscription(self, subscription_id: str) -> ProviderSubscription:
        """Raises UnknownSubscription when there is none of that id."""
        ...

    async def create_portal_session(self, *, customer_id: str, return_url: str) -> str:
        """The billing portal's URL for the customer."""
        ...

    async def cancel_at_period_end(self, subscription_id: str) -> ProviderSubscription: ...

    async def cancel_now(self, subscription_id: str) -> ProviderSubscription:
        """Ends the subscription at once (the money-back guarantee)."""
        ...

    def webhook_secret(self) -> str:
        """The secret its webhook events are signed with (Stripe's scheme either way)."""
        ...
