"""`make bench` section "load": people using the site at once, on PostgreSQL.

USERS simulated people (one in five a church admin, the rest speakers and musicians) sign in and,
for SECONDS, use the site as a person does, one page at a time with THINK_S between pages: every
page asks the top bar's two unread counts; talent browse and search opportunities and apply where
the page offers it, churches read who applied and search the directory and write to those people
first; both read their notifications and their inbox and answer what the other wrote.

Budgets (issue 22): no errors (no request a person would make here is refused: the people only do
what their pages offer, so every answer must be a 2xx); nothing lost (afterwards each message
answered with a 2xx is in its conversation as its recipient reads it, and each application
answered with a 2xx exists); p95 under 20 ms for the authenticated reads (DESIGN.md: me, the
unread counts, the notification list) and under 15 ms for the searches. The other request types'
figures are reported without a budget.

BENCH_LOAD_USERS and BENCH_LOAD_SECONDS shorten a run while working on it.
"""

import asyncio
import json
import os
import random
import sys
import time
import uuid
from collections import defaultdict, deque
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import aiohttp
import realtime
from run import BIN, PORT, ROOT, percentile

USERS = int(os.environ.get("BENCH_LOAD_USERS", "50"))
SECONDS = float(os.environ.get("BENCH_LOAD_SECONDS", "60"))
LOAD_PORT = PORT + 5
SEED = 22  # the people's choices and pauses are the same in every run
THINK_S = (0.5, 2.0)
ARRIVAL_S = 5.0  # people arrive over the first seconds, not all in the same instant
# A person writes a few messages a minute; the server refuses over 30 (messaging.router).
WRITES_PER_MINUTE = 20
OPPORTUNITIES_PER_CHURCH = 2
LATENESS_PROBE_S = 0.005

# The budgets marked PASS or MISS; every other request type is reported only.
AUTHENTICATED_READS = {
    "GET /api/users/me",
    "GET /api/notifications/unread-count",
    "GET /api/messages/unread-count",
    "GET /api/notifications?limit=20",
}
SEARCHES = {"GET /api/opportunities (search)", "GET /api/profiles/search"}
BUDGET_MS = dict.fromkeys(AUTHENTICATED_READS, 20.0) | dict.fromkeys(SEARCHES, 15.0)

# What people type and pick (the demo's and the load's content match these).
OPPORTUNITY_SEARCHES: tuple[dict[str, str], ...] = (
    {},
    {"search": "worship"},
    {"search": "revival"},
    {"search": "youth"},
    {"search": "night"},
    {"event_type": "concert"},
    {"event_type": "revival"},
    {"state": "oh"},
    {"state": "tx"},
    {"page": "2"},
)
DIRECTORY_SEARCHES: tuple[dict[str, str], ...] = (
    {},
    {"q": "load"},
    {"q": "load", "role": "speaker"},
    {"q": "load", "role": "musician"},
    {"topic": "youth"},
    {"instrument": "piano"},
    {"location": "oh"},
    {"role": "musician", "genre": "gospel"},
    {"text": "worship"},
)
OPPORTUNITY_TITLES = ("Spring Revival", "Youth Night", "Worship Night", "Harvest Concert")


# ---- the people ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Account:
    id: uuid.UUID
    email: str
    password: str
    role: str  # "church", "speaker" or "musician"


async def make_accounts(database_url: str, users: int) -> list[Account]:
    """Verified, onboarded accounts made directly with the project's row factories (the test
    suite's, over the product's services), faster than sign-up and its email link and not what
    is measured: one in five a church admin of a Premium church (it may write any speaker or
    musician) with open opportunities, the others speakers and musicians on the free plan
    (five applications a month). They sign in through the API with the factories' password."""
    sys.path.insert(0, str(ROOT / "backend"))
    from steeple.config import Settings
    from steeple.db import create_engine, create_sessionmaker, utcnow
    from steeple.users.roles import Role
    from tests.factories import (
        PASSWORD,
        make_church,
        make_opportunity,
        make_subscription,
        make_user,
    )

    engine = create_engine(Settings(database_url=database_url))
    now = utcnow()
    accounts = []
    try:
        async with create_sessionmaker(engine)() as session, session.begin():
            for number in range(users):
                role = Role.church if number % 5 == 0 else (Role.speaker, Role.musician)[number % 2]
                name = f"Load {role.value.title()} {number}"
                email = f"load-{number}@load.steeple.test"
                user = await make_user(session, role=role, email=email, full_name=name, now=now)
                accounts.append(Account(user.id, email, PASSWORD, role.value))
                if role is not Role.church:
                    continue
                church = await make_church(session, name=f"Load Chapel {number}", admin=user)
                await make_subscription(session, church=church)
                for index in range(OPPORTUNITIES_PER_CHURCH):
                    title = OPPORTUNITY_TITLES[(number + index) % len(OPPORTUNITY_TITLES)]
                    starts_in = timedelta(days=20 + 10 * index + number)
                    await make_opportunity(session, church, now, title=title, starts_in=starts_in)
    finally:
        await engine.dispose()
    return accounts


