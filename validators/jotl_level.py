"""Jaws of the Lion: scenario level, the scenario-level table (every column), coins to gold,
the tutorial's rewards, the difficulty offset. Calculators with their readers."""

from __future__ import annotations

import re
from typing import Any

from turkish import fold_same_length as fold
from validators.base import CalcError, CalcResult, Step
from validators.calculator import Calculator, Field
from validators.common import ceil_div
from validators.jotl_answer import answer, choose, fact, sfx
from validators.jotl_data import (
    CARRY_REF,
    COINS_REF,
    DIFFICULTY,
    DIFFICULTY_NAMES,
    DIFFICULTY_REF,
    DIFFICULTY_VARIANT_REF,
    GAME,
    LEVEL_EXAMPLE_REF,
    LEVEL_REF,
    LEVEL_TABLE,
    LEVEL_ZERO_REF,
    LOOT_AFTER_END_REF,
    MONSTER_LEVEL_REF,
    SHIELD_STACK_REF,
    TRAP_TILE_REF,
    TUTORIAL_BONUS_REF,
    XP_BONUS_REF,
    LevelRow,
    row_ref,
)
from validators.jotl_parse import (
    RECOMMENDED,
    TUTORIAL,
    N,
    asks,
    difficulty_in,
    digits,
    flag,
    one,
    party_in,
    recommended_in,
    scenario_level_in,
)

CHAR_LEVEL = 9


def check_levels(levels: list[int]) -> None:
    if not levels:
        raise CalcError("En az bir karakter seviyesi gerekli (1-9).")
    if len(levels) > 4:
        raise CalcError(
            f"Geçersiz karakter sayısı: {len(levels)}. Jaws of the Lion 1-4 karakterle oynanır."
        )
    bad = [lv for lv in levels if not 1 <= lv <= CHAR_LEVEL]
    if bad:
        raise CalcError(
            f"Geçersiz karakter seviyesi: {bad[0]}. Karakter seviyesi 1 ile 9 arasıdır."
        )


def difficulty_key(name: str) -> str:
    key = fold(name).strip().replace(" ", "_").replace("-", "_")
    key = {"kolay": "easy", "zor": "hard", "cok_zor": "very_hard", "very": "very_hard",
           "veryhard": "very_hard"}.get(key, key)  # fmt: skip
    if key not in DIFFICULTY:
        raise CalcError(f"Bilinmeyen zorluk: '{name}'. Geçerli: kolay/easy, normal, zor/hard, "
                        "çok zor/very-hard.")  # fmt: skip
    return key


def _comma(x: float) -> str:
    text = f"{x:.3f}".rstrip("0").rstrip(".")
    return text.replace(".", ",")


def party_steps(levels: list[int], difficulty: str = "normal") -> tuple[int, list[Step], str]:
    """The scenario level of a party: the steps and the arithmetic of the difficulty step."""
    check_levels(levels)
    key = difficulty_key(difficulty)
    n, total = len(levels), sum(levels)
    recommended = ceil_div(total, 2 * n)
    avg = total / n
    if n == 1 or len(set(levels)) == 1:
        first = f"tüm karakterler seviye {levels[0]}, ortalama {levels[0]}"
    else:
        first = (f"karakter seviyelerinin ortalaması ({' + '.join(map(str, levels))}) / {n} = "
                 f"{_comma(avg)}")  # fmt: skip
    half = avg / 2
    rounded = f"{_comma(avg)} / 2 = {_comma(half)}"
    if half != recommended:
        rounded += f" → {recommended}"
    steps = [Step(first, LEVEL_REF), Step(f"ortalama ikiye bölünür: {rounded}", LEVEL_REF)]
    value = recommended + DIFFICULTY[key]
    arithmetic = ""
    if key != "normal":
        step = DIFFICULTY[key]
        verb = "eklenir" if step > 0 else "çıkarılır"
        name = DIFFICULTY_NAMES[key].lower()
        where = "önerilen seviyeye" if step > 0 else "önerilen seviyeden"
        steps.append(Step(f"{name} oyunda {where} {abs(step)} {verb}", DIFFICULTY_REF))
        arithmetic = f"{recommended} {'+' if step > 0 else '−'} {abs(step)} = {value}"
    # ⌈1/2⌉ = 1 ... ⌈9/2⌉ = 5, and −1 / +2 keep it within 0..7: the table's rows, always.
    assert 0 <= value <= 7, value
    return value, steps, arithmetic


