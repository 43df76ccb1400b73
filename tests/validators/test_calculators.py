"""Every declared calculator, driven by its golden file (tests/validators/golden/calc/<id>.toml):
inputs → expected value and the rule section it must cite, or the Turkish error it must give.

Row keys: `inputs` (field → value), then one of `expected` (the value), `none = true` (the
rule gives no number, e.g. out of range), `parts` (player → value, a scoring round) or
`error` (a substring of the CalcError message); `section` for every row that computes.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from validators.base import CalcError
from validators.calculator import Calculator, all_calculators, get_calculator

GOLDEN = Path(__file__).parent / "golden" / "calc"
CALCULATORS = all_calculators()


def _rows(calc_id: str) -> list[dict[str, Any]]:
    path = GOLDEN / f"{calc_id}.toml"
    if not path.exists():
        return []
    with path.open("rb") as fh:
        rows: list[dict[str, Any]] = tomllib.load(fh).get("row", [])
    return rows


CASES = [(c.id, row) for c in CALCULATORS for row in _rows(c.id)]


@pytest.mark.parametrize("calc", CALCULATORS, ids=[c.id for c in CALCULATORS])
def test_every_calculator_has_a_golden_file(calc: Calculator) -> None:
    assert _rows(calc.id), f"{calc.id}: no rows in {GOLDEN / (calc.id + '.toml')}"
    assert calc.title
    assert calc.description
    assert calc.game


@pytest.mark.parametrize(
    ("calc_id", "row"), CASES, ids=[f"{c}-{n}" for n, (c, _) in enumerate(CASES)]
)
def test_golden_row(calc_id: str, row: dict[str, Any]) -> None:
    calc = get_calculator(calc_id)
    inputs = dict(row.get("inputs", {}))
    if "error" in row:
        with pytest.raises(CalcError) as err:
            calc.run(**inputs)
        assert row["error"] in str(err.value)
        return
    result = calc.run(**inputs)
    assert result.calculator == calc_id
    if "parts" in row:
        assert {p: r.value for p, r in result.parts.items()} == row["parts"], result.trail
    elif row.get("none"):
        assert result.value is None, result.trail
    else:
        assert result.value == row["expected"], result.trail
    sections = {ref.section for ref in result.citations}
    sections |= {ref.section for part in result.parts.values() for ref in part.citations}
    assert row["section"] in sections, sorted(sections)
    assert result.summary


@pytest.mark.parametrize("calc", CALCULATORS, ids=[c.id for c in CALCULATORS])
def test_fields_are_declared_for_every_interface(calc: Calculator) -> None:
    names = [f.name for f in calc.fields]
    assert len(names) == len(set(names))
    for f in calc.fields:
        assert f.label
        assert f.kind
        if f.kind == "choice":
            assert f.choices or f.help, f.name
    assert calc.id.startswith(calc.game.split("-")[0]) or calc.id.startswith("jotl")


def test_out_of_range_input_names_the_value_and_the_range() -> None:
    calc = get_calculator("jotl-level")
    with pytest.raises(CalcError, match="12"):
        calc.run_text({"levels": "2, 12"})
    with pytest.raises(CalcError, match="gerekli"):
        calc.run_text({})
    with pytest.raises(CalcError, match="sayı değil"):
        get_calculator("jotl-xp").run_text({"xp": "çok"})
    with pytest.raises(CalcError, match="hesaplayıcı yok"):
        get_calculator("catan-robber")


def test_a_base_dice_step_cites_the_units_row_and_the_range_rule() -> None:
    from validators import calculate

    result = calculate("hoth", "asi topcum 2 hex otedeki snowtrooperlara saldirirsa kac zar atar")
    assert result is not None
    assert result.value == 3
    first = result.steps[0]
    assert first.ref is not None
    assert first.also is not None
    quotes = {first.ref.quote, first.also.quote}
    assert any("saldırı 4/3/2/1" in q for q in quotes)
    assert any("piyade menzili 3/2/1" in q for q in quotes)


def test_a_shared_rank_shows_its_working() -> None:
    from validators import calculate

    result = calculate(
        "alhambra",
        "ikinci puanlama: odada arkadasimla ayni sayida binamiz var ve en cok bizde, "
        "pavyonda tek birinciyim, dis duvar zincirim 4 kenar. toplam kac puan",
    )
    assert result is not None
    assert result.value == 19
    tie = next(s for s in result.steps if "berabere" in s.text)
    assert "11 + 4 = 15, 15 / 2 = 7,5 → 7" in tie.text
    # the building's row of the round's table first (its marker is new even when another
    # tie cited the tie rule before), the tie rule beside it
    assert tie.ref is not None
    assert tie.also is not None
    assert "Oda: 11 / 4" in tie.ref.quote
    assert "eşit paylaşılır" in tie.also.quote


def test_hoth_infantry_that_moved_two_hexes_cannot_attack() -> None:
    from validators.hoth import attack_dice

    res = attack_dice("snowtrooper", "echo_base_trooper", 1, moved=2)
    assert res.value is None
    assert res.lead == "Saldıramaz"
    assert any("Hareket Et" in s.ref.section for s in res.steps if s.ref is not None)


def test_a_tie_shows_the_summed_points_before_sharing_them() -> None:
    """A tie's merged ranks are summed and shared as worked steps ("13 + 6 = 19, 19 / 2 = 9,5
    → 9"); a 1st-round tie shares the one value, and a rounded share says it rounds down."""
    ranking = get_calculator("alhambra-building-ranking").run(
        round=2, building="kule", counts=["Ben: 3", "Efe: 3", "Zeynep: 1"]
    )
    assert ranking.value == 9
    assert any("13 + 6 = 19, 19 / 2 = 9,5 → 9" in s.text for s in ranking.steps)
    three = get_calculator("alhambra-placement").run(building="kule", round=3, rank=1, tied=3)
    assert three.value == 13
    assert three.arithmetic == "21 + 13 + 6 = 40, 40 / 3 = 13,33 → 13"
    even = get_calculator("alhambra-placement").run(building="oda", round=3, rank=1, tied=2)
    assert even.arithmetic == "19 + 11 = 30, 30 / 2 = 15"
    first = get_calculator("alhambra-player-score").run(
        round=1, placements="pavyon:1, kule:1, bahce:1:2", wall=5
    )
    assert first.value == 14
    garden = next(s.text for s in first.steps if s.text.startswith("Bahçe"))
    assert "puan eşit paylaşılır ve aşağı yuvarlanır: her biri 5 / 2 = 2,5 → 2" in garden
    assert "toplanıp" not in garden


