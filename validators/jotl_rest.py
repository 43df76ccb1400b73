"""Jaws of the Lion: rests, negating damage, exhaustion, healing, wounds, condition stacking,
initiative order, element states and objectives' hit points."""

from __future__ import annotations

import re
from typing import Any

from validators.base import CalcError, CalcResult, Step
from validators.calculator import Calculator, Field
from validators.jotl_answer import answer, choose, fact
from validators.jotl_data import (
    CONSUME_REF,
    CYCLE_OWN_REF,
    CYCLE_REF,
    EXHAUST_REF,
    EXHAUST_SELECT_REF,
    GAME,
    HEAL_REF,
    INFUSE_REF,
    INITIATIVE_REF,
    INITIATIVE_TIE_REF,
    LONG_REST_HEAL,
    LONG_REST_INITIATIVE,
    LONG_REST_REF,
    LONG_REST_SELECT_REF,
    LONG_REST_STEPS_REF,
    LOW_FIRST_REF,
    NEGATE_FAQ_REF,
    NEGATE_HAND_REF,
    NEGATE_REF,
    OBJECTIVE_REF,
    POISON_HEAL_REF,
    POISON_REF,
    REROLL_REF,
    REST_MIN_DISCARD,
    ROUND_END_ELEMENTS_REF,
    SHORT_REST_REF,
    SOLO_REF,
    STACKING_REF,
    WOUND_HEAL_REF,
    WOUND_REF,
)
from validators.jotl_parse import N, asks, digits, flag, ints, one

MAX_HP, MAX_CARDS = 99, 40


def _nonneg(**values: int | None) -> None:
    for label, value in values.items():
        if value is not None and value < 0:
            raise CalcError(f"Geçersiz {label}: {value}. 0 veya daha büyük olmalı.")


def heal(
    amount: int,
    hp: int | None = None,
    max_hp: int | None = None,
    poison: bool = False,
    wound: bool = False,
) -> CalcResult:
    """HP after (or gained by) 'Heal X': poison blocks the gain; never above the maximum."""
    _nonneg(iyileştirme=amount, can=hp, **{"azami can": max_hp})
    if hp is not None and max_hp is None and not poison:  # poisoned, the HP stays as it is
        raise CalcError("Azami can gerekli: iyileştirme azami canın üstüne çıkamaz. Karakter "
                        "levhasındaki azami canı yaz. Örnek: 10.")  # fmt: skip
    if hp is not None and max_hp is not None and hp > max_hp:
        raise CalcError(f"Geçersiz can: {hp}. Mevcut can azami candan ({max_hp}) büyük olamaz.")
    if max_hp is not None and hp is None:
        raise CalcError("Mevcut can gerekli (azami can verildiğinde). Örnek: 6.")
    if poison:
        stays = "" if hp is None else f"; can {hp} olarak kalır"
        steps = [Step(f"zehir iyileştirmeyle kalkar ama o iyileştirme canı arttırmaz{stays}",
                      POISON_HEAL_REF)]  # fmt: skip
        if wound:
            steps.append(Step("figürde yara da varsa iki durum birden kalkar, başka etki olmaz",
                              WOUND_HEAL_REF))  # fmt: skip
        if hp is None:
            return answer(0, "can", "0 can", steps)
        return answer(hp, "can", f"{hp} can", steps)
    steps = [Step(f"'İyileştirme {amount}' canı {amount} arttırır, azami canın üstüne çıkılamaz",
                  HEAL_REF)]  # fmt: skip
    if wound:
        steps.append(Step("iyileştirme yarayı kaldırır ve canı da arttırır", WOUND_HEAL_REF))
    if hp is None or max_hp is None:
        return answer(amount, "can", f"En fazla {amount} can", steps)
    raw = hp + amount
    value = min(max_hp, raw)
    if raw > max_hp:
        steps.append(Step(f"{hp} + {amount} = {raw}, ama azami can {max_hp}", HEAL_REF))
        return answer(value, "can", f"{value} can", steps)
    return answer(value, "can", f"{value} can", steps, f"{hp} + {amount} = {value}")


LONG_REST_ASKS: dict[str, tuple[str, ...]] = {
    "inisiyatif": ("initiative", "sıra"),
    "iyilestirme": ("iyileştirme", "heal", "can"),
    "kayip": ("kayıp", "kaybedilen kart", "lost"),
    "el": ("ele dönen", "hand"),
    "en-az": ("en az ıskarta", "şart", "minimum"),
    "sonuc-can": ("dinlenince can", "hp"),
}


def _rest_allowed(discard: int | None, rest: str) -> CalcResult | None:
    if discard is not None and discard < REST_MIN_DISCARD:
        ref = LONG_REST_REF if rest == "Uzun" else SHORT_REST_REF
        step = Step(f"ıskartada {discard} kart var; {rest.lower()} dinlenme için en az 2 kart "
                    "gerekir", ref)  # fmt: skip
        return answer(None, "kart", f"{rest} dinlenme yapılamaz", [step],
                      summary=f"{rest} dinlenme yapılamaz: ıskartada en az 2 kart olmalı.")  # fmt: skip
    return None


def long_rest(
    what: str,
    discard: int | None = None,
    hp: int | None = None,
    max_hp: int | None = None,
    poison: bool = False,
    wound: bool = False,
    monster: int | None = None,
    hand: int | None = None,
) -> CalcResult:
    """``monster``: a monster set's initiative told with ``what=inisiyatif``; a step says who
    goes first (the value stays the 99). ``hand``: cards already in hand before the rest; with
    ``what=el`` the hand after the rest is those plus the discard's cards that come back."""
    key = choose(what, LONG_REST_ASKS, "soru")
    _nonneg(**{"ıskarta": discard, "el": hand})
    blocked = _rest_allowed(discard, "Uzun")
    if blocked is not None:
        return blocked
    if key == "inisiyatif":
        if monster is None:
            return fact(LONG_REST_INITIATIVE, "inisiyatif", "İnisiyatif 99",
                        "uzun dinlenmede inisiyatif değerin 99 olur", LONG_REST_SELECT_REF)  # fmt: skip
        if not 1 <= monster <= LONG_REST_INITIATIVE:
            raise CalcError(f"Geçersiz canavar inisiyatifi: {monster}. 1 ile 99 arasında olmalı.")
        mine = LONG_REST_INITIATIVE
        if monster < mine:
            order = f"{monster} < {mine}: canavar önce oynar"
        else:
            order = f"{monster} = {mine}: berabere, karakter önce oynar"
        steps = [Step("uzun dinlenmede inisiyatif değerin 99 olur", LONG_REST_SELECT_REF),
                 Step(f"inisiyatifler küçükten büyüğe dizilir; canavar setinin inisiyatifi "
                      f"{order}", INITIATIVE_REF)]  # fmt: skip
        first = "canavar önce oynar" if monster < mine else "sen önce oynarsın"
        # the lead is the 99 asked; who goes first is the step after it (and the summary)
        return answer(LONG_REST_INITIATIVE, "inisiyatif", "İnisiyatif 99", steps,
                      summary=f"İnisiyatif 99; {first}.")  # fmt: skip
    if key == "iyilestirme":
        return fact(LONG_REST_HEAL, "can", "2 can",
                    "uzun dinlenmede 'İyileştirme 2, Kendine' uygulanır", LONG_REST_STEPS_REF)  # fmt: skip
    if key == "kayip":
        return fact(1, "kart", "1 kart",
                    "ıskartandan 1 kartı kendin seçip kayıp yığınına koyarsın", LONG_REST_STEPS_REF)  # fmt: skip
    if key == "en-az":
        return fact(REST_MIN_DISCARD, "kart", "2 kart",
                    "uzun dinlenme için ıskarta yığınında en az 2 kart olmalıdır",
                    LONG_REST_SELECT_REF)  # fmt: skip
    if key == "el":
        if discard is None:
            raise CalcError("Iskartadaki kart sayısı gerekli. Örnek: 5.")
        back = discard - 1
        if hand is None:
            step = Step(f"ıskartadaki {discard} karttan 1'ini kaybedip geri kalanını eline "
                        "alırsın", LONG_REST_STEPS_REF)  # fmt: skip
            return answer(back, "kart", f"{back} kart", [step], f"{discard} − 1 = {back}")
        total = hand + back
        steps = [
            Step(f"uzun dinlenme 2 kart seçmek yerine ilan edilir; dinlenmeden önce elinde "
                 f"{hand} kart var", LONG_REST_SELECT_REF),
            Step(f"ıskartadaki {discard} karttan 1'ini seçip kayıp yığınına koyarsın, geri kalan "
                 f"{discard} − 1 = {back} kart eline alınır; elinde {hand} + {back} = {total} "
                 "kart olur", LONG_REST_STEPS_REF),
        ]  # fmt: skip
        return answer(total, "kart", f"{total} kart", steps)
    if hp is None:
        raise CalcError("Mevcut can gerekli. Örnek: can 5, azami can 10.")
    healed = heal(LONG_REST_HEAL, hp, max_hp, poison, wound)
    steps = [Step("uzun dinlenmede 'İyileştirme 2, Kendine' uygulanır", LONG_REST_STEPS_REF),
             *healed.steps]  # fmt: skip
    return answer(healed.value, "can", healed.lead, steps, healed.arithmetic)


