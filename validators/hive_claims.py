"""Hive claim rules: each number of an answer that a Hive calculator computes is checked
against it (pieces per edition and per bug, bug types, players, the queen's turns, moves per
turn, movement distances, neighbours and what is left to surround a queen).

A rule returns None unless the sentence makes plain which quantity the number states; the
number is then UNCHECKABLE, never "corrected" on a guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from validators.base import CalcResult, Check, judge, uncheckable
from validators.claims import Site
from validators.common import find_aliases
from validators.hive_data import (
    BUG_ALIASES,
    BUGS,
    EDITIONS,
    NEIGHBOURS,
    PACK,
    PLAYERS,
    QUEEN_EARLIEST,
    QUEEN_LATEST,
    REFS,
)
from validators.hive_parse import editions_in


@dataclass
class HiveContext:
    """The answer as written (capital letters tell the Beetle from the generic "böcek") and
    its claims, besides the question's editions."""

    editions: frozenset[str]
    answer: str = ""
    folded: str = ""
    sites: list[Site] = field(default_factory=list)


def _clause_start(site: Site) -> int:
    return site.claim.start - len(site.before)


def _sentence_start(site: Site, ctx: HiveContext) -> int:
    lo = max(0, site.claim.end - len(site.sentence))
    pos = ctx.folded.find(site.sentence, lo)
    return pos if pos >= 0 else -1


def _bugs(text: str, start: int, ctx: HiveContext) -> list[str]:
    """Bug pieces named in ``text`` (folded, at ``start`` in the answer). "böcek" in lower
    case is the generic word (bug), "Böcek" the Beetle."""
    keys = []
    for f in find_aliases(text, BUG_ALIASES):
        if f.key == "bocek" and not f.word.startswith("beetle"):
            pos = start + f.start
            if start < 0 or not ctx.answer[pos : pos + 1].isupper():
                continue
            if f.word.startswith("bocekler"):
                continue
        keys.append(f.key)
    return list(dict.fromkeys(keys))


def _clause_bugs(site: Site, ctx: HiveContext) -> list[str]:
    return _bugs(site.clause, _clause_start(site), ctx)


def _sentence_bugs(site: Site, ctx: HiveContext) -> list[str]:
    return _bugs(site.sentence, _sentence_start(site, ctx), ctx)


def _one_edition(site: Site) -> str | None:
    eds = editions_in(site.clause) or editions_in(site.sentence)
    return next(iter(eds)) if len(eds) == 1 else None


_PER = re.compile(r"oyuncu\s*basi|her\s*oyuncu|oyuncu\s*icin|kisi\s*basi|oyuncunun|oyuncuda|"
                  r"her\s*renk|tek\s*renk|oyuncuya|her\s*birine|bir\s*oyuncu")  # fmt: skip
_BOX = re.compile(r"kutu|toplam|iki\s*oyuncu|her\s*iki|icerir|tasli|tasa\s*sahip")
_NEGATED = re.compile(r"\w+m[ae]z\b|\w+m[ae]yan|degil|olmaz|\byok\b|yasak")


def _scope(text: str) -> bool | None:
    per, box = bool(_PER.search(text)), bool(_BOX.search(text))
    return None if per == box else per


# -- pieces of an edition ----------------------------------------------------------------------
_ADDS_PACKS = re.compile(r"ekle|paket|genisleme(?!siz)")


def pieces_rule(site: Site, ctx: HiveContext, _result: CalcResult | None) -> Check | None:
    if site.claim.unit != "taş":
        return None
    # Only an edition named in the same clause counts: neighbouring clauses often compare
    # editions ("Pocket 26 taş içerir; yani temel taşların yanına ..."), and a general remark
    # about the base game may follow a question about Carbon.
    eds = editions_in(site.clause)
    if len(eds) != 1:
        return _pack_rule(site)
    e = EDITIONS[next(iter(eds))]
    if e.key == "temel" and _ADDS_PACKS.search(site.clause):
        return _with_packs_rule(site, ctx)
    per = bool(_PER.search(site.clause))
    box = bool(_BOX.search(site.clause))
    player = e.box // 2 if e.box else 0
    if per == box:
        if site.claim.value in (player, e.box):
            return judge(site.claim, site.claim.value, [f"{e.name}: {player}/{e.box}"], [e.ref])
        return None
    value = player if per else e.box
    return judge(site.claim, value, [f"{e.name}: {'oyuncu başına' if per else 'kutuda'} {value}"],
                 [e.ref])  # fmt: skip


