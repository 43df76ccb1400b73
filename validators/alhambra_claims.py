"""The Alhambra claim checker: every number an answer states that one of the calculators can
compute is checked against it (tiles, building types, prices, money cards and values, the
money limit, actions, the points table and tie shares, walls, Dirk's tiles, components,
scoring rounds). A rule judges only when its sentence says plainly what the number counts;
anything else stays uncheckable, because a false correction is worse than none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from turkish import fold_same_length as fold
from validators.alhambra_components import component
from validators.alhambra_data import (
    ACTIONS_REF,
    BUILDINGS,
    COPIES,
    COPIES_REMOVED_2P,
    CURRENCIES_REF,
    DIRK_AFTER_ROUND1,
    DIRK_REF,
    DIRK_ROUND1_REF,
    DIRK_SETUP,
    DIRK_SETUP_REF,
    GAME,
    MAX_ACTIONS,
    MONEY_LIMIT,
    MONEY_REF,
    ONE_ACTION_REF,
    OPEN_MONEY,
    PRICES_REF,
    REFILL_REF,
    ROUNDS,
    ROUNDS_REF,
    TILES_REF,
    TOTAL_TILES,
    WALL_REF,
)
from validators.alhambra_parse import (
    BUILDING_COLOURS,
    TWO_PLAYER,
    buildings_in,
    rank_in,
    round_in,
    rounds_in,
    tied_players,
    ties_in,
)
from validators.alhambra_scoring import placement_points
from validators.base import CalcResult, Check, judge, uncheckable
from validators.claims import Equation, Site, equations, extract_sites
from validators.common import GameChecker, Rule


@dataclass(frozen=True)
class Context:
    """What the question and the whole answer say (folded), read once per answer."""

    round: int | None
    question: str
    answer: str


class AlhambraChecker(GameChecker):
    game = GAME

    def context(self, question: str, _result: CalcResult | None) -> Context:
        return Context(round_in(fold(question)), fold(question), "")

    def check(self, question: str, answer: str, result: CalcResult | None) -> list[Check]:
        ctx = Context(round_in(fold(question)), fold(question), fold(answer))
        sites = extract_sites(answer)
        eqs: list[Equation] = equations(answer)
        return [self._check_site(site, sites, eqs, ctx, result) for site in sites]

    def rules(self) -> list[Rule]:
        return [
            _money_rule,
            _actions_rule,
            _tie_rule,
            _table_rule,
            _wall_rule,
            _tiles_rule,
            _money_cards_rule,
            _money_values_rule,
            _price_rule,
            _component_rule,
            _dirk_rule,
            _rounds_rule,
            _one_action_rule,
            _refill_rule,
            _not_a_count_rule,
            _word_number_rule,
        ]


def _cardinal(site: Site) -> bool:
    return site.claim.entities.get("kind", "cardinal") == "cardinal"


# --- money and actions -----------------------------------------------------------------------

_LIMIT_AFTER = re.compile(r"^['’]?\w{0,3}\s*(?:kadar|ge[cç]|a[sş])")


def _money_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "toplam 9'a kadar para alabilirsin": several cards may total at most 5."""
    if not _LIMIT_AFTER.match(site.after) or not re.search(r"para|kart", site.sentence):
        return None
    if not re.search(r"toplam|birden fazla", site.clause) or re.search(
        r"tek (bir )?kart", site.clause
    ):
        return None
    return judge(
        site.claim, MONEY_LIMIT, [f"Birden fazla kart: toplam ≤ {MONEY_LIMIT}"], [MONEY_REF]
    )