SHORT_REST_ASKS: dict[str, tuple[str, ...]] = {
    "kayip": ("kayıp", "kaybedilen kart", "lost"),
    "el": ("ele dönen", "hand"),
    "en-az": ("en az ıskarta", "şart", "minimum"),
    "hasar": ("değiştirme hasarı", "reroll", "damage"),
    "tekrar": ("kaç kez değiştirilir", "kez"),
}


def short_rest(
    what: str, discard: int | None = None, reroll: bool = False, hand: int | None = None
) -> CalcResult:
    """``hand``: cards already in hand before the rest; with ``what=el`` the hand after the
    rest is those plus the discard's cards that come back."""
    key = choose(what, SHORT_REST_ASKS, "soru")
    _nonneg(**{"ıskarta": discard, "el": hand})
    blocked = _rest_allowed(discard, "Kısa")
    if blocked is not None:
        return blocked
    if key == "kayip":
        return fact(1, "kart", "1 kart", "ıskarta karıştırılır, rastgele 1 kart kayıp yığınına "
                    "gider", SHORT_REST_REF)  # fmt: skip
    if key == "en-az":
        return fact(REST_MIN_DISCARD, "kart", "2 kart",
                    "kısa dinlenme için ıskarta yığınında en az 2 kart olmalıdır", SHORT_REST_REF)  # fmt: skip
    if key == "hasar":
        return fact(1, "hasar", "1 hasar", "kaybedilen karttan memnun değilsen 1 hasar alarak "
                    "başka bir rastgele kart kaybedebilirsin", REROLL_REF)  # fmt: skip
    if key == "tekrar":
        return fact(1, "kez", "1 kez", "kart değiştirme her kısa dinlenmede yalnızca bir kez "
                    "yapılabilir", REROLL_REF)  # fmt: skip
    if discard is None:
        raise CalcError("Iskartadaki kart sayısı gerekli. Örnek: 5.")
    if reroll:
        step = Step("kart değiştirmede 1 hasar alıp başka bir rastgele kart kaybedilir; metin ilk "
                    "kaybedilen kartın ele dönüp dönmediğini söylemiyor", REROLL_REF)  # fmt: skip
        return answer(None, "kart", "Kural metni bunu söylemiyor", [step],
                      summary="Değiştirmeden sonra elde kaç kart kaldığını metin söylemiyor.")  # fmt: skip
    back = discard - 1
    if hand is None:
        step = Step(f"ıskartadaki {discard} karttan rastgele 1'i kaybedilir, geri kalanı ele "
                    "döner", SHORT_REST_REF)  # fmt: skip
        return answer(back, "kart", f"{back} kart", [step], f"{discard} − 1 = {back}")
    total = hand + back
    steps = [
        Step(f"dinlenmeden önce elinde {hand} kart var", None),
        Step(f"ıskartadaki {discard} karttan rastgele 1'i kaybedilir, geri kalan {discard} − 1 = "
             f"{back} kart eline alınır; elinde {hand} + {back} = {total} kart olur",
             SHORT_REST_REF),
    ]  # fmt: skip
    return answer(total, "kart", f"{total} kart", steps)


NEGATE_SOURCES: dict[str, tuple[str, ...]] = {
    "el": ("elden", "hand"),
    "iskarta": ("ıskarta", "ıskartadan", "discard"),
}


MAX_SOURCES = 10  # damage sources negated one by one in a round; the text gives no limit


def negate_damage(source: str | None = None, damage: int | None = None,
                  sources: int = 1) -> CalcResult:  # fmt: skip
    """Cards lost to negate damage; ``sources``: separate damage sources (a trap, then a
    monster's attack), each negated in full and paid for on its own the same way."""
    _nonneg(hasar=damage)
    if not 1 <= sources <= MAX_SOURCES:
        raise CalcError(f"Geçersiz hasar kaynağı sayısı: {sources}. Geçerli aralık: "
                        f"1-{MAX_SOURCES}.")  # fmt: skip
    steps: list[Step] = []
    if damage is not None:
        steps.append(Step(f"maliyet hasarın büyüklüğünden bağımsızdır, {damage} hasar için de "
                          "aynıdır", NEGATE_FAQ_REF))  # fmt: skip
    elif sources > 1:
        steps.append(Step("maliyet hasarın büyüklüğünden bağımsızdır", NEGATE_FAQ_REF))
    hand_note = Step("o tur için seçtiğin 2 kart elinde sayılmaz", NEGATE_HAND_REF)
    each = "her hasar kaynağının" if sources > 1 else "hasarın"
    if source is None:
        steps.insert(0, Step(f"{each} tamamını engellemek için elinden 1 kart ya da ıskartandan "
                             "2 kart kaybedersin", NEGATE_REF))  # fmt: skip
        lead = (f"Elden {sources} kart ya da ıskartadan {2 * sources} kart" if sources > 1
                else "Elden 1 kart ya da ıskartadan 2 kart")  # fmt: skip
        return answer(None, "kart", lead, [*steps, hand_note],
                      computed=False, summary=f"{lead} kaybedilir.")  # fmt: skip
    key = choose(source, NEGATE_SOURCES, "kaynak")
    count = 1 if key == "el" else 2
    where = "elinden" if key == "el" else "ıskartandan"
    steps.insert(0, Step(f"{each} tamamını engellemek için {where} {count} kart kaybedersin",
                         NEGATE_REF))  # fmt: skip
    if key == "el":
        steps.append(hand_note)
    if sources == 1:
        return answer(count, "kart", f"{count} kart", steps, computed=False)
    total = count * sources
    steps.insert(1, Step(f"{sources} ayrı hasar kaynağı ayrı ayrı engellenir, her biri için "
                         f"{count} kart", NEGATE_REF))  # fmt: skip
    terms = " + ".join([str(count)] * sources)
    return answer(total, "kart", f"{total} kart", steps, f"{terms} = {total}")


def exhaustion(hp: int | None = None, hand: int | None = None,
               discard: int | None = None) -> CalcResult:  # fmt: skip
    """1 when the character is exhausted, 0 when not."""
    _nonneg(el=hand, **{"ıskarta": discard})
    if hp is None and hand is None:
        raise CalcError("Mevcut can ya da eldeki ve ıskartadaki kart sayısı gerekli. Örnek: "
                        "elde 1, ıskartada 1.")  # fmt: skip
    if hand is not None and hand < 2 and discard is None and (hp is None or hp > 0):
        raise CalcError("Elde 2 kart yoksa ıskartadaki kart sayısı da gerekli (uzun dinlenme "
                        "için ıskartada 2 kart olmalı). Örnek: ıskartada 1.")  # fmt: skip
    if hp is not None and hp <= 0:
        step = Step(f"can {hp}: can 0'a veya altına düşünce karakter tükenir", EXHAUST_REF)
        return answer(1, None, "Tükenirsin", [step], computed=False)
    if hand is not None and hand >= 2:
        why = f"elinde {hand} kart var, 2 kart oynayabilirsin"
        return answer(0, None, "Tükenmezsin", [Step(why, EXHAUST_REF)], computed=False)
    if hand is not None and discard is not None:
        if hand < 2 and discard < 2:
            step = Step(f"elde {hand}, ıskartada {discard} kart: 2 kart oynanamıyor ve uzun "
                        "dinlenme için ıskartada 2 kart yok", EXHAUST_SELECT_REF)  # fmt: skip
            return answer(1, None, "Tükenirsin", [step], computed=False)
        why = ("elinde 2 kart var, oynayabilirsin" if hand >= 2
               else "elinde 2 kart yok ama ıskartada 2 kart olduğu için uzun dinlenme ilan "
                    "edebilirsin")  # fmt: skip
        return answer(0, None, "Tükenmezsin", [Step(why, EXHAUST_REF)], computed=False)
    step = Step(f"can {hp}: can 0'ın üstünde olduğu sürece candan tükenilmez", EXHAUST_REF)
    return answer(0, None, "Tükenmezsin", [step], computed=False)


