"""The development question set: calculators answer its numeric items, and no gold answer gets
a number "corrected" (zero false alarms)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from vt_helpers import EVAL, checked

from validators import Verdict, get_checker


def _items() -> list[dict[str, Any]]:
    if not EVAL.is_file():
        return []
    return [json.loads(line) for line in EVAL.read_text(encoding="utf-8").splitlines() if line]


ITEMS = [i for i in _items() if i["game"] != "none"]
NUMERIC = [i for i in ITEMS if i["kind"] == "numeric" or i["expected_number"] is not None]


@pytest.mark.skipif(not NUMERIC, reason="dev set not available")
@pytest.mark.parametrize("item", NUMERIC, ids=[i["id"] for i in NUMERIC])
def test_calculator_answers_numeric_item(item: dict[str, Any]) -> None:
    checker = get_checker(item["game"])
    assert checker is not None
    result = checker.calculate(item["question"])
    assert result is not None, item["question"]
    assert result.value == item["expected_number"], result.trail
    assert result.citations
    assert result.trail


@pytest.mark.skipif(not ITEMS, reason="dev set not available")
@pytest.mark.parametrize("item", ITEMS, ids=[i["id"] for i in ITEMS])
def test_no_false_alarm_on_gold_answer(item: dict[str, Any]) -> None:
    text, checks = checked(item["game"], item["question"], item["gold_answer"])
    wrong = [c.to_dict() for c in checks if c.verdict is Verdict.CONTRADICTED]
    assert not wrong
    assert text == item["gold_answer"]


@pytest.mark.skipif(not NUMERIC, reason="dev set not available")
@pytest.mark.parametrize("item", NUMERIC, ids=[i["id"] for i in NUMERIC])
def test_gold_number_is_verified(item: dict[str, Any]) -> None:
    _, checks = checked(item["game"], item["question"], item["gold_answer"])
    verified = {c.claim.value for c in checks if c.verdict is Verdict.VERIFIED}
    assert item["expected_number"] in verified


@pytest.mark.skipif(not NUMERIC, reason="dev set not available")
@pytest.mark.parametrize("item", NUMERIC, ids=[i["id"] for i in NUMERIC])
def test_wrong_lead_number_is_corrected(item: dict[str, Any]) -> None:
    """A draft that opens with a wrong number gets the computed one written over it."""
    checker = get_checker(item["game"])
    assert checker is not None
    result = checker.calculate(item["question"])
    assert result is not None
    assert result.value is not None
    assert result.unit
    wrong = result.value + 1
    answer = f"{wrong} {result.unit}."
    if result.unit == "seviye":
        answer = f"Seviye {wrong}."
    text, _ = checked(item["game"], item["question"], answer)
    assert str(item["expected_number"]) in text
