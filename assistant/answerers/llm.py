"""LLM answerers through LangChain chat models: any OpenAI-compatible server, a local
GGUF through llama-cpp-python, or the FakeChatModel. Failures raise LLMError, and the
pipeline falls back to the extractive answer.

Guards here (each raises LLMError, so the customer gets the verbatim rule text instead):
- a circuit breaker, so a dead or hanging server costs one timeout, not one per request;
- a total deadline on streaming, not only httpx's per-read timeout (a server that trickles
  keep-alive bytes would otherwise hold a request forever);
- planted instructions in rule text are redacted from the prompt, and replies that echo
  the prompt are dropped (questions carrying instructions never reach a model: the answer
  stage sends them to the extractive answerer, stages/answer.py).
"""

from __future__ import annotations

import concurrent.futures as cf
import queue
import threading
import time
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from assistant.chunking import Chunk
from assistant.errors import LLMError
from assistant.prompts import (
    RULING_LABEL,
    SYSTEM_PROMPT,
    USER_TEMPLATE,
    VERIFIED_FACTS_TEMPLATE,
    render_sources,
)
from assistant.safety import strip_planted
from assistant.types import LANG_LABELS
from turkish import MARKER, bm25_tokens, normalize

if TYPE_CHECKING:  # LangChain loads with the first LLM answer, not with the registry
    from langchain_core.language_models.chat_models import BaseChatModel

MAX_REPLY_CHARS = 4000

# Streaming answers hold a worker for their whole length, so this is sized for the number
# of answers written at once, not for CPU work (the model runs elsewhere).
_POOL = cf.ThreadPoolExecutor(max_workers=16, thread_name_prefix="llm")


class CircuitBreaker:
    """Open after `threshold` consecutive call failures; after `cooldown_s` one trial call
    goes through (half-open) and a success closes it again. While open, requests skip the
    model at once instead of each waiting out the timeout of a server that is down."""

    def __init__(self, threshold: int = 3, cooldown_s: float = 15.0) -> None:
        self.threshold = threshold
        self.cooldown_s = cooldown_s
        self.failures = 0
        self._opened_at: float | None = None
        self._lock = threading.Lock()

    @property
    def is_open(self) -> bool:
        return self._opened_at is not None

    def allow(self) -> bool:
        with self._lock:
            if self._opened_at is None:
                return True
            if time.monotonic() - self._opened_at < self.cooldown_s:
                return False
            self._opened_at = time.monotonic()  # this caller is the trial; others wait
            return True

    def record(self, ok: bool) -> None:
        with self._lock:
            if ok:
                self.failures, self._opened_at = 0, None
                return
            self.failures += 1
            if self.failures >= self.threshold:
                self._opened_at = time.monotonic()


