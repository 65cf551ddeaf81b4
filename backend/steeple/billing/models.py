import uuid
from datetime import datetime
from enum import StrEnum

from sqlalchemy import CheckConstraint, ForeignKey, Index, String, Uuid
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