_RESULT_AFTER = re.compile(r"^\s*tas\w*\s*(?:\w+\s+)?(?:olur|oluyor|olacak|eder|yapar|elde)")
_PACKS_COUNTED = re.compile(r"\b(\d|iki|uc)\s+(?:\w+\s+)?(?:genisleme|paket)")


def _with_packs_rule(site: Site, ctx: HiveContext) -> Check | None:
    """ "Temel kutuya Sivrisinek paketi eklenince 24 taş olur": 22 + 2 per pack. Only a
    number said as the result of adding ("eklenince … N taş olur"); the base count stated
    next to the packs ("temel kutuda 11 taş var, paketler eklenir") is left alone."""
    if not (_ADDS_PACKS.search(site.before) and _RESULT_AFTER.match(site.after)):
        return None
    names = [k for k in _sentence_bugs(site, ctx) if BUGS[k].expansion]
    counted = _PACKS_COUNTED.search(site.sentence)
    if names and counted:
        return None
    if counted:
        word = counted.group(1)
        k = int(word) if word.isdigit() else {"iki": 2, "uc": 3}[word]
    elif re.search(r"\b(?:tum|butun)\s+(?:genisleme|paket)|genislemelerin\s+hepsi", site.sentence):
        k = 3
    else:
        k = len(names)
    if not 1 <= k <= 3:
        return None
    per_player, box = 11 + k, 22 + 2 * k
    base = re.compile(r"temel\s+(?:hive\s+)?kutu\w*")  # where the packs go, not a scope
    scope = _scope(base.sub("", site.clause))
    scope = _scope(base.sub("", site.sentence)) if scope is None else scope
    trail = [f"Temel Hive + {k} paket: oyuncu başına {per_player}, kutuda {box}"]
    refs = [REFS["box"], REFS["packs"]]
    if scope is None:
        if site.claim.value in (per_player, box):
            return judge(site.claim, site.claim.value, trail, refs)
        return None
    return judge(site.claim, per_player if scope else box, trail, refs)


def _pack_rule(site: Site) -> Check | None:
    """ "Her genişleme paketi 2 taş içerir": one pack, one pair."""
    if not re.search(r"\bpaket", site.clause) or editions_in(site.sentence):
        return None
    if re.search(r"ekle|temel|kutu", site.clause) or site.claim.entities.get("kind") != "cardinal":
        return None
    per = bool(_PER.search(site.clause))
    if re.search(r"\b(?:iki|uc|\d)\s+paket", site.clause):
        return None
    value = 1 if per else 2
    return judge(site.claim, value, [f"Bir genişleme paketi: {value} taş"], [REFS["packs"]])


# -- pieces of one bug ---------------------------------------------------------------------------
_COUNT_NOUN = re.compile(r"^(?:['’]\w*)?\s*(?:adet|tane)?\s*")


# "oyuna giren taşların: 2 Asker Karınca", "elinde kalanlar: 1 Örümcek": a game's state
_PLAYED = re.compile(
    r"(?:oyuna\s+giren|koydugun|konan|oynadigin|yerlestirdigin|elinde\s+kalan|kalanlar)"
    r"[\w ]*:[^;.]*$"
)


# "0 Çekirge kaldı elinde", "masada senin 2, rakibinin 1 Asker Karınca taşı var"
_LEFT_OR_DOWN = re.compile(r"^[\w' ]{0,30}?\b(?:kaldi|kalir|kalmis|kalan)\b")
_ON_TABLE = re.compile(r"\b(?:masada|tahtada|kovanda)\b[^;.:]*$")


