"""The typed results every caller (CLI, web, eval) receives."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

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

    @property
    def source_label(self) -> str:
        return LANG_LABELS.get(self.lang, self.lang)

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "source_label": self.source_label}


@dataclass
class Draft:
    """An answerer's output before validation: text with [n] markers and its citations."""

    text: str
    citations: list[Citation]
    answerer: str
    lead: str = ""


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
    checks: list[Any] = field(default_factory=list)  # validators.base.Check
    latency_ms: float = 0.0
    answerer: str = "extractive"
    fallback_reason: str | None = None
    standalone_question: str | None = None
    calculator: dict[str, Any] | None = None
    trace: list[TraceChunk] = field(default_factory=list)
    timings_ms: dict[str, float] = field(default_factory=dict)

    @property
    def verified(self) -> bool:
        return any(
            getattr(c, "verdict", None) is not None and c.verdict.value != "uncheckable"
            for c in self.checks
        )

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
            "checks": [c.to_dict() if hasattr(c, "to_dict") else c for c in self.checks],
            "latency_ms": round(self.latency_ms, 2),
            "answerer": self.answerer,
            "fallback_reason": self.fallback_reason,
            "standalone_question": self.standalone_question,
            "calculator": self.calculator,
        }
        if include_trace:
            data["trace"] = [asdict(t) for t in self.trace]
            data["timings_ms"] = self.timings_ms
        return data
