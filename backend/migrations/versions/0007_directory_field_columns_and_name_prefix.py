"""directory denomination and worship style columns, name prefix index

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-22 07:20:00

The denomination and worship style filters match normalised words like the other filters, on
columns PostgreSQL keeps statistics for (it misjudged lower(coalesce(...)) and sorted thousands of
rows). A btree index serves "name starts with", which the trigram index cannot, and holds the
columns of the directory's order so that run is read from the index alone.
"""

import re
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_NOT_WORD = re.compile(r"[\W_]+")


def _normalise(value: str | None) -> str:
    """As steeple.profiles.search.normalise was when this migration was written."""
    found = [word for word in _NOT_WORD.split((value or "").lower()) if word]
    return f" {' '.join(found)} " if found else " "


def upgrade() -> None:
    with op.batch_alter_table("talent_profiles", schema=None) as batch_op:
        for name in ("denomination_text", "worship_style_text"):
            batch_op.add_column(
                sa.Column(name, sa.String(length=250), nullable=False, server_default=" ")
            )
    profiles = sa.table(
        "talent_profiles",
        sa.column("user_id", sa.Uuid()),
        sa.column("denomination", sa.String()),
        sa.column("worship_style", sa.String()),
        sa.column("denomination_text", sa.String()),
        sa.column("worship_style_text", sa.String()),
    )
    connection = op.get_bind()
    rows = connection.execute(
        sa.select(profiles.c.user_id, profiles.c.denomination, profiles.c.worship_style).where(
            sa.or_(profiles.c.denomination.is_not(None), profiles.c.worship_style.is_not(None))
        )
    ).all()
    for user_id, denomination, worship_style in rows:
        connection.execute(
            profiles.update()
            .where(profiles.c.user_id == user_id)
            .values(
                denomination_text=_normalise(denomination),
                worship_style_text=_normalise(worship_style),
            )
        )
    if connection.dialect.name == "postgresql":
        op.create_index(
            "ix_talent_profiles_search_name_prefix",
            "talent_profiles",
            ["search_name"],
            postgresql_ops={"search_name": "text_pattern_ops"},
            postgresql_include=["listed", "role", "rank", "user_id"],
        )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.drop_index("ix_talent_profiles_search_name_prefix", table_name="talent_profiles")
    with op.batch_alter_table("talent_profiles", schema=None) as batch_op:
        batch_op.drop_column("worship_style_text")
        batch_op.drop_column("denomination_text")
