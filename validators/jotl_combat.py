"""Jaws of the Lion combat: the damage chain of one attack (base → bonuses → poison → modifier
card, under advantage or disadvantage → shields), the monster's attack value, the modifier
cards drawn, Target X, basic actions, the cards played per round and movement costs."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from turkish import fold_same_length as fold
from turkish.patterns import rx
from validators.base import CalcError, CalcResult, RuleRef, Step
from validators.calculator import Calculator, Field
from validators.jotl_answer import answer, choose, fact, signed
from validators.jotl_data import (
    ADVANTAGE_REF,
    ADVANTAGE_STACK_REF,
    ADVANTAGE_UNCLEAR_REF,
    ATTACK_REF,
    BASIC_ATTACK,
    BASIC_MOVE,
    BASIC_REF,
    BLESS_CARD_REF,
    CURSE_REF,
    DIFFICULT_REF,
    DRAW_REF,
    GAME,
    HALVES_REF,
    JUMP_REF,
    MODIFIER_REF,
    MONSTER_CARD_REF,
    MOVE_REF,
    MUDDLE_REF,
    POISON_REF,
    RANGED_REF,
    SELECT_REF,
    SHIELD_REF,
    SHIELD_STACK_REF,
    STRENGTHEN_REF,
    STUN_REF,
    TARGET_REF,
    WOUND_REF,
)
from validators.jotl_parse import N, asks, digits, flag, one

MAX_ATTACK = 30
# Conditions that do not change this attack's damage: (said as, rule, how a customer types it).
TARGET_CONDITIONS: dict[str, tuple[str, RuleRef, str]] = {
    "saskin": ("şaşkın", MUDDLE_REF, r"saskin|muddle"),
    "hareketsiz": ("hareketsiz", MUDDLE_REF, r"hareketsiz|immobil"),
    "sersem": ("sersemletilmiş", STUN_REF, r"sersem|\bstun"),
    "silahsiz": ("silahsızlandırılmış", STUN_REF, r"silahsiz|disarm"),
    "yarali": ("yaralı", WOUND_REF, r"yarali|wound"),
    "lanetli": ("lanetli", CURSE_REF, r"lanetli|cursed"),
    "kutsanmis": ("kutsanmış", BLESS_CARD_REF, r"kutsanmis|blessed"),
    "guclendirilmis": ("güçlendirilmiş", STRENGTHEN_REF, r"guclendiril|strengthened"),
}


@dataclass(frozen=True)
class Card:
    key: str  # "+1", "2x", "null", "bless", "curse"
    name: str  # as said to the customer
    ref: RuleRef

    def apply(self, value: int) -> int:
        if self.key in ("2x", "bless"):
            return value * 2
        if self.key in ("null", "curse"):
            return 0
        return value + int(self.key)


CARDS = {
    "+0": Card("+0", "+0", MODIFIER_REF),
    "+1": Card("+1", "+1", MODIFIER_REF),
    "-1": Card("-1", "−1", MODIFIER_REF),
    "+2": Card("+2", "+2", MODIFIER_REF),
    "-2": Card("-2", "−2", MODIFIER_REF),
    "2x": Card("2x", "2x", MODIFIER_REF),
    "null": Card("null", "Null", MODIFIER_REF),
    "bless": Card("bless", "Kutsama", BLESS_CARD_REF),
    "curse": Card("curse", "Lanet", CURSE_REF),
}
_CARD_ALIASES = {
    "0": "+0", "+0": "+0", "sifir": "+0", "arti sifir": "+0", "1": "+1", "+1": "+1",
    "arti 1": "+1", "arti bir": "+1", "-1": "-1", "−1": "-1", "eksi 1": "-1", "eksi bir": "-1",
    "2": "+2", "+2": "+2", "arti 2": "+2", "arti iki": "+2", "-2": "-2", "−2": "-2",
    "eksi 2": "-2", "eksi iki": "-2", "2x": "2x", "x2": "2x", "×2": "2x", "2×": "2x",
    "cift": "2x", "cift hasar": "2x", "double": "2x", "null": "null", "iska": "null",
    "miss": "null", "kutsama": "bless", "bless": "bless", "lanet": "curse", "curse": "curse",
}  # fmt: skip
_CARD_NAMES = "+0, +1, -1, +2, -2, 2x, null (ıska), kutsama (bless), lanet (curse)"


def card(name: str) -> Card:
    typed = fold(name).strip().replace("'", "")
    key = _CARD_ALIASES.get(typed) or _CARD_ALIASES.get(typed.replace(" ", ""))
    if key is None:
        raise CalcError(f"Bilinmeyen modifiye kartı: '{name}'. Başlangıç destesindeki kartlar "
                        f"ve durum kartları: {_CARD_NAMES}. Perklerle eklenen kartların değerleri "
                        "kural metninde yok.")  # fmt: skip
    return CARDS[key]


def _cards(modifier: str | list[str]) -> list[Card]:
    names = modifier if isinstance(modifier, list) else re.split(r"[,;/]|\s+ve\s+", modifier)
    found = [card(n) for n in names if n.strip()]
    if not found:
        raise CalcError(f"Modifiye kartı gerekli. Geçerli kartlar: {_CARD_NAMES}.")
    if len(found) > 2:
        raise CalcError(f"En fazla 2 modifiye kartı yazılır (avantaj/dezavantaj); {len(found)} "
                        "kart yazıldı.")  # fmt: skip
    return found


def draw_state(
    advantage: bool, disadvantage: bool, muddled: bool, strengthened: bool, ranged_adjacent: bool
) -> tuple[str, list[Step]]:
    """ "normal", "advantage" or "disadvantage", and the steps that say why."""
    steps: list[Step] = []
    plus = advantage or strengthened
    minus = disadvantage or muddled or ranged_adjacent
    if strengthened:
        steps.append(Step("güçlendirilmiş figürün saldırıları avantajlıdır", STRENGTHEN_REF))
    if muddled:
        steps.append(Step("şaşkın figürün saldırıları dezavantajlıdır", MUDDLE_REF))
    if ranged_adjacent:
        steps.append(Step("komşu düşmana menzilli saldırı dezavantajlıdır", RANGED_REF))
    sources = sum([advantage, strengthened]) + sum([disadvantage, muddled, ranged_adjacent])
    if plus and minus:
        steps.append(Step("avantaj ile dezavantaj birbirini götürür, tek kart çekilir",
                          ADVANTAGE_STACK_REF))  # fmt: skip
        return "normal", steps
    if sources > 1:
        steps.append(Step("birden fazla avantaj ya da dezavantaj birikmez", ADVANTAGE_STACK_REF))
    if plus:
        return "advantage", steps
    if minus:
        return "disadvantage", steps
    return "normal", steps


def attack_damage(
    base: int,
    modifier: str | list[str] = "+0",
    poison: bool = False,
    shield: int | list[int] = 0,
    card_bonus: int = 0,
    advantage: bool = False,
    disadvantage: bool = False,
    muddled: bool = False,
    strengthened: bool = False,
    ranged_adjacent: bool = False,
    stunned: bool = False,
    disarmed: bool = False,
    target_conditions: str = "",
) -> CalcResult:
    """Damage of one attack on one target, in the rulebook's order; never below 0."""
    shields = shield if isinstance(shield, list) else [shield] if shield else []
    if base < 0 or any(s < 0 for s in shields):
        bad = base if base < 0 else next(s for s in shields if s < 0)
        raise CalcError(f"Geçersiz değer: {bad}. Saldırı ve kalkan 0 veya daha büyük olmalı.")
    if stunned or disarmed:
        who = "sersemletilmiş" if stunned else "silahsızlandırılmış"
        step = Step(f"{who} figür saldırı yapamaz", STUN_REF)
        return answer(None, "hasar", "Saldıramaz", [step],
                      summary=f"{who.capitalize()} figür saldıramaz; hasar yok.")  # fmt: skip
    cards = _cards(modifier)
    state, steps = draw_state(advantage, disadvantage, muddled, strengthened, ranged_adjacent)
    if state == "normal" and len(cards) == 2:
        raise CalcError("İki modifiye kartı yalnızca avantajda ya da dezavantajda çekilir; tek "
                        "kart yaz ya da avantaj/dezavantajı belirt.")  # fmt: skip
    if state != "normal" and len(cards) == 1:
        which = "avantajda" if state == "advantage" else "dezavantajda"
        raise CalcError(f"{which.capitalize()} 2 kart çekilir: çekilen iki kartı yaz "
                        "(örnek: '+1, 2x').")  # fmt: skip
    steps.insert(0, Step(f"temel saldırı {base}", ATTACK_REF))
    value, expr = base, str(base)
    if card_bonus:
        value += card_bonus
        expr = f"{expr} {'+' if card_bonus > 0 else '−'} {abs(card_bonus)}"
        steps.append(Step(f"canavar kartındaki {signed(card_bonus)} temel saldırıya eklenir",
                          MONSTER_CARD_REF))  # fmt: skip
    if poison:
        value += 1
        expr = f"{expr} + 1"
        steps.append(Step("hedef zehirli olduğu için modifiye kartından önce +1", POISON_REF))
    for name in filter(None, (n.strip() for n in target_conditions.split(","))):
        key = choose(name, {k: (v[0],) for k, v in TARGET_CONDITIONS.items()}, "durum")
        said, ref, _ = TARGET_CONDITIONS[key]
        note = " (yara kendi sırasının başında 1 hasar verir)" if key == "yarali" else ""
        steps.append(Step(f"hedefin {said} olması bu saldırının hasarını değiştirmez{note}", ref))
    chosen = cards[0]
    if len(cards) == 2:
        results = [c.apply(value) for c in cards]
        pick = max if state == "advantage" else min
        chosen = cards[results.index(pick(results))]
        rule = ADVANTAGE_UNCLEAR_REF if results[0] == results[1] else ADVANTAGE_REF
        better = "iyisi" if state == "advantage" else "kötüsü"
        names = " ve ".join(c.name for c in cards)
        steps.append(Step(f"çekilen {names} kartlarından {better} uygulanır: {chosen.name}",
                          rule))  # fmt: skip
    before = value
    value = chosen.apply(value)
    if chosen.key in ("2x", "bless"):
        what = "2x kartı" if chosen.key == "2x" else "Kutsama kartı 2x gibi"
        steps.append(Step(f"{what} toplamı ikiye katlar", chosen.ref))
        expr = f"({expr}) × 2" if " " in expr else f"{expr} × 2"
    elif chosen.key in ("null", "curse"):
        what = "Null kartı" if chosen.key == "null" else "Lanet kartı"
        steps.append(Step(f"{what} saldırı değerini 0 yapar", chosen.ref))
        expr = ""
    else:
        delta = int(chosen.key)
        verb = "eklenir" if delta >= 0 else "çıkarılır"
        steps.append(Step(f"modifiye kartı {chosen.name} {verb}", chosen.ref))
        expr = f"{expr} {'+' if delta >= 0 else '−'} {abs(delta)}"
    if value < 0:
        steps.append(Step(f"{before} {chosen.name.replace('−', '− ')} sonucu 0'ın altında; hasar "
                          "0'ın altına inmez", SHIELD_REF))  # fmt: skip
        value, expr = 0, ""
    total_shield = sum(shields)
    if shields:
        if len(shields) > 1:
            steps.append(Step(f"kalkanlar birikir: {' + '.join(map(str, shields))} = "
                              f"{total_shield}", SHIELD_STACK_REF))  # fmt: skip
        # Stacked shields are summed in the step before: this one names "toplam kalkan".
        named = "toplam kalkan" if len(shields) > 1 else f"kalkan {total_shield}"
        if value - total_shield < 0:
            steps.append(Step(f"{named} kalan {value} hasardan büyük: hasar en az 0",
                              SHIELD_REF))  # fmt: skip
            expr = ""
        else:
            steps.append(Step(f"{named} en son düşülür", SHIELD_REF))
            expr = f"{expr} − {total_shield}" if expr else ""
        value = max(0, value - total_shield)
    arithmetic = f"{expr} = {value}" if expr and any(op in expr for op in "+−×") else ""
    return answer(value, "hasar", f"{value} hasar", steps, arithmetic)


