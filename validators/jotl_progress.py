"""Jaws of the Lion: experience (level from XP, thresholds, XP still needed, XP of a scenario),
perks and checkmarks, battle goals, what a level-up gives, new and imported characters."""

from __future__ import annotations

import re
from typing import Any

from validators.base import CalcError, CalcResult, Step
from validators.calculator import Calculator, Field
from validators.jotl_answer import answer, at_level_you, choose, fact, sfx
from validators.jotl_data import (
    CARRY_REF,
    CHECKMARK_REF,
    CHECKS_PER_PERK,
    GAME,
    GOAL_CARD_REF,
    GOAL_CHECK_REF,
    GOALS_REF,
    INTEGRATION,
    INTEGRATION_REF,
    LEVEL_TABLE,
    LEVEL_UP_CARD_REF,
    LEVEL_UP_REF,
    MAT_LEAD,
    MAT_REF,
    MAX_CHECKMARKS,
    MAX_LEVEL,
    NEW_CHARACTER_REF,
    NO_KILL_XP_REF,
    PERK_REF,
    REWARD_PERK_REF,
    XP_BONUS_REF,
    XP_KEPT_REF,
    XP_REF,
    XP_SHEET_REF,
    XP_SOURCES_REF,
    XP_THRESHOLDS,
    row_ref,
)
from validators.jotl_level import RECOMMENDED_FIELD, _level_inputs, _level_of, check_levels
from validators.jotl_parse import TUTORIAL, N, asks, digits, flag, one

MAX_XP = 9999


def _check_xp(xp: int) -> None:
    if xp < 0:
        raise CalcError(f"Geçersiz deneyim: {xp}. Deneyim 0 veya daha büyük olmalı.")


def _level_at(xp: int) -> int:
    return max(lv for lv, need in XP_THRESHOLDS.items() if xp >= need)


def level_from_xp(xp: int) -> CalcResult:
    _check_xp(xp)
    level = _level_at(xp)
    need = XP_THRESHOLDS[level]
    nxt = XP_THRESHOLDS.get(level + 1)
    if nxt is None:
        text = f"seviye 9 eşiği {need} deneyim; {xp} deneyim en yüksek seviye olan 9'a yeter"
    elif level == 1:
        text = f"seviye 2 için {nxt} deneyim gerekir; {xp} deneyim bunun altında"
    elif xp == need:
        text = f"seviye {level} için {need} deneyim gerekir; {xp} deneyimle bu eşiğe tam ulaşılır"
    else:
        text = (f"seviye {level} için {need}, seviye {level + 1} için {nxt} deneyim gerekir; "
                f"{xp} deneyim ikisinin arasında")  # fmt: skip
    trail = [f"Seviye {level} eşiği {need}: {need} ≤ {xp}" + (f" < {nxt}" if nxt else "")]
    return answer(level, "seviye", f"Seviye {level}", [Step(text, XP_REF)],
                  refs=[XP_SHEET_REF], trail=trail)  # fmt: skip


def xp_threshold(level: int) -> CalcResult:
    check_levels([level])
    need = XP_THRESHOLDS[level]
    if level == 1:
        return fact(0, "deneyim", "0 deneyim",
                    "seviye 1 başlangıç seviyesidir; karakter sayfasındaki eşik 0", XP_SHEET_REF)  # fmt: skip
    return fact(need, "deneyim", f"{need} deneyim",
                f"seviye {level} için toplam {need} deneyim gerekir", XP_REF,
                Step("deneyim seviye atlayınca sıfırlanmaz; eşik toplam deneyimdir",
                     XP_KEPT_REF))  # fmt: skip


def xp_to_next(
    xp: int,
    target_level: int | None = None,
    card_xp: int | None = None,
    success: bool = True,
    scenario_level: int | None = None,
    levels: list[int] | None = None,
    difficulty: str | None = None,
    tutorial: bool = False,
    recommended: int | None = None,
) -> CalcResult:
    """XP still needed to the next (or the asked) level. With a scenario just played
    (``card_xp`` and the scenario's level, or ``tutorial``), its XP is added first
    (`scenario_xp`: the dial plus the completion bonus on success)."""
    _check_xp(xp)
    played = (card_xp is not None or scenario_level is not None or bool(levels) or tutorial
              or recommended is not None)  # fmt: skip
    if not played:
        return _xp_left(xp, target_level)
    gained = scenario_xp(card_xp or 0, success, scenario_level, levels, difficulty, tutorial,
                         recommended=recommended)  # fmt: skip
    assert gained.value is not None
    total = xp + gained.value
    after = _xp_left(total, target_level, worked=True)
    first = Step(f"senaryodan önce {xp} deneyimin vardı", None)
    parts = [str(xp), *(gained.arithmetic.split(" = ")[0].split(" + ") if gained.arithmetic
                        else [str(gained.value)])]  # fmt: skip
    # The new total is worked out in the step that cites the scenario's last number (its
    # bonus row), so the steps after it name "bu deneyim" and no number they cannot cite.
    last = gained.steps[-1]
    summed = Step(f"{last.text}; toplam {' + '.join(parts)} = {total} deneyim", last.ref, last.also)
    steps = [first, *gained.steps[:-1], summed, *after.steps]
    arithmetic = after.arithmetic
    return answer(after.value, "deneyim", after.lead, steps, arithmetic,
                  summary=after.summary)  # fmt: skip


def _xp_left(xp: int, target_level: int | None = None, worked: bool = False) -> CalcResult:
    """``worked``: a step before has worked out ``xp`` ("toplam … = 143 deneyim"); these
    steps say "bu deneyimle"."""
    level = _level_at(xp)
    having = "bu deneyimle" if worked else f"{xp} deneyimle"
    if target_level is not None:
        check_levels([target_level])
    target = target_level or level + 1
    if target > MAX_LEVEL:
        step = Step(f"{having} seviye 9'dasın; seviye 9 en yüksek seviye", XP_REF)
        return answer(None, "deneyim", "Sonraki seviye yok", [step],
                      summary="Seviye 9 en yüksek seviye; kalan deneyim yok.")  # fmt: skip
    need = XP_THRESHOLDS[target]
    if target <= level:
        step = Step(f"seviye {target} için {need} deneyim gerekir; {having} zaten seviye "
                    f"{at_level_you(level)}", XP_REF)  # fmt: skip
        return answer(0, "deneyim", "0 deneyim", [step])
    left = need - xp
    steps = [Step(f"{having} seviye {at_level_you(level)}; seviye {target} için toplam "
                  f"{need} deneyim gerekir", XP_REF),
             Step("deneyim seviye atlayınca sıfırlanmaz", XP_KEPT_REF)]  # fmt: skip
    return answer(left, "deneyim", f"{left} deneyim", steps, f"{need} − {xp} = {left}")


