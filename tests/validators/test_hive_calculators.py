"""Hive calculators as a customer and the staff read them: every golden row's answer leads
with the number (or says plainly there is none), its steps cite the rules they apply, the
text is Turkish with no internal names, the checker finds nothing wrong in it, every quote
is verbatim under its heading in the rules text, and each calculation is fast."""

from __future__ import annotations

import re
import time
import tomllib
from pathlib import Path
from typing import Any

import pytest

from validators import Verdict, calculate, verify
from validators.base import CalcError, CalcResult, RuleRef
from validators.calculator import calculators_for, get_calculator
from validators.hive_data import BUGS, EDITIONS, REFS

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).parent / "golden" / "calc"
RULES_TEXT = (ROOT / "rules_corpus" / "hive" / "kurallar.md").read_text(encoding="utf-8")
CALCS = calculators_for("hive")


def _rows() -> list[tuple[str, dict[str, Any]]]:
    rows = []
    for calc in CALCS:
        with (GOLDEN / f"{calc.id}.toml").open("rb") as fh:
            rows += [(calc.id, row) for row in tomllib.load(fh)["row"] if "error" not in row]
    return rows


ROWS = _rows()
IDS = [f"{c}-{n}" for n, (c, _) in enumerate(ROWS)]


def answer_text(result: CalcResult) -> str:
    """As assistant/answerers/calculator.py writes it (without the citation markers)."""
    steps = "; ".join(s.text for s in result.steps)
    working = f" ({result.arithmetic})" if result.computed and result.arithmetic else ""
    return f"{result.lead}: {steps}{working}."


# Internal names and English that must never reach a customer or the staff.
LEAKS = re.compile(
    r"\bNone\b|\bTrue\b|\bFalse\b|per_player|pieces_in_line|rulebook|edition|\bbug\b|"
    r"queen|spider|beetle|grasshopper|\bant\b|mosquito|ladybug|pillbug|ugur-bocegi|"
    r"tespih-bocegi|\borumcek\b|\bcekirge\b|\bkarinca\b|\bkralice\b|\bpaket\b:|hive-"
)


@pytest.mark.parametrize(("calc_id", "row"), ROWS, ids=IDS)
def test_answer_reads_like_a_person_wrote_it(calc_id: str, row: dict[str, Any]) -> None:
    result = get_calculator(calc_id).run(**row["inputs"])
    text = answer_text(result)
    for shown in (text, result.summary, *result.trail):
        assert not LEAKS.search(shown), shown
    assert result.lead
    assert result.steps
    assert result.summary.endswith(".")
    if result.value is not None and re.match(r"\d", result.lead):
        assert result.lead.startswith(str(result.value)), result.lead
    assert result.computed == bool(result.arithmetic)
    for step in result.steps:
        if step.ref is not None:
            assert step.ref in result.citations
    assert "  " not in text
    assert ";;" not in text
    assert " ;" not in text


@pytest.mark.parametrize(("calc_id", "row"), ROWS, ids=IDS)
def test_own_answer_raises_no_alarm(calc_id: str, row: dict[str, Any]) -> None:
    """The pipeline checks the calculator's own answer too: nothing in it may be wrong."""
    result = get_calculator(calc_id).run(**row["inputs"])
    text, checks = verify("hive", "", answer_text(result), result)
    assert not [c.to_dict() for c in checks if c.verdict is Verdict.CONTRADICTED], text


def _all_refs() -> set[RuleRef]:
    refs = set(REFS.values()) | {b.ref for b in BUGS.values()} | {b.move for b in BUGS.values()}
    refs |= {e.ref for e in EDITIONS.values()} | {e.bugs_ref for e in EDITIONS.values()}
    for calc_id, row in ROWS:
        refs |= set(get_calculator(calc_id).run(**row["inputs"]).citations)
    return refs


REFS_USED = sorted(_all_refs(), key=lambda r: (r.section, r.quote))


@pytest.mark.parametrize("ref", REFS_USED, ids=[f"{r.section}:{r.quote[:25]}" for r in REFS_USED])
def test_quote_is_verbatim_under_its_heading_in_the_rules_text(ref: RuleRef) -> None:
    words = [w for w in ref.quote.split() if re.search(r"\w", w)]
    assert 10 <= len(words) <= 40, len(words)
    pos = RULES_TEXT.find(ref.quote)
    assert pos >= 0, ref.quote
    headings = [line.lstrip("#").strip() for line in RULES_TEXT[:pos].splitlines()]
    assert ref.section in headings


def test_every_calculator_is_declared_for_every_interface() -> None:
    for calc in CALCS:
        assert calc.read is not None, calc.id
        assert calc.examples, calc.id
        for f in calc.fields:
            assert f.help, (calc.id, f.name)
            assert f.example, (calc.id, f.name)
            if f.kind in ("int", "ints"):
                assert f.minimum is not None, (calc.id, f.name)
                assert f.maximum is not None, (calc.id, f.name)
            if f.kind == "choice":
                assert f.choices, (calc.id, f.name)
        for question in calc.examples:
            result = calculate("hive", question)
            assert result is not None, question
            assert result.calculator == calc.id, question


def test_each_calculation_is_well_under_a_millisecond() -> None:
    runs = [(get_calculator(c), row["inputs"]) for c, row in ROWS]
    start = time.perf_counter()
    for _ in range(20):
        for calc, inputs in runs:
            calc.run(**inputs)
    per_call = (time.perf_counter() - start) / (20 * len(runs))
    assert per_call < 0.0005, f"{per_call * 1000:.3f} ms"


def test_bad_input_names_the_value_and_what_is_valid() -> None:
    with pytest.raises(CalcError, match=r"'hive mega'.*temel, pocket, carbon, ultimate"):
        get_calculator("hive-pieces").run(edition="hive mega")
    with pytest.raises(CalcError, match=r"'akrep'.*Arı Kraliçe \(kralice\)"):
        get_calculator("hive-move-distance").run(bug="akrep")
    with pytest.raises(CalcError, match=r"1-999"):
        get_calculator("hive-actions-per-turn").run_text({"turn": "0"})
    with pytest.raises(CalcError, match="sayı değil"):
        get_calculator("hive-surround").run_text({"occupied": "dört"})
