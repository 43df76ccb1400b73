"""Hybrid retrieval: BM25 on folded/stemmed tokens + dense vectors, fused by RRF.

Scoped to one game. Each language of the game is searched as its own pool and the pools
are merged, because Turkish chunks otherwise crowd out a Czech chunk that alone holds the
answer (measured: 0/3 in the top 5 with one pool, 2/3 with per-language pools).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from assistant.chunking import Chunk
from assistant.embeddings import Embedder
from assistant.index import LexicalIndex, VectorStore
from assistant.lexicon import Lexicon
from assistant.question import Question
from assistant.sentences import SentenceVectors
from turkish import bm25_tokens
from turkish.patterns import rx

RRF_K = 60
# Weight of BM25 against the dense ranking in the fusion. With Turkish letters restored
# for the dense query (lexicon.py), equal weights gave the best hit@5 on dev + project
# questions (.81; 1.5 gave .80, 0.8 gave .78).
BM25_WEIGHT = 1.0
POOL = 20
PRIMARY_LANG = "tr"
OTHER_LANG_SLOTS = 2
WORD_VECTORS_KEPT = 512  # other-language word groups' vectors (~1.5 KiB each)


@dataclass
class ScoredChunk:
    chunk: Chunk
    fused: float
    bm25: float | None = None
    dense: float | None = None
    bm25_rank: int | None = None
    dense_rank: int | None = None
    coverage: float = 0.0  # idf-weighted share of question terms found in the chunk
    pinned: bool = False  # put first because a rule calculator applied this chunk's rule


@dataclass
class Retrieval:
    game: str
    chunks: list[ScoredChunk] = field(default_factory=list)
    idf: dict[str, float] = field(default_factory=dict)  # term weights of the game's text
    query_vector: list[float] | None = None  # the question as the dense model saw it
    sentences: SentenceVectors | None = None  # quotable sentences' vectors, if ingested
    terms: tuple[str, ...] = ()  # the question's BM25 terms (what coverage is measured on)

    @property
    def evidence(self) -> float:
        """How well the best chunks support an answer, in [0, 1] (the gate reads this)."""
        if not self.chunks:
            return 0.0
        best_cov = max(c.coverage for c in self.chunks[:3])
        best_dense = max((c.dense or 0.0) for c in self.chunks[:3])
        # e5 cosines crowd into 0.75-0.92; stretch that band to 0-1.
        dense_part = min(1.0, max(0.0, (best_dense - 0.75) / 0.15))
        return round(0.6 * best_cov + 0.4 * dense_part, 4)


class Retriever:
    def __init__(
        self,
        chunks: Sequence[Chunk],
        store: VectorStore,
        embedder: Embedder,
        glossaries: dict[str, dict[str, dict[str, str]]] | None = None,
        sentences: SentenceVectors | None = None,
    ):
        self.chunks = {c.id: c for c in chunks}
        self._games = {c.game for c in chunks}
        self.glossaries = glossaries or {}
        self.sentences = sentences  # game → lang → {turkish term: translation}
        self.store = store
        self.embedder = embedder
        self.lexical = LexicalIndex(chunks)
        self._vectors: dict[str, list[float]] = {}
        self._word_vectors: dict[str, np.ndarray] = {}
        self.lexicon = Lexicon(c.index_text for c in chunks if c.lang == PRIMARY_LANG)
        self._terms = {c.id: frozenset(bm25_tokens(c.index_text)) for c in chunks}

    def retrieve(self, question: Question, game: str, k: int = 6) -> Retrieval:
        if game not in self._games:
            raise ValueError(f"unknown game {game!r}")
        pools = {}
        vector = self._embed(question.standalone)
        for lang in self.lexical.languages(game):
            words = [] if lang == PRIMARY_LANG else self._translations(question.ascii, game, lang)
            if not words:
                pools[lang] = self._pool(list(question.terms), vector, game, lang)
                continue
            # The other language's pool (the Czech guide) is searched with the question's
            # vector moved toward that language's words for the game terms it names (their
            # vector is kept, _words_vector), so the question itself is embedded once.
            # Embedding the question again with the words appended was a second, longer
            # embedding (Hoth's p95); reusing the bare question vector lost the guide's
            # passage for "sol kanat kimin soluna göre". The moved vector kept every read
            # eval item (1,135) and hit@5 (+1). Its chunks are scored against the bare
            # question, so the evidence the gate reads is not inflated by the added words
            # (scoring by the moved vector answered two strategy questions with Czech
            # quotes instead of refusing).
            terms = [*question.terms, *(t for w in words for t in bm25_tokens(w))]
            toward = self._toward(vector, words)
            pools[lang] = self._pool(terms, toward, game, lang, scored_by=vector)
        primary = pools.pop(PRIMARY_LANG, [])
        merged = primary[: max(1, k - OTHER_LANG_SLOTS * len(pools))]
        for other in pools.values():
            merged.extend(other[:OTHER_LANG_SLOTS])
        merged.sort(key=lambda s: -s.fused)
        return Retrieval(
            game,
            merged[:k],
            self.lexical.idf(game, PRIMARY_LANG),
            vector,
            self.sentences,
            question.terms,
        )

    def pin(self, retrieval: Retrieval, chunk_ids: Sequence[str], k: int) -> Retrieval:
        """Put the chunks whose rules a calculator applied first, keeping the best retrieved.

        A numeric question ("3 hex away, in trenches, how many dice?") names several rules
        at once and ranking finds some of them; the calculator knows exactly which rules it
        used, so their chunks are the answer's evidence. At most k-1 are pinned, so the
        best-ranked chunk always stays.
        """
        known = [cid for cid in dict.fromkeys(chunk_ids) if cid in self.chunks][: max(0, k - 1)]
        if not known:
            return retrieval
        found = {sc.chunk.id: sc for sc in retrieval.chunks}
        top = max((sc.fused for sc in retrieval.chunks), default=0.0)
        tokens = list(retrieval.terms)
        idf = self.lexical.idf(retrieval.game, PRIMARY_LANG)
        pinned = [
            dataclasses.replace(found[cid], pinned=True)
            if cid in found
            else ScoredChunk(
                self.chunks[cid],
                top,
                coverage=coverage(tokens, self._terms[cid], idf),
                pinned=True,
            )
            for cid in known
        ]
        rest = [sc for cid, sc in found.items() if cid not in known]
        return dataclasses.replace(retrieval, chunks=(pinned + rest)[:k])

    def embed(self, query: str) -> list[float]:
        """The dense query vector of a text (cached), as retrieval computes it."""
        return self._embed(query)

    def _embed(self, query: str) -> list[float]:
        # Cache the last few questions' vectors: a follow-up, a retry and the same question
        # asked of every game (no game chosen) embed once.
        cached = self._vectors.get(query)
        if cached is None:
            cached = self.embedder.embed_query(self.lexicon.restore(query))
            if len(self._vectors) > 64:
                self._vectors.clear()
            self._vectors[query] = cached
        return cached

    def _translations(self, ascii_question: str, game: str, lang: str) -> list[str]:
        """The other language's words for each game term the (normalized) question uses."""
        terms = self.glossaries.get(game, {}).get(lang, {})
        return [
            words
            for term, words in terms.items()
            if rx(rf"(?<![a-z]){re.escape(term)}").search(ascii_question)
        ]

    def _toward(self, vector: list[float], words: list[str]) -> list[float]:
        """The question vector plus the vector of the words, normalized."""
        found = self._words_vector(" ".join(words))
        moved = np.asarray(vector) + found
        size = float(np.linalg.norm(moved))
        return [float(x) for x in moved / size] if size else vector

    def _words_vector(self, words: str) -> np.ndarray:
        # Kept apart from the question cache and longer: the same game terms come back in
        # question after question, so a new question rarely embeds its words. (Summing each
        # term's vector instead would need no cache at all, but lost the guide's passage for
        # "bölüm kartında sol kanat kimin soluna göre".)
        cached = self._word_vectors.pop(words, None)
        if cached is None:
            cached = np.asarray(self.embedder.embed_query(words))
            if len(self._word_vectors) >= WORD_VECTORS_KEPT:
                del self._word_vectors[next(iter(self._word_vectors))]  # the least recent
        self._word_vectors[words] = cached  # (re)inserted last: the most recent
        return cached

    def _pool(
        self,
        tokens: list[str],
        vector: list[float],
        game: str,
        lang: str,
        scored_by: list[float] | None = None,
    ) -> list[ScoredChunk]:
        scored: dict[str, ScoredChunk] = {}
        for rank, (chunk, score) in enumerate(self.lexical.search(tokens, game, lang, POOL)):
            sc = scored.setdefault(chunk.id, ScoredChunk(chunk, 0.0))
            sc.bm25, sc.bm25_rank = score, rank + 1
            sc.fused += BM25_WEIGHT / (RRF_K + rank + 1)
        for rank, (cid, sim) in enumerate(
            self.store.query_by_lang(vector, game, lang, POOL, scored_by)
        ):
            known = self.chunks.get(cid)
            if known is None:  # stored but no longer in the corpus: ignore until re-ingest
                continue
            sc = scored.setdefault(cid, ScoredChunk(known, 0.0))
            sc.dense, sc.dense_rank = sim, rank + 1
            sc.fused += 1.0 / (RRF_K + rank + 1)
        idf = self.lexical.idf(game, lang)
        for sc in scored.values():
            sc.coverage = coverage(tokens, self._terms[sc.chunk.id], idf)
        return sorted(scored.values(), key=lambda s: -s.fused)


def coverage(tokens: list[str], present: frozenset[str], idf: dict[str, float]) -> float:
    """Share of the question's term weight present in the chunk (unknown terms weigh most)."""
    if not tokens:
        return 0.0
    default = max(idf.values(), default=1.0)
    weights = {t: max(idf.get(t, default), 0.05) for t in set(tokens)}
    total = sum(weights.values())
    return sum(w for t, w in weights.items() if t in present) / total
