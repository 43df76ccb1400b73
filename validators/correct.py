"""Writing a corrected number back into Turkish text.

Digits in Turkish take their case ending after an apostrophe, harmonised with how the number is
read aloud ("9'a" but "5'e", "3'ü" but "4'ü", "6'da" but "5'te"); a correction must re-harmonise
that ending or the fixed sentence reads wrong.
"""

from __future__ import annotations

import re

_UNITS = ["sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"]
_TENS = ["", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"]
_BACK = set("aıou")
_VOWELS = set("aeıioöuü")
_HARD = set("çfhkpsşt")


def last_word(n: int) -> str:
    """The last word of the number read aloud, which decides the ending's vowel."""
    if n % 10 or n == 0:
        return _UNITS[n % 10]
    if n % 100:
        return _TENS[(n % 100) // 10]
    return "yüz" if n % 1000 else "bin"


def _four_way(vowel: str) -> str:
    return {"a": "ı", "ı": "ı", "e": "i", "i": "i", "o": "u", "u": "u", "ö": "ü", "ü": "ü"}[vowel]


def harmonise(n: int, suffix: str) -> str:
    """Re-harmonise a case ending (without apostrophe) for number ``n``; unknown forms are kept."""
    word = last_word(n)
    vowel = [c for c in word if c in _VOWELS][-1]
    a = "a" if vowel in _BACK else "e"
    ends_vowel, hard = word[-1] in _VOWELS, word[-1] in _HARD
    d = "t" if hard else "d"
    low = suffix.lower()
    forms: list[tuple[str, str]] = [
        (r"[şs]?[ae]r", ("ş" if ends_vowel else "") + a + "r"),  # distributive: 2'şer, 3'er
        (r"[dt][ae]n", d + a + "n"),  # ablative
        (r"[dt][ae]", d + a),  # locative
        (r"n?[ıiuü]n", ("n" if ends_vowel else "") + _four_way(vowel) + "n"),  # genitive
        (r"y?[ae]", ("y" if ends_vowel else "") + a),  # dative
        (r"y?[ıiuü]", ("y" if ends_vowel else "") + _four_way(vowel)),  # accusative
        (r"l[ıiuü]k", "l" + _four_way(vowel) + "k"),
        (r"[dt][ıiuü]r", d + _four_way(vowel) + "r"),  # copula: 3'tür
        (r"y?l[ae]", ("y" if ends_vowel else "") + "l" + a),  # instrumental
    ]
    for pattern, replacement in forms:
        if re.fullmatch(pattern, low):
            return replacement
    return suffix


def replace_number(text: str, start: int, end: int, value: int) -> str:
    """Replace the number at text[start:end] by ``value`` (digits), fixing a following ending."""
    old = text[start:end]
    new = f"{value}." if old.endswith(".") else str(value)
    tail = text[end:]
    m = re.match(r"(['’])([^\W\d_]+)", tail)
    if m and old.rstrip(".").isdigit():
        tail = m.group(1) + harmonise(value, m.group(2)) + tail[m.end() :]
    return text[:start] + new + tail