def scenario_level(
    levels: list[int] | None = None,
    difficulty: str = "normal",
    coins: int | None = None,
    recommended: int | None = None,
) -> CalcResult:
    """⌈average character level / 2⌉ plus the difficulty step (always within the table's 0-7).
    With ``recommended`` (the 'Normal' level already worked out) only the difficulty step.
    With ``coins`` (a question asking the level and what the coins are worth) a step gives the
    gold too; the value stays the scenario level."""
    if recommended is not None:
        if levels:
            raise CalcError("Önerilen seviyeyi ya da karakter seviyelerini yaz; ikisini birden "
                            "değil.")  # fmt: skip
        value, steps, arithmetic = recommended_steps(recommended, difficulty)
    else:
        value, steps, arithmetic = party_steps(levels or [], difficulty)
    if (
        recommended is None
        and levels
        and len(set(levels)) == 1
        and levels[0] in (2, 3)
        and difficulty_key(difficulty) == "normal"
    ):
        steps.append(Step("kural metnindeki örnekle aynı", LEVEL_EXAMPLE_REF))
    row = LEVEL_TABLE[value]
    if coins is not None:
        if coins < 0:
            raise CalcError(f"Geçersiz jeton sayısı: {coins}. 0 veya daha büyük olmalı.")
        per = row.gold_per_coin
        if arithmetic:  # the level's own working first, then the gold
            steps[-1] = _worked(steps[-1], arithmetic, value, given=recommended is not None)
            arithmetic = ""
        steps.append(Step(f"bu seviyede jeton başına {per} altın: {coins} para jetonu {coins} × "
                          f"{per} = {coins * per} altın eder", row_ref(value)))  # fmt: skip
    trail = [s.text for s in steps] + ([arithmetic] if arithmetic else [])
    trail.append(f"Seviye {value}: canavar {row.monster_level}, jeton başına {row.gold_per_coin} "
                 f"altın, tuzak hasarı {row.trap_damage}, bonus deneyim {row.bonus_xp}")  # fmt: skip
    return answer(value, "seviye", f"Senaryo seviyesi {value}", steps, arithmetic,
                  refs=[row_ref(value)], trail=trail)  # fmt: skip


def level_row(level: int) -> LevelRow:
    if not 0 <= level <= 7:
        raise CalcError(f"Geçersiz senaryo seviyesi: {level}. Senaryo seviyesi 0 ile 7 arasıdır.")
    return LEVEL_TABLE[level]


RECOMMENDED_MAX = ceil_div(CHAR_LEVEL, 2)  # ⌈9 / 2⌉ = 5: the highest recommended level


def recommended_steps(recommended: int, difficulty: str | None) -> tuple[int, list[Step], str]:
    """The scenario level from a stated recommended ('Normal') level and the difficulty:
    the difficulty is applied on top of the recommended level (steps, arithmetic)."""
    if not 1 <= recommended <= RECOMMENDED_MAX:
        raise CalcError(
            f"Geçersiz önerilen seviye: {recommended}. Önerilen seviye karakter seviyelerinin "
            f"ortalamasının yarısıdır (yukarı yuvarlanır): 1 ile {RECOMMENDED_MAX} arasında."
        )
    key = difficulty_key(difficulty or "normal")
    step = DIFFICULTY[key]
    value = recommended + step
    first = Step(f"önerilen (Normal) senaryo seviyesi {recommended}", LEVEL_REF)
    if step == 0:
        return value, [first, Step("normal zorlukta önerilen seviye aynen oynanır",
                                   DIFFICULTY_REF)], ""  # fmt: skip
    verb = "eklenir" if step > 0 else "çıkarılır"
    where = "önerilen seviyeye" if step > 0 else "önerilen seviyeden"
    name = DIFFICULTY_NAMES[key].lower()
    arithmetic = f"{recommended} {'+' if step > 0 else '−'} {abs(step)} = {value}"
    second = Step(f"{name} oyunda {where} {abs(step)} {verb}", DIFFICULTY_REF)
    return value, [first, second], arithmetic


