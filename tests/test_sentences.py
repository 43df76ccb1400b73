from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np

from assistant.chunking import Chunk
from assistant.embeddings import HashEmbedder
from assistant.index import VectorStore
from assistant.sentences import SentenceVectors, quote_units


def _chunk(text: str) -> Chunk:
    return Chunk("hive/kurallar/bolum#0", "hive", "kurallar", "tr", "x", ("Bölüm",), text)


def test_quote_units_glue_short_openers_and_stay_verbatim() -> None:
    text = (
        "Hayır. Arı Kraliçe en geç dördüncü turda oyuna girer. Böcek üste çıkabilir.\nYeni satır."
    )
    units = quote_units(text)
    assert units[0] == "Hayır. Arı Kraliçe en geç dördüncü turda oyuna girer."
    assert all(u in text for u in units)
    assert units[-1] == "Yeni satır."


def test_sentence_vectors_are_incremental(tmp_path: Path) -> None:
    store = VectorStore(tmp_path, None, "rules", HashEmbedder())
    vectors = SentenceVectors(store)
    chunk = _chunk("Çekirge düz bir hat boyunca atlar ve ilk boş alana iner. Böcek üste çıkabilir.")
    assert vectors.sync([chunk])[0] == 2
    assert vectors.sync([chunk])[0] == 0  # nothing new to embed
    edited = dataclasses.replace(
        chunk, text="Çekirge düz bir hat boyunca atlar ve ilk boş alana iner."
    )
    assert vectors.sync([edited])[0] == 0
    assert len(vectors.vectors) == 1
    query = np.asarray(HashEmbedder().embed_query("çekirge atlar"), dtype=np.float32)
    sim = vectors.similarity(query, "Çekirge düz bir hat boyunca atlar ve ilk boş alana iner.")
    assert sim is not None
    assert sim > 0.3
    assert vectors.similarity(query, "Hiç görülmemiş cümle.") is None
