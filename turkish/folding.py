"""Folding Turkish text for comparison.

Customers type Turkish without Turkish letters ("kac zar atarim") and some rulebooks are
Czech, so comparisons reduce both sides to lower-case ASCII-ish text (:func:`normalize`).
Python's own ``lower`` gets Turkish wrong: "I".lower() is "i" (Turkish: "ı") and
"İ".lower() is "i" + U+0307. :func:`fold_same_length` keeps every offset, for code that
finds positions on folded text and edits the original (the claim checkers).
"""

from __future__ import annotations

import unicodedata
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


class _Marks(dict[int, "str | None"]):
    """str.translate table that deletes combining marks (categories Mn, Me) and maps the
    letters NFKD cannot split; each code point is classified once, then looked up in C."""

    def __missing__(self, code: int) -> str | None:
        char = chr(code)
        if unicodedata.category(char) in ("Mn", "Me"):
            mapped: str | None = None
        else:
            mapped = _UNDECOMPOSABLE.get(code, char)
        self[code] = mapped
        return mapped


_FOLD_TABLE = _Marks()


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


class _OneLower(dict[int, str]):
    """str.translate table: each character's first lower-case character (one for one)."""

    def __missing__(self, code: int) -> str:
        char = chr(code)
        lower = char.lower()
        self[code] = mapped = lower[0] if lower else char
        return mapped


_ONE_LOWER = _OneLower()


def fold_same_length(text: str) -> str:
    """Turkish-aware, ASCII-folded lower case with exactly one character per character."""
    return text.translate(_SAME_LENGTH).translate(_ONE_LOWER)


def contains_normalized(haystack: str, needle: str) -> bool:
    """Substring test that forgives case and missing Turkish letters; blank needles never match."""
    if not needle.strip():
        return False
    return fold(needle) in fold(haystack) or normalize(needle) in normalize(haystack)
