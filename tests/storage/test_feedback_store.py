"""The feedback store on both databases: the same calls, the same answers."""

from __future__ import annotations

import threading

import pytest
from sqlalchemy import inspect

from storage.migrate import current_revision, head_revision
from web.db import FeedbackStore

ANSWER = {
    "question": "kraliçe arı ne zaman oyuna girmek zorunda",
    "answer": "Dördüncü hamleye kadar [1].",
    "game": "hive",
    "citations": [{"n": 1, "chunk_id": "hive/kurallar#1", "quote": "dördüncü hamlesine kadar"}],
    "checks": [{"verdict": "verified", "expected": 4}],
    "refused": False,
    "answerer": "extractive",
    "confidence": 0.82,
    "latency_ms": 31.5,
}


def test_record_vote_read_back(database_url: str) -> None:
    store = FeedbackStore(database_url)
    store.init()
    answer_id = store.record(ANSWER)
    row = store.get(answer_id)
    assert row is not None
    assert row["citations"] == ANSWER["citations"]
    assert row["checks"] == ANSWER["checks"]
    assert row["refused"] is False
    assert row["vote"] is None
    assert row["game"] == "hive"
    assert store.vote(answer_id, "down", "yanlış sayı")
    assert store.vote(answer_id, "up", None)  # a vote can be changed
    assert store.get(answer_id)["vote"] == "up"  # type: ignore[index]
    assert not store.vote("no-such-answer", "up", None)
    store.vote(answer_id, "down", "tekrar yanlış")
    down = store.latest_down_votes()
    assert [r["id"] for r in down] == [answer_id]
    assert down[0]["comment"] == "tekrar yanlış"
    assert store.count() == 1
    assert store.count(voted=True) == 1
    assert store.ping()
    assert store.writable
    store.close()


def test_unicode_and_long_text_round_trip(database_url: str) -> None:
    store = FeedbackStore(database_url)
    text = "İĞÜŞÖÇ ığüşöç — “tırnak” 🎲 " * 400
    answer_id = store.record({**ANSWER, "question": text, "answer": text})
    row = store.get(answer_id)
    assert row is not None
    assert row["question"] == text
    assert row["answer"] == text


def test_init_creates_the_schema_once(database_url: str) -> None:
    store = FeedbackStore(database_url)
    store.init()
    store.init()  # idempotent
    again = FeedbackStore(database_url)
    again.init()  # a second process starting on the same database
    assert current_revision(store.engine) == head_revision()
    tables = set(inspect(store.engine).get_table_names())
    assert {"answers", "alembic_version"} <= tables
    indexes = {ix["name"] for ix in inspect(store.engine).get_indexes("answers")}
    assert "answers_vote" in indexes


def test_replicas_starting_together_migrate_once(database_url: str) -> None:
    stores = [FeedbackStore(database_url) for _ in range(4)]
    errors: list[BaseException] = []

    def start(store: FeedbackStore) -> None:
        try:
            store.init()
        except BaseException as exc:  # collected: a thread's exception is otherwise lost
            errors.append(exc)

    threads = [threading.Thread(target=start, args=(s,)) for s in stores]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors
    ids = [store.record(ANSWER) for store in stores]
    assert all(stores[0].get(i) for i in ids)


def test_a_bad_url_is_refused_up_front() -> None:
    with pytest.raises(ValueError, match="unsupported database 'mysql'"):
        FeedbackStore("mysql://kr:secret@db/kr")