def _level_of(
    scenario_level: int | None,
    levels: list[int] | None,
    difficulty: str | None,
    recommended: int | None = None,
) -> tuple[int, list[Step], bool]:
    """The scenario level in play: given, from a recommended level and the difficulty, or
    computed from the party (steps, computed?). A stated scenario level is final (the
    difficulty is already in it); a recommended level takes the difficulty on top."""
    given = [scenario_level is not None, bool(levels), recommended is not None]
    if sum(given) > 1:
        raise CalcError("Senaryo seviyesini, önerilen seviyeyi ya da karakter seviyelerini yaz; "
                        "yalnızca birini, ikisini birden değil.")  # fmt: skip
    if recommended is not None:
        value, steps, arithmetic = recommended_steps(recommended, difficulty)
        if arithmetic:
            steps[-1] = _worked(steps[-1], arithmetic, value, given=True)
        return value, steps, bool(arithmetic)
    if scenario_level is not None:
        if difficulty and difficulty_key(difficulty) != "normal":
            raise CalcError(
                "Zorluk önerilen seviyeye uygulanır: senaryo seviyesi verildiyse zorluk ayrıca "
                "eklenmez. Önerilen seviyeyi ve zorluğu, karakter seviyelerini ve zorluğu ya da "
                "son senaryo seviyesini yaz."
            )
        level_row(scenario_level)
        return scenario_level, [], False
    if not levels:
        raise CalcError("Senaryo seviyesi (0-7) ya da karakter seviyeleri gerekli. Örnek: 3.")
    value, steps, arithmetic = party_steps(levels, difficulty or "normal")
    if arithmetic:
        steps[-1] = _worked(steps[-1], arithmetic, value, given=False)
    return value, steps, True


def _worked(step: Step, arithmetic: str, value: int, *, given: bool) -> Step:
    """The difficulty step with its result when another step follows: the customer's own
    recommended level with the sum ("önerilen seviyeye 2 eklenir: 5 + 2 = 7"); one the party
    step worked out ("… → 5") with the result alone ("önerilen seviyeye 2 eklenir → 7"), so
    the step states only the rule's number and its result."""
    text = f"{step.text}: {arithmetic}" if given else f"{step.text} → {value}"
    return Step(text, step.ref, step.also)


COLUMNS: dict[str, tuple[str, ...]] = {
    "canavar": ("canavar seviyesi", "monster", "monster level", "monster_level"),
    "altin": (
        "altın",
        "jeton başına altın",
        "gold",
        "gold per coin",
        "gold_per_coin",
        "altin/jeton",
    ),
    "tuzak": ("tuzak hasarı", "trap", "trap damage", "trap_damage"),
    "deneyim": ("bonus deneyim", "bonus xp", "xp", "bonus", "bonus_xp", "tamamlama bonusu"),
}
_COLUMN_ATTR = {"canavar": "monster_level", "altin": "gold_per_coin", "tuzak": "trap_damage",
                "deneyim": "bonus_xp"}  # fmt: skip


def _cell_text(column: str, level: int, value: int) -> tuple[str, str, str]:
    """(lead, unit, step) for one cell of the table."""
    at = f"senaryo seviyesi {sfx(level, 'de')}"
    return {
        "canavar": (f"Canavar seviyesi {value}", "seviye", f"{at} canavar seviyesi {value}"),
        "altin": (f"Jeton başına {value} altın", "altın", f"{at} her para jetonu {value} altın"),
        "tuzak": (f"Tuzak hasarı {value}", "hasar", f"{at} tuzak hasarı {value}"),
        "deneyim": (f"{value} bonus deneyim", "deneyim",
                    f"{at} senaryoyu başarıyla bitirmenin bonusu {value} deneyim"),
    }[column]  # fmt: skip


