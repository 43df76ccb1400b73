"""The typed results every caller (CLI, web, eval) receives."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from validators import CalcResult, Check, Verdict

if TYPE_CHECKING:
    from assistant.chunking import Chunk
    from assistant.retrieval import Retrieval
    from assistant.ruling_index import RulingMatch

LANG_LABELS = {"tr": "Türkçe kural metni", "cs": "Çekçe kural rehberi"}


@dataclass
class Citation:
    n: int
    chunk_id: str
    game: str
    document: str
    section: str  # breadcrumb: "Oyun Akışı › Adım 4: Saldırı (Attack)"
    quote: str  # verbatim from the chunk
    lang: str

    @classmethod
    def from_chunk(cls, n: int, chunk: Chunk, quote: str) -> Citation:
        return cls(n, chunk.id, chunk.game, chunk.doc, chunk.breadcrumb, quote, chunk.lang)

    @property
    def source_label(self) -> str:
        return LANG_LABELS.get(self.lang, self.lang)

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "source_label": self.source_label}


@dataclass(frozen=True)
class Scope:
    """Which game a question is answered from, and how that was decided."""

    game: str | None  # None: to be decided from the rules' content (stages/retrieve.py)
    source: Literal["page", "named", "content", "other"]
    other: str | None = None  # a game we do not carry, named in the question


@dataclass(frozen=True)
class Evidence:
    """The retrieved rule text for the scoped (or best-matching) game."""

    game: str | None
    retrieval: Retrieval | None = None
    runner_up: float | None = None  # content-scoped: evidence of the next-best game
    rulings: tuple[RulingMatch, ...] = ()  # the closest rulings, best first
    ruling_runner_up: float | None = None  # content-scoped: the next game's best ruling rank
    part_rulings: tuple[tuple[RulingMatch, ...], ...] = ()  # per part of a two-part question

    def ruling_match(self, key: str) -> RulingMatch | None:
        every = [*self.rulings, *(m for part in self.part_rulings for m in part)]
        return next((m for m in every if m.ruling.key == key), None)

    @property
    def strength(self) -> float:
        return self.retrieval.evidence if self.retrieval is not None else 0.0


@dataclass(frozen=True)
class Calculation:
    """What a rule calculator computed for the question, and the evidence with the chunks
    of the rules it applied pinned first."""

    evidence: Evidence
    result: CalcResult | None = None
    declined: str | None = None  # the calculator's Turkish reason for impossible inputs


@dataclass(frozen=True)
class GateDecision:
    answer: bool
    # answered: "calculator" | "ruling" | "evidence";
    # refused: "other_game" | "no_game" | "bad_input" | "not_stated" | "not_rules" |
    # "weak_evidence"
    reason: str
    detail: str = ""
    confidence: float = 0.0
    threshold: float = 0.0
    # the rulings (game/id) that answer, when some confidently do: one, or one per part
    # of a question that asks two things
    rulings: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Draft:
    """An answerer's output before validation: text with [n] markers and its citations."""

    text: str
    citations: list[Citation]
    answerer: str
    lead: str = ""
    fallback_reason: str | None = None
    refused: bool = False  # a generative answerer found no answer in the sources
    # The store's own decision (a staff ruling without quotes): not the rulebook, so the
    # rule checkers do not "correct" it.
    store_decision: bool = False
    # A generative answerer's second try with the verified values given as facts.
    revise: Callable[[list[str]], Draft | None] | None = None


@dataclass(frozen=True)
class Verified:
    draft: Draft  # its text has every contradicted number corrected
    checks: list[Check]


@dataclass
class TraceChunk:
    chunk_id: str
    section: str
    lang: str
    fused: float
    bm25: float | None
    dense: float | None
    coverage: float
    text: str
    pinned: bool = False  # a rule calculator applied this chunk's rule


@dataclass(frozen=True)
class RulingTrace:
    """One of the rulings closest to the question, as the staff trace shows it."""

    id: str  # "<game>/<id>"
    score: float  # best ask cosine + weight × answer cosine
    coverage: float  # share of the question's terms the ruling's text holds
    rank: float  # what the gate's ruling threshold reads
    ask: str  # the ruling's ask that matched best
    answer: str  # the ruling's answer
    answered: bool = False  # the gate chose it to answer
    order: float = 0.0  # what a game's matches are ordered by (ruling_index.RulingMatch.order)

    @classmethod
    def from_match(cls, match: RulingMatch, answered: bool = False) -> RulingTrace:
        return cls(
            match.ruling.key,
            round(match.score, 4),
            round(match.coverage, 4),
            round(match.rank, 4),
            match.ask,
            match.ruling.answer,
            answered,
            round(match.order, 4),
        )


@dataclass
class Answer:
    question: str
    text: str
    citations: list[Citation] = field(default_factory=list)
    refused: bool = False
    refusal_reason: str | None = None
    confidence: float = 0.0
    game: str | None = None
    disclaimer: str | None = None
    notice_title: str | None = None
    checks: list[Check] = field(default_factory=list)
    latency_ms: float = 0.0
    answerer: str = "extractive"
    fallback_reason: str | None = None
    standalone_question: str | None = None
    calculator: CalcResult | None = None
    trace: list[TraceChunk] = field(default_factory=list)
    gate: GateDecision | None = None
    timings_ms: dict[str, float] = field(default_factory=dict)
    rulings_trace: list[RulingTrace] = field(default_factory=list)  # the closest, best first

    @property
    def corrected(self) -> bool:
        return any(c.verdict is Verdict.CONTRADICTED for c in self.checks)

    def to_dict(self, include_trace: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "question": self.question,
            "answer": self.text,
            "citations": [c.to_dict() for c in self.citations],
            "refused": self.refused,
            "refusal_reason": self.refusal_reason,
            "confidence": round(self.confidence, 4),
            "game": self.game,
            "disclaimer": self.disclaimer,
            "notice_title": self.notice_title,
            "checks": [c.to_dict() for c in self.checks],
            "latency_ms": round(self.latency_ms, 2),
            "answerer": self.answerer,
            "fallback_reason": self.fallback_reason,
            "standalone_question": self.standalone_question,
            "calculator": self.calculator.to_dict() if self.calculator else None,
        }
        if include_trace:
            data["trace"] = [asdict(t) for t in self.trace]
            data["gate"] = self.gate.to_dict() if self.gate else None
            data["rulings"] = [asdict(r) for r in self.rulings_trace]
            data["timings_ms"] = self.timings_ms
        return data
