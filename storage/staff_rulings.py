"""The staff rulings table: rows in, rows out, with optimistic concurrency and a change counter.

Every write (create, edit, delete) raises the one-row counter `staff_ruling_changes` in its
own transaction, first: writers queue on that row (PostgreSQL's row lock, SQLite's write
lock), so a ruling's `revision` is the counter's value at its last write and readers learn
of any change, a delete included, from one primary-key read. An edit names the `version` it
was made from; when another edit got there first it changes nothing and raises
`VersionConflict` with the row as it now is, so no edit overwrites one it never saw.

The store knows nothing of games, embeddings or the corpus (assistant/staff_rulings.py
checks a ruling before it gets here). Every database failure is one `RulingStoreError`
with a one-line reason.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy import (
    Connection,
    Engine,
    PoolProxiedConnection,
    RowMapping,
    delete,
    insert,
    select,
    update,
)
from sqlalchemy.exc import OperationalError, SQLAlchemyError

from storage.engine import BEGIN_OPTION, make_engine
from storage.migrate import MigrationError, upgrade
from storage.schema import staff_ruling_changes, staff_rulings
from storage.urls import is_sqlite, mask, normalize_database_url

RETRY_AFTER_S = 5.0  # after a network database was unreachable, fail at once for this long
_COUNTER_SQL = "SELECT counter FROM staff_ruling_changes WHERE id = 1"
T = TypeVar("T")


class RulingStoreError(RuntimeError):
    """The database cannot be read or written; the message is one line."""


class RulingNotFound(LookupError):
    """No staff ruling has this id (never had, or it was deleted)."""


class VersionConflict(RuntimeError):
    """The ruling changed (or was deleted: `current` is None) since the version given."""

    def __init__(self, current: StaffRulingRow | None, expected: int) -> None:
        super().__init__(
            f"expected version {expected}, found {current.version if current else None}"
        )
        self.current = current
        self.expected = expected


@dataclass(frozen=True)
class RulingValues:
    """What a create or an edit writes."""

    game: str
    asks: tuple[str, ...]
    answer: str
    verdict: str
    quotes: tuple[dict[str, str], ...]  # {doc, section, text, chunk_id}
    question: str | None = None
    answer_id: str | None = None
    embedder: str | None = None
    vectors: bytes | None = None

    def columns(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "asks": json.dumps(list(self.asks), ensure_ascii=False),
            "answer": self.answer,
            "verdict": self.verdict,
            "quotes": json.dumps(list(self.quotes), ensure_ascii=False),
            "question": self.question,
            "answer_id": self.answer_id,
            "embedder": self.embedder,
            "vectors": self.vectors,
        }


@dataclass(frozen=True)
class StaffRulingRow:
    id: int
    game: str
    asks: tuple[str, ...]
    answer: str
    verdict: str
    quotes: tuple[dict[str, str], ...]
    question: str | None
    answer_id: str | None
    created_at: float
    updated_at: float
    version: int
    revision: int
    embedder: str | None
    vectors: bytes | None

    @classmethod
    def from_mapping(cls, row: RowMapping) -> StaffRulingRow:
        return cls(
            id=int(row["id"]),
            game=str(row["game"]),
            asks=tuple(json.loads(row["asks"])),
            answer=str(row["answer"]),
            verdict=str(row["verdict"]),
            quotes=tuple(json.loads(row["quotes"])),
            question=row["question"],
            answer_id=row["answer_id"],
            created_at=float(row["created_at"]),
            updated_at=float(row["updated_at"]),
            version=int(row["version"]),
            revision=int(row["revision"]),
            embedder=row["embedder"],
            vectors=bytes(row["vectors"]) if row["vectors"] is not None else None,
        )


# Called inside a write transaction with the game's other rulings (for checks that must
# see every committed ruling, such as "no two rulings share an ask"); raises to refuse.
Check = Callable[[list[StaffRulingRow]], None]


class StaffRulingStore:
    """`StaffRulingStore(url)` makes its own engine; the web app hands in the feedback
    store's engine instead (one pool per process), or a function that returns it (called
    on first use, so a database that cannot even be opened fails a call, not the start)."""

    def __init__(
        self, url: str | None = None, *, engine: Engine | Callable[[], Engine] | None = None
    ) -> None:
        if engine is None:
            if url is None:
                raise ValueError("StaffRulingStore needs a database URL or an engine")
            normal = normalize_database_url(url)
            engine = lambda: make_engine(normal)  # noqa: E731
        self._engine: Engine | None = engine if isinstance(engine, Engine) else None
        self._make = engine if not isinstance(engine, Engine) else None
        self.label = (
            mask(self._engine.url.render_as_string(hide_password=False))
            if self._engine is not None
            else "(not opened yet)"
        )
        self._ready = False
        self._lock = threading.Lock()
        self._unreachable_until = 0.0
        self._check_lock = threading.Lock()
        self._check_conn: PoolProxiedConnection | None = None  # SQLite: kept open for changes()
        self._check_identity: tuple[int, int] | None = None

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            assert self._make is not None
            self._engine = self._make()
            self.label = mask(self._engine.url.render_as_string(hide_password=False))
        return self._engine

    @property
    def sqlite(self) -> bool:
        return self._engine is not None and is_sqlite(str(self._engine.url))

    # -- plumbing ---------------------------------------------------------------------------
    def _ensure_schema(self) -> None:
        with self._lock:
            if self._ready:
                return
            try:
                upgrade(self.engine)  # a read when the database is at head (the usual case)
            except (SQLAlchemyError, MigrationError, OSError, ValueError) as exc:
                raise self._error(exc) from exc
            self._ready = True

    def _error(self, exc: BaseException) -> RulingStoreError:
        if isinstance(exc, OperationalError) and not self.sqlite:
            self._unreachable_until = time.monotonic() + RETRY_AFTER_S
        lines = str(getattr(exc, "orig", None) or exc).strip().splitlines()
        return RulingStoreError(
            f"staff rulings database {self.label}: {lines[0] if lines else exc}"
        )

    @contextmanager
    def _begin(self, write: bool = False) -> Iterator[Connection]:
        if time.monotonic() < self._unreachable_until:
            raise RulingStoreError(
                f"staff rulings database {self.label}: unreachable, retrying soon"
            )
        if not self._ready:
            self._ensure_schema()
        try:
            with self.engine.connect() as conn:
                if write:  # SQLite: take the write lock up front, so writers queue
                    conn = conn.execution_options(**{BEGIN_OPTION: "BEGIN IMMEDIATE"})
                with conn.begin():
                    yield conn
        except SQLAlchemyError as exc:
            raise self._error(exc) from exc

    def _read(self, work: Callable[[Connection], T]) -> T:
        with self._begin() as conn:
            return work(conn)

    @staticmethod
    def _bump(conn: Connection) -> int:
        """Raise the change counter (queueing behind any other writer); its new value."""
        conn.execute(
            update(staff_ruling_changes)
            .where(staff_ruling_changes.c.id == 1)
            .values(counter=staff_ruling_changes.c.counter + 1)
        )
        counter = conn.execute(
            select(staff_ruling_changes.c.counter).where(staff_ruling_changes.c.id == 1)
        ).scalar_one()
        return int(counter)

    @staticmethod
    def _row(conn: Connection, ruling_id: int) -> StaffRulingRow | None:
        row = conn.execute(select(staff_rulings).where(staff_rulings.c.id == ruling_id))
        found = row.mappings().first()
        return StaffRulingRow.from_mapping(found) if found else None

    @staticmethod
    def _game_rows(conn: Connection, game: str, other_than: int | None) -> list[StaffRulingRow]:
        statement = select(staff_rulings).where(staff_rulings.c.game == game)
        if other_than is not None:
            statement = statement.where(staff_rulings.c.id != other_than)
        return [StaffRulingRow.from_mapping(r) for r in conn.execute(statement).mappings()]

    # -- reads ------------------------------------------------------------------------------
    def changes(self) -> int:
        """The change counter: a different value means some ruling was written or deleted.

        Read before every question. On SQLite through one connection kept open for it
        (outside any transaction, so each read sees the last commit): opening a file per
        read costs ~10× more, as the last connection to close checkpoints the WAL and the
        next one rebuilds its index. A replaced file (a restored backup) is noticed by its
        inode and reopened; any error closes it and takes the ordinary path."""
        if self._ready and self.sqlite:
            counter = self._changes_kept_open()
            if counter is not None:
                return counter
        statement = select(staff_ruling_changes.c.counter).where(staff_ruling_changes.c.id == 1)
        return self._read(lambda conn: int(conn.execute(statement).scalar_one()))

    def _changes_kept_open(self) -> int | None:
        with self._check_lock:
            try:
                identity = _file_identity(self.engine)
                if self._check_conn is None or identity != self._check_identity:
                    self._drop_check_connection()
                    if not _writable(self.engine):
                        # SQLite shares one -shm mapping per file among a process's
                        # connections: one kept open from a read-only disk would keep every
                        # later write failing after the disk is back. Read the ordinary way.
                        return None
                    self._check_conn = self.engine.raw_connection()
                    self._check_identity = identity
                cursor = self._check_conn.cursor()
                try:
                    cursor.execute(_COUNTER_SQL)
                    row = cursor.fetchone()
                finally:
                    cursor.close()
                if row is None:
                    raise LookupError("no change counter row")
                return int(row[0])
            except Exception:
                self._drop_check_connection()
                return None

    def _drop_check_connection(self) -> None:
        if self._check_conn is not None:
            with contextlib.suppress(Exception):
                self._check_conn.close()
        self._check_conn = None

    def revisions(self) -> dict[int, int]:
        """id → revision of every ruling (what a process compares its copy against)."""
        statement = select(staff_rulings.c.id, staff_rulings.c.revision)
        return self._read(lambda conn: {int(i): int(r) for i, r in conn.execute(statement)})

    def fetch(self, ids: Iterable[int]) -> list[StaffRulingRow]:
        wanted = sorted(set(ids))
        if not wanted:
            return []
        statement = select(staff_rulings).where(staff_rulings.c.id.in_(wanted))
        return self._read(
            lambda conn: [
                StaffRulingRow.from_mapping(r) for r in conn.execute(statement).mappings()
            ]
        )

    def get(self, ruling_id: int) -> StaffRulingRow | None:
        return self._read(lambda conn: self._row(conn, ruling_id))

    def list(self, game: str | None = None) -> list[StaffRulingRow]:
        """Newest change first."""
        statement = select(staff_rulings).order_by(
            staff_rulings.c.updated_at.desc(), staff_rulings.c.id.desc()
        )
        if game is not None:
            statement = statement.where(staff_rulings.c.game == game)
        return self._read(
            lambda conn: [
                StaffRulingRow.from_mapping(r) for r in conn.execute(statement).mappings()
            ]
        )

    def ping(self) -> bool:
        try:
            self.changes()
            return True
        except RulingStoreError:
            return False

    # -- writes -----------------------------------------------------------------------------
    def create(self, values: RulingValues, check: Check | None = None) -> StaffRulingRow:
        with self._begin(write=True) as conn:
            revision = self._bump(conn)
            if check is not None:
                check(self._game_rows(conn, values.game, None))
            now = time.time()
            result = conn.execute(
                insert(staff_rulings).values(
                    **values.columns(), created_at=now, updated_at=now, version=1, revision=revision
                )
            )
            key = result.inserted_primary_key
            assert key is not None
            new_id = int(key[0])
            row = self._row(conn, new_id)
        assert row is not None
        return row

    def update(
        self,
        ruling_id: int,
        expected_version: int,
        values: RulingValues,
        check: Check | None = None,
    ) -> StaffRulingRow:
        """Write `values` over ruling `ruling_id` if it is still at `expected_version`;
        RulingNotFound or VersionConflict (nothing written) otherwise."""
        with self._begin(write=True) as conn:
            revision = self._bump(conn)
            current = self._row(conn, ruling_id)
            if current is None:
                raise RulingNotFound(ruling_id)
            if check is not None:
                check(self._game_rows(conn, values.game, ruling_id))
            changed = conn.execute(
                update(staff_rulings)
                .where(staff_rulings.c.id == ruling_id)
                .where(staff_rulings.c.version == expected_version)
                .values(
                    **values.columns(),
                    updated_at=max(time.time(), current.updated_at),
                    version=staff_rulings.c.version + 1,
                    revision=revision,
                )
            ).rowcount
            if changed != 1:
                raise VersionConflict(current, expected_version)  # rolls the counter back
            row = self._row(conn, ruling_id)
        assert row is not None
        return row

    def delete(self, ruling_id: int, expected_version: int | None = None) -> StaffRulingRow:
        """Delete a ruling (only at `expected_version`, when given); the row it was."""
        with self._begin(write=True) as conn:
            self._bump(conn)
            current = self._row(conn, ruling_id)
            if current is None:
                raise RulingNotFound(ruling_id)
            statement = delete(staff_rulings).where(staff_rulings.c.id == ruling_id)
            if expected_version is not None:
                statement = statement.where(staff_rulings.c.version == expected_version)
            if conn.execute(statement).rowcount != 1:
                raise VersionConflict(current, expected_version or current.version)
        return current

    def close(self) -> None:
        with self._check_lock:
            self._drop_check_connection()
        if self._engine is not None:
            self._engine.dispose()


def _writable(engine: Engine) -> bool:
    """Whether the SQLite file and its folder (for the -wal and -shm files) can be written."""
    database = str(engine.url.database)
    return os.access(database, os.W_OK) and os.access(os.path.dirname(database) or ".", os.W_OK)


def _file_identity(engine: Engine) -> tuple[int, int]:
    """(device, inode) of a SQLite engine's file; OSError when it is gone."""
    stat = os.stat(str(engine.url.database))
    return stat.st_dev, stat.st_ino
