from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from chromadb.api.client import SharedSystemClient

from assistant import index
from assistant.chunking import Chunk
from assistant.embeddings import HashEmbedder
from assistant.index import EmbedStage, VectorStore


class CountingEmbedder(HashEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.embedded = 0

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        self.embedded += len(texts)
        return super().embed_passages(texts)


def _chunk(n: int, text: str, game: str = "hive") -> Chunk:
    return Chunk(
        f"{game}/kurallar/bolum-{n}#0", game, "kurallar", "tr", "x.txt", ("Bölüm", str(n)), text
    )


CHUNKS = [_chunk(i, f"Kural {i}: Arı Kraliçe en geç dördüncü turda oynanır {i}.") for i in range(5)]


def test_ingest_is_incremental(tmp_path: Path) -> None:
    embedder = CountingEmbedder()
    store = VectorStore(tmp_path / "index", None, "rules", embedder)
    first = store.sync(CHUNKS)
    assert (first.added, embedder.embedded) == (5, 5)

    again = VectorStore(tmp_path / "index", None, "rules", embedder).sync(
        CHUNKS
    )  # reopened from disk
    assert (again.embedded, again.unchanged, embedder.embedded) == (0, 5, 5)

    changed = [dataclasses.replace(CHUNKS[0], text="Yeni metin."), *CHUNKS[1:4]]
    report = store.sync(changed)
    assert (report.updated, report.deleted, report.unchanged) == (1, 1, 3)
    assert embedder.embedded == 6
    assert set(store.stored_hashes()) == {c.id for c in changed}


def test_corrupt_index_is_rebuilt_not_used(tmp_path: Path) -> None:
    index = tmp_path / "index"
    store = VectorStore(index, None, "rules", HashEmbedder())
    store.sync(CHUNKS)
    del store
    SharedSystemClient.clear_system_cache()  # as if the app had stopped
    for f in index.rglob("*.sqlite3"):
        f.write_bytes(b"this is not a database" * 100)
    fresh = VectorStore(index, None, "rules", HashEmbedder())
    fresh.open()
    assert fresh.stored_hashes() == {}  # rebuilt empty, never read garbage
    assert fresh.sync(CHUNKS).added == 5


def test_query_is_scoped_to_game_and_language(tmp_path: Path) -> None:
    store = VectorStore(tmp_path / "index", None, "rules", HashEmbedder())
    store.sync([*CHUNKS, _chunk(9, "Arı Kraliçe", game="alhambra")])
    hits = store.query_by_lang(HashEmbedder().embed_query("Arı Kraliçe"), "hive", "tr", 10)
    assert hits
    assert all(cid.startswith("hive/") for cid, _ in hits)


class _KindEmbedder(HashEmbedder):
    """Records every job it is given; questions get the negated passage vector."""

    def __init__(self) -> None:
        super().__init__()
        self.jobs: list[tuple[list[str], bool]] = []

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        self.jobs.append((list(texts), False))
        return [self._vec(t) for t in texts]

    def embed_queries(self, texts: Sequence[str]) -> list[list[float]]:
        self.jobs.append((list(texts), True))
        return [[-x for x in self._vec(t)] for t in texts]


def test_stages_embed_as_one_stream_and_store_in_order(monkeypatch: Any) -> None:
    monkeypatch.setattr(index, "JOB_CHARS", 12)  # several jobs per stage
    embedder = _KindEmbedder()
    stored: dict[str, list[tuple[int, list[float]]]] = {}
    events: list[tuple[str, int, int]] = []

    def stage(name: str, texts: list[str], as_query: list[bool]) -> EmbedStage:
        def write(positions: list[int], vectors: list[list[float]]) -> None:
            stored.setdefault(name, []).extend(zip(positions, vectors, strict=True))

        return EmbedStage(name, texts, as_query, write)

    chunks = stage("chunks", ["arı kraliçe", "çekirge atlar", "böcek"], [False] * 3)
    sentences = stage("sentences", ["böcek", "karınca koşar"], [False, False])
    rulings = stage("rulings", ["çekirge atlar", "böcek", "böcek"], [False, True, True])
    index.embed_stages(embedder, [chunks, sentences, rulings], lambda *e: events.append(e))

    embedded = [(t, q) for texts, q in embedder.jobs for t in texts]
    # each (text, kind) once: "böcek" as a passage and once more as a question
    assert sorted(embedded) == sorted(
        [("arı kraliçe", False), ("çekirge atlar", False), ("böcek", False)]
        + [("karınca koşar", False), ("böcek", True)]
    )
    assert all(sum(len(t) for t in texts) <= 12 or len(texts) == 1 for texts, _ in embedder.jobs)
    for st in (chunks, sentences, rulings):
        got = dict(stored[st.name])
        assert sorted(got) == list(range(len(st.texts)))  # every text stored once
        for p, vector in got.items():
            want = embedder._vec(st.texts[p])
            assert vector == ([-x for x in want] if st.as_query[p] else want)
    names = [name for name, _, _ in events]
    assert names == sorted(names, key=["chunks", "sentences", "rulings"].index)  # stage order
    last = {name: (done, total) for name, done, total in events}
    assert last == {"chunks": (3, 3), "sentences": (2, 2), "rulings": (3, 3)}


def test_nothing_to_embed_reports_nothing() -> None:
    events: list[tuple[str, int, int]] = []
    empty = EmbedStage("chunks", [], [], lambda _p, _v: None)
    index.embed_stages(HashEmbedder(), [empty], lambda *e: events.append(e))
    assert events == []
