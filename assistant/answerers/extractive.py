"""The embedded default answerer: verbatim rule sentences, cited, never invented text.

Sentences of the top chunks are scored by how much of the question's (idf-weighted)
vocabulary they contain, plus the chunk's retrieval rank; the best one or two are quoted.
A one-word lead (Evet/Hayır) is added only when the quoted text itself settles a yes/no
question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.retrieval import Retrieval, ScoredChunk
from assistant.text import bm25_tokens, normalize, split_sentences
from assistant.types import Citation, Draft

MAX_QUOTES = 2
CANDIDATE_CHUNKS = 4
SHORT_SENTENCE = 40  # "Hayır." alone says nothing: glue it to the next sentence

# Negative verb forms in the quoted rule ("bölemez", "kazandırmaz", "değildir").
_NEGATIVE = re.compile(r"(amaz|emez|maz|mez|mamali|memeli|degil|yoktur)\b")
# The question's own negation ("saldıramaz mı?") would flip the answer: no lead then.
_NEGATIVE_QUESTION = re.compile(r"(amaz|emez|maz|mez|miyor|muyor|degil)\b")


@dataclass
class _Candidate:
    text: str
    score: float
    source: ScoredChunk
    order: int


def is_yes_no(question: str) -> bool:
    q = normalize(question)
    return bool(
        re.search(r"\bm[iu](y[iu]m|s[iu]n|y[iu]z|d[iu]r|d[iu])?\b|\bm[iu]$|[a-z]m[iu]\b", q)
    )


def _sentences(chunk_text: str) -> list[str]:
    out: list[str] = []
    for sentence in split_sentences(chunk_text):
        if out and len(out[-1]) < SHORT_SENTENCE and not out[-1].endswith(":"):
            out[-1] = f"{out[-1]} {sentence}"  # still verbatim: both came from one paragraph line
        else:
            out.append(sentence)
    return out


def _candidates(question: str, retrieval: Retrieval) -> list[_Candidate]:
    q_terms = set(bm25_tokens(question))
    cands: list[_Candidate] = []
    for rank, sc in enumerate(retrieval.chunks[:CANDIDATE_CHUNKS]):
        heading_terms = set(bm25_tokens(sc.chunk.breadcrumb))
        heading_bonus = 0.15 * len(q_terms & heading_terms) / max(1, len(q_terms))
        for order, sentence in enumerate(_sentences(sc.chunk.text)):
            terms = set(bm25_tokens(sentence))
            overlap = len(q_terms & terms) / max(1, len(q_terms))
            prior = 0.35 / (rank + 1)
            score = overlap + prior + heading_bonus - (0.02 * order if rank else 0.0)
            cands.append(_Candidate(sentence, score, sc, order))
    cands.sort(key=lambda c: -c.score)
    return cands


def _lead(question: str, quote: str) -> str:
    if not is_yes_no(question):
        return ""
    first = normalize(quote.split(".")[0])
    if first.startswith("hayir"):
        return "Hayır."
    if first.startswith("evet"):
        return "Evet."
    q = normalize(question)
    if not _NEGATIVE_QUESTION.search(q) and _NEGATIVE.search(normalize(quote)):
        return "Hayır."
    return ""


def answer_extractive(question: str, retrieval: Retrieval) -> Draft:
    cands = _candidates(question, retrieval)
    if not cands:
        return Draft(text="", citations=[], answerer="extractive")
    chosen = [cands[0]]
    for cand in cands[1:]:
        if len(chosen) == MAX_QUOTES or cand.score < 0.7 * chosen[0].score:
            break
        if cand.text not in chosen[0].text and chosen[0].text not in cand.text:
            chosen.append(cand)
    citations: list[Citation] = []
    parts: list[str] = []
    for cand in chosen:
        chunk = cand.source.chunk
        existing = next((c for c in citations if c.chunk_id == chunk.id), None)
        n = existing.n if existing else len(citations) + 1
        if existing is None:
            citations.append(
                Citation(
                    n, chunk.id, chunk.game, chunk.doc, chunk.breadcrumb, cand.text, chunk.lang
                )
            )
        else:
            existing.quote = f"{existing.quote} … {cand.text}"
        label = " (Çekçe kural rehberi)" if chunk.lang == "cs" else ""
        parts.append(f"“{cand.text}”{label} [{n}]")
    lead = _lead(question, chosen[0].text)
    body = " ".join(parts)
    text = f"{lead} Kural metni şöyle diyor: {body}" if lead else f"Kural metni şöyle diyor: {body}"
    return Draft(text=text, citations=citations, answerer="extractive", lead=lead)
