"""Does a citation's quote support the claim it is attached to? (the eval's check)

The claim of marker [n] is the answer text before it, back to the previous marker, without
quoted rule text; when that is only a quote, the claim is the answer's opening statement (a
ruling's answer, a calculator's lead and step). A quote supports its claim when the numbers the
claim states occur in the quotes attached to that claim and the claim and the quote share at
least half of the content words (4-letter prefixes, Turkish folded) of the shorter of the two —
or, for a claim cited by several quotes ("… [1] [2]", a ruling's quotes), the quote shares a
word with it and all its quotes together share half: a claim may rest on two quotes, each
proving part of it. A Czech quote cannot be
compared word by word with a Turkish claim: it is counted as unchecked, not as supported.
Measured per citation: the share of supported ones is a figure of docs/EVAL.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.safety import INJECTION_NOTE
from turkish import MARKER, bm25_tokens, find_numbers, normalize

QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"")
SUPPORT_SHARE = 0.5
# Words every answer uses that say nothing of the claim's content.
_GENERIC = frozenset(
    {"evet", "hayir", "kural", "metni", "soyle", "diyor", "cekce", "rehbe", "olan"}
)


@dataclass(frozen=True)
class Support:
    n: int
    claim: str
    supported: bool
    checked: bool = True  # False: a Czech quote of a Turkish claim


PREFIX = 4  # shorter than retrieval's 5: "binada" and "bina/enkaz" are the same word here
_LEAD = re.compile(r"^[^:;.]{1,40}:\s+")  # "3 zar: …", "Seviye 4: …": the computed value


_APOSTROPHE_SUFFIX = re.compile(r"['’]\w+")  # "AT-AT'nin": the case ending is no word


def _content(text: str) -> set[str]:
    return {
        t[:PREFIX]
        for t in bm25_tokens(_APOSTROPHE_SUFFIX.sub("", text))
        if not t.isdigit() and t not in _GENERIC and len(t) > 2
    }


def _numbers(text: str) -> set[int]:
    return {m.value for m in find_numbers(MARKER.sub(" ", text))}


# "bir alan", "tek saldırı": the rule text says one in words that find_numbers leaves out
# (there "bir" is as often the article); a claim's "1" rests on them.
_ONE = re.compile(r"\b(bir|tek)\b")


def _quote_numbers(quote: str) -> set[int]:
    found = _numbers(quote)
    if _ONE.search(normalize(quote)):
        found.add(1)
    return found


def claims(text: str) -> dict[int, str]:
    """Marker number → the claim it is attached to."""
    out: dict[int, str] = {}
    start = 0
    text = text.replace(INJECTION_NOTE, " ")  # the safety note claims nothing of the rules
    opening = QUOTED.sub(" ", re.split(r"[“\"]", text, maxsplit=1)[0])
    opening = MARKER.sub(" ", opening).strip(" ;:,.")  # the same claim whichever marker falls back
    previous: str | None = None
    for m in MARKER.finditer(text):
        between = text[start : m.start()]
        segment = QUOTED.sub(" ", between)
        segment = MARKER.sub(" ", segment).strip(" ;:,.")
        if start == 0:  # the calculator's lead is verified by the checkers, not by a quote
            segment = _LEAD.sub("", segment, count=1)
        n = int(m.group(1))
        if n not in out:
            if _content(segment):
                out[n] = segment
            elif previous is not None and not between.strip():
                out[n] = previous  # "… temel zarı 4 [1] [2]": both rules prove one step
            else:
                out[n] = opening
        previous = out[n]
        start = m.end()
    return out


def shares_words(claim: str, quote: str) -> bool:
    words, quote_words = _content(claim), _content(quote)
    if not words or not quote_words:
        return not words  # a claim with nothing to support ("Evet.") is supported
    shared = sum(any(_same_word(w, q) for q in quote_words) for w in words)
    return shared / min(len(words), len(quote_words)) >= SUPPORT_SHARE


def _about(claim: str, quote: str) -> bool:
    """The quote shares a content word with the claim."""
    words = _content(quote)
    return any(_same_word(w, q) for w in _content(claim) for q in words)


def _same_word(a: str, b: str) -> bool:
    """One word, suffixed or not: "zar" and "zarı" (prefix "zari"), "hex" and "hexte"."""
    return a.startswith(b) or b.startswith(a)


def derived(claim: str) -> set[int]:
    """Numbers the claim works out itself: the result of "3 + 2 = 5" rests on its operands,
    and so does its rounding ("9 / 2 = 4,5 → 4")."""
    return {m.value for m in find_numbers(" ".join(_RESULT.findall(claim)))}


_RESULT = re.compile(r"(?:=|→)\s*(\d+(?:[.,]\d+)?)")  # "= 4,5 → 4": a result, then rounded


def support(text: str, citations: list[tuple[int, str, str]], question: str = "") -> list[Support]:
    """One verdict per citation: (marker number, quote, language) triples of an answer.

    Numbers the customer's `question` states are theirs ("4 hex uzaklıkta", "9 kenar"): the
    answer repeats them, the rule text cannot, so they need no quote.
    """
    by_n = claims(text)
    given = _numbers(question)
    quoted: dict[str, set[int]] = {}
    for n, quote, _ in citations:  # the numbers every quote of a claim states
        quoted.setdefault(by_n.get(n, ""), set()).update(_quote_numbers(quote))
    out = []
    together: dict[str, list[str]] = {}
    for n, quote, _ in citations:
        together.setdefault(by_n.get(n, ""), []).append(quote)
    for n, quote, lang in citations:
        claim = by_n.get(n, "")
        numbers_ok = _numbers(claim) - given - derived(claim) <= quoted.get(claim, set())
        # A claim cited by several quotes may rest on them together (a unit's row gives its
        # dice table, the range rule how the table reads by distance): each must be about
        # the claim, and all of them together must share its words.
        group = together.get(claim, [quote])
        words_ok = shares_words(claim, quote) or (
            len(group) > 1 and _about(claim, quote) and shares_words(claim, " ".join(group))
        )
        checked = lang == "tr" or words_ok
        out.append(Support(n, claim, checked and numbers_ok and words_ok, checked))
    return out
