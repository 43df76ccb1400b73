"""Staff rulings in the console (/personel/kararlar) and the API (/api/v1/rulings), behind
RULES_STAFF_TOKEN (docs/RULINGS.md, "Staff rulings").

A ruling is written for a voted-down answer (or any question): the console asks the
question again to show the sentences of the rule text it retrieved as checkboxes, staff
pick the quotes (or none: a dated store decision), write the answer and the asks, and
save. The assistant answers from it from the next question on, in every process on the
same database (assistant/staff_rulings.py). Edits name the version they started from; a
stale one gets 409 and changes nothing.
"""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import parse_qs

from fastapi import APIRouter, Path, Query, Request, Response
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse
from pydantic import BaseModel, ConfigDict, Field
from starlette.concurrency import run_in_threadpool

from assistant.answer import Assistant
from assistant.errors import (
    IndexUnavailable,
    QuestionError,
    StaffRulingConflict,
    StaffRulingInvalid,
    StaffRulingNotFound,
    StaffRulingsUnavailable,
    UnknownGameError,
)
from assistant.staff_rulings import (
    MAX_ASKS,
    StaffRuling,
    StaffRulingDraft,
    StaffRulings,
    candidate_quotes,
)
from web.db import StorageError
from web.deps import ApiGuards, AssistantDep, SettingsDep, StoreDep
from web.errors import ERROR_RESPONSES, ApiError, ErrorBody
from web.staff_auth import StaffApi, console_gate
from web.templating import templates

RULINGS_DOWN = (
    "Mağaza kararlarının veritabanına şu an ulaşılamıyor; karar kaydedilemiyor ve "
    "listelenemiyor. Müşterilere cevaplar verilmeye devam ediyor. Biraz sonra tekrar dene."
)
NO_RULINGS = "Mağaza kararları bu sunucuda kullanılamıyor."

router = APIRouter()
api = APIRouter(
    prefix="/api/v1/rulings",
    tags=["staff"],
    dependencies=ApiGuards,
    responses={
        **ERROR_RESPONSES,
        401: {"model": ErrorBody, "description": "Personel anahtarı eksik ya da yanlış"},
        409: {"model": ErrorBody, "description": "Karar bu sürümden sonra değişmiş (kaydedilmedi)"},
    },
)


# -- shared ------------------------------------------------------------------------------------
def _staff_rulings(assistant: Assistant) -> StaffRulings:
    if assistant.staff is None:
        raise ApiError(503, "rulings_unavailable", NO_RULINGS)
    return assistant.staff


MAX_ID = 2**31 - 1  # an INTEGER column on both databases
RulingId = Annotated[int, Path(ge=1, le=MAX_ID, description="Kararın numarası")]


def _api_error(exc: Exception) -> ApiError:
    if isinstance(exc, StaffRulingInvalid):
        return ApiError(422, "invalid_field", exc.message)
    if isinstance(exc, StaffRulingNotFound):
        return ApiError(404, "ruling_not_found", str(exc))
    if isinstance(exc, StaffRulingConflict):
        return ApiError(409, "version_conflict", str(exc))
    if isinstance(exc, StaffRulingsUnavailable):
        return ApiError(503, "rulings_unavailable", RULINGS_DOWN, {"Retry-After": "30"})
    raise exc


async def _call(work: Any, *args: Any) -> Any:
    try:
        return await run_in_threadpool(work, *args)
    except (StaffRulingInvalid, StaffRulingNotFound, StaffRulingConflict, StaffRulingsUnavailable) as exc:  # fmt: skip
        raise _api_error(exc) from exc


# -- JSON API ----------------------------------------------------------------------------------
class QuoteIn(BaseModel):
    """A quote as GET returns it; only `text` is read (the rest is found from the corpus)."""

    model_config = ConfigDict(extra="ignore")
    text: str


class RulingIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str = Field(description="Oyun: hoth, hive, alhambra, gloomhaven-jotl")
    asks: list[str] = Field(description=f"Müşterinin soruş biçimleri, 1 ila {MAX_ASKS}")
    answer: str = Field(description="Cevap (en fazla 500 karakter)")
    quotes: list[str | QuoteIn] = Field(
        default_factory=list,
        description="Kural metninden birebir cümleler; boşsa tarihli mağaza kararı",
    )
    question: str | None = Field(None, description="Kararın yazıldığı müşteri sorusu")
    answer_id: str | None = Field(None, description="Kararın yazıldığı (olumsuz oylanan) cevap")
    # What GET returns besides: accepted, so a client can send a ruling back as it got it.
    id: int | None = None
    ruling: str | None = None
    verdict: str | None = None
    store_decision: bool | None = None
    shown_text: str | None = None
    created_at: float | None = None
    updated_at: float | None = None
    decided_on: str | None = None

    def draft(self) -> StaffRulingDraft:
        quotes = tuple(q if isinstance(q, str) else q.text for q in self.quotes)
        return StaffRulingDraft(
            self.game, tuple(self.asks), self.answer, quotes, self.question, self.answer_id
        )


class RulingEdit(RulingIn):
    version: int = Field(
        ge=1, le=2**31 - 1, description="Düzenlemenin başladığı sürüm (GET'teki version)"
    )


@api.get("", summary="Mağaza kararları (en son değişen önce)")
async def list_rulings(
    assistant: AssistantDep,
    _: StaffApi,
    game: Annotated[str | None, Query(max_length=64)] = None,
) -> list[dict[str, Any]]:
    if game is not None and game not in assistant.games:
        known = ", ".join(assistant.games)
        raise ApiError(422, "invalid_field", f"Oyun (game) bilinmiyor: '{game}'. Kayıtlı oyunlar: {known}.")  # fmt: skip
    found: list[StaffRuling] = await _call(_staff_rulings(assistant).stored, game)
    return [r.to_dict() for r in found]


@api.post("", status_code=201, summary="Mağaza kararı yaz")
async def create_ruling(body: RulingIn, assistant: AssistantDep, _: StaffApi) -> JSONResponse:
    saved: StaffRuling = await _call(_staff_rulings(assistant).create, body.draft())
    headers = {"Location": f"/api/v1/rulings/{saved.id}"}
    return JSONResponse(saved.to_dict(), status_code=201, headers=headers)


@api.get("/{ruling_id}", summary="Bir mağaza kararı")
async def get_ruling(ruling_id: RulingId, assistant: AssistantDep, _: StaffApi) -> dict[str, Any]:
    found: StaffRuling = await _call(_staff_rulings(assistant).get, ruling_id)
    return found.to_dict()


@api.put("/{ruling_id}", summary="Mağaza kararını düzenle (sürüm tutmazsa 409)")
async def update_ruling(
    ruling_id: RulingId, body: RulingEdit, assistant: AssistantDep, _: StaffApi
) -> dict[str, Any]:
    staff = _staff_rulings(assistant)
    saved: StaffRuling = await _call(staff.update, ruling_id, body.version, body.draft())
    return saved.to_dict()


@api.delete("/{ruling_id}", summary="Mağaza kararını sil (version verilirse ve tutmazsa 409)")
async def delete_ruling(
    ruling_id: RulingId,
    assistant: AssistantDep,
    _: StaffApi,
    version: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
) -> dict[str, Any]:
    gone: StaffRuling = await _call(_staff_rulings(assistant).delete, ruling_id, version)
    return {"deleted": gone.to_dict()}


# -- console pages -----------------------------------------------------------------------------
async def _fields(request: Request) -> dict[str, list[str]]:
    """A form post's fields with every value (the quote checkboxes repeat one name)."""
    body = (await request.body()).decode("utf-8", errors="replace")
    return parse_qs(body, keep_blank_values=True, max_num_fields=200)


def _first(fields: dict[str, list[str]], name: str) -> str:
    values = fields.get(name) or [""]
    return values[0]


def _asks(text: str) -> tuple[str, ...]:
    return tuple(line.strip() for line in text.splitlines() if line.strip())


def _version(fields: dict[str, list[str]]) -> int:
    try:
        return max(1, int(_first(fields, "version")))
    except ValueError:
        return 1


async def _list_page(
    request: Request, assistant: Assistant, status: int = 200, **context: Any
) -> HTMLResponse:
    staff = assistant.staff
    context.setdefault("games", assistant.games)
    try:
        context["rulings"] = await run_in_threadpool(staff.stored) if staff else []
    except StaffRulingsUnavailable:
        context["rulings"], context["down"], status = [], RULINGS_DOWN, 503
    context["stats"] = staff.stats if staff else None
    return templates.TemplateResponse(request, "staff_rulings.html", context, status_code=status)


