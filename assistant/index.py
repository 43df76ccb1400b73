"""The dense index (chromadb, embedded or server) plus the in-memory BM25 index.

Ingest is incremental: each stored vector carries the chunk's content hash and the
embedder id; unchanged chunks are never re-embedded and removed chunks are deleted.
chromadb never embeds anything itself: we always pass our own vectors, so its default
embedding function (which downloads a model) is never used.
"""

from __future__ import annotations

import contextlib
import logging
import shutil
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import numpy as np
from rank_bm25 import BM25Okapi

from assistant.chunking import Chunk
from assistant.embeddings import Embedder
from assistant.errors import IndexUnavailable
from turkish import bm25_tokens

log = logging.getLogger(__name__)

BATCH = 16
# Sentences, asks and answers are short: big batches (split over the engines) embed them
# much faster than small ones, and sorted by length a batch wastes little on padding.
SHORT_BATCH = 256
SENTENCE_SUFFIX = "-s"
RULING_SUFFIX = "-r"  # the rulings' asks and answers (assistant/ruling_index.py)


@dataclass
class IngestReport:
    added: int = 0
    updated: int = 0
    deleted: int = 0
    unchanged: int = 0
    seconds: float = 0.0
    rebuilt: bool = False
    sentences_embedded: int = 0  # quotable sentences embedded (assistant/sentences.py)
    rulings_embedded: int = 0  # ruling asks and answers embedded (assistant/ruling_index.py)

    @property
    def embedded(self) -> int:
        return self.added + self.updated


def _chroma_settings() -> Any:
    from chromadb.config import Settings as ChromaSettings

    return ChromaSettings(anonymized_telemetry=False, allow_reset=True)


def make_client(index_dir: Path, chroma_url: str | None) -> Any:
    import chromadb

    if chroma_url:
        url = urlparse(chroma_url)
        return chromadb.HttpClient(
            host=url.hostname or "127.0.0.1",
            port=url.port or (443 if url.scheme == "https" else 8000),
            ssl=url.scheme == "https",
            settings=_chroma_settings(),
        )
    index_dir.mkdir(parents=True, exist_ok=True)
    return chromadb.PersistentClient(path=str(index_dir), settings=_chroma_settings())


def _sqlite_is_sound(index_dir: Path) -> bool:
    """Check chromadb's SQLite file with SQLite itself, before chromadb opens it.

    chromadb caches a client per path for the whole process, and a client that failed to
    open cannot be replaced in-process, so corruption has to be caught before that.
    """
    db = index_dir / "chroma.sqlite3"
    if not db.exists():
        return True
    try:
        with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as conn:
            return bool(conn.execute("PRAGMA quick_check").fetchone()[0] == "ok")
    except sqlite3.DatabaseError:
        return False


@contextlib.contextmanager
def _store_errors(where: str) -> Iterator[None]:
    """Any failure of the store itself (server gone, file unreadable) as IndexUnavailable,
    so callers handle one exception type and users never see chromadb's internals."""
    try:
        yield
    except IndexUnavailable:
        raise
    except Exception as exc:
        raise IndexUnavailable(f"vector index {where}: {exc}") from exc


