"""Auth and limits against the real server on loopback: the staff token, the per-client
rate limit under concurrent load (two client addresses), body-size limits on declared and
chunked bodies, and CORS seen from a browser page on another origin."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from assistant.knowledge import Knowledge
from assistant.service import build_assistant
from tests.web.browser_support import CHROMIUM, CHROMIUM_ARGS, free_port, serve_app, serve_store
from tests.web.conftest import HOTH_CALC_Q, STAFF_TOKEN, make_settings
from web.app import create_app

LIMIT = 25


@pytest.fixture(scope="module")
def server(hash_knowledge: Knowledge, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    work = tmp_path_factory.mktemp("limits")
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    settings = make_settings(
        assistant.settings.data_dir,
        database_url=f"sqlite:///{work / 'feedback.db'}",
        rate_limit=LIMIT,
        allowed_origins=["http://127.0.0.1:1"],  # a port nothing serves: any page is foreign
    )
    with serve_app(create_app(settings, assistant=assistant), free_port()) as base:
        yield base


def _client(base: str, source: str) -> httpx.Client:
    # Another loopback address is another client as far as the server can tell.
    return httpx.Client(base_url=base, transport=httpx.HTTPTransport(local_address=source))


def test_staff_api_refuses_missing_and_wrong_tokens(server: str) -> None:
    with _client(server, "127.0.0.3") as client:
        for headers in ({}, {"Authorization": "Bearer yanlis"}, {"Authorization": STAFF_TOKEN}):
            response = client.get("/api/v1/staff/feedback", headers=headers)
            assert response.status_code == 401
            assert response.json()["detail"]["code"] == "unauthorized"
        ok = client.get(
            "/api/v1/staff/feedback", headers={"Authorization": f"Bearer {STAFF_TOKEN}"}
        )
        assert ok.status_code == 200


@pytest.mark.slow
def test_rate_limit_holds_per_client_under_concurrency(server: str) -> None:
    statuses: Counter[int] = Counter()
    lock = threading.Lock()

    def hammer() -> None:
        with _client(server, "127.0.0.1") as client:
            for _ in range(10):
                code = client.get("/api/v1/games").status_code
                with lock:
                    statuses[code] += 1

    threads = [threading.Thread(target=hammer) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses == Counter({200: LIMIT, 429: 80 - LIMIT})  # exactly the limit, no race
    with _client(server, "127.0.0.2") as other:  # a different client is not affected
        assert other.get("/api/v1/games").status_code == 200


def test_body_limits_hold_for_declared_and_chunked_bodies(server: str) -> None:
    with _client(server, "127.0.0.4") as client:
        big = client.post("/api/v1/ask", json={"question": "x" * 20_000})
        assert big.status_code == 413
        assert big.json()["detail"]["code"] == "body_too_large"

        def chunks() -> Iterator[bytes]:  # no Content-Length: the server must count
            yield b'{"question": "'
            for _ in range(40):
                yield b"y" * 1024
            yield b'"}'

        chunked = client.post(
            "/api/v1/ask", content=chunks(), headers={"Content-Type": "application/json"}
        )
        assert chunked.status_code == 413
        long_q = client.post("/api/v1/ask", json={"question": "kural " * 401})
        assert long_q.status_code == 413
        assert "karakter" in long_q.json()["detail"]["message"]


@pytest.mark.slow
@pytest.mark.browser
def test_browser_on_a_foreign_origin_gets_nothing(server: str, tmp_path: Path) -> None:
    if not CHROMIUM.exists():
        pytest.skip("chromium missing")
    sync_api = pytest.importorskip("playwright.sync_api")
    script = f"""() => fetch('{server}/api/v1/ask', {{method: 'POST',
        headers: {{'Content-Type': 'application/json'}},
        body: JSON.stringify({{question: '{HOTH_CALC_Q}'}})}})
      .then(r => 'read:' + r.status).catch(() => 'blocked')"""
    with serve_store(tmp_path, free_port(), server) as rogue, sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(rogue)
        assert page.evaluate(script) == "blocked"
        browser.close()
