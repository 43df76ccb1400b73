"""The rules-assistant CLI end to end (hash embedder so it runs in seconds)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from assistant.cli import app

runner = CliRunner()


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RULES_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("RULES_EMBEDDER", "hash")
    monkeypatch.setenv("RULES_GATE_THRESHOLD", "0")
    return tmp_path


@pytest.mark.usefixtures("env")
def test_games() -> None:
    result = runner.invoke(app, ["games"])
    assert result.exit_code == 0
    assert "hoth" in result.output
    assert "[cs, tr]" in result.output


@pytest.mark.usefixtures("env")
def test_ingest_then_nothing_to_do() -> None:
    first = runner.invoke(app, ["ingest"])
    assert first.exit_code == 0
    assert "eklendi" in first.output
    again = runner.invoke(app, ["ingest"])
    assert again.exit_code == 0
    assert again.stdout.startswith("0 eklendi, 0 güncellendi, 0 silindi")


@pytest.mark.usefixtures("env")
def test_ask_json() -> None:
    result = runner.invoke(app, ["ask", "Çekirge nasıl hareket eder?", "--game", "hive", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["game"] == "hive"
    assert data["citations"]
    assert not data["refused"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["ask", "   "], "Lütfen bir soru yaz"),
        (["ask", "kraliçe", "--game", "monopoly"], "adında bir oyun yok"),
        (["ask", "a" * 2001, "--game", "hive"], "Soru çok uzun"),
    ],
)
@pytest.mark.usefixtures("env")
def test_bad_input_exits_cleanly(args: list[str], message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_answer_batch(env: Path) -> None:
    questions = env / "q.jsonl"
    questions.write_text(
        "\n".join(
            json.dumps(q, ensure_ascii=False)
            for q in [
                {
                    "id": "a",
                    "question": "snowtrooper 2 hex uzaktaki piyadeye kac zar atar",
                    "game": "hoth",
                },
                {"id": "b", "question": "catan'da haydut ne yapiyor"},
                {"id": "c", "question": ""},
            ]
        )
        + "\nnot json\n",
        encoding="utf-8",
    )
    out = env / "a.jsonl"
    result = runner.invoke(app, ["answer-batch", "--in", str(questions), "--out", str(out)])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in rows][:3] == ["a", "b", "c"]
    assert len(rows) == 4
    assert set(rows[0]) == {
        "id",
        "answer",
        "citations",
        "refused",
        "checks",
        "confidence",
        "latency_ms",
    }
    assert "2 zar" in rows[0]["answer"]
    assert any(c["verdict"] == "verified" for c in rows[0]["checks"])
    assert rows[1]["refused"]
    assert rows[2]["refused"]
    assert rows[3]["refused"]


@pytest.mark.usefixtures("env")
def test_calc_subcommand() -> None:
    result = runner.invoke(
        app, ["calc", "jotl-level", "--levels", "2,3,3,4", "--difficulty", "hard"]
    )
    assert result.exit_code == 0, result.output
    assert "3" in result.output
    bad = runner.invoke(app, ["calc", "jotl-level", "--levels", "0,3", "--difficulty", "hard"])
    assert bad.exit_code == 2
    assert "Traceback" not in bad.output
