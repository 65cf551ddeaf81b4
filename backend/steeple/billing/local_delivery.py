"""How the test provider's events reach billing, as Stripe's do: POSTed to our webhook, signed
with Stripe's scheme at each attempt, and sent again each beat until taken (for three days, as
Stripe retries)."""

import hashlib
import hmac
import json
import logging
from datetime import timedelta
from typing import Any

import httpx
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from steeple.billing.local_objects import Kind, LocalObjects
from steeple.billing.models import LocalProviderObject
from steeple.config import Settings
from steeple.db import unit_of_work, utcnow

logger = logging.getLogger(__name__)

WEBHOOK_PATH = "/api/billing/webhook"
REDELIVER_AFTER = timedelta(minutes=1)
REDELIVER_FOR = timedelta(days=3)


def sign(payload: str, secret: str, timestamp: int) -> str:
    """The Stripe-Signature header of `payload` (Stripe's v1 scheme)."""
    digest = hmac.new(secret.encode(), f"{timestamp}.{payload}".encode(), hashlib.sha256)
    return f"t={timestamp},v1={digest.hexdigest()}"


def webhook_secret_for(settings: Settings) -> str:
    """Every process derives the same secret, so any of them verifies any other's events."""
    digest = hmac.new(settings.secret_key.encode(), b"steeple test provider", hashlib.sha256)
    return "whsec_test_" + digest.hexdigest()


class EventDelivery:
    """Sends events to our webhook through `http` (its base URL is our own server)."""

    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        http: httpx.AsyncClient,
        secret: str,
    ) -> None:
        self._sessionmaker = sessionmaker
        self._http = http
        self._secret = secret

    async def deliver(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            await self._send(event)

    async def _send(self, event: dict[str, Any]) -> bool:
        """POSTs one event to our webhook, signed now (as Stripe signs each attempt); whether
        it was taken. A failure is logged: the beat tries again."""
        payload = json.dumps(event, separators=(",", ":"))
        headers = {
            "Content-Type": "application/json; charset=utf-8",
            "Stripe-Signature": sign(payload, self._secret, int(utcnow().timestamp())),
        }
        try:
            response = await self._http.post(WEBHOOK_PATH, content=payload, headers=headers)
        except httpx.HTTPError as error:
            logger.warning(
                "test provider: %s %s not delivered: %r", event["type"], event["id"], error
            )
            return False
        if not response.is_success:
            logger.warning(
                "test provider: %s %s refused (%s): %s",
                event["type"],
                event["id"],
                response.status_code,
                response.text[:300],
            )
            return False
        async with unit_of_work(self._sessionmaker) as session:
            row = await session.get(LocalProviderObject, event["id"])
            if row is not None:
                LocalObjects.save(row, row.data | {"pending_webhooks": 0})
        return True

    async def redeliver(self) -> int:
        """Sends again, oldest first, the events our webhook has not taken yet (the server was
        starting or down); how many it took now."""
        moment = utcnow()
        async with self._sessionmaker() as session:
            pending = list(
                await session.scalars(
                    select(LocalProviderObject)
                    .where(
                        LocalProviderObject.kind == Kind.event,
                        LocalProviderObject.data["pending_webhooks"].as_integer() > 0,
                        LocalProviderObject.created_at <= moment - REDELIVER_AFTER,
                        LocalProviderObject.created_at > moment - REDELIVER_FOR,
                    )
                    .order_by(LocalProviderObject.created_at)
                )
            )
        delivered = 0
        for row in pending:
            delivered += await self._send(row.data)
        return delivered
