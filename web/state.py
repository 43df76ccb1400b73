"""What the app holds between requests, as one typed object.

create_app builds an `AppState` and puts it on `app.state`; everything else (the lifespan,
the dependencies in web.deps, tests) reads it through `app_state(app)`, so no code reads an
untyped attribute of Starlette's `State` or guesses one with `getattr`.
"""

from __future__ import annotations

from dataclasses import dataclass

from starlette.applications import Starlette

from assistant.answer import Assistant
from assistant.config import Settings
from web.db import FeedbackStore
from web.limits import RateLimiter

INDEX_RETRY_S = 10.0  # how often a start-up that found no index tries again
LLM_PROBE_TTL_S = 10.0  # readiness is polled every few seconds; do not hit the LLM each time


@dataclass
class AppState:
    settings: Settings
    store: FeedbackStore
    rate_limiter: RateLimiter
    # Built in the lifespan unless a test hands one in.
    assistant: Assistant | None = None
    ready: bool = False  # the index is open and the embedder loaded
    index_error: str | None = None  # why the index could not be opened (retried meanwhile)
    index_retry_s: float = INDEX_RETRY_S
    llm_probe_ttl_s: float = LLM_PROBE_TTL_S
    llm_probe: tuple[float, str] | None = None  # (monotonic time, status) of the last probe


def attach_state(app: Starlette, state: AppState) -> AppState:
    app.state.kural_rehberi = state
    return state


def app_state(app: object) -> AppState:
    """The AppState of an app built by create_app (the one accessor; routes declare
    web.deps.StateDep, tests pass `client.app`)."""
    state = app.state.kural_rehberi if isinstance(app, Starlette) else None
    if not isinstance(state, AppState):
        raise TypeError(f"not an app built by web.app.create_app: {app!r}")
    return state
