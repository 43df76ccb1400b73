"""Retrieve: the rule chunks for the scoped game; without a scope, every game's, keeping
the best-supported one and the runner-up's evidence (the gate decides if that is clear)."""

from __future__ import annotations

from assistant.question import Question
from assistant.rules_index import RulesIndex
from assistant.types import Evidence, Scope


class RetrieveStage:
    def __init__(self, index: RulesIndex, top_k: int) -> None:
        self.index = index
        self.top_k = top_k

    def run(self, question: Question, scope: Scope) -> Evidence:
        if scope.source == "other":
            return Evidence(scope.game)  # the gate refuses: no need to search
        if scope.game is not None:
            return Evidence(scope.game, self.index.retrieve(question, scope.game, self.top_k))
        ranked = sorted(
            (self.index.retrieve(question, slug, self.top_k) for slug in self.index.corpus.games),
            key=lambda r: -r.evidence,
        )
        runner_up = ranked[1].evidence if len(ranked) > 1 else 0.0
        return Evidence(ranked[0].game, ranked[0], runner_up)
