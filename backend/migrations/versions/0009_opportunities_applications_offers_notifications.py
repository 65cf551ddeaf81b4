"""opportunities, positions, applications, offers and notifications

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-22 22:40:00

The hiring loop's tables. Opportunities carry search fields kept by opportunities.search (a
trigram index on PostgreSQL serves "contains" at scale); notifications follow spec 02 §3.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import steeple.db

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The columns the list's filters read, included in its order indexes (as the model says then).
LIST_FILTER_COLUMNS = [
    "featured_until",
    "event_type",
    "seeks_speakers",
    "seeks_musicians",
    "starts_on",
    "place_text",
    "online",
    "compensation",
    "travel_covered",
    "lodging_provided",
]


def upgrade() -> None:
    op.create_table(
        "opportunities",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("church_id", sa.Uuid(), nullable=False),
        sa.Column("created_by", sa.Uuid(), nullable=True),
        sa.Column("title", sa.String(length=150), nullable=False),
        sa.Column("event_type", sa.String(length=30), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("starts_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("ends_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("starts_on", sa.Date(), nullable=False),
        sa.Column("timezone", sa.String(length=50), nullable=False),
        sa.Column("application_deadline", sa.Date(), nullable=False),
        sa.Column("online", sa.Boolean(), nullable=False),
        sa.Column("address", sa.String(length=300), nullable=True),
        sa.Column("city", sa.String(length=100), nullable=True),
        sa.Column("state", sa.String(length=100), nullable=True),
        sa.Column("denomination", sa.String(length=100), nullable=True),
        sa.Column("worship_style", sa.String(length=100), nullable=True),
        sa.Column("expected_attendance", sa.Integer(), nullable=True),
        sa.Column("compensation", sa.String(length=20), nullable=False),
        sa.Column("honorarium_min", sa.Integer(), nullable=True),
        sa.Column("honorarium_max", sa.Integer(), nullable=True),
        sa.Column("travel_covered", sa.Boolean(), nullable=False),
        sa.Column("lodging_provided", sa.Boolean(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("published_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("featured_until", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("updated_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("search_text", sa.Text(), nullable=False),
        sa.Column("place_text", sa.String(length=250), nullable=False),
        sa.Column("seeks_speakers", sa.Boolean(), nullable=False),
        sa.Column("seeks_musicians", sa.Boolean(), nullable=False),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.CheckConstraint("ends_at >= starts_at", name=op.f("ck_opportunities_ends_after_start")),
        sa.ForeignKeyConstraint(
            ["church_id"],
            ["churches.id"],
            name=op.f("fk_opportunities_church_id_churches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["created_by"],
            ["users.id"],
            name=op.f("fk_opportunities_created_by_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_opportunities")),
    )
    op.create_index(
        "ix_opportunities_church", "opportunities", ["church_id", "created_at"], unique=False
    )
    op.create_index(
        "ix_opportunities_featured",
        "opportunities",
        ["status", "starts_at", "id"],
        unique=False,
        postgresql_include=LIST_FILTER_COLUMNS,
        postgresql_where=sa.text("featured_until IS NOT NULL"),
    )
    op.create_index(
        "ix_opportunities_open_by_type",
        "opportunities",
        ["status", "event_type", "starts_at", "id"],
        unique=False,
        postgresql_include=[c for c in LIST_FILTER_COLUMNS if c != "event_type"],
    )
    op.create_index(
        "ix_opportunities_open_soonest",
        "opportunities",
        ["status", "starts_at", "id"],
        unique=False,
        postgresql_include=LIST_FILTER_COLUMNS,
    )
    if op.get_bind().dialect.name == "postgresql":
        op.create_index(
            "ix_opportunities_search_text_trgm",
            "opportunities",
            ["search_text"],
            unique=False,
            postgresql_using="gin",
            postgresql_ops={"search_text": "gin_trgm_ops"},
        )
    op.create_table(
        "opportunity_positions",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("opportunity_id", sa.Uuid(), nullable=False),
        sa.Column("sort_order", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(length=80), nullable=False),
        sa.Column("role", sa.String(length=20), nullable=False),
        sa.Column("openings", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "openings BETWEEN 1 AND 20", name=op.f("ck_opportunity_positions_openings_range")
        ),
        sa.ForeignKeyConstraint(
            ["opportunity_id"],
            ["opportunities.id"],
            name=op.f("fk_opportunity_positions_opportunity_id_opportunities"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_opportunity_positions")),
    )
    op.create_index(
        op.f("ix_opportunity_positions_opportunity_id"),
        "opportunity_positions",
        ["opportunity_id"],
        unique=False,
    )
    op.create_table(
        "applications",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("opportunity_id", sa.Uuid(), nullable=False),
        sa.Column("position_id", sa.Uuid(), nullable=False),
        sa.Column("applicant_id", sa.Uuid(), nullable=False),
        sa.Column("church_id", sa.Uuid(), nullable=False),
        sa.Column("cover_message", sa.Text(), nullable=False),
        sa.Column("proposed_fee", sa.Integer(), nullable=True),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("decision_note", sa.Text(), nullable=True),
        sa.Column("decided_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("updated_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["applicant_id"],
            ["users.id"],
            name=op.f("fk_applications_applicant_id_users"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["church_id"],
            ["churches.id"],
            name=op.f("fk_applications_church_id_churches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["opportunity_id"],
            ["opportunities.id"],
            name=op.f("fk_applications_opportunity_id_opportunities"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["position_id"],
            ["opportunity_positions.id"],
            name=op.f("fk_applications_position_id_opportunity_positions"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_applications")),
        sa.UniqueConstraint("opportunity_id", "applicant_id", name="one_per_opportunity"),
    )
    op.create_index(
        "ix_applications_applicant",
        "applications",
        ["applicant_id", "created_at", "id"],
        unique=False,
    )
    op.create_index(op.f("ix_applications_church_id"), "applications", ["church_id"], unique=False)
    op.create_index(
        "ix_applications_opportunity", "applications", ["opportunity_id", "status"], unique=False
    )
    op.create_index(
        op.f("ix_applications_position_id"), "applications", ["position_id"], unique=False
    )
    op.create_table(
        "notifications",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("is_read", sa.Boolean(), nullable=False),
        sa.Column("type", sa.String(length=20), nullable=False),
        sa.Column("priority", sa.String(length=10), nullable=False),
        sa.Column("subject", sa.String(length=200), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("sender_id", sa.Uuid(), nullable=True),
        sa.Column("sender_name", sa.String(length=150), nullable=True),
        sa.Column("sender_role", sa.String(length=20), nullable=True),
        sa.Column("sender_avatar", sa.String(length=500), nullable=True),
        sa.Column("sender_slug", sa.String(length=100), nullable=True),
        sa.Column("application_id", sa.Uuid(), nullable=True),
        sa.Column("opportunity_id", sa.Uuid(), nullable=True),
        sa.Column("offered_role", sa.String(length=80), nullable=True),
        sa.Column("metadata", sa.JSON(), nullable=False),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["application_id"],
            ["applications.id"],
            name=op.f("fk_notifications_application_id_applications"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["opportunity_id"],
            ["opportunities.id"],
            name=op.f("fk_notifications_opportunity_id_opportunities"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["sender_id"],
            ["users.id"],
            name=op.f("fk_notifications_sender_id_users"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_notifications_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_notifications")),
    )
    op.create_index(
        "ix_notifications_user_newest",
        "notifications",
        ["user_id", "created_at", "id"],
        unique=False,
    )
    op.create_index(
        "ix_notifications_user_unread", "notifications", ["user_id", "is_read"], unique=False
    )
    op.create_table(
        "offers",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("application_id", sa.Uuid(), nullable=False),
        sa.Column("position_id", sa.Uuid(), nullable=False),
        sa.Column("offered_by", sa.Uuid(), nullable=True),
        sa.Column("event_date", sa.Date(), nullable=False),
        sa.Column("honorarium", sa.String(length=20), nullable=False),
        sa.Column("honorarium_amount", sa.Integer(), nullable=True),
        sa.Column("travel", sa.String(length=20), nullable=False),
        sa.Column("travel_cap", sa.Integer(), nullable=True),
        sa.Column("lodging_provided", sa.Boolean(), nullable=False),
        sa.Column("w9_required", sa.Boolean(), nullable=False),
        sa.Column("notes", sa.Text(), nullable=True),
        sa.Column("respond_by", sa.Date(), nullable=False),
        sa.Column("expires_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("responded_at", steeple.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["application_id"],
            ["applications.id"],
            name=op.f("fk_offers_application_id_applications"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["offered_by"],
            ["users.id"],
            name=op.f("fk_offers_offered_by_users"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["position_id"],
            ["opportunity_positions.id"],
            name=op.f("fk_offers_position_id_opportunity_positions"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_offers")),
        sa.UniqueConstraint("application_id", name=op.f("uq_offers_application_id")),
    )
    op.create_index(op.f("ix_offers_expires_at"), "offers", ["expires_at"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_offers_expires_at"), table_name="offers")
    op.drop_table("offers")
    op.drop_index("ix_notifications_user_unread", table_name="notifications")
    op.drop_index("ix_notifications_user_newest", table_name="notifications")
    op.drop_table("notifications")
    op.drop_index(op.f("ix_applications_position_id"), table_name="applications")
    op.drop_index("ix_applications_opportunity", table_name="applications")
    op.drop_index(op.f("ix_applications_church_id"), table_name="applications")
    op.drop_index("ix_applications_applicant", table_name="applications")
    op.drop_table("applications")
    op.drop_index(
        op.f("ix_opportunity_positions_opportunity_id"), table_name="opportunity_positions"
    )
    op.drop_table("opportunity_positions")
    if op.get_bind().dialect.name == "postgresql":
        op.drop_index("ix_opportunities_search_text_trgm", table_name="opportunities")
    op.drop_index("ix_opportunities_open_by_type", table_name="opportunities")
    op.drop_index("ix_opportunities_open_soonest", table_name="opportunities")
    op.drop_index(
        "ix_opportunities_featured",
        table_name="opportunities",
        postgresql_where=sa.text("featured_until IS NOT NULL"),
    )
    op.drop_index("ix_opportunities_church", table_name="opportunities")
    op.drop_table("opportunities")
