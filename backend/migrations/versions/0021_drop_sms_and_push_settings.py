"""user_settings: drop sms_notifications and push_notifications

Revision ID: 0021
Revises: 0020
Create Date: 2026-11-27 02:45:00

Spec 01's table listed them; nothing ever read them (Steeple sends no SMS and no push, the
settings page offers neither: spec 02 §2.5 and §3), so they go rather than pretend.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0021"
down_revision: str | None = "0020"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("user_settings") as batch:
        batch.drop_column("sms_notifications")
        batch.drop_column("push_notifications")


def downgrade() -> None:
    # Back with spec 01's defaults (off for SMS, on for push), as migration 0010 made them.
    with op.batch_alter_table("user_settings") as batch:
        batch.add_column(
            sa.Column("sms_notifications", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch.add_column(
            sa.Column("push_notifications", sa.Boolean(), nullable=False, server_default=sa.true())
        )
