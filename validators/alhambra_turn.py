"""Alhambra turn limits: taking money (several cards total at most 5; one card has no limit),
paying for a building (at least the price, one currency, no change, the exact-payment bonus),
actions per turn, refilling the pool and the market, the end of the game and the buildings
left in the market.

A yes/no answer is said in `lead` ("Evet, alabilirsin"); `value` is the number it rests on
(the value taken, the change lost, the tiles missing), or None where the move is not allowed.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import combinations
from typing import Any

from validators.alhambra_data import (
    ACTIONS_REF,
    BONUS_FREE_REF,
    BUY_REF,
    CHAIN_FAQ_REF,
    CURRENCIES_REF,
    ENDGAME_MARKET_REF,
    ENDGAME_TIE_REF,
    EXACT_REF,
    GAME_END_REF,
    MARKET_SQUARES,
    MAX_ACTIONS,
    MAX_EXACT_IN_ROW,
    MONEY_LIMIT,
    MONEY_REF,
    NO_CHANGE_REF,
    NO_MIX_REF,
    ONE_ACTION_FAQ_REF,
    ONE_ACTION_REF,
    OPEN_MONEY,
    PLACE_AT_END_REF,
    REDESIGN_NO_MONEY_REF,
    REDESIGN_REF,
    REFILL_REF,
    RESERVE_MOVE_REF,
    SCORING_CARD_REFILL_REF,
    SINGLE_CARD_REF,
    TAKE_FAQ_REF,
    TAKE_REF,
    TAKEN_REPLACED_REF,
    TOTAL_TILES,
)
from validators.alhambra_parse import CURRENCY_ALIASES, currencies_in, numbers
from validators.alhambra_text import and_list, capital, result, suffixed
from validators.base import CalcError, CalcResult, Step
from validators.common import find_aliases, resolve

# --- taking money ----------------------------------------------------------------------------


def take_money(values: list[int]) -> CalcResult:
    """May a player take these open money cards in one Take Money action?"""
    if not values:
        raise CalcError("En az bir kart değeri gir, ör. '2, 3'.")
    if len(values) > OPEN_MONEY:
        raise CalcError(f"Açık para havuzunda {OPEN_MONEY} kart bulunur; {len(values)} kart "
                        f"girildi. En fazla {OPEN_MONEY} kart alınabilir.")  # fmt: skip
    if len(values) == 1:
        (v,) = values
        steps = [Step(f"tek kart alırken değer sınırı yoktur; {v} değerindeki kartı tek başına "
                      "alabilirsin", SINGLE_CARD_REF)]  # fmt: skip
        return result(v, None, "Evet, alabilirsin", steps,
                      f"Evet: {v} değerinde tek kart alabilirsin; tek kartta değer sınırı yok.",
                      computed=False)  # fmt: skip
    total = sum(values)
    expr = f"{' + '.join(map(str, values))} = {total}"  # shown in the step: no working after it
    if total <= MONEY_LIMIT:
        steps = [Step(f"birden fazla kart alırken toplam değer {suffixed(MONEY_LIMIT, 'i')} "
                      f"geçemez; bu kartların toplamı {expr}", MONEY_REF),
                 Step("alırken kartların rengi fark etmez", TAKE_REF)]  # fmt: skip
        return result(total, None, "Evet, alabilirsin", steps,
                      f"Evet: {len(values)} kartın toplamı {total}, 5'i geçmiyor.")  # fmt: skip
    steps = [
        Step(f"birden fazla kart alırken toplam değer {suffixed(MONEY_LIMIT, 'i')} geçemez; bu "
             f"kartların toplamı {expr}", MONEY_REF),
        Step("bunun yerine kartlardan birini tek başına alabilirsin; tek kartta değer sınırı "
             "yoktur", SINGLE_CARD_REF),
    ]  # fmt: skip
    return result(None, None, "Hayır, alamazsın", steps,
                  f"Hayır: {len(values)} kartın toplamı {total}, 5'i geçiyor.")  # fmt: skip


GOALS = ("deger", "kart")
_GOAL_ALIASES = {"deger": "deger", "değer": "deger", "para": "deger", "kart": "kart",
                 "kart-sayisi": "kart", "adet": "kart"}  # fmt: skip


def _takes(pool: list[int]) -> list[tuple[int, ...]]:
    """Every set of open cards one Take Money action may take (by position in the pool)."""
    found = []
    for size in range(1, len(pool) + 1):
        for picked in combinations(range(len(pool)), size):
            if size == 1 or sum(pool[i] for i in picked) <= MONEY_LIMIT:
                found.append(picked)
    return found


def _proposed_step(pool: list[int], proposed: list[int] | None) -> list[Step]:
    """The step that answers the customer's own combination ("2+2+3 olmuyo mu")."""
    if not proposed:
        return []
    left = list(pool)
    for v in proposed:
        if v not in left:
            raise CalcError(f"Önerilen kartlar ({', '.join(map(str, proposed))}) açık havuzda "
                            f"yok; havuz: {', '.join(map(str, pool))}.")  # fmt: skip
        left.remove(v)
    if len(proposed) < 2:
        return []
    total = sum(proposed)
    expr = f"{' + '.join(map(str, proposed))} = {total}"
    if total > MONEY_LIMIT:
        return [Step(f"{expr} olur; {suffixed(MONEY_LIMIT, 'i')} geçtiği için bu "
                     f"{len(proposed)} kart birlikte alınamaz", MONEY_REF)]  # fmt: skip
    return [Step(f"{expr} olur; {suffixed(MONEY_LIMIT, 'i')} geçmediği için bu {len(proposed)} "
                 "kart birlikte alınabilir", MONEY_REF)]  # fmt: skip


def best_take(
    pool: list[int], goal: str = "deger", proposed: list[int] | None = None
) -> CalcResult:
    """The best one Take Money action can do with these open cards: the most money (goal
    "deger") or the most cards ("kart"). ``proposed``: cards of the pool the customer thought of
    taking together, checked against the limit in a step."""
    which = resolve(goal, _GOAL_ALIASES, "hedef", list(GOALS))
    if len(pool) < 2:
        raise CalcError("Açık havuzdaki en az 2 kartın değerini gir, ör. '9, 1, 2, 3'.")
    if len(pool) > OPEN_MONEY:
        raise CalcError(f"Açık para havuzunda {OPEN_MONEY} kart bulunur; {len(pool)} kart "
                        f"girildi. En fazla {OPEN_MONEY} değer gir.")  # fmt: skip
    own = _proposed_step(pool, proposed)
    takes = _takes(pool)
    if which == "kart":
        picked = max(takes, key=lambda t: (len(t), -sum(pool[i] for i in t)))
    else:
        picked = max(takes, key=lambda t: (sum(pool[i] for i in t), -len(t)))
    values = sorted((pool[i] for i in picked), reverse=which == "deger")
    total = sum(values)
    expr = " + ".join(map(str, values)) + f" = {total}" if len(values) > 1 else ""
    best_single = max(pool)
    if which == "kart":
        if len(values) == 1:
            steps = [Step(f"birden fazla kart alırken toplam {suffixed(MONEY_LIMIT, 'i')} geçemez; "
                          f"buradaki hiçbir iki kartın toplamı {suffixed(MONEY_LIMIT, 'i')} "
                          "geçmeden alınamıyor", MONEY_REF),
                     Step("tek kartta değer sınırı yoktur", SINGLE_CARD_REF)]  # fmt: skip
        else:
            steps = [Step(f"{and_list([str(v) for v in values])} kartlarını birlikte alırsın; "
                          f"birden fazla kart alırken toplam {suffixed(MONEY_LIMIT, 'i')} geçemez",
                          MONEY_REF)]  # fmt: skip
        steps += own
        return result(len(values), "kart", f"{len(values)} kart", steps,
                      f"En fazla {len(values)} kart: {and_list([str(v) for v in values])}.",
                      arithmetic=expr)  # fmt: skip
    several = [t for t in takes if len(t) > 1]
    best_several = max((sum(pool[i] for i in t) for t in several), default=0)
    if len(values) == 1:
        steps = [Step(f"tek kart alırken değer sınırı yoktur: {best_single} değerindeki kartı tek "
                      "başına alırsın", SINGLE_CARD_REF)]  # fmt: skip
        if best_several:
            steps.append(Step(f"birden fazla kartta toplam {suffixed(MONEY_LIMIT, 'i')} geçemez; "
                              f"en çok {best_several} eder", MONEY_REF))  # fmt: skip
        steps += own
        return result(best_single, None, f"{best_single} değerlik para", steps,
                      f"En çok {best_single}: {best_single} değerindeki kartı tek başına al.",
                      computed=False)  # fmt: skip
    steps = [Step(f"{and_list([str(v) for v in values])} kartlarını birlikte alırsın; birden fazla "
                  f"kart alırken toplam {suffixed(MONEY_LIMIT, 'i')} geçemez", MONEY_REF),
             Step(f"tek kart alırsan en çok {best_single} alırsın", SINGLE_CARD_REF),
             *own]  # fmt: skip
    return result(total, None, f"{total} değerlik para", steps,
                  f"En çok {total}: {and_list([str(v) for v in values])} kartlarını birlikte al.",
                  arithmetic=expr)  # fmt: skip


CARD_COUNTS = ("birden-fazla", "tek", "kart-sayisi")
_CARD_ALIASES = {"birden-fazla": "birden-fazla", "birden fazla": "birden-fazla", "coklu":
                 "birden-fazla", "tek": "tek", "tek kart": "tek", "kart-sayisi": "kart-sayisi",
                 "kart sayisi": "kart-sayisi"}  # fmt: skip


def money_limit(cards: str | None = None) -> CalcResult:
    """The Take Money limit: several cards total at most 5; a single card has no limit; and
    the most cards one action can take (the open pool holds 4)."""
    which = resolve(cards, _CARD_ALIASES, "kart durumu", list(CARD_COUNTS)) if cards else None
    if which == "tek":
        steps = [Step("tek kart alırken değer sınırı yoktur; 9 değerinde tek kart da alabilirsin",
                      SINGLE_CARD_REF)]  # fmt: skip
        return result(None, None, "Sınır yok", steps,
                      "Tek kart alırken değer sınırı yoktur.", computed=False)  # fmt: skip
    if which == "kart-sayisi":
        steps = [
            Step("açık para havuzunda 4 kart bulunur", REFILL_REF),
            Step("birden fazla kart alırken toplamları 5'i geçemez", MONEY_REF),
            Step("her renkte 1-9 arası değerler bulunur; en küçük değerli 4 kartın toplamı 1 + 1 "
                 "+ 1 + 1 = 4 olur", CURRENCIES_REF),
            Step("örneğin 1 + 2 + 2 = 5 değerinde 3 kart alınabilir", TAKE_FAQ_REF),
        ]  # fmt: skip
        return result(OPEN_MONEY, "kart", "En fazla 4 kart", steps,
                      "Bir seferde en fazla 4 para kartı alınabilir (toplamları 5'i geçmezse).",
                      arithmetic="1 + 1 + 1 + 1 = 4")  # fmt: skip
    steps = [
        Step("birden fazla kart alırken toplam değer 5'i geçemez (2 + 3 olur, 3 + 3 olmaz)",
             MONEY_REF),
        Step("tek kart alırken değer sınırı yoktur", SINGLE_CARD_REF),
    ]  # fmt: skip
    return result(MONEY_LIMIT, None, "Toplam en fazla 5", steps,
                  f"Birden fazla para kartı alırken toplam değer en fazla {MONEY_LIMIT} olabilir; "
                  "tek kart alırken sınır yoktur.", computed=False)  # fmt: skip


