"""Shared helpers for the validator tests: golden files and the seed texts."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from validators import CalcError, CalcResult, Verification, calculate, verify

GOLDEN = Path(__file__).parent / "golden"
SEEDS = Path(__file__).resolve().parents[2].parent / "shared" / "seeds"
EVAL = SEEDS.parent / "eval" / "dev.jsonl"


def golden(game: str, table: str) -> list[dict[str, Any]]:
    with (GOLDEN / f"{game}.toml").open("rb") as fh:
        rows: list[dict[str, Any]] = tomllib.load(fh)[table]
    return rows


def ids(rows: list[dict[str, Any]]) -> list[str]:
    """Readable parametrize ids from the inputs of each golden row."""
    skip = {"section", "expected"}
    return ["-".join(str(v) for k, v in row.items() if k not in skip) for row in rows]


def calc_or_none(game: str, question: str) -> CalcResult | None:
    """The calculator's result as the pipeline gets it: None when it declines or errs."""
    try:
        return calculate(game, question)
    except CalcError:
        return None


def checked(game: str, question: str, answer: str) -> Verification:
    """verify() with the question's calculator result computed first, as the pipeline does."""
    return verify(game, question, answer, calc_or_none(game, question))