class Refused(Exception):
    """A request failed (already counted as an error): the person leaves that page."""


@dataclass
class Tally:
    """Every request's time by type, and the errors."""

    samples: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    errors: list[str] = field(default_factory=list)
    requests: int = 0  # answered or not

    async def ask(
        self, client: aiohttp.ClientSession, kind: str, method: str, path: str, **kwargs: Any
    ) -> Any:
        """The answer's JSON (None when empty); a failure is counted and raised as Refused."""
        self.requests += 1
        began = time.perf_counter()
        try:
            async with client.request(method, path, **kwargs) as response:
                body = await response.read()
        except (aiohttp.ClientError, TimeoutError) as error:
            self.errors.append(f"{kind}: {error!r}")
            raise Refused from error
        self.samples[kind].append((time.perf_counter() - began) * 1000)
        if not 200 <= response.status < 300:
            self.errors.append(f"{kind}: {response.status} {body[:300].decode(errors='replace')}")
            raise Refused
        return json.loads(body) if body else None


@dataclass
class Ledger:
    """What the server said it kept, to look for afterwards."""

    # (recipient, conversation, body) of each message answered with a 2xx
    messages: list[tuple[uuid.UUID, str, str]] = field(default_factory=list)
    # (applicant, application) of each application answered with a 2xx
    applications: list[tuple[uuid.UUID, str]] = field(default_factory=list)