def monster_attack(base: int, card_bonus: int) -> CalcResult:
    if base < 0:
        raise CalcError(f"Geçersiz temel saldırı: {base}. 0 veya daha büyük olmalı.")
    value = base + card_bonus
    if value < 0:
        step = Step("canavar kartındaki değişim temel saldırıya eklenir", MONSTER_CARD_REF)
        return answer(None, "saldırı", "Kural metni bu durumu tanımlamıyor", [step],
                      summary="Sonuç 0'ın altına düşüyor; metin bu durum için değer vermiyor.")  # fmt: skip
    steps = [Step(f"canavar kartı mutlak değil değişim değeri verir: temel saldırı {base}, kart "
                  f"{signed(card_bonus)}", MONSTER_CARD_REF),
             Step("sonra modifiye kartı çekilir", DRAW_REF)]  # fmt: skip
    op = "+" if card_bonus >= 0 else "−"
    return answer(
        value, "saldırı", f"Saldırı {value}", steps, f"{base} {op} {abs(card_bonus)} = {value}"
    )


def modifier_draws(
    targets: int = 1,
    advantage: bool = False,
    disadvantage: bool = False,
    muddled: bool = False,
    strengthened: bool = False,
    ranged_adjacent: bool = False,
) -> CalcResult:
    if targets < 1:
        raise CalcError(f"Geçersiz hedef sayısı: {targets}. En az 1 olmalı.")
    state, steps = draw_state(advantage, disadvantage, muddled, strengthened, ranged_adjacent)
    per = 2 if state != "normal" else 1
    total = targets * per
    if targets > 1:
        steps.insert(0, Step(f"{targets} hedefin her biri için ayrı modifiye kartı çekilir",
                             TARGET_REF))  # fmt: skip
    else:
        steps.insert(0, Step("her ayrı hedef için 1 modifiye kartı çevrilir", DRAW_REF))
    if state == "advantage":
        steps.append(Step("avantajda 2 kart çekilir, iyisi uygulanır (belirsizse oyuncu seçer)",
                          ADVANTAGE_REF))  # fmt: skip
    elif state == "disadvantage":
        steps.append(Step("dezavantajda 2 kart çekilir, kötüsü uygulanır (belirsizse ilk çekilen)",
                          ADVANTAGE_REF))  # fmt: skip
    arithmetic = f"{targets} × {per} = {total}" if targets > 1 and per > 1 else ""
    return answer(total, "kart", f"{total} kart", steps, arithmetic)


