"""Claim rules of the Hoth checker: every number in an answer that a Hoth calculator computes
is checked against it.

Besides the dice rules (a terrain difference, base dice by range, a full attack written in one
sentence) there is one rule for every other calculator: the number's clause (then its
sentence) is read back as a question, with the number replaced by "kaç" ("Snowtrooper birimi
4 minyatür içerir" → "snowtrooper birimi kaç minyatür içerir"), and the calculator that fires
on that question computes the value the sentence should state. The reads decline whenever the
text is unclear, so a sentence they cannot place stays uncheckable. Ranges ("0-1 hex",
"3/2/1"), differences ("1 zar daha az"), ordinals and quoted rule text are never checked this
way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from validators.base import CalcError, CalcResult, Check, judge
from validators.calculator import Calculator, calculators_for
from validators.claims import UNIT_PATTERNS, Site
from validators.common import MODIFIER_AFTER, Rule
from validators.hoth_data import (
    FACTS,
    GAME,
    RANGE_REF,
    SCOUT_REF,
    SPEEDER_RANGE_REF,
    TERRAIN,
    UNITS,
)
from validators.hoth_parse import AttackText, distances, parse_attack, roles, terrains_in, units_in


@dataclass(frozen=True)
class Context:
    attack: AttackText  # the attack the question describes
    sites: list[Site]  # every number of the answer
    question: str  # folded


# Units a Hoth result may carry that the shared claim extractor does not know: read here from
# the words after the number, up to two plain words in between ("2 kırmızı kesik çizgi").
_LOCAL_UNITS = [
    (unit, re.compile(pattern))
    for unit, pattern in [
        ("oyuncu", r"(?:oyuncu|kisi)\w*"), ("emir", r"(?:emir|emri)\w*"),
        ("isabet", r"isabet\w*"), ("lider", r"lider(?!\s*kart)\w*"), ("bölüm", r"bolum\w*"),
        ("çizgi", r"cizgi\w*"), ("rozet", r"rozet\w*"), ("sembol", r"(?:sembol|simge)\w*"),
        ("kitap", r"(?:kampanya\s+)?kita[pb]\w*"), ("kampanya", r"kampanya(?!\s+kita)\w*"),
        ("kez", r"(?:kez|kere|defa)\b"), ("saldırı", r"saldiri(?:\b|y|s)\w*"),
        ("birim", r"birim\w*"),
    ]
]  # fmt: skip


def local_unit(after: str) -> str | None:
    rest = re.sub(r"^(?:['’]\w*)?\s*", "", after)
    for _ in range(4):
        for unit, pattern in _LOCAL_UNITS:
            if pattern.match(rest):
                return unit
        word = re.match(r"[a-z]+\s+", rest)
        if word is None:
            return None
        rest = rest[word.end() :]
    return None


def _known_unit(word: str) -> bool:
    return any(pattern.match(word) for _, pattern in UNIT_PATTERNS)


def unit_of(site: Site) -> str | None:
    return site.claim.unit or local_unit(site.after)


# -- dice --------------------------------------------------------------------------------------
def _modifier_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "siperdeki piyadeye saldıranlar 1 zar daha az atar": a terrain or scout difference."""
    if site.claim.unit != "zar" or not MODIFIER_AFTER.match(site.after):
        return None
    if re.search(r"izci|scout", site.clause) and re.search(r"fazla|ekstra", site.after):
        return judge(site.claim, 1, ["İzci bonusu: +1 zar"], [SCOUT_REF])
    keys = {t.key for t in terrains_in(site.clause)} or {t.key for t in terrains_in(site.sentence)}
    if len(keys) != 1:
        return None
    row = TERRAIN[next(iter(keys))]
    possible = {-row.target_vehicle, -row.target_other, -row.from_here_vehicle} - {0}
    vehicle = bool(re.search(r"\barac", site.clause))
    other = bool(re.search(r"piyade|diger|topcu|droid|tum birim", site.clause))
    if vehicle != other:
        wanted = -(row.target_vehicle if vehicle else row.target_other)
        if row.from_here_vehicle and vehicle:
            wanted = 2
        if wanted == 0:
            return None  # "siperdeki araca 1 zar daha az" states no rule we can place
        return judge(site.claim, wanted, [f"{row.name}: {wanted} zar eksik"], [row.ref])
    if site.claim.value in possible:
        return judge(
            site.claim, site.claim.value, [f"{row.name}: {site.claim.value} zar"], [row.ref]
        )
    return judge(site.claim, next(iter(possible)), [], [row.ref]) if len(possible) == 1 else None


_BASE_POOL = re.compile(r"temel\s+zar\w*\s*$")
_DICE_COUNT = re.compile(r"(?<!\w)(?:\d+|sifir|bir|iki|uc|dort|bes|alti)\s+(?:\w+\s+)?zar")


