"""Abuse limits: request body size (ASGI middleware) and requests per minute per client.

Both are plain code rather than a library: they are small, and the 413/429 bodies must use
the API's Turkish error shape.
"""

from __future__ import annotations

import html
import math
import threading
import time
from collections import deque
from collections.abc import Callable

from starlette.responses import HTMLResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from web.errors import error_response

MAX_BODY_BYTES = 16 * 1024
_BODY_METHODS = {"POST", "PUT", "PATCH"}
TOO_LARGE = "İstek çok büyük: gövde en fazla 16 KB olabilir."


class BodyLimitMiddleware:
    """Refuse request bodies over `max_bytes` with 413 before any route parses them.

    A declared Content-Length is checked up front; a chunked body is read (at most
    `max_bytes` + 1 bytes, so memory stays bounded) and replayed to the app.
    """

    def __init__(self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in _BODY_METHODS:
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None and declared > self.max_bytes:
            await self._refuse(scope, receive, send)
            return
        body = bytearray()
        more = True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body.extend(message.get("body", b""))
            more = message.get("more_body", False)
            if len(body) > self.max_bytes:
                await self._refuse(scope, receive, send)
                return
        await self.app(scope, _replay(bytes(body), receive), send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        response: Response = error_response(413, "body_too_large", TOO_LARGE)
        if not str(scope.get("path", "")).startswith("/api/"):
            # A page's form (a question pasted many times over): a page, not JSON, that
            # says what happened and leads back to the form.
            response = HTMLResponse(_too_large_page(str(scope.get("path", "/"))), status_code=413)
        await response(scope, receive, send)


def _too_large_page(path: str) -> str:
    back = html.escape(path if path.startswith("/") and not path.startswith("//") else "/")
    return (
        '<!doctype html><html lang="tr"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        "<title>Soru çok uzun — Kural Rehberi</title>"
        '<link rel="stylesheet" href="/static/site.css"></head><body><main id="icerik">'
        '<h1>Soru çok uzun</h1><p class="error" role="alert">Gönderdiğin metin 16 KB\'tan '
        "büyük, bu yüzden okunmadı. Lütfen sorunu kısaltıp tekrar sor.</p>"
        f'<p><a href="{back}">Forma dön</a></p></main></body></html>'
    )


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


def _replay(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        # After the body, pass through so disconnects still reach streaming responses.
        return await receive()

    return replay


class RateLimiter:
    """Sliding one-minute window per client key.

    The counts live in this process's memory, which is right for one replica. With several
    replicas behind a load balancer each keeps its own window (a client gets up to N times
    the limit); a shared store (Redis, the database) or the balancer itself would then
    enforce it. The key is the client host as the server sees it: behind a proxy run
    uvicorn with --proxy-headers so that is the real client, not the proxy.
    """

    WINDOW_S = 60.0

    def __init__(self, clock: Callable[[], float] | None = None) -> None:
        self._hits: dict[str, deque[float]] = {}
        self._lock = threading.Lock()
        self._clock = clock or time.monotonic
        self._last_sweep = self._clock()

    def hit(self, key: str, limit: int) -> int | None:
        """Record one request; None when allowed, else seconds until the next is allowed."""
        now = self._clock()
        with self._lock:
            self._sweep(now)
            hits = self._hits.setdefault(key, deque())
            while hits and hits[0] <= now - self.WINDOW_S:
                hits.popleft()
            if len(hits) >= limit:
                return max(1, math.ceil(hits[0] + self.WINDOW_S - now))
            hits.append(now)
            return None

    def _sweep(self, now: float) -> None:
        # Drop idle clients now and then so the table does not grow without bound.
        if now - self._last_sweep < self.WINDOW_S:
            return
        self._last_sweep = now
        stale = [k for k, v in self._hits.items() if not v or v[-1] <= now - self.WINDOW_S]
        for key in stale:
            del self._hits[key]
