"""The seam to the rule checkers in `validators/`: compute, verify, and find the rule text
each computed value rests on. `CalcError` (impossible inputs) is caught here and only here."""

from __future__ import annotations

import logging

import validators
from assistant.chunking import Chunk
from assistant.corpus import Corpus
from assistant.question import Question
from validators import CalcError, CalcResult, Verification

log = logging.getLogger(__name__)


class Calculators:
    def __init__(self, corpus: Corpus):
        self.corpus = corpus

    def calculate(self, game: str, question: Question) -> tuple[CalcResult | None, str | None]:
        """(result, None), (None, None) when no calculator takes the question, or (None,
        reason) when one took it but its inputs are impossible."""
        try:
            return validators.calculate(game, question.standalone), None
        except CalcError as exc:
            log.info("calculator declined: %s", exc)
            return None, str(exc)

    def verify(
        self, game: str, question: Question, text: str, result: CalcResult | None
    ) -> Verification:
        return validators.verify(game, question.standalone, text, result)

    def rule_chunks(self, result: CalcResult) -> list[Chunk]:
        """The chunks whose text quotes the rules the result applied, in citation order."""
        found: list[Chunk] = []
        for ref in result.citations:
            chunk = self.corpus.chunk_for_quote(ref.game, ref.quote, ref.section)
            if chunk is not None and chunk not in found:
                found.append(chunk)
        return found
