"""One data directory wherever you stand: `serve` started in one folder builds the index,
the CLI run from another folder finds and reuses it (no re-embedding, no stray ./data).

The test runs a copy of the checkout (so its default data/ is a temporary folder, not the
developer's), through PYTHONPATH, with no RULES_DATA_DIR: the default is what is tested.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.web.browser_support import free_port

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("assistant", "web", "storage", "validators", "rules_corpus")

pytestmark = pytest.mark.slow


def _checkout(tmp_path: Path) -> Path:
    clone = tmp_path / "checkout"
    clone.mkdir()
    for name in PACKAGES:
        shutil.copytree(ROOT / name, clone / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", clone / "pyproject.toml")
    return clone


def _env(clone: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.upper().startswith("RULES_")}
    env.update(
        PYTHONPATH=str(clone), OMP_NUM_THREADS="1", RULES_EMBEDDER="hash",
        RULES_GATE_THRESHOLD="0",
    )  # fmt: skip
    return env


def _cli(clone: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "assistant.cli", *args],
        cwd=cwd, env=_env(clone), capture_output=True, text=True, timeout=180,
    )  # fmt: skip


def test_the_cli_elsewhere_reuses_the_index_serve_built(tmp_path: Path) -> None:
    clone = _checkout(tmp_path)
    here, elsewhere = tmp_path / "shop", tmp_path / "home"
    here.mkdir()
    elsewhere.mkdir()
    port = free_port()
    log = (tmp_path / "serve.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "assistant.cli", "serve", "--port", str(port)],
        cwd=here, env=_env(clone), stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 120
        while True:
            assert server.poll() is None, (tmp_path / "serve.log").read_text()
            assert time.monotonic() < deadline, "serve did not come up"
            try:
                if httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.3)
    finally:
        server.terminate()
        server.wait(timeout=30)
        log.close()
    served = (tmp_path / "serve.log").read_text()
    data = clone / "data"
    assert f"Veri klasörü: {data}" in served  # printed at start
    assert "Kural metinleri dizinleniyor: " in served  # the first start built the index

    asked = _cli(clone, elsewhere, "ask", "Çekirge nasıl hareket eder?", "--game", "hive")
    assert asked.returncode == 0, asked.stderr
    assert "dizinleniyor" not in asked.stderr  # nothing embedded again
    assert asked.stdout.strip()
    assert "[1]" in asked.stdout
    again = _cli(clone, elsewhere, "ingest")
    assert again.stdout.startswith("0 eklendi, 0 güncellendi, 0 silindi"), again.stdout
    assert f"Veri klasörü: {data}" in again.stderr

    assert not (here / "data").exists()
    assert not (elsewhere / "data").exists()
    assert (data / "index").is_dir()
    assert (data / "feedback.db").is_file()