def level_table(
    column: str,
    scenario_level: int | None = None,
    levels: list[int] | None = None,
    difficulty: str | None = None,
    shield: int | None = None,
    stats_at_zero: bool = False,
    recommended: int | None = None,
) -> CalcResult:
    """One cell of the scenario-level table: the column asked at the level in play."""
    key = choose(column, COLUMNS, "sütun")
    if shield is not None and key != "tuzak":
        raise CalcError("Kalkan yalnızca tuzak hasarıyla birlikte sorulabilir (sütun: tuzak).")
    level, steps, computed = _level_of(scenario_level, levels, difficulty, recommended)
    if stats_at_zero:
        zero = Step("istatistik kartları seviye 0'a çevrilebilir", LEVEL_ZERO_REF)
        if key == "canavar":
            return answer(0, "seviye", "Canavar seviyesi 0", [*steps, zero], computed=computed)
        note = Step("metin, kartlar seviye 0'a çevrildiğinde jeton altını, tuzak hasarı ve bonus "
                    "deneyimin de değişip değişmediğini söylemiyor", LEVEL_ZERO_REF)  # fmt: skip
        return answer(None, None, "Kural metni bunu söylemiyor", [*steps, zero, note],
                      summary="Metin yalnızca canavar istatistik kartlarının seviye 0'a "
                      "çevrilebileceğini söylüyor; diğer sütunlar için bir değer vermiyor.")  # fmt: skip
    value = getattr(LEVEL_TABLE[level], _COLUMN_ATTR[key])
    lead, unit, text = _cell_text(key, level, value)
    steps.append(Step(text, row_ref(level)))
    if key == "canavar":
        steps.append(Step("canavar seviyesi her zaman senaryo seviyesine eşittir",
                          MONSTER_LEVEL_REF))  # fmt: skip
    if key == "tuzak":
        steps.append(Step("hasar tuzağına senaryo seviyesine uygun hasar jetonu konur",
                          TRAP_TILE_REF))  # fmt: skip
        if shield is not None:
            which = f"kalkan {shield}" if shield else "kalkan"
            steps.append(Step(f"kalkan tuzak hasarını azaltmaz: {which} yalnızca saldırı "
                              "hasarından düşülür", SHIELD_STACK_REF))  # fmt: skip
    return answer(value, unit, lead, steps, computed=computed)


def coins_to_gold(
    coins: int,
    scenario_level: int | None = None,
    levels: list[int] | None = None,
    difficulty: str | None = None,
    tutorial: bool = False,
    recommended: int | None = None,
    after_last_kill: bool = False,
    carried: int | None = None,
) -> CalcResult:
    """Gold for the coins collected: coins × the table's gold per coin at the level in play.
    ``after_last_kill``: some were picked up after the last monster died, in the same round
    (they count: the scenario ends at the end of that round). ``carried``: coins picked up in
    a failed attempt of the same scenario, carried over to the attempt that won."""
    if coins < 0 or (carried is not None and carried < 0):
        bad = coins if coins < 0 else carried
        raise CalcError(f"Geçersiz jeton sayısı: {bad}. 0 veya daha büyük olmalı.")
    if tutorial:
        if scenario_level is not None or levels or recommended is not None:
            raise CalcError("Öğretici senaryoda oran sabittir; senaryo seviyesi ayrıca verilmez.")
        per, steps = 2, [Step("öğreticideki beş senaryoda jeton başına 2 altın", COINS_REF)]
    else:
        level, steps, _ = _level_of(scenario_level, levels, difficulty, recommended)
        per = LEVEL_TABLE[level].gold_per_coin
        steps.append(Step(f"senaryo seviyesi {sfx(level, 'de')} jeton başına {per} altın",
                          row_ref(level)))  # fmt: skip
    if after_last_kill:
        steps.append(Step("senaryo, hedefin tamamlandığı turun sonunda biter: son canavar "
                          "öldükten sonra aynı turda toplanan jetonlar da sayılır",
                          LOOT_AFTER_END_REF))  # fmt: skip
    if carried:
        held = carried + coins
        steps.append(Step(f"kaybedilen denemede toplanan {carried} jeton sonraki denemeye "
                          f"taşınır: {carried} + {coins} = {held} jeton", CARRY_REF))  # fmt: skip
        steps.append(Step(f"{held} para jetonu senaryo sonunda altına çevrilir", COINS_REF))
        total = held * per
        return answer(total, "altın", f"{total} altın", steps,
                      f"({carried} + {coins}) × {per} = {total}")  # fmt: skip
    total = coins * per
    steps.append(Step(f"{coins} para jetonu senaryo sonunda altına çevrilir", COINS_REF))
    return answer(total, "altın", f"{total} altın", steps, f"{coins} × {per} = {total}")


TUTORIAL_REWARDS: dict[str, tuple[str, ...]] = {
    "deneyim": ("bonus deneyim", "xp", "bonus xp", "tamamlama bonusu", "bonus_xp"),
    "altin": ("jeton başına altın", "altın", "gold", "jeton", "gold per coin"),
}


