"""Everything the pipeline knows: corpus, chunks, game catalogue, indexes, rule checkers."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import Any

from assistant.chunking import Chunk, chunk_corpus
from assistant.config import Settings
from assistant.corpus import load_documents, load_games
from assistant.embeddings import Embedder, get_embedder
from assistant.games import GameCatalog
from assistant.index import IngestReport, VectorStore
from assistant.retrieval import Retrieval, Retriever
from assistant.safety import strip_planted
from assistant.sentences import SentenceVectors
from assistant.types import Citation, Draft

log = logging.getLogger(__name__)

GAME_MARGIN = 0.05  # auto-detection from content must beat the runner-up clearly


def _quarantine(chunk: Chunk) -> Chunk:
    """Redact sentences of rule text that address the assistant ("YÖNETİCİ NOTU: …") before
    they are indexed, so no answerer can quote them as rules; operators get a warning."""
    text = strip_planted(chunk.text)
    if text == chunk.text:
        return chunk
    log.warning("rule text %s contains instructions to the assistant: redacted", chunk.id)
    return dataclasses.replace(chunk, text=text)


def _squash(text: str) -> str:
    return " ".join(text.split())


class Knowledge:
    def __init__(self, settings: Settings, embedder: Embedder | None = None):
        self.settings = settings
        self.games = load_games(settings.corpus_dir)
        self.documents = load_documents(settings.corpus_dir, self.games)
        self.chunks: list[Chunk] = [_quarantine(c) for c in chunk_corpus(self.documents)]
        self.catalog = GameCatalog(self.games)
        self.embedder = embedder or get_embedder(
            settings.embedder, settings.embed_threads, settings.embed_workers
        )
        self.store = VectorStore(
            settings.index_dir, settings.chroma_url, settings.collection, self.embedder
        )
        self.sentences = SentenceVectors(self.store)
        self._retriever: Retriever | None = None
        self._squashed: list[tuple[Chunk, str]] | None = None

    @property
    def retriever(self) -> Retriever:
        if self._retriever is None:
            glossaries = {slug: g.glossaries for slug, g in self.games.items()}
            self._retriever = Retriever(
                self.chunks, self.store, self.embedder, glossaries, self.sentences
            )
        return self._retriever

    def warm_up(self, progress: Callable[[int, int], None] | None = None) -> IngestReport:
        self.embedder.warm_up()
        return self.ingest(progress=progress)

    def ingest(
        self, rebuild: bool = False, progress: Callable[[int, int], None] | None = None
    ) -> IngestReport:
        if rebuild:
            self.store.reset()
        report = self.store.sync(self.chunks, progress)
        report.sentences_embedded, seconds = self.sentences.sync(self.chunks, progress)
        report.seconds += seconds
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

    def best_game(self, question: str, k: int) -> tuple[str | None, Retrieval | None]:
        """Pick the game whose rules support the question best, if one clearly does."""
        results = sorted(
            (self.retriever.retrieve(question, slug, k) for slug in self.games),
            key=lambda r: -r.evidence,
        )
        best = results[0]
        runner_up = results[1].evidence if len(results) > 1 else 0.0
        if (
            best.evidence >= self.settings.gate_threshold
            and best.evidence - runner_up >= GAME_MARGIN
        ):
            return best.game, best
        return None, None

    def retrieve(self, question: str, game: str, k: int) -> tuple[Retrieval, dict[str, Any] | None]:
        """What the pipeline retrieves: ranked chunks, with the calculator's rules pinned."""
        retrieval = self.retriever.retrieve(question, game, k)
        calc = self.calculate(game, question)
        return self.pin_calculator_rules(retrieval, calc, k), calc

    def pin_calculator_rules(
        self, retrieval: Retrieval, calc: dict[str, Any] | None, k: int
    ) -> Retrieval:
        if calc is None:
            return retrieval
        ids = []
        for ref in calc["refs"]:
            chunk = self.chunk_for_quote(calc["game"], ref["quote"], ref["section"])
            if chunk is not None:
                ids.append(chunk.id)
        return self.retriever.pin(retrieval, ids, k)

    # -- rule checkers -------------------------------------------------------------------
    def calculate(self, game: str, question: str) -> dict[str, Any] | None:
        from validators import get_checker
        from validators.base import CalcError

        checker = get_checker(game)
        if checker is None:
            return None
        try:
            result = checker.calculate(question)
        except CalcError as exc:
            log.info("calculator declined: %s", exc)
            return None
        if result is None:
            return None
        return {
            "game": game,
            "value": result.value,
            "unit": result.unit,
            "summary": result.summary,
            "trail": list(result.trail),
            "refs": [{"section": r.section, "quote": r.quote} for r in result.citations],
        }

    def verify(self, game: str, question: str, text: str) -> tuple[str, list[Any]]:
        from validators import verify

        return verify(game, question, text)

    def chunk_for_quote(self, game: str, quote: str, section: str = "") -> Chunk | None:
        if self._squashed is None:  # a numeric answer looks quotes up twice (pin, draft)
            self._squashed = [(c, _squash(c.text)) for c in self.chunks]
        q = _squash(quote)
        hits = [c for c, text in self._squashed if c.game == game and q in text]
        if section:
            hits.sort(key=lambda c: section not in c.section_path)
        return hits[0] if hits else None

    def calculator_draft(self, calc: dict[str, Any]) -> Draft:
        citations: list[Citation] = []
        for ref in calc["refs"]:
            chunk = self.chunk_for_quote(calc["game"], ref["quote"], ref["section"])
            if chunk is None or any(
                c.chunk_id == chunk.id and c.quote == ref["quote"] for c in citations
            ):
                continue
            citations.append(
                Citation(
                    len(citations) + 1,
                    chunk.id,
                    chunk.game,
                    chunk.doc,
                    chunk.breadcrumb,
                    ref["quote"],
                    chunk.lang,
                )
            )
        markers = "".join(f"[{c.n}]" for c in citations)
        trail = "; ".join(calc["trail"])
        text = (
            f"{calc['summary']} Hesap: {trail}. {markers} Kural denetleyicisi hesapladı.".replace(
                " .", "."
            )
        )
        return Draft(" ".join(text.split()), citations, "calculator")