# --- paying for a building -------------------------------------------------------------------


def _colour(name: str) -> str:
    return resolve(name, CURRENCY_ALIASES, "para birimi", ("mavi", "yeşil", "turuncu", "sarı"))


def _cards_by_colour(cards: str) -> dict[str, list[int]]:
    """ "turuncu: 4, 3; sarı: 5" → {"turuncu": [4, 3], "sarı": [5]}."""
    out: dict[str, list[int]] = {}
    for part in re.split(r"[;\n]", cards):
        if not part.strip():
            continue
        name, sep, values = part.partition(":")
        if not sep:
            raise CalcError(f"Geçersiz kart satırı: '{part.strip()}'. Biçim: renk: değer, değer "
                            "(ör. 'turuncu: 4, 3; sarı: 5').")  # fmt: skip
        try:
            got = [int(v) for v in re.split(r"[,+\s]+", values.strip()) if v]
        except ValueError as e:
            raise CalcError(f"Geçersiz kart değeri: '{values.strip()}'. Değerler 1-9.") from e
        if not got or any(not 1 <= v <= 9 for v in got):
            raise CalcError(f"Geçersiz kart değeri: '{values.strip()}'. Değerler 1-9.")
        out.setdefault(_colour(name), []).extend(got)
    return out


def _short_of(price: int, paid: list[int], colour: str) -> tuple[int, str, Step]:
    """What the cards of the square's colour lack: ``price`` − their sum."""
    total = sum(paid)
    need = price - total
    expr = " + ".join(map(str, paid))
    told = (f"{colour} " if colour else "") + (f"{expr} = {total}" if len(paid) > 1 else str(total))
    if not paid:
        told = f"hiç {colour} kartın yok".replace("  ", " ")
    arith = (f"{expr} = {total}; " if len(paid) > 1 else "") + f"{price} − {total} = {need}"
    step = Step(f"en az fiyatı kadar ödemelisin: {told}, fiyat {price}; {price} − {total} = {need} "
                "eksik", BUY_REF)  # fmt: skip
    return need, arith, step


def _square_payment(price: int, currency: str | None, cards: str, short: bool) -> CalcResult:
    """Cards of several colours offered for a building on a square of ``currency``: only that
    colour counts; the rest cannot be mixed in."""
    if currency is None:
        raise CalcError("Kartların rengi verildiğinde binanın bulunduğu karenin rengi de gerekli "
                        "(mavi, yeşil, turuncu ya da sarı).")  # fmt: skip
    colour = _colour(currency)
    by_colour = _cards_by_colour(cards)
    paid = by_colour.pop(colour, [])
    others = and_list([f"{c} {' ve '.join(map(str, v))}" for c, v in by_colour.items()])
    steps: list[Step] = []
    if others:
        steps.append(Step(f"{colour} karedeki binayı yalnızca {colour} kartlarla ödeyebilirsin; "
                          f"farklı para birimleri karıştırılamaz, {others} sayılmaz",
                          NO_MIX_REF))  # fmt: skip
    if sum(paid) < price:
        need, arith, step = _short_of(price, paid, colour)
        steps.append(step)
        have = f"{colour} kartların {sum(paid)}" if paid else f"hiç {colour} kartın yok"
        if short:
            lead = f"{need} değerinde {colour} kart daha lazım"
            return result(need, None, lead + (f"; {others} sayılmaz" if others else ""), steps,
                          f"{capital(lead)}: fiyat {price}, {have}.",
                          arithmetic=arith)  # fmt: skip
        lead = (f"Hayır, {others} katılamaz" if others else "Hayır, alamazsın") + (
            f": {have}, fiyat {price}"
        )
        return result(None, None, lead, steps, f"Bu binayı alamazsın: {have}, fiyat {price}.",
                      arithmetic=arith)  # fmt: skip
    base = payment(price, paid)
    if short:
        steps.append(Step(f"{colour} kartların ({' + '.join(map(str, paid))}) fiyatı karşılar",
                          BUY_REF))  # fmt: skip
        return result(0, None, f"0: {colour} kartların yeter", steps + base.steps,
                      f"{capital(colour)} kartların fiyatı karşılıyor; daha kart gerekmez.",
                      arithmetic=base.arithmetic)  # fmt: skip
    return result(base.value, None, base.lead + (f"; {others} sayılmaz" if others else ""),
                  steps + base.steps, base.summary, arithmetic=base.arithmetic)  # fmt: skip


def payment(
    price: int,
    paid: list[int] | None = None,
    mixed: bool = False,
    paid_total: int | None = None,
    currency: str | None = None,
    cards: str | None = None,
    short: bool = False,
) -> CalcResult:
    """Paying ``paid`` (money cards of the square's currency) for a building of ``price``;
    ``paid_total``: the sum paid when the cards are not named ("12 verdim"); ``cards``: the
    cards offered by colour ("turuncu: 4, 3; sarı: 5") for a square of ``currency``, of which
    only that colour counts; ``short``: what is still missing is asked ("kaç daha lazım")."""
    if cards:
        if paid or paid_total is not None:
            raise CalcError("Ya kartları renkleriyle ya da ödenen değerleri gir, ikisini birden "
                            "değil.")  # fmt: skip
        return _square_payment(price, currency, cards, short)
    if paid and paid_total is not None:
        raise CalcError("Ya kartların değerlerini ya da ödenen toplamı gir, ikisini birden değil.")
    if not paid and paid_total is None:
        raise CalcError("Ödenen kart değeri gerekli: kartların değerlerini (ör. '4, 2') ya da "
                        "ödenen toplamı gir.")  # fmt: skip
    paid = list(paid or [paid_total or 0])
    total = sum(paid)
    expr = " + ".join(map(str, paid))
    paid_text = f"{expr} = {total}" if len(paid) > 1 else str(total)
    if mixed:
        steps = [Step("bina yalnızca bulunduğu karenin renginde kartlarla ödenir; farklı para "
                      "birimleri karıştırılamaz", NO_MIX_REF)]  # fmt: skip
        return result(None, None, "Hayır, bu ödeme geçersiz", steps,
                      "Bu ödeme geçersiz: farklı renkteki kartlar karıştırılamaz.",
                      computed=False)  # fmt: skip
    if total < price and short:
        need, arith, step = _short_of(price, paid, "")
        return result(need, None, f"{need} değerinde kart daha lazım", [step],
                      f"Fiyat {price}, ödenen {total}: {need} değerinde kart daha lazım.",
                      arithmetic=arith)  # fmt: skip
    if total < price:
        steps = [Step(f"en az fiyatı kadar ödemelisin; ödenen {paid_text}, fiyat {price}", BUY_REF)]
        return result(None, None, "Hayır, alamazsın", steps,
                      f"Bu binayı alamazsın: ödenen {total}, fiyat {price}.",
                      arithmetic=f"{total} < {price}")  # fmt: skip
    lost = total - price
    if lost == 0:
        steps = [
            Step(f"ödenen {paid_text}, fiyat {price}: tam ödeme", BUY_REF),
            Step("tam ödeme yaptığın için sıra sende kalır ve bir aksiyon daha yaparsın", EXACT_REF),
        ]  # fmt: skip
        return result(0, None, "Tam ödeme, bir aksiyon daha yaparsın", steps,
                      "Tam ödeme: para kaybolmaz, sıra sende kalır ve bir aksiyon daha yaparsın.",
                      arithmetic=paid_text if len(paid) > 1 else "")  # fmt: skip
    arith = f"{'(' + expr + ')' if len(paid) > 1 else expr} − {price} = {lost}"
    steps = [
        Step(f"ödenen {paid_text}, fiyat {price}; para üstü verilmez, fazla ödenen kaybolur",
             NO_CHANGE_REF),
        Step("tam ödeme olmadığı için ek aksiyon yok", EXACT_REF),
    ]  # fmt: skip
    return result(lost, None, f"{suffixed(lost, 'lik')} fark kaybolur", steps,
                  f"Binayı alırsın ama {lost} kaybolur; para üstü verilmez ve ek aksiyon yok.",
                  arithmetic=arith)  # fmt: skip


# --- actions per turn ------------------------------------------------------------------------


LEFTS = ("en-fazla", "kesin")


def actions(exact_payments: int = 0, left: str | None = None) -> CalcResult:
    """Actions in one turn after ``exact_payments`` exact payments: 1 + one per exact
    payment, at most 5 (a 5th exact payment earns nothing more). ``left``: the actions still
    to come after those payments, each of which was one action: "en-fazla" the most the turn
    can still hold (5 − payments, if every next buy is exact too), "kesin" the ones already
    earned (1 while under the cap)."""
    if left is not None:
        return _actions_left(exact_payments, left)
    steps = [Step("sırası gelen oyuncu normalde 3 aksiyondan yalnızca birini yapar",
                  ONE_ACTION_REF)]  # fmt: skip
    if exact_payments == 0:
        steps.append(Step("bir binayı tam ödemeyle alırsan bir aksiyon daha yaparsın", EXACT_REF))
        return result(1, "aksiyon", "1 aksiyon", steps,
                      "Turda 1 aksiyon yaparsın; tam ödeme yaparsan bir aksiyon daha.",
                      computed=False)  # fmt: skip
    value = min(1 + exact_payments, MAX_ACTIONS)
    steps.append(Step(f"her tam ödeme bir aksiyon daha kazandırır: {exact_payments} tam ödeme, "
                      f"{exact_payments} ek aksiyon", EXACT_REF))  # fmt: skip
    expr = f"1 + {exact_payments} = {1 + exact_payments}"
    if 1 + exact_payments > MAX_ACTIONS:
        steps.append(Step("bir turda en fazla 5 aksiyon yapılır; 5. aksiyondaki tam ödeme yeni "
                          "aksiyon kazandırmaz", ACTIONS_REF))  # fmt: skip
        expr = f"1 + {exact_payments} = {1 + exact_payments} → en fazla {MAX_ACTIONS}"
    elif value == MAX_ACTIONS:
        steps.append(Step("bir turda en fazla 5 aksiyon yapılır", ACTIONS_REF))
    steps.append(Step("ek aksiyonda bina almak zorunda değilsin", BONUS_FREE_REF))
    return result(value, "aksiyon", f"{value} aksiyon", steps,
                  f"Bu turda toplam {value} aksiyon yaparsın.", arithmetic=expr)  # fmt: skip


