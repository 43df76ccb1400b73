"""Alhambra components: building tiles per type and in total, building types, prices, money
cards (per currency, per value, the whole deck, and the 2-player deck), card values, the
other fixed counts of the box, and the player count the text does not give."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from validators.alhambra_data import (
    ADJACENT_EDGE_REF,
    ADJACENT_EDGES,
    BUILDINGS,
    COPIES,
    COPIES_REMOVED_2P,
    COUNTERS_REF,
    CURRENCIES,
    CURRENCIES_REF,
    CURRENCY_NAMES_REF,
    DIRK_FAQ_MONEY_REF,
    DIRK_REF,
    DIRK_WHO_REF,
    EXPANSIONS_REF,
    MARKET_REF,
    MARKET_SQUARES,
    MAX_WALLS_PER_TILE,
    MONEY_VALUES,
    ONE_ACTION_REF,
    PRICES_REF,
    REDESIGN_REF,
    RESERVE_BOARD_REF,
    RESERVE_LIMIT_REF,
    SCORING_CARDS_REF,
    STARTING_TILE_REF,
    TILE_WALLS_REF,
    TILES_REF,
    TOTAL_TILES,
    TYPES_REF,
    VARIANT_REF,
    Building,
)
from validators.alhambra_parse import (
    BUILDING_ALIASES,
    CURRENCY_ALIASES,
    CURRENCY_NAMES,
    TWO_PLAYER,
    asks_count,
    building_keys,
    buildings_in,
    currencies_in,
    currency_names_in,
    numbers,
    players_in,
)
from validators.alhambra_text import and_list, capital, result, suffixed
from validators.base import CalcError, CalcResult, RuleRef, Step
from validators.common import asks_per_player, blank_excluded, resolve

BUILDING_NAMES = [b.name for b in BUILDINGS.values()]


def lookup_building(name: str) -> Building:
    if name in BUILDINGS:
        return BUILDINGS[name]
    return BUILDINGS[resolve(name, BUILDING_ALIASES, "bina türü", BUILDING_NAMES)]


building = lookup_building  # the name the other modules and the web glue import


def _players_step(players: int | None, what: str) -> list[Step]:
    """What the player count changes for a component that the 2-player variant leaves alone."""
    if players is None:
        return []
    if players == 2:
        return [Step(f"iki kişilik oyunda da {what} değişmez; Dirk varyantı yalnızca para "
                     "destesini değiştirir ve Dirk'i ekler", VARIANT_REF)]  # fmt: skip
    return [Step(f"{what} oyuncu sayısına göre değişmez", TILES_REF)]


# --- building tiles --------------------------------------------------------------------------


def tiles(
    building: str | None = None, players: int | None = None, counted: int | None = None
) -> CalcResult:
    """Building tiles of one type, or of all six types together; ``counted``: the tiles the
    customer counted ("52 saydık, eksik var mı"), compared with the box's count."""
    extra = _players_step(players, "bina karolarının sayısı")
    if counted is not None and counted < 0:
        raise CalcError(
            f"Geçersiz karo sayısı: {counted}. Saydığın karo sayısı 0 ya da daha büyük."
        )
    if building:
        b = lookup_building(building)
        step = Step(f"oyunda {b.tiles} adet {b.name} karosu ({b.color}) vardır", TILES_REF)
        summary = f"Oyunda {b.tiles} adet {b.name} karosu var."
        if counted is not None:
            return _compared(b.tiles, f"{b.name} karosu", counted, [step, *extra], summary, "")
        return result(b.tiles, "karo", f"{b.tiles} {b.name} karosu", [step, *extra], summary,
                      computed=False)  # fmt: skip
    counts = ", ".join(f"{b.name} {b.tiles}" for b in BUILDINGS.values())
    expr = " + ".join(str(b.tiles) for b in BUILDINGS.values()) + f" = {TOTAL_TILES}"
    step = Step(f"6 bina türünün karoları toplanır: {counts}", TYPES_REF)  # the rule naming 6
    summary = f"Oyunda toplam {TOTAL_TILES} bina karosu var."
    if counted is not None:
        return _compared(TOTAL_TILES, "bina karosu", counted, [step, *extra], summary, expr)
    return result(TOTAL_TILES, "karo", f"{TOTAL_TILES} bina karosu", [step, *extra], summary,
                  arithmetic=expr)  # fmt: skip


def _compared(
    total: int, noun: str, counted: int, steps: list[Step], summary: str, expr: str
) -> CalcResult:
    """The box's count beside the customer's count: how many are missing (or too many)."""
    if counted < total:
        gap, off = f"{total} − {counted} = {total - counted}", f"{total - counted} karo eksik"
        said = f"{counted} saydınız, {total} olmalı: {off}"
    elif counted > total:
        gap, off = f"{counted} − {total} = {counted - total}", f"{counted - total} karo fazla"
        said = f"{counted} saydınız, oyunda yalnızca {total} {noun} var: {off}"
    else:
        gap, off = "", "eksik yok"
        said = f"{counted} saydınız, {total} olmalı: {off}"
    steps = [*steps, Step(said, steps[0].ref)]
    arith = "; ".join(p for p in (expr, gap) if p)
    lead = f"{total} {noun} olmalı, {off}"
    return result(total, "karo", lead, steps, f"{summary} Saydığınız: {counted}.",
                  arithmetic=arith, computed=bool(arith))  # fmt: skip


def _removed_cards(players: int | None, remaining: bool) -> CalcResult:
    """The cards taken out of the money deck: one of every card in the 2-player game only."""
    kinds = len(CURRENCIES) * len(MONEY_VALUES)
    full_deck = kinds * COPIES
    if players is not None and players != 2:
        steps = [Step("her karttan biri yalnızca iki kişilik oyunda çıkarılır; daha çok oyuncuyla "
                      f"tam para destesi kullanılır: 4 renk × 9 değer × 3 kopya = {full_deck} kart",
                      VARIANT_REF, DIRK_REF)]  # fmt: skip
        lead = "0 kart çıkarılır" + (f", {full_deck} kartla oynanır" if remaining else "")
        return result(0, "kart", lead, steps,
                      f"{players} kişilik oyunda para destesinden kart çıkarılmaz.",
                      computed=False)  # fmt: skip
    removed = kinds * COPIES_REMOVED_2P
    left = full_deck - removed
    steps = [
        Step(f"para kartları 4 renktedir ve her renkte 1-9 arası değerler vardır: 4 × 9 = {kinds} "
             "farklı kart", CURRENCIES_REF),
        Step(f"destede her karttan 3 adet vardır ({kinds} × 3 = {full_deck} kart); iki kişilik "
             f"oyunda her karttan 1'er tanesi çıkarılır: {removed} kart çıkar", DIRK_REF),
        Step(f"geriye {full_deck} − {removed} = {left} kart kalır; iki kişilik oyunda toplam 72 "
             "para kartı kullanılır", DIRK_FAQ_MONEY_REF),
    ]  # fmt: skip
    lead = (f"{removed} kart çıkarılır, {left} kartla oynanır" if remaining
            else f"{removed} para kartı")  # fmt: skip
    summary = (f"İki kişilik oyunda para destesinden {removed} kart çıkarılır; {left} kartla "
               "oynanır.")  # fmt: skip
    return result(removed, "kart", lead, steps, summary,
                  arithmetic=f"4 × 9 × 1 = {removed}; {full_deck} − {removed} = {left}")  # fmt: skip


