"""steeple.db.read_count and read_rows: hot reads, through the driver on PostgreSQL and through
SQLAlchemy on SQLite (the suite runs on each), the same either way."""

import uuid

import pytest
from sqlalchemy import bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.db import read_count, read_rows
from steeple.notifications.models import Notification
from steeple.users.models import User
from tests.factories import make_user

_USERS = User.__table__.c
_ACCOUNTS = select(func.count()).select_from(User.__table__)
_THEIR_ACCOUNT = _ACCOUNTS.where(_USERS.id == bindparam("user_id"))


async def test_it_counts_the_users_rows_and_only_theirs(session: AsyncSession) -> None:
    ruth = await make_user(session, full_name="Ruth Abara")
    await make_user(session, full_name="Silas Moreno")
    connection = await session.connection()

    assert await read_count(connection, _THEIR_ACCOUNT, ruth.id) == 1
    assert await read_count(connection, _THEIR_ACCOUNT, uuid.uuid4()) == 0


async def test_a_statement_with_another_parameter_is_refused(session: AsyncSession) -> None:
    connection = await session.connection()
    if connection.dialect.name != "postgresql":
        pytest.skip("only PostgreSQL's counts go to the driver, whose parameters are positional")
    # The name is bound too: a second parameter the driver would not be given.
    named = _THEIR_ACCOUNT.where(_USERS.full_name == "Ruth Abara")
    with pytest.raises(ValueError, match="user_id"):
        await read_count(connection, named, uuid.uuid4())


async def test_rows_come_by_column_name_as_sqlalchemy_would_give_them(
    session: AsyncSession,
) -> None:
    ruth = await make_user(session, full_name="Ruth Abara")
    await make_user(session, full_name="Silas Moreno")
    connection = await session.connection()
    named = select(_USERS.id, _USERS.full_name, _USERS.created_at).where(
        _USERS.full_name.like(bindparam("pattern"))
    )

    rows = await read_rows(connection, named, {"pattern": "Ruth%"})

    assert [(row["id"], row["full_name"], row["created_at"]) for row in rows] == [
        (ruth.id, "Ruth Abara", ruth.created_at)
    ]
    assert rows[0]["created_at"].utcoffset() is not None


async def test_a_column_sqlalchemy_would_convert_is_refused(session: AsyncSession) -> None:
    connection = await session.connection()
    if connection.dialect.name != "postgresql":
        pytest.skip("only PostgreSQL's reads go to the driver")
    # asyncpg gives a JSON column as its text; SQLAlchemy would parse it.
    with_metadata = select(Notification.__table__.c.metadata)
    with pytest.raises(ValueError, match="a type SQLAlchemy would convert"):
        await read_rows(connection, with_metadata, {})
