"""Hoth turns: movement, orders from a card, the once-per-turn limits, and team mode (decks,
'Deploy the Fleet', the solo player's turns) plus the starting hand."""

from __future__ import annotations

import re
from typing import Any

from validators.base import CalcError, CalcResult, Step
from validators.calculator import Calculator, Field
from validators.hoth_data import (
    BREAKTHROUGH_REF,
    CS_EWEB_REF,
    CS_EXCESS_ORDERS_REF,
    CS_MOVE_ARTILLERY_REF,
    CS_MOVE_ATAT_REF,
    CS_MOVE_DROID_REF,
    CS_ONE_ORDER_REF,
    CS_START_HAND_REF,
    CS_SUPPORT_HAND_REF,
    CS_SUPPORT_REF,
    DEPLOY_REF,
    DRAW_CARD_REF,
    ELITE_TROOPS_REF,
    ENTER_STOP_REF,
    EWEB_MOVING_REF,
    EWEB_REF,
    EXCESS_ORDERS_REF,
    FALLBACK_ORDER_REF,
    GAME,
    MOVE_ONCE_REF,
    MOVE_REF,
    ONE_ATTACK_REF,
    ONE_ORDER_REF,
    ORDERS_EXAMPLE_REF,
    PLAY_CARD_REF,
    TEAM_LEADER_REF,
    TEAM_REF,
    TEAMS_REF,
    TERRAIN,
    THREE_PLAYER_REF,
    TURN_STEPS_REF,
    UnitClass,
    terrain_key,
)
from validators.hoth_data import unit as unit_row
from validators.hoth_facts import LEADER_WORDS
from validators.hoth_read import (
    ADDS,
    KAC,
    asks,
    asks_for,
    blank_before,
    counts_before,
    mentions,
    numbers,
    one_count,
    single_unit,
    terrain_keys,
    unit_keys,
)
from validators.hoth_text import choose, result

# -- movement ----------------------------------------------------------------------------------
MOVERS = {"echo_base_trooper": "Echo Base trooper", "snowtrooper": "Snowtrooper",
          "infantry": "piyade", "elite_troops": "Elit Birlikler (piyade)",
          "snowspeeder": "Snowspeeder", "at_at": "AT-AT", "probe_droid": "keşif droidi",
          "artillery": "Asi Topçusu"}  # fmt: skip
# unit → (hexes it may move and still attack, hexes it may move at most, the rule's words)
_MOVES: dict[str, tuple[int, int, str]] = {
    "infantry": (1, 2, "piyade 0-1 hex hareket edip saldırabilir ya da 2 hex hareket edip o tur "
                 "saldıramaz"),
    "elite_troops": (2, 2, "Elit Birlikler rozetli piyade 0-2 hex hareket edip yine saldırabilir"),
    "snowspeeder": (3, 3, "snowspeeder 0-3 hex hareket edip yine saldırabilir"),
    "at_at": (1, 1, "AT-AT 0-1 hex hareket eder ve sırtlara çıkamaz"),
    "probe_droid": (2, 2, "keşif droidi 0-2 hex hareket eder"),
    "artillery": (0, 0, "Asi Topçusu hareket edemez"),
}  # fmt: skip
_AFTER_MOVE = {
    "at_at": Step("AT-AT hareketten sonra saldırabilir", CS_MOVE_ATAT_REF),
    "probe_droid": Step("keşif droidi hareketten sonra menzil değerleriyle saldırabilir",
                        CS_MOVE_DROID_REF),
    "artillery": Step("Asi Topçusu emir alınca yerinden saldırır", CS_MOVE_ARTILLERY_REF),
}  # fmt: skip


def move(
    unit: str, then_attack: bool | None = None, entered_terrain: str | None = None
) -> CalcResult:
    if re.search(r"elit|elite", unit.lower()):
        key = "elite_troops"
    else:
        row = unit_row(unit)
        if row.key == "structure":
            raise CalcError("Yapılar birim sayılmaz ve hareket edemez. Geçerli birimler: "
                            f"{', '.join(MOVERS.values())}.")  # fmt: skip
        key = "infantry" if row.cls is UnitClass.INFANTRY else row.key
    t_key = terrain_key(entered_terrain)
    if t_key is not None and not TERRAIN[t_key].occupiable:
        raise CalcError(f"{TERRAIN[t_key].name} daima geçilemez; birim giremez.")
    if t_key == "ridge" and key == "at_at":
        raise CalcError("AT-AT sırta giremez; sırt dışında bir arazi seç.")
    if t_key == "crevasse" and key != "snowspeeder":
        raise CalcError("Buz çatlağına yalnızca snowspeeder gibi uçan birimler girebilir.")
    attack, most, words = _MOVES[key]
    ref = ELITE_TROOPS_REF if key == "elite_troops" else MOVE_REF
    steps = [Step(words, ref)]
    if key in _AFTER_MOVE and then_attack:
        steps.append(_AFTER_MOVE[key])
    if t_key in ("rocks", "buildings"):
        steps.append(Step(f"{TERRAIN[t_key].name.lower()} hexine giren birim orada durur ve o "
                          "tur saldıramaz", ENTER_STOP_REF))  # fmt: skip
        if then_attack:
            return result(None, "hex", "O tur saldıramaz", steps, computed=False,
                          summary="Kayaya ya da binaya giren birim o tur saldıramaz.")  # fmt: skip
    if then_attack:
        return result(attack, "hex", f"En fazla {attack} hex", steps, computed=False)
    lead = f"En fazla {most} hex" + (" (saldırmadan)" if most != attack else "")
    if most == 0:
        lead = "0 hex (hareket edemez)"
    return result(most, "hex", lead, steps, computed=False, refs=[MOVE_ONCE_REF])


_MOVE_VERBS = r"hareket|gid|git|yuru|ilerle|ilerli|gide|oynat|kayd"


# "piyade gibi", "piyadeden farklı olarak", "piyadenin aksine": a unit said as the
# comparison, not the one that moves
_AS_COMPARED = re.compile(
    r"(?:ler|lar)?'?(?:\s+gibi(?![a-z])|(?:d|t)[ae]n\s+farkl|n?[iu]n\s+aksine|"
    r"(?:y?l[ae]|\s+ile)\s+ayni)"
)


def _compared_units(q: str) -> tuple[tuple[int, int], ...]:
    units = unit_keys(q)
    spans = tuple((u.start, u.end) for u in units if _AS_COMPARED.match(q, u.end - len(u.suffix)))
    if len(spans) == len(units):
        return ()  # every unit named "gibi": none is the subject
    return spans


