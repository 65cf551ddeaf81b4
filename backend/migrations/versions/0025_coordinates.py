"""coordinates: where users, churches and events are, for searches near a place

Revision ID: 0025
Revises: 0024
Create Date: 2026-11-27 15:40:00

ZIP codes the package gives no coordinates (0, 0) leave the gazetteer. Rows saved before this
get the coordinates of their city and state where the gazetteer knows
them (the centre of the city's ZIP codes, as places.gazetteer.locate gives); the rest keep none
until they are saved again.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from steeple.places.gazetteer import city_key
from steeple.places.states import state_code

revision: str = "0025"
down_revision: str | None = "0024"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LOCATED_TABLES = ("users", "churches", "opportunities")
# The searched tables also keep the place as a unit vector (places.distance).
SEARCHED_TABLES = ("talent_profiles", "opportunities")
VECTOR = ("place_x", "place_y", "place_z")


def upgrade() -> None:
    # The ZIP codes 0024 loaded without coordinates (gazetteer.package_rows now leaves them out).
    op.execute("DELETE FROM places WHERE latitude = 0 AND longitude = 0")
    for table in (*LOCATED_TABLES, "talent_profiles"):
        op.add_column(table, sa.Column("latitude", sa.Float(), nullable=True))
        op.add_column(table, sa.Column("longitude", sa.Float(), nullable=True))
    for table in SEARCHED_TABLES:
        for column in VECTOR:
            op.add_column(table, sa.Column(column, sa.Float(), nullable=True))
    op.create_index(
        "ix_talent_profiles_place",
        "talent_profiles",
        ["listed", "latitude", "longitude"],
        postgresql_include=[
            *VECTOR,
            "travel_radius_miles",
            "role",
            "rank",
            "search_name",
            "user_id",
        ],
    )
    op.create_index(
        "ix_opportunities_place",
        "opportunities",
        ["status", "latitude", "longitude"],
        postgresql_include=[
            "featured_until",
            "event_type",
            "seeks_speakers",
            "seeks_musicians",
            "starts_on",
            "place_text",
            "online",
            "compensation",
            "travel_covered",
            "lodging_provided",
            *VECTOR,
            "starts_at",
        ],
    )
    _order_indexes([*ORDER_INCLUDES, *VECTOR, "travel_radius_miles"])
    connection = op.get_bind()
    centres = _city_centres(connection)
    for name in LOCATED_TABLES:
        table = sa.table(name, *(sa.column(c) for c in ("city", "state", "latitude", "longitude")))
        places = connection.execute(
            sa.select(table.c.city, table.c.state).distinct().where(table.c.city.is_not(None))
        ).all()
        for city, state in places:
            centre = centres.get((city_key(city), state_code(state) if state else None))
            if centre:
                connection.execute(
                    sa.update(table)
                    .where(table.c.city == city, table.c.state == state)
                    .values(latitude=centre[0], longitude=centre[1])
                )
    connection.execute(
        sa.text(
            "UPDATE talent_profiles SET"
            " latitude = (SELECT latitude FROM users WHERE users.id = talent_profiles.user_id),"
            " longitude = (SELECT longitude FROM users WHERE users.id = talent_profiles.user_id)"
        )
    )
    for name in SEARCHED_TABLES:
        table = sa.table(name, *(sa.column(c) for c in ("latitude", "longitude", *VECTOR)))
        phi, lam = sa.func.radians(table.c.latitude), sa.func.radians(table.c.longitude)
        connection.execute(
            sa.update(table)
            .where(table.c.latitude.is_not(None))
            .values(
                place_x=sa.func.cos(phi) * sa.func.cos(lam),
                place_y=sa.func.cos(phi) * sa.func.sin(lam),
                place_z=sa.func.sin(phi),
            )
        )


# The directory's order indexes also include the place and the travel radius, so a search near a
# place walking the order tests the distance in the index (0022's columns, and these).
ORDER_INDEXES = {
    "ix_talent_profiles_directory_order": [
        "listed",
        sa.text("rank DESC"),
        "search_name",
        "user_id",
    ],
    "ix_talent_profiles_directory_role_order": [
        "listed",
        "role",
        sa.text("rank DESC"),
        "search_name",
        "user_id",
    ],
}
ORDER_INCLUDES = [
    "topics_text",
    "skills_text",
    "instruments_text",
    "genres_text",
    "denomination_text",
    "worship_style_text",
    "place_text",
]


def _order_indexes(include: list[str]) -> None:
    if op.get_bind().dialect.name != "postgresql":
        return  # SQLite has no INCLUDE
    for name, columns in ORDER_INDEXES.items():
        op.drop_index(name, table_name="talent_profiles")
        op.create_index(name, "talent_profiles", columns, postgresql_include=include)


def _city_centres(connection: sa.Connection) -> dict[tuple[str, str | None], tuple[float, float]]:
    rows = connection.execute(
        sa.text(
            "SELECT city_key, state, avg(latitude), avg(longitude) FROM places"
            " GROUP BY city_key, state"
        )
    )
    return {(key, state): (latitude, longitude) for key, state, latitude, longitude in rows}


def downgrade() -> None:
    _order_indexes(ORDER_INCLUDES)
    op.drop_index("ix_opportunities_place", table_name="opportunities")
    op.drop_index("ix_talent_profiles_place", table_name="talent_profiles")
    for table in (*LOCATED_TABLES, "talent_profiles"):
        searched = VECTOR if table in SEARCHED_TABLES else ()
        with op.batch_alter_table(table) as batch:
            for column in (*searched, "longitude", "latitude"):
                batch.drop_column(column)
