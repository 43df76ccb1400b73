"""The public JSON API: ask, ask over Server-Sent Events, the game catalogue, feedback."""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from functools import partial
from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse, StreamingResponse
from starlette.concurrency import run_in_threadpool

from assistant.answer import Assistant
from assistant.errors import QuestionError, UnknownGameError
from web.asking import Event, StreamRun, answer_and_record
from web.db import FeedbackStore
from web.deps import ApiGuards, AssistantDep, StoreDep
from web.errors import ERROR_RESPONSES, ApiError
from web.schemas import AnswerOut, AskRequest, FeedbackOut, FeedbackRequest, GameOut

log = logging.getLogger(__name__)

router = APIRouter(prefix="/api/v1", dependencies=ApiGuards, responses=ERROR_RESPONSES)


def _history(body: AskRequest) -> list[dict[str, str]]:
    return [turn.model_dump() for turn in body.history]


@router.post("/ask", response_model=AnswerOut, summary="Bir kural sorusunu cevapla")
async def ask(body: AskRequest, assistant: AssistantDep, store: StoreDep) -> JSONResponse:
    payload = await run_in_threadpool(
        answer_and_record, assistant, store, body.question, body.game, _history(body)
    )
    # Returned directly: the core already built plain JSON, re-validating it costs time.
    return JSONResponse(payload)


def sse(event: str, data: Any) -> bytes:
    """One Server-Sent Event. JSON keeps multi-line text on a single `data:` line."""
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n".encode()


async def _sse_body(run: StreamRun, first: Event) -> AsyncIterator[bytes]:
    async for kind, payload in run.events(first):
        if kind == "error":
            log.error("stream failed after it started: %r", payload)
            message = "Cevap yazılırken bir hata oluştu. Lütfen tekrar dene."
            yield sse("error", {"code": "internal_error", "message": message})
        else:
            yield sse(kind, payload)


@router.post(
    "/ask/stream",
    summary="Bir kural sorusunu Server-Sent Events ile cevapla",
    response_class=StreamingResponse,
    responses={200: {"content": {"text/event-stream": {}}, "description": "token…, answer"}},
)
async def ask_stream(
    body: AskRequest, assistant: AssistantDep, store: StoreDep
) -> StreamingResponse:
    """`token` events while the answer is written (the extractive answer arrives as one
    token), then one `answer` event with the validated payload, which replaces the draft."""
    work = partial(_stream_work, assistant, store, body)
    run = StreamRun(work)
    first = await run.start()
    if first[0] == "error" and isinstance(first[1], QuestionError | UnknownGameError | ApiError):
        raise first[1]  # still before the response: becomes a normal 4xx JSON error
    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
    return StreamingResponse(_sse_body(run, first), media_type="text/event-stream", headers=headers)


def _stream_work(
    assistant: Assistant, store: FeedbackStore, body: AskRequest, on_token: Any
) -> dict[str, Any]:
    return answer_and_record(
        assistant, store, body.question, body.game, _history(body), on_token=on_token
    )


@router.get("/games", response_model=list[GameOut], summary="Oyun kataloğu")
async def games(assistant: AssistantDep) -> list[dict[str, Any]]:
    return [
        {
            "slug": g.slug,
            "title_tr": g.title_tr,
            "title_en": g.title_en,
            "aliases": list(g.aliases),
            "languages": g.languages,
            "description": g.description,
            "notice": {
                "title": g.notice.title,
                "official_pdf": g.notice.official_pdf,
                "disclaimer": g.notice.disclaimer,
            },
        }
        for g in assistant.games.values()
    ]


@router.post("/feedback", response_model=FeedbackOut, summary="Bir cevaba oy ver")
async def feedback(body: FeedbackRequest, store: StoreDep) -> FeedbackOut:
    found = await run_in_threadpool(store.vote, body.answer_id, body.vote, body.comment)
    if not found:
        raise ApiError(404, "unknown_answer", "Bu cevap bulunamadı; oy kaydedilemedi.")
    return FeedbackOut(answer_id=body.answer_id, vote=body.vote)
