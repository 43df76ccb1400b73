"""Dependencies the routes declare. Everything comes from `app.state`, which create_app fills,
so tests swap a piece with `app.dependency_overrides[get_assistant] = ...`."""

from __future__ import annotations

from typing import Annotated
from urllib.parse import urlsplit

from fastapi import Depends, Request

from assistant.answer import Assistant
from assistant.config import Settings, normalize_origin
from web.db import FeedbackStore
from web.errors import INDEX_DOWN, ApiError
from web.limits import RateLimiter


def get_settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def get_assistant(request: Request) -> Assistant:
    assistant: Assistant | None = request.app.state.assistant
    if getattr(request.app.state, "index_error", None):
        # Start-up could not open the index (e.g. the Chroma server is down); the app
        # retries in the background and answers again once it can.
        raise ApiError(503, "index_unavailable", INDEX_DOWN, headers={"Retry-After": "30"})
    if assistant is None or not request.app.state.ready:
        raise ApiError(503, "not_ready", "Kural Rehberi hazırlanıyor, birazdan tekrar dene.")
    return assistant


def get_store(request: Request) -> FeedbackStore:
    store: FeedbackStore = request.app.state.store
    return store


SettingsDep = Annotated[Settings, Depends(get_settings)]
AssistantDep = Annotated[Assistant, Depends(get_assistant)]
StoreDep = Annotated[FeedbackStore, Depends(get_store)]


def client_key(request: Request) -> str:
    return request.client.host if request.client else "unknown"


async def rate_limit(request: Request, settings: SettingsDep) -> None:
    """429 with Retry-After once a client passes RULES_RATE_LIMIT requests a minute."""
    limiter: RateLimiter = request.app.state.rate_limiter
    wait = limiter.hit(client_key(request), settings.rate_limit)
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
