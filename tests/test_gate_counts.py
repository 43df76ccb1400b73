"""A ruling answers "how many" when it states the count, or when it denies the thing
outright ("deneyim vermez": none) — not when it denies something else."""

from __future__ import annotations

from assistant.question import Focus, Question
from assistant.ruling_index import RulingMatch
from assistant.rulings import Quote, Ruling
from assistant.stages.gate import ruling_states

QUOTE = Quote("kurallar", "Deneyim", "Canavar öldürmek kendiliğinden deneyim vermez.")


def _match(answer: str, verdict: str, asks: tuple[str, ...]) -> RulingMatch:
    ruling = Ruling("gloomhaven-jotl", "x", asks, answer, verdict, (QUOTE,))
    return RulingMatch(ruling, 1.3, asks[0], 0.9, 0.5)


def focus(text: str) -> Focus:
    found = Question.of(text).focus
    assert found is not None
    return found


ASKS = ("canavar oldurunce xp alir miyim", "canavar deneyim verir mi", "olduren xp kazanir mi")


def test_a_ruling_that_denies_the_thing_says_none() -> None:
    match = _match("Hayır, canavar öldürmek kendiliğinden deneyim vermez.", "hayir", ASKS)
    assert ruling_states(match, focus("canavar olunce kac xp veriyo"))


def test_a_denial_of_something_else_is_no_count() -> None:
    asks = ("el limiti kac kart", "el limitim seviyeyle artar mi", "kac kart tutarim")
    match = _match("Hayır, el limitin seviyeyle değişmez.", "hayir", asks)
    assert not ruling_states(match, focus("el limiti kac kart"))


def test_a_yes_ruling_without_a_number_is_no_count() -> None:
    match = _match("Evet, canavar öldürünce deneyim kazanırsın.", "evet", ASKS)
    assert not ruling_states(match, focus("canavar olunce kac xp veriyo"))


def test_no_limit_answers_how_many_at_most() -> None:
    asks = ("yedekte kac bina tutabilirim", "yedek alanda bina siniri var mi")
    match = _match("İstediğin kadar: yedekte tutabileceğin bina sayısında sınır yok.", "none", asks)
    assert ruling_states(match, focus("yedekte en fazla kac bina tutabilirim"))
    # a ruling of the same thing that gives neither a number nor "no limit" does not
    match = _match("Yedekteki binalar puanlamada sayılmaz.", "none", asks)
    assert not ruling_states(match, focus("yedekte en fazla kac bina tutabilirim"))
