"""Stripe, through its official SDK (async calls over httpx), as billing's PaymentProvider."""

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

import stripe
from stripe.params.checkout import SessionCreateParams

from steeple.billing.models import SubscriptionStatus
from steeple.billing.provider import (
    CheckoutSession,
    CheckoutSessionRequest,
    ProviderError,
    ProviderSubscription,
    UnknownSubscription,
)
from steeple.config import Settings

NETWORK_RETRIES = 2


@contextmanager
def _stripe_calls() -> Iterator[None]:
    """Whatever Stripe refuses or cannot answer is billing's ProviderError (503 to the caller)."""
    try:
        yield
    except stripe.StripeError as error:
        raise ProviderError(f"{type(error).__name__}: {error.user_message or error}") from error


def provider_subscription(subscription: stripe.Subscription) -> ProviderSubscription:
    """Our view of a Stripe subscription (API 2026: the period end lives on its item)."""
    item = subscription["items"]["data"][0]
    period_end = item["current_period_end"]
    customer = subscription["customer"]
    return ProviderSubscription(
        id=subscription["id"],
        customer_id=customer if isinstance(customer, str) else customer["id"],
        status=SubscriptionStatus(subscription["status"]),
        price_id=item["price"]["id"],
        current_period_end=datetime.fromtimestamp(period_end, UTC) if period_end else None,
        cancel_at_period_end=bool(subscription["cancel_at_period_end"]),
        metadata=subscription["metadata"].to_dict() if subscription["metadata"] else {},
    )


class StripeProvider:
    test_mode = False

    def __init__(self, settings: Settings, http_client: stripe.HTTPClient | None = None) -> None:
        """`http_client`: Stripe's HTTPX client unless given (tests give one whose transport
        answers for Stripe)."""
        assert settings.stripe_secret_key and settings.stripe_webhook_secret
        self._http = http_client or stripe.HTTPXClient()
        # Failed connections and Stripe's 409/5xx are tried again (POSTs with the same
        # idempotency key), as Stripe advises.
        self._client = stripe.StripeClient(
            settings.stripe_secret_key.get_secret_value(),
            http_client=self._http,
            max_network_retries=NETWORK_RETRIES,
        )
        self._webhook_secret = settings.stripe_webhook_secret.get_secret_value()

    async def aclose(self) -> None:
        await self._http.close_async()  # type: ignore[no-untyped-call]

    def webhook_secret(self) -> str:
        return self._webhook_secret

    async def create_customer(self, *, email: str, name: str, metadata: dict[str, str]) -> str:
        with _stripe_calls():
            customer = await self._client.v1.customers.create_async(
                params={"email": email, "name": name, "metadata": metadata}
            )
        return customer.id

    async def create_checkout_session(self, request: CheckoutSessionRequest) -> CheckoutSession:
        params: SessionCreateParams = {
            "customer": request.customer_id,
            "line_items": [{"price": request.price_id, "quantity": request.quantity}],
            "mode": request.mode,
            "success_url": request.success_url,
            "cancel_url": request.cancel_url,
            "metadata": request.metadata,
        }
        if request.mode == "subscription":
            # The subscription names its owner too: its events are read without the session.
            params["subscription_data"] = {"metadata": request.metadata}
            params["allow_promotion_codes"] = True
        with _stripe_calls():
            session = await self._client.v1.checkout.sessions.create_async(params=params)
        url = getattr(session, "url", None)
        if not url:
            raise ProviderError(f"checkout session {session.id} came without a URL")
        return CheckoutSession(id=session.id, url=url)

    async def retrieve_subscription(self, subscription_id: str) -> ProviderSubscription:
        with _stripe_calls():
            try:
                subscription = await self._client.v1.subscriptions.retrieve_async(subscription_id)
            except stripe.InvalidRequestError as error:
                if error.code != "resource_missing":
                    raise
                raise UnknownSubscription(f"No such subscription: {subscription_id}") from error
        return provider_subscription(subscription)

    async def create_portal_session(self, *, customer_id: str, return_url: str) -> str:
        with _stripe_calls():
            portal = await self._client.v1.billing_portal.sessions.create_async(
                params={"customer": customer_id, "return_url": return_url}
            )
        return portal.url

    async def cancel_at_period_end(self, subscription_id: str) -> ProviderSubscription:
        with _stripe_calls():
            subscription = await self._client.v1.subscriptions.update_async(
                subscription_id, params={"cancel_at_period_end": True}
            )
        return provider_subscription(subscription)

    async def cancel_now(self, subscription_id: str) -> ProviderSubscription:
        with _stripe_calls():
            subscription = await self._client.v1.subscriptions.cancel_async(subscription_id)
        return provider_subscription(subscription)