class Person:
    """One simulated person, with a browser's client of their own (aiohttp's: the people share
    the cores with the servers they measure, and httpx cost six times the CPU a request)."""

    def __init__(
        self, account: Account, base: str, tally: Tally, ledger: Ledger, people: set[uuid.UUID]
    ) -> None:
        self.account = account
        self.client = aiohttp.ClientSession(base_url=base, timeout=aiohttp.ClientTimeout(total=30))
        self.tally = tally
        self.ledger = ledger
        self.people = people  # every simulated person's id: those who read and answer
        # Reproducible choices and pauses, not secrets.
        self.random = random.Random(f"{SEED}-{account.email}")  # noqa: S311
        self.written: set[uuid.UUID] = set()  # whom this person started a conversation with
        self.sent_at: deque[float] = deque()
        self.messages = 0

    async def ask(self, kind: str, method: str, path: str, **kwargs: Any) -> Any:
        return await self.tally.ask(self.client, kind, method, path, **kwargs)

    async def live(self, until: float) -> None:
        await asyncio.sleep(self.random.uniform(0, ARRIVAL_S))
        try:
            signed_in = await self.ask(
                "POST /api/auth/signin",
                "POST",
                "/api/auth/signin",
                json={"email": self.account.email, "password": self.account.password},
            )
        except Refused:
            return
        self.client.headers["Authorization"] = f"Bearer {signed_in['access_token']}"
        pages = self.church_pages() if self.account.role == "church" else self.talent_pages()
        visits, weights = zip(*pages, strict=True)
        while time.monotonic() < until:
            try:
                await self.page()
                await self.random.choices(visits, weights)[0]()
            except Refused:
                pass  # counted; the person goes on to another page
            await asyncio.sleep(self.random.uniform(*THINK_S))

    def talent_pages(self) -> list[tuple[Any, int]]:
        return [
            (self.opportunities, 4),
            (self.directory, 1),
            (self.notifications, 2),
            (self.inbox, 3),
            (self.dashboard, 1),
        ]

    def church_pages(self) -> list[tuple[Any, int]]:
        return [
            (self.directory, 3),
            (self.applicants, 2),
            (self.notifications, 2),
            (self.inbox, 3),
            (self.dashboard, 1),
        ]

    async def page(self) -> None:
        """What every page asks first: the top bar's counts, at once as a browser does."""
        answers = await asyncio.gather(
            self.ask(
                "GET /api/notifications/unread-count", "GET", "/api/notifications/unread-count"
            ),
            self.ask("GET /api/messages/unread-count", "GET", "/api/messages/unread-count"),
            return_exceptions=True,  # both are counted, whichever fails
        )
        for answer in answers:
            if isinstance(answer, BaseException):
                raise answer

    async def dashboard(self) -> None:
        await self.ask("GET /api/users/me", "GET", "/api/users/me")
        if self.account.role == "church":
            await self.ask("GET /api/opportunities/mine", "GET", "/api/opportunities/mine")
        else:
            await self.ask("GET /api/applications", "GET", "/api/applications")

    async def notifications(self) -> None:
        page = await self.ask(
            "GET /api/notifications?limit=20", "GET", "/api/notifications?limit=20"
        )
        if any(not item["is_read"] for item in page["items"]) and self.random.random() < 0.5:
            await self.ask(
                "POST /api/notifications/read-all", "POST", "/api/notifications/read-all"
            )

    async def opportunities(self) -> None:
        """Searches, opens one, and applies when the page offers it (a position of their role)."""
        params = self.random.choice(OPPORTUNITY_SEARCHES)
        found = await self.ask(
            "GET /api/opportunities (search)", "GET", "/api/opportunities", params=params
        )
        if not found["results"]:
            return
        chosen = self.random.choice(found["results"])
        opportunity = await self.ask(
            "GET /api/opportunities/{id}", "GET", f"/api/opportunities/{chosen['id']}"
        )
        if not opportunity["viewer"]["can_apply"] or self.random.random() < 0.5:
            return
        position = next(p for p in opportunity["positions"] if p["role"] == self.account.role)
        applied = await self.ask(
            "POST /api/opportunities/{id}/applications",
            "POST",
            f"/api/opportunities/{opportunity['id']}/applications",
            json={
                "position_id": position["id"],
                "cover_message": "I would be glad to serve at your event.",
                "available": True,
            },
        )
        self.ledger.applications.append((self.account.id, applied["id"]))

    async def directory(self) -> None:
        """Searches, opens a profile; a church writes to someone it has not written yet."""
        params = self.random.choice(DIRECTORY_SEARCHES)
        found = await self.ask(
            "GET /api/profiles/search", "GET", "/api/profiles/search", params=params
        )
        if not found["results"]:
            return
        card = self.random.choice(found["results"])
        await self.ask(
            "GET /api/profiles/{role}s/{id}",
            "GET",
            f"/api/profiles/{card['role']}s/{card['user_id']}",
        )
        if self.account.role == "church":
            await self.write_first(uuid.UUID(card["user_id"]), None)

    async def applicants(self) -> None:
        """A church reads who applied and writes to one of them about their application."""
        received = await self.ask("GET /api/applications", "GET", "/api/applications")
        if received["items"]:
            application = self.random.choice(received["items"])
            applicant = uuid.UUID(application["applicant"]["user_id"])
            await self.write_first(applicant, application["id"])

    async def write_first(self, recipient: uuid.UUID, application_id: str | None) -> None:
        """Starts a conversation as the compose page does: only with someone it may write (the
        page asks first) and who will read it (a simulated person), once each."""
        if recipient not in self.people or recipient in self.written or not self.may_write():
            return
        params = {"application_id": application_id} if application_id else {}
        check = await self.ask(
            "GET /api/messages/recipients/{id}",
            "GET",
            f"/api/messages/recipients/{recipient}",
            params=params,
        )
        if not check["can_message"]:
            return
        body = self.new_body()
        started = await self.ask(
            "POST /api/messages/conversations",
            "POST",
            "/api/messages/conversations",
            data={"recipient_id": str(recipient), "subject": "Your ministry", "body": body}
            | params,
        )
        self.written.add(recipient)
        self.ledger.messages.append((recipient, started["id"], body))

    async def inbox(self) -> None:
        """Opens a conversation (unread first, as the inbox lists them), reads it, and answers
        when the other person wrote last."""
        inbox = await self.ask(
            "GET /api/messages/conversations", "GET", "/api/messages/conversations"
        )
        if not inbox["items"]:
            return
        unread = [c for c in inbox["items"] if c["unread_count"]]
        conversation = unread[0] if unread else self.random.choice(inbox["items"])
        path = f"/api/messages/conversations/{conversation['id']}"
        await self.ask("GET /api/messages/conversations/{id}/messages", "GET", f"{path}/messages")
        if conversation["unread_count"]:
            await self.ask("POST /api/messages/conversations/{id}/read", "POST", f"{path}/read")
        other = uuid.UUID(conversation["other"]["id"])
        if conversation["last_message_mine"] or other not in self.people or not self.may_write():
            return
        body = self.new_body()
        await self.ask(
            "POST /api/messages/conversations/{id}/messages",
            "POST",
            f"{path}/messages",
            data={"body": body},
        )
        self.ledger.messages.append((other, conversation["id"], body))

    def may_write(self) -> bool:
        """Under WRITES_PER_MINUTE in the last minute (and then counts this one)."""
        now = time.monotonic()
        while self.sent_at and self.sent_at[0] < now - 60:
            self.sent_at.popleft()
        if len(self.sent_at) >= WRITES_PER_MINUTE:
            return False
        self.sent_at.append(now)
        return True

    def new_body(self) -> str:
        """Unique in the conversation, so the recipient's copy can be found afterwards."""
        self.messages += 1
        return f"Message {self.messages} from {self.account.email}: when could we talk?"


