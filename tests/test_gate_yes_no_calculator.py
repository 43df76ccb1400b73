"""A yes/no question that gives numbers only to set the scene is answered by a confident
ruling's verdict, not by a calculator whose answer leads with a number; a number proposed
just before the particle ("canım 12 mi oluyor") is the customer's result to check, so the
calculator keeps it (assistant/stages/gate.py)."""

from __future__ import annotations

import pytest

from assistant.question import Question
from assistant.ruling_index import RulingMatch
from assistant.rulings import Quote, Ruling
from assistant.stages.gate import _proposes_number, _ruling_settles
from validators import CalcResult

QUOTE = Quote("kurallar", "Kuşatma", "Kuşatan taşların rengi önemli değildir.")


def _match(verdict: str) -> RulingMatch:
    ruling = Ruling(
        "hive", "x", ("kusatmada kendi taslarim sayilir mi",), "Evet, sayılır.", verdict, (QUOTE,)
    )
    return RulingMatch(ruling, 1.3, "kusatmada kendi taslarim sayilir mi", 0.9, 0.5)


def _result(lead: str) -> CalcResult:
    return CalcResult(value=0, trail=[], citations=[], summary=lead, lead=lead)


@pytest.mark.parametrize(
    ("text", "proposed"),
    [
        ("canim 9 maksimumum 10. iyilestirme 3 aldim. canim 12 mi oluyo simdi?", True),
        ("onu verince 2 para ustu alabiliyo muyum?", True),
        ("9 verip 2 para ustu aliyorum, degil mi?", True),
        ("kusatmak icin etrafindaki 6 tasin hepsi rakibin tasi olmali dimi?", False),
    ],
)
def test_a_number_just_before_the_particle_is_proposed(text: str, proposed: bool) -> None:
    assert _proposes_number(Question.of(text).ascii) is proposed


def test_the_ruling_settles_a_yes_no_question_the_numbers_only_set() -> None:
    question = Question.of("kusatmak icin etrafindaki 6 tasin hepsi rakibin tasi olmali dimi?")
    assert _ruling_settles(question, _match("hayir"), _result("0 taş kaldı, kuşatıldı"))
    # not when the calculator itself leads with the verdict, nor for a ruling without one
    assert not _ruling_settles(question, _match("hayir"), _result("Hayır, 6 taşın hepsi sayılır"))
    assert not _ruling_settles(question, _match("none"), _result("0 taş kaldı"))
    # nor when a number is asked
    asked = Question.of("kusatmak icin kac tas lazim, 6 mi?")
    assert not _ruling_settles(asked, _match("hayir"), _result("6 taş"))
