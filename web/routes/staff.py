"""The staff console (/personel) and its JSON API (/api/v1/staff/…), behind RULES_STAFF_TOKEN.

Staff see what customers do not: every retrieved chunk with its BM25, dense and fused
scores, the gate decision, each check's trail, the calculators, and the answers customers
voted down.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request, Response
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse
from starlette.concurrency import run_in_threadpool

from assistant.answer import Assistant
from assistant.errors import IndexUnavailable, QuestionError, UnknownGameError
from web.asking import answer_and_record
from web.calculators import ConsoleCalc, console_calc, run_in_console
from web.db import StorageError
from web.deps import ApiGuards, AssistantDep, SettingsDep, StoreDep, rate_limit
from web.errors import ERROR_RESPONSES, INDEX_DOWN
from web.schemas import AskRequest
from web.staff_auth import (
    COOKIE,
    StaffApi,
    console_gate,
    set_session,
    token_matches,
)
from web.templating import read_form, templates

router = APIRouter()
api = APIRouter(
    prefix="/api/v1/staff", tags=["staff"], dependencies=ApiGuards, responses=ERROR_RESPONSES
)


# -- pages -------------------------------------------------------------------------------------
def _calc_section(
    assistant: Assistant, game: str | None = None, calculator_id: str | None = None
) -> ConsoleCalc:
    titles = {slug: g.title_tr for slug, g in assistant.games.items()}
    return console_calc(titles, game, calculator_id)


async def _console(
    request: Request,
    assistant: Assistant,
    store: StoreDep,
    status: int = 200,
    **context: Any,
) -> HTMLResponse:
    context["games"] = assistant.games
    context.setdefault("calc", _calc_section(assistant))
    try:
        context["down_votes"] = await run_in_threadpool(store.latest_down_votes, 20)
    except StorageError:
        context["down_votes"] = []  # the console still asks and calculates without its DB
    return templates.TemplateResponse(request, "staff.html", context, status_code=status)


@router.get("/personel", response_class=HTMLResponse, include_in_schema=False)
async def console(
    request: Request,
    settings: SettingsDep,
    store: StoreDep,
    assistant: AssistantDep,
    token: Annotated[str | None, Query(max_length=500)] = None,
    hesap_oyun: Annotated[str | None, Query(max_length=60)] = None,
    hesap: Annotated[str | None, Query(max_length=60)] = None,
) -> Response:
    """The console; `hesap_oyun` and `hesap` pick the calculator section's game and
    calculator (plain GET forms, so the console needs no JavaScript)."""
    if token is not None:
        return _login(request, settings, token)
    calc = _calc_section(assistant, hesap_oyun, hesap)
    return console_gate(request, settings) or await _console(request, assistant, store, calc=calc)


@router.post("/personel/giris", include_in_schema=False, dependencies=[Depends(rate_limit)])
async def login(request: Request, settings: SettingsDep) -> Response:
    form = await read_form(request)
    return _login(request, settings, form.get("token", ""))


def _login(request: Request, settings: SettingsDep, given: str) -> Response:
    """Check a typed-in token; on success set the session cookie and drop the token from
    the URL (redirect), so it does not linger in the history or the access log."""
    token = settings.staff_token
    if not token:
        return templates.TemplateResponse(request, "staff_disabled.html", status_code=503)
    if not token_matches(given, token):
        ctx = {"error": "Anahtar geçersiz."}
        return templates.TemplateResponse(request, "staff_login.html", ctx, status_code=401)
    response = RedirectResponse("/personel", status_code=303)
    set_session(response, request, token)
    return response


@router.post("/personel/cikis", include_in_schema=False)
async def logout() -> Response:
    response = RedirectResponse("/personel", status_code=303)
    response.delete_cookie(COOKIE, path="/")
    return response


@router.post("/personel/sor", response_class=HTMLResponse, include_in_schema=False)
async def console_ask(
    request: Request, settings: SettingsDep, assistant: AssistantDep, store: StoreDep
) -> Response:
    if (gate := console_gate(request, settings)) is not None:
        return gate
    form = await read_form(request)
    question, game = form.get("question", ""), form.get("game") or None
    try:
        answer = await run_in_threadpool(
            answer_and_record, assistant, store, question, game, include_trace=True
        )
    except (QuestionError, UnknownGameError) as exc:
        status = exc.status if isinstance(exc, QuestionError) else 404
        return await _console(request, assistant, store, status, question=question, error=str(exc))
    except IndexUnavailable:
        return await _console(request, assistant, store, 503, question=question, error=INDEX_DOWN)
    return await _console(
        request, assistant, store, question=question, selected=game, answer=answer
    )


@router.post(
    "/personel/hesap/{calculator_id}", response_class=HTMLResponse, include_in_schema=False
)
async def console_calculate(
    request: Request,
    calculator_id: str,
    settings: SettingsDep,
    store: StoreDep,
    assistant: AssistantDep,
) -> Response:
    if (gate := console_gate(request, settings)) is not None:
        return gate
    calc = _calc_section(assistant, None, calculator_id)
    if calc.calculator is None:
        calc.error = "Böyle bir hesaplayıcı yok."
        return await _console(request, assistant, store, 404, calc=calc)
    run_in_console(calc, await read_form(request))
    status = 422 if calc.error else 200
    return await _console(request, assistant, store, status, calc=calc)


# -- JSON API ------------------------------------------------------------------------------------
@api.post("/ask", summary="Tam izle cevapla (puanlar, kapı kararı, denetimler)")
async def staff_ask(
    body: AskRequest,
    assistant: AssistantDep,
    store: StoreDep,
    _: StaffApi,
) -> JSONResponse:
    history = [t.model_dump() for t in body.history]
    payload = await run_in_threadpool(
        answer_and_record, assistant, store, body.question, body.game, history, include_trace=True
    )
    return JSONResponse(payload)


@api.get("/feedback", summary="Son olumsuz oylanan cevaplar")
async def staff_feedback(
    store: StoreDep,
    _: StaffApi,
    limit: Annotated[int, Query(ge=1, le=200)] = 20,
) -> list[dict[str, Any]]:
    return await run_in_threadpool(store.latest_down_votes, limit)


router.include_router(api)
