"""Jaws of the Lion: items (sell price, buying, slots, small items by level) and gold (no
transfers, losing gold to an event, coins dropped by monsters)."""

from __future__ import annotations

import re
from typing import Any

from validators.base import CalcError, CalcResult, Step
from validators.calculator import Calculator, Field
from validators.common import ceil_div
from validators.jotl_answer import answer, choose, fact, sfx
from validators.jotl_data import (
    BUY_REF,
    COIN_DROP_REF,
    EVENT_LOSS_REF,
    GAME,
    GOLD_TRADE_REF,
    SELL_REF,
    SLOT_NAMES,
    SLOTS,
    SLOTS_REF,
    SMALL_ITEMS_REF,
    TRANSFER_REF,
)
from validators.jotl_level import check_levels
from validators.jotl_parse import N, asks, digits, flag, ints, one

MAX_GOLD = 9999


def _half_up(cost: int) -> tuple[int, str]:
    """The sell price of one item and how it is reached ("15'in yarısı = 7,5 → 8": the rule
    says "yarısı", so the working does too; never "15 altının …", which reads like a claim
    that the customer gets 15 gold)."""
    if cost < 0:
        raise CalcError(f"Geçersiz fiyat: {cost}. 0 veya daha büyük olmalı.")
    value = ceil_div(cost, 2)
    if cost % 2:
        return value, f"{sfx(cost, 'in')} yarısı = {cost // 2},5 → {value}"
    return value, f"{sfx(cost, 'in')} yarısı = {value}"


def sell_price(
    cost: int | list[int],
    gold: int | None = None,
    buy: list[int] | None = None,
    transfer: bool = False,
) -> CalcResult:
    """What selling one item (or several: a list of their gold values) brings. With ``gold``
    (what the character holds) and ``buy`` (the prices of items bought with the money): the
    gold left, gold + sale − prices. ``transfer``: the customer also asks whether another
    character may give gold (never), said as a step."""
    costs = cost if isinstance(cost, list) else [cost]
    if not costs:
        raise CalcError("En az bir eşyanın altın değerini gir, ör. '25'.")
    if gold is not None and not buy:
        return _sell_with_gold(costs, gold, transfer)
    if buy or gold is not None:
        return _sell_and_buy(costs, gold, buy or [], transfer)
    priced = [_half_up(c) for c in costs]
    if len(priced) == 1:
        value, working = priced[0]
        rounded = ", yukarı yuvarlanır" if costs[0] % 2 else ""
        text = f"eşya altın değerinin yarısına satılır{rounded}: {working}"
        return answer(value, "altın", f"{value} altın", [Step(text, SELL_REF)])
    total = sum(v for v, _ in priced)
    rounded = ", yukarı yuvarlanır" if any(c % 2 for c in costs) else ""
    text = (f"her eşya altın değerinin yarısına satılır{rounded}: "
            + "; ".join(w for _, w in priced))  # fmt: skip
    arithmetic = " + ".join(str(v) for v, _ in priced) + f" = {total}"
    return answer(total, "altın", f"{total} altın", [Step(text, SELL_REF)], arithmetic)


def _sell_with_gold(costs: list[int], gold: int, transfer: bool) -> CalcResult:
    """The gold held after selling ``costs`` with ``gold`` already in hand: gold + the sale."""
    if gold < 0:
        raise CalcError(f"Geçersiz altın: {gold}. 0 veya daha büyük olmalı.")
    priced = [_half_up(c) for c in costs]
    sale = sum(v for v, _ in priced)
    rounded = ", yukarı yuvarlanır" if any(c % 2 for c in costs) else ""
    sold = "; ".join(w for _, w in priced)
    which = "her eşya" if len(costs) > 1 else "eşya"
    steps = [Step(f"{which} altın değerinin yarısına satılır{rounded}: {sold}", SELL_REF),
             Step(f"satıştan gelen altın elindeki {gold} altına eklenir", None)]  # fmt: skip
    if transfer:
        steps.append(Step("arkadaşın sana altın veremez: karakterler altını birbirine hiçbir "
                          "zaman veremez", TRANSFER_REF))  # fmt: skip
    total = gold + sale
    terms = " + ".join(str(v) for v, _ in priced)
    return answer(total, "altın", f"{total} altın", steps, f"{gold} + {terms} = {total}")


