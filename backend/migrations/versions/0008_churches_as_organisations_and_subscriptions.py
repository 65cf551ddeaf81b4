"""churches as organisations with members; subscriptions and posting credits

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-22 20:30:00

A church becomes an organisation: `church_members` ties users to it (one church per user), and
the church holds its own place, photo and timezone. Each church account becomes the admin of its
church; an onboarded church account that never opened its profile gets its church now. Plans move
from `users.plan` to `subscriptions` (a non-free plan becomes an active subscription of the
matching Pro or Premium plan), so billing can tell a lapsed subscriber from a paying one.
"""

import json
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

users = sa.table(
    "users",
    sa.column("id", sa.Uuid()),
    sa.column("email", sa.String()),
    sa.column("role", sa.String()),
    sa.column("full_name", sa.String()),
    sa.column("church_name", sa.String()),
    sa.column("plan", sa.String()),
    sa.column("city", sa.String()),
    sa.column("state", sa.String()),
    sa.column("profile_photo", sa.String()),
    sa.column("needs_onboarding", sa.Boolean()),
)
churches = sa.table(
    "churches",
    sa.column("id", sa.Uuid()),
    sa.column("user_id", sa.Uuid()),
    sa.column("church_name", sa.String()),
    sa.column("contact_name", sa.String()),
    sa.column("contact_email", sa.String()),
    sa.column("city", sa.String()),
    sa.column("state", sa.String()),
    sa.column("photo", sa.String()),
    sa.column("theme", sa.String()),
    sa.column("primary_color", sa.String()),
    sa.column("created_at", sa.DateTime(timezone=True)),
    sa.column("updated_at", sa.DateTime(timezone=True)),
)
members = sa.table(
    "church_members",
    sa.column("id", sa.Uuid()),
    sa.column("church_id", sa.Uuid()),
    sa.column("user_id", sa.Uuid()),
    sa.column("role", sa.String()),
    sa.column("created_at", sa.DateTime(timezone=True)),
)
subscriptions = sa.table(
    "subscriptions",
    sa.column("id", sa.Uuid()),
    sa.column("church_id", sa.Uuid()),
    sa.column("user_id", sa.Uuid()),
    sa.column("plan_key", sa.String()),
    sa.column("status", sa.String()),
    sa.column("cancel_at_period_end", sa.Boolean()),
    sa.column("created_at", sa.DateTime(timezone=True)),
    sa.column("updated_at", sa.DateTime(timezone=True)),
)


