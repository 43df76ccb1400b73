"""What the staff rulings cost a question: the per-question change check (one counter read)
and a reload after a change, on SQLite and on a local PostgreSQL server.

    .venv/bin/python benchmarks/bench_staff_rulings.py [--checks 2000] [--rulings 100]

Everything is built in temporary directories (hash embedder: the check and the reload do not
embed; a reload reads the vectors the saving process stored). Prints a Markdown table; the
figures in docs/RULINGS.md ("Staff rulings") come from it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant.config import Settings
from assistant.knowledge import Knowledge
from assistant.service import build_assistant
from assistant.staff_rulings import StaffRulingDraft, StaffRulings
from storage.staff_rulings import StaffRulingStore
from web.db import FeedbackStore

QUOTE = "Arı Kraliçe'nizi en geç 4. turunuzda oyuna sokmak zorundasınız."


def _ms(work: Callable[[], object], n: int) -> tuple[float, float]:
    times = []
    for _ in range(n):
        tick = time.perf_counter()
        work()
        times.append((time.perf_counter() - tick) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95)]


def measure(name: str, url: str, knowledge: Knowledge, checks: int, rulings: int) -> list[str]:
    feedback = FeedbackStore(url)
    feedback.init()  # as the app's start-up: migrations run once
    saver = build_assistant(knowledge.settings, knowledge=knowledge)
    reader = build_assistant(knowledge.settings, knowledge=knowledge)
    writer = saver.use_staff_rulings(StaffRulingStore(engine=feedback.engine))
    other = reader.use_staff_rulings(StaffRulingStore(url))
    assert isinstance(writer, StaffRulings)
    assert isinstance(other, StaffRulings)
    for i in range(rulings):
        draft = StaffRulingDraft(
            "hive", (f"kraliçe sorusu {i}", f"arı kraliçe {i} kez"), "Evet, 4. turda.", (QUOTE,)
        )
        writer.create(draft)
    other.refresh()  # the first read: every ruling
    check_p50, check_p95 = _ms(other.refresh, checks)
    question = knowledge.corpus.rulings["hive"][0].asks[0]
    ask_p50, _ = _ms(lambda: reader.ask(question, game="hive"), 50)
    reader.use_staff_rulings(None)
    plain_p50, _ = _ms(lambda: reader.ask(question, game="hive"), 50)
    reader.use_staff_rulings(StaffRulingStore(url))

    def edit_then_refresh() -> None:
        ruling = writer.stored()[0]
        writer.update(ruling.id, ruling.version, StaffRulingDraft(ruling.game, ruling.asks, ruling.answer, (QUOTE,)))  # fmt: skip
        tick = time.perf_counter()
        other.refresh()
        reloads.append((time.perf_counter() - tick) * 1000)

    reloads: list[float] = []
    for _ in range(20):
        edit_then_refresh()
    reload_p50 = statistics.median(reloads)
    feedback.close()
    return [
        f"| {name} | {rulings} | {check_p50:.3f} | {check_p95:.3f} | {reload_p50:.1f} "
        f"| {plain_p50:.1f} | {ask_p50:.1f} |"
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--checks", type=int, default=2000)
    parser.add_argument("--rulings", type=int, default=100)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="kr-bench-staff-"))
    knowledge = Knowledge(Settings(data_dir=work / "data", embedder="hash"))
    knowledge.warm_up()
    rows = measure("SQLite (file, WAL)", f"sqlite:///{work / 'k.db'}", knowledge, args.checks, args.rulings)  # fmt: skip
    try:
        from tests.postgres_server import PostgresServer, find_bindir

        bindir = find_bindir()
        if bindir is not None:
            server = PostgresServer(bindir).start()
            try:
                _, url = server.create_database()
                rows += measure("PostgreSQL (local, pooled)", url, knowledge, args.checks, args.rulings)  # fmt: skip
            finally:
                server.stop()
    except RuntimeError as exc:
        print(f"PostgreSQL skipped: {exc}", file=sys.stderr)
    print(
        "| database | staff rulings | check p50 ms | check p95 ms | reload after an edit "
        "p50 ms | question without staff rulings p50 ms | question with them p50 ms |"
    )
    print("|---|---|---|---|---|---|---|")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