def _actions_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    if site.claim.unit != "aksiyon" or not re.search(r"en fazla|toplam", site.before):
        return None
    if "tur" not in site.sentence or re.match(r"^\W*\w+\s+birin", site.after):
        return None
    if re.match(r"^\W*(?:aksiyon|eylem|hamle)\w*\s+daha(?!\w)", site.after):
        return None  # "en fazla 2 aksiyon daha": what is left of the turn, not its cap
    if re.search(r"tam\s+ode\w*\s+(?:\w+\s+)?(?:sonra|ile|yapars|yaptı|yapti)", site.sentence):
        return None  # "2 tam ödemeden sonra toplam 3 aksiyon": a count of this turn
    return judge(
        site.claim, MAX_ACTIONS, [f"Bir turda en fazla {MAX_ACTIONS} aksiyon"], [ACTIONS_REF]
    )


# --- the points table, ties, walls -----------------------------------------------------------

_SHARE_BEFORE = re.compile(r"(?:her\s+(?:oyuncu|biri|birine)\w*|ikisi\s+de|ucu\s+de|kisi\s+basi"
                           r"|oyuncu\s+basina)\s+(?:\w+\s+)?$")  # fmt: skip


def _round(site: Site, ctx: Any) -> int | None:
    """The round a sentence is about: its own, else the question's, unless it names several."""
    named = rounds_in(site.sentence)
    if named:
        return named.pop() if len(named) == 1 else None
    return ctx.round if isinstance(ctx, Context) else None