# --- fixed counts of the box -----------------------------------------------------------------


@dataclass(frozen=True)
class Component:
    key: str  # the choice a staff member types
    value: int | None  # None: the rules text gives no number
    lead: str  # "{n} jeton"
    step: str  # the customer's words; "{n}" is the value
    summary: str
    ref: RuleRef
    per_player: str = ""  # the unit counted per player ("jeton"), "" when not per player
    aliases: tuple[str, ...] = ()


COMPONENTS: dict[str, Component] = {
    c.key: c
    for c in [
        Component("bina-turu", 6, "6 bina türü", "6 farklı bina türü vardır, her biri ayrı "
                  "renkte: Pavyon, Seraglio, Kemer, Oda, Bahçe ve Kule",
                  "Alhambra'da 6 bina türü var.",
                  TYPES_REF, aliases=("bina türü", "bina türleri", "bina çeşidi")),
        Component("para-birimi", 4, "4 para birimi", "para kartları 4 renktedir (4 para "
                  "birimi): mavi, yeşil, turuncu ve sarı", "Alhambra'da 4 para birimi var.",
                  CURRENCIES_REF, aliases=("para birimi", "renk", "para türü")),
        Component("puanlama-karti", 2, "2 puanlama kartı", "para destesine 2 puanlama kartı "
                  "konur; çekildiklerinde 1. ve 2. puanlamayı başlatırlar",
                  "Oyunda 2 puanlama kartı var.", SCORING_CARDS_REF,
                  aliases=("puanlama kartı", "scoring card")),
        Component("jeton", 2, "{n} jeton", "her oyuncuya 2 jeton verilir: biri puan tablosunda "
                  "puanı, diğeri Alhambra'nın rengini gösterir", "Her oyuncuya 2 jeton verilir.",
                  COUNTERS_REF, per_player="jeton", aliases=("jeton", "counter", "pul")),
        Component("yedek-tahta", 1, "{n} yedek alan tahtası", "her oyuncuya 1 yedek alan tahtası "
                  "verilir", "Her oyuncuya 1 yedek alan tahtası verilir.",
                  RESERVE_BOARD_REF, per_player="yedek alan tahtası",
                  aliases=("yedek alan tahtası", "yedek tahta", "reserve board")),
        Component("pazar-karesi", MARKET_SQUARES, "4 kare", "bina pazarı 4 karelidir; her kare "
                  "bir para birimine karşılık gelir ve her karede 1 bina durur",
                  "Bina pazarında 4 kare var.", MARKET_REF,
                  aliases=("pazar", "pazar karesi", "bina pazarı", "market")),
        Component("genisleme", 6, "6 resmi genişleme", "Alhambra'nın numaralı 6 resmi "
                  "genişlemesi vardır", "Alhambra'nın 6 resmi genişlemesi var.",
                  EXPANSIONS_REF, aliases=("genişleme", "ek paket", "expansion")),
        Component("karo-duvari", MAX_WALLS_PER_TILE, "En fazla 3 duvar", "bir karonun "
                  "kenarlarında en fazla 3 duvar segmenti bulunabilir",
                  "Bir bina karosunda en fazla 3 duvar segmenti olur.", TILE_WALLS_REF,
                  aliases=("karo duvarı", "duvar segmenti", "karodaki duvar")),
        Component("baslangic-karosu", None, "Kural metninde sayı yok", "kural metni başlangıç "
                  "karosunun sayısını yazmaz; başlangıç karosu her oyuncunun Alhambra'sının "
                  "merkezini oluşturur", "Kural metni başlangıç karosunun sayısını yazmıyor; "
                  "her oyuncunun Alhambra'sı bir başlangıç karosunun (Aslanlı Çeşme) üzerine "
                  "kurulur.", STARTING_TILE_REF,
                  aliases=("başlangıç karosu", "çeşme", "starting tile")),
        Component("yedek-siniri", None, "Sınır yok", "yedekte istediğin kadar bina "
                  "tutabilirsin", "Yedek alanda tutulabilecek bina sayısının sınırı yok.",
                  RESERVE_LIMIT_REF, aliases=("yedek sınırı", "yedek limiti")),
        Component("aksiyon-turu", 3, "3 aksiyon", "sırası gelen oyuncu 3 aksiyondan birini "
                  "yapar: para almak, bina satın almak ya da Alhambra'sını yeniden düzenlemek",
                  "Oyunda 3 aksiyon türü var; sırası gelen oyuncu birini yapar.",
                  ONE_ACTION_REF, aliases=("aksiyon türü", "eylem türü")),
        Component("bitisik-kenar", ADJACENT_EDGES, "En az {n} kenar", "her yeni bina, mevcut "
                  "bir binanın ya da başlangıç karosunun (Çeşme) en az {n} kenarına bitişik "
                  "olmalıdır; yalnızca köşeden değmesi yetmez",
                  "Yeni bina, mevcut bir binaya ya da başlangıç karosuna en az 1 kenarıyla "
                  "bitişik olmalı; köşeden değmek yetmez.", ADJACENT_EDGE_REF,
                  aliases=("bitişik kenar", "komşu kenar", "kenar bitişikliği")),
        Component("duzenleme-islemi", 3, "3 işlem", "yeniden düzenleme aksiyonunda 3 işlemden "
                  "birini yaparsın: yedekten bina eklemek, Alhambra'dan yedeğe bina almak ya da "
                  "ikisini takas etmek", "Yeniden düzenleme aksiyonunda 3 işlemden biri yapılır.",
                  REDESIGN_REF, aliases=("düzenleme işlemi", "yeniden düzenleme")),
    ]
}  # fmt: skip
COMPONENT_ALIASES = {
    alias: c.key
    for c in COMPONENTS.values()
    for alias in {c.key, c.key.replace("-", " "), *(a.lower() for a in c.aliases)}
}