def _actions_left(done: int, left: str) -> CalcResult:
    if left not in LEFTS:
        raise CalcError(f"Bilinmeyen kalan: '{left}'. Geçerli adlar: {', '.join(LEFTS)}.")
    if done < 1:
        raise CalcError("Kalan aksiyon için bu tur kaç kez tam ödeme yapıldığını gir (1-5).")
    earned = Step(f"her tam ödeme bir aksiyon daha kazandırır: {done} tam ödemeyle {done} aksiyon "
                  "yaptın", EXACT_REF)  # fmt: skip
    cap = Step("bir turda en fazla 5 aksiyon yapılabilir: üst üste 4 tam ödeme ve son bir aksiyon",
               ACTIONS_REF)  # fmt: skip
    if done >= MAX_ACTIONS:
        steps = [earned, cap]
        return result(0, "aksiyon", "0 aksiyon", steps,
                      "Turun 5 aksiyonunu yaptın; bu turda başka aksiyon yok.",
                      arithmetic=f"{MAX_ACTIONS} − {done} = 0")  # fmt: skip
    if left == "kesin":
        most = MAX_ACTIONS - done
        steps = [earned, Step("son tam ödemen sana bir aksiyon daha kazandırdı", EXACT_REF)]
        if most > 1:
            steps.append(Step(f"o aksiyonda da tam ödeme yaparsan zincir sürer; turda en fazla 5 "
                              f"aksiyon olduğundan en fazla {most} aksiyon daha", ACTIONS_REF))  # fmt: skip
        return result(1, "aksiyon", "1 aksiyon daha", steps,
                      f"{done} tam ödemeden sonra 1 aksiyon daha yaparsın"
                      + (f"; o da tam ödemeyse en fazla {most}." if most > 1 else "."),
                      arithmetic=f"1 + {done} − {done} = 1")  # fmt: skip
    most = MAX_ACTIONS - done
    steps = [earned, cap]
    if most > 1:
        steps.append(Step("bunun için sıradaki aksiyonlarda da binayı tam ödemeyle alman gerekir",
                          EXACT_REF))  # fmt: skip
    else:
        steps.append(Step("son tam ödemen 5. aksiyonu kazandırdı; onda tam ödeme yeni aksiyon "
                          "kazandırmaz", ACTIONS_REF))  # fmt: skip
    return result(most, "aksiyon", f"En fazla {most} aksiyon daha", steps,
                  f"Bu turda en fazla {most} aksiyon daha yapabilirsin.",
                  arithmetic=f"{MAX_ACTIONS} − {done} = {most}")  # fmt: skip


LIMITS = ("aksiyon", "tam-odeme", "bina")


def max_actions(what: str | None = None, chain: bool = False) -> CalcResult:
    """Turn limits: 5 actions; 4 exact payments in a row; 4 buildings (the market holds 4 and
    is refilled only after the turn). ``chain``: the actions asked of a chain of exact
    payments ("sürekli tam ödeme yaparsam", "sonsuza kadar mı"): it goes on, but 4 exact
    payments and a last action are the most, and the market holds only 4 buildings."""
    which = what or "aksiyon"
    if which not in LIMITS:
        raise CalcError(f"Bilinmeyen sınır: '{what}'. Geçerli adlar: {', '.join(LIMITS)}.")
    if chain and which == "aksiyon":
        return _chain_cap()
    if which == "tam-odeme":
        steps = [Step("üst üste en fazla 4 tam ödeme yapılabilir, ardından son bir aksiyon gelir",
                      ACTIONS_REF)]  # fmt: skip
        return result(MAX_EXACT_IN_ROW, None, "4 kez", steps,
                      "Bir turda üst üste en fazla 4 kez tam ödemeyle ek aksiyon kazanılır.",
                      computed=False)  # fmt: skip
    if which == "bina":
        steps = [
            Step("bina pazarında 4 bina bulunur", BUY_REF),
            Step("satın alınan binanın yerine yeni karo ancak tur sonunda konur", PLACE_AT_END_REF),
            Step("bir turda üst üste tam ödemeyle en fazla 5 aksiyon yapılabilir, ama pazarda "
                 "yalnızca 4 bina vardır", ACTIONS_REF),
        ]  # fmt: skip
        return result(MARKET_SQUARES, None, "4 bina", steps,
                      "Bir turda en fazla 4 bina alınabilir; pazar ancak tur sonunda yenilenir.",
                      computed=False)  # fmt: skip
    steps = [Step("bir turda en fazla 5 aksiyon yapılabilir: üst üste 4 tam ödeme ve son bir "
                  "aksiyon", ACTIONS_REF)]  # fmt: skip
    return result(MAX_ACTIONS, "aksiyon", "5 aksiyon", steps,
                  f"Bir turda en fazla {MAX_ACTIONS} aksiyon yapılabilir.", computed=False)  # fmt: skip


def _chain_cap() -> CalcResult:
    steps = [
        Step("tam ödeme bonusu zincirleme sürer: ek aksiyonda da binayı tam ödemeyle alırsan yine "
             "bir aksiyon daha kazanırsın, ama sonsuza kadar değil", CHAIN_FAQ_REF),
        Step(f"bir turda en fazla {MAX_ACTIONS} aksiyon yapılabilir: üst üste {MAX_EXACT_IN_ROW} tam "
             "ödeme ve son bir aksiyon", ACTIONS_REF),
        Step(f"pazarda zaten {MARKET_SQUARES} bina vardır ve aldığın binaların yerine yenisi ancak "
             f"tur sonunda konur; {MARKET_SQUARES} bina aldıktan sonra alacak bina kalmaz", BUY_REF,
             PLACE_AT_END_REF),
        Step("son aksiyonda para alabilir ya da Alhambra'nı düzenleyebilirsin", BONUS_FREE_REF),
    ]  # fmt: skip
    return result(MAX_ACTIONS, "aksiyon", f"En fazla {MAX_ACTIONS} aksiyon", steps,
                  f"Sürekli tam ödeme yapsan da bir turda en fazla {MAX_ACTIONS} aksiyon "
                  "yapabilirsin; zincir sonsuza kadar sürmez.",
                  arithmetic=f"{MAX_EXACT_IN_ROW} + 1 = {MAX_ACTIONS}")  # fmt: skip


# --- moving reserve buildings into the Alhambra ---------------------------------------------

MOVES = ("tur", "aksiyon")


def reserve_turns(buildings: int, what: str | None = None) -> CalcResult:
    """Turns (or actions) to move ``buildings`` reserve buildings into the Alhambra: each
    Redesign action adds one building from the reserve; a turn is one action, and the
    exact-payment bonus does not help, for a Redesign spends no money and so earns no further
    action: at most one Redesign a turn, so N buildings take N turns."""
    which = what or "tur"
    if which not in MOVES:
        raise CalcError(f"Bilinmeyen ölçü: '{what}'. Geçerli adlar: {', '.join(MOVES)}.")
    if not 1 <= buildings <= TOTAL_TILES:
        raise CalcError(f"Geçersiz bina sayısı: {buildings}. Yedekteki bina 1-{TOTAL_TILES}.")
    n = buildings
    steps = [
        Step("yedekteki bir binayı Alhambra'na ancak 'Alhambra'nı Yeniden Düzenle' aksiyonuyla "
             "taşıyabilirsin", RESERVE_MOVE_REF),
        Step("bu aksiyonda 3 işlemden yalnızca birini yaparsın: yedekten 1 bina eklemek; "
             f"{n} bina için {n} yeniden düzenleme aksiyonu gerekir", REDESIGN_REF),
    ]  # fmt: skip
    if which == "aksiyon":
        return result(n, "aksiyon", f"{n} aksiyon", steps,
                      f"Yedekteki {n} binayı Alhambra'na eklemek için {n} yeniden düzenleme "
                      "aksiyonu gerekir.", arithmetic=f"{n} bina × 1 aksiyon = {n} aksiyon")  # fmt: skip
    steps += [
        Step("her turda yalnızca 1 aksiyon yapılır; yeniden düzenleme tam bir aksiyon sayılır",
             ONE_ACTION_FAQ_REF),
        Step("tam ödeme bonusu da hızlandırmaz: ek aksiyonu yalnızca bir binayı tam ödemeyle almak "
             "kazandırır, yeniden düzenlemede para harcanmaz; bu yüzden bir turda en fazla 1 "
             "yeniden düzenleme yapılır", EXACT_REF, REDESIGN_NO_MONEY_REF),
    ]  # fmt: skip
    lead = f"{n} tur" + (": her turda yedekten en fazla 1 bina eklenir" if n > 1 else "")
    summary = (f"Yedekteki {n} binayı Alhambra'na en az {n} turda eklersin; tek turda hepsi "
               "eklenemez." if n > 1 else "Yedekteki binayı 1 turda, bir yeniden düzenleme "
               "aksiyonuyla eklersin.")  # fmt: skip
    return result(n, "tur", lead, steps, summary, arithmetic=f"{n} bina × 1 tur = {n} tur")


# --- refilling and the end of the game -------------------------------------------------------

REFILLS = ("para", "pazar")


