"""FakeChatModel: a LangChain chat model that returns queued replies and records prompts.

Used by the tests and by `rules-assistant eval --answerer fake` to measure the pipeline
without a real model. It is a real BaseChatModel, so the LangChain wiring is exercised.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from pydantic import Field


class FakeChatModel(BaseChatModel):
    replies: list[str] = Field(default_factory=list)
    default_reply: str | None = None
    prompts: list[list[BaseMessage]] = Field(default_factory=list)
    error: Exception | None = None

    @property
    def _llm_type(self) -> str:
        return "fake-chat"

    def enqueue(self, *replies: str) -> FakeChatModel:
        self.replies.extend(replies)
        return self

    def _next(self, messages: list[BaseMessage]) -> str:
        self.prompts.append(list(messages))
        if self.error is not None:
            raise self.error
        if self.replies:
            return self.replies.pop(0)
        if self.default_reply is not None:
            return self.default_reply
        raise RuntimeError("FakeChatModel: no reply queued")

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,  # noqa: ARG002 (LangChain passes it by keyword)
        run_manager: CallbackManagerForLLMRun | None = None,  # noqa: ARG002 (LangChain passes it by keyword)
        **kwargs: Any,
    ) -> ChatResult:
        return ChatResult(
            generations=[ChatGeneration(message=AIMessage(content=self._next(messages)))]
        )

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,  # noqa: ARG002 (LangChain passes it by keyword)
        run_manager: CallbackManagerForLLMRun | None = None,  # noqa: ARG002 (LangChain passes it by keyword)
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        for word in self._next(messages).split(" "):
            yield ChatGenerationChunk(message=AIMessageChunk(content=word + " "))