def component(item: str, players: int | None = None, values: bool = False) -> CalcResult:
    """A fixed count of the box; per-player items are multiplied out for ``players``.
    ``values``: the currencies asked with the card values ("kaç renk, değerleri kaç")."""
    key = item if item in COMPONENTS else resolve(item, COMPONENT_ALIASES, "bileşen",
                                                  list(COMPONENTS))  # fmt: skip
    c = COMPONENTS[key]
    ref = c.ref
    first = Step(c.step.format(n=c.value), ref)
    if values:
        if key != "para-birimi":
            raise CalcError(
                "Kart değerleri yalnızca para birimiyle (para-birimi) birlikte sorulur."
            )
        low, high = MONEY_VALUES[0], MONEY_VALUES[-1]
        colours = and_list(list(CURRENCIES))
        steps = [first, Step(f"her renkte {low}-{high} arası değerler bulunur", CURRENCIES_REF)]
        return result(c.value, None, f"{c.value} renk ({colours}), değerler {low}-{high}", steps,
                      f"Para kartları {c.value} renktedir ({colours}); her renkte değerler {low} "
                      f"ile {high} arasındadır.", computed=False)  # fmt: skip
    if c.value is None:
        return result(None, None, c.lead, [first], c.summary, computed=False)
    if players is None or not c.per_player:
        extra = [] if players is None else [Step("bu sayı oyuncu sayısına göre değişmez", ref)]
        return result(c.value, _unit(key), c.lead.format(n=c.value), [first, *extra], c.summary,
                      computed=False)  # fmt: skip
    total = c.value * players
    expr = f"{c.value} × {players} = {total}"
    steps = [first, Step(f"{players} oyuncu için {expr} {c.per_player}", ref)]
    summary = f"{players} oyunculu oyunda toplam {total} {c.per_player} kullanılır."
    return result(total, _unit(key), c.lead.format(n=total), steps, summary, arithmetic=expr)


def _unit(key: str) -> str | None:
    return {"jeton": "jeton", "puanlama-karti": "kart", "aksiyon-turu": "aksiyon",
            "bitisik-kenar": "kenar"}.get(key)  # fmt: skip


# --- prices ----------------------------------------------------------------------------------

BOUNDS = ("en-dusuk", "en-yuksek")
_BOUND_ALIASES = {"en-dusuk": "en-dusuk", "en dusuk": "en-dusuk", "min": "en-dusuk",
                  "en ucuz": "en-dusuk", "alt": "en-dusuk", "en-yuksek": "en-yuksek",
                  "en yuksek": "en-yuksek", "max": "en-yuksek", "en pahali": "en-yuksek",
                  "ust": "en-yuksek"}  # fmt: skip


def _bound(bound: str | None) -> str | None:
    if not bound:
        return None
    return resolve(bound, _BOUND_ALIASES, "sınır", ["en-dusuk", "en-yuksek"])


def price(building: str | None = None, bound: str | None = None) -> CalcResult:
    """A building type's price range, or one end of it; without a type, the cheapest or the
    dearest building of the game."""
    which = _bound(bound)
    if not building:
        if which is None:
            raise CalcError("Bina türü ya da sınır (en-dusuk / en-yuksek) gerekli. "
                            f"Geçerli bina türleri: {', '.join(BUILDING_NAMES)}.")  # fmt: skip
        low = which == "en-dusuk"
        b = min(BUILDINGS.values(), key=lambda x: x.price_min) if low else max(
            BUILDINGS.values(), key=lambda x: x.price_max)  # fmt: skip
        value = b.price_min if low else b.price_max
        word, end = ("en ucuz", "en az") if low else ("en pahalı", "en fazla")
        step = Step(f"{word} bina {b.name}: {b.gen} fiyat aralığı {b.price_min}-{b.price_max}",
                    PRICES_REF)  # fmt: skip
        return result(value, None, f"{value} ({b.name})", [step],
                      f"Oyundaki {word} bina {b.name}; fiyatı {end} {value}.",
                      computed=False)  # fmt: skip
    b = lookup_building(building)
    span = f"{b.name} {b.price_min}-{b.price_max}"
    if which is None:
        lo = result(b.price_min, None, str(b.price_min), [Step(span, PRICES_REF)],
                    f"{b.gen} fiyatı en az {b.price_min}.", computed=False)  # fmt: skip
        hi = result(b.price_max, None, str(b.price_max), [Step(span, PRICES_REF)],
                    f"{b.gen} fiyatı en fazla {b.price_max}.", computed=False)  # fmt: skip
        step = Step(f"{b.gen} fiyatı {b.price_min} ile {b.price_max} arasındadır", PRICES_REF)
        return result(None, None, f"{b.price_min} ile {b.price_max} arası", [step],
                      f"{b.gen} fiyatı {b.price_min} ile {b.price_max} arasında.",
                      computed=False, parts={"en düşük": lo, "en yüksek": hi})  # fmt: skip
    low = which == "en-dusuk"
    value = b.price_min if low else b.price_max
    end = "en az" if low else "en fazla"
    step = Step(f"{b.gen} fiyatı {b.price_min} ile {b.price_max} arasındadır", PRICES_REF)
    return result(value, None, f"{capital(end)} {value}", [step], f"{b.gen} fiyatı {end} {value}.",
                  computed=False)  # fmt: skip


# --- money cards -----------------------------------------------------------------------------

SCOPES = ("deste", "renk", "kart", "cikan")  # cikan: the cards the 2-player game removes


def _currency(name: str) -> str:
    names = [*CURRENCIES, *sorted(set(CURRENCY_NAMES.values()))]
    if name in CURRENCIES:
        return name
    folded = name.strip().lower()
    for alias, key in CURRENCY_NAMES.items():
        if folded.startswith(alias) or folded == key.lower():
            return key
    return resolve(name, CURRENCY_ALIASES, "para birimi", names)


