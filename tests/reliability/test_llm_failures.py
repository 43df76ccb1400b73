"""The OpenAI-compatible LLM server fails for real (a misbehaving server on loopback):
the customer gets the extractive answer, marked as such, quickly; /readyz says so; and
answers come from the LLM again by themselves once it is back."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from assistant.answerers.llm import CircuitBreaker
from tests.conftest import EMBEDDED
from tests.reliability.conftest import AssistantFactory, ClientFactory, final_answer
from tests.reliability.llm_server import FakeLLMServer, fake_llm_server
from tests.web.browser_support import free_port
from web.state import app_state

QUESTION = {"question": "hoth'ta saldırı zarlarını iki hedefe bölebilir miyim?", "game": "hoth"}
TIMEOUT_S = 1.0
SLACK_S = 4.0  # pipeline + TestClient overhead on a busy 2-core machine


@pytest.fixture
def llm_port() -> int:
    return free_port()


@pytest.fixture
def llm(llm_port: int) -> Iterator[FakeLLMServer]:
    with fake_llm_server(llm_port) as server:
        yield server


def _openai(make_assistant: AssistantFactory, port: int, breaker: CircuitBreaker | None = None):  # type: ignore[no-untyped-def]
    assistant = make_assistant(
        answerer="openai", llm_base_url=f"http://127.0.0.1:{port}/v1", llm_timeout_s=TIMEOUT_S
    )
    assert assistant.llm is not None
    # A breaker that never opens, so each request really meets the failure.
    assistant.llm.breaker = breaker or CircuitBreaker(threshold=10_000)
    return assistant


def _ask(client, stream: bool) -> dict:  # type: ignore[no-untyped-def]
    t0 = time.monotonic()
    if stream:
        response = client.post("/api/v1/ask/stream", json=QUESTION)
        assert response.status_code == 200, response.text
        body = final_answer(response.text)
    else:
        response = client.post("/api/v1/ask", json=QUESTION)
        assert response.status_code == 200, response.text
        body = response.json()
    assert time.monotonic() - t0 < TIMEOUT_S + SLACK_S, "the request waited past the timeout"
    return body


def _is_marked_fallback(body: dict) -> None:  # type: ignore[type-arg]
    assert body["answerer"] in EMBEDDED
    assert body["fallback_reason"], body
    assert body["citations"]
    assert not body["refused"]


@pytest.mark.usefixtures("llm")
def test_a_healthy_server_answers_through_the_llm(
    llm_port: int, make_assistant: AssistantFactory, app_client: ClientFactory
) -> None:
    client = app_client(_openai(make_assistant, llm_port))
    for stream in (False, True):
        body = _ask(client, stream)
        assert body["answerer"] == "openai"
        assert body["fallback_reason"] is None
        assert body["answer"].startswith("Hayır")
    assert client.get("/readyz").json()["checks"]["llm"] == "reachable"


@pytest.mark.parametrize("stream", [False, True], ids=["json", "sse"])
@pytest.mark.parametrize(
    "mode", ["error", "hang", "malformed", "wrong_shape", "reset", "midstream", "trickle"]
)
def test_each_failure_gives_the_marked_extractive_answer(
    mode: str,
    stream: bool,
    llm: FakeLLMServer,
    llm_port: int,
    make_assistant: AssistantFactory,
    app_client: ClientFactory,
) -> None:
    if mode == "trickle" and not stream:
        pytest.skip("trickling applies to streamed replies")
    llm.mode = mode
    client = app_client(_openai(make_assistant, llm_port))
    _is_marked_fallback(_ask(client, stream))


@pytest.mark.parametrize("stream", [False, True], ids=["json", "sse"])
def test_server_down_refuses_connections(
    stream: bool, llm_port: int, make_assistant: AssistantFactory, app_client: ClientFactory
) -> None:
    client = app_client(_openai(make_assistant, llm_port))  # nothing listens on llm_port
    body = _ask(client, stream)
    _is_marked_fallback(body)
    assert "Connection" in body["fallback_reason"] or "bağlan" in body["fallback_reason"]


@pytest.mark.slow
def test_readyz_reports_the_outage_and_recovery_is_automatic(
    llm_port: int, make_assistant: AssistantFactory, app_client: ClientFactory
) -> None:
    breaker = CircuitBreaker(threshold=2, cooldown_s=1.0)
    client = app_client(_openai(make_assistant, llm_port, breaker))
    app_state(client.app).llm_probe_ttl_s = 0.0
    # Down: readiness says degraded (still 200: answers keep coming, extractively).
    ready = client.get("/readyz")
    assert ready.status_code == 200
    assert ready.json()["status"] == "degraded"
    assert ready.json()["checks"]["llm"] == "unreachable"
    for _ in range(2):
        _is_marked_fallback(_ask(client, stream=False))
    assert client.get("/readyz").json()["checks"]["llm"] == "failing"
    # While the breaker is open, requests skip the dead server at once.
    t0 = time.monotonic()
    body = _ask(client, stream=True)
    assert time.monotonic() - t0 < 2.0
    assert "devre dışı" in body["fallback_reason"]
    with fake_llm_server(llm_port):
        time.sleep(breaker.cooldown_s + 0.1)
        body = _ask(client, stream=False)  # the half-open trial call succeeds
        assert body["answerer"] == "openai"
        assert body["fallback_reason"] is None
        ready = client.get("/readyz").json()
        assert ready["status"] == "ready"
        assert ready["checks"]["llm"] == "reachable"


@pytest.mark.slow
def test_a_hanging_server_costs_one_timeout_not_one_per_request(
    llm: FakeLLMServer, llm_port: int, make_assistant: AssistantFactory, app_client: ClientFactory
) -> None:
    llm.mode = "hang"
    client = app_client(_openai(make_assistant, llm_port, CircuitBreaker(3, cooldown_s=60)))
    t0 = time.monotonic()
    for _ in range(10):
        _is_marked_fallback(_ask(client, stream=False))
    # 3 timeouts open the breaker; the other 7 answers are immediate.
    assert time.monotonic() - t0 < 3 * TIMEOUT_S + 7 * 0.5 + SLACK_S
    assert llm.requests == 3
