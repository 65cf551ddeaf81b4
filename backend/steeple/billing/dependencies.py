"""The payment provider the app was made with (app.state.payment_provider)."""

from typing import Annotated

from fastapi import Depends, Request

from steeple.billing.provider import PaymentProvider


def get_payment_provider(request: Request) -> PaymentProvider:
    provider: PaymentProvider = request.app.state.payment_provider
    return provider


ProviderDep = Annotated[PaymentProvider, Depends(get_payment_provider)]
