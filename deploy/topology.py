"""Steeple's production topology on loopback, started for real: a private PostgreSQL (initdb into
a temporary folder, its own port) and Redis, `steeple migrate` once, then each process of
deploy/Procfile (two API processes under gunicorn, the worker, Caddy in front) run by honcho.
`make deploy-check` (deploy/check.py) tests it; the load bench runs through it.

    sys.path.insert(0, str(ROOT / "deploy"))  # from elsewhere (bench/): this folder on the path
    from topology import running_topology

    with running_topology(first_port=9600, env={"SIGNIN_RATE_LIMIT": "1000/minute"}) as topology:
        httpx.get(f"{topology.url}/api/health")  # through Caddy; topology.api_urls: each process

Each Procfile process has a honcho of its own (`honcho start <name>`), so that one of them can be
killed while the others run on. Everything started here is stopped by its PID or the process
group made for it, also when the block fails or Ctrl-C interrupts it.
"""

import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parent.parent
PROCFILE = ROOT / "deploy" / "Procfile"
# The virtual environment's commands (honcho, gunicorn, steeple, caddy) beside this Python.
BIN = Path(sys.executable).parent
APIS = ("api_1", "api_2")
PROCESSES = (*APIS, "worker", "proxy")
# How often Caddy asks each API process's /api/health.
HEALTH_INTERVAL_S = 1.0
START_TIMEOUT_S = 60.0


def free_ports(count: int, first: int) -> list[int]:
    """`count` ports from `first` on that nothing listens on (and none of them twice)."""
    found: list[int] = []
    for port in range(first, first + 100):
        with socket.socket() as probe:
            # As the servers bind: a port whose last connections linger in TIME_WAIT is free.
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
        found.append(port)
        if len(found) == count:
            return found
    raise SystemExit(f"fewer than {count} free ports from {first} on")


def wait_until(what: str, ready: Callable[[], bool], timeout_s: float = START_TIMEOUT_S) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if ready():
            return
        time.sleep(0.1)
    raise TimeoutError(f"{what} was not ready within {timeout_s:.0f} s")


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:  # noqa: S310 (our own http URL)
            return bool(response.status == 200)
    except OSError:
        return False


def stop_group(leader: subprocess.Popen[bytes], first: signal.Signals, grace_s: float) -> None:
    """Sends `first` to the process group `leader` heads, then SIGKILL to what is left of it."""
    with suppress(ProcessLookupError):
        os.killpg(leader.pid, first)
    with suppress(subprocess.TimeoutExpired):
        leader.wait(grace_s)
    with suppress(ProcessLookupError):
        os.killpg(leader.pid, signal.SIGKILL)
    leader.wait()


def _postgres_bin() -> Path:
    """The newest installed PostgreSQL's programs (Debian keeps them out of PATH)."""
    found = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/postgres"),
        key=lambda path: int(path.parent.parent.name) if path.parent.parent.name.isdigit() else 0,
    )
    if found:
        return found[-1].parent
    on_path = shutil.which("postgres")
    if on_path is None:
        raise SystemExit("PostgreSQL's programs are not installed (initdb, postgres)")
    return Path(on_path).parent


