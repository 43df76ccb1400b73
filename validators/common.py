"""Machinery shared by the per-game checkers: alias lookup, the claim-rule loop, and the two
game-independent rules (arithmetic written in the answer, and the lead number of an answer to a
question that a calculator can compute)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from turkish import fold_same_length as fold
from turkish.patterns import rx
from validators.base import CalcError, CalcResult, Check, RuleChecker, judge, uncheckable
from validators.calculator import calculators_for
from validators.claims import Equation, Site, equations, extract_sites

# Words right after a number that turn it into a difference ("1 zar daha az"), not a total.
MODIFIER_AFTER = re.compile(
    r"^\W*(?:zar\w*|puan\w*|hex\w*)?\s*(?:daha\s+)?(?:az\b|eksik|fazla|ekstra|fazladan|arti|artir)"
)


# "her oyuncu kaç … ile başlar", "herkese kaç kart dağıtılır", "her taraf kaç destek kartıyla
# başlıyor": each player's share. A count of the whole box or deck does not answer it, so a
# calculator that knows no per-player figure declines instead of answering the total.
_PER_PLAYER = re.compile(
    r"(?<![a-z])(?:her\s+(?:bir\s+)?(?:oyuncu|taraf|kisi|takim)\w*|herkes\w*|(?:oyuncu|kisi|taraf)\s+"
    r"basi\w*|kisi\s+basina|her\s+birine)"
)


def asks_per_player(q: str) -> bool:
    """The folded question asks for each player's (or side's) share."""
    return bool(_PER_PLAYER.search(q))


# "başlangıç çeşmeleri hariç", "iki kişilik Dirk varyantı dışında": what the customer leaves
# out is not an input. Up to four words before the word, not across a question word.
_EXCLUDED = re.compile(r"((?:[a-z0-9']+\s+){1,4}?)(?:haric|harici|disinda)(?![a-z])")
_KEEP = frozenset({"kac", "toplam", "var", "tane", "adet", "mi", "mu", "ne", "oyunda", "kutuda"})


def blank_excluded(q: str) -> str:
    """The (folded) question with each excluded phrase blanked to spaces (same length)."""

    def blank(m: re.Match[str]) -> str:
        words = m.group(1).split()
        kept: list[str] = []
        while words and words[-1] not in _KEEP:  # the excluded phrase, right to left
            kept.insert(0, words.pop())
        head = " ".join(words)
        cut = len(m.group(0)) - len(head) - (1 if head else 0)
        return m.group(0)[: len(m.group(0)) - cut] + " " * cut if kept else m.group(0)

    return _EXCLUDED.sub(blank, q)


@dataclass(frozen=True)
class Found:
    key: str
    start: int
    end: int
    word: str  # the folded word(s) including trailing suffix letters
    suffix: str  # what follows the alias inside the word ("lara" in "snowtrooperlara")


def find_aliases(folded: str, aliases: dict[str, str]) -> list[Found]:
    """Non-overlapping alias hits (longest alias first), sorted by position.

    ``aliases`` maps folded spellings to canonical keys; an alias must start at a word boundary
    and may carry Turkish suffixes ("snowtrooperlara", "siperdeki").
    """
    taken: list[tuple[int, int]] = []
    hits: list[Found] = []
    for alias in sorted(aliases, key=len, reverse=True):
        pattern = rx(r"(?<![\w])" + re.escape(alias) + r"(?:['’]?\w+)?")
        for m in pattern.finditer(folded):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            taken.append((m.start(), m.end()))
            word = m.group()
            hits.append(Found(aliases[alias], m.start(), m.end(), word, word[len(alias) :]))
    return sorted(hits, key=lambda f: f.start)


def alias_table(rows: Iterable[tuple[str, Iterable[str]]]) -> dict[str, str]:
    """Build a folded alias → key table from (key, spellings) rows."""
    table: dict[str, str] = {}
    for key, spellings in rows:
        for spelling in spellings:
            table[fold(spelling)] = key
    return table


def resolve(name: str, aliases: dict[str, str], what: str, valid: Iterable[str]) -> str:
    """Map a user-typed name to its key or raise CalcError listing the valid names.

    Exact spellings first; then inflected or compound forms ("asi topçusu", "kayalar"), as long
    as they all point to one key.
    """
    typed = fold(name).strip().replace("_", " ")
    key = aliases.get(typed) or aliases.get(typed.replace("-", " "))
    if key is None:
        keys = {f.key for f in find_aliases(typed.replace("-", " "), aliases)}
        keys |= {f.key for f in find_aliases(typed, aliases)}
        key = keys.pop() if len(keys) == 1 else None
    if key is None:
        raise CalcError(f"Bilinmeyen {what}: '{name}'. Geçerli adlar: {', '.join(valid)}.")
    return key


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def mean_text(values: list[int]) -> str:
    return f"({' + '.join(map(str, values))}) / {len(values)}"


Rule = Callable[[Site, Any, CalcResult | None], Check | None]


class GameChecker(RuleChecker):
    """Runs claim rules in order; the first that returns a Check decides, else UNCHECKABLE."""

    game = ""

    def rules(self) -> list[Rule]:
        return []

    def calculate(self, question: str) -> CalcResult | None:
        """The first of the game's calculators (declaration order) that reads inputs from the
        question computes; CalcError (impossible inputs) reaches the caller."""
        folded = fold(question)
        for calc in calculators_for(self.game):
            inputs = calc.read(folded) if calc.read is not None else None
            if inputs is not None:
                return calc.run(**inputs)
        return None

    def context(self, _question: str, _result: CalcResult | None) -> Any:
        """Game-specific facts read from the question (attacker, round, levels...)."""
        return None

    def check(self, question: str, answer: str, result: CalcResult | None) -> list[Check]:
        ctx = self.context(question, result)
        sites = extract_sites(answer)
        eqs = equations(answer)
        return [self._check_site(site, sites, eqs, ctx, result) for site in sites]

    def _check_site(
        self,
        site: Site,
        sites: list[Site],
        eqs: list[Equation],
        ctx: Any,
        result: CalcResult | None,
    ) -> Check:
        if site.quoted:
            return uncheckable(site.claim, "Alıntılanan kural metni; değiştirilmez.")
        arithmetic = arithmetic_check(site, eqs)
        if arithmetic is not None:
            return arithmetic
        for rule in self.rules():
            found = rule(site, ctx, result)
            if found is not None:
                return found
        lead = lead_check(site, sites, result)
        return lead if lead is not None else uncheckable(site.claim)


def arithmetic_check(site: Site, eqs: list[Equation]) -> Check | None:
    """A result written after "=" must equal its left side (only exact integer results)."""
    for eq in eqs:
        if eq.rhs_start == site.claim.start:
            if eq.value.denominator != 1:
                return uncheckable(site.claim, "Kesirli ara sonuç (yuvarlama) denetlenmedi.")
            value = int(eq.value)
            lhs = eq.expression.split("=")[0].strip()
            return judge(site.claim, value, [f"{lhs} = {value}"], [])
    return None


def lead_check(site: Site, sites: list[Site], result: CalcResult | None) -> Check | None:
    """The first number of the answer, when its first sentence states the computed quantity.

    Only fires when the question is a computation we answered, the number is the answer's first,
    carries the result's unit, is not a difference ("1 zar daha az"), and no other number with
    that unit shares the sentence — otherwise which number is "the answer" would be a guess.
    """
    if result is None or result.value is None or result.unit is None or not sites:
        return None
    if site is not sites[0] or site.sentence_index != 0 or site.claim.unit != result.unit:
        return None
    if MODIFIER_AFTER.match(site.after):
        return None
    same = [s for s in sites if s.sentence_index == 0 and s.claim.unit == result.unit]
    if len(same) != 1:
        return None
    return judge(site.claim, result.value, list(result.trail), list(result.citations))
