"""Cursor pages: every row once, newest first, stable while rows are added; bad cursors 422."""

from datetime import timedelta

import pytest
from fastapi import FastAPI
from sqlalchemy import select

from steeple.users.models import User
from steeple.web.errors import AppError
from steeple.web.pagination import encode_cursor, newest_first
from tests.factories import make_user


async def test_pages_walk_every_row_once_newest_first_even_as_rows_arrive(app: FastAPI) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        users = [await make_user(session) for _ in range(7)]
        base = users[0].created_at
        for index, user in enumerate(users):
            # Two rows share each instant: the id breaks the tie.
            user.created_at = base + timedelta(seconds=index // 2)
    expected = sorted(users, key=lambda u: (u.created_at, u.id), reverse=True)

    seen: list[User] = []
    cursor = None
    async with app.state.sessionmaker() as session:
        while True:
            page, cursor = await newest_first(
                session, select(User), User.created_at, User.id, cursor=cursor, limit=3
            )
            seen += page
            if len(seen) == 3:  # a newer row arriving meanwhile does not shift later pages
                async with app.state.sessionmaker() as writer, writer.begin():
                    newer = await make_user(writer)
                    newer.created_at = base + timedelta(hours=1)
            if cursor is None:
                break
    assert [u.id for u in seen] == [u.id for u in expected]


@pytest.mark.parametrize("cursor", ["not-base64!", "bm90IGpzb24", encode_cursor.__name__])
async def test_a_bad_cursor_is_a_clear_422(app: FastAPI, cursor: str) -> None:
    async with app.state.sessionmaker() as session:
        with pytest.raises(AppError) as refused:
            await newest_first(
                session, select(User), User.created_at, User.id, cursor=cursor, limit=3
            )
    assert (refused.value.status_code, refused.value.code) == (422, "invalid_cursor")
