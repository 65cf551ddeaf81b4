"""Rate limits over the `limits` library: in memory per process, or shared through Redis."""

import math
from collections.abc import Awaitable, Callable
from functools import lru_cache

from fastapi import Request
from limits import RateLimitItem, parse
from limits.aio.strategies import MovingWindowRateLimiter
from limits.storage import storage_from_string

from steeple.config import Settings
from steeple.db import utcnow
from steeple.i18n import _n
from steeple.web.errors import AppError
from steeple.web.settings import settings_of


class RateLimiter:
    def __init__(self, settings: Settings) -> None:
        if settings.redis_url:
            # Through redis-py (the realtime broker's client too), not limits' default, coredis.
            storage = storage_from_string(f"async+{settings.redis_url}", implementation="redispy")
        else:
            storage = storage_from_string("async+memory://")
        self._strategy = MovingWindowRateLimiter(storage)

    async def hit(self, rule: RateLimitItem, *keys: str) -> None:
        """Count one attempt; past the limit, raise a 429 that says when to try again."""
        if await self._strategy.hit(rule, *keys):
            return
        stats = await self._strategy.get_window_stats(rule, *keys)
        # The library keeps its windows by the wall clock, not the app's.
        retry_after = max(1, math.ceil(stats.reset_time - utcnow().timestamp()))
        raise AppError(
            429,
            "rate_limited",
            _n(
                "Too many requests. Please try again in {count} second.",
                "Too many requests. Please try again in {count} seconds.",
                retry_after,
            ),
            headers={"Retry-After": str(retry_after)},
        )


def client_ip(request: Request) -> str:
    """The address our farthest proxy saw: each of our `forwarded_proxy_hops` proxies appends the
    address it received from to X-Forwarded-For, so that one is the Nth from the right. Anything
    further left was written by the client and proves nothing."""
    settings = settings_of(request)
    hops = settings.forwarded_proxy_hops
    forwarded = [
        address.strip()
        for header in request.headers.getlist("x-forwarded-for")
        for address in header.split(",")
    ]
    if hops and len(forwarded) >= hops:
        return forwarded[-hops]
    return request.client.host if request.client else "unknown"


@lru_cache(maxsize=64)
def _parse(rule: str) -> RateLimitItem:
    return parse(rule)


def limit_per_ip(
    name: str, rule: str | Callable[[Settings], str]
) -> Callable[[Request], Awaitable[None]]:
    """A route dependency: at most `rule` (for example "5/minute", or a setting that holds such a
    rule) calls per client address."""

    async def dependency(request: Request) -> None:
        settings = settings_of(request)
        limiter: RateLimiter = request.app.state.rate_limiter
        item = _parse(rule(settings) if callable(rule) else rule)
        await limiter.hit(item, name, client_ip(request))

    return dependency
