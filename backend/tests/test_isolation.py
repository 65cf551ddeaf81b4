"""How tests are kept apart (tests/conftest.py): what a test commits is seen by the app's own
sessions but stays in the test's transaction, which is rolled back when the test ends."""

from fastapi import FastAPI
from sqlalchemy import func, select

from steeple.db import unit_of_work
from steeple.users.models import User
from tests.factories import make_user


async def test_a_commit_in_a_test_never_reaches_the_database(app: FastAPI) -> None:
    async with unit_of_work(app.state.sessionmaker) as session:
        user = await make_user(session)
    async with app.state.sessionmaker() as session:
        assert await session.get(User, user.id) is not None
    async with app.state.engine.connect() as elsewhere:
        assert await elsewhere.scalar(select(func.count()).select_from(User)) == 0