def refill(
    what: str,
    taken: int | None = None,
    left: int | None = None,
    taken_values: list[int] | None = None,
) -> CalcResult:
    """Cards opened (or tiles drawn) at the end of a turn: the pool and the market return to 4;
    ``taken_values``: the money cards taken this turn ("1+1+3 aldım"), one new card each."""
    if taken_values:
        if what != "para":
            raise CalcError("Alınan kart değerleri yalnızca para havuzu için girilir.")
        if len(taken_values) > OPEN_MONEY or any(not 1 <= v <= 9 for v in taken_values):
            raise CalcError("Açık havuzda 4 kart vardır; alınan kartlar 1-9 değerinde, en fazla 4.")
        if taken is not None and taken != len(taken_values):
            raise CalcError(f"Alınan kart sayısı ({taken}) ile yazılan kartlar "
                            f"({len(taken_values)}) uyuşmuyor.")  # fmt: skip
        taken = len(taken_values)
    if what not in REFILLS:
        raise CalcError(f"Bilinmeyen yenileme: '{what}'. Geçerli adlar: {', '.join(REFILLS)}.")
    money = what == "para"
    thing, unit = ("para kartı", "kart") if money else ("bina karosu", "karo")
    place = "açık para havuzu" if money else "bina pazarı"
    first = Step(f"tur bittikten sonra {place} yeniden 4'e tamamlanır", REFILL_REF)
    extra = [Step("yenilemede çekilen puanlama kartı çıkarılır, yerine yeni para kartı açılır",
                  SCORING_CARD_REFILL_REF)] if money else []  # fmt: skip
    if taken is not None and left is not None and taken + left != OPEN_MONEY:
        raise CalcError(f"Alınan ({taken}) ve kalan ({left}) toplamı 4 olmalı; havuzda ve pazarda "
                        "4 yer vardır.")  # fmt: skip
    if taken is None and left is None:
        return result(OPEN_MONEY, unit, f"4 {unit}", [first, *extra],
                      f"Tur sonunda {place} yeniden 4'e tamamlanır.", computed=False)  # fmt: skip
    n = taken if taken is not None else OPEN_MONEY - (left or 0)
    expr = f"4 − {left} = {n}" if taken is None else ""
    replaced = (f"alınan {n} {thing} yerine {n} yenisi konur" if n else
                f"hiç {thing} alınmadıysa yenisi konmaz")  # fmt: skip
    if taken_values:
        listed = " + ".join(map(str, taken_values))
        replaced = (f"alınan {n} para kartı ({listed}) yerine tur sonunda desteden {n} yenisi "
                    "açılır")  # fmt: skip
    steps = [first, Step(replaced, TAKEN_REPLACED_REF if taken_values else REFILL_REF), *extra]
    return result(n, unit, f"{n} {unit}", steps,
                  f"Tur sonunda {n} yeni {thing} konur.", arithmetic=expr,
                  computed=bool(expr))  # fmt: skip


def game_end(tiles_in_bag: int, empty_squares: int | None = None) -> CalcResult:
    """Does the game end after this turn? It ends when the bag cannot refill the market to 4.
    The value is the tiles missing for the refill (0: the game goes on)."""
    rule = Step("bir oyuncunun turu bittiğinde torba pazarı yeniden 4'e tamamlayamıyorsa oyun "
                "biter", GAME_END_REF)  # fmt: skip
    if empty_squares is None:
        if tiles_in_bag >= MARKET_SQUARES:
            steps = [rule, Step(f"pazarda en fazla 4 boş kare olur; torbadaki {tiles_in_bag} karo "
                                "yeter", BUY_REF)]  # fmt: skip
            return result(0, "karo", "Hayır, oyun bitmez", steps,
                          "Oyun bitmez: torbada pazarı tamamlayacak kadar karo var.",
                          computed=False)  # fmt: skip
        steps = [rule, Step("sonuç pazarda kaç boş kare kaldığına bağlıdır", BUY_REF)]
        return result(None, "karo", "Pazardaki boş kare sayısına bağlı", steps,
                      f"Torbada {tiles_in_bag} karo var; oyunun bitmesi pazarda kaç boş kare "
                      "kaldığına bağlı.", computed=False)  # fmt: skip
    missing = max(0, empty_squares - tiles_in_bag)
    expr = f"{empty_squares} − {tiles_in_bag} = {empty_squares - tiles_in_bag}"
    if missing:
        steps = [rule, Step(f"pazarda {empty_squares} boş kare var, torbada {tiles_in_bag} karo "
                            f"kaldı; {missing} karo eksik", GAME_END_REF)]  # fmt: skip
        return result(missing, "karo", "Evet, oyun biter", steps,
                      "Oyun biter: torba pazarı 4'e tamamlayamaz; son puanlama yapılır.",
                      arithmetic=expr)  # fmt: skip
    steps = [rule, Step(f"pazarda {empty_squares} boş kare var, torbada {tiles_in_bag} karo "
                        "kaldı; pazar tamamlanır", REFILL_REF)]  # fmt: skip
    return result(0, "karo", "Hayır, oyun bitmez", steps,
                  "Oyun bitmez: torba pazarı 4'e tamamlar.", computed=False)  # fmt: skip


ME = "Sen"


def _amounts(line: str) -> tuple[str, dict[str, tuple[int, bool]]]:
    """ "mavi: Sen=7, Rakip=9, Diğerleri<=3" → ("mavi", {name: (amount, at_most)})."""
    square, sep, rest = line.partition(":")
    if not sep or not square.strip():
        raise CalcError(f"Kare satırı anlaşılamadı: '{line}'. Örnek: 'mavi: Sen=7, Rakip=9'.")
    owners: dict[str, tuple[int, bool]] = {}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        m = re.fullmatch(r"(.+?)\s*(<=|=)\s*(\d+)", part)
        if m is None:
            raise CalcError(f"'{part}' anlaşılamadı. Ad=para ya da Ad<=para yaz, ör. 'Rakip=9'.")
        owners[m.group(1).strip()] = (int(m.group(3)), m.group(2) == "<=")
    if ME not in owners or len(owners) < 2:
        raise CalcError(f"'{line.strip()}': kendi paranı ({ME}=…) ve en az bir rakibinkini yaz.")
    return square.strip(), owners


def _endgame_squares(squares: list[str]) -> CalcResult:
    """Which leftover market buildings go to the customer ("Sen"), from the money each player
    holds in each square's currency: the most money takes it, a tie leaves it there."""
    mine: list[str] = []
    lost: list[str] = []
    stay: list[str] = []
    unsure: list[str] = []
    for line in squares:
        square, owners = _amounts(line)
        me, _ = owners[ME]
        rivals = {n: v for n, v in owners.items() if n != ME}
        best = max(a for a, _ in rivals.values())
        above = [n for n, (a, at_most) in rivals.items() if a > me and not at_most]
        if above:
            top = max(rivals[n][0] for n in above)
            names = [n for n in above if rivals[n][0] == top]
            lost.append(f"{square} karedeki bina rakibe gider ({top} > {me})"
                        if all(n.startswith("Rakip") for n in names) else
                        f"{square} karedeki binayı {and_list(names)} alır ({top} > {me})")  # fmt: skip
        elif best < me:
            mine.append(f"{square} ({me} > {best})")
        elif any(a == me and not at_most for a, at_most in rivals.values()):
            stay.append(f"{square} karede {suffixed(me, 'e')} {me} eşitlik")
        else:
            unsure.append(square)
    rule = Step("pazarda kalan her bina, o karenin para biriminden elinde en çok para olan "
                "oyuncuya verilir; binanın fiyatı önemli değildir", ENDGAME_MARKET_REF)  # fmt: skip
    steps = [rule]
    if mine:
        steps.append(Step(f"{and_list(mine)} karedeki "
                          + ("bina senin" if len(mine) == 1 else "binalar senin"),
                          ENDGAME_MARKET_REF))  # fmt: skip
    if lost:
        steps.append(Step("; ".join(lost), ENDGAME_MARKET_REF))
    if stay:
        steps.append(Step(f"{and_list(stay)}: eşit parada bina pazarda kalır", ENDGAME_TIE_REF))
    if unsure:
        steps.append(Step(f"{and_list(unsure)} karede rakibin parası seninkine eşit olabilir; "
                          "eşitse bina pazarda kalır", ENDGAME_TIE_REF))  # fmt: skip
        return result(None, "karo", "Rakibin parasına bağlı", steps,
                      f"{capital(and_list(unsure))} karede sonuç rakibin tam parasına bağlı.",
                      computed=False)  # fmt: skip
    if len(squares) == 1:
        lead = ("Bina sana gelir" if mine else "Bina pazarda kalır" if stay else
                "Bina rakibe gider" if lost[0].endswith(")") and "rakibe" in lost[0] else
                capital(lost[0]))  # fmt: skip
        return result(None, "karo", lead, steps, f"{lead}.", computed=False)
    n = len(mine)
    arith = " + ".join("1" for _ in mine) + f" = {n}" if n > 1 else ""
    return result(n, "karo", f"{n} bina karosu", steps,
                  f"Pazarda kalan binalardan {n} tanesi sana gelir.", arithmetic=arith,
                  computed=n > 1)  # fmt: skip


def endgame_market(money: list[str] | None = None, squares: list[str] | None = None) -> CalcResult:
    """Who gets a building left in the market at the end: the most money of the square's
    currency; a tie leaves it there. "En çok para" may mean the value or the number of cards;
    the text does not say, so from cards (``money``) the result stands only where both
    readings agree. ``squares``: the money each player holds per square, as amounts ("bende 7
    mavi para"), for the buildings that go to the customer."""
    if squares and money:
        raise CalcError("Ya tek karenin kartlarını ya da karelere göre para miktarlarını gir.")
    if squares:
        return _endgame_squares(squares)
    if not money:
        raise CalcError("Oyuncuların o renkteki kartlarını (ör. 'Ali: 3, 4') ya da karelere göre "
                        "paralarını (ör. 'mavi: Sen=7, Rakip=9') gir.")  # fmt: skip
    hands: dict[str, list[int]] = {}
    for line in money:
        name, sep, rest = line.partition(":")
        if not sep or not name.strip():
            raise CalcError(f"Oyuncu satırı anlaşılamadı: '{line}'. Örnek: 'Ali: 3, 4'.")
        cards = []
        for part in filter(None, (p.strip() for p in re.split(r"[,+\s]+", rest))):
            if not part.isdigit() or not 1 <= int(part) <= 9:
                raise CalcError(f"Geçersiz kart değeri: '{part}' ({name.strip()}). Her kartın "
                                "değerini ayrı yaz; geçerli aralık: 1-9.")  # fmt: skip
            cards.append(int(part))
        hands[name.strip()] = cards
    if len(hands) < 2:
        raise CalcError("En az iki oyuncunun o renkteki kartlarını gir, ör. 'Ali: 3, 4'.")
    totals = {p: sum(c) for p, c in hands.items()}
    counts = {p: len(c) for p, c in hands.items()}
    by_value = [p for p, t in totals.items() if t == max(totals.values())]
    by_count = [p for p, n in counts.items() if n == max(counts.values())]
    rule = Step("pazarda kalan bina, o karenin para biriminden en çok paraya sahip oyuncuya "
                "verilir", ENDGAME_MARKET_REF)  # fmt: skip
    working = "; ".join(f"{p}: {'+'.join(map(str, c)) or '0'} = {totals[p]} ({counts[p]} kart)"
                        for p, c in hands.items())  # fmt: skip
    if len(by_value) > 1 and len(by_count) > 1:
        steps = [rule, Step(f"eşitlik var ({and_list(by_value)}); bina pazarda kalır",
                            ENDGAME_TIE_REF)]  # fmt: skip
        return result(None, None, "Bina pazarda kalır", steps,
                      f"Bina pazarda kalır: {and_list(by_value)} eşit. {working}.",
                      trail=[working])  # fmt: skip
    if by_value != by_count:
        steps = [
            rule,
            Step(
                "kural metni 'en çok para'nın toplam değer mi kart sayısı mı olduğunu "
                "söylemez; bu elde iki okuma farklı sonuç verir",
                ENDGAME_MARKET_REF,
            ),
        ]
        return result(None, None, "Kural metni bu durumu kesin çözmüyor", steps,
                      "Kural metni belirsiz: toplam değere göre "
                      f"{and_list(by_value)}, kart sayısına göre {and_list(by_count)} önde. "
                      f"{working}.", trail=[working])  # fmt: skip
    (winner,) = by_value
    steps = [rule, Step(f"{winner} toplam değerde de kart sayısında da önde ({totals[winner]})",
                        ENDGAME_MARKET_REF)]  # fmt: skip
    return result(totals[winner], None, f"{winner} alır", steps,
                  f"Binayı {winner} alır. {working}.", trail=[working],
                  computed=False)  # fmt: skip