def money_cards(
    scope: str | None = None,
    currency: str | None = None,
    value: int | None = None,
    players: int | None = None,
    full: bool = False,
    remaining: bool = False,
) -> CalcResult:
    """Money cards: the whole deck, one currency, or the copies of one card (with the
    2-player variant, which removes one copy of every card). ``full``: the customer contrasts
    the full deck with the 2-player one ("normal oyunda, hiç kart çıkarmadan"), so the working
    also shows the 2-player count the full one is reduced to. Scope ``cikan``: the cards the
    2-player game takes out of the deck; ``remaining``: the customer also asks how many are
    played with, so the lead says both."""
    if scope == "cikan":
        return _removed_cards(players, remaining)
    if full and players == 2:
        raise CalcError("Tam deste iki kişilik oyunda kullanılmaz; ya tam desteyi ya iki kişilik "
                        "oyunu seç.")  # fmt: skip
    if scope and scope not in SCOPES:
        raise CalcError(f"Bilinmeyen kapsam: '{scope}'. Geçerli adlar: {', '.join(SCOPES)}.")
    cur = _currency(currency) if currency else None
    scope = scope or ("kart" if value is not None else "renk" if cur else "deste")
    if scope == "deste" and (cur or value is not None):
        raise CalcError("Destenin tamamı sorulurken renk ya da kart değeri verilmez; tek renk için "
                        "kapsam 'renk', tek kart için 'kart' seç.")  # fmt: skip
    if scope == "renk" and value is not None:
        raise CalcError("Kart değeri verilince kapsam 'kart' olmalı (o karttan kaç tane var).")
    two = players == 2
    copies = COPIES - COPIES_REMOVED_2P if two else COPIES
    who = "İki kişilik oyunda" if two else "Oyunda"
    steps = [Step("para kartları 4 renktedir ve her renkte 1-9 arası değerler vardır",
                  CURRENCIES_REF)]  # fmt: skip
    if cur in CURRENCY_NAMES.values():
        steps.append(Step(f"kural metni {cur} adını bir renkle eşleştirmez; her renkte aynı "
                          "değerler bulunur", CURRENCY_NAMES_REF))  # fmt: skip
    if two:
        steps.append(Step("destede her karttan 3 adet vardır; iki kişilik oyunda her karttan 1'er "
                          "tanesi çıkarılır", DIRK_REF))  # fmt: skip
    else:
        steps.append(Step("destede her karttan 3 adet vardır", DIRK_REF))
        if players is not None or full:
            steps.append(Step("her karttan biri yalnızca iki kişilik oyunda çıkarılır; daha çok "
                              "oyuncuyla tam para destesi kullanılır", VARIANT_REF,
                              DIRK_REF))  # fmt: skip
    if scope == "kart":
        card = " ".join(p for p in (f"{value} değerindeki" if value else "", cur or "") if p)
        summary = f"{who} {card} karttan {copies} tane var." if card else (
            f"{who} her para kartından {copies} tane var.")  # fmt: skip
        if not two:
            return result(copies, "kart", f"{copies} kart", steps, summary, computed=False)
        steps.append(Step("her para kartından yalnızca 2'si kullanılır", DIRK_FAQ_MONEY_REF))
        arith = f"{COPIES} − {COPIES_REMOVED_2P} = {copies}"
        return result(copies, "kart", f"{copies} kart", steps, summary, arithmetic=arith)
    per_currency = len(MONEY_VALUES) * copies
    if scope == "renk":
        expr = f"{len(MONEY_VALUES)} × {copies} = {per_currency}"
        steps.append(Step(f"bir renkte 9 değer × {copies} kopya = {per_currency} kart",
                          CURRENCIES_REF))  # fmt: skip
        what = f"{cur} para kartı" if cur in CURRENCIES else f"{cur} kartı" if cur else ""
        summary = f"{who} {per_currency} {what} var." if what else (
            f"{who} her para biriminden {per_currency} kart var.")  # fmt: skip
        return result(per_currency, "kart", f"{per_currency} kart", steps, summary,
                      arithmetic=expr)  # fmt: skip
    total = len(CURRENCIES) * per_currency
    expr = f"{len(CURRENCIES)} × {len(MONEY_VALUES)} × {copies} = {total}"
    if two:
        steps.append(Step("iki kişilik oyunda toplam 72 para kartı kullanılır",
                          DIRK_FAQ_MONEY_REF))  # fmt: skip
        summary = f"İki kişilik oyunda toplam {total} para kartı kullanılır."
    else:
        steps.append(Step(f"4 renk × 9 değer × 3 kopya = {total} kart", CURRENCIES_REF))
        summary = f"Oyunda toplam {total} para kartı var."
        if full:
            two_total = len(CURRENCIES) * len(MONEY_VALUES) * (COPIES - COPIES_REMOVED_2P)
            steps.append(Step(f"iki kişilik oyunda her karttan 1'er tanesi çıkarılınca {two_total} "
                              "kart kalır", DIRK_REF))  # fmt: skip
            summary = (f"Tam destede {total} para kartı var; iki kişilik oyunda her karttan biri "
                       f"çıkarılınca {two_total} kalır.")  # fmt: skip
            expr += (f" (iki kişilik oyunda {len(CURRENCIES)} × {len(MONEY_VALUES)} × "
                     f"{COPIES - COPIES_REMOVED_2P} = {two_total})")  # fmt: skip
    return result(total, "kart", f"{total} para kartı", steps, summary, arithmetic=expr)


def money_values(bound: str | None = None) -> CalcResult:
    """The values printed on money cards: 1-9 in every currency."""
    which = _bound(bound)
    low, high = MONEY_VALUES[0], MONEY_VALUES[-1]
    step = Step("her renkte 1-9 arası değerler bulunur", CURRENCIES_REF)
    if which is None:
        lo = result(low, None, str(low), [step], f"En küçük para kartı {low}.", computed=False)
        hi = result(high, None, str(high), [step], f"En büyük para kartı {high}.", computed=False)
        return result(None, None, f"{low} ile {high} arası", [step],
                      f"Para kartlarının değerleri {low} ile {high} arasında.", computed=False,
                      parts={"en düşük": lo, "en yüksek": hi})  # fmt: skip
    value = low if which == "en-dusuk" else high
    word = "en küçük" if which == "en-dusuk" else "en büyük"
    return result(value, None, f"{capital(word)} para kartı {value}", [step],
                  f"{capital(word)} para kartı {value}.",
                  computed=False)  # fmt: skip


