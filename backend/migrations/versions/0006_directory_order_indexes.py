"""directory order indexes

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-22 06:35:00

The directory sorts by rank descending, then name and id. An index in exactly that order lets a
search for a common term walk it and stop at the end of the page instead of sorting every match.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("talent_profiles", schema=None) as batch_op:
        batch_op.drop_index("ix_talent_profiles_directory")
        batch_op.create_index(
            "ix_talent_profiles_directory_order",
            ["listed", sa.text("rank DESC"), "search_name", "user_id"],
            unique=False,
        )
        batch_op.create_index(
            "ix_talent_profiles_directory_role_order",
            ["listed", "role", sa.text("rank DESC"), "search_name", "user_id"],
            unique=False,
        )


def downgrade() -> None:
    with op.batch_alter_table("talent_profiles", schema=None) as batch_op:
        batch_op.drop_index("ix_talent_profiles_directory_role_order")
        batch_op.drop_index("ix_talent_profiles_directory_order")
        batch_op.create_index(
            "ix_talent_profiles_directory", ["listed", "role", "rank", "search_name"], unique=False
        )