def _read_move(q: str) -> dict[str, Any] | None:
    if not asks_for(q, r"hex\w*", 2) or not mentions(q, _MOVE_VERBS):
        return None
    if mentions(q, r"uzag|menzil|geri\s*cekil|madalya|zar"):
        return None
    if mentions(q, r"\d+\s*hex") and not mentions(q, KAC + r"\s*hex"):
        return None
    if mentions(q, r"elit\s*birlik|elite\s*troop|elit\s*piyade|elit\s*asker"):
        key: str | bool | None = "elite_troops"
    else:
        key = single_unit(q, _compared_units(q))
    if not isinstance(key, str) or key == "structure":
        return None
    attack = mentions(
        q,
        r"(?:edip|gidip|yuruyup|ilerleyip|sonra|ettikten|gittikten|hareketle)\s*(?:\S+\s+){0,2}(?:saldir(?!am|ma|me)|ates\s+ed(?!eme|me)|vur(?!ama|ma))|saldirabil|ates\s+edebil",
    )
    no_attack = mentions(
        q,
        r"saldirmadan|ates\s+etmeden|saldirmaz|saldirmayacak|saldirama|ates\s+edeme|saldiris\s+yok",
    )
    if attack and no_attack:
        return None
    terrains = terrain_keys(q)
    if len(terrains) > 1:
        return None
    inputs: dict[str, Any] = {
        "unit": key,
        "then_attack": True if attack else (False if no_attack else None),
    }
    if terrains:
        inputs["entered_terrain"] = terrains.pop()
    return inputs


# -- orders from a section card ----------------------------------------------------------------
ORDER_COLUMNS = {"kaybolan": "kaybolan emir", "verilen": "verilen emir"}
# The text gives no largest order count on a card or unit count in a section (its example
# card orders 3 units); 10 and 20 are far above any board position and still catch typos.
MAX_CARD_ORDERS, MAX_SECTION_UNITS = 10, 20


# What the given count is said as: orders ("3 emir verilir") or the units that take them ("kaç
# birime emir verebilirim" → "3 birime emir verebilirsin"); one order per unit, so one number.
ORDER_NOUNS = {"emir": "emir", "birim": "birim"}


def _count(n: int) -> str:
    return "bir" if n == 1 else str(n)


def orders(card_orders: int, units: int, column: str = "kaybolan", on_line: int = 0,
           asked: str = "emir") -> CalcResult:  # fmt: skip
    """``on_line``: units in hexes the section's red line crosses; they take orders from
    either section, so they count with the section's own. ``asked``: the noun the question
    counts the given orders by (orders or the units ordered)."""
    col = choose(column, ORDER_COLUMNS, "sütun") or "kaybolan"
    noun = choose(asked, ORDER_NOUNS, "soru") or "emir"
    if noun == "birim" and col != "verilen":
        raise CalcError("Birim sayısı yalnızca verilen emirler için sorulur (sütun: verilen); "
                        "kaybolan emir bir birime ait değildir.")  # fmt: skip
    if on_line < 0:
        raise CalcError(f"Geçersiz çizgideki birim: {on_line}. Geçerli aralık: 0 ve üstü.")
    own = units
    units += on_line
    given = min(card_orders, units)
    lost = card_orders - given
    if on_line:
        # one unit said as a word ("bi birimim"), the way the customer says it
        steps = [Step(f"kart {card_orders} birime emir veriyor, bölümde {_count(own)} birimin ve "
                      f"çizgideki hexte {_count(on_line)} birimin var", None),
                 Step("kırmızı kesik çizginin geçtiği hexteki birim çizginin her iki bölümünden "
                      "de emir alabilir; bir birime tek bir emir verilebilir", ONE_ORDER_REF)]  # fmt: skip
    else:
        steps = [Step(f"kart {card_orders} birime emir veriyor, bölümde {units} birimin var", None),
                 Step("bir birime tek bir emir verilebilir", ONE_ORDER_REF)]  # fmt: skip
    if units == 0:
        steps.append(Step("bölümde hiç birimin yoksa kartı oynar, emir vermeden yeni kart "
                          "çekersin", EXCESS_ORDERS_REF))  # fmt: skip
    elif lost:
        held = f"{own} + {on_line}" if on_line else f"{units}"
        steps.append(Step(f"kart bölümdeki birim sayısından fazla emir veriyorsa fazla emirler "
                          f"kaybolur: {card_orders} − {'(' + held + ')' if on_line else held} = "
                          f"{lost} emir", EXCESS_ORDERS_REF))  # fmt: skip
    refs = [ORDERS_EXAMPLE_REF, CS_EXCESS_ORDERS_REF]
    if col == "verilen":
        arithmetic = f"{own} + {on_line} = {own + on_line}" if on_line else ""
        if noun == "birim":
            lead = (f"{given} birime emir verebilirsin" if given
                    else "0 birim: hiçbir birime emir veremezsin")  # fmt: skip
            return result(given, "birim", lead, steps, refs=refs, arithmetic=arithmetic)
        return result(given, "emir", f"{given} emir verilir", steps, refs=refs,
                      arithmetic=arithmetic)  # fmt: skip
    arithmetic = f"{card_orders} − {units} = {lost}" if lost and units else ""
    if lost and on_line:
        arithmetic = f"{card_orders} − ({own} + {on_line}) = {lost}"
    return result(lost, "emir", f"{lost} emir kaybolur", steps, arithmetic=arithmetic, refs=refs)


_SECTIONS = {"sol": r"sol(?:\s+kanat\w*)?(?![a-z])", "merkez": r"merkez\w*|orta(?:da|ya)?(?![a-z])",
             "sag": r"sag(?:\s+kanat\w*)?(?![a-z])"}  # fmt: skip


def _other_line(q: str, lines: list[tuple[int, int]]) -> bool:
    """The card's section (named outside the line's clause) is not one of the two sections
    the named line separates ("sol ile merkez arasındaki çizgi")."""

    def named(text: str) -> set[str]:
        return {k for k, p in _SECTIONS.items() if re.search(r"(?<![a-z])(?:" + p + ")", text)}

    outside = q
    for a, b in lines:
        outside = outside[:a] + " " * (b - a) + outside[b:]
    card = named(outside)
    between = set().union(*(named(q[a:b]) for a, b in lines))
    return len(card) == 1 and len(between) == 2 and not card <= between


_SECTION_UNITS = re.compile(
    r"(?:['’]?[a-z]*)?\s*(?:tane\s+|adet\s+)?"
    # "1 snowtrooper birimim var": the unit's kind said before the word
    r"(?:(?:snow\w*|echo\s+base\w*|at-?[as]t\w*|speeder\w*|trooper\w*|piyade\w*|arac\w*|"
    r"topcu\w*|(?:kesif\s+)?droid\w*|asi\w*)\s+)?"
    r"(?:birim(?:im|imiz|in|i)?\s*(?:var|bulun|duru|kald)|birim(?:im|imiz)\b)"
)


