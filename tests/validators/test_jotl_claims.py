"""Jaws of the Lion claims: a wrong number an answer states is contradicted and corrected to what
the calculator computes, a right one is verified, quoted rule text and names ("+1", "2x") are
never touched, and every calculator's own answer passes its checker."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from vt_helpers import calc_or_none, checked

from validators import Verdict, get_checker
from validators.base import CalcResult

GAME = "gloomhaven-jotl"

# (question, answer with a wrong number, the corrected text it must contain, expected value)
WRONG = [
    ("jotl'de senaryo seviyesi 4 iken kac altin", "Jeton başına 3 altın.", "başına 4 altın", 4),
    ("seviye 5te tuzak hasari kac", "Tuzak hasarı 6.", "hasarı 7", 7),
    ("160 xp ile kacinci seviyeyim", "Seviye 3.", "Seviye 4", 4),
    ("130 xp im var bir sonraki seviyeye kac kaldi", "25 deneyim kaldı.", "20 deneyim", 20),
    ("seviye 5 icin kac xp lazim", "Seviye 5 için 200 deneyim gerekir.", "için 210", 210),
    ("25 altinlik esyayi kaca satarim", "12 altına satarsın.", "13 altına", 13),
    ("", "25 altınlık eşya 12 altına satılır.", "13 altına", 13),
    ("seviye 3te 6 para jetonu kac altin eder", "12 altın eder.", "18 altın", 18),
    ("", "Senaryo seviyesi 3'te 6 jeton 12 altın eder.", "18 altın", 18),
    ("saldiri 3 zehirli hedefe 2x cektim kalkan 1 kac hasar", "6 hasar verirsin.", "7 hasar", 7),
    ("attack 2 null cektim kac damage", "2 hasar.", "0 hasar", 0),
    ("", "Başlangıç destesi 18 karttır.", "destesi 20", 20),
    ("", "Destede 4 tane +1 var.", "5 tane +1", 5),
    ("", "Oyunda 8 element vardır.", "Oyunda 6 element", 6),
    ("", "Bir karakter en fazla 20 onay işareti biriktirebilir.", "fazla 18 onay", 18),
    ("kac tane harita cikartmasi var", "30 çıkartma var.", "25 çıkartma", 25),
    ("seviye 4um 7 onayim var kac perk", "4 perk.", "5 perk", 5),
    ("uzun dinlenmede inisiyatif kac", "Uzun dinlenmede inisiyatif 90 olur.", "inisiyatif 99", 99),
    ("canim 8 max 10 iyilestirme 4 kac olur", "12 can olur.", "10 can", 10),
    ("", "Seviye 5'te 2 küçük eşya getirebilirsin.", "5'te 3 küçük", 3),
    ("seviye 2de kac kucuk esya getirebilirim", "0 küçük eşya.", "1 küçük", 1),
    ("gloomhaven karakteri jotle gelirse kac altin alir", "Telafi olarak 50 altın verilir.",
     "olarak 40 altın", 40),
    ("kutuda kac senaryo var", "Kutuda toplam 20 senaryo bulunur.", "toplam 25 senaryo", 25),
    ("", "Her canavar setinin 10 kartlık tam destesi vardır.", "8 kartlık", 8),
    ("olay 10 altin kaybet diyo 6 altinim var ne olur", "10 altın kaybedersin.", "6 altın", 6),
    ("3 karakterle kac modifiye destesi olur", "3 deste olur.", "4 deste", 4),
    ("hareket 4 ile 2 zor arazi hexinden gecersem kac hex gidebilirim", "3 hex gidebilirsin.",
     "2 hex", 2),
    ("", "Uzun dinlenmede 'İyileştirme 3, Kendine' uygularsın.", "İyileştirme 2", 2),
    ("", "Canavarın temel saldırısı 2 ve kart 'Saldırı +1' diyorsa canavar 'Saldırı 4' yapar.",
     "'Saldırı 3'", 3),
    ("", "Yaralı figür her sırasının başında 2 hasar alır.", "başında 1 hasar", 1),
    ("", "Her karaktere gizlice 3 savaş hedefi kartı dağıtılır.", "gizlice 2", 2),
    ("", "Elementler Senaryo 5'ten itibaren devreye girer.", "Senaryo 4'ten", 4),
    ("", "Zor arazi hexine girmek 3 hareket puanı gerektirir.", "2 hareket puanı", 2),
    ("", "160 deneyimle seviye 3'tesin.", "seviye 4'", 4),
    ("seviyelerimiz 2 3 3 4 senaryo seviyesi kac", "Senaryo seviyesi 3.", "seviyesi 2", 2),
    ("kac tane 10 luk hasar jetonu var", "Kutuda 8 adet 10'luk jeton var.", "6 adet 10'luk", 6),
    ("kac cesit esya var", "Eşyaların 4 türü var.", "5 tür", 5),
    ("hedef 3 kac dusman demek", "2 ayrı düşman hedeflenebilir.", "3 ayrı düşman", 3),
    ("avantajda kac kart cekiyom", "3 kart çekersin.", "2 kart", 2),
    ("ogretici senaryolarda bonus xp kac", "8 bonus deneyim.", "6 bonus", 6),
    ("canavar olunce kac para jetonu birakir", "2 para jetonu bırakır.", "1 para jetonu", 1),
    ("kisa dinlenmede 5 kart iskartam var kac kart elime gelir", "5 kart elime gelir.", "4 kart", 4),
    ("yeni karakter kacinci seviyeden baslar", "Yeni bir karakter seviye 2'de başlar.",
     "seviye 1'de", 1),
    ("onerilen seviye 3 ama cok zor oynuyoruz bonus deneyim kac", "10 bonus deneyim.",
     "14 bonus", 14),
    ("hasar jetonlarinin hepsi toplam kac hasar eder", "Toplam 100 hasar eder.", "128 hasar",
     128),
    ("baslangic desteme 3 lanet karistirildi hicbiri cekilmedi destemde kac kart var",
     "Destende 20 kart var.", "23 kart", 23),
    ("bir karakter toplamda en fazla kac perk alabilir", "6 perk.", "14 perk", 14),
]  # fmt: skip


@pytest.mark.parametrize(("question", "answer", "right", "expected"), WRONG)
def test_wrong_number_is_contradicted_and_corrected(
    question: str, answer: str, right: str, expected: int
) -> None:
    text, checks = checked(GAME, question, answer)
    wrong = [c for c in checks if c.verdict is Verdict.CONTRADICTED]
    assert wrong, [(c.claim.value, c.verdict.value) for c in checks]
    assert all(c.expected == expected for c in wrong), [(c.claim.value, c.expected) for c in wrong]
    assert right in text, text
    assert wrong[0].citations or wrong[0].trail


@pytest.mark.parametrize(("question", "answer", "right", "expected"), WRONG)
def test_the_corrected_answer_is_verified(
    question: str, answer: str, right: str, expected: int
) -> None:
    fixed, _ = checked(GAME, question, answer)
    assert right in fixed
    text, checks = checked(GAME, question, fixed)
    assert text == fixed
    assert any(c.verdict is Verdict.VERIFIED and c.claim.value == expected for c in checks), [
        (c.claim.value, c.verdict.value) for c in checks
    ]


UNCHECKABLE = [
    ("", 'Kural kitabı "Başlangıç destesi 18 karttır" diyor.', 18),
    ("kutuda kac senaryo var", "“kutuda toplam 20 senaryo bulunur”", 20),
    ("", "[1] Gloomhaven › Altın ve Eşyalar — Eşya 12 altına satılır", 12),
    ("", "2x kartı toplamı ikiye katlar.", 2),
    ("", "+1 kartı saldırıya eklenir.", 1),
    ("hatchetin el limiti kac", "Hatchet'in el limiti 10 kart.", 10),
    ("kutudan kac minyatur cikiyo", "Kutuda 40 minyatür var.", 40),
    ("", "Partimizde 3 karakter var.", 3),
    ("", "Bu senaryoda 2 boss var mı bilmiyorum, Senaryo 4'te oynuyoruz.", 2),
    # the recommended level is not the scenario level: the difficulty still goes on top
    ("onerilen seviye 2 cok zor oynarsak jeton basina kac altin",
     "Önerilen senaryo seviyesi 2 olduğundan jeton başına 4 altın.", 2),
]  # fmt: skip


@pytest.mark.parametrize(("question", "answer", "number"), UNCHECKABLE)
def test_quotes_names_and_unknowns_stay_uncheckable(
    question: str, answer: str, number: int
) -> None:
    text, checks = checked(GAME, question, answer)
    assert text == answer
    found = [c for c in checks if c.claim.value == number]
    assert found
    assert all(c.verdict is Verdict.UNCHECKABLE for c in found), [c.verdict for c in found]


def _answer_text(result: CalcResult) -> str:
    """The answer as the calculator answerer writes it (with citation markers)."""
    markers = iter(range(1, 100))
    steps = "; ".join(f"{s.text}{f' [{next(markers)}]' if s.ref else ''}" for s in result.steps)
    working = f" ({result.arithmetic})" if result.computed and result.arithmetic else ""
    return f"{result.lead or result.summary.rstrip('.')}: {steps}{working}."


FIRING = Path(__file__).parent / "firing" / "gloomhaven-jotl.toml"


def _fired() -> list[dict[str, Any]]:
    with FIRING.open("rb") as fh:
        rows: list[dict[str, Any]] = tomllib.load(fh)["row"]
    return [r for r in rows if r["calculator"] != "none"]


ROWS = _fired()


@pytest.mark.parametrize("row", ROWS, ids=[r["question"][:40] for r in ROWS])
def test_every_calculator_answer_passes_its_own_checker(row: dict[str, Any]) -> None:
    result = calc_or_none(GAME, row["question"])
    assert result is not None, row["question"]
    text = _answer_text(result)
    checker = get_checker(GAME)
    assert checker is not None
    checks = checker.check(row["question"], text, result)
    assert not [c for c in checks if c.verdict is Verdict.CONTRADICTED], text
    if result.value is not None and re.search(r"\d", result.lead) and result.unit:
        lead = next(c for c in checks if c.claim.start < len(result.lead))
        if "-" not in result.lead:  # "1-4 oyuncu": the range's ends are checked as facts
            assert lead.verdict is Verdict.VERIFIED, (text, lead.verdict)


PARAPHRASES = [
    ("kutuda kac senaryo var", "Kampanya Senaryo 1'de başlar ve kutuda 25 senaryo vardır."),
    ("kampanya kacinci senaryoda bitiyo",
     "Kampanya Senaryo 1'de başlar ve Senaryo 17'de sonuca ulaşır."),
    ("", "Temel aksiyon olarak 'Hareket 2' kullanırsan, kartın kendi 'Hareket 3' aksiyonu "
         "kullanılmaz."),
    ("", "Uzun dinlenen karakterin inisiyatifi 99; canavarın inisiyatifi 45 olduğu için önce "
         "canavar oynar."),
    ("", "Orijinal Gloomhaven karakterine 40 altın verilir; eşyalarını da 25 altına satabilir."),
    ("", "Hasarı engellemek için elinden 1 kart kaybedersin; uzun dinlenmede ıskartandan 1 kart "
         "kaybedersin."),
    ("", "Uzun dinlenmede en az 1 kart kaybedersin."),
    ("160 xp ile kacinci seviyeyim",
     "160 deneyimle 4. seviyedesin; 5. seviye için 210 deneyim gerekir, yani 50 deneyim daha "
     "lazım."),
    ("saldiri 3 zehirli hedefe 2x cektim kalkan 1 kac hasar",
     "Önce zehir +1 eklenir (3+1=4), sonra 2x ile 8 olur, kalkan 1 düşülünce 7 hasar verirsin."),
    ("seviyelerimiz 2 3 3 4 zor oynuyoruz tuzak hasari kac",
     "Senaryo seviyesi 3 olur (önerilen 2 + 1). Seviye 3'te tuzak hasarı 5'tir."),
    ("", "Bu senaryoda 2 boss var mı bilmiyorum; Senaryo 4'te elementler başlar."),
    ("", "Partimizde 3 karakter var ve her birinin kendi modifiye destesi var."),
    ("orijinal gloomhavenden gelen karakter seviye 2 icin daha kac xp lazim",
     "Telafi olarak 10 deneyim alan orijinal Gloomhaven karakterinin seviye 2 için 35 deneyim "
     "daha kazanması gerekir."),
    ("perk ile 2 tane -1 kartini cikardim destem kac kart",
     "Perkle 2 tane -1 kartı çıkarıldığı için desten 18 kart."),
]  # fmt: skip


@pytest.mark.parametrize(("question", "answer"), PARAPHRASES)
def test_right_paraphrases_raise_no_alarm(question: str, answer: str) -> None:
    text, checks = checked(GAME, question, answer)
    assert text == answer, [(c.claim.value, c.expected) for c in checks if c.expected is not None]
    assert not [c for c in checks if c.verdict is Verdict.CONTRADICTED]
