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

from assistant.followup import EntityLexicon
from assistant.index import EmbedStage, VectorStore, _store_errors, embed_stages, one_stage
from assistant.question import Question
from assistant.rulings import Ruling
from turkish import bm25_tokens, tokenize

ANSWER_WEIGHT = 0.3
# The lexical coverage joins the ranking with this weight: on dev + project questions it
# moved a ruling whose answer passes the item first for 63 of 104 answerable items instead
# of 54 with cosine alone (0.1: 61, 0.3: 60); the cosine shortlist is CANDIDATES long.
COVERAGE_WEIGHT = 0.15
# A ruling two of whose asks name a piece the question names is about that piece (one
# situational ask may name a neighbouring piece of the scene); a ruling that only lists it ("5 temel böcek: … Çekirge …") covers the question's words as
# well, so without this "çekirge nasıl oynanıyo" was matched to the list of all bugs.
ENTITY_WEIGHT = 0.05
# Which of a game's close rulings answers: besides the rank, how much of the question the
# ruling's asks (the customers' words) and its answer cover. Fitted offline on the
# rulings' own asks, each held out and asked again (4,813 asks: the right ruling first
# for 2,352 instead of 2,199), and checked on the read eval sets (a passing ruling first
# for 347 of 478 items instead of 326); see docs/EVAL.md "Ninth round". The gate's
# threshold still reads the rank: these only order the candidates.
ASKS_COVERAGE_WEIGHT = 0.2
ANSWER_COVERAGE_WEIGHT = 0.1
CANDIDATES = 40
MATCHES = 5  # per question: the best few, for the trace and for two-part questions


@dataclass(frozen=True)
class RulingMatch:
    ruling: Ruling
    score: float  # best ask cosine + ANSWER_WEIGHT × answer cosine
    ask: str  # the ask that matched best
    ask_similarity: float
    coverage: float  # idf-weighted share of the question's terms in the ruling's text
    about_named: bool = False  # an ask names a piece, unit or component the question names
    asks_coverage: float = 0.0  # idf-weighted share of the question's terms in its asks
    answer_coverage: float = 0.0  # … in its answer

    @property
    def order(self) -> float:
        """What a game's matches are ordered by (the rank decides confidence)."""
        return (
            self.rank
            + ASKS_COVERAGE_WEIGHT * self.asks_coverage
            + ANSWER_COVERAGE_WEIGHT * self.answer_coverage
        )

    @property
    def rank(self) -> float:
        """What matches are ordered by, and what the gate's ruling threshold reads."""
        return self.score + COVERAGE_WEIGHT * self.coverage + ENTITY_WEIGHT * self.about_named

    def to_dict(self) -> dict[str, object]:
        return {
            "ruling": self.ruling.key,
            "origin": self.ruling.origin,
            "answer": self.ruling.answer,
            "score": round(self.score, 4),
            "ask": self.ask,
            "ask_similarity": round(self.ask_similarity, 4),
            "coverage": round(self.coverage, 4),
            "about_named": self.about_named,
            "rank": round(self.rank, 4),
            "order": round(self.order, 4),
        }


def _vid(kind: str, text: str) -> str:
    return kind + hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def _recurring(per_ask: list[set[str]]) -> frozenset[str]:
    """What at least two of a ruling's asks say (all of one ask when it has only one)."""
    seen = Counter(item for items in per_ask for item in items)
    least = min(2, len(per_ask))
    return frozenset(item for item, n in seen.items() if n >= least)


def recurring_ask_terms(ruling: Ruling) -> frozenset[str]:
    """Terms at least two of the ruling's asks use: its subject in the customers' words.
    A situational ask names the scene too ("rakibin örümceği dibimde, sivrisinek ..."), and
    a term of one ask alone would make the ruling look about every piece a scene names."""
    return _recurring([set(bm25_tokens(ask)) for ask in ruling.asks])


def recurring_ask_names(ruling: Ruling, entities: EntityLexicon) -> frozenset[str]:
    """The whole names of things at least two of the ruling's asks name (as
    `recurring_ask_terms`, by name instead of term)."""
    return _recurring(
        [
            {m.name for m in entities.mentions(tokenize(ask)) if m.name in entities.whole}
            for ask in ruling.asks
        ]
    )


