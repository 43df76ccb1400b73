"""The vector index fails: a Chroma server that is unreachable or dies, and a local index
directory deleted or corrupted while the app is stopped or running."""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from assistant.service import build_assistant
from tests.reliability.conftest import ClientFactory
from tests.reliability.server_process import ServerProcess
from tests.web.browser_support import free_port
from tests.web.conftest import make_settings
from web.state import app_state

QUESTION = {"question": "kraliçe arı ne zaman oyuna girmek zorunda", "game": "hive"}
CHROMA = Path(sys.executable).with_name("chroma")


def _assert_index_503(response: Any) -> None:  # an httpx (or TestClient) response
    assert response.status_code == 503
    detail = response.json()["detail"]
    assert detail["code"] == "index_unavailable"
    assert "Kural dizinine şu an ulaşılamıyor" in detail["message"]
    assert "Traceback" not in response.text
    assert "chroma" not in response.text.lower()


def _chroma_assistant(tmp_path: Path, url: str):  # type: ignore[no-untyped-def]
    settings = make_settings(tmp_path, chroma_url=url, gate_threshold=0.0)
    return build_assistant(settings)


def test_unreachable_chroma_server_gives_a_turkish_503_and_one_log_line(
    tmp_path: Path, app_client: ClientFactory, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR, logger="web")
    client = app_client(_chroma_assistant(tmp_path, f"http://127.0.0.1:{free_port()}"))
    for path in ("/api/v1/ask", "/api/v1/ask/stream"):
        _assert_index_503(client.post(path, json=QUESTION))
    ready = client.get("/readyz")
    assert ready.status_code == 503
    assert ready.json()["status"] == "not_ready"
    page = client.post("/oyun/hive", data={"question": QUESTION["question"]})
    assert page.status_code == 503
    assert "Kural dizinine" in page.text
    assert client.get("/healthz").status_code == 200  # the process itself is fine
    lines = [r for r in caplog.records if "vector index unavailable" in r.getMessage()]
    assert lines
    assert all(r.exc_info is None for r in lines)


@contextmanager
def chroma_server(path: Path, port: int) -> Iterator[subprocess.Popen[bytes]]:
    cmd = [str(CHROMA), "run", "--path", str(path), "--host", "127.0.0.1", "--port", str(port)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/v2/heartbeat").status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        yield proc
    finally:
        proc.kill()
        proc.wait(timeout=10)


@pytest.mark.slow
@pytest.mark.skipif(not CHROMA.exists(), reason="chromadb's `chroma` CLI missing")
def test_chroma_server_dying_and_returning(tmp_path: Path, app_client: ClientFactory) -> None:
    port = free_port()
    assistant = _chroma_assistant(tmp_path, f"http://127.0.0.1:{port}")
    # Start with the server down: 503 now, answers once it is up (background retry).
    client = app_client(assistant)
    app_state(client.app).index_retry_s = 0.3
    _assert_index_503(client.post("/api/v1/ask", json=QUESTION))
    with chroma_server(tmp_path / "chroma", port):
        deadline = time.monotonic() + 60
        while client.get("/readyz").status_code != 200 and time.monotonic() < deadline:
            time.sleep(0.3)
        assert client.post("/api/v1/ask", json=QUESTION).status_code == 200
    # Killed while running: the next request gets the 503, not a 500.
    assistant.knowledge.index.retriever._vectors.clear()  # no cached query vector short-cuts
    _assert_index_503(client.post("/api/v1/ask", json=QUESTION))
    with chroma_server(tmp_path / "chroma", port):
        response = client.post("/api/v1/ask", json=QUESTION)
        assert response.status_code == 200
        assert response.json()["citations"]


# -- the embedded index on disk ---------------------------------------------------------------
def _ask(server: ServerProcess) -> httpx.Response:
    return httpx.post(f"{server.base}/api/v1/ask", json=QUESTION, timeout=60)


def _corrupt(db: Path) -> None:
    with db.open("r+b") as fh:  # garbage over the header and the first pages
        fh.write(b"\0not a database\0" * 4096)


@pytest.mark.slow
@pytest.mark.parametrize("damage", ["deleted", "garbage", "truncated"])
def test_index_damaged_while_stopped_is_rebuilt_on_start(tmp_path: Path, damage: str) -> None:
    with ServerProcess(tmp_path) as server:
        assert _ask(server).status_code == 200
    index = tmp_path / "index"
    if damage == "deleted":
        shutil.rmtree(index)
    elif damage == "garbage":
        _corrupt(index / "chroma.sqlite3")
    else:
        with (index / "chroma.sqlite3").open("r+b") as fh:
            fh.truncate(5000)
    with ServerProcess(tmp_path) as server:
        response = _ask(server)
        assert response.status_code == 200
        assert response.json()["citations"]
    assert (index / "chroma.sqlite3").exists()


@pytest.mark.slow
def test_index_corrupted_while_running_gives_503_and_next_start_rebuilds(tmp_path: Path) -> None:
    with ServerProcess(tmp_path) as server:
        assert _ask(server).status_code == 200
        _corrupt(tmp_path / "index" / "chroma.sqlite3")
        other = {
            "question": "birden fazla para kartı alırken toplam kaç olabilir",
            "game": "alhambra",
        }
        response = httpx.post(f"{server.base}/api/v1/ask", json=other, timeout=60)
        _assert_index_503(response)
        assert "vector index unavailable" in server.output()
        assert "Traceback" not in server.output()
    with ServerProcess(tmp_path) as server:
        assert _ask(server).status_code == 200
        assert "corrupt: deleting it" in server.output()
