"""Building Jaws of the Lion answers: a lead ("3 altın"), steps in the customer's words each
with the rule it applies, and the arithmetic; Turkish endings after digits harmonised."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from validators.base import CalcError, CalcResult, RuleRef, Step
from validators.common import alias_table
from validators.common import resolve as _resolve
from validators.correct import harmonise


def sfx(n: int, suffix: str) -> str:
    """A digit with its case ending harmonised: sfx(3, "e") → "3'e", sfx(6, "de") → "6'da"."""
    return f"{n}'{harmonise(n, suffix)}"


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{abs(n)}"


def dedupe(refs: Iterable[RuleRef | None]) -> list[RuleRef]:
    return list(dict.fromkeys(r for r in refs if r is not None))


def answer(
    value: int | None,
    unit: str | None,
    lead: str,
    steps: list[Step],
    arithmetic: str = "",
    *,
    computed: bool = True,
    summary: str = "",
    refs: Iterable[RuleRef] = (),
    trail: list[str] | None = None,
) -> CalcResult:
    """A CalcResult whose citations are the steps' rules (plus ``refs``), in order."""
    citations = dedupe([*(r for s in steps for r in (s.ref, s.also)), *refs])
    working = trail if trail is not None else [s.text for s in steps]
    if arithmetic and trail is None:
        working = [*working, arithmetic]
    return CalcResult(
        value,
        working,
        citations,
        summary or f"{lead}.",
        unit,
        lead=lead,
        steps=steps,
        arithmetic=arithmetic,
        computed=computed,
    )


def fact(value: int | None, unit: str | None, lead: str, text: str, ref: RuleRef,
         *more: Step) -> CalcResult:  # fmt: skip
    """A looked-up fact: no working shown."""
    return answer(value, unit, lead, [Step(text, ref), *more], computed=False)


def choose(name: str, rows: Mapping[str, tuple[str, ...]], what: str) -> str:
    """The key of a typed name (or alias); CalcError naming the valid names otherwise."""
    if name in rows:
        return name
    table = alias_table((key, (key, *spellings)) for key, spellings in rows.items())
    return _resolve(name, table, what, list(rows))


def need(value: int | None, label: str, example: str) -> int:
    if value is None:
        raise CalcError(f"{label} gerekli. Örnek: {example}.")
    return value


def at_level_you(n: int) -> str:
    """ "4'tesin", "6'dasın": locative plus the 2nd person copula, both harmonised."""
    loc = harmonise(n, "de")
    return f"{n}'{loc}{'sın' if loc.endswith('a') else 'sin'}"
