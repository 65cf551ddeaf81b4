#!/usr/bin/env bash
# Starts Steeple in test mode on a new, empty SQLite database for one Playwright run.
set -euo pipefail
cd "$(dirname "$0")"
port="${1:-8123}"
data="$(mktemp -d)"
export ENVIRONMENT=test
export PUBLIC_URL="http://127.0.0.1:${port}"
# Every journey's pages report vitals from the same address; the default 60 a minute would make
# the telemetry journey depend on how many pages ran before it.
export TELEMETRY_RATE_LIMIT="2000/minute"
# Likewise every journey searches the directory from this one address.
export SEARCH_RATE_LIMIT="2000/minute"
# And every journey signs up and signs in from this one address (the demo church's admin over a
# dozen times a run): the limits on sign-ups (10 an hour per address) and on guessing (30 a minute
# per address, 10 per account in 15 minutes) would fail whichever journey comes after. The backend
# tests hold those limits.
export SIGNUP_RATE_LIMIT="2000/hour"
export SIGNIN_RATE_LIMIT="2000/minute"
export SIGNIN_ACCOUNT_RATE_LIMIT="2000/15minutes"
# And every page a journey opens refreshes its session from this address: a run of 3 minutes on a
# fast machine passed the default 120 a minute, and a page then showed the sign-in form (a 429).
export REFRESH_RATE_LIMIT="2000/minute"
export DATABASE_URL="sqlite:///${data}/e2e.db"
../.venv/bin/steeple migrate
../.venv/bin/steeple seed >/dev/null
exec ../.venv/bin/steeple serve --port "$port"