def tutorial_rewards(what: str) -> CalcResult:
    key = choose(what, TUTORIAL_REWARDS, "ödül")
    if key == "deneyim":
        return fact(6, "deneyim", "6 bonus deneyim",
                    "öğreticideki beş senaryoda tamamlama bonusu 6 deneyimdir", XP_BONUS_REF,
                    Step("senaryo başarıyla bitince verilir", TUTORIAL_BONUS_REF))  # fmt: skip
    return fact(2, "altın", "Jeton başına 2 altın",
                "öğreticideki beş senaryoda her para jetonu 2 altın eder", COINS_REF)  # fmt: skip


def difficulty_offset(difficulty: str) -> CalcResult:
    key = difficulty_key(difficulty)
    step = DIFFICULTY[key]
    name = DIFFICULTY_NAMES[key]
    also = Step("bu, canavar seviyesini, tuzak hasarını, jeton başına altını ve bonus deneyimi "
                "birlikte değiştirir", DIFFICULTY_VARIANT_REF)  # fmt: skip
    if step == 0:
        return fact(0, "seviye", "Değişmez", "normal zorlukta önerilen seviye aynen oynanır",
                    DIFFICULTY_REF)  # fmt: skip
    verb = "artar" if step > 0 else "düşer"
    sign = "+" if step > 0 else "−"
    return fact(abs(step), "seviye", f"{abs(step)} seviye {verb}",
                f"{name.lower()} oyunda senaryo seviyesi önerilen seviye {sign} {abs(step)} olur",
                DIFFICULTY_REF, also)  # fmt: skip


# --- readers ---------------------------------------------------------------------------------
_COINS = rf"{N}\s*(?:tane\s+|adet\s+)?(?:para\s+)?(?:jeton|coin|para\b|paray)"
_ASKS_GOLD = r"altin|gold|\bpara\s+eder|\bpara\s+alir"
_COLUMN_ASKS = [
    ("tuzak", r"tuza[kg]|trap"),
    ("altin", r"jeton\s+basina|her\s+(?:para\s+)?jeton|para\s+jetonu\s+kac\s+altin|jeton\s+kac"
              r"\s+altin|altin\s*/\s*jeton|gold per coin|jetonu?\s+(?:kac\s+)?altin|kac altin"),
    ("deneyim", r"bonus|tamamlama|senaryo\w*\s+(?:bitince|gecince|bitirince|tamamlayinca|"
                r"kazaninca)\w*\s+(?:kac\s+)?(?:xp|deneyim)|kac\s+(?:xp|deneyim)\s+(?:ver|kazan|al)"),
    ("canavar", r"canavar\w*\s+(?:seviye|level|kac\s+seviye|hangi\s+seviye|kacinci\s+seviye)"
                r"|canavarlar\s+kac|monster level"),
]  # fmt: skip
_OTHER_LEVEL_Q = (r"karakter\w*\s+seviye(?!\w*\s*:?\s*\d)|perk|onay|kucuk esya|kart\s+secimi|\bsat\w*\b"
                  r"|gloomhaven\w*\s+(?:[a-z]+\s+)?karakter|telafi")  # fmt: skip


def _level_inputs(d: str) -> dict[str, Any] | None:
    """The level in play: {"scenario_level": n}, {"recommended": n, "difficulty": ...} or
    {"levels": [...], "difficulty": ...}."""
    recommended = recommended_in(d)
    if recommended is not None:
        rest = re.sub(RECOMMENDED, " ", d)
        if scenario_level_in(rest) is not None or party_in(rest):
            return None  # two levels given: which one is in play is a guess
        return {"recommended": recommended, "difficulty": difficulty_in(d) or "normal"}
    level = scenario_level_in(d, bare=True)
    party = party_in(d)
    diff = difficulty_in(d)
    if level is not None and not party:
        return {"scenario_level": level, **({"difficulty": diff} if diff else {})}
    # "ikimiz de seviye 9": the bare "seviye 9" is the party's level, not the scenario's
    if party and (level is None or level in party):
        return {"levels": party, "difficulty": diff or "normal"}
    return None


_ASKS_LEVEL_TOO = (r"senaryo\w*\s+seviye\w*\s+(?:kac|ne\b|nedir|hangi)|(?:kacinci|hangi)\s+seviye\w*"
                   r"\s+(?:oyna|senaryo)|seviye\w*\s+kac\s+(?:olur|olacak)")  # fmt: skip


