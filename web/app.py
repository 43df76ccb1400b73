"""The FastAPI application factory.

    uvicorn web.app:create_app --factory      (or: rules-assistant serve)

Importing this module is cheap: the assistant is built and its index warmed in the
lifespan, and reaches the routes through dependencies (web.deps), so tests hand in their
own Settings/Assistant or override the dependencies.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import anyio
from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.staticfiles import StaticFiles

from assistant.answer import Assistant
from assistant.config import Settings, load_settings
from assistant.errors import ConfigError, IndexUnavailable
from storage.staff_rulings import StaffRulingStore
from web.db import FeedbackStore, StorageError
from web.errors import install_error_handlers
from web.limits import BodyLimitMiddleware, RateLimiter
from web.routes import api, calc, health, pages, rulings, staff
from web.state import AppState, app_state, attach_state

log = logging.getLogger(__name__)

STATIC_DIR = Path(__file__).parent / "static"


async def _warm_up(state: AppState) -> bool:
    """Open the index (ingesting if needed); False, with state.index_error set and one
    clear log line, when the vector store cannot be reached."""
    assert state.assistant is not None
    try:
        # In a thread so the server's own loop stays responsive (healthz answers during
        # a long first ingest).
        await anyio.to_thread.run_sync(state.assistant.warm_up)
    except IndexUnavailable as exc:
        if not state.index_error:
            log.error("vector index unavailable, answering 503 until it returns: %s", exc)
        state.index_error = str(exc)
        return False
    if state.index_error:
        log.warning("vector index reachable again: answering questions")
    state.index_error = None
    state.ready = True
    return True


async def _retry_warm_up(state: AppState) -> None:
    while not await _warm_up(state):
        await anyio.sleep(state.index_retry_s)


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    state = app_state(app)
    if state.assistant is None:
        from assistant.service import build_assistant  # heavy imports only when serving

        state.assistant = build_assistant(state.settings)
    try:
        await anyio.to_thread.run_sync(state.store.init)
    except StorageError as exc:
        # Answers do not need the database: serve them, refuse feedback with 503.
        log.error("feedback database unavailable, answering without storing: %s", exc)
    # The staff rulings live in the same database (web/routes/rulings.py).
    state.assistant.use_staff_rulings(StaffRulingStore(engine=lambda: state.store.engine))
    retry: asyncio.Task[None] | None = None
    if await _warm_up(state):
        log.info("Kural Rehberi ready: %d games", len(state.assistant.games))
    else:
        retry = asyncio.create_task(_retry_warm_up(state))
    yield
    state.ready = False
    if retry is not None:
        retry.cancel()
    state.store.close()


def _settings_or_exit() -> Settings:
    """Settings from the environment; bad ones end the process with one line each (uvicorn
    calls the factory: a traceback here would be 100 lines about pydantic)."""
    try:
        return load_settings()
    except ConfigError as exc:
        for line in exc.lines:
            log.error("config error: %s", line)
        raise SystemExit(2) from None


def create_app(settings: Settings | None = None, assistant: Assistant | None = None) -> FastAPI:
    settings = settings or _settings_or_exit()
    app = FastAPI(
        title="Kural Rehberi",
        version="1.0",
        description="Kutu oyunu kuralları için kaynak gösteren Türkçe asistan.",
        lifespan=lifespan,
    )
    attach_state(
        app,
        AppState(
            settings=settings,
            store=FeedbackStore(settings.database_url),
            rate_limiter=RateLimiter(),
            assistant=assistant,
        ),
    )

    install_error_handlers(app)
    app.add_middleware(BodyLimitMiddleware)
    if settings.allowed_origins:
        # Added last so it is outermost: 413/429/4xx replies carry CORS headers too, and
        # the widget on an allowed store page can show their Turkish message.
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(settings.allowed_origins),
            allow_methods=["GET", "POST"],
            allow_headers=["Content-Type"],
            expose_headers=["Retry-After"],
            max_age=600,
        )

    for module in (api, calc, health, pages, staff, rulings):
        app.include_router(module.router)
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    return app
