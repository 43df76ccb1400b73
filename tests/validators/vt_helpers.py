"""Shared helpers for the validator tests: golden files and the seed texts."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

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
