"""Which of a ruling's quotes its answer shows: those that prove its numbers first."""

from __future__ import annotations

from assistant.answerers.rulings import proving_first
from assistant.rulings import Quote

MAIN = Quote(
    "kurallar", "Arı Kraliçe", "Güncel kitapçığa (2024) göre Kraliçe en erken 2. turda konur."
)
DIFF = Quote("kurallar", "Farklar", "Eski kitapçık 1. turdan itibaren izin verir.")
OLD = Quote("kurallar", "SSS", "2010 tarihli ilk kitapçık 1. turda konmasına izin veriyordu.")


def test_the_quote_stating_the_answers_number_is_shown() -> None:
    answer = "Hayır, 2024 kitapçığına göre en erken 2. turda; 2010 kitapçığı 1. turda izin verirdi."
    order = proving_first((MAIN, DIFF, OLD), answer)
    assert order[:2] == [MAIN, OLD]  # the main rule leads, the 2010 quote is in the first two
    assert set(order) == {MAIN, DIFF, OLD}


def test_without_numbers_the_authors_order_stays() -> None:
    assert proving_first((MAIN, DIFF, OLD), "Hayır, ilk taş Kraliçe olamaz.") == [MAIN, DIFF, OLD]


def test_a_later_quote_proving_everything_still_follows_the_main_rule() -> None:
    order = proving_first((DIFF, OLD), "2010 kitapçığında izin vardı.")
    assert order == [DIFF, OLD]
