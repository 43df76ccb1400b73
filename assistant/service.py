"""Build the Assistant a Settings object describes."""

from __future__ import annotations

from langchain_core.language_models.chat_models import BaseChatModel

from assistant.answer import Assistant
from assistant.answerers.base import Answerer, make_answerer
from assistant.answerers.generative import GenerativeAnswerer
from assistant.answerers.llm import LLMAnswerer
from assistant.config import Settings
from assistant.embeddings import Embedder
from assistant.knowledge import Knowledge


def build_assistant(
    settings: Settings,
    *,
    chat_model: BaseChatModel | None = None,
    embedder: Embedder | None = None,
    knowledge: Knowledge | None = None,
) -> Assistant:
    """The configured answerer (RULES_ANSWERER); `chat_model` puts that LLM behind a
    generative answerer instead (tests pass a FakeChatModel)."""
    knowledge = knowledge or Knowledge(settings, embedder=embedder)
    answerer: Answerer
    if chat_model is not None:
        # LangChain names a model type only by this property ("fake-chat", "openai").
        llm = LLMAnswerer(chat_model, chat_model._llm_type, settings.llm_timeout_s)  # noqa: SLF001
        answerer = GenerativeAnswerer(llm, knowledge.corpus)
    else:
        answerer = make_answerer(settings.answerer, settings, knowledge.corpus)
    return Assistant(settings, knowledge, answerer)
