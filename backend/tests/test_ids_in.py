"""steeple.db.ids_in: one statement finds the rows whose id is among those bound, whatever their
number, on SQLite and PostgreSQL (the suite runs on each)."""

import uuid

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.db import ids_in
from steeple.users.models import User
from tests.factories import make_user

_USERS = User.__table__.c
_NAMED = select(_USERS.full_name).where(ids_in(_USERS.id, "wanted")).order_by(_USERS.full_name)


async def test_the_rows_among_the_ids_are_found_whatever_their_number(
    session: AsyncSession,
) -> None:
    ruth = await make_user(session, full_name="Ruth Abara")
    silas = await make_user(session, full_name="Silas Moreno")
    await make_user(session, full_name="Not Asked For")

    async def named(ids: list[uuid.UUID]) -> list[str]:
        return list(await session.scalars(_NAMED, {"wanted": ids}))

    assert await named([ruth.id, silas.id]) == ["Ruth Abara", "Silas Moreno"]
    assert await named([silas.id, uuid.uuid4()]) == ["Silas Moreno"]
    assert await named([]) == []
