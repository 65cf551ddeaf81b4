"""A failed statement is logged without its values: they hold emails and password hashes."""

import io
import logging
from collections.abc import Iterator

import httpx
import pytest
from fastapi import FastAPI

from steeple.db import SessionDep
from steeple.users.models import User
from steeple.web.request_context import LogFormatter
from tests.web.test_errors import assert_error_shape

EMAIL = "ruth.private@example.org"
PASSWORD_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU"


@pytest.fixture
def app_log(app: FastAPI) -> Iterator[io.StringIO]:
    """What the app's own log handler writes, formatted as in production (pytest's capture
    handlers sit beside it)."""
    [handler] = [
        handler
        for handler in logging.getLogger("steeple").handlers
        if isinstance(handler.formatter, LogFormatter)
    ]
    assert isinstance(handler, logging.StreamHandler)
    stream = io.StringIO()
    previous = handler.setStream(stream)
    yield stream
    handler.setStream(previous)


async def test_a_database_error_is_logged_without_its_values(
    app: FastAPI, client: httpx.AsyncClient, app_log: io.StringIO
) -> None:
    """Neither the statement's parameters nor PostgreSQL's DETAIL (which repeats the key or the
    failing row) reach the log, as the app's own log handler writes it."""

    async def same_email_twice(session: SessionDep) -> None:
        session.add(User(email=EMAIL, password_hash=PASSWORD_HASH, full_name="Ruth"))
        await session.flush()
        session.add(User(email=EMAIL, password_hash=PASSWORD_HASH, full_name="Ruth"))
        await session.flush()

    app.router.add_api_route("/api/test-duplicate", same_email_twice, methods=["POST"])
    response = await client.post("/api/test-duplicate")

    assert_error_shape(response, 500, "internal_error")
    logged = app_log.getvalue()
    assert "unhandled error on POST /api/test-duplicate" in logged
    assert "IntegrityError" in logged
    assert "[SQL parameters hidden due to hide_parameters=True]" in logged
    assert EMAIL not in logged
    assert PASSWORD_HASH not in logged
