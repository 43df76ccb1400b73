"""Run a question file through one or more systems (ours, the naive baseline) and report.

Each system answers every item once; the item is scored (evaluation.py), its retrieval is
checked for the gold quote (hit@1/@5) and its citations for verbatim quotes. For our
pipeline, items the gate refused are asked again with the gate open, so that the
abstention curve can be computed for every threshold without another full run.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import subprocess
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from assistant.errors import QuestionError, UnknownGameError
from assistant.evaluation import (
    GATE_GRID,
    GatePoint,
    GateRecord,
    ItemScore,
    format_side_by_side,
    format_sweep,
    format_table,
    load_items,
    number_present,
    recommend_threshold,
    score_item,
    score_reasons,
    summarize,
    sweep_gate,
)
from assistant.followup import standalone_question
from turkish import squash
from validators import Verdict

HIT_K = 5
GATED = ("weak_evidence", "no_game")  # refusal reasons that depend on the gate threshold


def _game(item: dict[str, Any]) -> str | None:
    game = item.get("game")
    return None if game in (None, "", "none") else str(game)


# -- the fake LLM ------------------------------------------------------------------------------
def wrong_number_reply(item: dict[str, Any]) -> str:
    """What `--answerer fake` makes the model say: the gold answer, cited [1], with the
    expected number replaced by expected+1 (a plausible, confidently wrong draft), so the
    run measures whether the validators catch the number and the pipeline's own overhead."""
    text = str(item.get("gold_answer") or "Kural metnine göre cevap budur.")
    expected = item.get("expected_number")
    if expected is not None:
        wrong = str(int(expected) + 1)
        swapped, n = re.subn(rf"(?<!\d){int(expected)}(?!\d)", wrong, text)
        text = swapped if n else f"{wrong}. {text}"
    return f"{text} [1]"


class FakeScript:
    """Primes a FakeChatModel with the item's reply before each question (and again for a
    regeneration request, so the fake is a stubborn model that repeats its mistake)."""

    def __init__(self) -> None:
        from assistant.fake_chat import FakeChatModel

        self.model = FakeChatModel()

    def prime(self, item: dict[str, Any]) -> None:
        reply = wrong_number_reply(item)
        self.model.replies = [reply]
        self.model.default_reply = reply


