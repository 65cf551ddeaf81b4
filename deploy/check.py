"""`make deploy-check`: validates deploy/ offline, then starts the production topology on loopback
(deploy/topology.py: private PostgreSQL and Redis, two API processes, the worker, Caddy) and
checks that it behaves as one site:

  a. responses through the proxy come from both API processes (their X-Served-By);
  b. a session signed in on one API process works on the other (access token and refresh cookie);
  c. a notification committed through one process reaches a WebSocket held, through the proxy,
     on the other;
  d. the worker delivers the email the API processes queued (they run no background jobs);
  e. Caddy serves the built web app's files, the API its pages;
  f. Caddy compresses the API's answers, which leave the API processes uncompressed;
  g. PostgreSQL crashing and restarting during a burst of writes loses no write that was answered
     2xx, and the app recovers without a restart of its own;
  h. with one API process killed, nothing through the proxy fails (5xx) after the health interval.

    .venv/bin/python deploy/check.py                  # what `make deploy-check` runs
    .venv/bin/python deploy/check.py --one-upstream   # Caddy without api_2: must fail (a and c)
"""

import argparse
import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from email import message_from_bytes
from email.policy import default
from typing import Any

import asyncpg
import httpx
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, Envelope, Session
from topology import BIN, HEALTH_INTERVAL_S, ROOT, Topology, free_ports, running_topology
from websockets.asyncio.client import ClientConnection, connect

# The project's row factories (the test suite's) make the accounts, as bench/realtime.py does.
sys.path.insert(0, str(ROOT / "backend"))

WRITERS = 10  # speakers writing the church at once during the database restart
BURST_S = 8.0
CRASH_AT_S = 2.0
DOWN_S = 1.0
# Messaging allows 30 a minute per person; each writer stays under it.
WRITES_PER_WRITER = 25


# ---- offline: the files themselves ---------------------------------------------------------------


