"""The `steeple` command: serve, migrate, openapi."""

import argparse
import json
import sys

import uvicorn

from steeple.config import Settings
from steeple.migrate import upgrade


def serve(settings: Settings, args: argparse.Namespace) -> None:
    host = args.host or settings.host
    port = args.port or settings.port
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
        proxy_headers=settings.trust_forwarded_for,
        server_header=False,
        log_level=settings.log_level.lower(),
    )


def migrate(settings: Settings, _args: argparse.Namespace) -> None:
    upgrade(settings.database_url)


def openapi(settings: Settings, _args: argparse.Namespace) -> None:
    from steeple.app import create_app

    schema = create_app(settings).openapi()
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
    commands.add_parser("openapi", help="print the OpenAPI schema").set_defaults(handler=openapi)

    args = parser.parse_args(argv)
    args.handler(Settings(), args)


if __name__ == "__main__":
    main()