def _range_rule(site: Site, ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "2 hex uzaklıkta piyade 2 zar atar": base dice by range, or a full sentence computation."""
    from validators.hoth import _attack_from

    base_pool = bool(_BASE_POOL.search(site.before))  # "AT-AT'nin 3 hex uzaklıktaki temel zarı 3"
    if (site.claim.unit != "zar" and not base_pool) or MODIFIER_AFTER.match(site.after):
        return None
    dist = distances(site.before) or distances(site.clause)
    if len(set(dist)) != 1:
        return None
    if not base_pool and (terrains_in(site.clause) or re.search(r"izci|scout", site.clause)):
        if len(_DICE_COUNT.findall(site.sentence)) > 1:
            return None  # "1 zar atar, cezayla 0 zar kalır": which one is the total is unclear
        parsed = parse_attack(site.sentence)
        full = _attack_from(parsed) if parsed.distance == dist[0] else None
        return _judged(site, full)
    sentence_units = units_in(site.sentence)
    attacker, _, unsure = roles(sentence_units)
    if attacker is None and not sentence_units and isinstance(ctx, Context):
        attacker = ctx.attack.attacker
    if attacker is None or unsure or attacker == "structure":
        return None
    row = UNITS[attacker]
    base = row.dice[dist[0] - 1] if dist[0] <= len(row.dice) else None
    trail = [f"{row.name}, {dist[0]} hex: " + (f"{base} zar" if base else "saldıramaz")]
    ref = SPEEDER_RANGE_REF if attacker in ("snowspeeder", "at_at") else RANGE_REF
    return judge(site.claim, base, trail, [row.ref, ref])


def _judged(site: Site, full: CalcResult | None) -> Check | None:
    if full is None or full.value is None:
        return None
    return judge(site.claim, full.value, full.trail, full.citations)


# -- every other calculator: the clause read back as a question ---------------------------------
_NOT_READ_BACK = {"hoth-dice", "hoth-dice-modifier"}  # the two rules above check dice
_RANGE_NEAR = re.compile(r"^\s*(?:[-–/]|'?(?:e|a|ye|ya)\s+kadar)\s*\d|^\s*[-–/]")


def _readers() -> list[Calculator]:
    return [c for c in calculators_for(GAME) if c.read is not None and c.id not in _NOT_READ_BACK]


def _as_questions(site: Site) -> list[str]:
    """The clause, then the part of the sentence between ";" and ":" marks around it, with
    this number replaced by "kac". A clause with nothing but the number and its unit ("3 lider
    kartı:", "En fazla 1 rozet") says nothing to read back; a whole sentence may join several
    facts ("...4 minyatürdür; 2 isabetle 2 minyatür kaldırılır"), so it is never used whole."""
    width = site.claim.end - site.claim.start
    at = site.sentence.find(site.clause)
    # a clause that starts after an aside ("Elit Filo (Elite Squadrons) rozetli ...") lost
    # its subject to the parenthesis: only the sentence's segment says what is counted
    cut_off = at > 0 and site.sentence[:at].rstrip().endswith(")")
    before = _INSTEAD_BEFORE.sub("", site.before)
    out = [] if _context_free(site) or cut_off else [f"{before}kac{site.after}"]
    if at < 0:
        return out
    cut = at + len(site.before)
    head = site.sentence[:cut]
    head = head[: len(head) - len(site.before)] + before
    sentence = f"{head}kac{site.sentence[cut + width :]}"
    cut = len(head)
    start = max(sentence.rfind(";", 0, cut), sentence.rfind(":", 0, cut)) + 1
    ends = [i for i in (sentence.find(";", cut), sentence.find(":", cut)) if i >= 0]
    segment = sentence[start : min(ends) if ends else len(sentence)]
    # an aside in parentheses ("3 minyatür (Elit Filo ise 4)") is another case, not context
    segment = re.sub(r"\((?![^()]*kac)[^()]*\)", " ", segment)
    if segment.strip() != f"{before}kac{site.after}".strip():
        out.append(segment)
    return out


_FILLER = re.compile(r"(?:en\s+fazla|en\s+az|toplam|yalnizca|sadece|tam|her\s+biri|kadar)")


# "3 yerine 4 minyatürle başlar": the sentence states the changed count (4) and the one it
# replaces (3). The changed count is read back without "3 yerine" (what the sentence's subject
# has); the replaced one belongs to another unit than the subject and stays uncheckable.
_INSTEAD_BEFORE = re.compile(r"(?:\d+|bir|iki|uc|dort|bes)\s+(?:[a-z]+\s+)?yerine\s+$")
_INSTEAD_AFTER = re.compile(r"^\s*(?:[a-z]+\s+)?yerine\b")


def _context_free(site: Site) -> bool:
    """True when the clause is only the number, its unit words and filler ("En fazla 1 rozet")."""
    rest = _FILLER.sub(" ", f"{site.before} {site.after}")
    words = [
        w for w in re.findall(r"[a-z]+", rest) if not local_unit(w + " ") and not _known_unit(w)
    ]
    return len(words) <= 1 and len(re.findall(r"[a-z]+", rest)) <= 3


def read_back(site: Site) -> tuple[Calculator, CalcResult] | None:
    """The calculator that the number's clause (or sentence), asked as a question, fires, and
    what it computes; None when none fires or the inputs are impossible."""
    for question in _as_questions(site):
        for calc in _readers():
            assert calc.read is not None
            inputs = calc.read(question)
            if inputs is None:
                continue
            try:
                return calc, calc.run(**inputs)
            except CalcError:
                return None
    return None


def _calculator_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    unit = unit_of(site)
    if unit is None or site.claim.entities.get("kind") == "ordinal":
        return None
    if _RANGE_NEAR.match(site.after) or re.search(r"\d\s*[-–/]\s*$", site.before):
        return None  # "0-1 hex", "3/2/1", "3'e kadar": a range, not a count
    if MODIFIER_AFTER.match(site.after):
        return None
    if _NEGATED.search(site.after):
        return None  # "bir birime iki emir verilemez": a negated rule states no count
    if _INSTEAD_AFTER.match(site.after):
        return None  # "3 yerine 4": the replaced count is not the subject's
    found = read_back(site)
    if found is None:
        return None
    _, computed = found
    if computed.value is None or computed.unit != unit:
        return None
    return judge(site.claim, computed.value, list(computed.trail), list(computed.citations))


_NEGATED = re.compile(r"[a-z](?:amaz|emez|mamali|memeli|miyor|muyor)\b|\bdegil|\byok\b")


def _is_lead(site: Site) -> bool:
    """ "3 lider kartı: ...", "0 madalya (oyun biter): ...", "En fazla 1 hex: ...": the number,
    its unit and an aside, then a colon and the working."""
    head, colon, _ = site.sentence.partition(":")
    if not colon or site.clause not in head + colon:
        return False
    words = re.sub(r"\([^()]*\)", " ", head).split()
    return len(words) <= 5 and not _FILLER.sub("", site.before).strip()


def _lead_rule(site: Site, ctx: Any, result: CalcResult | None) -> Check | None:
    """The first number of an answer to a question a calculator answered: when its clause is
    just the number and its unit, followed by the working ("3 lider kartı: ...", "En fazla 1
    hex: ..."), or when its unit is one the shared lead check does not know ("3 oyuncu", "2
    emir kaybolur") and no other number of that unit shares the sentence."""
    if result is None or result.value is None or result.unit is None:
        return None
    if not isinstance(ctx, Context) or not ctx.sites or site is not ctx.sites[0]:
        return None
    if site.sentence_index != 0 or unit_of(site) != result.unit or MODIFIER_AFTER.match(site.after):
        return None
    if _is_lead(site):
        # "3 lider kartı: ...": the answer's lead, written the way the calculator writes it
        return judge(site.claim, result.value, list(result.trail), list(result.citations))
    if site.claim.unit is not None:
        return None  # the shared lead check decides
    same = [s for s in ctx.sites if s.sentence_index == 0 and unit_of(s) == result.unit]
    if len(same) != 1:
        return None
    return judge(site.claim, result.value, list(result.trail), list(result.citations))


_SIZE_AFTER = re.compile(r"^\W*(?:minyatur|figur)\w*\s*(?:icer|vardir|var\b|bulunur|ile\s+basla)")


def _fact_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """Fixed counts written without a subject the reads can place: standard command cards,
    figures per unit."""
    after = site.after
    if re.match(r"^\W*standart\s+(komut\s+)?kart", after) and not re.search(
        r"kutu|toplam|iki\s+taraf", site.sentence
    ):
        row = FACTS["standard_cards"]
        return judge(site.claim, row.value, [f"{row.label}: {row.value}"], [row.ref])
    if (
        site.claim.unit == "minyatür"
        and _SIZE_AFTER.match(after)
        and not _INSTEAD_BEFORE.search(site.before)
    ):
        units = {u.key for u in units_in(site.clause) or units_in(site.sentence)}
        units -= {"infantry", "structure"}
        if len(units) != 1 or re.search(r"elit|kalan|kayb", site.sentence):
            return None
        unit_row = UNITS[units.pop()]
        trail = [f"{unit_row.name}: {unit_row.figures} minyatür"]
        return judge(site.claim, unit_row.figures, trail, [unit_row.ref])
    return None


RULES: tuple[Rule, ...] = (_lead_rule, _modifier_rule, _range_rule, _calculator_rule, _fact_rule)