def target_count(x: int) -> CalcResult:
    if x < 1:
        raise CalcError(f"Geçersiz hedef sayısı: {x}. 'Hedef X' en az 1 olmalı.")
    text = (f"'Hedef {x}' ile menzildeki {x} ayrı düşman hedeflenebilir; aynı düşman iki kez "
            "hedeflenemez ve her hedef için ayrı modifiye kartı çekilir")  # fmt: skip
    return fact(x, "düşman", f"{x} ayrı düşman", text, TARGET_REF)


HALVES: dict[str, tuple[str, ...]] = {
    "ust": ("üst", "top", "saldırı", "attack"),
    "alt": ("bottom", "hareket", "move"),
    "ikisi": ("her ikisi", "both"),
}


def basic_action(half: str = "ikisi") -> CalcResult:
    key = choose(half, HALVES, "kart yarısı")
    if key == "ust":
        return fact(BASIC_ATTACK, "saldırı", "Saldırı 2",
                    "herhangi bir kart üst aksiyon olarak 'Saldırı 2' için kullanılabilir", BASIC_REF)  # fmt: skip
    if key == "alt":
        return fact(BASIC_MOVE, "hareket", "Hareket 2",
                    "herhangi bir kart alt aksiyon olarak 'Hareket 2' için kullanılabilir", BASIC_REF)  # fmt: skip
    return fact(2, None, "Üstte Saldırı 2, altta Hareket 2",
                "herhangi bir kart üst aksiyon olarak 'Saldırı 2', alt aksiyon olarak 'Hareket 2' "
                "için kullanılabilir", BASIC_REF)  # fmt: skip


SELECTION: dict[str, tuple[str, ...]] = {
    "kart": ("kart sayısı", "cards"),
    "ust": ("üst aksiyon", "top"),
    "alt": ("alt aksiyon", "bottom"),
    "ust-alt": ("birinin üstü diğerinin altı", "top and bottom"),
}
_HALVES_TEXT = "oynadığın 2 karttan birinin üst, diğerinin alt aksiyonunu kullanırsın"


def card_selection(what: str = "kart", yes_no: bool = False) -> CalcResult:
    """``yes_no``: asked as a yes/no question ("iki kartın da üstünü kullanabilir miyim"), so
    the lead answers it first: "Hayır" for two tops or two bottoms, "Evet" for one card's top
    and the other's bottom (``what=ust-alt``, always a yes/no)."""
    key = choose(what, SELECTION, "soru")
    if key == "kart":
        return fact(2, "kart", "2 kart", "her tur elindeki kartlardan 2 tanesini seçersin",
                    SELECT_REF, Step("birinin üst, diğerinin alt aksiyonunu kullanırsın",
                                     HALVES_REF))  # fmt: skip
    if key == "ust-alt":
        return fact(None, None, "Evet",
                    f"{_HALVES_TEXT}; hangi kartı hangi yarısı için kullanacağını sen seçersin",
                    HALVES_REF)  # fmt: skip
    half = "üst" if key == "ust" else "alt"
    lead = f"Hayır, yalnızca 1 {half} aksiyon" if yes_no else f"1 {half} aksiyon"
    return fact(1, "aksiyon", lead, f"{_HALVES_TEXT}; iki {half} aksiyon kullanılamaz",
                HALVES_REF)  # fmt: skip


MOVE_ASKS: dict[str, tuple[str, ...]] = {
    "puan": ("hareket puanı", "maliyet", "points"),
    "hex": ("kaç hex", "hexes", "mesafe"),
}


