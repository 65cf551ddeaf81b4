"""The request id: taken from a sane X-Request-ID header or made up, logged with every line."""

import logging
import re
import uuid
from contextvars import ContextVar

_request_id: ContextVar[str | None] = ContextVar("request_id", default=None)
_SAFE_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")


def current_request_id() -> str | None:
    return _request_id.get()


def request_id_from_header(value: str | None) -> str:
    if value and _SAFE_REQUEST_ID.match(value):
        return value
    return uuid.uuid4().hex


def bind_request_id(value: str | None) -> None:
    _request_id.set(value)


class RequestIdLogFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = _request_id.get() or "-"
        return True
