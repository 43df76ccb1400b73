"""Rulings coverage: is every sentence of every rule document quoted by a ruling?

A sentence counts as covered when ruling quotes span at least half of its characters, and
as explained when an entry of the game's ``rulings/uncovered.toml`` spans it (with a
reason: flavour, tip, meta, duplicate). Everything else is a gap the coverage test reports.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from assistant.corpus import Document
from assistant.rulings import Ruling, UncoveredEntry
from turkish import split_sentences, squash

COVERED_SHARE = 0.5


@dataclass(frozen=True)
class Sentence:
    doc: str
    section: tuple[str, ...]
    text: str


@dataclass
class Coverage:
    game: str
    rulings: int = 0
    sentences: int = 0
    covered: int = 0
    explained: Counter[str] = field(default_factory=Counter)  # reason → count
    gaps: list[Sentence] = field(default_factory=list)

    def summary(self) -> str:
        reasons = ", ".join(f"{r} {n}" for r, n in sorted(self.explained.items())) or "none"
        return (
            f"{self.game}: {self.rulings} rulings; {self.sentences} sentences, "
            f"{self.covered} covered, {sum(self.explained.values())} uncovered by reason "
            f"({reasons}), {len(self.gaps)} gaps"
        )


def _mark(body: str, text: str, marks: list[str | None], label: str) -> None:
    needle = squash(text)
    if not needle:
        return
    start = body.find(needle)
    while start >= 0:
        for i in range(start, start + len(needle)):
            marks[i] = marks[i] or label
        start = body.find(needle, start + 1)


def _sentences(paragraphs: Iterable[str]) -> list[str]:
    return [squash(s) for p in paragraphs for s in split_sentences(p)]


def measure(
    game: str,
    documents: Iterable[Document],
    rulings: list[Ruling],
    uncovered: list[UncoveredEntry],
) -> Coverage:
    report = Coverage(game, rulings=len(rulings))
    for doc in (d for d in documents if d.game == game):
        for section in doc.sections:
            body = squash("\n\n".join(section.paragraphs))
            ruled: list[str | None] = [None] * len(body)
            excused: list[str | None] = [None] * len(body)
            for ruling in rulings:
                for q in ruling.quotes:
                    if q.doc == doc.doc_id and q.section in section.path:
                        _mark(body, q.text, ruled, "ruling")
            for entry in uncovered:
                if entry.doc == doc.doc_id and entry.section in section.path:
                    _mark(body, entry.text, excused, entry.reason)
            cursor = 0
            for sentence in _sentences(section.paragraphs):
                start = body.find(sentence, cursor)
                if start < 0:  # cannot happen for verbatim text; count it as a gap
                    report.gaps.append(Sentence(doc.doc_id, section.path, sentence))
                    continue
                cursor = start + len(sentence)
                span = range(start, cursor)
                report.sentences += 1
                if sum(1 for i in span if ruled[i]) >= COVERED_SHARE * len(sentence):
                    report.covered += 1
                    continue
                reasons = Counter(excused[i] for i in span if excused[i])
                if reasons and sum(reasons.values()) >= COVERED_SHARE * len(sentence):
                    report.explained[str(reasons.most_common(1)[0][0])] += 1
                else:
                    report.gaps.append(Sentence(doc.doc_id, section.path, sentence))
    return report
