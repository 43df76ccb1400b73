"""Star Wars: Hoth Savaşı calculators (dice pools, retreats, team-mode hands) and claim checker."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from turkish import fold_same_length as fold
from validators.base import CalcError, CalcResult, Check, RuleRef, Step, judge
from validators.calculator import Calculator, Field, register
from validators.claims import Site
from validators.common import MODIFIER_AFTER, GameChecker, Rule, ceil_div, resolve
from validators.hoth_data import (
    ATAT_PROTECTION_REF,
    FACTS,
    GAME,
    RANGE_REF,
    RETREAT_REF,
    SCOUT_REF,
    SPEEDER_RANGE_REF,
    STACKING_REF,
    TEAM_REF,
    TERRAIN,
    TERRAIN_ALIASES,
    UNIT_ALIASES,
    UNITS,
    UnitClass,
    UnitRow,
)
from validators.hoth_parse import (
    AttackText,
    distances,
    parse_attack,
    roles,
    terrains_in,
    units_in,
)
from validators.registry import register_checker

ATTACKERS = [k for k in UNITS if k != "structure"]


def unit(name: str) -> UnitRow:
    if name in UNITS:
        return UNITS[name]
    return UNITS[resolve(name, UNIT_ALIASES, "birim", [UNITS[k].name for k in UNITS])]


def terrain_key(name: str | None) -> str | None:
    if name is None or fold(name).strip() in ("", "yok", "none", "acik", "açık"):
        return None
    if name in TERRAIN:
        return name
    return resolve(name, TERRAIN_ALIASES, "arazi", [t.name for t in TERRAIN.values()])


# Where a unit stands, as a customer says it ("hedef siperde olduğu için").
_ON = {"ridge": "sırtta", "rocks": "kayalarda", "buildings": "binada ya da enkazda",
       "trench": "siperde", "crevasse": "buz çatlağında", "seracs": "seraklarda"}  # fmt: skip


@dataclass(frozen=True)
class _Mod:
    delta: int
    trail: str  # the staff's working
    step: str  # the customer's words
    ref: RuleRef


def _target_modifiers(
    att: UnitRow, tgt: UnitRow, t_key: str | None, a_key: str | None
) -> list[_Mod]:
    if t_key is None:
        return []
    row, on = TERRAIN[t_key], _ON[t_key]
    if not tgt.terrain_protection:
        text = f"{tgt.name} arazi korumasından yararlanamaz"
        return [_Mod(0, f"{text}: 0", f"{text}, zar değişmez", ATAT_PROTECTION_REF)]
    if row.infantry_only and tgt.cls is not UnitClass.INFANTRY:
        return [
            _Mod(
                0,
                f"{row.name} yalnızca piyadeyi korur: 0",
                f"{row.name.lower()} yalnızca piyadeyi korur, zar değişmez",
                row.ref,
            )
        ]
    if row.unless_attacker_here and a_key == t_key:
        return [
            _Mod(
                0,
                f"Saldıran da {row.name.lower()}ta: ceza yok",
                f"saldıran da {on} olduğu için ceza yok",
                row.ref,
            )
        ]
    delta = row.target_vehicle if att.cls is UnitClass.VEHICLE else row.target_other
    if delta == 0:
        return [
            _Mod(
                0,
                f"{row.name} saldırı zarını etkilemez: 0",
                f"hedefin {on} olması zarı değiştirmez",
                row.ref,
            )
        ]
    who = "araç" if att.cls is UnitClass.VEHICLE and row.target_vehicle != row.target_other else ""
    # Said as the rulebook says it ("2 zar daha az") so a player can check it at a glance.
    text = (
        f"{row.name} hexindeki hedefe {who + ' ' if who else ''}saldırı: {abs(delta)} zar daha az"
    )
    step = f"hedef {on} olduğu için {abs(delta)} zar daha az atılır"
    return [_Mod(delta, f"{text} ({delta:+d})".replace("-", "−"), step, row.ref)]


def _attacker_modifiers(att: UnitRow, a_key: str | None) -> list[_Mod]:
    if a_key is None:
        return []
    row = TERRAIN[a_key]
    if row.from_here_vehicle and att.cls is not UnitClass.VEHICLE:
        return [
            _Mod(
                0,
                f"{row.name} hexinden saldırma cezası yalnızca araçlara: 0",
                f"{_ON[a_key]} saldırma cezası yalnızca araçlara, zar değişmez",
                row.ref,
            )
        ]
    if row.from_here_vehicle == 0:
        return []
    penalty = abs(row.from_here_vehicle)
    text = f"{row.name} hexinden saldıran araç: {penalty} zar daha az (−{penalty})"
    step = f"saldıran araç {_ON[a_key]} olduğu için {penalty} zar daha az atılır"
    return [_Mod(row.from_here_vehicle, text, step, row.ref)]


def _validate(att: UnitRow, tgt: UnitRow, t_key: str | None, a_key: str | None) -> None:
    if att.key == "structure":
        raise CalcError("Yapılar birim değildir, saldıramaz. Saldıran bir birim seçin.")
    for who, key in ((att, a_key), (tgt, t_key)):
        if key is None:
            continue
        if not TERRAIN[key].occupiable:
            raise CalcError(f"{TERRAIN[key].name} daima geçilemez; üzerinde birim bulunamaz.")
        if who.key == "at_at" and key == "ridge":
            raise CalcError("AT-AT sırta giremez; AT-AT için sırt dışında bir arazi seçin.")


def attack_dice(
    attacker: str,
    target: str,
    distance: int,
    target_terrain: str | None = None,
    attacker_terrain: str | None = None,
    scout_bonus: bool = False,
) -> CalcResult:
    """Dice an attacker rolls at a target ``distance`` hexes away (1 = adjacent)."""
    att, tgt = unit(attacker), unit(target)
    t_key, a_key = terrain_key(target_terrain), terrain_key(attacker_terrain)
    _validate(att, tgt, t_key, a_key)
    if distance < 1:
        raise CalcError(f"Geçersiz mesafe: {distance}. Mesafe en az 1 hex olmalı (bitişik = 1).")
    base_ref = SPEEDER_RANGE_REF if att.key in ("snowspeeder", "at_at") else RANGE_REF
    table = "/".join(map(str, att.dice if att.key != "snowspeeder" else (4, 2)))
    if distance > len(att.dice):
        why = f"{att.name} ({table}) en fazla {len(att.dice)} hex uzağa saldırabilir"
        return CalcResult(None, [why], [att.ref, base_ref], f"{att.name} {distance} hex uzaklığa "
                      "saldıramaz.", "zar")  # fmt: skip
    base = att.dice[distance - 1]
    trail = [f"{att.name} ({att.cls.value}, {table}), {distance} hex: {base} zar"]
    # The quote that states this unit's dice at this distance most plainly: the worked
    # examples for infantry, snowspeeder and AT-AT, the unit's own row for the others.
    plain = (
        base_ref
        if att.cls is UnitClass.INFANTRY or att.key in ("snowspeeder", "at_at")
        else att.ref
    )
    first = Step(f"{att.name} {distance} hex uzaklıkta {base} zar atar", plain)
    mods = _target_modifiers(att, tgt, t_key, a_key) + _attacker_modifiers(att, a_key)
    if scout_bonus:
        step = "sırttaki İzci hedefi gördüğü için 1 zar fazla atılır"
        mods.append(_Mod(1, "Sırttaki İzci hedefi görüyor: +1", step, SCOUT_REF))
    return _apply(base, mods, trail, [att.ref, base_ref], first)


def _apply(base: int, mods: list[_Mod], trail: list[str], refs: list[RuleRef],
           first: Step) -> CalcResult:  # fmt: skip
    """Add the terrain/scout changes to the base dice; penalties add up, never below 0 dice."""
    trail = trail + [m.trail for m in mods]
    refs = refs + [m.ref for m in mods]
    steps = [first, *(Step(m.step, m.ref) for m in mods)]
    deltas = [m.delta for m in mods if m.delta != 0]
    if len(deltas) > 1:
        refs.append(STACKING_REF)
        steps.append(Step("cezalar toplanır", STACKING_REF))
    total = base + sum(deltas)
    expr = ""
    if deltas:
        expr = f"{base} " + " ".join(f"{'+' if d > 0 else '−'} {abs(d)}" for d in deltas)
        expr += f" = {total}"
        trail.append(expr)
    if total < 0:
        trail.append("Zar sayısı 0'ın altına inemez: 0")
        steps.append(Step("zar sayısı 0'ın altına inmez"))
        total = 0
    return CalcResult(total, trail, _dedupe(refs), f"{total} zar atar.", "zar",
                      lead=f"{total} zar", steps=steps, arithmetic=expr)  # fmt: skip


def _dedupe(refs: list[RuleRef]) -> list[RuleRef]:
    return list(dict.fromkeys(refs))


def retreat_hexes(retreats: int, target: str, target_terrain: str | None = None) -> CalcResult:
    """Hexes a unit must fall back for ``retreats`` retreat symbols."""
    if retreats < 0:
        raise CalcError(f"Geçersiz geri çekilme sayısı: {retreats}. 0 veya daha büyük olmalı.")
    tgt, t_key = unit(target), terrain_key(target_terrain)
    trail = [f"{retreats} geri çekilme × 1 hex = {retreats} hex"]
    refs = [RETREAT_REF]
    if tgt.ignores_retreats:
        trail.append(f"{tgt.name} geri çekilmeleri yok sayar: 0")
        return CalcResult(0, trail, [*refs, tgt.ref], "Geri çekilmez (0 hex).", "hex")
    value = retreats
    if t_key == "trench" and tgt.cls is UnitClass.INFANTRY and retreats > 0:
        value = retreats - 1
        trail.append(f"Siperdeki piyade 1 geri çekilmeyi yok sayabilir: {retreats} − 1 = {value}")
        refs.append(TERRAIN["trench"].ref)
    return CalcResult(value, trail, refs, f"{value} hex geri çekilir.", "hex")


def team_hand_size(scenario_cards: int) -> CalcResult:
    """Cards each player of a 2-player team starts with when the scenario gives ``n`` per side."""
    if scenario_cards < 1:
        raise CalcError(f"Geçersiz kart sayısı: {scenario_cards}. En az 1 olmalı.")
    value = ceil_div(scenario_cards, 2)
    trail = [
        "Takım destesi karıştırılır, her oyuncuya 8 yüzü kapalı kart dağıtılır",
        f"Senaryodaki kart sayısının yarısı, yukarı yuvarlanır: {scenario_cards} / 2 → {value}",
    ]
    return CalcResult(value, trail, [TEAM_REF], f"Her oyuncu {value} kartla başlar.", "kart")


def fact(key: str) -> CalcResult:
    row = FACTS[key]
    return CalcResult(row.value, [f"{row.label}: {row.value}"], [row.ref],
                  f"{row.label}: {row.value}.", row.unit)  # fmt: skip


_RETREATS = re.compile(r"(\d+|bir|iki|uc|dort)\s+(?:tane\s+)?geri\s*cekil")
_WORDS = {"bir": 1, "iki": 2, "uc": 3, "dort": 4}
_TEAM_CARDS = re.compile(r"(\d+)\s*kart")
_ASKS_DICE = re.compile(r"kac\s*zar|zar\s*say|kac\s*tane\s*zar|zarla|kac zarla")


def _attack_inputs(parsed: AttackText) -> dict[str, Any] | None:
    if parsed.target is None and parsed.target_terrain is None and not parsed.scout:
        parsed.target = "infantry"  # without terrain the target type does not change the dice
    if not parsed.complete:
        return None
    return {
        "attacker": parsed.attacker,
        "target": parsed.target,
        "distance": parsed.distance,
        "target_terrain": parsed.target_terrain,
        "attacker_terrain": parsed.attacker_terrain,
        "scout_bonus": parsed.scout,
    }


def _attack_from(parsed: AttackText) -> CalcResult | None:
    inputs = _attack_inputs(parsed)
    return None if inputs is None else attack_dice(**inputs)


def _read_dice(q: str) -> dict[str, Any] | None:
    return _attack_inputs(parse_attack(q)) if _ASKS_DICE.search(q) else None


def _read_retreat(q: str) -> dict[str, Any] | None:
    if "geri cekil" not in q:
        return None
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
    if "takim" in q and re.search(r"kac\s*kart|elinde", q):
        counts = {int(m.group(1)) for m in _TEAM_CARDS.finditer(q)}
        return {"scenario_cards": counts.pop()} if len(counts) == 1 else None
    return None


def _read_standard_cards(q: str) -> dict[str, Any] | None:
    return {} if "standart" in q and "kart" in q and "kac" in q else None


_UNIT_NAMES = ", ".join(UNITS[k].name for k in ATTACKERS)
_TERRAIN_NAMES = ", ".join(t.name for t in TERRAIN.values())
register(
    Calculator(
        "hoth-dice",
        GAME,
        "Hoth: saldırı zarı",
        "Bir saldırıda kaç zar atılır: birim, mesafe, hedefin ve saldıranın arazisi, izci bonusu.",
        (
            Field(
                "attacker",
                "Saldıran birim",
                "choice",
                _UNIT_NAMES,
                "snowtrooper",
                choices=tuple(ATTACKERS),
            ),
            Field(
                "target",
                "Hedef birim",
                "choice",
                _UNIT_NAMES,
                "echo base trooper",
                choices=tuple(UNITS),
            ),
            Field("distance", "Mesafe (hex)", "int", "bitişik hex = 1", "2", minimum=1),
            Field(
                "target_terrain",
                "Hedefin arazisi",
                "choice",
                _TERRAIN_NAMES,
                "siper",
                required=False,
                choices=tuple(TERRAIN),
            ),
            Field(
                "attacker_terrain",
                "Saldıranın arazisi",
                "choice",
                _TERRAIN_NAMES,
                "bina",
                required=False,
                choices=tuple(TERRAIN),
            ),
            Field(
                "scout_bonus",
                "Sırttaki İzci hedefi görüyor",
                "flag",
                "evet / hayır",
                "hayır",
                required=False,
            ),
        ),
        attack_dice,
        _read_dice,
        ("snowtrooper 2 hex uzaktaki siperdeki asi piyadesine kac zar atar",),
    )
)
register(
    Calculator(
        "hoth-retreat",
        GAME,
        "Hoth: geri çekilme",
        "Geri çekilme sembolleri için kaç hex geri çekilinir (siper ve AT-AT istisnalarıyla).",
        (
            Field(
                "retreats",
                "Geri çekilme sembolü",
                "int",
                "zarlarda gelen geri çekilme",
                "2",
                minimum=0,
            ),
            Field(
                "target",
                "Geri çekilen birim",
                "choice",
                _UNIT_NAMES,
                "asi piyade",
                choices=tuple(UNITS),
            ),
            Field(
                "target_terrain",
                "Birimin arazisi",
                "choice",
                _TERRAIN_NAMES,
                "siper",
                required=False,
                choices=tuple(TERRAIN),
            ),
        ),
        retreat_hexes,
        _read_retreat,
        ("siperdeki piyademe 2 geri cekilme geldi kac hex geri cekilir",),
    )
)
register(
    Calculator(
        "hoth-team-hand",
        GAME,
        "Hoth: takım modunda el",
        "4 oyunculu takım modunda her oyuncunun başlangıç kartı.",
        (
            Field(
                "scenario_cards", "Senaryodaki kart sayısı", "int", "taraf başına", "5", minimum=1
            ),
        ),
        team_hand_size,
        _read_team_hand,
        ("takim modunda senaryo 5 kart diyor herkes kac kartla baslar",),
    )
)
register(Calculator(
    "hoth-standard-cards", GAME, "Hoth: standart komut kartı",
    "Taraf başına standart komut kartı sayısı.", (),
    lambda: fact("standard_cards"), _read_standard_cards,
    ("hoth'ta kac standart komut karti var",),
))  # fmt: skip


@register_checker
class HothChecker(GameChecker):
    game = GAME

    def context(self, question: str, _result: CalcResult | None) -> AttackText:
        return parse_attack(fold(question))

    def rules(self) -> list[Rule]:
        return [_modifier_rule, _range_rule, _fact_rule]


def _modifier_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "siperdeki piyadeye saldıranlar 1 zar daha az atar": a terrain or scout difference."""
    if site.claim.unit != "zar" or not MODIFIER_AFTER.match(site.after):
        return None
    if re.search(r"izci|scout", site.clause) and re.search(r"fazla|ekstra", site.after):
        return judge(site.claim, 1, ["İzci bonusu: +1 zar"], [SCOUT_REF])
    keys = {t.key for t in terrains_in(site.clause)} or {t.key for t in terrains_in(site.sentence)}
    if len(keys) != 1:
        return None
    row = TERRAIN[next(iter(keys))]
    possible = {-row.target_vehicle, -row.target_other, -row.from_here_vehicle} - {0}
    vehicle = bool(re.search(r"\barac", site.clause))
    other = bool(re.search(r"piyade|diger|topcu|droid|tum birim", site.clause))
    if vehicle != other:
        wanted = -(row.target_vehicle if vehicle else row.target_other)
        if row.from_here_vehicle and vehicle:
            wanted = 2
        return judge(site.claim, wanted, [f"{row.name}: {wanted} zar eksik"], [row.ref])
    if site.claim.value in possible:
        return judge(
            site.claim, site.claim.value, [f"{row.name}: {site.claim.value} zar"], [row.ref]
        )
    return judge(site.claim, next(iter(possible)), [], [row.ref]) if len(possible) == 1 else None


