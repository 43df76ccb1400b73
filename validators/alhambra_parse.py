"""Reading an Alhambra scoring situation out of casual Turkish text.

Customers describe standings, not counts ("kulede tek başıma birinciyim, kemerde arkadaşımla
eşitiz"), so the question is cut into one piece per building mention and each piece is read for
a rank and a tie. The round is read first and blanked out, because its ordinal ("ikinci
puanlama") would otherwise look like a rank.
"""

from __future__ import annotations

import re

from turkish import fold_same_length as fold
from validators.common import Found, find_aliases

BUILDING_ALIASES = {
    fold(alias): key
    for key, names in {
        "pavilion": ["pavyon", "pavilion", "pavillon"],
        "seraglio": ["seraglio", "seralyo", "serail"],
        "arcade": ["kemer", "arcade", "arcades"],
        "chamber": ["oda", "chamber"],
        "garden": ["bahçe", "garden"],
        "tower": ["kule", "tower"],
    }.items()
    for alias in names
}
_ROUND = re.compile(
    r"(?<!\w)(ilk|birinci|1\.|ikinci|2\.|son|ucuncu|3\.)\s*(?:puanlama\w*|tur\w*)|oyun sonu\w*"
)
_ROUND_VALUE = {"ilk": 1, "birinci": 1, "1.": 1, "ikinci": 2, "2.": 2, "son": 3, "ucuncu": 3,
                "3.": 3}  # fmt: skip
_RANKS = [
    (1, re.compile(r"birinci|(?<!\w)ilk(?!\w)|en cok|en fazla|en onde|gecen yok|fazlasi (olan )?yok"
                   r"|cogunlu")),
    (2, re.compile(r"ikinci")),
    (3, re.compile(r"ucuncu")),
]  # fmt: skip
_TIE = re.compile(r"esit|berabere|ayni sayi|ikimiz|ikiniz|ikisi|paylas")
_THREE_TIED = re.compile(r"(?:uc|3)\s+(?:oyuncu|kisi)(?!\w*yla)|ucumuz|(?:iki|2)\s+oyuncu\w*yla")
_WALL_CLAUSE = re.compile(r"[^,.;!?]*duvar[^,.;!?]*")
_WALL_EXCLUDE = re.compile(r"kopuk|(?<!\w)ic\s+duvar|ayri|kisa")


def buildings_in(folded: str) -> list[Found]:
    return find_aliases(folded, BUILDING_ALIASES)


def round_in(folded: str) -> int | None:
    """The scoring round named in the text, None when absent or ambiguous."""
    found = {3 if m.group(1) is None else _ROUND_VALUE[m.group(1)] for m in _ROUND.finditer(folded)}
    return found.pop() if len(found) == 1 else None


def _blank_rounds(folded: str) -> str:
    return _ROUND.sub(lambda m: " " * len(m.group()), folded)


def rank_in(folded: str) -> int | None:
    """The single rank a text states (1, 2 or 3), None when none or several."""
    text = _blank_rounds(folded)
    ranks = {rank for rank, pattern in _RANKS if pattern.search(text)}
    return ranks.pop() if len(ranks) == 1 else None


def ties_in(folded: str) -> bool:
    return bool(_TIE.search(folded))


def tied_players(folded: str) -> int:
    if re.search(r"tek basima|tek \w*yim", folded) and not ties_in(folded):
        return 1
    if not ties_in(folded):
        return 1
    return 3 if _THREE_TIED.search(folded) else 2


def _pieces(folded: str) -> list[tuple[str, str]] | None:
    """(building key, text about it) per sentence piece; None if a building is named twice."""
    text = _blank_rounds(folded)
    pieces: list[tuple[str, str]] = []
    for sentence in re.split(r"[.!?\n]+(?=\s|$)", text):
        hits = buildings_in(sentence)
        merged = [h for i, h in enumerate(hits) if i == 0 or hits[i - 1].key != h.key]
        for i, hit in enumerate(merged):
            start = 0 if i == 0 else hit.start
            end = merged[i + 1].start if i + 1 < len(merged) else len(sentence)
            pieces.append((hit.key, sentence[start:end]))
    keys = [k for k, _ in pieces]
    return pieces if len(keys) == len(set(keys)) else None


def wall_in(folded: str) -> int | None:
    """Length of the longest wall chain stated; None when not mentioned, -1 when unclear."""
    values: set[int] = set()
    for clause in _WALL_CLAUSE.findall(folded):
        if _WALL_EXCLUDE.search(clause):
            continue
        numbers = re.findall(r"(?<![\d'])\d+(?!\d)", clause)
        values.update(int(n) for n in numbers[:1])
    if not values:
        return -1 if "duvar" in folded and re.search(r"\d+\s*kenar", folded) else None
    return values.pop() if len(values) == 1 else -1


def parse_scoring(folded: str) -> tuple[int, list[tuple[str, int, int]], int | None] | None:
    """(round, [(building, rank, tied players)], wall or None) from a question, None if unsure."""
    rnd = round_in(folded)
    pieces = _pieces(folded)
    wall = wall_in(folded)
    if rnd is None or not pieces or wall == -1:
        return None
    placements: list[tuple[str, int, int]] = []
    for key, text in pieces:
        rank = rank_in(text)
        if rank is None and len(pieces) == 1 and ties_in(text) and not re.search(r"\d\s*\.", text):
            rank = 1  # "2 oyuncu eşit bahçe sayısında": a tie with no rank named is for the lead
        if rank is None:
            return None
        placements.append((key, rank, tied_players(text)))
    return rnd, placements, wall
