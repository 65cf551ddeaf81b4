"""analytics: raw events and their daily totals (profile views, directory appearances, opportunity views, hiring-loop events)

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-23 07:10:00

Issue 13: its tables are filled in with the feature.
"""

from collections.abc import Sequence

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
