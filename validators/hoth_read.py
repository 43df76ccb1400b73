"""Reading the inputs of a Hoth calculator out of a customer's (folded) question.

The helpers here are deliberately small: a calculator's `read` asks "is this question asking
for my quantity?" (`asks`) and "which counts does it give?" (`counts_before`). The checker
reuses the same reads on an answer's clause with the number replaced by "kac", so a read
must decline (None) whenever the text is unclear.
"""

from __future__ import annotations

import re

from turkish import find_numbers
from turkish.patterns import rx
from validators.common import Found
from validators.hoth_parse import is_target_form, terrains_in, units_in

KAC = r"(?<![a-z])kac(?![a-z])"
_KAC = re.compile(KAC)
# "kaç", "kaç tane", "kaç adet", "kaç farklı", "ne kadar", "en fazla kaç".
_ASK = re.compile(KAC + r"|ne kadar|kactane")
# "karıştırmadan önce", "elimi çekmeden önce": when something happens, not what is asked.
_BEFORE = re.compile(r"[a-z]+(?:madan|meden)(?:\s+(?:once|evvel))?(?![a-z])")
# What the leader adds: "desteye kaç kart eklenir", "kaç kartını karıştırır".
ADDS = (
    KAC
    + r"(?:\s+\S+){0,3}\s+(?:eklen|ekle|karistir|katil|katar|kat\b|koy)|deste(?:ye|mize|nize|sine|lerine)\s+kac"
)


# "arkadaş 4 diyo ben 5 diyorum", "bence 5": numbers the players guess, not inputs
_GUESS = re.compile(
    r"(?<![a-z0-9])(?:bence\s+|sanki\s+)?\d+\s*(?:['’]?\s*(?:t[ie]r|dir|dur|d[ie])\s+)?"
    r"(?:di(?:yo|yor)\w*|dedi\w*|der\b|sandi\w*|san(?:iyo|iyor)\w*|zannedi\w*)"
    r"|(?<![a-z])bence\s+\d+(?![0-9])"
    r"|(?<![a-z0-9])\d+\s+m[iu]\s+(?:yoksa\s+|ya\s+da\s+)?\d+\s+m[iu](?![a-z])"
)


def blank_guesses(q: str) -> str:
    """The folded question with the numbers players guess ("arkadaş 4 diyo, ben 5 diyorum",
    "bence 5") blanked (same length): what they say the answer is, not a count given."""
    return _GUESS.sub(lambda m: " " * len(m.group()), q)


def blank_before(q: str) -> str:
    """The folded question with its "…madan önce" phrases blanked (same length)."""
    return _BEFORE.sub(lambda m: " " * len(m.group()), q)


def asks(q: str) -> bool:
    return bool(_ASK.search(q))


def asks_for(q: str, noun: str, gap: int = 2) -> bool:
    """ "kaç [up to `gap` words] <noun>": the question asks how many of `noun`."""
    return bool(rx(KAC + rf"(?:\s+\S+){{0,{gap}}}?\s+(?:{noun})").search(q))


def numbers(q: str) -> list[tuple[int, int, int]]:
    """(value, start, end) of every number in the folded text; "bir" counts when it is
    followed by a counted noun (the callers check the noun)."""
    return [(m.value, m.start, m.end) for m in find_numbers(q, include_bir=True)]


def counts_before(q: str, noun: str) -> list[int]:
    """Numbers written right before `noun` ("2 piyade", "iki patlama", "3'er isabet", "1 tane
    geri çekilme"); `noun` is a regex matched on the folded text."""
    pattern = re.compile(r"(?:['’]?[a-z]*)?\s*(?:tane\s+|adet\s+)?(?:" + noun + ")")
    found = []
    for value, _, end in numbers(q):
        if pattern.match(q, end):
            found.append(value)
    return found


