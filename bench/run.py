"""`make bench`: performance figures measured against the real server on this machine.

Budgets (DESIGN.md): first route under 150 KB of JavaScript gzip; LCP under 1.0 s and CLS under
0.05 on a cold, unthrottled load of the production build.
"""

import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

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
    env = {**os.environ, "DATABASE_URL": database_url, "ENVIRONMENT": "production"}
    subprocess.run([BIN / "steeple", "migrate"], env=env, check=True)
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
            for failure in failures:
                print(f"OVER BUDGET: {failure}")
            return 1 if failures else 0
        finally:
            server.terminate()
            server.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
