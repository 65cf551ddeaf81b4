"""moderation_log: what each decision acted on, as it was then (its title and page)

Revision ID: 0018
Revises: 0017
Create Date: 2026-11-23 09:20:00

So the decision log names the item (a profile's name, an opportunity's title, "Message from X",
an account's name and email) even after the item is deleted. Rows logged before this have none;
the log then shows the item's kind alone.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0018"
down_revision: str | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("moderation_log") as batch:
        batch.add_column(sa.Column("item_title", sa.Text(), nullable=True))
        batch.add_column(sa.Column("item_path", sa.String(length=200), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("moderation_log") as batch:
        batch.drop_column("item_path")
        batch.drop_column("item_title")