def _sell_and_buy(costs: list[int], gold: int | None, buy: list[int],
                  transfer: bool) -> CalcResult:  # fmt: skip
    """Gold left after selling ``costs`` and buying ``buy`` with ``gold`` in hand."""
    if gold is None or not buy:
        raise CalcError("Kalan altın için eldeki altın ve alınacak eşyanın fiyatı gerekli.")
    for value, label in [(gold, "altın"), *((b, "fiyat") for b in buy)]:
        if value < 0:
            raise CalcError(f"Geçersiz {label}: {value}. 0 veya daha büyük olmalı.")
    priced = [_half_up(c) for c in costs]
    sale = sum(v for v, _ in priced)
    price = sum(buy)
    rounded = ", yukarı yuvarlanır" if any(c % 2 for c in costs) else ""
    sold = "; ".join(w for _, w in priced)
    steps = [Step(f"eşya altın değerinin yarısına satılır{rounded}: {sold}", SELL_REF)]
    bought = " + ".join(map(str, buy))
    steps.append(Step(f"alınan eşya için kartın altın değeri ödenir: {bought} altın" if len(buy) > 1
                      else f"alınan eşya için kartın altın değeri, {price} altın ödenir", BUY_REF))  # fmt: skip
    sale_terms = " + ".join(str(v) for v, _ in priced)
    price_terms = " − ".join(map(str, buy))
    left = gold + sale - price
    if transfer:
        steps.append(Step("arkadaşın sana altın veremez: karakterler altını birbirine hiçbir "
                          "zaman veremez", TRANSFER_REF))  # fmt: skip
    arithmetic = f"{gold} + {sale_terms} − {price_terms} = {left}"
    if left < 0:
        steps.append(Step(f"elindeki {gold} altın ve satıştan gelen {sale} altın, {price} "
                          "altınlık alıma yetmez"))  # fmt: skip
        arithmetic = f"{gold} + {sale_terms} = {gold + sale} < {price}"
        return answer(None, "altın", "Altının yetmez", steps, arithmetic,
                      summary=f"Altının yetmez: {gold} + {sale} = {gold + sale} altın, "
                      f"alım {price} altın.")  # fmt: skip
    return answer(left, "altın", f"{left} altın kalır", steps, arithmetic)


BUY_ASKS: dict[str, tuple[str, ...]] = {
    "kopya": ("aynı eşyadan", "kaç tane", "copy", "copies"),
    "fiyat": ("fiyatı", "kaç altın", "price"),
}


def item_buy(what: str) -> CalcResult:
    key = choose(what, BUY_ASKS, "soru")
    if key == "kopya":
        return fact(1, "adet", "En fazla 1 tane",
                    "bir karakter aynı eşyadan birden fazlasına sahip olamaz", BUY_REF)  # fmt: skip
    step = Step("eşya kartın üzerindeki altın değeri ödenerek alınır; eşya fiyatları kural "
                "metninde yazmaz", BUY_REF)  # fmt: skip
    return answer(None, "altın", "Kartın üzerinde yazar", [step], computed=False,
                  summary="Eşyanın fiyatı kartın üzerindeki altın değeridir; kural metninde "
                  "fiyat yok.")  # fmt: skip


def _half_of_level(level: int) -> str:
    """ "7'nin yarısı = 3,5 → 4": half the level, rounded up, in the rule's word."""
    value = ceil_div(level, 2)
    if level % 2:
        return f"{sfx(level, 'in')} yarısı = {level // 2},5 → {value}"
    return f"{sfx(level, 'in')} yarısı = {value}"


