"""Calculate: a rule calculator's value for the question, when one computes what was asked;
the chunks of the rules it applied are pinned to the top of the evidence."""

from __future__ import annotations

import dataclasses

from assistant.calculators import Calculators
from assistant.question import Question
from assistant.rules_index import RulesIndex
from assistant.types import Calculation, Evidence


class CalculateStage:
    def __init__(self, calculators: Calculators, index: RulesIndex, top_k: int) -> None:
        self.calculators = calculators
        self.index = index
        self.top_k = top_k

    def run(self, question: Question, evidence: Evidence) -> Calculation:
        if evidence.game is None or evidence.retrieval is None:
            return Calculation(evidence)
        result, declined = self.calculators.calculate(evidence.game, question)
        if result is None:
            return Calculation(evidence, None, declined)
        ids = [c.id for c in self.calculators.rule_chunks(result)]
        pinned = self.index.pin(evidence.retrieval, ids, self.top_k)
        return Calculation(dataclasses.replace(evidence, retrieval=pinned), result)
