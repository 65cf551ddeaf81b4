"""steeple.db.read_count: a hot count of one user's rows, through the driver on PostgreSQL and
through SQLAlchemy on SQLite (the suite runs on each), the same either way."""

import uuid

import pytest
from sqlalchemy import bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.db import read_count
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