def wound_damage(turns: int = 1, hp: int | None = None) -> CalcResult:
    if turns < 1:
        raise CalcError(f"Geçersiz sıra sayısı: {turns}. En az 1 olmalı.")
    step = Step("yaralı figür kendi her sırasının başında 1 hasar alır", WOUND_REF)
    if hp is not None:
        _nonneg(can=hp)
        left = max(0, hp - turns)
        steps = [step]
        if left == 0:
            steps.append(Step("can 0'a düşünce karakter tükenir", EXHAUST_REF))
            return answer(0, "can", "0 can kalır", steps)
        return answer(left, "can", f"{left} can kalır", steps, f"{hp} − {turns} × 1 = {left}")
    if turns == 1:
        return answer(1, "hasar", "1 hasar", [step], computed=False)
    return answer(turns, "hasar", f"{turns} hasar", [step], f"{turns} × 1 = {turns}")


CONDITIONS: dict[str, tuple[str, ...]] = {
    "zehir": ("poison", "zehirlenme"),
    "yara": ("wound", "yaralanma"),
}


def condition_stacking(condition: str) -> CalcResult:
    key = choose(condition, CONDITIONS, "durum")
    steps = [Step(f"bir figürde aynı anda birden fazla {key} bulunamaz", STACKING_REF)]
    if key == "zehir":
        steps.append(Step("zehirli hedefe saldırı bonusu yine +1'dir", POISON_REF))
        return answer(1, "zehir", "En fazla 1 zehir", steps, computed=False)
    steps.append(Step("yara her sıra başında yine 1 hasar verir", WOUND_REF))
    return answer(1, "yara", "En fazla 1 yara", steps, computed=False)


def initiative_order(
    character: int,
    monster: int | None = None,
    other: int | None = None,
    second: int | None = None,
    other_second: int | None = None,
    long_rest: bool = False,
) -> CalcResult:
    """Your place in the round: 1 when you act first among those named."""
    for value, label in ((character, "inisiyatif"), (monster, "canavar inisiyatifi"),
                         (other, "diğer karakterin inisiyatifi"), (second, "ikinci kart"),
                         (other_second, "diğer karakterin ikinci kartı")):  # fmt: skip
        if value is not None and not 1 <= value <= 99:
            raise CalcError(f"Geçersiz {label}: {value}. Geçerli aralık: 1-99.")
    if monster is None and other is None:
        raise CalcError("Karşılaştırılacak bir inisiyatif gerekli (canavar ya da diğer karakter).")
    steps = [Step("inisiyatifler küçükten büyüğe dizilir, düşük değer önce oynar", LOW_FIRST_REF)]
    mine = character
    if long_rest:
        mine = LONG_REST_INITIATIVE
        steps.append(Step("uzun dinlenen karakterin inisiyatifi 99", LONG_REST_SELECT_REF))
    place = 1
    if monster is not None:
        if monster < mine:
            place += 1
            steps.append(Step(f"canavar ({monster}) senden ({mine}) önce oynar", INITIATIVE_REF))
        elif monster == mine:
            steps.append(Step(f"canavarla berabere ({mine}): karakter önce oynar", INITIATIVE_REF))
        else:
            steps.append(Step(f"sen ({mine}) canavardan ({monster}) önce oynarsın", INITIATIVE_REF))
    if other is not None:
        if other < mine:
            place += 1
            steps.append(Step(f"diğer karakter ({other}) senden önce oynar", INITIATIVE_REF))
        elif other == mine:
            if second is None or other_second is None or second == other_second:
                steps.append(Step("iki karakter berabere: ikinci kartların inisiyatifi "
                                  "karşılaştırılır", INITIATIVE_TIE_REF))  # fmt: skip
                return answer(None, None, "İkinci kartlara bakılır", steps,
                              summary="Beraberlikte ikinci kartların inisiyatifi karşılaştırılır; "
                              "ikisini de yaz.")  # fmt: skip
            if other_second < second:
                place += 1
            who = "sen" if second < other_second else "diğer karakter"
            steps.append(Step(f"berabere: ikinci kartlar {second} ve {other_second}, {who} önce "
                              "oynar", INITIATIVE_TIE_REF))  # fmt: skip
        else:
            steps.append(Step(f"sen ({mine}) diğer karakterden ({other}) önce oynarsın",
                              INITIATIVE_REF))  # fmt: skip
    lead = "Önce sen oynarsın" if place == 1 else f"{place}. sıradasın"
    return answer(place, "sıra", lead, steps)


ELEMENT_STATES = {"guclu": ("güçlü", "strong"), "zayiflayan": ("zayıflayan", "waning"),
                  "etkisiz": ("inert",)}  # fmt: skip
_STATE_ORDER = ["guclu", "zayiflayan", "etkisiz"]
_STATE_NAMES = {"guclu": "Güçlü", "zayiflayan": "Zayıflayan", "etkisiz": "Etkisiz"}


ELEMENT_ASKS = {"son": ("en geç", "latest"), "ilk_ben": ("ben", "kendim", "üreten"),
                "ilk_muttefik": ("müttefik", "arkadaş", "canavar", "ally")}  # fmt: skip


def element_rounds(infused_round: int, ask: str = "son") -> CalcResult:
    """Rounds of an element infused in round ``infused_round``: the last round it can be
    consumed in (``son``: it is Strong at the end of that turn, Waning after the round, Inert
    after the next), the first round its infuser may consume it (``ilk_ben``: the next, while
    Waning), the first round another figure may (``ilk_muttefik``: the same, after the turn)."""
    key = choose(ask, ELEMENT_ASKS, "soru") or "son"
    if not 1 <= infused_round <= 99:
        raise CalcError(f"Geçersiz tur: {infused_round}. Geçerli aralık: 1-99.")
    n, nxt = infused_round, infused_round + 1
    made = Step(f"{n}. turda üretilen element, üretenin sırasının sonunda Güçlü sütununa geçer",
                INFUSE_REF)  # fmt: skip
    waning = Step(f"{n}. turun sonunda Zayıflayan'a, {nxt}. turun sonunda Etkisiz'e düşer",
                  CYCLE_REF)  # fmt: skip
    usable = Step("Güçlü ya da Zayıflayan element tüketilebilir, Etkisiz tüketilemez", CONSUME_REF)
    own = Step(f"üreten onu ürettiği sırada tüketemez, ancak {nxt}. turda, Zayıflayan iken "
               "kullanabilir", CYCLE_OWN_REF)  # fmt: skip
    if key == "ilk_ben":
        own = Step(f"sen onu ürettiğin sırada tüketemezsin, ancak {nxt}. turda, Zayıflayan iken "
                   "kullanabilirsin", CYCLE_OWN_REF)  # fmt: skip
    if key == "ilk_muttefik":
        ally = Step(f"üretenden sonra oynayan müttefikler ve canavarlar onu aynı {n}. turda "
                    "kullanabilir", CYCLE_OWN_REF)  # fmt: skip
        return answer(n, "tur", f"{n}. tur", [made, ally, waning, usable],
                      computed=False)  # fmt: skip
    if key == "ilk_ben":
        return answer(nxt, "tur", f"{nxt}. tur", [made, own, waning, usable], f"{n} + 1 = {nxt}")
    return answer(nxt, "tur", f"En geç {nxt}. tur", [made, waning, usable, own],
                  f"{n} + 1 = {nxt}")  # fmt: skip


