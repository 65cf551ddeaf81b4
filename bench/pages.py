"""`bench/run.py pages`: what one request to each of the heaviest signed-in pages, and to the
unread counts every page asks for, costs the app in CPU, on the demo data (`steeple seed`) on
PostgreSQL. The app is called in this process as the server would call it (ASGI, under uvloop),
with no server and no client around it, so the figure is the app's own work: the ORM, pydantic,
the driver, the route. No budget: the load section says whether pages are fast enough together;
this says which page costs what, to compare a change before and after (docs/decisions.md, "The
pages the load bench shows heaviest...")."""

import json
import statistics
import subprocess
import time
from typing import Any

from run import BIN, bench_database

from steeple.app import create_app
from steeple.config import Settings
from steeple.demo.content import DEMO_PASSWORD

ROUNDS = 5
CALLS = 50  # a round
# Each account's pages; {opportunity} and {conversation} are the first its own lists show. The
# unread counts are light, but every signed-in page and socket asks for them.
PAGES = {
    "speaker@demo.steeple.app": [
        "/api/notifications/unread-count",
        "/api/messages/unread-count",
        "/api/users/me",
        "/api/applications",
        "/api/messages/conversations",
        "/api/opportunities/{opportunity}",
        "/api/notifications?limit=20",
    ],
    "church@demo.steeple.app": [
        "/api/users/me",
        "/api/applications",
        "/api/messages/conversations",
        "/api/messages/conversations/{conversation}/messages",
        "/api/opportunities/mine",
    ],
}


class InProcess:
    """Requests to the app, called directly."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.token: str | None = None

    async def ask(self, method: str, path: str, body: object = None) -> tuple[int, Any]:
        route, _, query = path.partition("?")
        headers = [(b"host", b"bench"), (b"content-type", b"application/json")]
        if self.token is not None:
            headers.append((b"authorization", f"Bearer {self.token}".encode()))
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": method,
            "scheme": "http",
            "path": route,
            "raw_path": route.encode(),
            "query_string": query.encode(),
            "root_path": "",
            "headers": headers,
            "client": ("127.0.0.1", 50000),
            "server": ("127.0.0.1", 80),
        }
        request = json.dumps(body).encode() if body is not None else b""
        sent: list[dict[str, Any]] = []

        async def receive() -> dict[str, Any]:
            return {"type": "http.request", "body": request, "more_body": False}

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)

        await self.app(scope, receive, send)
        answer = b"".join(message.get("body", b"") for message in sent[1:])
        return sent[0]["status"], json.loads(answer) if answer else None

    async def cpu_ms(self, path: str) -> float:
        """The median over ROUNDS of the CPU time of one request, after a warm-up."""
        for _ in range(CALLS // 2):
            status, _ = await self.ask("GET", path)
            assert status == 200, (path, status)
        rounds = []
        for _ in range(ROUNDS):
            began = time.process_time()
            for _ in range(CALLS):
                await self.ask("GET", path)
            rounds.append((time.process_time() - began) * 1000 / CALLS)
        return statistics.median(rounds)


async def pages_section() -> list[str]:
    database_url, env = await bench_database("steeple_bench_pages")
    subprocess.run([BIN / "steeple", "seed"], env=env, check=True, capture_output=True)
    settings = Settings(
        environment="production",
        database_url=database_url,
        secret_key=env["SECRET_KEY"],
        stripe_secret_key=env["STRIPE_SECRET_KEY"],
        stripe_webhook_secret=env["STRIPE_WEBHOOK_SECRET"],
        public_url=env["PUBLIC_URL"],
        compress_responses=False,
    )
    app = create_app(settings)
    print(f"pages: CPU of one request in process, median of {ROUNDS} rounds of {CALLS}")
    async with app.router.lifespan_context(app):
        for email, paths in PAGES.items():
            client = InProcess(app)
            status, signed_in = await client.ask(
                "POST", "/api/auth/signin", {"email": email, "password": DEMO_PASSWORD}
            )
            assert status == 200, signed_in
            client.token = signed_in["access_token"]
            found = {
                "opportunity": (await client.ask("GET", "/api/opportunities"))[1]["results"],
                "conversation": (await client.ask("GET", "/api/messages/conversations"))[1][
                    "items"
                ],
            }
            ids = {name: rows[0]["id"] for name, rows in found.items() if rows}
            for path in paths:
                cpu = await client.cpu_ms(path.format(**ids))
                print(f"pages: {email.split('@')[0]} GET {path}: {cpu:.2f} ms")
    return []