# The coins' total told besides the counts picked up one by one ("2 jeton daha topladım,
# toplamda 5 para jetonum oldu")
_COINS_TOTAL = (rf"(?:toplam\w*|hepsi\w*|butun|tum)\s+(?:\w+\s+)?{_COINS}"
                rf"|{_COINS}\w*\s+(?:\w+\s+)?(?:oldu|ettim|etti|ediyor|ediyo|yaptim)\b")  # fmt: skip
# Coins picked up after the last monster died, in the same round
_AFTER_LAST_KILL = r"son\s+canavar\w*.*\b(?:sonra|ardindan|ayni\s+tur|olunce|oldukten)"


# an attempt lost, and one played again: "ilk denemede kaybettik", "ikinci denemede kazandık"
_LOST = r"kaybet|kaybed|yenil|basarisiz|fail|tukendik"
_AGAIN = r"kazand|gectik|gecince|bitirdik|basariyla|tekrar|yeniden|2\.\s*deneme|sonraki\s+deneme"


def _carried_coins(d: str) -> tuple[int, int] | None:
    """(coins carried from a lost attempt, coins picked up in the attempt that won) when the
    question tells one count in each: each in its own sentence, the lost attempt's first."""
    sentences = [s for s in re.split(r"[.;!?]\s|[.;!?]$", d) if s.strip()]
    counts = [(s, int(m.group(1))) for s in sentences for m in re.finditer(_COINS, s)]
    if len(counts) != 2 or flag(r"toplam\w*\s+(?:\w+\s+)?\d", d):
        return None
    (first, carried), (second, coins) = counts
    if first == second or not flag(_LOST, first) or flag(_AGAIN, first):
        return None
    if not (
        flag(_AGAIN, second) or re.search(r"\d+\s*(?:tane\s+)?(?:para\s+)?jeton\w*\s+daha", second)
    ):
        return None
    return carried, coins


def read_coins(q: str) -> dict[str, Any] | None:
    d = digits(q)
    carry = _carried_coins(d)
    if carry is not None and re.search(_ASKS_GOLD, d) and asks(d):
        inputs = _level_inputs(re.sub(_COINS, " ", d))
        if inputs is None or flag(TUTORIAL, d):
            return None
        return {"coins": carry[1], "carried": carry[0], **inputs}
    coins = one(_COINS, d)
    if coins is None and re.search(_COINS, d):
        coins = one(_COINS_TOTAL, d)  # several counts: the total told, if it is told once
    if coins is None or not re.search(_ASKS_GOLD, d) or not asks(d):
        return None
    if re.search(_ASKS_LEVEL_TOO, d) and party_in(d):
        return None  # the level is asked first: the scenario level, with the gold as a step
    if re.search(r"jeton\s+basina|her\s+(?:bir\s+)?jeton", d) and coins is None:
        return None
    d_wo = re.sub(_COINS, " ", d)
    after = {"after_last_kill": True} if flag(_AFTER_LAST_KILL, d) else {}
    if flag(TUTORIAL, d):
        return {"coins": coins, "tutorial": True, **after}
    inputs = _level_inputs(d_wo)
    return None if inputs is None else {"coins": coins, **inputs, **after}


