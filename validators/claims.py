"""Numeric claim extraction from Turkish answer text.

A claim is a number (digits or a Turkish number word) with the unit written next to it and the
sentence/clause it sits in; the per-game checkers read entities out of that context. Positions
are offsets into the original text so that a wrong number can be replaced in place.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from turkish import MARKER, find_numbers
from turkish import fold_same_length as fold
from validators.base import Claim


@dataclass(frozen=True)
class Mention:
    value: int
    start: int
    end: int
    text: str
    kind: str = "cardinal"  # "ordinal" for "4." / "üçüncü", "distributive" for "2'şer"


def number_mentions(text: str) -> list[Mention]:
    """All integer mentions in ``text`` (digits and Turkish number words), sorted by position."""
    core = [Mention(m.value, m.start, m.end, m.text, m.kind) for m in find_numbers(text)]
    decimals = [(m.start(), m.end()) for m in re.finditer(r"\d+[,.]\d+", text)]
    kept = [m for m in core if not any(s <= m.start < e for s, e in decimals)]
    return sorted(kept, key=lambda m: m.start)


# Unit words, matched on folded text right after the number (suffixes allowed).
UNIT_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (unit, re.compile(pattern))
    for unit, pattern in [
        ("zar", r"zar\w*"),
        ("puan", r"puan(?!lama)\w*"),
        ("hex", r"hex\w*"),
        ("madalya", r"madalya\w*"),
        ("altın", r"altin\w*"),
        ("deneyim", r"(?:deneyim\w*|xp\b|tecrube\w*)"),
        ("seviye", r"seviye\w*"),
        ("taş", r"tas(?:lar\w*|lik\w*|li\w*|la|i|in|a|tan|ta)?\b"),
        ("kart", r"kart\w*"),
        ("aksiyon", r"(?:aksiyon\w*|eylem\w*)"),
        ("tur", r"tur(?!unc)\w*"),
        ("hasar", r"hasar\w*"),
        ("minyatür", r"(?:minyatur\w*|figur\w*)"),
        ("onay", r"onay\w*"),
        ("perk", r"perk\w*"),
        ("kenar", r"kenar\w*"),
        ("alan", r"alan\w*"),
        ("adım", r"adim\w*"),
        ("karo", r"karo\w*"),
        ("jeton", r"jeton\w*"),
        ("adet", r"(?:adet\w*|tane\w*)"),
    ]
]
# A unit written before the number: "seviye 3", "senaryo seviyesi 5", "tuzak hasarı 7".
_UNIT_BEFORE = re.compile(r"(seviye|hasar|deneyim|puan)\w*\s*$")
_SUFFIX = re.compile(r"^(?:['’]\w*|-?\s*\((?:[^()]{1,12})\))?\s*")


def unit_after(folded: str, end: int) -> str | None:
    """The unit word after a number; up to two plain words may sit between ("16 standart kart",
    "8 yüzü kapalı kart") but never punctuation."""
    rest = folded[end:]
    skip = _SUFFIX.match(rest)
    rest = rest[skip.end() if skip else 0 :]
    for _ in range(3):
        for unit, pattern in UNIT_PATTERNS:
            if pattern.match(rest):
                return unit
        word = re.match(r"[a-z]+\s+", rest)
        if word is None:
            return None
        rest = rest[word.end() :]
    return None


def unit_of(folded: str, start: int, end: int) -> str | None:
    unit = unit_after(folded, end)
    if unit is None:
        before = _UNIT_BEFORE.search(folded[max(0, start - 30) : start])
        if before:
            unit = {"hasar": "hasar", "deneyim": "deneyim", "puan": "puan"}.get(
                before.group(1), "seviye"
            )
    return unit


@dataclass
class Site:
    """A claim with its surroundings (all context strings are folded)."""

    claim: Claim
    sentence: str
    clause: str
    before: str  # clause text before the number
    after: str  # clause text after the number
    sentence_index: int
    quoted: bool


def protected_spans(text: str) -> list[tuple[int, int]]:
    """Quoted rule text and citation-line quotes: numbers there are verbatim rule text."""
    spans = [(m.start(), m.end()) for m in re.finditer(r"“[^”]*”|\"[^\"]*\"|«[^»]*»", text)]
    for line in re.finditer(r"^[ \t]*>?[ \t]*\[\d+\][^\n]*$", text, re.M):
        dash = text.find("— ", line.start(), line.end())
        if dash >= 0:
            spans.append((dash, line.end()))
    return spans


# Sentence ends: ., ! or ? followed by space+capital/newline/end; "4. turunuzda" is an ordinal.
_SENTENCE_END = re.compile(r"[.!?](?=\s*$|\s+[A-ZÇĞİÖŞÜ\d(\[>*-])|\n+")
_CLAUSE_SEP = re.compile(r"(?<!\d),|,(?!\d)|;|:|\s[—–]\s|\(|\)")


def _spans(text: str, pattern: re.Pattern[str], lo: int, hi: int) -> list[tuple[int, int]]:
    out, start = [], lo
    for m in pattern.finditer(text, lo, hi):
        out.append((start, m.end()))
        start = m.end()
    out.append((start, hi))
    return [(s, e) for s, e in out if e > s]


def sentence_spans(text: str) -> list[tuple[int, int]]:
    return _spans(text, _SENTENCE_END, 0, len(text))


def _enclosing(spans: list[tuple[int, int]], pos: int) -> tuple[int, tuple[int, int]]:
    for i, (s, e) in enumerate(spans):
        if s <= pos < e:
            return i, (s, e)
    return len(spans) - 1, spans[-1]


_VERDICT_ALONE = re.compile(r"\s*(Evet|Hayır)[.!]\s")


def extract_sites(text: str) -> list[Site]:
    folded = fold(text)
    sentences = sentence_spans(text)
    protected = protected_spans(text)
    sites: list[Site] = []
    markers = [(mk.start(), mk.end()) for mk in MARKER.finditer(text)]
    # "Hayır. 0 puan, …": a verdict alone is no sentence of claims; the answer's lead
    # sentence is still the first that states something (each lead rule reads index 0).
    shift = 1 if _VERDICT_ALONE.match(text) else 0
    for m in number_mentions(text):
        if any(a <= m.start < b for a, b in markers):
            continue  # "[1]" is a citation marker, not a claim
        idx, (s0, s1) = _enclosing(sentences, m.start)
        _, (c0, c1) = _enclosing(_spans(text, _CLAUSE_SEP, s0, s1), m.start)
        # an ordinal ("1. puanlama", "birinci puan") names a position, it does not count a unit
        unit = None if m.kind == "ordinal" else unit_of(folded, m.start, m.end)
        claim = Claim(m.value, unit, m.start, m.end, m.text, {"kind": m.kind})
        quoted = any(a <= m.start < b for a, b in protected)
        sites.append(
            Site(
                claim,
                folded[s0:s1],
                folded[c0:c1],
                folded[c0 : m.start],
                folded[m.end : c1],
                max(0, idx - shift),
                quoted,
            )
        )
    return sites


def extract_claims(text: str) -> list[Claim]:
    """Every integer mention of ``text`` as a Claim (unit filled in when written next to it)."""
    return [site.claim for site in extract_sites(text)]


@dataclass(frozen=True)
class Equation:
    value: Fraction  # the left-hand side evaluated
    expression: str
    rhs_start: int
    rhs_end: int


_OPERAND = r"\(*\s*\d+\s*\)*"
_EQUATION = re.compile(
    rf"(?<![\d/,.])(?P<lhs>{_OPERAND}(?:\s*[-+−–×*/]\s*{_OPERAND})+)\s*=\s*(?P<rhs>\d+)(?![\d]|[,.]\d)"
)


def _evaluate(expr: str) -> Fraction | None:
    """Evaluate + − × / with parentheses exactly; None if it is not a clean expression."""
    tokens = re.findall(r"\d+|[-+−–×*/()]", expr)
    pos = 0

    def atom() -> Fraction:
        nonlocal pos
        tok = tokens[pos]
        pos += 1
        if tok == "(":
            val = expr_sum()
            pos += 1  # closing parenthesis
            return val
        return Fraction(int(tok))

    def term() -> Fraction:
        nonlocal pos
        val = atom()
        while pos < len(tokens) and tokens[pos] in "×*/":
            op = tokens[pos]
            pos += 1
            rhs = atom()
            val = val * rhs if op != "/" else val / rhs
        return val

    def expr_sum() -> Fraction:
        nonlocal pos
        val = term()
        while pos < len(tokens) and tokens[pos] in "+-−–":
            op = tokens[pos]
            pos += 1
            val = val + term() if op == "+" else val - term()
        return val

    try:
        value = expr_sum()
    except (IndexError, ValueError, ZeroDivisionError):
        return None
    return value if pos == len(tokens) else None


def equations(text: str) -> list[Equation]:
    out: list[Equation] = []
    for m in _EQUATION.finditer(text):
        if m.group("lhs").count("(") != m.group("lhs").count(")"):
            continue
        value = _evaluate(m.group("lhs"))
        if value is not None:
            out.append(Equation(value, m.group(0), m.start("rhs"), m.end("rhs")))
    return out
