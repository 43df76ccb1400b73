"""Among a game's close rulings, the one whose asks and answer cover more of the question
comes first ("kalkan … tuzak" → the ruling about shields against traps, not the ruling that
defines shields); the rank, which the gate's threshold reads, is left as it was."""

from __future__ import annotations

import numpy as np
import pytest

from assistant.question import Question
from assistant.ruling_index import (
    ANSWER_COVERAGE_WEIGHT,
    ASKS_COVERAGE_WEIGHT,
    RulingTable,
)
from assistant.rulings import Ruling


def _ruling(rid: str, asks: tuple[str, ...], answer: str) -> Ruling:
    return Ruling(
        game="gloomhaven-jotl", id=rid, asks=asks, answer=answer, verdict="none", quotes=()
    )


def test_the_ruling_covering_the_question_comes_first() -> None:
    general = _ruling(
        "kalkan-nedir",
        ("kalkan ne ise yarar", "kalkan 1 varken kac hasar alirim"),
        "Kalkan saldırıdan gelen hasarı azaltır.",
    )
    specific = _ruling(
        "kalkan-tuzak",
        ("kalkan tuzak hasarini azaltir mi", "tuzaga bastim kalkanim var"),
        "Hayır, kalkan tuzak hasarını azaltmaz.",
    )
    vector = np.ones(384, dtype=np.float32) / np.sqrt(384)
    # the general ruling is a little closer by cosine
    table = RulingTable(
        [general, specific],
        [np.stack([vector] * 2), np.stack([vector * 0.96] * 2)],
        [vector, vector * 0.96],
    )
    matches = table.match(Question.of("kalkanim varken tuzaga bastim hasar azalir mi"), vector)
    by_rank = sorted(matches, key=lambda m: -m.rank)
    by_order = sorted(matches, key=lambda m: -m.order)
    assert by_rank[0].ruling.id == "kalkan-nedir"  # cosine and whole-text coverage alone
    assert by_order[0].ruling.id == "kalkan-tuzak"
    first = by_order[0]
    assert first.asks_coverage > by_order[1].asks_coverage
    assert first.order - first.rank == pytest.approx(
        ASKS_COVERAGE_WEIGHT * first.asks_coverage + ANSWER_COVERAGE_WEIGHT * first.answer_coverage
    )


def test_no_shared_word_changes_nothing() -> None:
    ruling = _ruling("r", ("zar kac", "zar atilir mi"), "Zar atılır.")
    vector = np.ones(384, dtype=np.float32) / np.sqrt(384)
    table = RulingTable([ruling], [np.stack([vector] * 2)], [vector])
    (match,) = table.match(Question.of("madalya nedir"), vector)
    assert match.asks_coverage == match.answer_coverage == 0.0
    assert match.order == match.rank
