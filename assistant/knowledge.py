"""What every assistant is built on, built once and shared (tests share one per session):
the corpus, its search index, and the seam to the rule calculators."""

from __future__ import annotations

from assistant.calculators import Calculators
from assistant.config import Settings
from assistant.corpus import Corpus
from assistant.embeddings import Embedder
from assistant.index import IngestReport
from assistant.rules_index import Progress, RulesIndex


class Knowledge:
    def __init__(self, settings: Settings, embedder: Embedder | None = None):
        self.settings = settings
        self.corpus = Corpus(settings.corpus_dir)
        self.index = RulesIndex(self.corpus, settings, embedder)
        self.calculators = Calculators(self.corpus)

    def warm_up(self, progress: Progress | None = None) -> IngestReport:
        return self.index.warm_up(progress)
