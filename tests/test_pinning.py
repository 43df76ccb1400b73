"""The chunks whose rules a calculator applied come first in what the pipeline retrieves."""

from __future__ import annotations

from assistant.knowledge import Knowledge

TRENCH_QUESTION = "asi topcum 2 hex otedeki siperdeki snowtrooperlara saldirirsa kac zar atar"


def _squash(text: str) -> str:
    return " ".join(text.split())


def test_calculator_rules_are_pinned_first(hash_knowledge: Knowledge) -> None:
    retrieval, calc = hash_knowledge.retrieve(TRENCH_QUESTION, "hoth", 5)
    assert calc is not None
    pinned = [sc for sc in retrieval.chunks if sc.pinned]
    assert pinned and retrieval.chunks[0].pinned
    assert len(retrieval.chunks) <= 5
    # every pinned chunk holds one of the quotes the calculator cites
    quotes = [_squash(ref["quote"]) for ref in calc["refs"]]
    for sc in pinned:
        assert any(q in _squash(sc.chunk.text) for q in quotes), sc.chunk.id
    # the trench rule the answer depends on is among them
    assert any("siperdeki piyadeye" in sc.chunk.text for sc in pinned)


def test_pinning_keeps_the_best_ranked_chunk(hash_knowledge: Knowledge) -> None:
    plain = hash_knowledge.retriever.retrieve(TRENCH_QUESTION, "hoth", 2)
    _, calc = hash_knowledge.retrieve(TRENCH_QUESTION, "hoth", 2)
    pinned = hash_knowledge.pin_calculator_rules(plain, calc, 2)
    assert len(pinned.chunks) == 2
    assert plain.chunks[0].chunk.id in {sc.chunk.id for sc in pinned.chunks}
    assert sum(sc.pinned for sc in pinned.chunks) == 1


def test_no_calculator_no_pins(hash_knowledge: Knowledge) -> None:
    retrieval, calc = hash_knowledge.retrieve("kraliçe arı ne zaman oyuna girmeli", "hive", 5)
    assert calc is None
    assert not any(sc.pinned for sc in retrieval.chunks)
    plain = hash_knowledge.retriever.retrieve("kraliçe arı ne zaman oyuna girmeli", "hive", 5)
    assert [sc.chunk.id for sc in retrieval.chunks] == [sc.chunk.id for sc in plain.chunks]
