#!/usr/bin/env bash
# The backend suite on SQLite and on PostgreSQL (TEST_DATABASE_URL, or the local server), at the
# same time: each run is one process with its own database, so together they use both cores of a
# CI machine. The PostgreSQL run's output is held back and printed after the SQLite run's.
# A test whose fixtures do not reach the suite's database (database_url) runs in the SQLite run
# only: pure logic, checks of the code, migrations on a file of their own, app processes started
# against PostgreSQL by the test itself. The PostgreSQL run would only give the same answer again.
set -uo pipefail
cd "$(dirname "$0")/../backend"
pytest=../.venv/bin/pytest

postgres_log=$(mktemp)
trap 'rm -f "$postgres_log"' EXIT
postgres_pid=
if url=$(../.venv/bin/python -m tests.postgres_url); then
	TEST_DATABASE_URL="$url" "$pytest" -q -p no:cacheprovider --database-tests-only >"$postgres_log" 2>&1 &
	postgres_pid=$!
else
	echo "== SKIPPED: backend tests on PostgreSQL: no server answered (set TEST_DATABASE_URL)"
fi

echo "== backend tests on SQLite"
"$pytest" -q -p no:cacheprovider
sqlite_status=$?

postgres_status=0
if [[ -n $postgres_pid ]]; then
	wait "$postgres_pid"
	postgres_status=$?
	echo "== backend tests on PostgreSQL ($url): those that use the database"
	cat "$postgres_log"
fi

if ((sqlite_status != 0 || postgres_status != 0)); then
	echo "== backend tests failed (SQLite exit $sqlite_status, PostgreSQL exit $postgres_status)"
	exit 1
fi