def _tie_rule(site: Site, ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "2. puanlamada Pavyon'da iki oyuncu birincilikte berabere kalırsa her biri 4 puan alır"."""
    if site.claim.unit != "puan" or not ties_in(site.sentence) or "duvar" in site.sentence:
        return None
    share = _SHARE_BEFORE.search(site.before) or site.claim.entities.get("kind") == "distributive"
    if not share:
        return None
    keys = {b.key for b in buildings_in(site.sentence)}
    rank = rank_in(site.sentence)
    rnd = _round(site, ctx)
    if len(keys) != 1 or rnd is None:
        return None
    if rank is None and not re.search(r"\d\s*\.", site.sentence):
        rank = 1
    if rank is None:
        return None
    found = placement_points(rnd, keys.pop(), rank, tied_players(site.sentence))
    if found.value is None:
        return None
    return judge(site.claim, found.value, found.trail, found.citations)


def _table_rule(site: Site, ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "Kule birinciliği 6 puan" with a known round and no tie in the sentence."""
    if site.claim.unit != "puan" or ties_in(site.sentence) or "duvar" in site.clause:
        return None
    if not _cardinal(site):
        return None
    keys = {b.key for b in buildings_in(site.clause)} or {
        b.key for b in buildings_in(site.sentence)
    }
    rank = rank_in(site.clause)
    rnd = _round(site, ctx)
    if len(keys) != 1 or rank is None or rnd is None:
        return None
    found = placement_points(rnd, keys.pop(), rank)
    return judge(site.claim, found.value, found.trail, found.citations)


_KENAR = re.compile(r"(\d+)\s*['’]?\w{0,4}\s+(?:\w+\s+)?kenar")
_PUAN_NUMBERS = re.compile(r"(?<![\d,.])\d+\s*['’]?\w{0,4}\s+puan(?!lama)")


def _wall_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "her karo kenarı 1 puan"; "7 kenarlık en uzun duvar 7 puan getirir"."""
    if site.claim.unit != "puan" or "duvar" not in site.sentence and "kenar" not in site.clause:
        return None
    if re.search(r"her\s+(?:karo\s+)?kenar\w*\s+$", site.before):
        return judge(site.claim, 1, ["Duvar zincirinin her kenarı 1 puan"], [WALL_REF])
    if re.search(r"(?<!\w)ic\s|kisa|kopuk|ayri|dirk|toplam|\+|parca|birinci|ikinci|ucuncu|bina",
                 site.sentence):  # fmt: skip
        return None
    lengths = {int(m.group(1)) for m in _KENAR.finditer(site.sentence)}
    if len(lengths) != 1 or len(_PUAN_NUMBERS.findall(site.sentence)) != 1:
        return None
    if not re.search(r"en\s+uzun|zincir|duvar\w*\s+(?:var|\d)", site.sentence):
        return None
    n = lengths.pop()
    return judge(site.claim, n, [f"En uzun dış duvar {n} kenar × 1 = {n} puan"], [WALL_REF])


# --- components ------------------------------------------------------------------------------

_NOT_BOX = re.compile(
    r"fiyat|dirk|kalan|kaldi|torba|sahip|oyuncu|(?<!\w)al(?:di|ir|in|sa|mak)\w*|satin|elin|"
    r"binan|karon|berabere|esit|puan|yedek|pazar|(?<!\w)sen(?!\w)|kenar|duvar|ikiser|ucer"
)
_COLOUR_TILE = re.compile(r"(?<!\w)(mavi|kirmizi|kahverengi|beyaz|yesil|mor)\s+(?:bina|karo)")


def _tiles_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "Kule 11 adet": tiles per building type; "toplam 54 bina karosu"."""
    if site.claim.unit not in ("adet", "karo") or not _cardinal(site):
        return None
    if _NOT_BOX.search(site.sentence):
        return None
    keys = {b.key for b in buildings_in(site.clause)}
    keys |= {BUILDING_COLOURS[m.group(1)] for m in _COLOUR_TILE.finditer(site.clause)}
    if len(keys) == 1:
        b = BUILDINGS[keys.pop()]
        return judge(site.claim, b.tiles, [f"{b.name}: {b.tiles} karo"], [TILES_REF])
    if not keys and "toplam" in site.before and "bina" in site.clause:
        return judge(site.claim, TOTAL_TILES, ["7 + 7 + 9 + 9 + 11 + 11 = 54"], [TILES_REF])
    return None


def _two_player(site: Site, ctx: Any) -> bool | None:
    """Whether the number is said of the 2-player game: True, False, or None when unclear."""
    if TWO_PLAYER.search(site.sentence) or re.search(r"cikar", site.sentence):
        return True
    if re.search(r"standart|tam\s+deste|(?:uc|3|dort|4|bes|5|alti|6)\s+(?:veya|ya\s+da\s+)?"
                 r"(?:daha\s+fazla\s+)?(?:kisi|oyuncu)", site.sentence):  # fmt: skip
        return False
    if isinstance(ctx, Context):
        if TWO_PLAYER.search(ctx.question):
            return True
        if TWO_PLAYER.search(ctx.answer):
            return None
    return False


_MONEY_STOP = re.compile(
    r"(?<!\w)al(?:ir|abil|ma|mak|dig|in|dı|di|sa)\w*|elin|tek\s+kart|birden\s+fazla|deger|acik"
    r"|havuz|puanlama\s+kart|(?<!\w)od(?:e|uy)\w*|yenilen|tamamlan"
)


_BOX_COUNT_AFTER = re.compile(
    r"^\s*(?:adet\s+|tane\s+)?(?:(?:mavi|yesil|turuncu|sari)\s+)?"
    r"(?:para\s+)?kart\w*\s*(?:$|\)|var|bulunur|kullanil|icer|olur"
    r"|\(|ile\s+oyna)"
)


def _money_cards_rule(site: Site, ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "toplam 108 para kartı", "iki kişilik oyunda 72 kart", "her renkten 27 kart",
    "her karttan 3 adet (2 kişilikte 2'si)"."""
    if not re.search(r"para|deste", site.sentence) or not _cardinal(site):
        return None
    if _MONEY_STOP.search(site.clause):
        return None
    copies_before = re.search(r"her\s+(?:bir\s+)?(?:para\s+)?kart\w*\s+(?:yalnizca\s+|sadece\s+)?$",
                              site.before)  # fmt: skip
    if copies_before:
        if re.search(r"cikar", site.clause):
            return None
        two = _two_player(site, ctx)
        if re.search(r"cikar", site.sentence) or re.search(r"vardir|bulunur", site.after):
            two = False if re.search(r"var|bulunur", site.after) else two
        if two is None:
            return None
        want = COPIES - COPIES_REMOVED_2P if two else COPIES
        return judge(site.claim, want, [f"Her karttan {want} tane"], [DIRK_REF])
    if site.claim.unit != "kart" or re.search(r"(?<!\w)her\s+oyuncu\w*\s+$", site.before):
        return None
    if not _BOX_COUNT_AFTER.match(site.after) or re.search(r"olduk|oldug|alirken|alinabil",
                                                           site.before):  # fmt: skip
        return None
    two = _two_player(site, ctx)
    if two is None:
        return None
    copies = COPIES - COPIES_REMOVED_2P if two else COPIES
    per_colour = re.search(r"(?:her|bir)\s+(?:para\s+)?(?:renk|birim)\w*|(?:mavi|yesil|turuncu|"
                           r"sari)\s+(?:para\s+)?kart", site.clause)  # fmt: skip
    if per_colour or re.match(r"^\s*(?:mavi|yesil|turuncu|sari)", site.after):
        want = 9 * copies
        return judge(site.claim, want, [f"9 değer × {copies} = {want}"], [CURRENCIES_REF, DIRK_REF])
    if re.search(r"toplam|destede|deste\w*\s|para\s+kart", site.clause):
        want = 4 * 9 * copies
        return judge(site.claim, want, [f"4 × 9 × {copies} = {want}"], [CURRENCIES_REF, DIRK_REF])
    return None


def _range_ends(site: Site) -> tuple[int, int, bool] | None:
    """(low, high, site is the low end) when the site is one end of "A-B" / "A ile B arası"."""
    after = re.match(r"^\s*(?:[-–]|ile)\s*(\d+)", site.after)
    if after:
        return site.claim.value, int(after.group(1)), True
    before = re.search(r"(\d+)\s*(?:[-–]|ile)\s*$", site.before)
    if before:
        return int(before.group(1)), site.claim.value, False
    return None


def _money_values_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "her renkte 1-9 arası değerler", "en büyük para kartı 9"."""
    if not re.search(r"para|renk", site.sentence) or buildings_in(site.sentence):
        return None
    if re.search(r"fiyat|puan|toplam|karo", site.sentence) or not _cardinal(site):
        return None
    high = re.search(r"en\s+(?:buyuk|yuksek)\s+(?:degerli\s+)?(?:para\s+)?kart\w*\s+$", site.before)
    low = re.search(r"en\s+(?:kucuk|dusuk)\s+(?:degerli\s+)?(?:para\s+)?kart\w*\s+$", site.before)
    if high or low:
        want = 9 if high else 1
        return judge(site.claim, want, ["Para kartları 1-9"], [CURRENCIES_REF])
    ends = _range_ends(site)
    if ends is None or not re.search(r"deger", site.clause):
        return None
    want = 1 if ends[2] else 9
    return judge(site.claim, want, ["Para kartları 1-9"], [CURRENCIES_REF])


def _price_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "Kule 7-13", "Bahçe'nin fiyatı 6 ile 12 arasında", "en pahalı Kule 13"."""
    if not re.search(r"fiyat|pahal|ucuz", site.sentence) or not _cardinal(site):
        return None
    if site.claim.unit is not None:
        return None
    keys = {b.key for b in buildings_in(site.clause)}
    if len(keys) != 1:
        return None
    b = BUILDINGS[keys.pop()]
    trail = [f"{b.name}: {b.price_min}-{b.price_max}"]
    ends = _range_ends(site)
    if ends is not None:
        return judge(site.claim, b.price_min if ends[2] else b.price_max, trail, [PRICES_REF])
    if re.search(r"en\s+pahal", site.clause) and not re.search(r"en\s+ucuz", site.clause):
        return judge(site.claim, b.price_max, trail, [PRICES_REF])
    if re.search(r"en\s+ucuz", site.clause) and not re.search(r"en\s+pahal", site.clause):
        return judge(site.claim, b.price_min, trail, [PRICES_REF])
    return None


_COMPONENT_AFTER: list[tuple[str, re.Pattern[str]]] = [
    ("bina-turu", re.compile(r"^\s*(?:farkli\s+|cesit\s+)?bina\s+tur|^\s*(?:farkli\s+)?(?:cesit|tur)"
                             r"\w*\s+bina")),
    ("para-birimi", re.compile(r"^\s*(?:farkli\s+)?para\s+birim|^\s*farkli\s+renk\w*\s*\(?para")),
    ("puanlama-karti", re.compile(r"^\s*puanlama\s+kart")),
    ("pazar-karesi", re.compile(r"^\s*kareli\s+pazar")),
    ("genisleme", re.compile(r"^\s*(?:adet\s+)?(?:resmi\s+)?genisleme")),
    ("aksiyon-turu", re.compile(r"^\s*(?:eylem|aksiyon)\w*(?:\s*\(\w+\))?\s+(?:\w+\s+)?birin"
                                r"|^\s*(?:farkli\s+)?(?:aksiyon|eylem)\w*\s+(?:var\w*|bulunur)\s*:")),
    ("duzenleme-islemi", re.compile(r"^\s*islem\w*\s+birin")),
]  # fmt: skip


def _component_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """Fixed counts said with their noun: "6 bina türü", "4 para birimi", "2 puanlama kartı",
    "4 kareli pazar", "6 resmi genişleme", "en fazla 3 duvar", "2 jeton", "3 aksiyondan biri"."""
    if not _cardinal(site):
        return None
    rest = _rest_of_sentence(site)
    for key, pattern in _COMPONENT_AFTER:
        if pattern.match(rest):
            if key == "puanlama-karti" and re.search(r"cekil|kalan|kald|cikt|sonra", site.sentence):
                return None
            if key == "aksiyon-turu" and re.search(r"islem", rest[:30]):
                return None
            return _component_check(site, key)
    if (
        re.search(r"en\s+fazla\s+$", site.before)
        and re.match(r"^\s*duvar", site.after)
        and re.search(r"karo|kenar", site.clause)
        and "puan" not in site.clause
    ):
        return _component_check(site, "karo-duvari")
    if re.search(r"her\s+oyuncu\w*\s+(?:\w+\s+)?$", site.before) and re.match(
        r"^\s*(?:adet\s+)?jeton", site.after
    ):
        return _component_check(site, "jeton")
    if re.search(r"her\s+oyuncu\w*\s+(?:\w+\s+)?$", site.before) and re.match(
        r"^\s*(?:adet\s+)?yedek\s+(?:alan\s+)?tahta", site.after
    ):
        return _component_check(site, "yedek-tahta")
    if re.search(r"pazar\w*\s+$", site.before) and re.match(r"^\s*(?:bina|kare)", site.after):
        return _component_check(site, "pazar-karesi")
    return None


def _rest_of_sentence(site: Site) -> str:
    """The sentence after the number (a clause stops at a parenthesis: "3 eylemden (aksiyon)
    birini")."""
    at = site.sentence.find(site.clause)
    if at < 0:
        return site.after
    start = at + len(site.before) + len(site.claim.text)
    return site.sentence[start:]


def _component_check(site: Site, key: str) -> Check:
    found = component(key)
    return judge(site.claim, found.value, found.trail, found.citations)


def _dirk_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "Oyun başında Dirk'e 6 karo", "1. puanlamadan sonra 6 karo daha"."""
    if "dirk" not in site.sentence or site.claim.unit != "karo" or not _cardinal(site):
        return None
    if re.search(r"oyun\s+basinda|baslangic", site.clause):
        return judge(site.claim, DIRK_SETUP, ["Oyun başında Dirk'e 6 karo"], [DIRK_SETUP_REF])
    if re.search(r"(?:1\.|ilk|birinci)\s*puanlama\w*\s+(?:hemen\s+)?sonra", site.clause):
        return judge(site.claim, DIRK_AFTER_ROUND1, ["1. puanlamadan sonra 6 karo daha"],
                     [DIRK_ROUND1_REF])  # fmt: skip
    return None


def _rounds_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "3 puanlama turu", "puanlama 3 turda yapılır"."""
    if not _cardinal(site) or re.search(r"kalan|daha|sonra|dirk", site.clause):
        return None
    after_noun = re.match(r"^\s*puanlama\s+tur", site.after)
    before_noun = re.search(r"puanlama\s+$", site.before) and re.match(r"^\s*tur", site.after)
    if after_noun or before_noun:
        return judge(site.claim, ROUNDS, ["Oyunda 3 puanlama turu"], [ROUNDS_REF])
    return None


def _one_action_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "normalde her turda yalnızca 1 aksiyon yapılır": the usual turn, whatever was asked."""
    if site.claim.unit != "aksiyon" or not _cardinal(site):
        return None
    if re.match(r"^\s*(?:aksiyon|eylem)\w*(?:dan|den)(?!\w)", site.after):
        return None  # "3 aksiyondan birini": the choice, not the count
    if not re.search(r"normalde|yalnizca|sadece|(?<!\w)her\s+tur|sirasi\s+gelen", site.clause):
        return None
    if re.search(r"en\s+fazla|toplam|tam\s+od|ek\s+aksiyon|daha", site.clause):
        return None
    return judge(site.claim, 1, ["Sırası gelen oyuncu normalde 1 aksiyon yapar"], [ONE_ACTION_REF])


# A number with a case ending that makes it a target or a bound, not a count: "4'e tamamlanır",
# "5'i geçemez", "1'den fazla", "9'a kadar".
_TARGET_AFTER = re.compile(r"^['’]\w{1,4}\s+(?:\w+\s+)?(?:tamamla|kadar|gec|ulas|fazla|az|buyuk|"
                           r"kucuk|esit|yukari|asagi)")  # fmt: skip


_A_VALUE_AFTER = re.compile(r"^['’]?\w{0,4}\s*(?:degerinde|degerli|l[iu]k(?!\w))")


def _not_a_count_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """Leave alone what no rule above judged and that is plainly not the count asked for (so
    the generic lead check does not take "4'e tamamlanır" or "9 değerinde tek kart" for the
    answer)."""
    if _TARGET_AFTER.match(site.after):
        return uncheckable(site.claim, "Hedef ya da sınır olan sayı, sayım değil.")
    if _A_VALUE_AFTER.match(site.after):
        return uncheckable(site.claim, "Bir kartın ya da binanın değeri, sayım değil.")
    return None


def _refill_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "açık para havuzu tekrar 4 karta, bina pazarı tekrar 4 binaya tamamlanır"."""
    if not _cardinal(site) or not re.search(r"havuz|pazar", site.clause):
        return None
    rest = _rest_of_sentence(site)
    if not re.match(r"^['’]?\w{0,3}\s+(?:\w+\s+)?(?:kart|karo|bina)\w*\s*[,;]?\s*(?:.{0,40}\s)?"
                    r"(?:tamamlan|doldur)", rest):  # fmt: skip
        return None
    if not re.search(r"(?:tekrar|yeniden|havuz\w*|pazar\w*)\s+$", site.before):
        return None
    return judge(site.claim, OPEN_MONEY, ["Havuz ve pazar tur sonunda 4'e tamamlanır"],
                 [REFILL_REF])  # fmt: skip


def _word_number_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """A number written as a word ("iki karonun", "iki oyuncu") that no rule above judged is
    left alone: computed answers write their numbers in digits, and a word number is far more
    often an article of speech than the value asked for."""
    if not site.claim.text.rstrip(".").isdigit():
        return uncheckable(
            site.claim, "Yazıyla yazılmış sayı; hesaplanan değerle karşılaştırılmadı."
        )
    return None
