"""Numbers in Turkish text: digits and number words ("üç", "on altı", "ikişer", "üçüncü")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, NamedTuple

from turkish.folding import normalize
from turkish.words import tokenize

NumberKind = Literal["cardinal", "ordinal", "distributive"]

# Numbers. Words are matched in normalized (ASCII) form so "dört" and "dort" are the same.

_NUMBER_WORDS = {
    **{"sifir": 0, "bir": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5, "alti": 6, "yedi": 7},
    **{"sekiz": 8, "dokuz": 9, "on": 10, "yirmi": 20, "otuz": 30, "kirk": 40, "elli": 50},
    **{"altmis": 60, "yetmis": 70, "seksen": 80, "doksan": 90, "yuz": 100, "bin": 1000},
}
# "dört" softens to "dörd-" before a vowel ("dördü", "dördüncü", "dörder").
_STEMS = {**_NUMBER_WORDS, "dord": 4}
# Back-vowel stems take "-a-" suffixes ("onar", "altıya"); front ones "-e-" ("üçe", "beşer").
_BACK_STEMS = frozenset({"sifir", "alti", "dokuz", "on", "otuz", "kirk", "altmis", "doksan"})
# Case-suffixed forms of these are usually other words: "onu/ondan" (pronoun), "önünde"
# typed as "onunde", "binmek" (to ride), "yüzü" (face), "yüzde" (per cent).
_NO_CASE_SUFFIX = frozenset({"on", "bin", "yuz"})
_NO_DISTRIBUTIVE = frozenset({"sifir", "bin", "yuz"})  # "biner" rides, "yüzer" swims
# "yüz yukarı/aşağı" is "face up/down", very common in card rules.
_FACE_WORDS = frozenset({"yukari", "asagi", "ustu", "ustte", "alta"})

# Suffix templates in ASCII form; "A" is the harmonising a/e. Folding merges ı/i and u/ü, so
# only a/e harmony can be checked. Vowel-final stems have no "n-" forms on purpose: "altına",
# "altında" mean "under", not "six".
_VOWEL_SUFFIXES: tuple[tuple[NumberKind, str], ...] = (
    ("ordinal", r"nc[iu][^\W\d_]*"),
    ("distributive", r"sAr"),
    ("cardinal", r"yA|y[iu]|[dt]An?|ylA|s[iu](?:n[iu]|nA|ndAn?|n[iu]n|ylA)?"),
)
_CONSONANT_SUFFIXES: tuple[tuple[NumberKind, str], ...] = (
    ("ordinal", r"[iu]nc[iu][^\W\d_]*"),
    ("distributive", r"Ar"),
    ("cardinal", r"A|[iu](?:n[iu]|nA|ndAn?|n[iu]n)?|[dt]An?"),
)


def _compile_suffixes(vowel_final: bool, back: bool) -> list[tuple[NumberKind, re.Pattern[str]]]:
    templates = _VOWEL_SUFFIXES if vowel_final else _CONSONANT_SUFFIXES
    vowel = "a" if back else "e"
    return [(kind, re.compile(pattern.replace("A", vowel))) for kind, pattern in templates]


_SUFFIXES = {(v, b): _compile_suffixes(v, b) for v in (True, False) for b in (True, False)}


class _Word(NamedTuple):
    value: int
    kind: NumberKind
    bare: bool  # an uninflected number word, so it may continue a compound ("on" + "iki")


@dataclass(frozen=True)
class NumberMention:
    """A number in text; ``start``/``end`` are offsets into the original string."""

    value: int
    start: int
    end: int
    text: str
    kind: NumberKind


def _classify(word: str) -> _Word | None:
    if word in _NUMBER_WORDS:
        return _Word(_NUMBER_WORDS[word], "cardinal", True)
    for stem_word, value in _STEMS.items():
        if word.startswith(stem_word) and len(word) > len(stem_word):
            kind = _suffix_kind(stem_word, word[len(stem_word) :])
            if kind is not None:
                return _Word(value, kind, False)
    return None


def _suffix_kind(stem_word: str, rest: str) -> NumberKind | None:
    key = (stem_word[-1] in "aeiou", stem_word in _BACK_STEMS)
    for kind, pattern in _SUFFIXES[key]:
        if pattern.fullmatch(rest):
            if kind == "cardinal" and stem_word in _NO_CASE_SUFFIX:
                return None
            if kind == "distributive" and stem_word in _NO_DISTRIBUTIVE:
                return None
            return kind
    return None


def _combine(values: list[int]) -> int | None:
    """Value of a number-word sequence, or None if it is not one number ("iki üç" = 2-3)."""
    if 0 in values:
        return 0 if len(values) == 1 else None
    total, group = 0, 0
    for value in values:
        if value == 1000:
            if total or group == 1:
                return None
            total, group = max(group, 1) * 1000, 0
        elif value == 100:
            if group == 1 or group >= 10:
                return None
            group = max(group, 1) * 100
        elif value >= 10:
            if group % 100:
                return None
            group += value
        elif group % 10:
            return None
        else:
            group += value
    return total + group


def parse_number_phrase(text: str) -> int | None:
    """Value of a phrase that is only a number ("iki yüz elli" -> 250, "12" -> 12)."""
    tokens = tokenize(text)
    if len(tokens) == 1 and tokens[0].isdecimal():
        return int(tokens[0])
    words: list[_Word] = []
    for token in tokens:
        word = _classify(token)
        if word is None or (words and not words[-1].bare):
            return None
        words.append(word)
    return _combine([word.value for word in words]) if words else None


_SPAN = re.compile(r"[^\W\d_](?:[^\W\d_]|[\u0300-\u036f])*|\d+")
_ORDINAL_DOT = re.compile(r"\.[ \t]+([^\W\d_])")
_DIGIT_SUFFIX = re.compile(r"['’]([^\W\d_]+)")


def find_numbers(text: str, include_bir: bool = False) -> list[NumberMention]:
    """Digit numbers and Turkish number words, with kinds and original offsets.

    "bir" is mostly the indefinite article ("bir birim"), so bare or case-suffixed "bir" is
    reported only with ``include_bir``; "birinci", "birer" and "on bir" are always reported.
    """
    return list(_find_numbers(text, include_bir))


# One answer reads the same rule sentences and rulings many times (gate, answerer, verify,
# citation support); the mentions are frozen, so a text's are found once.
@lru_cache(maxsize=8192)
def _find_numbers(text: str, include_bir: bool) -> tuple[NumberMention, ...]:
    spans = list(_SPAN.finditer(text))
    mentions: list[NumberMention] = []
    index = 0
    while index < len(spans):
        if spans[index].group().isdecimal():
            mentions.append(_digit_mention(text, spans[index]))
            index += 1
            continue
        mention, index = _word_mention(text, spans, index, include_bir)
        if mention is not None:
            mentions.append(mention)
    return tuple(mentions)


def _digit_mention(text: str, match: re.Match[str]) -> NumberMention:
    start, end = match.span()
    kind: NumberKind = "cardinal"
    ordinal_dot = _ORDINAL_DOT.match(text, end)
    suffix = _DIGIT_SUFFIX.match(text, end)
    if start > 0 and text[start - 1] == "%":
        start -= 1
    elif ordinal_dot is not None and ordinal_dot.group(1).islower():
        end += 1  # "1. senaryo": keep the dot, it is what makes it an ordinal
        kind = "ordinal"
    elif suffix is not None:
        kind = _digit_suffix_kind(normalize(suffix.group(1)))
    return NumberMention(int(match.group()), start, end, text[start:end], kind)


def _digit_suffix_kind(suffix: str) -> NumberKind:
    if re.fullmatch(r"[iu]?nc[iu][^\W\d_]*", suffix):
        return "ordinal"  # "3'üncü"
    return "distributive" if re.fullmatch(r"s?[ae]r", suffix) else "cardinal"  # "3'er"


def _word_mention(
    text: str, spans: list[re.Match[str]], index: int, include_bir: bool
) -> tuple[NumberMention | None, int]:
    """Longest number-word compound starting at ``index`` and the index after it."""
    words: list[_Word] = []
    end = index
    while end < len(spans):
        word = _classify(normalize(spans[end].group()))
        gap = text[spans[end - 1].end() : spans[end].start()] if words else ""
        if word is None or (words and not _continues(gap, words, word)):
            break
        words.append(word)
        end += 1
    if not words:
        return None, index + 1
    following = normalize(spans[end].group()) if end < len(spans) else ""
    if not _reportable(words, following, include_bir):
        return None, end
    first, last = spans[index], spans[end - 1]
    value = _combine([word.value for word in words])
    assert value is not None  # every prefix was checked by _continues
    span_text = text[first.start() : last.end()]
    return NumberMention(value, first.start(), last.end(), span_text, words[-1].kind), end


def _continues(gap: str, words: list[_Word], word: _Word) -> bool:
    if not words[-1].bare or not gap.isspace() or "\n" in gap:
        return False
    return _combine([w.value for w in words] + [word.value]) is not None


def _reportable(words: list[_Word], following: str, include_bir: bool) -> bool:
    if len(words) != 1 or words[0].kind != "cardinal":
        return True
    if words[0].value == 100 and words[0].bare and following in _FACE_WORDS:
        return False  # "yüz yukarı" is "face up"
    if words[0].value == 1 and following.startswith(("degerinde", "degerli")):
        return True  # "bir değerinde", "bir değerli kart": a value, not the article
    return include_bir or words[0].value != 1
