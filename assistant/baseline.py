"""The naive LangChain RAG we compare ourselves against.

This is deliberately what a store would assemble from LangChain's tutorials, so that the
comparison measures what our extra machinery buys: the same corpus Markdown files split
with RecursiveCharacterTextSplitter(1000/200), the same embedder in a langchain_chroma
Chroma store, similarity top-4 (filtered to the game when one is given), and the same
answerer behind it. It has no BM25, no refusal gate, no calculators, no validators, no
citation check and no follow-up rewriting. Only the ingest is incremental (by content hash)
so that repeated eval runs do not re-embed the corpus; that changes no answer.
"""

from __future__ import annotations

import hashlib
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from langchain_core.embeddings import Embeddings

from assistant.answerers.extractive import answer_extractive
from assistant.answerers.llm import LLMAnswerer
from assistant.chunking import Chunk
from assistant.config import Settings
from assistant.corpus import load_games
from assistant.embeddings import Embedder, get_embedder
from assistant.errors import LLMError
from assistant.question import Question
from assistant.retrieval import Retrieval, ScoredChunk
from assistant.types import Answer, Citation
from turkish import MARKER

CHUNK_SIZE = 1000
CHUNK_OVERLAP = 200
TOP_K = 4
ADD_BATCH = 1000
COLLECTION_PREFIX = "baseline-naive"  # never the name of one of our collections
_QUOTED = re.compile(r"[“\"«]([^”\"»]{12,})[”\"»]")


