"""Build the Assistant a Settings object describes (the one registry of answerers)."""

from __future__ import annotations

from langchain_core.language_models.chat_models import BaseChatModel

from assistant.answer import Assistant
from assistant.answerers.llm import LLMAnswerer, make_chat_model
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
    """`chat_model` overrides the configured one (tests pass a FakeChatModel)."""
    knowledge = knowledge or Knowledge(settings, embedder=embedder)
    llm = None
    if chat_model is not None:
        llm = LLMAnswerer(
            chat_model,
            name=getattr(chat_model, "_llm_type", "llm"),
            timeout_s=settings.llm_timeout_s,
        )
    elif settings.answerer != "extractive":
        llm = LLMAnswerer(
            make_chat_model(settings), name=settings.answerer, timeout_s=settings.llm_timeout_s
        )
    return Assistant(settings, knowledge=knowledge, llm=llm)
