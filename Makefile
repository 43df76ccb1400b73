# The two README commands are `make run` and `make test`; everything else helps them.
#   make run   installs the package's own dependencies only (no torch, no llama.cpp, no
#              test tools) and serves the app.
#   make test  adds the [dev] and [st] extras, Debian's Chromium and PostgreSQL, then runs
#              ruff, mypy and every test.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
PIP := $(BIN)/pip --disable-pip-version-check

.PHONY: setup setup-test run test test-fast lint typecheck pytest browser postgres eval bench bench-http load audit clean

$(BIN)/python:
	@command -v $(PYTHON) >/dev/null || { echo "Python 3.11 gerekli ($(PYTHON) bulunamadı)"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -q --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(PIP) install -e .
	touch $(STAMP)

# llama-cpp-python (in [dev]) may compile from source: several minutes on 2 cores, once.
$(TEST_STAMP): $(STAMP)
	$(PIP) install -e '.[dev,st]'
	touch $(TEST_STAMP)

setup: $(STAMP)

setup-test: $(TEST_STAMP)

run: setup
	$(BIN)/rules-assistant serve --host 127.0.0.1 --port 8000

# Debian's Chromium for the widget/browser tests (Playwright's own download is blocked here).
browser:
	@command -v chromium >/dev/null || { apt-get update -qq && apt-get install -y -qq chromium; }

# Debian's PostgreSQL server binaries; the tests start (and stop) their own server with them.
postgres:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null || \
		{ apt-get update -qq && apt-get install -y -qq postgresql; }

lint: setup-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# The packages under --strict; the tests with check_untyped_defs (pyproject.toml). Each run
# keeps its own cache: with different flags they would invalidate each other's (~40 s each).
typecheck: setup-test
	$(BIN)/mypy --strict --cache-dir .mypy_cache/strict assistant validators web storage turkish
	$(BIN)/mypy --cache-dir .mypy_cache/tests tests

pytest: setup-test browser postgres
	$(BIN)/python -m pytest -q

test: lint typecheck pytest

# The inner loop: lint, types and the unit tests (no slow or browser tests) on both cores.
test-fast: lint typecheck
	$(BIN)/python -m pytest -q -m "not slow and not browser" -n 2

eval: setup
	$(BIN)/rules-assistant eval --set ../shared/eval/dev.jsonl --report data/eval-report.json

bench: setup
	$(BIN)/python benchmarks/bench_core.py

bench-http: setup
	$(BIN)/python benchmarks/bench_http.py

load: setup
	$(BIN)/python benchmarks/load_test.py --unique

# Needs PyPI's JSON API or OSV; from a registry-only network it cannot check anything.
audit: setup-test
	$(BIN)/pip-audit --strict --progress-spinner off

clean:
	rm -rf $(VENV) data test-artifacts .pytest_cache .mypy_cache .ruff_cache
