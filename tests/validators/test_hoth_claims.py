"""Hoth claims: every number an answer states that a Hoth calculator computes is checked.
A wrong number is contradicted with the right one (and the pipeline rewrites it), a right one
verified; quoted rule text, differences, ranges and numbers the text does not give are left
alone. The calculators' own answers are never contradicted."""

from __future__ import annotations

import re
import time
import tomllib
from pathlib import Path
from typing import Any

import pytest
from vt_helpers import calc_or_none, checked

from assistant.answerers.calculator import _with_steps
from validators import Verdict, get_checker
from validators.base import CalcError, CalcResult, Check
from validators.calculator import calculators_for, get_calculator

GOLDEN = Path(__file__).parent / "golden" / "calc"


def _checks(question: str, answer: str) -> list[Check]:
    checker = get_checker("hoth")
    assert checker is not None
    return checker.check(question, answer, calc_or_none("hoth", question))


def _verdict(question: str, answer: str, value: int) -> Check:
    """The check of the last number `value` in the answer (the claim; earlier ones are inputs)."""
    found = [c for c in _checks(question, answer) if c.claim.value == value]
    assert found, (answer, value)
    return found[-1]


# (question, answer, the wrong number stated, the number the rules give)
WRONG = [
    ("", "Snowtrooper birimi 5 minyatürden oluşur.", 5, 4),
    ("", "AT-AT birimi 2 minyatür içerir.", 2, 1),
    ("", "Elit Filo 3 minyatürle başlar.", 3, 4),
    ("", "Oyun tahtası 12 hex genişliğindedir.", 12, 10),
    ("", "Tahta 8 hex derinliğindedir.", 8, 7),
    ("", "Tahta 4 bölüme ayrılır.", 4, 3),
    ("", "Tahtayı 3 kırmızı kesik çizgi böler.", 3, 2),
    ("", "Her tarafın 18 standart komut kartı vardır.", 18, 16),
    ("", "İmparatorluğun 4 lideri vardır.", 4, 3),
    ("", "Kutuda toplam 40 komut kartı vardır.", 40, 50),
    ("", "Liderle oynanınca deste 20 kart olur.", 20, 19),
    ("", "Kutuda 4 özet kartı vardır.", 4, 3),
    ("", "Her tarafa 3 kart tutucu verilir.", 3, 2),
    ("", "Kampanyalar 12 destek kartıyla oynanır.", 12, 10),
    ("", "Zarlarda 6 farklı sembol vardır.", 6, 5),
    ("", "Oyunda 4 çeşit özel kuvvet rozeti vardır.", 4, 5),
    ("", "Kampanya 4 oyuncu için tasarlanmıştır.", 4, 2),
    ("", "Her tur 6 adımdan oluşur.", 6, 5),
    ("", "Bir birime 2 emir verilebilir.", 2, 1),
    ("", "Bir birim turda en fazla 2 kez hareket eder.", 2, 1),
    ("", "Keşif droidi en fazla 3 hex uzağa saldırabilir.", 3, 2),
    ("", "Asi Topçusu en fazla 3 hex uzağa saldırabilir.", 3, 4),
    ("", "Snowspeeder 4 hex hareket edip saldırabilir.", 4, 3),
    ("", "Asi Topçusu yok edildiğinde 1 madalya kazandırır.", 1, 0),
    ("", "AT-AT yok edildiğinde 2 madalya kazandırır.", 2, 1),
    ("", "Snowtroopera 2 piyade ve 1 patlama gelirse 2 isabet olur.", 2, 3),
    ("", "AT-AT'ye 3 isabet gelirse doğrulama için 2 zar yeniden atılır.", 2, 3),
    ("", "Takım modunda senaryo 5 kart diyorsa her oyuncu 2 kart çeker.", 2, 3),
    ("", "Takım modunda her oyuncuya 10 kart dağıtılır.", 10, 8),
    ("", "Deploy the Fleet kartında aktif oyuncu 2 kart atarsa 2 kart çeker.", 2, 3),
    ("", "5 madalyalık senaryoda 3 madalyan varsa 3 madalya daha lazım.", 3, 2),
    ("", "Kart 3 birime emir veriyor ve bölümde 1 birimin varsa 1 emir kaybolur.", 1, 2),
    ("", "2 birim yok ettin ve 1 geçici hedefte duruyorsan 2 madalyan var.", 2, 3),
    ("kart 3 emir diyo merkezde 1 birimim var kac emir kaybolur", "3 emir kaybolur.", 3, 2),
    ("takim modunda herkese kac kart dagitiliyo", "10 kart dağıtılır.", 10, 8),
    ("hoth kac kisiyle oynanir", "4 oyuncu.", 4, 2),
    ("kesif droidi kac hex uzaga saldirabilir", "3 hex uzağa saldırabilir.", 3, 2),
    ("3 madalyam var 5 lik senaryoda kac kaldi", "1 madalya kaldı.", 1, 2),
    ("4 lu snowtrooper 2 isabet yedi kac minyatur kaldi", "1 minyatür kalır.", 1, 2),
    # "3 yerine 4": the changed count is the badge's, an aside does not cut off the subject
    (
        "",
        "Elit Filo (Elite Squadrons) rozetli snowspeeder birimi 3 yerine 5 minyatürle başlar.",
        5,
        4,
    ),
    ("", "Elit Filo rozetli bir snowspeeder birimi 3 yerine 2 minyatürle başlar.", 2, 4),
    ("", "Snowspeeder (Rebel Vehicle) birimi 5 minyatürle başlar.", 5, 3),
    # the base pool, as the dice answers state it
    ("", "AT-AT'nin 3 hex uzaklıktaki temel zarı 2.", 2, 3),
    ("", "Snowtrooper'ın 2 hex uzaklıktaki temel zarı 3.", 3, 2),
]


