"""The feedback database under failure: the process SIGKILLed mid-write (SQLite and
PostgreSQL), the disk full or read-only (SQLite), the server unreachable or read-only
(PostgreSQL). Answers keep coming; feedback says 503 clearly; nothing acknowledged or
already stored is lost or damaged; once the database is back, feedback works again
without a restart.

The disk tests mount a small tmpfs (needs root with CAP_SYS_ADMIN, as on the project's
machines and CI containers run as root). chmod is no test here: root writes through it.
"""

from __future__ import annotations

import contextlib
import os
import random
import sqlite3
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from sqlalchemy import text

from assistant.answer import Assistant
from tests.postgres_server import PostgresServer
from tests.reliability.conftest import ClientFactory
from tests.reliability.server_process import ServerProcess
from tests.web.browser_support import free_port
from web.db import FeedbackStore

QUESTION = {"question": "kraliçe arı ne zaman oyuna girmek zorunda", "game": "hive"}


def _rows(db: Path) -> dict[str, tuple[object, ...]]:
    with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = conn.execute("SELECT id, question, answer, vote, comment FROM answers")
        return {r[0]: tuple(r[1:]) for r in rows}


def _rows_of(url: str) -> dict[str, tuple[object, ...]]:
    """Every stored row of either database (SQLite: after its integrity check)."""
    store = FeedbackStore(url)
    if store.path is not None:
        return _rows(store.path)
    with store.engine.connect() as conn:
        rows = conn.execute(text("SELECT id, question, answer, vote, comment FROM answers"))
        result = {r[0]: tuple(r[1:]) for r in rows}
    store.close()
    return result


# -- SIGKILL while writing ----------------------------------------------------------------------
class Writers:
    """Threads that vote (each on its own answers, so the last acknowledged vote per
    answer is what must survive) and ask, recording what the server acknowledged."""

    def __init__(self, base: str, ids: list[str], threads: int = 6) -> None:
        self.base, self.stop = base, threading.Event()
        self.chunks = [ids[i::threads] for i in range(threads)]
        self.votes: dict[str, tuple[str, str]] = {}
        self.answers: list[str] = []
        self._lock = threading.Lock()
        self.threads = [threading.Thread(target=self._run, args=(n,)) for n in range(threads)]

    def _run(self, n: int) -> None:
        with httpx.Client(base_url=self.base, timeout=10) as client:
            for i, answer_id in enumerate(self.chunks[n]):
                if self.stop.is_set():
                    return
                try:
                    self._one(client, n, i, answer_id)
                except httpx.HTTPError:
                    return  # the server is gone: whatever was acknowledged must be there

    def _one(self, client: httpx.Client, n: int, i: int, answer_id: str) -> None:
        if i % 5 == 4:
            response = client.post("/api/v1/ask", json=QUESTION)
            if response.status_code == 200:
                with self._lock:
                    self.answers.append(response.json()["answer_id"])
            return
        vote, comment = random.choice(["up", "down"]), f"t{n}-{i}"
        body = {"answer_id": answer_id, "vote": vote, "comment": comment}
        if client.post("/api/v1/feedback", json=body).status_code == 200:
            with self._lock:
                self.votes[answer_id] = (vote, comment)


@pytest.mark.slow
def test_sigkill_mid_write_loses_no_acknowledged_write(tmp_path: Path, database_url: str) -> None:
    store = FeedbackStore(database_url)
    store.init()
    ids = [store.record({"question": f"q{i}", "answer": "a"}) for i in range(3000)]
    store.close()
    env = {"RULES_DATABASE_URL": database_url}
    server = ServerProcess(tmp_path, **env).start()
    writers = Writers(server.base, ids)
    try:
        for thread in writers.threads:
            thread.start()
        time.sleep(2.0)
        server.kill()  # SIGKILL in the middle of the traffic
    finally:
        writers.stop.set()
        for thread in writers.threads:
            thread.join(timeout=15)
        server.stop()
    assert len(writers.votes) > 20, "the kill came before any traffic"
    rows = _rows_of(database_url)  # SQLite: opens cleanly, integrity_check ok
    lost = [a for a, (vote, comment) in writers.votes.items() if rows[a][2:] != (vote, comment)]
    assert not lost, f"{len(lost)} acknowledged votes lost"
    assert all(a in rows for a in writers.answers)
    with ServerProcess(tmp_path, **env) as again:  # and the app starts and writes there again
        body = {"answer_id": ids[-1], "vote": "up"}
        assert httpx.post(f"{again.base}/api/v1/feedback", json=body).status_code == 200


# -- disk full / read-only ---------------------------------------------------------------------
@contextmanager
def small_tmpfs(path: Path, size: str = "1m") -> Iterator[Path]:
    path.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)], capture_output=True
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], check=False)


def _remount(path: Path, mode: str) -> None:
    subprocess.run(["mount", "-o", f"remount,{mode}", str(path)], check=True)