# --- reading questions -----------------------------------------------------------------------

_TAKE_VERB = re.compile(r"(?<!\w)al(?:abilir|ir\s+mi|sam|irsam|inir|inabilir|mak|ayim|iriz|abil)"
                        r"\w*|(?<!\w)take")  # fmt: skip
# Giving cards for something ("verip alıcam", "ödeyip", "öderim"), the change ("para üstü") or
# the money lost ("boşa gider"): a payment for a building, never taking money from the pool
_GIVE = (
    r"(?<!\w)ver(?:irsem|ip|dim|erek|ece\w*|ice\w*|cem|cek\w*|sem|ir(?:im|iz)|iyo\w*|mek)(?!\w)"
    r"|para\s+ust\w*|bos(?:a|una)\s+gi[dt]\w*|kaybol\w*|kaybed\w*|heba"
)
_PAY_WORDS = re.compile(r"(?<!\w)od(?:e|uy)\w*|fiyat|binay|bina\w*\s+(?:al|satin)|satin|kuleyi"
                        r"|(?<!\w)\d+\s*['’]?\s*l[iu]k\s+(?:bina|kule|bahce|oda|kemer|pavyon|"
                        r"seraglio)|ile\s+al|" + _GIVE)  # fmt: skip
_CARD_VALUE_AFTER = re.compile(r"^['’]?\s*(?:l[iu]k|lik|luk|li|lu)?(?!\w)")
_CARD_COUNT_AFTER = re.compile(r"^['’]?\w{0,2}\s+(?:tane\s+)?(?:para\s+)?kart|^\s*tane(?!\w)")


# "5'i geçemezsin", "5 sınırı": the limit named, not a card
_LIMIT_AFTER = re.compile(r"['’]?\s*(?:[iu]|y[iu])\s+(?:gec|as)\w*|\s*(?:sinir|limit)")


def _card_values(q: str) -> list[int] | None:
    """Card values in a question: "3 ve 3 lu iki kart" → [3, 3]; "ikiser degerinde 3 kart" →
    [2, 2, 2]; "2 tane 3luk" → [3, 3]. None when the count and the values disagree."""
    mentions = [
        m for m in numbers(q) if m.kind != "ordinal" and not _BACK_REF.fullmatch(q[m.start : m.end])
    ]  # "ikisini": those cards, no value
    count: int | None = None
    each: int | None = None
    values: list[int] = []
    for m in mentions:
        after = q[m.end :]
        if re.search(r"(?:toplam\w*|=|eder|yapar)\s*$", q[: m.start]):
            continue  # "2+3 toplam 5": the sum, not a card
        if _LIMIT_AFTER.match(after):
            continue  # "5'i geçemezsin", "5 sınırı": the limit, not a card
        if m.kind == "distributive":
            each = m.value
        elif _CARD_COUNT_AFTER.match(after) and not re.match(r"^['’]?\s*l[iu]k", after):
            count = m.value if count is None else -1
        elif _CARD_VALUE_AFTER.match(after):
            values.append(m.value)
    if count == -1:
        return None
    if each is not None:
        if values or count is None:
            return None
        return [each] * count
    if count is not None and len(values) == 1 and count > 1:
        return values * count
    if count is not None and len(values) not in (0, count):
        return None
    return values or None


def read_take_money(q: str) -> dict[str, Any] | None:
    """ "3 ve 3 lu iki para karti alabilir miyim", "tek basina 9 luk karti alabilir miyim"."""
    if not _TAKE_VERB.search(q) or _PAY_WORDS.search(q):
        return None
    if re.search(r"(?<!\w)kac\s+puan|puan\w*\s+(?:\w+\s+)?(?:al|kazan)\w*", q):
        return None  # "bahçede ben 4, Ayşe 4, Mehmet 2: kaç puan alıyorum": points, not money
    if not re.search(r"para|kart|card|money|\d\s*['’]?\s*l[iu]k|\d\s*\+\s*\d", q):
        return None
    if re.search(r"(?<!\w)kac\s+(?:tane\s+)?(?:para\s+)?kart|en\s+fazla\s+kac|limit|sinir", q):
        return None
    named = [m for m in numbers(q) if m.kind != "ordinal"]
    several = re.search(r"birden\s+fazla|birkac|coklu|(?:iki|uc|dort|[2-4])\s+(?:tane\s+)?"
                        r"(?:para\s+)?kart", q)  # fmt: skip
    if re.search(r"toplam", q) and len(named) <= 2 and not re.search(r"\d\s*\+", q):
        return None  # "toplam 6 degerinde iki kart": a total, not the cards
    values = _card_values(q)
    chains = re.findall(r"\d+(?:\s*\+\s*\d+)+", q)
    if len(chains) == 1 and _POOL_WORDS.search(q):
        # "açıkta 2 2 3 ve 8 var, 2+2+3 alabilir miyim": the cards asked, not the pool
        values = [int(v) for v in re.findall(r"\d+", chains[0])]
    if not values:
        return None
    if len(values) == 1 and several:
        return None  # "birden fazla kart alirken 6": a total of several cards
    return {"values": values}


_POOL_WORDS = re.compile(r"(?<!\w)(?:acik\w*|havuz\w*|ortada\w*|masada\w*|pool)")
_MOST_CARDS = re.compile(r"en\s+(?:fazla|cok)\s+kac\s+(?:tane\s+)?(?:para\s+)?kart|kac\s+(?:tane\s+)?"
                         r"(?:para\s+)?kart\w*\s+(?:birden|ayni\s+anda|birlikte|alabil)|kac\s+kart\s+al")  # fmt: skip
_MOST_VALUE = re.compile(r"en\s+(?:yuksek|buyuk|cok|fazla)\s+(?:toplam\s+)?(?:para|deger)|en\s+iyi|maksimum|kac\s+eder"
                         r"|en\s+(?:cok|fazla)\s+(?:kac|ne\s+kadar)\s+(?:para|deger|liralik|luk|lik)"
                         r"|ne\s+kadar\s+para|kac\s+para\s+al|kac\s+deger\w*\s+(?:para\s+)?al"
                         r"|(?:en\s+(?:cok|fazla)|max\w*)\s+(?:kac|ne\s+kadar)\s+al")  # fmt: skip


def _pool_sentence(q: str) -> tuple[int, int]:
    """The span of the sentence that names the open pool and lists two or more values (the
    whole question when no one sentence does)."""
    begin = 0
    for m in re.finditer(r"(?<=[.?!])\s+|$", q):
        part = q[begin : m.start()]
        if _POOL_WORDS.search(part) and len(re.findall(r"(?<![\d+])\d(?![\d+])", part)) >= 2:
            return begin, m.start()
        begin = m.end()
    return 0, len(q)


def read_best_take(q: str) -> dict[str, Any] | None:
    """ "acikta 9, 1, 2 ve 3 degerinde kartlar var, en yuksek degeri nasil alirim", "acik
    havuzda 1, 1, 1 ve 2'lik kartlar var, tek hamlede en fazla kac kart alabilirim"."""
    if not _POOL_WORDS.search(q) or not re.search(r"kart|para|deger|liralik", q):
        return None
    if _PAY_WORDS.search(q):
        return None
    goal = "kart" if _MOST_CARDS.search(q) else "deger" if _MOST_VALUE.search(q) else None
    if goal is None:
        return None
    # the pool is the sentence that lists it; a combination the customer proposes ("2+2+3
    # olmuyo mu") is not more open cards
    proposed = [m.span() for m in re.finditer(r"\d+(?:\s*\+\s*\d+)+", q)]
    start, end = _pool_sentence(q)
    # "1, 2, 2, 4. en fazla…": the sentence's full stop makes the last value look ordinal
    pool = [m.value for m in numbers(q) if 1 <= m.value <= 9 and (m.kind == "cardinal" or (
        m.kind == "ordinal" and re.search(r"\d\s*(?:,|ve)\s*$", q[: m.start])))
        and start <= m.start < end and not any(a <= m.start < b for a, b in proposed)
        and not _LIMIT_AFTER.match(q[m.end :])]  # fmt: skip
    # "9, 1, 2", "2 mavi, 2 sari ve 7 turuncu": values listed, a card's colour may follow each
    listed = re.search(r"\d\s*(?:(?:mavi|yesil|turuncu|sari)\w*\s*)?(?:,|ve|\s)\s*\d", q[start:end])
    if len(pool) < 2 or not listed:
        return None
    out: dict[str, Any] = {"pool": pool, "goal": goal}
    if len(proposed) == 1:  # one combination from the pool ("2+2+3 olmuyo mu"); several: none
        cards = [int(v) for v in re.findall(r"\d+", q[slice(*proposed[0])])]
        if not Counter(cards) - Counter(pool):
            out["proposed"] = cards
    return out


_LIMIT_WORDS = re.compile(r"limit|sinir|en\s+fazla|toplam|max|kadar|gecemez|gecebilir|ust\s+sin"
                          r"|birden|ayni\s+anda|birlikte")  # fmt: skip


