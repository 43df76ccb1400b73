"""Refusal gate checks beyond the evidence score.

The evidence score says whether the retrieved rules are about the question's topic; it
cannot tell whether they hold the one fact asked for. Three question shapes ask for a fact
that has a visible form in rule text, so its absence from the retrieved chunks means the
rules do not say, and quoting nearby sentences would look like an answer that is not one:

- a count: "kaç senaryo", "kaç cm", "can değeri kaç" needs a number next to the noun;
- a limit: "en fazla kaç kişi" needs a number next to the noun *stated as a limit*
  ("en fazla 5 aksiyon", "2-6 kişi", "4 kişiye kadar"), not just any number ("2 kişilik");
- a numbered item: "5 numaralı hazine" needs the number next to the noun.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.retrieval import Retrieval
from turkish import find_numbers, normalize, tokenize

# "kaç senaryo", "kaçar tane", "ne kadar süre"
_HOW_MANY = re.compile(r"\bkac(ar)?\s+([a-z]+)|\bne kadar\s+([a-z]+)")
# "can değeri kaç", "kart sayısı kaç": the noun comes first
_VALUE_OF = re.compile(r"\b([a-z]+)\s+(degeri|sayisi|miktari|boyutu|uzunlugu|suresi)\s+kac\b")
_LIMIT = re.compile(r"\b(en fazla|en cok|en az|maksimum|minimum|azami|asgari)\s+kac\b")
_NUMBERED = re.compile(r"\b(\d+)\s*(?:numarali|nolu|no\.?|#)\s+([a-z]+)")
# Words after "kaç" that name no countable thing the rules would state by itself, or whose
# counts are settled elsewhere (the calculators, the evidence score).
_FILLER = {"tane", "adet", "kez", "kere", "defa", "kisi", "tur", "puan", "zar"}
# A limit in rule text: "en fazla 5", "5'e kadar", "2-6", "en az 1".
_LIMIT_WORDS = re.compile(
    r"\b(en fazla|en cok|en az|kadar|maksimum|minimum|azami|asgari)\b|\d+\s*-\s*\d+"
)
_LIST_MARKER = re.compile(r"(?:^|(?<=\s))\d+[.)]\s+(?=[A-ZÇĞİÖŞÜ])")
PREFIX = 4
WINDOW = 3  # words between the number and the noun
SHORT_NOUN_SUFFIX = 3  # "can" matches "canı", "canını" but not "canavar"


@dataclass(frozen=True)
class Focus:
    """What a question asks the rules to state: a count, a limit or a numbered item."""

    noun: str
    shape: str  # "count" | "limit" | "numbered"
    number: str | None = None  # the item's number for "numbered"


def quantity_focus(question: str) -> str | None:
    """The noun a how-many question counts ("senaryo"), or None."""
    focus = question_focus(question)
    return focus.noun if focus is not None and focus.shape == "count" else None


def question_focus(question: str) -> Focus | None:
    norm = normalize(question)
    numbered = _NUMBERED.search(norm)
    if numbered:
        return Focus(numbered.group(2), "numbered", numbered.group(1))
    value_of = _VALUE_OF.search(norm)
    match = _HOW_MANY.search(norm)
    if match:
        noun = match.group(2) or match.group(3)
        if _LIMIT.search(norm) and len(noun) >= 2:
            return Focus(noun, "limit")  # a limit of players, actions...: filler included
        if noun not in _FILLER and len(noun) >= 2:
            return Focus(noun, "count")
    if value_of:
        return Focus(value_of.group(1), "count")
    return None


def _noun_at(word: str, noun: str) -> bool:
    if len(noun) < PREFIX:
        return word.startswith(noun) and len(word) - len(noun) <= SHORT_NOUN_SUFFIX
    return word.startswith(noun[:PREFIX])


def states_count(text: str, noun: str, number: str | None = None, limit: bool = False) -> bool:
    """Does the text put a number (this `number`, if given) next to the noun?"""
    # List markers ("3. Maksimum can…") are not counts; neither is zero ("canı 0'a düşünce").
    norm = normalize(_LIST_MARKER.sub(" ", text))
    words = tokenize(norm)
    # Counts only: "1. senaryo" is an ordinal, not a number of scenarios.
    numbered = {normalize(m.text).strip("%") for m in find_numbers(norm) if m.kind != "ordinal"}
    numbered.discard("0")
    if number is not None:
        numbered = {number}
    for i, word in enumerate(words):
        if not _noun_at(word, noun):
            continue
        near = words[max(0, i - WINDOW) : i + WINDOW + 1]
        if not any(w in numbered for w in near):
            continue
        if not limit or _LIMIT_WORDS.search(
            " ".join(words[max(0, i - 2 * WINDOW) : i + WINDOW + 1])
        ):
            return True
    if limit:  # "2-6 kişi": the range's digits tokenize apart, so look at the raw text too
        stem = noun[:PREFIX] if len(noun) >= PREFIX else noun
        return bool(re.search(rf"\d+\s*-\s*\d+\s+{re.escape(stem)}", norm))
    return False


def unanswered_quantity(question: str, retrieval: Retrieval, top: int = 4) -> bool:
    """True when the question asks for a count, limit or numbered item no chunk states."""
    focus = question_focus(question)
    if focus is None:
        return False
    return not any(
        states_count(sc.chunk.text, focus.noun, focus.number, focus.shape == "limit")
        for sc in retrieval.chunks[:top]
    )
