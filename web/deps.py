"""Dependencies the routes declare. Everything comes from the app's typed `AppState`
(web/state.py), which create_app fills, so tests swap a piece with
`app.dependency_overrides[get_assistant] = ...`."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Annotated
from urllib.parse import urlsplit

import httpx
from fastapi import Depends, Request

from assistant.answer import Assistant
from assistant.config import Settings, normalize_origin
from web.db import FeedbackStore
from web.errors import INDEX_DOWN, ApiError
from web.state import AppState, app_state


def get_state(request: Request) -> AppState:
    return app_state(request.app)


StateDep = Annotated[AppState, Depends(get_state)]


def get_settings(state: StateDep) -> Settings:
    return state.settings


def get_assistant(state: StateDep) -> Assistant:
    if state.index_error:
        # Start-up could not open the index (e.g. the Chroma server is down); the app
        # retries in the background and answers again once it can.
        raise ApiError(503, "index_unavailable", INDEX_DOWN, headers={"Retry-After": "30"})
    if state.assistant is None or not state.ready:
        raise ApiError(503, "not_ready", "Kural Rehberi hazırlanıyor, birazdan tekrar dene.")
    return state.assistant


def get_store(state: StateDep) -> FeedbackStore:
    return state.store


SettingsDep = Annotated[Settings, Depends(get_settings)]
AssistantDep = Annotated[Assistant, Depends(get_assistant)]
StoreDep = Annotated[FeedbackStore, Depends(get_store)]


@dataclass(frozen=True)
class Readiness:
    """Whether questions can be answered now, and why not (for /readyz)."""

    index: bool  # the index is open and the embedder loaded
    embedder: str | None  # its name, once loaded
    index_error: str | None  # the vector store could not be reached (retried meanwhile)


def get_readiness(state: StateDep) -> Readiness:
    ready = state.ready and state.assistant is not None
    embedder = state.settings.embedder if ready else None
    return Readiness(ready, embedder, state.index_error)


ReadinessDep = Annotated[Readiness, Depends(get_readiness)]


async def get_llm_status(state: StateDep) -> str:
    """The answerer's state for /readyz: the configured answerer's name when no LLM is
    configured ("rulings"), else "failing" (its circuit breaker is open), "in-process" (a
    chat model handed in), or whether its server answers ("reachable"/"unreachable",
    probed at most every `llm_probe_ttl_s`)."""
    assistant = state.assistant
    if assistant is None:
        return state.settings.answerer
    llm = assistant.llm
    if llm is None:
        return assistant.answerer.name
    if llm.breaker.is_open:
        return "failing"  # recent calls failed; a trial call after the cooldown re-closes it
    # The assistant's own settings name the server it talks to (tests hand one in).
    settings = assistant.settings
    if not settings.llm_base_url:
        return "in-process"  # a chat model handed in directly (tests, local llama-cpp)
    cached = state.llm_probe
    if cached and time.monotonic() - cached[0] < state.llm_probe_ttl_s:
        return cached[1]
    status = await _probe(settings.llm_base_url, settings.llm_api_key)
    state.llm_probe = (time.monotonic(), status)
    return status


async def _probe(base_url: str, api_key: str) -> str:
    # OpenAI-compatible servers (vLLM, llama-cpp server) list their models here.
    url = base_url.rstrip("/") + "/models"
    try:
        async with httpx.AsyncClient(timeout=2.0) as client:
            response = await client.get(url, headers={"Authorization": f"Bearer {api_key}"})
        return "reachable" if response.status_code < 500 else "unreachable"
    except httpx.HTTPError:
        return "unreachable"


LLMStatusDep = Annotated[str, Depends(get_llm_status)]


def client_key(request: Request) -> str:
    return request.client.host if request.client else "unknown"


async def rate_limit(request: Request, state: StateDep) -> None:
    """429 with Retry-After once a client passes RULES_RATE_LIMIT requests a minute."""
    wait = state.rate_limiter.hit(client_key(request), state.settings.rate_limit)
    if wait is not None:
        raise ApiError(
            429,
            "rate_limited",
            f"Çok fazla soru gönderildi. {wait} saniye sonra tekrar dene.",
            headers={"Retry-After": str(wait)},
        )


async def origin_guard(request: Request, settings: SettingsDep) -> None:
    """Refuse browser calls from origins outside RULES_ALLOWED_ORIGINS.

    CORS alone only stops the browser from *reading* a reply; a simple cross-site POST
    would still be answered (and cost a pipeline run). Requests without an Origin header
    (curl, server-to-server) and same-host pages pass.
    """
    origin = request.headers.get("origin")
    if origin is None or _normal(origin) in settings.allowed_origins:
        return
    if urlsplit(origin).netloc == request.headers.get("host", ""):
        return
    raise ApiError(403, "origin_not_allowed", "Bu site Kural Rehberi'ni kullanmaya yetkili değil.")


def _normal(origin: str) -> str:
    # Settings hold normalised origins; browsers already send them that way, other
    # clients may not (upper case, a default port).
    try:
        return normalize_origin(origin)
    except ValueError:
        return origin


ApiGuards = [Depends(origin_guard), Depends(rate_limit)]
