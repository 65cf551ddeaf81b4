"""The `steeple` command: serve, migrate, worker, outbox, openapi, seed, make-staff."""

import argparse
import asyncio
import dataclasses
import json
import os
import signal
import sys

import uvicorn

import steeple.models  # noqa: F401 (every table and flush listener, whatever the command)
from steeple.config import Environment, Settings
from steeple.db import create_engine, create_sessionmaker, utcnow
from steeple.email.service import Backlog
from steeple.migrate import upgrade
from steeple.runtime import Runtime


def serve(settings: Settings, args: argparse.Namespace) -> None:
    host = args.host or settings.host
    port = args.port or settings.port
    # The app is built by uvicorn (in each worker process) from the environment: hand it the
    # address given here, so the settings there agree (links in emails follow the port).
    os.environ["HOST"] = host
    os.environ["PORT"] = str(port)
    print(f"Steeple is serving on http://{'localhost' if host == '127.0.0.1' else host}:{port}")
    uvicorn.run(
        "steeple.app:create_app",
        factory=True,
        host=host,
        port=port,
        workers=args.workers or settings.web_concurrency,
        reload=args.reload,
        reload_dirs=[str(settings.frontend_dist.parent.parent / "backend")]
        if args.reload
        else None,
        # uvicorn[standard] brings both: the faster event loop and HTTP parser, named so that
        # a missing one fails here instead of falling back unseen.
        loop="uvloop",
        http="httptools",
        # The app reads X-Forwarded-For itself, as far as FORWARDED_PROXY_HOPS allows.
        proxy_headers=False,
        server_header=False,
        log_level=settings.log_level.lower(),
    )


def migrate(settings: Settings, _args: argparse.Namespace) -> None:
    upgrade(settings.database_url, settings=settings)


def worker(settings: Settings, _args: argparse.Namespace) -> None:
    from steeple.app import configure_logging

    configure_logging(settings.log_level)
    asyncio.run(_work_until_stopped(settings))


