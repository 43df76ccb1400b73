from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path

from chromadb.api.client import SharedSystemClient

from assistant.chunking import Chunk
from assistant.embeddings import HashEmbedder
from assistant.index import VectorStore


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
