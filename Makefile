# Steeple: `make run` serves the product, `make test` runs every test. See README.md.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

VENV := .venv
BIN := $(CURDIR)/$(VENV)/bin
STAMPS := .make
FRONTEND_SOURCES := $(shell find frontend/src frontend/public -type f 2>/dev/null) \
	frontend/index.html frontend/vite.config.ts frontend/tsconfig.app.json

.PHONY: run dev build test lint typecheck test-backend test-frontend test-e2e deploy-check chromium \
	bench api-types install clean catalogues

# ---- installs (each redone only when its manifest changes) --------------------------------------
$(STAMPS)/backend: backend/pyproject.toml
	@mkdir -p $(STAMPS)
	test -x $(BIN)/python || python3 -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e 'backend[dev]'
	@touch $@

# `npm install --no-save` rather than `npm ci`: the registry mirror here lacks some other
# platforms' optional binaries, which the lock file therefore omits and `npm ci` would refuse.
NPM_INSTALL := npm install --no-save --no-audit --no-fund --loglevel=error

$(STAMPS)/frontend: frontend/package-lock.json
	@mkdir -p $(STAMPS)
	cd frontend && $(NPM_INSTALL)
	@touch $@

$(STAMPS)/e2e: e2e/package-lock.json
	@mkdir -p $(STAMPS)
	cd e2e && $(NPM_INSTALL)
	@touch $@

frontend/dist/index.html: $(STAMPS)/frontend $(FRONTEND_SOURCES)
	cd frontend && npm run build --silent

install: $(STAMPS)/backend $(STAMPS)/frontend

build: frontend/dist/index.html

# ---- the product ---------------------------------------------------------------------------------
run: $(STAMPS)/backend frontend/dist/index.html
	@mkdir -p var
	$(BIN)/steeple migrate
	@$(BIN)/steeple seed
	$(BIN)/steeple serve

# API with reload on :8000 and Vite with hot reload on :5173 (which proxies /api to the API).
dev: $(STAMPS)/backend $(STAMPS)/frontend
	@mkdir -p var
	$(BIN)/steeple migrate
	trap 'kill 0' EXIT; $(BIN)/steeple serve --reload & (cd frontend && npm run dev); wait

# The backend's Spanish and French catalogues: new messages in the code are added untranslated
# (tests/test_i18n.py then names them until they are translated), vanished ones dropped.
catalogues: $(STAMPS)/backend
	cd backend && $(BIN)/python -m steeple.i18n.catalogues

# ---- tests ---------------------------------------------------------------------------------------
# The installs mostly wait on the network, so they run side by side; so do lint and typecheck,
# which each keep about one core busy (each one's output printed whole when it ends). The backend
# and unit suites fill both cores on their own. The journeys' server spends its first 20-25 s
# seeding its database on one core, and the topology check keeps about one core busy: side by
# side, each mostly fills the core the other leaves.
test:
	@$(MAKE) --no-print-directory -j4 --output-sync=target \
		$(STAMPS)/backend $(STAMPS)/frontend $(STAMPS)/e2e chromium
	@$(MAKE) --no-print-directory -j2 --output-sync=target lint typecheck
	@# Vitest beside the backend's two runs, not after them: 4 min 48 s for the three on a clean
	@# clone, against 5 min 45 s one after the other (the same 2-core machine).
	@$(MAKE) --no-print-directory -j2 --output-sync=target test-backend test-frontend
	@$(MAKE) --no-print-directory -j2 --output-sync=target test-e2e deploy-check
	@echo "make test: all suites passed"

lint: $(STAMPS)/backend $(STAMPS)/frontend
	cd backend && $(BIN)/ruff check . ../bench ../deploy && $(BIN)/ruff format --check . ../bench ../deploy
	cd frontend && npm run lint --silent
	bash scripts/check-catalogues.sh

typecheck: $(STAMPS)/backend $(STAMPS)/frontend $(STAMPS)/e2e
	cd backend && $(BIN)/mypy
	cd frontend && npm run typecheck --silent
	cd e2e && npx tsc -p .

# Backend tests run twice, side by side: on SQLite and on PostgreSQL (TEST_DATABASE_URL, or the
# local server).
test-backend: $(STAMPS)/backend
	bash scripts/test-backend.sh

test-frontend: $(STAMPS)/frontend
	cd frontend && npm test --silent

test-e2e: $(STAMPS)/backend $(STAMPS)/e2e frontend/dist/index.html chromium
	cd e2e && npx playwright test

# The production topology (deploy/) on loopback: its files validated, then a private PostgreSQL and
# Redis, two API processes, the worker and Caddy started and checked (docs/operations.md).
deploy-check: $(STAMPS)/backend frontend/dist/index.html
	$(BIN)/python deploy/check.py

# The end-to-end tests drive Debian's Chromium headless shell, the frontend benchmark its full
# Chromium (scripts/install-chromium.sh).
chromium:
	@command -v chromium >/dev/null && command -v chromium-headless-shell >/dev/null || bash scripts/install-chromium.sh

# ---- developer tools -----------------------------------------------------------------------------
bench: $(STAMPS)/backend frontend/dist/index.html $(STAMPS)/e2e chromium
	$(BIN)/python bench/run.py

# Regenerate the OpenAPI schema and the TypeScript types after changing the API.
api-types: $(STAMPS)/backend $(STAMPS)/frontend
	$(BIN)/steeple openapi > frontend/src/lib/api/openapi.json
	cd frontend && npm run api-types --silent

clean:
	rm -rf $(VENV) $(STAMPS) frontend/node_modules frontend/dist frontend/.tsbuild e2e/node_modules var
