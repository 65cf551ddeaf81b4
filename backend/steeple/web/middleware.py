"""Pure ASGI middleware: request ids with a last-resort 500, security headers, the body limit and
the name of the replica that answered."""

import logging
import re
from collections.abc import Iterable, Sequence

from starlette.datastructures import MutableHeaders
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from steeple.i18n import _, bind_request_language, negotiate
from steeple.web.errors import error_response
from steeple.web.request_context import bind_request_id, request_id_from_header

logger = logging.getLogger("steeple.request")

# 'self' covers same-origin WebSockets. Styles allow inline because Radix and sonner set style
# attributes at run time; scripts stay strictly same-origin.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)


class RequestContextMiddleware:
    """Gives each request an id (echoed in X-Request-ID and every log line) and turns an
    unhandled exception into the JSON 500 without internals, logged with that id."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        raw = headers.get(b"x-request-id")
        request_id = request_id_from_header(raw.decode("latin-1") if raw else None)
        bind_request_id(request_id)
        language = headers.get(b"accept-language")
        bind_request_language(negotiate(language.decode("latin-1") if language else None))
        response_started = False

        async def send_with_id(message: Message) -> None:
            nonlocal response_started
            if message["type"] == "http.response.start":
                response_started = True
                MutableHeaders(scope=message).append("X-Request-ID", request_id)
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except Exception:
            logger.exception("unhandled error on %s %s", scope.get("method"), scope.get("path"))
            if response_started:
                raise
            response = error_response(
                500,
                "internal_error",
                _(
                    "Something went wrong on our side. Please try again; if it keeps happening, "
                    "contact support with the request id."
                ),
            )
            await response(scope, receive, send_with_id)
        finally:
            bind_request_id(None)


class BodySizeLimitMiddleware:
    """413 for a body over the limit: at once from Content-Length, or while a chunked body streams
    in (raised as an HTTPException, which the route machinery hands to the error handler)."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        max_bytes: int,
        larger_limits: Sequence[tuple[re.Pattern[str], int]] = (),
    ) -> None:
        """`larger_limits`: paths (matched whole) that may carry more, such as photo uploads."""
        self.app = app
        self.max_bytes = max_bytes
        self.larger_limits = larger_limits

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope["path"]
        limit = next(
            (bytes_ for pattern, bytes_ in self.larger_limits if pattern.fullmatch(path)),
            self.max_bytes,
        )
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > limit):
            await self._too_large(limit)(scope, receive, send)
            return
        received = 0

        async def receive_within_limit() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise HTTPException(413, self._message(limit))
            return message

        await self.app(scope, receive_within_limit, send)

    @staticmethod
    def _message(limit: int) -> str:
        return _("The request body is larger than {limit} bytes", limit=limit)

    def _too_large(self, limit: int) -> ASGIApp:
        return error_response(413, "content_too_large", self._message(limit))


class SecurityHeadersMiddleware:
    """Security headers on every response, and `Cache-Control: no-store` on API answers unless
    the route chose its own caching: they carry tokens and personal data."""

    def __init__(self, app: ASGIApp, *, hsts: bool) -> None:
        self.app = app
        self.headers: Iterable[tuple[str, str]] = [
            ("Content-Security-Policy", CONTENT_SECURITY_POLICY),
            ("X-Content-Type-Options", "nosniff"),
            ("X-Frame-Options", "DENY"),
            ("Referrer-Policy", "strict-origin-when-cross-origin"),
            ("Permissions-Policy", "camera=(), microphone=(), geolocation=()"),
            ("Cross-Origin-Opener-Policy", "same-origin"),
        ]
        if hsts:
            self.headers = [
                *self.headers,
                ("Strict-Transport-Security", "max-age=63072000; includeSubDomains"),
            ]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        is_api = scope["path"].startswith("/api/")

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in self.headers:
                    headers.setdefault(name, value)
                if is_api:
                    headers.setdefault("Cache-Control", "no-store")
            await send(message)

        await self.app(scope, receive, send_with_headers)


class ServedByMiddleware:
    """`X-Served-By: <INSTANCE_NAME>` on every response and WebSocket handshake, so that an
    operator (and `make deploy-check`) can tell which replica behind the proxy answered. The name
    is the operator's own choice, nothing the host would otherwise reveal."""

    def __init__(self, app: ASGIApp, *, name: str) -> None:
        self.app = app
        self.header = (b"x-served-by", name.encode("latin-1"))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return

        async def send_named(message: Message) -> None:
            if message["type"] in ("http.response.start", "websocket.accept"):
                message = {**message, "headers": [*message.get("headers", ()), self.header]}
            await send(message)

        await self.app(scope, receive, send_named)
