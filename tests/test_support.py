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