def element_state(state: str, rounds: int | None = None) -> CalcResult:
    """The element's column after ``rounds`` round ends; value = round ends left to Etkisiz."""
    key = choose(state, ELEMENT_STATES, "element durumu")
    if rounds is not None and rounds < 0:
        raise CalcError(f"Geçersiz tur sayısı: {rounds}. 0 veya daha büyük olmalı.")
    start = _STATE_ORDER.index(key)
    if rounds is None:
        left = 2 - start
        steps = [Step("her turun sonunda elementler bir sütun kayar: Güçlü → Zayıflayan → "
                      "Etkisiz", CYCLE_REF),
                 Step("güçlü ya da zayıflayan element tüketilebilir", CONSUME_REF)]  # fmt: skip
        if key == "guclu":
            steps.append(Step("ürettiğin elementi sen ancak bir sonraki tur, zayıflayan iken "
                              "kullanabilirsin", CYCLE_OWN_REF))  # fmt: skip
        lead = f"{left} tur sonunda Etkisiz olur" if left else "Zaten Etkisiz"
        return answer(left, "tur" if left else None, lead, steps, computed=False)
    end = _STATE_ORDER[min(2, start + rounds)]
    usable = end != "etkisiz"
    moved = (f"{_STATE_NAMES[key]} element {rounds} tur sonunda {_STATE_NAMES[end]} olur"
             if key != end else f"{_STATE_NAMES[key]} element {_STATE_NAMES[end].lower()} kalır")  # fmt: skip
    steps = [Step(f"her tur sonunda bir sütun kayar: {moved}", ROUND_END_ELEMENTS_REF),
             Step("güçlü ya da zayıflayan element tüketilebilir, etkisiz tüketilemez"
                  if usable else "etkisiz element tüketilemez", CONSUME_REF)]  # fmt: skip
    lead = f"{_STATE_NAMES[end]} " + ("olur, hâlâ tüketilebilir" if usable else "olur, tüketilemez")
    if key == end:
        lead = f"{_STATE_NAMES[end]} kalır" + (", tüketilebilir" if usable else ", tüketilemez")
    return answer(2 - _STATE_ORDER.index(end), None, lead, steps, computed=False)


def objective_hp(
    characters: int | None = None,
    factor: int | None = None,
    plus: int = 0,
    solo: bool = False,
) -> CalcResult:
    """The objective's maximum HP from the scenario's own formula ``factor × C + plus`` (the
    customer reads it from the scenario book; the rule text gives none) and C, the characters
    starting the scenario (a solo player runs 2). Without a formula: where it is, value None."""
    if solo:
        if characters is not None and characters != SOLO_CHARACTERS:
            raise CalcError(f"Tek kişilik oyunda oyuncu {SOLO_CHARACTERS} karakter yönetir; "
                            f"{characters} karakter olmaz.")  # fmt: skip
        characters = SOLO_CHARACTERS
    if characters is not None and not 1 <= characters <= 4:
        raise CalcError(f"Geçersiz karakter sayısı: {characters}. Geçerli aralık: 1-4.")
    if factor is not None and factor < 1:
        raise CalcError(f"Geçersiz formül çarpanı: {factor}. 1 veya daha büyük olmalı.")
    if factor is None:
        steps = [Step("hedeflerin azami canı senaryonun özel kurallarında, çoğunlukla 'C' içeren "
                      "bir formülle verilir; formül kural metninde yok", OBJECTIVE_REF)]  # fmt: skip
        if characters is not None:
            steps.append(_c_step(characters, solo))
        return answer(None, "can", "Senaryonun özel kurallarında yazar", steps, computed=False,
                      summary="Hedefin canı senaryonun özel kurallarındaki formülden gelir; kural "
                      "metninde formül yok.")  # fmt: skip
    formula = _formula(str(factor), plus)
    steps = [Step(f"hedefin azami canı senaryonun özel kurallarındaki formülle verilir: {formula}",
                  OBJECTIVE_REF)]  # fmt: skip
    if characters is None:
        steps.append(Step("C, senaryoya başlayan karakter sayısıdır; kaç karakterle "
                          "başladığınızı yazmadın", OBJECTIVE_REF))  # fmt: skip
        return answer(None, "can", "Karakter sayısı gerekli", steps,
                      summary="C senaryoya başlayan karakter sayısıdır; karakter sayısını yaz.")  # fmt: skip
    steps.append(_c_step(characters, solo))
    value = factor * characters + plus
    worked = _formula(str(factor), plus, str(characters)) + f" = {value}"
    return answer(value, "can", f"{value} can", steps, worked)


SOLO_CHARACTERS = 2


def _formula(factor: str, plus: int, c: str = "C") -> str:
    """ "C × 6", "C × 6 + 2", with C (or its value) first, as scenario books print it."""
    text = f"{c} × {factor}"
    if plus:
        text += f" + {plus}" if plus > 0 else f" − {abs(plus)}"
    return text


def _c_step(characters: int, solo: bool) -> Step:
    if solo:
        return Step(f"C, senaryoya başlayan karakter sayısıdır; tek başına oynayan oyuncu "
                    f"{SOLO_CHARACTERS} karakter yönetir: C = {characters}", OBJECTIVE_REF,
                    also=SOLO_REF)  # fmt: skip
    return Step(f"C, senaryoya başlayan karakter sayısıdır: C = {characters}", OBJECTIVE_REF)


# --- readers ---------------------------------------------------------------------------------
# "ıskartada 5", "ıskarta yığınımda 6 kart", "elimde de 1 kart", "5 kart ıskartada"
_DISCARD = (rf"(?:iskarta|discard)\w*\s*(?:yigin\w*\s*)?:?\s*{N}",
            rf"{N}\s*(?:tane\s+)?(?:kart\w*\s+)?(?:iskarta|discard)")  # fmt: skip
_HAND = (rf"(?:elimde|elde|el\s*:)\w*\s*(?:(?:de|da|ise|hala|sadece|yalnizca)\s+)?{N}",
         rf"{N}\s*(?:tane\s+)?kart\w*\s+(?:elimde|elde)")  # fmt: skip


def _count(patterns: tuple[str, str], d: str) -> int | None:
    """The number after the word ("ıskartada 3") or, when the question puts numbers first
    ("2 kart elimde, 0 kart ıskartada"), before it."""
    cards = re.sub(r"(?:hp|can\w*)\s*:?\s*\d+", " ", d)  # hit points are not card counts
    number = re.search(r"\d", cards)
    place = re.search(r"elimde|elde|iskarta|discard", cards)
    before = number is not None and place is not None and number.start() < place.start()
    first, second = (patterns[1], patterns[0]) if before else patterns
    found = one(first, d)
    return found if found is not None or re.search(first, d) else one(second, d)


_HP = (
    rf"(?<!max )(?<!maks )(?<!azami )(?<!maksimum )(?<!tam )(?<!fazla )(?:canim|can|hp|caninin|cani)\w*\s*:?\s*{N}|{N}\s*(?:can|hp)\w*\s*(?:im|imiz)?\s*(?:var|kaldi|kald)"
    r"|(?<!max )(?<!maks )(?<!azami )(?<!maksimum )(?<!tam )"
    rf"{N}\s*(?:can|hp)\s*'?\s*(?:da|de|dayim|deyim|dayiz|deyiz|dayken|deyken)\b"
)
_MAX_HP = rf"(?:max\w*|maks\w*|azami|en\s+fazla\s+can\w*|tam\s+can\w*)\s*(?:can\w*|hp)?\s*:?\s*{N}"
# the HP after the rest asked ("dinlenmeden sonra canı kaç olur", "canım kaç olur"), not the
# heal's own amount ("kaç can doluyor")
_HP_AFTER = (r"(?:can\w*|hp)\s+(?:\w+\s+)?(?:kac|ne)\s*(?:olur|kalir|olacak|oluyo|\?|$)"
             r"|kac\s+can\w*\s+(?:olur|kalir|olacak|oluyo)|sonra\w*\s+(?:\w+\s+)?(?:can\w*|hp)"
             r"\s+(?:\w+\s+)?kac")  # fmt: skip


