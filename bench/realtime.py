"""`make bench` sections "realtime" and "reads", on PostgreSQL.

Budgets (DESIGN.md):
- realtime: a notification committed on one worker reaches a WebSocket on another in under
  100 ms p99, none lost (here over 1,000 events);
- reads: the unread counts and the notification list answer at least 1,000 requests/s with two
  workers, at least 0.3x a bare JSON endpoint in the same run, and p95 under 20 ms at half load.

Both use one database: the realtime run's 1,000 applications leave the church admin 1,000
notifications (the list and count that the reads time), and a few applicants then write them.
"""

import asyncio
import json
import os
import sys
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import partial
from pathlib import Path

import httpx
from run import (
    PORT,
    api_server,
    bench_database,
    budget,
    collector_paused,
    percentile,
    vacuum,
)
from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parent.parent
# The project's own row factories (the test suite's), for the church, its opportunity and the
# applicants; their tokens are minted by the auth service as sign-in would.
sys.path.insert(0, str(ROOT / "backend"))

REALTIME_PORTS = (PORT + 2, PORT + 3)
READS_PORT = PORT + 4
EVENTS = int(os.environ.get("BENCH_REALTIME_EVENTS", "1000"))
# Committed events are spaced like a busy site's, not fired back to back.
PACE_S = 0.02
WRITERS = 50  # applicants who also write the church admin (so unread messages count something)


@dataclass
class World:
    admin_id: uuid.UUID
    admin_token: str
    applicant_tokens: dict[uuid.UUID, str]  # applicant's user id -> access token
    opportunity_id: uuid.UUID
    position_id: uuid.UUID


async def make_world(database_url: str, secret: str, applicants: int) -> World:
    """A church, its admin, one open opportunity with a speaker's position, and `applicants`
    verified speakers, each signed in."""
    from steeple.config import Settings
    from steeple.db import create_engine, create_sessionmaker, utcnow
    from steeple.opportunities.models import PositionRole
    from steeple.users.roles import Role
    from tests.factories import access_token, make_church, make_opportunity, make_user

    settings = Settings(database_url=database_url, secret_key=secret)
    engine = create_engine(settings)
    now = utcnow()
    try:
        async with create_sessionmaker(engine)() as session, session.begin():
            admin = await make_user(session, role=Role.church, now=now)
            church = await make_church(session, name="Bench Chapel", admin=admin)
            opportunity = await make_opportunity(session, church, now=now)
            position = next(p for p in opportunity.positions if p.role is PositionRole.speaker)
            tokens = {}
            for _ in range(applicants):
                speaker = await make_user(session, role=Role.speaker, now=now)
                tokens[speaker.id] = await access_token(session, settings, speaker, now)
            return World(
                admin.id,
                await access_token(session, settings, admin, now),
                tokens,
                opportunity.id,
                position.id,
            )
    finally:
        await engine.dispose()


@dataclass(frozen=True)
class Served:
    port: int
    pid: int

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def cpu_seconds(self) -> float:
        """CPU time spent so far by the server: its worker processes and their supervisor."""
        children = Path(f"/proc/{self.pid}/task/{self.pid}/children").read_text().split()
        return sum(_cpu_seconds(int(pid)) for pid in [self.pid, *map(int, children)])


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


@asynccontextmanager
async def serving(env: dict[str, str], port: int, workers: int) -> AsyncIterator[Served]:
    """The API on `port` with `workers` processes, once it answers."""
    server = api_server(
        port,
        {
            **env,
            "WEB_CONCURRENCY": str(workers),
            "PUBLIC_URL": f"http://127.0.0.1:{port}",
            "LOG_LEVEL": "WARNING",
            # Not what is measured (and without SMTP_HOST in production it only complains).
            "WORKER_IN_PROCESS": "false",
        },
    )
    base = f"http://127.0.0.1:{port}"
    try:
        async with httpx.AsyncClient(base_url=base, timeout=30) as client:
            for _ in range(300):
                try:
                    if (await client.get("/api/health")).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                await asyncio.sleep(0.2)
            else:
                raise SystemExit(f"the server on port {port} did not answer /api/health")
        yield Served(port, server.pid)
    finally:
        server.terminate()
        server.wait(timeout=30)