class LangChainEmbeddings(Embeddings):
    """Our embedder as a LangChain Embeddings (used by LangChain vector stores)."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.embedder.embed_passages(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.embedder.embed_query(text)


@dataclass
class BaselineIngest:
    chunks: int
    embedded: int
    deleted: int
    seconds: float


def load_baseline_documents(corpus_dir: Path) -> list[Any]:
    """Every rule document as one LangChain Document, raw Markdown as a TextLoader reads it."""
    from langchain_core.documents import Document

    docs = []
    for slug, game in load_games(corpus_dir).items():
        for ref in game.documents:
            text = (corpus_dir / slug / ref.file).read_text(encoding="utf-8")
            meta = {
                "game": slug,
                "doc": ref.doc_id,
                "lang": ref.lang,
                "source": ref.source,
                "title": ref.title,
            }
            docs.append(Document(page_content=text, metadata=meta))
    return docs


def split_documents(docs: list[Any]) -> list[Any]:
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    splitter = RecursiveCharacterTextSplitter(chunk_size=CHUNK_SIZE, chunk_overlap=CHUNK_OVERLAP)
    pieces = splitter.split_documents(docs)
    counters: dict[str, int] = {}
    for piece in pieces:
        key = f"{piece.metadata['game']}/{piece.metadata['doc']}"
        counters[key] = counters.get(key, 0) + 1
        piece.id = f"baseline:{key}#{counters[key]}"
        piece.metadata["hash"] = hashlib.sha256(piece.page_content.encode()).hexdigest()[:16]
    return pieces


class NaiveRAG:
    """Cheap constructor; build() opens the store and embeds what is missing."""

    def __init__(
        self,
        settings: Settings,
        *,
        embedder: Embedder | None = None,
        llm: LLMAnswerer | None = None,
        persist_dir: Path | None = None,
    ):
        self.settings = settings
        self.embedder = embedder or get_embedder(settings.embedder, settings.embed_threads)
        self.llm = llm
        self.persist_dir = persist_dir or settings.data_dir / "baseline-index"
        self.collection_name = f"{COLLECTION_PREFIX}-{self.embedder.id}"[:60]
        self.chunks: dict[str, Chunk] = {}
        self._store: Any = None

    @property
    def name(self) -> str:
        return f"baseline-{self.llm.name}" if self.llm else "baseline-extractive"

    def _open(self) -> Any:
        from chromadb.config import Settings as ChromaSettings
        from langchain_chroma import Chroma

        # A directory of its own: chromadb keeps one client per path per process, and our
        # index opens its path with different client settings.
        self.persist_dir.mkdir(parents=True, exist_ok=True)
        return Chroma(
            collection_name=self.collection_name,
            embedding_function=LangChainEmbeddings(self.embedder),
            persist_directory=str(self.persist_dir),
            client_settings=ChromaSettings(anonymized_telemetry=False, is_persistent=True),
            collection_metadata={"hnsw:space": "cosine"},
        )

    def build(self) -> BaselineIngest:
        t0 = time.perf_counter()
        pieces = split_documents(load_baseline_documents(self.settings.corpus_dir))
        if self._store is None:
            self._store = self._open()
        stored = self._store.get(include=["metadatas"])
        have = {
            cid: (meta or {}).get("hash")
            for cid, meta in zip(stored["ids"], stored["metadatas"], strict=False)
        }
        wanted = {p.id: p for p in pieces}
        stale = [cid for cid in have if cid not in wanted]
        todo = [p for p in pieces if have.get(p.id) != p.metadata["hash"]]
        if stale:
            self._store.delete(ids=stale)
        # Chroma rejects one upsert above ~5,000 records (the ×50 benchmark corpus has more).
        for start in range(0, len(todo), ADD_BATCH):
            batch = todo[start : start + ADD_BATCH]
            self._store.add_documents(batch, ids=[p.id for p in batch])
        self.chunks = {p.id: _as_chunk(p) for p in pieces}
        return BaselineIngest(len(pieces), len(todo), len(stale), time.perf_counter() - t0)

    def retrieve(self, question: str, game: str | None, k: int = TOP_K) -> Retrieval:
        if self._store is None:
            self.build()
        where = {"game": game} if game else None
        hits = self._store.similarity_search_with_score(question, k=k, filter=where)
        scored = []
        for doc, distance in hits:
            chunk = self.chunks.get(doc.id) or _as_chunk(doc)
            scored.append(ScoredChunk(chunk, fused=1.0 - float(distance), dense=1.0 - distance))
        return Retrieval(game or (scored[0].chunk.game if scored else ""), scored)

    def ask(self, question: str, game: str | None = None, **_: Any) -> Answer:
        """Answer without gate or checks; extra keywords (history) are ignored on purpose."""
        t0 = time.perf_counter()
        retrieval = self.retrieve(question, game)
        t1 = time.perf_counter()
        answerer = "baseline-extractive"
        if self.llm is not None:
            text, citations, answerer = self._generate(question, retrieval)
        else:
            draft = answer_extractive(Question.of(question), retrieval)
            text, citations = draft.text, draft.citations
        t2 = time.perf_counter()
        return Answer(
            question=question,
            text=text,
            citations=citations,
            confidence=retrieval.chunks[0].fused if retrieval.chunks else 0.0,
            game=retrieval.game or None,
            answerer=answerer,
            latency_ms=(t2 - t0) * 1000,
            timings_ms={"retrieve": (t1 - t0) * 1000, "answerer": (t2 - t1) * 1000},
        )

    def _generate(self, question: str, retrieval: Retrieval) -> tuple[str, list[Citation], str]:
        assert self.llm is not None
        sources = [sc.chunk for sc in retrieval.chunks]
        try:
            reply = self.llm.generate(question, sources)
        except LLMError:
            # A tutorial app has no fallback answer; it shows an error message.
            return "Bir hata oluştu, lütfen tekrar dene.", [], f"baseline-{self.llm.name}"
        return reply, naive_citations(reply, sources), f"baseline-{self.llm.name}"


def naive_citations(reply: str, sources: list[Chunk]) -> list[Citation]:
    """Take every in-range [n] at face value (no check); a quoted span is kept as the quote,
    so the eval's citation-validity measure sees exactly what the model claimed."""
    citations: list[Citation] = []
    quotes = _QUOTED.findall(reply)
    for n in dict.fromkeys(int(m) for m in MARKER.findall(reply)):
        if 1 <= n <= len(sources):
            chunk = sources[n - 1]
            quote = quotes[0] if quotes else chunk.text
            citations.append(Citation.from_chunk(n, chunk, quote))
    return citations


def _as_chunk(doc: Any) -> Chunk:
    meta = doc.metadata
    return Chunk(
        id=str(doc.id),
        game=str(meta.get("game", "")),
        doc=str(meta.get("doc", "")),
        lang=str(meta.get("lang", "tr")),
        source=str(meta.get("source", "")),
        # The splitter knows no headings: the document title is the only "section".
        section_path=(str(meta.get("title", meta.get("doc", ""))),),
        text=doc.page_content,
    )
