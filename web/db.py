"""Answers and votes in SQLite (WAL): the only state the web app keeps.

Stored per answer: the question, the answer text, its citations and checks, who answered
and how confident it was, and the vote. Nothing about the person asking is stored (no IP
address, no user agent, no cookie), so the table can be shared with the rules team as is.
"""

from __future__ import annotations

import json
import sqlite3
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

_SCHEMA = """
CREATE TABLE IF NOT EXISTS answers (
    id TEXT PRIMARY KEY,
    created_at REAL NOT NULL,
    game TEXT,
    question TEXT NOT NULL,
    answer TEXT NOT NULL,
    citations TEXT NOT NULL,
    checks TEXT NOT NULL,
    refused INTEGER NOT NULL,
    refusal_reason TEXT,
    answerer TEXT,
    confidence REAL,
    latency_ms REAL,
    vote TEXT CHECK (vote IN ('up', 'down')),
    comment TEXT,
    voted_at REAL
);
CREATE INDEX IF NOT EXISTS answers_vote ON answers (vote, voted_at);
"""


def sqlite_path(database_url: str) -> Path:
    """`sqlite:///data/feedback.db` → data/feedback.db; `sqlite:////abs` → /abs."""
    prefix = "sqlite:///"
    if not database_url.startswith(prefix):
        raise ValueError(
            f"unsupported RULES_DATABASE_URL {database_url!r}: this build stores feedback "
            "in SQLite only (sqlite:///path/to/file.db)"
        )
    return Path(database_url[len(prefix) :])


class StorageError(RuntimeError):
    """The database cannot be written or read (disk full, read-only, gone). The web layer
    answers questions anyway and turns this into a 503 where storing is the point."""


class FeedbackStore:
    def __init__(self, database_url: str) -> None:
        self.path = sqlite_path(database_url)
        self._initialised = False
        self.writable = True  # False after a failed write, until one succeeds (readyz)

    def init(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self._open() as conn:
                # WAL lets readers (the staff console) run while an answer is written, and
                # a killed process leaves only whole, committed transactions behind.
                conn.execute("PRAGMA journal_mode=WAL")
                conn.executescript(_SCHEMA)
        except OSError as exc:
            raise StorageError(f"feedback database {self.path}: {exc}") from exc
        self._initialised = True

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        if not self._initialised:
            self.init()  # start-up found the disk unusable: it may have recovered since
        with self._open() as conn:
            yield conn

    @contextmanager
    def _open(self) -> Iterator[sqlite3.Connection]:
        # One short-lived connection per call: calls come from many worker threads, and
        # opening a SQLite file is far cheaper than answering a question.
        try:
            conn = sqlite3.connect(self.path, timeout=10.0)
        except sqlite3.Error as exc:
            raise StorageError(f"feedback database {self.path}: {exc}") from exc
        conn.row_factory = sqlite3.Row
        try:
            with conn:
                yield conn
        except sqlite3.Error as exc:  # SQLITE_FULL, SQLITE_READONLY, I/O errors
            raise StorageError(f"feedback database {self.path}: {exc}") from exc
        finally:
            conn.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        try:
            with self._connect() as conn:
                yield conn
        except StorageError:
            self.writable = False
            raise
        self.writable = True

    def record(self, answer: dict[str, Any], answer_id: str | None = None) -> str:
        """Store one answer (Answer.to_dict() form); returns its answer_id (new unless given)."""
        answer_id = answer_id or uuid.uuid4().hex
        row = (
            answer_id,
            time.time(),
            answer.get("game"),
            answer.get("question", ""),
            answer.get("answer", ""),
            json.dumps(answer.get("citations", []), ensure_ascii=False),
            json.dumps(answer.get("checks", []), ensure_ascii=False, default=str),
            int(bool(answer.get("refused"))),
            answer.get("refusal_reason"),
            answer.get("answerer"),
            answer.get("confidence"),
            answer.get("latency_ms"),
        )
        with self._write() as conn:
            conn.execute(
                "INSERT INTO answers (id, created_at, game, question, answer, citations, checks,"
                " refused, refusal_reason, answerer, confidence, latency_ms)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                row,
            )
        return answer_id

    def vote(self, answer_id: str, vote: str, comment: str | None) -> bool:
        """Set (or change) the vote on an answer; False when the answer_id is unknown."""
        with self._write() as conn:
            cur = conn.execute(
                "UPDATE answers SET vote = ?, comment = ?, voted_at = ? WHERE id = ?",
                (vote, comment, time.time(), answer_id),
            )
            return cur.rowcount == 1

    def get(self, answer_id: str) -> dict[str, Any] | None:
        with self._connect() as conn:
            row = conn.execute("SELECT * FROM answers WHERE id = ?", (answer_id,)).fetchone()
        return _decode(row) if row else None

    def latest_down_votes(self, limit: int = 20) -> list[dict[str, Any]]:
        with self._connect() as conn:
            rows = conn.execute(
                "SELECT * FROM answers WHERE vote = 'down' ORDER BY voted_at DESC LIMIT ?",
                (limit,),
            ).fetchall()
        return [_decode(r) for r in rows]

    def ping(self) -> bool:
        try:
            with self._connect() as conn:
                conn.execute("SELECT 1 FROM answers LIMIT 1")
            return True
        except StorageError:
            return False


def _decode(row: sqlite3.Row) -> dict[str, Any]:
    data = dict(row)
    data["citations"] = json.loads(data["citations"])
    data["checks"] = json.loads(data["checks"])
    data["refused"] = bool(data["refused"])
    return data