def one_count(q: str, noun: str) -> int | None | bool:
    """The single count of `noun`; None when absent, False when two different counts."""
    values = set(counts_before(q, noun))
    if not values:
        return None
    return values.pop() if len(values) == 1 else False


def unit_keys(q: str, skip: tuple[tuple[int, int], ...] = ()) -> list[Found]:
    """Unit mentions, leaving out the spans in `skip` ("2 piyade" as a die face)."""
    return [u for u in units_in(q) if not any(s <= u.start < e for s, e in skip)]


def single_unit(q: str, skip: tuple[tuple[int, int], ...] = ()) -> str | None | bool:
    """The one unit a question names; None when none, False when several."""
    keys = {u.key for u in unit_keys(q, skip)}
    if not keys:
        return None
    return keys.pop() if len(keys) == 1 else False


# "snowtrooper birimime", "AT-AT birimine": the unit's case ending sits on "birim"
_TARGET_BIRIM = re.compile(
    r"\s+birim(?:e|i|ine|ini|ime|imi|imize|imizi|lerine|lerini|lerime|lerimi|lerimize)(?![a-z])"
)


def target_unit(q: str, skip: tuple[tuple[int, int], ...] = ()) -> str | None | bool:
    """The unit written with a dative/accusative ending ("snowtroopera", "at-ati",
    "snowtrooper birimime")."""
    keys = {
        u.key
        for u in unit_keys(q, skip)
        if is_target_form(u) or (not u.suffix and _TARGET_BIRIM.match(q, u.end))
    }
    if not keys:
        return None
    return keys.pop() if len(keys) == 1 else False


def terrain_keys(q: str) -> set[str]:
    return {t.key for t in terrains_in(q)}


def faction(q: str) -> str | None | bool:
    """ "imparatorluk" / "asi" named in the question; False when both."""
    empire = bool(re.search(r"imparator|empire|imperial|impery", q))
    rebel = bool(re.search(r"(?<![a-z])asi(?:ler|nin|lerin|ye|yi|de)?(?![a-z])|rebel|isyanci", q))
    if empire and rebel:
        return False
    return "imparatorluk" if empire else "asi" if rebel else None


def mentions(q: str, pattern: str) -> bool:
    return bool(rx(pattern).search(q))


def after_kac(q: str) -> str:
    """What follows the first "kaç" (past "tane", "adet", "farklı", "çeşit"): the noun asked
    for; "" when the question ends with "kaç" ("lider kartları toplam kaç")."""
    m = _KAC.search(q)
    if m is None:
        return ""
    rest = q[m.end() :]
    return re.sub(r"^\s*(?:(?:tane|adet|farkli|cesit)\b\s*)*", "", rest).strip()


# What the customer leaves out of a count: "destek kartlarını saymıyorum", "destek kartları
# hariç", "destek kartları dahil değil". The words before the verb, back to a question word.
_LEFT_OUT = re.compile(
    r"((?:[a-z0-9']+\s+){1,2}?)(?:say(?:mi(?:yorum|yoruz|yom|yoz|yo|cam|cagim|caz)|madan|mazsa[mk]?|ma(?:yin)?|miyalim)"
    r"|haric|harici|disinda|dahil\s+(?:degil|etme\w*))(?![a-z])"
)
_KEEP = frozenset({"kac", "toplam", "var", "tane", "adet", "mi", "mu", "ne", "ve", "ama", "kutuda"})


def blank_left_out(q: str) -> str:
    """The folded question with each phrase it leaves out of the count blanked (same length):
    "toplam kaç, destek kartlarını saymıyorum" keeps "toplam kaç" and drops the support cards."""

    def blank(m: re.Match[str]) -> str:
        words = m.group(1).split()
        while words and words[-1] not in _KEEP:
            words.pop()
        head = " ".join(words)
        kept = len(head) + (1 if head else 0)
        return m.group(0)[:kept] + " " * (len(m.group(0)) - kept)

    return _LEFT_OUT.sub(blank, q)
