"""reviews: ratings after a confirmed event, and the reviewed party's one reply

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-23 07:10:00

Issue 13: its tables are filled in with the feature.
"""

from collections.abc import Sequence

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
