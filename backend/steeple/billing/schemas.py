"""Billing's request and response bodies. Those the spec names (spec 02 §3 "Checkout request",
"Checkout response", "Subscription info"; §7.6 portal and cancel) keep its camelCase field names;
the rest reads like the rest of the API."""

import uuid
from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints
from pydantic.alias_generators import to_camel

from steeple.billing.catalogue import Interval
from steeple.billing.models import PaymentStatus, SubscriptionStatus
from steeple.i18n import Translated
from steeple.users.roles import Role
from steeple.web.pagination import CursorPage
from steeple.web.text_input import MULTI_LINE

# A path of this site, such as /dashboard?payment=success: where the provider sends people back.
# Not //host or /\\host, which browsers take for another site.
SitePath = Annotated[str, StringConstraints(min_length=1, max_length=500, pattern=r"^/([^/\\]|$)")]


class _SpecShaped(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


class CheckoutMetadata(BaseModel):
    model_config = ConfigDict(extra="forbid")

    opportunity_id: uuid.UUID | None = None
    type: Literal["featured_boost", "additional_posting_pack"] | None = None


class CheckoutIn(_SpecShaped):
    """Spec 02 §3 "Checkout request". price_id is a catalogue key (church_monthly, featured_boost,
    ...): the provider's own price ids stay on the server."""

    price_id: str = Field(min_length=1, max_length=60)
    role: Role
    mode: Literal["subscription", "payment"]
    coupon_code: str | None = Field(default=None, max_length=60)
    quantity: int = 1
    metadata: CheckoutMetadata = Field(default_factory=CheckoutMetadata)
    success_url: SitePath
    cancel_url: SitePath


class CheckoutOut(_SpecShaped):
    """Spec 02 §3 "Checkout response". Failures answer the API's usual error body instead."""

    success: bool
    url: str
    session_id: str
    error: str | None = None


class PortalIn(_SpecShaped):
    return_url: SitePath = "/dashboard"


class PortalOut(_SpecShaped):
    success: bool
    url: str
    error: str | None = None


class CancelIn(_SpecShaped):
    subscription_id: str = Field(min_length=1, max_length=100)


class RefundRequestIn(_SpecShaped):
    reason: Annotated[
        str, StringConstraints(strip_whitespace=True, max_length=1000), MULTI_LINE
    ] = ""


class DoneOut(_SpecShaped):
    success: bool
    error: str | None = None


class SubscriptionInfo(_SpecShaped):
    """Spec 02 §3 "Subscription info", every field filled: the plan in force (the church's for
    its members) and the subscription behind it, or the last one if it has ended."""

    plan: str  # a catalogue key, or "free"
    plan_name: Translated
    premium: bool
    interval: Interval | None
    price_cents: int | None
    status: SubscriptionStatus | None
    current_period_end: datetime | None
    cancel_at_period_end: bool
    stripe_customer_id: str | None
    stripe_subscription_id: str | None
    # Whether the caller may change it (a church's admins; a speaker or musician their own).
    can_manage: bool
    # The 10-day money-back guarantee: asked for once, within 10 days of the first payment.
    refund_eligible_until: datetime | None
    refund_requested_at: datetime | None
    # Postings a church may still publish this month, pack credits included; None for talent.
    postings_left: int | None
    pack_credits_left: int | None
    # The built-in test provider takes the payments: the pages say so.
    test_mode: bool


class PaymentOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    plan_key: str
    description: Translated
    amount_cents: int
    currency: str
    status: PaymentStatus
    opportunity_id: uuid.UUID | None
    occurred_at: datetime


class PaymentPage(CursorPage[PaymentOut]):
    """The owner's payments, newest first."""


class WebhookReceipt(BaseModel):
    received: bool
    # The event id was seen before: nothing was applied again.
    duplicate: bool


# The built-in test provider's pages (/test-payment): only served in test mode.


class TestCheckoutItem(BaseModel):
    key: str
    name: str
    interval: Interval
    price_cents: int


class TestCheckoutView(BaseModel):
    id: str
    status: Literal["open", "complete", "expired"]
    mode: Literal["subscription", "payment"]
    item: TestCheckoutItem
    quantity: int
    amount_cents: int
    currency: str
    customer_email: str
    # The boosted opportunity's title, for a featured boost.
    opportunity_title: str | None


class TestPayIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # "decline" behaves like Stripe's declined test card: nothing is paid, the page stays open.
    card: Literal["success", "decline"]


class TestSubscriptionChangeIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    subscription_id: str = Field(min_length=1, max_length=100)
    plan_key: str | None = Field(default=None, max_length=60)


class Redirect(BaseModel):
    redirect_url: str


class TestPortalSubscription(BaseModel):
    id: str
    item: TestCheckoutItem
    status: SubscriptionStatus
    current_period_end: datetime | None
    cancel_at_period_end: bool
    # The same plan at the other interval (monthly <-> yearly).
    switch_to: TestCheckoutItem | None


class TestPortalView(BaseModel):
    id: str
    customer_email: str
    return_url: str
    subscriptions: list[TestPortalSubscription]