class PrivatePostgres:
    """A PostgreSQL server of our own in `folder`, on `port`, with its socket in `folder` too:
    never the machine's shared server. Run as the `postgres` user when we are root (the server
    refuses root); setpriv execs, so the PID we hold is the postmaster's."""

    def __init__(self, folder: Path, port: int, log: IO[bytes]) -> None:
        self.data = folder / "pgdata"
        self.port = port
        self.log = log
        self.bin = _postgres_bin()
        self.process: subprocess.Popen[bytes] | None = None
        self.as_owner: list[str] = []
        self.data.mkdir()
        if os.geteuid() == 0:
            self.as_owner = ["setpriv", "--reuid=postgres", "--regid=postgres", "--init-groups"]
            shutil.chown(self.data, "postgres", "postgres")
        self.url = f"postgresql://postgres@127.0.0.1:{port}/steeple"

    def _run(self, program: str, *args: str) -> None:
        subprocess.run(
            [*self.as_owner, str(self.bin / program), *args],
            check=True,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )

    def create(self) -> None:
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "-A", "trust", "--no-sync")
        self.start()
        self._run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "steeple")

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                *self.as_owner,
                str(self.bin / "postgres"),
                "-D",
                str(self.data),
                "-p",
                str(self.port),
                "-c",
                "listen_addresses=127.0.0.1",
                "-c",
                f"unix_socket_directories={self.data}",
                # Two API processes, the worker, their listeners and a load bench's users.
                "-c",
                "max_connections=200",
                # Speed only: a committed transaction's WAL still reaches the kernel before the
                # commit returns (synchronous_commit stays on), so killing the server loses
                # nothing committed; only the machine crashing would.
                "-c",
                "fsync=off",
            ],
            stdout=self.log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        wait_until("PostgreSQL", self._ready)

    def _ready(self) -> bool:
        assert self.process is not None
        if self.process.poll() is not None:
            raise RuntimeError(f"PostgreSQL exited with {self.process.returncode}")
        ready = subprocess.run(
            [str(self.bin / "pg_isready"), "-q", "-h", "127.0.0.1", "-p", str(self.port)],
            check=False,
        )
        return ready.returncode == 0

    def crash(self) -> None:
        """Stops the server as a crash would (immediate shutdown: no checkpoint; the next start
        recovers from the WAL)."""
        assert self.process is not None
        self.process.send_signal(signal.SIGQUIT)
        self.process.wait(30)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            # SIGINT: fast shutdown (sessions are ended, then a checkpoint).
            stop_group(self.process, signal.SIGINT, 20)


@dataclass
class Topology:
    url: str  # through the proxy
    api_urls: dict[str, str]  # each API process directly, by its Procfile name
    instances: dict[str, str]  # each API process's INSTANCE_NAME (X-Served-By), by Procfile name
    database_url: str
    redis_url: str
    env: dict[str, str]  # what every process was given
    folder: Path  # the logs (<name>.log), the database, the uploads
    postgres: PrivatePostgres
    processes: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)  # the honchos

    def restart_database(self, down_s: float) -> None:
        """Crashes the private PostgreSQL and starts it again `down_s` later; the app processes
        are left alone (they must recover by themselves)."""
        self.postgres.crash()
        time.sleep(down_s)
        self.postgres.start()

    def kill(self, name: str) -> None:
        """Kills a Procfile process outright (SIGKILL, no shutdown), as a crash or a lost host
        would: its honcho then exits, the others run on."""
        child = self._child_pid(name)
        with suppress(ProcessLookupError):
            os.killpg(child, signal.SIGKILL)
        self.processes[name].wait(10)

    def _child_pid(self, name: str) -> int:
        """The PID honcho started the Procfile command as (it heads a process group of its own:
        the command, gunicorn's workers included)."""
        started = re.search(rf"{name}\.\d+ started \(pid=(\d+)\)", self.log(name))
        if started is None:
            raise RuntimeError(f"honcho did not say it started {name}")
        return int(started.group(1))

    def log(self, name: str) -> str:
        return (self.folder / f"{name}.log").read_text(errors="replace")

    def stop(self) -> None:
        """Every honcho at once (each stops its command: SIGTERM, SIGKILL after 5 s), then what
        may be left of their commands' groups."""
        for process in self.processes.values():
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for name, process in self.processes.items():
            with suppress(subprocess.TimeoutExpired):
                process.wait(15)
            with suppress(RuntimeError, ProcessLookupError):
                os.killpg(self._child_pid(name), signal.SIGKILL)
            stop_group(process, signal.SIGKILL, 0)


