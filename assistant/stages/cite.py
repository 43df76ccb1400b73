"""Cite: the final citations of the verified text — each one named by a marker in the text
and quoting its chunk verbatim, numbered in order of first appearance."""

from __future__ import annotations

import dataclasses
import re

from assistant.citations import MARKER
from assistant.corpus import Corpus
from assistant.types import Citation, Verified
from turkish import quote_parts, squash


class CiteStage:
    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus

    def _verbatim(self, citation: Citation) -> bool:
        chunk = self.corpus.chunk(citation.chunk_id)
        # An extractive quote may join two sentences of one chunk with " … ".
        return chunk is not None and all(
            squash(part) in squash(chunk.text) for part in quote_parts(citation.quote)
        )

    def run(self, verified: Verified) -> Verified:
        draft = verified.draft
        valid = {c.n: c for c in draft.citations if self._verbatim(c)}
        order: dict[int, int] = {}
        for m in MARKER.finditer(draft.text):
            n = int(m.group(1))
            if n in valid and n not in order:
                order[n] = len(order) + 1

        def renumber(m: re.Match[str]) -> str:
            n = int(m.group(1))
            space = m.group(0)[: m.group(0).index("[")]
            return f"{space}[{order[n]}]" if n in order else ""

        text = MARKER.sub(renumber, draft.text).strip()
        citations = [dataclasses.replace(valid[old], n=new) for old, new in order.items()]
        return Verified(dataclasses.replace(draft, text=text, citations=citations), verified.checks)