def validate_files() -> list[str]:
    """The compose file against the compose specification, the Caddyfile as Caddy reads it in both
    of its uses, the Dockerfile by hadolint and the Procfile by honcho. Failures, by name."""
    deploy = ROOT / "deploy"
    loopback = {"SITE_ADDRESS": "http://127.0.0.1:8080", "PROXY_BIND": "127.0.0.1"}
    compose_spec = ["--builtin-schema", "vendor.compose-spec", str(deploy / "compose.yaml")]
    caddy = [
        *(str(BIN / "caddy"), "validate", "--adapter", "caddyfile"),
        *("--config", str(deploy / "Caddyfile")),
    ]
    checks: list[tuple[str, list[str], dict[str, str]]] = [
        (
            "compose.yaml (compose-spec)",
            [str(BIN / "check-jsonschema"), *compose_spec],
            {},
        ),
        ("Caddyfile (compose)", caddy, {"SITE_ADDRESS": "steeple.example.org"}),
        ("Caddyfile (loopback)", caddy, loopback),
        ("Dockerfile (hadolint)", [str(BIN / "hadolint"), str(deploy / "Dockerfile")], {}),
        ("Procfile (honcho)", [str(BIN / "honcho"), "-f", str(deploy / "Procfile"), "check"], {}),
    ]
    failures = []
    for name, command, env in checks:
        done = subprocess.run(
            command,
            env={**os.environ, **env},
            capture_output=True,
            text=True,
            check=False,
        )
        print(f"  {'ok  ' if done.returncode == 0 else 'FAIL'} {name}")
        if done.returncode != 0:
            failures.append(f"{name}:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return failures


# ---- the world: accounts made in the database ----------------------------------------------------


@dataclass
class World:
    admin_email: str
    admin_id: uuid.UUID
    speaker_tokens: list[str]  # each a speaker who applied to the church's opportunity


async def make_world(topology: Topology) -> World:
    """A church and its admin, an open opportunity, and speakers who applied to it (so each may
    write the church), each signed in."""
    from steeple.config import Settings
    from steeple.db import create_engine, create_sessionmaker, utcnow
    from steeple.users.roles import Role
    from tests.factories import (
        access_token,
        make_application,
        make_church,
        make_opportunity,
        make_user,
    )

    settings = Settings(database_url=topology.database_url, secret_key=topology.env["SECRET_KEY"])
    engine = create_engine(settings)
    now = utcnow()
    try:
        async with create_sessionmaker(engine)() as session, session.begin():
            admin = await make_user(session, role=Role.church, now=now)
            church = await make_church(session, name="Topology Chapel", admin=admin)
            opportunity = await make_opportunity(session, church, now=now)
            tokens = []
            for _ in range(WRITERS):
                speaker = await make_user(session, role=Role.speaker, now=now)
                await make_application(session, opportunity, speaker)
                tokens.append(await access_token(session, settings, speaker, now))
            return World(admin.email, admin.id, tokens)
    finally:
        await engine.dispose()


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def write_church(
    client: httpx.AsyncClient, world: World, token: str, body: str
) -> httpx.Response:
    """A speaker's new conversation with the church admin (a notification for the admin)."""
    return await client.post(
        "/api/messages/conversations",
        data={"recipient_id": str(world.admin_id), "subject": "Topology check", "body": body},
        headers=bearer(token),
    )


class Failure(Exception):
    pass


def expect(condition: bool, message: str) -> None:
    if not condition:
        raise Failure(message)


# ---- the checks ----------------------------------------------------------------------------------


async def both_processes_answer(topology: Topology, _world: World, _state: dict[str, Any]) -> str:
    served = []
    async with httpx.AsyncClient(base_url=topology.url, timeout=10) as client:
        for _ in range(20):
            response = await client.get("/api/health")
            expect(response.status_code == 200, f"/api/health answered {response.status_code}")
            served.append(response.headers.get("x-served-by"))
    answered = {name: served.count(name) for name in sorted(set(served), key=str)}
    expect(
        set(served) == set(topology.instances.values()),
        f"20 requests through the proxy were answered by {answered}, not by both API processes",
    )
    return f"20 requests through the proxy: {answered}"


async def session_travels(topology: Topology, world: World, state: dict[str, Any]) -> str:
    from tests.factories import PASSWORD

    one, other = (topology.api_urls[name] for name in ("api_1", "api_2"))
    async with httpx.AsyncClient(base_url=one, timeout=30) as first:
        signed_in = await first.post(
            "/api/auth/signin", json={"email": world.admin_email, "password": PASSWORD}
        )
    expect(signed_in.status_code == 200, f"sign-in on api_1: {signed_in.status_code}")
    token = signed_in.json()["access_token"]
    refresh_cookie = signed_in.cookies.get("steeple_refresh")
    expect(refresh_cookie is not None, "sign-in on api_1 set no refresh cookie")
    async with httpx.AsyncClient(base_url=other, timeout=30) as second:
        me = await second.get("/api/users/me", headers=bearer(token))
        expect(me.status_code == 200, f"api_1's access token on api_2: {me.status_code}")
        expect(me.json()["id"] == str(world.admin_id), "api_2 saw someone else")
        refreshed = await second.post(
            "/api/auth/refresh", cookies={"steeple_refresh": str(refresh_cookie)}
        )
        expect(
            refreshed.status_code == 200,
            f"api_1's refresh cookie on api_2: {refreshed.status_code}",
        )
    async with httpx.AsyncClient(base_url=one, timeout=30) as first:
        again = await first.get("/api/users/me", headers=bearer(refreshed.json()["access_token"]))
        expect(again.status_code == 200, f"api_2's refreshed token on api_1: {again.status_code}")
    state["admin_token"] = refreshed.json()["access_token"]
    return "signed in on api_1; its token and refresh cookie worked on api_2, and back"


async def receive(ws: ClientConnection, within: float) -> dict[str, Any]:
    async with asyncio.timeout(within):
        text = await ws.recv()
    message: dict[str, Any] = json.loads(text)
    return message


async def notification_crosses(topology: Topology, world: World, state: dict[str, Any]) -> str:
    """Sockets through the proxy until one sits on each API process (X-Served-By of the
    handshake); then a speaker writes the church through each process directly, and the
    socket on the other one must hear of it."""
    expect("admin_token" in state, "b. failed, and the socket needs its session")
    socket_url = topology.url.replace("http://", "ws://") + "/api/realtime"
    sockets: dict[str, ClientConnection] = {}
    opened = []
    try:
        for _ in range(6):
            ws = await connect(socket_url, open_timeout=10)
            opened.append(ws)
            assert ws.response is not None
            served_by = ws.response.headers["x-served-by"]
            await ws.send(json.dumps({"type": "auth", "token": state["admin_token"]}))
            expect((await receive(ws, 10))["type"] == "ready", "the socket was not made ready")
            sockets.setdefault(served_by, ws)
            if len(sockets) == len(topology.instances):
                break
        expect(
            len(sockets) == len(topology.instances),
            f"6 sockets through the proxy all landed on {sorted(sockets)}",
        )
        heard = []
        for writer_name, token in zip(("api_1", "api_2"), world.speaker_tokens, strict=False):
            writer = topology.instances[writer_name]
            listener = next(name for name in sockets if name != writer)
            body = f"realtime through {writer} {uuid.uuid4()}"
            async with httpx.AsyncClient(
                base_url=topology.api_urls[writer_name], timeout=30
            ) as client:
                written = await write_church(client, world, token, body)
            expect(written.status_code == 201, f"writing on {writer}: {written.status_code}")
            began = time.monotonic()
            while True:
                message = await receive(sockets[listener], 10)
                if message["type"] == "notification" and body in message["notification"]["message"]:
                    break
            waited_ms = (time.monotonic() - began) * 1000
            heard.append(f"written on {writer}, heard on {listener} {waited_ms:.0f} ms after")
        return "; ".join(heard)
    except TimeoutError:
        raise Failure(
            "a notification did not reach the socket on the other process in 10 s"
        ) from None
    finally:
        for ws in opened:
            await ws.close()


async def worker_delivers(topology: Topology, world: World, state: dict[str, Any]) -> str:
    """A new message queues an email for the admin; only the worker runs the outbox (the API
    processes have WORKER_IN_PROCESS=false), and it must reach our SMTP server."""
    inbox: Inbox = state["inbox"]
    body = f"for the worker {uuid.uuid4()}"
    async with httpx.AsyncClient(base_url=topology.url, timeout=30) as client:
        written = await write_church(client, world, world.speaker_tokens[-1], body)
    expect(written.status_code == 201, f"writing through the proxy: {written.status_code}")
    began = time.monotonic()
    while time.monotonic() - began < 15:
        if any(world.admin_email in to and body in text for to, text in inbox.received):
            return f"delivered over SMTP {time.monotonic() - began:.1f} s after the write"
        await asyncio.sleep(0.1)
    raise Failure(f"no email telling {world.admin_email} of the message within 15 s")


async def web_app_served(topology: Topology, _world: World, _state: dict[str, Any]) -> str:
    async with httpx.AsyncClient(base_url=topology.url, timeout=10) as client:
        page = await client.get("/opportunities")
        expect(page.status_code == 200, f"a page: {page.status_code}")
        expect("x-served-by" in page.headers, "the page did not come from an API process")
        expect("content-security-policy" in page.headers, "the page has no CSP")
        bundle = re.search(r'src="(/assets/[^"]+\.js)"', page.text)
        expect(bundle is not None, "the page names no script bundle")
        assert bundle is not None
        script = await client.get(bundle.group(1))
        expect(script.status_code == 200, f"{bundle.group(1)}: {script.status_code}")
        expect("x-served-by" not in script.headers, "the bundle came from an API process")
        expect("immutable" in script.headers.get("cache-control", ""), "the bundle is not cached")
    return f"page from {page.headers['x-served-by']}, {bundle.group(1)} from Caddy (immutable)"


async def proxy_compresses(topology: Topology, _world: World, _state: dict[str, Any]) -> str:
    path = "/api/openapi.json"
    gzip = {"accept-encoding": "gzip"}
    async with httpx.AsyncClient(timeout=10) as client:
        direct = await client.get(topology.api_urls["api_1"] + path, headers=gzip)
        proxied = await client.get(topology.url + path, headers=gzip)
    for response in (direct, proxied):
        expect(response.status_code == 200, f"{response.url}: {response.status_code}")
    expect(
        "content-encoding" not in direct.headers,
        f"api_1 compressed {path} itself (COMPRESS_RESPONSES=false is the Procfile's)",
    )
    expect(
        proxied.headers.get("content-encoding") == "gzip",
        f"{path} through Caddy: content-encoding {proxied.headers.get('content-encoding')}",
    )
    expect(proxied.json() == direct.json(), f"{path} through Caddy is not what api_1 sent")
    return f"{path}: identity from api_1, gzip from Caddy"


async def database_restart(topology: Topology, world: World, _state: dict[str, Any]) -> str:
    """WRITERS speakers write the church through the proxy for BURST_S seconds; PostgreSQL
    crashes at CRASH_AT_S and is back DOWN_S later. Every write answered 2xx must be in the
    database afterwards, and writes must succeed again without restarting anything."""
    answered: list[tuple[float, int, str]] = []  # (when, status, body)
    restarted_at = 0.0
    began = time.monotonic()

    async def writer(token: str) -> None:
        async with httpx.AsyncClient(base_url=topology.url, timeout=15) as client:
            for number in range(WRITES_PER_WRITER):
                if time.monotonic() - began > BURST_S:
                    return
                body = f"burst {uuid.uuid4()} #{number}"
                try:
                    status = (await write_church(client, world, token, body)).status_code
                except httpx.TransportError:
                    status = 0
                answered.append((time.monotonic() - began, status, body))
                await asyncio.sleep(BURST_S / WRITES_PER_WRITER)

    async def crash() -> None:
        nonlocal restarted_at
        await asyncio.sleep(CRASH_AT_S)
        await asyncio.to_thread(topology.restart_database, DOWN_S)
        restarted_at = time.monotonic() - began

    await asyncio.gather(crash(), *(writer(token) for token in world.speaker_tokens))
    committed = [body for _when, status, body in answered if 200 <= status < 300]
    connection = await asyncpg.connect(topology.database_url)
    try:
        stored = set(
            await connection.fetchval(
                "SELECT array_agg(body) FROM messages WHERE body = ANY($1::text[])", committed
            )
            or []
        )
    finally:
        await connection.close()
    lost = [body for body in committed if body not in stored]
    after = [status for when, status, _body in answered if when > restarted_at + 1]
    failed = len(answered) - len(committed)
    expect(not lost, f"{len(lost)} of {len(committed)} writes answered 2xx are not in the database")
    # Recovered by itself: gunicorn started no API worker again (one boot line each).
    boots = {name: topology.log(name).count("Booting worker") for name in topology.api_urls}
    expect(all(count == 1 for count in boots.values()), f"API workers booted again: {boots}")
    expect(
        bool(after) and all(200 <= s < 300 for s in after),
        f"after the restart (+1 s), writes answered {sorted(set(after))}",
    )
    return (
        f"{len(answered)} writes, {len(committed)} answered 2xx and all stored, {failed} refused"
        f" while the database was down ({restarted_at:.1f} s in); all {len(after)} writes from"
        " 1 s after its restart succeeded; no API worker started again"
    )


async def process_killed(topology: Topology, world: World, _state: dict[str, Any]) -> str:
    """api_2 killed outright; after the health interval, nothing through the proxy fails."""
    topology.kill("api_2")
    await asyncio.sleep(HEALTH_INTERVAL_S + 0.5)
    statuses: list[int] = []
    async with httpx.AsyncClient(base_url=topology.url, timeout=10) as client:
        for number in range(100):
            if number % 2:
                response = await client.get("/api/health")
            else:
                response = await client.get(
                    "/api/notifications/unread-count", headers=bearer(world.speaker_tokens[0])
                )
            statuses.append(response.status_code)
    errors = [status for status in statuses if status >= 500]
    expect(not errors, f"{len(errors)} of 100 requests failed with 5xx: {sorted(set(errors))}")
    return f"100 requests after killing api_2: {sorted(set(statuses))}, none 5xx"


CHECKS: list[tuple[str, Callable[[Topology, World, dict[str, Any]], Awaitable[str]]]] = [
    ("a. both API processes answer through the proxy", both_processes_answer),
    ("b. a session from one process works on the other", session_travels),
    ("c. a notification crosses to a socket on the other process", notification_crosses),
    ("d. the worker delivers the queued email", worker_delivers),
    ("e. the web app: files from Caddy, pages from the API", web_app_served),
    ("f. Caddy compresses what the API processes send", proxy_compresses),
    ("g. PostgreSQL restarted mid-burst: no committed write lost", database_restart),
    ("h. an API process killed: no 5xx after the health interval", process_killed),
]


# ---- running it ----------------------------------------------------------------------------------


class Inbox:
    """An SMTP server that keeps what it receives (the worker's deliveries)."""

    def __init__(self) -> None:
        self.received: list[tuple[str, str]] = []  # (recipients, the text parts)

    async def handle_DATA(self, _server: SMTP, _session: Session, envelope: Envelope) -> str:
        content = envelope.content if isinstance(envelope.content, bytes) else b""
        text = "".join(
            part.get_content()
            for part in message_from_bytes(content, policy=default).walk()
            if part.get_content_type() == "text/plain"
        )
        self.received.append((",".join(envelope.rcpt_tos), text))
        return "250 OK"


async def check_topology(args: argparse.Namespace) -> list[str]:
    inbox = Inbox()
    [smtp_port] = free_ports(1, args.first_port)
    smtp = Controller(inbox, hostname="127.0.0.1", port=smtp_port)
    smtp.start()
    failures: list[str] = []
    upstreams = ("api_1",) if args.one_upstream else ("api_1", "api_2")
    began = time.monotonic()
    try:
        with running_topology(
            first_port=smtp_port + 1,
            upstreams=upstreams,
            env={"SMTP_HOST": "127.0.0.1", "SMTP_PORT": str(smtp_port)},
        ) as topology:
            took = time.monotonic() - began
            print(f"  started in {took:.1f} s: proxy {topology.url}, Caddy to {upstreams}")
            world = await make_world(topology)
            state: dict[str, Any] = {"inbox": inbox}
            for name, check in CHECKS:
                started = time.monotonic()
                try:
                    async with asyncio.timeout(60):
                        outcome = await check(topology, world, state)
                except (Failure, TimeoutError) as failure:
                    failures.append(f"{name}: {failure or 'took over 60 s'}")
                    print(f"  FAIL {name} ({time.monotonic() - started:.1f} s): {failure}")
                else:
                    print(f"  PASS {name} ({time.monotonic() - started:.1f} s): {outcome}")
            if failures:
                for log in ("api_1", "api_2", "worker", "proxy"):
                    tail = "\n    ".join(topology.log(log).splitlines()[-8:])
                    print(f"  --- {log}.log, last lines:\n    {tail}")
    except (RuntimeError, TimeoutError, subprocess.CalledProcessError) as error:
        failures.append(f"the topology did not start: {error}")
        print(f"  FAIL the topology did not start: {error}")
    finally:
        smtp.stop()
    return failures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--one-upstream",
        action="store_true",
        help="leave api_2 out of the proxy (the check must then fail)",
    )
    parser.add_argument(
        "--first-port", type=int, default=int(os.environ.get("DEPLOY_CHECK_PORT", "9300"))
    )
    args = parser.parse_args()
    # SIGTERM (say, from make) unwinds like Ctrl-C, so everything started is stopped.
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    began = time.monotonic()
    print("deploy-check: the files")
    failures = validate_files()
    print("deploy-check: the topology on loopback")
    try:
        failures += asyncio.run(check_topology(args))
    except KeyboardInterrupt:
        sys.exit("deploy-check: interrupted; everything it started is stopped")
    took = time.monotonic() - began
    if failures:
        print(f"deploy-check: FAILED in {took:.0f} s ({len(failures)} failed)")
        sys.exit(1)
    print(f"deploy-check: passed in {took:.0f} s")


if __name__ == "__main__":
    main()
