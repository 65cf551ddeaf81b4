"""directory search fields

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-22 05:53:40.916900
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    postgres = op.get_bind().dialect.name == "postgresql"
    if postgres:
        op.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    # No talent profile is listed before this release fills the fields; defaults cover old rows.
    with op.batch_alter_table("talent_profiles", schema=None) as batch_op:
        batch_op.add_column(sa.Column("role", sa.String(length=20), nullable=True))
        batch_op.add_column(
            sa.Column("listed", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch_op.add_column(sa.Column("rank", sa.Integer(), nullable=False, server_default="0"))
        for name, kind in [
            ("search_name", sa.String(length=250)),
            ("search_text", sa.Text()),
            ("topics_text", sa.Text()),
            ("skills_text", sa.Text()),
            ("instruments_text", sa.Text()),
            ("genres_text", sa.Text()),
            ("place_text", sa.String(length=250)),
        ]:
            batch_op.add_column(sa.Column(name, kind, nullable=False, server_default=" "))
        batch_op.create_index(
            "ix_talent_profiles_directory", ["listed", "role", "rank", "search_name"], unique=False
        )
    if postgres:
        for column in ("search_name", "search_text"):
            op.create_index(
                f"ix_talent_profiles_{column}_trgm",
                "talent_profiles",
                [column],
                postgresql_using="gin",
                postgresql_ops={column: "gin_trgm_ops"},
            )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for column in ("search_name", "search_text"):
            op.drop_index(f"ix_talent_profiles_{column}_trgm", table_name="talent_profiles")
    with op.batch_alter_table("talent_profiles", schema=None) as batch_op:
        batch_op.drop_index("ix_talent_profiles_directory")
        for name in (
            "place_text",
            "genres_text",
            "instruments_text",
            "skills_text",
            "topics_text",
            "search_text",
            "search_name",
            "rank",
            "listed",
            "role",
        ):
            batch_op.drop_column(name)