def _fill(path: Path) -> Path:
    filler = path / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 65536)
    except OSError:
        pass  # ENOSPC: the disk is full
    finally:
        os.close(fd)
    return filler


def _seed(db: Path) -> tuple[list[str], dict[str, tuple[object, ...]]]:
    store = FeedbackStore(f"sqlite:///{db}")
    store.init()
    ids = [store.record({"question": f"soru {i}", "answer": "cevap"}) for i in range(20)]
    store.vote(ids[0], "down", "yanlış")
    return ids, _rows(db)


def _still_answers_refuses_feedback(client, ids: list[str]) -> None:  # type: ignore[no-untyped-def]
    for path in ("/api/v1/ask", "/api/v1/ask/stream"):
        assert client.post(path, json=QUESTION).status_code == 200
    page = client.post("/oyun/hive", data={"question": QUESTION["question"]})
    assert page.status_code == 200
    response = client.post("/api/v1/feedback", json={"answer_id": ids[1], "vote": "up"})
    assert response.status_code == 503
    detail = response.json()["detail"]
    assert detail["code"] == "feedback_unavailable"
    assert "kaydedilemiyor" in detail["message"]
    ready = client.get("/readyz")
    assert ready.status_code == 200
    assert ready.json()["status"] == "degraded"
    assert ready.json()["checks"]["database"] is not True


@pytest.mark.parametrize("failure", ["read-only", "full"])
def test_unwritable_disk(
    tmp_path: Path, failure: str, app_client: ClientFactory, make_assistant
) -> None:  # type: ignore[no-untyped-def]
    assistant: Assistant = make_assistant()
    with small_tmpfs(tmp_path / "disk") as disk:
        db = disk / "feedback.db"
        ids, before = _seed(db)
        filler = None
        if failure == "read-only":
            _remount(disk, "ro")
        else:
            filler = _fill(disk)
        client = app_client(assistant, database_url=f"sqlite:///{db}")
        _still_answers_refuses_feedback(client, ids)
        if failure == "read-only":
            _remount(disk, "rw")
        else:
            assert filler is not None
            filler.unlink()
        assert _rows(db) == before  # nothing stored was damaged or changed
        # The disk is back: feedback works again without a restart.
        response = client.post("/api/v1/feedback", json={"answer_id": ids[1], "vote": "up"})
        assert response.status_code == 200
        assert client.get("/readyz").json()["status"] == "ready"
        client.__exit__(None, None, None)  # close before the tmpfs is unmounted


# -- PostgreSQL unreachable / read-only --------------------------------------------------------
def test_postgres_unreachable_at_start(
    app_client: ClientFactory, make_assistant, caplog: pytest.LogCaptureFixture
) -> None:  # type: ignore[no-untyped-def]
    url = f"postgresql+psycopg://kr:gizli@127.0.0.1:{free_port()}/kr"  # nothing listens
    with caplog.at_level("ERROR", logger="web.app"):
        client = app_client(make_assistant(), database_url=url)
    (line,) = [r.getMessage() for r in caplog.records if "feedback database" in r.getMessage()]
    assert "\n" not in line
    assert "gizli" not in line
    assert "127.0.0.1" in line
    started = time.monotonic()
    for _ in range(5):  # answers keep coming, without waiting on the database each time
        assert client.post("/api/v1/ask", json=QUESTION).status_code == 200
    assert time.monotonic() - started < 5
    response = client.post("/api/v1/feedback", json={"answer_id": "x", "vote": "up"})
    assert response.status_code == 503
    assert response.json()["detail"]["code"] == "feedback_unavailable"
    ready = client.get("/readyz").json()
    assert ready["status"] == "degraded"
    assert ready["checks"]["database"] is not True


def test_postgres_read_only_then_writable_again(
    postgres: PostgresServer, app_client: ClientFactory, make_assistant
) -> None:  # type: ignore[no-untyped-def]
    name, url = postgres.create_database()
    try:
        seed = FeedbackStore(url)
        seed.init()
        ids = [seed.record({"question": f"soru {i}", "answer": "cevap"}) for i in range(20)]
        seed.vote(ids[0], "down", "yanlış")
        seed.close()
        before = _rows_of(url)
        # What a failover to a standby looks like to the app: every write is refused.
        postgres.admin(f"ALTER DATABASE {name} SET default_transaction_read_only = on")
        client = app_client(make_assistant(), database_url=url)
        _still_answers_refuses_feedback(client, ids)
        assert _rows_of(url) == before
        postgres.admin(f"ALTER DATABASE {name} SET default_transaction_read_only = off")
        response = client.post("/api/v1/feedback", json={"answer_id": ids[1], "vote": "up"})
        assert response.status_code == 200  # no restart needed
        assert client.get("/readyz").json()["status"] == "ready"
        client.__exit__(None, None, None)
    finally:
        postgres.drop_database(name)
