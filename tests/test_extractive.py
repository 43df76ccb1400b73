"""The extractive answerer's yes/no lead and the how-many gate, on hand-made sentences."""

from __future__ import annotations

import pytest

from assistant.answerers.extractive import _Candidate, _verdict, answer_extractive, lead
from assistant.chunking import Chunk
from assistant.question import Focus, Question
from assistant.retrieval import Retrieval, ScoredChunk
from assistant.stages.gate import states_count, unanswered_focus


def is_yes_no(text: str) -> bool:
    return Question.of(text).yes_no


def question_focus(text: str) -> Focus | None:
    return Question.of(text).focus


def quantity_focus(text: str) -> str | None:
    focus = question_focus(text)
    return focus.noun if focus is not None and focus.shape == "count" else None


def unanswered_quantity(text: str, retrieval: Retrieval) -> bool:
    focus = question_focus(text)
    return focus is not None and unanswered_focus(focus, retrieval)


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
    assert lead(Question.of(question), quote, heading) == expected


def test_yes_no_detection() -> None:
    assert is_yes_no("gecebilir miyim")
    assert is_yes_no("oyun biter mi?")
    assert not is_yes_no("nasil hareket ediyor")
    assert is_yes_no("alabilirmiyim")  # particle typed attached to the verb
    assert is_yes_no("oraya gidiyomu")
    # a noun's accusative "-mı" is no particle: "eşyamı satarsam kaç altın alırım"
    assert not is_yes_no("15 altinlik esyami magazaya satarsam kac altin alirim")
    # a choice between two answers gets no Evet/Hayır
    assert not is_yes_no("hangi hexe gidecegini kim seciyo, rakip mi ben mi")
    assert not is_yes_no("bu tur oynuyo mu yoksa sonraki turdan mi baslar")


def _chunk(text: str, n: int = 0, lang: str = "tr") -> ScoredChunk:
    c = Chunk(f"hoth/kurallar/bolum#{n}", "hoth", "kurallar", lang, "x", ("Bölüm",), text)
    return ScoredChunk(c, 1.0 / (n + 1))


def test_how_many_gate() -> None:
    assert quantity_focus("hoth kutusunda toplam kac senaryo var") == "senaryo"
    assert quantity_focus("kac cm bu taslar") == "cm"
    assert quantity_focus("kac zar atar") is None  # the calculators and rules handle dice
    # "kaç tane X": the thing after "tane"; a verb after "kaç" names no thing
    assert quantity_focus("toplam kac tane esya karti var") == "esya"
    assert quantity_focus("kac tane var") is None
    assert quantity_focus("puan nasil bolunuyo, kacar alicaz") is None
    assert quantity_focus("kac aliriz") is None
    assert quantity_focus("kac asker var") == "asker"  # "-er" of a noun is no aorist
    assert states_count("Kutuda 12 senaryo bulunur.", "senaryo")
    assert not states_count("1. senaryodan başlayıp sırayla oynayın.", "senaryo")
    r = Retrieval("hoth", [_chunk("1. senaryodan başlayıp artan zorlukta oynayın.")])
    assert unanswered_quantity("toplam kac senaryo var", r)
    assert not unanswered_quantity("senaryo kitabinda neler var", r)


def test_limit_gate_needs_a_stated_limit() -> None:
    focus = question_focus("alhambra en fazla kac kisiyle oynaniyo? 7 kisiyiz")
    assert focus is not None
    assert focus.shape == "limit"
    dirk = Retrieval("alhambra", [_chunk("İki kişilik oyunda 2 kişilik özel varyant kullanılır.")])
    assert unanswered_quantity("en fazla kac kisiyle oynanir", dirk)  # a number, not a limit
    for text in (
        "Oyun 2-6 kişi ile oynanır.",
        "En fazla 6 kişi oynayabilir.",
        "Oyuna 6 kişiye kadar katılabilir.",
    ):
        limit = Retrieval("alhambra", [_chunk(text)])
        assert not unanswered_quantity("en fazla kac kisiyle oynanir", limit), text
    actions = Retrieval("alhambra", [_chunk("Bir turda en fazla 5 aksiyon yapılabilir.")])
    assert not unanswered_quantity("bir turda en fazla kac aksiyon yapabilirim", actions)


def test_numbered_item_gate_needs_that_number() -> None:
    focus = question_focus("5 numarali hazine karosunu yagmaladim, icinden ne cikiyo?")
    assert focus is not None
    assert (focus.shape, focus.noun, focus.number) == (
        "numbered",
        "hazine",
        "5",
    )
    index = Retrieval("gloomhaven-jotl", [_chunk("Numaralı hazineler dizinden okunur.")])
    assert unanswered_quantity("5 numarali hazine ne verir", index)
    listed = Retrieval("gloomhaven-jotl", [_chunk("Hazine 5: 10 altın verir.")])
    assert not unanswered_quantity("5 numarali hazine ne verir", listed)


