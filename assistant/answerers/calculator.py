"""The answer a rule calculator computed, cited with the rules it applied.

Not a configurable answerer: the answer stage uses it whenever the calculate stage produced
a value, whatever RULES_ANSWERER says, because the rule tables are right where a model's
arithmetic may not be.
"""

from __future__ import annotations

from assistant.answerers.base import AnswerRequest, Unanswerable
from assistant.corpus import Corpus
from assistant.types import Citation, Draft


class CalculatorAnswerer:
    name = "calculator"
    generative = False

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus

    def answer(self, request: AnswerRequest) -> Draft:
        result = request.calculation.result
        if result is None:
            raise Unanswerable("hesaplayıcı bir değer vermedi")
        citations: list[Citation] = []
        for ref in result.citations:
            chunk = self.corpus.chunk_for_quote(ref.game, ref.quote, ref.section)
            if chunk is None or any(
                c.chunk_id == chunk.id and c.quote == ref.quote for c in citations
            ):
                continue
            citations.append(Citation.from_chunk(len(citations) + 1, chunk, ref.quote))
        markers = "".join(f"[{c.n}]" for c in citations)
        trail = "; ".join(result.trail)
        text = f"{result.summary} Hesap: {trail}. {markers} Kural denetleyicisi hesapladı."
        return Draft(" ".join(text.replace(" .", ".").split()), citations, self.name)
