"""The migrations create exactly what the models describe, on SQLite and PostgreSQL alike."""

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from fastapi import FastAPI
from sqlalchemy import Connection

from steeple.models import Base


def _diff(connection: Connection) -> list[object]:
    context = MigrationContext.configure(connection, opts={"compare_type": True})
    return list(compare_metadata(context, Base.metadata))


async def test_models_and_migrations_agree(app: FastAPI) -> None:
    async with app.state.engine.connect() as connection:
        assert await connection.run_sync(_diff) == []
