"""The assistant: one question in, one cited and checked `Answer` out.

    analyse → scope → retrieve → calculate → gate → answer → verify → cite → Answer

`Assistant.ask` is that list (stages in assistant/stages/, one module each); a test checks
the order against the trace. Construction is cheap; `warm_up` opens the index (ingesting
what changed) and loads the embedder.
"""

from __future__ import annotations

from collections.abc import Callable

from assistant.answerers.base import Answerer
from assistant.answerers.generative import GenerativeAnswerer
from assistant.answerers.llm import LLMAnswerer
from assistant.answerers.rulings import RulingAnswerer
from assistant.config import Settings
from assistant.corpus import Game
from assistant.index import IngestReport
from assistant.knowledge import Knowledge
from assistant.question import Question, QuestionAnalyser
from assistant.retrieval import Retrieval
from assistant.rules_index import Progress
from assistant.staff_rulings import StaffRulings
from assistant.stages.answer import AnswerStage
from assistant.stages.calculate import CalculateStage
from assistant.stages.cite import CiteStage
from assistant.stages.gate import Gate, GateConfig
from assistant.stages.retrieve import RetrieveStage
from assistant.stages.runner import StageRun
from assistant.stages.scope import ScopeStage
from assistant.stages.verify import VerifyStage
from assistant.types import (
    Answer,
    Calculation,
    Evidence,
    GateDecision,
    RulingTrace,
    Scope,
    TraceChunk,
    Verified,
)
from storage.staff_rulings import StaffRulingStore

RULINGS_TRACED = 5  # the closest rulings the staff trace shows


class Assistant:
    def __init__(self, settings: Settings, knowledge: Knowledge, answerer: Answerer):
        corpus = knowledge.corpus
        self.settings = settings
        self.knowledge = knowledge
        self.games: dict[str, Game] = corpus.games
        self.answerer = answerer
        # The LLM behind a generative answerer (its circuit breaker is the /readyz signal).
        self.llm: LLMAnswerer | None = (
            answerer.llm if isinstance(answerer, GenerativeAnswerer) else None
        )
        self.analyse = QuestionAnalyser(
            corpus.catalog, settings.max_question_chars, settings.max_history_turns, corpus.entities
        )
        self.scope = ScopeStage(corpus.games)
        gate = GateConfig(threshold=settings.gate_threshold)
        self.retrieve = RetrieveStage(knowledge.index, settings.top_k, gate.ruling_threshold)
        self.calculate = CalculateStage(knowledge.calculators, knowledge.index, settings.top_k)
        self.gate = Gate(gate, corpus.games)
        # Whatever is configured, the embedded default (rulings, then rule sentences) is
        # what a failing or bypassed generative answerer falls back to.
        self.answer = AnswerStage(corpus, answerer, fallback=RulingAnswerer(corpus))
        self.verify = VerifyStage(knowledge.calculators)
        self.cite = CiteStage(corpus)

        self.staff: StaffRulings | None = None

    def warm_up(self, progress: Progress | None = None) -> IngestReport:
        return self.knowledge.warm_up(progress)

    def use_staff_rulings(self, store: StaffRulingStore | None) -> StaffRulings | None:
        """Answer from the staff rulings in this database too (None: from the corpus only)."""
        index = self.knowledge.index
        self.staff = (
            StaffRulings(store, self.knowledge.corpus, index.embedder, index.rulings)
            if store is not None
            else None
        )
        self.retrieve.staff = self.staff
        return self.staff

    def ask(
        self,
        question: object,
        game: str | None = None,
        history: list[dict[str, str]] | None = None,
        on_token: Callable[[str], None] | None = None,
    ) -> Answer:
        """analyse → scope → retrieve → calculate → gate → answer → verify → cite → Answer.

        `on_token` receives a generative draft as it is written; the returned Answer holds
        the checked text, which callers show in place of the draft."""
        run = StageRun()
        q = run("analyse", self.analyse.run, question, history)
        scope = run("scope", self.scope.run, q, game)
        evidence = run("retrieve", self.retrieve.run, q, scope)
        calculation = run("calculate", self.calculate.run, q, evidence)
        decision = run("gate", self.gate.run, q, scope, calculation.evidence, calculation)
        draft = run("answer", self.answer.run, q, calculation, decision, on_token)
        verified = run("verify", self.verify.run, q, calculation, draft)
        cited = run("cite", self.cite.run, verified)
        return self._assemble(q, scope, calculation, decision, cited, run)

    def evidence(
        self, question: object, game: str | None = None, history: list[dict[str, str]] | None = None
    ) -> Evidence:
        """What the answer stage would see for this question: the first stages of `ask`
        (the eval measures hit@k on it, so retrieval is scored as production runs it)."""
        q = self.analyse.run(question, history)
        evidence = self.retrieve.run(q, self.scope.run(q, game))
        return self.calculate.run(q, evidence).evidence

    def _assemble(
        self,
        q: Question,
        scope: Scope,
        calculation: Calculation,
        decision: GateDecision,
        cited: Verified,
        run: StageRun,
    ) -> Answer:
        evidence = calculation.evidence
        game = None if decision.reason == "no_game" else (evidence.game or scope.game)
        notice = self.games[game].notice if game else None
        retrieval = evidence.retrieval
        traced = decision.answer or decision.reason in ("weak_evidence", "bad_input", "not_stated")
        return Answer(
            question=q.raw,
            text=cited.draft.text,
            citations=cited.draft.citations,
            refused=not decision.answer or cited.draft.refused,
            refusal_reason=(
                decision.reason
                if not decision.answer
                else "llm_declined"
                if cited.draft.refused
                else None
            ),
            confidence=decision.confidence,
            game=game,
            disclaimer=notice.text if notice else None,
            notice_title=notice.title if notice else None,
            checks=cited.checks,
            answerer=cited.draft.answerer,
            fallback_reason=cited.draft.fallback_reason,
            standalone_question=q.standalone if q.standalone != q.raw else None,
            calculator=calculation.result if decision.answer else None,
            trace=_trace(retrieval) if traced and retrieval is not None else [],
            gate=decision,
            timings_ms=run.timings_ms,
            latency_ms=run.elapsed_ms,
            rulings_trace=[
                RulingTrace.from_match(m, m.ruling.key in decision.rulings)
                for m in evidence.rulings[:RULINGS_TRACED]
            ],
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


__all__ = ["Answer", "Assistant"]
