"""Prints the PostgreSQL URL for the test suite and exits 0, or exits 1 when no server answers.

TEST_DATABASE_URL wins; otherwise the local server (trust auth as on the CI machines) is tried.
"""

import asyncio
import os
import sys

import asyncpg

DEFAULT = "postgresql://postgres@127.0.0.1:5432/postgres"


async def answers(url: str) -> bool:
    try:
        connection = await asyncpg.connect(url.replace("+asyncpg", ""), timeout=3)
    except (TimeoutError, OSError, asyncpg.PostgresError):
        return False
    await connection.close()
    return True


def main() -> int:
    url = os.environ.get("TEST_DATABASE_URL") or DEFAULT
    if not asyncio.run(answers(url)):
        return 1
    print(url)
    return 0


if __name__ == "__main__":
    sys.exit(main())