async def listeners(database_url: str, expected: int) -> None:
    """Waits until `expected` processes LISTEN (a worker still starting does not, yet)."""
    import asyncpg

    from steeple.realtime.brokers import LISTENER_NAME

    connection = await asyncpg.connect(database_url)
    try:
        for _ in range(300):
            count = await connection.fetchval(
                "SELECT count(*) FROM pg_stat_activity"
                " WHERE application_name = $1 AND datname = current_database()",
                LISTENER_NAME,
            )
            if count >= expected:
                return
            await asyncio.sleep(0.1)
        raise SystemExit(f"{count} realtime listeners, not {expected}")
    finally:
        await connection.close()


def load() -> str:
    return f"load {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"


# ---- realtime: commit on one worker, socket on another -------------------------------------------


async def request_to_socket(world: World, near: str, far: str) -> list[str]:
    """End to end: each applicant applies through the `near` server (one worker process); the
    church admin's socket is on the `far` one (another). Timed from the notification's created_at
    (the server's clock when the row was written, before the rest of the request and its commit;
    one machine, one clock) and from sending the request. None may be lost."""
    sent: dict[str, float] = {}
    arrived: dict[str, float] = {}
    created_ms: list[float] = []
    done = asyncio.Event()
    ws_url = far.replace("http://", "ws://") + "/api/realtime"
    async with connect(ws_url, max_queue=None) as ws:
        await ws.send(json.dumps({"type": "auth", "token": world.admin_token}))
        assert json.loads(await ws.recv())["type"] == "ready"

        async def hear() -> None:
            async for raw in ws:
                message = json.loads(raw)
                if message["type"] == "notification":
                    arrived[message["notification"]["sender_id"]] = time.perf_counter()
                    created = datetime.fromisoformat(message["notification"]["created_at"])
                    created_ms.append((time.time() - created.timestamp()) * 1000)
                    if len(arrived) == len(world.applicant_tokens):
                        done.set()

        listening = asyncio.create_task(hear())
        request_ms = []
        async with httpx.AsyncClient(base_url=near, timeout=30) as client:
            for applicant, token in world.applicant_tokens.items():
                sent[str(applicant)] = began = time.perf_counter()
                await apply(client, world, token)
                request_ms.append((time.perf_counter() - began) * 1000)
        with suppress(TimeoutError):  # what has not come by then is lost
            async with asyncio.timeout(10):
                await done.wait()
        listening.cancel()
    latencies = [(arrived[key] - sent[key]) * 1000 for key in arrived if key in sent]
    lost = len(sent) - len(latencies)
    p50, p99 = percentile(created_ms, 50), percentile(created_ms, 99)
    print(
        f"realtime, a request on one server process to a socket on another: {len(sent)} events,"
        f" {lost} lost; notification written -> socket p50 {p50:.2f} ms, p99 {p99:.2f} ms,"
        f" max {max(created_ms):.2f} ms; request sent -> socket p50"
        f" {percentile(latencies, 50):.2f} ms, p99 {percentile(latencies, 99):.2f} ms (the"
        f" apply request alone: p50 {percentile(request_ms, 50):.2f} ms, p99"
        f" {percentile(request_ms, 99):.2f} ms) ({load()})"
    )
    return budget("realtime (requests): events lost", lost, 1)


