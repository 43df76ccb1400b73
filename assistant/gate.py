"""Refusal gate checks beyond the evidence score.

A "how many X" question ("kaç senaryo", "kaç cm") is only answerable when the retrieved
rule text states a count of X. When no retrieved sentence puts a number next to X, the
rules do not say, and quoting nearby sentences would look like an answer that is not one.
"""

from __future__ import annotations

import re

from assistant.retrieval import Retrieval
from assistant.text import find_numbers, normalize, tokenize

# "kaç senaryo", "kaç cm", "kaçar tane", "ne kadar süre"
_HOW_MANY = re.compile(r"\bkac(ar)?\s+([a-z]+)|\bne kadar\s+([a-z]+)")
_FILLER = {"tane", "adet", "kez", "defa", "kisi", "tur", "puan", "zar"}  # handled elsewhere
PREFIX = 4
WINDOW = 3  # words between the number and the noun


def quantity_focus(question: str) -> str | None:
    """The noun a how-many question counts ("senaryo"), or None."""
    match = _HOW_MANY.search(normalize(question))
    if not match:
        return None
    noun = match.group(2) or match.group(3)
    return None if noun in _FILLER or len(noun) < 2 else noun


def states_count(text: str, noun: str) -> bool:
    norm = normalize(text)
    words = tokenize(norm)
    stem = noun[:PREFIX]
    # Counts only: "1. senaryo" is an ordinal, not a number of scenarios.
    numbered = {normalize(m.text).strip("%") for m in find_numbers(norm) if m.kind != "ordinal"}
    for i, word in enumerate(words):
        if word.startswith(stem):
            near = words[max(0, i - WINDOW) : i + WINDOW + 1]
            if any(w in numbered for w in near):
                return True
    return False


def unanswered_quantity(question: str, retrieval: Retrieval, top: int = 4) -> bool:
    noun = quantity_focus(question)
    if noun is None:
        return False
    return not any(states_count(sc.chunk.text, noun) for sc in retrieval.chunks[:top])