async def _form_page(
    request: Request,
    assistant: Assistant,
    *,
    status: int = 200,
    question: str,
    game: str | None,
    ruling: StaffRuling | None = None,
    values: dict[str, Any] | None = None,
    **context: Any,
) -> HTMLResponse:
    """The ruling form: the question asked again for its rule text (the quote boxes)."""
    candidates: list[Any] = []
    notice = None
    if question.strip():
        try:
            answer = await run_in_threadpool(assistant.ask, question, game)
            candidates = candidate_quotes(answer.trace)
            game = game or answer.game
            context.setdefault("answer", answer)
        except (QuestionError, UnknownGameError) as exc:
            notice = f"Soru yeniden sorulamadı: {exc}"
        except IndexUnavailable:
            notice = "Kural dizinine şu an ulaşılamıyor: alıntı seçenekleri gösterilemiyor."
    if values is None:
        values = {
            "game": ruling.game if ruling else game or "",
            # One line per ask: a question typed over several lines is one ask.
            "asks": "\n".join(ruling.asks) if ruling else " ".join(question.split()),
            "answer": ruling.answer if ruling else "",
            "quotes": [q["text"] for q in ruling.quotes] if ruling else [],
            "question": ruling.question if ruling and ruling.question else question,
            "answer_id": ruling.answer_id if ruling else context.pop("answer_id", None),
            "version": ruling.version if ruling else None,
        }
    offered = {s for _, group in candidates for s in group}
    context.update(
        games=assistant.games,
        ruling=ruling,
        values=values,
        candidates=candidates,
        extra_quotes=[q for q in values["quotes"] if q not in offered],
        notice=notice,
        max_asks=MAX_ASKS,
    )
    return templates.TemplateResponse(
        request, "staff_ruling_form.html", context, status_code=status
    )


def _draft(fields: dict[str, list[str]]) -> tuple[StaffRulingDraft, dict[str, Any]]:
    """What the form sent, as a draft and as the form's values (to show it again)."""
    game, asks, answer = _first(fields, "game"), _first(fields, "asks"), _first(fields, "answer")
    quotes = [q for q in fields.get("quote", []) if q.strip()]
    question, answer_id = _first(fields, "question"), _first(fields, "answer_id") or None
    draft = StaffRulingDraft(game, _asks(asks), answer, tuple(quotes), question or None, answer_id)
    values: dict[str, Any] = {
        "game": game,
        "asks": asks,
        "answer": answer,
        "quotes": quotes,
        "question": question,
        "answer_id": answer_id,
        "version": _version(fields) if _first(fields, "version") else None,
    }
    return draft, values


@router.get("/personel/kararlar", response_class=HTMLResponse, include_in_schema=False)
async def rulings_page(
    request: Request,
    settings: SettingsDep,
    assistant: AssistantDep,
    kaydedildi: Annotated[int | None, Query()] = None,
    silindi: Annotated[int | None, Query()] = None,
) -> Response:
    if (gate := console_gate(request, settings)) is not None:
        return gate
    return await _list_page(request, assistant, saved=kaydedildi, deleted=silindi)


@router.get("/personel/kararlar/yeni", response_class=HTMLResponse, include_in_schema=False)
async def new_ruling_page(
    request: Request,
    settings: SettingsDep,
    assistant: AssistantDep,
    store: StoreDep,
    answer_id: Annotated[str | None, Query(max_length=64)] = None,
    question: Annotated[str, Query(max_length=8000)] = "",
    game: Annotated[str | None, Query(max_length=64)] = None,
) -> Response:
    """A new ruling for a stored (voted-down) answer, or for any question and game."""
    if (gate := console_gate(request, settings)) is not None:
        return gate
    source = None
    notice = None
    if answer_id:
        try:
            source = await run_in_threadpool(store.get, answer_id)
        except StorageError:
            notice = "Cevap kayıtlarına şu an ulaşılamıyor; soruyu kendin yazabilirsin."
        if source is not None:
            question = question or source["question"]
            game = game or source["game"]
    game = game if game in assistant.games else None
    return await _form_page(
        request,
        assistant,
        question=question,
        game=game,
        source=source,
        answer_id=answer_id if source is not None else None,
        source_notice=notice,
    )


