"""The answer a rule calculator computed, cited with the rules it applied.

Not a configurable answerer: the answer stage uses it whenever the calculate stage produced
a value, whatever RULES_ANSWERER says, because the rule tables are right where a model's
arithmetic may not be. The text leads with the number and its unit, then the working in the
customer's words, each step followed by the rule it applies ("1 zar: Snowtrooper 2 hex
uzaklıkta 2 zar atar [1]; hedef siperde olduğu için 1 zar daha az atılır [2] (2 − 1 = 1).").
A looked-up fact shows no working. That a checker verified the number is shown by the
interfaces as a badge (from the answer's checks), not written into the text.
"""

from __future__ import annotations

from assistant.answerers.base import AnswerRequest, Unanswerable
from assistant.corpus import Corpus
from assistant.types import Citation, Draft
from turkish import normalize
from validators import CalcResult, RuleRef

# The rulebook's word and the customer's for the same thing, where every suffix fits both
# (same last vowel and consonant): the working is written in the word the customer used.
CUSTOMER_WORDS: dict[str, tuple[str, ...]] = {"minyatür": ("figür",)}


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

        def marker(ref: RuleRef | None) -> str:
            if ref is None:
                return ""
            chunk = self.corpus.chunk_for_quote(ref.game, ref.quote, ref.section)
            if chunk is None:
                return ""
            for c in citations:
                if c.chunk_id == chunk.id and c.quote == ref.quote:
                    return f" [{c.n}]"
            citations.append(Citation.from_chunk(len(citations) + 1, chunk, ref.quote))
            return f" [{len(citations)}]"

        text = _with_steps(result, marker) if result.steps else _from_trail(result, marker)
        text = in_customer_words(text, request.question.ascii)
        return Draft(" ".join(text.split()), citations, self.name)


def in_customer_words(text: str, asked: str) -> str:
    """The calculator's text with the customer's word for a thing ("figür" where the
    rulebook says "minyatür"), when the question uses only that word. The text holds no
    quotes (they are in the citations), so nothing verbatim changes."""
    for ours, theirs in CUSTOMER_WORDS.items():
        if normalize(ours) in asked:
            continue
        used = next((w for w in theirs if normalize(w) in asked), None)
        if used is not None:
            text = text.replace(ours, used).replace(ours.capitalize(), used.capitalize())
    return text


def _with_steps(result: CalcResult, marker: object) -> str:
    assert callable(marker)
    steps = "; ".join(f"{step.text}{marker(step.ref)}{marker(step.also)}" for step in result.steps)
    working = f" ({result.arithmetic})" if result.computed and result.arithmetic else ""
    lead = result.lead or result.summary.rstrip(".")
    return f"{lead}: {steps}{working}."


def _from_trail(result: CalcResult, marker: object) -> str:
    """Calculators that state no steps: the summary, the working (computations only), and
    every rule they applied."""
    assert callable(marker)
    markers = "".join(marker(ref) for ref in result.citations)
    if not result.computed:
        return f"{result.summary}{markers}"
    working = "; ".join(result.trail)
    return f"{result.summary} Hesap: {working}.{markers}"
