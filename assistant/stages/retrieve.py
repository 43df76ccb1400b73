"""Retrieve: the rule chunks and the closest rulings for the scoped game; without a scope,
every game's chunks, keeping the best-supported game and the runner-up's evidence (the gate
decides if that is clear). Rulings are matched with the query vector the chunk search
computed, so a question is embedded once. The staff's rulings (assistant/staff_rulings.py)
are refreshed first — one counter read — and ranked with the corpus's."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from assistant.question import Question
from assistant.retrieval import Retrieval
from assistant.rules_index import RulesIndex
from assistant.ruling_index import RulingMatch, RulingTable
from assistant.types import Evidence, Scope

if TYPE_CHECKING:
    from assistant.staff_rulings import StaffRulings


class RetrieveStage:
    def __init__(self, index: RulesIndex, top_k: int, ruling_threshold: float) -> None:
        self.index = index
        self.top_k = top_k
        self.ruling_threshold = ruling_threshold
        self.staff: StaffRulings | None = None  # Assistant.use_staff_rulings sets it

    def _staff(self, game: str | None) -> RulingTable | None:
        return self.staff.table(game) if self.staff is not None and game is not None else None

    def run(self, question: Question, scope: Scope) -> Evidence:
        if scope.source == "other":
            return Evidence(scope.game)  # the gate refuses: no need to search
        if self.staff is not None:
            self.staff.refresh()  # a new, edited or deleted staff ruling counts from now on
        if scope.game is not None:
            retrieval = self.index.retrieve(question, scope.game, self.top_k)
            return self._with_parts(
                question, Evidence(scope.game, retrieval, None, self._rulings(question, retrieval))
            )
        found = [
            (retrieval, self._rulings(question, retrieval))
            for retrieval in (
                self.index.retrieve(question, slug, self.top_k) for slug in self.index.corpus.games
            )
        ]
        by_rulings = sorted(found, key=lambda f: -(f[1][0].rank if f[1] else 0.0))
        by_chunks = sorted(found, key=lambda f: -f[0].evidence)
        # A game whose ruling answers clearly wins (stages/gate.py decides if it is clear);
        # otherwise the one whose rule text supports the question best.
        best, rulings = by_chunks[0]
        ruling_runner_up = None
        top = by_rulings[0][1]
        if top and top[0].rank >= self.ruling_threshold:
            best, rulings = by_rulings[0]
            second = by_rulings[1][1] if len(by_rulings) > 1 else ()
            ruling_runner_up = second[0].rank if second else 0.0
        runner_up = max((r.evidence for r, _ in found if r is not best), default=0.0)
        evidence = Evidence(best.game, best, runner_up, rulings, ruling_runner_up)
        return self._with_parts(question, evidence)

    def _with_parts(self, question: Question, evidence: Evidence) -> Evidence:
        """Rulings for each part of a question that asks two things."""
        retrieval = evidence.retrieval
        if not question.parts or retrieval is None:
            return evidence
        staff = self._staff(retrieval.game)
        parts: list[tuple[RulingMatch, ...]] = []
        for part in question.parts:
            matches = tuple(self.index.match_part_rulings(part, retrieval, staff))
            if part.bare is not None and matches and _same_top(matches, parts):
                # The message's scene led this part to the ruling an earlier part has
                # ("inisiyatifim 35, canavarınki 35. … arkadaşımla aynı olsak?"): the part
                # asks something else, so it is matched by its own words.
                matches = tuple(self.index.match_part_rulings(part.bare, retrieval, staff))
            parts.append(matches)
        return dataclasses.replace(evidence, part_rulings=tuple(parts))

    def _rulings(self, question: Question, retrieval: Retrieval) -> tuple[RulingMatch, ...]:
        return tuple(self.index.match_rulings(question, retrieval, self._staff(retrieval.game)))


def _same_top(matches: tuple[RulingMatch, ...], earlier: list[tuple[RulingMatch, ...]]) -> bool:
    return any(m and m[0].ruling.key == matches[0].ruling.key for m in earlier)