def scenario_xp(
    card_xp: int,
    success: bool = True,
    scenario_level: int | None = None,
    levels: list[int] | None = None,
    difficulty: str | None = None,
    tutorial: bool = False,
    kills: int | None = None,
    recommended: int | None = None,
) -> CalcResult:
    """XP a character ends a scenario with: the XP marked on the dial (+ the bonus on success)."""
    _check_xp(card_xp)
    steps = [Step(f"senaryoda kartlardan ve kalıcı bonuslardan {card_xp} deneyim kazandın",
                  XP_SOURCES_REF)]  # fmt: skip
    if kills:
        steps.append(Step(f"öldürülen {kills} canavar deneyim vermez", NO_KILL_XP_REF))
    if not success:  # the level is irrelevant: no bonus on failure
        steps.append(Step("kaybedilen senaryoda tamamlama bonusu yok, ama kazanılan deneyim "
                          "sonraki denemeye taşınır", CARRY_REF))  # fmt: skip
        return answer(card_xp, "deneyim", f"{card_xp} deneyim", steps)
    if tutorial:
        if scenario_level is not None or levels or recommended is not None:
            raise CalcError("Öğretici senaryoda bonus sabittir (6); senaryo seviyesi verilmez.")
        bonus = 6
        steps.append(Step("öğretici senaryoyu başarıyla bitirmenin bonusu 6 deneyim",
                          XP_BONUS_REF))  # fmt: skip
    else:
        if scenario_level is None and not levels and recommended is None:
            raise CalcError("Bonus deneyim senaryo seviyesine bağlı: senaryo seviyesini (0-7) ya "
                            "da karakter seviyelerini yaz. Örnek: senaryo seviyesi 2.")  # fmt: skip
        level, level_steps, _ = _level_of(scenario_level, levels, difficulty, recommended)
        steps += level_steps
        bonus = LEVEL_TABLE[level].bonus_xp
        steps.append(Step(f"senaryo seviyesi {sfx(level, 'de')} başarı bonusu {bonus} deneyim",
                          row_ref(level)))  # fmt: skip
    total = card_xp + bonus
    return answer(total, "deneyim", f"{total} deneyim", steps, f"{card_xp} + {bonus} = {total}")


def perks(
    level: int | None = None, checkmarks: int | None = None, start_level: int = 1,
    most: bool = False,
) -> CalcResult:  # fmt: skip
    """Perks earned: one per level gained since ``start_level`` plus one per 3 checkmarks.
    ``most``: the most a character can earn this way; a level or checkmarks not given are the
    highest there are (level 9, 18 checkmarks), and perks from scenario rewards are not counted."""
    if level is None:
        if not most:
            raise CalcError("Karakter seviyesi gerekli (1-9). Örnek: 4.")
        level = MAX_LEVEL
    if checkmarks is None:
        checkmarks = MAX_CHECKMARKS if most else 0
    check_levels([level, start_level])
    if not 0 <= checkmarks <= MAX_CHECKMARKS:
        raise CalcError(f"Geçersiz onay işareti: {checkmarks}. Geçerli aralık: 0-18.")
    if start_level > level:
        raise CalcError(f"Başlangıç seviyesi ({start_level}) mevcut seviyeden ({level}) büyük "
                        "olamaz.")  # fmt: skip
    from_levels, from_marks = level - start_level, checkmarks // CHECKS_PER_PERK
    total = from_levels + from_marks
    gained = f"{level} − {start_level} = {from_levels}"
    if from_levels == 0:
        text = f"seviye {sfx(level, 'de')} henüz seviye atlanmadı, seviyeden perk yok"
    elif start_level != 1:
        text = (f"seviye {sfx(start_level, 'den')} seviye {sfx(level, 'e')} {gained} kez "
                "seviye atlandı, her biri 1 perk")  # fmt: skip
    else:
        text = f"seviye {sfx(level, 'e')} kadar {gained} kez seviye atlandı, her biri 1 perk"
    steps = [Step(text, PERK_REF)]
    if checkmarks:
        steps.append(Step(f"her 3 onay işareti 1 perk: {_per_three(checkmarks)}", PERK_REF))
    arithmetic = f"{from_levels} + {from_marks} = {total}" if checkmarks and from_levels else ""
    if most:
        steps = [
            Step(f"en yüksek seviye 9 ({XP_THRESHOLDS[MAX_LEVEL]} deneyim); seviye {sfx(start_level, 'den')} 9'a "
                 f"{MAX_LEVEL} − {start_level} = {MAX_LEVEL - start_level} kez seviye atlanır",
                 XP_REF) if level == MAX_LEVEL else steps[0],
            Step("bir karakter en fazla 18 onay işareti biriktirebilir, her 3 onay 1 perk: "
                 f"{_per_three(checkmarks)}", CHECKMARK_REF, PERK_REF),
            Step("her seviye atlayışta 1 perk, her 3 onay işaretinde 1 perk", PERK_REF),
            Step("senaryonun ödül metnindeki perk kazanımları bu sayıya dahil değil",
                 REWARD_PERK_REF),
        ]  # fmt: skip
        arithmetic = f"{from_levels} + {from_marks} = {total}"
        return answer(total, "perk", f"{total} perk", steps, arithmetic)
    return answer(total, "perk", f"{total} perk", steps, arithmetic, refs=[CHECKMARK_REF])


CHECKMARK_ASKS: dict[str, tuple[str, ...]] = {
    "en-fazla": ("en fazla onay", "sınır", "max", "limit"),
    "perk-basina": ("perk başına onay", "kaç onayda bir perk", "3"),
    "en-fazla-perk": ("onaylardan en fazla perk", "max perk"),
    "perk": ("onaylardan perk", "perk"),
    "kalan": ("sonraki perke kalan onay", "kalan"),
}


def _perks_after(count: int, more: int) -> CalcResult:
    """Perks from checkmarks once ``more`` are added to ``count``: the total stops at 18."""
    total = min(count + more, MAX_CHECKMARKS)
    value = total // CHECKS_PER_PERK
    steps = []
    if count + more > MAX_CHECKMARKS:
        steps.append(Step(f"bir karakter en fazla 18 onay işareti biriktirebilir: {count} + "
                          f"{more} = {count + more} olsa da 18 onayda kalır", CHECKMARK_REF))  # fmt: skip
        arithmetic = f"min({count} + {more}, 18) = 18; 18 / 3 = {value}"
    else:
        arithmetic = f"{count} + {more} = {total}; {total} / 3 = {value}" + (
            f" (kalan {total % CHECKS_PER_PERK})" if total % CHECKS_PER_PERK else "")  # fmt: skip
    steps.append(Step(f"her 3 onay işareti 1 perk: {_per_three(total)}", PERK_REF))
    return answer(value, "perk", f"{value} perk", steps, arithmetic)


