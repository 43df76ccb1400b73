"""Run one question through the pipeline and record it: shared by the API and the pages.

The pipeline is blocking (retrieval, embeddings, maybe an LLM call), so these functions
run in a worker thread; the event loop stays free for other requests.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import AsyncIterator, Callable
from typing import Any

from assistant.answer import Assistant
from web.db import FeedbackStore, StorageError

log = logging.getLogger(__name__)

Event = tuple[str, Any]  # ("token", str) | ("answer", dict) | ("error", Exception)


def answer_and_record(
    assistant: Assistant,
    store: FeedbackStore,
    question: object,
    game: str | None = None,
    history: list[dict[str, str]] | None = None,
    *,
    on_token: Callable[[str], None] | None = None,
    include_trace: bool = False,
) -> dict[str, Any]:
    """The answer as JSON-ready dict with its new `answer_id` (the feedback key)."""
    answer = assistant.ask(question, game=game or None, history=history, on_token=on_token)
    payload = answer.to_dict(include_trace=include_trace)
    answer_id = uuid.uuid4().hex
    try:
        store.record(payload, answer_id)
    except StorageError as exc:
        # The customer still gets the answer; only its record (and so a later vote) is lost.
        log.warning("answer not stored, serving it anyway: %s", exc)
    return {"answer_id": answer_id, **payload}


class StreamRun:
    """Runs answer_and_record in a thread and hands its events to the event loop.

    The first event is awaited before the HTTP response starts, so a bad question still
    gets a proper 4xx JSON error instead of a half-open event stream.
    """

    def __init__(self, work: Callable[[Callable[[str], None]], dict[str, Any]]) -> None:
        self._work = work
        self._queue: asyncio.Queue[Event] = asyncio.Queue()
        self._loop = asyncio.get_running_loop()
        self.tokens_sent = 0

    def _emit(self, kind: str, payload: Any) -> None:
        self._loop.call_soon_threadsafe(self._queue.put_nowait, (kind, payload))

    def _run(self) -> None:
        try:
            result = self._work(lambda token: self._emit("token", token))
        except Exception as exc:  # handed to the loop, which decides how to report it
            self._emit("error", exc)
        else:
            self._emit("answer", result)

    async def start(self) -> Event:
        # run_in_executor, not a task group: the thread must outlive this request
        # handler, because the streaming body keeps reading its events afterwards.
        self._loop.run_in_executor(None, self._run)
        return await self._queue.get()

    async def events(self, first: Event) -> AsyncIterator[Event]:
        event = first
        while True:
            if event[0] == "answer" and self.tokens_sent == 0:
                # The extractive answerer writes no tokens: send its text as one token.
                yield ("token", event[1].get("answer", ""))
            if event[0] == "token":
                self.tokens_sent += 1
            yield event
            if event[0] != "token":
                return
            event = await self._queue.get()
