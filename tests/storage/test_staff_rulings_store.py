"""The staff rulings table on both databases: the same calls, the same answers; concurrent
edits of one ruling: one wins, the others get VersionConflict, nothing is lost."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest
from sqlalchemy import inspect

from storage.migrate import current_revision, head_revision
from storage.staff_rulings import (
    RulingNotFound,
    RulingStoreError,
    RulingValues,
    StaffRulingRow,
    StaffRulingStore,
    VersionConflict,
)
from web.db import FeedbackStore

VALUES = RulingValues(
    game="hive",
    asks=("kraliçe arı en geç ne zaman konur", "<script>alert(1)</script> kraliçe"),
    answer="Arı Kraliçe'ni en geç 4. turunda koymalısın. <b>kalın değil</b>",
    verdict="none",
    quotes=(
        {
            "doc": "kurallar",
            "section": "Arı Kraliçe'yi Yerleştirme",
            "text": "Arı Kraliçe'nizi en geç 4. turunuzda oyuna sokmak zorundasınız.",
            "chunk_id": "hive/kurallar/x#0",
        },
    ),
    question="kralice ne zaman",
    answer_id="a" * 32,
    embedder="hash-256",
    vectors=b"\x00\x01" * 8,
)


def test_create_read_edit_delete(database_url: str) -> None:
    store = StaffRulingStore(database_url)
    assert store.changes() == 0
    created = store.create(VALUES)
    assert created.version == 1
    assert created.asks == VALUES.asks  # HTML is text: stored as it came
    assert created.answer == VALUES.answer
    assert created.quotes == VALUES.quotes
    assert created.vectors == VALUES.vectors
    assert store.changes() == 1
    assert store.revisions() == {created.id: 1}
    assert store.get(created.id) == created
    assert store.list() == [created]
    assert store.list("hoth") == []
    assert store.fetch([created.id, 999]) == [created]

    edited = store.update(created.id, 1, RulingValues(**{**VALUES.__dict__, "answer": "Yeni."}))
    assert (edited.version, edited.answer, edited.created_at) == (2, "Yeni.", created.created_at)
    assert edited.revision == store.changes() == 2
    with pytest.raises(VersionConflict) as stale:
        store.update(created.id, 1, VALUES)
    assert stale.value.current == edited
    assert store.changes() == 2  # a refused edit changes nothing, not even the counter
    with pytest.raises(VersionConflict):
        store.delete(created.id, expected_version=1)
    assert store.get(created.id) == edited

    second = store.create(RulingValues(**{**VALUES.__dict__, "game": "hoth"}))
    gone = store.delete(created.id, expected_version=2)
    assert gone == edited
    assert store.get(created.id) is None
    assert store.revisions() == {second.id: second.revision}
    assert store.changes() == 4
    with pytest.raises(RulingNotFound):
        store.update(created.id, 2, VALUES)
    with pytest.raises(RulingNotFound):
        store.delete(created.id)
    store.close()


def test_the_migration_adds_the_tables(database_url: str) -> None:
    feedback = FeedbackStore(database_url)
    feedback.init()  # the app's start-up migrates, the rulings store then only reads
    assert current_revision(feedback.engine) == head_revision() == "0002"
    tables = set(inspect(feedback.engine).get_table_names())
    assert {"answers", "staff_rulings", "staff_ruling_changes"} <= tables
    store = StaffRulingStore(engine=feedback.engine)
    assert store.create(VALUES).id >= 1
    assert feedback.record({"question": "q", "answer": "a"})  # the answers table is untouched


def test_a_check_inside_the_write_sees_the_other_rulings(database_url: str) -> None:
    store = StaffRulingStore(database_url)
    first = store.create(VALUES)
    seen: list[list[StaffRulingRow]] = []

    def refuse(rows: list[StaffRulingRow]) -> None:
        seen.append(rows)
        raise ValueError("same ask")

    with pytest.raises(ValueError, match="same ask"):
        store.create(VALUES, check=refuse)
    assert [r.id for r in seen[0]] == [first.id]
    with pytest.raises(ValueError, match="same ask"):
        store.update(first.id, 1, VALUES, check=refuse)
    assert seen[1] == []  # an edit is not checked against itself
    assert store.list() == [first]
    assert store.changes() == 1


def test_concurrent_edits_one_wins_the_others_conflict(database_url: str) -> None:
    """Eight editors load version 1 and save at once: exactly one edit is written, seven
    get VersionConflict, and the ruling holds the winner's text."""
    StaffRulingStore(database_url).create(VALUES)
    stores = [StaffRulingStore(database_url) for _ in range(8)]
    ruling_id = stores[0].list()[0].id
    barrier = threading.Barrier(len(stores))
    won: list[str] = []
    lost: list[VersionConflict] = []
    errors: list[BaseException] = []

    def edit(n: int, store: StaffRulingStore) -> None:
        answer = f"Düzenleyen {n}."
        barrier.wait()
        try:
            store.update(ruling_id, 1, RulingValues(**{**VALUES.__dict__, "answer": answer}))
            won.append(answer)
        except VersionConflict as exc:
            lost.append(exc)
        except BaseException as exc:  # collected: a thread's exception is otherwise lost
            errors.append(exc)

    threads = [threading.Thread(target=edit, args=(n, s)) for n, s in enumerate(stores)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors
    assert len(won) == 1
    assert len(lost) == len(stores) - 1
    final = stores[0].get(ruling_id)
    assert final is not None
    assert (final.version, final.answer) == (2, won[0])
    assert all(c.current is not None and c.current.version == 2 for c in lost)
    assert stores[0].changes() == 2


def test_the_sqlite_change_check_sees_other_writers_and_a_restored_file(tmp_path: Path) -> None:
    """The counter is read through a connection kept open (SQLite): it still sees every
    commit of another process at once, and a file replaced under it (a backup restored)."""
    db = tmp_path / "kararlar.db"
    reader, writer = StaffRulingStore(f"sqlite:///{db}"), StaffRulingStore(f"sqlite:///{db}")
    assert reader.changes() == 0
    assert reader.changes() == 0  # now through the kept connection
    first = writer.create(VALUES)
    assert reader.changes() == 1
    backup = tmp_path / "backup.db"
    shutil.copy(db, backup)
    writer.update(first.id, 1, VALUES)
    writer.create(VALUES)
    assert reader.changes() == 3
    for suffix in ("-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    os.replace(backup, db)  # restored: the counter is 1 again
    assert reader.changes() == 1
    assert list(reader.revisions()) == [first.id]
    db.unlink()
    db.mkdir()  # not a database any more: an error, not the old value
    with pytest.raises(RulingStoreError):
        reader.changes()
