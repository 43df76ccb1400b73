"""The calculators as GET endpoints: value, step-by-step trail and rulebook citations."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from validators.base import CalcError
from web import calculators
from web.deps import ApiGuards
from web.errors import ERROR_RESPONSES, ApiError

router = APIRouter(
    prefix="/api/v1/calc", tags=["calculators"], dependencies=ApiGuards, responses=ERROR_RESPONSES
)


def _calc_error(exc: CalcError) -> ApiError:
    return ApiError(422, "calc_error", str(exc))


@router.get("/hoth/dice", summary="Hoth: bir saldırıda kaç zar atılır")
async def hoth_dice(
    attacker: Annotated[str, Query(max_length=60, description="ör. snowtrooper")],
    target: Annotated[str, Query(max_length=60, description="ör. echo base trooper")],
    distance: Annotated[int, Query(ge=0, le=50, description="hex; bitişik = 1")],
    target_terrain: Annotated[str | None, Query(max_length=60)] = None,
    attacker_terrain: Annotated[str | None, Query(max_length=60)] = None,
    scout_bonus: bool = False,
) -> dict[str, Any]:
    try:
        return calculators.hoth_dice(
            attacker, target, distance, target_terrain, attacker_terrain, scout_bonus
        )
    except CalcError as exc:
        raise _calc_error(exc) from exc


@router.get("/alhambra/score", summary="Alhambra: bir puanlama turunda oyuncu puanları")
async def alhambra_score(
    round: Annotated[int, Query(ge=1, le=3, description="1, 2 ya da 3")],
    player: Annotated[
        list[str], Query(max_length=6, description="tekrarlanır: 'Ali: pavilion=2, kule=1'")
    ],
    wall: Annotated[list[str], Query(max_length=6, description="tekrarlanır: 'Ali=5'")] = [],  # noqa: B006 (FastAPI copies query defaults)
) -> dict[str, Any]:
    try:
        return calculators.alhambra_score(round, player, wall)
    except CalcError as exc:
        raise _calc_error(exc) from exc


@router.get("/jotl/scenario-level", summary="Gloomhaven JotL: senaryo seviyesi")
async def jotl_scenario_level(
    levels: Annotated[str, Query(max_length=40, description="karakter seviyeleri: '2,3,3'")],
    difficulty: Annotated[str, Query(max_length=20)] = "normal",
) -> dict[str, Any]:
    try:
        parsed = [
            calculators.parse_int(x, "karakter seviyesi") for x in calculators.split_list(levels)
        ]
        return calculators.jotl_level(parsed, difficulty)
    except CalcError as exc:
        raise _calc_error(exc) from exc