async def commit_to_socket(database_url: str, secret: str, world: World, far: str) -> list[str]:
    """Commit-to-socket exactly: this process commits notifications for the church admin as a
    worker does (the app's notify, push and PostgreSQL broker, through unit_of_work), one every
    PACE_S, and takes the time right after each COMMIT returns (an after-commit effect queued
    before the push's); the admin's socket is on the `far` server process."""
    from steeple.auth.live_sessions import LiveSessions
    from steeple.config import Settings
    from steeple.db import after_commit, create_engine, create_sessionmaker, unit_of_work
    from steeple.notifications.models import NotificationType, Priority
    from steeple.notifications.service import notify
    from steeple.realtime.brokers import PostgresBroker, Receivers
    from steeple.realtime.hub import Hub
    from steeple.realtime.publish import BROKER_KEY

    committed: dict[str, float] = {}
    arrived: dict[str, float] = {}
    engine = create_engine(Settings(database_url=database_url, secret_key=secret))
    broker = PostgresBroker(engine, Receivers(Hub(), LiveSessions(timedelta(0))))
    sessions = create_sessionmaker(engine, info={BROKER_KEY: broker})
    ws_url = far.replace("http://", "ws://") + "/api/realtime"
    try:
        # Serving as a worker does: its NOTIFY connection of its own (and a listener, idle here).
        async with broker.listening(), connect(ws_url, max_queue=None) as ws:
            await ws.send(json.dumps({"type": "auth", "token": world.admin_token}))
            assert json.loads(await ws.recv())["type"] == "ready"

            async def hear() -> None:
                async for raw in ws:
                    message = json.loads(raw)
                    if message["type"] == "notification":
                        arrived[message["notification"]["subject"]] = time.perf_counter()

            def stamp(key: str) -> None:
                committed[key] = time.perf_counter()

            listening = asyncio.create_task(hear())
            for number in range(EVENTS):
                key = f"Bench event {number}"
                async with unit_of_work(sessions) as session:
                    # The first effect after the commit: before the push's publish.
                    after_commit(session, partial(stamp, key))
                    await notify(
                        session,
                        recipient_id=world.admin_id,
                        type=NotificationType.system,
                        priority=Priority.low,
                        subject=key,
                        message="Timed by the benchmark.",
                        sender=None,
                    )
                await asyncio.sleep(PACE_S)
            for _ in range(100):
                if len(arrived) >= EVENTS:
                    break
                await asyncio.sleep(0.1)
            listening.cancel()
    finally:
        await engine.dispose()
    latencies = [(arrived[key] - committed[key]) * 1000 for key in arrived if key in committed]
    lost = len(committed) - len(latencies)
    p50, p99 = percentile(latencies, 50), percentile(latencies, 99)
    print(
        f"realtime commit-to-socket across processes (PostgreSQL LISTEN/NOTIFY): {len(committed)}"
        f" events, one every {PACE_S * 1000:.0f} ms, {lost} lost; p50 {p50:.2f} ms,"
        f" p99 {p99:.2f} ms, max {max(latencies):.2f} ms ({load()})"
    )
    return budget("realtime: events lost", lost, 1) + budget(
        "realtime: commit to socket p99", p99, 100, " ms"
    )