def move_cost(
    ask: str = "puan",
    move: int | None = None,
    normal: int = 0,
    difficult: int = 0,
    jump: bool = False,
) -> CalcResult:
    key = choose(ask, MOVE_ASKS, "soru")
    for value, label in ((move, "hareket"), (normal, "normal hex"), (difficult, "zor arazi hexi")):
        if value is not None and value < 0:
            raise CalcError(f"Geçersiz {label}: {value}. 0 veya daha büyük olmalı.")
    cost_each = 1 if jump else 2
    steps = [Step("atlamada zor arazi cezası uygulanmaz, her hex 1 puan", JUMP_REF) if jump else
             Step("zor arazi hexine girmek 2 hareket puanı gerektirir", DIFFICULT_REF)]  # fmt: skip
    if key == "puan":
        if normal + difficult == 0:
            raise CalcError("Geçilecek hex sayısı gerekli (normal ve/veya zor arazi). Örnek: 2.")
        cost = normal + cost_each * difficult
        parts = [f"{normal}"] if normal else []
        if difficult:
            parts.append(f"{difficult} × {cost_each}")
        arithmetic = f"{' + '.join(parts)} = {cost}" if len(parts) > 1 or difficult > 1 or (
            difficult and cost_each > 1) else ""  # fmt: skip
        if move is not None:
            fits = "yeter" if cost <= move else "yetmez"
            steps.append(Step(f"'Hareket {move}' en fazla {move} puan sağlar: bu yol "
                              f"için {fits}", MOVE_REF))  # fmt: skip
        return answer(cost, "puan", f"{cost} hareket puanı", steps, arithmetic)
    if move is None:
        raise CalcError("Hareket değeri gerekli (Hareket X). Örnek: 4.")
    if jump or difficult == 0:
        steps.append(Step(f"'Hareket {move}' en fazla {move} hex hareket sağlar", MOVE_REF))
        return answer(move, "hex", f"{move} hex", steps, computed=False)
    # One step on both rules: the terrain rule's 2 points a hex and the move's points, so
    # the working it shows ("5 − 2 × 2 = 1") rests on numbers its own quotes state.
    terrain = steps.pop().text
    if 2 * difficult > move:
        reach = move // 2
        half = f"{move} / 2 = {reach}" if move % 2 == 0 else f"{move} / 2 = {reach},5 → {reach}"
        steps.append(Step(f"{terrain}; 'Hareket {move}' ile {difficult} zor arazi hexine "
                          f"girilemez ({difficult} × 2 = {2 * difficult} puan gerekir): en "
                          f"fazla {half} zor arazi hexi", DIFFICULT_REF, MOVE_REF))  # fmt: skip
        return answer(reach, "hex", f"{reach} hex", steps)
    rest = move - 2 * difficult
    total = difficult + rest
    tail = (f"{move} − {difficult} × 2 = {rest} puan kalır, {rest} normal hex daha gidilir"
            if rest else f"{difficult} × 2 = {move} puanın hepsi biter")  # fmt: skip
    steps.append(Step(f"{terrain}; 'Hareket {move}' en fazla {move} puan sağlar: {tail}",
                      DIFFICULT_REF, MOVE_REF))  # fmt: skip
    return answer(
        total, "hex", f"{total} hex", steps, f"{difficult} + ({move} − {difficult} × 2) = {total}"
    )


# --- readers ---------------------------------------------------------------------------------
_CARD_IN_Q = [
    ("2x", r"\b2\s*x\b|\bx\s*2\b|\b2\s*(?:kat|katin|katini)\b|cift\s+hasar|double|\b2x\w*"),
    ("null", r"\bnull\w*|\biska(?!rt)\w*|\bmiss\b"),
    ("bless", r"\bkutsama\w*\s+(?:kart\w*\s+)?(?:cek|cik|gel|ac)\w*|\bbless\w*\s+(?:cek|cik|gel)\w*|(?:cek|cik|gel)\w*\s+(?:bir\s+)?(?:kutsama|bless)"),
    ("curse", r"\blanet\w*\s+(?:kart\w*\s+)?(?:cek|cik|gel|ac)\w*|\bcurse\w*\s+(?:cek|cik|gel)\w*|(?:cek|cik|gel)\w*\s+(?:bir\s+)?(?:lanet|curse)"),
]  # fmt: skip
_SIGNED = r"(?<![\w+−-])([+−-])\s*(\d)\b(?!\s*(?:x|hex|hareket|menzil))"
_WORD_SIGN = r"\b(arti|eksi)\s+(\d|bir|sifir)\b"
_BASE = [
    rf"(?:saldiri|attack|atak|vurus)\w*\s*(?:degeri\w*\s*)?(?:si\s+)?{N}(?!\s*(?:x|'?\s*(?:e|a|ye|ya)\b))",
    rf"{N}\s*(?:'?\s*lik|'?\s*luk)?\s*(?:hasarlik\s+)?(?:saldiri|attack|atak)\b",
    rf"temel\s+saldiri\w*\s*{N}",
    rf"{N}\s*(?:hasar|dmg|damage)\w*\s+(?:vur|ile|atak|saldir)",
]  # fmt: skip
# A shield's value, said after the word ("kalkan 2", "kalkanı 2", "kalkan değeri 2", "kalkan 2
# ve 1") or before it ("2 kalkanı var", "2 kalkanlı", "2'lik kalkan", "shield 2"); a number
# before the word that belongs to something else ("saldırı 3 kalkan 2") is not a shield.
_SHIELD_WORD = r"(?:kalkan|shield)\w*"
_SHIELD_AFTER = rf"\s*:?\s*(?:degeri\w*\s*|si\s+)?{N}(?:\s*(?:ve|,)\s*{N}(?!\s*(?:x\b|hasar|saldiri|kart|cek|gel)))?"
_SHIELD_BEFORE = rf"{N}\s*(?:tane\s+)?(?:['’]?\s*(?:lik|luk)\s+)?$"
_NOT_SHIELD_NUMBER = (r"(?:saldiri|attack|atak|vurus|hasar|dmg|damage|hareket|menzil|seviye|level"
                      r"|hedef|iyilestirme|zehir|[+−-]|x)\w*\s*$")  # fmt: skip
_NO_SHIELD = r"kalkan\w*\s+(?:(?:falan|filan|da|de|hic)\s+)?(?:yok|olmayan|olmadan)|kalkansiz|shield\w*\s+(?:yok|siz)"


def shields_in(d: str) -> list[int] | None:
    """Every shield value the question states, in order; None when it names a shield whose
    value it does not say ("kalkanı var kaç hasar"), so the damage is not worked without it."""
    if re.search(_NO_SHIELD, d):
        return [] if not re.search(rf"{_SHIELD_WORD}{_SHIELD_AFTER}", d) else None
    out: list[int] = []
    for m in re.finditer(_SHIELD_WORD, d):
        after = re.match(_SHIELD_AFTER, d[m.end() :])
        if after is not None:
            out += [int(g) for g in after.groups() if g is not None]
            continue
        before = re.search(_SHIELD_BEFORE, d[max(0, m.start() - 12) : m.start()])
        if before is not None:
            start = max(0, m.start() - 12) + before.start()
            if not re.search(_NOT_SHIELD_NUMBER, d[max(0, start - 20) : start]):
                out.append(int(before.group(1)))
                continue
        return None
    return out