def read_tutorial(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(TUTORIAL, d) or not asks(d) or re.search(_COINS, d):
        return None
    if flag(r"\d+\s*(?:xp|deneyim|tecrube)", d):
        return None  # XP marked during the scenario: the scenario's XP
    if flag(r"(?:bonus|tamamlama|bitir|bitince|gecince|kazan)\w*.*(?:xp|deneyim|tecrube)|"
            r"(?:xp|deneyim|tecrube)\w*\s+(?:bonus|odul)", d):  # fmt: skip
        return {"what": "deneyim"}
    if flag(r"jeton\w*\s+(?:basina\s+)?(?:kac\s+)?altin|altin\w*\s+(?:kac|ne)|kac\s+altin", d):
        return {"what": "altin"}
    return None


def read_level_table(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not asks(d) or flag(_OTHER_LEVEL_Q, d):
        return None
    columns = [key for key, pattern in _COLUMN_ASKS if re.search(pattern, d)]
    if len(columns) != 1:
        return None
    column = columns[0]
    if column == "altin" and re.search(_COINS, d) and not re.search(r"jeton\s+basina", d):
        return None  # "6 jeton kaç altın": coins to gold
    if column == "tuzak" and not flag(r"hasar|kac\b|ne kadar", d):
        return None
    if column == "deneyim" and flag(r"kart\w*\s+(?:dan|tan)|kartlardan|\d+\s*(?:xp|deneyim)", d):
        return None  # XP from cards: the scenario's XP, not the table
    inputs = _level_inputs(d)
    if inputs is None:
        return None
    out: dict[str, Any] = {"column": column, **inputs}
    if column == "tuzak":
        shield = one(rf"(?:kalkan|shield)\w*\s*{N}", d)
        if shield is None and flag(r"kalkan|shield", d):
            shield = 0  # "kalkan tuzağı azaltır mı": the rule is stated whatever the shield
        if shield is not None:
            out["shield"] = shield
    if flag(r"seviye 0\s*'?\s*a\s+(?:cevir|dus|indir)|0\s*'?\s*a\s+cevir", d):
        out["stats_at_zero"] = True
    return out


_ASKS_SCENARIO_LEVEL = (
    r"senaryo\w*\s+(?:seviye|level)\w*|scenario level|hangi seviye\w*\s+(?:oyna|senaryo)"
    r"|kacinci seviye\w*\s+(?:oyna|senaryo)|seviye\w*\s+kac\s+olur|(?:level|seviye)\w*\s+kac(?:\b|ta)"
    r"|kac seviye\w*\s+oyna"
)


def read_scenario_level(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not asks(d):
        return None
    recommended = recommended_in(d)
    if recommended is not None:
        rest = re.sub(RECOMMENDED, " ", d)
        if (
            party_in(rest)
            or flag(r"tuza[kg]|altin|jeton|bonus|xp\b|deneyim|perk|onay", d)
            or not re.search(_ASKS_SCENARIO_LEVEL + r"|canavar\w*\s+seviye", rest)
        ):
            return None
        # "önerilen 3, senaryo seviyesi 4 mü olur": the level asked, the difficulty on top
        return {"recommended": recommended, "difficulty": difficulty_in(d) or "normal"}
    if scenario_level_in(d) is not None:
        return None
    coins = one(_COINS, d)
    both = coins is not None and re.search(_ASKS_LEVEL_TOO, d)
    if (
        flag(r"tuza[kg]|altin|jeton|bonus|xp\b|deneyim|canavar\w*\s+seviye|perk|onay", d)
        and not both
    ):
        return None  # another column or quantity is asked
    party = party_in(re.sub(_COINS, " ", d), loose=True)
    diff = difficulty_in(d)
    if not party or not (diff or re.search(_ASKS_SCENARIO_LEVEL, d)):
        return None
    out: dict[str, Any] = {"levels": party, "difficulty": diff or "normal"}
    if both:
        out["coins"] = coins
    return out


def read_difficulty(q: str) -> dict[str, Any] | None:
    d = digits(q)
    diff = difficulty_in(d)
    rest = re.sub(RECOMMENDED, " ", d)  # "önerilen seviye 3 iken zorda kaç artar": the step
    if diff is None or party_in(rest) or scenario_level_in(rest, bare=True) is not None:
        return None
    if flag(r"kac\s+(?:seviye\s+)?(?:artar|artiyor|artiyo|eklen|duser|dusuyor|dusuyo|azal|fark|"
            r"yukselir|ekliyo|cikar|degis|arttir)|ne kadar\s+(?:artar|zorla|duser|kolaylas|fark)|"
            r"kac\s+(?:seviye\s+)?(?:fazla|eksik|yukari|asagi)|seviye\w*\s+(?:fark|ekle|art|dus)\w*\s+kac",
            d):  # fmt: skip
        return {"difficulty": diff}
    return None


def _difficulty_field(required: bool = False) -> Field:
    return Field("difficulty", "Zorluk", "choice", "kolay, normal, zor, çok zor", "zor",
                 required=required, choices=tuple(DIFFICULTY))  # fmt: skip


SCENARIO_LEVEL_FIELD = Field("scenario_level", "Senaryo seviyesi", "int", "0-7", "3",
                             required=False, minimum=0, maximum=7)  # fmt: skip
_OPTIONAL_PARTY = Field("levels", "Karakter seviyeleri", "ints",
                        "virgülle, 1-9 (en fazla 4); ya da önerilen seviye", "2, 3, 3, 4",
                        required=False, minimum=1, maximum=9)  # fmt: skip
RECOMMENDED_FIELD = Field("recommended", "Önerilen seviye", "int",
                          "karakter seviyeleri yerine: önerilen (Normal) seviye, 1-5; zorluk "
                          "üstüne uygulanır", "3", required=False, minimum=1,
                          maximum=RECOMMENDED_MAX)  # fmt: skip
_OPTIONAL_LEVELS = Field("levels", "Karakter seviyeleri", "ints",
                         "senaryo seviyesi yerine: virgülle, 1-9", "2, 3, 3, 4",
                         required=False, minimum=1, maximum=9)  # fmt: skip

COINS_CALC = Calculator(
    "jotl-coins-to-gold", GAME, "JotL: para jetonundan altın",
    "Toplanan para jetonlarının senaryo sonunda kaç altın ettiği (jeton × jeton başına altın).",
    (
        Field("coins", "Para jetonu", "int", "toplanan jeton sayısı", "6", minimum=0, maximum=999),
        SCENARIO_LEVEL_FIELD, _OPTIONAL_LEVELS, _difficulty_field(),
        Field("tutorial", "Öğretici senaryo", "flag", "evet / hayır (öğreticide jeton 2 altın)",
              "hayır", required=False),
        RECOMMENDED_FIELD,
        Field("after_last_kill", "Son canavardan sonra da toplandı", "flag",
              "evet / hayır (aynı turda toplananlar sayılır)", "hayır", required=False),
        Field("carried", "Kaybedilen denemeden taşınan jeton", "int",
              "aynı senaryonun kaybedilen denemesinde toplanan jetonlar", "3", required=False,
              minimum=0, maximum=999),
    ),
    coins_to_gold, read_coins,
    ("seviye 3te 6 para jetonu kac altin eder", "ogreticide 5 jeton topladim kac altin"),
)  # fmt: skip
TUTORIAL_CALC = Calculator(
    "jotl-tutorial-rewards", GAME, "JotL: öğretici senaryo ödülleri",
    "Öğreticideki beş senaryoda bonus deneyim ve jeton başına altın.",
    (Field("what", "Ödül", "choice", "deneyim (bonus deneyim) ya da altin (jeton başına altın)",
           "deneyim", choices=tuple(TUTORIAL_REWARDS)),),
    tutorial_rewards, read_tutorial,
    ("ogretici senaryolarda bonus xp kac",),
)  # fmt: skip
LEVEL_TABLE_CALC = Calculator(
    "jotl-level-table", GAME, "JotL: senaryo seviyesi tablosu",
    "Senaryo seviyesine göre canavar seviyesi, jeton başına altın, tuzak hasarı ya da bonus "
    "deneyim (sorulan tek değer).",
    (
        Field("column", "Sütun", "choice", "canavar, altin (jeton başına), tuzak, deneyim (bonus)",
              "tuzak", choices=tuple(COLUMNS)),
        SCENARIO_LEVEL_FIELD, _OPTIONAL_LEVELS, _difficulty_field(),
        Field("shield", "Kalkan", "int", "yalnızca tuzak sütunuyla: kalkan tuzağa etki etmez",
              "1", required=False, minimum=0, maximum=20),
        Field("stats_at_zero", "İstatistik kartları seviye 0'a çevrildi", "flag", "evet / hayır",
              "hayır", required=False),
        RECOMMENDED_FIELD,
    ),
    level_table, read_level_table,
    ("senaryo seviyesi 4 iken jeton basina kac altin", "seviye 5te tuzak hasari kac"),
)  # fmt: skip
DIFFICULTY_CALC = Calculator(
    "jotl-difficulty", GAME, "JotL: zorluk farkı",
    "Zorluk ayarının önerilen senaryo seviyesini kaç seviye değiştirdiği.",
    (_difficulty_field(required=True),),
    difficulty_offset, read_difficulty,
    ("cok zor modda seviye kac artar",),
)  # fmt: skip
SCENARIO_LEVEL_CALC = Calculator(
    "jotl-level", GAME, "JotL: senaryo seviyesi",
    "Karakter seviyelerinden ve zorluktan senaryo seviyesi.",
    (_OPTIONAL_PARTY, _difficulty_field(), RECOMMENDED_FIELD,
     Field("coins", "Para jetonu", "int", "isteğe bağlı: seviyeyle birlikte altın karşılığı",
           "6", required=False, minimum=0, maximum=999)),
    scenario_level, read_scenario_level,
    ("karakterler 2 3 3 4 seviye zor oynarsak senaryo seviyesi kac",
     "onerilen seviye 2 zor oynarsak senaryo seviyesi kac"),
)  # fmt: skip