def bug_count_rule(site: Site, ctx: HiveContext, _result: CalcResult | None) -> Check | None:
    """ "her oyuncunun 2 Örümcek'i", "Örümcek'ten her oyuncuya 2 adet", "kutuda 6 Çekirge"."""
    if site.claim.entities.get("kind") == "ordinal":
        return None
    after = site.after
    lead = _COUNT_NOUN.match(after)
    rest = after[lead.end() if lead else 0 :]
    start = site.claim.end + (lead.end() if lead else 0)
    named = _bugs(rest, start, ctx)
    key: str | None = None
    if named and find_aliases(rest, BUG_ALIASES) and find_aliases(rest, BUG_ALIASES)[0].start == 0:
        key = named[0]
    elif re.match(r"^(?:['’]\w*)?\s*(?:adet|tane)\b", after):
        before = _bugs(site.before, _clause_start(site), ctx)
        key = before[0] if len(before) == 1 else None
    if key is None:
        return None
    if _PLAYED.search(site.before) or _PLAYED.search(ctx.folded[: site.claim.start][-60:]):
        return None  # pieces placed or still in hand, not the set's count
    if _LEFT_OR_DOWN.search(rest[:40]) or _ON_TABLE.search(site.before):
        return None  # "3 Asker Karınca kaldı", "masada senin 2 … taşın var": a game's state
    b = BUGS[key]
    if _NEGATED.search(site.after[:40]) and site.claim.value != 0:
        return None
    edition = _one_edition(site)
    if b.expansion:
        if edition is None or edition == PACK:
            per_player = 1
        elif edition == "temel":
            if re.search(r"ekle|paket", site.sentence):
                per_player = 1
            else:
                return None  # "temel kutuda 2 Sivrisinek" is about packs or a mistake
        else:
            per_player = 1 if key in EDITIONS[edition].bugs else 0
    else:
        per_player = b.per_player
    scope = _scope(site.clause)
    if scope is None:
        scope = _scope(site.sentence)
    box = 2 * per_player
    trail = [f"{b.name}: oyuncu başına {per_player}, kutuda {box}"]
    if scope is None:
        if site.claim.value in (per_player, box):
            return judge(site.claim, site.claim.value, trail, [b.ref])
        return None
    return judge(site.claim, per_player if scope else box, trail, [b.ref])


# -- bug types -----------------------------------------------------------------------------------
_BASE_KINDS = re.compile(r"^\s*(?:orijinal|temel)\s+bocek")
_EXPANSIONS = re.compile(r"^\s*(?:farkli\s+)?genisleme(?!siz)(?:\s+bocek\w*|nin|\b|ler\w*)")
_KINDS = re.compile(r"^\s*(?:farkli\s+|cesit\s+|tur\s+)+(?:bocek|tas)|^\s*bocek\s+(?:tur|cesid)")


def kinds_rule(site: Site, _ctx: HiveContext, _result: CalcResult | None) -> Check | None:
    after = site.after
    if site.claim.entities.get("kind") == "ordinal":
        return None
    if _BASE_KINDS.match(after):
        return judge(site.claim, 5, ["Beş orijinal böcek"], [REFS["base_variant"]])
    edition = _one_edition(site)
    if _EXPANSIONS.match(after) and not re.search(r"paket", after[:30]):
        if edition in ("pocket", "carbon"):
            return judge(site.claim, 2, ["Sivrisinek ve Uğur Böceği"], [EDITIONS[edition].ref])
        if edition in (None, "ultimate") and not re.search(r"ekle", site.clause):
            return judge(site.claim, 3, ["Üç genişleme böceği"], [REFS["not_in_base"]])
        return None
    if _KINDS.match(after):
        if edition in EDITIONS:
            n = len(EDITIONS[edition].bugs)
            return judge(site.claim, n, [f"{EDITIONS[edition].name}: {n} böcek türü"],
                         [EDITIONS[edition].bugs_ref])  # fmt: skip
        if edition is None and re.search(r"temel", site.clause):
            return judge(site.claim, 5, ["Beş orijinal böcek"], [REFS["base_variant"]])
    return None


# -- players ---------------------------------------------------------------------------------
_PLAYERS_AFTER = re.compile(
    r"^\s*(?:kisilik|oyunculu|kisiyle|oyuncuyla|kisi\s+(?:ile|oyna|icin)|oyuncu\s+(?:ile|oyna|"
    r"icin|gerek)|kisi\s+oynar|oyuncu\s+oynar)"
)


def players_rule(site: Site, _ctx: HiveContext, _result: CalcResult | None) -> Check | None:
    if not _PLAYERS_AFTER.match(site.after) or _NEGATED.search(site.after):
        return None
    if re.search(r"takim|tur\w*\s*$|basina", site.clause):
        return None
    return judge(site.claim, PLAYERS, ["Hive iki kişiliktir"], [REFS["players"]])