def small_items(level: int) -> CalcResult:
    """Small items a character may bring: 1 (the slot rule) below level 3, then ⌈level / 2⌉."""
    check_levels([level])
    if level < 3:
        step = Step("bir senaryoya en fazla 1 küçük eşya getirilebilir; seviyeye bağlı kural "
                    "seviye 3'ten itibaren geçerli", SLOTS_REF)  # fmt: skip
        return answer(1, "eşya", "1 küçük eşya", [step], computed=False)
    value = ceil_div(level, 2)
    text = (f"seviye 3'ten itibaren küçük eşya sınırı seviyenin yarısı, yukarı yuvarlanır: "
            f"{_half_of_level(level)}")  # fmt: skip
    return answer(value, "eşya", f"{value} küçük eşya", [Step(text, SMALL_ITEMS_REF)])


SLOT_ASKS: dict[str, tuple[str, ...]] = {
    "bas": ("baş", "kafa", "head", "şapka", "kask"),
    "vucut": ("vücut", "gövde", "zırh", "body", "armor"),
    "ayak": ("ayakkabı", "bot", "çizme", "feet", "boots", "legs"),
    "el": ("eller", "hands", "hand", "silah", "kalkan"),
    "kucuk": ("küçük", "small", "iksir", "potion"),
    "toplam": ("hepsi", "total", "tüm"),
}


def item_slots(slot: str = "toplam", level: int | None = None) -> CalcResult:
    key = choose(slot, SLOT_ASKS, "eşya yuvası")
    if level is not None:
        check_levels([level])
    if key == "kucuk" and level is not None:
        return small_items(level)
    if key != "toplam":
        count = SLOTS[key]
        noun = "küçük eşya" if key == "kucuk" else f"{SLOT_NAMES[key]} eşyası"
        steps = [Step(f"bir senaryoya en fazla {count} {noun} getirilebilir",
                      SLOTS_REF)]  # fmt: skip
        if key == "kucuk":
            steps.append(Step("seviye 3'ten itibaren küçük eşya sınırı seviyenin yarısıdır "
                              "(yukarı yuvarlanır)", SMALL_ITEMS_REF))  # fmt: skip
        return answer(count, "eşya", f"{count} {noun}", steps, computed=False)
    small = 1 if level is None or level < 3 else ceil_div(level, 2)
    parts = [SLOTS["bas"], SLOTS["vucut"], SLOTS["ayak"], SLOTS["el"], small]
    total = sum(parts)
    steps = [Step("bir senaryoya en fazla 1 baş, 1 vücut, 1 ayak, 2 el ve 1 küçük eşya "
                  "getirilebilir", SLOTS_REF)]  # fmt: skip
    if level is not None and level >= 3:
        steps.append(Step(f"seviye {sfx(level, 'de')} küçük eşya sınırı seviyenin yarısı, yukarı "
                          f"yuvarlanır: {_half_of_level(level)} küçük eşya",
                          SMALL_ITEMS_REF))  # fmt: skip
    elif level is None:
        steps.append(Step("seviye 3'ten itibaren küçük eşya sınırı artar", SMALL_ITEMS_REF))
    arithmetic = " + ".join(map(str, parts)) + f" = {total}"
    return answer(total, "eşya", f"{total} eşya", steps, arithmetic)


def gold_transfer() -> CalcResult:
    return fact(0, "altın", "Hiç veremezsin",
                "karakterler altını veya para jetonlarını birbirine hiçbir zaman veremez",
                TRANSFER_REF, Step("altın takas da edilemez", GOLD_TRADE_REF))  # fmt: skip


