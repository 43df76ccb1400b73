"""Customer pages: the catalogue, the product-page demo with its chat, and /widget.js.

The ask forms are plain POST forms rendered on the server, so they work without
JavaScript; with JavaScript the same page also loads the widget.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import FileResponse, HTMLResponse, Response
from starlette.concurrency import run_in_threadpool

from assistant.errors import IndexUnavailable, QuestionError, UnknownGameError
from web.asking import answer_and_record
from web.deps import AssistantDep, SettingsDep, StoreDep, origin_guard, rate_limit
from web.errors import INDEX_DOWN
from web.templating import TEMPLATE_DIR, read_form, templates

log = logging.getLogger(__name__)
router = APIRouter(include_in_schema=False)

STATIC_DIR = TEMPLATE_DIR.parent / "static"
WIDGET_JS = STATIC_DIR / "widget.js"
FAVICON = STATIC_DIR / "favicon.ico"  # drawn by tools/make_favicon.py
_POST_GUARDS = [Depends(origin_guard), Depends(rate_limit)]


@router.get("/", response_class=HTMLResponse)
async def catalogue(request: Request, assistant: AssistantDep) -> HTMLResponse:
    return templates.TemplateResponse(request, "index.html", {"games": assistant.games})


@router.post("/", response_class=HTMLResponse, dependencies=_POST_GUARDS)
async def catalogue_ask(request: Request, assistant: AssistantDep, store: StoreDep) -> HTMLResponse:
    form = await read_form(request)
    game = form.get("game") or None
    context, status = await _ask(assistant, store, form.get("question", ""), game)
    context["games"] = assistant.games
    return templates.TemplateResponse(request, "index.html", context, status_code=status)


@router.get("/oyun/{slug}", response_class=HTMLResponse)
async def product_page(request: Request, slug: str, assistant: AssistantDep) -> HTMLResponse:
    game = assistant.games.get(slug)
    if game is None:
        return _no_such_game(request, assistant.games)
    return templates.TemplateResponse(request, "game.html", {"game": game})


@router.post("/oyun/{slug}", response_class=HTMLResponse, dependencies=_POST_GUARDS)
async def product_page_ask(
    request: Request, slug: str, assistant: AssistantDep, store: StoreDep
) -> HTMLResponse:
    game = assistant.games.get(slug)
    if game is None:
        return _no_such_game(request, assistant.games)
    form = await read_form(request)
    context, status = await _ask(assistant, store, form.get("question", ""), slug)
    context["game"] = game
    return templates.TemplateResponse(request, "game.html", context, status_code=status)


@router.get("/widget.js")
async def widget_js(settings: SettingsDep) -> Response:
    # Short cache: store pages pick up a new widget within minutes of a deploy.
    headers = {"Cache-Control": "public, max-age=300"}
    return Response(
        widget_source(settings.max_question_chars),
        media_type="text/javascript; charset=utf-8",
        headers=headers,
    )


@lru_cache(maxsize=4)
def widget_source(max_question_chars: int) -> str:
    """widget.js with this server's question limit, so the widget can say "too long"
    before sending instead of after (the server checks again anyway)."""
    source = WIDGET_JS.read_text(encoding="utf-8")
    source = source.replace(WIDGET_MAX_LINE, f"var MAX_CHARS = {int(max_question_chars)};", 1)
    return compact(source)


def compact(source: str) -> str:
    """widget.js as sent: without its indentation and its whole-line `//` comments (the
    file stays readable; store pages load a smaller script). The widget has no multi-line
    strings or template literals, so no line's content changes."""
    lines = (line.strip() for line in source.splitlines())
    return "\n".join(line for line in lines if line and not line.startswith("//")) + "\n"


WIDGET_MAX_LINE = "var MAX_CHARS = 2000;"


@router.get("/favicon.ico")
async def favicon() -> FileResponse:
    headers = {"Cache-Control": "public, max-age=86400"}
    return FileResponse(FAVICON, media_type="image/x-icon", headers=headers)


async def _ask(
    assistant: AssistantDep, store: StoreDep, question: str, game: str | None
) -> tuple[dict[str, Any], int]:
    """(template context, status): the answer, or the Turkish error shown above the form."""
    context: dict[str, Any] = {"question": question, "selected": game}
    try:
        context["answer"] = await run_in_threadpool(
            answer_and_record, assistant, store, question, game
        )
        return context, 200
    except QuestionError as exc:
        context["error"] = str(exc)
        return context, exc.status
    except UnknownGameError as exc:
        context["error"] = str(exc)
        return context, 404
    except IndexUnavailable as exc:
        log.error("vector index unavailable on a page ask: %s", exc)
        context["error"] = INDEX_DOWN
        return context, 503


def _no_such_game(request: Request, games: dict[str, Any]) -> HTMLResponse:
    context = {"games": games, "error": "Bu oyun katalogda yok."}
    return templates.TemplateResponse(request, "index.html", context, status_code=404)
