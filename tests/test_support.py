"""The eval's check that a citation's quote supports the claim it is attached to."""

from __future__ import annotations

from assistant.support import claims, support

TRENCH = "Siperdeki piyadeye saldıran tüm birimler 1 zar daha az atar."
RANGE = (
    "Örneğin piyade menzili 3/2/1: bitişik hexte 3, 2 hex uzaklıkta 2, 3 hex uzaklıkta 1 zar atar."
)


def test_each_marker_gets_the_text_before_it() -> None:
    text = (
        "1 zar: piyade 2 hex uzaklıkta 2 zar atar [1]; hedef siperde 1 zar daha az [2] (2 − 1 = 1)."
    )
    assert claims(text) == {
        1: "piyade 2 hex uzaklıkta 2 zar atar",  # the lead "1 zar:" is the checkers' to verify
        2: "hedef siperde 1 zar daha az",
    }


def test_a_quote_only_segment_takes_the_opening_statement() -> None:
    text = f"Hayır, siperdeki piyadeye saldıranlar 1 zar az atar. “{TRENCH}” [1]"
    assert claims(text)[1].startswith("Hayır, siperdeki piyadeye")


def test_supporting_and_unsupporting_quotes() -> None:
    text = "1 zar: piyade 2 hex uzaklıkta 2 zar atar [1]; hedef siperde 1 zar daha az atılır [2]."
    verdicts = support(text, [(1, RANGE, "tr"), (2, TRENCH, "tr")])
    assert [v.supported for v in verdicts] == [True, True]
    swapped = support(text, [(1, TRENCH, "tr"), (2, "Kovan oyun ilerledikçe büyür.", "tr")])
    assert [v.supported for v in swapped] == [False, False]


def test_a_number_the_quote_does_not_state_is_unsupported() -> None:
    assert not support("Piyade 7 zar atar [1].", [(1, RANGE, "tr")])[0].supported


def test_a_czech_quote_is_unchecked_not_supported() -> None:
    text = "Sektör her zaman oyuncunun gözünden değerlendirilir. [1]"
    (verdict,) = support(text, [(1, "Sektor se vždy posuzuje z pohledu daného hráče.", "cs")])
    assert not verdict.checked


def test_numbers_the_customer_gave_need_no_quote() -> None:
    wall = "Bu zincirdeki üzerinde duvar bulunan her karo kenarı 1 puan değerindedir."
    text = "9 puan: en uzun dış duvar zincirin 9 kenar, duvarlı her kenar 1 puan [1]."
    assert not support(text, [(1, wall, "tr")])[0].supported
    assert support(text, [(1, wall, "tr")], "duvar zincirim 9 kenar, kac puan")[0].supported


def test_a_worked_result_rests_on_its_operands() -> None:
    rule = "Zor (Hard): önerilen seviye + 1; Çok Zor: önerilen seviye + 2."
    worked = "çok zor oyunda önerilen seviyeye 2 eklenir: 3 + 2 = 5 [1]."
    assert support(worked, [(1, rule, "tr")], "seviye 3 cok zor")[0].supported
    unworked = "çok zor oyunda önerilen seviyeye 2 eklenir, seviye 5 olur [1]."
    assert not support(unworked, [(1, rule, "tr")], "seviye 3 cok zor")[0].supported


def test_every_marker_of_a_quote_only_answer_shares_one_claim() -> None:
    text = "Hayır, 2024'te ilk taş olamaz; 2010'da olurdu. “2024 kuralı.” [1] “2010 kuralı.” [2]"
    found = claims(text)
    assert found[1] == found[2]


def test_a_suffixed_word_is_the_same_word() -> None:
    speeder = "Snowspeeder 4/2 (1-2 hex 4, 3 hex 2 zar). AT-AT 3/3/3 (sabit 3 menzile kadar 3 zar)."
    text = "4 zar: Snowspeeder'ın 2 hex uzaklıktaki temel zarı 4 [1]."
    assert support(text, [(1, speeder, "tr")], "snowspeeder 2 hex kac zar")[0].supported