def event_gold_loss(gold: int, loss: int) -> CalcResult:
    for value, label in ((gold, "altın"), (loss, "kaybedilecek altın")):
        if value < 0:
            raise CalcError(f"Geçersiz {label}: {value}. 0 veya daha büyük olmalı.")
    lost = min(gold, loss)
    if loss <= gold:
        text = (f"olay {loss} altın kaybettirir; elindeki {gold} altın yeter, geriye "
                f"{gold} − {loss} = {gold - loss} altın kalır")  # fmt: skip
        return answer(lost, "altın", f"{lost} altın", [Step(text, EVENT_LOSS_REF)])
    text = (f"olay {loss} altın istiyor ama elinde {gold} altın var; yeterli altını olmayan "
            f"yalnızca elindekini kaybeder: {gold} − {gold} = 0 altın kalır")  # fmt: skip
    return answer(lost, "altın", f"{lost} altın", [Step(text, EVENT_LOSS_REF)])


def coin_drop(monsters: int = 1) -> CalcResult:
    if monsters < 0:
        raise CalcError(f"Geçersiz canavar sayısı: {monsters}. 0 veya daha büyük olmalı.")
    step = Step("ölen her canavar öldüğü hexe 1 para jetonu bırakır", COIN_DROP_REF)
    if monsters == 1:
        return answer(1, "jeton", "1 para jetonu", [step], computed=False)
    return answer(monsters, "jeton", f"{monsters} para jetonu", [step],
                  f"{monsters} × 1 = {monsters}")  # fmt: skip


# --- readers ---------------------------------------------------------------------------------
_ITEM = r"esya|item|ekipman|iksir|potion|zirh|kask|cizme"


# "küçükler dahil", "iksirler de dahil": a slot counted into the total asked, not the slot asked;
# "küçükler hariç": a total without a slot, which no calculator gives
_SLOT_WORDS = r"(?:kucuk|small|iksir|potion|\bel\b|eller|\bbas\b|vucut|zirh|ayak|cizme)\w*"
_SLOT_IN = rf"{_SLOT_WORDS}(?:\s+(?:esya|item)\w*)?\s+(?:de\s+|da\s+)?(?:dahil|ile\s+beraber)\w*"
_SLOT_OUT = (rf"{_SLOT_WORDS}(?:\s+(?:esya|item)\w*)?\s+(?:de\s+|da\s+)?"
             r"(?:haric|disinda|sayma\w*|olmadan)")  # fmt: skip
_TOTAL = r"toplam|hepsi|\btum|butun|en\s+fazla\s+kac\s+(?:tane\s+)?(?:esya|item)"
# Every item asked, whatever slot the question mentions besides ("toplam kaç eşya götürürüm?
# küçük eşya sınırı artıyordu"): "kaç eşya" with no slot word between, plus a total word
_ASKS_ALL = (r"(?:toplam\w*|hepsi\w*|\btum\w*|butun)\s+(?:\w+\s+){0,2}kac\s+(?:tane\s+)?(?:esya|item)"
             r"|kac\s+(?:tane\s+)?(?:esya|item)\w*\s+(?:\w+\s+)?(?:toplam|hepsi)")  # fmt: skip