def players_count(players: int | None = None) -> CalcResult:
    """The player count: the rules text gives none; it describes a 2-player variant only."""
    steps = [Step("kural metni yalnızca iki kişilik oyun için ayrı bir varyant (Dirk) tanımlar",
                  VARIANT_REF)]  # fmt: skip
    if players == 2:
        steps.append(Step("iki kişilik oyunda Dirk adında hayali bir 3. oyuncu eklenir",
                          DIRK_WHO_REF))  # fmt: skip
        summary = ("Kural metni iki kişilik oyunu Dirk varyantıyla tanımlar; başka bir oyuncu "
                   "sayısı yazmaz.")  # fmt: skip
        return result(None, None, "Evet, iki kişiyle oynanabilir", steps, summary,
                      computed=False)  # fmt: skip
    if players is not None:
        steps.append(Step(f"{players} kişilik bir oyun kural metninde anlatılmaz", VARIANT_REF))
    summary = "Kural metni oyuncu sayısını yazmıyor; yalnızca iki kişilik Dirk varyantını tanımlar."
    return result(None, None, "Kural metni oyuncu sayısını vermiyor", steps, summary,
                  computed=False)  # fmt: skip


# --- reading questions -----------------------------------------------------------------------

_TILE_WORD = re.compile(r"karo|bina|tile|building|(?<!\w)tas\w*")
_NOT_TILES = re.compile(
    r"fiyat|pahal|ucuz|kac para|puan|dirk|(?<!\w)kal(?:di|an|ir|sin)\w*|yedek|duvar|kenar|pazar"
    r"|(?<!\w)al(?:abil|ir|sam|inir|dim|din|dik|irsam|mak)\w*|elimde|bende|benim|binam|karom"
    r"|sahip|(?<!\w)kac\s+(?:cesit|farkli|turlu|tur|renk)|(?<!hangi )tur\w*\s+(?:sayisi|kac)|cesit"  # "hangi türden kaç": each kind's count
    r"|her oyuncu|oyuncu basina|baslangic\s+karo|cesme|ayni anda|para|kart|birinci|ikinci|ucuncu"
    r"|(?<!olmasi )(?:lazim|gerek)|(?<!\w)icin(?!\w)"  # "olması lazım": how many there should be
)
_HOW_MANY = re.compile(r"(?<!\w)(?:kac|kc|adet|tane|sayisi|how many)(?!\w)|kactane|adedi")


# how the box came: "ikinci el aldık kutuyu", "oyunu yeni aldık" — not buying a building, and
# "ikinci el" is no rank
_BOX_BOUGHT = re.compile(
    r"ikinci\s+el\w*(?:\s+(?:\w+\s+)?(?:satin\s+)?ald\w*)?|(?<!\w)(?:satin\s+)?ald\w*\s+(?:\w+\s+)?(?:kutu|oyun)\w*"
    r"|(?:kutu|oyun)\w*\s+(?:\w+\s+)?(?:yeni\s+)?(?:satin\s+)?ald(?:i[mk]|ik|im|in)\w*"
)


def read_tiles(q: str) -> dict[str, Any] | None:
    """ "kac tane kule karosu var", "mor bina kac adet", "toplam kac bina karosu var"."""
    q = blank_excluded(q)  # "başlangıç çeşmeleri hariç": not the starting tiles' count
    q = _BOX_BOUGHT.sub(lambda m: " " * len(m.group()), q)
    if not _HOW_MANY.search(q) or _NOT_TILES.search(q):
        return None
    players = players_in(q)
    keys = building_keys(q)
    if players == -1 or len(keys) > 1:
        return None
    counted = _counted_tiles(q)
    if counted == -1:
        return None
    if keys:
        return {"building": keys[0], "players": players, "counted": counted}
    if re.search(r"(?:bina\w*\s+)?karo\w*|bina\w*\s+(?:tas|parca)\w*|tiles?\b", q) or re.search(
        r"(?:toplam|oyunda|kutuda|torbada)\s+(?:\w+\s+)?kac\s+(?:tane\s+)?bina", q
    ):
        return {"building": None, "players": players, "counted": counted}
    return None


# "saydık 52 çıktı", "52 tane saydım", "elimizde 52 karo var": a count the customer made
_COUNTED = re.compile(r"(?<!\w)say(?:d|i|ar|inca|dig|mis)\w*|\w*(?:eksik|kayip|kayb)\w*|(?<!en )fazla"
                      r"|(?<!\w)(?:elimizde|elimde|bizde|bende|kutuda|torbada)\s+\d")  # fmt: skip


def _counted_tiles(q: str) -> int | None:
    """The tiles the customer counted; None when no count is told, -1 when it is unclear."""
    if not _COUNTED.search(q):
        return None
    # not a part of them ("2'si kayıp", "3 tanesi eksik") nor the players ("iki kişilik")
    found = [m for m in numbers(q) if m.kind == "cardinal"
             and not re.match(r"['’]?\s*(?:s[iu]|tanes[iu])(?!\w)", q[m.end :])]  # fmt: skip
    if players_in(q) is not None:
        found = [m for m in found if m.value != players_in(q)]
    if not found:
        return None
    return found[0].value if len({m.value for m in found}) == 1 else -1


def _counted(noun: str) -> re.Pattern[str]:
    """ "kac (tane) NOUN" or "NOUN ... kac/sayisi": the noun is what is counted."""
    return re.compile(
        rf"(?<!\w)kac\s+(?:tane\s+|adet\s+)?(?:\w+\s+){{0,2}}?(?:{noun})"
        rf"|(?:{noun})\w*\s+(?:sayisi|adedi)(?!\w)"
        rf"|(?:{noun})\w*(?:\s+\w+){{0,4}}?\s+(?:toplam\s+)?kac(?:\s+(?:tane|adet))?"
        rf"(?:\s+(?:var|vardir|olur|bulunur|verilir|veriliyo\w*|kullanilir))?\s*\W*$"
    )


# "para kartları kaç renk", "kaç renk para var": the currencies asked by their colours
_COLOURS_ASKED = (
    r"(?:para\s*kart|para)\w*\s+(?:\w+\s+)?kac\s+(?:farkli\s+|cesit\s+|tane\s+)?ren[kg]"
    r"|kac\s+(?:farkli\s+|cesit\s+|tane\s+)?ren[kg]\w*\s+(?:\w+\s+)?para"
)
# "değerleri kaç", "kaçtan kaça": the card values asked beside them
_VALUES_ASKED = re.compile(r"deger\w*\s+(?:\w+\s+)?(?:kac|ne|neler|nedir|hangi)(?!\w)|kactan\s+kaca"
                           r"|kac\s+ile\s+kac|(?:hangi|kac)\s+deger")  # fmt: skip

