"""The one error shape of the API, `{"detail": {"code": ..., "message": ...}}`, and the
handlers that put every failure into it with a Turkish message a customer can read.

FastAPI's own validation errors are English and list pydantic internals; the widget shows
`detail.message` as-is, so they are rewritten here instead of in every client.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException

from assistant.errors import (
    CalculatorInputError,
    IndexUnavailable,
    QuestionError,
    UnknownGameError,
)
from web.db import StorageError

log = logging.getLogger(__name__)


class ErrorDetail(BaseModel):
    code: str
    message: str


class ErrorBody(BaseModel):
    """Every 4xx/5xx of the API has this body (documented in OpenAPI)."""

    detail: ErrorDetail


class ApiError(Exception):
    """Raised by routes and dependencies; rendered by `_api_error` below."""

    def __init__(
        self, status: int, code: str, message: str, headers: Mapping[str, str] | None = None
    ):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.headers = dict(headers or {})


def error_response(
    status: int, code: str, message: str, headers: Mapping[str, str] | None = None
) -> JSONResponse:
    body = {"detail": {"code": code, "message": message}}
    return JSONResponse(body, status_code=status, headers=dict(headers or {}))


# Turkish wording for the pydantic error types a client can actually trigger.
_REASONS = {
    "missing": "eksik",
    "string_type": "metin olmalı",
    "string_too_long": "çok uzun",
    "string_too_short": "boş olamaz",
    "string_pattern_mismatch": "biçimi geçersiz",
    "literal_error": "izin verilen değerlerden biri olmalı",
    "list_type": "liste olmalı",
    "too_long": "çok fazla öğe içeriyor",
    "dict_type": "nesne olmalı",
    "model_attributes_type": "nesne olmalı",
    "extra_forbidden": "tanınmayan bir alan",
}

QUESTION_MISSING = "Lütfen bir soru yaz."
INDEX_DOWN = "Kural dizinine şu an ulaşılamıyor. Lütfen biraz sonra tekrar dene."
FEEDBACK_DOWN = (
    "Geri bildirim şu an kaydedilemiyor (depolama yazılamıyor). Sorularını sormaya devam "
    "edebilirsin."
)


def _field_name(loc: Sequence[Any]) -> str:
    # loc starts with where the field was sent ("body", "query", …); the name is the rest.
    parts = [str(p) for p in loc]
    if parts and parts[0] in {"body", "query", "path", "header", "cookie"}:
        parts = parts[1:]
    return ".".join(parts) or "gövde"


def translate_validation(errors: Sequence[Any]) -> tuple[str, str]:
    """(code, Turkish message) for the first error FastAPI found in a request."""
    first = errors[0] if errors else {}
    kind = first.get("type", "")
    loc = list(first.get("loc", ()))
    if kind == "json_invalid":
        return "malformed_json", "İstek gövdesi geçerli bir JSON değil."
    if loc == ["body"] or (kind in {"model_attributes_type", "dict_type"} and len(loc) <= 1):
        return "invalid_body", "İstek gövdesi bir JSON nesnesi olmalı."
    if loc[-1:] == ["question"]:
        if kind == "missing" or first.get("input") is None:
            return "invalid_question", QUESTION_MISSING
        return "invalid_question", "Soru metin olarak gönderilmeli."
    reason = _REASONS.get(kind, "geçersiz")
    return "invalid_field", f"İstekteki '{_field_name(loc)}' alanı {reason}."


async def _validation(_request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    code, message = translate_validation(exc.errors())
    return error_response(422, code, message)


async def _api_error(_request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, ApiError)
    return error_response(exc.status, exc.code, exc.message, exc.headers)


async def _question(_request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, QuestionError)
    code = "question_too_long" if exc.status == 413 else "invalid_question"
    return error_response(exc.status, code, str(exc))


async def _unknown_game(_request: Request, exc: Exception) -> JSONResponse:
    return error_response(404, "unknown_game", str(exc))


async def _calculator_input(_request: Request, exc: Exception) -> JSONResponse:
    # The calculators' own Turkish message, naming the field and what it accepts.
    return error_response(422, "calc_error", str(exc))


_HTTP_MESSAGES = {
    404: ("not_found", "Aradığın adres bulunamadı."),
    405: ("method_not_allowed", "Bu adres bu istek yöntemini desteklemiyor."),
    413: ("body_too_large", "İstek çok büyük."),
}


async def _http(_request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    code, message = _HTTP_MESSAGES.get(exc.status_code, ("http_error", "İstek işlenemedi."))
    return error_response(exc.status_code, code, message, exc.headers)


async def _index_unavailable(request: Request, exc: Exception) -> JSONResponse:
    # An operator problem, not a bug: one clear line, no traceback, and nothing of the
    # store's address or error text reaches the customer.
    log.error("vector index unavailable on %s %s: %s", request.method, request.url.path, exc)
    return error_response(503, "index_unavailable", INDEX_DOWN, {"Retry-After": "30"})


async def _storage(request: Request, exc: Exception) -> JSONResponse:
    log.error("feedback database unavailable on %s %s: %s", request.method, request.url.path, exc)
    return error_response(503, "feedback_unavailable", FEEDBACK_DOWN, {"Retry-After": "60"})


async def _unexpected(request: Request, _exc: Exception) -> JSONResponse:
    # Log the traceback for operators; the client only learns that something broke.
    log.exception("unhandled error on %s %s", request.method, request.url.path)
    return error_response(500, "internal_error", "Beklenmeyen bir hata oluştu. Lütfen tekrar dene.")


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(RequestValidationError, _validation)
    app.add_exception_handler(ApiError, _api_error)
    app.add_exception_handler(QuestionError, _question)
    app.add_exception_handler(UnknownGameError, _unknown_game)
    app.add_exception_handler(CalculatorInputError, _calculator_input)
    app.add_exception_handler(StarletteHTTPException, _http)
    app.add_exception_handler(IndexUnavailable, _index_unavailable)
    app.add_exception_handler(StorageError, _storage)
    app.add_exception_handler(Exception, _unexpected)


def error_responses(texts: Mapping[int, str]) -> dict[int | str, dict[str, Any]]:
    """For `responses=` in route declarations, so /docs shows the error shape per status."""
    return {status: {"model": ErrorBody, "description": text} for status, text in texts.items()}


ERROR_RESPONSES = error_responses(
    {
        404: "Bilinmeyen oyun (mesaj kayıtlı oyunları listeler)",
        413: "Soru 2000 karakterden uzun ya da gövde 16 KB'tan büyük",
        422: "Eksik/boş soru, bozuk JSON ya da geçersiz alan",
        429: "Dakikalık istek sınırı aşıldı (Retry-After başlığına bak)",
        503: "Kural dizini ya da geri bildirim deposu geçici olarak kullanılamıyor",
    }
)