async def apply(client: httpx.AsyncClient, world: World, token: str) -> None:
    """The applicant of `token` applies to the church's opportunity (its admin is notified)."""
    response = await client.post(
        f"/api/opportunities/{world.opportunity_id}/applications",
        json={
            "position_id": str(world.position_id),
            "cover_message": "I would be glad to serve at your event.",
            "available": True,
        },
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code == 201, response.text


async def read_the_bench_events(database_url: str) -> None:
    """The realtime section's own notifications ("Bench event N") are marked read: the reads
    section then counts the same unread notifications (one per applicant) whether that section
    ran before it or not."""
    import asyncpg

    connection = await asyncpg.connect(database_url)
    try:
        await connection.execute(
            "UPDATE notifications SET is_read = true WHERE subject LIKE 'Bench event %'"
        )
    finally:
        await connection.close()


async def write_the_admin(base: str, world: World) -> None:
    """Every applicant applies, unless the realtime section has had them apply already (the
    admin's notifications, to count and list); then a few write the admin, as applicants may
    (real conversations: unread messages to count)."""
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        unread = await client.get(
            "/api/notifications/unread-count",
            headers={"Authorization": f"Bearer {world.admin_token}"},
        )
        if unread.json()["count"] == 0:
            for token in world.applicant_tokens.values():
                await apply(client, world, token)
        for token in list(world.applicant_tokens.values())[:WRITERS]:
            response = await client.post(
                "/api/messages/conversations",
                data={
                    "recipient_id": str(world.admin_id),
                    "subject": "Your event",
                    "body": "A question.",
                },
                headers={"Authorization": f"Bearer {token}"},
            )
            assert response.status_code == 201, response.text


# ---- reads: a lean load generator ----------------------------------------------------------------
# httpx is the client everywhere else in the bench, but one AsyncClient shared by dozens of
# concurrent requests manages about a tenth of what the server answers on this machine (its
# connection pool, not the server, is then what is measured). These are plain keep-alive
# HTTP/1.1 GETs over asyncio streams.


class Keepalive:
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer

    @classmethod
    async def open(cls, port: int) -> "Keepalive":
        return cls(*await asyncio.open_connection("127.0.0.1", port))

    async def get(self, request: bytes) -> int:
        """Sends one GET, reads its whole answer; its status."""
        self.writer.write(request)
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = int(head[9:12])
        lowered = head.lower()
        start = lowered.index(b"content-length:") + len(b"content-length:")
        await self.reader.readexactly(int(lowered[start : lowered.index(b"\r\n", start)]))
        return status

    def close(self) -> None:
        self.writer.close()


def get_request(path: str, token: str | None) -> bytes:
    auth = f"Authorization: Bearer {token}\r\n" if token else ""
    return f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{auth}\r\n".encode()


@dataclass(frozen=True)
class Throughput:
    per_second: float
    # CPU time per request, robust to what else the machine runs: the server's processes, and
    # the database's (its backends serving this database).
    server_ms: float
    database_ms: float


async def database_cpu_seconds(database_url: str) -> float:
    """CPU time spent so far by the PostgreSQL backends connected to the database (on this
    machine) but the one asking."""
    import asyncpg

    connection = await asyncpg.connect(database_url)
    try:
        pids = await connection.fetch(
            "SELECT pid FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
    finally:
        await connection.close()
    return sum(_cpu_seconds(row["pid"]) for row in pids)


async def throughput(
    served: Served, database_url: str, request: bytes, seconds: float, connections: int = 16
) -> Throughput:
    """Requests per second with `connections` clients asking back to back (after a warm-up), and
    the CPU time they cost."""
    pool = [await Keepalive.open(served.port) for _ in range(connections)]
    answered = 0
    counting = False

    async def client(connection: Keepalive, until: float) -> None:
        nonlocal answered
        while time.monotonic() < until:
            status = await connection.get(request)
            assert status == 200, status
            if counting:
                answered += 1

    warm_until = time.monotonic() + 1
    await asyncio.gather(*(client(c, warm_until) for c in pool))
    counting = True
    server, database = served.cpu_seconds(), await database_cpu_seconds(database_url)
    began = time.monotonic()
    with collector_paused():
        await asyncio.gather(*(client(c, began + seconds) for c in pool))
    elapsed = time.monotonic() - began
    server = served.cpu_seconds() - server
    database = await database_cpu_seconds(database_url) - database
    for connection in pool:
        connection.close()
    return Throughput(answered / elapsed, server * 1000 / answered, database * 1000 / answered)


async def latency_at(port: int, request: bytes, rate: float, seconds: float) -> list[float]:
    """Requests sent on a fixed schedule of `rate` per second; each one's time from when it was
    due (so a request that waited for a free connection counts its wait) to its answer."""
    pool: asyncio.Queue[Keepalive] = asyncio.Queue()
    for _ in range(32):
        pool.put_nowait(await Keepalive.open(port))
    samples: list[float] = []

    async def one(due: float) -> None:
        connection = await pool.get()
        status = await connection.get(request)
        samples.append((time.perf_counter() - due) * 1000)
        pool.put_nowait(connection)
        assert status == 200, status

    with collector_paused():
        began = time.perf_counter()
        tasks = []
        for number in range(int(rate * seconds)):
            due = began + number / rate
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            tasks.append(asyncio.create_task(one(due)))
        await asyncio.gather(*tasks)
    while not pool.empty():
        pool.get_nowait().close()
    return samples


BARE = "/api/site"  # a bare JSON endpoint: no session, no database
READS = (
    "/api/notifications/unread-count",
    "/api/messages/unread-count",
    "/api/notifications?limit=20",
)


async def authenticated_reads(served: Served, database_url: str, token: str) -> list[str]:
    """Each read's throughput with two workers, as a ratio to the bare endpoint's in the same
    run, and its latency at half that rate; and what each request costs in CPU."""
    print(f"reads, two workers ({load()}), the bare endpoint first:")
    failures = []
    bare = None
    for path in (BARE, *READS):
        request = get_request(path, None if path == BARE else token)
        measured = await throughput(served, database_url, request, seconds=5)
        rate = measured.per_second
        samples = await latency_at(served.port, request, rate / 2, seconds=5)
        p95 = percentile(samples, 95)
        print(
            f"reads GET {path}: {rate:.0f} requests/s; CPU per request: server"
            f" {measured.server_ms:.3f} ms, database {measured.database_ms:.3f} ms; at half"
            f" load ({rate / 2:.0f}/s) p50 {percentile(samples, 50):.2f} ms, p95 {p95:.2f} ms"
            f" ({load()})"
        )
        if bare is None:
            bare = rate
            continue
        failures += budget(f"reads GET {path}: requests/s", rate, 1000, at_least=True)
        failures += budget(
            f"reads GET {path}: x the bare endpoint", rate / bare, 0.3, at_least=True
        )
        failures += budget(f"reads GET {path}: p95 at half load", p95, 20, " ms")
    return failures


# ---- the two sections ----------------------------------------------------------------------------

_prepared: tuple[str, dict[str, str], World] | None = None


async def prepared() -> tuple[str, dict[str, str], World]:
    """The database both sections use, made once."""
    global _prepared
    if _prepared is None:
        started = time.monotonic()
        database_url, env = await bench_database("steeple_bench_realtime")
        env = {key: value for key, value in env.items() if key != "REDIS_URL"}
        world = await make_world(database_url, env["SECRET_KEY"], EVENTS)
        print(f"realtime: {EVENTS} applicants signed in in {time.monotonic() - started:.0f} s")
        _prepared = database_url, env, world
    return _prepared


async def realtime_section() -> list[str]:
    database_url, env, world = await prepared()
    single = {**env, "WEB_CONCURRENCY": "1"}
    async with (
        serving(single, REALTIME_PORTS[0], 1) as near,
        serving(single, REALTIME_PORTS[1], 1) as far,
    ):
        await listeners(database_url, 2)
        failures = await commit_to_socket(database_url, env["SECRET_KEY"], world, far.base)
        return failures + await request_to_socket(world, near.base, far.base)


async def reads_section() -> list[str]:
    database_url, env, world = await prepared()
    async with serving(env, READS_PORT, 2) as served:
        await listeners(database_url, 2)
        await write_the_admin(served.base, world)
        await read_the_bench_events(database_url)
        # The steady state: autovacuum soon sets the visibility map of rows written in bulk,
        # which the unread counts' index-only scans read.
        await vacuum(database_url)
        return await authenticated_reads(served, database_url, world.admin_token)


def run_section(section: Callable[[], Awaitable[list[str]]]) -> list[str]:
    return asyncio.run(section())
