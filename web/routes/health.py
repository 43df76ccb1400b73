"""Liveness and readiness probes for the load balancer / orchestrator."""

from __future__ import annotations

import time
from typing import Any

import httpx
from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from assistant.config import Settings
from web.db import FeedbackStore
from web.deps import SettingsDep

router = APIRouter(tags=["health"])

_PROBE_TTL_S = 10.0  # readiness is polled every few seconds; do not hit the LLM each time


@router.get("/healthz", summary="Süreç ayakta mı")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/readyz", summary="Dizin yüklü, gömücü hazır, LLM erişilebilir ya da çıkarımsal")
async def readyz(request: Request, settings: SettingsDep) -> JSONResponse:
    """`ready` (200), `degraded` (200: answers still work, from the rule text alone or
    without storing feedback) or `not_ready` (503: no index, take this replica out)."""
    state = request.app.state
    checks: dict[str, Any] = {
        "index": bool(state.ready),
        "embedder": settings.embedder if state.ready else False,
        "database": await _database_status(state.store),
        "llm": await _llm_status(request, settings),
    }
    notes = _degradations(checks)
    if not checks["index"]:
        status = "not_ready"
        if state.index_error:
            notes.append("vector index unreachable: questions get 503 until it returns")
    else:
        status = "degraded" if notes else "ready"
    body: dict[str, Any] = {"status": status, "checks": checks}
    if notes:
        body["degraded"] = notes
    return JSONResponse(body, status_code=503 if status == "not_ready" else 200)


async def _database_status(store: FeedbackStore) -> bool | str:
    readable = await run_in_threadpool(store.ping)
    if readable and not store.writable:
        return "read-only"  # the last write failed (disk full or read-only)
    return readable


def _degradations(checks: dict[str, Any]) -> list[str]:
    notes = []
    if checks["database"] is not True:
        notes.append("feedback database not writable: answers are served, votes get 503")
    if checks["llm"] in {"unreachable", "failing"}:
        notes.append("LLM unavailable: answers come from the extractive answerer")
    return notes


async def _llm_status(request: Request, settings: Settings) -> str:
    assistant = request.app.state.assistant
    if assistant is None or assistant.llm is None:
        return "extractive"
    breaker = getattr(assistant.llm, "breaker", None)
    if breaker is not None and breaker.is_open:
        return "failing"  # recent calls failed; a trial call after the cooldown re-closes it
    # The assistant's own settings name the server it talks to (tests hand one in).
    llm_settings: Settings = getattr(assistant, "settings", settings)
    if not llm_settings.llm_base_url:
        return "in-process"  # a chat model handed in directly (tests, local llama-cpp)
    cached = getattr(request.app.state, "llm_probe", None)
    ttl = getattr(request.app.state, "llm_probe_ttl_s", _PROBE_TTL_S)
    if cached and time.monotonic() - cached[0] < ttl:
        return str(cached[1])
    status = await _probe(llm_settings.llm_base_url, llm_settings.llm_api_key)
    request.app.state.llm_probe = (time.monotonic(), status)
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
