"""Heading-aware chunks with stable ids.

A chunk never spans two sections. Paragraphs of a section are packed up to TARGET
characters; a paragraph longer than that is split at sentence ends, so quotes stay
verbatim substrings of the chunk text.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from turkish import normalize, split_sentences

if TYPE_CHECKING:
    from assistant.corpus import Document

TARGET = 800
MINIMUM = 300
BREADCRUMB_SEP = " › "


@dataclass(frozen=True)
class Chunk:
    id: str
    game: str
    doc: str
    lang: str
    source: str
    section_path: tuple[str, ...]
    text: str

    @property
    def breadcrumb(self) -> str:
        return BREADCRUMB_SEP.join(self.section_path)

    @property
    def index_text(self) -> str:
        """What gets embedded and BM25-indexed: headings carry much of the meaning."""
        return f"{self.breadcrumb}\n{self.text}"

    @property
    def content_hash(self) -> str:
        return hashlib.sha256(self.index_text.encode("utf-8")).hexdigest()[:16]


def slugify(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", normalize(text)).strip("-")[:60] or "bolum"


def _pieces(paragraph: str) -> list[str]:
    if len(paragraph) <= TARGET:
        return [paragraph]
    pieces: list[str] = []
    current = ""
    for sentence in split_sentences(paragraph):
        if current and len(current) + 1 + len(sentence) > TARGET:
            pieces.append(current)
            current = sentence
        else:
            current = f"{current} {sentence}".strip()
    if current:
        pieces.append(current)
    return pieces


def _pack(pieces: list[str]) -> list[str]:
    packed: list[str] = []
    for piece in pieces:
        if packed and len(packed[-1]) + 2 + len(piece) <= TARGET:
            packed[-1] = f"{packed[-1]}\n\n{piece}"
        else:
            packed.append(piece)
    # A short tail would be a weak chunk on its own: merge it back when that stays near TARGET.
    if len(packed) > 1 and len(packed[-1]) < MINIMUM // 2:
        tail = packed.pop()
        packed[-1] = f"{packed[-1]}\n\n{tail}"
    return packed


def chunk_document(doc: Document) -> list[Chunk]:
    chunks: list[Chunk] = []
    for section in doc.sections:
        slug = "--".join(slugify(h) for h in section.path)
        pieces = [p for para in section.paragraphs for p in _pieces(para)]
        for n, text in enumerate(_pack(pieces)):
            chunks.append(
                Chunk(
                    id=f"{doc.game}/{doc.doc_id}/{slug}#{n}",
                    game=doc.game,
                    doc=doc.doc_id,
                    lang=doc.lang,
                    source=doc.source,
                    section_path=section.path,
                    text=text,
                )
            )
    return chunks


def chunk_corpus(docs: list[Document]) -> list[Chunk]:
    chunks = [c for d in docs for c in chunk_document(d)]
    seen: set[str] = set()
    for c in chunks:
        if c.id in seen:  # two sections with the same heading path: ids must stay unique
            raise ValueError(f"duplicate chunk id {c.id}")
        seen.add(c.id)
    return chunks