# -- the queen's turns -------------------------------------------------------------------------
def queen_rule(site: Site, _ctx: HiveContext, _result: CalcResult | None) -> Check | None:
    if not re.match(r"^\s*\.?\s*tur", site.after) or "kralice" not in site.sentence:
        return None
    if re.search(r"en gec\s*$", site.before):
        return judge(site.claim, QUEEN_LATEST, ["En geç 4. tur"], [REFS["queen_latest"]])
    if re.search(r"en erken\s*$", site.before):
        where = site.clause if re.search(r"20(?:10|24)|guncel", site.clause) else site.sentence
        years = {int(y) for y in re.findall(r"20(?:10|24)", where)}
        if "guncel" in where:
            years.add(2024)
        if len(years) == 1:
            year = years.pop()
            ref = REFS["queen_2024"] if year == 2024 else REFS["queen_2010"]
            return judge(site.claim, QUEEN_EARLIEST[year], [f"{year}: en erken"], [ref])
        if not years and site.claim.value not in QUEEN_EARLIEST.values():
            return judge(site.claim, 2, ["2024: en erken 2. tur"], [REFS["queen_2024"]])
        return None
    if re.match(r"^\s*\.?\s*tur\w*\s+(?:\w+\s+)?(?:zorunlu|mecburen|mutlaka)", site.after):
        return judge(site.claim, QUEEN_LATEST, ["4. turda zorunlu"], [REFS["queen_forced"]])
    return None


# -- moves per turn --------------------------------------------------------------------------
def moves_rule(site: Site, _ctx: HiveContext, _result: CalcResult | None) -> Check | None:
    if not re.match(r"^\s*hamle", site.after) or site.claim.entities.get("kind") == "ordinal":
        return None
    if not re.search(r"\b(?:her|bir|ayni|tek)\s+(?:tur|sira)\w*", site.clause):
        return None
    if _NEGATED.search(site.after) or re.search(r"ust\s*uste|arka\s*arkaya|ard\s*arda|pes\s*pese",
                                                site.sentence):  # fmt: skip
        return None
    if re.search(r"\d+\s*\.\s*tur|ilk|icinde", site.clause) or site.claim.value == 0:
        return None
    return judge(site.claim, 1, ["Bir turda 1 hamle"], [REFS["one_move"]])


# -- movement ------------------------------------------------------------------------------------
_MOVING = re.compile(r"hareket|gider|gidebilir|ilerle|yurur|kayar|tasir|tasiyabilir|adim")


def _distance(key: str, site: Site) -> int | None:
    if key in ("kralice", "bocek"):
        return 1
    if key == "orumcek":
        return 3
    if key == "ugur-bocegi":
        if site.claim.unit == "adım" and re.search(r"ust|uzer", site.after):
            return 2
        return 3
    if key == "tespih-bocegi":
        return 2 if re.search(r"tasi(?:r|yabil)|yetenek", site.clause) else 1
    return None  # grasshopper, ant: no fixed number; mosquito: the bug it touches


def distance_rule(site: Site, ctx: HiveContext, _result: CalcResult | None) -> Check | None:
    """ "Örümcek tam 3 alan hareket eder", "Tespih Böceği taşı 2 alan taşır"."""
    if site.claim.entities.get("kind") == "ordinal":
        return None
    if site.claim.unit == "taş":
        return _jump_rule(site, ctx)
    if site.claim.unit not in ("alan", "adım") or not _MOVING.search(site.clause + site.after):
        return None
    if re.match(r"^\s*komsu", site.after) or re.search(r"kusat|dolu|bos\s*alan", site.clause):
        return None
    keys = _clause_bugs(site, ctx) or _sentence_bugs(site, ctx)
    if not keys or "sivrisinek" in keys:
        return None
    wanted = {_distance(k, site) for k in keys}
    if len(wanted) != 1 or None in wanted:
        return None
    value = wanted.pop()
    refs = [REFS["pillbug_carry"] if k == "tespih-bocegi" and value == 2 else BUGS[k].move
            for k in keys]  # fmt: skip
    return judge(site.claim, value, [f"{', '.join(BUGS[k].name for k in keys)}: {value}"], refs)


def _jump_rule(site: Site, ctx: HiveContext) -> Check | None:
    """ "Çekirge en az 1 taşın üzerinden atlar"."""
    if not re.search(r"en\s*az\s*$", site.before) or "atla" not in site.after:
        return None
    if _clause_bugs(site, ctx) != ["cekirge"] and _sentence_bugs(site, ctx) != ["cekirge"]:
        return None
    return judge(site.claim, 1, ["Çekirge en az 1 taşın üzerinden atlar"],
                 [REFS["grasshopper_move"]])  # fmt: skip


# -- neighbours and surrounding ----------------------------------------------------------------
_OCCUPIED = re.compile(r"^\s*(?:\w+\s+)?(?:tas|komsu)\w*\s*(?:\w+\s+)?(?:varsa|var\b|dolu|"
                       r"doluysa|dolmus|koyduysa|koyulduysa)")  # fmt: skip