class VectorStore:
    """One chromadb collection per embedder (vectors of different models never mix)."""

    def __init__(self, index_dir: Path, chroma_url: str | None, name: str, embedder: Embedder):
        self.index_dir = index_dir
        self.chroma_url = chroma_url
        self.embedder = embedder
        self.name = f"{name}-{embedder.id}"[:60]
        self._collection = None

    def open(self) -> None:
        """Open (or create) the collection; a corrupt local index is deleted and rebuilt."""
        if not self.chroma_url and not _sqlite_is_sound(self.index_dir):
            log.error("index at %s is corrupt: deleting it, it will be rebuilt", self.index_dir)
            shutil.rmtree(self.index_dir, ignore_errors=True)
        try:
            self._collection = self._open()
        except Exception as exc:
            where = self.chroma_url or str(self.index_dir)
            raise IndexUnavailable(f"vector index {where} cannot be opened: {exc}") from exc

    def _open(self, suffix: str = "") -> Any:
        client = make_client(self.index_dir, self.chroma_url)
        col = client.get_or_create_collection(
            name=self.name + suffix,
            embedding_function=_OurEmbeddingFunction(self.embedder),
            metadata={"hnsw:space": "cosine"},
        )
        col.count()  # touch the storage now so corruption shows here, not mid-request
        return col

    def reset(self) -> None:
        """Drop this embedder's collections (ingest --rebuild)."""
        client = make_client(self.index_dir, self.chroma_url)
        for name in (self.name, self.name + SENTENCE_SUFFIX, self.name + RULING_SUFFIX):
            try:
                client.delete_collection(name)
            except Exception as exc:  # missing collection: nothing to drop
                log.info("reset: %s", exc)
        self._collection = None

    def sentence_collection(self) -> Any:
        """The collection of quotable sentences' vectors (see assistant/sentences.py)."""
        with _store_errors(self.chroma_url or str(self.index_dir)):
            return self._open(SENTENCE_SUFFIX)

    def ruling_collection(self) -> Any:
        """The collection of the rulings' ask and answer vectors (assistant/ruling_index.py)."""
        with _store_errors(self.chroma_url or str(self.index_dir)):
            return self._open(RULING_SUFFIX)

    @property
    def collection(self) -> Any:
        if self._collection is None:
            self.open()
        return self._collection

    def stored_hashes(self) -> dict[str, str]:
        with _store_errors(self.chroma_url or str(self.index_dir)):
            got = self.collection.get(include=["metadatas"])
        return {
            cid: str((meta or {}).get("hash", ""))
            for cid, meta in zip(got["ids"], got["metadatas"] or [], strict=False)
        }

    def sync(
        self, chunks: Sequence[Chunk], progress: Callable[[int, int], None] | None = None
    ) -> IngestReport:
        t0 = time.perf_counter()
        report = IngestReport()
        stored = self.stored_hashes()
        wanted = {c.id: c for c in chunks}
        stale = [cid for cid in stored if cid not in wanted]
        todo = [c for c in chunks if stored.get(c.id) != c.content_hash]
        report.unchanged = len(chunks) - len(todo)
        report.updated = sum(1 for c in todo if c.id in stored)
        report.added = len(todo) - report.updated
        if stale:
            with _store_errors(self.chroma_url or str(self.index_dir)):
                self.collection.delete(ids=stale)
            report.deleted = len(stale)
        todo.sort(key=lambda c: len(c.index_text))  # like lengths in a batch: less padding
        for start in range(0, len(todo), BATCH):
            batch = todo[start : start + BATCH]
            vectors = self.embedder.embed_passages([c.index_text for c in batch])
            with _store_errors(self.chroma_url or str(self.index_dir)):
                self.collection.upsert(
                    ids=[c.id for c in batch],
                    embeddings=vectors,
                    metadatas=[_metadata(c, self.embedder.id) for c in batch],
                    documents=[c.text for c in batch],
                )
            if progress:
                progress(min(start + BATCH, len(todo)), len(todo))
        report.seconds = time.perf_counter() - t0
        return report

    def query_by_lang(
        self, vector: list[float], game: str, lang: str, k: int
    ) -> list[tuple[str, float]]:
        try:
            res = self.collection.query(
                query_embeddings=[vector],
                n_results=k,
                where={"$and": [{"game": game}, {"lang": lang}]},
                include=["distances"],
            )
        except Exception as exc:
            raise IndexUnavailable(str(exc)) from exc
        ids = res["ids"][0]
        dists = (res.get("distances") or [[1.0] * len(ids)])[0]
        return [(cid, 1.0 - float(d)) for cid, d in zip(ids, dists, strict=False)]


class _OurEmbeddingFunction:
    """Our embedder in chromadb's EmbeddingFunction shape.

    We always pass vectors ourselves; this only guarantees that if anything ever hands
    chromadb raw text, our model embeds it instead of chromadb's downloading default.
    """

    def __init__(self, embedder: Embedder | None = None) -> None:
        self._embedder = embedder

    def _model(self) -> Embedder:
        if self._embedder is None:
            raise RuntimeError("Kural Rehberi collections must be opened with the app's embedder")
        return self._embedder

    def __call__(self, input: list[str]) -> list[Any]:
        return [np.asarray(v, dtype=np.float32) for v in self._model().embed_passages(list(input))]

    def embed_query(self, input: list[str]) -> list[Any]:
        return [np.asarray(self._model().embed_query(t), dtype=np.float32) for t in input]

    @staticmethod
    def name() -> str:
        return "kural-rehberi"

    def get_config(self) -> dict[str, Any]:
        return {"embedder": self._embedder.id if self._embedder else None}

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> _OurEmbeddingFunction:  # noqa: ARG004 (chromadb interface)
        return _OurEmbeddingFunction()  # an unusable placeholder until the app passes its own

    def is_legacy(self) -> bool:
        return False


def _metadata(chunk: Chunk, embedder_id: str) -> dict[str, str]:
    return {
        "game": chunk.game,
        "doc": chunk.doc,
        "lang": chunk.lang,
        "section": chunk.breadcrumb,
        "source": chunk.source,
        "hash": chunk.content_hash,
        "embedder": embedder_id,
    }


class LexicalIndex:
    """BM25 over folded, prefix-stemmed tokens, one small index per (game, language)."""

    def __init__(self, chunks: Sequence[Chunk]):
        self._groups: dict[tuple[str, str], list[Chunk]] = {}
        for c in chunks:
            self._groups.setdefault((c.game, c.lang), []).append(c)
        self._bm25 = {
            key: BM25Okapi([bm25_tokens(c.index_text) for c in group])
            for key, group in self._groups.items()
        }

    def languages(self, game: str) -> list[str]:
        return sorted(lang for g, lang in self._groups if g == game)

    def search(
        self, query_tokens: list[str], game: str, lang: str, k: int
    ) -> list[tuple[Chunk, float]]:
        group = self._groups.get((game, lang), [])
        if not group or not query_tokens:
            return []
        scores = self._bm25[(game, lang)].get_scores(query_tokens)
        order = sorted(range(len(group)), key=lambda i: -scores[i])[:k]
        return [(group[i], float(scores[i])) for i in order if scores[i] > 0]

    def idf(self, game: str, lang: str) -> dict[str, float]:
        bm = self._bm25.get((game, lang))
        return dict(bm.idf) if bm else {}