def _read_orders(q: str) -> dict[str, Any] | None:
    if not mentions(q, r"emir|order"):
        return None
    asks_lost = mentions(
        q,
        KAC
        + r"(?:\s+\S+){0,2}\s+(?:emir|emri|order)\w*\s*(?:\S+\s+)?(?:yan|kaybol|kaybed|gider|gidi|bosa|cop|heba|kullanilma|dus)",
    )
    asks_given = mentions(
        q, KAC + r"(?:\s+\S+){0,2}\s+(?:birim\w*\s+)?(?:emir|order)\w*\s*(?:\S+\s+)?(?:ver|kullan)"
    ) or mentions(q, KAC + r"\s+birim\w*\s+emir")
    if asks_lost == asks_given:
        return None
    card = set(counts_before(q, r"(?:birim\w*\s+)?(?:emir|order)|birime"))
    # the line's units are not the section's own ("1 birimim var, bi tane de çizgide")
    lines = line_clauses(q)
    units = {
        value
        for value, start, end in numbers(q)
        if not any(a <= start < b for a, b in lines) and _SECTION_UNITS.match(q, end)
    }
    if mentions(q, r"hic\s+birim\w*\s+(?:yok|kalmadi)|birimim\s+yok|birim\s+yok"):
        units.add(0)
    # "bi birimim de … kırmızı çizginin üstündeki hexte": a unit on the section line
    on_line = _on_line(q)
    if on_line is False:
        return None
    if on_line and _other_line(q, lines):
        return None  # "sol kanat kartı, merkez ile sağ kanat arasındaki çizgide birimim var"
    card -= units if len(card) > 1 else set()
    if len(card) != 1 or len(units) != 1:
        return None
    inputs = {"card_orders": card.pop(), "units": units.pop(),
              "column": "kaybolan" if asks_lost else "verilen"}  # fmt: skip
    # "kaç birime emir verebilirim": the units are counted ("kart kaç birime emir veriyor"
    # asks what the card says, not what is given)
    if asks_given and mentions(
        q, r"(?<!kart\s)(?<!karti\s)" + KAC + r"\s+(?:tane\s+)?birim\w*\s+(?:\S+\s+)?(?:emir|order)"
    ):
        inputs["asked"] = "birim"
    if on_line:
        inputs["on_line"] = on_line
    return inputs


_LINE_COUNT = {"bir": 1, "bi": 1, "tek": 1, "iki": 2, "uc": 3, "dort": 4}
# "kırmızı çizginin üstündeki hexte", "sol ile merkez arasındaki kırmızı çizginin üstünde",
# "çizgideki birimim": a hex the section line crosses
_LINE = re.compile(
    r"(?:kirmizi\s+)?(?:kesik\s+)?(?:bolum\s+)?cizgi(?:nin|sinin|si)?\s*(?:tam\s+)?"
    r"(?:ust|uzer|gectig|gecen)\w*|cizgi(?:de|deki|dedir)(?![a-z])"
)
_LINE_NUMBER = re.compile(
    r"(?<![a-z0-9])(\d|bir|bi|tek|iki|uc|dort)\s+(?:tane\s+|adet\s+)?(?:(?:de|da)\s+)?"
    r"(?:birim\w*|tane\b|adet\b)?"
)


def line_clauses(q: str) -> list[tuple[int, int]]:
    """The clauses (between punctuation) that name a section line."""
    spans = []
    for line in _LINE.finditer(q):
        # "… birimim var bir de kırmızı çizginin üstünde AT-AT var": "bir de" opens the clause
        starts = [m.end() for m in re.finditer(r"[.,;!?]", q[: line.start()])]
        starts += [m.start() for m in re.finditer(r"(?<![a-z])bi(?:r)?\s+de\s", q[: line.start()])
                   if not starts or m.start() >= starts[-1]]  # fmt: skip
        starts.sort()
        ends = [m.start() for m in re.finditer(r"[.,;!?]", q[line.end() :])]
        spans.append((starts[-1] if starts else 0, line.end() + ends[0] if ends else len(q)))
    return spans


def _on_line(q: str) -> int | None | bool:
    """Units in hexes a section line crosses (they take orders from either section): the
    count in the clause that names the line ("bi tane de … kırmızı çizginin üstünde birimim
    var"); one when the clause names a single unit ("çizginin üstünde de birimim var"); None
    when no line is named; False when the count is unclear ("birimlerim var")."""
    counts: set[int] = set()
    for start, end in line_clauses(q):
        clause = q[start:end]
        if not re.search(r"birim|asker|trooper|speeder|at-?at|topcu|droid", clause) and not (
            # "2 birimim var, bi tane de … çizginin üstündeki hexte": one more unit (not "bi
            # tanesi", one of the two)
            re.search(r"(?<![a-z0-9])(?:\d|bir|bi|tek|iki|uc|dort)\s+tane\s+(?:d[ae]\s+)?", clause)
            and re.search(r"birim\w*\s+var", q[:start])
        ):
            return False  # the line named, but no unit on it
        found = {
            int(m.group(1)) if m.group(1).isdigit() else _LINE_COUNT[m.group(1)]
            for m in _LINE_NUMBER.finditer(clause)
            if m.group().strip() != m.group(1) or re.match(r"\s*(?:tane|birim)", clause[m.end() :])
        }
        if len(found) > 1:
            return False
        plural = re.search(r"birim(?:ler|lar)|birimlerim|askerler", clause)
        if plural and found == {1}:
            return False  # "bir de çizginin üstünde birimlerim var": how many?
        if found:
            counts |= found
        elif re.search(r"birim(?:ler|lar)|birimlerim|askerler", clause):
            return False  # "çizgide birimlerim var": how many?
        else:
            counts.add(1)  # "çizginin üstünde de birimim var"
    if len(counts) > 1:
        return False
    return counts.pop() if counts else None


# -- once-per-turn limits ----------------------------------------------------------------------
LIMITS = {"adim": "turdaki adım", "kart_oyna": "oynanan komut kartı", "kart_cek": "çekilen kart",
          "emir_birim": "birim başına emir", "hareket": "birim başına hareket",
          "saldiri": "birim başına saldırı", "breakthrough": "breakthrough",
          "eweb": "E-Web yeniden atışı", "destek_karti": "destek kartı",
          "yedek_emir": "yedek emir"}  # fmt: skip


