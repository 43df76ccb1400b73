"""The feedback database under failure: the process SIGKILLed mid-write, the disk full,
the disk read-only. Answers keep coming; feedback says 503 clearly; nothing acknowledged
or already stored is lost or damaged.

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

from assistant.answer import Assistant
from tests.reliability.conftest import ClientFactory
from tests.reliability.server_process import ServerProcess
from web.db import FeedbackStore

QUESTION = {"question": "kraliçe arı ne zaman oyuna girmek zorunda", "game": "hive"}


def _rows(db: Path) -> dict[str, tuple[object, ...]]:
    with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = conn.execute("SELECT id, question, answer, vote, comment FROM answers")
        return {r[0]: tuple(r[1:]) for r in rows}


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
def test_sigkill_mid_write_loses_no_acknowledged_write(tmp_path: Path) -> None:
    db = tmp_path / "feedback.db"
    store = FeedbackStore(f"sqlite:///{db}")
    store.init()
    ids = [store.record({"question": f"q{i}", "answer": "a"}) for i in range(3000)]
    server = ServerProcess(tmp_path).start()
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
    rows = _rows(db)  # opens cleanly, integrity_check ok
    lost = [a for a, (vote, comment) in writers.votes.items() if rows[a][2:] != (vote, comment)]
    assert not lost, f"{len(lost)} acknowledged votes lost"
    assert all(a in rows for a in writers.answers)
    with ServerProcess(tmp_path) as again:  # and the app starts and writes on the same file
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