def read_small_items(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if (flag(_SLOT_IN, d) and flag(_TOTAL, d)) or flag(_ASKS_ALL, d):
        return None  # every slot, small items included: jotl-item-slots
    if not flag(r"kucuk\s+(?:esya|item)|small\s+item|kucuk\w*\s+(?:kac|limit)", d) or not asks(d):
        return None
    level = one(rf"(?:seviye|level|lvl|lv)\w*\s*{N}|{N}\s*\.?\s*(?:seviye|level|lvl)", d)
    return None if level is None else {"level": level}


def read_item_slots(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(_ITEM, d) or not asks(d) or flag(r"\bsat|\bfiyat|kac\s+altin|ayni\s+esya", d):
        return None
    if not flag(r"getir|gotur|tasi|tak\w*|kusan|giy|senaryoya|yanima|yuva|slot|kullan", d):
        return None
    if flag(
        r"kac\s+(?:tane\s+)?(?:esya|item)\w*\s+(?:sahip|olabilir|alabilir|biriktir)|sahip ol", d
    ):
        return None
    level = one(
        rf"(?<!senaryo )(?:seviye|level|lvl|lv)\w*\s*{N}|{N}\s*\.?\s*(?:seviye|level|lvl)", d
    )
    # "küçükler dahil", "iksirler de dahil": a slot counted into the total, not the slot asked;
    # "küçükler hariç": a total the calculator does not give
    if flag(_SLOT_OUT, d):
        return None
    included = re.sub(_SLOT_IN, " ", d)
    if included != d and flag(_TOTAL, d):
        d = included
    if flag(_ASKS_ALL, d):
        # the total asked; a slot named besides it is context, not the slot asked
        return {"slot": "toplam", **({"level": level} if level is not None else {})}
    slots = [key for key, pattern in (
        ("bas", r"\bbas\s+(?:esya|item)|kafa|\bkask|sapka|head"),
        ("vucut", r"vucut|govde|zirh|body|armor"),
        ("ayak", r"ayak|bot\b|cizme|feet|boots"),
        ("el", r"\bel\s+(?:esya|item)|\beller|iki\s+el|hand|\bsilah"),
        ("kucuk", r"kucuk|small|iksir|potion"),
    ) if re.search(pattern, d)]  # fmt: skip
    if len(slots) > 1:
        return None
    out: dict[str, Any] = {"slot": slots[0] if slots else "toplam"}
    if level is not None:
        out["level"] = level
    return out


_PRICED = re.compile(rf"{N}\s*'?\s*(?:altin|gold)\s*l[iu]k")
_SOLD = re.compile(r"\bsat(?!in\s*al)(?!inal)\w*|\bsell")
_BOUGHT = re.compile(r"satin\s*al\w*|\bal(?:ip|mak|ir|ic|aca|dik|dim|sam|ayim|irsam|inca|cam|caz|abil)"
                     r"\w*|\bbuy")  # fmt: skip
_HELD = (rf"{N}\s*(?:altin|gold)\w*\s+(?:var|vardi|bulunuyo)|(?:elimde|cebimde|bende|kasamda)"
         rf"\s+{N}\s*(?:altin|gold)|(?:altin|gold)\w*\s+{N}\b")  # fmt: skip
_LEFT_ASK = (r"kac\s+(?:tane\s+)?altin\w*\s+(?:\w+\s+)?(?:kal|olur|olcak|olacak)|ne\s+kadar\s+"
             r"(?:altin\w*\s+)?kal|kac\s+kal|elimde\s+kac")  # fmt: skip


def _traded(d: str) -> tuple[list[int], list[int]] | None:
    """The "-lık" items sold and bought, each by the first verb after it before the next item
    ("25 altınlık botumu satıp 40 altınlık zırhı alıcam"); an item with no verb of its own
    ("15 altınlık ve 25 altınlık iki eşyamı satarsam") shares the next item's. None: an item
    neither sold nor bought."""
    items = list(_PRICED.finditer(d))
    kinds: list[str | None] = []
    for i, m in enumerate(items):
        end = items[i + 1].start() if i + 1 < len(items) else len(d)
        window = re.split(r"[.?!;]", d[m.end() : end])[0]
        verbs = [(v.start(), "sold") for v in _SOLD.finditer(window)]
        verbs += [(v.start(), "bought") for v in _BOUGHT.finditer(window)]
        kinds.append(min(verbs)[1] if verbs else None)
    for i in range(len(kinds) - 2, -1, -1):
        if kinds[i] is None:
            kinds[i] = kinds[i + 1]
    if None in kinds:
        return None
    sold = [int(m.group(1)) for m, k in zip(items, kinds, strict=True) if k == "sold"]
    bought = [int(m.group(1)) for m, k in zip(items, kinds, strict=True) if k == "bought"]
    return sold, bought


def _sell_and_buy_inputs(d: str, sold: list[int], bought: list[int]) -> dict[str, Any] | None:
    """ "30 altınım var, 25 altınlık botumu satıp 40 altınlık zırhı alıcam, kaç altın kalır":
    the gold held, the items sold and bought; None when the gold held or the gold left asked
    is missing."""
    if not sold:
        return None
    rest = _PRICED.sub(" ", d)
    gold = one(_HELD, rest)
    if gold is None or not flag(_LEFT_ASK, d):
        return None
    out: dict[str, Any] = {"cost": sold, "gold": gold, "buy": bought}
    if read_gold_transfer(d) is not None:
        out["transfer"] = True
    return out


def read_sell(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"\bsat(?:ar|ars|inca|ip|tig|mak|is|ilir|sam|arsa|abil|acag|tim|tik|arken|iyo)?\w*"
                r"|\bsell", d) or not asks(d):  # fmt: skip
        return None
    traded = _traded(d) if _BOUGHT.search(d) and len(_PRICED.findall(d)) > 1 else None
    if traded is not None and traded[1]:
        return _sell_and_buy_inputs(d, *traded)  # sell one item, buy another: the gold left
    buys = [
        m for m in _BOUGHT.finditer(d) if not re.search(r"(?:altin|gold)\w*\s+$", d[: m.start()])
    ]
    if buys and len(_PRICED.findall(d)) > 1:
        return None  # an item bought, but which one is unclear ("… için satıp aldım")
    if flag(r"satin\s+al|satinal", d):
        return None
    # Several items: each named by its value with "-lık" ("15 altınlık ve 25 altınlık iki
    # eşya"); a bare "13 altın" is a claimed price, not an item.
    items = ints(rf"{N}\s*'?\s*(?:altin|gold)\s*l[iu]k", d)
    # "15 ve 30 altınlık", "10, 15 ve 30 altınlık": one "-lık" for a list of values
    listed = re.search(rf"{N}(?:\s*(?:,|ve|ile)\s*{N})+\s*'?\s*(?:altin|gold)\s*l[iu]k", d)
    if listed is not None:
        items = ints(N, listed.group(0))
    held = _held_total(d)
    if held is not None:
        # "12 altınım var, 25 ve 30 altınlık eşyaları satarsam toplam kaç altınım olur": the
        # gold held after the sale
        if not items:
            items = ints(_PRICED, d)
        return {"cost": items, "gold": held} if items else None
    if len(items) > 1:
        return {"cost": items}
    if len(items) == 1 and flag(_HELD, _PRICED.sub(" ", d)):
        return {"cost": items}  # "5 altınım var, 25 altınlık botu satarsam kaç altın alırım"
    cost = one(rf"{N}\s*(?:'?\s*[a-z]{{0,3}}\s+)?(?:altin|gold|g\b)\w*"
               rf"|(?:fiyat\w*|degeri\w*)\s*{N}", d)  # fmt: skip
    return None if cost is None else {"cost": cost}


# The gold held after a sale asked: "toplam kaç altınım olur", "altınım kaç olur", "elimde kaç
# altın olur" (not "kaç altın alırım": what the sale brings)
_HELD_AFTER = (r"kac\s+altin(?:im|imiz|in)\s+(?:\w+\s+)?(?:olur|olacak|olcak|eder)"
               r"|altin(?:im|imiz|in)\s+(?:toplam\s+)?kac\s+(?:olur|olacak|olcak|eder)"
               r"|(?:elimde|cebimde|kasamda)\s+(?:toplam\s+)?kac\s+altin\s+(?:olur|olacak|olcak)"
               r"|toplam(?:da)?\s+kac\s+altin(?:im|imiz|in)")  # fmt: skip


def _held_total(d: str) -> int | None:
    """The gold the character holds before the sale, when the gold held after it is asked."""
    if not flag(_HELD_AFTER, d):
        return None
    return one(_HELD, _PRICED.sub(" ", d))


def read_item_buy(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(_ITEM, d) or not asks(d):
        return None
    if flag(
        r"ayni\s+(?:esya|item)\w*\s+(?:dan|den|tan|ten)?\s*(?:iki|2|birden|fazla|kac)|"
        r"(?:iki|2)\s+(?:tane\s+)?ayni\s+(?:esya|item)|ayni\s+(?:esya|item)\w*\s+kac",
        d,
    ):
        return {"what": "kopya"}  # fmt: skip
    price = flag(r"(?:esya|item)\w*\s+(?:fiyat|kac\s+altin|ne kadar|kaca)|fiyat\w*\s+(?:nerede|"
                 r"nerde|ne|kac)|kac\s+altin\w*\s+(?:esya|item)|(?:esya|item)\w*\s+(?:satin\s+al|"
                 r"almak)\w*\s+(?:kac|ne kadar)", d)  # fmt: skip
    if price and not flag(r"\bsat(?!in)\w*|\d", d):
        return {"what": "fiyat"}
    return None


def read_gold_transfer(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"altin|gold|para\s+jeton|parami|paramizi", d):
        return None
    give = flag(r"(?:ver|aktar|gonder|transfer|paylas|takas|odunc|bol)\w*\s*(?:e|ebilir|"
                r"ebilirmiyim|ilir|mek|ir)?\b.*(?:mi|mu|miyim|olur mu)\b|(?:verebilir|aktarabilir|"
                r"paylasabilir|takas\s+edil|bolusebilir|paylasilir)", d)  # fmt: skip
    to_whom = flag(r"arkadas|birbir|diger\s+(?:oyuncu|karakter)|baska\s+(?:oyuncu|karakter)|takim"
                   r"|oyuncu\w*\s+(?:ya|ye|a|e)\b|karakter\w*\s*(?:e|a|ye|ya)\b|takas|paylas|grup|arasi"
                   r"|(?:hatchet|red\s*guard|voidwarden|demolitionist)\w*\s*'?\s*(?:e|a|ye|ya)\b", d)  # fmt: skip
    return {} if give and to_whom else None


def read_event_gold(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"olay|event", d) or not flag(r"altin|gold", d) or not asks(d):
        return None
    loss = one(rf"{N}\s*altin\w*\s+(?:kaybet|kaybed|ode|ver|iste|isti|al|gider|eksil)\w*"
               rf"|(?:kaybet|ode)\w*\s+{N}\s*altin", d)  # fmt: skip
    gold = one(rf"{N}\s*altin\w*\s*(?:im|imiz|in)?\s+(?:var|kaldi|vardi)|(?:elimde|bende|cebimde|"
               rf"sadece|yalnizca)\s+{N}\s*altin|altin\w*\s+{N}\b", d)  # fmt: skip
    if loss is None or gold is None or loss == gold and len(set(re.findall(r"\d+", d))) > 1:
        return None
    return {"gold": gold, "loss": loss}


def read_coin_drop(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"jeton|coin|para", d) or not flag(r"canavar|dusman|monster", d) or not asks(d):
        return None
    if not flag(
        r"ol(?:un|dug|unce|dur|durd|durunce|duk|dugun|en\b)|oldur|kes|yok\s+et|dus(?:ur|en)|birak",
        d,
    ):
        return None
    if flag(r"altin|gold|seviye", d):
        return None  # gold for coins: coins to gold
    count = one(rf"{N}\s*(?:tane\s+)?(?:canavar|dusman|monster)", d)
    return {"monsters": count if count is not None else 1}


SELL_CALC = Calculator(
    "jotl-sell", GAME, "JotL: eşya satış fiyatı",
    "Bir ya da birkaç eşyanın satış fiyatı (altın değerinin yarısı, yukarı yuvarlanır).",
    (Field("cost", "Eşyanın altın değeri", "ints", "kartta yazan altın değeri, 0 veya büyük; "
           "birden fazla eşya: virgülle", "25", minimum=0, maximum=MAX_GOLD),
     Field("gold", "Eldeki altın", "int", "isteğe bağlı: satıştan sonra eldeki ya da satıp alınca kalan altın için", "30",
           required=False, minimum=0, maximum=MAX_GOLD),
     Field("buy", "Alınacak eşyanın fiyatı", "ints", "isteğe bağlı, kartta yazan altın değeri; "
           "birden fazla: virgülle", "40", required=False, minimum=0, maximum=MAX_GOLD),
     Field("transfer", "Başkasından altın da soruluyor", "flag", "evet / hayır (altın "
           "verilemez)", "hayır", required=False)),
    sell_price, read_sell, ("25 altinlik esyayi kaca satarim",),
)  # fmt: skip
BUY_CALC = Calculator(
    "jotl-item-buy", GAME, "JotL: eşya alma",
    "Aynı eşyadan kaç tane alınabileceği; eşya fiyatının nerede yazdığı.",
    (Field("what", "Soru", "choice", "kopya (aynı eşyadan kaç tane), fiyat", "kopya",
           choices=tuple(BUY_ASKS)),),
    item_buy, read_item_buy, ("ayni esyadan iki tane alabilir miyim",),
)  # fmt: skip
SLOTS_CALC = Calculator(
    "jotl-item-slots", GAME, "JotL: senaryoya getirilen eşya",
    "Bir senaryoya getirilebilecek eşya sayısı: yuva başına ya da toplam.",
    (
        Field("slot", "Eşya yuvası", "choice", "bas, vucut, ayak, el, kucuk, toplam", "el",
              required=False, choices=tuple(SLOT_ASKS)),
        Field("level", "Karakter seviyesi", "int", "isteğe bağlı, 1-9 (küçük eşya sınırı için)",
              "5", required=False, minimum=1, maximum=9),
    ),
    item_slots, read_item_slots, ("kac tane el esyasi takabilirim",),
)  # fmt: skip
SMALL_ITEMS_CALC = Calculator(
    "jotl-small-items", GAME, "JotL: küçük eşya sınırı",
    "Karakter seviyesine göre bir senaryoya getirilebilecek küçük eşya sayısı.",
    (Field("level", "Karakter seviyesi", "int", "1-9", "5", minimum=1, maximum=9),),
    small_items, read_small_items, ("seviye 5te kac kucuk esya tasiyabilirim",),
)  # fmt: skip
GOLD_TRANSFER_CALC = Calculator(
    "jotl-gold-transfer", GAME, "JotL: altın aktarımı",
    "Karakterlerin birbirine verebileceği altın (hiç).", (),
    gold_transfer, read_gold_transfer, ("arkadasima altin verebilir miyim",),
)  # fmt: skip
EVENT_GOLD_CALC = Calculator(
    "jotl-event-gold-loss", GAME, "JotL: olayda altın kaybı",
    "Bir olay altın kaybettirdiğinde gerçekten kaybedilen altın.",
    (
        Field("gold", "Eldeki altın", "int", "0 veya daha büyük", "6", minimum=0, maximum=MAX_GOLD),
        Field("loss", "Olayın istediği altın", "int", "0 veya daha büyük", "10", minimum=0,
              maximum=MAX_GOLD),
    ),
    event_gold_loss, read_event_gold, ("olay 10 altin kaybet diyo 6 altinim var ne olur",),
)  # fmt: skip
COIN_DROP_CALC = Calculator(
    "jotl-coin-drop", GAME, "JotL: ölen canavarın jetonu",
    "Ölen canavarların bıraktığı para jetonu sayısı.",
    (Field("monsters", "Ölen canavar", "int", "0 veya daha büyük", "5", required=False,
           minimum=0, maximum=99),),
    coin_drop, read_coin_drop, ("5 canavar oldurdum kac jeton cikar",),
)  # fmt: skip
