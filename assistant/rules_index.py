"""The searchable index over a corpus: the vector store (chunks and quotable sentences), the
lexical index, and the hybrid retriever built on them. Ingest is incremental."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from assistant.config import Settings
from assistant.corpus import Corpus
from assistant.embeddings import Embedder, get_embedder
from assistant.index import IngestReport, VectorStore, embed_stages
from assistant.question import Question
from assistant.retrieval import Retrieval, Retriever
from assistant.ruling_index import RulingIndex, RulingMatch, RulingTable
from assistant.sentences import SentenceVectors

log = logging.getLogger(__name__)

# progress(stage, done, total): stage is "chunks", "sentences" or "rulings".
Progress = Callable[[str, int, int], None]


class RulesIndex:
    """Cheap to construct; `warm_up` loads the embedder and ingests what changed."""

    def __init__(self, corpus: Corpus, settings: Settings, embedder: Embedder | None = None):
        self.corpus = corpus
        self.embedder = embedder or get_embedder(
            settings.embedder, settings.embed_threads, settings.embed_workers
        )
        self.store = VectorStore(
            settings.index_dir, settings.chroma_url, settings.collection, self.embedder
        )
        self.sentences = SentenceVectors(self.store)
        self.rulings = RulingIndex(self.store, corpus.entities)
        self._retriever: Retriever | None = None

    @property
    def retriever(self) -> Retriever:
        if self._retriever is None:
            glossaries = {slug: g.glossaries for slug, g in self.corpus.games.items()}
            self._retriever = Retriever(
                self.corpus.chunks, self.store, self.embedder, glossaries, self.sentences
            )
        return self._retriever

    def warm_up(self, progress: Progress | None = None) -> IngestReport:
        self.embedder.warm_up()
        return self.ingest(progress=progress)

    def ingest(self, rebuild: bool = False, progress: Progress | None = None) -> IngestReport:
        if rebuild:
            self.store.reset()

        # Every stage is planned first (removed texts' vectors deleted), then all of them
        # embed as one stream on every engine, each stage stored as its vectors come.
        t0 = time.perf_counter()
        report, chunks = self.store.plan(self.corpus.chunks)
        sentences = self.sentences.plan(self.corpus.chunks)
        rulings = self.rulings.plan(self.corpus.rulings)
        embed_stages(self.embedder, [chunks, sentences, rulings], progress)
        self.sentences.load()
        self.rulings.load(self.corpus.rulings)
        report.sentences_embedded = len(sentences.texts)
        report.rulings_embedded = len(rulings.texts)
        report.seconds = time.perf_counter() - t0
        report.rebuilt = rebuild
        log.info(
            "ingest: %d added, %d updated, %d deleted, %d unchanged in %.1f s",
            report.added,
            report.updated,
            report.deleted,
            report.unchanged,
            report.seconds,
        )
        return report

    def retrieve(self, question: Question, game: str, k: int) -> Retrieval:
        return self.retriever.retrieve(question, game, k)

    def match_rulings(
        self, question: Question, retrieval: Retrieval, staff: RulingTable | None = None
    ) -> list[RulingMatch]:
        """The rulings closest to the question, by the vector the retrieval computed (the
        staff's rulings of the game, `staff`, ranked with the corpus's)."""
        vector = retrieval.query_vector
        return self.rulings.match(question, vector, retrieval.game, staff=staff)

    def match_part_rulings(
        self,
        part: Question,
        retrieval: Retrieval,
        staff: RulingTable | None = None,
    ) -> list[RulingMatch]:
        """The rulings closest to one part of a two-part question, by the part's own vector
        (embedded here; cached). Ranking the parts with the whole question's vector saved that
        embedding and kept the read eval items (+1 −1), but gave "hive kutusunda kaç taş var,
        hangi böcekler var" a neighbouring edition's ruling for its second part."""
        vector = self.retriever.embed(part.standalone)
        return self.rulings.match(part, vector, retrieval.game, staff=staff)

    def pin(self, retrieval: Retrieval, chunk_ids: list[str], k: int) -> Retrieval:
        return self.retriever.pin(retrieval, chunk_ids, k)