def read_money_limit(q: str) -> dict[str, Any] | None:
    """ "para alirken limit var mi", "birden fazla kart alirken sinir ne", "tek kart alirken
    sinir var mi", "bir seferde en fazla kac para karti alinir"."""
    if not re.search(r"para|kart", q) or not _LIMIT_WORDS.search(q):
        return None
    taking = re.search(r"(?<!\w)al(?:ir|abil|ma|mak|irken|inir|inabil|ayim|iriz|dig|sam)\w*"
                       r"|take|alim\w*", q)  # fmt: skip
    if not taking or re.search(r"puan|bina|karo|fiyat|(?<!\w)od(?:e|uy)\w*|dirk|deste|var\s+toplam"
                               r"|toplam\s+kac\s+(?:tane\s+)?para\s+kart", q):  # fmt: skip
        return None
    if re.search(r"\d\s*\+\s*\d|\d\s*['’]?\s*l[iu]k", q):
        return None  # named cards: the take-money check
    if _POOL_WORDS.search(q) and re.search(r"\d\s*(?:,|ve|\s)\s*\d", q):
        return None  # the open cards' values: the best take from them, not the bare limit
    if re.search(r"(?<!\w)(?:iki|uc|dort|[2-4])\s+(?:tane\s+)?(?:para\s+)?kart\w*\s+(?:birden|ayni"
                 r"\s+anda|birlikte)", q):  # fmt: skip
        return {"cards": "kart-sayisi"}
    if re.search(r"(?<!\w)kac\s+(?:tane\s+)?(?:para\s+)?kart|kac\s+tane", q):
        return {"cards": "kart-sayisi"}
    if re.search(r"tek\s+(?:bir\s+)?kart|tek\s+basina|bir\s+tane\s+kart", q):
        return {"cards": "tek"}
    return {"cards": None}


_TILE_WORD = r"(?:bina|kule|bahce|oda|kemer|pavyon|seraglio|karo)"
_PRICE_OF = [
    re.compile(r"(\d+)\s*['’]?\s*(?:l[iu]k|lik|luk|lık)\s+(?:\w+\s+)?(?:bina|kule|bahce|oda|kemer"
               r"|pavyon|seraglio|karo)"),
    # "kule 7 para", "kulenin fiyatı 7", "7 paralık kule": a price told in money
    re.compile(rf"(?<!\w){_TILE_WORD}\w*\s+(\d+)\s*['’]?\s*(?:para|lira|altin)(?!\s*kart)"),
    re.compile(rf"(\d+)\s+(?:para|lira|altin)\w*\s+(?:\w+\s+)?{_TILE_WORD}"),
    re.compile(r"fiyat\w*\s+(?:\w+\s+)?(\d+)"),
    re.compile(r"(\d+)\s+fiyat"),
]  # fmt: skip
# "ile" between two values ("6 ile 8") joins the cards; it is not the payment
_PAY_VERB = re.compile(r"(?<!\w)(?:ile|la|le)(?!\w)(?!\s*\d)"
                       r"|(?<!\w)(?:ode\w*|odey\w*|verirsem|versem|verip|verdim|verece\w*|verice\w*"
                       r"|vercem|veririm|kart(?:lar)?la(?!r)\w*)(?!\w)"
                       r"|(?<=\d)(?:['’]?\s*(?:ile|la|le))(?!\w)(?!\s*\d)")  # fmt: skip


_HELD = re.compile(r"(?<!\w)elim(?:de|deki)\s+([^,.;?!]*?)\s*(?:kart\w*\s+)?(?:var|bulunuyo\w*)\b"
                   r"|(?<!\w)elimdeki\s+(?:\w+\s+)?kart\w*\s+\d[^,.;?!]*")  # fmt: skip


_BACK_REF = re.compile(
    r"(?<!\w)(?:ikisi|ucu|dordu|hepsi|bunlar|onlar|ikisini|hepsini|onu|bunu|onla|bunla"
    r"|onunla|bununla)\w*"
)


_COLOURS = r"(mavi|yesil|turuncu|sari|blue|green|orange|yellow)"
_SQUARE = re.compile(rf"(?<!\w){_COLOURS}\s+kare\w*|(?<!\w)kare\w*\s+{_COLOURS}(?!\w)")
_VALUE = r"(?:\d|bir|iki|uc|dort|bes|alti|yedi|sekiz|dokuz)(?:\s*['’]?\s*l[iu]k)?"
_VALUE_LIST = rf"({_VALUE}(?:\s*(?:,|\+|ve|ile)\s*{_VALUE})*)(?!\w)"
_COLOUR_THEN_VALUES = re.compile(rf"(?<!\w){_COLOURS}\w*\s+(?:kart\w*\s+)?{_VALUE_LIST}")
_VALUES_THEN_COLOUR = re.compile(rf"(?<![\w+,]){_VALUE_LIST}\s+{_COLOURS}(?!\w)")
_WORD_VALUE = {"bir": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5, "alti": 6, "yedi": 7, "sekiz": 8,
               "dokuz": 9}  # fmt: skip
# what is still missing asked: "kaç değerinde turuncu daha lazım", "ne kadar eksik"
_SHORT = re.compile(
    r"(?:daha|eksik\w*)\s+(?:\w+\s+){0,2}?(?:lazim|gerek\w*|kac)(?!\w)"
    r"|kac\s+(?:\w+\s+){0,3}?(?:lazim|gerek\w*|eksik\w*)|ne\s+kadar\s+(?:\w+\s+){0,2}?(?:lazim|gerek"
    r"|eksik)|eksi[gk]\w*\s+ne\s+kadar|tamamla\w*\s+(?:icin\s+)?(?:kac|ne\s+kadar)"
)
_KEY_OF = {"mavi": "mavi", "blue": "mavi", "yesil": "yeşil", "green": "yeşil", "turuncu": "turuncu",
           "orange": "turuncu", "sari": "sarı", "yellow": "sarı"}  # fmt: skip


def _values_of(listed: str) -> list[int]:
    return [int(v) if v.isdigit() else _WORD_VALUE[v]
            for v in re.findall(r"\d|bir|iki|uc|dort|bes|alti|yedi|sekiz|dokuz", listed)]  # fmt: skip


def _coloured_payment(q: str, price: int) -> dict[str, Any] | None:
    """ "turuncu karede fiyatı 9 olan kule; elimde turuncu 4 ve 3, bi de sarı 5": the square's
    colour and the cards by colour. None when the square or the cards' colours are not told."""
    squares = {_KEY_OF[m.group(1) or m.group(2)] for m in _SQUARE.finditer(q)}
    if len(squares) != 1 or re.search(r"kac\s+(?:tane\s+)?(?:aksiyon|eylem|hamle|puan)", q):
        return None  # "… en fazla kaç aksiyon": not the payment
    rest = _SQUARE.sub(lambda m: " " * len(m.group()), q)
    for p in _PRICE_OF:
        rest = p.sub(lambda m: " " * len(m.group()), rest)
    found = list(_COLOUR_THEN_VALUES.finditer(rest))
    pairs = [(m.group(1), m.group(2)) for m in found]
    if not found:
        pairs = [(m.group(2), m.group(1)) for m in _VALUES_THEN_COLOUR.finditer(rest)]
    if not pairs:
        return None
    by_colour: dict[str, list[int]] = {}
    seen: set[tuple[str, tuple[int, ...]]] = set()
    for colour, listed in pairs:
        key = (_KEY_OF[colour], tuple(_values_of(listed)))
        if key in seen:
            continue  # "elimde mavi 2 var … mavi 2'yi de katsam": the same card named again
        seen.add(key)
        by_colour.setdefault(key[0], []).extend(key[1])
    if set(by_colour) == {next(iter(squares))}:
        return None  # only the square's colour: an ordinary payment
    cards = "; ".join(f"{c}: {', '.join(map(str, v))}" for c, v in by_colour.items())
    return {"price": price, "currency": squares.pop(), "cards": cards,
            "short": bool(_SHORT.search(q)) or None}  # fmt: skip


def read_payment(q: str) -> dict[str, Any] | None:
    """ "8 lik binaya 5+5 odersem kac para kaybederim", "fiyati 6 olan kuleyi 4+2 ile alirsam"."""
    if not re.search(r"kartla\w*|(?<!\w)ile(?!\w)|(?<!\w)od(?:e|uy)\w*|la\s+al|le\s+al|(?<!\w)elim(?:de|deki)\s"
                     r"|ek\s+(?:aksiyon|tur|hamle)|(?<!\w)(?:kat|ekle)(?:s|ar|r|abil|yebil|ma)\w*"
                     r"|(?<!\w)bende\s|" + _GIVE, q):  # fmt: skip
        return None
    prices = {int(m.group(1)) for p in _PRICE_OF for m in p.finditer(q)}
    if len(prices) != 1:
        return None
    price = prices.pop()
    coloured = _coloured_payment(q, price)
    if coloured is not None:
        return coloured
    rest = q
    for p in _PRICE_OF:
        rest = p.sub(lambda m: " " * len(m.group()), rest)
    verb = _PAY_VERB.search(rest)
    held = _HELD.search(rest)
    if verb is not None:
        clause = re.split(r"[,.;?!]", rest[: verb.start()])[-1]
        if held is not None and _BACK_REF.search(clause):
            clause = held.group(0)  # "elimde 5'lik ve 4'lük var, ikisiyle ödersem": those cards
    elif held is not None:
        # "elimde turuncu 5 ve 6 var. bunlarla alirsam": the cards held are the payment
        clause = held.group(0)
    else:
        return None
    # "2 tane 4'lük kart" is [4, 4]; a bare count ("elimde 3 kart var") is no value
    paid = _card_values(clause) or [
        m.value for m in numbers(clause) if m.kind == "cardinal"
        and not re.match(r"\s*(?:tane|adet|kart)", clause[m.end :])
    ]  # fmt: skip
    if not paid:
        return None
    if len(paid) == 1 and 9 < paid[0] <= 36 and not re.search(r"\d\s*['’]?\s*l[iu]k|kart", clause):
        # "10'luk binaya 12 verdim": no card is worth 12, so 12 is what was paid in all
        return {"price": price, "paid_total": paid[0], "mixed": len(currencies_in(q)) > 1}
    if not 2 <= price <= 13 or any(not 1 <= v <= 9 for v in paid):
        return {"price": price, "paid": paid, "mixed": False}  # out of range: named in the error
    mixed = len(currencies_in(q)) > 1
    return {"price": price, "paid": paid, "mixed": mixed,
            "short": (bool(_SHORT.search(q)) and not mixed) or None}  # fmt: skip


_EXACT = re.compile(r"tam\s+(?:ode|para|fiyat|tutar)\w*|exact|fazla\s+(?:vermeden|odemeden)"
                    r"|para\s+ustu\s+(?:almadan|kalmadan|olmadan)")  # fmt: skip
_TIMES = re.compile(r"(\d+|bir|iki|uc|dort|bes|alti)\s*(?:kere|kez|defa|sefer|tam(?!\w))"
                    r"|(\d+|bir|iki|uc|dort|bes|alti)\s+(?:tane\s+)?(?:bina|kule|bahce|oda|kemer|pavyon"
                    r"|seraglio|karo|aksiyon|hamle|eylem)\w*\s+(?:\w+\s+){0,2}?tam\s")  # fmt: skip
_LEFT = re.compile(r"(?<!\w)daha\s+(?:\w+\s+){0,2}?(?:kac|yapabil|oynayabil)|kac\s+(?:tane\s+)?(?:\w+\s+)?daha"
                   r"|(?<!\w)kal(?:di|an|ir|mis|iyor|iyo)\w*|hakkim\s+(?:var|kal)"
                   r"|baska\s+(?:\w+\s+)?(?:aksiyon|hamle|eylem)")  # fmt: skip
