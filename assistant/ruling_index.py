"""Matching a question to the rulings (docs/RULINGS.md).

Each ruling's asks are embedded as questions and its answer as a passage, once, at ingest
(stored by text hash in the vector store, so re-ingest embeds only what changed) and held
in memory per game. A question is matched with the query vector retrieval already computed
(no second embedding): score = best ask cosine + ANSWER_WEIGHT × answer cosine. Measured on
a probe of 101 Hive rulings (DESIGN.md §3): question-to-ask cosine with 0.3 × the
question-answer cosine put an answering ruling first for ~88% of answerable questions, and
RRF with BM25 over the short asks did worse, so BM25 is not fused in. Cosine alone does not
separate unanswerable questions, so every match also carries a lexical coverage — the
idf-weighted share of the question's terms the ruling's asks, answer and quotes contain —
for the gate.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from assistant.index import BATCH, VectorStore, _store_errors
from assistant.question import Question
from assistant.rulings import Ruling
from turkish import bm25_tokens

ANSWER_WEIGHT = 0.3
# The lexical coverage joins the ranking with this weight: on dev + project questions it
# moved a ruling whose answer passes the item first for 63 of 104 answerable items instead
# of 54 with cosine alone (0.1: 61, 0.3: 60); the cosine shortlist is CANDIDATES long.
COVERAGE_WEIGHT = 0.15
CANDIDATES = 40
MATCHES = 5  # per question: the best few, for the trace and for two-part questions


@dataclass(frozen=True)
class RulingMatch:
    ruling: Ruling
    score: float  # best ask cosine + ANSWER_WEIGHT × answer cosine
    ask: str  # the ask that matched best
    ask_similarity: float
    coverage: float  # idf-weighted share of the question's terms in the ruling's text

    @property
    def rank(self) -> float:
        """What matches are ordered by, and what the gate's ruling threshold reads."""
        return self.score + COVERAGE_WEIGHT * self.coverage

    def to_dict(self) -> dict[str, object]:
        return {
            "ruling": self.ruling.key,
            "answer": self.ruling.answer,
            "score": round(self.score, 4),
            "ask": self.ask,
            "ask_similarity": round(self.ask_similarity, 4),
            "coverage": round(self.coverage, 4),
            "rank": round(self.rank, 4),
        }


def _vid(kind: str, text: str) -> str:
    return kind + hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def ruling_terms(ruling: Ruling) -> frozenset[str]:
    texts = [*ruling.asks, ruling.answer, *(q.text for q in ruling.quotes)]
    return frozenset(t for text in texts for t in bm25_tokens(text))


class _GameTable:
    """One game's rulings as matrices: ask vectors (with their ruling), answer vectors."""

    def __init__(self, rulings: list[Ruling], vectors: dict[str, np.ndarray]):
        self.rulings = rulings
        owners, rows = [], []
        for i, ruling in enumerate(rulings):
            for ask in ruling.asks:
                owners.append(i)
                rows.append(vectors[_vid("q", ask)])
        self.owners = np.asarray(owners, dtype=np.int64)
        self.asks = np.vstack(rows) if rows else np.zeros((0, 384), dtype=np.float32)
        self.answers = (
            np.vstack([vectors[_vid("a", r.answer)] for r in rulings])
            if rulings
            else np.zeros((0, 384), dtype=np.float32)
        )
        self.terms = [ruling_terms(r) for r in rulings]
        df = Counter(t for terms in self.terms for t in terms)
        n = max(1, len(rulings))
        self.idf = {t: math.log(1 + n / c) for t, c in df.items()}
        self.default_idf = math.log(1 + n)  # a term no ruling uses weighs most


class RulingIndex:
    def __init__(self, store: VectorStore):
        self.store = store
        self._tables: dict[str, _GameTable] = {}

    def sync(
        self,
        rulings: dict[str, list[Ruling]],
        progress: Callable[[int, int], None] | None = None,
    ) -> tuple[int, float]:
        """Embed new asks and answers, drop vanished ones, load all; (embedded, seconds)."""
        t0 = time.perf_counter()
        every = [r for rs in rulings.values() for r in rs]
        wanted = {_vid("q", a): ("q", a) for r in every for a in r.asks}
        wanted.update({_vid("a", r.answer): ("a", r.answer) for r in every})
        col = self.store.ruling_collection()
        with _store_errors(self.store.chroma_url or str(self.store.index_dir)):
            have = set(col.get(include=[])["ids"])
            stale = sorted(have - set(wanted))
            if stale:
                col.delete(ids=stale)
            todo = [(vid, kind, text) for vid, (kind, text) in wanted.items() if vid not in have]
            step = BATCH * 4  # asks are short: bigger batches keep both engines busy
            for start in range(0, len(todo), step):
                batch = todo[start : start + step]
                asks = [(vid, t) for vid, kind, t in batch if kind == "q"]
                answers = [(vid, t) for vid, kind, t in batch if kind == "a"]
                embedder = self.store.embedder
                for items, embed in ((asks, embedder.embed_queries), (answers, embedder.embed_passages)):  # fmt: skip
                    if items:
                        col.upsert(
                            ids=[v for v, _ in items], embeddings=embed([t for _, t in items])
                        )
                if progress:
                    progress(min(start + step, len(todo)), len(todo))
            got = col.get(include=["embeddings"])
        vectors = {
            vid: np.asarray(vec, dtype=np.float32)
            for vid, vec in zip(got["ids"], got["embeddings"], strict=False)
        }
        self._tables = {game: _GameTable(rs, vectors) for game, rs in rulings.items()}
        return len(todo), time.perf_counter() - t0

    def match(
        self, question: Question, query_vector: Sequence[float] | None, game: str, k: int = MATCHES
    ) -> list[RulingMatch]:
        table = self._tables.get(game)
        if table is None or query_vector is None or not table.rulings:
            return []
        q = np.asarray(query_vector, dtype=np.float32)
        ask_sims = table.asks @ q
        best = np.full(len(table.rulings), -1.0, dtype=np.float32)
        np.maximum.at(best, table.owners, ask_sims)
        best_ask: dict[int, int] = {}
        for row in np.argsort(-ask_sims):
            best_ask.setdefault(int(table.owners[row]), int(row))
        scores = best + ANSWER_WEIGHT * (table.answers @ q)
        order = np.argsort(-scores)[:CANDIDATES]
        weights = {t: table.idf.get(t, table.default_idf) for t in set(question.terms)}
        total = sum(weights.values()) or 1.0
        matches = []
        for i in (int(x) for x in order):
            ruling = table.rulings[i]
            row = best_ask[i]
            ask = ruling.asks[row - int(np.searchsorted(table.owners, i))]
            covered = sum(w for t, w in weights.items() if t in table.terms[i]) / total
            matches.append(
                RulingMatch(ruling, float(scores[i]), ask, float(ask_sims[row]), covered)
            )
        return sorted(matches, key=lambda m: -m.rank)[:k]