_LEFT = re.compile(r"^\s*(?:bos\s+)?(?:tas|alan|komsu)\w*\s*(?:daha|kaldi|kalir|kalmis|eksik)")


def neighbour_rule(site: Site, ctx: HiveContext, _result: CalcResult | None) -> Check | None:
    after = site.after
    if site.claim.entities.get("kind") == "ordinal":
        return None
    if re.match(r"^\s*komsu", after):
        if re.match(r"^\s*komsu\w*\s*(?:alan\w*\s*)?(?:dolu|bos|dolmus|kapali|tasla)", after):
            return None  # "4 komşusu dolu": a count of occupied spaces
        if re.search(r"(?:kalan|bos|dolu|son)\s*$", site.before):
            return None
        return judge(site.claim, NEIGHBOURS, ["Her taşın 6 komşu alanı"],
                     [REFS["six_neighbours"]])  # fmt: skip
    if not _LEFT.match(after) or not re.search(r"kralice|kusat", site.sentence):
        return None
    occupied = [
        s.claim.value
        for s in ctx.sites
        if s.sentence_index == site.sentence_index
        and s.claim.start < site.claim.start
        and s.claim.entities.get("kind") != "ordinal"
        and _OCCUPIED.match(s.after)
    ]
    if len(occupied) != 1 or occupied[0] > NEIGHBOURS:
        return None
    left = NEIGHBOURS - occupied[0]
    return judge(site.claim, left, [f"6 − {occupied[0]} = {left}"], [REFS["goal"]])


# -- the lead number of a Hive calculator's answer -----------------------------------------
_LEAD_WORDS = {
    "oyuncu": r"^\s*(?:oyuncu|kisi)",
    "hamle": r"^\s*hamle",
    "tür": r"^\s*(?:temel\s+|genisleme\s+)?bocek",
    "tur": r"^\s*\.?\s*tur",
}


def lead_rule(site: Site, ctx: HiveContext, result: CalcResult | None) -> Check | None:
    """The answer's opening number ("2 oyuncu: …", "4. tur: …", "1 hamle: …") against the
    calculator that answered the question, for the quantities no unit word marks."""
    if result is None or result.value is None or not result.calculator.startswith("hive-"):
        return None
    if not ctx.sites or site is not ctx.sites[0] or site.sentence_index != 0:
        return None
    if site.before.strip() or not re.match(r"\d", result.lead):
        return None  # a yes/no answer leads with its verdict, not with the value
    pattern = _LEAD_WORDS.get(result.unit or "")
    if pattern is None or not re.match(pattern, site.after):
        return None
    return judge(site.claim, result.value, list(result.trail), list(result.citations))


def _result_per_player(result: CalcResult) -> bool | None:
    if "oyuncu başına" in result.summary:
        return True
    return False if re.search(r"kutuda|toplam", result.summary) else None


def lead_guard(site: Site, ctx: HiveContext, result: CalcResult | None) -> Check | None:
    """Keeps the shared lead rule off an opening number that plainly states something else
    than what was computed: another edition, another bug, or per player against a box total
    ("Her oyuncu 11 taş alır" for "Carbon kutusunda kaç taş")."""
    if result is None or result.calculator not in ("hive-pieces", "hive-bug-count"):
        return None
    if site.sentence_index != 0 or site.claim.unit != result.unit:
        return None
    reasons = []
    if site.claim.entities.get("kind") == "distributive":
        reasons.append("'1'er': birim başına")
    said = _scope(site.clause)
    said = _scope(site.sentence) if said is None else said
    if said is not None and said != _result_per_player(result):
        reasons.append("oyuncu başına / kutu")
    eds = editions_in(site.sentence)
    named = {e.key for e in EDITIONS.values() if result.summary.startswith(e.name)}
    if eds and not eds & named:
        reasons.append("başka baskı")
    bugs = _sentence_bugs(site, ctx)
    if (
        result.calculator == "hive-bug-count"
        and bugs
        and not any(BUGS[b].name in result.summary for b in bugs)
    ):
        reasons.append("başka böcek")
    if not reasons:
        return None
    return uncheckable(site.claim, "Cümle hesaplanandan başka bir sayıdan söz ediyor.")


RULES = [lead_rule, bug_count_rule, kinds_rule, pieces_rule, queen_rule, distance_rule,
         neighbour_rule, players_rule, moves_rule, lead_guard]  # fmt: skip
