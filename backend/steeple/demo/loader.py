"""Reads the demo's data files (data/*.toml) into the records of records.py.

Each TOML table becomes a record by its field names and types: enum values by value (weekdays by
name), lists as tuples, nested tables as nested records. A key the record does not have, or a
value its enum does not know, fails at load, naming the file. Long texts are written wrapped in
the files; a text that spans lines is read as its paragraphs, each on one line."""

import tomllib
from collections.abc import Mapping
from dataclasses import is_dataclass
from enum import Enum, IntEnum
from functools import cache
from pathlib import Path
from types import NoneType, UnionType
from typing import Any, TypeVar, get_args, get_origin, get_type_hints

DATA = Path(__file__).parent / "data"

Record = TypeVar("Record")


@cache
def read(name: str) -> dict[str, Any]:
    """data/`name`.toml, parsed."""
    with (DATA / f"{name}.toml").open("rb") as file:
        return tomllib.load(file)


def records(name: str, key: str, kind: type[Record], **given: Any) -> list[Record]:
    """The array of tables `key` of data/`name`.toml as `kind` records; `given`: fields every
    record shares (the role of every entry of speakers.toml)."""
    try:
        return [build(kind, values, **given) for values in read(name)[key]]
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"data/{name}.toml, [[{key}]]: {error!r}") from error


def build(kind: type[Record], values: Mapping[str, Any], **given: Any) -> Record:
    hints = get_type_hints(kind)
    return kind(**given, **{field: _value(hints[field], value) for field, value in values.items()})


def prose(text: str) -> str:
    """Paragraphs as wrapped in a data file: one line each, a blank line between."""
    return "\n\n".join(" ".join(paragraph.split()) for paragraph in text.strip().split("\n\n"))


def _value(hint: Any, value: Any) -> Any:
    origin, args = get_origin(hint), get_args(hint)
    if origin is UnionType:  # `X | None`: a missing key is the record's default
        (hint,) = (arg for arg in args if arg is not NoneType)
        return _value(hint, value)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_value(args[0], item) for item in value)
        return tuple(_value(arg, item) for arg, item in zip(args, value, strict=True))
    if is_dataclass(hint):
        return build(hint, value)  # type: ignore[arg-type]
    if isinstance(hint, type) and issubclass(hint, IntEnum):
        return hint[value]
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(value)
    if hint is str and "\n" in value:
        return prose(value)
    if hint is float:
        return float(value)
    return value
