"""Cursor pages for lists that grow without bound (notifications, messages, the inbox, the
moderation queue...): `{"items": [...], "next_cursor": "..."}`. A list is read in one `Keyset`
order (say newest first: created_at, then id to break ties); the cursor holds the last row's values
of those columns, so a page stays correct while new rows arrive, and each page is one index range
rather than an OFFSET that reads everything before it. Every list pages through `PagedQuery`
(`keyset_page` for a query built per request)."""

import base64
import binascii
import json
import uuid
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from functools import cached_property
from typing import Annotated, Any, Generic, TypeVar, cast

from fastapi import Query
from pydantic import BaseModel
from sqlalchemy import Integer, Select, bindparam, tuple_
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from steeple.db import read_rows
from steeple.i18n import _
from steeple.web.errors import AppError

Item = TypeVar("Item")
Row = TypeVar("Row")

CursorQuery = Annotated[
    str | None, Query(max_length=200, description="next_cursor of the previous page")
]
LimitQuery = Annotated[int, Query(ge=1, le=100, description="Items per page")]


class CursorPage(BaseModel, Generic[Item]):
    """Each list names its page (`class ConversationPage(CursorPage[ConversationOut])`), so the
    OpenAPI and the generated types read `ConversationPage`, not `CursorPage_ConversationOut_`."""

    items: list[Item]
    next_cursor: str | None


class Keyset:
    """The order a list is read in: `columns` compared as one tuple, all descending (newest
    first) or all ascending (oldest first), the last one unique within the list (an id breaking
    ties), so that the order is total and matches an index."""

    def __init__(self, *columns: InstrumentedAttribute[Any], descending: bool) -> None:
        self.columns = columns
        self.descending = descending

    def cursor_after(self, row: object) -> str:
        """The cursor of the page after `row` (anything with the columns' attributes)."""
        return self._cursor([getattr(row, column.key) for column in self.columns])

    def cursor_after_mapping(self, row: Mapping[str, Any]) -> str:
        """The cursor of the page after `row` (the columns' values by name)."""
        return self._cursor([row[column.key] for column in self.columns])

    def _cursor(self, values: list[Any]) -> str:
        raw = json.dumps(values, default=_json_value).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    def _position(self, cursor: str) -> list[Any]:
        try:
            values = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
            if not isinstance(values, list) or len(values) != len(self.columns):
                raise ValueError("not one value per column")
            return [
                _parsed(column, value) for column, value in zip(self.columns, values, strict=True)
            ]
        except (binascii.Error, ValueError, TypeError, UnicodeDecodeError, OverflowError) as error:
            message = _("This page link is not valid; start from the first page")
            raise AppError(422, "invalid_cursor", message, {"cursor": message}) from error

    def page_query(self, query: Select[Row], *, after: bool) -> Select[Row]:
        """`query` in this order, at most `keyset_limit` rows and, when `after`, only those past
        the position `keyset_after_0`, `keyset_after_1`...: bind parameters, whose values
        `parameters` gives, so that one statement serves every page."""
        if after:
            columns = tuple_(*self.columns)
            position = tuple_(
                *(
                    bindparam(f"keyset_after_{number}", type_=column.type)
                    for number, column in enumerate(self.columns)
                )
            )
            query = query.where(columns < position if self.descending else columns > position)
        order = [column.desc() if self.descending else column.asc() for column in self.columns]
        return query.order_by(*order).limit(bindparam("keyset_limit", type_=Integer))

    def parameters(self, cursor: str | None, limit: int) -> dict[str, Any]:
        """page_query's parameters for the `limit` rows after `cursor`, and one more (to tell
        whether another page follows)."""
        found: dict[str, Any] = {"keyset_limit": limit + 1}
        if cursor is not None:
            for number, value in enumerate(self._position(cursor)):
                found[f"keyset_after_{number}"] = value
        return found