_COMPONENT_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("bina-turu", _counted(r"(?:farkli|cesit|tur|turlu|renk)\w*\s+(?:bina|karo)|bina\s+(?:tur|"
                           r"cesit|renk)|building types")),
    ("para-birimi", re.compile(_counted(r"para\s+birim|(?:farkli|cesit|tur|turlu|renk)\w*\s+para"
                                        r"|currenc").pattern + "|" + _COLOURS_ASKED)),
    ("puanlama-karti", _counted(r"puanlama\s+kart|scoring card")),
    ("jeton", _counted(r"jeton|counter|(?<!\w)pul(?!\w)")),
    ("yedek-tahta", _counted(r"yedek\s+(?:alan\s+)?tahta|reserve board")),
    ("yedek-siniri", re.compile(r"yedek\w*\s+(?:en\s+fazla\s+|en\s+cok\s+)?kac\s+(?:tane\s+)?"
                                r"(?:bina|karo)|yedek\w*\s+(?:sinir|limit)")),
    ("pazar-karesi", re.compile(r"pazar\w*\s+(?:tahta\w*\s+)?(?:kac\s+)?kare|kac\s+kareli|pazar"
                                r"\w*\s+(?:ayni anda\s+)?kac\s+(?:tane\s+)?(?:bina|karo)")),
    ("genisleme", _counted(r"genisleme|ek paket|expansion")),
    ("karo-duvari", re.compile(r"(?:karo|bina|tile)\w*\s+(?:en\s+fazla\s+)?kac\s+(?:tane\s+)?"
                               r"duvar|kac\s+duvar\s+(?:segment\w*\s+)?(?:olur|bulunur|var|ola)"
                               r"|duvar\s+segment\w*\s+(?:\w+\s+)?(?:kac|sayisi)"
                               r"|dort\s+taraf\w*\s+duvar"
                               r"|(?:karo|bina|tile)\w*\s+(?:en\s+fazla\s+)?kac\s+kenar\w*\s+"
                               r"(?:\w+\s+)?duvar")),
    ("baslangic-karosu", _counted(r"baslangic\s+karo|cesme|fountain|starting tile")),
    ("aksiyon-turu", _counted(r"(?:farkli|cesit|tur|turlu)\w*\s+(?:aksiyon|eylem|hamle)"
                              r"|(?:aksiyon|eylem)\s+(?:secenek|tur)")),
    ("bitisik-kenar", re.compile(
        r"kac\s+(?:tane\s+)?kenar\w*\s+(?:\w+\s+){0,2}?(?:bitis|deg|temas|yapis|yanas|komsu|bagla)"
        r"|(?:bitis|temas|degm|degec|yanas|komsu)\w*\s+(?:\w+\s+){0,2}?kac\s+(?:tane\s+)?kenar")),
    ("duzenleme-islemi", re.compile(r"(?:yeniden\s+)?duzenle\w*\s+(?:aksiyon\w*\s+)?(?:\w+\s+)?"
                                    r"kac\s+(?:farkli\s+)?(?:islem|sey|secenek|yol)")),
]  # fmt: skip
_NOT_COMPONENT = re.compile(r"puan\s+al|kac\s+puan(?!lama)|puan(?!lama)\w*\s+kac|dirk|fiyat|(?<!\w)al(?:abil|ir|"
                            r"sam)\w*\s+(?:miyim|mi)\b")  # fmt: skip


_REFILLED = re.compile(
    r"konur|konul|yenilen|tamamlan|cekil|tur\s+(?:sonu|bit)\w*|yerine|(?<!\w)aldi"
)


def read_component(q: str) -> dict[str, Any] | None:
    if _NOT_COMPONENT.search(q):
        return None
    found = [key for key, pattern in _COMPONENT_PATTERNS if pattern.search(q)]
    if len(found) != 1:
        return None
    key = found[0]
    if key == "pazar-karesi" and _REFILLED.search(q):
        return None  # "bina aldım, tur sonunda pazara kaç karo konur": the refill, not the squares
    if key in ("para-birimi", "puanlama-karti") and not asks_count(q):
        return None
    if key not in ("yedek-siniri", "karo-duvari") and not (
        asks_count(q) or re.search(r"tane|adet|sayi", q)
    ):
        return None
    players = players_in(q)
    if players == -1:
        return None
    if asks_per_player(q):
        if not COMPONENTS[key].per_player:
            return None  # the box's count is not each player's share
        players = None  # asked per player: the per-player count, whatever the table size
    if key == "bitisik-kenar" and re.search(r"duvar|puan", q):
        return None  # "kaç kenar duvar": walls, not the placement rule
    values = key == "para-birimi" and bool(_VALUES_ASKED.search(q))
    return {"item": key, "players": players if COMPONENTS[key].per_player else None,
            "values": values or None}  # fmt: skip


_PRICE = re.compile(r"fiyat|pahal|ucuz|kac para|(?<!\w)kaca(?!\w)|kac altin|ne kadar (?:tutar|eder)"
                    r"|price|cost|maliyet")  # fmt: skip
_PAYING = re.compile(r"(?<!\w)od(?:e|uy)\w*|\d\s*\+\s*\d|verirsem|ile\s+al|para\s+ust|kaybed")
_HIGH = re.compile(r"en\s+(?:pahal|yuksek|fazla|cok|buyuk)|(?<!\w)max|ust\s+sinir")
_LOW = re.compile(r"en\s+(?:ucuz|dusuk|az|kucuk)|(?<!\w)min(?!\w)|alt\s+sinir")


def read_price(q: str) -> dict[str, Any] | None:
    """ "kule en pahali kac", "bahce fiyati kac ile kac arasi", "en ucuz bina kac"."""
    if not _PRICE.search(q) or _PAYING.search(q) or "puan" in q:
        return None
    if re.search(r"(?<!\w)(?:elimde|bende)\s", q) and re.search(r"fiyat\w*\s+(?:\w+\s+)?\d", q):
        return None  # a price told and the cards held: a payment or a turn, not the price range
    keys = building_keys(q)
    if len(keys) > 1:
        return None
    high, low = bool(_HIGH.search(q)), bool(_LOW.search(q))
    if "kac ile kac" in q or "aralig" in q or (high and low):
        high = low = False
    bound = "en-yuksek" if high else "en-dusuk" if low else None
    if not keys:
        if bound is None or not re.search(r"bina|karo", q):
            return None
        return {"building": None, "bound": bound}
    return {"building": keys[0], "bound": bound}