def turn_limit(what: str, moved: bool = False) -> CalcResult:
    key = choose(what, LIMITS, "sınır")
    if key == "adim":
        step = Step("her tur 5 adımdır: komut kartı oyna, emir ver, hareket et, saldır, yeni "
                    "komut kartı çek", TURN_STEPS_REF)  # fmt: skip
        return result(5, "adım", "5 adım", [step], computed=False)
    if key == "kart_oyna":
        steps = [Step("turun başında elinden 1 komut kartı oynarsın", PLAY_CARD_REF),
                 Step("kampanyada buna ek olarak turda en fazla 1 destek kartı oynanabilir",
                      CS_SUPPORT_REF)]  # fmt: skip
        return result(1, "kart", "1 komut kartı", steps, computed=False)
    if key == "kart_cek":
        step = Step("tur sonunda oynadığın kartı atıp 1 yeni kart çekersin", DRAW_CARD_REF)
        return result(1, "kart", "1 kart", [step], computed=False)
    if key == "emir_birim":
        steps = [Step("bir birime tek bir emir verilebilir", ONE_ORDER_REF),
                 Step("Çekçe rehbere göre kart açıkça izin vermedikçe bir birime iki emir "
                      "verilemez", CS_ONE_ORDER_REF)]  # fmt: skip
        return result(1, "emir", "1 emir", steps, computed=False)
    if key == "hareket":
        steps = [Step("bir birim turda en fazla 1 kez hareket eder ve hareket etmek zorunda "
                      "değildir", MOVE_ONCE_REF),
                 Step("Saldırı (Assault) rozetli birim breakthrough ile boşalan hexe geçip "
                      "tekrar saldırabilir", BREAKTHROUGH_REF)]  # fmt: skip
        return result(1, "kez", "En fazla 1 kez", steps, computed=False)
    if key == "saldiri":
        steps = [Step("bir birim turda yalnızca 1 saldırı yapar ve zarlarını farklı hedefler "
                      "arasında bölemez", ONE_ATTACK_REF),
                 Step("Saldırı (Assault) rozetli birim breakthrough ile tur başına 1 kez daha "
                      "saldırabilir", BREAKTHROUGH_REF)]  # fmt: skip
        return result(1, "saldırı", "1 saldırı", steps, computed=False)
    if key == "breakthrough":
        step = Step("Saldırı (Assault) rozetli birim tur başına yalnızca 1 breakthrough yapar",
                    BREAKTHROUGH_REF)  # fmt: skip
        return result(1, "kez", "1 kez", [step], computed=False)
    if key == "eweb":
        if moved:
            step = Step("hareket eden E-Web rozeti 'hareketli' tarafa çevrilir ve standart "
                        "piyade gibi davranır", EWEB_MOVING_REF)  # fmt: skip
            return result(0, "kez", "0 kez (yeniden atış yok)", [step], computed=False)
        steps = [Step("sabit E-Web her saldırıda zarlarını 1 kez yeniden atabilir", EWEB_REF),
                 Step("Türkçe metne göre istediği sayıda zarı, Çekçe rehbere göre tüm zarları "
                      "yeniden atar; iki metinde de saldırı başına 1 kez", CS_EWEB_REF)]  # fmt: skip
        return result(1, "kez", "Saldırı başına 1 kez", steps, computed=False)
    if key == "destek_karti":
        step = Step("kampanyada turda komut kartına ek olarak en fazla 1 destek kartı oynanır; "
                    "destek kartları eldeki kart sınırına sayılmaz", CS_SUPPORT_REF)  # fmt: skip
        return result(1, "kart", "En fazla 1 destek kartı", [step], computed=False)
    step = Step("kartın istediği türden birimin yoksa seçtiğin 1 birime emir verirsin; o birim "
                "kart bonusundan yararlanmaz", FALLBACK_ORDER_REF)  # fmt: skip
    return result(1, "birim", "1 birim", [step], computed=False)


_TIMES = r"(?:kere|kez|defa|sefer|kere\w*)"


def _read_turn_limit(q: str) -> dict[str, Any] | None:
    if not asks(q):
        return None
    if mentions(q, r"e-?\s*web"):
        if asks_for(q, _TIMES + r"|zar", 3) and mentions(q, r"tekrar|yeniden|reroll"):
            return {
                "what": "eweb",
                "moved": mentions(q, r"hareket\s*ed|hareketli|moving|yurud|gitti|oynadi"),
            }
        return None
    if mentions(q, r"breakthrough|yarma") and asks_for(q, _TIMES + r"|breakthrough", 2):
        return {"what": "breakthrough"}
    if asks_for(q, r"adim|asama|evre", 2) and mentions(q, r"tur|tah|sira"):
        return {"what": "adim"}
    if mentions(q, r"destek\s*kart|support") and mentions(
        q, r"(?<![a-z])(?:tur(?:da|a|u|\s+basi\w*)|tah|her\s+tur)"
    ):
        if not mentions(q, r"oyna|kullan|acil"):
            return None
        if asks_for(q, r"kart", 1) and not asks_for(q, r"destek", 1):
            return None  # "kaç kart oynarım" holding support cards: command card and support
        return {"what": "destek_karti"}
    if mentions(q, r"takim|deploy|basla|senaryo|dagit|atarsam|atip|kampanya"):
        return None
    if mentions(q, r"(?:hic|yoksa|yok\s+ise|olmazsa)") and asks_for(
        q, r"birim\w*\s+emir|birime", 2
    ):
        # the fallback order is for a card naming a unit kind; no unit in a section
        # ("bölümde hiç birimim yok") is a section card's count (hoth-orders)
        if mentions(
            q,
            r"(?:bolum|kanat|merkez|sol|sag)\w*\s+(?:\S+\s+)?(?:hic\s+)?birim\w*\s+(?:yok|kalmadi)",
        ):
            return None
        return {"what": "yedek_emir"}
    if mentions(q, r"bir\s+birime|birim\s+basina|her\s+birime|ayni\s+birime") and asks_for(
        q, r"emir", 2
    ):
        return {"what": "emir_birim"}
    if mentions(q, r"\d"):
        return None
    if asks_for(q, _TIMES, 1) and mentions(
        q, KAC + r"\s*" + _TIMES + r"\s*(?:\S+\s+)?(?:hareket|yuru|gid)"
    ):
        return {"what": "hareket"}
    if (
        asks_for(q, _TIMES, 1)
        and mentions(q, KAC + r"\s*" + _TIMES + r"\s*(?:\S+\s+)?(?:saldir|ates)")
    ) or asks_for(q, r"saldiri\s+(?:yap|hak)", 1):
        return {"what": "saldiri"}
    if mentions(q, r"tur|tah|sira") and mentions(q, r"kart"):
        if mentions(q, KAC + r"(?:\s+\S+){0,2}\s+kart\w*\s+(?:oyna|acil|kullan|koy)"):
            return {"what": "kart_oyna"}
        if mentions(q, KAC + r"(?:\s+\S+){0,2}\s+kart\w*\s+(?:cek|alir|aliyo|alin)"):
            return {"what": "kart_cek"}
    return None