# The HP said as a share of the maximum: "canı 10 üzerinden 6" (group 1 the maximum, 2 the
# current), "canım 6/10" (group 3 the current, 4 the maximum)
_HP_OUT_OF = (
    rf"(?:can\w*|hp)\s*:?\s*(?:{N}\s*(?:'?\s*(?:te|ta|de|da)n?\s+)?(?:uzerinden|ustunden)\s+{N}"
    rf"|{N}\s*/\s*{N})"
)
_HEAL_X = rf"(?:iyilestir\w*|heal|iyiles\w*)\s*{N}"


def _heal_amount(d: str) -> int | None:
    found = one(_HEAL_X, d)
    if found is None and not re.search(_HEAL_X, d):
        found = one(rf"{N}\s*(?:iyilestir|heal)", d)
    return found


# Conditions said to be absent: "zehir yara falan yok", "zehirli değilim", "yarasız"
_CONDITION = r"(?:zehir|poison|yara|wound)\w*"
_NO_CONDITION = (
    rf"{_CONDITION}\s+(?:(?:ve|veya|ya\s+da|,)\s*)?(?:{_CONDITION}\s+)?"
    r"(?:falan\s+|filan\s+|gibi\s+(?:bir\s+)?(?:sey\w*\s+|durum\w*\s+)?|durum\w*\s+)?"
    r"(?:(?:de|da)\s+)?(?:yok\w*|degil\w*|olmadan|olmayan)"
    r"|(?:zehir|yara)(?:siz|suz)\w*|zehirlenmedi\w*|yaralanmadi\w*"
)
# A number the customer guesses ("canım 12 mi oluyo"): not an input
_GUESSED = rf"{N}\s*(?:mi|mu|mı|mü)\b"


def _conditions_present(d: str) -> dict[str, bool]:
    """Poison and wound the question says the figure has; those said to be absent are not."""
    said = re.sub(_NO_CONDITION, " ", d)
    return {k: True for k, p in (("poison", r"zehir|poison"), ("wound", r"\byara|wound"))
            if flag(p, said)}  # fmt: skip


def read_heal(q: str) -> dict[str, Any] | None:
    d = re.sub(_GUESSED, " ", digits(q))
    amount = _heal_amount(d)
    if amount is None or not asks(digits(q)) or flag(r"uzun\s+dinlen|long\s+rest", d):
        return None
    out: dict[str, Any] = {"amount": amount}
    d_wo = re.sub(_HEAL_X if re.search(_HEAL_X, d) else rf"{N}\s*(?:iyilestir|heal)", " ", d)
    hp, max_hp = one(_HP, d_wo), one(_MAX_HP, d_wo)
    out_of = re.search(_HP_OUT_OF, d_wo)
    if out_of is not None:
        # "canı 10 üzerinden 6", "canım 6/10": the current HP out of the maximum
        cur, top = (2, 1) if out_of.group(1) else (3, 4)
        hp, max_hp = int(out_of.group(cur)), int(out_of.group(top))
    present = _conditions_present(d)
    poisoned = present.get("poison", False)
    if max_hp is None and hp is not None and poisoned:
        out["hp"] = hp  # poison: the heal adds nothing, so the cap does not matter
    elif (hp is None) != (max_hp is None):
        return None  # one of the two: the cap is unknown
    elif hp is not None:
        out.update(hp=hp, max_hp=max_hp)
    if poisoned:
        out["poison"] = True
    if present.get("wound"):
        out["wound"] = True
    return out


def read_long_rest(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"uzun\s+dinlen|long\s+rest|uzun\s+mola", d) or not asks(d):
        return None
    if flag(r"kisa\s+dinlen|short\s+rest", d) or flag(r"(?:canavar|monster|dusman)\w*\s+\d", d):
        return None  # a monster's initiative to compare with: the initiative order
    asks_99 = flag(r"(?:inisiyatif|initiative)\w*\s+(?:\w+\s+)?(?:kac|ne\b|nedir)|kac\s+sayil", d)
    order = read_initiative(q)
    if order is not None and not asks_99:
        return None  # "canavar setinin kartı 85, önce kim oynar": the order, 99 as a step
    discard = _count(_DISCARD, d)
    out: dict[str, Any] = {} if discard is None else {"discard": discard}
    hp, max_hp = one(_HP, d), one(_MAX_HP, d)
    if flag(r"inisiyatif|initiative|kacinci\s+oyna|sira\w*\s+(?:kac|ne)", d):
        if order is not None:  # the 99 asked, and who goes first: a step compares
            return {"what": "inisiyatif", "monster": order["monster"], **out}
        return {"what": "inisiyatif", **out}
    extra = _conditions_present(d)
    if hp is not None and max_hp is not None:
        return {"what": "sonuc-can", "hp": hp, "max_hp": max_hp, **extra, **out}
    if hp is not None and "poison" in extra:
        # poisoned: the heal only removes the poison, so the HP stays and the cap is not needed
        return {"what": "sonuc-can", "hp": hp, **extra, **out}
    if hp is not None and flag(_HP_AFTER, d):
        return None  # the HP after the heal needs the maximum HP (the heal cannot pass it)
    if flag(r"\bcan(?!avar)\w*|iyilestir|heal|\bhp\b", d):
        return {"what": "iyilestirme", **out}
    if flag(r"en\s+az|sart|gerek|kac\s+kart\w*\s+(?:olmali|lazim|gerek)|icin\s+kac\s+kart", d):
        return {"what": "en-az", **out}
    if discard is not None and flag(r"dinlenebilir|yapabilir|yapilir\s+m|ilan\s+edebilir", d):
        return {"what": "en-az", **out}
    if flag(r"kac\s+kart\w*\s+(?:kaybed|kayb|kayip|feda)", d):
        return {"what": "kayip", **out}  # "elimde 1, ıskartada 6: kaç kart kaybederim"
    hand = _count(_HAND, d)
    if hand is not None and discard is not None and flag(_HAND_AFTER, d):
        return {"what": "el", "hand": hand, **out}  # the hand before, plus the cards back
    if flag(r"kaybed|kayip|kaybol|lost|feda", d):
        return {"what": "kayip", **out}
    if flag(
        r"ele\s+(?:doner|gelir|alir)|elime|elimde|eline|kac\s+kart\w*\s+(?:gelir|kalir|doner)", d
    ):
        if discard is None:
            return None
        if hand is not None and not flag(_BACK_ASKED, d):
            return None  # a hand told, and neither the total nor the cards back clearly asked
        return {"what": "el", **out}
    return None


# The cards that come back asked ("kaç kart ele döner", "elime kaç kart gelir"), not the hand
_BACK_ASKED = (r"ele\s+(?:doner|gelir)|elime\s+(?:\w+\s+)?(?:gelir|doner)"
               r"|kac\s+kart\w*\s+(?:gelir|doner)")  # fmt: skip


# The reroll set aside: "beğenmeme olayını şimdilik geç", "değiştirmeyi sayma", "kartı
# değiştirmeden", "memnunum"
_NO_REROLL = (
    r"(?:degistir|begenme|memnun|reroll)\w*\s+(?:\w+\s+){0,3}?(?:gec(?:elim|in|iyorum|iyom)?\b"
    r"|sayma\w*|hesaba\s+katma\w*|yok\s+say\w*|dahil\s+etme\w*|karistirma\w*)"
    r"|degistirme(?:den|yecegim|yecem|yecegiz|zsem|zsek|yorum|yom)\b|degistirmi(?:yorum|yom|yoz)\b"
    r"|memnunum|begendim"
)
# The hand after the rest asked ("elimde kaç kart olur", "toplam kaç kart", "elim kaç olur")
_HAND_AFTER = (
    r"(?:elimde|elde|eline|elinde|elim)\s+(?:\w+\s+)?kac\s+(?:kart\w*\s+)?(?:olur|kalir|olacak|oluyo)"
    r"|kac\s+kart\w*\s+(?:olur|olacak|oluyo)|toplam\w*\s+(?:\w+\s+)?kac|kac\s+kart\w*\s+elimde"
    r"|elimdeki\w*\s+(?:\w+\s+)?birlikte"
)