def upgrade() -> None:
    now = datetime.now(UTC)
    op.create_table(
        "church_members",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("church_id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("role", sa.String(length=20), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["church_id"],
            ["churches.id"],
            name=op.f("fk_church_members_church_id_churches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_church_members_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_church_members")),
        sa.UniqueConstraint("user_id", name=op.f("uq_church_members_user_id")),
    )
    op.create_index(
        op.f("ix_church_members_church_id"), "church_members", ["church_id"], unique=False
    )
    with op.batch_alter_table("churches", schema=None) as batch_op:
        batch_op.add_column(sa.Column("city", sa.String(length=100), nullable=True))
        batch_op.add_column(sa.Column("state", sa.String(length=100), nullable=True))
        batch_op.add_column(sa.Column("photo", sa.String(length=500), nullable=True))
        batch_op.add_column(
            sa.Column(
                "timezone",
                sa.String(length=50),
                nullable=False,
                server_default="America/New_York",
            )
        )
    with op.batch_alter_table("talent_profiles", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("is_pro", sa.Boolean(), nullable=False, server_default=sa.false())
        )

    connection = op.get_bind()
    # Every church account becomes the admin of its church.
    church_users = connection.execute(sa.select(users).where(users.c.role == "church")).all()
    existing = dict(connection.execute(sa.select(churches.c.user_id, churches.c.id)).all())
    for user in church_users:
        church_id = existing.get(user.id)
        if church_id is None:
            if user.needs_onboarding:
                continue  # onboarding will create it
            church_id = uuid.uuid4()
            connection.execute(
                churches.insert().values(
                    id=church_id,
                    user_id=user.id,
                    church_name=user.church_name or user.full_name or "My Church",
                    contact_name=user.full_name or "Unknown",
                    contact_email=user.email,
                    theme="blue",
                    primary_color="#3B82F6",
                    created_at=now,
                    updated_at=now,
                )
            )
        # The account's photo was the church's: it moves (one row per file, so replacing one
        # never deletes the other's).
        connection.execute(
            churches.update()
            .where(churches.c.id == church_id)
            .values(city=user.city, state=user.state, photo=user.profile_photo)
        )
        connection.execute(users.update().where(users.c.id == user.id).values(profile_photo=None))
        connection.execute(
            members.insert().values(
                id=uuid.uuid4(), church_id=church_id, user_id=user.id, role="admin", created_at=now
            )
        )

    with op.batch_alter_table("churches", schema=None) as batch_op:
        batch_op.drop_constraint("uq_churches_user_id", type_="unique")
        batch_op.drop_constraint("fk_churches_user_id_users", type_="foreignkey")
        batch_op.drop_column("user_id")

    op.create_table(
        "subscriptions",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("church_id", sa.Uuid(), nullable=True),
        sa.Column("user_id", sa.Uuid(), nullable=True),
        sa.Column("plan_key", sa.String(length=40), nullable=False),
        sa.Column("status", sa.String(length=30), nullable=False),
        sa.Column("current_period_end", sa.DateTime(timezone=True), nullable=True),
        sa.Column("cancel_at_period_end", sa.Boolean(), nullable=False),
        sa.Column("provider_customer_id", sa.String(length=100), nullable=True),
        sa.Column("provider_subscription_id", sa.String(length=100), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "(church_id IS NULL) <> (user_id IS NULL)", name=op.f("ck_subscriptions_one_owner")
        ),
        sa.ForeignKeyConstraint(
            ["church_id"],
            ["churches.id"],
            name=op.f("fk_subscriptions_church_id_churches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_subscriptions_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_subscriptions")),
        sa.UniqueConstraint(
            "provider_subscription_id", name=op.f("uq_subscriptions_provider_subscription_id")
        ),
    )
    op.create_index(
        op.f("ix_subscriptions_church_id"), "subscriptions", ["church_id"], unique=False
    )
    op.create_index(op.f("ix_subscriptions_user_id"), "subscriptions", ["user_id"], unique=False)
    op.create_table(
        "posting_credits",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("church_id", sa.Uuid(), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("used", sa.Integer(), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("provider_payment_id", sa.String(length=100), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["church_id"],
            ["churches.id"],
            name=op.f("fk_posting_credits_church_id_churches"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_posting_credits")),
        sa.UniqueConstraint(
            "provider_payment_id", name=op.f("uq_posting_credits_provider_payment_id")
        ),
    )
    op.create_index(
        "ix_posting_credits_church_expiry",
        "posting_credits",
        ["church_id", "expires_at"],
        unique=False,
    )

    # Plans move to subscriptions: what was paid for stays, now as a record billing keeps.
    memberships = dict(connection.execute(sa.select(members.c.user_id, members.c.church_id)).all())
    paying = connection.execute(
        sa.select(users.c.id, users.c.role, users.c.plan).where(users.c.plan != "free")
    ).all()
    for user_id, role, _plan in paying:
        if role not in ("church", "speaker", "musician"):
            continue
        church_id = memberships.get(user_id) if role == "church" else None
        if role == "church" and church_id is None:
            continue
        connection.execute(
            subscriptions.insert().values(
                id=uuid.uuid4(),
                church_id=church_id,
                user_id=None if role == "church" else user_id,
                plan_key=f"{role}_monthly",
                status="active",
                cancel_at_period_end=False,
                created_at=now,
                updated_at=now,
            )
        )
    _relist_and_rerank(connection, pro_users={user_id for user_id, *_rest in paying})
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.drop_column("plan")
        batch_op.drop_column("stripe_customer_id")
        batch_op.drop_column("stripe_subscription_id")


def _relist_and_rerank(connection: sa.Connection, pro_users: set[uuid.UUID]) -> None:
    """The directory's rules as of this revision: listed means verified and onboarded (it was
    onboarded only), and completeness asks for skills of speakers and genres of musicians. The
    rank is Pro x 1000 + completeness (steeple.profiles.completeness as it was then)."""
    rows = connection.execute(
        sa.text(
            "SELECT p.user_id, u.role, u.needs_onboarding, u.email_confirmed_at, u.full_name,"
            " p.display_name, u.city, u.state, u.profile_photo, p.headline, p.bio, p.topics,"
            " p.instruments, p.genres, p.skills, p.video_url, p.audio_url, p.website_url"
            " FROM talent_profiles p JOIN users u ON u.id = p.user_id"
        )
    ).mappings()
    profiles = sa.table(
        "talent_profiles",
        sa.column("user_id", sa.Uuid()),
        sa.column("listed", sa.Boolean()),
        sa.column("is_pro", sa.Boolean()),
        sa.column("rank", sa.Integer()),
    )
    for row in list(rows):
        speaker = row["role"] == "speaker"
        checks = [
            row["full_name"] or row["display_name"],
            row["city"] and row["state"],
            row["profile_photo"],
            row["headline"],
            row["bio"],
            _json_list(row["topics"] if speaker else row["instruments"]),
            _json_list(row["skills"] if speaker else row["genres"]),
            row["video_url"] or row["audio_url"] or row["website_url"],
        ]
        completeness = round(100 * sum(bool(check) for check in checks) / len(checks))
        user_id = uuid.UUID(str(row["user_id"]))
        pro = user_id in pro_users
        connection.execute(
            profiles.update()
            .where(profiles.c.user_id == user_id)
            .values(
                listed=row["role"] in ("speaker", "musician")
                and not row["needs_onboarding"]
                and row["email_confirmed_at"] is not None,
                is_pro=pro,
                rank=(1000 if pro else 0) + completeness,
            )
        )


def _json_list(value: object) -> list[object]:
    """A JSON column as read back: a list on PostgreSQL, its text on SQLite."""
    return json.loads(value) if isinstance(value, str) else list(value or [])


def downgrade() -> None:
    raise NotImplementedError("0008 moves data between tables; restore a backup to go back")
