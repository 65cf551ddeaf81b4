"""Rows written once through the services, kept, and copied into later tests' databases: the
services take many statements to write what a few inserts put back (the demo's seed, the actors)."""

from typing import Any

from sqlalchemy import Table, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.models import APP_TABLES

Rows = dict[Table, list[dict[str, Any]]]


async def every_row(session: AsyncSession) -> Rows:
    """Every row of the app's tables, by table: the columns written, not those the database
    computes (which refuses them in an INSERT)."""
    return {
        table: [
            dict(row)
            for row in (
                await session.execute(select(*(c for c in table.c if c.computed is None)))
            ).mappings()
        ]
        for table in APP_TABLES
    }


async def copy_in(session: AsyncSession, rows: Rows) -> None:
    """`rows` inserted again, parents first (APP_TABLES is in dependency order)."""
    for table in APP_TABLES:
        if table_rows := rows.get(table):
            await session.execute(insert(table), table_rows)