def _per_three(marks: int) -> str:
    """ "18 / 3 = 6 perk", "7 / 3 = 2 perk, 1 onay artar": perks from checkmarks, worked."""
    rest = marks % CHECKS_PER_PERK
    extra = f", {rest} onay artar" if rest else ""
    return f"{marks} / 3 = {marks // CHECKS_PER_PERK} perk{extra}"


def checkmarks(what: str = "en-fazla", count: int | None = None, more: int = 0) -> CalcResult:
    """``more``: checkmarks still to be earned on top of ``count`` (the total stops at 18)."""
    key = choose(what, CHECKMARK_ASKS, "soru")
    if count is not None and not 0 <= count <= MAX_CHECKMARKS:
        raise CalcError(f"Geçersiz onay işareti: {count}. Bir karakter en fazla 18 onay "
                        "biriktirebilir (0-18).")  # fmt: skip
    if more < 0:
        raise CalcError(f"Geçersiz kazanılacak onay: {more}. Geçerli aralık: 0 ve üstü.")
    if more and count is not None and key == "perk":
        return _perks_after(count, more)
    if key == "en-fazla":
        return fact(MAX_CHECKMARKS, "onay", "18 onay işareti",
                    "bir karakter en fazla 18 onay işareti biriktirebilir", CHECKMARK_REF)  # fmt: skip
    if key == "perk-basina":
        return fact(3, "onay", "3 onay işareti", "her 3 onay işareti 1 perk kazandırır", PERK_REF)
    if key == "en-fazla-perk":
        steps = [Step("bir karakter en fazla 18 onay işareti biriktirebilir", CHECKMARK_REF),
                 Step("her 3 onay işareti 1 perk kazandırır", PERK_REF)]  # fmt: skip
        return answer(6, "perk", "6 perk", steps, "18 / 3 = 6")
    if count is None:
        raise CalcError("Onay işareti sayısı gerekli (0-18). Örnek: 7.")
    if key == "perk":
        value = count // CHECKS_PER_PERK
        rest = count % CHECKS_PER_PERK
        text = f"her 3 onay işareti 1 perk: {count} / 3 = {value} perk"
        text += f", {rest} onay sonraki perke sayılır" if rest else ""
        return answer(value, "perk", f"{value} perk", [Step(text, PERK_REF)])
    if count == MAX_CHECKMARKS:
        step = Step("18 onay işaretiyle sınıra ulaştın; daha fazla onay biriktirilemez",
                    CHECKMARK_REF)  # fmt: skip
        return answer(None, "onay", "Sonraki perk onaydan gelmez", [step],
                      summary="18 onay sınırına ulaşıldı; onaydan yeni perk gelmez.")  # fmt: skip
    left = CHECKS_PER_PERK - count % CHECKS_PER_PERK
    step = Step(f"her 3 onay işareti 1 perk; {count} onaydan sonra {left} onay daha gerekir",
                PERK_REF)  # fmt: skip
    return answer(left, "onay", f"{left} onay işareti", [step])


GOAL_ASKS: dict[str, tuple[str, ...]] = {
    "dagitilan": ("dağıtılan", "kaç kart dağıtılır", "dealt"),
    "tutulan": ("tutulan", "seçilen", "kept"),
    "onay": ("onay", "ödül", "checkmark"),
}


def battle_goals(what: str, success: bool = True) -> CalcResult:
    key = choose(what, GOAL_ASKS, "soru")
    if key == "dagitilan":
        return fact(2, "kart", "2 savaş hedefi kartı",
                    "senaryo başında her karaktere gizlice 2 savaş hedefi kartı dağıtılır",
                    GOALS_REF, Step("bu, senaryo 4'ten itibaren yapılır", GOAL_CARD_REF))  # fmt: skip
    if key == "tutulan":
        return fact(1, "kart", "1 savaş hedefi kartı",
                    "dağıtılan 2 karttan biri seçilir, diğeri ıskarta edilir", GOALS_REF)  # fmt: skip
    if not success:
        return fact(0, "onay", "0 onay işareti",
                    "senaryo kaybedilirse savaş hedeflerinden hiçbir şey kazanılmaz",
                    GOAL_CHECK_REF)  # fmt: skip
    return fact(1, "onay", "1 onay işareti",
                "senaryo başarıyla biter ve koşul sağlanırsa 1 onay işareti kazanılır",
                GOAL_CHECK_REF)  # fmt: skip


LEVEL_UP_ASKS: dict[str, tuple[str, ...]] = {
    "kart": ("yetenek kartı", "card"),
    "perk": ("perks",),
    "can": ("azami can", "maksimum can", "hp", "max hp"),
}


def level_up(what: str, new_level: int | None = None) -> CalcResult:
    key = choose(what, LEVEL_UP_ASKS, "soru")
    if new_level is not None and not 2 <= new_level <= MAX_LEVEL:
        raise CalcError(f"Geçersiz yeni seviye: {new_level}. Seviye atlanarak ulaşılan seviye "
                        "2 ile 9 arasıdır.")  # fmt: skip
    if key == "kart":
        which = (f"seviye {new_level} veya daha düşük seviyeli" if new_level
                 else "yeni seviyene eşit veya daha düşük seviyeli")  # fmt: skip
        return fact(1, "kart", "1 kart", f"seviye atlayınca {which} kartlardan 1 tanesi "
                    "havuzuna eklenir", LEVEL_UP_CARD_REF)  # fmt: skip
    if key == "perk":
        return fact(1, "perk", "1 perk", "her seviye atlayışta 1 perk kazanılır", LEVEL_UP_REF)
    steps = [Step("azami can, karakter levhasında yeni seviyenin altındaki beyaz sayıya "
                  "yükselir", LEVEL_UP_REF),
             Step("bu sayı karakter levhasında basılıdır; kural metninde yazmaz", MAT_REF)]  # fmt: skip
    return answer(None, "can", MAT_LEAD, steps, computed=False,
                  summary="Azami can karakter levhasında yeni seviyenin altında yazar; kural "
                  "metninde bir sayı yok.")  # fmt: skip