def test_the_removed_money_cards_answer_both_numbers_asked() -> None:
    """ "Kaç kart çıkarırım, kaç kartla oynarız": the lead says both, the working shows both."""
    both = get_calculator("alhambra-money-cards").run(scope="cikan", players=2, remaining=True)
    assert (both.value, both.lead) == (36, "36 kart çıkarılır, 72 kartla oynanır")
    assert both.arithmetic == "4 × 9 × 1 = 36; 108 − 36 = 72"
    one = get_calculator("alhambra-money-cards").run(scope="cikan", players=2)
    assert one.lead == "36 para kartı"
    none = get_calculator("alhambra-money-cards").run(scope="cikan", players=3, remaining=True)
    assert (none.value, none.lead) == (0, "0 kart çıkarılır, 108 kartla oynanır")


def test_a_count_the_customer_made_says_what_is_missing() -> None:
    tiles = get_calculator("alhambra-tiles")
    short = tiles.run(counted=52)
    assert (short.value, short.lead) == (54, "54 bina karosu olmalı, 2 karo eksik")
    assert short.arithmetic == "7 + 7 + 9 + 9 + 11 + 11 = 54; 54 − 52 = 2"
    assert tiles.run(building="kule", counted=11).lead == "11 Kule karosu olmalı, eksik yok"
    assert tiles.run(counted=56).lead == "54 bina karosu olmalı, 2 karo fazla"


def test_jotl_steps_name_the_number_and_the_rule_words_asked() -> None:
    """The small-item step names its count ("… → 4 küçük eşya"); loot after the last kill says
    the scenario ends at the end of that round ("turun sonunda biter")."""
    items = get_calculator("jotl-item-slots").run(level=7)
    assert items.value == 9
    assert any("3,5 → 4 küçük eşya" in s.text and "yukarı" in s.text for s in items.steps)
    gold = get_calculator("jotl-coins-to-gold").run(coins=5, scenario_level=2, after_last_kill=True)
    assert gold.value == 15
    assert any("turun sonunda biter" in s.text for s in gold.steps)