def read_short_rest(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"kisa\s+dinlen|short\s+rest|kisa\s+mola", d) or not asks(d):
        return None
    if flag(r"uzun\s+dinlen|long\s+rest", d):
        return None
    discard = _count(_DISCARD, d)
    out: dict[str, Any] = {} if discard is None else {"discard": discard}
    if flag(_NO_REROLL, d):  # "kartı beğenmeme olayını geç": no reroll, the plain rest
        d = re.sub(_NO_REROLL, " ", d)
    elif flag(r"degistir|yeniden|tekrar|reroll|memnun|begenme|baska\s+(?:bir\s+)?kart", d):
        if flag(
            r"kac\s+(?:kez|kere|defa)|bir\s+(?:kez|kere)den\s+fazla|iki\s+(?:kez|kere)|2\s+(?:kez|kere)",
            d,
        ):
            return {"what": "tekrar", **out}
        if flag(r"hasar|can\b|bedel|maliyet|kac\s+(?:can|hasar)", d):
            return {"what": "hasar", **out}
        if discard is not None and flag(r"elime|ele|elimde|eline", d):
            return {"what": "el", "reroll": True, **out}
        return None
    if flag(r"en\s+az|sart|gerek|kac\s+kart\w*\s+(?:olmali|lazim|gerek)|icin\s+kac\s+kart", d):
        return {"what": "en-az", **out}
    if discard is not None and flag(r"dinlenebilir|yapabilir|yapilir\s+m|olur\s+mu", d):
        return {"what": "en-az", **out}  # allowed? the minimum, or "cannot" below it
    if flag(r"kac\s+kart\w*\s+(?:kaybed|kayb|kayip)", d):
        return {"what": "kayip", **out}  # "elimde 3, ıskartada 6: kaç kart kaybederim"
    if flag(r"ele\s+(?:doner|gelir)|elime|elimde|eline|kac\s+kart\w*\s+(?:gelir|kalir|doner)", d):
        if discard is None:
            return None
        hand = _count(_HAND, d)
        if hand is not None and flag(_HAND_AFTER, d):
            out["hand"] = hand  # "elimde 3 kart, ıskartada 6: elimde kaç kart olur": the total
        elif hand is not None and not flag(_BACK_ASKED, d):
            return None  # a hand told, and neither the total nor the cards back clearly asked
        return {"what": "el", **out}
    if flag(r"kaybed|kayip|kaybol|lost|gider", d):
        return {"what": "kayip", **out}
    return None


# Several damage sources, each negated on its own: "ikisini de engellersem", "iki ayrı
# saldırı", "3 hasarlık tuzak ve canavarın 5 vuruşu".
_BOTH = r"ikisini\s*de|ikisi\s*de|her\s+ikisini|ikisinide|her\s+birini|hepsini|tumunu|ikisine\s+de"
_SOURCE_COUNT = (rf"{N}\s*(?:ayri\s+|farkli\s+)?(?:hasar\s+kaynag|kaynak|kaynag|saldiri|tuzak)"
                 rf"|{N}\s*(?:kez|kere|defa)\s+(?:saldir|vur|hasar)")  # fmt: skip
# A damage event: "3 hasarlık tuzak", "canavar 5 vurdu", "4 hasar aldım".
_EVENT = rf"{N}\s*(?:hasar\w*|dmg|damage|vurdu|vurdu\w*|vurus\w*)"


def _damage_sources(q: str, d: str) -> int | None:
    """How many separate damage sources the question (folded ``q``, digit form ``d``)
    negates: 1 unless it says more; None when it names several without saying whether all
    are negated."""
    said = one(_SOURCE_COUNT, d)
    if said is not None:
        return said if said >= 1 else None
    events = re.findall(_EVENT, d)
    if len(events) > 1:
        return len(events) if flag(_BOTH + r"|toplam|hepsi|ikisi", q) else None
    if flag(_BOTH, q):
        return 2 if flag(r"(?<![a-z])iki", q) else None
    return 1


def read_negate(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"engelle|onle|sifirla|iptal|negate|yememek|almamak|almam\b|yok\s+say|\bsil", d):
        return None
    if not flag(r"hasar|damage|saldir|vurdu|vurus", d) or not flag(r"kart", d) or not asks(d):
        return None
    if flag(r"kalkan|shield|modifiye|modifier", d):
        return None  # the attack modifier deck's cards are not cards lost to negate
    hand = flag(r"elimden|elden|elinden|eldeki|hand", d)
    discard = flag(r"iskarta|discard", d)
    sources = _damage_sources(q, d)
    if sources is None or (sources > 1 and hand and discard):
        return None  # unclear, or each source paid a different way
    out: dict[str, Any] = {"sources": sources} if sources > 1 else {}
    damage = one(rf"{N}\s*(?:hasar|damage|dmg)", d)
    if damage is not None and sources == 1:
        out["damage"] = damage
    if hand and not discard:
        out["source"] = "el"
    elif discard and not hand:
        out["source"] = "iskarta"
    return out


def read_exhaustion(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"tuken|exhaust|olur\s+muyum|oldum\s+mu|oyundan\s+cik", d) or not asks(d):
        return None
    out: dict[str, Any] = {}
    hand = _count(_HAND, d)
    if hand is None and flag(r"(?:elimde|elde)\s+(?:hic\s+)?kart\s+(?:yok|kalmadi)|elim\s+bos", d):
        hand = 0
    discard = _count(_DISCARD, d)
    if hand is not None and hand >= 2 and discard is None:
        out["hand"] = hand  # two cards in hand: the discard does not matter
    hp = one(rf"(?:canim|can|hp)\w*\s*:?\s*{N}|{N}\s*(?:can|hp)\b", d)
    if hand is not None and discard is not None:
        out.update(hand=hand, discard=discard)
    if hp is not None:
        out["hp"] = hp
    elif flag(r"can\w*\s+(?:0|sifir)|(?:0|sifir)\s*(?:'?\s*a\s+)?(?:duser|dus|olur)\w*", d):
        out["hp"] = 0
    return out or None


def read_wound(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"\byara|wound", d) or not asks(d) or _heal_amount(d) is not None:
        return None
    if flag(r"dinlen|\brest\b|iyiles|heal", d):
        return None  # a rest or a heal with a wound: the heal, not the wound's damage
    if flag(
        r"saldiri|kalkan|modifiye|deste|perk|ayni\s+anda|(?:iki|2)\s+(?:kez|kere|yara)|birden\s+fazla|birik",
        d,
    ):
        return None
    if not flag(r"hasar|can\w*|damage|kac\b", d):
        return None
    turns = one(rf"{N}\s*(?:tur|sira|round|el)\w*", d)
    out: dict[str, Any] = {"turns": turns if turns is not None else 1}
    hp = one(rf"(?:canim|can|hp)\w*\s*:?\s*{N}", d)
    if hp is not None and flag(r"kac\s+(?:can\s+)?kal|ne\s+kadar\s+(?:can\s+)?kal|canim\s+kac", d):
        out["hp"] = hp
    return out


