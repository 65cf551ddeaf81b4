"""Where links point: the one place that decides the origin (scheme, host and port) of every link
the app hands out, in emails, checkout and portal return URLs and the test payment page.

PUBLIC_URL when it is set, as it must be in production. Without it (development), a request's
links keep to the origin the browser used: someone who opened http://127.0.0.1:8000 must not be
sent to localhost, where the sign-in cookie set for 127.0.0.1 does not follow them. Only a Host
naming this machine is taken from the request; any other Host is anyone's to send, and work with
no request behind it (digests, expiry sweeps) uses Settings.default_origin.

The request's origin travels in its database session (db.get_session), so services write
`public_link(session, "/path")` instead of passing an address down their calls.
"""

import re

from fastapi import Request
from sqlalchemy.ext.asyncio import AsyncSession

from steeple.web.settings import settings_in, settings_of

ORIGIN_KEY = "steeple.origin"
_THIS_MACHINE = re.compile(r"(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?")


def request_origin(request: Request) -> str:
    settings = settings_of(request)
    if settings.public_url:
        return settings.public_url
    host = request.headers.get("host", "").lower()
    if request.url.scheme in ("http", "https") and _THIS_MACHINE.fullmatch(host):
        return f"{request.url.scheme}://{host}"
    return settings.default_origin


def public_origin(session: AsyncSession) -> str:
    origin: str | None = session.info.get(ORIGIN_KEY)
    return origin or settings_in(session).default_origin


def public_link(session: AsyncSession, path: str) -> str:
    """The absolute address of a site path (`/messages/...`) for whoever reads the link."""
    return public_origin(session) + path
