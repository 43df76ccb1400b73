"""Alhambra claims: a wrong number an answer states is contradicted with the right value (and
rewritten), a right one is verified, and quoted rule text or a number whose meaning is not
plain stays uncheckable. Every answer the calculators write checks clean, and a wrong lead
number is corrected."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest
from vt_helpers import calc_or_none, checked

from assistant.answerers.calculator import _with_steps
from validators import Verdict, get_checker
from validators.base import Check

FIRING = Path(__file__).parent / "firing" / "alhambra.toml"


def _checks(question: str, answer: str) -> list[Check]:
    checker = get_checker("alhambra")
    assert checker is not None
    return checker.check(question, answer, calc_or_none("alhambra", question))


# (question, answer, the wrong number stated, the value the rules give)
WRONG = [
    ("", "Alhambra'da 12 adet Kule karosu vardır.", 12, 11),
    ("", "Oyunda toplam 60 bina karosu var.", 60, 54),
    ("", "Oyunda 7 farklı bina türü var.", 7, 6),
    ("", "Kule'nin fiyatı 7 ile 14 arasındadır.", 14, 13),
    ("", "Fiyat aralıkları: Bahçe 5-12, Kule 7-13.", 5, 6),
    ("", "Fiyatı en pahalı Kule 15 olur.", 15, 13),
    ("", "Oyunda toplam 100 para kartı var.", 100, 108),
    ("", "İki kişilik oyunda toplam 80 para kartı kullanılır.", 80, 72),
    ("", "Her renkte 20 para kartı vardır.", 20, 27),
    ("", "İki kişilik oyunda her para kartından yalnızca 3'ü kullanılır.", 3, 2),
    ("", "Para kartları 1-10 arası değerlerdedir.", 10, 9),
    ("", "En büyük para kartı 12 değerindedir.", 12, 9),
    ("", "Oyunda 3 puanlama kartı var.", 3, 2),
    ("", "Alhambra'nın 5 resmi genişlemesi vardır.", 5, 6),
    ("", "Bina pazarı 5 kareli bir tahtadır.", 5, 4),
    ("", "Bir karonun kenarlarında en fazla 4 duvar segmenti bulunur.", 4, 3),
    ("", "Oyunda 4 puanlama turu yapılır.", 4, 3),
    ("", "Her oyuncuya 3 jeton verilir.", 3, 2),
    ("", "Para alırken toplam 7'ye kadar alabilirsin.", 7, 5),
    ("", "Bir turda en fazla 6 aksiyon yapılabilir.", 6, 5),
    ("", "2. puanlamada Kule birincisi 14 puan alır.", 14, 13),
    ("", "2. puanlamada Pavyon'da iki oyuncu birincilikte berabere kalırsa her biri 5 puan alır.",
     5, 4),
    ("", "3. puanlamada Kule'de üç oyuncu birincilikte berabere kalırsa her biri 14 puan alır.",
     14, 13),
    ("", "7 kenarlık en uzun duvar zincirin 8 puan getirir.", 8, 7),
    ("", "Duvar zincirindeki her karo kenarı 2 puan değerindedir.", 2, 1),
    ("", "Oyun başında Dirk'e 5 karo verilir.", 5, 6),
    ("", "1. puanlamadan sonra Dirk'e 4 karo daha verilir.", 4, 6),
    ("", "Sırası gelen oyuncu 4 aksiyondan birini yapar.", 4, 3),
    ("kac tane kule karosu var", "12 karo.", 12, 11),
    ("alhambrada kac tane para karti var toplam", "100 kart.", 100, 108),
    ("iki kisilik oyunda kac para karti kullanilir", "Toplam 108 para kartı kullanılır.", 108, 72),
    ("2 kere tam odeme yaptim kac aksiyonum oldu", "4 aksiyon yaparsın.", 4, 3),
    ("ilk puanlamada kulede birinci kac puan", "5 puan alırsın.", 5, 6),
    ("7 kenarlik duvarim var kac puan", "8 puan.", 8, 7),
    ("torbada 20 karo var dirke kac tane gider", "7 karo.", 7, 6),
    ("her oyuncuya kac jeton veriliyo", "3 jeton.", 3, 2),
]  # fmt: skip


@pytest.mark.parametrize(("question", "answer", "stated", "right"), WRONG)
def test_wrong_number_is_contradicted_and_rewritten(
    question: str, answer: str, stated: int, right: int
) -> None:
    found = [c for c in _checks(question, answer) if c.claim.value == stated]
    assert found, answer
    assert found[-1].verdict is Verdict.CONTRADICTED, (answer, found[-1])
    assert found[-1].expected == right
    assert found[-1].citations or found[-1].trail
    text, _ = checked("alhambra", question, answer)
    assert str(right) in text
    assert text != answer


RIGHT = [
    ("", "Alhambra'da 11 adet Kule karosu vardır.", 11),
    ("", "Oyunda toplam 54 bina karosu var.", 54),
    ("", "Oyunda 6 farklı bina türü var.", 6),
    ("", "Kule'nin fiyatı 7 ile 13 arasındadır.", 13),
    ("", "Fiyat aralıkları: Bahçe 6-12, Kule 7-13.", 6),
    ("", "Oyunda toplam 108 para kartı var.", 108),
    ("", "İki kişilik oyunda toplam 72 para kartı kullanılır.", 72),
    ("", "Her renkte 27 para kartı vardır.", 27),
    ("", "İki kişilik oyunda her para kartından yalnızca 2'si kullanılır.", 2),
    ("", "Para kartları 1-9 arası değerlerdedir.", 9),
    ("", "Oyunda 2 puanlama kartı var.", 2),
    ("", "Alhambra'nın 6 resmi genişlemesi vardır.", 6),
    ("", "Bina pazarı 4 kareli bir tahtadır.", 4),
    ("", "Bir karonun kenarlarında en fazla 3 duvar segmenti bulunur.", 3),
    ("", "Oyunda 3 puanlama turu yapılır.", 3),
    ("", "Her oyuncuya 2 jeton verilir.", 2),
    ("", "Bir turda en fazla 5 aksiyon yapılabilir.", 5),
    ("", "2. puanlamada Kule birincisi 13 puan alır.", 13),
    ("", "2. puanlamada Pavyon'da iki oyuncu birincilikte berabere kalırsa her biri 4 puan alır.",
     4),
    ("", "7 kenarlık en uzun duvar zincirin 7 puan getirir.", 7),
    ("", "Oyun başında Dirk'e 6 karo verilir.", 6),
    ("kac tane kule karosu var", "11 karo.", 11),
    ("alhambrada kac tane para karti var toplam", "108 kart.", 108),
    ("torbada 2 karo kaldi pazarda 3 bos yer var oyun biter mi", "1 karo eksik, oyun biter.", 1),
]  # fmt: skip


@pytest.mark.parametrize(("question", "answer", "stated"), RIGHT)
def test_right_number_is_verified(question: str, answer: str, stated: int) -> None:
    found = [c for c in _checks(question, answer) if c.claim.value == stated]
    assert found, answer
    assert found[-1].verdict is Verdict.VERIFIED, (answer, found[-1])
    text, _ = checked("alhambra", question, answer)
    assert text == answer


UNCHECKABLE = [
    ("", "Kitapçık şöyle der: “Kule (Tower - mor) 12 adet” ve “Pavyon 2-9”.", 12),
    ("", "Kitapçık şöyle der: “Kule (Tower - mor) 12 adet” ve “Pavyon 2-9”.", 9),
    ("", "Turuncu karede fiyatı 6 olan bir Kule var.", 6),
    ("", "Kulede 3 karon varsa birincisin.", 3),
    ("", "Bu tur 3 kule karosu aldım.", 3),
    ("", "Torbada 12 karo kaldı.", 12),
    ("", "Elinde 15 değerinde para var.", 15),
    ("", "Pavyon'da iki oyuncu 3'er bina ile birincilikte berabere.", 3),
    ("", "Ali 45 puanla kazandı.", 45),
]  # fmt: skip


@pytest.mark.parametrize(("question", "answer", "stated"), UNCHECKABLE)
def test_unclear_or_quoted_number_stays_uncheckable(
    question: str, answer: str, stated: int
) -> None:
    found = [c for c in _checks(question, answer) if c.claim.value == stated]
    assert found, answer
    assert found[-1].verdict is Verdict.UNCHECKABLE, (answer, found[-1])
    text, _ = checked("alhambra", question, answer)
    assert text == answer


def _firing_rows() -> list[dict[str, Any]]:
    with FIRING.open("rb") as fh:
        return [r for r in tomllib.load(fh)["row"] if r["calculator"] != "none"]


ROWS = _firing_rows()


@pytest.mark.parametrize("row", ROWS, ids=[r["question"][:40] for r in ROWS])
def test_the_calculators_own_answer_checks_clean(row: dict[str, Any]) -> None:
    """The answer the pipeline writes from a result raises no false correction."""
    result = calc_or_none("alhambra", row["question"])
    if result is None:
        return  # the question's inputs are impossible: the pipeline refuses with the message
    answer = " ".join(_with_steps(result, lambda _ref: " [1]").split())
    text, checks = checked("alhambra", row["question"], answer)
    assert text == answer, [c.to_dict() for c in checks if c.verdict is Verdict.CONTRADICTED]
    for banned in ("None", "none", "True", "False", "pavilion", "tower", "garden"):
        assert banned not in answer.split(), (banned, answer)


@pytest.mark.parametrize("row", ROWS, ids=[r["question"][:40] for r in ROWS])
def test_a_wrong_lead_number_is_corrected(row: dict[str, Any]) -> None:
    result = calc_or_none("alhambra", row["question"])
    if result is None or result.value is None or result.unit is None:
        return
    wrong = f"{result.value + 1} {result.unit}."
    text, _ = checked("alhambra", row["question"], wrong)
    assert text.startswith(f"{result.value} "), (row["question"], text)


def _one_question_per_calculator() -> list[str]:
    seen: dict[str, str] = {}
    for row in ROWS:
        seen.setdefault(row["calculator"], row["question"])
    return ["", *seen.values()]


QUESTIONS = _one_question_per_calculator()
RULINGS = Path(__file__).resolve().parents[2] / "rules_corpus" / "alhambra" / "rulings"


def _contradicted(question: str, answer: str) -> list[tuple[int, int | None]]:
    return [(c.claim.value, c.expected) for c in _checks(question, answer)
            if c.verdict is Verdict.CONTRADICTED]  # fmt: skip


def test_the_rules_text_is_never_corrected_whatever_was_asked() -> None:
    from vt_helpers import SEEDS

    if not SEEDS.is_dir():
        pytest.skip("seed texts not available")
    for path in sorted(SEEDS.glob("002_*.txt")):
        for paragraph in path.read_text(encoding="utf-8").splitlines():
            for question in QUESTIONS:
                assert not _contradicted(question, paragraph), (question, paragraph[:80])


def test_reviewed_rulings_are_never_corrected() -> None:
    for path in sorted(RULINGS.glob("*.toml")):
        with path.open("rb") as fh:
            rulings = tomllib.load(fh).get("ruling", [])
        for ruling in rulings:
            for question in [*ruling["asks"], *QUESTIONS]:
                assert not _contradicted(question, ruling["answer"]), (question, ruling["id"])


def test_every_declared_example_fires_its_calculator() -> None:
    from turkish import fold_same_length
    from validators.calculator import calculators_for

    calcs = calculators_for("alhambra")
    for calc in calcs:
        for example in calc.examples:
            folded = fold_same_length(example)
            fired = next(
                (c.id for c in calcs if c.read is not None and c.read(folded) is not None), "none"
            )
            assert fired == calc.id, (example, fired)
