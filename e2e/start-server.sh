#!/usr/bin/env bash
# Starts Steeple in test mode on a new, empty SQLite database for one Playwright run.
set -euo pipefail
cd "$(dirname "$0")"
port="${1:-8123}"
data="$(mktemp -d)"
export ENVIRONMENT=test
export DATABASE_URL="sqlite:///${data}/e2e.db"
../.venv/bin/steeple migrate
exec ../.venv/bin/steeple serve --port "$port"
