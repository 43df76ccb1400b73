"""Liveness and readiness probes for the load balancer / orchestrator."""

from __future__ import annotations

import time
from typing import Any

import httpx
from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from assistant.config import Settings
from web.deps import SettingsDep

router = APIRouter(tags=["health"])

_PROBE_TTL_S = 10.0  # readiness is polled every few seconds; do not hit the LLM each time


@router.get("/healthz", summary="Süreç ayakta mı")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/readyz", summary="Dizin yüklü, gömücü hazır, LLM erişilebilir ya da çıkarımsal")
async def readyz(request: Request, settings: SettingsDep) -> JSONResponse:
    state = request.app.state
    checks: dict[str, Any] = {
        "index": bool(state.ready),
        "embedder": settings.embedder if state.ready else False,
        "database": await run_in_threadpool(state.store.ping),
        "llm": await _llm_status(request, settings),
    }
    ok = checks["index"] and checks["database"] and checks["llm"] != "unreachable"
    body = {"status": "ready" if ok else "not_ready", "checks": checks}
    return JSONResponse(body, status_code=200 if ok else 503)


async def _llm_status(request: Request, settings: Settings) -> str:
    assistant = request.app.state.assistant
    if assistant is None or assistant.llm is None:
        return "extractive"
    if not settings.llm_base_url:
        return "in-process"  # a chat model handed in directly (tests, local llama-cpp)
    cached = getattr(request.app.state, "llm_probe", None)
    if cached and time.monotonic() - cached[0] < _PROBE_TTL_S:
        return str(cached[1])
    status = await _probe(settings.llm_base_url, settings.llm_api_key)
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
