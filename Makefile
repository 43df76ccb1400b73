# The two README commands are `make run` and `make test`; everything else helps them.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup run test test-fast lint typecheck pytest browser eval bench bench-http load audit clean

$(STAMP): pyproject.toml
	@command -v $(PYTHON) >/dev/null || { echo "Python 3.11 gerekli ($(PYTHON) bulunamadı)"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip
	$(BIN)/pip install -e '.[dev,st]'
	touch $(STAMP)

setup: $(STAMP)

run: setup
	$(BIN)/rules-assistant serve --host 127.0.0.1 --port 8000

# Debian's Chromium for the widget/browser tests (Playwright's own download is blocked here).
browser:
	@command -v chromium >/dev/null || { apt-get update -qq && apt-get install -y -qq chromium; }

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# The packages under --strict; the tests with check_untyped_defs (pyproject.toml).
typecheck: setup
	$(BIN)/mypy --strict assistant validators web turkish
	$(BIN)/mypy tests

pytest: setup browser
	$(BIN)/python -m pytest -q

test: lint typecheck pytest

# The inner loop: lint, types and the unit tests (no slow or browser tests), under 2 minutes.
test-fast: lint typecheck
	$(BIN)/python -m pytest -q -m "not slow and not browser"

eval: setup
	$(BIN)/rules-assistant eval --set ../shared/eval/dev.jsonl --report data/eval-report.json

bench: setup
	$(BIN)/python benchmarks/bench_core.py

bench-http: setup
	$(BIN)/python benchmarks/bench_http.py

load: setup
	$(BIN)/python benchmarks/load_test.py --unique

# Needs PyPI's JSON API or OSV; from a registry-only network it cannot check anything.
audit: setup
	$(BIN)/pip-audit --strict --progress-spinner off

clean:
	rm -rf $(VENV) data test-artifacts .pytest_cache .mypy_cache .ruff_cache
