"""Verify: every number of the draft checked against the rule calculators; a contradicted
one is corrected in place (a generative answerer first gets one more try with the verified
values given as facts). The store's own decisions (staff rulings without quotes) are not
the rulebook's and are not checked against it."""

from __future__ import annotations

import dataclasses

from assistant.calculators import Calculators
from assistant.question import Question
from assistant.types import Calculation, Draft, Verified
from validators import Check, Verdict

CORRECTED_NOTE = "Kural denetleyicisi bir sayıyı düzeltti."


def contradicted(checks: list[Check]) -> list[Check]:
    return [c for c in checks if c.verdict is Verdict.CONTRADICTED]


class VerifyStage:
    def __init__(self, calculators: Calculators) -> None:
        self.calculators = calculators

    def run(self, question: Question, calculation: Calculation, draft: Draft) -> Verified:
        game = calculation.evidence.game
        if game is None or draft.answerer == "gate" or draft.store_decision:
            return Verified(draft, [])
        result = calculation.result
        text, checks = self.calculators.verify(game, question, draft.text, result)
        wrong = contradicted(checks)
        if wrong and draft.revise is not None:
            revised = draft.revise([f"{c.expected} ({'; '.join(c.trail)})" for c in wrong])
            if revised is not None:
                new_text, new_checks = self.calculators.verify(game, question, revised.text, result)
                draft, text, checks = revised, new_text, checks + new_checks
        if contradicted(checks):
            text = f"{text} {CORRECTED_NOTE}"
        return Verified(dataclasses.replace(draft, text=text, revise=None), checks)
