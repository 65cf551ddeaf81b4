"""One clock. Ruff's banned-api rule (pyproject.toml) keeps datetime.now and its kin inside
steeple.db; this keeps the app's code off that wall clock too: it reads the app's clock (a `now`
from its caller, NowDep, or a session's `now_of`), which tests hold still and move."""

import re
from pathlib import Path

import steeple

WALL_CLOCK_READERS = {
    "db.py",  # the clock's home
    # The test provider plays Stripe, whose clock is not the app's.
    "billing/local_provider.py",
    "billing/local_objects.py",
    "billing/local_delivery.py",
    "web/rate_limit.py",  # the limits library keeps its windows by the wall clock
    "cli.py",  # commands from the shell (`steeple outbox`): the outermost caller, no app clock
}


def test_only_the_clocks_home_and_outside_clocks_read_the_wall_clock() -> None:
    package = Path(steeple.__file__).parent
    reads_the_wall = re.compile(r"\butcnow\(\)")
    offenders = [
        f"{relative}:{number}"
        for path in package.rglob("*.py")
        if (relative := path.relative_to(package).as_posix()) not in WALL_CLOCK_READERS
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if reads_the_wall.search(line)
    ]
    assert offenders == [], f"take `now` from the caller (the app's clock): {offenders}"
