"""LLM answerers through LangChain chat models: any OpenAI-compatible server, a local
GGUF through llama-cpp-python, or the FakeChatModel. Failures raise LLMError, and the
pipeline falls back to the extractive answer."""

from __future__ import annotations

import concurrent.futures as cf
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage

from assistant.chunking import Chunk
from assistant.config import Settings
from assistant.prompts import SYSTEM_PROMPT, USER_TEMPLATE, VERIFIED_FACTS_TEMPLATE, render_sources
from assistant.types import LANG_LABELS

MAX_REPLY_CHARS = 4000

_POOL = cf.ThreadPoolExecutor(max_workers=4, thread_name_prefix="llm")


class LLMError(RuntimeError):
    """The model failed, timed out or replied with garbage (reason in the message)."""


@dataclass
class LLMAnswerer:
    model: BaseChatModel
    name: str
    timeout_s: float = 30.0

    def messages(
        self, question: str, sources: list[Chunk], facts: list[str] | None = None
    ) -> list[Any]:
        rendered = render_sources(
            [
                (i + 1, LANG_LABELS.get(c.lang, c.lang), c.breadcrumb, c.text)
                for i, c in enumerate(sources)
            ]
        )
        user = USER_TEMPLATE.format(sources=rendered, question=question)
        if facts:
            user += VERIFIED_FACTS_TEMPLATE.format(facts="\n".join(f"- {f}" for f in facts))
        return [SystemMessage(content=SYSTEM_PROMPT), HumanMessage(content=user)]

    def generate(self, question: str, sources: list[Chunk], facts: list[str] | None = None) -> str:
        future = _POOL.submit(self.model.invoke, self.messages(question, sources, facts))
        try:
            reply = future.result(timeout=self.timeout_s)
        except cf.TimeoutError as exc:
            future.cancel()
            raise LLMError(f"LLM zaman aşımı ({self.timeout_s:.0f} s)") from exc
        except Exception as exc:
            raise LLMError(f"LLM hatası: {type(exc).__name__}: {str(exc)[:200]}") from exc
        return _validate_reply(reply.content)

    def generate_streaming(
        self, question: str, sources: list[Chunk], on_token: Callable[[str], None]
    ) -> str:
        """Like generate(), passing each token to on_token as it arrives."""
        parts: list[str] = []
        for token in self.stream(question, sources):
            parts.append(token)
            on_token(token)
        return _validate_reply("".join(parts))

    def stream(self, question: str, sources: list[Chunk]) -> Iterator[str]:
        """Raw tokens as the model writes them (the final text is validated separately)."""
        try:
            for chunk in self.model.stream(self.messages(question, sources)):
                if isinstance(chunk.content, str) and chunk.content:
                    yield chunk.content
        except Exception as exc:
            raise LLMError(f"LLM akışı kesildi: {type(exc).__name__}") from exc


def _validate_reply(content: Any) -> str:
    text = content if isinstance(content, str) else ""
    text = text.strip()
    if not text or not any(ch.isalpha() for ch in text):
        raise LLMError("LLM boş ya da anlamsız cevap döndürdü")
    if len(text) > MAX_REPLY_CHARS:
        raise LLMError("LLM aşırı uzun cevap döndürdü")
    return text


def make_chat_model(settings: Settings) -> BaseChatModel:
    if settings.answerer == "openai":
        if not settings.llm_base_url:
            raise ValueError("RULES_LLM_BASE_URL must be set for the 'openai' answerer")
        from langchain_openai import ChatOpenAI

        return ChatOpenAI(
            base_url=settings.llm_base_url,
            model=settings.llm_model,
            api_key=settings.llm_api_key,  # type: ignore[arg-type]
            timeout=settings.llm_timeout_s,
            max_retries=0,  # our own fallback is the retry: the extractive answer
            temperature=0.0,
        )
    if settings.answerer == "llamacpp":
        from assistant.answerers.llamacpp import LlamaCppChatModel

        if settings.llm_gguf_path is None:
            raise ValueError("RULES_LLM_GGUF_PATH must point to a .gguf file for 'llamacpp'")
        return LlamaCppChatModel(
            model_path=str(settings.llm_gguf_path), n_threads=settings.llm_threads
        )
    raise ValueError(f"no chat model for answerer {settings.answerer!r}")
