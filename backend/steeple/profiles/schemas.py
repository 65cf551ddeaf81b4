from typing import Annotated

from pydantic import AfterValidator, Field, StringConstraints


def _distinct(values: list[str]) -> list[str]:
    """Drops repeats, ignoring case, and keeps the first spelling."""
    seen: set[str] = set()
    distinct = []
    for value in values:
        if value.lower() not in seen:
            seen.add(value.lower())
            distinct.append(value)
    return distinct


Tag = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40)]
# Topics, instruments, genres: short labels, at most 20 of each.
Tags = Annotated[list[Tag], Field(max_length=20), AfterValidator(_distinct)]