_ASKS_DAMAGE = (r"kac\s+(?:hasar|dmg|damage|vurur|vuru|can|olur)|hasar\w*\s+(?:kac|ne|nedir|hesapla)"
                r"|ne kadar\s+(?:hasar|vur)|kac\s+vur|kaca\s+vur|toplam\s+hasar|kac\s+gider"
                r"|hasar\s+(?:olur|verir)|(?:vurur|vurus)\w*\s+kac|ne\s+olur|kac\b.*\bhasar")  # fmt: skip


# "zehir 2x'ten önce mi sayılıyor": a card named to ask an order, not a card drawn
_ORDER_ASKED = re.compile(r"\S*?(?:['’]\s*|\s)?(?:t|d)[ae]n\s+(?:once|sonra)\b")


def _modifiers_in(d: str) -> list[str]:
    found: list[tuple[int, str]] = []
    for key, pattern in _CARD_IN_Q:
        found += [(m.start(), key) for m in re.finditer(pattern, d)
                  if not _ORDER_ASKED.match(d, m.start())]  # fmt: skip
    for m in re.finditer(_SIGNED, d):
        before = d[max(0, m.start() - 25) : m.start()]
        if re.search(r"kalkan\w*\s*$|shield\s*$|hareket\s*$|menzil\s*$|saldiri\w*\s*$", before):
            continue
        if (
            re.search(r"(?:canavar|yetenek)\s+kart\w*\s+(?:[a-z]+\s+)?$|kart\w*\s+$", before)
            and re.search(r"canavar", d)
            and not re.search(r"modifiye", before)
        ):
            continue  # "canavar kartı +1 diyor": the monster card, not a modifier
        sign = "-" if m.group(1) in "−-" else "+"
        found.append((m.start(), f"{sign}{m.group(2)}"))
    for m in re.finditer(_WORD_SIGN, d):
        amount = {"bir": "1", "sifir": "0"}.get(m.group(2), m.group(2))
        found.append((m.start(), f"{'+' if m.group(1) == 'arti' else '-'}{amount}"))
    return [key for _, key in sorted(found)]


_Q = r"['\"‘’“”]?"


def _monster_bonus(d: str) -> int | None:
    # the card's words may be quoted: "canavar kartında 'Saldırı +1' yazıyo"
    m = re.search(rf"(?:canavar|yetenek)\w*\s+kart\w*\s+(?:[a-z]+\s+){{0,2}}{_Q}(?:saldiri\s+)?([+−-])\s*{N}"
                  rf"|kart\w*\s+{_Q}(?:saldiri\s+)?([+−-])\s*{N}{_Q}\s*(?:diyo|diyor|yaziyo|yaziyor|der\b|veriyo)", d)  # fmt: skip
    if m is None:
        return None
    sign = m.group(1) or m.group(3)
    value = int(m.group(2) or m.group(4))
    return -value if sign in "−-" else value


_TARGET_NOUN = r"(?:dusman|hedef|canavar|rakip|rakib)\w*"
_ATTACKER_FLAG = {"saskin": "muddled", "guclendirilmis": "strengthened", "sersem": "stunned",
                  "silahsiz": "disarmed"}  # fmt: skip
_NEVER_ATTACKER = {"yarali", "lanetli", "kutsanmis", "hareketsiz"}  # no effect on any attack


# the target poisoned earlier ("voidwarden canavarı zehirledi", "zehirledim düşmanı"); the
# attacker poisoned ("canavar beni zehirledi") adds nothing to the attack it makes
_POISONED_TARGET = (
    r"zehirle(?:di|dim|dik|mis|yip|yince|yen)\w*\s+(?:\w+\s+)?"
    r"(?:canavar|dusman|hedef|elit|boss|rakib)\w*"
    r"|(?:canavari|dusmani|hedefi|canavarlari|dusmanlari|elit\w*\s+\w+i)\s+(?:\w+\s+)?"
    r"zehirle(?:di|dim|dik|mis|yip|yince)\w*"
)
_POISONED_ME = r"\bbeni\s+(?:\w+\s+)?zehirle|zehirlendim|zehirliyim|zehirlenince"