@contextmanager
def running_topology(
    *,
    first_port: int = 9300,
    upstreams: Sequence[str] = APIS,
    env: Mapping[str, str] | None = None,
    keep_folder: bool = False,
) -> Iterator[Topology]:
    """Starts it all; yields once every API process answers directly and through the proxy.

    `upstreams`: the API processes Caddy proxies to (all of them unless told otherwise: the check
    leaves one out to show that it then fails). `env`: settings for every process on top of
    these (say, higher rate limits for a load bench)."""
    folder = Path(tempfile.mkdtemp(prefix="steeple-topology-"))
    folder.chmod(0o755)  # the postgres user reaches its data folder through it
    postgres_port, redis_port, api_1_port, api_2_port, proxy_port = free_ports(5, first_port)
    api_ports = {"api_1": api_1_port, "api_2": api_2_port}
    url = f"http://127.0.0.1:{proxy_port}"
    with ExitStack() as stack:
        if not keep_folder:
            stack.callback(shutil.rmtree, folder, ignore_errors=True)
        logs = {
            name: stack.enter_context((folder / f"{name}.log").open("wb"))
            for name in ("postgres", "redis", "migrate", *PROCESSES)
        }

        postgres = PrivatePostgres(folder, postgres_port, logs["postgres"])
        stack.callback(postgres.stop)
        postgres.create()

        redis = subprocess.Popen(
            [
                "redis-server",
                "--bind",
                "127.0.0.1",
                "--port",
                str(redis_port),
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(folder),
            ],
            stdout=logs["redis"],
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        stack.callback(stop_group, redis, signal.SIGTERM, 10)
        wait_until("Redis", lambda: _redis_answers(redis_port))

        topology_env = {
            **os.environ,
            "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
            # This checkout's backend, whatever the virtual environment was installed from.
            "PYTHONPATH": str(ROOT / "backend"),
            "ENVIRONMENT": "production",
            "SECRET_KEY": secrets.token_urlsafe(48),
            "PUBLIC_URL": url,
            "DATABASE_URL": postgres.url,
            "REDIS_URL": f"redis://127.0.0.1:{redis_port}/0",
            # Production takes payments through Stripe only; nothing here pays, so these are
            # never sent anywhere.
            "STRIPE_SECRET_KEY": "sk_test_topology_never_calls_stripe",
            "STRIPE_WEBHOOK_SECRET": "whsec_topology_never_calls_stripe",
            "FORWARDED_PROXY_HOPS": "1",
            "MEDIA_DIR": str(folder / "media"),
            "WEB_CONCURRENCY": "1",
            # deploy/Procfile's and deploy/Caddyfile's settings.
            "API_1_PORT": str(api_1_port),
            "API_2_PORT": str(api_2_port),
            "SITE_ADDRESS": url,
            "PROXY_BIND": "127.0.0.1",
            "API_UPSTREAMS": " ".join(f"127.0.0.1:{api_ports[name]}" for name in upstreams),
            "WEB_ROOT": str(ROOT / "frontend" / "dist"),
            "HEALTH_INTERVAL": f"{HEALTH_INTERVAL_S:g}s",
            "CADDY_ADMIN": "off",
            # Caddy's own files (certificates, locks) stay in the folder.
            "XDG_DATA_HOME": str(folder / "caddy-data"),
            "XDG_CONFIG_HOME": str(folder / "caddy-config"),
            **(env or {}),
        }
        migrated = subprocess.run(
            [BIN / "steeple", "migrate"],
            env=topology_env,
            check=False,
            stdout=logs["migrate"],
            stderr=subprocess.STDOUT,
        )
        if migrated.returncode != 0:
            tail = (folder / "migrate.log").read_text(errors="replace")[-3000:]
            raise RuntimeError(f"steeple migrate failed:\n{tail}")

        topology = Topology(
            url=url,
            api_urls={name: f"http://127.0.0.1:{port}" for name, port in api_ports.items()},
            instances={"api_1": "api-1", "api_2": "api-2"},
            database_url=postgres.url,
            redis_url=topology_env["REDIS_URL"],
            env=topology_env,
            folder=folder,
            postgres=postgres,
        )
        stack.callback(topology.stop)
        no_env_file = folder / "empty.env"  # not the developer's .env
        no_env_file.touch()
        for name in PROCESSES:
            topology.processes[name] = subprocess.Popen(
                [
                    BIN / "honcho",
                    "-f",
                    PROCFILE,
                    "-d",
                    ROOT,
                    "-e",
                    no_env_file,
                    "--no-colour",
                    "start",
                    name,
                ],
                env=topology_env,
                stdout=logs[name],
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

        def all_up() -> bool:
            for name, process in topology.processes.items():
                if process.poll() is not None:
                    raise RuntimeError(f"{name} exited:\n{topology.log(name)[-3000:]}")
            return all(answers(f"{base}/api/health") for base in topology.api_urls.values())

        wait_until("the API processes", all_up)
        wait_until("the proxy", lambda: answers(f"{url}/api/health"))
        yield topology


def _redis_answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1) as connection:
            connection.sendall(b"PING\r\n")
            return connection.recv(16).startswith(b"+PONG")
    except OSError:
        return False
