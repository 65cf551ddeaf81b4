"""Matching a request passes over a router whose prefix the path does not start with, without
trying its routes; the request still reaches its own route, in an app mounted under a root path
too, and a router without a prefix is walked as before."""

from typing import Any

import httpx
from fastapi import FastAPI
from fastapi.routing import APIRoute
from starlette.routing import Match
from starlette.types import Scope

from steeple.web.routing import Router


def _app(tried: list[str]) -> FastAPI:
    class Tried(APIRoute):
        """Notes each time matching tries it."""

        def matches(self, scope: Scope) -> tuple[Match, Scope]:
            tried.append(self.path)
            return super().matches(scope)

    first = Router(prefix="/api/first", route_class=Tried)
    unprefixed = Router(route_class=Tried)
    last = Router(prefix="/api/last")

    @first.get("/{anything}")
    async def in_first(anything: str) -> dict[str, Any]:
        return {"router": "first", "anything": anything}

    @unprefixed.get("/api/elsewhere")
    async def in_unprefixed() -> dict[str, Any]:
        return {"router": "unprefixed"}

    @last.get("/item")
    async def in_last() -> dict[str, Any]:
        return {"router": "last"}

    app = FastAPI()
    for router in (first, unprefixed, last):
        app.include_router(router)
    return app


async def test_a_router_the_path_is_not_under_is_passed_over() -> None:
    tried: list[str] = []
    transport = httpx.ASGITransport(app=_app(tried))
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        response = await client.get("/api/last/item")
        assert response.status_code == 200
        assert response.json() == {"router": "last"}
        # The first router's route was never tried; the one without a prefix was.
        assert tried == ["/api/elsewhere"]

        tried.clear()
        response = await client.get("/api/first/thing")
        assert response.json() == {"router": "first", "anything": "thing"}
        assert "/api/first/{anything}" in tried

        assert (await client.get("/api/elsewhere")).json() == {"router": "unprefixed"}
        assert (await client.get("/api/nowhere")).status_code == 404


async def test_an_app_under_a_root_path_still_reaches_every_router() -> None:
    tried: list[str] = []
    transport = httpx.ASGITransport(app=_app(tried), root_path="/steeple")
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        assert (await client.get("/steeple/api/first/thing")).json()["router"] == "first"
        assert (await client.get("/steeple/api/last/item")).json() == {"router": "last"}
