"""Symbolic rule checkers: calculators for numeric rule questions and claim verification.

``verify`` is what the answer pipeline calls: it checks every number of a draft answer against
the rule tables and writes the correct value over each contradicted one.
"""

from __future__ import annotations

from typing import NamedTuple

from validators.base import (
    CalcError,
    CalcResult,
    Check,
    Claim,
    RuleChecker,
    RuleRef,
    Verdict,
)
from validators.claims import protected_spans
from validators.correct import replace_number
from validators.registry import get_checker, register_checker

__all__ = [
    "CalcError",
    "Check",
    "Claim",
    "CalcResult",
    "RuleChecker",
    "RuleRef",
    "Verdict",
    "Verification",
    "calculate",
    "get_checker",
    "register_checker",
    "verify",
]


class Verification(NamedTuple):
    text: str  # the answer with every contradicted number corrected
    checks: list[Check]


def calculate(game: str, question: str) -> CalcResult | None:
    """The value a numeric question asks for, or None when no calculator handles it.

    Raises CalcError (a Turkish message naming the bad value) for impossible inputs.
    """
    checker = get_checker(game)
    return None if checker is None else checker.calculate(question)


def verify(game: str, question: str, answer: str, result: CalcResult | None) -> Verification:
    """Check every numeric claim of ``answer``; return the text with contradicted numbers fixed.

    ``result`` is the calculator's value for the question (from ``calculate``), so nothing is
    computed twice. Only the number itself is rewritten, never inside quoted rule text.
    """
    checker = get_checker(game)
    if checker is None:
        return Verification(answer, [])
    checks = checker.check(question, answer, result)
    protected = protected_spans(answer)
    fixes = [
        c
        for c in checks
        if c.verdict is Verdict.CONTRADICTED
        and c.expected is not None
        and not any(a <= c.claim.start < b for a, b in protected)
    ]
    text = answer
    for c in sorted(fixes, key=lambda c: c.claim.start, reverse=True):
        text = replace_number(text, c.claim.start, c.claim.end, c.expected or 0)
    return Verification(text, checks)