# ---- afterwards: was anything lost ---------------------------------------------------------------


async def lost_messages(ledger: Ledger, people: dict[uuid.UUID, Person]) -> list[str]:
    """Each message answered with a 2xx, looked for in its conversation as its recipient sees
    it."""
    expected: dict[tuple[uuid.UUID, str], set[str]] = defaultdict(set)
    for recipient, conversation, body in ledger.messages:
        expected[recipient, conversation].add(body)
    lost = []
    for (recipient, conversation), bodies in expected.items():
        client = people[recipient].client
        found: set[str] = set()
        params: dict[str, str] = {"limit": "100"}
        while True:
            path = f"/api/messages/conversations/{conversation}/messages"
            async with client.get(path, params=params) as response:
                if response.status != 200:
                    break
                page = await response.json()
            found.update(message["body"] for message in page["items"])
            if not page["next_cursor"]:
                break
            params["cursor"] = page["next_cursor"]
        lost += [f"{body!r} to {recipient}" for body in bodies - found]
    return lost


async def lost_applications(ledger: Ledger, people: dict[uuid.UUID, Person]) -> list[str]:
    """Each application answered with a 2xx, read back by its applicant."""
    lost = []
    for applicant, application in ledger.applications:
        path = f"/api/applications/{application}"
        async with people[applicant].client.get(path) as response:
            found = await response.json() if response.status == 200 else None
        if found is None or found["id"] != application:
            lost.append(f"application {application} of {applicant}: {response.status}")
    return lost


# ---- where the load goes -------------------------------------------------------------------------

# The people share one client address, which a real crowd does not: the per-address limits on
# sign-in and searches would answer them with 429s (the per-account and per-person ones stay).
LIMITS = {"SIGNIN_RATE_LIMIT": "100000/minute", "SEARCH_RATE_LIMIT": "100000/minute"}


@dataclass(frozen=True)
class Target:
    base_url: str
    database_url: str
    description: str


@asynccontextmanager
async def target() -> AsyncIterator[Target]:
    """What the load runs against: the production topology on loopback (deploy/topology.py,
    as `make deploy-check` starts it), through its proxy."""
    sys.path.insert(0, str(ROOT / "deploy"))
    from topology import running_topology

    with running_topology(first_port=LOAD_PORT, env=LIMITS) as topology:
        yield Target(
            topology.url,
            topology.database_url,
            "Caddy in front of two API processes (gunicorn), the worker, a private PostgreSQL"
            " and Redis",
        )


# ---- the section ---------------------------------------------------------------------------------


def started_processes_cpu_s() -> float:
    """CPU seconds used so far by the processes this one started and theirs (the servers, and
    with the topology its proxy and database too): a figure the machine's other load moves far
    less than latency."""
    children: dict[int, list[int]] = defaultdict(list)
    used = {}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as stat:
                text = stat.read()
        except OSError:  # gone meanwhile
            continue
        fields = text[text.rindex(")") + 2 :].split()  # after the command's name
        pid = int(entry.name)
        children[int(fields[1])].append(pid)
        used[pid] = (int(fields[11]) + int(fields[12])) / tick  # utime, stime
    total, waiting = 0.0, list(children[os.getpid()])
    while waiting:
        pid = waiting.pop()
        total += used[pid]
        waiting += children[pid]
    return total


