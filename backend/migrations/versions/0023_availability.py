"""availability: talent calendars, blocks, repeating rules, bookings, unavailable days

Revision ID: 0023
Revises: 0022
Create Date: 2026-11-27 11:30:00

Bookings are written for the confirmed hires already made (their opportunity's days in its own
time zone); where two of one talent's hires share a day, the earlier hire keeps it. On PostgreSQL
two bookings of one talent cannot share a day (an exclusion constraint, with btree_gist for the
talent's equality); SQLite checks in the accepting transaction instead.
"""

import uuid
from collections.abc import Sequence
from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

import steeple.db

revision: str = "0023"
down_revision: str | None = "0022"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _user_fk(table: str, column: str = "user_id") -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column], ["users.id"], name=op.f(f"fk_{table}_{column}_users"), ondelete="CASCADE"
    )


def upgrade() -> None:
    postgres = op.get_bind().dialect.name == "postgresql"
    op.create_table(
        "availability_calendars",
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("time_zone", sa.String(length=64), nullable=False),
        sa.Column("feed_version", sa.Integer(), nullable=False),
        sa.Column("days_through", sa.Date(), nullable=False),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        _user_fk("availability_calendars"),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_availability_calendars")),
    )
    op.create_table(
        "availability_blocks",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("starts_on", sa.Date(), nullable=False),
        sa.Column("ends_on", sa.Date(), nullable=False),
        sa.Column("reason", sa.String(length=200), nullable=True),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "ends_on >= starts_on", name=op.f("ck_availability_blocks_ends_after_start")
        ),
        _user_fk("availability_blocks"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_availability_blocks")),
    )
    op.create_index("ix_availability_blocks_user", "availability_blocks", ["user_id", "starts_on"])
    op.create_table(
        "availability_rules",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("frequency", sa.String(length=10), nullable=False),
        sa.Column("weekdays", sa.String(length=13), nullable=False),
        sa.Column("ordinal", sa.SmallInteger(), nullable=True),
        sa.Column("part_of_day", sa.String(length=10), nullable=False),
        sa.Column("starts_on", sa.Date(), nullable=False),
        sa.Column("until", sa.Date(), nullable=True),
        sa.Column("skipped", sa.JSON(), nullable=False),
        sa.Column("reason", sa.String(length=200), nullable=True),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        _user_fk("availability_rules"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_availability_rules")),
    )
    op.create_index("ix_availability_rules_user", "availability_rules", ["user_id"])
    op.create_table(
        "unavailable_days",
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        _user_fk("unavailable_days"),
        sa.PrimaryKeyConstraint("day", "user_id", name=op.f("pk_unavailable_days")),
    )
    op.create_index("ix_unavailable_days_user", "unavailable_days", ["user_id", "day"])
    if postgres:
        op.execute("CREATE EXTENSION IF NOT EXISTS btree_gist")
    exclusion = (
        [
            postgresql.ExcludeConstraint(
                (sa.column("talent_id"), "="),
                (sa.text("daterange(first_day, last_day, '[]')"), "&&"),
                using="gist",
                name="one_booking_a_day",
            )
        ]
        if postgres
        else []
    )
    bookings = op.create_table(
        "bookings",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("application_id", sa.Uuid(), nullable=False),
        sa.Column("talent_id", sa.Uuid(), nullable=False),
        sa.Column("first_day", sa.Date(), nullable=False),
        sa.Column("last_day", sa.Date(), nullable=False),
        sa.Column("created_at", steeple.db.UTCDateTime(timezone=True), nullable=False),
        *exclusion,
        sa.CheckConstraint("last_day >= first_day", name=op.f("ck_bookings_ends_after_start")),
        sa.ForeignKeyConstraint(
            ["application_id"],
            ["applications.id"],
            name=op.f("fk_bookings_application_id_applications"),
            ondelete="CASCADE",
        ),
        _user_fk("bookings", "talent_id"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_bookings")),
        sa.UniqueConstraint("application_id", name=op.f("uq_bookings_application_id")),
    )
    op.create_index("ix_bookings_talent", "bookings", ["talent_id", "first_day"])
    op.bulk_insert(bookings, _bookings_of_confirmed_hires())


def _bookings_of_confirmed_hires() -> list[dict[str, object]]:
    hires = op.get_bind().execute(
        sa.text(
            "SELECT a.id, a.applicant_id, o.starts_on, o.ends_at, o.timezone, a.updated_at"
            " FROM applications a JOIN opportunities o ON o.id = a.opportunity_id"
            " WHERE a.status = 'hire_confirmed' ORDER BY a.updated_at, a.id"
        )
    )
    now = datetime.now(UTC)
    taken: dict[object, list[tuple[date, date]]] = {}
    rows: list[dict[str, object]] = []
    for application_id, talent_id, starts_on, ends_at, zone, _confirmed_at in hires:
        first = starts_on if isinstance(starts_on, date) else date.fromisoformat(starts_on)
        end = ends_at if isinstance(ends_at, datetime) else datetime.fromisoformat(ends_at)
        end = end if end.tzinfo else end.replace(tzinfo=UTC)
        last = max(first, end.astimezone(ZoneInfo(zone)).date())
        kept = taken.setdefault(talent_id, [])
        if any(first <= other_last and other_first <= last for other_first, other_last in kept):
            continue
        kept.append((first, last))
        rows.append(
            {
                "id": uuid.uuid4(),
                "application_id": _uuid(application_id),
                "talent_id": _uuid(talent_id),
                "first_day": first,
                "last_day": last,
                "created_at": now,
            }
        )
    return rows


def _uuid(value: object) -> uuid.UUID:
    return value if isinstance(value, uuid.UUID) else uuid.UUID(str(value))


def downgrade() -> None:
    op.drop_table("bookings")
    op.drop_table("unavailable_days")
    op.drop_table("availability_rules")
    op.drop_table("availability_blocks")
    op.drop_table("availability_calendars")