_MOST_LEFT = re.compile(r"en\s+fazla|en\s+cok|max\w*|en\s+iyi\s+ihtimal")


# exact payment every time, with no count: "sürekli tam ödeme yaparsam", "hep tam parayla
# alırsam", "sonsuza kadar devam mı" — the chain's cap is asked
_ALWAYS = re.compile(r"(?<!\w)(?:surekli|surekli\w*|devamli|durmadan|hep|her\s+(?:seferinde|defasinda"
                     r"|seferde|defa|binada|alimda|aksiyonda|seferi)|sonsuz\w*|sinirsiz|limitsiz"
                     r"|bitmez|bitmeyen|kesintisiz)(?!\w)")  # fmt: skip

_A_COUNT = re.compile(r"\d|(?<!\w)(?:iki|uc|dort|bes|alti)(?!\w)")

_BOUGHT_COUNT = re.compile(r"(?<!\w)(?:\d+|iki|uc|dort|bes)\s+(?:tane\s+)?(?:bina|karo|kule|bahce|oda"
                           r"|kemer|pavyon|seraglio)")  # fmt: skip


def _always(q: str) -> bool:
    """Exact payment every time and no count of payments, buildings or actions told."""
    return bool(_ALWAYS.search(q) and _EXACT.search(q) and not _A_COUNT.search(q))


_ORDINAL_BUY = re.compile(
    r"(?<!\w)(?:ilk|birinci|ikinci|ucuncu|dorduncu|besinci|sonraki|ardindan)\w*"
)


def _times(q: str) -> set[str]:
    return {m.group(1) or m.group(2) for m in _TIMES.finditer(q)}


_WORD_VALUES = {"bir": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5, "alti": 6}


def read_actions(q: str) -> dict[str, Any] | None:
    """ "2 kere tam odeme yaptim kac aksiyonum oldu", "turda kac aksiyon yapabilirim"."""
    if not re.search(r"aksiyon|eylem|hamle|kac\s+kere\s+oyna|kac\s+kez\s+oyna", q):
        return None
    if not re.search(r"(?<!\w)kac(?!\w)", q) or re.search(r"puan|dirk", q):
        return None
    found = _times(q)
    if _EXACT.search(q) and _LEFT.search(q) and len(found) == 1:
        # "üst üste 3 binayı tam parayla aldım, en fazla kaç aksiyon daha": what is left
        n = found.pop()
        done = int(n) if n.isdigit() else _WORD_VALUES[n]
        return {"exact_payments": done, "left": "en-fazla" if _MOST_LEFT.search(q) else "kesin"}
    if _always(q):
        return None  # "sürekli tam ödeme yaparsam kaç aksiyon": the cap (alhambra-max-actions)
    if re.search(
        r"en\s+fazla|en\s+cok|max|ust\s+uste|zincir|cesit|farkli|tur(?:u|leri|lu)(?!\w)|secenek"
        r"|duzenle|puan|dirk", q):  # fmt: skip
        return None
    if _EXACT.search(q) and re.search(r"tam\s+ode\w*\s+(?:yap)?ma(?:z|dan|yinca|dig|sam)"
                                      r"|tam\s+odemezsem|tam\s+olmayan", q):  # fmt: skip
        return {"exact_payments": 0}  # "tam odeme yapmazsam": no bonus
    if _EXACT.search(q):
        if len(found) > 1:
            return None
        if not found and _BOUGHT_COUNT.search(q):
            return None  # "hep tam ödeyip 3 bina aldım": which of them were exact is not told
        if not found:
            # "ilk binayı tam parayla aldım, ikinciyi de tam parayla, üçüncüde fazla verdim":
            # the payments told one by one
            listed = sum(1 for clause in re.split(r"[,.;]|\s+ve\s+", q)
                         if _ORDINAL_BUY.search(clause) and _EXACT.search(clause))  # fmt: skip
            return {"exact_payments": max(1, listed)}
        n = found.pop()
        return {"exact_payments": int(n) if n.isdigit() else _WORD_VALUES[n]}
    if re.search(r"(?:turda|turumda|sirada|siramda|tur\s+basina|her\s+tur)\w*\s+(?:\w+\s+)?kac\s+"
                 r"(?:tane\s+)?(?:aksiyon|eylem|hamle)|kac\s+(?:aksiyon|eylem|hamle)\s+"
                 r"(?:yapabilir|yapilir|yaparim|hakk)", q):  # fmt: skip
        return {"exact_payments": 0}
    return None


def read_max_actions(q: str) -> dict[str, Any] | None:
    """ "bir turda en fazla kac aksiyon yapabilirim", "kac kere ust uste tam odeme yapilir",
    "bir turda en fazla kac bina alabilirim"."""
    always = _always(q)
    most = re.search(r"en\s+fazla|en\s+cok|max\w*|ust\s+uste|zincir", q)
    if (
        not (most or always)
        or not re.search(r"(?<!\w)kac(?!\w)", q)
        or re.search(r"puan|para\s+kart", q)
    ):
        return None
    if re.search(r"(?<!\w)kac\s+(?:tane\s+)?(?:bina|karo)\s+(?:al|satin)", q):
        return {"what": "bina"}
    # What "kaç kere" counts is the verb after it: "kaç kere oynayabilirim" counts turns of
    # play (actions) even when the question names exact payment as the way to get them.
    if re.search(r"kac\s+(?:kere|kez|defa|sefer)\s+(?:daha\s+)?oyna", q):
        return {"what": None, "chain": True} if always else {"what": None}
    if _EXACT.search(q) and re.search(r"kac\s+(?:kere|kez|defa|sefer)|ust\s+uste\s+kac", q):
        if re.search(r"(?<!\w)kac\s+(?:tane\s+)?(?:aksiyon|eylem|hamle)", q):
            # "bu kaç kere olur? bir turda en fazla kaç aksiyon": both asked; the actions are
            # the chain's end, 4 exact payments + 1 = 5
            return {"what": None, "chain": True}
        return {"what": "tam-odeme"}
    if re.search(r"aksiyon|eylem|hamle|kac\s+kere\s+oyna|ust\s+uste\s+oyna", q):
        return {"what": None, "chain": True} if always or "zincir" in q else {"what": None}
    return None


_TILE_NOUN = r"(?:bina|karo|kule|bahce|oda|kemer|pavyon|seraglio)"
_MOVE_IN = re.compile(r"yerlestir\w*|(?<!\w)koy\w*|(?<!\w)koym\w*|tasi\w*|(?<!\w)ekle\w*"
                      r"|aktar\w*|gecir\w*|(?<!\w)cikar\w*\s+(?:\w+\s+)?alhambra")  # fmt: skip
_MOVE_ASKED = re.compile(r"(?<!\w)kac\s+(?:\w+\s+)?(tur(?!l)|el(?!\w)|sira|aksiyon|hamle|eylem)\w*")
# "2 tanesini", "ikisini": part of the reserve asked
_SOME_OF = re.compile(
    r"(?<!\w)(\d+|iki|uc|dort|bes)\s*(?:tanesini|['’]?(?:sini|ini|unu|ni|nu|yi|yu))(?!\w)"
)


def read_reserve_turns(q: str) -> dict[str, Any] | None:
    """ "yedekte 3 bina var, hepsini Alhambra'ya koymak kaç tur sürer", "yedekteki 2 kuleyi
    yerleştirmek için kaç aksiyon lazım"."""
    if not re.search(r"yede[kg]", q) or not _MOVE_IN.search(q) or "alhambra" not in q:
        return None
    asked = _MOVE_ASKED.search(q)
    if asked is None or re.search(r"puan|dirk|para|fiyat|(?<!\w)al(?:dim|irsam|sam)\w*\s", q):
        return None
    # the buildings counted, not those already in the Alhambra ("alhambramda 5 bina var")
    counts = {m.value for m in numbers(q) if m.kind == "cardinal"
              and re.match(rf"\s*['’]?\w{{0,3}}\s*(?:tane\s+|adet\s+)?{_TILE_NOUN}", q[m.end :])
              and not re.search(r"alhambra\w*(?:da|de|ta|te)\s*$", q[: m.start])}  # fmt: skip
    if len(counts) != 1:
        return None
    n = counts.pop()
    part = _SOME_OF.search(q)
    if part is not None:
        some = int(part.group(1)) if part.group(1).isdigit() else _WORD_VALUES[part.group(1)]
        if some > n:
            return None
        n = some
    return {"buildings": n, "what": "aksiyon" if asked.group(1) in ("aksiyon", "hamle", "eylem")
            else None}  # fmt: skip


_TAKEN_LIST = re.compile(r"(?<![\d.,])(\d(?:\s*(?:\+|,|\s+ve\s+|\s+ile\s+)\s*\d)+)(?![\d.,])"
                         r"(?:\s?['’]?\s?[a-z]{1,4})?\s+(?:(?:tane\s+|para\s+|kart\w*\s+){0,3})?"
                         r"(?:ald|topla|cek)")  # fmt: skip

_TAKEN_ONE = re.compile(r"(?<![\d.,+])(\d)\s?['’]?\s?(?:l[iu]k|l[iu])\s+(?:tek\s+)?(?:para\s+)?kart\w*"
                        r"\s+(?:ald|topla|cek)")  # fmt: skip


_MONEY_REFILL = re.compile(r"para|havuz|kart")
_MARKET_REFILL = re.compile(r"pazar|bina|karo")
# a building bought this turn, however many: "2 bina aldım", "bina satın aldım", "binayı aldık"
_BOUGHT = re.compile(r"(?:bina|karo)\w*\s+(?:\w+\s+)?(?:ald|satin\s+al)|tam\s+odeme")


