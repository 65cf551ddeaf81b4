"""places: the gazetteer of US ZIP codes, cities, coordinates and time zones

Revision ID: 0024
Revises: 0023
Create Date: 2026-11-27 13:45:00

Loaded from the `zipcodes` package, whose data ships inside its wheel (42,789 ZIP codes): a
newer release of the package is loaded by a migration of its own.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from steeple.places.gazetteer import package_rows

revision: str = "0024"
down_revision: str | None = "0023"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    places = op.create_table(
        "places",
        sa.Column("zip_code", sa.String(length=5), nullable=False),
        sa.Column("city", sa.String(length=80), nullable=False),
        sa.Column("state", sa.String(length=2), nullable=False),
        sa.Column("city_key", sa.String(length=80), nullable=False),
        sa.Column("latitude", sa.Float(), nullable=False),
        sa.Column("longitude", sa.Float(), nullable=False),
        sa.Column("time_zone", sa.String(length=64), nullable=True),
        sa.PrimaryKeyConstraint("zip_code", name=op.f("pk_places")),
    )
    op.create_index("ix_places_state_city_key", "places", ["state", "city_key"], unique=False)
    op.create_index("ix_places_city_key", "places", ["city_key"], unique=False)
    assert places is not None
    op.bulk_insert(places, package_rows())


def downgrade() -> None:
    op.drop_index("ix_places_city_key", table_name="places")
    op.drop_index("ix_places_state_city_key", table_name="places")
    op.drop_table("places")
