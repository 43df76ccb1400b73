"""Answer: write the draft the gate allowed — a calculator's value, else a staff ruling's
text as written, else the configured answerer's draft, else (when that one cannot answer)
the extractive one — or the honest refusal the gate decided on."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable

from assistant.answerers.base import Answerer, AnswerRequest, Unanswerable
from assistant.answerers.calculator import CalculatorAnswerer
from assistant.answerers.rulings import RulingAnswerer, asking_part, with_reading
from assistant.corpus import Corpus
from assistant.question import Question
from assistant.safety import INJECTION_NOTE
from assistant.types import Calculation, Citation, Draft, GateDecision
from turkish import MARKER

log = logging.getLogger(__name__)

# Questions that carry instructions never reach a generative model.
INJECTION_REASON = "soru talimat içeriyor: yalnızca kural metninden cevaplandı"


class AnswerStage:
    def __init__(self, corpus: Corpus, answerer: Answerer, fallback: Answerer) -> None:
        self.corpus = corpus
        self.answerer = answerer
        self.fallback = fallback
        self.calculator = CalculatorAnswerer(corpus)
        self.rulings = RulingAnswerer(corpus)

    def run(
        self,
        question: Question,
        calculation: Calculation,
        decision: GateDecision,
        on_token: Callable[[str], None] | None = None,
    ) -> Draft:
        if not decision.answer:
            return Draft(self.refusal(question, decision, calculation.evidence.game), [], "gate")
        request = AnswerRequest(question, calculation, on_token, decision)
        if calculation.result is not None and decision.reason == "calculator":
            # Only when the gate chose it: a ruling that answers a yes/no question (or each
            # part of a two-part one) is that question's answer; the calculator still checks
            # its numbers (stages/verify.py).
            draft = self.calculator.answer(request)
            if decision.rulings:
                # a part the calculator does not answer gets its ruling (gate.py)
                draft = self._with_ruling_part(request, draft)
            else:
                draft = dataclasses.replace(draft, text=with_reading(question, draft.text))
        elif self._staff_ruling(calculation, decision):
            # What staff wrote is the answer, word for word, whatever the answerer.
            draft = self.fallback.answer(request)
        elif (question.injected or question.history_injected) and self.answerer.generative:
            draft = dataclasses.replace(
                self.fallback.answer(request), fallback_reason=INJECTION_REASON
            )
        else:
            draft = self._with_fallback(request)
        if question.injected:
            draft = dataclasses.replace(draft, text=f"{INJECTION_NOTE} {draft.text}")
        return draft

    def _with_ruling_part(self, request: AnswerRequest, computed: Draft) -> Draft:
        """The calculator's answer and the ruling that answers another part of the question,
        in the order the customer asked them, citations numbered through."""
        try:
            ruled = self.rulings.answer(request)
        except Unanswerable:
            return dataclasses.replace(computed, text=with_reading(request.question, computed.text))
        question, evidence = request.question, request.calculation.evidence
        keys = request.decision.rulings if request.decision else ()
        if keys and asking_part(question, evidence, keys[0]) is question.parts[0]:
            return joined(ruled, computed, computed.answerer)  # it answers the first question
        return joined(computed, ruled, computed.answerer)

    @staticmethod
    def _staff_ruling(calculation: Calculation, decision: GateDecision) -> bool:
        evidence = calculation.evidence
        matches = (evidence.ruling_match(key) for key in decision.rulings)
        return any(m is not None and m.ruling.staff for m in matches)

    def _with_fallback(self, request: AnswerRequest) -> Draft:
        try:
            return self.answerer.answer(request)
        except Unanswerable as exc:
            if self.answerer is self.fallback:
                raise
            log.warning("%s could not answer, extractive fallback: %s", self.answerer.name, exc)
            return dataclasses.replace(self.fallback.answer(request), fallback_reason=str(exc))

    def refusal(self, question: Question, decision: GateDecision, game: str | None) -> str:
        titles = self.corpus.titles()
        if decision.reason == "other_game":
            return (
                f"{question.other_game} oyununun kuralları bende yok. "
                f"Şu oyunların kurallarında yardımcı olabilirim: {titles}."
            )
        if decision.reason == "not_stated":
            return (
                f"{decision.detail} Kesin bilgi için oyunun resmi kural kitapçığına bakmanı "
                "öneririm; kurallarla ilgili başka bir sorunda yardımcı olurum."
            )
        if decision.reason == "not_rules":
            return (
                "Bu bir kural sorusu değil: kural metinleri strateji, tavsiye ya da ürün "
                "bilgisi (malzeme, boyut, fiyat, stok, oyun süresi) vermez. Ürünle ilgili soruların için "
                "mağaza ekibimize yazabilirsin; oyunun kurallarıyla ilgili bir sorunda "
                "yardımcı olurum."
            )
        if decision.reason == "bad_input":
            return f"Bunu hesaplayamıyorum: {decision.detail} Düzeltip tekrar sorarsan hesaplarım."
        if decision.reason == "no_game":
            return (
                "Hangi oyunu sorduğunu anlayamadım. Şu oyunların kurallarında yardımcı "
                f"olabilirim: {titles}. Sorunda oyunun adını geçirebilir ya da oyunun ürün "
                "sayfasından sorabilirsin."
            )
        title = self.corpus.games[game].title_tr if game else "bu oyunun"
        return (
            f"Bu bilgi elimdeki {title} kural metninde yer almıyor. Emin olmak için resmi kural "
            "kitapçığına bakmanı öneririm; kurallarla ilgili başka bir sorunda yardımcı olurum."
        )


def joined(first: Draft, second: Draft, answerer: str) -> Draft:
    """Two drafts as one answer: the second's markers and citations numbered after the
    first's."""
    offset = len(first.citations)
    text = MARKER.sub(lambda m: f"[{int(m.group(1)) + offset}]", second.text)
    moved: list[Citation] = [dataclasses.replace(c, n=c.n + offset) for c in second.citations]
    return dataclasses.replace(
        first,
        text=f"{first.text} {text}",
        citations=[*first.citations, *moved],
        answerer=answerer,
    )
