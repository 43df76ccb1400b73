"""The declared calculators as GET endpoints, built from their declarations.

    GET /api/v1/calc                 every calculator: id, game, title, fields (label, kind,
                                     help, example, range, choices)
    GET /api/v1/calc/<id>?field=…    its result: value, lead, steps with their rules,
                                     arithmetic, parts per player (CalcResult.to_dict)

One route per calculator, so /docs lists each with its own parameters; the parameters are
read from the query string by web.calculators (the declaration's own conversion and Turkish
messages), not by FastAPI, so a bad value gets the same 422 as in the console and the CLI.
Adding a calculator to validators/ adds its route here; nothing in this module names one.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import JSONResponse

from validators.calculator import Calculator
from web import calculators
from web.deps import ApiGuards
from web.errors import ERROR_RESPONSES, ApiError, error_responses
from web.schemas import CalcResultOut, CalculatorOut

router = APIRouter(
    prefix="/api/v1/calc", tags=["calculators"], dependencies=ApiGuards, responses=ERROR_RESPONSES
)
_RUN_ERRORS = error_responses(
    {
        404: "Bilinmeyen hesaplayıcı",
        422: "Geçersiz ya da eksik girdi: mesaj alanı ve geçerli aralığı/adları söyler",
    }
)


@router.get("", response_model=list[CalculatorOut], summary="Hesaplayıcıların listesi")
async def list_calculators(
    game: Annotated[str | None, Query(max_length=40, description="ör. 'hoth'")] = None,
) -> list[dict[str, Any]]:
    found = calculators.calculators(game)
    if game is not None and not found:
        games = ", ".join(calculators.by_game())
        raise ApiError(404, "unknown_game", f"'{game}' için hesaplayıcı yok. Oyunlar: {games}.")
    return [calculators.calculator_json(c) for c in found]


def _endpoint(calc: Calculator) -> Callable[[Request], Awaitable[JSONResponse]]:
    async def run(request: Request) -> JSONResponse:
        result = calculators.run(calc, request.query_params.multi_items())
        return JSONResponse(result.to_dict())

    run.__name__ = "calc_" + calc.id.replace("-", "_")
    return run


def _add_routes() -> None:
    for calc in calculators.calculators():
        router.add_api_route(
            f"/{calc.id}",
            _endpoint(calc),
            methods=["GET"],
            summary=calc.title,
            description=calc.description,
            operation_id="calc_" + calc.id.replace("-", "_"),
            response_class=JSONResponse,
            responses={200: {"model": CalcResultOut, "description": "Sonuç"}, **_RUN_ERRORS},
            openapi_extra={"parameters": calculators.openapi_parameters(calc)},
        )


_add_routes()


@router.get("/{calculator_id}", include_in_schema=False)
async def unknown_calculator(calculator_id: str) -> None:
    raise ApiError(
        404,
        "unknown_calculator",
        f"'{calculator_id[:60]}' adında bir hesaplayıcı yok. Hepsinin listesi: GET /api/v1/calc.",
    )
