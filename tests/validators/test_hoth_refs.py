"""Every rule a Hoth calculator cites — in its data tables and in every result and step of its
golden rows — quotes the rule text verbatim (10-40 words) under the heading it names: the
nearest heading above the quote, or that heading's parent (the FAQ answers sit under "Sık
Sorulan Sorular" in the seed text, which has no heading per question)."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

import pytest

from validators import hoth, hoth_claims, hoth_combat, hoth_data, hoth_facts, hoth_turn
from validators.base import CalcError, CalcResult, RuleRef
from validators.calculator import get_calculator

REPO = Path(__file__).resolve().parents[2]
DOCS = {p: p.read_text(encoding="utf-8") for p in (REPO / "rules_corpus" / "hoth").glob("*.md")}
GOLDEN = Path(__file__).parent / "golden" / "calc"


def _walk(value: object, found: set[RuleRef], depth: int = 0) -> None:
    if depth > 4:
        return
    if isinstance(value, RuleRef):
        found.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            _walk(item, found, depth + 1)
    elif isinstance(value, list | tuple):
        for item in value:
            _walk(item, found, depth + 1)
    elif hasattr(value, "__dataclass_fields__") and not isinstance(value, type):
        for name in value.__dataclass_fields__:
            _walk(getattr(value, name), found, depth + 1)


def _module_refs(modules: Iterable[ModuleType]) -> set[RuleRef]:
    found: set[RuleRef] = set()
    for module in modules:
        for value in vars(module).values():
            _walk(value, found)
    return found


def _result_refs(result: CalcResult) -> set[RuleRef]:
    refs = set(result.citations) | {s.ref for s in result.steps if s.ref is not None}
    for part in result.parts.values():
        refs |= _result_refs(part)
    return refs


def _golden_refs() -> set[RuleRef]:
    refs: set[RuleRef] = set()
    for path in sorted(GOLDEN.glob("hoth-*.toml")):
        calc = get_calculator(path.stem)
        with path.open("rb") as fh:
            for row in tomllib.load(fh)["row"]:
                try:
                    refs |= _result_refs(calc.run(**row["inputs"]))
                except CalcError:
                    continue
    return refs


REFS = sorted(
    _module_refs([hoth, hoth_data, hoth_facts, hoth_combat, hoth_turn, hoth_claims])
    | _golden_refs(),
    key=lambda r: (r.section, r.quote),
)


def _headings_above(text: str, pos: int) -> list[tuple[int, str]]:
    return [(len(m.group(1)), m.group(2).strip())
            for m in re.finditer(r"^(#+)\s+(.+)$", text[:pos], re.M)]  # fmt: skip


@pytest.mark.parametrize("ref", REFS, ids=[f"{r.section[:25]}:{r.quote[:30]}" for r in REFS])
def test_quote_is_verbatim_under_its_nearest_heading(ref: RuleRef) -> None:
    assert ref.game == "hoth"
    words = [w for w in ref.quote.split() if re.search(r"\w", w)]
    assert 10 <= len(words) <= 40, (len(words), ref.quote)
    for text in DOCS.values():
        pos = text.find(ref.quote)
        if pos < 0:
            continue
        headings = _headings_above(text, pos)
        level, nearest = headings[-1]
        parents = [h for lv, h in headings if lv < level]
        assert ref.section in (nearest, parents[-1] if parents else None), (nearest, ref.section)
        return
    pytest.fail(f"quote not in the Hoth rule texts: {ref.quote!r}")


def test_every_calculator_cites_both_documents_somewhere() -> None:
    sections = {r.section for r in REFS}
    assert "Útok krok za krokem" in sections  # penalties add up: the Czech guide only
    assert "Kampaně" in sections  # campaign players and support cards: the Czech guide only
    assert "Adım 4: Saldırı (Attack)" in sections
