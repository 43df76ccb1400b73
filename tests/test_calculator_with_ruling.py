"""A two-part question whose one part the calculator answers and whose other part gives no
number and asks none gets both: the calculator's value and that part's ruling, in the
order asked, with the citations numbered through."""

from __future__ import annotations

from assistant.question import Question
from assistant.ruling_index import RulingMatch
from assistant.rulings import Quote, Ruling
from assistant.stages.answer import joined
from assistant.stages.gate import Gate, GateConfig
from assistant.types import Citation, Draft, Evidence

SOLO = Ruling(
    "gloomhaven-jotl",
    "tek-basina",
    ("tek basima oynayabilir miyim", "solo oynanir mi", "yalniz oynayabilir miyim"),
    "Evet, oyun 1-4 oyunculudur.",
    "evet",
    (Quote("kurallar", "Oyun Hakkında", "Gloomhaven: Jaws of the Lion, 1-4 oyuncunun"),),
)
OTHER = Ruling(
    "gloomhaven-jotl",
    "karakter-sayisi",
    ("kac karakter alirim", "tek basima kac karakter", "solo kac karakter"),
    "Tek başına oynayan 2 karakter yönetir.",
    "none",
    (
        Quote(
            "kurallar", "Tek Kişilik Oyun", "Tek başına oynayan bir oyuncu 2 ayrı karakter yönetir."
        ),
    ),
)


def _match(ruling: Ruling) -> RulingMatch:
    return RulingMatch(ruling, 1.4, ruling.asks[0], 0.95, 0.6)


def test_the_part_without_numbers_gets_its_ruling() -> None:
    question = Question.of("tek basima oynayabilir miyim? kac karakter aliyom o zaman")
    assert len(question.parts) == 2
    evidence = Evidence(
        "gloomhaven-jotl",
        rulings=(_match(OTHER),),
        part_rulings=((_match(SOLO),), (_match(OTHER),)),
    )
    beside = Gate(GateConfig())._parts_beside_calculator(question, evidence)
    assert [m.ruling.id for m in beside] == ["tek-basina"]  # the "kaç" part is the calculator's


def test_one_part_questions_get_no_extra_ruling() -> None:
    question = Question.of("tek basima kac karakter aliyom")
    evidence = Evidence("gloomhaven-jotl", rulings=(_match(OTHER),))
    assert Gate(GateConfig())._parts_beside_calculator(question, evidence) == []


def _citation(n: int) -> Citation:
    return Citation(n, f"c{n}", "gloomhaven-jotl", "kurallar", "Bölüm", f"alıntı {n}", "tr")


def test_joined_drafts_number_their_citations_through() -> None:
    first = Draft("Evet, oynayabilirsin. “alıntı 1” [1]", [_citation(1)], "rulings")
    second = Draft("2 karakter: … [1]; … [2].", [_citation(1), _citation(2)], "calculator")
    both = joined(first, second, "calculator")
    assert both.text == "Evet, oynayabilirsin. “alıntı 1” [1] 2 karakter: … [2]; … [3]."
    assert [c.n for c in both.citations] == [1, 2, 3]
    assert both.answerer == "calculator"
