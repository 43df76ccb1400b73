"""Symbolic rule checkers: calculators for numeric rule questions and claim verification.

``verify`` is what the answer pipeline calls: it checks every number of a draft answer against
the rule tables and writes the correct value over each contradicted one.
"""

from __future__ import annotations

from validators.base import (
    CalcError,
    Check,
    Claim,
    Result,
    RuleChecker,
    RuleRef,
    Verdict,
)
from validators.claims import protected_spans
from validators.correct import replace_number

__all__ = [
    "CalcError",
    "Check",
    "Claim",
    "Result",
    "RuleChecker",
    "RuleRef",
    "Verdict",
    "get_checker",
    "verify",
]

_CHECKERS: dict[str, RuleChecker] = {}


def _build(game: str) -> RuleChecker | None:
    # Imported lazily so that importing the package stays cheap.
    if game == "hoth":
        from validators.hoth import HothChecker

        return HothChecker()
    if game == "alhambra":
        from validators.alhambra import AlhambraChecker

        return AlhambraChecker()
    if game == "gloomhaven-jotl":
        from validators.gloomhaven_jotl import JotlChecker

        return JotlChecker()
    if game == "hive":
        from validators.hive import HiveChecker

        return HiveChecker()
    return None


def get_checker(game: str) -> RuleChecker | None:
    """The checker for a game id ("hoth", "hive", "alhambra", "gloomhaven-jotl"), else None."""
    if game not in _CHECKERS:
        checker = _build(game)
        if checker is None:
            return None
        _CHECKERS[game] = checker
    return _CHECKERS[game]


def verify(game: str, question: str, answer: str) -> tuple[str, list[Check]]:
    """Check every numeric claim of ``answer``; return the text with contradicted numbers fixed.

    Only the number itself is rewritten, and never inside quoted rule text or citation quotes.
    """
    checker = get_checker(game)
    if checker is None:
        return answer, []
    checks = checker.check(question, answer)
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
    return text, checks