# -- team mode ---------------------------------------------------------------------------------
def team_deck(leader: bool = False) -> CalcResult:
    steps = [Step("2 kişilik takımda taraf destesi karıştırılır ve her oyuncuya 8 yüzü kapalı "
                  "kart dağıtılır", TEAMS_REF)]  # fmt: skip
    if not leader:
        return result(8, "kart", "8 kart", steps, computed=False, refs=[TEAM_REF])
    steps.append(Step("liderle oynanırken her takım oyuncusu seçilen liderin 3 kartını kendi "
                      "destesine ekler", TEAM_LEADER_REF))  # fmt: skip
    steps.append(Step("metin iki oyuncunun da aynı 3 kartı eklediğini yazar, oysa liderin 3 "
                      "kartı vardır; kartların nasıl paylaşılacağını metin açıklamaz", None))  # fmt: skip
    return result(11, "kart", "11 kart", steps, arithmetic="8 + 3 = 11")


def _read_team_deck(q: str) -> dict[str, Any] | None:
    q = blank_before(q)  # "elimi çekmeden önce": when, not what is asked
    sum_asked = mentions(q, r"kart\w*\s+(?:\S+\s+){0,3}kac\s+(?:eder|olur|yapar|tutar|oluyo)")
    if not mentions(q, r"takim|team|4\s*kisi|dort\s*kisi|4\s*oyuncu") or not (
        asks_for(q, r"kart", 2) or sum_asked
    ):
        return None
    # "kaç kart eklenir" asks the leader's cards; "dağıtılanlara lider kartlarını da
    # ekleyince destem kaç kart" asks the deck they make together.
    if not mentions(
        q,
        r"dagit|kartlik\s+deste|deste(?:m|si|miz)?\s*(?:kac|toplam)|destem|destemde|destesinde|verili|verilir|verilen",
    ) or mentions(q, ADDS):
        return None
    if mentions(q, r"senaryo|cek|deploy|el(?:im|inde|de)\b") or counts_before(q, r"kart"):
        return None
    named = any(re.search(p, q) for p in LEADER_WORDS.values())  # "Leia'yı seçtik"
    return {"leader": named or mentions(q, r"lider(?!siz)")}


DEPLOY_WHO = {"aktif": "aktif oyuncu", "takim_arkadasi": "takım arkadaşı",
              "ikisi": "aktif oyuncu ve takım arkadaşı birlikte",
              "her_biri": "aktif oyuncu ve takım arkadaşı ayrı ayrı"}  # fmt: skip
DEPLOY_FIRST = {"aktif": "önce aktif oyuncu", "takim_arkadasi": "önce takım arkadaşı"}
# A team player's own deck holds 8 cards (11 with a leader), so no hand can discard more.
MAX_DISCARD = 11


def deploy_the_fleet(
    discarded: int, who: str = "aktif", mate_discarded: int | None = None, first: str = "aktif"
) -> CalcResult:
    """Cards drawn with 'Deploy the Fleet': the active player draws one more than discarded,
    the teammate as many. ``who="ikisi"``: both together (``discarded`` is the active
    player's, ``mate_discarded`` the teammate's); ``who="her_biri"``: each player's draw,
    the one asked ``first`` leading (its count is the value)."""
    key = choose(who, DEPLOY_WHO, "oyuncu") or "aktif"
    if key == "her_biri":
        return _deploy_each(discarded, mate_discarded, choose(first, DEPLOY_FIRST, "sıra"))
    if key == "ikisi":
        mate_discarded = _mate_discarded(mate_discarded, "İkisinin toplamı")
        mine = discarded + 1
        value = mine + mate_discarded
        steps = [Step(f"aktif oyuncu {discarded} kart atıp bir fazlasını, {mine} kart çeker "
                      f"({discarded} + 1 = {mine})", DEPLOY_REF),
                 Step(f"takım arkadaşı {mate_discarded} kart atıp aynı sayıda, {mate_discarded} "
                      "kart çeker", DEPLOY_REF)]  # fmt: skip
        return result(value, "kart", f"{value} kart (ikinizin toplamı)", steps,
                      summary=f"İkiniz toplam {value} kart çekersiniz.",
                      arithmetic=f"{mine} + {mate_discarded} = {value}")  # fmt: skip
    if key == "aktif":
        step = Step(f"'Deploy the Fleet' kartında aktif oyuncu {discarded} kart atıp bir fazlasını "
                    "çeker", DEPLOY_REF)  # fmt: skip
        value = discarded + 1
        return result(
            value, "kart", f"{value} kart", [step], arithmetic=f"{discarded} + 1 = {value}"
        )
    step = Step(f"'Deploy the Fleet' kartında takım arkadaşı {discarded} kart atıp aynı sayıda "
                "çeker", DEPLOY_REF)  # fmt: skip
    return result(discarded, "kart", f"{discarded} kart", [step], computed=False)


def _mate_discarded(mate_discarded: int | None, purpose: str) -> int:
    """The teammate's discard count, required and in range for a count that needs it."""
    if mate_discarded is None:
        raise CalcError(f"{purpose} için takım arkadaşının attığı kart sayısı da gerekli "
                        f"(0-{MAX_DISCARD}).")  # fmt: skip
    if not 0 <= mate_discarded <= MAX_DISCARD:
        raise CalcError(f"Geçersiz kart sayısı: {mate_discarded}. Geçerli aralık: "
                        f"0-{MAX_DISCARD} (takım oyuncusunun destesi en fazla 8 + 3 kart).")  # fmt: skip
    return mate_discarded


def _deploy_each(discarded: int, mate_discarded: int | None, first: str | None) -> CalcResult:
    mate_discarded = _mate_discarded(mate_discarded, "Her birinin çektiği")
    mine = deploy_the_fleet(discarded, "aktif")
    mate = deploy_the_fleet(mate_discarded, "takim_arkadasi")
    steps = [Step(f"'Deploy the Fleet' kartında aktif oyuncu olarak sen {discarded} kart atıp bir "
                  f"fazlasını, {mine.value} kart çekersin ({discarded} + 1 = {mine.value})",
                  DEPLOY_REF),
             Step(f"takım arkadaşın {mate_discarded} kart atıp aynı sayıda, {mate.value} kart "
                  "çeker", DEPLOY_REF)]  # fmt: skip
    parts = {"sen": mine, "takım arkadaşın": mate}
    they = f"takım arkadaşın {mate.value} kart çeker"
    if first == "takim_arkadasi":
        steps = [Step(f"'Deploy the Fleet' kartında takım arkadaşın {mate_discarded} kart atıp "
                      f"aynı sayıda, {mate.value} kart çeker", DEPLOY_REF),
                 Step(f"aktif oyuncu olarak sen {discarded} kart atıp bir fazlasını, {mine.value} "
                      f"kart çekersin ({discarded} + 1 = {mine.value})", DEPLOY_REF)]  # fmt: skip
        lead = f"{mate.value} kart (takım arkadaşın çeker; sen {mine.value} kart çekersin)"
        summary = f"Takım arkadaşın {mate.value} kart çeker, sen {mine.value} kart çekersin."
        value = mate.value
    else:
        lead = f"{mine.value} kart (sen çekersin; {they})"
        summary = f"Sen {mine.value} kart çekersin, {they}."
        value = mine.value
    return result(value, "kart", lead, steps, summary=summary, parts=parts,
                  computed=False)  # fmt: skip


