"""moderation: reports of profiles, opportunities, messages and reviews; hidden items, suspended accounts and the decision log

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-23 07:10:00

Issue 13: its tables are filled in with the feature.
"""

from collections.abc import Sequence

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
