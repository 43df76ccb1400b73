"""Folding Turkish text for comparison.

Customers type Turkish without Turkish letters ("kac zar atarim") and some rulebooks are
Czech, so comparisons reduce both sides to lower-case ASCII-ish text (:func:`normalize`).
Python's own ``lower`` gets Turkish wrong: "I".lower() is "i" (Turkish: "ı") and
"İ".lower() is "i" + U+0307. :func:`fold_same_length` keeps every offset, for code that
finds positions on folded text and edits the original (the claim checkers).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from functools import lru_cache

# Python lower-cases "I" to "i" and "İ" to "i" + U+0307; Turkish needs "ı" and "i".
_TURKISH_I = str.maketrans({"İ": "i", "I": "ı"})
_COMBINING_DOT = "\u0307"
# Letters that NFKD cannot split into "base + accent", so they need an explicit mapping.
_UNDECOMPOSABLE = str.maketrans(
    {"ı": "i", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ø": "o", "Ø": "O", "ħ": "h", "Ħ": "H"}
)


def fold(text: str) -> str:
    """Lower-case with Turkish dotted/dotless i rules; keeps Turkish letters."""
    # NFC first so a decomposed "I" + U+0307 is recognised as "İ", not as dotless "I".
    text = unicodedata.normalize("NFC", text).translate(_TURKISH_I).lower()
    return unicodedata.normalize("NFC", text).replace(_COMBINING_DOT, "")


class _LazyTable(dict[int, "str | None"]):
    """A str.translate table filled on demand: each code point is mapped once by `rule`
    (None deletes it), then every later lookup is a dict lookup in C."""

    def __init__(self, rule: Callable[[str], str | None]) -> None:
        super().__init__()
        self.rule = rule

    def __missing__(self, code: int) -> str | None:
        self[code] = mapped = self.rule(chr(code))
        return mapped


def _bare(char: str) -> str | None:
    """Combining marks (categories Mn, Me) go; letters NFKD cannot split are mapped."""
    if unicodedata.category(char) in ("Mn", "Me"):
        return None
    return _UNDECOMPOSABLE.get(ord(char), char)


_FOLD_TABLE = _LazyTable(_bare)


def ascii_fold(text: str) -> str:
    """Drop diacritics (ş→s, ı→i, č→c, ů→u ...) without changing case."""
    if text.isascii():
        return text
    # Translate after NFKD because compatibility forms can decompose into "ı" (e.g. U+1D6A4).
    return unicodedata.normalize("NFKD", text).translate(_FOLD_TABLE)


@lru_cache(maxsize=16384)
def normalize(text: str) -> str:
    """Comparison form: Turkish fold, ASCII fold, single spaces (memoized: one answer
    normalizes the same rule sentences and rulings many times)."""
    folded = ascii_fold(fold(text))
    # NFKD can surface capitals from symbols ("ℐ" -> "I"); lower again so normalize is idempotent.
    folded = ascii_fold(folded.lower())
    return " ".join(folded.split())


# Length-preserving fold: every character maps to exactly one character, so regex offsets
# found on the folded text are valid offsets into the original (str.lower() can grow "İ").
_SAME_LENGTH = str.maketrans("İIıŞşĞğÖöÜüÇçÂâÎîÛû’‘", "iiissggoouuccaaiiuu''")


def _first_lower(char: str) -> str:
    """The first character of its lower case ("İ" → "i"), so lengths never change."""
    lower = char.lower()
    return lower[0] if lower else char


_ONE_LOWER = _LazyTable(_first_lower)


def fold_same_length(text: str) -> str:
    """Turkish-aware, ASCII-folded lower case with exactly one character per character."""
    return text.translate(_SAME_LENGTH).translate(_ONE_LOWER)


def contains_normalized(haystack: str, needle: str) -> bool:
    """Substring test that forgives case and missing Turkish letters; blank needles never match."""
    if not needle.strip():
        return False
    return fold(needle) in fold(haystack) or normalize(needle) in normalize(haystack)
