"""email_outbox.sealed_bodies: the bodies to send of an email whose link carries a secret, sealed

Revision ID: 0020
Revises: 0019
Create Date: 2026-11-27 02:30:00

Such an email's text_body and html_body hold the link without its token from now on, so reading
the table opens no account (email/service.py). Emails queued before this go out as they were
written.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0020"
down_revision: str | None = "0019"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("email_outbox") as batch:
        batch.add_column(sa.Column("sealed_bodies", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("email_outbox") as batch:
        batch.drop_column("sealed_bodies")
