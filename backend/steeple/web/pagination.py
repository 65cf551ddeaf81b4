"""Cursor pages for lists that grow without bound (notifications, messages, applications):
`{"items": [...], "next_cursor": "..."}`, newest first. The cursor is the last row's
(created_at, id), so a page stays correct while new rows arrive, and each page is one index range
rather than an OFFSET that reads everything before it."""

import base64
import binascii
import json
import uuid
from datetime import datetime
from typing import Annotated, Any, Generic, TypeVar

from fastapi import Query
from pydantic import BaseModel
from sqlalchemy import Select, tuple_
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from steeple.web.errors import AppError

Item = TypeVar("Item")
Row = TypeVar("Row")

CursorQuery = Annotated[
    str | None, Query(max_length=200, description="next_cursor of the previous page")
]
LimitQuery = Annotated[int, Query(ge=1, le=100, description="Items per page")]


class CursorPage(BaseModel, Generic[Item]):
    items: list[Item]
    next_cursor: str | None


def encode_cursor(created_at: datetime, row_id: object) -> str:
    raw = json.dumps([created_at.isoformat(), str(row_id)]).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode_cursor(cursor: str, id_type: type) -> tuple[datetime, Any]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        created_at, row_id = json.loads(raw)
        return datetime.fromisoformat(created_at), id_type(row_id)
    except (binascii.Error, ValueError, TypeError, UnicodeDecodeError) as error:
        message = "This page link is not valid; start from the first page"
        raise AppError(422, "invalid_cursor", message, {"cursor": message}) from error


async def newest_first(
    session: AsyncSession,
    query: Select[Row],
    created_at: InstrumentedAttribute[datetime],
    row_id: InstrumentedAttribute[Any],
    *,
    cursor: str | None,
    limit: int,
) -> tuple[list[Row], str | None]:
    """One page of `query`'s rows, newest first, after `cursor`; and the next page's cursor."""
    if cursor is not None:
        id_type = uuid.UUID if row_id.type.python_type is uuid.UUID else int
        after = _decode_cursor(cursor, id_type)
        query = query.where(tuple_(created_at, row_id) < tuple_(*after))
    rows = list(
        await session.scalars(query.order_by(created_at.desc(), row_id.desc()).limit(limit + 1))
    )
    if len(rows) <= limit:
        return rows, None
    last = rows[limit - 1]
    return rows[:limit], encode_cursor(getattr(last, created_at.key), getattr(last, row_id.key))