def validator_probe(assistant: Any, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Hand each wrong-number reply straight to the validators. In the pipeline a calculator
    usually answers numeric questions before any LLM is called, so the fake's mistake never
    reaches them there; this measures what they would do if it did."""
    rows = []
    for item in items:
        game, expected = _game(item), item.get("expected_number")
        if game is None or expected is None:
            continue
        question = assistant.analyse.run(item["question"], item.get("history"))
        reply = wrong_number_reply(item)
        result, _ = assistant.knowledge.calculators.calculate(game, question)
        fixed, checks = assistant.knowledge.calculators.verify(game, question, reply, result)
        caught = any(c.verdict is Verdict.CONTRADICTED for c in checks)
        rows.append(
            {
                "id": item["id"],
                "expected": expected,
                "caught": caught,
                "corrected": caught and fixed != reply and number_present(fixed, int(expected)),
            }
        )
    return rows


# -- systems under test ------------------------------------------------------------------------
@dataclass
class System:
    """Anything with ask(question, game, history) → Answer and a retrieve for hit@k."""

    name: str
    ask: Callable[..., Any]
    retrieve_texts: Callable[[dict[str, Any]], list[str]]
    chunk_text: Callable[[str], str | None]
    prime: Callable[[dict[str, Any]], None] | None = None

    def answer(self, item: dict[str, Any]) -> dict[str, Any]:
        if self.prime is not None:
            self.prime(item)
        try:
            answer = self.ask(item["question"], game=_game(item), history=item.get("history"))
        except (QuestionError, UnknownGameError) as exc:
            return {"answer": str(exc), "refused": True, "citations": [], "checks": []}
        data: dict[str, Any] = answer.to_dict()
        data["timings_ms"] = {k: round(v, 2) for k, v in answer.timings_ms.items()}
        return data

    def hits(self, item: dict[str, Any]) -> tuple[bool | None, bool | None]:
        quote, game = item.get("source_quote"), _game(item)
        if not quote or game is None:
            return None, None
        inside = [squash(quote) in squash(t) for t in self.retrieve_texts(item)[:HIT_K]]
        return (bool(inside) and inside[0]), any(inside)


def our_system(assistant: Any, prime: Callable[[dict[str, Any]], None] | None = None) -> System:
    texts = {c.id: c.text for c in assistant.knowledge.corpus.chunks}

    def retrieve(item: dict[str, Any]) -> list[str]:
        # The same stages the answer runs: the chunks the answerer saw, calculator pins included.
        evidence = assistant.evidence(item["question"], _game(item), item.get("history"))
        return [sc.chunk.text for sc in evidence.retrieval.chunks] if evidence.retrieval else []

    return System("ours", assistant.ask, retrieve, texts.get, prime)


def baseline_system(rag: Any, prime: Callable[[dict[str, Any]], None] | None = None) -> System:
    rag.build()

    def retrieve(item: dict[str, Any]) -> list[str]:
        question = standalone_question(item["question"], item.get("history"))
        return [sc.chunk.text for sc in rag.retrieve(question, _game(item), HIT_K).chunks]

    def chunk_text(chunk_id: str) -> str | None:
        chunk = rag.chunks.get(chunk_id)
        return chunk.text if chunk else None

    return System("baseline", rag.ask, retrieve, chunk_text, prime)


# -- running -----------------------------------------------------------------------------------
@dataclass
class SystemRun:
    name: str
    scores: list[ItemScore] = field(default_factory=list)
    rows: list[dict[str, Any]] = field(default_factory=list)

    @property
    def summary(self) -> dict[str, dict[str, float]]:
        return summarize(self.scores)


def run_system(system: System, items: list[dict[str, Any]]) -> SystemRun:
    run = SystemRun(system.name)
    for item in items:
        answer = system.answer(item)
        score = score_item(item, answer, system.chunk_text)
        score.hit1, score.hit5 = system.hits(item)
        run.scores.append(score)
        run.rows.append({"item": item, "answer": answer, "score": asdict(score)})
    return run


def gate_records(assistant: Any, system: System, run: SystemRun) -> list[GateRecord]:
    """Open-gate answers: reuse every answer the gate did not touch, re-ask the rest."""
    records = []
    with assistant.gate.opened():
        for row in run.rows:
            item, answer = row["item"], row["answer"]
            if answer.get("refused") and answer.get("refusal_reason") in GATED:
                answer = system.answer(item)
            records.append(
                GateRecord(
                    kind=item["kind"],
                    confidence=float(answer.get("confidence", 0.0)),
                    passed_open=not score_reasons(item, answer),
                    answered_open=not answer.get("refused"),
                    bypass=answer.get("calculator") is not None,
                )
            )
    return records


@dataclass
class EvalResult:
    set_path: Path
    answerer: str
    threshold: float
    runs: list[SystemRun]
    curve: list[GatePoint]
    pick: GatePoint | None
    probe: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ours(self) -> SystemRun:
        return self.runs[0]


def evaluate(
    assistant: Any,
    set_path: Path,
    *,
    answerer: str = "extractive",
    baseline: Any = None,
    fake: FakeScript | None = None,
    sweep: bool = True,
) -> EvalResult:
    items = load_items(set_path)
    prime = fake.prime if fake else None
    ours = our_system(assistant, prime)
    runs = [run_system(ours, items)]
    if baseline is not None:
        runs.append(run_system(baseline_system(baseline, prime), items))
    threshold = float(assistant.gate.config.threshold)
    curve: list[GatePoint] = []
    pick = None
    if sweep:
        grid = tuple(sorted({*GATE_GRID, round(threshold, 4)}))
        curve = sweep_gate(gate_records(assistant, ours, runs[0]), grid)
        pick = recommend_threshold(curve)
    probe = validator_probe(assistant, items) if fake else []
    return EvalResult(set_path, answerer, threshold, runs, curve, pick, probe)


# -- reporting ---------------------------------------------------------------------------------
def git_commit() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, timeout=10
        )
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return out.stdout.strip() or "unknown"


def console_report(result: EvalResult) -> str:
    parts = []
    for run in result.runs:
        parts += [f"\n## {run.name} ({result.answerer})", format_table(run.summary)]
    if len(result.runs) > 1:
        tables = {run.name: run.summary for run in result.runs}
        parts += ["\n## yan yana", format_side_by_side(tables)]
    if result.curve and result.pick:
        parts += [
            f"\n## ret eşiği taraması (şu anki eşik {result.threshold:.2f}, "
            f"önerilen {result.pick.threshold:.2f})",
            format_sweep(result.curve, result.threshold, result.pick),
        ]
    if result.probe:
        parts.append("\n" + probe_line(result.probe))
    for run in result.runs:
        failed = [s for s in run.scores if not s.passed]
        parts.append(f"\n{run.name}: {len(failed)} başarısız")
        parts += [f"  ✗ {s.id} ({s.kind}): {'; '.join(s.reasons)}" for s in failed]
    return "\n".join(parts)


def probe_line(probe: list[dict[str, Any]]) -> str:
    caught = sum(r["caught"] for r in probe)
    corrected = sum(r["corrected"] for r in probe)
    missed = [r["id"] for r in probe if not r["caught"]]
    return (
        f"Doğrulayıcı sondası (sahte LLM, beklenen+1): {caught}/{len(probe)} yanlış sayı "
        f"yakalandı, {corrected} düzeltildi"
        + (f"; kaçanlar: {', '.join(missed)}" if missed else "")
    )


def _item_table(run: SystemRun) -> list[str]:
    lines = ["| id | tür | sonuç | hit@1 | hit@5 | atıf ok | düzeltildi | ms |", "|" + "---|" * 8]
    mark = {True: "✓", False: "✗", None: "–"}
    for s in run.scores:
        lines.append(
            f"| {s.id} | {s.kind} | {mark[s.passed]} | {mark[s.hit1]} | {mark[s.hit5]} | "
            f"{mark[s.citations_valid]} | {mark[s.validators_changed]} | {s.latency_ms:.0f} |"
        )
    return lines


def _failures(run: SystemRun) -> list[str]:
    lines = [f"\n### {run.name}: başarısız maddeler\n"]
    for row in run.rows:
        if row["score"]["passed"]:
            continue
        item, answer = row["item"], row["answer"]
        lines += [
            f"#### {item['id']} ({item['kind']})",
            f"- **Soru:** {item['question']}",
            f"- **Cevap:** {' '.join(str(answer.get('answer', '')).split())}",
            f"- **Neden:** {'; '.join(row['score']['reasons'])}",
            f"- **Beklenen:** {item.get('gold_answer', '')}",
            "",
        ]
    return lines


def markdown_report(result: EvalResult, commit: str) -> str:
    when = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        f"# Değerlendirme: {result.set_path.name}",
        "",
        f"commit `{commit}` · cevaplayıcı `{result.answerer}` · ret eşiği "
        f"{result.threshold:.2f} · {when}",
    ]
    for run in result.runs:
        lines += [f"\n## {run.name}\n", format_table(run.summary), ""]
    if len(result.runs) > 1:
        tables = {run.name: run.summary for run in result.runs}
        lines += ["\n## Yan yana\n", format_side_by_side(tables)]
    if result.curve and result.pick:
        lines += [
            "\n## Ret eşiği taraması\n",
            format_sweep(result.curve, result.threshold, result.pick),
        ]
    for run in result.runs:
        lines += [f"\n## {run.name}: maddeler\n", *_item_table(run), *_failures(run)]
    return "\n".join(lines) + "\n"


def write_reports(result: EvalResult, report_dir: Path, json_path: Path | None = None) -> Path:
    report_dir.mkdir(parents=True, exist_ok=True)
    commit = git_commit()
    stem = f"{result.set_path.stem}-{result.answerer}"
    payload = {
        "commit": commit,
        "set": str(result.set_path),
        "answerer": result.answerer,
        "gate_threshold": result.threshold,
        "systems": {run.name: {"summary": run.summary, "items": run.rows} for run in result.runs},
        "abstention": [asdict(p) for p in result.curve],
        "recommended_threshold": result.pick.threshold if result.pick else None,
        "validator_probe": result.probe,
    }
    text = json.dumps(_no_nan(payload), ensure_ascii=False, indent=1, default=str)
    for path in {report_dir / f"{stem}.json", *([json_path] if json_path else [])}:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    md = report_dir / f"{stem}.md"
    md.write_text(markdown_report(result, commit), encoding="utf-8")
    return md


def _no_nan(value: Any) -> Any:
    """NaN (a rate over zero items) is not JSON: write null instead."""
    if isinstance(value, float) and value != value:
        return None
    if isinstance(value, dict):
        return {k: _no_nan(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_no_nan(v) for v in value]
    return value
