"""The payment provider: Stripe with keys set, else the built-in test provider; made once per
app (app.state.payment_provider) and handed to routes."""

from typing import Annotated

import httpx
from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.billing.local_provider import LocalProvider
from steeple.billing.provider import PaymentProvider
from steeple.billing.stripe_provider import StripeProvider
from steeple.config import Settings


def make_payment_provider(
    settings: Settings,
    sessionmaker: async_sessionmaker[AsyncSession],
    webhook_http: httpx.AsyncClient,
) -> PaymentProvider:
    """`webhook_http` reaches this server itself: the test provider posts its events there."""
    if settings.stripe_secret_key:
        return StripeProvider(settings)
    return LocalProvider(settings, sessionmaker, webhook_http)


async def get_payment_provider(request: Request) -> PaymentProvider:
    provider: PaymentProvider = request.app.state.payment_provider
    return provider


ProviderDep = Annotated[PaymentProvider, Depends(get_payment_provider)]
