"""Shared types of the rule checkers: verdicts, rule references, results, claims and checks.

Every number the assistant shows must be traceable to a sentence of a store rules text, so the
types here carry that trace (``RuleRef``) alongside the value.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any


class Verdict(StrEnum):
    VERIFIED = "verified"
    CONTRADICTED = "contradicted"
    UNCHECKABLE = "uncheckable"


@dataclass(frozen=True)
class RuleRef:
    """Where a rule value comes from.

    ``section`` is a heading of the rule text, ``quote`` a verbatim span of 10-40 words in
    that section which states the value (a test checks both against the rule texts). Two
    spans of one paragraph may be joined with turkish.QUOTE_GAP, each verbatim and in the
    text's order: a table's header and the row the value is read from.
    """

    game: str
    section: str
    quote: str


UNSTATED_LEAD = "Kural metni"  # how every calculator's lead begins when the text has no number


@dataclass(frozen=True)
class Step:
    """One step of a computation in the customer's words, with the rule it applies."""

    text: str  # "piyade 2 hex uzaklıkta 2 zar atar"
    ref: RuleRef | None = None
    # A second rule the step rests on: a unit's row gives its dice table ("saldırı
    # 4/3/2/1"), the range rule how that table reads at a distance.
    also: RuleRef | None = None


@dataclass
class CalcResult:
    """A calculator's answer with the steps that produced it and the rules it used.

    `lead`, `steps` and `arithmetic` are what an answer says ("1 zar: piyade 2 hex uzaklıkta
    2 zar atar [1]; hedef siperde olduğu için 1 zar daha az [2] (2 − 1 = 1)."); `trail` is
    the staff's full working. `computed` is False for a looked-up fact, whose answer shows
    no working.
    """

    value: int | None
    trail: list[str]
    citations: list[RuleRef]
    summary: str
    unit: str | None = None
    lead: str = ""
    steps: list[Step] = field(default_factory=list)
    arithmetic: str = ""
    computed: bool = True
    parts: dict[str, CalcResult] = field(default_factory=dict)  # per player (a scoring round)
    calculator: str = ""  # the id of the calculator that computed it

    @property
    def game(self) -> str:
        return self.citations[0].game if self.citations else ""

    @property
    def unstated(self) -> bool:
        """The rule text gives no number for what was asked; the calculators say so in
        their lead ("Kural metni oyuncu sayısını vermiyor", "Kural metninde sayı yok")."""
        return self.value is None and not self.parts and self.lead.startswith(UNSTATED_LEAD)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (the API's `calculator` field and the staff trace read it)."""
        return {
            "game": self.game,
            "value": self.value,
            "unit": self.unit,
            "summary": self.summary,
            "trail": list(self.trail),
            "refs": [{"section": r.section, "quote": r.quote} for r in self.citations],
            "lead": self.lead,
            "steps": [
                {
                    "text": s.text,
                    "section": s.ref.section if s.ref else None,
                    "quote": s.ref.quote if s.ref else None,
                }
                for s in self.steps
            ],
            "arithmetic": self.arithmetic,
            "computed": self.computed,
            "parts": {name: part.to_dict() for name, part in self.parts.items()},
            "calculator": self.calculator,
            "unstated": self.unstated,
        }


@dataclass
class Claim:
    """A number stated in an answer; ``start``/``end`` delimit the number itself in the text."""

    value: int
    unit: str | None
    start: int
    end: int
    text: str
    entities: dict[str, str] = field(default_factory=dict)


@dataclass
class Check:
    claim: Claim
    verdict: Verdict
    expected: int | None
    trail: list[str]
    citations: list[RuleRef]
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (enums as their values, dataclasses as dicts)."""
        return {
            "claim": asdict(self.claim),
            "verdict": self.verdict.value,
            "expected": self.expected,
            "trail": list(self.trail),
            "citations": [asdict(ref) for ref in self.citations],
            "note": self.note,
        }


class CalcError(ValueError):
    """Bad calculator input; the message is Turkish and lists the valid names or range."""


class RuleChecker(ABC):
    """One per game: answers numeric questions and checks numeric claims of an answer."""

    game: str

    @abstractmethod
    def calculate(self, question: str) -> CalcResult | None:
        """Answer a numeric question from its text alone, or None when it is not one we handle."""

    @abstractmethod
    def check(self, question: str, answer: str, result: CalcResult | None) -> list[Check]:
        """Return one Check per numeric claim in ``answer``. ``result`` is what ``calculate``
        returned for the question (None when it computes nothing), so it runs once per answer."""


def uncheckable(claim: Claim, note: str = "") -> Check:
    """The default verdict: we say nothing rather than risk a false correction."""
    return Check(claim, Verdict.UNCHECKABLE, None, [], [], note)


def judge(claim: Claim, expected: int | None, trail: list[str], refs: list[RuleRef]) -> Check:
    """Compare a claim with a computed value; callers only get here when the context is clear."""
    if expected is not None and claim.value == expected:
        return Check(claim, Verdict.VERIFIED, expected, trail, refs)
    note = "Kurala göre doğru değer: " + ("yok (olamaz)" if expected is None else str(expected))
    return Check(claim, Verdict.CONTRADICTED, expected, trail, refs, note)
