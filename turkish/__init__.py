"""Turkish text helpers shared by the assistant and the rule checkers (a leaf package:
it imports nothing of the project, so ``validators`` and ``assistant`` can both use it)."""

from __future__ import annotations

from turkish.folding import ascii_fold, contains_normalized, fold, fold_same_length, normalize
from turkish.numbers import NumberKind, NumberMention, find_numbers, parse_number_phrase
from turkish.words import (
    MARKER,
    QUOTE_GAP,
    bm25_tokens,
    content_words,
    quote_parts,
    split_sentences,
    squash,
    stem,
    tokenize,
)

__all__ = [
    "MARKER",
    "QUOTE_GAP",
    "NumberKind",
    "NumberMention",
    "ascii_fold",
    "bm25_tokens",
    "content_words",
    "contains_normalized",
    "find_numbers",
    "fold",
    "fold_same_length",
    "normalize",
    "parse_number_phrase",
    "quote_parts",
    "split_sentences",
    "squash",
    "stem",
    "tokenize",
]
