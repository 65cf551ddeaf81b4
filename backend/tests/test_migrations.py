"""The migrations create exactly what the models describe, on SQLite and PostgreSQL alike."""

from collections.abc import Callable

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from fastapi import FastAPI
from sqlalchemy import Connection

from steeple.models import Base


def _for_this_database(dialect: str) -> Callable[[object, object, str, bool, object], bool]:
    """Indexes declared for one dialect only (ddl_if) are expected only on that dialect; and
    Alembic cannot read back SQLite's indexes with a sort direction ("rank DESC"), so there they
    are left to PostgreSQL's run of this test."""

    def include(obj: object, _name: object, kind: str, _reflected: bool, _other: object) -> bool:
        if kind != "index":
            return True
        condition = getattr(obj, "_ddl_if", None)
        if condition is not None and condition.dialect != dialect:
            return False
        expressions = getattr(obj, "expressions", [])
        has_direction = any("DESC" in str(expression) for expression in expressions)
        return not (dialect == "sqlite" and has_direction)

    return include


def _diff(connection: Connection) -> list[object]:
    context = MigrationContext.configure(
        connection,
        opts={"compare_type": True, "include_object": _for_this_database(connection.dialect.name)},
    )
    return list(compare_metadata(context, Base.metadata))


async def test_models_and_migrations_agree(app: FastAPI) -> None:
    async with app.state.engine.connect() as connection:
        assert await connection.run_sync(_diff) == []
