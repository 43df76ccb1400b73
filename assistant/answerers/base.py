"""What every answerer is: a name and `answer(request) -> Draft`, registered by name.

`rules-assistant` picks the configured answerer (RULES_ANSWERER) from this registry; a new
answerer is one module in this package with a class or factory decorated
``@register_answerer("name")`` — the registry imports the package's modules to find them.
"""

from __future__ import annotations

import importlib
import pkgutil
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from assistant.question import Question
from assistant.types import Calculation, Draft, GateDecision

if TYPE_CHECKING:
    from langchain_core.language_models.chat_models import BaseChatModel

    from assistant.config import Settings
    from assistant.corpus import Corpus


@dataclass(frozen=True)
class AnswerRequest:
    question: Question
    calculation: Calculation  # its evidence has the calculator's rule chunks pinned
    on_token: Callable[[str], None] | None = None  # a generative draft, as it is written
    decision: GateDecision | None = None  # the gate's: names the ruling that answers, if any


class Unanswerable(Exception):
    """This answerer cannot answer this request; the message (Turkish) becomes the answer's
    fallback_reason and the next answerer takes over."""


class Answerer(Protocol):
    name: str
    generative: bool  # writes its own text (an LLM), so its numbers and quotes need checks

    def answer(self, request: AnswerRequest) -> Draft: ...


# (settings, the corpus the assistant answers from, a chat model to use instead of the
# configured one — tests pass a FakeChatModel)
AnswererFactory = Callable[["Settings", "Corpus", "BaseChatModel | None"], Answerer]

_FACTORIES: dict[str, AnswererFactory] = {}
_LOCK = threading.Lock()
_LOADED = False


def register_answerer(name: str) -> Callable[[AnswererFactory], AnswererFactory]:
    def add(factory: AnswererFactory) -> AnswererFactory:
        _FACTORIES[name] = factory
        return factory

    return add


def _discover() -> None:
    global _LOADED
    with _LOCK:
        if _LOADED:
            return
        import assistant.answerers as package

        for info in pkgutil.iter_modules(package.__path__):
            importlib.import_module(f"{package.__name__}.{info.name}")
        _LOADED = True


def answerer_names() -> list[str]:
    _discover()
    return sorted(_FACTORIES)


def make_answerer(
    name: str, settings: Settings, corpus: Corpus, chat_model: BaseChatModel | None = None
) -> Answerer:
    _discover()
    if name not in _FACTORIES:
        raise ValueError(f"unknown answerer {name!r}: use one of {', '.join(answerer_names())}")
    return _FACTORIES[name](settings, corpus, chat_model)
