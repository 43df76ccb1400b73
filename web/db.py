"""Answers and votes: the state the web app keeps, in SQLite or PostgreSQL (SQLAlchemy).

Stored per answer: the question, the answer text, its citations and checks, who answered
and how confident it was, and the vote. Nothing about the person asking is stored (no IP
address, no user agent, no cookie), so the table can be shared with the rules team as is.

The schema comes from the migrations in storage/ (run by `init`, i.e. at start-up). Every
failure of the database surfaces as StorageError with a one-line reason: the web layer
keeps answering and turns it into a 503 where storing is the point.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from sqlalchemy import Connection, Engine, RowMapping, func, insert, select, text, update
from sqlalchemy.exc import OperationalError, SQLAlchemyError

from storage.engine import SQLITE_BUSY_TIMEOUT_S, make_engine
from storage.migrate import MigrationError, upgrade
from storage.schema import answers
from storage.urls import DatabaseUrlError, mask, normalize_database_url, sqlite_file

# After a PostgreSQL server could not be reached, calls fail at once for this long instead
# of each waiting for a connect timeout: answers are recorded on the request path.
RETRY_AFTER_S = 5.0
READ_ONLY_TRANSACTION = "25006"  # PostgreSQL's SQLSTATE for a write in a read-only session

T = TypeVar("T")


class StorageError(RuntimeError):
    """The database cannot be written or read (disk full, read-only, server gone). The web
    layer answers questions anyway and turns this into a 503 where storing is the point."""

    def __init__(self, message: str, stale_session: bool = False) -> None:
        super().__init__(message)
        # A pooled PostgreSQL session refused a write because of how it was opened (on a
        # read-only standby, before a failover): a fresh connection may well succeed.
        self.stale_session = stale_session


def _sqlstate(exc: BaseException) -> str | None:
    return getattr(getattr(exc, "orig", None), "sqlstate", None)


def _reason(exc: BaseException) -> str:
    # SQLAlchemy's messages carry the SQL and a link; the driver's first line is the news.
    lines = str(getattr(exc, "orig", None) or exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__


class FeedbackStore:
    def __init__(self, database_url: str) -> None:
        try:
            self.url = normalize_database_url(database_url)
        except DatabaseUrlError as exc:
            raise ValueError(f"RULES_DATABASE_URL {mask(database_url)!r}: {exc}") from exc
        self.label = mask(self.url)
        self.path = sqlite_file(self.url)  # None for PostgreSQL
        self._engine: Engine | None = None
        self._initialised = False
        self._lock = threading.Lock()
        self._unreachable_until = 0.0
        self.writable = True  # False after a failed write, until one succeeds (readyz)

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            self._engine = make_engine(self.url)
        return self._engine

    def init(self) -> None:
        """Create or migrate the schema; StorageError (one line) when that cannot be done."""
        with self._lock:
            if self._initialised:
                return
            try:
                if self.path is not None:
                    self._init_sqlite()
                upgrade(self.engine)
            except (SQLAlchemyError, MigrationError, OSError, sqlite3.Error) as exc:
                self._note_unreachable()
                raise StorageError(f"feedback database {self.label}: {_reason(exc)}") from exc
            self._initialised = True

    def _init_sqlite(self) -> None:
        # WAL lets readers (the staff console) run while an answer is written, and a killed
        # process leaves only whole, committed transactions behind. The mode is stored in
        # the file, so setting it once (outside any transaction, as SQLite requires) lasts.
        # Replicas starting together on a new file: two connections that both read it and
        # then ask for the lock the switch needs make SQLite answer "database is locked" at
        # once (a deadlock, so its busy timeout does not wait). Each try uses a fresh
        # connection, so it holds no lock while the other finishes; a file another replica
        # already switched is left as it is.
        deadline = time.monotonic() + SQLITE_BUSY_TIMEOUT_S
        while True:
            try:
                with self.engine.connect() as conn:
                    raw: Any = conn.connection.driver_connection
                    if raw.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                        raw.execute("PRAGMA journal_mode=WAL")
                    return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def _note_unreachable(self) -> None:
        # Only for a network database: SQLite's OperationalErrors are disk trouble, and the
        # disk may be back at the very next request.
        if self.path is None:
            self._unreachable_until = time.monotonic() + RETRY_AFTER_S

    @contextmanager
    def _begin(self) -> Iterator[Connection]:
        """One transaction; commits on success, rolls back and raises StorageError else."""
        if time.monotonic() < self._unreachable_until:
            raise StorageError(f"feedback database {self.label}: unreachable, retrying soon")
        if not self._initialised:
            self.init()  # start-up found the database unusable: it may have recovered since
        try:
            with self.engine.begin() as conn:
                yield conn
        except SQLAlchemyError as exc:  # disk full, read-only, server gone, …
            if isinstance(exc, OperationalError):  # refused, timed out, server gone
                self._note_unreachable()
            if self.path is None and self._engine is not None:
                # Pooled sessions keep what they met (a read-only standby, a dropped link):
                # the next call opens fresh ones, so a fixed server is used at once.
                self._engine.dispose()
            stale = self.path is None and _sqlstate(exc) == READ_ONLY_TRANSACTION
            message = f"feedback database {self.label}: {_reason(exc)}"
            raise StorageError(message, stale_session=stale) from exc

    def _write(self, work: Callable[[Connection], T]) -> T:
        """Run `work` in a write transaction; once more on a fresh connection when a pooled
        session was the problem. Keeps `writable` current for /readyz."""
        for attempt in (1, 2):
            try:
                with self._begin() as conn:
                    result = work(conn)
            except StorageError as exc:
                if attempt == 1 and exc.stale_session:
                    continue
                self.writable = False
                raise
            self.writable = True
            return result
        raise AssertionError("unreachable")  # pragma: no cover

    def record(self, answer: dict[str, Any], answer_id: str | None = None) -> str:
        """Store one answer (Answer.to_dict() form); returns its answer_id (new unless given)."""
        answer_id = answer_id or uuid.uuid4().hex
        row = {
            "id": answer_id,
            "created_at": time.time(),
            "game": answer.get("game"),
            "question": answer.get("question", ""),
            "answer": answer.get("answer", ""),
            "citations": json.dumps(answer.get("citations", []), ensure_ascii=False),
            "checks": json.dumps(answer.get("checks", []), ensure_ascii=False, default=str),
            "refused": bool(answer.get("refused")),
            "refusal_reason": answer.get("refusal_reason"),
            "answerer": answer.get("answerer"),
            "confidence": answer.get("confidence"),
            "latency_ms": answer.get("latency_ms"),
        }
        self._write(lambda conn: conn.execute(insert(answers), row))
        return answer_id

    def vote(self, answer_id: str, vote: str, comment: str | None) -> bool:
        """Set (or change) the vote on an answer; False when the answer_id is unknown."""
        statement = (
            update(answers)
            .where(answers.c.id == answer_id)
            .values(vote=vote, comment=comment, voted_at=time.time())
        )
        return self._write(lambda conn: conn.execute(statement).rowcount == 1)

    def get(self, answer_id: str) -> dict[str, Any] | None:
        with self._begin() as conn:
            row = conn.execute(select(answers).where(answers.c.id == answer_id)).mappings().first()
        return _decode(row) if row else None

    def latest_down_votes(self, limit: int = 20) -> list[dict[str, Any]]:
        statement = (
            select(answers)
            .where(answers.c.vote == "down")
            .order_by(answers.c.voted_at.desc())
            .limit(limit)
        )
        with self._begin() as conn:
            rows = conn.execute(statement).mappings().all()
        return [_decode(r) for r in rows]

    def count(self, voted: bool = False) -> int:
        """How many answers are stored (with a vote, if `voted`)."""
        statement = select(func.count()).select_from(answers)
        if voted:
            statement = statement.where(answers.c.vote.is_not(None))
        with self._begin() as conn:
            return int(conn.execute(statement).scalar_one())

    def ping(self) -> bool:
        try:
            with self._begin() as conn:
                conn.execute(text("SELECT 1"))
            return True
        except StorageError:
            return False

    def close(self) -> None:
        if self._engine is not None:
            self._engine.dispose()


def _decode(row: RowMapping) -> dict[str, Any]:
    data = dict(row)
    data["citations"] = json.loads(data["citations"])
    data["checks"] = json.loads(data["checks"])
    data["refused"] = bool(data["refused"])
    return data
