"""Cursor pages: every row once, in the list's order, stable while rows arrive; bad cursors 422."""

import base64
import json
from datetime import timedelta

import pytest
from fastapi import FastAPI
from sqlalchemy import select

from steeple.users.models import User
from steeple.web.errors import AppError
from steeple.web.pagination import Keyset, keyset_page, newest_first, oldest_first
from tests.factories import make_user


async def _walk(app: FastAPI, order: Keyset, limit: int = 3) -> list[User]:
    seen: list[User] = []
    cursor = None
    async with app.state.sessionmaker() as session:
        while True:
            page, cursor = await keyset_page(
                session, select(User), order, cursor=cursor, limit=limit
            )
            seen += page
            if cursor is None:
                return seen


async def _users(app: FastAPI, count: int) -> list[User]:
    """`count` users, two to each instant of created_at (the id breaks the tie)."""
    async with app.state.sessionmaker() as session, session.begin():
        users = [await make_user(session) for _ in range(count)]
        base = users[0].created_at
        for index, user in enumerate(users):
            user.created_at = base + timedelta(seconds=index // 2)
    return users


async def test_pages_walk_every_row_once_newest_first_even_as_rows_arrive(app: FastAPI) -> None:
    users = await _users(app, 7)
    expected = sorted(users, key=lambda u: (u.created_at, u.id), reverse=True)

    seen: list[User] = []
    cursor = None
    order = newest_first(User.created_at, User.id)
    async with app.state.sessionmaker() as session:
        while True:
            page, cursor = await keyset_page(session, select(User), order, cursor=cursor, limit=3)
            seen += page
            if len(seen) == 3:  # a newer row arriving meanwhile does not shift later pages
                async with app.state.sessionmaker() as writer, writer.begin():
                    newer = await make_user(writer)
                    newer.created_at = users[0].created_at + timedelta(hours=1)
            if cursor is None:
                break
    assert [u.id for u in seen] == [u.id for u in expected]


async def test_pages_walk_oldest_first_and_by_several_columns(app: FastAPI) -> None:
    users = await _users(app, 7)
    async with app.state.sessionmaker() as session, session.begin():
        for user in users[::3]:
            staff = await session.get(User, user.id)
            assert staff is not None
            staff.is_staff = True

    seen = await _walk(app, oldest_first(User.created_at, User.id))
    assert [u.id for u in seen] == [u.id for u in sorted(users, key=lambda u: (u.created_at, u.id))]
    seen = await _walk(app, newest_first(User.is_staff, User.created_at, User.id), limit=2)
    assert [(u.is_staff, u.created_at, u.id) for u in seen] == sorted(
        ((u.is_staff, u.created_at, u.id) for u in seen), reverse=True
    )
    assert {u.id for u in seen} == {u.id for u in users} and len(seen) == len(users)


def _cursor(values: object) -> str:
    return base64.urlsafe_b64encode(json.dumps(values).encode()).decode().rstrip("=")


@pytest.mark.parametrize(
    "cursor",
    [
        "not-base64!",
        "bm90IGpzb24",  # "not json"
        _cursor({"created_at": "2026-11-22T15:00:00+00:00"}),  # not a list
        _cursor(["2026-11-22T15:00:00+00:00"]),  # a value short
        _cursor(["2026-11-22T15:00:00", "3f1e6c4e-8f0a-4d43-9a37-0b5f1b6e2f10"]),  # naive time
        _cursor(["2026-11-22T15:00:00+00:00", 7]),  # not a uuid
        _cursor([True, "2026-11-22T15:00:00+00:00"]),  # not a time
        # Times that have no UTC: before year 1, after year 9999.
        _cursor(["0001-01-01T00:00:00+05:00", "3f1e6c4e-8f0a-4d43-9a37-0b5f1b6e2f10"]),
        _cursor(["9999-12-31T23:59:59-05:00", "3f1e6c4e-8f0a-4d43-9a37-0b5f1b6e2f10"]),
    ],
)
async def test_a_bad_cursor_is_a_clear_422(app: FastAPI, cursor: str) -> None:
    async with app.state.sessionmaker() as session:
        with pytest.raises(AppError) as refused:
            await keyset_page(
                session,
                select(User),
                newest_first(User.created_at, User.id),
                cursor=cursor,
                limit=3,
            )
    assert (refused.value.status_code, refused.value.code) == (422, "invalid_cursor")
