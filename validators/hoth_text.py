"""Building a Hoth CalcResult from the customer-facing steps (each with the rule it applies)."""

from __future__ import annotations

from collections.abc import Iterable

from validators.base import CalcError, CalcResult, RuleRef, Step


def dedupe(refs: Iterable[RuleRef]) -> list[RuleRef]:
    return list(dict.fromkeys(refs))


def result(
    value: int | None,
    unit: str | None,
    lead: str,
    steps: list[Step],
    *,
    summary: str = "",
    arithmetic: str = "",
    computed: bool = True,
    refs: Iterable[RuleRef] = (),
    parts: dict[str, CalcResult] | None = None,
) -> CalcResult:
    """A result whose answer reads "<lead>: <step> [1]; <step> [2] (<arithmetic>)."; the staff
    trail is the same steps plus the arithmetic."""
    cited = dedupe([*(s.ref for s in steps if s.ref is not None), *refs])
    trail = [s.text for s in steps] + ([arithmetic] if arithmetic else [])
    text = summary or f"{lead[:1].upper()}{lead[1:]}."
    return CalcResult(value, trail, cited, text, unit, lead=lead, steps=steps,
                      arithmetic=arithmetic, computed=computed, parts=parts or {})  # fmt: skip


def looked_up(value: int | None, unit: str | None, lead: str, steps: list[Step],
              summary: str = "") -> CalcResult:  # fmt: skip
    """A fact read off the rule text: the answer shows no working."""
    return result(value, unit, lead, steps, summary=summary, computed=False)


def not_stated(what: str, steps: list[Step]) -> CalcResult:
    """The text gives no number for `what`: value None, said plainly."""
    return result(None, None, "Kural metninde sayı yok", steps,
                  summary=f"Kural metni {what} için bir sayı vermiyor.", computed=False)  # fmt: skip


def choose(value: str | None, options: dict[str, str], what: str) -> str | None:
    """A choice field: canonical key, an alias, or CalcError naming the valid values."""
    if value is None:
        return None
    from turkish import fold_same_length as fold

    typed = fold(value).strip().replace("-", "_").replace(" ", "_")
    for key, label in options.items():
        if typed in (key, fold(label).replace(" ", "_").replace("-", "_")):
            return key
    names = ", ".join(f"{k} ({v})" for k, v in options.items())
    raise CalcError(f"Bilinmeyen {what}: '{value}'. Geçerli değerler: {names}.")
