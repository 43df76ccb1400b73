"""Fuzz the public API from its own OpenAPI schema (schemathesis, bounded and
derandomized): no 5xx, and every error in the documented {"detail": {code, message}}
shape. Runs in-process over ASGI against the hash-embedder index, with the staff token
on every other operation so staff endpoints are reached past their 401."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings

from assistant.knowledge import Knowledge
from assistant.service import build_assistant
from tests.web.conftest import STAFF_TOKEN, make_settings
from web.app import create_app

schemathesis = pytest.importorskip("schemathesis", reason="pip install schemathesis")

EXAMPLES_PER_OPERATION = 18  # x 16 operations: at most about 290 calls
# The calculators have one operation each (99, all built the same way from their
# declarations): the list and a few, from every game and with every kind of field, are
# fuzzed; tests/web/test_calc.py calls every one of them with its documented example.
CALC_SAMPLE = {
    "/api/v1/calc",
    "/api/v1/calc/hoth-dice",  # choice, int, flag
    "/api/v1/calc/alhambra-score",  # lines, text
    "/api/v1/calc/jotl-level",  # ints
    "/api/v1/calc/hive-bug-count",  # choice, text, flag
}


def _fuzzed(path: str) -> bool:
    return not path.startswith("/api/v1/calc") or path in CALC_SAMPLE


@pytest.fixture(scope="module")
def api_schema(
    hash_knowledge: Knowledge, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Any]:
    data = tmp_path_factory.mktemp("fuzz")
    app_settings = make_settings(
        hash_knowledge.settings.data_dir,
        database_url=f"sqlite:///{data / 'feedback.db'}",
        gate_threshold=0.0,
    )
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    app = create_app(app_settings, assistant=assistant)
    with TestClient(app):  # runs the lifespan: the app is ready for the fuzzer's own calls
        yield schemathesis.openapi.from_asgi("/openapi.json", app)


def _check(case: Any, headers: dict[str, str], seen: list[tuple[str, int]]) -> None:
    response = case.call(headers=headers)
    seen.append((f"{case.method} {case.path}", response.status_code))
    assert response.status_code < 500 or response.status_code == 503, response.text[:300]
    if response.status_code >= 400:
        body = json.loads(response.content)
        assert set(body) == {"detail"}, body
        assert set(body["detail"]) == {"code", "message"}, body
        assert isinstance(body["detail"]["message"], str)
        assert body["detail"]["message"]


def _runner(operation: Any, headers: dict[str, str], seen: list[tuple[str, int]]) -> Any:
    @given(case=operation.as_strategy())
    @settings(
        max_examples=EXAMPLES_PER_OPERATION,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    def run(case: Any) -> None:
        _check(case, headers, seen)

    return run


def test_api_survives_generated_requests(api_schema: Any) -> None:
    # Driven through hypothesis directly: schemathesis' pytest plugin does not load with
    # this pytest version, and one test with a fixed budget is what CI wants anyway.
    seen: list[tuple[str, int]] = []
    operations = [result.ok() for result in api_schema.get_all_operations()]
    operations = [op for op in operations if _fuzzed(op.path)]
    assert {op.path for op in operations} >= CALC_SAMPLE
    for n, operation in enumerate(operations):
        headers = {"Authorization": f"Bearer {STAFF_TOKEN}"} if n % 2 == 0 else {}
        _runner(operation, headers, seen)()
    assert len(operations) >= 10, operations
    assert 100 <= len(seen) <= EXAMPLES_PER_OPERATION * len(operations), len(seen)
    statuses = sorted({status for _, status in seen})
    print(f"fuzz: {len(seen)} calls over {len(operations)} operations, statuses {statuses}")