def ruling_terms(ruling: Ruling) -> frozenset[str]:
    texts = [*ruling.asks, ruling.answer, *(q.text for q in ruling.quotes)]
    return frozenset(t for text in texts for t in bm25_tokens(text))


class RulingTable:
    """One game's rulings as matrices: ask vectors (with their ruling), answer vectors.

    A staff table (assistant/staff_rulings.py) weighs the question's terms with the idf of
    its game's corpus table (`vocabulary`), so its coverage reads like a corpus ruling's."""

    def __init__(
        self,
        rulings: Sequence[Ruling],
        ask_vectors: Sequence[np.ndarray],  # per ruling: one row per ask
        answer_vectors: Sequence[np.ndarray],  # per ruling: one row
        vocabulary: RulingTable | None = None,
        entities: EntityLexicon | None = None,
    ):
        self.rulings = list(rulings)
        owners = [i for i, rows in enumerate(ask_vectors) for _ in range(len(rows))]
        self.owners = np.asarray(owners, dtype=np.int64)
        self.first_ask = np.searchsorted(self.owners, np.arange(len(self.rulings)))
        self.asks = (
            np.vstack(list(ask_vectors)).astype(np.float32)
            if owners
            else np.zeros((0, 384), dtype=np.float32)
        )
        self.answers = (
            np.vstack(list(answer_vectors)).astype(np.float32)
            if self.rulings
            else np.zeros((0, 384), dtype=np.float32)
        )
        self.terms = [ruling_terms(r) for r in self.rulings]
        self.asks_terms = [frozenset(t for a in r.asks for t in bm25_tokens(a)) for r in rulings]
        self.answer_terms = [frozenset(bm25_tokens(r.answer)) for r in rulings]
        self.ask_terms = [recurring_ask_terms(r) for r in rulings]
        # With the lexicon, a ruling is about the pieces its asks name by whole name: "böcek"
        # (the Beetle) is not "uğur böceği" (the Ladybug), though they share a term.
        self.ask_names = (
            [recurring_ask_names(r, entities) for r in rulings] if entities is not None else None
        )
        self.idf: dict[str, float]
        self.default_idf: float
        if vocabulary is not None:
            self.idf, self.default_idf = vocabulary.idf, vocabulary.default_idf
        else:
            df = Counter(t for terms in self.terms for t in terms)
            n = max(1, len(self.rulings))
            self.idf = {t: math.log(1 + n / c) for t, c in df.items()}
            self.default_idf = math.log(1 + n)  # a term no ruling uses weighs most

    @classmethod
    def from_store(
        cls,
        rulings: list[Ruling],
        vectors: dict[str, np.ndarray],
        entities: EntityLexicon | None = None,
    ) -> RulingTable:
        asks = [np.vstack([vectors[_vid("q", a)] for a in r.asks]) for r in rulings]
        answers = [vectors[_vid("a", r.answer)] for r in rulings]
        return cls(rulings, asks, answers, entities=entities)

    def match(self, question: Question, q: np.ndarray) -> list[RulingMatch]:
        """The CANDIDATES closest rulings by cosine, each with its coverage."""
        if not self.rulings:
            return []
        ask_sims = self.asks @ q
        best = np.full(len(self.rulings), -1.0, dtype=np.float32)
        np.maximum.at(best, self.owners, ask_sims)
        scores = best + ANSWER_WEIGHT * (self.answers @ q)
        order = np.argsort(-scores)[:CANDIDATES]
        weights = {t: self.idf.get(t, self.default_idf) for t in set(question.terms)}
        total = sum(weights.values()) or 1.0
        named = frozenset(t for name in question.named for t in bm25_tokens(name))
        asked_names = frozenset(question.named)

        def share(terms: frozenset[str]) -> float:
            return sum(w for t, w in weights.items() if t in terms) / total

        matches = []
        for i in (int(x) for x in order):
            ruling = self.rulings[i]
            if not ruling.asks:
                continue  # no vector to match it by
            first = int(self.first_ask[i])  # a ruling's asks are consecutive rows
            row = first + int(np.argmax(ask_sims[first : first + len(ruling.asks)]))
            ask = ruling.asks[row - first]
            about = (
                bool(asked_names & self.ask_names[i])
                if self.ask_names is not None
                else bool(named & self.ask_terms[i])
            )
            matches.append(
                RulingMatch(
                    ruling,
                    float(scores[i]),
                    ask,
                    float(ask_sims[row]),
                    share(self.terms[i]),
                    about,
                    share(self.asks_terms[i]),
                    share(self.answer_terms[i]),
                )
            )
        return matches


