"""The test provider's hosted pages, as an API for /test-payment: its checkout (pay, decline,
cancel) and its billing portal. No sign-in, as on Stripe's own pages: the unguessable session id
is the bearer. With Stripe keys set, Stripe's pages serve instead and every route here is 404."""

from typing import Annotated

from fastapi import Depends, Path

from steeple.auth.dependencies import NowDep
from steeple.billing.dependencies import ProviderDep
from steeple.billing.local_provider import LocalProvider
from steeple.billing.schemas import (
    Redirect,
    TestCheckoutView,
    TestPayIn,
    TestPortalView,
    TestSubscriptionChangeIn,
)
from steeple.i18n import _
from steeple.web.errors import AppError
from steeple.web.routing import Router

router = Router(prefix="/api/test-payment", tags=["test-payment"])

ObjectId = Annotated[str, Path(min_length=1, max_length=100)]


async def _local(provider: ProviderDep) -> LocalProvider:
    if not isinstance(provider, LocalProvider):
        raise AppError(404, "not_found", _("Payments are taken by Stripe."))
    return provider


LocalProviderDep = Annotated[LocalProvider, Depends(_local)]


@router.get("/checkout/{session_id}", name="checkout")
async def checkout(session_id: ObjectId, provider: LocalProviderDep) -> TestCheckoutView:
    return await provider.checkout_view(session_id)


@router.post("/checkout/{session_id}/pay", name="pay")
async def pay(
    session_id: ObjectId, body: TestPayIn, provider: LocalProviderDep, now: NowDep
) -> Redirect:
    """Answers once billing has had the payment's events, so the success page finds the plan."""
    return Redirect(redirect_url=await provider.pay(session_id, body.card, now))


@router.post("/checkout/{session_id}/cancel", name="cancel-checkout")
async def cancel_checkout(
    session_id: ObjectId, provider: LocalProviderDep, now: NowDep
) -> Redirect:
    return Redirect(redirect_url=await provider.cancel_checkout(session_id, now))


@router.get("/portal/{portal_id}", name="portal")
async def portal(portal_id: ObjectId, provider: LocalProviderDep) -> TestPortalView:
    return await provider.portal_view(portal_id)


@router.post("/portal/{portal_id}/change-plan", name="change-plan")
async def change_plan(
    portal_id: ObjectId, body: TestSubscriptionChangeIn, provider: LocalProviderDep, now: NowDep
) -> TestPortalView:
    return await provider.change_plan(portal_id, body.subscription_id, body.plan_key, now)


@router.post("/portal/{portal_id}/cancel", name="cancel-subscription")
async def cancel_subscription(
    portal_id: ObjectId, body: TestSubscriptionChangeIn, provider: LocalProviderDep, now: NowDep
) -> TestPortalView:
    return await provider.portal_cancel(portal_id, body.subscription_id, now)


@router.post("/portal/{portal_id}/resume", name="resume-subscription")
async def resume_subscription(
    portal_id: ObjectId, body: TestSubscriptionChangeIn, provider: LocalProviderDep, now: NowDep
) -> TestPortalView:
    return await provider.portal_resume(portal_id, body.subscription_id, now)


@router.post("/portal/{portal_id}/fail-payment", name="fail-payment")
async def fail_payment(
    portal_id: ObjectId, body: TestSubscriptionChangeIn, provider: LocalProviderDep, now: NowDep
) -> TestPortalView:
    """Simulates a renewal whose card is declined."""
    return await provider.fail_payment(portal_id, body.subscription_id, now)
