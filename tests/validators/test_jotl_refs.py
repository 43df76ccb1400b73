"""Every rule quote a Jaws of the Lion calculator cites is verbatim (10-40 words) under a real
heading of the seed text and in the store's rules text the answers cite; every result cites
its rules, and every calculation is fast."""

from __future__ import annotations

import re
import time
import tomllib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from vt_helpers import SEEDS

from turkish import quote_parts
from validators import gloomhaven_jotl, jotl_data
from validators.base import RuleRef
from validators.calculator import calculators_for
from validators.jotl_data import row_ref

GAME = "gloomhaven-jotl"
HERE = Path(__file__).parent
RULES = HERE.parents[1] / "rules_corpus" / GAME / "kurallar.md"


def _module_refs(module: ModuleType) -> set[RuleRef]:
    return {v for v in vars(module).values() if isinstance(v, RuleRef)}


def _golden_refs() -> set[RuleRef]:
    refs: set[RuleRef] = set()
    for calc in calculators_for(GAME):
        path = HERE / "golden" / "calc" / f"{calc.id}.toml"
        with path.open("rb") as fh:
            rows: list[dict[str, Any]] = tomllib.load(fh)["row"]
        for row in rows:
            if "error" not in row:
                refs |= set(calc.run(**row["inputs"]).citations)
    return refs


REFS = sorted(
    _module_refs(jotl_data) | _golden_refs() | {row_ref(lv) for lv in range(8)},
    key=lambda r: (r.section, r.quote),
)


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("ref", REFS, ids=[f"{r.section}:{r.quote[:30]}" for r in REFS])
def test_quote_is_verbatim_in_the_seed_and_the_rules(ref: RuleRef) -> None:
    assert ref.game == GAME
    words = [w for w in ref.quote.split() if re.search(r"\w", w)]
    assert 10 <= len(words) <= 40, len(words)
    parts = quote_parts(ref.quote)  # a table's header … its row
    rules = _squash(RULES.read_text(encoding="utf-8"))
    assert all(_squash(part) in rules for part in parts)
    if not SEEDS.is_dir():
        pytest.skip("seed texts not available next to the repository")
    (seed,) = SEEDS.glob("004_*.txt")
    text = seed.read_text(encoding="utf-8")
    pos = text.find(parts[0])
    assert pos >= 0, ref.quote
    assert all(part in text for part in parts), ref.quote
    assert ref.section in [line.strip() for line in text[:pos].splitlines()]


def test_the_shared_reference_test_sees_every_quote() -> None:
    """tests/validators/test_rule_refs.py reads the game module's namespace."""
    exposed = set(gloomhaven_jotl.RULE_REFS.values())
    assert _module_refs(jotl_data) <= exposed


def test_every_calculation_is_fast() -> None:
    with (HERE / "firing" / f"{GAME}.toml").open("rb") as fh:
        rows = tomllib.load(fh)["row"]
    checker = gloomhaven_jotl.JotlChecker()
    questions = [r["question"] for r in rows if r["calculator"] != "none"]
    for q in questions:  # warm the readers' caches as a serving process would be
        checker.calculate(q)
    start = time.perf_counter()
    for q in questions:
        checker.calculate(q + " ")  # a new string: the question is read again
    per_question = (time.perf_counter() - start) / len(questions)
    assert per_question < 0.005, per_question  # reading all 45 readers included
    calc = next(c for c in calculators_for(GAME) if c.id == "jotl-damage")
    start = time.perf_counter()
    for _ in range(200):
        calc.run(base=3, modifier="+1, 2x", poison=True, shield=[1, 2], advantage=True)
    assert (time.perf_counter() - start) / 200 < 0.001