class PagedQuery(Generic[Row]):
    """A list's query in its order. Its page statements are built once, on first use: a list
    read on every page view (the notification bell) keeps one at module level, and SQLAlchemy
    then skips deriving the statement's cache key on every request (walking a statement costs
    about as much CPU as running a short one)."""

    def __init__(self, query: Select[Row], order: Keyset) -> None:
        self.query = query
        self.order = order

    @cached_property
    def _first(self) -> Select[Row]:
        return self.order.page_query(self.query, after=False)

    @cached_property
    def _after(self) -> Select[Row]:
        return self.order.page_query(self.query, after=True)

    async def page(
        self,
        session: AsyncSession | AsyncConnection,
        *,
        cursor: str | None,
        limit: int,
        parameters: dict[str, Any] | None = None,
    ) -> tuple[list[Row], str | None]:
        """One page of the query's rows after `cursor`, and the next page's cursor (None on the
        last page). `parameters`: the values of the query's own bind parameters. A query of one
        entity (or one column) answers its objects (or values); one of several columns answers
        rows (`row.column`), which cost far less to make than ORM objects."""
        statement = self._first if cursor is None else self._after
        values = {**(parameters or {}), **self.order.parameters(cursor, limit)}
        result = await session.execute(statement, values)
        one = len(result.keys()) == 1
        rows = list(result.scalars()) if one else cast("list[Row]", result.all())
        if len(rows) <= limit:
            return rows, None
        return rows[:limit], self.order.cursor_after(rows[limit - 1])

    async def read(
        self,
        connection: AsyncConnection,
        *,
        cursor: str | None,
        limit: int,
        parameters: dict[str, Any],
    ) -> tuple[Sequence[Any], str | None]:
        """`page` for a hot list on a Reads connection, read with db.read_rows: its rows are
        the columns' values by name (`row["id"]`)."""
        statement = self._first if cursor is None else self._after
        values = {**parameters, **self.order.parameters(cursor, limit)}
        rows = await read_rows(connection, statement, values)
        if len(rows) <= limit:
            return rows, None
        return rows[:limit], self.order.cursor_after_mapping(rows[limit - 1])


def newest_first(*columns: InstrumentedAttribute[Any]) -> Keyset:
    return Keyset(*columns, descending=True)


def oldest_first(*columns: InstrumentedAttribute[Any]) -> Keyset:
    return Keyset(*columns, descending=False)


def _json_value(value: object) -> str:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, uuid.UUID):
        return str(value)
    raise TypeError(f"{type(value).__name__} is not a cursor value")


def _parsed(column: InstrumentedAttribute[Any], value: object) -> object:
    """A cursor's value as its column's type; ValueError for anything else."""
    kind = column.type.python_type
    if kind is datetime and isinstance(value, str):
        parsed = datetime.fromisoformat(value)
        if parsed.tzinfo is None:
            raise ValueError("a naive datetime")
        # In UTC, as UTCDateTime binds a time (db.read_rows skips that); OverflowError past year
        # 9999 or before year 1.
        return parsed.astimezone(UTC)
    if kind is uuid.UUID and isinstance(value, str):
        return uuid.UUID(value)
    if kind in (int, bool) and type(value) is kind:
        return value
    raise ValueError(f"not a {kind.__name__}")


async def keyset_page(
    session: AsyncSession | AsyncConnection,
    query: Select[Row],
    order: Keyset,
    *,
    cursor: str | None,
    limit: int,
) -> tuple[list[Row], str | None]:
    """One page of a query built for this request (PagedQuery.page)."""
    return await PagedQuery(query, order).page(session, cursor=cursor, limit=limit)


def json_page(items: list[str], next_cursor: str | None) -> bytes:
    """A page whose items the database wrote as JSON (Notification.api_json), as the response
    body."""
    return b"".join(
        [
            b'{"items":[',
            ",".join(items).encode(),
            b'],"next_cursor":',
            json.dumps(next_cursor).encode(),
            b"}",
        ]
    )
