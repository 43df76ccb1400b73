"""Quotable sentences and their vectors, for the extractive answerer's dense scoring.

The extractive answerer quotes single sentences. Scoring them by word overlap alone picks
a neighbour of the right sentence too often; adding the dense similarity of question and
sentence raised the answer score on dev + project questions from 64 to 69 of 116. Sentence
vectors are embedded at ingest (incrementally, by text hash) and held in memory
(~1,200 × 384 floats), so answering costs a dot product, not an embedding.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Sequence

import numpy as np

from assistant.chunking import Chunk
from assistant.index import EmbedStage, VectorStore, _store_errors, embed_stages, one_stage
from turkish import split_sentences

SHORT_SENTENCE = 40  # "Hayır." alone says nothing: glue it to the next sentence


def quote_units(chunk_text: str) -> list[str]:
    """The sentences the answerer may quote: verbatim, short openers glued to what follows."""
    out: list[str] = []
    for paragraph in chunk_text.split("\n"):
        glued: list[str] = []
        for sentence in split_sentences(paragraph):
            if glued and len(glued[-1]) < SHORT_SENTENCE and not glued[-1].endswith(":"):
                glued[-1] = f"{glued[-1]} {sentence}"  # same line, one space: still verbatim
            else:
                glued.append(sentence)
        out.extend(glued)
    return out


def sentence_id(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


class SentenceVectors:
    def __init__(self, store: VectorStore):
        self.store = store
        self.vectors: dict[str, np.ndarray] = {}

    def plan(self, chunks: Sequence[Chunk]) -> EmbedStage:
        """Drop the vectors of vanished sentences; the new ones as the "sentences" stage."""
        col = self.store.sentence_collection()
        wanted = {sentence_id(s): s for c in chunks for s in quote_units(c.text)}
        with _store_errors(self.store.chroma_url or str(self.store.index_dir)):
            have = set(col.get(include=[])["ids"])
            stale = sorted(have - set(wanted))
            if stale:
                col.delete(ids=stale)
        todo = sorted(
            ((sid, text) for sid, text in wanted.items() if sid not in have),
            key=lambda item: len(item[1]),
        )

        def write(positions: list[int], vectors: list[list[float]]) -> None:
            with _store_errors(self.store.chroma_url or str(self.store.index_dir)):
                col.upsert(ids=[todo[p][0] for p in positions], embeddings=vectors)

        texts = [text for _, text in todo]
        return EmbedStage("sentences", texts, [False] * len(texts), write)

    def load(self) -> None:
        """Hold every stored sentence vector in memory."""
        col = self.store.sentence_collection()
        with _store_errors(self.store.chroma_url or str(self.store.index_dir)):
            got = col.get(include=["embeddings"])
        self.vectors = {
            sid: np.asarray(vec, dtype=np.float32)
            for sid, vec in zip(got["ids"], got["embeddings"], strict=False)
        }

    def sync(
        self, chunks: Sequence[Chunk], progress: Callable[[int, int], None] | None = None
    ) -> tuple[int, float]:
        """Embed new sentences, drop vanished ones, load all; returns (embedded, seconds)."""
        t0 = time.perf_counter()
        stage = self.plan(chunks)
        embed_stages(self.store.embedder, [stage], one_stage(progress))
        self.load()
        return len(stage.texts), time.perf_counter() - t0

    def similarity(self, query: np.ndarray, sentence: str) -> float | None:
        vec = self.vectors.get(sentence_id(sentence))
        return None if vec is None else float(vec @ query)
