"""eval/project.jsonl, the project's own question set: schema, provenance and consistency.

The file is checked the way shared/eval/README.md says the dev set was checked: quotes are
verbatim in the seed file they name, gold answers pass the scoring rules, a gold answer with
a forbidden claim appended fails, and the number a calculator computes is the expected one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from assistant.evaluation import KINDS, score_item
from assistant.followup import standalone_question
from turkish import contains_normalized

REPO = Path(__file__).resolve().parents[1]
PROJECT_SET = REPO / "eval" / "project.jsonl"
SEEDS = REPO.parent / "shared" / "seeds"
KEYS = [
    "id",
    "game",
    "lang",
    "kind",
    "question",
    "gold_answer",
    "must_include",
    "must_not_include",
    "expected_number",
    "arithmetic",
    "source_file",
    "source_quote",
]
GAMES = {"hoth", "hive", "alhambra", "gloomhaven-jotl", "none"}
ID_GAME = {"jotl": "gloomhaven-jotl"}
TURKISH_LETTERS = set("çğıöşüÇĞİÖŞÜ")


def _items() -> list[dict[str, Any]]:
    lines = PROJECT_SET.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


ITEMS = _items()
IDS = [i["id"] for i in ITEMS]


def test_size_and_coverage() -> None:
    assert len(ITEMS) >= 60
    assert len(set(IDS)) == len(IDS), "ids must be unique"
    assert {i["game"] for i in ITEMS} == GAMES
    assert {i["kind"] for i in ITEMS} == set(KINDS)
    ascii_typed = [i for i in ITEMS if not TURKISH_LETTERS & set(i["question"])]
    assert len(ascii_typed) >= 30, "most customers type without Turkish letters"
    assert sum("history" in i for i in ITEMS) >= 6, "follow-ups need the conversation"


@pytest.mark.parametrize("item", ITEMS, ids=IDS)
def test_schema(item: dict[str, Any]) -> None:
    assert list(item)[: len(KEYS)] == KEYS, "schema keys in the dev set's order"
    assert set(item) - set(KEYS) <= {"history"}
    prefix, game, _ = item["id"].split("-")
    assert prefix == "proj"
    assert ID_GAME.get(game, game) == item["game"]
    assert item["lang"] == "tr"
    assert item["kind"] in KINDS
    assert isinstance(item["must_include"], list)
    assert isinstance(item["must_not_include"], list)
    assert item["expected_number"] is None or isinstance(item["expected_number"], int)
    assert (item["expected_number"] is None) == (item["arithmetic"] is None)
    for turn in item.get("history", []):
        assert turn["role"] in {"user", "assistant"}
        assert turn["content"].strip()


@pytest.mark.parametrize("item", ITEMS, ids=IDS)
def test_quote_is_verbatim_in_the_named_seed(item: dict[str, Any]) -> None:
    if item["kind"] == "refuse":
        assert item["source_file"] is None
        assert item["source_quote"] is None
        return
    seed = (SEEDS / item["source_file"]).read_text(encoding="utf-8")
    assert item["source_quote"] in seed
    assert 10 <= len(item["source_quote"].split()) <= 40


def _gold(item: dict[str, Any]) -> dict[str, Any]:
    refused = item["kind"] == "refuse"
    return {"answer": item["gold_answer"], "refused": refused, "citations": []}


@pytest.mark.parametrize("item", ITEMS, ids=IDS)
def test_gold_answer_passes_and_a_forbidden_claim_fails(item: dict[str, Any]) -> None:
    assert score_item(item, _gold(item)).passed, score_item(item, _gold(item)).reasons
    for claim in item["must_not_include"]:
        spoiled = {**_gold(item), "answer": f"{item['gold_answer']} {claim}"}
        assert not score_item(item, spoiled).passed, claim
    if item["kind"] != "refuse" and (item["must_include"] or item["expected_number"]):
        assert not score_item(item, {**_gold(item), "answer": "Kural metni şöyle diyor."}).passed


NUMERIC = [i for i in ITEMS if i["expected_number"] is not None and i["game"] != "none"]


@pytest.mark.parametrize("item", NUMERIC, ids=[i["id"] for i in NUMERIC])
def test_expected_number_agrees_with_the_calculator(item: dict[str, Any]) -> None:
    """Where a rule calculator takes the question, it must compute the expected number."""
    from validators import get_checker

    checker = get_checker(item["game"])
    assert checker is not None
    question = standalone_question(item["question"], item.get("history"))
    try:
        result = checker.calculate(question)
    except ValueError:  # CalcError: the calculator declined this wording
        result = None
    if result is None or result.value is None:
        pytest.skip("no calculator applies to this question")
    assert result.value == item["expected_number"], result.trail


CORPUS_TEXT = {
    game.name: "\n".join(p.read_text(encoding="utf-8") for p in game.glob("*.md"))
    for game in (REPO / "rules_corpus").iterdir()
    if game.is_dir()
}


@pytest.mark.parametrize("item", ITEMS, ids=IDS)
def test_forbidden_claims_are_not_rule_text(item: dict[str, Any]) -> None:
    """A must_not_include claim found in the rules would fail an answer for quoting them."""
    text = CORPUS_TEXT.get(item["game"], "")
    quoted = [claim for claim in item["must_not_include"] if contains_normalized(text, claim)]
    assert not quoted
