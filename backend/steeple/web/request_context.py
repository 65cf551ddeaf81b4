"""The request id: taken from a sane X-Request-ID header or made up, logged with every line; and
the log format that keeps database values out of logged errors."""

import logging
import random
import re
from contextvars import ContextVar
from typing import Any

_request_id: ContextVar[str | None] = ContextVar("request_id", default=None)
_SAFE_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")


def current_request_id() -> str | None:
    return _request_id.get()


def request_id_from_header(value: str | None) -> str:
    if value and _SAFE_REQUEST_ID.match(value):
        return value
    # Only tells log lines apart, so not from the system's randomness: a uuid4 reads it through a
    # system call on every request (2 microseconds and more under load).
    return f"{random.getrandbits(128):032x}"


def bind_request_id(value: str | None) -> None:
    _request_id.set(value)


class RequestIdLogFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = _request_id.get() or "-"
        return True


# PostgreSQL's DETAIL repeats the values of the key or the row that failed (emails, password
# hashes); the statement's own parameters are already hidden (hide_parameters in db.py). It runs
# to the end of the error's message: the statement that follows, or a blank line.
_DATABASE_DETAIL = re.compile(r"^DETAIL:.*?(?=\n\[SQL: |\n\n|\Z)", re.MULTILINE | re.DOTALL)


class LogFormatter(logging.Formatter):
    """Formats exceptions without the values a database error repeats."""

    def formatException(self, ei: Any) -> str:
        return _DATABASE_DETAIL.sub("DETAIL: (hidden)", super().formatException(ei))
