"""Folding Turkish text for comparison.

Customers type Turkish without Turkish letters ("kac zar atarim") and some rulebooks are
Czech, so comparisons reduce both sides to lower-case ASCII-ish text (:func:`normalize`).
Python's own ``lower`` gets Turkish wrong: "I".lower() is "i" (Turkish: "ı") and
"İ".lower() is "i" + U+0307. :func:`fold_same_length` keeps every offset, for code that
finds positions on folded text and edits the original (the claim checkers).
"""

from __future__ import annotations

import unicodedata

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


def ascii_fold(text: str) -> str:
    """Drop diacritics (ş→s, ı→i, č→c, ů→u ...) without changing case."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(ch for ch in decomposed if unicodedata.category(ch) not in ("Mn", "Me"))
    # Translate after NFKD because compatibility forms can decompose into "ı" (e.g. U+1D6A4).
    return bare.translate(_UNDECOMPOSABLE)


def normalize(text: str) -> str:
    """Comparison form: Turkish fold, ASCII fold, single spaces."""
    folded = ascii_fold(fold(text))
    # NFKD can surface capitals from symbols ("ℐ" -> "I"); lower again so normalize is idempotent.
    folded = ascii_fold(folded.lower())
    return " ".join(folded.split())


# Length-preserving fold: every character maps to exactly one character, so regex offsets
# found on the folded text are valid offsets into the original (str.lower() can grow "İ").
_SAME_LENGTH = str.maketrans("İIıŞşĞğÖöÜüÇçÂâÎîÛû’‘", "iiissggoouuccaaiiuu''")


def fold_same_length(text: str) -> str:
    """Turkish-aware, ASCII-folded lower case with exactly one character per character."""
    out = text.translate(_SAME_LENGTH)
    return "".join(ch.lower()[0] if ch.lower() else ch for ch in out)


def contains_normalized(haystack: str, needle: str) -> bool:
    """Substring test that forgives case and missing Turkish letters; blank needles never match."""
    if not needle.strip():
        return False
    return fold(needle) in fold(haystack) or normalize(needle) in normalize(haystack)
