"""Star Wars: Hoth Savaşı calculators and claim checker.

This module holds the attack-dice chain (base dice by range, terrain, Scout; the Czech guide's
"penalties add up"), the dice modifier on its own, retreats and the team-mode hand, and it
registers every Hoth calculator in the order questions are tried: specific before general
(hoth_facts, hoth_combat and hoth_turn hold the rest). The checker verifies every number of
an answer that one of these calculators computes (hoth_claims).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from turkish import fold_same_length as fold
from validators.base import CalcError, CalcResult, Check, RuleRef, Step
from validators.calculator import Calculator, Field, register
from validators.claims import equations, extract_sites
from validators.common import GameChecker, Rule, ceil_div
from validators.hoth_data import (
    ATAT_PROTECTION_REF,
    ELITE_TROOPS_REF,
    FACTS,
    GAME,
    LOSSES_KEEP_DICE_REF,
    MAX_DICE,
    MAX_ROLL,
    MOVE_REF,
    RANGE_REF,
    REDUCE_DICE_REF,
    RETREAT_REF,
    SCOUT_REF,
    SPEEDER_RANGE_REF,
    STACKING_REF,
    STRUCTURE_FAQ_REF,
    STRUCTURE_NO_UNIT_REF,
    STRUCTURE_REF,
    TEAM_REF,
    TEAMS_REF,
    TERRAIN,
    UNITS,
    UnitClass,
    UnitRow,
    terrain_key,
    unit,
)
from validators.hoth_parse import AttackText, is_target_form, parse_attack, terrains_in, units_in
from validators.hoth_read import numbers as _numbers
from validators.hoth_room import retreat_room
from validators.hoth_text import choose, dedupe, result
from validators.registry import register_checker

__all__ = ["ATTACKERS", "attack_dice", "dice_modifier", "fact", "retreat_hexes",
           "team_hand_size", "terrain_key", "unit"]  # fmt: skip

ATTACKERS = [k for k in UNITS if k != "structure"]
# The text gives no longest attack distance, but it gives the board: 10 hexes wide and 7 deep,
# so two hexes are never more than 9 + 6 = 15 steps apart. Farther is a typo, not a range.
MAX_DISTANCE = 15

# Where a unit stands, as a customer says it ("hedef siperde olduğu için").
_ON = {"ridge": "sırtta", "rocks": "kayalarda", "buildings": "binada ya da enkazda",
       "trench": "siperde", "crevasse": "buz çatlağında", "seracs": "seraklarda"}  # fmt: skip
_FROM = {"buildings": "binadan ya da enkazdan"}


# Whose base dice ("AT-AT'nin temel zarı"): the genitive of each unit's name.
_GENITIVE = {
    "echo_base_trooper": "Echo Base trooper'ın", "snowtrooper": "Snowtrooper'ın",
    "snowspeeder": "Snowspeeder'ın", "at_at": "AT-AT'nin", "artillery": "Asi Topçusunun",
    "probe_droid": "İmparatorluk Keşif Droidinin", "infantry": "Piyadenin",
}  # fmt: skip


@dataclass(frozen=True)
class _Mod:
    delta: int
    trail: str  # the staff's working
    step: str  # the customer's words
    ref: RuleRef
    also: RuleRef | None = None  # the rule the change would apply, where this one waives it


def _target_modifiers(att: UnitRow, tgt: UnitRow, t_key: str | None,
                      a_key: str | None) -> list[_Mod]:  # fmt: skip
    if t_key is None:
        return []
    row, on = TERRAIN[t_key], _ON[t_key]
    if not tgt.terrain_protection:
        text = f"{tgt.name} arazi korumasından yararlanamaz"
        step = f"{tgt.name} {on} olsa da arazi korumalarından asla yararlanamaz, zar değişmez"
        # the terrain's row says what protection it gives; the AT-AT's row waives it
        return [_Mod(0, f"{text}: 0", step, ATAT_PROTECTION_REF, row.ref)]
    if row.infantry_only and tgt.cls is not UnitClass.INFANTRY:
        return [_Mod(0, f"{row.name} yalnızca piyadeyi korur: 0",
                     f"{row.name.lower()} yalnızca piyadeyi korur, zar değişmez", row.ref)]  # fmt: skip
    if row.unless_attacker_here and a_key == t_key:
        return [_Mod(0, f"Saldıran da {on}: ceza yok", f"saldıran da {on} olduğu için ceza yok",
                     row.ref)]  # fmt: skip
    delta = row.target_vehicle if att.cls is UnitClass.VEHICLE else row.target_other
    if delta == 0:
        return [_Mod(0, f"{row.name} saldırı zarını etkilemez: 0",
                     f"hedefin {on} olması zarı değiştirmez", row.ref)]  # fmt: skip
    who = "araç" if att.cls is UnitClass.VEHICLE and row.target_vehicle != row.target_other else ""
    # Said as the rulebook says it ("2 zar daha az") so a player can check it at a glance.
    text = (
        f"{row.name} hexindeki hedefe {'araçla ' if who else ''}saldırı: {abs(delta)} zar daha az"
    )
    step = f"hedef {on} olduğu için {abs(delta)} zar daha az atılır"
    if row.unless_attacker_here:  # "saldırgan da sırtta değilse"
        step = f"hedef {on}, saldıran {on} olmadığı için {abs(delta)} zar daha az atılır"
    if who:  # "araçlar 2, diğerleri 1": which of the two applies
        other = abs(row.target_other if att.cls is UnitClass.VEHICLE else row.target_vehicle)
        kind = "araç" if att.cls is UnitClass.VEHICLE else "araç değil"
        step = (
            f"hedef {on} ve saldıran {kind} olduğu için {abs(delta)} zar daha az atılır "
            f"({'diğerleri' if kind == 'araç' else 'araçlar'} {other})"
        )
    return [_Mod(delta, f"{text} ({delta:+d})".replace("-", "−"), step, row.ref)]


def _attacker_modifiers(att: UnitRow, a_key: str | None) -> list[_Mod]:
    if a_key is None:
        return []
    row = TERRAIN[a_key]
    if row.from_here_vehicle and att.cls is not UnitClass.VEHICLE:
        return [_Mod(0, f"{row.name} hexinden saldırma cezası yalnızca araçlara: 0",
                     f"{_FROM[a_key]} saldırma cezası yalnızca araçlara uygulanır, zar değişmez",
                     row.ref)]  # fmt: skip
    if row.from_here_vehicle == 0:
        return []
    penalty = abs(row.from_here_vehicle)
    text = f"{row.name} hexinden saldıran araç: {penalty} zar daha az (−{penalty})"
    step = f"saldıran araç {_ON[a_key]} olduğu için {penalty} zar daha az atılır"
    return [_Mod(row.from_here_vehicle, text, step, row.ref)]


def _validate(att: UnitRow, tgt: UnitRow | None, t_key: str | None, a_key: str | None) -> None:
    if att.key == "structure":
        raise CalcError("Yapılar birim değildir, saldıramaz. Saldıran bir birim seçin.")
    for who, key in ((att, a_key), (tgt, t_key)):
        if key is None:
            continue
        if not TERRAIN[key].occupiable:
            raise CalcError(f"{TERRAIN[key].name} daima geçilemez; üzerinde birim bulunamaz.")
        if who is not None and who.key == "at_at" and key == "ridge":
            raise CalcError("AT-AT sırta giremez; AT-AT için sırt dışında bir arazi seçin.")


# (hexes after which the unit still attacks, most hexes it moves), from the step-3 movement
# sentence: "piyade 0-1 hex hareket edip saldırır veya 2 hex hareket edip saldıramaz; snowspeeder
# 0-3 hex hareket edip yine saldırabilir; AT-AT 0-1 hex …; keşif droidi 0-2 hex; Asi topçusu
# hareket edemez" (MOVE_REF)
_MOVE_ATTACK = {"echo_base_trooper": (1, 2), "snowtrooper": (1, 2), "infantry": (1, 2),
                "snowspeeder": (3, 3), "at_at": (1, 1), "probe_droid": (2, 2),
                "artillery": (0, 0)}  # fmt: skip


def _moved_step(att: UnitRow, moved: int, elite: bool = False) -> Step | None:
    """Whether the attacker may still attack after moving ``moved`` hexes this turn: a step
    when it may, None when it may not; CalcError past its movement. ``elite``: infantry with
    the Elite Troops badge, which moves 0-2 hexes and still attacks."""
    attacks, most = _MOVE_ATTACK[att.key]
    if elite:
        attacks = most
    if not 0 <= moved <= most:
        limit = f"en fazla {most} hex hareket eder" if most else "hareket edemez"
        raise CalcError(f"{att.name} turda {limit}; {moved} hex olamaz.")
    if moved > attacks:
        return None
    if elite:
        return Step(f"Elit Birlikler rozetli piyade 0-{attacks} hex hareket edip yine "
                    f"saldırabilir, bu tur hareket ettiği {moved} hex buna girer",
                    ELITE_TROOPS_REF)  # fmt: skip
    return Step(f"{att.name} 0-{attacks} hex hareket edip yine saldırabilir, bu tur hareket "
                f"ettiği {moved} hex buna girer", MOVE_REF)  # fmt: skip


def attack_dice(
    attacker: str,
    target: str,
    distance: int | None = None,
    target_terrain: str | None = None,
    attacker_terrain: str | None = None,
    scout_bonus: bool = False,
    losses: bool = False,
    moved: int | None = None,
    elite: bool = False,
) -> CalcResult:
    """Dice an attacker rolls at a target ``distance`` hexes away (1 = adjacent). ``losses``:
    the attacker has lost figures, which changes nothing (said so in the answer). Without a
    distance only a unit that rolls the same dice at every range it has (AT-AT 3/3/3).
    ``moved``: hexes the attacker moved this turn (infantry that moved 2 cannot attack, unless
    it has the Elite Troops badge: ``elite``). A structure target (a shield generator) is no unit but may be attacked and destroyed."""
    att, tgt = unit(attacker), unit(target)
    t_key, a_key = terrain_key(target_terrain), terrain_key(attacker_terrain)
    _validate(att, tgt, t_key, a_key)
    if elite and att.cls is not UnitClass.INFANTRY:
        raise CalcError("Elit Birlikler rozeti yalnızca piyadede olur (Snowtrooper, Echo Base "
                        f"trooper); {att.name} için seçilemez.")  # fmt: skip
    move_step = _moved_step(att, moved, elite) if moved is not None else None
    if moved is not None and move_step is None:
        step = Step(f"{att.name} 0-{_MOVE_ATTACK[att.key][0]} hex hareket edip saldırır; "
                    f"{moved} hex hareket eden {att.name} o tur saldıramaz", MOVE_REF)  # fmt: skip
        return CalcResult(None, [step.text], [MOVE_REF], f"{att.name} {moved} hex hareket "
                          "ettiği için saldıramaz.", "zar", lead="Saldıramaz", steps=[step],
                          computed=False)  # fmt: skip
    steady = len(set(att.dice)) == 1
    if distance is None and not steady:
        raise CalcError(f"Mesafe gerekli (bitişik hex = 1): {att.name} zarı mesafeye göre "
                        f"değişir ({'/'.join(map(str, att.dice))}).")  # fmt: skip
    shown = distance
    if distance is None:
        distance = 1  # every distance in range gives the same dice
    if not 1 <= distance <= MAX_DISTANCE:
        raise CalcError(f"Geçersiz mesafe: {distance}. Geçerli aralık: 1-{MAX_DISTANCE} hex "
                        "(bitişik = 1; 10 × 7 hexlik tahtada daha uzak iki hex yok).")  # fmt: skip
    base_ref = SPEEDER_RANGE_REF if att.key in ("snowspeeder", "at_at") else RANGE_REF
    table = "/".join(map(str, att.dice if att.key != "snowspeeder" else (4, 2)))
    if distance > len(att.dice):
        why = f"{att.name} ({table}) en fazla {len(att.dice)} hex uzağa saldırabilir"
        step = Step(f"{att.name} en fazla {len(att.dice)} hex uzaktaki hedefe saldırabilir",
                    att.ref if att.key != "snowspeeder" else base_ref)  # fmt: skip
        return CalcResult(None, [why], [att.ref, base_ref], f"{att.name} {distance} hex uzaklığa "
                          "saldıramaz.", "zar", lead="Saldıramaz", steps=[step], computed=False)  # fmt: skip
    base = att.dice[distance - 1]
    where = f"{distance} hex" if shown is not None else f"1-{len(att.dice)} hex (her mesafe)"
    trail = [f"{att.name} ({att.cls.value}, {table}), {where}: {base} zar"]
    # The quote that states this unit's dice at this distance most plainly: the worked
    # examples for infantry, snowspeeder and AT-AT, the unit's own row for the others.
    plain = (
        base_ref
        if att.cls is UnitClass.INFANTRY or att.key in ("snowspeeder", "at_at")
        else att.ref
    )
    # Said as the base pool ("AT-AT'nin 3 hex uzaklıktaki temel zarı 3"), never as "3 zar
    # atar": only the lead states what is rolled after the changes.
    whose = _GENITIVE.get(att.key, f"{att.name}'ın")
    # Both rules prove the base dice: the unit's row gives its table ("saldırı 4/3/2/1"),
    # the range rule how a table reads at a distance.
    also = base_ref if plain is att.ref else att.ref
    first = Step(f"{whose} {distance} hex uzaklıktaki temel zarı {base}", plain, also)
    if shown is None:
        first = Step(f"{whose} menzilindeki her mesafede (1-{len(att.dice)} hex) temel zarı "
                     f"{base}", plain, also)  # fmt: skip
    mods = _target_modifiers(att, tgt, t_key, a_key) + _attacker_modifiers(att, a_key)
    if scout_bonus:
        words = "İzci sırt hexinde ve hedef görüş hattında olduğu için 1 ekstra zar atılır"
        mods.append(_Mod(1, "Sırttaki İzci hedefi görüyor: +1", words, SCOUT_REF))
    if losses:
        trail.append("Kayıplar saldırı gücünü etkilemez")
    res = _apply(base, mods, trail, [att.ref, base_ref], first)
    if losses:
        res.steps.insert(
            1, Step("tek minyatürü kalmış birim de tam güçte saldırır", LOSSES_KEEP_DICE_REF)
        )
    if move_step is not None:
        res.steps.insert(0, move_step)
        res.citations.append(move_step.ref or MOVE_REF)
    if tgt.key == "structure":
        if t_key is not None:
            # the terrain's penalty reaches a structure through this sentence
            res.steps.insert(1 if move_step is None else 2, Step(
                "yapı, üzerinde durduğu arazi korumasından yararlanır", STRUCTURE_REF))  # fmt: skip
            res.citations.append(STRUCTURE_REF)
        res.steps.insert(0, Step("yapı birim sayılmaz, ama saldırılıp yok edilebilir",
                                 STRUCTURE_FAQ_REF, STRUCTURE_NO_UNIT_REF))  # fmt: skip
        res.citations.append(STRUCTURE_FAQ_REF)
        res.citations.append(LOSSES_KEEP_DICE_REF)
    return res


def _apply(base: int, mods: list[_Mod], trail: list[str], refs: list[RuleRef],
           first: Step) -> CalcResult:  # fmt: skip
    """Add the terrain/Scout changes to the base dice in the rulebook's order; penalties add
    up (Czech guide). Below zero the text is silent: no dice are left to roll, and the answer
    says that the text does not cover it."""
    trail = trail + [m.trail for m in mods]
    refs = refs + [r for m in mods for r in (m.ref, m.also) if r is not None]
    steps = [first, *(Step(m.step, m.ref, m.also) for m in mods)]
    deltas = [m.delta for m in mods if m.delta != 0]
    if sum(d < 0 for d in deltas) > 1:
        refs.append(STACKING_REF)
        steps.append(Step("cezalar toplanır", STACKING_REF))
    total = base + sum(deltas)
    expr = ""
    if deltas:
        expr = f"{base} " + " ".join(f"{'+' if d > 0 else '−'} {abs(d)}" for d in deltas)
        expr += f" = {total}".replace("-", "−")
        trail.append(expr)
    summary = f"{total} zar atar."
    if total < 0:
        trail.append("Kural metni sıfırın altını tanımlamıyor: atılacak zar kalmıyor (0 zar)")
        steps.append(Step("hesap sıfırın altına düşüyor; kural metni bu durumu tanımlamıyor, "
                          "atılacak zar kalmıyor", REDUCE_DICE_REF))  # fmt: skip
        expr += " → 0"
        total = 0
        summary = "0 zar kalır (kural metni sıfırın altını tanımlamıyor)."
    elif total == 0:
        trail.append("Kural metni 0 zarla saldırı yapılıp yapılamayacağını söylemiyor")
        steps.append(Step("arazi uygulanıp zar sayısı azaltılınca hiç zar kalmıyor; kural metni "
                          "zarsız saldırı yapılıp yapılamayacağını söylemiyor",
                          REDUCE_DICE_REF))  # fmt: skip
        summary = "0 zar atar (kural metni 0 zarlı saldırıyı ayrıca tanımlamıyor)."
    return CalcResult(total, trail, dedupe(refs), summary, "zar",
                      lead=f"{total} zar", steps=steps, arithmetic=expr)  # fmt: skip


# -- the dice modifier alone ("kaç zar eksik atılır") ---------------------------------------------
POSITIONS = {"hedef": "hedef bu arazide", "saldiran": "saldıran bu arazide"}
_VEHICLE = UnitRow("vehicle", "Araç", UnitClass.VEHICLE, None, (), (), False, True, True,
                   RANGE_REF)  # a vehicle of either kind, when only "araç" is said  # fmt: skip
MOD_ATTACKERS = (*ATTACKERS, "vehicle")


def _mod_unit(name: str | None) -> UnitRow | None:
    if name is None:
        return None
    if name == "vehicle" or fold(name).strip() in ("arac", "araclar", "vehicle"):
        return _VEHICLE
    return unit(name)


def _lead_delta(delta: int) -> str:
    if delta < 0:
        return f"{-delta} zar daha az"
    return f"{delta} zar fazla" if delta > 0 else "Zar değişmez"


def _summary_delta(delta: int) -> str:
    if delta < 0:
        return f"Saldıran {-delta} zar daha az atar."
    return f"Saldıran {delta} zar fazla atar." if delta > 0 else "Zar sayısı değişmez."


def dice_modifier(
    terrain: str | None = None,
    position: str = "hedef",
    attacker: str | None = None,
    target: str | None = None,
    attacker_on_same: bool = False,
    scout_bonus: bool = False,
) -> CalcResult:
    """How many dice a terrain (and a Scout on a ridge) adds or takes away, by itself."""
    t_key = terrain_key(terrain)
    pos = choose(position, POSITIONS, "konum") or "hedef"
    if t_key is None and not scout_bonus:
        raise CalcError(
            "Bir arazi (sırt, kaya, bina, siper, buz çatlağı) ya da İzci bonusu gerekli."
        )
    att, tgt = _mod_unit(attacker), _mod_unit(target)
    if tgt is _VEHICLE:
        raise CalcError("Hedef için birimi adıyla seç (snowspeeder ya da AT-AT): AT-AT arazi "
                        "korumasından yararlanmaz, snowspeeder yararlanır.")  # fmt: skip
    if att is not None:
        _validate(att, None, None, t_key if pos == "saldiran" else None)
    if tgt is not None and pos == "hedef":
        _validate(UNITS["infantry"], tgt, t_key, None)
    elif t_key is not None and not TERRAIN[t_key].occupiable:
        raise CalcError(f"{TERRAIN[t_key].name} daima geçilemez; üzerinde birim bulunamaz.")
    if attacker_on_same and t_key != "ridge":
        raise CalcError("'Saldıran da aynı arazide' yalnızca sırt için anlamlıdır.")
    if pos == "saldiran" and attacker_on_same:
        raise CalcError("Konum 'saldiran' iken 'saldıran da aynı arazide' seçilemez.")
    mods: list[_Mod] = []
    extra: list[Step] = []
    if t_key is not None:
        row = TERRAIN[t_key]
        protected = tgt is None or tgt.terrain_protection
        by_attacker = (row.target_vehicle != row.target_other and protected if pos == "hedef"
                       else bool(row.from_here_vehicle))  # fmt: skip
        by_target = pos == "hedef" and row.infantry_only
        if att is None and by_attacker:
            return _split(t_key, pos, tgt, attacker_on_same, scout_bonus, "attacker")
        if tgt is None and by_target:
            return _split(t_key, pos, tgt, attacker_on_same, scout_bonus, "target")
        a = att or UNITS["infantry"]
        if pos == "hedef":
            shown = tgt or UNITS["infantry"]
            mods += _target_modifiers(a, shown, t_key, t_key if attacker_on_same else None)
            if tgt is None and t_key in ("rocks", "buildings"):
                extra.append(Step(
                        "hedef AT-AT ise arazi korumasından yararlanamaz, zar değişmez",
                                  ATAT_PROTECTION_REF))  # fmt: skip
        else:
            mods += _attacker_modifiers(a, t_key) or [
                _Mod(0, f"{row.name} hexinden saldırmak zarı değiştirmez: 0",
                     f"saldıranın {_ON[t_key]} olması zarı değiştirmez", row.ref)]  # fmt: skip
    if scout_bonus:
        mods.append(_Mod(1, "Sırttaki İzci hedefi görüyor: +1",
                         "sırttaki İzci hedefi gördüğü için diğer dost birimler 1 zar fazla atar",
                         SCOUT_REF))  # fmt: skip
    deltas = [m.delta for m in mods if m.delta]
    value = sum(deltas)
    steps = [Step(m.step, m.ref) for m in mods] + extra
    if sum(d < 0 for d in deltas) > 1:
        steps.append(Step("cezalar toplanır", STACKING_REF))
    arithmetic = " ".join(f"{'+' if d > 0 else '−'} {abs(d)}" for d in deltas).lstrip("+ ")
    arithmetic = f"{arithmetic} = {value:+d}".replace("-", "−") if len(deltas) > 1 else ""
    return result(value, "zar", _lead_delta(value), steps, summary=_summary_delta(value),
                  arithmetic=arithmetic, computed=bool(arithmetic))  # fmt: skip


def _split(t_key: str, pos: str, tgt: UnitRow | None, same: bool, scout: bool,
           by: str) -> CalcResult:  # fmt: skip
    """The change depends on who attacks (or who is attacked): one part per kind."""
    if by == "attacker":
        kinds = {"araç saldırırsa": "vehicle", "diğer birimler saldırırsa": "echo_base_trooper"}
        parts = {
            k: dice_modifier(t_key, pos, a, tgt.key if tgt else None, same, scout)
            for k, a in kinds.items()
        }
    else:
        kinds = {
            "hedef piyadeyse": "echo_base_trooper",
            "hedef araç ya da özel birimse": "snowspeeder",
        }
        parts = {k: dice_modifier(t_key, pos, None, t, same, scout) for k, t in kinds.items()}
    row = TERRAIN[t_key]
    steps = [Step(f"{k} {_lead_delta(p.value or 0).lower()}", row.ref) for k, p in parts.items()]
    summary = "; ".join(f"{k} {_lead_delta(p.value or 0).lower()}" for k, p in parts.items())
    lead = "Saldırana göre değişir" if by == "attacker" else "Hedefe göre değişir"
    return result(None, "zar", lead, steps, summary=f"{summary[:1].upper()}{summary[1:]}.",
                  computed=False, parts=parts)  # fmt: skip


# "kaç zar eksik", "cezası kaç": how many dice a terrain or the Scout changes (yes/no questions
# such as "ceza var mı" are rules questions: no calculator takes them)
_MOD_ASK = re.compile(
    r"kac\s*(?:tane\s*)?(?:zar\w*\s*)?(?:daha\s*)?(?:eksik|az\b|azal|fazla|ekstra|fazladan|kaybed|dus|bonus|ceza)"
    r"|ceza\w*\s*(?:kac|ne\s*kadar)|bonus\w*\s*(?:kac|ne\s*kadar)|(?:eksik|az|fazla|ekstra)\s+(?:kac|ne\s*kadar)"
)
_SAME_RIDGE = re.compile(
    r"ikimiz\s*de|ikisi\s*de|ikimizde|her\s+iki|saldiran\s+da|saldirgan\s+da|ben\s+de|benimki\s+de|ben\s+da"
)
_GENERIC_TARGET = re.compile(
    r"(?<![a-z])(?:birim|hedef|dusman|asker|birlik)(?:e|a|i|ler|lere|lara|leri|ine|ina)(?![a-z])"
)
_VEHICLE_WORD = re.compile(r"(?<![a-z])arac(?:lar|im|imiz|in)?(?![a-z])")
_SCOUT = re.compile(r"(?<![a-z])(?:izci|scout)")


def _read_modifier(q: str) -> dict[str, Any] | None:
    if not _MOD_ASK.search(q) or re.search(
        r"\d+\s*hex|bitisik|tekrar|yeniden|dogrulama|e-?\s*web", q
    ):
        return None
    scout = bool(_SCOUT.search(q))
    terrains = [t for t in terrains_in(q)
                if not (scout and t.key == "ridge" and re.search(r"izci|scout", q[max(0, t.start - 12): t.end + 12]))]  # fmt: skip
    if len({t.key for t in terrains}) > 1 or (not terrains and not scout):
        return None
    units = [u for u in units_in(q) if u.key != "structure" or is_target_form(u)]
    inputs: dict[str, Any] = {"scout_bonus": scout, "position": "hedef"}
    attacker: str | None = None
    target: str | None = None
    if terrains:
        tf = terrains[0]
        inputs["terrain"] = tf.key
        inputs["attacker_on_same"] = tf.key == "ridge" and bool(_SAME_RIDGE.search(q))
        after = q[tf.end : tf.end + 30]
        # the unit written right after the terrain word ("siperdeki at-at", "kayadaki hexteki
        # snowtrooper"); a generic noun there ("kayadaki birime") leaves the target unnamed
        gap = re.compile(r"\s*(?:(?:hex\w*|ustundeki|uzerindeki|icindeki)\s+)?")
        follower = next((u for u in units if u.start >= tf.end
                         and (m := gap.match(q, tf.end)) is not None and m.end() == u.start), None)  # fmt: skip
        ablative = re.match(r"(?:[a-z]*?)(?:dan|den|tan|ten)\b", tf.suffix) or re.match(
            r"\s*hexinden|\s*(?:hexin)?den\s", after
        )
        attacking = (
            follower is not None
            and not is_target_form(follower)
            and re.match(r"\s*(?:\S+\s+)?(?:saldir|ates)", q[follower.end :])
        )
        if (
            ablative
            or attacking
            or (
                follower is None
                and re.match(r"\s*(?:\S+\s+)?(?:arac\w*\s+)?(?:saldir|ates)", after)
                and not _GENERIC_TARGET.search(after[:15])
            )
        ):
            inputs["position"] = "saldiran"
            if follower is not None:
                attacker = follower.key
        elif follower is not None:
            target = follower.key
        elif re.match(r"\s*(?:asker|piyade)\w*", after):
            target = "infantry"  # "kayadaki askere": a soldier, so infantry
    for u in units:
        if u.key in (attacker, target):
            continue
        if is_target_form(u):
            if target not in (None, u.key):
                return None
            target = u.key
        else:
            if attacker not in (None, u.key):
                return None
            attacker = u.key
    if attacker is None and _VEHICLE_WORD.search(q):
        attacker = "vehicle"
    if target == "structure":
        target = "structure"
    inputs["attacker"], inputs["target"] = attacker, target
    # A change the rule text states in one sentence for a class ("siperdeki piyadeye tüm
    # birimler 1 zar daha az atar", the Scout's extra die) is a rules question: it is answered
    # from that sentence and its number checked by the claim rules. The calculator takes
    # questions that name a unit, whose kind picks among the text's cases, or that combine
    # changes (both on a ridge, the Scout with a terrain).
    named = {attacker, target} - {None, "infantry", "vehicle"}
    combined = inputs.get("attacker_on_same") or (scout and "terrain" in inputs)
    return inputs if named or combined else None


# -- retreats and the team hand ---------------------------------------------------------------
def retreat_hexes(retreats: int, target: str, target_terrain: str | None = None) -> CalcResult:
    """Hexes a unit must fall back for ``retreats`` retreat symbols."""
    if not 0 <= retreats <= MAX_ROLL:
        raise CalcError(f"Geçersiz geri çekilme sayısı: {retreats}. Geçerli aralık: 0-{MAX_ROLL} "
                        f"(tablolardaki en büyük saldırı {MAX_DICE} zardır; daha büyüğü yazım "
                        "hatası sayılır).")  # fmt: skip
    tgt, t_key = unit(target), terrain_key(target_terrain)
    if tgt.key == "structure":
        raise CalcError(
            f"Yapılar birim değildir ve geri çekilmez. Geçerli birimler: {_UNIT_NAMES}."
        )
    step = Step("her geri çekilme sembolü için birim kendi taraf çizgisine doğru 1 hex çekilir",
                RETREAT_REF)  # fmt: skip
    trail = [f"{retreats} geri çekilme × 1 hex = {retreats} hex"]
    if tgt.ignores_retreats:
        trail.append(f"{tgt.name} geri çekilmeleri yok sayar: 0")
        steps = [step, Step(f"{tgt.name} geri çekilmeleri yok sayar", tgt.ref)]
        res = result(0, "hex", "0 hex (geri çekilmez)", steps, summary="Geri çekilmez (0 hex).",
                     computed=False)  # fmt: skip
        res.trail = trail
        return res
    value, arithmetic = retreats, ""
    steps = [step]
    if t_key == "trench" and tgt.cls is UnitClass.INFANTRY and retreats > 0:
        value = retreats - 1
        arithmetic = f"{retreats} − 1 = {value}"
        trail.append(f"Siperdeki piyade 1 geri çekilmeyi yok sayabilir: {arithmetic}")
        steps.append(Step("siperdeki piyade 1 geri çekilmeyi yok sayabilir", TERRAIN["trench"].ref))
    res = result(value, "hex", f"{value} hex", steps, summary=f"{value} hex geri çekilir.",
                 arithmetic=arithmetic, computed=bool(arithmetic))  # fmt: skip
    res.trail = trail
    return res


MAX_SCENARIO_CARDS = 16  # a side has 16 standard cards: no scenario deals a bigger hand


TEAM_COLUMNS = {"el": "eldeki kart", "deste": "kendi destende kalan kart"}
TEAM_DEALT = 8  # "her oyuncuya 8 yüzü kapalı kart dağıtılır"


def team_hand_size(scenario_cards: int, column: str = "el") -> CalcResult:
    """Cards each player of a 2-player team starts with when the scenario gives ``n`` per side;
    ``column="deste"``: the cards left in the player's own deck after drawing them (8 − hand),
    the hand said beside it."""
    col = choose(column, TEAM_COLUMNS, "sütun") or "el"
    if not 1 <= scenario_cards <= MAX_SCENARIO_CARDS:
        raise CalcError(f"Geçersiz kart sayısı: {scenario_cards}. Geçerli aralık: "
                        f"1-{MAX_SCENARIO_CARDS} (bir tarafın 16 standart kartı var).")  # fmt: skip
    value = ceil_div(scenario_cards, 2)
    if col == "deste":
        return _team_deck_left(scenario_cards, value)
    trail = [
        "Takım destesi karıştırılır, her oyuncuya 8 yüzü kapalı kart dağıtılır",
        f"Senaryodaki kart sayısının yarısı, yukarı yuvarlanır: {scenario_cards} / 2 → {value}",
    ]
    half = (
        f"{scenario_cards} / 2 = {value}"
        if scenario_cards % 2 == 0
        else f"{scenario_cards} / 2 → {value}"
    )
    steps = [Step("takımdaki her oyuncu senaryodaki kart sayısının yarısını, yukarı yuvarlayarak "
                  "kendi destesinden çeker", TEAM_REF)]  # fmt: skip
    res = result(value, "kart", f"{value} kart", steps, summary=f"Her oyuncu {value} kartla başlar.",
                 arithmetic=half)  # fmt: skip
    res.trail = trail
    return res


def _team_deck_left(scenario_cards: int, hand: int) -> CalcResult:
    if hand > TEAM_DEALT:
        raise CalcError(f"{scenario_cards} kartlık senaryoda el {hand} kart olur; kendi destende "
                        f"{TEAM_DEALT} kart var, hepsini çekmek bile yetmez.")  # fmt: skip
    left = TEAM_DEALT - hand
    half = (
        f"{scenario_cards} / 2 = {hand}"
        if scenario_cards % 2 == 0
        else f"{scenario_cards} / 2 → {hand}"
    )
    steps = [
        Step(f"2 kişilik takımda taraf destesi karıştırılır ve her oyuncuya {TEAM_DEALT} yüzü "
             "kapalı kart dağıtılır: bu senin destendir", TEAMS_REF),
        Step("her oyuncu senaryodaki kart sayısının yarısını, yukarı yuvarlayarak kendi "
             f"destesinden çeker: {half} kart eline gelir", TEAM_REF),
        Step(f"destende {TEAM_DEALT} − {hand} = {left} kart kalır", None),
    ]  # fmt: skip
    res = result(left, "kart", f"{left} kart (destende kalır; eline {hand} kart alırsın)", steps,
                 summary=f"Eline {hand} kart alırsın, destende {left} kart kalır.",
                 arithmetic=f"{TEAM_DEALT} − {hand} = {left}")  # fmt: skip
    res.trail = [f"Her oyuncuya dağıtılan: {TEAM_DEALT} kart", f"El: {half}",
                 f"Destede kalan: {TEAM_DEALT} − {hand} = {left}"]  # fmt: skip
    return res


def fact(key: str) -> CalcResult:
    row = FACTS[key]
    return CalcResult(row.value, [f"{row.label}: {row.value}"], [row.ref],
                      f"{row.label}: {row.value}.", row.unit, lead=f"{row.value} {row.unit}",
                      steps=[Step(f"{row.label.lower()}: {row.value}", row.ref)], computed=False)  # fmt: skip


_RETREATS = re.compile(r"(\d+|bir|iki|uc|dort|bes)\s+(?:tane\s+)?geri\s*cekil")
_WORDS = {"bir": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5}
_TEAM_CARDS = re.compile(r"(\d+)\s*kart")
_ASKS_DICE = re.compile(r"kac\s*zar|zar\s*say|kac\s*tane\s*zar|zarla|kac zarla")


def _attack_inputs(parsed: AttackText) -> dict[str, Any] | None:
    if parsed.target is None and parsed.target_terrain is None:
        # without terrain the target's type changes nothing (the Scout's die neither)
        parsed.target = "infantry"
    steady = parsed.attacker in UNITS and len(set(UNITS[parsed.attacker].dice)) == 1
    if parsed.distance is None and steady and not parsed.unsure and parsed.target is not None:
        # AT-AT 3/3/3: the same dice at every distance, so none needs to be named
        return {"attacker": parsed.attacker, "target": parsed.target, "distance": None,
                "target_terrain": parsed.target_terrain,
                "attacker_terrain": parsed.attacker_terrain, "scout_bonus": parsed.scout}  # fmt: skip
    if not parsed.complete:
        return None
    return {
        "attacker": parsed.attacker,
        "target": parsed.target,
        "distance": parsed.distance,
        "target_terrain": parsed.target_terrain,
        "attacker_terrain": parsed.attacker_terrain,
        "scout_bonus": parsed.scout,
        **({"moved": parsed.moved} if parsed.moved is not None else {}),
    }


def _attack_from(parsed: AttackText) -> CalcResult | None:
    inputs = _attack_inputs(parsed)
    if inputs is None:
        return None
    try:
        return attack_dice(**inputs)
    except CalcError:
        return None


# What the dice table cannot use: a card's effect, a blocked line of sight, a unit that has just
# entered rocks or buildings (it cannot attack that turn). The question then fires nothing.
# (Entering a trench restricts nothing, and a clear line of sight is no obstacle.)
_DICE_UNUSABLE = re.compile(
    r"(?:lider|taktik)\s*kart|(?<![a-z])(?:vader|veers|piett|leia|luke|han\s*solo)|kart\w*\s+(?:ile|etkisi|bonus)|"
    r"gorus\w*\s+(?:hatti\w*\s+)?(?:kapali|engelli|yok|kesik)|goremiyo|gormuyo|engellen(?:mis|di|iyo)|engel\s+var"
)
_ENTERED = re.compile(
    r"(?:kaya|bina|enkaz)\w*\s+(?:\S+\s+)?(?:yeni\s+)?gir(?:en|di|ince|dikten|erse|mis)"
)
# Entered on an earlier turn and not moving now: it stands there and attacks from there.
_ENTERED_EARLIER = re.compile(
    r"(?:gecen|onceki|bir\s+onceki|evvelki)\s+tur|yerinden\s+(?:oynamadan|kipirdamadan|hareket\s+etmeden)"
    r"|hareket\s+etmeden|(?:orada|orda)\s+(?:duruyo|bekliyo|kaldi)"
)
_LOSSES = re.compile(
    r"minyatur\w*\s+kal|tek\s+minyatur|kayip\s+ver|kayipli|kayip\s+almis|eksik\s+birim"
)


def _entering_unit(q: str, entered: re.Match[str]) -> str | None:
    """The unit that entered rocks or buildings: "AT-AT enkaz hexine girdi" (named before, in
    the same clause), "kayaya giren AT-AT'ye" (named right after "giren")."""
    units = units_in(q)
    if entered.group().endswith("giren"):
        after = [u for u in units if u.start >= entered.end()]
        if after and len(q[entered.end() : after[0].start].split()) <= 1:
            return after[0].key
        return None
    stops = [m.end() for m in re.finditer(r"[.,;!?]", q[: entered.start()])]
    start = stops[-1] if stops else 0
    before = [u for u in units if start <= u.start and u.end <= entered.start()]
    return before[-1].key if before else None


# "elit birlik rozetli piyadem", "elite troops rozeti olan snowtrooper", "elit piyade"
_ELITE_TROOPS = re.compile(
    r"elit\w*\s*(?:birlik|troop|piyade|asker)|elite\s*(?:troop|birlik|piyade|asker)"
)
_ELITE_OTHER = re.compile(r"elit\w*\s*(?:filo|squadron|speeder|snowspeeder)")
# the badge said of the target ("düşmanın elit birliklerine", "elit piyadeye")
_ELITE_TARGET = re.compile(
    r"(?:dusman|rakip)\w*\s+(?:\w+\s+)?elit|elit\w*\s*(?:birlik|troop|piyade|asker)\w*?"
    r"(?:lere|lara|ine|ina|e|a|ye|ya)(?![a-z])"
)


def _read_dice(q: str) -> dict[str, Any] | None:
    if not _ASKS_DICE.search(q) or _MOD_ASK.search(q) or re.search(r"tekrar|yeniden|dogrulama", q):
        return None
    if _DICE_UNUSABLE.search(q):
        return None
    parsed = parse_attack(q)
    entered = _ENTERED.search(q)
    if entered and not _ENTERED_EARLIER.search(q):
        # A unit that has just entered rocks or buildings cannot attack that turn; it can be
        # the target ("AT-AT enkaz hexine girdi, echo base trooperlarım bitişiğinde").
        who = _entering_unit(q, entered)
        if who is None or who not in (parsed.attacker, parsed.target):
            return None
        if who == parsed.attacker:
            if parsed.target is None or any(is_target_form(u) for u in units_in(q)):
                return None  # the entering unit is named as the attacker
            # no case ending says who attacks: the one that entered cannot, so it is the target
            parsed.attacker, parsed.target = parsed.target, parsed.attacker
            parsed.attacker_terrain, parsed.target_terrain = (parsed.target_terrain,
                                                              parsed.attacker_terrain)  # fmt: skip
    inputs = _attack_inputs(parsed)
    if inputs is not None and _ELITE_TROOPS.search(q) and not _ELITE_OTHER.search(q):
        # Elite Troops move 0-2 and still attack: the badge is the attacker's, an infantry
        if UNITS[inputs["attacker"]].cls is not UnitClass.INFANTRY or _ELITE_TARGET.search(q):
            return None
        inputs["elite"] = True
    elif inputs is not None and "moved" in inputs and re.search(r"elit|elite", q):
        return None  # an Elite Squadron, or a badge said unclearly: the case changes
    if inputs is not None and _LOSSES.search(q):
        inputs["losses"] = True
    return inputs


def _read_retreat(q: str) -> dict[str, Any] | None:
    # "yok sayabilir": ignoring the trench's retreat is optional; a text weighing the option
    # ("yok saymazsa", "isterse") asks something this calculator does not decide.
    if "geri cekil" not in q or re.search(
        # hits may destroy the unit first: that asks for losses, not hexes
        r"minyatur|figur|kaybe|kald|isabet|yok\s*say|isterse|istemez|tercih|secer",
        q,
    ):
        return None
    if retreat_room(q) is not None:
        return None  # the hexes behind are described: what is lost is asked (hoth-losses)
    found = {m.group(1) for m in _RETREATS.finditer(q)}
    units = units_in(q)
    if len(found) != 1 or len({u.key for u in units}) != 1 or "kac hex" not in q:
        return None
    n = next(iter(found))
    terrains = {t.key for t in terrains_in(q)}
    if len(terrains) > 1:
        return None
    count = int(n) if n.isdigit() else _WORDS[n]
    return {"retreats": count, "target": units[0].key, "target_terrain": next(iter(terrains), None)}


def _read_team_hand(q: str) -> dict[str, Any] | None:
    if "takim" not in q or not re.search(r"kac\s*kart|elinde", q):
        return None
    if re.search(r"deploy|atip|atarsa|iskarta|senaryo\w*\s+kac|destek\s*kart", q):
        # "senaryo kaç kart diyorsa": the scenario's count is what is asked; support cards
        # belong to the 2-player campaign, not to team mode
        return None
    counts = {
        value
        for value, start, end in _numbers(q)
        if re.match(r"\s*(?:komut\s+)?kart", q[end:])
        and (re.search(r"senaryo\w*\s+$", q[max(0, start - 12) : start])
             or re.match(r"\s*(?:komut\s+)?kart\w*\s+(?:diyo|veriyo|yaziyo|istiyo|der\b|verir|yazar)|\s*kartlik\s+senaryo", q[end:]))
    }  # fmt: skip
    if len(counts) != 1 or re.search(r"toplam|ikimiz|ikiniz|hepimiz|takimca", q):
        return None  # the team's cards together are not one player's hand
    inputs: dict[str, Any] = {"scenario_cards": counts.pop()}
    # "destemde kaç kart kalır": what is left of the player's own 8 after the hand is drawn
    if re.search(r"deste\w*\s+(?:\S+\s+){0,2}kal|kac\s+(?:\S+\s+){0,2}kal\w*\s+deste", q):
        if re.search(r"lider|vader|veers|piett|leia|luke|han\s*solo", q):
            return (
                None  # the leader's 3 cards: added before or after the hand? the text does not say
            )
        inputs["column"] = "deste"
    elif re.search(r"deste\w*\s+(?:\S+\s+){0,2}kac|kac\s+(?:\S+\s+){0,2}deste", q):
        return None  # what a deck holds is asked, not the hand
    return inputs


_UNIT_NAMES = ", ".join(UNITS[k].name for k in ATTACKERS)
_TERRAIN_NAMES = ", ".join(t.name for t in TERRAIN.values())

HOTH_DICE_MODIFIER = Calculator(
    "hoth-dice-modifier", GAME, "Hoth: arazi ve İzci zar farkı",
    "Bir arazi (hedefin ya da saldıranın) ve sırttaki İzci saldırı zarını kaç değiştirir.",
    (
        Field("terrain", "Arazi", "choice", _TERRAIN_NAMES + " (boş: yalnızca İzci)", "kaya",
              required=False, choices=tuple(TERRAIN)),
        Field("position", "Arazide kim var", "choice", "hedef, saldiran", "hedef", required=False,
              choices=tuple(POSITIONS)),
        Field("attacker", "Saldıran birim", "choice", _UNIT_NAMES + ", araç", "snowspeeder",
              required=False, choices=MOD_ATTACKERS),
        Field("target", "Hedef birim", "choice", _UNIT_NAMES, "echo base trooper",
              required=False, choices=tuple(UNITS)),
        Field("attacker_on_same", "Saldıran da sırtta", "flag", "evet / hayır (yalnızca sırt)",
              "hayır", required=False),
        Field("scout_bonus", "Sırttaki İzci hedefi görüyor", "flag", "evet / hayır", "hayır",
              required=False),
    ),
    dice_modifier, _read_modifier, ("kayadaki askere snowspeeder kac zar eksik atar",),
)  # fmt: skip
HOTH_DICE = Calculator(
    "hoth-dice", GAME, "Hoth: saldırı zarı",
    "Bir saldırıda kaç zar atılır: birim, mesafe, hedefin ve saldıranın arazisi, izci bonusu.",
    (
        Field("attacker", "Saldıran birim", "choice", _UNIT_NAMES, "snowtrooper",
              choices=tuple(ATTACKERS)),
        Field("target", "Hedef birim", "choice", _UNIT_NAMES, "echo base trooper",
              choices=tuple(UNITS)),
        Field("distance", "Mesafe (hex)", "int",
              f"bitişik hex = 1; 1-{MAX_DISTANCE} (boş: yalnızca AT-AT 3/3/3)", "2",
              required=False, minimum=1, maximum=MAX_DISTANCE),
        Field("target_terrain", "Hedefin arazisi", "choice", _TERRAIN_NAMES, "siper",
              required=False, choices=tuple(TERRAIN)),
        Field("attacker_terrain", "Saldıranın arazisi", "choice", _TERRAIN_NAMES, "bina",
              required=False, choices=tuple(TERRAIN)),
        Field("scout_bonus", "Sırttaki İzci hedefi görüyor", "flag", "evet / hayır", "hayır",
              required=False),
        Field("losses", "Saldıran minyatür kaybetti", "flag", "evet / hayır (zarı değiştirmez)",
              "hayır", required=False),
        Field("moved", "Saldıranın bu tur hareketi (hex)", "int",
              "piyade 0-1 hex hareket edip saldırır, 2 hex hareket edince saldıramaz", "1",
              required=False, minimum=0, maximum=3),
        Field("elite", "Saldıran Elit Birlikler rozetli piyade", "flag",
              "evet / hayır (0-2 hex hareket edip yine saldırır)", "hayır", required=False),
    ),
    attack_dice, _read_dice, ("snowtrooper 2 hex uzaktaki siperdeki asi piyadesine kac zar atar",),
)  # fmt: skip
HOTH_RETREAT = Calculator(
    "hoth-retreat", GAME, "Hoth: geri çekilme",
    "Geri çekilme sembolleri için kaç hex geri çekilinir (siper ve AT-AT istisnalarıyla).",
    (
        Field("retreats", "Geri çekilme sembolü", "int", f"zarlarda gelen, 0-{MAX_ROLL}", "2",
              minimum=0, maximum=MAX_ROLL),
        Field("target", "Geri çekilen birim", "choice", _UNIT_NAMES, "asi piyade",
              choices=tuple(ATTACKERS)),
        Field("target_terrain", "Birimin arazisi", "choice", _TERRAIN_NAMES, "siper",
              required=False, choices=tuple(TERRAIN)),
    ),
    retreat_hexes, _read_retreat, ("siperdeki piyademe 2 geri cekilme geldi kac hex geri cekilir",),
)  # fmt: skip
HOTH_TEAM_HAND = Calculator(
    "hoth-team-hand", GAME, "Hoth: takım modunda el",
    "4 oyunculu takım modunda her oyuncunun başlangıç kartı.",
    (Field("scenario_cards", "Senaryodaki kart sayısı", "int", f"taraf başına, 1-{MAX_SCENARIO_CARDS}",
           "5", minimum=1, maximum=MAX_SCENARIO_CARDS),
     Field("column", "Ne soruluyor", "choice", "el (eldeki kart), deste (kendi destende kalan)",
           "el", required=False, choices=tuple(TEAM_COLUMNS))),
    team_hand_size, _read_team_hand, ("takim modunda senaryo 5 kart diyor herkes kac kartla baslar",),
)  # fmt: skip


def _declare() -> None:
    """Every Hoth calculator, in the order a question tries them: a calculator that reads a
    narrower question comes before the one whose question it resembles (the dice modifier and
    the AT-AT re-roll before the dice; the team deck before the team hand)."""
    from validators import hoth_combat, hoth_facts, hoth_force, hoth_turn

    by_id = {c.id: c for c in (*hoth_facts.CALCULATORS, *hoth_force.CALCULATORS,
                               *hoth_combat.CALCULATORS, *hoth_turn.CALCULATORS)}  # fmt: skip
    order = [
        "hoth-board", "hoth-command-cards", "hoth-force-figures", "hoth-unit-figures", "hoth-components", "hoth-players",
        "hoth-team-turns", "hoth-team-deck", "hoth-deploy-the-fleet", "hoth-campaign-hand",
        "hoth-starting-hand",
        "hoth-turn-limits", "hoth-orders", "hoth-move", "hoth-max-range",
        "hoth-atat-confirmation", "hoth-hits", "hoth-losses", "hoth-medal-award",
        "hoth-medals-to-win", "hoth-medal-total",
    ]  # fmt: skip
    assert sorted(order) == sorted(by_id), "every Hoth calculator is placed in the order"
    for calc_id in order[: order.index("hoth-max-range") + 1]:
        register(by_id[calc_id])
    register(by_id["hoth-atat-confirmation"])
    register(HOTH_DICE_MODIFIER)
    register(HOTH_DICE)
    for calc_id in order[order.index("hoth-hits") :]:
        register(by_id[calc_id])
    register(HOTH_RETREAT)
    register(HOTH_TEAM_HAND)


_declare()


@register_checker
class HothChecker(GameChecker):
    game = GAME

    def check(self, question: str, answer: str, result: CalcResult | None) -> list[Check]:
        from validators.hoth_claims import Context

        sites = extract_sites(answer)
        ctx = Context(parse_attack(fold(question)), sites, fold(question))
        eqs = equations(answer)
        return [self._check_site(site, sites, eqs, ctx, result) for site in sites]

    def rules(self) -> list[Rule]:
        from validators.hoth_claims import RULES

        return list(RULES)
