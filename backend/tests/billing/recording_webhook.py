"""A stand-in for our webhook endpoint that checks each delivery the way billing does (Stripe's
SDK, on the raw body) and keeps the events in the order they came."""

from typing import Any

import httpx
import stripe
from fastapi import FastAPI, Request, Response

from steeple.billing.local_delivery import WEBHOOK_PATH


class RecordingWebhook:
    def __init__(self) -> None:
        self.secret = ""  # the provider's, once it exists
        self.events: list[dict[str, Any]] = []
        self.refused: list[str] = []  # why deliveries were turned away
        self.down = False  # answers 503, as a server restarting would
        app = FastAPI()

        @app.post(WEBHOOK_PATH)
        async def receive(request: Request) -> Response:
            if self.down:
                return Response(status_code=503)
            payload = await request.body()
            try:
                event = stripe.Webhook.construct_event(
                    payload, request.headers.get("stripe-signature"), self.secret
                )
            except stripe.SignatureVerificationError as error:
                self.refused.append(str(error))
                return Response(status_code=400)
            self.events.append(event.to_dict())
            return Response(status_code=200)

        self.http = httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1:8000"
        )

    @property
    def types(self) -> list[str]:
        return [event["type"] for event in self.events]

    def take(self) -> list[dict[str, Any]]:
        """The events received since the last take."""
        taken, self.events = self.events, []
        return taken