async def lateness_of_this_loop(until: float, lateness_ms: list[float]) -> None:
    """How late this process's event loop wakes a task that asked to sleep LATENESS_PROBE_S,
    until `until`: a request's time is measured here, so a busy load generator adds its own
    lateness to every figure."""
    while time.monotonic() < until:
        began = time.perf_counter()
        await asyncio.sleep(LATENESS_PROBE_S)
        lateness_ms.append((time.perf_counter() - began - LATENESS_PROBE_S) * 1000)


def verdict(ok: bool) -> str:
    return "PASS" if ok else "MISS"


@dataclass(frozen=True)
class Costs:
    """What the run cost the machine, in CPU seconds, and how late the generator's loop was."""

    elapsed_s: float
    started_processes_s: float  # the servers, with the topology its proxy and database too
    generator_s: float  # this process: the people and their clients
    lateness_ms: list[float]


def report(tally: Tally, ledger: Ledger, lost: list[str], costs: Costs) -> list[str]:
    failures = []
    total = tally.requests
    rate = len(tally.errors) / max(total, 1)
    print(
        f"load: {USERS} people for {SECONDS:.0f} s: {total} requests"
        f" ({total / costs.elapsed_s:.0f}/s), {len(tally.errors)} errors, error rate {rate:.2%}"
        f" (budget 0: {verdict(not tally.errors)})"
        f" ({realtime.load()})"
    )
    print(
        f"load: CPU of the processes the bench started: {costs.started_processes_s:.1f} s,"
        f" {costs.started_processes_s * 1000 / max(total, 1):.2f} ms a request; of the load"
        f" generator itself (on the same cores): {costs.generator_s:.1f} s; its event loop woke"
        f" a sleeper late by p50 {percentile(costs.lateness_ms, 50):.2f} ms,"
        f" p95 {percentile(costs.lateness_ms, 95):.2f} ms (in every time below)"
    )
    for error in tally.errors[:10]:
        print(f"  error: {error}")
    if tally.errors:
        failures.append(f"load: {len(tally.errors)} errors in {total} requests")
    for kind, samples in sorted(tally.samples.items()):
        figures = f"{len(samples)} requests"
        if len(samples) >= 2:
            p95 = percentile(samples, 95)
            figures += f", p50 {percentile(samples, 50):.2f} ms, p95 {p95:.2f} ms"
            if kind in BUDGET_MS:
                budget = BUDGET_MS[kind]
                figures += f" (budget {budget:.0f} ms: {verdict(p95 < budget)})"
                if p95 >= budget:
                    failures.append(f"load: {kind} p95 {p95:.1f} ms is over {budget:.0f} ms")
        print(f"load: {kind}: {figures}")
    print(
        f"load: nothing lost: {len(ledger.messages)} messages and {len(ledger.applications)}"
        f" applications answered with a 2xx, {len(lost)} missing afterwards"
        f" ({verdict(not lost)})"
    )
    for missing in lost[:10]:
        print(f"  missing: {missing}")
    if lost:
        failures.append(f"load: {len(lost)} messages or applications lost")
    return failures


async def load_section() -> list[str]:
    async with target() as where:
        subprocess_env = {**os.environ, "DATABASE_URL": where.database_url}
        seeded = await asyncio.create_subprocess_exec(
            BIN / "steeple", "seed", env=subprocess_env, stdout=asyncio.subprocess.DEVNULL
        )
        if await seeded.wait():
            raise SystemExit("steeple seed failed")
        accounts = await make_accounts(where.database_url, USERS)
        print(
            f"load: against {where.description} at {where.base_url}; demo data and {USERS} accounts"
        )
        tally, ledger = Tally(), Ledger()
        ids = {account.id for account in accounts}
        people = {
            account.id: Person(account, where.base_url, tally, ledger, ids) for account in accounts
        }
        lateness_ms: list[float] = []
        began, cpu, own_cpu = time.monotonic(), started_processes_cpu_s(), time.process_time()
        await asyncio.gather(
            lateness_of_this_loop(began + SECONDS, lateness_ms),
            *(person.live(began + SECONDS) for person in people.values()),
        )
        costs = Costs(
            elapsed_s=time.monotonic() - began,
            started_processes_s=started_processes_cpu_s() - cpu,
            generator_s=time.process_time() - own_cpu,
            lateness_ms=lateness_ms,
        )
        try:
            lost = await lost_messages(ledger, people) + await lost_applications(ledger, people)
        finally:
            for person in people.values():
                await person.client.close()
    return report(tally, ledger, lost, costs)
