"""One JSON error shape for every failure.

{"error": {"code", "message", "fields", "request_id"}}

The message and the field messages are said in the request's language (Accept-Language, see
steeple.i18n) when they are written; the code stays the same in every language.
"""

import logging
from collections.abc import Mapping
from http import HTTPStatus
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException

from steeple.i18n import Text, _, _n, request_language, translate
from steeple.web.request_context import current_request_id

logger = logging.getLogger(__name__)


class ErrorBody(BaseModel):
    code: str
    message: str
    fields: dict[str, str]
    request_id: str | None = None


class ErrorResponse(BaseModel):
    """Documented in OpenAPI so the generated client knows the shape of every error."""

    error: ErrorBody


class AppError(Exception):
    """A failure the caller can act on. Services raise it; the handler renders it."""

    def __init__(
        self,
        status_code: int,
        code: str,
        message: str,
        fields: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status_code = status_code
        self.code = code
        self.message = message
        self.fields = fields or {}
        self.headers = headers


def error_response(
    status_code: int,
    code: str,
    message: str,
    fields: dict[str, str] | None = None,
    headers: Mapping[str, str] | None = None,
) -> JSONResponse:
    language = request_language()
    body = ErrorResponse(
        error=ErrorBody(
            code=code,
            message=translate(message, language),
            fields={name: translate(text, language) for name, text in (fields or {}).items()},
            request_id=current_request_id(),
        )
    )
    return JSONResponse(body.model_dump(), status_code=status_code, headers=headers)


def _status_code_name(status_code: int) -> str:
    if (
        status_code == 413
    ):  # Python 3.11 still calls it REQUEST_ENTITY_TOO_LARGE (RFC 9110 renamed it)
        return "content_too_large"
    try:
        return HTTPStatus(status_code).name.lower()
    except ValueError:
        return "http_error"


def _field_path(location: tuple[Any, ...]) -> str:
    # ("body", "email") -> "email"; ("query", "page") -> "page"; the whole body -> "body".
    parts = [str(part) for part in location[1:]] or [str(location[0])]
    return ".".join(parts)


# Pydantic's own messages the app shows, by error type, with the values they quote (its English
# wording, so English stays as it was).
_PYDANTIC_MESSAGES = {
    "missing": lambda context: _("Field required"),
    "string_too_short": lambda context: _n(
        "String should have at least {count} character",
        "String should have at least {count} characters",
        context["min_length"],
    ),
    "string_too_long": lambda context: _n(
        "String should have at most {count} character",
        "String should have at most {count} characters",
        context["max_length"],
    ),
    "too_long": lambda context: _n(
        "List should have at most {count} item after validation, not {actual}",
        "List should have at most {count} items after validation, not {actual}",
        context["max_length"],
        actual=context["actual_length"],
    ),
    "greater_than_equal": lambda context: _(
        "Input should be greater than or equal to {ge}", ge=context["ge"]
    ),
    "less_than_equal": lambda context: _(
        "Input should be less than or equal to {le}", le=context["le"]
    ),
    "greater_than": lambda context: _("Input should be greater than {gt}", gt=context["gt"]),
    "int_parsing": lambda context: _(
        "Input should be a valid integer, unable to parse string as an integer"
    ),
    "bool_parsing": lambda context: _("Input should be a valid boolean, unable to interpret input"),
    "string_type": lambda context: _("Input should be a valid string"),
    "uuid_parsing": lambda context: _(
        "Input should be a valid UUID, {error}", error=context["error"]
    ),
    "date_from_datetime_parsing": lambda context: _(
        "Input should be a valid date or datetime, {error}", error=context["error"]
    ),
}


def _clean_message(error: dict[str, Any]) -> str:
    context = error.get("ctx") or {}
    # A custom validator's own sentence (a ValueError with a catalogue Text), translatable.
    raised = context.get("error")
    if isinstance(raised, ValueError) and raised.args and isinstance(raised.args[0], Text):
        return raised.args[0]
    known = _PYDANTIC_MESSAGES.get(str(error.get("type")))
    if known is not None:
        try:
            text = known(context)
        except KeyError:  # a message of this type without the value it quotes
            text = None
        if text is not None and text == error.get("msg"):
            return text
    # Pydantic prefixes messages from custom validators with "Value error, ".
    message = str(error.get("msg", "Invalid value")).removeprefix("Value error, ")
    # FastAPI's own check of an upload names Python classes; people need to hear what to send.
    return _("Attach a file") if message.startswith("Expected UploadFile") else message


async def _app_error(_request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, AppError)
    return error_response(exc.status_code, exc.code, exc.message, exc.fields, exc.headers)


def http_error_response(exc: StarletteHTTPException) -> JSONResponse:
    messages = {404: _("Not found"), 405: _("Method not allowed")}
    detail = exc.detail
    message = messages.get(exc.status_code) or (detail if isinstance(detail, str) else str(detail))
    return error_response(
        exc.status_code, _status_code_name(exc.status_code), message, headers=exc.headers
    )


async def _http_error(_request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    return http_error_response(exc)


async def _validation_error(_request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    # A path names a thing; one that cannot exist (/speakers/999999) is as missing as one that
    # does not: 404, as for an unknown id, not a form error.
    if any(error.get("loc", ("",))[0] == "path" for error in exc.errors()):
        return error_response(404, "not_found", _("Not found"))
    fields: dict[str, str] = {}
    for error in exc.errors():
        if error.get("type") == "json_invalid":
            fields["body"] = _("The request body is not valid JSON")
            continue
        fields.setdefault(_field_path(tuple(error.get("loc", ("body",)))), _clean_message(error))
    return error_response(422, "validation_error", _("Some fields need attention"), fields)


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(AppError, _app_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
