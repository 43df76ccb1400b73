"""Hive: pieces per edition, queen placement turns, fixed movement distances; calculators and
the claim checker. Values come from the store's Turkish rules text (rules_corpus/hive/kurallar.md)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from turkish import fold_same_length as fold
from validators.base import CalcResult, Check, RuleRef, judge
from validators.calculator import Calculator, Field, register
from validators.claims import Site
from validators.common import GameChecker, Rule, alias_table, find_aliases, resolve
from validators.registry import register_checker

GAME = "hive"
VARIANTS = "Varyantlar"


def _ref(section: str, quote: str) -> RuleRef:
    return RuleRef(GAME, section, quote)


@dataclass(frozen=True)
class Edition:
    key: str
    name: str
    per_player: int
    box: int
    bugs: tuple[str, ...]  # the bug types each player has
    ref: RuleRef


BASE_BUGS = ("Arı Kraliçe", "Örümcek", "Böcek", "Çekirge", "Asker Karınca")
EDITIONS: dict[str, Edition] = {
    e.key: e
    for e in [
        Edition("base", "Temel Hive", 11, 22, BASE_BUGS,
                _ref("Taşlar ve El", "Her oyuncu tek renkteki 11 taşın tamamını alır ve önüne "
                     "açık koyar: 1 Arı Kraliçe, 2 Örümcek, 2 Böcek, 3 Çekirge, 3 Asker Karınca. "
                     "Kutuda toplam 22 taş vardır.")),
        Edition("pocket", "Hive Pocket", 13, 26, (*BASE_BUGS, "Sivrisinek", "Uğur Böceği"),
                _ref(VARIANTS, "Gen42'nin resmi ürün sayfasına göre 26 taş içerir; yani temel "
                     "taşların yanına oyuncu başına Sivrisinek ve Uğur Böceği eklenir, Tespih "
                     "Böceği bu baskıda yoktur.")),
        Edition("carbon", "Hive Carbon", 13, 26, (*BASE_BUGS, "Sivrisinek", "Uğur Böceği"),
                _ref(VARIANTS, "O da 26 taşlıdır: Sivrisinek ve Uğur Böceği dahil, Tespih "
                     "Böceği hariç.")),
        Edition("ultimate", "Hive Ultimate", 14, 28,
                (*BASE_BUGS, "Sivrisinek", "Uğur Böceği", "Tespih Böceği"),
                _ref(VARIANTS, "Hive Ultimate ve Hive Pocket Ultimate: 28 taş, yani oyuncu "
                     "başına 14 taş içerir.")),
    ]
}  # fmt: skip
EDITION_ALIASES = alias_table(
    [
        ("base", ["temel", "base", "klasik", "standart", "genişlemesiz", "normal hive"]),
        ("pocket", ["pocket", "cep"]),
        ("carbon", ["carbon", "karbon"]),
        ("ultimate", ["ultimate", "pocket ultimate", "hive pocket ultimate"]),
    ]
)
PER_BUG = {"Arı Kraliçe": 1, "Örümcek": 2, "Böcek": 2, "Çekirge": 3, "Asker Karınca": 3,
           "Sivrisinek": 1, "Uğur Böceği": 1, "Tespih Böceği": 1}  # fmt: skip
QUEEN_SECTION = "Arı Kraliçe'yi Yerleştirme"
QUEEN_DEADLINE_REF = _ref(
    QUEEN_SECTION,
    "Arı Kraliçe'nizi en geç 4. turunuzda oyuna sokmak zorundasınız. Daha önce koymadıysanız 4. "
    "turunuzda başka hamle yapamaz,",
)
QUEEN_2024_REF = _ref(
    QUEEN_SECTION,
    "Güncel resmi kitapçığa (Hive Pocket Ultimate, 2024) göre Arı Kraliçe en erken 2. turunuzda "
    "konabilir; ilk taşınız olamaz.",
)
QUEEN_2010_REF = _ref(
    QUEEN_SECTION,
    "2010 tarihli ilk Gen42 kitapçığı ise 1. turdan 4. tura kadar herhangi bir turda konmasına "
    "izin veriyordu.",
)
SPIDER_REF = _ref("Örümcek (Spider)", "Her oyuncuya 2 adet. Turda tam üç alan hareket eder, ne "
                  "eksik ne fazla.")  # fmt: skip
LADYBUG_REF = _ref("Uğur Böceği (Ladybug)", "Üç alan hareket eder: tam iki adım Kovan'ın "
                   "üstünden, son adımda aşağı iner.")  # fmt: skip
QUEEN_DEADLINE, QUEEN_EARLIEST = 4, {2024: 2, 2010: 1}


def edition(name: str) -> Edition:
    if name in EDITIONS:
        return EDITIONS[name]
    names = [f"{e.name} ({e.key})" for e in EDITIONS.values()]
    return EDITIONS[resolve(name, EDITION_ALIASES, "baskı", names)]


def pieces(name: str, per_player: bool = True) -> CalcResult:
    """Pieces per player (or in the whole box) for an edition."""
    e = edition(name)
    counts = " + ".join(f"{PER_BUG[b]} {b}" for b in e.bugs)
    trail = [
        f"{e.name}: oyuncu başına {counts} = {e.per_player}",
        f"Kutuda 2 × {e.per_player} = {e.box}",
    ]
    value = e.per_player if per_player else e.box
    what = "oyuncu başına" if per_player else "kutuda"
    return CalcResult(value, trail, [e.ref], f"{e.name}: {what} {value} taş.", "taş")


def queen_turn(rulebook_year: int | None = None, earliest: bool = False) -> CalcResult:
    """Latest turn (4) or, by rulebook edition, the earliest turn the queen may be placed."""
    if not earliest:
        trail = [f"Arı Kraliçe en geç {QUEEN_DEADLINE}. turda konur"]
        return CalcResult(QUEEN_DEADLINE, trail, [QUEEN_DEADLINE_REF], "En geç 4. turunda.", "tur")
    year = 2024 if rulebook_year is None else rulebook_year
    if year not in QUEEN_EARLIEST:
        return CalcResult(None, ["Kitapçık yılı 2010 veya 2024 olmalı"], [], "Bilinmeyen kitapçık.")
    ref = QUEEN_2024_REF if year == 2024 else QUEEN_2010_REF
    value = QUEEN_EARLIEST[year]
    return CalcResult(value, [f"{year} kitapçığı: en erken {value}. tur"], [ref],
                  f"{year} kitapçığına göre en erken {value}. turunda.", "tur")  # fmt: skip


def _editions(folded: str) -> set[str]:
    return {f.key for f in find_aliases(folded, EDITION_ALIASES)}


_PER_PLAYER = re.compile(r"oyuncu basina|her oyuncu|oyuncu icin|kisi basi|oyuncunun")
_PER_BOX = re.compile(r"kutu|toplam|tasli|icerir|tasa sahip")


def _read_pieces(q: str) -> dict[str, Any] | None:
    asks = re.search(r"[^.?!]*kac\s*(?:tane\s*)?tas[^.?!]*", q)
    # the edition named in the asking sentence wins ("carbon'da kaç taş? temel oyundan farkı")
    eds = (_editions(asks.group()) or _editions(q)) if asks else set()
    if asks and len(eds) == 1:
        per, box = bool(_PER_PLAYER.search(q)), bool(_PER_BOX.search(q))
        return {"name": eds.pop(), "per_player": per} if per != box else None
    return None


def _read_queen(q: str) -> dict[str, Any] | None:
    if not (re.search(r"kralice", q) and "kac" in q):
        return None
    if re.search(r"en gec", q):
        return {}
    if re.search(r"en erken", q):
        years = {int(y) for y in re.findall(r"20(?:10|24)", q)}
        return {"rulebook_year": years.pop(), "earliest": True} if len(years) == 1 else None
    return None


register(
    Calculator(
        "hive-pieces",
        GAME,
        "Hive: taş sayısı",
        "Bir baskıda oyuncu başına ya da kutuda kaç taş var.",
        (
            Field(
                "name",
                "Baskı",
                "choice",
                "temel, pocket, carbon, ultimate",
                "pocket",
                choices=tuple(EDITIONS),
            ),
            Field(
                "per_player",
                "Oyuncu başına",
                "flag",
                "evet: oyuncu başına, hayır: kutuda",
                "evet",
                required=False,
            ),
        ),
        pieces,
        _read_pieces,
        ("hive pocket kutusunda toplam kac tas var",),
    )
)
register(Calculator(
    "hive-queen-turn", GAME, "Hive: Arı Kraliçe'nin turu",
    "Arı Kraliçe en geç hangi turda, kitapçığa göre en erken hangi turda konur.",
    (
        Field("rulebook_year", "Kitapçık yılı", "int", "2010 ya da 2024", "2024",
              required=False, minimum=2010, maximum=2024),
        Field("earliest", "En erken tur", "flag", "evet: en erken, hayır: en geç", "hayır",
              required=False),
    ),
    queen_turn, _read_queen, ("kralice en gec kacinci turda konmali",),
))  # fmt: skip


@register_checker
class HiveChecker(GameChecker):
    game = GAME

    def context(self, question: str, _result: CalcResult | None) -> set[str]:
        return _editions(fold(question))

    def rules(self) -> list[Rule]:
        return [_pieces_rule, _queen_rule, _distance_rule]


def _pieces_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    if site.claim.unit != "taş":
        return None
    # Only an edition named in the same clause counts: neighbouring clauses often compare
    # editions ("Pocket 26 taş içerir; yani temel taşların yanına ..."), and a general remark
    # about the base game may follow a question about Carbon. The lead number of an answer is
    # still checked against the question by the lead rule.
    eds = _editions(site.clause)
    if len(eds) != 1:
        return None
    e = EDITIONS[next(iter(eds))]
    per = bool(_PER_PLAYER.search(site.clause))
    box = bool(_PER_BOX.search(site.clause))
    if per == box:
        if site.claim.value in (e.per_player, e.box):
            return judge(
                site.claim, site.claim.value, [f"{e.name}: {e.per_player}/{e.box}"], [e.ref]
            )
        return None
    value = e.per_player if per else e.box
    return judge(site.claim, value, [f"{e.name}: {'oyuncu başına' if per else 'kutuda'} {value}"],
                 [e.ref])  # fmt: skip


def _queen_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    if not re.match(r"^\s*\.?\s*tur", site.after) or "kralice" not in site.sentence:
        return None
    if re.search(r"en gec\s*$", site.before):
        return judge(site.claim, QUEEN_DEADLINE, ["En geç 4. tur"], [QUEEN_DEADLINE_REF])
    if re.search(r"en erken\s*$", site.before):
        years = {int(y) for y in re.findall(r"20(?:10|24)", site.sentence)}
        if "guncel" in site.sentence:
            years.add(2024)
        if len(years) == 1:
            year = years.pop()
            ref = QUEEN_2024_REF if year == 2024 else QUEEN_2010_REF
            return judge(site.claim, QUEEN_EARLIEST[year], [f"{year}: en erken"], [ref])
    return None


def _distance_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """Spider and ladybug always move exactly three spaces."""
    if site.claim.unit != "alan" or "hareket" not in site.clause + site.after:
        return None
    where = (
        site.clause
        if re.search(r"orumcek|spider|ugur bocegi|ladybug", site.clause)
        else site.sentence
    )
    spider = re.search(r"orumcek|spider", where)
    ladybug = re.search(r"ugur bocegi|ladybug", where)
    if bool(spider) == bool(ladybug):
        return None
    ref = SPIDER_REF if spider else LADYBUG_REF
    return judge(site.claim, 3, ["Tam 3 alan"], [ref])