def test_value_of_gate_skips_list_markers_and_zero() -> None:
    focus = question_focus("hatchet karakterinin baslangic can degeri kac")
    assert focus is not None
    assert (focus.shape, focus.noun) == ("count", "can")
    unstated = Retrieval(
        "gloomhaven-jotl",
        [
            _chunk("2. 1 perk kazan. 3. Maksimum can değerin levhadaki sayıdır.", 0),
            _chunk("Bir karakter, canı 0'a düştüğünde tükenir.", 1),
            _chunk("Canavar 3 hasar verir.", 2),  # "canavar" is not "can"
        ],
    )
    assert unanswered_quantity("hatchet karakterinin baslangic can degeri kac", unstated)
    stated = Retrieval("gloomhaven-jotl", [_chunk("Hatchet 10 can ile başlar.")])
    assert not unanswered_quantity("hatchet karakterinin baslangic can degeri kac", stated)


def test_extractive_quotes_verbatim_and_prefers_turkish() -> None:
    tr = _chunk(
        "Bir birim turda yalnızca 1 saldırı yapar, saldırı zarlarını farklı hedefler arasında bölemez.",
        0,
    )
    cs = _chunk("Útočit můžeš jen jednou jednotkou na jeden cíl.", 1, lang="cs")
    draft = answer_extractive(
        Question.of("saldiri zarlarini iki hedefe bolebilir miyim"), Retrieval("hoth", [cs, tr])
    )
    assert draft.text.startswith("Hayır.")
    assert draft.citations[0].quote in tr.chunk.text
    assert draft.citations[0].lang == "tr"


def test_no_verdict_when_one_quote_permits_what_another_forbids() -> None:
    question = Question.of("kapali bosluga yeni tas koyabilir miyim")
    possible = _chunk("Kapalı bir boşluğa yeni taş koymak da mümkündür; renk kuralı geçerlidir.", 0)
    forbidden = _chunk("Oraya hareketle gidilemez.", 1)
    quotes = [
        _Candidate(possible.chunk.text, 1.0, possible, 0),
        _Candidate(forbidden.chunk.text, 0.9, forbidden, 0),
    ]
    assert lead(question, forbidden.chunk.text) == "Hayır."  # alone it reads as a "no"
    assert _verdict(question, quotes) == ""  # next to "mümkündür" it settles nothing
    assert _verdict(question, quotes[1:]) == "Hayır."


def test_a_czech_only_answer_says_the_turkish_rules_do_not_have_it() -> None:
    cs = _chunk("Sektor se vždy posuzuje z pohledu daného hráče.", 0, lang="cs")
    draft = answer_extractive(Question.of("sol kanat kimin soluna gore"), Retrieval("hoth", [cs]))
    assert draft.citations
    assert draft.citations[0].lang == "cs"
    assert "Çekçe kural rehberinde" in draft.text
    assert "(Çekçe kural rehberi)" in draft.text
    tr = _chunk("Sol kanat, kartı oynayan oyuncunun kendi solundaki bölümdür.", 1)
    mixed = answer_extractive(
        Question.of("sol kanat kimin soluna gore"), Retrieval("hoth", [tr, cs])
    )
    assert mixed.text.startswith("Kural metni şöyle diyor:")


@pytest.mark.parametrize(
    ("question", "quote", "expected"),
    [
        # the quote reads against the customer's claim: it confirms or contradicts it
        ("kendi taslarim sayilmaz degil mi", "Kendi taşların da sayılır.", "Hayır."),
        ("kendi taslarim sayilmaz degil mi", "Kendi taşların sayılmaz.", "Evet."),
        ("bosalan hexe girebilirim degil mi", "Boşalan hexe giremezsin.", "Hayır."),
    ],
)
def test_lead_of_a_tag_question(question: str, quote: str, expected: str) -> None:
    assert lead(Question.of(question), quote) == expected


def test_a_per_player_count_needs_a_per_player_number() -> None:
    """ "herkes kaç kartla başlar" is not answered by the deck's size: only a number said to
    be each player's states it."""
    focus = question_focus("oyun basinda herkes kac para kartiyla basliyor")
    assert focus is not None
    assert focus.per_player
    assert focus.noun.startswith("para")
    whole = question_focus("kac para karti var")
    assert whole is not None
    assert not whole.per_player
    deck = "Destede 108 para kartı vardır."
    share = "Her oyuncuya 2 jeton verilir."
    assert states_count(deck, "para")
    assert not states_count(deck, "para", per_player=True)
    assert states_count(share, "jeton", per_player=True)
    r = Retrieval("alhambra", [_chunk("Destede 108 para kartı vardır.")])
    assert unanswered_quantity("her oyuncuya kac para karti dagitilir", r)
    assert not unanswered_quantity("destede kac para karti var", r)