_MATE = r"takim\s*arkadas|arkadasim|arkadasi|teammate|partner|esim|ortagim"
_DISCARD = re.compile(
    r"(?:['’]?[a-z]*)?\s*(?:tane\s+|adet\s+)?(?:kart\w*\s+)?(?:at|iskarta|birak|cope)"
)
# A clause ends at punctuation or where the next player is named ("ben 3 attım arkadaşım 2").
_CLAUSE = re.compile(r"[^.,;!?]+?(?=[.,;!?]|\s(?:ben|" + _MATE + r")(?![a-z])|$)")
# Both players' draws together: "ikimiz toplam kaç kart çekiyoruz", "ikisi birlikte kaç".
_BOTH = r"ikimiz|ikiniz|ikisi|toplam|birlikte|beraber|hep\s+beraber"


def _read_deploy(q: str) -> dict[str, Any] | None:
    named = mentions(q, r"deploy|filo\w*\s+konuslandir|fleet|(?<!elit\s)(?<!elite\s)filo\w*\s+kart")
    if not asks_for(q, r"kart\w*", 2) and not asks_for(q, r"cek", 1):
        return None
    if not named and not (mentions(q, _MATE) and asks_for(q, r"(?:kart\w*\s+)?cek", 2)):
        return None
    # Each discard belongs to the player its clause names ("ben 2 attım, arkadaşım 1 attı").
    found: dict[str, set[int]] = {"aktif": set(), "takim_arkadasi": set()}
    gapped: dict[str, set[int]] = {"aktif": set(), "takim_arkadasi": set()}
    asked = "aktif"
    order: list[str] = []  # whose draw each "kaç" asks, in the question's order
    for clause in _CLAUSE.finditer(q):
        text = clause.group()
        whose = "takim_arkadasi" if mentions(text, _MATE) else "aktif"
        if mentions(text, KAC):
            asked = whose
            order += [] if whose in order else [whose]
        for value, _, end in numbers(text):
            if _DISCARD.match(text, end):
                found[whose].add(value)
            elif not text[end:].strip() and re.search(r"(?:ben|" + _MATE + r")\s+\S+$", text):
                gapped[whose].add(value)  # "ben iki, arkadaşım üç kart attık"
    if any(found.values()):
        for whose, values in gapped.items():
            if not found[whose]:
                found[whose] = values
    if any(len(v) > 1 for v in found.values()) or not any(found.values()):
        return None
    mine, mate = (next(iter(found[k]), None) for k in ("aktif", "takim_arkadasi"))
    if not named and mate is None:
        return None  # no card named and no teammate's discard: a normal turn's draw?
    if mine is not None and mate is not None:
        if mentions(q, r"ayri\s+ayri|her\s+biri\w*|tek\s+tek|kimi?\s+kac"):
            return {"discarded": mine, "who": "her_biri", "mate_discarded": mate,
                    "first": order[0] if order else "aktif"}  # fmt: skip
        if mentions(q, _BOTH):
            return {"discarded": mine, "who": "ikisi", "mate_discarded": mate}
        if len(order) == 2:  # "ben kaç çekerim, … o kaç çeker": each player's draw
            return {"discarded": mine, "who": "her_biri", "mate_discarded": mate,
                    "first": order[0]}  # fmt: skip
        return {"discarded": mine if asked == "aktif" else mate, "who": asked}
    if mentions(q, r"ikimiz|ikiniz|ikisi"):
        return None  # both players' total asked, one count given
    if mine is not None and asked == "takim_arkadasi":
        return None  # my discard given, the teammate's asked: not the same count
    if mine is not None and mentions(q, _BOTH):
        return None  # both players' total asked, one count given
    count = mine if mine is not None else mate
    return {"discarded": count, "who": "takim_arkadasi" if mate is not None else "aktif"}


TEAM_SIZE = 2  # "Bir tarafta 2 kişilik takım" (3 Oyunculu Takım Modu)


def team_turns(team_turns: int | None = None, each_player: int | None = None) -> CalcResult:
    steps = [Step("3 oyunculu takım modunda tek oyuncu takımdaki her oyuncudan sonra 1 tur oynar",
                  THREE_PLAYER_REF)]  # fmt: skip
    arithmetic = ""
    if each_player is not None:
        total = TEAM_SIZE * each_player
        if team_turns is not None and team_turns != total:
            raise CalcError(f"Takımın 2 oyuncusu {each_player}'er tur oynarsa takım {total} tur "
                            f"oynar, {team_turns} değil; ikisinden birini ver.")  # fmt: skip
        team_turns = total
        steps.append(Step(f"takımın iki oyuncusu toplam {total} tur oynadığında tek oyuncu da "
                          f"{total} tur oynar", None))  # fmt: skip
        arithmetic = f"{TEAM_SIZE} × {each_player} = {total}"
    elif team_turns is None:
        team_turns = TEAM_SIZE
    if each_player is None and team_turns != 1:
        steps.append(Step(f"takım oyuncuları {team_turns} tur oynadığında tek oyuncu da "
                          f"{team_turns} tur oynar", None))  # fmt: skip
        arithmetic = f"{team_turns} × 1 = {team_turns}"
    return result(team_turns, "tur", f"{team_turns} tur", steps, arithmetic=arithmetic)


# A count each team player plays: "birer", "ikişer" (the number word's own ending), "1'er",
# "2 şer" (an ending after the digits) tur.
_EACH_WORD = r"[a-z]+(?:er|ar)"
_EACH_END = r"\s*['’]?\s*[sş]?[ea]r"
# Both team players named as doing it: "ikisi de", "her biri", "her ikisi".
_BOTH_PLAYERS = (
    r"ikisi(?:\s+de)?|her\s+biri|her\s+ikisi|iki\s+(?:arkadas\w*|oyuncu\w*|kisi\w*)\s+d[ae]"
)