_MONEY_WORD = re.compile(r"para\s*kart|para\s+deste|money card|(?<!\w)paralar|para\s+(?:var|kac)"
                         r"|kac\s+(?:tane\s+)?para(?!\s+birim)|renk\w*\s+kac\s+kart|deste")  # fmt: skip
_NOT_MONEY = re.compile(
    r"(?<!\w)al(?:abil|ir|sam|irsam|inir|inabil|mak|iyor|dig|dim|din|dik|ayim|irken)\w*"
    r"|limit|sinir|en\s+fazla|gecemez|gecmez|elimde|bende|(?<!\w)od(?:e|uy)\w*|harca|acik|havuz"
    r"|tur\s+sonu|yenilen|puanlama\s+kart|en\s+(?:buyu|kucu|yuksek|dusuk)|kactan|degerleri"
    r"|para\s+birim|kac\s+(?:farkli|cesit|ren[kg])|fiyat|dirk\w*\s+(?:kac\s+)?karo|karo|bina"
)
_VALUE_AFTER = re.compile(r"^['’]?\s*(?:l[iu]k|lik|luk)(?!\w)|^\s*deger\w*|^['’]?(?:[dt][ae]n)\b")
_COLOUR_BEFORE = re.compile(
    r"(?:mavi|yesil|turuncu|sari|blue|green|orange|yellow|denar|dirh[ae]m|dukat|florin)\w*\s+$"
)
_PER_CARD = re.compile(r"her\s+(?:bir\s+)?(?:para\s+)?kart\w*|her\s+deger\w*|ayni\s+kart\w*"
                       r"|her\s+birinden|kart\w*\s+kac\s+kopya|kopya")  # fmt: skip
_FULL_DECK = re.compile(
    r"normal\s+\(?\s*(?:(?:[3-6]|uc|dort|bes|alti)(?:\s*(?:-|/|,|ya\s+da|veya|ile)?\s*(?:[3-6]|uc"
    r"|dort|bes|alti))*\s*(?:\+|ve\s+(?:uzeri|ustu)|veya\s+fazla)?\s*kisi\w*\s*\)?\s+)?"
    r"(?:oyun|deste|durum)\w*|standart\s+(?:oyun|deste)\w*|tam\s+deste\w*|butun\s+deste"
    r"|(?:hic\s+)?(?:kart\s+)?cikar(?:il)?ma(?:dan|sak|sa|saydik|zsak)\b|cikarmadan\s+once"
    r"|cikar(?:il)?m(?:iyo|iyor|ay(?:acag|icag|cag)|adi[mk]|iyac|icaz|ica)\w*+(?!\s+m[iu](?:y|s|\b))"
    r"|kutudaki\s+(?:\w+\s+)?(?:para\s+)?kart|orijinal\s+deste"
)

# a premise that no card is taken out: "iki kişilik oyundaki gibi kart çıkarmıyoruz" (not a
# question: "çıkarmıyor muyuz")
_NOT_REMOVED = re.compile(
    r"cikar(?:il)?m(?:iyo|iyor|ay(?:acag|icag|cag)|iyac|icaz)\w*+(?!\s+m[iu](?:y|s|\b))"
    r"|(?:hic\s+)?(?:kart\s+)?cikar(?:il)?madan(?!\w)"
)

# what the customer knows or heard: "biliyorum", "okudum", "… olduğunu", "kullanılıyormuş"
_PREMISE = re.compile(r"biliyor\w*|biliyo\w*|duydum|okudum|\w+(?:dig|dug|tig|tug)\w*n[iu](?!\w)"
                      r"|\w+yo(?:r)?m[iu]s(?!\w)|(?<!\w)varm[iu]s(?!\w)")  # fmt: skip


