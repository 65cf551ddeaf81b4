"""Every domain's routes hang on a `Router`: FastAPI's, except that matching a request passes
over a router whose prefix the path does not start with, instead of trying each of its routes.

FastAPI (0.137 and later) matches a request by walking the included routers in order, each route
by route, and recounts every router's routes to see whether any changed, for each router walked:
about 7 microseconds a router. A request to one of the last routers (places, the handoff pack)
spent over 200 microseconds there; see docs/architecture.md "Requests". A router's routes all
start with its prefix, so one that the path does not start with cannot match it."""

from typing import Any

from fastapi import APIRouter
from starlette.routing import Match
from starlette.types import Scope


class Router(APIRouter):
    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        if self.prefix and not _route_path(scope).startswith(self.prefix):
            return Match.NONE, {}
        return super().matches(scope)


def _route_path(scope: Scope) -> str:
    """The path the routes see: without the root path a proxy may mount the app under."""
    path: str = scope["path"]
    root: Any = scope.get("root_path", "")
    return path[len(root) :] if root and path.startswith(root) else path