@pytest.mark.parametrize(("question", "answer", "stated", "right"), WRONG)
def test_wrong_number_is_contradicted_and_rewritten(
    question: str, answer: str, stated: int, right: int
) -> None:
    check = _verdict(question, answer, stated)
    assert check.verdict is Verdict.CONTRADICTED, check.to_dict()
    assert check.expected == right
    assert check.citations
    text, _ = checked("hoth", question, answer)
    assert re.search(rf"(?<!\d){right}(?!\d)", text), text


@pytest.mark.parametrize(("question", "answer", "stated", "right"), WRONG)
def test_right_number_is_verified(question: str, answer: str, stated: int, right: int) -> None:
    last = list(re.finditer(rf"(?<!\d){stated}(?!\d)", answer))[-1]
    fixed = f"{answer[: last.start()]}{right}{answer[last.end() :]}"
    check = _verdict(question, fixed, right)
    assert check.verdict is Verdict.VERIFIED, check.to_dict()
    text, _ = checked("hoth", question, fixed)
    assert text == fixed


UNCHECKABLE = [
    ("", 'Kitapçık "her birim 5 minyatür içerir" demez.', 5),  # quoted
    ("", "Snowspeeder, piyadeden 1 zar daha fazla atar.", 1),  # a difference
    ("", "Piyade 0-1 hex hareket edip saldırır.", 1),  # a range
    ("", "Snowtrooper 3/2/1 menzille saldırır.", 2),  # a range table
    ("", "Senaryolar genellikle 4 veya 5 madalya ister.", 4),  # typical, not a rule
    ("", "Kutuda 8 zar olduğunu kural metni yazmaz.", 8),  # the text gives no number
    ("", "Tahtada 70 hex olduğu sanılır.", 70),  # the text gives no total
    ("", "Oyun 30 dakika sürer.", 30),  # nothing computes it
    ("", "Bir senaryo genelde 8 tur sürer.", 8),
    ("", "Elit Filo rozetli snowspeeder 1. senaryoda kullanılmaz.", 1),  # an ordinal
    ("", "Yapıya 2 isabet gelirse ne olacağını kural metni söylemez.", 2),
    # the count a badge replaces ("3 yerine") is another unit's, not the subject's
    ("", "Elit Filo (Elite Squadrons) rozetli snowspeeder birimi 3 yerine 4 minyatürle başlar.", 3),
    ("", "Elit Filo rozetli snowspeeder birimi 3 yerine 4 minyatürle başlar.", 3),
]


def test_badge_count_stated_with_the_one_it_replaces_is_kept() -> None:
    """A ruling's "3 yerine 4 minyatürle" is right: nothing is rewritten, 4 is verified."""
    question = "bir elit filo snowspeeder birimi kac minyaturle baslar"
    answer = "Elit Filo (Elite Squadrons) rozetli snowspeeder birimi 3 yerine 4 minyatürle başlar."
    assert _verdict(question, answer, 4).verdict is Verdict.VERIFIED
    text, _ = checked("hoth", question, answer)
    assert text == answer


@pytest.mark.parametrize(("question", "answer", "value"), UNCHECKABLE)
def test_left_uncheckable(question: str, answer: str, value: int) -> None:
    check = _verdict(question, answer, value)
    assert check.verdict is Verdict.UNCHECKABLE, check.to_dict()
    text, _ = checked("hoth", question, answer)
    assert text == answer


