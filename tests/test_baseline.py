"""The naive LangChain baseline and the eval runner, on small corpora with hash vectors."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from assistant.baseline import CHUNK_SIZE, NaiveRAG, naive_citations
from assistant.chunking import Chunk
from assistant.config import Settings
from assistant.eval_runner import FakeScript, evaluate, write_reports
from assistant.knowledge import Knowledge
from assistant.service import build_assistant

REPO = Path(__file__).resolve().parents[1]
DEV_SET = REPO.parent / "shared" / "eval" / "dev.jsonl"

ITEMS = [
    {
        "id": "t-hive-1",
        "game": "hive",
        "lang": "tr",
        "kind": "fact",
        "question": "kralice ariyi en gec kacinci turda koymam lazim",
        "gold_answer": "En geç 4. turunda.",
        "must_include": ["4"],
        "must_not_include": [],
        "expected_number": None,
        "source_file": "001_7dfdcf40744b930f.txt",
        "source_quote": "Arı Kraliçe'nizi en geç 4. turunuzda oyuna sokmak zorundasınız.",
    },
    {
        "id": "t-none-1",
        "game": "none",
        "lang": "tr",
        "kind": "refuse",
        "question": "catan'da haydut ne yapiyor",
        "gold_answer": "Catan'ın kuralları bende yok.",
        "must_include": ["Catan"],
        "must_not_include": ["haydut kaynak çalar"],
        "expected_number": None,
        "source_file": None,
        "source_quote": None,
    },
]


@pytest.fixture
def hive_corpus(tmp_path: Path) -> Path:
    corpus = tmp_path / "corpus"
    shutil.copytree(REPO / "rules_corpus" / "hive", corpus / "hive")
    return corpus


def test_baseline_splits_embeds_once_and_follows_edits(hive_corpus: Path, tmp_path: Path) -> None:
    settings = Settings(corpus_dir=hive_corpus, data_dir=tmp_path / "data", embedder="hash")
    rag = NaiveRAG(settings)
    first = rag.build()
    assert first.chunks == first.embedded > 3
    assert all(len(c.text) <= CHUNK_SIZE for c in rag.chunks.values())
    assert rag.build().embedded == 0  # unchanged corpus: nothing re-embedded
    doc = hive_corpus / "hive" / "kurallar.md"
    doc.write_text(doc.read_text(encoding="utf-8") + "\n\nEk paragraf.\n", encoding="utf-8")
    assert 1 <= rag.build().embedded < first.chunks


def test_baseline_answers_top4_of_the_game_with_cited_verbatim_quotes(
    hive_corpus: Path, tmp_path: Path
) -> None:
    settings = Settings(corpus_dir=hive_corpus, data_dir=tmp_path / "data", embedder="hash")
    rag = NaiveRAG(settings)
    rag.build()
    retrieval = rag.retrieve("kraliçe arı ne zaman oyuna girmeli", "hive")
    assert len(retrieval.chunks) == 4
    assert {sc.chunk.game for sc in retrieval.chunks} == {"hive"}
    answer = rag.ask("kraliçe arı ne zaman oyuna girmeli", "hive", history=[{"role": "user"}])
    assert not answer.refused
    assert answer.citations
    for cit in answer.citations:
        assert cit.quote.split(" … ")[0] in rag.chunks[cit.chunk_id].text
    assert set(answer.timings_ms) == {"retrieve", "answerer"}


def test_naive_citations_take_markers_at_face_value() -> None:
    chunk = Chunk("c#1", "hive", "kurallar", "tr", "s", ("T",), "Kraliçe 4. turda girer.")
    cits = naive_citations('Kural: "uydurma bir alıntı metni" [1] ve [7].', [chunk])
    assert [c.n for c in cits] == [1]  # [7] names no source; kept out, but not checked
    assert cits[0].quote == "uydurma bir alıntı metni"


def _write_set(path: Path) -> Path:
    path.write_text("\n".join(json.dumps(i, ensure_ascii=False) for i in ITEMS), "utf-8")
    return path


def test_evaluate_both_systems_side_by_side_and_write_reports(
    hash_knowledge: Knowledge, tmp_path: Path
) -> None:
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    rag = NaiveRAG(hash_knowledge.settings, embedder=hash_knowledge.index.embedder)
    result = evaluate(assistant, _write_set(tmp_path / "set.jsonl"), baseline=rag)
    ours, base = result.runs
    assert [s.id for s in ours.scores] == [s.id for s in base.scores] == ["t-hive-1", "t-none-1"]
    assert ours.scores[1].passed  # another game: refused
    assert not base.scores[1].passed  # no gate: the baseline answers anyway
    assert ours.scores[0].hit5 is not None
    assert ours.scores[1].hit5 is None
    assert result.curve
    assert result.pick is not None
    md = write_reports(result, tmp_path / "reports")
    report = md.read_text(encoding="utf-8")
    assert "Yan yana" in report
    assert "t-none-1" in report
    assert "Ret eşiği" in report
    data = json.loads(md.with_suffix(".json").read_text(encoding="utf-8"))
    assert set(data["systems"]) == {"ours", "baseline"}
    assert assistant.settings.gate_threshold == hash_knowledge.settings.gate_threshold


def test_fake_answerer_probe_reports_caught_numbers(
    hash_knowledge: Knowledge, tmp_path: Path
) -> None:
    fake = FakeScript()
    assistant = build_assistant(
        hash_knowledge.settings, knowledge=hash_knowledge, chat_model=fake.model
    )
    item = {
        **ITEMS[0],
        "id": "t-hoth-n",
        "game": "hoth",
        "kind": "numeric",
        "question": "AT-AT 3 hex uzaktaki piyadeye kaç zar atar",
        "gold_answer": "3 zar atar.",
        "must_include": [],
        "expected_number": 3,
        "source_quote": None,
    }
    path = tmp_path / "n.jsonl"
    path.write_text(json.dumps(item, ensure_ascii=False), "utf-8")
    result = evaluate(assistant, path, answerer="fake", fake=fake, sweep=False)
    assert result.probe
    assert result.probe[0]["id"] == "t-hoth-n"
    assert result.probe[0]["caught"]
    assert result.probe[0]["corrected"]


def test_cli_eval_compare_baseline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant.cli import app

    monkeypatch.setenv("RULES_EMBEDDER", "hash")
    monkeypatch.setenv("RULES_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("RULES_GATE_THRESHOLD", "0")
    out = CliRunner().invoke(
        app,
        [
            "eval",
            "--set",
            str(_write_set(tmp_path / "set.jsonl")),
            "--compare",
            "baseline",
            "--answerer",
            "fake",
            "--report-dir",
            str(tmp_path / "rep"),
        ],
    )
    assert out.exit_code == 0, out.output
    assert "yan yana" in out.output
    assert "baseline" in out.output
    assert (tmp_path / "rep" / "set-fake.md").is_file()


@pytest.mark.slow
def test_ours_beats_the_naive_baseline_on_the_dev_set(
    real_knowledge: Knowledge, tmp_path: Path
) -> None:
    """The README's claim, kept honest: overall score and retrieval at least the baseline's,
    and only ours refuses what the rules do not say."""
    if not DEV_SET.is_file():
        pytest.skip("shared dev set not available")
    assistant = build_assistant(real_knowledge.settings, knowledge=real_knowledge)
    rag = NaiveRAG(
        real_knowledge.settings, embedder=real_knowledge.index.embedder, persist_dir=tmp_path
    )
    result = evaluate(assistant, DEV_SET, baseline=rag, sweep=False)
    ours, base = (run.summary for run in result.runs)
    assert ours["TOPLAM"]["score"] >= base["TOPLAM"]["score"]
    assert ours["TOPLAM"]["hit@5"] >= base["TOPLAM"]["hit@5"]
    assert ours["refuse"]["score"] > base["refuse"]["score"]
    assert ours["TOPLAM"]["citations_valid"] == 1.0
