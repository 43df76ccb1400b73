"""Liveness and readiness probes for the load balancer / orchestrator."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from web.db import FeedbackStore
from web.deps import LLMStatusDep, ReadinessDep, StoreDep

router = APIRouter(tags=["health"])


@router.get("/healthz", summary="Süreç ayakta mı")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/readyz", summary="Dizin yüklü, gömücü hazır, LLM erişilebilir ya da yerleşik")
async def readyz(readiness: ReadinessDep, store: StoreDep, llm: LLMStatusDep) -> JSONResponse:
    """`ready` (200), `degraded` (200: answers still work, from the rule text alone or
    without storing feedback) or `not_ready` (503: no index, take this replica out).
    `checks.llm` is the configured answerer's name when no LLM is configured."""
    checks: dict[str, Any] = {
        "index": readiness.index,
        "embedder": readiness.embedder or False,
        "database": await _database_status(store),
        "llm": llm,
    }
    notes = _degradations(checks)
    if not readiness.index:
        status = "not_ready"
        if readiness.index_error:
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
        notes.append("LLM unavailable: answers come from the embedded answerer")
    return notes
