"""Serves the built React app: hashed assets cached for a year, index.html for client routes.

The fallback lives in the 404 handler rather than in a catch-all route, so that a wrong method on
a real API path still answers 405 and any unknown /api path answers the JSON 404.
"""

import html
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException
from starlette.types import Scope

from steeple.web.errors import error_response, http_error_response

IMMUTABLE = "public, max-age=31536000, immutable"
# index.html names the current hashed bundles, so the browser must revalidate it every time.
REVALIDATE = "no-cache"


def _is_source_map(path: str) -> bool:
    # Source maps hold the full sources; a build may still contain some, but they stay private.
    return path.endswith(".map")


class ImmutableStaticFiles(StaticFiles):
    async def get_response(self, path: str, scope: Scope) -> Response:
        if _is_source_map(path):
            raise HTTPException(404)
        response = await super().get_response(path, scope)
        if response.status_code == 200:
            response.headers["Cache-Control"] = IMMUTABLE
        return response


# Under media_dir but never served here: files only some people may have (message attachments,
# sent by their own routes after checking who asks).
PRIVATE_MEDIA = "private"


class PublicMediaFiles(ImmutableStaticFiles):
    def __init__(self, *, directory: Path) -> None:
        super().__init__(directory=directory)
        self.private = (directory / PRIVATE_MEDIA).resolve()

    async def get_response(self, path: str, scope: Scope) -> Response:
        # `path` is already normalised ("a/../private/x" is "private/x"); resolving also sees
        # through links.
        full = (Path(str(self.directory)) / path).resolve()
        if full == self.private or full.is_relative_to(self.private):
            raise HTTPException(404)
        return await super().get_response(path, scope)


def mount_media(app: FastAPI, media_dir: Path) -> None:
    """Uploaded photos: random names never change content, so they are cached for a year (and
    nosniff, from the security headers, keeps browsers from guessing types). The private folder
    is not served."""
    media_dir.mkdir(parents=True, exist_ok=True)
    app.mount("/media", PublicMediaFiles(directory=media_dir), name="media")


@dataclass(frozen=True)
class ShareCard:
    """What a link preview shows for a page (crawlers do not run the app's JavaScript)."""

    title: str
    description: str


# The page at a path, when it has its own preview: None for the site's default.
ShareCards = Callable[[Request], Awaitable[ShareCard | None]]

_TITLE = re.compile(r"<title>.*?</title>", re.IGNORECASE | re.DOTALL)
_DESCRIPTION = re.compile(r'<meta\s+name="description"[^>]*>', re.IGNORECASE | re.DOTALL)


def with_share_card(page: str, card: ShareCard) -> str:
    """index.html with the card's title and description, and the Open Graph tags previews read."""
    title, description = html.escape(card.title), html.escape(card.description)
    page = _DESCRIPTION.sub(
        lambda _m: f'<meta name="description" content="{description}" />', page, count=1
    )
    tags = (
        f"<title>{title}</title>"
        f'<meta property="og:title" content="{title}" />'
        f'<meta property="og:description" content="{description}" />'
        '<meta property="og:type" content="website" />'
    )
    return _TITLE.sub(lambda _m: tags, page, count=1)


def mount_spa(app: FastAPI, dist: Path, share_cards: ShareCards | None = None) -> None:
    dist = dist.resolve()
    assets = dist / "assets"
    if assets.is_dir():
        app.mount("/assets", ImmutableStaticFiles(directory=assets), name="assets")

    async def not_found(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        path = request.url.path
        # /dev/ holds server-side development tools (the mailbox): a real 404 where they are absent.
        is_page = request.method in ("GET", "HEAD") and not path.startswith(
            ("/api/", "/assets/", "/media/", "/dev/")
        )
        # No page has a NUL in its path (and the file system would refuse it).
        if not is_page or path == "/api" or "\x00" in path or _is_source_map(path):
            return http_error_response(exc)
        index = dist / "index.html"
        if not index.is_file():
            return error_response(
                503, "frontend_not_built", "The web app is not built yet: run `make run`."
            )
        candidate = (dist / path.lstrip("/")).resolve()
        if candidate.is_file() and candidate.is_relative_to(dist) and candidate != index:
            return FileResponse(candidate, headers={"Cache-Control": "public, max-age=3600"})
        card = await share_cards(request) if share_cards else None
        if card is not None:
            page = with_share_card(index.read_text(encoding="utf-8"), card)
            # The card is in the request's language (opportunities.share).
            headers = {"Cache-Control": REVALIDATE, "Vary": "Accept-Language"}
            return HTMLResponse(page, headers=headers)
        return FileResponse(index, headers={"Cache-Control": REVALIDATE})

    app.add_exception_handler(404, not_found)
