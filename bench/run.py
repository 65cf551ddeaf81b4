"""`make bench`: performance figures measured against the real server on this machine.

Budgets (DESIGN.md): first route under 150 KB of JavaScript gzip; LCP under 1.0 s and CLS under
0.05 on a cold, unthrottled load of the production build; during a flood of sign-ins the health
endpoint's p95 stays within 3x its idle value.
"""

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / ".venv" / "bin"
PORT = int(os.environ.get("BENCH_PORT", "8130"))
BASE = f"http://127.0.0.1:{PORT}"


def wait_for_health(deadline_s: float = 30) -> None:
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{BASE}/api/health", timeout=1) as response:  # noqa: S310
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise SystemExit("the server did not answer /api/health")


def start_server(database_url: str) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "ENVIRONMENT": "production",
        "SECRET_KEY": "bench-secret-key-of-sufficient-length-0123456789",
        "WEB_CONCURRENCY": "2",
        # The flood measures hashing, so the guessing limits must not answer it with 429s.
        "SIGNIN_RATE_LIMIT": "100000/minute",
        "SIGNIN_ACCOUNT_RATE_LIMIT": "100000/minute",
    }
    subprocess.run([BIN / "steeple", "migrate"], env=env, check=True)
    subprocess.run([BIN / "steeple", "seed"], env=env, check=True, stdout=subprocess.DEVNULL)
    return subprocess.Popen(
        [BIN / "steeple", "serve", "--port", str(PORT)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def frontend_load(path: str) -> dict[str, object]:
    output = subprocess.run(
        ["node", str(ROOT / "bench" / "frontend-load.mjs"), BASE, path, "5"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    result: dict[str, object] = json.loads(output.strip().splitlines()[-1])
    return result


def p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20)[18]


async def health_latencies(client: httpx.AsyncClient, until: float) -> list[float]:
    samples = []
    while time.monotonic() < until:
        started = time.perf_counter()
        response = await client.get("/api/health")
        samples.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200
        await asyncio.sleep(0.01)
    return samples


async def signin_flood(seconds: float = 10, concurrency: int = 16) -> dict[str, float]:
    """Health latency idle, then while `concurrency` clients sign in as fast as they can."""
    from steeple.seed import DEMO_ACCOUNTS, DEMO_PASSWORD  # the bench signs in as a demo user

    credentials = {"email": DEMO_ACCOUNTS[0].email, "password": DEMO_PASSWORD}
    limits = httpx.Limits(max_connections=concurrency + 4)
    async with httpx.AsyncClient(base_url=BASE, limits=limits, timeout=30) as client:
        idle = await health_latencies(client, time.monotonic() + 5)
        signed_in = 0
        until = time.monotonic() + seconds

        async def signer() -> None:
            nonlocal signed_in
            while time.monotonic() < until:
                response = await client.post("/api/auth/signin", json=credentials)
                assert response.status_code == 200, response.text
                signed_in += 1

        flood_health, *_ = await asyncio.gather(
            health_latencies(client, until), *(signer() for _ in range(concurrency))
        )
    return {
        "signins_per_second": round(signed_in / seconds, 1),
        "health_idle_p50_ms": round(statistics.median(idle), 2),
        "health_idle_p95_ms": round(p95(idle), 2),
        "health_flood_p50_ms": round(statistics.median(flood_health), 2),
        "health_flood_p95_ms": round(p95(flood_health), 2),
        "ratio_p95": round(p95(flood_health) / p95(idle), 2),
    }


async def enumeration_timing(samples: int = 20) -> dict[str, float]:
    """Sign-in with a wrong password: a registered email and an unknown one should take alike."""
    from steeple.seed import DEMO_ACCOUNTS

    async def median_ms(email: str) -> float:
        durations = []
        async with httpx.AsyncClient(base_url=BASE, timeout=30) as client:
            for _ in range(samples):
                started = time.perf_counter()
                response = await client.post(
                    "/api/auth/signin", json={"email": email, "password": "Wrong-pass-1!"}
                )
                durations.append((time.perf_counter() - started) * 1000)
                assert response.status_code == 401, response.text
        return statistics.median(durations)

    known = await median_ms(DEMO_ACCOUNTS[1].email)
    unknown = await median_ms("nobody-here@example.org")
    return {"known_email_ms": round(known, 1), "unknown_email_ms": round(unknown, 1)}


POSTGRES = os.environ.get("BENCH_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
SEARCH_PORT = PORT + 1
SEARCHES = {
    "common (q=john)": {"q": "john"},
    "common filter (topic=youth)": {"topic": "youth"},
    "rare (q=priscilla okafor)": {"q": "priscilla okafor"},
    "no match (q=zzqx)": {"q": "zzqx"},
    "two letters (q=jo)": {"q": "jo"},
    "two letters, speakers (q=el)": {"q": "el", "role": "speaker"},
}


def percentile(samples: list[float], pct: int) -> float:
    return statistics.quantiles(samples, n=100)[pct - 1]


async def explain(database_url: str, params: dict[str, str]) -> str:
    """The plans PostgreSQL picks for the directory queries of `params` (two runs for a name)."""
    import asyncpg
    from sqlalchemy.dialects import postgresql

    from steeple.profiles import search

    query = search.DirectoryQuery(
        role=params.get("role"),  # type: ignore[arg-type]
        name=params.get("q"),
        topic=params.get("topic"),
    )
    plans = []
    connection = await asyncpg.connect(database_url)
    try:
        for run in search.runs(query):
            sql = search.ranked(run, 0, search.PAGE_SIZE + 1).compile(
                dialect=postgresql.dialect(),  # type: ignore[no-untyped-call]
                compile_kwargs={"literal_binds": True},
            )
            rows = await connection.fetch(f"EXPLAIN (ANALYZE, COSTS OFF) {sql}")
            plans.append("\n".join(row[0] for row in rows))
    finally:
        await connection.close()
    return "\n--\n".join(plans)


async def directory_search(profiles: int) -> list[str]:
    """Seeds `profiles` talent profiles in a new PostgreSQL database, then times the search."""
    import asyncpg

    failures: list[str] = []
    admin = await asyncpg.connect(POSTGRES)
    name = "steeple_bench_directory"
    await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    await admin.execute(f'CREATE DATABASE "{name}"')
    await admin.close()
    database_url = POSTGRES.rsplit("/", 1)[0] + f"/{name}"
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "ENVIRONMENT": "production",
        "SECRET_KEY": "bench-secret-key-of-sufficient-length-0123456789",
    }
    started = time.monotonic()
    subprocess.run([BIN / "steeple", "migrate"], env=env, check=True)
    subprocess.run(
        [BIN / "steeple", "seed", "--profiles", str(profiles)],
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    connection = await asyncpg.connect(database_url)
    # What autovacuum does soon after a bulk load: statistics, visibility map, GIN pending lists.
    await connection.execute("VACUUM ANALYZE")
    await connection.close()
    print(f"directory: seeded {profiles} profiles in {time.monotonic() - started:.0f} s")
    server = subprocess.Popen(
        [BIN / "steeple", "serve", "--port", str(SEARCH_PORT)],
        env={**env, "WEB_CONCURRENCY": "1"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        base = f"http://127.0.0.1:{SEARCH_PORT}"
        async with httpx.AsyncClient(base_url=base, timeout=30) as client:
            for _ in range(100):
                try:
                    if (await client.get("/api/health")).status_code == 200:
                        break
                except httpx.TransportError:
                    await asyncio.sleep(0.2)
            for label, params in SEARCHES.items():
                for _ in range(20):  # warm up
                    await client.get("/api/profiles/search", params=params)
                samples = []
                for _ in range(300):
                    began = time.perf_counter()
                    response = await client.get("/api/profiles/search", params=params)
                    samples.append((time.perf_counter() - began) * 1000)
                    assert response.status_code == 200, response.text
                found = len(response.json()["results"])
                p95 = percentile(samples, 95)
                print(
                    f"directory search {label}: {found} results, p50 {percentile(samples, 50):.2f}"
                    f" ms, p95 {p95:.2f} ms, p99 {percentile(samples, 99):.2f} ms"
                )
                plan = await explain(database_url, params)
                print("  plan: " + plan.replace("\n", "\n        "))
                if "Seq Scan on talent_profiles" in plan:
                    failures.append(f"directory search {label} scans the whole table")
                if p95 >= 15:
                    failures.append(f"directory search {label}: p95 {p95:.1f} ms is over 15 ms")
    finally:
        server.terminate()
        server.wait(timeout=10)
    return failures


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        server = start_server(f"sqlite:///{tmp}/bench.db")
        try:
            wait_for_health()
            failures = []
            for path in ("/", "/about"):
                result = frontend_load(path)
                print(f"frontend cold load {json.dumps(result)}")
                if path == "/":
                    if float(result["js_gzip_kb"]) >= 150:  # type: ignore[arg-type]
                        failures.append("first route JavaScript is over 150 KB gzip")
                    if float(result["lcp_ms_max"]) >= 1000:  # type: ignore[arg-type]
                        failures.append("LCP of / is over 1.0 s")
                    if float(result["cls_max"]) >= 0.05:  # type: ignore[arg-type]
                        failures.append("CLS of / is over 0.05")
            print(f"wrong-password sign-in {json.dumps(asyncio.run(enumeration_timing()))}")
            flood = asyncio.run(signin_flood())
            print(f"sign-in flood {json.dumps(flood)}")
            if flood["ratio_p95"] > 3:
                failures.append("health p95 during the sign-in flood is over 3x idle")
            profiles = int(os.environ.get("BENCH_PROFILES", "100000"))
            failures += asyncio.run(directory_search(profiles))
            for failure in failures:
                print(f"OVER BUDGET: {failure}")
            return 1 if failures else 0
        finally:
            server.terminate()
            server.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