@router.post("/personel/kararlar", response_class=HTMLResponse, include_in_schema=False)
async def create_ruling_page(
    request: Request, settings: SettingsDep, assistant: AssistantDep
) -> Response:
    if (gate := console_gate(request, settings)) is not None:
        return gate
    fields = await _fields(request)
    draft, values = _draft(fields)
    try:
        staff = _staff_rulings(assistant)
        saved = await run_in_threadpool(staff.create, draft)
    except (StaffRulingInvalid, StaffRulingsUnavailable, ApiError) as exc:
        status, message = _page_error(exc)
        return await _form_page(
            request, assistant, status=status, question=values["question"],
            game=values["game"] or None, values=values, error=message,
            error_field=getattr(exc, "field", None),
        )  # fmt: skip
    return RedirectResponse(f"/personel/kararlar?kaydedildi={saved.id}#karar-{saved.id}", 303)


@router.get("/personel/kararlar/{ruling_id}", response_class=HTMLResponse, include_in_schema=False)
async def edit_ruling_page(
    request: Request, ruling_id: int, settings: SettingsDep, assistant: AssistantDep
) -> Response:
    if (gate := console_gate(request, settings)) is not None:
        return gate
    try:
        ruling = await run_in_threadpool(_staff_rulings(assistant).get, ruling_id)
    except (StaffRulingNotFound, StaffRulingsUnavailable, ApiError) as exc:
        status, message = _page_error(exc)
        return await _list_page(request, assistant, status=status, error=message)
    question = ruling.question or ruling.asks[0]
    return await _form_page(request, assistant, question=question, game=ruling.game, ruling=ruling)


@router.post("/personel/kararlar/{ruling_id}", response_class=HTMLResponse, include_in_schema=False)
async def update_ruling_page(
    request: Request, ruling_id: int, settings: SettingsDep, assistant: AssistantDep
) -> Response:
    if (gate := console_gate(request, settings)) is not None:
        return gate
    fields = await _fields(request)
    draft, values = _draft(fields)
    staff = assistant.staff
    if staff is None:
        return await _list_page(request, assistant, status=503, error=NO_RULINGS)
    try:
        saved = await run_in_threadpool(staff.update, ruling_id, _version(fields), draft)
    except StaffRulingNotFound as exc:
        return await _list_page(request, assistant, status=404, error=str(exc))
    except (StaffRulingInvalid, StaffRulingConflict, StaffRulingsUnavailable) as exc:
        status, message = _page_error(exc)
        current = exc.current if isinstance(exc, StaffRulingConflict) else None
        ruling = current if isinstance(current, StaffRuling) else None
        if ruling is None:
            ruling = await _current_or_none(staff, ruling_id)
        return await _form_page(
            request, assistant, status=status, question=values["question"],
            game=values["game"] or None, ruling=ruling, values=values, error=message,
            error_field=getattr(exc, "field", None), conflict=current,
        )  # fmt: skip
    return RedirectResponse(f"/personel/kararlar?kaydedildi={saved.id}#karar-{saved.id}", 303)


@router.post(
    "/personel/kararlar/{ruling_id}/sil", response_class=HTMLResponse, include_in_schema=False
)
async def delete_ruling_page(
    request: Request, ruling_id: int, settings: SettingsDep, assistant: AssistantDep
) -> Response:
    if (gate := console_gate(request, settings)) is not None:
        return gate
    fields = await _fields(request)
    version = _version(fields) if _first(fields, "version") else None
    try:
        await run_in_threadpool(_staff_rulings(assistant).delete, ruling_id, version)
    except (StaffRulingNotFound, StaffRulingConflict, StaffRulingsUnavailable, ApiError) as exc:
        status, message = _page_error(exc)
        return await _list_page(request, assistant, status=status, error=message)
    return RedirectResponse(f"/personel/kararlar?silindi={ruling_id}", 303)


async def _current_or_none(staff: StaffRulings, ruling_id: int) -> StaffRuling | None:
    try:
        found: StaffRuling = await run_in_threadpool(staff.get, ruling_id)
        return found
    except (StaffRulingNotFound, StaffRulingsUnavailable):
        return None


def _page_error(exc: Exception) -> tuple[int, str]:
    if isinstance(exc, ApiError):
        return exc.status, exc.message
    api_error = _api_error(exc)
    return api_error.status, str(exc) if api_error.status != 503 else api_error.message


router.include_router(api)
