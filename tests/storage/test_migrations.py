"""Migrations: a database written before they existed is adopted as is, and one that
cannot run leaves the database exactly as it was (on SQLite and on PostgreSQL)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import inspect, text

from storage.migrate import (
    MIGRATIONS_DIR,
    MigrationError,
    current_revision,
    head_revision,
    upgrade,
)
from web.db import FeedbackStore, StorageError

# The schema web/db.py created with CREATE TABLE IF NOT EXISTS before migrations existed.
LEGACY_SCHEMA = """
CREATE TABLE answers (
    id TEXT PRIMARY KEY, created_at REAL NOT NULL, game TEXT, question TEXT NOT NULL,
    answer TEXT NOT NULL, citations TEXT NOT NULL, checks TEXT NOT NULL,
    refused INTEGER NOT NULL, refusal_reason TEXT, answerer TEXT, confidence REAL,
    latency_ms REAL, vote TEXT CHECK (vote IN ('up', 'down')), comment TEXT, voted_at REAL
);
CREATE INDEX answers_vote ON answers (vote, voted_at);
INSERT INTO answers VALUES ('old', 1.0, 'hive', 'eski soru', 'eski cevap', '[]', '[]', 0,
    NULL, 'extractive', 0.5, 12.0, 'down', 'eski yorum', 2.0);
"""

BROKEN = '''"""A migration that fails half-way: its first steps must not survive."""

import sqlalchemy as sa
from alembic import op

revision = "0099"
down_revision = "{head}"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table("half_done", sa.Column("id", sa.Integer, primary_key=True))
    op.add_column("answers", sa.Column("extra", sa.Text))
    op.execute("UPDATE answers SET comment = 'overwritten'")
    raise RuntimeError("disk quota exceeded (simulated)")


def downgrade() -> None:
    pass
'''


def test_a_database_from_before_migrations_is_adopted(tmp_path: Path) -> None:
    db = tmp_path / "feedback.db"
    with sqlite3.connect(db) as conn:
        conn.executescript(LEGACY_SCHEMA)
    store = FeedbackStore(f"sqlite:///{db}")
    store.init()
    assert current_revision(store.engine) == head_revision()
    old = store.get("old")
    assert old is not None
    assert old["vote"] == "down"
    assert old["comment"] == "eski yorum"
    assert store.vote("old", "up", None)
    assert store.record({"question": "q", "answer": "a"})


def _broken_scripts(tmp_path: Path) -> Path:
    scripts = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, scripts, ignore=shutil.ignore_patterns("__pycache__"))
    broken = BROKEN.replace("{head}", str(head_revision()))  # on top of whatever is newest
    (scripts / "versions" / "0099_broken.py").write_text(broken, encoding="utf-8")
    return scripts


def _snapshot(store: FeedbackStore) -> tuple[list[str], list[str], list[Any], str | None]:
    with store.engine.connect() as conn:
        rows = list(conn.execute(text("SELECT id, vote, comment FROM answers ORDER BY id")))
    inspector = inspect(store.engine)
    columns = [c["name"] for c in inspector.get_columns("answers")]
    return (sorted(inspector.get_table_names()), columns, rows, current_revision(store.engine))


def test_a_migration_that_fails_leaves_the_database_as_it_was(
    database_url: str, tmp_path: Path
) -> None:
    store = FeedbackStore(database_url)
    store.init()
    answer_id = store.record({"question": "soru", "answer": "cevap"})
    store.vote(answer_id, "down", "yorum")
    before = _snapshot(store)
    with pytest.raises(MigrationError, match="database left unchanged.*disk quota"):
        upgrade(store.engine, _broken_scripts(tmp_path))
    assert _snapshot(store) == before
    assert "half_done" not in before[0]
    store.vote(answer_id, "up", None)  # and the database still works
    assert store.get(answer_id)["vote"] == "up"  # type: ignore[index]


def test_the_app_starts_on_a_database_whose_migration_fails(
    database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store that cannot migrate reports one line (feedback 503s, answers go on)."""
    import storage.migrate

    monkeypatch.setattr(storage.migrate, "MIGRATIONS_DIR", _broken_scripts(tmp_path))
    store = FeedbackStore(database_url)
    with pytest.raises(StorageError) as caught:
        store.init()
    assert "\n" not in str(caught.value)
    assert "left unchanged" in str(caught.value)
    assert not store.ping()