_DICE_COUNT = re.compile(r"(?<!\w)(?:\d+|sifir|bir|iki|uc|dort|bes|alti)\s+(?:\w+\s+)?zar")


def _range_rule(site: Site, ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "2 hex uzaklıkta piyade 2 zar atar": base dice by range, or a full sentence computation."""
    if site.claim.unit != "zar" or MODIFIER_AFTER.match(site.after):
        return None
    dist = distances(site.before) or distances(site.clause)
    if len(set(dist)) != 1:
        return None
    if terrains_in(site.clause) or re.search(r"izci|scout", site.clause):
        if len(_DICE_COUNT.findall(site.sentence)) > 1:
            return None  # "1 zar atar, cezayla 0 zar kalır": which one is the total is unclear
        parsed = parse_attack(site.sentence)
        full = _attack_from(parsed) if parsed.distance == dist[0] else None
        return _judged(site, full)
    sentence_units = units_in(site.sentence)
    attacker, _, unsure = roles(sentence_units)
    if attacker is None and not sentence_units and isinstance(ctx, AttackText):
        attacker = ctx.attacker
    if attacker is None or unsure:
        return None
    row = UNITS[attacker]
    base = row.dice[dist[0] - 1] if dist[0] <= len(row.dice) else None
    trail = [f"{row.name}, {dist[0]} hex: " + (f"{base} zar" if base else "saldıramaz")]
    ref = SPEEDER_RANGE_REF if attacker in ("snowspeeder", "at_at") else RANGE_REF
    return judge(site.claim, base, trail, [row.ref, ref])


def _judged(site: Site, full: CalcResult | None) -> Check | None:
    if full is None or full.value is None:
        return None
    return judge(site.claim, full.value, full.trail, full.citations)


_SIZE_AFTER = re.compile(r"^\W*(?:minyatur|figur)\w*\s*(?:icer|vardir|var\b|bulunur|ile\s+basla)")


def _fact_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """Fixed counts: standard command cards, figures per unit."""
    after = site.after
    if re.match(r"^\W*standart\s+(komut\s+)?kart", after):
        row = FACTS["standard_cards"]
        return judge(site.claim, row.value, [f"{row.label}: {row.value}"], [row.ref])
    if site.claim.unit == "minyatür" and _SIZE_AFTER.match(after):
        units = {u.key for u in units_in(site.clause) or units_in(site.sentence)}
        units -= {"infantry", "structure"}
        if len(units) != 1 or re.search(r"elit|kalan|kayb", site.sentence):
            return None
        unit_row = UNITS[units.pop()]
        trail = [f"{unit_row.name}: {unit_row.figures} minyatür"]
        return judge(site.claim, unit_row.figures, trail, [unit_row.ref])
    return None
