"""A GET request's session (db.get_session) reads on the read engine, with no transaction, and
refuses to write: each write there would commit alone, so a GET that tries fails whole (500) and
stores nothing. Other methods keep one transaction, committed at the end."""

import uuid

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.config import Settings
from steeple.db import (
    SessionDep,
    WriteInReadOnlySession,
    create_engine,
    create_sessionmaker,
    utcnow,
)
from steeple.runtime import Runtime
from steeple.users.models import User
from tests.test_read_engine import in_autocommit
from tests.web.test_errors import assert_error_shape

PASSWORD_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA"


def a_user() -> User:
    return User(
        email=f"{uuid.uuid4().hex[:12]}@example.org", password_hash=PASSWORD_HASH, full_name="Lydia"
    )


async def test_a_get_writes_nothing_and_fails_whole(
    app: FastAPI, client: httpx.AsyncClient, session: AsyncSession
) -> None:
    async def adds_a_row(db: SessionDep) -> None:
        db.add(a_user())
        await db.flush()

    async def updates_rows(db: SessionDep) -> None:
        await db.execute(update(User).values(full_name="Renamed"))

    app.router.add_api_route("/api/test-get-adds", adds_a_row, methods=["GET"])
    app.router.add_api_route("/api/test-get-updates", updates_rows, methods=["GET"])
    app.router.add_api_route("/api/test-post-adds", adds_a_row, methods=["POST"])
    users = select(func.count()).select_from(User)
    before = await session.scalar(users)
    assert before is not None

    assert_error_shape(await client.get("/api/test-get-adds"), 500, "internal_error")
    assert_error_shape(await client.get("/api/test-get-updates"), 500, "internal_error")
    assert await session.scalar(users) == before
    assert await session.scalar(select(User.id).where(User.full_name == "Renamed")) is None

    assert (await client.post("/api/test-post-adds")).status_code == 200
    assert await session.scalar(users) == before + 1


async def test_the_read_only_session_runs_in_autocommit_and_refuses_each_kind_of_write(
    settings: Settings,
) -> None:
    engine = create_engine(settings, autocommit=True)
    users = select(func.count()).select_from(User)
    try:
        async with create_sessionmaker(engine, read_only=True)() as db:
            assert await in_autocommit(await db.connection())
            before = await db.scalar(users)
            db.add(a_user())
            with pytest.raises(WriteInReadOnlySession):
                await db.flush()
            db.expunge_all()
            with pytest.raises(WriteInReadOnlySession):
                await db.execute(update(User).values(full_name="Renamed"))
            assert await db.scalar(users) == before  # in autocommit, a flush would have stayed
    finally:
        await engine.dispose()


async def test_the_app_reads_on_its_read_engine_and_writes_on_its_own(settings: Settings) -> None:
    runtime = Runtime.build(settings, utcnow)
    try:
        assert runtime.read_sessionmaker.kw["bind"] is runtime.read_engine
        assert runtime.sessionmaker.kw["bind"] is runtime.engine
    finally:
        await runtime.webhook_http.aclose()
        await runtime.engine.dispose()
        await runtime.read_engine.dispose()
