"""The pipeline: gate → calculators → answerer → validators → citation check → Answer."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from assistant.answerers.extractive import answer_extractive
from assistant.answerers.llm import LLMAnswerer
from assistant.chunking import Chunk
from assistant.citations import check_citations
from assistant.config import Settings
from assistant.errors import LLMError, UnknownGameError
from assistant.followup import standalone_question
from assistant.gate import unanswered_quantity
from assistant.index import IngestReport
from assistant.knowledge import Knowledge
from assistant.retrieval import Retrieval
from assistant.safety import INJECTION_NOTE, clean_question, looks_like_injection
from assistant.types import Answer, Citation, Draft, TraceChunk

log = logging.getLogger(__name__)


class Assistant:
    """Cheap to construct; warm_up() opens the index (ingesting if needed) and loads models."""

    def __init__(
        self,
        settings: Settings,
        *,
        knowledge: Knowledge | None = None,
        llm: LLMAnswerer | None = None,
    ):
        self.settings = settings
        self.knowledge = knowledge or Knowledge(settings)
        self.llm = llm

    @property
    def games(self) -> dict[str, Any]:
        return self.knowledge.games

    def warm_up(self, progress: Callable[[int, int], None] | None = None) -> IngestReport:
        return self.knowledge.warm_up(progress)

    # -- the one entry point -------------------------------------------------------------
    def ask(
        self,
        question: object,
        game: str | None = None,
        history: list[dict[str, str]] | None = None,
        on_token: Callable[[str], None] | None = None,
    ) -> Answer:
        """Answer one question. `on_token` receives an LLM draft as it is written; the
        returned Answer holds the validated text, which callers show in place of the draft."""
        t0 = time.perf_counter()
        timings: dict[str, float] = {}
        text = clean_question(question, self.settings.max_question_chars)
        if game is not None and game not in self.games:
            raise UnknownGameError(
                f"'{game}' adında bir oyun yok. Kayıtlı oyunlar: {', '.join(self.games)}."
            )
        history = (history or [])[-2 * self.settings.max_history_turns :]
        standalone = standalone_question(text, history)
        answer = self._answer(text, standalone, game, timings, on_token)
        answer.standalone_question = standalone if standalone != text else None
        answer.timings_ms = timings
        answer.latency_ms = (time.perf_counter() - t0) * 1000
        return answer

    def _answer(
        self,
        question: str,
        standalone: str,
        page_game: str | None,
        timings: dict[str, float],
        on_token: Callable[[str], None] | None = None,
    ) -> Answer:
        tick = time.perf_counter()
        detection = self.knowledge.catalog.detect(standalone)
        if detection.other and not detection.game:
            return self._refusal(question, page_game, "other_game", other=detection.other)
        game = detection.game or page_game
        retrieval: Retrieval | None = None
        if game is None:
            game, retrieval = self.knowledge.best_game(standalone, self.settings.top_k)
            if game is None:
                return self._refusal(question, None, "no_game")
        retrieval = retrieval or self.knowledge.retriever.retrieve(
            standalone, game, self.settings.top_k
        )
        timings["retrieve"] = (time.perf_counter() - tick) * 1000
        tick = time.perf_counter()
        calc = self.knowledge.calculate(game, standalone)
        retrieval = self.knowledge.pin_calculator_rules(retrieval, calc, self.settings.top_k)
        timings["calculators"] = (time.perf_counter() - tick) * 1000
        weak = retrieval.evidence < self.settings.gate_threshold
        if calc is None and (weak or unanswered_quantity(standalone, retrieval)):
            answer = self._refusal(question, game, "weak_evidence")
            answer.confidence = retrieval.evidence
            answer.trace = _trace(retrieval)
            return answer
        tick = time.perf_counter()
        draft, fallback = self._draft(standalone, retrieval, calc, on_token)
        timings["answerer"] = (time.perf_counter() - tick) * 1000
        tick = time.perf_counter()
        text, checks = self.knowledge.verify(game, standalone, draft.text)
        if self.llm is not None and draft.answerer != "extractive" and _contradicted(checks):
            draft, text, checks = self._regenerate(standalone, retrieval, checks, draft, text)
        timings["validators"] = (time.perf_counter() - tick) * 1000
        if looks_like_injection(question):
            text = f"{INJECTION_NOTE} {text}"
        if _contradicted(checks):
            text += " Kural denetleyicisi bir sayıyı düzeltti."
        notice = self.games[game].notice
        return Answer(
            question=question,
            text=text,
            citations=draft.citations,
            confidence=retrieval.evidence if calc is None else max(retrieval.evidence, 0.9),
            game=game,
            disclaimer=notice.text,
            notice_title=notice.title,
            checks=checks,
            answerer=draft.answerer,
            fallback_reason=fallback,
            calculator=calc,
            trace=_trace(retrieval),
        )

    # -- drafting --------------------------------------------------------------------------
    def _draft(
        self,
        question: str,
        retrieval: Retrieval,
        calc: dict[str, Any] | None,
        on_token: Callable[[str], None] | None = None,
    ) -> tuple[Draft, str | None]:
        if calc is not None:
            return self.knowledge.calculator_draft(calc), None
        if self.llm is None:
            return answer_extractive(question, retrieval), None
        sources = [sc.chunk for sc in retrieval.chunks]
        try:
            if on_token is None:
                reply = self.llm.generate(question, sources)
            else:
                reply = self.llm.generate_streaming(question, sources, on_token)
        except LLMError as exc:
            log.warning("LLM failed, extractive fallback: %s", exc)
            return answer_extractive(question, retrieval), str(exc)
        checked = check_citations(reply, sources)
        if not checked.citations:
            reason = "LLM cevabında geçerli kaynak gösterimi yok"
            return answer_extractive(question, retrieval), reason
        return Draft(checked.text, checked.citations, self.llm.name), None

    def _regenerate(
        self, question: str, retrieval: Retrieval, checks: list[Any], draft: Draft, text: str
    ) -> tuple[Draft, str, list[Any]]:
        """One more LLM try with the verified values given as facts; then correct anyway."""
        facts = [
            f"{c.expected} ({'; '.join(c.trail)})"
            for c in checks
            if c.verdict.value == "contradicted"
        ]
        sources = [sc.chunk for sc in retrieval.chunks]
        try:
            reply = self.llm.generate(question, sources, facts) if self.llm else ""
        except LLMError:
            return draft, text, checks
        checked = check_citations(reply, sources)
        if not checked.citations:
            return draft, text, checks
        new_text, new_checks = self.knowledge.verify(retrieval.game, question, checked.text)
        return Draft(checked.text, checked.citations, draft.answerer), new_text, checks + new_checks

    # -- refusals ----------------------------------------------------------------------------
    def _refusal(
        self, question: str, game: str | None, reason: str, other: str | None = None
    ) -> Answer:
        titles = self.knowledge.catalog.titles()
        if reason == "other_game":
            text = f"{other} oyununun kuralları bende yok. Şu oyunların kurallarında yardımcı olabilirim: {titles}."
        elif reason == "no_game":
            text = (
                "Hangi oyunu sorduğunu anlayamadım. Şu oyunların kurallarında yardımcı olabilirim: "
                f"{titles}. Sorunda oyunun adını geçirebilir ya da oyunun ürün sayfasından sorabilirsin."
            )
        else:
            title = self.games[game].title_tr if game else "bu oyunun"
            text = (
                f"Bu bilgi elimdeki {title} kural metninde yer almıyor. Emin olmak için resmi kural "
                "kitapçığına bakmanı öneririm; kurallarla ilgili başka bir sorunda yardımcı olurum."
            )
        notice = self.games[game].notice if game else None
        return Answer(
            question=question,
            text=text,
            refused=True,
            refusal_reason=reason,
            game=game,
            disclaimer=notice.text if notice else None,
            notice_title=notice.title if notice else None,
            answerer="gate",
        )


def _contradicted(checks: list[Any]) -> bool:
    return any(
        getattr(c, "verdict", None) is not None and c.verdict.value == "contradicted"
        for c in checks
    )


def _trace(retrieval: Retrieval) -> list[TraceChunk]:
    return [
        TraceChunk(
            sc.chunk.id,
            sc.chunk.breadcrumb,
            sc.chunk.lang,
            round(sc.fused, 5),
            sc.bm25,
            sc.dense,
            round(sc.coverage, 4),
            sc.chunk.text,
            sc.pinned,
        )
        for sc in retrieval.chunks
    ]


__all__ = ["Assistant", "Answer", "Citation", "Chunk"]
