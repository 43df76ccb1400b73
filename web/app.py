"""The FastAPI application factory.

    uvicorn web.app:create_app --factory      (or: rules-assistant serve)

Importing this module is cheap: the assistant is built and its index warmed in the
lifespan, and reaches the routes through dependencies (web.deps), so tests hand in their
own Settings/Assistant or override the dependencies.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import anyio
from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.staticfiles import StaticFiles

from assistant.answer import Assistant
from assistant.config import Settings
from web.db import FeedbackStore
from web.errors import install_error_handlers
from web.limits import BodyLimitMiddleware, RateLimiter
from web.routes import api, calc, health, pages, staff

log = logging.getLogger(__name__)

STATIC_DIR = Path(__file__).parent / "static"


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    state = app.state
    if state.assistant is None:
        from assistant.service import build_assistant  # heavy imports only when serving

        state.assistant = build_assistant(state.settings)
    # Ingest/open the index and load the embedder before taking traffic; in a thread so
    # the server's own loop stays responsive (healthz answers during a long first ingest).
    await anyio.to_thread.run_sync(state.assistant.warm_up)
    await anyio.to_thread.run_sync(state.store.init)
    state.ready = True
    log.info("Kural Rehberi ready: %d games", len(state.assistant.games))
    yield
    state.ready = False


def create_app(settings: Settings | None = None, assistant: Assistant | None = None) -> FastAPI:
    settings = settings or Settings()
    app = FastAPI(
        title="Kural Rehberi",
        version="1.0",
        description="Kutu oyunu kuralları için kaynak gösteren Türkçe asistan.",
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.assistant = assistant
    app.state.ready = False
    app.state.store = FeedbackStore(settings.database_url)
    app.state.rate_limiter = RateLimiter()

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

    for module in (api, calc, health, pages, staff):
        app.include_router(module.router)
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    return app
