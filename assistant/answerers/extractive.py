"""The embedded default answerer: verbatim rule sentences, cited, never invented text.

Sentences of the top chunks are scored by how much of the question's idf-weighted
vocabulary they contain, plus the chunk's retrieval rank; the best one or two are quoted.
A one-word lead (Evet/Hayır) is added only when the quoted text itself settles a yes/no
question (see `lead`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from assistant.answerers.base import AnswerRequest, Unanswerable, register_answerer
from assistant.config import Settings
from assistant.corpus import Corpus
from assistant.question import Question
from assistant.retrieval import Retrieval, ScoredChunk
from assistant.sentences import quote_units
from assistant.types import Citation, Draft
from turkish import bm25_tokens, normalize
from turkish.polarity import tag_polarity

if TYPE_CHECKING:  # the registry imports this module to learn its name: keep it light
    from langchain_core.language_models.chat_models import BaseChatModel

MAX_QUOTES = 2
CANDIDATE_CHUNKS = 4
# Dense question-sentence similarity joins word overlap in the score (e5 cosines crowd into
# 0.75-0.90, so that band is stretched to 0-1); 0.4 was best on dev + project questions.
DENSE_WEIGHT = 0.4
SECOND_QUOTE_RATIO = 0.75  # a second quote must score close to the first
OTHER_LANG_FACTOR = 0.6  # a Turkish customer is better served by a Turkish sentence

# Negative verb forms in a rule sentence ("bölemez", "kazandırmaz", "değildir").
_NEGATIVE = re.compile(r"(amaz|emez|mamali|memeli|degil|degildir|yoktur)\b|[^ ]m[ae]z\b")


@dataclass
class _Candidate:
    text: str
    score: float
    source: ScoredChunk
    order: int


def _weights(terms: tuple[str, ...], idf: dict[str, float]) -> dict[str, float]:
    default = max(idf.values(), default=1.0)
    return {t: max(idf.get(t, default), 0.1) for t in set(terms)}


def _matches(term: str, present: set[str]) -> bool:
    # 5-letter prefixes split short roots from their suffixed forms ("zar" vs "zarla"):
    # a term also matches a token it prefixes, or that prefixes it (3+ letters).
    if term in present:
        return True
    if not 3 <= len(term) <= 4 or term.isdigit():
        return False
    return any(len(p) >= 3 and (p.startswith(term) or term.startswith(p)) for p in present)


def _overlap(weights: dict[str, float], text: str) -> float:
    total = sum(weights.values()) or 1.0
    present = set(bm25_tokens(text))
    return sum(w for t, w in weights.items() if _matches(t, present)) / total


def _dense(retrieval: Retrieval, query: np.ndarray | None, sentence: str) -> float:
    if retrieval.sentences is None or query is None:
        return 0.0
    sim = retrieval.sentences.similarity(query, sentence)
    return 0.0 if sim is None else min(1.0, max(0.0, (sim - 0.75) / 0.15))


def _candidates(question: Question, retrieval: Retrieval) -> list[_Candidate]:
    weights = _weights(question.terms, retrieval.idf)
    query = (
        None if retrieval.query_vector is None else np.asarray(retrieval.query_vector, np.float32)
    )
    cands: list[_Candidate] = []
    for rank, sc in enumerate(retrieval.chunks[:CANDIDATE_CHUNKS]):
        heading_bonus = 0.2 * _overlap(weights, sc.chunk.breadcrumb)
        factor = 1.0 if sc.chunk.lang == "tr" else OTHER_LANG_FACTOR
        for order, sentence in enumerate(quote_units(sc.chunk.text)):
            score = _overlap(weights, sentence) + 0.3 / (rank + 1) + heading_bonus
            score += DENSE_WEIGHT * _dense(retrieval, query, sentence)
            cands.append(_Candidate(sentence, factor * score - 0.01 * order, sc, order))
    cands.sort(key=lambda c: -c.score)
    return cands


def lead(question: Question, quote: str, heading: str = "") -> str:
    """'Evet.' / 'Hayır.' when the quote settles the yes/no question, else ''."""
    # "X değil mi?": the quote that confirms or contradicts X decides (turkish/polarity.py).
    reading = tag_polarity(question.standalone, quote) if question.tag_question else None
    if reading is not None:
        return "Evet." if reading == "evet" else "Hayır."
    if not question.yes_no or question.negated:
        return ""
    norm = normalize(quote)
    opener = norm.split(".")[0].split(",")[0].strip()
    # An FAQ answer opens with its own verdict; it is ours only if its question is ours.
    if opener in {"evet", "hayir"} and _similar(question.terms, heading):
        return "Evet." if opener == "evet" else "Hayır."
    for stem in question.ability_stems:
        if re.search(rf"\b{stem}\w*?y?[ae]bil(ir|ecek)", norm):
            return "Evet."
        if re.search(rf"\b{stem}\w*?y?[ae]m[ae]z", norm):
            return "Hayır."
    return "Hayır." if _NEGATIVE.search(norm) and opener not in {"evet"} else ""


def _verdict(question: Question, chosen: list[_Candidate]) -> str:
    """One lead for the answer; none when the quotes point different ways."""
    found = {v for c in chosen if (v := lead(question, c.text, c.source.chunk.section_path[-1]))}
    if found == {"Hayır."} and any(_permits(question, c.text) for c in chosen):
        return ""  # one quote forbids something, another says the asked act is possible
    return found.pop() if len(found) == 1 else ""


_PERMITS = re.compile(r"\b(mumkun|serbest)")


def _permits(question: Question, quote: str) -> bool:
    """The quote calls the act the question asks about ("koyabilir miyim") possible."""
    norm = normalize(quote)
    stems = question.ability_stems
    return bool(_PERMITS.search(norm)) and any(re.search(rf"\b{s}", norm) for s in stems)


_OPENER = re.compile(r"^(Evet|Hayır)[.,]\s+")


def _opener(text: str) -> str:
    match = _OPENER.match(text)
    return f"{match.group(1)}." if match else ""


def _similar(terms: tuple[str, ...], heading: str) -> bool:
    h_terms = set(bm25_tokens(heading))
    return bool(h_terms) and len(h_terms & set(terms)) / len(h_terms) >= 0.5


def _choose(cands: list[_Candidate]) -> list[_Candidate]:
    chosen = [cands[0]]
    for cand in cands[1:]:
        if len(chosen) == MAX_QUOTES or cand.score < SECOND_QUOTE_RATIO * chosen[0].score:
            break
        if cand.text not in chosen[0].text and chosen[0].text not in cand.text:
            chosen.append(cand)
    return chosen


def answer_extractive(question: Question, retrieval: Retrieval) -> Draft:
    cands = _candidates(question, retrieval)
    if not cands:
        return Draft(text="", citations=[], answerer="extractive")
    citations: list[Citation] = []
    parts: list[str] = []
    chosen = _choose(cands)
    verdict = _verdict(question, chosen)
    for cand in chosen:
        if verdict:
            # The lead states the verdict once; a quote opening with the same word loses it
            # ("Hayır. Hem ..." → "Hem ..."), which leaves a verbatim substring.
            cand.text = _OPENER.sub("", cand.text) if _opener(cand.text) == verdict else cand.text
        chunk = cand.source.chunk
        existing = next((c for c in citations if c.chunk_id == chunk.id), None)
        if existing is None:
            existing = Citation.from_chunk(len(citations) + 1, chunk, cand.text)
            citations.append(existing)
        else:
            existing.quote = f"{existing.quote} … {cand.text}"
        label = czech_label(chunk.lang)
        parts.append(f"“{cand.text}”{label} [{existing.n}]")
    body = " ".join(parts)
    # A Turkish customer cannot read a Czech quote: when it is all there is, say so plainly.
    only_czech = all(c.lang == "cs" for c in citations)
    opener = (
        "Bu ayrıntı Türkçe kural metninde geçmiyor; Çekçe kural rehberinde şöyle yazıyor:"
        if only_czech
        else "Kural metni şöyle diyor:"
    )
    text = f"{verdict} {opener} {body}" if verdict else f"{opener} {body}"
    return Draft(text=text, citations=citations, answerer="extractive", lead=verdict)


class ExtractiveAnswerer:
    """Verbatim rule sentences, cited; never invented text (the fallback of every answerer,
    and on its own — RULES_ANSWERER=extractive — the pipeline without rulings)."""

    name = "extractive"
    generative = False

    def answer(self, request: AnswerRequest) -> Draft:
        retrieval = request.calculation.evidence.retrieval
        if retrieval is None:
            raise Unanswerable("kaynak getirilmedi")
        return answer_extractive(request.question, retrieval)


@register_answerer("extractive")
def extractive_answerer(
    _settings: Settings, _corpus: Corpus, _chat_model: BaseChatModel | None
) -> ExtractiveAnswerer:
    return ExtractiveAnswerer()


def czech_label(lang: str) -> str:
    """Marks a quote a Turkish customer cannot read as the Czech guide's."""
    return " (Çekçe kural rehberi)" if lang == "cs" else ""
