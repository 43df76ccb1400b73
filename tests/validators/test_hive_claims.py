"""Hive claims: every number a Hive calculator computes is checked in an answer. Wrong ones
are CONTRADICTED with the right value and rewritten, right ones VERIFIED, quoted rule text
and sentences that do not make the quantity plain stay UNCHECKABLE."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from vt_helpers import calc_or_none, checked

from validators import Verdict, get_checker

RULINGS = Path(__file__).resolve().parents[2] / "rules_corpus" / "hive" / "rulings"


def _checks(question: str, answer: str) -> list[tuple[int, Verdict, int | None]]:
    checker = get_checker("hive")
    assert checker is not None
    checks = checker.check(question, answer, calc_or_none("hive", question))
    return [(c.claim.value, c.verdict, c.expected) for c in checks]


# (question, answer, the wrong number, the right one, text the corrected answer contains)
WRONG = [
    ("hive carbon'da her oyuncu kac tasla oynar", "Hive Carbon'da oyuncu başına 11 taş var.",
     11, 13, "13 taş"),
    ("", "Hive Pocket kutusunda toplam 22 taş vardır.", 22, 26, "26 taş"),
    ("", "Her oyuncunun 3 Örümcek'i vardır.", 3, 2, "2 Örümcek"),
    ("", "Kutuda toplam 4 Çekirge bulunur.", 4, 6, "6 Çekirge"),
    ("", "Örümcek'ten her oyuncuya 3 adet düşer.", 3, 2, "2 adet"),
    ("", "Hive Pocket'ta oyuncu başına 1 Tespih Böceği vardır.", 1, 0, "0 Tespih"),
    ("", "Hive Ultimate'ta her oyuncunun 2 Sivrisinek'i var.", 2, 1, "1 Sivrisinek"),
    ("", "Hive 4 kişilik bir strateji oyunudur.", 4, 2, "2 kişilik"),
    ("", "Örümcek turda tam 2 alan hareket eder.", 2, 3, "3 alan"),
    ("", "Arı Kraliçe turda 2 alan hareket eder.", 2, 1, "1 alan"),
    ("", "Böcek turda 3 alan gider ve Kovan'ın üstüne çıkabilir.", 3, 1, "1 alan"),
    ("", "Uğur Böceği 4 alan hareket eder.", 4, 3, "3 alan"),
    ("", "Tespih Böceği komşusundaki bir taşı 3 alan taşır.", 3, 2, "2 alan"),
    ("", "Çekirge en az 2 taşın üzerinden atlamak zorundadır.", 2, 1, "1 taşın"),
    ("", "Bir turda 2 hamle yapabilirsin.", 2, 1, "1 hamle"),
    ("", "Her taşın 5 komşu alanı vardır.", 5, 6, "6 komşu"),
    ("", "Arı Kraliçe'nin etrafında 4 taş varsa 3 taş daha gerekir.", 3, 2, "2 taş daha"),
    ("", "Temel oyun 6 orijinal böcekle oynanır.", 6, 5, "5 orijinal"),
    ("", "Hive Ultimate'ta 4 genişleme böceği vardır.", 4, 3, "3 genişleme"),
    ("", "Hive Pocket'ta 8 çeşit böcek var.", 8, 7, "7 çeşit"),
    ("", "Her genişleme paketi 4 taş içerir.", 4, 2, "2 taş"),
    ("", "Temel kutuya Sivrisinek paketi eklenince kutuda 26 taş olur.", 26, 24, "24 taş"),
    ("", "Temel kutuya 2 genişleme paketi eklersen oyuncu başına 14 taş olur.", 14, 13, "13 taş"),
    ("", "Arı Kraliçe'ni en geç 5. turunda koymalısın.", 5, 4, "4. turunda"),
    ("", "2024 kitapçığına göre Arı Kraliçe en erken 3. turunda konabilir.", 3, 2, "2. turunda"),
    ("", "Arı Kraliçe en erken 3. turda konabilir.", 3, 2, "2. turda"),
    # the lead number of an answer to a question a Hive calculator computes
    ("kac tane orumcek var", "3 adet.", 3, 2, "2 adet"),
    ("hive pocket kac tas", "24 taş.", 24, 26, "26 taş"),
    ("hive kac kisilik", "3 oyuncu.", 3, 2, "2 oyuncu"),
    ("turda kac hamle yapilir", "2 hamle.", 2, 1, "1 hamle"),
    ("kralice en erken ne zaman konur", "3. tur.", 3, 2, "2. tur"),
    ("kraliceyi en gec kacinci turda koymam lazim", "5. tur: en son o tur.", 5, 4, "4. tur"),
    ("kralicenin etrafinda 4 tas var kac tane daha lazim", "3 taş daha.", 3, 2, "2 taş"),
    ("orumcek kac alan gider", "2 alan.", 2, 3, "3 alan"),
    ("temel oyunda kac cesit bocek var", "6 böcek türü.", 6, 5, "5 böcek"),
    ("bir tasin kac komsusu olur", "5 komşu alan.", 5, 6, "6 komşu"),
]  # fmt: skip


@pytest.mark.parametrize(("question", "answer", "wrong", "right", "fixed"), WRONG,
                         ids=[w[1][:40] for w in WRONG])  # fmt: skip
def test_wrong_number_is_contradicted_and_corrected(
    question: str, answer: str, wrong: int, right: int, fixed: str
) -> None:
    found = _checks(question, answer)
    assert (wrong, Verdict.CONTRADICTED, right) in found, found
    text, _ = checked("hive", question, answer)
    assert fixed in text, text


RIGHT = [
    ("", "Hive Carbon'da oyuncu başına 13 taş var."),
    ("", "Hive Ultimate ve Pocket Ultimate 28 taşlıdır."),
    ("", "Her oyuncunun 2 Örümcek'i vardır."),
    ("", "Kutuda toplam 6 Çekirge bulunur."),
    ("", "Her oyuncu 1 Arı Kraliçe, 2 Örümcek, 2 Böcek, 3 Çekirge ve 3 Asker Karınca alır."),
    ("", "Hive Pocket'ta oyuncu başına 0 Tespih Böceği vardır."),
    ("", "Hive iki kişilik bir strateji oyunudur."),
    ("", "Örümcek turda tam 3 alan hareket eder."),
    ("", "Uğur Böceği 3 alan hareket eder: 2 adım Kovan'ın üstünden, son adımda aşağı iner."),
    ("", "Tespih Böceği komşusundaki bir taşı 2 alan taşır."),
    ("", "Oyuncular sırayla birer hamle yapar; her turda 1 hamle yaparsın."),
    ("", "Her taşın 6 komşu alanı vardır."),
    ("", "Arı Kraliçe'nin etrafında 4 taş varsa 2 taş daha gerekir."),
    ("", "Temel oyun beş orijinal böcekle oynanır."),
    ("", "Hive Carbon'da 2 genişleme böceği var."),
    ("", "Her genişleme paketi 2 taş içerir."),
    ("", "Temel kutuya Uğur Böceği ve Tespih Böceği paketleri eklenince kutuda 26 taş olur."),
    ("", "Temel kutuya tüm genişleme paketlerini eklersen oyuncu başına 14 taş olur."),
    ("", "Arı Kraliçe en geç 4. turunda konur; 2024 kitapçığına göre en erken 2. tur."),
    ("", "2010 kitapçığına göre Arı Kraliçe en erken 1. turda konabiliyordu."),
    ("kac tane orumcek var", "2 adet: her oyuncunun 2 Örümcek'i var."),
    ("hive kac kisilik", "2 oyuncu: Hive iki kişilik bir oyundur."),
    ("hive pocket kac tas", "26 taş."),
]


@pytest.mark.parametrize(("question", "answer"), RIGHT, ids=[r[1][:40] for r in RIGHT])
def test_right_number_is_verified_and_left_alone(question: str, answer: str) -> None:
    found = _checks(question, answer)
    assert all(v is not Verdict.CONTRADICTED for _, v, _ in found), found
    assert any(v is Verdict.VERIFIED for _, v, _ in found), found
    assert checked("hive", question, answer)[0] == answer


UNCHECKABLE = [
    ("", 'Kitapçık şöyle der: "Her oyuncuya 3 adet." Bu alıntı değişmez.'),
    ("", "[1] Hive › Örümcek (Spider) — Her oyuncuya 5 adet."),
    ("", "Aşağıdaki üç böcek temel Hive kutusunda BULUNMAZ."),
    ("", "İki oyuncu da aynı iki taşı sürekli oynatmaya mecbur kalmışsa beraberlikte anlaşılır."),
    ("", "Beş temel böceğin her biri farklı hareket eder."),
    ("", "Rakip 2 hamle üst üste yapar, çünkü senin sıran atlanır."),
    ("", "Kraliçeyi ilk 3 hamlende koyman gerekmez."),
    ("", "Asker Karınca 7 alan da gidebilir, 12 alan da."),
    ("", "Sivrisinek Örümcek'e dokunuyorsa 3 alan gider."),
    ("", "Kraliçenin 5 komşusu doluysa bir hamlede oyun bitebilir."),
    ("", "Hive Pocket ve Hive Carbon 26, Ultimate 28 taşlıdır."),
    ("hive carbon kac tas", "Her oyuncu tek renkteki 11 taşın tamamını alır."),
]


@pytest.mark.parametrize(("question", "answer"), UNCHECKABLE, ids=[u[1][:40] for u in UNCHECKABLE])
def test_unclear_or_quoted_number_is_not_touched(question: str, answer: str) -> None:
    found = _checks(question, answer)
    assert all(v is not Verdict.CONTRADICTED for _, v, _ in found), found
    assert checked("hive", question, answer)[0] == answer


def _rulings() -> list[tuple[str, str, str]]:
    rows = []
    for path in sorted(RULINGS.glob("*.toml")):
        with path.open("rb") as fh:
            for ruling in tomllib.load(fh).get("ruling", []):
                rows += [(ruling["id"], ask, ruling["answer"]) for ask in ruling["asks"]]
    return rows


RULING_ROWS = _rulings()


@pytest.mark.parametrize(("rid", "ask", "answer"), RULING_ROWS,
                         ids=[f"{r}-{n}" for n, (r, _, _) in enumerate(RULING_ROWS)])  # fmt: skip
def test_reviewed_rulings_raise_no_false_alarm(rid: str, ask: str, answer: str) -> None:
    """The store's reviewed answers are right: asked with any of their questions (and the
    calculator result that question gets), none of their numbers is contradicted."""
    found = _checks(ask, answer)
    assert all(v is not Verdict.CONTRADICTED for _, v, _ in found), (rid, found)
