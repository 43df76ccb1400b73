"""Building an Alhambra result: the lead, the steps in the customer's words (each with the
rule it applies), the staff's working, and Turkish endings on numbers ("5'i", "9'a")."""

from __future__ import annotations

from validators.base import CalcResult, RuleRef, Step
from validators.correct import harmonise


def suffixed(n: int, suffix: str) -> str:
    """A number with a harmonised case ending: suffixed(5, "i") == "5'i", (9, "e") == "9'a"."""
    return f"{n}'{harmonise(n, suffix)}"


def and_list(items: list[str]) -> str:
    """ "a, b ve c" """
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} ve {items[-1]}"


def capital(text: str) -> str:
    """Upper-case the first letter the Turkish way ("iç" → "İç", "ılık" → "Ilık")."""
    if not text:
        return text
    first = {"i": "İ", "ı": "I"}.get(text[0], text[0].upper())
    return first + text[1:]


def dedupe(refs: list[RuleRef]) -> list[RuleRef]:
    return list(dict.fromkeys(refs))


def result(
    value: int | None,
    unit: str | None,
    lead: str,
    steps: list[Step],
    summary: str,
    *,
    arithmetic: str = "",
    computed: bool = True,
    trail: list[str] | None = None,
    parts: dict[str, CalcResult] | None = None,
) -> CalcResult:
    """A result whose citations are the rules of its steps (in step order)."""
    refs = dedupe([r for s in steps for r in (s.ref, s.also) if r is not None])
    if trail is None:
        trail = [capital(s.text) for s in steps] + ([arithmetic] if arithmetic else [])
    return CalcResult(
        value,
        trail,
        refs,
        summary,
        unit,
        lead=lead,
        steps=steps,
        arithmetic=arithmetic,
        computed=computed,
        parts=parts or {},
    )