def _golden() -> list[tuple[str, dict[str, Any]]]:
    rows = []
    for path in sorted(GOLDEN.glob("hoth-*.toml")):
        with path.open("rb") as fh:
            rows += [(path.stem, row) for row in tomllib.load(fh)["row"] if "error" not in row]
    return rows


GOLDEN_ROWS = _golden()


def _answer(result: CalcResult) -> str:
    """The customer's answer the calculator answerer writes (citation markers as [1])."""
    assert result.steps, result.calculator
    return " ".join(_with_steps(result, lambda ref: " [1]" if ref else "").split())


@pytest.mark.parametrize(
    ("calc_id", "row"), GOLDEN_ROWS, ids=[f"{c}-{n}" for n, (c, _) in enumerate(GOLDEN_ROWS)]
)
def test_own_answer_is_never_contradicted(calc_id: str, row: dict[str, Any]) -> None:
    result = get_calculator(calc_id).run(**row["inputs"])
    answer = _answer(result)
    checks = get_checker("hoth").check("", answer, result)  # type: ignore[union-attr]
    wrong = [c.to_dict() for c in checks if c.verdict is Verdict.CONTRADICTED]
    assert not wrong, answer
    if result.value is not None and re.match(rf"{result.value}\b", answer):
        first = checks[0]
        assert first.verdict is Verdict.VERIFIED, (answer, first.to_dict())


# Internal names that must never reach a customer or a staff member.
_INTERNAL = re.compile(
    r"\bNone\b|\bTrue\b|\bFalse\b|_|\b(?:vehicle|infantry|structure|target|attacker|"
    r"retreats?|hits|figures|blasts?|column|position)\b"
)


@pytest.mark.parametrize(
    ("calc_id", "row"), GOLDEN_ROWS, ids=[f"{c}-{n}" for n, (c, _) in enumerate(GOLDEN_ROWS)]
)
def test_texts_are_turkish_without_internal_labels(calc_id: str, row: dict[str, Any]) -> None:
    result = get_calculator(calc_id).run(**row["inputs"])
    texts = [result.lead, result.summary, *(s.text for s in result.steps), *result.trail]
    texts += [p.lead for p in result.parts.values()]
    for text in texts:
        assert not _INTERNAL.search(text), (calc_id, text)
        assert "  " not in text, text
        assert not text.startswith(" "), text
    assert result.lead, calc_id
    if result.value is not None and result.value >= 0 and result.lead != "Zar değişmez":
        # a numeric answer leads with its number ("3 zar", "En fazla 1 hex"); a terrain
        # that changes nothing says so ("Zar değişmez")
        assert re.search(rf"(?<![\d−-]){result.value}(?!\d)", result.lead), result.lead
    shown = _with_steps(result, lambda _ref: "")
    if result.computed and result.arithmetic:
        assert shown.endswith(f"({result.arithmetic})."), shown  # a computation shows its sum
    if not result.computed and result.arithmetic:
        assert result.arithmetic not in shown, "a looked-up fact shows no working"


def test_errors_name_the_bad_value() -> None:
    for path in sorted(GOLDEN.glob("hoth-*.toml")):
        with path.open("rb") as fh:
            rows = [r for r in tomllib.load(fh)["row"] if "error" in r]
        for row in rows:
            with pytest.raises(CalcError) as err:
                get_calculator(path.stem).run(**row["inputs"])
            message = str(err.value)
            assert row["error"] in message
            assert not re.search(r"\bNone\b|Traceback", message)


def test_calculations_are_fast() -> None:
    slowest = 0.0
    for calc_id, row in GOLDEN_ROWS:
        calc = get_calculator(calc_id)
        best = min(_timed(calc.run, row["inputs"]) for _ in range(3))
        slowest = max(slowest, best)
    assert slowest < 0.001, slowest


def test_reading_a_question_is_fast() -> None:
    from turkish import fold_same_length

    question = fold_same_length("siperdeki snowtroopera 2 hexten echo base kac zarla saldirir")
    best = min(_timed(_first_read, {"q": question}) for _ in range(5))
    assert best < 0.001 * len(calculators_for("hoth")), best


def _first_read(q: str) -> None:
    for calc in calculators_for("hoth"):
        if calc.read is not None and calc.read(q) is not None:
            return


def _timed(fn: Any, kwargs: dict[str, Any]) -> float:
    start = time.perf_counter()
    fn(**kwargs)
    return time.perf_counter() - start
