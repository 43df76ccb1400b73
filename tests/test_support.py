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


def test_one_said_in_words_supports_a_claims_1() -> None:
    quote = "Turda yalnızca bir alan hareket eder; komşu boş bir altıgene kayar."
    assert support("Arı Kraliçe turda yalnızca 1 alan hareket eder [1].", [(1, quote, "tr")])[
        0
    ].supported
    # other numbers still need the quote to state them
    assert not support("Arı Kraliçe turda 2 alan hareket eder [1].", [(1, quote, "tr")])[
        0
    ].supported


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


ROW = (
    "Asi Topçusu (1 minyatür, hareket edemez, saldırı 4/3/2/1, yalnızca patlamadan isabet alır, "
    "geri çekilmeleri yok sayar, yok edilmesi madalya vermez)."
)


def test_two_markers_side_by_side_prove_one_step_together() -> None:
    """The unit's row gives the table, the range rule how it reads at a distance: neither
    alone shares half the step's words, both together do, and each is about the step."""
    text = "3 zar: Asi Topçusunun 2 hex uzaklıktaki temel zarı 3 [1] [2]."
    assert claims(text) == {1: "Asi Topçusunun 2 hex uzaklıktaki temel zarı 3"} | {
        2: "Asi Topçusunun 2 hex uzaklıktaki temel zarı 3"
    }
    verdicts = support(text, [(1, ROW, "tr"), (2, RANGE, "tr")])
    assert [v.supported for v in verdicts] == [True, True]
    # a quote about something else does not ride on its neighbour
    off = support(text, [(1, ROW, "tr"), (2, "Kovan oyun ilerledikçe büyür.", "tr")])
    assert [v.supported for v in off] == [False, False]


def test_a_case_ending_after_an_apostrophe_is_no_word() -> None:
    quote = "Snowspeeder 4/2 (1-2 hex 4, 3 hex 2 zar). AT-AT 3/3/3 (sabit 3 menzile kadar 3 zar)."
    assert support("3 zar: AT-AT'nin 3 hex uzaklıktaki temel zarı 3 [1].", [(1, quote, "tr")])[
        0
    ].supported


def test_a_rounded_result_is_worked_out() -> None:
    tie = (
        "Bir bina türünde birden fazla oyuncu aynı sayıda binaya sahipse, ilgili sıralamalardaki "
        "puanlar toplanıp eşit paylaşılır (aşağı yuvarlanır)."
    )
    table = "Puanlar (2. tur, 1. / 2.): - Pavyon: 8 / 1 - Seraglio: 9 / 2 - Oda: 11 / 4"
    text = "7 puan: Oda'da 2 oyuncu birincilikte berabere, her biri 11 + 4 = 15, 15 / 2 = 7,5 → 7 puan [1] [2]."
    verdicts = support(text, [(1, tie, "tr"), (2, table, "tr")])
    assert [v.supported for v in verdicts] == [True, True]
    # the same step with a result that is not worked out ("her biri 7 puan") is not proven
    bare = "7 puan: Oda'da 2 oyuncu birincilikte berabere, her biri 7 puan [1] [2]."
    assert not any(v.supported for v in support(bare, [(1, tie, "tr"), (2, table, "tr")]))