def read_stacking(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not asks(d):
        return None
    stacked = flag(r"(?:iki|2)\s+(?:kez|kere|defa|kat|zehir|yara)|ayni\s+anda|birden\s+fazla|ust\s+uste"
                   r"|(?:ikinci|2\.)\s+(?:kez|kere|zehir|yara)|cift\s+(?:zehir|yara)|stack|birik|tekrar"
                   r"|yeniden", d)  # fmt: skip
    if not stacked:
        return None
    poison = flag(r"zehir|poison", d)
    wound = flag(r"\byara|wound", d)
    if poison == wound:
        return None
    return {"condition": "zehir" if poison else "yara"}


def read_initiative(q: str) -> dict[str, Any] | None:
    d = digits(q)
    named = flag(r"inisiyatif|initiative|insiyatif|uzun\s+dinlen|long\s+rest", d) or flag(
        r"(?:karakterim|ben|benim)\w*\s+\d+.*(?:canavar|monster)\w*\s+\d+", d
    )  # a long rest is an initiative (99)
    if not named or not asks(d):
        return None
    if not flag(
        r"kim\w*\s+(?:sirasi\s+)?once|once\s+kim|kim\s+(?:ilk|baslar|oynar)|hangisi\s+once|once\s+mi|"
        r"kacinci|sira\w*\s+(?:kim|kac|ne)|ilk\s+kim|ben\s+mi|berabere",
        d,
    ):
        return None  # fmt: skip
    monster = one(
        rf"(?:canavar|monster|dusman)\w*\s*(?:[a-z]+\s+){{0,2}}(?:inisiyatif\w*\s*)?{N}",
        d,
    )
    mine = one(rf"(?:benim|ben|karakterim|inisiyatifim|benimki)\w*\s*(?:inisiyatif\w*\s*)?{N}", d)
    if mine is None and monster is not None:
        rest = [int(x) for x in re.findall(r"\b(\d{1,2})\b", d)]
        rest.remove(monster) if monster in rest else None
        mine = rest[0] if len(rest) == 1 else None
    if flag(r"(?:arkadas|karakter|oyuncu)\w*\s+(?:ile\s+)?(?:ayni|esit|berabere)", d):
        return None  # a tie between characters, asked without their numbers: not this one
    resting = flag(r"uzun\s+dinlen|long\s+rest", d)
    if mine is None and resting:
        mine = 99  # a long rest is initiative 99
    if mine is None or monster is None:
        return None
    out: dict[str, Any] = {"character": mine, "monster": monster}
    if resting:
        out["long_rest"] = True
    return out


def read_element(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"element|ates|buz|hava\b|toprak|isik|karanlik", d) or not asks(d):
        return None
    if not flag(r"element", d) and not flag(r"guclu|zayiflayan|etkisiz", d):
        return None
    states = [k for k, p in (("guclu", r"guclu|strong|urett|uret"), ("zayiflayan", r"zayiflayan|waning"),
                             ("etkisiz", r"etkisiz|inert")) if re.search(p, d)]  # fmt: skip
    if len(states) > 1:
        states = [states[0]]
    rounds = one(rf"{N}\s*(?:tur|round)\w*\s*(?:sonra|sonunda|gecince|bekle)", d)
    if not states:
        return None
    if rounds is None and not flag(r"kac\s+tur|ne\s+kadar\s+(?:dayan|kal|sur)|kac\s+round", d):
        if flag(r"(?:bir\s+)?sonraki\s+tur|ertesi\s+tur", d):
            rounds = 1
        else:
            return None
    out: dict[str, Any] = {"state": states[0]}
    if rounds is not None:
        out["rounds"] = rounds
    return out


_ELEMENT_WORD = r"element|\bates|\bbuz\b|\bbuzu\b|\bhava\b|\bhavayi|toprak|\bisik|karanlik"
_INFUSED = r"uret\w*|doldur\w*|infuse\w*|olustur\w*|cikar(?:dim|tim)"
# What is asked of the element's rounds, by where it is said
_ROUND_ASKS = (
    ("son", r"en\s+gec|en\s+son|hala\s+(?:\w+\s+){0,2}(?:tuket|kullan)|ne\s+zamana\s+kadar"
            r"|kacinci\s+tur\w*\s+(?:a\s+)?kadar|kadar\s+(?:tuket|kullan)"),
    ("ilk_ben", r"\b(?:ben|kendim|kendi\s+basima)\b(?:\s+\w+){0,3}?\s+(?:ne\s+zaman|kacinci|hangi\s+tur)"
                r"|(?:ne\s+zaman|kacinci\s+tur\w*|hangi\s+tur\w*)\s+(?:\w+\s+){0,2}(?:kullanabil|tuketebil)\w*(?:im|iyom)\b"),
    ("ilk_muttefik", r"(?:muttefik|arkadas|diger\s+(?:oyuncu|karakter)|canavar)\w*(?:\s+\w+){0,3}?\s+"
                     r"(?:ne\s+zaman|kacinci|hangi\s+tur)"),
)  # fmt: skip


def read_element_rounds(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(_ELEMENT_WORD, d) or not flag(_INFUSED, d):
        return None
    if not asks(d) and not flag(r"ne\s+zaman", d):
        return None
    infused = one(rf"{N}\s*\.?\s*(?:tur|round)\w*", d)
    if infused is None or len(set(ints(rf"{N}\s*\.?\s*(?:tur|round)\w*", d))) != 1:
        return None
    found = [(m.start(), key) for key, pattern in _ROUND_ASKS if (m := re.search(pattern, d))]
    if not found:
        return None
    return {"infused_round": infused, "ask": min(found)[1]}


def read_objective(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(
        r"hedef\w*\s+(?:can|hp)|objective|\bc\s+(?:ne|nedir|kac)|'?c'?\s+harfi|formul\w*\s+c\b"
        r"|\bc\b\s+ne\s+demek",
        d,
    ) or not asks(d):
        return None
    chars = one(rf"{N}\s*(?:kisi|karakter|oyuncu)\w*", d)
    if chars is None:
        chars = one(rf"(?:karakter|kisi|oyuncu)\w*\s+(?:sayisi\w*\s+)?{N}(?!\s*\.?\s*seviye)", d)
    if chars is None:
        groups = {g: n for g, n in (("ikimiz", 2), ("ucumuz", 3), ("dordumuz", 4),
                                    ("dortumuz", 4)) if re.search(rf"\b{g}", d)}  # fmt: skip
        chars = groups.popitem()[1] if len(groups) == 1 else None
    out: dict[str, Any] = {} if chars is None else {"characters": chars}
    if flag(r"tek\s+basima|tek\s+basina|\bsolo\b|yalniz\s+oynu|tek\s+kisilik", d):
        out["solo"] = True
    formulas = {
        (int(m.group("k1") or m.group("k2")), _plus(m.group("op"), m.group("m")))
        for m in _FORMULA.finditer(d)
    }
    if len(formulas) > 1:
        return None  # two formulas: which one is asked is a guess
    if formulas:
        factor, plus = formulas.pop()
        out["factor"] = factor
        if plus:
            out["plus"] = plus
    elif flag(r"\bc\s*(?:x|\*|×|carpi|/|\+|-)|(?:x|\*|×|carpi|/|\+|-)\s*c\b", d):
        return None  # a formula the calculator does not read (a division, C alone added)
    return out


# The scenario's formula: "C x 6", "6 × C", "6C", "C*6 + 2"; a sum or difference after it
_FORMULA = re.compile(
    r"(?<![\w])(?:c\s*['’]?\s*(?:x|\*|×|carpi)\s*(?P<k1>\d{1,3})|(?P<k2>\d{1,3})\s*(?:x|\*|×|carpi)?"
    r"\s*['’]?c)(?![\w])(?:\s*['’]?\s*(?P<op>\+|-|−|arti|eksi)\s*(?P<m>\d{1,3})(?!\s*(?:x|\*|×|c\b)))?"
)


def _plus(op: str | None, m: str | None) -> int:
    if op is None or m is None:
        return 0
    return -int(m) if op in ("-", "−", "eksi") else int(m)


_DISCARD_FIELD = Field("discard", "Iskartadaki kart", "int", "0 veya daha büyük", "5",
                       required=False, minimum=0, maximum=MAX_CARDS)  # fmt: skip
HEAL_CALC = Calculator(
    "jotl-heal", GAME, "JotL: iyileştirme",
    "'İyileştirme X' sonrası can (ya da kazanılan can); zehir ve yara etkisiyle.",
    (
        Field("amount", "İyileştirme X", "int", "kartta yazan X", "3", minimum=0, maximum=20),
        Field("hp", "Mevcut can", "int", "isteğe bağlı", "6", required=False, minimum=0,
              maximum=MAX_HP),
        Field("max_hp", "Azami can", "int", "mevcut canla birlikte", "10", required=False,
              minimum=1, maximum=MAX_HP),
        Field("poison", "Zehirli", "flag", "evet / hayır", "hayır", required=False),
        Field("wound", "Yaralı", "flag", "evet / hayır", "hayır", required=False),
    ),
    heal, read_heal, ("canim 8 max 10 iyilestirme 4 kac olur",),
)  # fmt: skip
LONG_REST_CALC = Calculator(
    "jotl-long-rest", GAME, "JotL: uzun dinlenme",
    "Uzun dinlenmede inisiyatif, iyileşen can, kaybedilen ve ele dönen kart, gerekli ıskarta.",
    (
        Field("what", "Soru", "choice", "inisiyatif, iyilestirme, kayip, el, en-az, sonuc-can",
              "inisiyatif", choices=tuple(LONG_REST_ASKS)),
        _DISCARD_FIELD,
        Field("hp", "Mevcut can", "int", "sonuc-can için", "5", required=False, minimum=0,
              maximum=MAX_HP),
        Field("max_hp", "Azami can", "int", "sonuc-can için", "10", required=False, minimum=1,
              maximum=MAX_HP),
        Field("poison", "Zehirli", "flag", "evet / hayır", "hayır", required=False),
        Field("wound", "Yaralı", "flag", "evet / hayır", "hayır", required=False),
        Field("monster", "Canavarın inisiyatifi", "int",
              "isteğe bağlı, inisiyatifle: kimin önce oynadığı", "85", required=False,
              minimum=1, maximum=99),
        Field("hand", "Eldeki kart", "int", "isteğe bağlı, el ile: dinlenmeden önce elde kalan "
              "kart", "1", required=False, minimum=0, maximum=99),
    ),
    long_rest, read_long_rest, ("uzun dinlenmede inisiyatif kac",),
)  # fmt: skip
SHORT_REST_CALC = Calculator(
    "jotl-short-rest", GAME, "JotL: kısa dinlenme",
    "Kısa dinlenmede kaybedilen ve ele dönen kart, gerekli ıskarta, kart değiştirmenin bedeli.",
    (
        Field("what", "Soru", "choice", "kayip, el, en-az, hasar (değiştirme), tekrar", "kayip",
              choices=tuple(SHORT_REST_ASKS)),
        _DISCARD_FIELD,
        Field("reroll", "Kart değiştirildi", "flag", "evet / hayır", "hayır", required=False),
        Field("hand", "Eldeki kart", "int", "isteğe bağlı: dinlenmeden önce elde kalan kart",
              "3", required=False, minimum=0, maximum=99),
    ),
    short_rest, read_short_rest, ("kisa dinlenmede 5 kart iskartam var kac kart elime gelir",),
)  # fmt: skip
NEGATE_CALC = Calculator(
    "jotl-negate-damage", GAME, "JotL: kart kaybederek hasar engelleme",
    "Bir (ya da ayrı ayrı birkaç) hasar kaynağını tamamen engellemek için kaybedilen kart.",
    (
        Field("source", "Nereden", "choice", "el (1 kart) ya da iskarta (2 kart)", "el",
              required=False, choices=tuple(NEGATE_SOURCES)),
        Field("damage", "Hasar", "int", "isteğe bağlı; maliyeti değiştirmez", "10",
              required=False, minimum=0, maximum=99),
        Field("sources", "Hasar kaynağı", "int",
              f"ayrı ayrı engellenen kaynak (tuzak, saldırı), 1-{MAX_SOURCES}", "2",
              required=False, minimum=1, maximum=MAX_SOURCES),
    ),
    negate_damage, read_negate, ("10 hasari engellemek icin kac kart kaybederim",),
)  # fmt: skip
EXHAUSTION_CALC = Calculator(
    "jotl-exhaustion", GAME, "JotL: tükenme",
    "Karakterin tükenip tükenmediği (1: tükenir, 0: tükenmez).",
    (
        Field("hp", "Mevcut can", "int", "isteğe bağlı", "0", required=False, minimum=-99,
              maximum=MAX_HP),
        Field("hand", "Eldeki kart", "int", "ıskartayla birlikte", "1", required=False,
              minimum=0, maximum=MAX_CARDS),
        Field("discard", "Iskartadaki kart", "int", "elle birlikte", "1", required=False,
              minimum=0, maximum=MAX_CARDS),
    ),
    exhaustion, read_exhaustion, ("elimde 1 kart iskartada 1 kart var tukendim mi",),
)  # fmt: skip
WOUND_CALC = Calculator(
    "jotl-wound", GAME, "JotL: yara hasarı",
    "Yaralı figürün kendi sıralarının başında aldığı hasar.",
    (Field("turns", "Sıra sayısı", "int", "yaralı geçen sıra, en az 1", "3", required=False,
           minimum=1, maximum=50),
     Field("hp", "Mevcut can", "int", "isteğe bağlı: kalan can hesaplanır", "10",
           required=False, minimum=0, maximum=MAX_HP)),
    wound_damage, read_wound, ("3 tur yarali kalirsam kac can giderim",),
)  # fmt: skip
STACKING_CALC = Calculator(
    "jotl-condition-stacking", GAME, "JotL: durum istifi",
    "Bir figürde aynı anda bulunabilecek zehir ya da yara sayısı.",
    (Field("condition", "Durum", "choice", "zehir, yara", "zehir", choices=tuple(CONDITIONS)),),
    condition_stacking, read_stacking, ("iki kere zehirlenirsem +2 mi olur",),
)  # fmt: skip
INITIATIVE_CALC = Calculator(
    "jotl-initiative-order", GAME, "JotL: inisiyatif sırası",
    "Turda kaçıncı oynadığın (1: önce sen): canavarla ve diğer karakterle karşılaştırma.",
    (
        Field("character", "İnisiyatifin", "int", "1-99", "15", minimum=1, maximum=99),
        Field("monster", "Canavarın inisiyatifi", "int", "1-99", "15", required=False,
              minimum=1, maximum=99),
        Field("other", "Diğer karakterin inisiyatifi", "int", "1-99", "15", required=False,
              minimum=1, maximum=99),
        Field("second", "İkinci kartının inisiyatifi", "int", "beraberlikte, 1-99", "40",
              required=False, minimum=1, maximum=99),
        Field("other_second", "Diğer karakterin ikinci kartı", "int", "beraberlikte, 1-99", "30",
              required=False, minimum=1, maximum=99),
        Field("long_rest", "Uzun dinleniyorsun", "flag", "evet / hayır (inisiyatif 99)", "hayır",
              required=False),
    ),
    initiative_order, read_initiative, ("inisiyatifim 15 canavar 15 kim once",),
)  # fmt: skip
ELEMENT_CALC = Calculator(
    "jotl-element-state", GAME, "JotL: element durumu",
    "Bir elementin tur sonlarından sonraki durumu (değer: Etkisiz'e kalan tur sonu).",
    (
        Field("state", "Şimdiki durum", "choice", "guclu, zayiflayan, etkisiz", "guclu",
              choices=tuple(ELEMENT_STATES)),
        Field("rounds", "Geçen tur sonu", "int", "isteğe bağlı, 0 veya büyük", "1",
              required=False, minimum=0, maximum=20),
    ),
    element_state, read_element, ("guclu element kac tur dayanir",),
)  # fmt: skip
ELEMENT_ROUNDS_CALC = Calculator(
    "jotl-element-rounds", GAME, "JotL: üretilen elementin turları",
    "N. turda üretilen element en geç kaçıncı turda tüketilir; üreten ve diğerleri en erken "
    "kaçıncı turda kullanır.",
    (
        Field("infused_round", "Üretildiği tur", "int", "1-99", "3", minimum=1, maximum=99),
        Field("ask", "Soru", "choice", "son (en geç tüketilen tur), ilk_ben (üretenin en erken "
              "turu), ilk_muttefik (diğerlerinin en erken turu)", "son", required=False,
              choices=tuple(ELEMENT_ASKS)),
    ),
    element_rounds, read_element_rounds,
    ("3. turda ates urettim en gec kacinci turda tuketilir",),
)  # fmt: skip
OBJECTIVE_CALC = Calculator(
    "jotl-objective-hp", GAME, "JotL: hedefin canı",
    "Senaryo hedeflerinin (objective) canı: formül senaryo kitabında; C = karakter sayısı.",
    (Field("characters", "Karakter sayısı (C)", "int", "1-4", "3", required=False, minimum=1,
           maximum=4),
     Field("factor", "Formülün çarpanı", "int", "senaryonun formülü 'C × 6' ise 6", "6",
           required=False, minimum=1, maximum=999),
     Field("plus", "Formüle eklenen", "int", "'C × 6 + 2' ise 2 (eksiyse negatif)", "0",
           required=False, minimum=-999, maximum=999),
     Field("solo", "Tek kişilik oyun", "flag", "evet / hayır (tek oyuncu 2 karakter yönetir)",
           "hayır", required=False)),
    objective_hp, read_objective, ("hedefin cani nasil hesaplaniyo 3 kisiyiz",),
)  # fmt: skip