def _conditions(d: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if flag(r"zehirli|zehirlenmis|zehir\w*\s+(?:var|durum)|poison", d) or (
        flag(_POISONED_TARGET, d) and not flag(_POISONED_ME, d)
    ):
        out["poison"] = True
    if flag(r"\bavantaj(?!siz)|advantage", d) and not flag(
        r"dezavantaj\w*\s+(?:de|da)\b.*avantaj", d
    ):
        out["advantage"] = bool(re.search(r"(?<!dez)avantaj|(?<!dis)advantage", d))
    if flag(r"dezavantaj|disadvantage", d):
        out["disadvantage"] = True
    if flag(r"saskin|muddle", d):
        out["muddled"] = True
    if flag(r"guclendir|strengthen", d):
        out["strengthened"] = True
    if flag(r"menzilli\w*.*(?:komsu|bitisi[kg]|yanim|yanindaki|dibindeki)|(?:komsu|bitisik|yanim|"
            r"yanindaki|dibindeki)\w*.*menzilli|ranged\w*.*adjacent", d):  # fmt: skip
        out["ranged_adjacent"] = True
    if flag(r"sersem|\bstun", d):
        out["stunned"] = True
    if flag(r"silahsiz|disarm", d):
        out["disarmed"] = True
    on_target = [key for key, (_, _, pattern) in TARGET_CONDITIONS.items()
                 if rx(rf"(?:{pattern})\w*\s+(?:bir\s+)?{_TARGET_NOUN}").search(d)
                 or (key in _NEVER_ATTACKER and rx(pattern).search(d))]  # fmt: skip
    if re.search(r"[+−-]\s?\d\s+yara", d) and "yarali" in on_target:
        on_target.remove("yarali")  # "+1 yara" is a perk card, not the target's condition
    for key in on_target:
        out.pop(_ATTACKER_FLAG.get(key, ""), None)  # the target's, not the attacker's
    if on_target:
        out["target_conditions"] = ", ".join(on_target)
    return {k: v for k, v in out.items() if v}


def read_monster_attack(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"canavar|monster|dusman", d) or not asks(d):
        return None
    if _modifiers_in(d) or flag(r"modifiye|kalkan|shield|zehir|2x|null|kutsama|lanet", d):
        return None
    bonus = _monster_bonus(d)
    base = one(rf"(?:temel|normal)\s+saldiri\w*\s*(?:si\s+)?(?:(?:de|da|ise|ysa)\s+)?{N}|saldiri\w*\s+degeri\w*\s*{N}|"
               rf"(?:normal|temel)\w*\s+{N}\s+saldir|"
               # "istatistik kartında saldırı 3 yazıyo": the stat card's base attack
               rf"istatistik\s+kart\w*\s+(?:\w+\s+){{0,2}}?saldiri\w*\s*{N}", d)  # fmt: skip
    if bonus is None or base is None:
        return None
    return {"base": base, "card_bonus": bonus}


def read_damage(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not re.search(_ASKS_DAMAGE, d):
        return None
    if flag(r"tuzak|trap|yara\w*\s+(?:hasar|kac)|her\s+tur", d) and not flag(r"saldiri", d):
        return None
    if flag(
        r"hedef\s+[2-9]|(?<!kalkan )(?<!kalkani )(?<!shield )\b[2-9]\s+(?:farkli\s+)?(?:dusman|hedef)"
        r"|iki\s+dusman|alan\s+saldiri",
        d,
    ):
        return None  # several targets: one card each; one damage per target is not one number
    bonus = _monster_bonus(d)
    d_wo = d
    if bonus is not None:
        d_wo = re.sub(r"(?:canavar|yetenek)\w*\s+kart\w*\s+(?:[a-z]+\s+){0,2}(?:saldiri\s+)?[+−-]\s*\d+"
                      r"|kart\w*\s+(?:saldiri\s+)?[+−-]\s*\d+", " ", d)  # fmt: skip
    bases = {int(m.group(1)) for p in _BASE for m in re.finditer(p, d_wo)}
    if len(bases) != 1:
        return None
    shields = shields_in(d)
    if shields is None:
        return None  # a shield named without its value: the damage depends on it
    mods = _modifiers_in(d_wo)
    conditions = _conditions(d)
    if not mods and not shields and not conditions and bonus is None:
        return None  # nothing but "Saldırı 3": not a damage computation
    if not mods:
        if flag(r"modifiye|kart\s+cek|cektim|cekti", d):
            return None  # a card was drawn but we could not read which
        mods = ["+0"] if not (conditions.get("advantage") or conditions.get("disadvantage")
                              or conditions.get("muddled") or conditions.get("strengthened")
                              or conditions.get("ranged_adjacent")) else []  # fmt: skip
        if not mods:
            return None
    out: dict[str, Any] = {"base": bases.pop(), "modifier": ", ".join(mods), **conditions}
    if shields:
        out["shield"] = shields
    if bonus is not None:
        out["card_bonus"] = bonus
    return out


def _draw_flags(d: str) -> dict[str, Any]:
    c = _conditions(d)
    return {k: True for k in ("advantage", "disadvantage", "muddled", "strengthened",
                              "ranged_adjacent") if c.get(k)}  # fmt: skip


def read_draws(q: str) -> dict[str, Any] | None:
    d = digits(q)
    flags = _draw_flags(d)
    plus = bool({"advantage", "strengthened"} & set(flags))
    minus = bool({"disadvantage", "muddled", "ranged_adjacent"} & set(flags))
    if plus and minus and flag(r"ne\s+olur|nolur|kac\s+kart|ne\s+yap|birbirini|iptal", d):
        return flags
    if not flag(r"kart|modifiye", d) or not flag(r"kac\s+(?:tane\s+)?(?:modifiye\s+)?kart|kac\s+kart"
                                                  r"|kart\w*\s+(?:kac|sayisi)", d):  # fmt: skip
        return None
    if not flag(r"cek|cevir|ac(?:il|ar)|draw|flip", d) and not flag(
        r"saldir\w*.*kac\s+(?:tane\s+)?modifiye\s+kart|kac\s+(?:tane\s+)?modifiye\s+kart\w*.*saldir",
        d,
    ):
        return None
    if flag(
        r"uzun\s+dinlen|kisa\s+dinlen|savas hedef|seviye\s+atla|el\w*\s+limit|perk|destede|"
        r"destesi\s+kac|deste\w*\s+kac|hasar\w*\s+engel|kaybed|tur\s+(?:basi|sonu)",
        d,
    ):
        return None  # fmt: skip
    targets = one(
        rf"(?:hedef|target)\s*{N}|{N}\s*(?:farkli\s+|ayri\s+)?(?:hedef|dusman|canavar|target)", d
    )
    if not flags and targets is None and not flag(r"saldiri|hedef|dusman|atak", d):
        return None
    out: dict[str, Any] = {**flags}
    if targets is not None:
        out["targets"] = targets
    return out


def read_target_count(q: str) -> dict[str, Any] | None:
    d = digits(q)
    x = one(rf"(?:hedef|target)\s*{N}", d)
    if x is None or not asks(d) or flag(r"modifiye|kart\w*\s+cek|\bcek\w*", d):
        return None
    if flag(
        r"kac\s+(?:tane\s+|farkli\s+|ayri\s+)?(?:dusman|hedef|canavar|kisi)|ayni\s+dusman|"
        r"ne\s+demek|iki\s+kere|2\s+kere|iki\s+kez|2\s+kez|anlami",
        d,
    ):
        return {"x": x}  # fmt: skip
    return None


def read_basic_action(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(
        r"temel\s+(?:aksiyon|eylem|hareket|saldiri)|varsayilan|alternatif|basic\s+action|"
        r"default|kartin\s+(?:alt|ust)\w*\s+(?:kismi|yarisi)\w*\s+(?:temel|normal)",
        d,
    ):
        return None  # fmt: skip
    if not asks(d):
        return None
    if flag(r"(?:ust|saldiri|attack)", d) and not flag(r"\balt\w*\b|hareket|move", d):
        return {"half": "ust"}
    if flag(r"\balt\w*\b|hareket|move", d) and not flag(r"\bust\w*\b|saldiri|attack", d):
        return {"half": "alt"}
    return {"half": "ikisi"}


# Both cards' same half asked: "iki kartın da üstünü", "ikisinin de alt aksiyonu", "iki üst
# aksiyon", "2 tane alt", "üstlerini ikisinin de"; one card's top and the other's bottom:
# "birinin üstünü diğerinin altını"
_HALF = r"(?:ust|alt(?!in\b|ina\b|inla|indan))"  # a card's half; "altın" is gold
_BOTH_HALF = (
    rf"2\s+(?:tane\s+)?(?:kart\w*\s+)?(?:(?:de|da)\s+)?(?:\w+\s+)?{_HALF}(?!\w*\s+(?:kart|2\b))"
    rf"|(?:ikisinin|her\s+ikisinin|2sinin)\s+(?:de|da)\s+(?:\w+\s+)?{_HALF}"
    rf"|{_HALF}\w*\s+(?:ikisini|ikisi|2|2sini)\b|kac\s+(?:tane\s+)?(?:ust|alt)\b"
    rf"|{_HALF}\w*\s+(?:aksiyon\w*\s+)?(?:birden|beraber|ayni\s+anda)"
)
_ONE = r"(?:birinin|bir\s+kartin|1\s+kartin|birinci\s+kartin|1\.\s*kartin|ilkinin)"
_OTHER = r"(?:digerinin|digerininkini|oburunun|otekinin|diger\s+kartin|ikincinin|2\.\s*kartin|ikinci\s+kartin)"
_TOP_BOTTOM = (rf"{_ONE}\s+(?:\w+\s+)?{_HALF}\w*\s*,?\s*(?:\w+\s+)?{_OTHER}\s+(?:\w+\s+)?"
               rf"{_HALF}")  # fmt: skip
# A yes/no question: "kullanabilir miyim", "olur mu", "serbest mi"; "kaç" asks a number
_YES_NO = r"\bm[iu](?:y[iu]m|y[iu]z|s[iu]n|dir)?\b"


def read_card_selection(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not asks(d) or not flag(r"kart|aksiyon|\bust\w*|\balt\w*\b", d):
        return None
    if flag(r"savas hedef|canavar|modifiye|dinlen|perk|seviye|engel|hasar|kaybed|cek", d):
        return None
    if flag(r"inisiyatif|initiative|hangi\w*|\bonce\b|sira\w*|temel|ayni\s+kart", d):
        return None  # the order, which card, the initiative, basic actions, one card's halves
    if flag(r"\w+(?:amaz|emez|amiyo|emiyo)\w*\s+m[iu]", d):
        return None  # "kullanamaz mıyım": "Hayır" would read as "you can"
    if flag(r"(?:her|bir)\s+(?:tur|round)\w*\s+(?:[a-z]+\s+)?kac\s+(?:tane\s+)?kart|kac\s+kart\w*\s+(?:sec|oyna)"
            r"|tur\w*\s+(?:basi|basinda)\w*\s+kac\s+kart", d):  # fmt: skip
        return {"what": "kart"}
    yes_no = flag(_YES_NO, d) and not flag(r"\bkac\w*", d)
    if flag(_TOP_BOTTOM, d):
        return {"what": "ust-alt"} if yes_no else None
    if not flag(_BOTH_HALF, d):
        return None
    top, bottom = flag(r"\bust", d), flag(r"\balt(?!in\b|ina\b|inla|indan)", d)
    if top == bottom:
        return None  # both halves named (or neither): not two of the same half
    out: dict[str, Any] = {"what": "ust" if top else "alt"}
    if yes_no:
        out["yes_no"] = True
    return out


_DIFFICULT = r"zor\s+arazi|difficult|mor\s+kenarl"  # "Zor arazi (mor kenarlı)"


def read_move_cost(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(rf"{_DIFFICULT}|atla(?:ma|yarak|rsam)|jump", d) or not asks(d):
        return None
    if flag(r"\boda[kg]|focus", d):
        return None  # the monster's focus: jotl-monster-focus, or nothing (traps, unclear paths)
    move = one(
        rf"(?:hareket|move)\s*{N}(?!\s*(?:zor|hex))|{N}\s*hareket\s*(?:puan\w*\s*)?(?:ile|la|le)\b",
        d,
    )
    # "2 zor arazi hexi", "ilk 2 hex mor kenarlı zor arazi", "2 mor kenarlı hex"
    difficult = one(rf"{N}\s*(?:tane\s+)?(?:hex\w*\s+)?(?:(?:mor\s+kenarl\w*\s+)?(?:zor\s+arazi"
                    rf"|difficult)|mor\s+kenarl\w*(?:\s+hex)?)", d)  # fmt: skip
    normal = one(rf"{N}\s*(?:tane\s+)?(?:normal|duz)\s*(?:arazi\s*)?hex", d)
    # "4 hexlik yol var, ilk 2 hex zor arazi": the rest of the way is normal hexes
    way = one(rf"{N}\s*hex\s*(?:'?\s*l[iu]k)\s+(?:bir\s+)?yol", d)
    if normal is None and way is not None and difficult is not None and way >= difficult:
        normal = way - difficult
    jump = flag(r"atla(?:ma|yarak|rsam|madan)?\b|jump", d) and not flag(r"atlamadan", d)
    out: dict[str, Any] = {}
    if flag(r"kac\s+hex|ne kadar\s+(?:uzag|ilerle|gid)|kac\s+kare|nereye kadar", d):
        if move is None or flag(r"kac\s+(?:hex|kare)\w*\s+daha|daha\s+kac\s+(?:hex|kare)", d):
            # "sonra kaç hex daha": the hexes after a part of the way, not the whole way
            return None
        out = {"ask": "hex", "move": move}
        if difficult is None and flag(
            rf"(?:tum|hep|butun|sadece)\w*\s+(?:yol\w*\s+)?(?:{_DIFFICULT})", d
        ):
            difficult = move  # every hex of the way is difficult terrain
        jumping = flag(r"atla(?:ma|yarak|rsam|madan)?\b|jump", d) and not flag(r"atlamadan", d)
        if difficult is None and not jumping and flag(_DIFFICULT, d):
            return None  # difficult terrain on the way, but how many hexes of it is not said
    elif flag(
        r"kac\s+(?:hareket\s+)?puan|kac\s+hareket|maliyet|ne kadar\s+hareket|yeter\s+mi|yetermi"
        r"|yetiyo\w*\s+mu",
        d,
    ):
        if difficult is None and normal is None:
            return None
        out = {"ask": "puan"}
        if move is not None:
            out["move"] = move
    else:
        return None
    if difficult is not None:
        out["difficult"] = difficult
    if normal is not None:
        out["normal"] = normal
    if jump:
        out["jump"] = True
    return out


DAMAGE_CALC = Calculator(
    "jotl-damage", GAME, "JotL: saldırı hasarı",
    "Bir hedefe saldırının hasarı: temel değer, canavar kartı, zehir, modifiye kartı "
    "(avantaj/dezavantajda iki kart), kalkanlar; kural kitabının sırasıyla.",
    (
        Field("base", "Temel saldırı", "int", "kartta yazan 'Saldırı X'", "3", minimum=0,
              maximum=MAX_ATTACK),
        Field("modifier", "Modifiye kartı", "text",
              "+0, +1, -1, +2, -2, 2x, null, kutsama, lanet; avantaj/dezavantajda iki kart: '+1, 2x'",
              "+1", required=False),
        Field("poison", "Hedef zehirli", "flag", "evet / hayır", "hayır", required=False),
        Field("shield", "Kalkan", "ints", "hedefin kalkanları, virgülle (birikir)", "1",
              required=False, minimum=0, maximum=20),
        Field("card_bonus", "Canavar kartındaki değişim", "int", "ör. +1 ya da -1", "1",
              required=False, minimum=-5, maximum=5),
        Field("advantage", "Avantaj", "flag", "evet / hayır", "hayır", required=False),
        Field("disadvantage", "Dezavantaj", "flag", "evet / hayır", "hayır", required=False),
        Field("muddled", "Saldıran şaşkın", "flag", "evet / hayır (dezavantaj)", "hayır",
              required=False),
        Field("strengthened", "Saldıran güçlendirilmiş", "flag", "evet / hayır (avantaj)",
              "hayır", required=False),
        Field("ranged_adjacent", "Komşu düşmana menzilli saldırı", "flag",
              "evet / hayır (dezavantaj)", "hayır", required=False),
        Field("stunned", "Saldıran sersemletilmiş", "flag", "evet / hayır", "hayır",
              required=False),
        Field("disarmed", "Saldıran silahsızlandırılmış", "flag", "evet / hayır", "hayır",
              required=False),
        Field("target_conditions", "Hedefin durumları", "text",
              "hasarı değiştirmeyenler, virgülle: " + ", ".join(TARGET_CONDITIONS), "yarali",
              required=False),
    ),
    attack_damage, read_damage,
    ("saldiri 3 zehirli hedefe 2x cektim kalkan 1 kac hasar",),
)  # fmt: skip
MONSTER_ATTACK_CALC = Calculator(
    "jotl-monster-attack", GAME, "JotL: canavarın saldırı değeri",
    "Canavarın saldırısı: istatistik kartındaki temel saldırı artı yetenek kartındaki değişim.",
    (
        Field("base", "Temel saldırı", "int", "istatistik kartındaki", "2", minimum=0,
              maximum=MAX_ATTACK),
        Field("card_bonus", "Yetenek kartındaki değişim", "int", "ör. 1 ya da -1", "1",
              minimum=-5, maximum=5),
    ),
    monster_attack, read_monster_attack,
    ("canavarin temel saldirisi 3 kart +1 diyo kac vurur",),
)  # fmt: skip
_STATE_FIELDS = (
    Field("advantage", "Avantaj", "flag", "evet / hayır", "hayır", required=False),
    Field("disadvantage", "Dezavantaj", "flag", "evet / hayır", "hayır", required=False),
    Field("muddled", "Saldıran şaşkın", "flag", "evet / hayır", "hayır", required=False),
    Field("strengthened", "Saldıran güçlendirilmiş", "flag", "evet / hayır", "hayır",
          required=False),
    Field("ranged_adjacent", "Komşu düşmana menzilli saldırı", "flag", "evet / hayır", "hayır",
          required=False),
)  # fmt: skip
DRAWS_CALC = Calculator(
    "jotl-modifier-draws", GAME, "JotL: çekilen modifiye kartı",
    "Bir saldırıda çekilen modifiye kartı: hedef başına 1, avantaj/dezavantajda 2.",
    (Field("targets", "Hedef sayısı", "int", "en az 1", "1", required=False, minimum=1,
           maximum=10), *_STATE_FIELDS),
    modifier_draws, read_draws, ("avantajda kac kart cekiyom",),
)  # fmt: skip
TARGET_CALC = Calculator(
    "jotl-target-count", GAME, "JotL: Hedef X",
    "'Hedef X' ile kaç ayrı düşman hedeflenebileceği.",
    (Field("x", "Hedef X", "int", "kartta yazan X", "2", minimum=1, maximum=10),),
    target_count, read_target_count, ("hedef 3 kac dusman demek",),
)  # fmt: skip
BASIC_CALC = Calculator(
    "jotl-basic-actions", GAME, "JotL: temel aksiyonlar",
    "Her kartın temel aksiyonu: üstte Saldırı 2, altta Hareket 2.",
    (Field("half", "Kart yarısı", "choice", "ust (saldırı), alt (hareket), ikisi", "ust",
           required=False, choices=tuple(HALVES)),),
    basic_action, read_basic_action, ("varsayilan saldiri kac",),
)  # fmt: skip
SELECTION_CALC = Calculator(
    "jotl-card-selection", GAME, "JotL: turda oynanan kart",
    "Her tur seçilen kart sayısı; kullanılan üst ve alt aksiyon.",
    (Field("what", "Soru", "choice", "kart, ust, alt, ust-alt (birinin üstü, diğerinin altı)",
           "kart", required=False, choices=tuple(SELECTION)),
     Field("yes_no", "Evet/hayır sorusu", "flag", "evet / hayır (cevap 'Hayır' ile başlar)",
           "hayır", required=False)),
    card_selection, read_card_selection, ("her tur kac kart oynaniyo",),
)  # fmt: skip
MOVE_CALC = Calculator(
    "jotl-move-cost", GAME, "JotL: hareket maliyeti",
    "Zor arazi ve atlamayla bir yolun hareket puanı ya da 'Hareket X' ile gidilebilecek hex.",
    (
        Field("ask", "Soru", "choice", "puan (yolun maliyeti) ya da hex (gidilebilecek hex)",
              "puan", required=False, choices=tuple(MOVE_ASKS)),
        Field("move", "Hareket X", "int", "kartta yazan hareket", "4", required=False,
              minimum=0, maximum=20),
        Field("normal", "Normal hex", "int", "yoldaki normal hex", "2", required=False,
              minimum=0, maximum=20),
        Field("difficult", "Zor arazi hexi", "int", "yoldaki zor arazi hexi", "2",
              required=False, minimum=0, maximum=20),
        Field("jump", "Atlama", "flag", "evet / hayır", "hayır", required=False),
    ),
    move_cost, read_move_cost,
    ("hareket 4 ile 2 zor arazi hexinden gecersem kac hex gidebilirim",),
)  # fmt: skip
