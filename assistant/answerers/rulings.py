"""The embedded default: the store's ruling for the question, proven by its quotes.

When the gate found a ruling that confidently answers (stages/gate.py), the answer is the
ruling's text followed by its quotes, verbatim, each with its marker — the ruling first,
then the proof (shared/ANSWER_STYLE.md). Otherwise this answerer cannot answer and the
answer stage falls back to the sentence extractor.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from assistant.answerers.base import AnswerRequest, Unanswerable, register_answerer
from assistant.answerers.extractive import ExtractiveAnswerer, czech_label
from assistant.corpus import Corpus
from assistant.types import Citation, Draft
from turkish import tokenize

if TYPE_CHECKING:
    from langchain_core.language_models.chat_models import BaseChatModel

    from assistant.config import Settings

QUOTES_SHOWN = 2
LONG_QUOTE = 220  # characters: a second quote this long makes the answer a wall of text


class RulingAnswerer:
    """The ruling the gate chose; without one, the sentence extractor's answer."""

    name = "rulings"
    generative = False

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.sentences = ExtractiveAnswerer()

    def answer(self, request: AnswerRequest) -> Draft:
        decision = request.decision
        key = decision.ruling if decision is not None else None
        match = next((m for m in request.calculation.evidence.rulings if m.ruling.key == key), None)
        if match is None:
            return self.sentences.answer(request)
        ruling = match.ruling
        citations: list[Citation] = []
        parts = [ruling.answer]
        for quote in ruling.quotes:
            chunk = self.corpus.chunk_for_quote(ruling.game, quote.text, quote.section)
            if chunk is None:  # the loader checked every quote: only a changed corpus gets here
                continue
            shown = (
                len(citations) < QUOTES_SHOWN
                and (not citations or len(quote.text) <= LONG_QUOTE)
                and not any(_same(quote.text, c.quote) for c in citations)  # an FAQ repeating it
            )
            citations.append(Citation.from_chunk(len(citations) + 1, chunk, quote.text))
            if shown:
                parts.append(f"“{quote.text}”{czech_label(chunk.lang)} [{len(citations)}]")
        if not citations:
            raise Unanswerable("kural kararının alıntıları metinde bulunamadı")
        if len(parts) == 1:
            parts[0] += " " + "".join(f"[{c.n}]" for c in citations)
        return Draft(" ".join(parts), citations, self.name, lead=ruling.verdict)


@register_answerer("rulings")
def rulings_answerer(
    _settings: Settings, corpus: Corpus, _chat_model: BaseChatModel | None
) -> RulingAnswerer:
    return RulingAnswerer(corpus)


def _same(a: str, b: str) -> bool:
    return tokenize(a) == tokenize(b)
