"""Every rule reference an Alhambra calculator can cite, in its data and in the results of
every golden row (citations and the rule of each step), quotes the seed verbatim (10-40
words) under a heading line that comes before it."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from vt_helpers import SEEDS

from validators import alhambra, alhambra_data
from validators.base import CalcError, CalcResult, RuleRef
from validators.calculator import calculators_for

GOLDEN = Path(__file__).parent / "golden" / "calc"


def _module_refs() -> set[RuleRef]:
    found: set[RuleRef] = set()
    for module in (alhambra, alhambra_data):
        for value in vars(module).values():
            items = value.values() if isinstance(value, dict) else [value]
            found |= {item for item in items if isinstance(item, RuleRef)}
    return found


def _result_refs(result: CalcResult) -> set[RuleRef]:
    refs = set(result.citations) | {s.ref for s in result.steps if s.ref is not None}
    for part in result.parts.values():
        refs |= _result_refs(part)
    return refs


def _golden_refs() -> set[RuleRef]:
    refs: set[RuleRef] = set()
    for calc in calculators_for("alhambra"):
        path = GOLDEN / f"{calc.id}.toml"
        with path.open("rb") as fh:
            rows: list[dict[str, Any]] = tomllib.load(fh).get("row", [])
        for row in rows:
            try:
                refs |= _result_refs(calc.run(**row.get("inputs", {})))
            except CalcError:
                continue
    return refs


REFS = sorted(_module_refs() | _golden_refs(), key=lambda r: (r.section, r.quote))


def _seed() -> str:
    if not SEEDS.is_dir():
        pytest.skip("seed texts not available next to the repository")
    return "\n".join(p.read_text(encoding="utf-8") for p in SEEDS.glob("002_*.txt"))


@pytest.mark.parametrize("ref", REFS, ids=[f"{r.section}:{r.quote[:30]}" for r in REFS])
def test_alhambra_quote_is_verbatim_under_its_heading(ref: RuleRef) -> None:
    assert ref.game == "alhambra"
    words = [w for w in ref.quote.split() if re.search(r"\w", w)]
    assert 10 <= len(words) <= 40, len(words)
    text = _seed()
    pos = text.find(ref.quote)
    assert pos >= 0, f"not verbatim in the seed: {ref.quote!r}"
    lines = [line.strip() for line in text[:pos].splitlines()]
    assert ref.section in lines, f"heading {ref.section!r} not found before the quote"


def test_every_step_of_every_golden_result_cites_a_rule() -> None:
    for calc in calculators_for("alhambra"):
        with (GOLDEN / f"{calc.id}.toml").open("rb") as fh:
            rows = tomllib.load(fh).get("row", [])
        for row in rows:
            if "error" in row:
                continue
            result = calc.run(**row.get("inputs", {}))
            for step in result.steps:
                assert step.ref is not None, (calc.id, row, step.text)