def new_character() -> CalcResult:
    return fact(1, "seviye", "Seviye 1",
                "grup ilerlemiş olsa bile yeni bir karakter seviye 1'de, tüm '1' ve 'X' "
                "kartlarıyla başlatılabilir", NEW_CHARACTER_REF)  # fmt: skip


INTEGRATION_ASKS: dict[str, tuple[str, ...]] = {
    "altin": ("altın", "gold", "para"),
    "deneyim": ("xp", "tecrübe"),
    "perk": ("perks",),
    "senaryo": ("atlanan senaryo", "ilk senaryolar", "skip"),
}
_INTEGRATION_TEXT = {
    "altin": ("40 altın", "altın", "telafi olarak 40 altın verilir"),
    "deneyim": ("10 deneyim", "deneyim", "telafi olarak 10 deneyim verilir"),
    "perk": ("1 perk", "perk", "telafi olarak 1 perk verilir"),
    "senaryo": ("3 senaryo", "senaryo", "'A' ve 'B' kartları olmadığı için kampanyanın ilk üç "
                "senaryosunu atlaması en iyisidir"),
}  # fmt: skip


def integration_bonus(what: str, to_level: int | None = None) -> CalcResult:
    """The compensation a character from the original Gloomhaven gets; with ``to_level`` (the
    XP asked is what is left to a level), its 10 XP are taken from that level's threshold."""
    key = choose(what, INTEGRATION_ASKS, "ödül")
    if to_level is not None:
        if key != "deneyim":
            raise CalcError("Hedef seviye yalnızca deneyimle birlikte sorulabilir (ödül: deneyim).")
        check_levels([to_level])
        if to_level < 2:
            raise CalcError(f"Geçersiz hedef seviye: {to_level}. Geçerli aralık: 2-9.")
        xp, need = INTEGRATION[key], XP_THRESHOLDS[to_level]
        left = need - xp
        steps = [Step(f"seviye {to_level} için toplam {need} deneyim gerekir", XP_REF),
                 Step(f"orijinal Gloomhaven karakterine telafi olarak {xp} deneyim verilir; "
                      f"başka deneyimi yoksa karakter {xp} deneyimle başlar", INTEGRATION_REF),
                 Step("deneyim seviye atlayınca sıfırlanmaz", XP_KEPT_REF)]  # fmt: skip
        return answer(left, "deneyim", f"{left} deneyim", steps, f"{need} − {xp} = {left}")
    lead, unit, text = _INTEGRATION_TEXT[key]
    return fact(INTEGRATION[key], unit, lead, f"orijinal Gloomhaven'dan gelen karaktere {text}"
                if key != "senaryo" else f"orijinal Gloomhaven'dan gelen karakterin {text}",
                INTEGRATION_REF)  # fmt: skip


# --- readers ---------------------------------------------------------------------------------
_XP = rf"{N}\s*(?:tane\s+|puan\s+)?(?:xp|exp\b|deneyim|tecrube)"
_XP_AFTER = rf"(?:xp|exp|deneyim|tecrube)(?:\s?(?:im|imiz|in|iniz|i|si|m))?\s*(?:puan\w*\s*)?:?\s*{N}(?!\s*\.)"
_AT = rf"{N}\s*'?\s*(?:deyim|dayim|teyim|tayim|deyiz|dayiz|teyiz|tayiz)\b"
_ASKS_LEVEL = (r"kacinci\s+seviye|hangi\s+seviye|kac\s+seviye|seviye\w*\s+kac|kacinci\s+level"
               r"|hangi\s+level|level\w*\s+kac|kac\w*\s+lvl|seviyem\s+ne|seviye\w*\s+nedir"
               r"|kacinciyim|seviye\s+\d\s*(?:mi|miyim|oldum mu)|level\s+atla\w*\s+mi")  # fmt: skip
# "How much is left": said outright, or "needed" with the level it is needed for.
_LEFT = (r"kald[iı]|kalan|kaliyo|eksik|daha\s+(?:kac|ne kadar)|ne kadar\s+daha"
         r"|kac\s+(?:xp|deneyim)\s+(?:daha|sonra)"
         # with the XP held told: "sonraki seviyeye kaç xp", "seviye 5'e kaç deneyim"
         r"|(?:seviye|level)\w*\s*(?:\d+\s*'?\s*(?:e|a|ye|ya)\b\s*)?(?:icin\s+)?"
         r"(?:kac|ne kadar)\s+(?:xp|deneyim|tecrube|exp)\b(?!\w*\s*(?:de|da|te|ta)\b)")  # fmt: skip
_NEEDED = (r"(?:lazim|gerek|ihtiyac)\w*.*(?:sonraki|atla|cik|ulas|gec|seviye\s*\d)|"
           r"(?:sonraki|atlamak|cikmak|ulasmak|gecmek)\w*.*(?:lazim|gerek|ihtiyac)|"
           r"seviye\s*\d+\s*'?\s*[a-z]{0,3}\s+icin.*(?:lazim|gerek|ihtiyac|ne kadar)")  # fmt: skip


# "toplam deneyimi 180. seviye 5 için": a period after a count of XP ends its sentence (no
# level or turn is the 180th), so the number is the XP held, not an ordinal
_XP_AT_END = (
    r"(?:xp|exp|deneyim|tecrube)(?:\s?(?:im|imiz|in|iniz|i|si|m))?\s*:?\s*(\d{2,4})(?=\.\s)"
)


def _xp_in(d: str) -> int | None:
    found = {int(m.group(1)) for p in (_XP, _XP_AFTER, _XP_AT_END) for m in re.finditer(p, d)}
    if not found and flag(r"xp|deneyim|tecrube", d):
        found = {int(m.group(1)) for m in re.finditer(_AT, d)}
    return found.pop() if len(found) == 1 else None


def _target_level(d: str) -> int | None:
    return one(rf"(?:seviye|level|lvl)\s*{N}\s*'?\s*(?:e|a|ye|ya|ue|uye|ya)?\b(?!\s*\.\s*\d)"
               rf"|{N}\s*\.?\s*(?:seviye|level)\w*\s*(?:e|a|ye|ya)\b", d)  # fmt: skip


_AIMED_LEVEL = (rf"(?:seviye|level|lvl)\s*{N}\s*'?\s*(?:e|a|ye|ya)\s+(?:\w+\s+)?"
                r"(?:ne\s+kadar|kac|icin|cik|kald|ulas|gec)"
                rf"|{N}\s*\.?\s*(?:seviye|level)\w*\s*(?:e|a|ye|ya)\s+(?:\w+\s+)?"
                r"(?:ne\s+kadar|kac|icin|cik|kald|ulas|gec)")  # fmt: skip