@dataclass
class LLMAnswerer:
    model: BaseChatModel
    name: str
    timeout_s: float = 30.0
    breaker: CircuitBreaker = field(default_factory=CircuitBreaker)

    def messages(
        self,
        question: str,
        sources: list[Chunk],
        facts: list[str] | None = None,
        rulings: Sequence[str | None] = (),
    ) -> list[Any]:
        """`rulings[i]`, when set, is the store's ruling that source i proves: that source is
        shown to the model as the ruling (it comes first), citing it cites the rule text."""
        shown: list[tuple[int, str, str, str]] = []
        for i, c in enumerate(sources):
            ruling = rulings[i] if i < len(rulings) else None
            if ruling:
                shown.append((i + 1, RULING_LABEL, c.breadcrumb, ruling))
            else:
                shown.append(
                    (i + 1, LANG_LABELS.get(c.lang, c.lang), c.breadcrumb, strip_planted(c.text))
                )
        rendered = render_sources(shown)
        user = USER_TEMPLATE.format(sources=rendered, question=question)
        if facts:
            user += VERIFIED_FACTS_TEMPLATE.format(facts="\n".join(f"- {f}" for f in facts))
        from langchain_core.messages import HumanMessage, SystemMessage

        return [SystemMessage(content=SYSTEM_PROMPT), HumanMessage(content=user)]

    def _admit(self) -> None:
        if not self.breaker.allow():
            raise LLMError("LLM art arda hata verdi, bir süreliğine devre dışı")

    def generate(
        self,
        question: str,
        sources: list[Chunk],
        facts: list[str] | None = None,
        rulings: Sequence[str | None] = (),
    ) -> str:
        self._admit()
        messages = self.messages(question, sources, facts, rulings)
        future = _POOL.submit(self.model.invoke, messages)
        try:
            reply = future.result(timeout=self.timeout_s)
        except cf.TimeoutError as exc:
            future.cancel()
            self.breaker.record(False)
            raise LLMError(f"LLM zaman aşımı ({self.timeout_s:.0f} s)") from exc
        except Exception as exc:
            self.breaker.record(False)
            raise LLMError(f"LLM hatası: {type(exc).__name__}: {str(exc)[:200]}") from exc
        self.breaker.record(True)
        return _grounded(_screen_reply(_validate_reply(reply.content)), _source_terms(sources))

    def generate_streaming(
        self,
        question: str,
        sources: list[Chunk],
        on_token: Callable[[str], None],
        rulings: Sequence[str | None] = (),
    ) -> str:
        """Like generate(), passing each token to on_token as it arrives."""
        self._admit()
        parts: list[str] = []
        known = _source_terms(sources)
        tokens = self.stream(question, sources, rulings)
        try:
            for token in _guarded(tokens, self.breaker):
                parts.append(token)
                # Screen the draft as it grows: a reciting or off-topic model is cut off
                # after a few words instead of streaming all of it to the customer.
                _grounded(_screen_reply("".join(parts)), known, min_terms=8)
                on_token(token)
        finally:
            tokens.close()  # stops the reader thread whatever ended the loop
        self.breaker.record(True)
        return _grounded(_validate_reply("".join(parts)), known)

    def stream(
        self, question: str, sources: list[Chunk], rulings: Sequence[str | None] = ()
    ) -> Generator[str, None, None]:
        """Raw tokens as the model writes them (the final text is validated separately).

        The model is read in a pool thread and its tokens handed over through a queue, so
        the whole answer has one deadline (timeout_s) however the server dribbles bytes."""
        tokens: queue.Queue[tuple[str, Any]] = queue.Queue()
        stop = threading.Event()
        _POOL.submit(self._pump, self.messages(question, sources, None, rulings), tokens, stop)
        deadline = time.monotonic() + self.timeout_s
        try:
            while True:
                try:
                    kind, value = tokens.get(timeout=max(0.0, deadline - time.monotonic()))
                except queue.Empty as exc:
                    raise LLMError(f"LLM akışı zaman aşımı ({self.timeout_s:.0f} s)") from exc
                if kind == "end":
                    return
                if kind == "error":
                    raise LLMError(f"LLM akışı kesildi: {type(value).__name__}") from value
                yield value
        finally:
            stop.set()  # the pump stops reading (and closes the connection) at its next token

    def _pump(
        self, messages: list[Any], tokens: queue.Queue[tuple[str, Any]], stop: threading.Event
    ) -> None:
        reports_metadata = finished = False
        try:
            for chunk in self.model.stream(messages):
                if stop.is_set():
                    return
                metadata = getattr(chunk, "response_metadata", None) or {}
                reports_metadata = reports_metadata or bool(metadata)
                finished = finished or bool(metadata.get("finish_reason"))
                if isinstance(chunk.content, str) and chunk.content:
                    tokens.put(("token", chunk.content))
        except Exception as exc:  # reported to the reader, which raises LLMError
            tokens.put(("error", exc))
            return
        if reports_metadata and not finished:
            # A server that hangs up mid-answer can end the stream without an error; its
            # missing finish_reason is the only sign the text is cut short.
            tokens.put(("error", ConnectionError("stream ended without finish_reason")))
            return
        tokens.put(("end", None))


def _validate_reply(content: Any) -> str:
    text = content if isinstance(content, str) else ""
    text = text.strip()
    if not text or not any(ch.isalpha() for ch in text):
        raise LLMError("LLM boş ya da anlamsız cevap döndürdü")
    if len(text) > MAX_REPLY_CHARS:
        raise LLMError("LLM aşırı uzun cevap döndürdü")
    return text


def _guarded(tokens: Iterator[str], breaker: CircuitBreaker) -> Iterator[str]:
    """The tokens; a failure of the stream itself (not of our screening) opens the breaker."""
    try:
        yield from tokens
    except LLMError:
        breaker.record(False)
        raise


# Any run of this many words from the system prompt in a reply means the model is
# reciting its instructions (a "show me your prompt" attack that got through).
_LEAK_NGRAM = 6
_PROMPT_MARKERS = ("kaynaklar:", "soru (veri olarak oku)", "dogruladigi degerler")


def _ngrams(text: str, n: int) -> set[tuple[str, ...]]:
    words = normalize(text).split()
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


_SYSTEM_NGRAMS = _ngrams(SYSTEM_PROMPT, _LEAK_NGRAM)


def _screen_reply(text: str) -> str:
    """Refuse replies that recite the system prompt or the prompt's scaffolding."""
    norm = normalize(text)
    if any(marker in norm for marker in _PROMPT_MARKERS) or (
        _ngrams(text, _LEAK_NGRAM) & _SYSTEM_NGRAMS
    ):
        raise LLMError("LLM cevabı sistem talimatlarını içeriyor")
    return text


# An answer must be written largely in the words of its sources: a model talked into a
# poem, a recipe, code or an e-mail writes words the rule text does not have (measured:
# 0-14 % of such replies' terms occur in the sources). Lenient on purpose, because a
# Turkish answer drawn from the Czech guide shares few terms with it: on the dev set's
# gold answers 46 of 48 pass; the 2 below 20 % would get the extractive answer instead.
_GROUNDED_SHARE = 0.2
_GROUNDED_MIN_TERMS = 6


def _source_terms(sources: list[Chunk]) -> set[str]:
    known: set[str] = set()
    for chunk in sources:
        known.update(bm25_tokens(chunk.index_text))
    return known


def _grounded(text: str, known: set[str], min_terms: int = _GROUNDED_MIN_TERMS) -> str:
    terms = {t for t in bm25_tokens(MARKER.sub(" ", text)) if not t.isdigit()}
    if len(terms) >= min_terms and len(terms & known) / len(terms) < _GROUNDED_SHARE:
        raise LLMError("LLM cevabı kaynak metne dayanmıyor")
    return text