def read_refill(q: str) -> dict[str, Any] | None:
    """ "tur sonunda kac para karti acilir", "pazar kac binaya tamamlanir", "2 bina aldım, en
    son da para aldım. tur bitince torbadan kaç karo çekip pazara koyuyoruz"."""
    if not re.search(r"tamamlan|yenilen|acilir|acil\w*|yerine|doldur|refill|tur\s+sonu|konur"
                     r"|cekilir|gelir|tur\s+bit\w*|(?<!\w)cek(?:ip|iyo|eriz|ecek|ilecek|icez)\w*"
                     r"|(?<!\w)koy(?:uyo|ar|acag|acak|ulur|ulacak|uyor)\w*", q):  # fmt: skip
        return None
    if not re.search(r"(?<!\w)kac(?!\w)", q) or re.search(r"puan\s+al|kac\s+puan|dirk|oyun\s+bit",
                                                         q):  # fmt: skip
        return None
    if re.search(r"torbaya", q):
        return None  # "torbaya kaç karo koyuyoruz": the setup's bag, not a turn's refill
    money = bool(_MONEY_REFILL.search(q))
    market = bool(_MARKET_REFILL.search(q))
    both = money and market
    if both:
        # "2 bina aldım, en son da para aldım. kaç karo çekip pazara koyuyoruz": the asking
        # clause says which is refilled
        asking = [c for c in re.split(r"[.,;!?]", q) if re.search(r"(?<!\w)kac(?!\w)", c)]
        money = bool(asking) and bool(_MONEY_REFILL.search(asking[-1]))
        market = bool(asking) and bool(_MARKET_REFILL.search(asking[-1]))
    if money == market:
        return None
    if both:
        return _refill_of(q, "para" if money else "pazar")
    taken = left = None
    # "1+1+3 topladım", "2 ve 3'ü aldım": the cards taken, one new card opened for each
    if re.search(r"kac\s+(?:karta|binaya|karoya)", q):  # "kaç karta tamamlanır": the pool's 4
        return {"what": "para" if money else "pazar"}
    listed = _TAKEN_LIST.search(q) or _TAKEN_ONE.search(q)
    if listed and not money:
        return None  # money cards taken, a question on the market: not this count
    if listed:
        values = [int(v) for v in re.findall(r"\d+", listed.group(1))]
        return {"what": "para", "taken_values": values}
    for m in numbers(q):
        after = q[m.end :]
        if re.match(r"^['’]?\w{0,3}\s+(?:tane\s+)?(?:para\s+)?(?:kart|bina|karo)\w*\s+(?:ald|sat)",
                    after) or re.match(r"^\s*(?:tane\s+)?(?:\w+\s+)?ald", after):  # fmt: skip
            taken = m.value
        elif re.match(r"^['’]?\w{0,3}\s+(?:tane\s+)?(?:\w+\s+)?(?:kald|duruyor|var)", after):
            left = m.value
    if money and taken is None and left is None and re.search(r"(?<!\w)(?:aldi[mk]|topladi[mk]|"
                                                           r"cekti[mk])", q):  # fmt: skip
        return None  # cards taken but not read: "4" would answer a neighbouring question
    return {"what": "para" if money else "pazar", "taken": taken, "left": left}


def _refill_of(q: str, what: str) -> dict[str, Any] | None:
    """The refill of one place when the question tells about both (money taken and buildings
    bought): only the counts told of the thing asked ("2 bina aldım" for the market)."""
    noun = r"(?:para\s+)?kart" if what == "para" else r"(?:bina|karo)"
    taken = left = None
    for m in numbers(q):
        after = q[m.end :]
        if re.match(
            rf"^['’]?\w{{0,3}}\s+(?:tane\s+)?{noun}\w*\s+(?:\w+\s+)?(?:ald|sat|topla)", after
        ):
            taken = m.value if taken in (None, m.value) else -1
        elif re.match(rf"^['’]?\w{{0,3}}\s+(?:tane\s+)?{noun}\w*\s+(?:kald|duruyor|var)", after):
            left = m.value if left in (None, m.value) else -1
    if taken == -1 or left == -1:
        return None
    if what == "pazar" and taken is None and left is None and _BOUGHT.search(q):
        return None  # buildings bought but not counted: "4" would answer a neighbouring question
    if what == "para" and taken is None and left is None:
        return None  # money taken but not counted
    return {"what": what, "taken": taken, "left": left}


def read_game_end(q: str) -> dict[str, Any] | None:
    """ "torbada 2 karo kaldi pazarda 3 bos yer var oyun biter mi"."""
    if not re.search(r"oyun\s+(?:biter|bit\w*|sona\s+er)|son\s+puanlama\s+(?:olur|yapilir|gelir)"
                     r"|game\s+end", q):  # fmt: skip
        return None
    bag = [m.value for m in numbers(q) if re.match(r"^\s*(?:tane\s+)?(?:bina\s+)?(?:karo|bina|tas)"
                                                   r"\w*\s+(?:kal|var)", q[m.end :])]  # fmt: skip
    bag += [int(m.group(1)) for m in re.finditer(r"torba\w*\s+(\d+)", q)]
    empty = [m.value for m in numbers(q) if re.match(r"^\s*(?:tane\s+)?bos", q[m.end :])]
    empty += [
        int(m.group(1))
        for m in re.finditer(
            r"(?:pazar\w*\s+)?(\d+)\s+(?:tane\s+)?(?:bina|"
            r"karo)\s+(?:aldik|alindi|satildi|eksik)",
            q,
        )
    ]
    if "torba" not in q or len(set(bag)) != 1 or len(set(empty)) > 1:
        return None
    return {"tiles_in_bag": bag[0], "empty_squares": empty[0] if empty else None}


_END = re.compile(r"oyun\s+(?:bit|sonu|biter|sona\s+er)\w*|son\s+puanlama\w*\s+(?:once|oncesi)"
                  r"|(?:pazar\w*)\s+(?:\w+\s+){0,3}(?:kal(?:di|an|mis|acak)|duru(?:yo|r))\w*")  # fmt: skip
_TO_WHOM = re.compile(r"kac\s*(?:tane\w*|ta\w*|i|si|ini|sini)?\s+(?:\w+\s+)?(?:bana|benim|bende)"
                      r"|(?:bana|benim)\w*\s+(?:\w+\s+)?(?:gelir|gecer|verilir|kalir)|kime\s+(?:gider"
                      r"|gelir|verilir|gecer)|kim\s+alir|hangi\w*\s+(?:\w+\s+)?(?:bana|benim)"
                      r"|kacini\s+alirim|kac\w*\s+(?:\w+\s+)?alirim|kimin\s+olur|kime\s+kalir"
                      r"|kim\s+(?:kazanir|aliyo)")  # fmt: skip
_ME_OWNER = re.compile(r"(?<!\w)(?:bende|ben|benim|bendeki|bnde)(?!\w)")
_OTHER_OWNER = re.compile(r"(?<!\w)(?:rakip\w*|rakib\w*|diger\w*|arkadas\w*|kimse\w*|herkes\w*"
                          r"|baska\w*|onda|onun|oburu\w*|oteki\w*|karsi\w*)(?!\w)")  # fmt: skip
# "ikimizde de 8", "ikimizin de 8 parası var": the customer and the one rival hold the same
_BOTH_OWNER = re.compile(r"(?<!\w)(?:ikimiz|ikisin|ikimizin)\w*(?:\s+d[ae])?(?!\w)")
_NOBODY = re.compile(r"(?<!\w)(?:kimse\w*|baska\w*\s+kimse\w*)\s+(?:\w+\s+)?yok|kimsenin\s+yok"
                     r"|(?:rakip|rakib|diger|arkadas)\w*\s+(?:hic\s+)?yok")  # fmt: skip


def _owner_amounts(segment: str) -> list[str] | None:
    """ "bende 7 mavi para rakipte 9" → ["Sen=7", "Rakip=9"]; "digerlerinde en fazla 3" →
    "Diğerleri<=3"; "kimsede yok" → "Diğerleri=0"; "ikimizde de 8" → ["Sen=8", "Rakip=8"].
    None when an amount has no owner or is a card count ("bende 2 mavi kart": value or count, the text does not say)."""
    both = [(m.start(), m.end()) for m in _BOTH_OWNER.finditer(segment)]
    marks = sorted([(m.start(), "me") for m in _ME_OWNER.finditer(segment)]
                   + [(m.start(), "other") for m in _OTHER_OWNER.finditer(segment)]
                   + [(start, "both") for start, _ in both])  # fmt: skip
    mine: list[int] = []
    others: list[tuple[int, bool]] = []
    for m in numbers(segment):
        if any(s <= m.start < e for s, e in both):
            continue  # "ikisinde": the word, not an amount
        if m.kind != "cardinal":
            return None
        if re.match(r"^['’]?\w{0,3}\s+(?:\w+\s+)?(?:tane\s+)?kart", segment[m.end :]):
            return None  # a number of cards
        if re.match(r"^\s*(?:tane\s+)?(?:bina|karo)\w*\s+(?:kal|var)", segment[m.end :]):
            continue  # "bir bina kaldı": the buildings, not money
        owner = [who for pos, who in marks if pos < m.start]
        if not owner:
            return None
        at_most = bool(re.search(r"en\s+(?:fazla|cok)\s*$", segment[: m.start]))
        if owner[-1] == "both":
            if mine or others:
                return None  # "ikimizde de" beside other owners: who holds what is unclear
            mine.append(m.value)
            others.append((m.value, False))
            marks = [(pos, "told") for pos, _ in marks]  # the pair is told: no more amounts
        elif owner[-1] == "told":
            return None
        elif owner[-1] == "me":
            mine.append(m.value)
        else:
            others.append((m.value, at_most))
    if _NOBODY.search(segment):
        others.append((0, False))
    if len(mine) != 1 or not others:
        return None
    rows = [f"{ME}={mine[0]}"]
    rows += [f"{'Rakip' if len(others) == 1 else f'Rakip {i}'}{'<=' if at_most else '='}{v}"
             for i, (v, at_most) in enumerate(others, 1)]  # fmt: skip
    return rows


def read_endgame_market(q: str) -> dict[str, Any] | None:
    """ "oyun bitti pazarda 4 bina kaldi. mavi karede bende 7 rakipte 9 … kac tanesi bana
    gelir": the money each player holds per square, as amounts."""
    if not _END.search(q) or "pazar" not in q or not _TO_WHOM.search(q):
        return None
    if re.search(r"puan(?!lama)|fiyat\w*\s+(?:kac|ne)", q):
        return None
    hits = find_aliases(q, CURRENCY_ALIASES)
    starts: list[tuple[int, str]] = []
    for hit in hits:
        if not starts or starts[-1][1] != hit.key:
            starts.append((hit.start, hit.key))
    if not starts:
        return None
    asked = _TO_WHOM.search(q)
    if asked is None:
        return None
    # the money ends where the asking sentence starts ("… rakipte 6. bu iki binadan kaçını")
    cut = max(q.rfind(". ", 0, asked.start()) + 1, q.rfind("? ", 0, asked.start()) + 1)
    body = q[:cut] if cut > starts[-1][0] else q[: asked.start()]
    squares = []
    for i, (start, key) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(body)
        segment = body[start:end]
        if not numbers(segment) and not _NOBODY.search(segment):
            continue  # "sarı ve turuncu karede bina kaldı": the squares named, no money yet
        rows = _owner_amounts(segment)
        if rows is None:
            return None
        squares.append(f"{key}: {', '.join(rows)}")
    if not squares or len({line.split(":")[0] for line in squares}) != len(squares):
        return None  # a currency named twice, apart: which amounts belong where is unclear
    return {"squares": squares}
