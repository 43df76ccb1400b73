"""The extractive answerer's yes/no lead and the how-many gate, on hand-made sentences."""

from __future__ import annotations

import pytest

from assistant.answerers.extractive import answer_extractive, is_yes_no, lead
from assistant.chunking import Chunk
from assistant.gate import quantity_focus, states_count, unanswered_quantity
from assistant.retrieval import Retrieval, ScoredChunk


@pytest.mark.parametrize(
    ("question", "quote", "heading", "expected"),
    [
        # the quote's verb answers the question's verb
        (
            "boşalan hexe girip tekrar saldirabilir mi",
            "o boş hexe geçip tekrar saldırabilir.",
            "",
            "Evet.",
        ),
        (
            "zarları bölebilir miyim",
            "saldırı zarlarını farklı hedefler arasında bölemez.",
            "",
            "Hayır.",
        ),
        # an FAQ verdict counts only when the FAQ's question is this question
        (
            "snowspeeder hareket edip saldirabilir mi",
            "Evet. Snowspeeder 0-3 hex hareket edip saldırabilir.",
            "Snowspeeder hareket ettikten sonra saldırabilir mi?",
            "Evet.",
        ),
        (
            "kalkan tuzak hasarini azaltiyo mu",
            "Evet. Tuzak ya da başka kaynaktan hasar aldığında kart kaybedebilirsin.",
            "Herhangi bir hasarı kart kaybederek engelleyebilir miyim?",
            "",
        ),
        # "değil mi?" asks for confirmation; a negative rule answers it with Hayır
        ("el limitim artiyo degil mi", "El limiti seviyeyle değişmez.", "", "Hayır."),
        # a negated question would flip the verdict: no lead
        ("saldıramaz mı", "Birim saldırabilir.", "", ""),
        # not a yes/no question
        ("kac zar atar", "Piyade 2 zar atar.", "", ""),
    ],
)
def test_lead(question: str, quote: str, heading: str, expected: str) -> None:
    assert lead(question, quote, heading) == expected


def test_yes_no_detection() -> None:
    assert is_yes_no("gecebilir miyim")
    assert is_yes_no("oyun biter mi?")
    assert not is_yes_no("nasil hareket ediyor")


def _chunk(text: str, n: int = 0, lang: str = "tr") -> ScoredChunk:
    c = Chunk(f"hoth/kurallar/bolum#{n}", "hoth", "kurallar", lang, "x", ("Bölüm",), text)
    return ScoredChunk(c, 1.0 / (n + 1))


def test_how_many_gate() -> None:
    assert quantity_focus("hoth kutusunda toplam kac senaryo var") == "senaryo"
    assert quantity_focus("kac cm bu taslar") == "cm"
    assert quantity_focus("kac zar atar") is None  # the calculators and rules handle dice
    assert states_count("Kutuda 12 senaryo bulunur.", "senaryo")
    assert not states_count("1. senaryodan başlayıp sırayla oynayın.", "senaryo")
    r = Retrieval("hoth", [_chunk("1. senaryodan başlayıp artan zorlukta oynayın.")])
    assert unanswered_quantity("toplam kac senaryo var", r)
    assert not unanswered_quantity("senaryo kitabinda neler var", r)


def test_extractive_quotes_verbatim_and_prefers_turkish() -> None:
    tr = _chunk(
        "Bir birim turda yalnızca 1 saldırı yapar, saldırı zarlarını farklı hedefler arasında bölemez.",
        0,
    )
    cs = _chunk("Útočit můžeš jen jednou jednotkou na jeden cíl.", 1, lang="cs")
    draft = answer_extractive(
        "saldiri zarlarini iki hedefe bolebilir miyim", Retrieval("hoth", [cs, tr])
    )
    assert draft.text.startswith("Hayır.")
    assert draft.citations[0].quote in tr.chunk.text
    assert draft.citations[0].lang == "tr"
