"""Which calculator a customer's question fires, and which questions fire none.

tests/validators/firing/<game>.toml holds `[[row]]` tables: `question`, `calculator` (an id,
or "none" when no calculator computes what is asked), and optionally `inputs` (the values
the calculator must read from the question). A calculator fires only when the question asks
what it computes; a question naming inputs it cannot use fires nothing.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from turkish import fold_same_length
from validators.calculator import calculators_for

FIRING = Path(__file__).parent / "firing"
MIN_ROWS = 10  # per calculator that reads questions: fires (and neighbours that must not)


def _table(game: str) -> list[dict[str, Any]]:
    with (FIRING / f"{game}.toml").open("rb") as fh:
        rows: list[dict[str, Any]] = tomllib.load(fh)["row"]
    return rows


GAMES = sorted(p.stem for p in FIRING.glob("*.toml"))
CASES = [(g, row) for g in GAMES for row in _table(g)]


def fired(game: str, question: str) -> tuple[str, dict[str, Any] | None]:
    folded = fold_same_length(question)
    for calc in calculators_for(game):
        inputs = calc.read(folded) if calc.read is not None else None
        if inputs is not None:
            return calc.id, inputs
    return "none", None


@pytest.mark.parametrize(("game", "row"), CASES, ids=[f"{g}-{n}" for n, (g, _) in enumerate(CASES)])
def test_question_fires_the_calculator_it_asks_for(game: str, row: dict[str, Any]) -> None:
    got, inputs = fired(game, row["question"])
    assert got == row["calculator"], row["question"]
    for key, value in row.get("inputs", {}).items():
        assert inputs is not None
        assert inputs.get(key) == value, (row["question"], key, inputs)


@pytest.mark.parametrize("game", GAMES)
def test_every_reading_calculator_has_its_rows(game: str) -> None:
    rows = _table(game)
    for calc in calculators_for(game):
        if calc.read is None:
            continue
        fires = sum(r["calculator"] == calc.id for r in rows)
        assert fires >= MIN_ROWS, f"{calc.id}: {fires} rows that fire it"
    assert sum(r["calculator"] == "none" for r in rows) >= MIN_ROWS


def test_an_english_condition_name_inside_a_turkish_word_sets_nothing() -> None:
    # "üstüne" holds "stun": the attacker is not stunned
    question = "saldiri 4 yaptim +1 cektim. kalkan 2 si var ustune bi de kalkan 1 aldi. kac hasar"
    got, inputs = fired("gloomhaven-jotl", question)
    assert got == "jotl-damage"
    assert inputs is not None
    assert "stunned" not in inputs


def test_an_excluded_phrase_is_blanked_and_the_length_kept() -> None:
    from validators.common import blank_excluded

    q = "iki kisilik dirk varyanti disinda, normal oyunda kac para karti var"
    out = blank_excluded(q)
    assert len(out) == len(q)
    assert "iki kisilik" not in out
    assert "normal oyunda kac para karti var" in out
    # after the question, only the excluded words go
    q = "toplam kac bina karosu var cesmeler haric"
    assert blank_excluded(q).rstrip() == "toplam kac bina karosu var"
    _, inputs = fired("alhambra", "iki kisilik dirk varyanti disinda para destesi kac kart")
    assert inputs is not None
    assert inputs.get("players") is None


def test_kac_kere_counts_the_verb_that_follows_it() -> None:
    # "kaç kez oynarım" counts the actions, even when exact payment is how one gets them;
    # "kaç kez tam ödeme" counts the payments
    _, inputs = fired("alhambra", "tam odeme yaparsam bir turda en fazla kac kez oynarim")
    assert inputs is not None
    assert inputs.get("what") is None
    _, inputs = fired("alhambra", "ust uste en fazla kac kez tam odeme yapabilirim")
    assert inputs is not None
    assert inputs.get("what") == "tam-odeme"
