"""Tokens, prefix stems and sentences of Turkish (and Czech) rule text."""

from __future__ import annotations

import re

from turkish.folding import normalize

_TOKEN = re.compile(r"[^\W\d_]+|\d+")


# A citation marker in answer text: "[1]", "[12]".
MARKER = re.compile(r"\[(\d{1,2})\]")


# Between two verbatim spans of one quote: two sentences the extractor joins, a table's
# header and the row a calculator reads. Each span is checked on its own.
QUOTE_GAP = " … "


def quote_parts(quote: str) -> list[str]:
    return quote.split(QUOTE_GAP)


def squash(text: str) -> str:
    """Whitespace-insensitive form: quotes may wrap differently from the text they quote."""
    return " ".join(text.split())


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def tokenize(text: str) -> list[str]:
    """Normalized runs of letters or of digits; every other character separates tokens.

    Apostrophe suffixes become their own token ("AT-AT'ye" -> ["at", "at", "ye"]) and digits
    split from letters ("2sini" -> ["2", "sini"]), so "2" matches however it is inflected.
    """
    return _TOKEN.findall(normalize(text))


# A stem's last consonant softens before a vowel ("tuzak" → "tuzağa", "kitap" → "kitabı",
# "kanat" → "kanadı"); folded, the prefix of "tuzağa" is "tuzag" and misses "tuzak".
_HARD = {"g": "k", "b": "p", "d": "t"}
_VOWELS = frozenset("aeiou")


def stem(token: str, n: int = 5) -> str:
    """Prefix stem: on this corpus a 5-character prefix beat snowball for BM25 recall. A
    softened last consonant before a vowel is hardened back, so every form of a word
    shares one stem."""
    if n < 1:
        raise ValueError("n must be positive")
    if token.isdecimal():
        return token
    prefix = token[:n]
    if len(token) > n and prefix[-1] in _HARD and token[n] in _VOWELS:
        return prefix[:-1] + _HARD[prefix[-1]]
    return prefix


# Pure function words only: negations ("degil", "yok", "hayir"), "her", "hic" and "kac" carry
# meaning for rules questions and are kept. "bir" is dropped as it is mostly an article.
_STOPWORDS = _words(
    "ve veya ya yahut ile icin bir bu su o da de ki mi mu midir mudur misin musun miyim muyum"
    " ne nasil gibi ama fakat ise hem"
)


# Forms of the light verb "etmek" ("hareket ediyo", "ateş eder", "yok edilir"): the noun
# before them carries the meaning. Typed colloquially ("ediyo") they are tokens the rule
# text never has, and an unknown token weighs most in term coverage, so "çekirge nasıl
# hareket ediyo" was matched to the one ruling whose ask said "ediyor", not to the
# Grasshopper's. Words that only begin like them ("etki", "etraf", "edinmek") are kept.
_LIGHT_VERB = re.compile(r"^(?:ed|et)(?:iyo|er|en|ebil|il|eme|ece|ti|m[eiu])[a-z]*$")


def content_words(text: str) -> list[str]:
    """The words of a text that are not pure function words (light verbs included)."""
    return [token for token in tokenize(text) if token not in _STOPWORDS]


def bm25_tokens(text: str) -> list[str]:
    """Tokens for BM25 indexing and querying: tokenize, drop stopwords, prefix-stem."""
    return [
        stem(token)
        for token in tokenize(text)
        if token not in _STOPWORDS and not _LIGHT_VERB.match(token)
    ]


_BOUNDARY = re.compile(r"[.!?;]+[\"'”’»)\]]*(?=\s)")
_OPENERS = "\"'“‘«(["
# Normalized words that take a period without ending the sentence (Turkish and Czech).
_ABBREVIATIONS = _words(
    "vb vs vd orn or bkz krs sf syf s no nr yy dr prof sn mad tbl sek yak max min napr tj tzv"
    " resp viz str cca pozn obr kap tab c"
)


def split_sentences(text: str) -> list[str]:
    """Sentences as stripped, verbatim substrings of ``text`` (so they can be quoted)."""
    sentences: list[str] = []
    for line in text.splitlines():
        start = 0
        for cut in _sentence_cuts(line):
            sentences.append(line[start:cut].strip())
            start = cut
        sentences.append(line[start:].strip())
    return [sentence for sentence in sentences if sentence]


def _sentence_cuts(line: str) -> list[int]:
    return [match.end() for match in _BOUNDARY.finditer(line) if _is_boundary(line, match)]


def _is_boundary(line: str, match: re.Match[str]) -> bool:
    rest = line[match.end() :].lstrip()
    if not rest or not (rest[0].isupper() or rest[0].isdigit() or rest[0] in _OPENERS):
        return False
    if _paren_depth(line[: match.end()]) > 0:
        return False
    # Only a lone "." can be an abbreviation or an ordinal ("örn.", "1. Puanlama").
    return match.group() != "." or not _ends_with_abbreviation(line[: match.start()])


def _paren_depth(text: str) -> int:
    depth = 0
    for char in text:
        if char in "([":
            depth += 1
        elif char in ")]" and depth:
            depth -= 1
    return depth


def _ends_with_abbreviation(text: str) -> bool:
    word = re.search(r"[^\W_]+$", text)
    if word is None:
        return False
    token = word.group()
    # Digits before "." are ordinals; single letters are initials or list markers ("a.").
    return token.isdigit() or len(token) == 1 or normalize(token) in _ABBREVIATIONS
