"""Citation check for generated answers: every [n] must name a retrieved chunk and every
quoted span must occur verbatim in the chunk it cites. Bad markers and invented quotes go."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from assistant.chunking import Chunk
from assistant.types import Citation
from turkish import MARKER as TEXT_MARKER
from turkish import bm25_tokens, split_sentences, squash

MARKER = re.compile(r"\s?" + TEXT_MARKER.pattern)  # with the space before it, to remove both
QUOTE = re.compile(r"[“\"«]([^”\"»]{12,})[”\"»]")


@dataclass
class CitationCheck:
    text: str
    citations: list[Citation]
    problems: list[str] = field(default_factory=list)


def _best_sentence(chunk: Chunk, claim: str) -> str:
    claim_terms = set(bm25_tokens(claim))
    sentences = split_sentences(chunk.text) or [chunk.text]
    return max(sentences, key=lambda s: len(claim_terms & set(bm25_tokens(s))))


def _sentence_units(text: str) -> list[str]:
    # Split after a sentence end *or* after a marker, so each unit owns its markers.
    return [u for u in re.split(r"(?<=[.!?\]])\s+(?=\S)", text) if u.strip()]


def check_citations(text: str, sources: list[Chunk]) -> CitationCheck:
    problems: list[str] = []
    kept_units: list[str] = []
    by_n: dict[int, Citation] = {}
    renumber: dict[int, int] = {}
    for unit in _sentence_units(text):
        numbers = [int(m) for m in MARKER.findall(unit)]
        valid = [n for n in numbers if 1 <= n <= len(sources)]
        problems += [f"[{n}] kaynak listesinde yok" for n in numbers if n not in valid]
        quotes = QUOTE.findall(unit)
        cited_text = " ".join(squash(sources[n - 1].text) for n in valid)
        fake = [q for q in quotes if squash(q) not in cited_text]
        if fake:
            problems += [f"alıntı kaynakta yok: {q[:60]}" for q in fake]
            continue  # an invented "verbatim" quote discredits the whole sentence
        for n in valid:
            new_n = renumber.setdefault(n, len(renumber) + 1)
            if new_n not in by_n:
                chunk = sources[n - 1]
                quote = next((q for q in quotes if squash(q) in squash(chunk.text)), None)
                by_n[new_n] = Citation.from_chunk(
                    new_n, chunk, quote or _best_sentence(chunk, unit)
                )
        unit = MARKER.sub(
            lambda m: f" [{renumber[int(m.group(1))]}]" if int(m.group(1)) in renumber else "",
            unit,
        )
        kept_units.append(unit)
    return CitationCheck(" ".join(kept_units).strip(), list(by_n.values()), problems)