def _asking_sentence(q: str) -> str:
    """The sentence of a question that asks (the one with "kaç"), less the clauses that only
    state what the customer knows ("… 108 kart var biliyorum,"); the whole text if none."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", q) if s.strip()]
    asking = [s for s in sentences if asks_count(s)]
    sentence = asking[-1] if asking else q
    kept = [c for c in sentence.split(",") if asks_count(c) or not _PREMISE.search(c)]
    return ",".join(kept)


_REMOVED = re.compile(r"her\s+(?:bir\s+)?(?:para\s+)?kart\w*\s+(?:\S+\s+){0,3}?cik\w*")
_DECK_ASKED = re.compile(r"deste\w*|toplam\w*|kac\s+(?:tane\s+)?(?:para\s+)?kart")
# "kaç kart çıkarmam lazım", "kaç tanesini çıkarıyoz", "çıkarılacak kart kaç": the removal asked
# (a transitive "çıkar-": an intransitive "kaç kart çıkar" is a card coming out)
# "ayırmam lazım", "kenara koyuyoruz", "ayrılacak kart kaç": setting cards aside is taking them out
_TAKE_OUT = r"(?:cikar(?:t|m|i|ac|ca|d|s)|ayir|ayri[lm]|kenara\s+(?:koy|ayir|al))\w*"
_REMOVED_ASKED = re.compile(
    rf"(?<!\w)kac\s+(?:tane\s+)?(?:\w+\s+)?(?:kart\w*|tane\w*)\s+(?:\w+\s+)?{_TAKE_OUT}"
    rf"|(?<!\w)kac\w*\s+{_TAKE_OUT}|(?:cikar(?:il)?|ayril)(?:acak|icak|cak)\s+(?:\w+\s+){{0,2}}?kac"
)
# "kaç kartla oynuyoruz", "kaç kart kalır", "geriye kaç": the remaining deck asked beside it
_REMAINING_ASKED = re.compile(
    r"(?<!\w)kac\s+(?:tane\s+)?(?:para\s+)?kart(?:la|le)(?!\w)|kac\s+(?:tane\s+)?(?:para\s+)?"
    r"kart\w*\s+(?:kal|kullan|oyna)\w*|(?:kalan|geriye)\s+(?:\w+\s+)?kac|kac\s+(?:tane\s+)?kal\w*"
)
_PER_COLOUR = re.compile(r"her\s+renk\w*|renk\s+basina|her\s+para\s+birim\w*|bir\s+renk\w*")


def read_money_cards(q: str) -> dict[str, Any] | None:
    """ "alhambrada kac tane para karti var toplam", "mavi 5'ten kac tane var",
    "iki kisilik oyunda kac para karti kullanilir"."""
    q = blank_excluded(q)  # "iki kişilik varyant dışında": not the 2-player deck
    colours = currencies_in(q) + currency_names_in(q)
    values = [m for m in numbers(q) if m.kind == "cardinal" and (
        _VALUE_AFTER.match(q[m.end :]) or _COLOUR_BEFORE.search(q[: m.start]))]  # fmt: skip
    named = colours and (values or re.search(r"kart", q))
    if not (_MONEY_WORD.search(q) or named) or _NOT_MONEY.search(q) or buildings_in(q):
        return None
    if not asks_count(q) and not re.search(r"tane|adet|kullanil", q):
        return None
    if _COUNTED.search(q) and _counted_tiles(q) is not None:
        return None  # "para kartlarını saydık 100 çıktı, eksik var mı": a count it cannot compare
    if re.search(r"cikar\w*\s+m[iu](?:y|s|\b)", q):
        return (
            None  # "kart çıkarmıyor muyuz": whether cards come out, which the player count decides
        )
    players = players_in(q)
    # "iki kişilikte 72 kullanılıyor. normal oyunda, hiç kart çıkarmadan kaç kart var": the
    # sentence that asks names the full deck; the 2-player game is only the premise.
    asking = _asking_sentence(q)
    full = bool(_FULL_DECK.search(asking))
    if not full and _NOT_REMOVED.search(q) and not TWO_PLAYER.search(asking):
        # "3 kişiyiz, iki kişilik oyundaki gibi kart çıkarmıyoruz. destede toplam kaç kart": a
        # premise sentence says the deck is whole
        full = True
    clause = [c for c in asking.split(",") if asks_count(c)]
    if full and clause and TWO_PLAYER.search(clause[-1]) and not _FULL_DECK.search(clause[-1]):
        # "4 kişiyiz, kart çıkarmadan oynuyoruz, iki kişilikte kaç kart olurdu": the 2-player
        # deck is asked; the whole deck is the premise
        full, players = False, 2
    if full:
        players = None
    elif players == -1 and players_in(asking) not in (None, -1):
        players = players_in(asking)  # "normal oyunda 108 var biliyorum, iki kişilikte kaç"
    if players == -1 or len(colours) > 1 or len({m.value for m in values}) > 1:
        return None
    value = values[0].value if values else None
    # "her karttan 1'er tane çıkarıyoz, 72 kalıyo. normal oyunda deste kaç kart": what the
    # asking sentence counts decides; a premise sentence's "her karttan" is not the question
    # ("her karttan birer tane çıkınca deste kaç kart kalır": the removal told, not asked)
    if _REMOVED_ASKED.search(asking) and not full:
        # "para destesinden kaç kart çıkarmam lazım (, kaç kartla oynuyoruz)": the cards taken
        # out; one colour's or one card's removal is not this count
        if colours or value is not None or _PER_CARD.search(asking):
            return None
        return {"scope": "cikan", "players": players,
                "remaining": bool(_REMAINING_ASKED.search(asking)) or None}  # fmt: skip
    asked = asking if _DECK_ASKED.search(asking) else q
    per_card = _PER_CARD.search(_REMOVED.sub(" ", asked))
    if asks_per_player(q) and not per_card and value is None:
        return None  # "herkes kaç para kartıyla başlar": the deck's size does not say
    scope = "kart" if value is not None or per_card else None
    if scope is None and (colours or _PER_COLOUR.search(q)):
        scope = "renk"
    return {"scope": scope or "deste", "currency": colours[0] if colours else None,
            "value": value, "players": players, "full": full or None}  # fmt: skip


_VALUE_QUESTION = re.compile(
    r"en\s+(?:buyuk|yuksek|kucuk|dusuk|degerli)\s+(?:\w+\s+)?(?:para|kart)|(?:para|kart)\w*\s+"
    r"(?:\w+\s+)?en\s+(?:buyuk|yuksek|kucuk|dusuk)|kactan\s+kaca|deger\w*\s+(?:kac|nedir|ne)"
    r"|hangi\s+deger|kac\s+degerinde|(?:para|kart)\w*\s+kac\s+ile\s+kac"
    r"|en\s+(?:buyu|kucu)g\w*"
)


def read_money_values(q: str) -> dict[str, Any] | None:
    """ "en buyuk para karti kac", "para kartlari kactan kaca"."""
    if not _VALUE_QUESTION.search(q) or not re.search(r"para|kart|money", q):
        return None
    if re.search(_COLOURS_ASKED + r"|para\s+birim\w*\s+(?:\w+\s+)?kac|kac\s+(?:farkli\s+|cesit\s+)?"
                 r"para\s+birim|kac\s+(?:farkli|cesit|turlu|tur)\s+para", q):  # fmt: skip
        return None  # the currencies asked too: alhambra-components answers both
    if re.search(r"puan|fiyat|bina|karo|(?<!\w)al(?:abil|ir|sam|inir)\w*|elimde|toplam", q):
        return None
    high = bool(re.search(r"en\s+(?:buyuk|yuksek|degerli|buyug)", q))
    low = bool(re.search(r"en\s+(?:kucuk|dusuk|kucug)", q))
    if high == low:
        return {"bound": None}
    return {"bound": "en-yuksek" if high else "en-dusuk"}


_PLAYERS_Q = re.compile(
    r"(?<!\w)kac\s+(?:kisi|oyuncu)|kac\s+kisilik|(?:kisi|oyuncu)\s+sayisi|kac\s+kisiyle"
    r"|how many players|(?:kisi|oyuncu)\w*\s+(?:oyna\w*|olabilir\w*)\s+(?:mi|mu|miyiz|muyuz)"
    r"|(?:kisi|oyuncu)\w*\s+(?:ile\s+)?oyna(?:nir|nabilir|yabilir)\w*\s+mi"
)


def read_players(q: str) -> dict[str, Any] | None:
    """ "alhambra kac kisiyle oynanir", "7 kisi oynayabilir miyiz"."""
    if not _PLAYERS_Q.search(q) or re.search(r"puan|berabere|esit|kart|karo|jeton|tahta|dirk", q):
        return None
    players = players_in(q)
    if players == -1:
        return None
    return {"players": players}


__all__ = [
    "BOUNDS",
    "BUILDING_NAMES",
    "COMPONENTS",
    "SCOPES",
    "and_list",
    "building",
    "component",
    "money_cards",
    "money_values",
    "players_count",
    "price",
    "read_component",
    "read_money_cards",
    "read_money_values",
    "read_players",
    "read_price",
    "read_tiles",
    "suffixed",
    "tiles",
]
