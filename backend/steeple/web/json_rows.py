"""A row written as JSON by the database, for the hottest lists (the notification bell): making
a row into Python objects, validating it and writing it out again cost about twice the query
itself, while the database writes the same object as part of the query.

`json_object({"id": table.c.id, ...})` is that object as JSON text. Its values read as the API's
pydantic models write them: a UUID as its dashed string, a time as ISO 8601 in UTC with six
decimals of the second ("2026-11-27T20:41:37.166547Z"), a boolean as true or false, a JSON column
as its JSON. tests/web/test_json_rows.py holds the two writers to each other on both databases.
"""

from collections.abc import Callable, Mapping
from typing import Any

from sqlalchemy import JSON, Boolean, Uuid, literal_column
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.elements import ColumnElement
from sqlalchemy.sql.functions import FunctionElement
from sqlalchemy.types import String

from steeple.db import UTCDateTime

ValueSql = Callable[[ColumnElement[Any], str], str]  # a value's SQL as the JSON's value


class JsonObject(FunctionElement[str]):
    """Its arguments are the keys (SQL string literals) and values, in turn."""

    type = String()
    inherit_cache = True


def json_object(fields: Mapping[str, ColumnElement[Any]]) -> JsonObject:
    """`fields` (the API's names, which are ours: never user input) as one JSON object's text."""
    arguments: list[ColumnElement[Any]] = []
    for name, value in fields.items():
        arguments += [literal_column(f"'{name}'"), value]
    return JsonObject(*arguments)


def _pairs(element: JsonObject) -> list[tuple[ColumnElement[Any], ColumnElement[Any]]]:
    clauses = list(element.clauses)
    return list(zip(clauses[::2], clauses[1::2], strict=True))


def _arguments(element: JsonObject, compiler: SQLCompiler, value_sql: ValueSql, **kw: Any) -> str:
    arguments = []
    for key, value in _pairs(element):
        arguments += [compiler.process(key, **kw), value_sql(value, compiler.process(value, **kw))]
    return ", ".join(arguments)


def _postgresql_value(value: ColumnElement[Any], sql: str) -> str:
    if isinstance(value.type, UTCDateTime):
        return f"""to_char({sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')"""
    return sql


def _sqlite_value(value: ColumnElement[Any], sql: str) -> str:
    """SQLite stores a UUID as 32 hex digits, a time as "2026-11-27 20:41:37.166547" (in UTC,
    see UTCDateTime), a boolean as 0 or 1 and JSON as text."""
    if isinstance(value.type, Uuid):
        groups = ((1, 8), (9, 4), (13, 4), (17, 4), (21, 12))
        return " || '-' || ".join(f"substr({sql}, {start}, {length})" for start, length in groups)
    if isinstance(value.type, UTCDateTime):
        return f"replace({sql}, ' ', 'T') || 'Z'"
    if isinstance(value.type, Boolean):
        return f"json(CASE WHEN {sql} THEN 'true' WHEN NOT {sql} THEN 'false' END)"
    if isinstance(value.type, JSON):
        return f"json({sql})"
    return sql


@compiles(JsonObject, "postgresql")
def _postgresql(element: JsonObject, compiler: SQLCompiler, **kw: Any) -> str:
    # json, not jsonb: it keeps the keys in the order given.
    arguments = _arguments(element, compiler, _postgresql_value, **kw)
    return f"CAST(json_build_object({arguments}) AS TEXT)"


@compiles(JsonObject, "sqlite")
def _sqlite(element: JsonObject, compiler: SQLCompiler, **kw: Any) -> str:
    return f"json_object({_arguments(element, compiler, _sqlite_value, **kw)})"
