"""Times each stage of one question: the stages never time themselves."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


class StageRun:
    def __init__(self) -> None:
        self.started = time.perf_counter()
        self.timings_ms: dict[str, float] = {}

    def __call__(self, name: str, stage: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R:
        tick = time.perf_counter()
        try:
            return stage(*args, **kwargs)
        finally:
            self.timings_ms[name] = (time.perf_counter() - tick) * 1000

    @property
    def elapsed_ms(self) -> float:
        return (time.perf_counter() - self.started) * 1000
