import uuid
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, CheckConstraint, ForeignKey, Index, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from steeple.db import Base, CreatedAtMixin, UTCDateTime, utcnow


class SubscriptionStatus(StrEnum):
    """The payment provider's subscription statuses (Stripe's names)."""

    trialing = "trialing"
    active = "active"
    past_due = "past_due"
    incomplete = "incomplete"
    incomplete_expired = "incomplete_expired"
    unpaid = "unpaid"
    canceled = "canceled"
    paused = "paused"


class Subscription(CreatedAtMixin, Base):
    """A paid plan, owned by a church (Church Premium) or a talent user (Pro). Billing fills it
    from the provider's events; billing.entitlements reads it."""

    __tablename__ = "subscriptions"
    __table_args__ = (
        CheckConstraint("(church_id IS NULL) <> (user_id IS NULL)", name="one_owner"),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    church_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("churches.id", ondelete="CASCADE"), index=True
    )
    user_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    # A key of billing.catalogue.PLANS, such as church_monthly.
    plan_key: Mapped[str] = mapped_column(String(40))
    status: Mapped[SubscriptionStatus] = mapped_column(String(30))
    current_period_end: Mapped[datetime | None] = mapped_column(UTCDateTime())
    cancel_at_period_end: Mapped[bool] = mapped_column(default=False)
    provider_customer_id: Mapped[str | None] = mapped_column(String(100))
    provider_subscription_id: Mapped[str | None] = mapped_column(String(100), unique=True)
    # When the owner asked for the 10-day money-back guarantee (it can be asked once).
    refund_requested_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)


class BillingCustomer(CreatedAtMixin, Base):
    """The payment provider's customer for a church (any admin pays for it) or a talent user:
    made at the first checkout, reused for every later one and for the billing portal."""

    __tablename__ = "billing_customers"
    __table_args__ = (
        CheckConstraint("(church_id IS NULL) <> (user_id IS NULL)", name="one_owner"),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    church_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("churches.id", ondelete="CASCADE"), unique=True
    )
    user_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), unique=True
    )
    provider_customer_id: Mapped[str] = mapped_column(String(100), unique=True)


class ProviderEvent(Base):
    """A webhook event as received, under the provider's own event id: a second delivery of the
    same id finds the row and is not applied again."""

    __tablename__ = "billing_events"

    id: Mapped[str] = mapped_column(String(100), primary_key=True)
    type: Mapped[str] = mapped_column(String(100))
    received_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class PaymentStatus(StrEnum):
    paid = "paid"
    failed = "failed"


class Payment(CreatedAtMixin, Base):
    """A charge as the provider reported it (an invoice of a plan, a one-off purchase): the
    payment history, and what a boost or a pack was bought with."""

    __tablename__ = "payments"
    __table_args__ = (
        CheckConstraint("(church_id IS NULL) <> (user_id IS NULL)", name="one_owner"),
        Index("ix_payments_church_occurred", "church_id", "occurred_at"),
        Index("ix_payments_user_occurred", "user_id", "occurred_at"),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    church_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("churches.id", ondelete="CASCADE")
    )
    user_id: Mapped[uuid.UUID | None] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    # A key of billing.catalogue.PLANS: what was paid for.
    plan_key: Mapped[str] = mapped_column(String(40))
    description: Mapped[str] = mapped_column(String(200))
    amount_cents: Mapped[int]
    currency: Mapped[str] = mapped_column(String(3))
    status: Mapped[PaymentStatus] = mapped_column(String(20))
    # The provider's invoice or checkout session: one payment row each, however often reported.
    provider_ref: Mapped[str] = mapped_column(String(100), unique=True)
    # The opportunity a featured boost was for.
    opportunity_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("opportunities.id", ondelete="SET NULL")
    )
    occurred_at: Mapped[datetime] = mapped_column(UTCDateTime())


class LocalProviderObject(Base):
    """The built-in test provider's own records (customers, checkout and portal sessions,
    subscriptions, invoices), kept as the provider's JSON objects: what Stripe would hold on its
    side. Only the test provider (billing/local_provider.py) reads or writes them."""

    __tablename__ = "billing_local_objects"

    id: Mapped[str] = mapped_column(String(100), primary_key=True)
    kind: Mapped[str] = mapped_column(String(40))
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)


class PostingCredit(CreatedAtMixin, Base):
    """Extra opportunity postings bought as a pack, usable until they expire."""

    __tablename__ = "posting_credits"
    __table_args__ = (Index("ix_posting_credits_church_expiry", "church_id", "expires_at"),)

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    church_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("churches.id", ondelete="CASCADE"))
    quantity: Mapped[int]
    used: Mapped[int] = mapped_column(default=0)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    # The payment that bought them, so a repeated provider event adds nothing.
    provider_payment_id: Mapped[str | None] = mapped_column(String(100), unique=True)
