"""Does a citation's quote support the claim it is attached to? (the eval's check)

The claim of marker [n] is the answer text before it, back to the previous marker, without
quoted rule text; when that is only a quote, the claim is the answer's opening statement (a
ruling's answer, a calculator's lead and step). The quote supports the claim when every number
the claim states occurs in the quote and at least half of the claim's content words (5-letter
prefixes, Turkish folded) do. Measured per citation: the share of supported ones is a figure
of docs/EVAL.md, next to the share whose quote is verbatim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from turkish import MARKER, bm25_tokens, find_numbers

QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"")
SUPPORT_SHARE = 0.5
# Words every answer uses that say nothing of the claim's content.
_GENERIC = frozenset({"evet", "hayir", "kural", "metni", "soyle", "diyor", "cekce", "rehbe"})


@dataclass(frozen=True)
class Support:
    n: int
    claim: str
    supported: bool


def _content(text: str) -> set[str]:
    return {t for t in bm25_tokens(text) if not t.isdigit() and t not in _GENERIC and len(t) > 2}


def _numbers(text: str) -> set[int]:
    return {m.value for m in find_numbers(MARKER.sub(" ", text))}


def claims(text: str) -> dict[int, str]:
    """Marker number → the claim it is attached to."""
    out: dict[int, str] = {}
    start = 0
    opening = QUOTED.sub(" ", re.split(r"[“\"]", text, maxsplit=1)[0])
    for m in MARKER.finditer(text):
        segment = QUOTED.sub(" ", text[start : m.start()])
        segment = MARKER.sub(" ", segment).strip(" ;:,.")
        n = int(m.group(1))
        if n not in out:
            out[n] = segment if _content(segment) else opening
        start = m.end()
    return out


def supports(claim: str, quote: str) -> bool:
    words = _content(claim)
    stated = _numbers(claim)
    if not words and not stated:
        return True  # nothing to support ("Evet." alone)
    quote_words = _content(quote)
    if not stated <= _numbers(quote) | {n for n in stated if str(n) in quote}:
        return False
    return not words or len(words & quote_words) / len(words) >= SUPPORT_SHARE


def support(text: str, citations: list[tuple[int, str]]) -> list[Support]:
    """One verdict per citation: (marker number, quote) pairs of an answer."""
    by_n = claims(text)
    return [Support(n, by_n.get(n, ""), supports(by_n.get(n, ""), quote)) for n, quote in citations]
