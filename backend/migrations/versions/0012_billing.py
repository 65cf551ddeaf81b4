"""billing: customers, the webhook event ledger, payments, and the test provider's records

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-23 03:17:42.384294

Each provider event id is stored once (billing_events), so a redelivered event is not applied
twice; payments keep the history and make boosts and packs idempotent per checkout session.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import steeple.db

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "billing_events",
        sa.Column("id", sa.String(length=100), nullable=False),
        sa.Column("type", sa.String(length=100), nullable=False),
        sa.Column("received_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_billing_events")),
    )
    op.create_table(
        "billing_local_objects",
        sa.Column("id", sa.String(length=100), nullable=False),
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_billing_local_objects")),
    )
    op.create_table(
        "billing_customers",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("church_id", sa.Uuid(), nullable=True),
        sa.Column("user_id", sa.Uuid(), nullable=True),
        sa.Column("provider_customer_id", sa.String(length=100), nullable=False),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "(church_id IS NULL) <> (user_id IS NULL)", name=op.f("ck_billing_customers_one_owner")
        ),
        sa.ForeignKeyConstraint(
            ["church_id"],
            ["churches.id"],
            name=op.f("fk_billing_customers_church_id_churches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_billing_customers_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_billing_customers")),
        sa.UniqueConstraint("church_id", name=op.f("uq_billing_customers_church_id")),
        sa.UniqueConstraint(
            "provider_customer_id", name=op.f("uq_billing_customers_provider_customer_id")
        ),
        sa.UniqueConstraint("user_id", name=op.f("uq_billing_customers_user_id")),
    )
    op.create_table(
        "payments",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("church_id", sa.Uuid(), nullable=True),
        sa.Column("user_id", sa.Uuid(), nullable=True),
        sa.Column("plan_key", sa.String(length=40), nullable=False),
        sa.Column("description", sa.String(length=200), nullable=False),
        sa.Column("amount_cents", sa.Integer(), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("provider_ref", sa.String(length=100), nullable=False),
        sa.Column("opportunity_id", sa.Uuid(), nullable=True),
        sa.Column("occurred_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "(church_id IS NULL) <> (user_id IS NULL)", name=op.f("ck_payments_one_owner")
        ),
        sa.ForeignKeyConstraint(
            ["church_id"],
            ["churches.id"],
            name=op.f("fk_payments_church_id_churches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["opportunity_id"],
            ["opportunities.id"],
            name=op.f("fk_payments_opportunity_id_opportunities"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_payments_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_payments")),
        sa.UniqueConstraint("provider_ref", name=op.f("uq_payments_provider_ref")),
    )
    op.create_index(
        "ix_payments_church_occurred", "payments", ["church_id", "occurred_at"], unique=False
    )
    op.create_index(
        "ix_payments_user_occurred", "payments", ["user_id", "occurred_at"], unique=False
    )
    op.add_column(
        "subscriptions",
        sa.Column("refund_requested_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
    )


def downgrade() -> None:
    op.drop_column("subscriptions", "refund_requested_at")
    op.drop_index("ix_payments_user_occurred", table_name="payments")
    op.drop_index("ix_payments_church_occurred", table_name="payments")
    op.drop_table("payments")
    op.drop_table("billing_customers")
    op.drop_table("billing_local_objects")
    op.drop_table("billing_events")