def _played(d: str) -> dict[str, Any] | None:
    """A scenario just played, as `scenario_xp` reads it ("senaryo seviyesi 2 olan senaryoyu
    bitirdik, kartlardan 5 xp topladım"), with the text left once its XP is taken out; None
    when no scenario result is told."""
    if not flag(r"senaryo|gorev|mission", d) or not flag(_PLAYED, d):
        return None
    card_xp = one(_CARD_XP, d)
    if card_xp is None:
        return None
    failed = flag(_FAILED, d)
    rest = re.sub(_CARD_XP, " ", d)
    out: dict[str, Any] = {"card_xp": card_xp, "success": not failed, "rest": rest}
    if flag(TUTORIAL, d):
        out["tutorial"] = True
        return out
    # "Seviye 4'e kaç deneyim kaldı": the level aimed at is not the party's level
    inputs = _level_inputs(re.sub(_AIMED_LEVEL, " ", re.sub(_XP, " ", rest)))
    if inputs is not None and not failed:
        out.update(inputs)  # without it a success asks for the level (the bonus depends on it)
    return out


def read_xp_to_next(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if flag(r"gloomhaven\w*\s+(?:[a-z]+\s+)?karakter|telafi", d):
        return None  # an original-Gloomhaven character: its 10 XP compensation comes in too
    played = _played(d)
    if played is not None:
        d = played.pop("rest")  # the XP before the scenario is what is left
    xp = _xp_in(d)
    if xp is None or not asks(d):
        return None
    if not flag(_LEFT, d) and (not flag(_NEEDED, d) or re.search(_ASKS_LEVEL, d)):
        return None
    target = one(rf"(?:seviye|level|lvl)\s*{N}\s*'?\s*(?:e|a|ye|ya|ya|uncu|inci)?\s*"
                 rf"(?:ne kadar|kac|icin|cikmak|gecmek|ulasmak|kald|ol(?:mak|abilmek|mam|mamiz|maya)\b)"
                 rf"|{N}\s*\.\s*(?:seviye|level)\w*\s*(?:e|a|ye|ya)?\s*(?:ne kadar|kac|icin|cik|kald)"
                 rf"|(?:seviye|level)\s*{N}\s*'?\s*(?:e|a|ye|ya)\b", d)  # fmt: skip
    if target is not None and target == xp:
        target = None
    out: dict[str, Any] = {"xp": xp}
    if target is not None:
        out["target_level"] = target
    if played is not None:
        out.update(played)
    return out


def read_xp_threshold(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if _xp_in(d) is not None or not flag(r"xp|deneyim|tecrube|exp\b", d) or not asks(d):
        return None
    if flag(r"bonus|senaryo|kart\w*|canavar|gloomhaven|telafi|kaybed", d):
        return None
    if not flag(
        r"kac\s+(?:xp|deneyim|tecrube|exp)|ne kadar\s+(?:xp|deneyim|tecrube)|"
        r"(?:xp|deneyim)\w*\s+(?:lazim|gerek|esik)|esi[gk]\w*\s+(?:kac|ne)|"
        r"kac\w*\s+(?:xp|deneyim|tecrube)\w*\s*(?:de|da|te|ta)\b|(?:xp|deneyim)\w*\s+kac|"
        r"(?:gerek|lazim)\w*\s+(?:xp|deneyim|tecrube)",
        d,
    ):
        return None  # fmt: skip
    level = one(rf"(?:seviye|level|lvl)\s*{N}|{N}\s*\.?\s*(?:seviye|level|lvl)", d)
    return None if level is None else {"level": level}


def read_xp(q: str) -> dict[str, Any] | None:
    d = digits(q)
    xp = _xp_in(d)
    if xp is None or not re.search(_ASKS_LEVEL, d):
        return None
    return {"xp": xp}


_CARD_XP = rf"kart\w*\s+(?:dan|tan|den|ten)?\s*{N}\s*(?:xp|deneyim|exp)|{N}\s*(?:xp|deneyim|exp)\w*\s+(?:kart|topla|aldim|kazandim|yaptim|aldik|kazand)"


_PLAYED = r"gec|bitir|kazan|tamamla|basar|kaybet|kaybed|yenil|basarisiz|fail|bitince"
_FAILED = r"kaybet|kaybed|yenil|basarisiz|fail|hepimiz\s+tukendik"


def read_scenario_xp(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"senaryo|gorev|mission", d) or not asks(d):
        return None
    if not flag(_PLAYED, d):
        return None
    if flag(_LEFT, d) and flag(r"seviye|level", re.sub(r"senaryo\s+seviye", " ", d)):
        return None  # what is left to a level: jotl-xp-to-next adds this scenario's XP
    card_xp = one(_CARD_XP, d) or (one(_XP, d) if flag(r"topla|aldim|kazandim|kartlardan", d)
                                   else None)  # fmt: skip
    if card_xp is None or not flag(r"toplam|kac\s+(?:xp|deneyim)|ne kadar|kac olur|kac eder", d):
        return None
    failed = flag(_FAILED, d)
    out: dict[str, Any] = {"card_xp": card_xp, "success": not failed}
    kills = one(rf"{N}\s*(?:tane\s+)?canavar\w*\s+(?:oldur|kes|yok)", d)
    if kills is not None:
        out["kills"] = kills
    if flag(TUTORIAL, d):
        out["tutorial"] = True
        return out
    stripped = re.sub(_CARD_XP, " ", d)
    stripped = re.sub(_XP, " ", stripped)
    inputs = _level_inputs(stripped)
    if inputs is not None and not failed:
        out.update(inputs)
    return out


_MARKS = (
    rf"{N}\s*(?:tane\s+|adet\s+)?(?:onay|check|tik\b)|{N}\s+(?:[a-z]+\s+){{1,2}}(?:onay|check|tik\b)"
    # "10 tane savaş hedefi onayı": the checkmarks named by where they come from
    rf"|{N}\s+(?:tane\s+|adet\s+)?savas\s+hedef\w*\s+(?:onay|check|tik\b)"
)
_PERK_LEVEL = rf"(?:seviye|level|lvl|lv)\s*{N}|{N}\s*\.?\s*(?:seviye|level|lvl)"


# "seviye 1'den 9'a kadar", "1. seviyeden 9. seviyeye": the levels climbed
_LEVEL_RANGE = (
    rf"(?:seviye|level|lvl)\s*{N}\s*'?\s*(?:den|dan|ten|tan)\s+(?:seviye\s*|level\s*)?{N}"
    rf"\s*'?\s*(?:e|a|ye|ya|ue|uye)?\b(?!\s*\.\s*\d)"
    rf"|{N}\s*\.?\s*(?:seviye|level)\w*?\s*'?\s*(?:den|dan)\s+{N}\s*\.?\s*(?:seviye|level)"
)
_MOST = r"en\s+fazla|en\s+cok|maksimum|\bmax|azami|toplamda\s+(?:en\s+fazla\s+)?kac"


def read_perks(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"perk", d) or not asks(d) or flag(r"gloomhaven|telafi|atlayinca|atlarken|"
                                                   r"atladigimda|atlayista", d):  # fmt: skip
        return None
    if not flag(r"\bkac|ne\s+kadar|sayisi|hesapla", d):
        return None  # "onaylar perk verir mi": a yes/no question, not a count
    most = flag(_MOST, d) and flag(r"\bkac", d)
    span = re.search(_LEVEL_RANGE, d)
    start: int | None
    if span is not None:
        start, end = (int(g) for g in span.groups() if g is not None)
        levels = {end}
    else:
        levels = {int(a or b) for a, b in re.findall(_PERK_LEVEL, d)}
        start = one(
            rf"(?:(?:seviye|level)\s*|\b){N}\s*'?\s*(?:den|dan|ten|tan)\s+(?:basla|baslayan)\w*", d
        )
        if start is not None:
            levels.discard(start)
    marks = one(_MARKS, d)
    if not levels and most and not flag(r"onay\w*\s*(?:dan|den|tan)\b|onay\s+isaret\w*(?:dan|den)",
                                       d):  # fmt: skip
        # "bir karakter toplamda en fazla kaç perk alır": level 9 and 18 checkmarks (with
        # fewer checkmarks held and no level, more can still come: which total is asked is unclear)
        if marks is not None and marks != MAX_CHECKMARKS:
            return None
        return {"most": True}
    if len(levels) != 1:
        return None
    out: dict[str, Any] = {"level": levels.pop(), "checkmarks": marks or 0}
    if start is not None:
        out["start_level"] = start
    if most:  # checkmarks not told: the most there can be (18)
        out["most"] = True
        if marks is None:
            del out["checkmarks"]
    return out


def read_checkmarks(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"onay|check\s*mark|checkmark|tik\b", d) or not asks(d):
        return None
    if flag(_PERK_LEVEL, d) or flag(r"savas hedef\w*\s+(?:karti|kac kart)|dagit", d):
        return None
    count = one(_MARKS, d)
    if flag(r"kac\s+onay\w*\s+(?:da|ta)\s+(?:bir|1)\s+perk|kac\s+onay\w*\s+(?:bir|1)\s+perk|"
            r"perk\s+(?:icin|basina)\s+kac\s+onay|kac\s+onay\w*\s+(?:=|eder|1 perk)|"
            r"(?:bir|1)\s+perk\s+(?:kac|icin kac)|onay\w*\s+kac\s+(?:tane\s+)?(?:olunca|olursa|"
            r"olmali|toplan\w*|biriki\w*)\s+(?:\w+\s+)?perk", d) and count is None:  # fmt: skip
        return {"what": "perk-basina"}
    if flag(
        r"en fazla|max|sinir|limit|en cok|kac\w*\s+(?:tane\s+)?onay\w*\s+(?:biriktir|toplan)", d
    ):
        if flag(r"perk", d):
            # "9 onayım var, en fazla kaç perk": the perks of those, or the most of all? unclear
            if count is not None and not flag(r"onay\w*\s*(?:dan|den|tan)\b", d):
                return None
            return {"what": "en-fazla-perk"}
        return {"what": "en-fazla"} if count is None else None
    if count is not None and flag(r"perk", d):
        if flag(r"kalan|kaldi|daha kac|sonraki|bir sonraki|gerek|lazim", d):
            return {"what": "kalan", "count": count}
        return {"what": "perk", "count": count}
    # "18 onayım var, 3 onay daha kazanırsam kaç perk": what is held, then what is to come
    held, later = one(_HELD_MARKS, d), one(_MORE_MARKS, d)
    if held is not None and later is not None and flag(r"perk", d):
        return {"what": "perk", "count": held, "more": later}
    return None


_HELD_MARKS = (
    rf"{N}\s*(?:tane\s+|adet\s+)?(?:onay|check|tik\b)\w*(?:\s+\w+)?\s+(?:var|oldu|topladim)"
)
_MORE_MARKS = rf"{N}\s*(?:tane\s+|adet\s+)?(?:onay|check|tik\b)\w*\s+daha"


def read_battle_goals(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"savas hedef|battle goal", d) or not asks(d):
        return None
    if flag(r"kacinci senaryo|ne zaman|hangi senaryo|senaryo\s+\d+\s*'?\s*(?:den|ten|dan|tan)", d):
        return None  # from which scenario: the unlock schedule
    if flag(
        r"kac\s+(?:tane\s+)?(?:savas hedefi\s+)?kart\w*\s+(?:dagit|ver|cek|gel|al)|"
        r"kac\s+(?:tane\s+)?(?:savas hedef\w*|battle goal)\s+(?:kart\w*\s+)?(?:dagit|ver|cek|gel|al)"
        r"|dagitil",
        d,
    ):
        return {"what": "dagitilan"}  # fmt: skip
    if flag(
        r"kac\s+tanesini\s+(?:tut|sec|sakla)|kac\w*\s+(?:tane\s+)?(?:tut|sec|sakla)"
        r"|kac\s+(?:tane\s+)?(?:kart\w*\s+)?(?:tut|sec)",
        d,
    ):
        return {"what": "tutulan"}
    if flag(r"onay|check|ne kazan|kac\s+(?:puan|odul)", d):
        if flag(r"perk", d):
            return None  # the perks the checkmarks give: jotl-checkmarks / jotl-perks
        failed = flag(r"kaybet|kaybed|basarisiz|yenil|fail", d)
        return {"what": "onay", "success": not failed}
    return None


_LEVELUP = r"(?:seviye|level)\s*\d+\s*'?\s*(?:e|a|ye|ya)\s+(?:cik|gec|ulas|yuksel)|seviye\s+atla|level\s+atla|level\s*up|seviye\w*\s+(?:cikinca|cikarken|yukselince)|lvl\s+atla|leveli\s+gec"


def read_level_up(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(_LEVELUP, d) or not asks(d) or flag(r"gloomhaven|telafi", d):
        return None
    if _xp_in(d) is not None or re.search(_LEVEL_RANGE, d):
        return None  # several levels climbed ("1'den 9'a"): not one level-up
    new = one(
        rf"(?:seviye|level)\s*{N}\s*'?\s*(?:e|a|ye|ya)\b|{N}\s*\.?\s*seviye\w*\s*(?:e|a|ye|ya)\b", d
    )
    out: dict[str, Any] = {} if new is None else {"new_level": new}
    if flag(
        r"kac\s+(?:tane\s+)?(?:yeni\s+)?(?:yetenek\s+)?kart|kart\s+(?:kac|ekle|al)|kac kart", d
    ):
        return {"what": "kart", **out}
    if flag(r"perk", d):
        if flag(r"onay|savas\s+hedef|checkmark|\btik\w*", d):
            return (
                None  # checkmarks too: the perks earned in all (`jotl-perks`), not one level-up's
            )
        return {"what": "perk", **out}
    if flag(r"\bcan\w*|\bhp\b|\bomur|\bsaglik", d):
        return {"what": "can", **out}
    return None


def read_new_character(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not asks(d) or not flag(r"seviye|level|lvl", d) or _xp_in(d) is not None:
        return None
    new = flag(r"yeni\s+(?:bir\s+)?karakter|sonradan\s+(?:katilan|gelen)|yeni\s+(?:gelen|katilan)"
               r"\s+(?:oyuncu|arkadas)|yeni\s+oyuncu|karakter\s+degistir", d)  # fmt: skip
    which = flag(r"kacinci|hangi|kac\b|kacta|kactan|nereden|ne\s+seviye|\bm[iu]\b", d)
    return {} if new and which else None


def read_integration(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(
        r"gloomhaven\w*\s+(?:[a-z]+\s+)?karakter|orijinal\s+(?:oyun|gloomhaven)|buyuk\s+"
        r"gloomhaven|ana\s+oyun\w*\s+karakter|gh\s+karakter|telafi",
        d,
    ) or not asks(d):
        return None  # fmt: skip
    if flag(r"jotl\w*\s+karakter\w*\s+(?:gloomhaven|buyuk|orijinal)\w*\s*(?:e|a|ye|ya)\b", d):
        return None
    asked = [
        key
        for key, pattern in (
            ("altin", r"altin|gold|para"),
            ("deneyim", r"xp|deneyim|tecrube"),
            ("perk", r"perk"),
            ("senaryo", r"senaryo\w*\s+(?:atla|gec)|(?<!seviye )(?<!level )atla"),
        )
        if flag(pattern, d)
    ]
    if len(asked) > 1:
        # "ilk 3 senaryoyu atlayarak ... kaç xp lazım": the word after "kaç" is what is asked,
        # the others are the story; two asked ("kaç altın kaç xp") still decline
        # ("kaç xp ve altın" still asks two); only the skipped scenarios are story
        asked = [key for key in asked if key != "senaryo" or flag(_INTEGRATION_ASKED[key], d)]
    if len(asked) != 1:
        return None  # two asked: one number cannot answer
    to_level = flag(_LEFT, d) or flag(_NEEDED, d) or bool(_INTEGRATION_TO.search(d))
    if to_level and asked[0] != "deneyim":
        return None  # "seviye 2 için kaç altın lazım": levels are not bought with gold
    if to_level:
        # "seviye 2 için daha kaç xp lazım": what is left to the level once the 10 XP are in,
        # never the 10 alone; a level or XP the character already has: not the starting total
        target = one(_INTEGRATION_TO, d)
        if target is None and flag(r"sonraki|bir\s+ust|ilk\s+seviye\s+atla", d):
            target = _level_at(INTEGRATION["deneyim"]) + 1
        others = {int(a or b) for a, b in re.findall(rf"(?:seviye|level|lvl)\s*{N}|{N}\s*\.?\s*"
                                                     r"(?:seviye|level|lvl)", d)} - {target}  # fmt: skip
        if target is None or others or _xp_in(d) is not None:
            return None
        return {"what": "deneyim", "to_level": target}
    return {"what": asked[0]}


# the level whose XP is asked: "seviye 2 için", "2. seviyeye", "seviye 3'e"
_INTEGRATION_ASKED = {
    key: rf"(?:kac|ne\s+kadar)\s+(?:tane\s+|adet\s+)?(?:{pattern})"
    for key, pattern in (
        ("altin", r"altin|gold|para"),
        ("deneyim", r"xp|deneyim|tecrube"),
        ("perk", r"perk"),
        ("senaryo", r"senaryo"),
    )
}
_INTEGRATION_TO = re.compile(
    rf"(?:seviye|level|lvl)\s*{N}\s*'?\s*(?:e|a|ye|ya)?\s+(?:icin|cikmak|gecmek|ulasmak|atlamak)"
    rf"|{N}\s*\.?\s*(?:seviye|level)\w*\s*(?:e|a|ye|ya)\b"
    rf"|(?:seviye|level)\s*{N}\s*'?\s*(?:e|a|ye|ya)\b"
)


XP_CALC = Calculator(
    "jotl-xp", GAME, "JotL: deneyimden seviye",
    "Toplam deneyim puanından karakter seviyesi.",
    (Field("xp", "Toplam deneyim (XP)", "int", "karakter sayfasındaki toplam, 0 veya daha büyük",
           "160", minimum=0, maximum=MAX_XP),),
    level_from_xp, read_xp, ("160 xp ile kacinci seviyeyim",),
)  # fmt: skip
XP_THRESHOLD_CALC = Calculator(
    "jotl-xp-threshold", GAME, "JotL: seviye eşiği",
    "Bir seviyeye ulaşmak için gereken toplam deneyim.",
    (Field("level", "Seviye", "int", "1-9", "5", minimum=1, maximum=9),),
    xp_threshold, read_xp_threshold, ("seviye 5 icin kac xp lazim",),
)  # fmt: skip
XP_TO_NEXT_CALC = Calculator(
    "jotl-xp-to-next", GAME, "JotL: sonraki seviyeye kalan deneyim",
    "Toplam deneyimden bir sonraki (ya da istenen) seviyeye kalan deneyim.",
    (
        Field("xp", "Toplam deneyim (XP)", "int", "0 veya daha büyük", "130", minimum=0,
              maximum=MAX_XP),
        Field("target_level", "Hedef seviye", "int", "isteğe bağlı, 2-9 (boşsa bir sonraki)",
              "6", required=False, minimum=1, maximum=9),
        Field("card_xp", "Senaryoda işaretlenen deneyim", "int",
              "isteğe bağlı: az önce oynanan senaryoda kartlardan ve bonuslardan", "5",
              required=False, minimum=0, maximum=200),
        Field("success", "Senaryo başarıldı", "flag", "evet / hayır", "evet", required=False),
        Field("scenario_level", "Senaryo seviyesi", "int", "başarı bonusu için, 0-7", "2",
              required=False, minimum=0, maximum=7),
        Field("levels", "Karakter seviyeleri", "ints", "senaryo seviyesi yerine: virgülle, 1-9",
              "2, 3, 3", required=False, minimum=1, maximum=9),
        Field("difficulty", "Zorluk", "choice", "kolay, normal, zor, çok zor", "normal",
              required=False, choices=("easy", "normal", "hard", "very_hard")),
        Field("tutorial", "Öğretici senaryo", "flag", "evet / hayır", "hayır", required=False),
        RECOMMENDED_FIELD,
    ),
    xp_to_next, read_xp_to_next, ("130 xp im var bir sonraki seviyeye kac kaldi",),
)  # fmt: skip
SCENARIO_XP_CALC = Calculator(
    "jotl-scenario-xp", GAME, "JotL: senaryodan kazanılan deneyim",
    "Senaryoda kazanılan deneyim: kartlardaki deneyim, başarıda senaryo seviyesinin bonusu.",
    (
        Field("card_xp", "Senaryoda işaretlenen deneyim", "int", "kartlardan ve bonuslardan",
              "7", minimum=0, maximum=200),
        Field("success", "Senaryo başarıldı", "flag", "evet / hayır", "evet", required=False),
        Field("scenario_level", "Senaryo seviyesi", "int", "0-7", "2", required=False,
              minimum=0, maximum=7),
        Field("levels", "Karakter seviyeleri", "ints", "senaryo seviyesi yerine: virgülle, 1-9",
              "2, 3, 3", required=False, minimum=1, maximum=9),
        Field("difficulty", "Zorluk", "choice", "kolay, normal, zor, çok zor", "normal",
              required=False, choices=("easy", "normal", "hard", "very_hard")),
        Field("tutorial", "Öğretici senaryo", "flag", "evet / hayır", "hayır", required=False),
        RECOMMENDED_FIELD,
        Field("kills", "Öldürülen canavar", "int", "deneyim vermez", "3", required=False,
              minimum=0, maximum=99),
    ),
    scenario_xp, read_scenario_xp,
    ("kartlardan 7 xp aldim seviye 2 senaryoyu gectim toplam kac xp",),
)  # fmt: skip
PERKS_CALC = Calculator(
    "jotl-perks", GAME, "JotL: perk sayısı",
    "Seviye atlamalardan ve onay işaretlerinden kazanılan perk sayısı.",
    (
        Field("level", "Karakter seviyesi", "int", "1-9 (en fazla için boşsa 9)", "4",
              required=False, minimum=1, maximum=9),
        Field("checkmarks", "Onay işareti", "int", "0-18", "6", required=False, minimum=0,
              maximum=MAX_CHECKMARKS),
        Field("start_level", "Başlangıç seviyesi", "int", "1-9 (boşsa 1)", "1", required=False,
              minimum=1, maximum=9),
        Field("most", "En fazla", "flag", "evet: verilmeyen seviye 9, onay 18 sayılır", "hayır",
              required=False),
    ),
    perks, read_perks, ("4. seviyeyim 6 onay isaretim var kac perkim olur",),
)  # fmt: skip
CHECKMARKS_CALC = Calculator(
    "jotl-checkmarks", GAME, "JotL: onay işaretleri",
    "Onay işareti sınırı, perk başına onay, onaylardan gelen perk ve sonraki perke kalan onay.",
    (
        Field("what", "Soru", "choice",
              "en-fazla, perk-basina, en-fazla-perk, perk (onaylardan), kalan (sonraki perke)",
              "perk", choices=tuple(CHECKMARK_ASKS)),
        Field("count", "Onay işareti", "int", "0-18 (perk ve kalan için)", "7", required=False,
              minimum=0, maximum=MAX_CHECKMARKS),
        Field("more", "Kazanılacak onay", "int", "bunlara eklenecek onay (perk için; toplam "
              "en fazla 18)", "3", required=False, minimum=0, maximum=60),
    ),
    checkmarks, read_checkmarks, ("en fazla kac onay isareti biriktirebilirim",),
)  # fmt: skip
BATTLE_GOALS_CALC = Calculator(
    "jotl-battle-goals", GAME, "JotL: savaş hedefleri",
    "Dağıtılan ve tutulan savaş hedefi kartı, başarıda kazanılan onay işareti.",
    (
        Field("what", "Soru", "choice", "dagitilan, tutulan, onay", "dagitilan",
              choices=tuple(GOAL_ASKS)),
        Field("success", "Senaryo başarıldı", "flag", "evet / hayır (onay için)", "evet",
              required=False),
    ),
    battle_goals, read_battle_goals, ("kac savas hedefi karti dagitiliyo",),
)  # fmt: skip
LEVEL_UP_CALC = Calculator(
    "jotl-level-up", GAME, "JotL: seviye atlayınca",
    "Seviye atlayınca eklenen kart, kazanılan perk ve azami can (levhada).",
    (
        Field("what", "Soru", "choice", "kart, perk, can", "kart", choices=tuple(LEVEL_UP_ASKS)),
        Field("new_level", "Yeni seviye", "int", "isteğe bağlı, 2-9", "3", required=False,
              minimum=2, maximum=9),
    ),
    level_up, read_level_up, ("seviye atlayinca kac kart aliyom",),
)  # fmt: skip
NEW_CHARACTER_CALC = Calculator(
    "jotl-new-character", GAME, "JotL: yeni karakterin seviyesi",
    "Sonradan başlatılan yeni bir karakterin başlangıç seviyesi.", (),
    new_character, read_new_character, ("yeni karakter kacinci seviyeden baslar",),
)  # fmt: skip
INTEGRATION_CALC = Calculator(
    "jotl-integration-bonus", GAME, "JotL: Gloomhaven karakterine telafi",
    "Orijinal Gloomhaven'dan katılan karaktere verilen altın, deneyim, perk; atlanan senaryolar.",
    (Field("what", "Soru", "choice", "altin, deneyim, perk, senaryo (atlanan)", "altin",
           choices=tuple(INTEGRATION_ASKS)),
     Field("to_level", "Hedef seviye", "int", "isteğe bağlı, deneyimle: telafi deneyimiyle bu "
           "seviyeye kalan", "2", required=False, minimum=2, maximum=9)),
    integration_bonus, read_integration,
    ("gloomhaven karakteri jotle gelirse kac altin alir",),
)  # fmt: skip