class RulingIndex:
    def __init__(self, store: VectorStore, entities: EntityLexicon | None = None):
        self.store = store
        self.entities = entities  # whole names of pieces and units (assistant/followup.py)
        self._tables: dict[str, RulingTable] = {}

    def plan(self, rulings: dict[str, list[Ruling]]) -> EmbedStage:
        """Drop the vectors of vanished asks and answers; the new ones as the "rulings"
        stage (answers as passages, asks as questions)."""
        every = [r for rs in rulings.values() for r in rs]
        wanted = {_vid("q", a): ("q", a) for r in every for a in r.asks}
        wanted.update({_vid("a", r.answer): ("a", r.answer) for r in every})
        col = self.store.ruling_collection()
        with _store_errors(self.store.chroma_url or str(self.store.index_dir)):
            have = set(col.get(include=[])["ids"])
            stale = sorted(have - set(wanted))
            if stale:
                col.delete(ids=stale)
        todo = sorted(
            ((vid, kind, text) for vid, (kind, text) in wanted.items() if vid not in have),
            key=lambda item: (item[1], len(item[2])),  # answers ("a") first, then asks
        )

        def write(positions: list[int], vectors: list[list[float]]) -> None:
            with _store_errors(self.store.chroma_url or str(self.store.index_dir)):
                col.upsert(ids=[todo[p][0] for p in positions], embeddings=vectors)

        texts = [text for _, _, text in todo]
        return EmbedStage("rulings", texts, [kind == "q" for _, kind, _ in todo], write)

    def load(self, rulings: dict[str, list[Ruling]]) -> None:
        """Every game's rulings with their stored vectors, in memory."""
        col = self.store.ruling_collection()
        with _store_errors(self.store.chroma_url or str(self.store.index_dir)):
            got = col.get(include=["embeddings"])
        vectors = {
            vid: np.asarray(vec, dtype=np.float32)
            for vid, vec in zip(got["ids"], got["embeddings"], strict=False)
        }
        self._tables = {
            game: RulingTable.from_store(rs, vectors, self.entities) for game, rs in rulings.items()
        }

    def sync(
        self,
        rulings: dict[str, list[Ruling]],
        progress: Callable[[int, int], None] | None = None,
    ) -> tuple[int, float]:
        """Embed new asks and answers, drop vanished ones, load all; (embedded, seconds)."""
        t0 = time.perf_counter()
        stage = self.plan(rulings)
        embed_stages(self.store.embedder, [stage], one_stage(progress))
        self.load(rulings)
        return len(stage.texts), time.perf_counter() - t0

    def table(self, game: str) -> RulingTable | None:
        """The corpus rulings of a game (staff tables borrow its idf)."""
        return self._tables.get(game)

    def match(
        self,
        question: Question,
        query_vector: Sequence[float] | None,
        game: str,
        k: int = MATCHES,
        staff: RulingTable | None = None,
    ) -> list[RulingMatch]:
        """The best k rulings of the game, the corpus's and the staff's (`staff`) ranked
        together; a staff ruling comes first only when it matches at least as well."""
        if query_vector is None:
            return []
        q = np.asarray(query_vector, dtype=np.float32)
        matches = [m for t in (staff, self._tables.get(game)) if t for m in t.match(question, q)]
        return sorted(matches, key=lambda m: -m.order)[:k]  # stable: staff first on a tie
