"""opportunities.required_credentials: the credentials a church asks of its guests

Revision ID: 0030
Revises: 0029
Create Date: 2026-11-27 18:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0030"
down_revision: str | None = "0029"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A plain ADD COLUMN with a constant default: SQLite need not rebuild the table.
    op.add_column(
        "opportunities",
        sa.Column("required_credentials", sa.JSON(), nullable=False, server_default="[]"),
    )


def downgrade() -> None:
    with op.batch_alter_table("opportunities") as batch:
        batch.drop_column("required_credentials")
