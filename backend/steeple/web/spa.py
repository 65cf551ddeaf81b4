"""Serves the built React app: hashed assets cached for a year, index.html for client routes.

The fallback lives in the 404 handler rather than in a catch-all route, so that a wrong method on
a real API path still answers 405 and any unknown /api path answers the JSON 404.
"""

from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, Response
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


def mount_media(app: FastAPI, media_dir: Path) -> None:
    """Uploaded photos: random names never change content, so they are cached for a year (and
    nosniff, from the security headers, keeps browsers from guessing types)."""
    media_dir.mkdir(parents=True, exist_ok=True)
    app.mount("/media", ImmutableStaticFiles(directory=media_dir), name="media")


def mount_spa(app: FastAPI, dist: Path) -> None:
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
        return FileResponse(index, headers={"Cache-Control": REVALIDATE})

    app.add_exception_handler(404, not_found)
