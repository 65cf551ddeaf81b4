"""/api/billing: the catalogue, checkout, the billing portal, cancelling, the money-back
guarantee, the account's plan and payments, and the provider's webhook."""

from typing import Annotated

from fastapi import Header, Request, Response
from pydantic import BaseModel

from steeple.auth.dependencies import ActorDep, NowDep
from steeple.billing import service, webhooks
from steeple.billing.catalogue import (
    FREE_TALENT_MONTHLY_APPLICATIONS,
    MONEY_BACK_GUARANTEE_DAYS,
    PLANS,
    Plan,
)
from steeple.billing.dependencies import ProviderDep
from steeple.billing.schemas import (
    CancelIn,
    CheckoutIn,
    CheckoutOut,
    DoneOut,
    PaymentPage,
    PortalIn,
    PortalOut,
    RefundRequestIn,
    SubscriptionInfo,
    WebhookReceipt,
)
from steeple.db import SessionDep
from steeple.web.pagination import CursorQuery, LimitQuery
from steeple.web.routing import Router
from steeple.web.settings import settings_of

router = Router(prefix="/api/billing", tags=["billing"])


class Catalogue(BaseModel):
    plans: list[Plan]
    free_talent_monthly_applications: int
    money_back_guarantee_days: int
    # The built-in test provider takes the payments: the pages say so.
    test_mode: bool


@router.get("/plans", name="plans")
async def plans(request: Request, response: Response) -> Catalogue:
    response.headers["Cache-Control"] = "public, max-age=300"
    response.headers["Vary"] = "Accept-Language"  # summaries and features are in its language
    return Catalogue(
        plans=PLANS,
        free_talent_monthly_applications=FREE_TALENT_MONTHLY_APPLICATIONS,
        money_back_guarantee_days=MONEY_BACK_GUARANTEE_DAYS,
        test_mode=settings_of(request).payments_test_mode,
    )


@router.post("/checkout", name="checkout")
async def checkout(
    data: CheckoutIn,
    request: Request,
    actor: ActorDep,
    session: SessionDep,
    provider: ProviderDep,
    now: NowDep,
) -> CheckoutOut:
    return await service.start_checkout(session, provider, settings_of(request), actor, data, now)


@router.post("/portal", name="portal")
async def portal(
    request: Request, actor: ActorDep, session: SessionDep, provider: ProviderDep, data: PortalIn
) -> PortalOut:
    return await service.open_portal(session, provider, settings_of(request), actor, data)


@router.post("/cancel", name="cancel")
async def cancel(
    data: CancelIn,
    request: Request,
    actor: ActorDep,
    session: SessionDep,
    provider: ProviderDep,
    now: NowDep,
) -> DoneOut:
    return await service.cancel(session, provider, settings_of(request), actor, data, now)


@router.post("/refund-request", name="refund_request")
async def refund_request(
    data: RefundRequestIn,
    request: Request,
    actor: ActorDep,
    session: SessionDep,
    provider: ProviderDep,
    now: NowDep,
) -> DoneOut:
    return await service.request_refund(session, provider, settings_of(request), actor, data, now)


@router.get("/subscription", name="subscription")
async def subscription(
    request: Request, actor: ActorDep, session: SessionDep, now: NowDep
) -> SubscriptionInfo:
    return await service.subscription_info(session, settings_of(request), actor, now)


@router.get("/payments", name="payments")
async def payments(
    actor: ActorDep, session: SessionDep, cursor: CursorQuery = None, limit: LimitQuery = 20
) -> PaymentPage:
    return await service.payments(session, actor, cursor=cursor, limit=limit)


@router.post("/webhook", name="webhook")
async def webhook(
    request: Request,
    session: SessionDep,
    provider: ProviderDep,
    now: NowDep,
    stripe_signature: Annotated[str | None, Header()] = None,
) -> WebhookReceipt:
    """The provider's signed events, verified on the raw body."""
    return await webhooks.receive(
        session, provider, settings_of(request), await request.body(), stripe_signature, now
    )
