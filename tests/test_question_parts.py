"""A message that asks two things is analysed as two parts (assistant/question.py), whether
each ends with a question mark or the two are joined with a comma, as customers type."""

from __future__ import annotations

import pytest

from assistant.question import Question


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        (
            "örümcek kaç alan gider? çekirge nasıl hareket eder?",
            ["örümcek kaç alan gider?", "çekirge nasıl hareket eder?"],
        ),
        ("kutuda kac tas var, hangi bocekler var", ["kutuda kac tas var", "hangi bocekler var"]),
        (
            "kac senaryo var; kampanya kacinci senaryoda bitiyo",
            ["kac senaryo var", "kampanya kacinci senaryoda bitiyo"],
        ),
    ],
)
def test_two_questions_are_two_parts(text: str, parts: list[str]) -> None:
    assert [p.standalone for p in Question.of(text).parts] == parts


def test_a_part_keeps_the_scene_set_just_before_it() -> None:
    text = "benim inisiyatifim 35, canavarin karti da 35. once kim oynar? arkadasimla ayni inisiyatifte olsak ne oluyo"
    first, second = Question.of(text).parts
    # the short question asks with its scene; the analysed part without it is kept too
    assert first.standalone == "benim inisiyatifim 35, canavarin karti da 35. once kim oynar?"
    assert first.bare is not None
    assert first.bare.standalone == "once kim oynar?"
    # a later part does not inherit the scene the message opened with
    assert second.standalone == "arkadasimla ayni inisiyatifte olsak ne oluyo"
    assert second.bare is None


@pytest.mark.parametrize(
    "text",
    [
        "snowtrooper 2 hex uzaktaki piyadeye kaç zar atar",  # one question
        "piyadem 2 hex yurudu, ayni turda ates edebilir mi",  # a clause that sets the scene
        "hangi hexe gidecegini kim seciyo, rakip mi ben mi",  # a choice, too short to stand
        "para kartlari kac renk, degerleri kac",  # the second needs the first's subject
        # "yoksa" offers an alternative answer to the same question
        "buz zayiflayan sutununda, tuketebilir miyim yoksa guclu olmasi mi lazim",
    ],
)
def test_a_clause_that_cannot_stand_alone_is_no_part(text: str) -> None:
    assert Question.of(text).parts == ()


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("saldiramaz miyim?", True),
        ("bu kart yasak mi", True),
        # a negative in a sentence that tells the table is not what is asked
        ("Arkadaşımın altını yetmiyor. Ona 10 altın verebilir miyim?", False),
        ("Rakibim kart oynamadı. Şimdi saldıramaz mıyım?", True),
    ],
)
def test_only_the_asking_sentence_says_whether_the_question_is_negated(
    text: str, negated: bool
) -> None:
    assert Question.of(text).negated is negated


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("hive kutusunda kac tas var", "tas"),
        # the counter with a copula is no noun: there is no count noun to check for
        ("genel kurallar var ya, kac taneydi onlar", None),
        ("kac tanedir bu kartlardan", None),
    ],
)
def test_the_counted_noun(text: str, noun: str | None) -> None:
    focus = Question.of(text).focus
    assert (focus.noun if focus else None) == noun