async def _work_until_stopped(settings: Settings) -> None:
    """The background jobs (steeple/runtime.py) until SIGINT or SIGTERM."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for stop_signal in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(stop_signal, stop.set)
    async with Runtime.build(settings, utcnow).running(jobs=True):
        await stop.wait()


def outbox(settings: Settings, args: argparse.Namespace) -> None:
    from steeple.email.service import backlog

    async def run() -> Backlog:
        engine = create_engine(settings)
        try:
            async with create_sessionmaker(engine)() as session:
                return await backlog(session, utcnow())
        finally:
            await engine.dispose()

    found = asyncio.run(run())
    print(json.dumps(dataclasses.asdict(found)))
    if args.max_lag is not None and found.oldest_due_seconds > args.max_lag:
        waited = f"{found.oldest_due_seconds:.0f} s"
        sys.exit(f"An email has been due for {waited}: is a worker running?")


def seed(settings: Settings, args: argparse.Namespace) -> None:
    from steeple.db import create_engine, create_sessionmaker
    from steeple.demo.bench import seed_profiles
    from steeple.demo.content import (
        CHURCHES,
        MUSICIANS,
        OPPORTUNITIES,
        PRINTED_ACCOUNTS,
        SPEAKERS,
    )
    from steeple.demo.marketplace import run_seed
    from steeple.demo.records import PEOPLE_DOMAIN
    from steeple.web.settings import SETTINGS_KEY

    async def run() -> int:
        engine = create_engine(settings)
        try:
            # The settings ride along: the demo writes its files where the app keeps them.
            sessionmaker = create_sessionmaker(engine, info={SETTINGS_KEY: settings})
            if args.profiles:
                async with sessionmaker() as session, session.begin():
                    await seed_profiles(session, args.profiles)
            return len(await run_seed(sessionmaker))
        finally:
            await engine.dispose()

    created = asyncio.run(run())
    if args.profiles:
        print(f"Benchmark profiles: {args.profiles} added.")
    print(
        f"Demo data: {created} demo account(s) created, {len(PRINTED_ACCOUNTS) - created} already"
        f" there; {len(SPEAKERS)} speakers, {len(MUSICIANS)} musicians, {len(CHURCHES)}"
        f" churches and {len(OPPORTUNITIES)} opportunities with their applicants in all (the other"
        f" people sign in on @{PEOPLE_DOMAIN}, same password)."
    )
    print("\n".join(demo_accounts_lines(settings)))


def demo_accounts_lines(settings: Settings) -> list[str]:
    """What `make run` shows before serving: the demo accounts, and where their emails go."""
    from steeple.demo.content import DEMO_PASSWORD, PRINTED_ACCOUNTS

    lines = [f"Demo accounts (password {DEMO_PASSWORD}):"]
    for account in PRINTED_ACCOUNTS:
        kind = account.role.value if account.role else "staff"
        if account.church_role:  # church accounts: their place in their church
            kind = f"church {account.church_role.value}"
        note = f"  ({account.note})" if account.note else ""
        lines.append(f"  {kind:<17} {account.email}{note}")
    if settings.mailbox_url:
        lines.append(f"Dev mailbox (every email the app sends): {settings.mailbox_url}")
    return lines


def make_staff(settings: Settings, args: argparse.Namespace) -> None:
    from steeple.moderation.service import make_staff as grant

    async def run() -> bool:
        engine = create_engine(settings)
        try:
            async with create_sessionmaker(engine)() as session, session.begin():
                return await grant(session, args.email) is not None
        finally:
            await engine.dispose()

    if not asyncio.run(run()):
        sys.exit(f"No account with the email {args.email}: sign up first.")
    print(f"{args.email} is now Steeple staff: /admin shows the reports and the moderation log.")


def openapi(settings: Settings, _args: argparse.Namespace) -> None:
    from steeple.app import create_app

    # The public schema: the test-only routes of ENVIRONMENT=test stay out of it.
    public = settings.model_copy(update={"environment": Environment.development})
    schema = create_app(public).openapi()
    json.dump(schema, sys.stdout, indent=2, sort_keys=True)
    sys.stdout.write("\n")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="steeple", description="Steeple server and tools")
    commands = parser.add_subparsers(dest="command", required=True)

    serve_cmd = commands.add_parser("serve", help="serve the API and the web app")
    serve_cmd.add_argument("--host")
    serve_cmd.add_argument("--port", type=int)
    serve_cmd.add_argument("--workers", type=int)
    serve_cmd.add_argument("--reload", action="store_true", help="restart on code changes (dev)")
    serve_cmd.set_defaults(handler=serve)

    commands.add_parser("migrate", help="apply database migrations").set_defaults(handler=migrate)
    commands.add_parser(
        "worker",
        help="run the background jobs: emails, digests, sweeps, renewals (instead of the server"
        " processes, with WORKER_IN_PROCESS=false, or beside them)",
    ).set_defaults(handler=worker)
    outbox_cmd = commands.add_parser(
        "outbox", help="print what waits in the email outbox (JSON); a health check for workers"
    )
    outbox_cmd.add_argument(
        "--max-lag",
        type=float,
        help="exit 1 when an email has been due for longer than this many seconds",
    )
    outbox_cmd.set_defaults(handler=outbox)
    commands.add_parser("openapi", help="print the OpenAPI schema").set_defaults(handler=openapi)
    seed_cmd = commands.add_parser("seed", help="create the demo accounts once")
    seed_cmd.add_argument(
        "--profiles",
        type=int,
        default=0,
        help="also add this many benchmark speakers and musicians",
    )
    seed_cmd.set_defaults(handler=seed)
    staff_cmd = commands.add_parser(
        "make-staff", help="grant an account the staff flag (moderation, /admin)"
    )
    staff_cmd.add_argument("email")
    staff_cmd.set_defaults(handler=make_staff)

    args = parser.parse_args(argv)
    args.handler(Settings(), args)


if __name__ == "__main__":
    main()
