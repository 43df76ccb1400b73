"""The chunks whose rules a calculator applied come first in what the pipeline retrieves."""

from __future__ import annotations

from assistant.knowledge import Knowledge
from assistant.question import Question
from assistant.service import build_assistant
from assistant.types import Evidence
from turkish import squash

TRENCH_QUESTION = "asi topcum 2 hex otedeki siperdeki snowtrooperlara saldirirsa kac zar atar"


def test_calculator_rules_are_pinned_first(hash_knowledge: Knowledge) -> None:
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    calc = assistant.calculate.run(
        Question.of(TRENCH_QUESTION), assistant.evidence(TRENCH_QUESTION, "hoth", None)
    )
    retrieval = calc.evidence.retrieval
    assert calc.result is not None
    assert retrieval is not None
    pinned = [sc for sc in retrieval.chunks if sc.pinned]
    assert pinned
    assert retrieval.chunks[0].pinned
    assert len(retrieval.chunks) <= hash_knowledge.settings.top_k
    # every pinned chunk holds one of the quotes the calculator cites
    quotes = [squash(ref.quote) for ref in calc.result.citations]
    for sc in pinned:
        assert any(q in squash(sc.chunk.text) for q in quotes), sc.chunk.id
    # the trench rule the answer depends on is among them
    assert any("siperdeki piyadeye" in sc.chunk.text for sc in pinned)


def test_pinning_keeps_the_best_ranked_chunk(hash_knowledge: Knowledge) -> None:
    question = Question.of(TRENCH_QUESTION)
    plain = hash_knowledge.index.retrieve(question, "hoth", 2)
    result, _ = hash_knowledge.calculators.calculate("hoth", question)
    assert result is not None
    ids = [c.id for c in hash_knowledge.calculators.rule_chunks(result)]
    pinned = hash_knowledge.index.pin(plain, ids, 2)
    assert len(pinned.chunks) == 2
    assert plain.chunks[0].chunk.id in {sc.chunk.id for sc in pinned.chunks}
    assert sum(sc.pinned for sc in pinned.chunks) == 1


def test_no_calculator_no_pins(hash_knowledge: Knowledge) -> None:
    text = "kraliçe arı ne zaman oyuna girmeli"
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    plain = hash_knowledge.index.retrieve(Question.of(text), "hive", hash_knowledge.settings.top_k)
    calc = assistant.calculate.run(Question.of(text), Evidence("hive", plain))
    assert calc.result is None
    assert calc.evidence.retrieval is plain
    seen = assistant.evidence(text, "hive")
    assert seen.retrieval is not None
    assert not any(sc.pinned for sc in seen.retrieval.chunks)
    assert [sc.chunk.id for sc in seen.retrieval.chunks] == [sc.chunk.id for sc in plain.chunks]