def _each_player_turns(q: str) -> int | None | bool:
    """ "ikisi de birer tur oynayınca": the turns each team player plays; None when the turns
    are not given per player, False when unclear."""
    found = None
    for value, start, end in numbers(q):
        after = re.match(rf"({_EACH_END})?\s*tur(?![a-z])", q[end:])
        if after is None:
            continue
        if not (after.group(1) or re.fullmatch(_EACH_WORD, q[start:end])):
            continue
        if not mentions(q[:start], _BOTH_PLAYERS):
            continue
        if found is not None and found != value:
            return False
        found = value
    return found


def _read_team_turns(q: str) -> dict[str, Any] | None:
    if not mentions(
        q, r"(?:3|uc)\s*(?:kisi|oyuncu)|tek\s+(?:oyuncu|kalan|kisi|basima)|yalniz\s+oyuncu"
    ):
        return None
    if not asks_for(q, r"tur|el\b|sira", 2) or not mentions(q, r"tek|yalniz"):
        return None
    each = _each_player_turns(q)
    if each is False:
        return None
    if isinstance(each, int):
        return {"each_player": each}
    turns = one_count(q, r"tur|el\b")
    if turns is False:
        return None
    if turns is None and mentions(
        q, r"her\s+(?:takim\s+)?oyuncu\w*\s+sonra|her\s+birinden\s+sonra"
    ):
        turns = 1  # "takımdaki her oyuncudan sonra": after one team player's turn
    return {"team_turns": turns} if isinstance(turns, int) else {}


MAX_SCENARIO_CARDS = 16  # a side's deck holds 16 standard cards; no scenario can deal more


def starting_hand(scenario_cards: int | None = None) -> CalcResult:
    step = Step("her oyuncu senaryoda yazan sayıda kart çeker", CS_START_HAND_REF)
    if scenario_cards is None:
        return result(None, "kart", "Senaryo belirler", [step], computed=False,
                      summary="Başlangıç elini senaryo belirler; kural metni bir sayı vermez.")  # fmt: skip
    return result(scenario_cards, "kart", f"{scenario_cards} kart", [step], computed=False)


# The box's 10 support cards ("4 kampanya kitabı ve 10 destek kartıyla"): no player holds more.
MAX_SUPPORT_CARDS = 10


def campaign_hand(scenario_cards: int, support_cards: int) -> CalcResult:
    """Cards in a campaign player's hand: the scenario's command cards plus the support cards
    held, which the command-card hand limit does not count."""
    if not 1 <= scenario_cards <= MAX_SCENARIO_CARDS:
        raise CalcError(f"Geçersiz senaryo kart sayısı: {scenario_cards}. Geçerli aralık: "
                        f"1-{MAX_SCENARIO_CARDS} (bir tarafın 16 standart kartı var).")  # fmt: skip
    if not 0 <= support_cards <= MAX_SUPPORT_CARDS:
        raise CalcError(f"Geçersiz destek kartı sayısı: {support_cards}. Geçerli aralık: "
                        f"0-{MAX_SUPPORT_CARDS} (kampanyada toplam 10 destek kartı var).")  # fmt: skip
    total = scenario_cards + support_cards
    steps = [
        Step(f"elinde {scenario_cards} komut kartı olur (her oyuncu senaryoda yazan sayıda kart "
             "çeker)", CS_START_HAND_REF),
        Step("kazandığın destek kartını eline alırsın", CS_SUPPORT_HAND_REF),
        Step("destek kartları eldeki komut kartı sınırına sayılmaz", CS_SUPPORT_REF),
    ]  # fmt: skip
    lead = f"{total} kart"
    summary = (f"{total} kart: {scenario_cards} komut kartı + {support_cards} destek kartı; "
               "destek kartları komut kartı sınırına sayılmaz.")  # fmt: skip
    return result(total, "kart", lead, steps, summary=summary,
                  arithmetic=f"{scenario_cards} + {support_cards} = {total}")  # fmt: skip


_SUPPORT = r"destek\s*kart\w*|support\s*(?:card|kart)\w*"
# "elimde kaç kart olur", "elde toplam kaç kart tutabilirim", "el limitim kaç kart"
_HAND = re.compile(
    r"(?<![a-z])el(?:im|imiz|in|iniz)?(?:de|deki)?\s+(?:\S+\s+){0,2}?kac\s+(?:tane\s+)?kart"
    r"|kac\s+(?:tane\s+)?kart(?:\s+\S+){0,2}?\s+(?:olu|olabilir|tut|bulun|kalir|dur)"
    r"|(?<![a-z])el(?:im|imiz|in|iniz)?(?:de|deki)\s+(?:(?:toplam|kart\w*)\s+){1,2}kac"
)
# "destek kartım 2 tane", "destek kartım 3": the count written after the cards
_SUPPORT_BEFORE = re.compile(r"(?:destek|support)\s*kart\w*\s+$")
_COUNT_END = re.compile(r"\s*(?:tane|adet)?\s*(?:[,.;!?]|$|var|ve|da|de)")


_NOT_HAND = r"takim|team|deploy|[34]\s*kisi|(?:oyna|cek)\w*\s+kac|kac\s+(?:\S+\s+)?(?:oyna|cek|at)"


def _read_campaign_hand(q: str) -> dict[str, Any] | None:
    if not mentions(q, _SUPPORT) or not _HAND.search(q):
        return None
    if mentions(q, _NOT_HAND):
        return None  # team hands, cards played or drawn: another count
    if asks_for(q, _SUPPORT, 1):
        return None  # "kaç destek kartı": the support cards alone
    support = set(counts_before(q, _SUPPORT))
    support |= {
        value
        for value, start, end in numbers(q)
        if _SUPPORT_BEFORE.search(q[max(0, start - 24) : start]) and _COUNT_END.match(q, end)
    }
    scenario = set(counts_before(q, r"komut\s*kart"))
    if not scenario and mentions(q, r"senaryo"):
        scenario = set(counts_before(q, r"kart(?!\w*\s+(?:oyna|cek|at))"))
    if len(support) != 1 or len(scenario) != 1:
        return None
    return {"scenario_cards": scenario.pop(), "support_cards": support.pop()}


def _read_starting_hand(q: str) -> dict[str, Any] | None:
    if mentions(q, r"takim|team|deploy|3\s*kisi|4\s*kisi|kampanya|destek\s*kart|support"):
        return None
    if not (
        mentions(q, KAC + r"\s+kart\w*\s+(?:ile\s+|la\s+|le\s+)?basl")
        or mentions(
            q,
            r"basl\w*\s+(?:\S+\s+)?kac\s+kart|baslangic\s+el|acilis\s+el|elde\s+kac\s+kart|elimde\s+kac\s+kart|elimizde\s+kac\s+kart|kac\s+kart\s+dagit|kac\s+kart\s+cekeriz\s+basta|basta\s+kac\s+kart",
        )
    ):
        return None
    cards = set(counts_before(q, r"kart"))
    if len(cards) > 1:
        return None
    return {"scenario_cards": cards.pop()} if cards else {}


CALCULATORS = (
    Calculator(
        "hoth-move", GAME, "Hoth: hareket mesafesi",
        "Bir birimin turda kaç hex hareket edebildiği, hareketten sonra saldırıp saldıramayacağı.",
        (
            Field("unit", "Birim", "choice", ", ".join(MOVERS.values()), "snowtrooper",
                  choices=tuple(MOVERS)),
            Field("then_attack", "Hareketten sonra saldıracak mı", "flag", "evet / hayır (boş: farketmez)",
                  "evet", required=False),
            Field("entered_terrain", "Girdiği arazi", "choice", "kaya, bina, sırt, siper, buz çatlağı",
                  "kaya", required=False, choices=tuple(TERRAIN)),
        ),
        move, _read_move, ("piyade kac hex gidip saldirabilir",),
    ),
    Calculator(
        "hoth-orders", GAME, "Hoth: emirler",
        "Bölüm kartının emirlerinden kaçı verilir, kaçı kaybolur.",
        (
            Field("card_orders", "Kartın emir sayısı", "int", "kartta yazan birim sayısı", "3",
                  minimum=1, maximum=MAX_CARD_ORDERS),
            Field("units", "Bölümdeki birim", "int", "o bölümdeki birimlerin", "1", minimum=0,
                  maximum=MAX_SECTION_UNITS),
            Field("column", "Ne soruluyor", "choice", "kaybolan, verilen", "kaybolan",
                  required=False, choices=tuple(ORDER_COLUMNS)),
            Field("on_line", "Çizgideki birim", "int", "bölümün kırmızı çizgisinin geçtiği "
                  "hexlerdeki birimlerin (her iki bölümden emir alabilir)", "1", required=False,
                  minimum=0, maximum=MAX_SECTION_UNITS),
            Field("asked", "Verilen neyle sayılıyor", "choice", "emir, birim (yalnızca verilen)",
                  "emir", required=False, choices=tuple(ORDER_NOUNS)),
        ),
        orders, _read_orders, ("kart 3 emir diyo merkezde 2 birimim var kac emir yanar",),
    ),
    Calculator(
        "hoth-turn-limits", GAME, "Hoth: tur başına sınırlar",
        "Turda kaç adım, kaç kart oynanır/çekilir; birim başına emir, hareket, saldırı; "
        "breakthrough, E-Web, destek kartı, yedek emir.",
        (
            Field("what", "Hangi sınır", "choice", ", ".join(LIMITS), "saldiri", choices=tuple(LIMITS)),
            Field("moved", "E-Web hareket etti", "flag", "evet / hayır (yalnızca E-Web için)",
                  "hayır", required=False),
        ),
        turn_limit, _read_turn_limit, ("bir birim turda kac kere saldirir",),
    ),
    Calculator(
        "hoth-team-deck", GAME, "Hoth: takım oyuncusunun destesi",
        "Takım modunda her oyuncuya dağıtılan kart (liderle birlikte).",
        (Field("leader", "Liderle oynanıyor", "flag", "evet / hayır", "hayır", required=False),),
        team_deck, _read_team_deck, ("takim modunda herkese kac kart dagitiliyo",),
    ),
    Calculator(
        "hoth-deploy-the-fleet", GAME, "Hoth: Deploy the Fleet",
        "'Deploy the Fleet' kartında atılan kart sayısına göre çekilen kart (aktif oyuncu, takım "
        "arkadaşı ya da ikisi birlikte).",
        (
            Field("discarded", "Atılan kart", "int", f"0-{MAX_DISCARD}", "2", minimum=0,
                  maximum=MAX_DISCARD),
            Field("who", "Kim", "choice", "aktif, takim_arkadasi, ikisi, her_biri", "aktif",
                  required=False, choices=tuple(DEPLOY_WHO)),
            Field("mate_discarded", "Takım arkadaşının attığı kart", "int",
                  f"yalnızca 'ikisi' ve 'her_biri' için, 0-{MAX_DISCARD}", "1", required=False,
                  minimum=0, maximum=MAX_DISCARD),
            Field("first", "Önce kimin sorulduğu", "choice", "aktif, takim_arkadasi (her_biri için)",
                  "aktif", required=False, choices=tuple(DEPLOY_FIRST)),
        ),
        deploy_the_fleet, _read_deploy, ("deploy the fleet ile 2 kart atarsam kac cekerim",),
    ),
    Calculator(
        "hoth-team-turns", GAME, "Hoth: 3 oyunculu modda tek oyuncunun turu",
        "3 oyunculu takım modunda tek oyuncunun kaç tur oynadığı.",
        (Field("team_turns", "Takım oyuncularının turu", "int", "bir tam sırada 2", "2",
               required=False, minimum=1, maximum=100),
         Field("each_player", "Takım oyuncularının her birinin turu", "int",
               "her takım oyuncusunun oynadığı tur, 1-50", "1", required=False, minimum=1,
               maximum=50)),
        team_turns, _read_team_turns, ("3 kisilik modda tek oyuncu kac tur oynar",),
    ),
    Calculator(
        "hoth-campaign-hand", GAME, "Hoth: kampanyada eldeki kart",
        "Kampanyada eldeki kart: senaryonun komut kartları + destek kartları (destek kartları "
        "komut kartı sınırına sayılmaz).",
        (Field("scenario_cards", "Senaryodaki komut kartı", "int", f"1-{MAX_SCENARIO_CARDS}",
               "5", minimum=1, maximum=MAX_SCENARIO_CARDS),
         Field("support_cards", "Eldeki destek kartı", "int", f"0-{MAX_SUPPORT_CARDS}", "2",
               minimum=0, maximum=MAX_SUPPORT_CARDS)),
        campaign_hand, _read_campaign_hand,
        ("senaryo 4 komut karti diyo 1 destek kartim var elimde kac kart olur",),
    ),
    Calculator(
        "hoth-starting-hand", GAME, "Hoth: başlangıç eli",
        "Normal oyunda başlangıç eli (senaryo belirler).",
        (Field("scenario_cards", "Senaryodaki kart sayısı", "int", f"1-{MAX_SCENARIO_CARDS}",
               "5", required=False, minimum=1, maximum=MAX_SCENARIO_CARDS),),
        starting_hand, _read_starting_hand, ("oyuna kac kartla basliyoz",),
    ),
)  # fmt: skip
